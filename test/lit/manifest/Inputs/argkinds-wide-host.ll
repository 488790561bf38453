; The host crate of test/e2e/argkinds: the launch of argkinds_kernels::wide
; (u128, i128, &u128, &mut [u64]).
; Made by test/lit/make-inputs.py from test/e2e/argkinds/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.a55bb1c77b6f31f3-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd = private unnamed_addr constant [22 x i8] c"argkinds_kernels::wide", align 1
@alloc_900264f3b2523f26e5567870dfe56066 = private unnamed_addr constant [26 x i8] c"test/e2e/argkinds/host.rs\00", align 1
@alloc_e213e43dd87a645bfea16b1cf40941fc = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00,\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels4wideFonRoINtNtB4_6region6RegionyKj6_EEuECseccg28N0e4N_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd, i64 noundef 22, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 44, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #7, !dbg !150
  %0 = icmp eq i32 %code, 0, !dbg !153
  br i1 %0, label %bb2, label %bb3, !dbg !153

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !155
  br label %bb5, !dbg !156

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !157
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !158
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !159
  %_32 = load i64, ptr %1, align 8, !dbg !159, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !173
  tail call void @llvm.assume(i1 %_33), !dbg !174
  %_23.not = icmp eq i64 %_32, 0, !dbg !175
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !176
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !176
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !176
  br i1 %_23.not, label %bb11, label %bb9, !dbg !177

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !183

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !184
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !184

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !203
  br label %bb9, !dbg !216

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !217
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !218
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !218
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !218
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !218
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !218
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !218
  store ptr @alloc_ce6c54ca05a9acb9a9ee68f6b7ccd6fd, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !218
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !218
  store i64 22, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !218
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !218
  store ptr @alloc_e213e43dd87a645bfea16b1cf40941fc, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !218
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !218
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !218
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !219
  br label %bb5, !dbg !156
}

; Function Attrs: noreturn nonlazybind uwtable
define hidden void @_RNvCseccg28N0e4N_4host4main() unnamed_addr #1 !dbg !220 {
start:
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels4wideFonRoINtNtB4_6region6RegionyKj6_EEuECseccg28N0e4N_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !223
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_launch(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, i64 noundef, i64 noundef) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_rt_error_detail(ptr noundef, i64 noundef) unnamed_addr #2

; Function Attrs: nonlazybind uwtable
declare void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull) unnamed_addr #5

; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr allocptr noundef nonnull captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

