; The host crate of examples/saxpy: the launch instances of both kernels and
; host::main, which calls them.
; Made by test/lit/make-inputs.py from examples/saxpy/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.a4e1ba57d1a4b450-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_4c0085719508aa6422f9a6558f658fb2 = private unnamed_addr constant [20 x i8] c"saxpy_kernels::saxpy", align 1
@alloc_41a7b7a7e131d4e3295c7dd510c54573 = private unnamed_addr constant [24 x i8] c"saxpy_kernels::summarize", align 1
@alloc_d8c959e43638d54b3090238249ba6acb = private unnamed_addr constant [23 x i8] c"examples/saxpy/host.rs\00", align 1
@alloc_9866782c7ce9ff722daab939994d96ee = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d8c959e43638d54b3090238249ba6acb, [16 x i8] c"\16\00\00\00\00\00\00\00Y\00\00\00\15\00\00\00" }>, align 8
@alloc_61f48fef525289b86e85559d535a0624 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d8c959e43638d54b3090238249ba6acb, [16 x i8] c"\16\00\00\00\00\00\00\003\00\00\00\15\00\00\00" }>, align 8

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsaU8XUMi9IQR_13saxpy_kernels5saxpyFfRSfINtNtB4_6region6RegionfEEuECse9F1vT7vkxE_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_4c0085719508aa6422f9a6558f658fb2, i64 noundef 20, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_d8c959e43638d54b3090238249ba6acb, i64 noundef 22, i32 noundef 51, i32 noundef 21, i64 noundef %device, i64 noundef %device_args) #6, !dbg !152
  %0 = icmp eq i32 %code, 0, !dbg !155
  br i1 %0, label %bb2, label %bb3, !dbg !155

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !157
  br label %bb5, !dbg !158

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !159
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !160
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !161
  %_32 = load i64, ptr %1, align 8, !dbg !161, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !175
  tail call void @llvm.assume(i1 %_33), !dbg !176
  %_23.not = icmp eq i64 %_32, 0, !dbg !177
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !178
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !178
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !178
  br i1 %_23.not, label %bb11, label %bb9, !dbg !179

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !185

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !186
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !186

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !205
  br label %bb9, !dbg !218

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !219
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !220
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !220
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !220
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !220
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !220
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !220
  store ptr @alloc_4c0085719508aa6422f9a6558f658fb2, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !220
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !220
  store i64 20, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !220
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !220
  store ptr @alloc_61f48fef525289b86e85559d535a0624, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !220
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !220
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !220
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !221
  br label %bb5, !dbg !158
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsaU8XUMi9IQR_13saxpy_kernels9summarizeFRAdj100_dtINtNtB4_6region6RegionNtBT_5StatsEEuECse9F1vT7vkxE_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !222 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_41a7b7a7e131d4e3295c7dd510c54573, i64 noundef 24, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_d8c959e43638d54b3090238249ba6acb, i64 noundef 22, i32 noundef 89, i32 noundef 21, i64 noundef %device, i64 noundef %device_args) #6, !dbg !255
  %0 = icmp eq i32 %code, 0, !dbg !258
  br i1 %0, label %bb2, label %bb3, !dbg !258

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !260
  br label %bb5, !dbg !261

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !262
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !263
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !264
  %_32 = load i64, ptr %1, align 8, !dbg !264, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !272
  tail call void @llvm.assume(i1 %_33), !dbg !273
  %_23.not = icmp eq i64 %_32, 0, !dbg !274
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !275
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !275
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !275
  br i1 %_23.not, label %bb11, label %bb9, !dbg !276

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !279

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !280
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !280

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !287
  br label %bb9, !dbg !292

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !293
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !294
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !294
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !294
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !294
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !294
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !294
  store ptr @alloc_41a7b7a7e131d4e3295c7dd510c54573, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !294
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !294
  store i64 24, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !294
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !294
  store ptr @alloc_9866782c7ce9ff722daab939994d96ee, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !294
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !294
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !294
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !295
  br label %bb5, !dbg !261
}