attributes #0 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "test/e2e/argkinds/host.rs/@/host.a55bb1c77b6f31f3-cgu.0", directory: "build/test/e2e/argkinds/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(u128, i128, &u128, offload::region::Region<u64, 6>), fn(u128, i128, &u128, offload::region::Region<u64, 6>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels4wideFonRoINtNtB4_6region6RegionyKj6_EEuECseccg28N0e4N_4host", scope: !9, file: !8, line: 277, type: !11, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/launch.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "c6f8fac2fc04a223281a76aa4cfcf00a")
!9 = !DINamespace(name: "launch", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !117, !131, !142, !149, !115, !43}
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), offload::error::LaunchError>", scope: !15, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !17, identifier: "5243e9ca43102c397bb5319d604625a2")
!14 = !DIFile(filename: "<unknown>", directory: "")
!15 = !DINamespace(name: "result", scope: !16)
!16 = !DINamespace(name: "core", scope: null)
!17 = !{!18}
!18 = !DICompositeType(tag: DW_TAG_variant_part, scope: !13, file: !14, size: 448, align: 64, elements: !19, identifier: "1ef41ffc81d230d7dec227b81f70586d", discriminator: !116)
!19 = !{!20, !25}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !18, file: !14, baseType: !21, size: 448, align: 64, extraData: i64 -9223372036854775807)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !13, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !22, identifier: "61e5884da795cb5fea6397c23e62f65d")
!22 = !{!23}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !21, file: !14, baseType: !24, align: 8, flags: DIFlagPublic)
!24 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !18, file: !14, baseType: !26, size: 448, align: 64)
!26 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !13, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !27, identifier: "c3ae3028bb9170f7652332dd5db66ff2")
!27 = !{!28}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !26, file: !14, baseType: !29, size: 448, align: 64, flags: DIFlagPublic)
!29 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchError", scope: !30, file: !14, size: 448, align: 64, flags: DIFlagPublic, elements: !31, identifier: "f13d785cb6e9dd409ea71aaf5de442")
!30 = !DINamespace(name: "error", scope: !10)
!31 = !{!32, !34, !42, !65}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !29, file: !14, baseType: !33, size: 32, align: 32, offset: 384, flags: DIFlagProtected)
!33 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "kernel", scope: !29, file: !14, baseType: !35, size: 128, align: 64, offset: 192, flags: DIFlagProtected)
!35 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !14, size: 128, align: 64, elements: !36, identifier: "9277eecd40495f85161460476aacc992")
!36 = !{!37, !40}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !35, file: !14, baseType: !38, size: 64, align: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!39 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !35, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!41 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "location", scope: !29, file: !14, baseType: !43, size: 64, align: 64, offset: 320, flags: DIFlagProtected)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !44, size: 64, align: 64, dwarfAddressSpace: 0)
!44 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !45, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !47, identifier: "411096404becd422b55fed6ea1d8f5da")
!45 = !DINamespace(name: "location", scope: !46)
!46 = !DINamespace(name: "panic", scope: !16)
!47 = !{!48, !58, !60, !61}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !44, file: !14, baseType: !49, size: 128, align: 64, flags: DIFlagPrivate)
!49 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !50, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !52, identifier: "613f956491235032922093b1fe555d4c")
!50 = !DINamespace(name: "non_null", scope: !51)
!51 = !DINamespace(name: "ptr", scope: !16)
!52 = !{!53}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !49, file: !14, baseType: !54, size: 128, align: 64, flags: DIFlagPrivate)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !14, size: 128, align: 64, elements: !55, identifier: "238a44609877474087c05adf26cd41fa")
!55 = !{!56, !57}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !54, file: !14, baseType: !38, size: 64, align: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !54, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !44, file: !14, baseType: !59, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!59 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !44, file: !14, baseType: !59, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !44, file: !14, baseType: !62, align: 8, offset: 192, flags: DIFlagPrivate)
!62 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "afc06b112710e7ead839860a2412149")
!63 = !DINamespace(name: "marker", scope: !16)
!64 = !{}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "detail", scope: !29, file: !14, baseType: !66, size: 192, align: 64, flags: DIFlagProtected)
!66 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::string::String>", scope: !67, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !68, identifier: "674dbd96ff1b2f4fcbedcc5cb3004f41")
!67 = !DINamespace(name: "option", scope: !16)
!68 = !{!69}
!69 = !DICompositeType(tag: DW_TAG_variant_part, scope: !66, file: !14, size: 192, align: 64, elements: !70, identifier: "5e6078ea6b3bd8d8f5df84f31029d233", discriminator: !114)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !69, file: !14, baseType: !72, size: 192, align: 64, extraData: i64 -9223372036854775808)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !66, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !64, identifier: "48d5b4b0830776abbc057940df1f76cc")
!73 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !69, file: !14, baseType: !74, size: 192, align: 64)
!74 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !66, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !75, identifier: "72953449ead168c4555be20d40bfd9c")
!75 = !{!76}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !74, file: !14, baseType: !77, size: 192, align: 64, flags: DIFlagPublic)
!77 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !78, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !80, identifier: "ace5bf4baee850351fa1e30abe8d9a77")
!78 = !DINamespace(name: "string", scope: !79)
!79 = !DINamespace(name: "alloc", scope: null)
!80 = !{!81}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !77, file: !14, baseType: !82, size: 192, align: 64, flags: DIFlagPrivate)
!82 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !83, file: !14, size: 192, align: 64, flags: DIFlagPublic, elements: !84, identifier: "722bed72ff0a5e036e015d6741204921")
!83 = !DINamespace(name: "vec", scope: !79)
!84 = !{!85, !113}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !82, file: !14, baseType: !86, size: 128, align: 64, flags: DIFlagPrivate)
!86 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !87, file: !14, size: 128, align: 64, flags: DIFlagProtected, elements: !88, identifier: "9740a60e693a7643a0e23fd996c4fcbf")
!87 = !DINamespace(name: "raw_vec", scope: !79)
!88 = !{!89, !112}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !86, file: !14, baseType: !90, size: 128, align: 64, flags: DIFlagPrivate)
!90 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !87, file: !14, size: 128, align: 64, flags: DIFlagPrivate, elements: !91, identifier: "490cb1bbd58b2a28439ff69b3ac412fa")
!91 = !{!92, !103, !109}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !90, file: !14, baseType: !93, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!93 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !94, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !95, identifier: "40f77f147aa7c625fcecfe13cf79edf1")
!94 = !DINamespace(name: "unique", scope: !51)
!95 = !{!96, !101}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !93, file: !14, baseType: !97, size: 64, align: 64, flags: DIFlagPrivate)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !50, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !98, identifier: "f7275a39109d6dce9c24177b18a68f9")
!98 = !{!99}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !97, file: !14, baseType: !100, size: 64, align: 64, flags: DIFlagPrivate)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !39, size: 64, align: 64, dwarfAddressSpace: 0)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !93, file: !14, baseType: !102, align: 8, offset: 64, flags: DIFlagPrivate)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "ee69d3c56262cb92c5de5428449aab81")
!103 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !90, file: !14, baseType: !104, size: 64, align: 64, flags: DIFlagPrivate)
!104 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !105, file: !14, size: 64, align: 64, flags: DIFlagPublic, elements: !107, identifier: "14b21043975db9ada6123d2c54cc1cf7")
!105 = !DINamespace(name: "niche_types", scope: !106)
!106 = !DINamespace(name: "num", scope: !16)
!107 = !{!108}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !104, file: !14, baseType: !41, size: 64, align: 64, flags: DIFlagPrivate)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !90, file: !14, baseType: !110, align: 8, offset: 128, flags: DIFlagPrivate)
!110 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !111, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "ab79963e18d90bf778eeecdfc2c2ff55")
!111 = !DINamespace(name: "alloc", scope: !79)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !86, file: !14, baseType: !102, align: 8, offset: 128, flags: DIFlagPrivate)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !82, file: !14, baseType: !41, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!114 = !DIDerivedType(tag: DW_TAG_member, scope: !66, file: !14, baseType: !115, size: 64, align: 64, flags: DIFlagArtificial)
!115 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!116 = !DIDerivedType(tag: DW_TAG_member, scope: !13, file: !14, baseType: !115, size: 64, align: 64, flags: DIFlagArtificial)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(u128, i128, &u128, offload::region::Region<u64, 6>)", baseType: !118, align: 8, dwarfAddressSpace: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !121, !122, !123}
!120 = !DIBasicType(name: "u128", size: 128, encoding: DW_ATE_unsigned)
!121 = !DIBasicType(name: "i128", size: 128, encoding: DW_ATE_signed)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u128", baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!123 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<u64, 6>", scope: !124, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !125, identifier: "da44c1dd365a81a2114e3041f7cb07c7")
!124 = !DINamespace(name: "region", scope: !10)
!125 = !{!126, !128, !129}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !123, file: !14, baseType: !127, size: 64, align: 64, flags: DIFlagProtected)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u64", baseType: !115, size: 64, align: 64, dwarfAddressSpace: 0)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !123, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !123, file: !14, baseType: !130, align: 8, offset: 128, flags: DIFlagProtected)
!130 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [u64]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "f73468af3541adc566d258743f2a35e8")
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::config::LaunchConfig", baseType: !132, size: 64, align: 64, dwarfAddressSpace: 0)
!132 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !133, file: !14, size: 256, align: 32, flags: DIFlagPublic, elements: !134, identifier: "812d133507d95a578711e7c5e332a2bb")
!133 = !DINamespace(name: "config", scope: !10)
!134 = !{!135, !139, !140, !141}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !132, file: !14, baseType: !136, size: 96, align: 32, flags: DIFlagPublic)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 96, align: 32, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 3, lowerBound: 0)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !132, file: !14, baseType: !136, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !132, file: !14, baseType: !59, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "stack_bytes", scope: !132, file: !14, baseType: !59, size: 32, align: 32, offset: 224, flags: DIFlagPublic)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (u128, i128, &u128, offload::region::Region<u64, 6>)", baseType: !143, size: 64, align: 64, dwarfAddressSpace: 0)
!143 = !DICompositeType(tag: DW_TAG_structure_type, name: "(u128, i128, &u128, offload::region::Region<u64, 6>)", file: !14, size: 512, align: 128, elements: !144, identifier: "47201b3c463c8577c24e85a2273170c0")
!144 = !{!145, !146, !147, !148}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !143, file: !14, baseType: !120, size: 128, align: 128)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !143, file: !14, baseType: !121, size: 128, align: 128, offset: 128)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !143, file: !14, baseType: !122, size: 64, align: 64, offset: 256)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !143, file: !14, baseType: !123, size: 128, align: 64, offset: 320)
!149 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!150 = !DILocation(line: 290, column: 9, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !8, line: 287, column: 5)
!152 = distinct !DILexicalBlock(scope: !7, file: !8, line: 286, column: 5)
!153 = !DILocation(line: 303, column: 8, scope: !154)
!154 = distinct !DILexicalBlock(scope: !151, file: !8, line: 289, column: 5)
!155 = !DILocation(line: 304, column: 16, scope: !154)
!156 = !DILocation(line: 308, column: 1, scope: !7)
!157 = !DILocation(line: 306, column: 9, scope: !154)
!158 = !DILocation(line: 306, column: 18, scope: !154)
!159 = !DILocation(line: 3023, column: 19, scope: !160, inlinedAt: !164)
!160 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCseccg28N0e4N_4host", scope: !82, file: !161, line: 3022, type: !162, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !163)
!161 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "60b60f63e29e8d3494a2f996461e4347")
!162 = !DISubroutineType(types: !64)
!163 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCseccg28N0e4N_4host", scope: !82, file: !161, line: 3022, type: !162, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!164 = !DILocation(line: 1861, column: 18, scope: !165, inlinedAt: !168)
!165 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !166, line: 1860, type: !162, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !167)
!166 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!167 = !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !166, line: 1860, type: !162, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!168 = !DILocation(line: 1881, column: 14, scope: !169, inlinedAt: !171)
!169 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !166, line: 1880, type: !162, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !170)
!170 = !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !166, line: 1880, type: !162, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!171 = !DILocation(line: 307, column: 74, scope: !172)
!172 = distinct !DILexicalBlock(scope: !154, file: !8, line: 306, column: 5)
!173 = !DILocation(line: 3028, column: 37, scope: !160, inlinedAt: !164)
!174 = !DILocation(line: 3028, column: 18, scope: !160, inlinedAt: !164)
!175 = !DILocation(line: 1881, column: 9, scope: !169, inlinedAt: !171)
!176 = !DILocation(line: 307, column: 96, scope: !172)
!177 = !DILocation(line: 37, column: 12, scope: !178, inlinedAt: !182)
!178 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECseccg28N0e4N_4host", scope: !180, file: !179, line: 36, type: !162, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!179 = !DIFile(filename: "library/core/src/bool.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "e3d738e7e318f67f912a8feb66169937")
!180 = !DINamespace(name: "{impl#0}", scope: !181)
!181 = !DINamespace(name: "bool", scope: !16)
!182 = !DILocation(line: 307, column: 86, scope: !172)
!183 = !DILocation(line: 308, column: 2, scope: !7)
!184 = !DILocation(line: 634, column: 39, scope: !185, inlinedAt: !188)
!185 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCseccg28N0e4N_4host", scope: !90, file: !186, line: 633, type: !162, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !187)
!186 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "574f79ffb8958f4ee3ea71272af6c6ad")
!187 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCseccg28N0e4N_4host", scope: !90, file: !186, line: 633, type: !162, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!188 = distinct !DILocation(line: 874, column: 52, scope: !189, inlinedAt: !192)
!189 = distinct !DILexicalBlock(scope: !190, file: !186, line: 874, column: 82)
!190 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCseccg28N0e4N_4host", scope: !90, file: !186, line: 872, type: !162, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !191)
!191 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCseccg28N0e4N_4host", scope: !90, file: !186, line: 872, type: !162, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!192 = distinct !DILocation(line: 424, column: 29, scope: !193, inlinedAt: !195)
!193 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_RNvXs1_NtCs9jvVb34GBdE_5alloc7raw_vecINtB5_6RawVechENtNtNtCscoScM8QT1vH_4core3ops4drop4Drop4dropCseccg28N0e4N_4host", scope: !194, file: !186, line: 422, type: !162, scopeLine: 422, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!194 = !DINamespace(name: "{impl#3}", scope: !87)
!195 = distinct !DILocation(line: 810, column: 1, scope: !196, inlinedAt: !198)
!196 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc7raw_vec6RawVechEECseccg28N0e4N_4host", scope: !51, file: !197, line: 810, type: !162, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!197 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!198 = distinct !DILocation(line: 810, column: 1, scope: !199, inlinedAt: !200)
!199 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc3vec3VechEECseccg28N0e4N_4host", scope: !51, file: !197, line: 810, type: !162, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!200 = distinct !DILocation(line: 810, column: 1, scope: !201, inlinedAt: !202)
!201 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeNtNtCs9jvVb34GBdE_5alloc6string6StringECseccg28N0e4N_4host", scope: !51, file: !197, line: 810, type: !162, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!202 = distinct !DILocation(line: 38, column: 5, scope: !178, inlinedAt: !182)
!203 = !DILocation(line: 128, column: 14, scope: !204, inlinedAt: !206)
!204 = distinct !DISubprogram(name: "dealloc_nonnull", linkageName: "_RNvNtCs9jvVb34GBdE_5alloc5alloc15dealloc_nonnull", scope: !111, file: !205, line: 127, type: !162, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!205 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "860ce4ea2346d0773913a27b0b87ad79")
!206 = distinct !DILocation(line: 229, column: 22, scope: !207, inlinedAt: !209)
!207 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !205, line: 219, type: !162, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !208)
!208 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !205, line: 219, type: !162, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!209 = distinct !DILocation(line: 344, column: 9, scope: !210, inlinedAt: !212)
!210 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !205, line: 343, type: !162, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !211)
!211 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !205, line: 343, type: !162, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!212 = distinct !DILocation(line: 462, column: 23, scope: !213, inlinedAt: !215)
!213 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCs9jvVb34GBdE_5alloc5allocNtB4_6GlobalNtNtCscoScM8QT1vH_4core5alloc9Allocator10deallocate", scope: !214, file: !205, line: 460, type: !162, scopeLine: 460, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!214 = !DINamespace(name: "{impl#1}", scope: !111)
!215 = distinct !DILocation(line: 876, column: 28, scope: !189, inlinedAt: !192)
!216 = !DILocation(line: 220, column: 9, scope: !207, inlinedAt: !209)
!217 = !DILocation(line: 37, scope: !178, inlinedAt: !182)
!218 = !DILocation(line: 307, column: 5, scope: !172)
!219 = !DILocation(line: 308, column: 1, scope: !154)
!220 = distinct !DISubprogram(name: "main", linkageName: "_RNvCseccg28N0e4N_4host4main", scope: !222, file: !221, line: 16, type: !162, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!221 = !DIFile(filename: "test/e2e/argkinds/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "4d543d5039a32f2b07804910003317a5")
!222 = !DINamespace(name: "host", scope: null)
!223 = !DILocation(line: 257, column: 13, scope: !224, inlinedAt: !228)
!224 = distinct !DILexicalBlock(scope: !225, file: !8, line: 256, column: 9)
!225 = distinct !DILexicalBlock(scope: !226, file: !8, line: 254, column: 5)
!226 = distinct !DILexicalBlock(scope: !227, file: !8, line: 251, column: 5)
!227 = distinct !DISubprogram(name: "start<fn(u128, i128, &u128, offload::region::Region<u64, 6>), fn(u128, i128, &u128, offload::region::Region<u64, 6>), (u128, i128, &u128, &mut alloc::vec::Vec<u64, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsfTpwL6ZqwVj_16argkinds_kernels4wideFonRoINtNtB4_6region6RegionyKj6_EEuTonB1j_QINtNtCs9jvVb34GBdE_5alloc3vec3VecyEEECseccg28N0e4N_4host", scope: !9, file: !8, line: 243, type: !162, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!228 = distinct !DILocation(line: 208, column: 5, scope: !229, inlinedAt: !230)
!229 = distinct !DISubprogram(name: "launch<fn(u128, i128, &u128, offload::region::Region<u64, 6>), fn(u128, i128, &u128, offload::region::Region<u64, 6>), (u128, i128, &u128, &mut alloc::vec::Vec<u64, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchNvCsfTpwL6ZqwVj_16argkinds_kernels4wideFonRoINtNtB4_6region6RegionyKj6_EEuTonB1k_QINtNtCs9jvVb34GBdE_5alloc3vec3VecyEEECseccg28N0e4N_4host", scope: !9, file: !8, line: 200, type: !162, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!230 = !DILocation(line: 44, column: 5, scope: !231)
!231 = distinct !DILexicalBlock(scope: !232, file: !221, line: 43, column: 5)
!232 = distinct !DILexicalBlock(scope: !233, file: !221, line: 42, column: 5)
!233 = distinct !DILexicalBlock(scope: !234, file: !221, line: 41, column: 5)
!234 = distinct !DILexicalBlock(scope: !235, file: !221, line: 40, column: 5)
!235 = distinct !DILexicalBlock(scope: !236, file: !221, line: 35, column: 5)
!236 = distinct !DILexicalBlock(scope: !237, file: !221, line: 29, column: 5)
!237 = distinct !DILexicalBlock(scope: !238, file: !221, line: 28, column: 5)
!238 = distinct !DILexicalBlock(scope: !239, file: !221, line: 27, column: 5)
!239 = distinct !DILexicalBlock(scope: !240, file: !221, line: 22, column: 5)
!240 = distinct !DILexicalBlock(scope: !241, file: !221, line: 21, column: 5)
!241 = distinct !DILexicalBlock(scope: !242, file: !221, line: 18, column: 5)
!242 = distinct !DILexicalBlock(scope: !220, file: !221, line: 17, column: 5)