; Function Attrs: nonlazybind uwtable
define hidden noundef i8 @_RNvCse9F1vT7vkxE_4host4main() unnamed_addr #1 !dbg !296 {
start:
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsaU8XUMi9IQR_13saxpy_kernels5saxpyFfRSfINtNtB4_6region6RegionfEEuECse9F1vT7vkxE_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !299
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsaU8XUMi9IQR_13saxpy_kernels9summarizeFRAdj100_dtINtNtB4_6region6RegionNtBT_5StatsEEuECse9F1vT7vkxE_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !320
  ret i8 0
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_launch(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef, i64 noundef, i64 noundef) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_rt_error_detail(ptr noundef, i64 noundef) unnamed_addr #2

; Function Attrs: nonlazybind uwtable
declare void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull) unnamed_addr #1

; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr allocptr noundef nonnull captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #5

attributes #0 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "examples/saxpy/host.rs/@/host.a4e1ba57d1a4b450-cgu.0", directory: "build/examples/saxpy/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(f32, &[f32], offload::region::Region<f32, 1>), fn(f32, &[f32], offload::region::Region<f32, 1>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsaU8XUMi9IQR_13saxpy_kernels5saxpyFfRSfINtNtB4_6region6RegionfEEuECse9F1vT7vkxE_4host", scope: !9, file: !8, line: 277, type: !11, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/launch.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "c6f8fac2fc04a223281a76aa4cfcf00a")
!9 = !DINamespace(name: "launch", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !117, !134, !145, !151, !115, !43}
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
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(f32, &[f32], offload::region::Region<f32, 1>)", baseType: !118, align: 8, dwarfAddressSpace: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !121, !126}
!120 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!121 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", file: !14, size: 128, align: 64, elements: !122, identifier: "e7193ce1890c77a4ff44c72207b247fe")
!122 = !{!123, !125}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !121, file: !14, baseType: !124, size: 64, align: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !121, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!126 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !127, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !128, identifier: "24165a140e7dcf605b63cb714dca0b04")
!127 = !DINamespace(name: "region", scope: !10)
!128 = !{!129, !131, !132}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !126, file: !14, baseType: !130, size: 64, align: 64, flags: DIFlagProtected)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !120, size: 64, align: 64, dwarfAddressSpace: 0)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !126, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !126, file: !14, baseType: !133, align: 8, offset: 128, flags: DIFlagProtected)
!133 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f32]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "863e1b391b944d7a7ac8891b8e6ffbf0")
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::config::LaunchConfig", baseType: !135, size: 64, align: 64, dwarfAddressSpace: 0)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !136, file: !14, size: 256, align: 32, flags: DIFlagPublic, elements: !137, identifier: "812d133507d95a578711e7c5e332a2bb")
!136 = !DINamespace(name: "config", scope: !10)
!137 = !{!138, !142, !143, !144}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !135, file: !14, baseType: !139, size: 96, align: 32, flags: DIFlagPublic)
!139 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 96, align: 32, elements: !140)
!140 = !{!141}
!141 = !DISubrange(count: 3, lowerBound: 0)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !135, file: !14, baseType: !139, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !135, file: !14, baseType: !59, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "stack_bytes", scope: !135, file: !14, baseType: !59, size: 32, align: 32, offset: 224, flags: DIFlagPublic)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (f32, &[f32], offload::region::Region<f32, 1>)", baseType: !146, size: 64, align: 64, dwarfAddressSpace: 0)
!146 = !DICompositeType(tag: DW_TAG_structure_type, name: "(f32, &[f32], offload::region::Region<f32, 1>)", file: !14, size: 320, align: 64, elements: !147, identifier: "45edbb022fca48ceed94e68f9eab68dc")
!147 = !{!148, !149, !150}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !146, file: !14, baseType: !120, size: 32, align: 32, offset: 128)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !146, file: !14, baseType: !121, size: 128, align: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !146, file: !14, baseType: !126, size: 128, align: 64, offset: 192)
!151 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!152 = !DILocation(line: 290, column: 9, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !8, line: 287, column: 5)
!154 = distinct !DILexicalBlock(scope: !7, file: !8, line: 286, column: 5)
!155 = !DILocation(line: 303, column: 8, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !8, line: 289, column: 5)
!157 = !DILocation(line: 304, column: 16, scope: !156)
!158 = !DILocation(line: 308, column: 1, scope: !7)
!159 = !DILocation(line: 306, column: 9, scope: !156)
!160 = !DILocation(line: 306, column: 18, scope: !156)
!161 = !DILocation(line: 3023, column: 19, scope: !162, inlinedAt: !166)
!162 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCse9F1vT7vkxE_4host", scope: !82, file: !163, line: 3022, type: !164, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !165)
!163 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "60b60f63e29e8d3494a2f996461e4347")
!164 = !DISubroutineType(types: !64)
!165 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCse9F1vT7vkxE_4host", scope: !82, file: !163, line: 3022, type: !164, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!166 = !DILocation(line: 1861, column: 18, scope: !167, inlinedAt: !170)
!167 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !168, line: 1860, type: !164, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !169)
!168 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!169 = !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !168, line: 1860, type: !164, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!170 = !DILocation(line: 1881, column: 14, scope: !171, inlinedAt: !173)
!171 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !168, line: 1880, type: !164, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !172)
!172 = !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !168, line: 1880, type: !164, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!173 = !DILocation(line: 307, column: 74, scope: !174)
!174 = distinct !DILexicalBlock(scope: !156, file: !8, line: 306, column: 5)
!175 = !DILocation(line: 3028, column: 37, scope: !162, inlinedAt: !166)
!176 = !DILocation(line: 3028, column: 18, scope: !162, inlinedAt: !166)
!177 = !DILocation(line: 1881, column: 9, scope: !171, inlinedAt: !173)
!178 = !DILocation(line: 307, column: 96, scope: !174)
!179 = !DILocation(line: 37, column: 12, scope: !180, inlinedAt: !184)
!180 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECse9F1vT7vkxE_4host", scope: !182, file: !181, line: 36, type: !164, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!181 = !DIFile(filename: "library/core/src/bool.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "e3d738e7e318f67f912a8feb66169937")
!182 = !DINamespace(name: "{impl#0}", scope: !183)
!183 = !DINamespace(name: "bool", scope: !16)
!184 = !DILocation(line: 307, column: 86, scope: !174)
!185 = !DILocation(line: 308, column: 2, scope: !7)
!186 = !DILocation(line: 634, column: 39, scope: !187, inlinedAt: !190)
!187 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCse9F1vT7vkxE_4host", scope: !90, file: !188, line: 633, type: !164, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !189)
!188 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "574f79ffb8958f4ee3ea71272af6c6ad")
!189 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCse9F1vT7vkxE_4host", scope: !90, file: !188, line: 633, type: !164, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!190 = distinct !DILocation(line: 874, column: 52, scope: !191, inlinedAt: !194)
!191 = distinct !DILexicalBlock(scope: !192, file: !188, line: 874, column: 82)
!192 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCse9F1vT7vkxE_4host", scope: !90, file: !188, line: 872, type: !164, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !193)
!193 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCse9F1vT7vkxE_4host", scope: !90, file: !188, line: 872, type: !164, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!194 = distinct !DILocation(line: 424, column: 29, scope: !195, inlinedAt: !197)
!195 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_RNvXs1_NtCs9jvVb34GBdE_5alloc7raw_vecINtB5_6RawVechENtNtNtCscoScM8QT1vH_4core3ops4drop4Drop4dropCse9F1vT7vkxE_4host", scope: !196, file: !188, line: 422, type: !164, scopeLine: 422, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!196 = !DINamespace(name: "{impl#3}", scope: !87)
!197 = distinct !DILocation(line: 810, column: 1, scope: !198, inlinedAt: !200)
!198 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc7raw_vec6RawVechEECse9F1vT7vkxE_4host", scope: !51, file: !199, line: 810, type: !164, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!199 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!200 = distinct !DILocation(line: 810, column: 1, scope: !201, inlinedAt: !202)
!201 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc3vec3VechEECse9F1vT7vkxE_4host", scope: !51, file: !199, line: 810, type: !164, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!202 = distinct !DILocation(line: 810, column: 1, scope: !203, inlinedAt: !204)
!203 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeNtNtCs9jvVb34GBdE_5alloc6string6StringECse9F1vT7vkxE_4host", scope: !51, file: !199, line: 810, type: !164, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!204 = distinct !DILocation(line: 38, column: 5, scope: !180, inlinedAt: !184)
!205 = !DILocation(line: 128, column: 14, scope: !206, inlinedAt: !208)
!206 = distinct !DISubprogram(name: "dealloc_nonnull", linkageName: "_RNvNtCs9jvVb34GBdE_5alloc5alloc15dealloc_nonnull", scope: !111, file: !207, line: 127, type: !164, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!207 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "860ce4ea2346d0773913a27b0b87ad79")
!208 = distinct !DILocation(line: 229, column: 22, scope: !209, inlinedAt: !211)
!209 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !207, line: 219, type: !164, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !210)
!210 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !207, line: 219, type: !164, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!211 = distinct !DILocation(line: 344, column: 9, scope: !212, inlinedAt: !214)
!212 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !207, line: 343, type: !164, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !213)
!213 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !207, line: 343, type: !164, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!214 = distinct !DILocation(line: 462, column: 23, scope: !215, inlinedAt: !217)
!215 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCs9jvVb34GBdE_5alloc5allocNtB4_6GlobalNtNtCscoScM8QT1vH_4core5alloc9Allocator10deallocate", scope: !216, file: !207, line: 460, type: !164, scopeLine: 460, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!216 = !DINamespace(name: "{impl#1}", scope: !111)
!217 = distinct !DILocation(line: 876, column: 28, scope: !191, inlinedAt: !194)
!218 = !DILocation(line: 220, column: 9, scope: !209, inlinedAt: !211)
!219 = !DILocation(line: 37, scope: !180, inlinedAt: !184)
!220 = !DILocation(line: 307, column: 5, scope: !174)
!221 = !DILocation(line: 308, column: 1, scope: !156)
!222 = distinct !DISubprogram(name: "__launch_instance<fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>), fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsaU8XUMi9IQR_13saxpy_kernels9summarizeFRAdj100_dtINtNtB4_6region6RegionNtBT_5StatsEEuECse9F1vT7vkxE_4host", scope: !9, file: !8, line: 277, type: !223, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!223 = !DISubroutineType(types: !224)
!224 = !{!13, !225, !134, !248, !151, !115, !43}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>)", baseType: !226, align: 8, dwarfAddressSpace: 0)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !228, !230, !233, !234}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !229, size: 64, align: 64, dwarfAddressSpace: 0)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !230, size: 16384, align: 64, elements: !231)
!230 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!231 = !{!232}
!232 = !DISubrange(count: 256, lowerBound: 0)
!233 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!234 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<saxpy_kernels::Stats, 1>", scope: !127, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !235, identifier: "b95e78f5c4b76174eb36a50278b99065")
!235 = !{!236, !245, !246}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !234, file: !14, baseType: !237, size: 64, align: 64, flags: DIFlagProtected)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut saxpy_kernels::Stats", baseType: !238, size: 64, align: 64, dwarfAddressSpace: 0)
!238 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !239, file: !14, size: 256, align: 64, flags: DIFlagPublic, elements: !240, identifier: "9024e28a4ba582d76486ed909e0aacdf")
!239 = !DINamespace(name: "saxpy_kernels", scope: null)
!240 = !{!241, !242, !243, !244}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !238, file: !14, baseType: !230, size: 64, align: 64, flags: DIFlagPublic)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !238, file: !14, baseType: !59, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !238, file: !14, baseType: !230, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !238, file: !14, baseType: !233, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !234, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !234, file: !14, baseType: !247, align: 8, offset: 128, flags: DIFlagProtected)
!247 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [saxpy_kernels::Stats]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "12e5950144d1bc78910f9e2cea8bfcdb")
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>)", baseType: !249, size: 64, align: 64, dwarfAddressSpace: 0)
!249 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>)", file: !14, size: 320, align: 64, elements: !250, identifier: "d03ef3197e3a75f5cdc422d30172bbfb")
!250 = !{!251, !252, !253, !254}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !249, file: !14, baseType: !228, size: 64, align: 64)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !249, file: !14, baseType: !230, size: 64, align: 64, offset: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !249, file: !14, baseType: !233, size: 16, align: 16, offset: 128)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !249, file: !14, baseType: !234, size: 128, align: 64, offset: 192)
!255 = !DILocation(line: 290, column: 9, scope: !256)
!256 = distinct !DILexicalBlock(scope: !257, file: !8, line: 287, column: 5)
!257 = distinct !DILexicalBlock(scope: !222, file: !8, line: 286, column: 5)
!258 = !DILocation(line: 303, column: 8, scope: !259)
!259 = distinct !DILexicalBlock(scope: !256, file: !8, line: 289, column: 5)
!260 = !DILocation(line: 304, column: 16, scope: !259)
!261 = !DILocation(line: 308, column: 1, scope: !222)
!262 = !DILocation(line: 306, column: 9, scope: !259)
!263 = !DILocation(line: 306, column: 18, scope: !259)
!264 = !DILocation(line: 3023, column: 19, scope: !265, inlinedAt: !266)
!265 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCse9F1vT7vkxE_4host", scope: !82, file: !163, line: 3022, type: !164, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !165)
!266 = !DILocation(line: 1861, column: 18, scope: !267, inlinedAt: !268)
!267 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !168, line: 1860, type: !164, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !169)
!268 = !DILocation(line: 1881, column: 14, scope: !269, inlinedAt: !270)
!269 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !168, line: 1880, type: !164, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !172)
!270 = !DILocation(line: 307, column: 74, scope: !271)
!271 = distinct !DILexicalBlock(scope: !259, file: !8, line: 306, column: 5)
!272 = !DILocation(line: 3028, column: 37, scope: !265, inlinedAt: !266)
!273 = !DILocation(line: 3028, column: 18, scope: !265, inlinedAt: !266)
!274 = !DILocation(line: 1881, column: 9, scope: !269, inlinedAt: !270)
!275 = !DILocation(line: 307, column: 96, scope: !271)
!276 = !DILocation(line: 37, column: 12, scope: !277, inlinedAt: !278)
!277 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECse9F1vT7vkxE_4host", scope: !182, file: !181, line: 36, type: !164, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!278 = !DILocation(line: 307, column: 86, scope: !271)
!279 = !DILocation(line: 308, column: 2, scope: !222)
!280 = !DILocation(line: 634, column: 39, scope: !187, inlinedAt: !281)
!281 = distinct !DILocation(line: 874, column: 52, scope: !191, inlinedAt: !282)
!282 = distinct !DILocation(line: 424, column: 29, scope: !195, inlinedAt: !283)
!283 = distinct !DILocation(line: 810, column: 1, scope: !198, inlinedAt: !284)
!284 = distinct !DILocation(line: 810, column: 1, scope: !201, inlinedAt: !285)
!285 = distinct !DILocation(line: 810, column: 1, scope: !203, inlinedAt: !286)
!286 = distinct !DILocation(line: 38, column: 5, scope: !277, inlinedAt: !278)
!287 = !DILocation(line: 128, column: 14, scope: !206, inlinedAt: !288)
!288 = distinct !DILocation(line: 229, column: 22, scope: !209, inlinedAt: !289)
!289 = distinct !DILocation(line: 344, column: 9, scope: !212, inlinedAt: !290)
!290 = distinct !DILocation(line: 462, column: 23, scope: !215, inlinedAt: !291)
!291 = distinct !DILocation(line: 876, column: 28, scope: !191, inlinedAt: !282)
!292 = !DILocation(line: 220, column: 9, scope: !209, inlinedAt: !289)
!293 = !DILocation(line: 37, scope: !277, inlinedAt: !278)
!294 = !DILocation(line: 307, column: 5, scope: !271)
!295 = !DILocation(line: 308, column: 1, scope: !259)
!296 = distinct !DISubprogram(name: "main", linkageName: "_RNvCse9F1vT7vkxE_4host4main", scope: !298, file: !297, line: 111, type: !164, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!297 = !DIFile(filename: "examples/saxpy/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "3ebbc35b4a79c9ce06ed6740c4bd668c")
!298 = !DINamespace(name: "host", scope: null)
!299 = !DILocation(line: 257, column: 13, scope: !300, inlinedAt: !304)
!300 = distinct !DILexicalBlock(scope: !301, file: !8, line: 256, column: 9)
!301 = distinct !DILexicalBlock(scope: !302, file: !8, line: 254, column: 5)
!302 = distinct !DILexicalBlock(scope: !303, file: !8, line: 251, column: 5)
!303 = distinct !DISubprogram(name: "start<fn(f32, &[f32], offload::region::Region<f32, 1>), fn(f32, &[f32], offload::region::Region<f32, 1>), (f32, &[f32], &mut [f32])>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsaU8XUMi9IQR_13saxpy_kernels5saxpyFfRSfINtNtB4_6region6RegionfEEuTfB1g_QB1h_EECse9F1vT7vkxE_4host", scope: !9, file: !8, line: 243, type: !164, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!304 = distinct !DILocation(line: 208, column: 5, scope: !305, inlinedAt: !306)
!305 = distinct !DISubprogram(name: "launch<fn(f32, &[f32], offload::region::Region<f32, 1>), fn(f32, &[f32], offload::region::Region<f32, 1>), (f32, &[f32], &mut [f32])>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchNvCsaU8XUMi9IQR_13saxpy_kernels5saxpyFfRSfINtNtB4_6region6RegionfEEuTfB1h_QB1i_EECse9F1vT7vkxE_4host", scope: !9, file: !8, line: 200, type: !164, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!306 = distinct !DILocation(line: 51, column: 21, scope: !307, inlinedAt: !314)
!307 = distinct !DILexicalBlock(scope: !308, file: !297, line: 51, column: 81)
!308 = distinct !DILexicalBlock(scope: !309, file: !297, line: 50, column: 5)
!309 = distinct !DILexicalBlock(scope: !310, file: !297, line: 45, column: 5)
!310 = distinct !DILexicalBlock(scope: !311, file: !297, line: 44, column: 5)
!311 = distinct !DILexicalBlock(scope: !312, file: !297, line: 43, column: 5)
!312 = distinct !DILexicalBlock(scope: !313, file: !297, line: 42, column: 5)
!313 = distinct !DISubprogram(name: "run_saxpy", linkageName: "_RNvCse9F1vT7vkxE_4host9run_saxpy", scope: !298, file: !297, line: 41, type: !164, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!314 = distinct !DILocation(line: 118, column: 20, scope: !315)
!315 = distinct !DILexicalBlock(scope: !316, file: !297, line: 117, column: 5)
!316 = distinct !DILexicalBlock(scope: !317, file: !297, line: 115, column: 5)
!317 = distinct !DILexicalBlock(scope: !318, file: !297, line: 114, column: 5)
!318 = distinct !DILexicalBlock(scope: !319, file: !297, line: 113, column: 5)
!319 = distinct !DILexicalBlock(scope: !296, file: !297, line: 112, column: 5)
!320 = !DILocation(line: 257, column: 13, scope: !321, inlinedAt: !325)
!321 = distinct !DILexicalBlock(scope: !322, file: !8, line: 256, column: 9)
!322 = distinct !DILexicalBlock(scope: !323, file: !8, line: 254, column: 5)
!323 = distinct !DILexicalBlock(scope: !324, file: !8, line: 251, column: 5)
!324 = distinct !DISubprogram(name: "start<fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>), fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>), (&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsaU8XUMi9IQR_13saxpy_kernels9summarizeFRAdj100_dtINtNtB4_6region6RegionNtBF_5StatsEEuTB1j_dtQB1P_EECse9F1vT7vkxE_4host", scope: !9, file: !8, line: 243, type: !164, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!325 = distinct !DILocation(line: 208, column: 5, scope: !326, inlinedAt: !327)
!326 = distinct !DISubprogram(name: "launch<fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>), fn(&[f64; 256], f64, u16, offload::region::Region<saxpy_kernels::Stats, 1>), (&[f64; 256], f64, u16, &mut saxpy_kernels::Stats)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchNvCsaU8XUMi9IQR_13saxpy_kernels9summarizeFRAdj100_dtINtNtB4_6region6RegionNtBG_5StatsEEuTB1k_dtQB1Q_EECse9F1vT7vkxE_4host", scope: !9, file: !8, line: 200, type: !164, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!327 = distinct !DILocation(line: 89, column: 21, scope: !328, inlinedAt: !336)
!328 = distinct !DILexicalBlock(scope: !329, file: !297, line: 89, column: 88)
!329 = distinct !DILexicalBlock(scope: !330, file: !297, line: 88, column: 5)
!330 = distinct !DILexicalBlock(scope: !331, file: !297, line: 79, column: 5)
!331 = distinct !DILexicalBlock(scope: !332, file: !297, line: 77, column: 5)
!332 = distinct !DILexicalBlock(scope: !333, file: !297, line: 76, column: 5)
!333 = distinct !DILexicalBlock(scope: !334, file: !297, line: 75, column: 5)
!334 = distinct !DILexicalBlock(scope: !335, file: !297, line: 71, column: 5)
!335 = distinct !DISubprogram(name: "run_summarize", linkageName: "_RNvCse9F1vT7vkxE_4host13run_summarize", scope: !298, file: !297, line: 70, type: !164, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!336 = distinct !DILocation(line: 118, column: 44, scope: !315)
