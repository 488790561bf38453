; The host crate of test/e2e/packed: the launches of
; packed_kernels::by_value (packed values, an array of them) and
; packed_kernels::nested (a slice of a struct holding packed ones).
; Made by test/lit/make-inputs.py from test/e2e/packed/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.9dc5442d5f3a377a-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_0598bd932ff3adcee3959f5793159ffd = private unnamed_addr constant [22 x i8] c"packed_kernels::nested", align 1
@alloc_ee9508b3b4a47407c0b3219452355da0 = private unnamed_addr constant [24 x i8] c"packed_kernels::by_value", align 1
@alloc_224f521bd0c5ebe707b130dae52779c0 = private unnamed_addr constant [24 x i8] c"test/e2e/packed/host.rs\00", align 1
@alloc_ea734090e036b00913208a3e5f583cd4 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_224f521bd0c5ebe707b130dae52779c0, [16 x i8] c"\17\00\00\00\00\00\00\00&\00\00\00\0E\00\00\00" }>, align 8
@alloc_854e7fa7bb23b8202518311adf39110d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_224f521bd0c5ebe707b130dae52779c0, [16 x i8] c"\17\00\00\00\00\00\00\00_\00\00\00\0E\00\00\00" }>, align 8

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCs3mPsIDfBRop_14packed_kernels6nestedFRSNtBT_5OuterQB1w_EuECsdxO9ZkPOOQU_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_0598bd932ff3adcee3959f5793159ffd, i64 noundef 22, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_224f521bd0c5ebe707b130dae52779c0, i64 noundef 23, i32 noundef 95, i32 noundef 14, i64 noundef %device, i64 noundef %device_args) #6, !dbg !173
  %0 = icmp eq i32 %code, 0, !dbg !176
  br i1 %0, label %bb2, label %bb3, !dbg !176

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !178
  br label %bb5, !dbg !179

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !180
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !181
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !182
  %_32 = load i64, ptr %1, align 8, !dbg !182, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !196
  tail call void @llvm.assume(i1 %_33), !dbg !197
  %_23.not = icmp eq i64 %_32, 0, !dbg !198
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !199
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !199
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !199
  br i1 %_23.not, label %bb11, label %bb9, !dbg !200

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !206

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !207
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !207

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !226
  br label %bb9, !dbg !239

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !240
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !241
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !241
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !241
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !241
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !241
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !241
  store ptr @alloc_0598bd932ff3adcee3959f5793159ffd, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !241
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !241
  store i64 22, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !241
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !241
  store ptr @alloc_854e7fa7bb23b8202518311adf39110d, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !241
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !241
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !241
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !242
  br label %bb5, !dbg !179
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCs3mPsIDfBRop_14packed_kernels8by_valueFNtBT_2P1NtBT_2P2NtBT_3P1CNtBT_3P4CAB1x_j3_QSdEuECsdxO9ZkPOOQU_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !243 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_ee9508b3b4a47407c0b3219452355da0, i64 noundef 24, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_224f521bd0c5ebe707b130dae52779c0, i64 noundef 23, i32 noundef 38, i32 noundef 14, i64 noundef %device, i64 noundef %device_args) #6, !dbg !268
  %0 = icmp eq i32 %code, 0, !dbg !271
  br i1 %0, label %bb2, label %bb3, !dbg !271

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !273
  br label %bb5, !dbg !274

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !275
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !276
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !277
  %_32 = load i64, ptr %1, align 8, !dbg !277, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !285
  tail call void @llvm.assume(i1 %_33), !dbg !286
  %_23.not = icmp eq i64 %_32, 0, !dbg !287
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !288
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !288
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !288
  br i1 %_23.not, label %bb11, label %bb9, !dbg !289

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !292

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !293
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !293

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !300
  br label %bb9, !dbg !305

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !306
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !307
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !307
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !307
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !307
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !307
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !307
  store ptr @alloc_ee9508b3b4a47407c0b3219452355da0, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !307
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !307
  store i64 24, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !307
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !307
  store ptr @alloc_ea734090e036b00913208a3e5f583cd4, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !307
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !307
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !307
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !308
  br label %bb5, !dbg !274
}

; Function Attrs: nonlazybind uwtable
define hidden void @_RNvCsdxO9ZkPOOQU_4host4main() unnamed_addr #1 !dbg !309 {
start:
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCs3mPsIDfBRop_14packed_kernels8by_valueFNtBT_2P1NtBT_2P2NtBT_3P1CNtBT_3P4CAB1x_j3_QSdEuECsdxO9ZkPOOQU_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !312
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCs3mPsIDfBRop_14packed_kernels6nestedFRSNtBT_5OuterQB1w_EuECsdxO9ZkPOOQU_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !325
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
!6 = !DIFile(filename: "test/e2e/packed/host.rs/@/host.9dc5442d5f3a377a-cgu.0", directory: "build/test/e2e/packed/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer])>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCs3mPsIDfBRop_14packed_kernels6nestedFRSNtBT_5OuterQB1w_EuECsdxO9ZkPOOQU_4host", scope: !9, file: !8, line: 277, type: !11, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/launch.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "c6f8fac2fc04a223281a76aa4cfcf00a")
!9 = !DINamespace(name: "launch", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !117, !158, !167, !172, !115, !43}
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
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer])", baseType: !118, align: 8, dwarfAddressSpace: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !154}
!120 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[packed_kernels::Outer]", file: !14, size: 128, align: 64, elements: !121, identifier: "dcbcb1773df833b020b9f184dd259447")
!121 = !{!122, !153}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !120, file: !14, baseType: !123, size: 64, align: 64)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64, align: 64, dwarfAddressSpace: 0)
!124 = !DICompositeType(tag: DW_TAG_structure_type, name: "Outer", scope: !125, file: !14, size: 576, align: 64, flags: DIFlagPublic, elements: !126, identifier: "d1af6528e611567ebdf2058fe201ef25")
!125 = !DINamespace(name: "packed_kernels", scope: null)
!126 = !{!127, !128, !135, !136, !143, !152}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !124, file: !14, baseType: !39, size: 8, align: 8, flags: DIFlagPublic)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "p2", scope: !124, file: !14, baseType: !129, size: 96, align: 16, offset: 16, flags: DIFlagPublic)
!129 = !DICompositeType(tag: DW_TAG_structure_type, name: "P2", scope: !125, file: !14, size: 96, align: 16, flags: DIFlagPublic, elements: !130, identifier: "c31164751105d6e1692d7e7252b94d2")
!130 = !{!131, !132, !133}
!131 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !129, file: !14, baseType: !39, size: 8, align: 8, offset: 80, flags: DIFlagPublic)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !129, file: !14, baseType: !115, size: 64, align: 64, flags: DIFlagPublic)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !129, file: !14, baseType: !134, size: 16, align: 16, offset: 64, flags: DIFlagPublic)
!134 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !124, file: !14, baseType: !59, size: 32, align: 32, offset: 128, flags: DIFlagPublic)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "p4", scope: !124, file: !14, baseType: !137, size: 128, align: 32, offset: 160, flags: DIFlagPublic)
!137 = !DICompositeType(tag: DW_TAG_structure_type, name: "P4C", scope: !125, file: !14, size: 128, align: 32, flags: DIFlagPublic, elements: !138, identifier: "53669347b9b848b9668cce492dd57383")
!138 = !{!139, !140, !142}
!139 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !137, file: !14, baseType: !39, size: 8, align: 8, flags: DIFlagPublic)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !137, file: !14, baseType: !141, size: 64, align: 64, offset: 32, flags: DIFlagPublic)
!141 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !137, file: !14, baseType: !134, size: 16, align: 16, offset: 96, flags: DIFlagPublic)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !124, file: !14, baseType: !144, size: 168, align: 8, offset: 288, flags: DIFlagPublic)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 168, align: 8, elements: !150)
!145 = !DICompositeType(tag: DW_TAG_structure_type, name: "P1", scope: !125, file: !14, size: 56, align: 8, flags: DIFlagPublic, elements: !146, identifier: "e7bcb6c525d1d3a9a58ef6280910dc41")
!146 = !{!147, !148, !149}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !145, file: !14, baseType: !39, size: 8, align: 8, flags: DIFlagPublic)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !145, file: !14, baseType: !59, size: 32, align: 32, offset: 8, flags: DIFlagPublic)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !145, file: !14, baseType: !134, size: 16, align: 16, offset: 40, flags: DIFlagPublic)
!150 = !{!151}
!151 = !DISubrange(count: 3, lowerBound: 0)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !124, file: !14, baseType: !115, size: 64, align: 64, offset: 512, flags: DIFlagPublic)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !120, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!154 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [packed_kernels::Outer]", file: !14, size: 128, align: 64, elements: !155, identifier: "d22d7ab9c34459ef0fdc331aeac34c5")
!155 = !{!156, !157}
!156 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !154, file: !14, baseType: !123, size: 64, align: 64)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !154, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::config::LaunchConfig", baseType: !159, size: 64, align: 64, dwarfAddressSpace: 0)
!159 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !160, file: !14, size: 256, align: 32, flags: DIFlagPublic, elements: !161, identifier: "812d133507d95a578711e7c5e332a2bb")
!160 = !DINamespace(name: "config", scope: !10)
!161 = !{!162, !164, !165, !166}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !159, file: !14, baseType: !163, size: 96, align: 32, flags: DIFlagPublic)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 96, align: 32, elements: !150)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !159, file: !14, baseType: !163, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !159, file: !14, baseType: !59, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "stack_bytes", scope: !159, file: !14, baseType: !59, size: 32, align: 32, offset: 224, flags: DIFlagPublic)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&[packed_kernels::Outer], &mut [packed_kernels::Outer])", baseType: !168, size: 64, align: 64, dwarfAddressSpace: 0)
!168 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&[packed_kernels::Outer], &mut [packed_kernels::Outer])", file: !14, size: 256, align: 64, elements: !169, identifier: "32169fd05b0fb9a8f945d3dec212490c")
!169 = !{!170, !171}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !168, file: !14, baseType: !120, size: 128, align: 64)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !168, file: !14, baseType: !154, size: 128, align: 64, offset: 128)
!172 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!173 = !DILocation(line: 290, column: 9, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !8, line: 287, column: 5)
!175 = distinct !DILexicalBlock(scope: !7, file: !8, line: 286, column: 5)
!176 = !DILocation(line: 303, column: 8, scope: !177)
!177 = distinct !DILexicalBlock(scope: !174, file: !8, line: 289, column: 5)
!178 = !DILocation(line: 304, column: 16, scope: !177)
!179 = !DILocation(line: 308, column: 1, scope: !7)
!180 = !DILocation(line: 306, column: 9, scope: !177)
!181 = !DILocation(line: 306, column: 18, scope: !177)
!182 = !DILocation(line: 3023, column: 19, scope: !183, inlinedAt: !187)
!183 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCsdxO9ZkPOOQU_4host", scope: !82, file: !184, line: 3022, type: !185, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !186)
!184 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "60b60f63e29e8d3494a2f996461e4347")
!185 = !DISubroutineType(types: !64)
!186 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCsdxO9ZkPOOQU_4host", scope: !82, file: !184, line: 3022, type: !185, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!187 = !DILocation(line: 1861, column: 18, scope: !188, inlinedAt: !191)
!188 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !189, line: 1860, type: !185, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !190)
!189 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!190 = !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !189, line: 1860, type: !185, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!191 = !DILocation(line: 1881, column: 14, scope: !192, inlinedAt: !194)
!192 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !189, line: 1880, type: !185, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !193)
!193 = !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !189, line: 1880, type: !185, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!194 = !DILocation(line: 307, column: 74, scope: !195)
!195 = distinct !DILexicalBlock(scope: !177, file: !8, line: 306, column: 5)
!196 = !DILocation(line: 3028, column: 37, scope: !183, inlinedAt: !187)
!197 = !DILocation(line: 3028, column: 18, scope: !183, inlinedAt: !187)
!198 = !DILocation(line: 1881, column: 9, scope: !192, inlinedAt: !194)
!199 = !DILocation(line: 307, column: 96, scope: !195)
!200 = !DILocation(line: 37, column: 12, scope: !201, inlinedAt: !205)
!201 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECsdxO9ZkPOOQU_4host", scope: !203, file: !202, line: 36, type: !185, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!202 = !DIFile(filename: "library/core/src/bool.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "e3d738e7e318f67f912a8feb66169937")
!203 = !DINamespace(name: "{impl#0}", scope: !204)
!204 = !DINamespace(name: "bool", scope: !16)
!205 = !DILocation(line: 307, column: 86, scope: !195)
!206 = !DILocation(line: 308, column: 2, scope: !7)
!207 = !DILocation(line: 634, column: 39, scope: !208, inlinedAt: !211)
!208 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCsdxO9ZkPOOQU_4host", scope: !90, file: !209, line: 633, type: !185, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !210)
!209 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "574f79ffb8958f4ee3ea71272af6c6ad")
!210 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCsdxO9ZkPOOQU_4host", scope: !90, file: !209, line: 633, type: !185, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!211 = distinct !DILocation(line: 874, column: 52, scope: !212, inlinedAt: !215)
!212 = distinct !DILexicalBlock(scope: !213, file: !209, line: 874, column: 82)
!213 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsdxO9ZkPOOQU_4host", scope: !90, file: !209, line: 872, type: !185, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !214)
!214 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsdxO9ZkPOOQU_4host", scope: !90, file: !209, line: 872, type: !185, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!215 = distinct !DILocation(line: 424, column: 29, scope: !216, inlinedAt: !218)
!216 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_RNvXs1_NtCs9jvVb34GBdE_5alloc7raw_vecINtB5_6RawVechENtNtNtCscoScM8QT1vH_4core3ops4drop4Drop4dropCsdxO9ZkPOOQU_4host", scope: !217, file: !209, line: 422, type: !185, scopeLine: 422, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!217 = !DINamespace(name: "{impl#3}", scope: !87)
!218 = distinct !DILocation(line: 810, column: 1, scope: !219, inlinedAt: !221)
!219 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc7raw_vec6RawVechEECsdxO9ZkPOOQU_4host", scope: !51, file: !220, line: 810, type: !185, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!220 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!221 = distinct !DILocation(line: 810, column: 1, scope: !222, inlinedAt: !223)
!222 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc3vec3VechEECsdxO9ZkPOOQU_4host", scope: !51, file: !220, line: 810, type: !185, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!223 = distinct !DILocation(line: 810, column: 1, scope: !224, inlinedAt: !225)
!224 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeNtNtCs9jvVb34GBdE_5alloc6string6StringECsdxO9ZkPOOQU_4host", scope: !51, file: !220, line: 810, type: !185, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!225 = distinct !DILocation(line: 38, column: 5, scope: !201, inlinedAt: !205)
!226 = !DILocation(line: 128, column: 14, scope: !227, inlinedAt: !229)
!227 = distinct !DISubprogram(name: "dealloc_nonnull", linkageName: "_RNvNtCs9jvVb34GBdE_5alloc5alloc15dealloc_nonnull", scope: !111, file: !228, line: 127, type: !185, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!228 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "860ce4ea2346d0773913a27b0b87ad79")
!229 = distinct !DILocation(line: 229, column: 22, scope: !230, inlinedAt: !232)
!230 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !228, line: 219, type: !185, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !231)
!231 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !228, line: 219, type: !185, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!232 = distinct !DILocation(line: 344, column: 9, scope: !233, inlinedAt: !235)
!233 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !228, line: 343, type: !185, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !234)
!234 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !228, line: 343, type: !185, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!235 = distinct !DILocation(line: 462, column: 23, scope: !236, inlinedAt: !238)
!236 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCs9jvVb34GBdE_5alloc5allocNtB4_6GlobalNtNtCscoScM8QT1vH_4core5alloc9Allocator10deallocate", scope: !237, file: !228, line: 460, type: !185, scopeLine: 460, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!237 = !DINamespace(name: "{impl#1}", scope: !111)
!238 = distinct !DILocation(line: 876, column: 28, scope: !212, inlinedAt: !215)
!239 = !DILocation(line: 220, column: 9, scope: !230, inlinedAt: !232)
!240 = !DILocation(line: 37, scope: !201, inlinedAt: !205)
!241 = !DILocation(line: 307, column: 5, scope: !195)
!242 = !DILocation(line: 308, column: 1, scope: !177)
!243 = distinct !DISubprogram(name: "__launch_instance<fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCs3mPsIDfBRop_14packed_kernels8by_valueFNtBT_2P1NtBT_2P2NtBT_3P1CNtBT_3P4CAB1x_j3_QSdEuECsdxO9ZkPOOQU_4host", scope: !9, file: !8, line: 277, type: !244, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!244 = !DISubroutineType(types: !245)
!245 = !{!13, !246, !158, !259, !172, !115, !43}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])", baseType: !247, align: 8, dwarfAddressSpace: 0)
!247 = !DISubroutineType(types: !248)
!248 = !{null, !145, !129, !249, !137, !144, !254}
!249 = !DICompositeType(tag: DW_TAG_structure_type, name: "P1C", scope: !125, file: !14, size: 88, align: 8, flags: DIFlagPublic, elements: !250, identifier: "52f85e2d5c21d8dca2920dba5382daf2")
!250 = !{!251, !252, !253}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !249, file: !14, baseType: !39, size: 8, align: 8, flags: DIFlagPublic)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !249, file: !14, baseType: !141, size: 64, align: 64, offset: 8, flags: DIFlagPublic)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !249, file: !14, baseType: !134, size: 16, align: 16, offset: 72, flags: DIFlagPublic)
!254 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !14, size: 128, align: 64, elements: !255, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!255 = !{!256, !258}
!256 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !254, file: !14, baseType: !257, size: 64, align: 64)
!257 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64, align: 64, dwarfAddressSpace: 0)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !254, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])", baseType: !260, size: 64, align: 64, dwarfAddressSpace: 0)
!260 = !DICompositeType(tag: DW_TAG_structure_type, name: "(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])", file: !14, size: 704, align: 64, elements: !261, identifier: "3d0245551d24167275fbf580200b5e9f")
!261 = !{!262, !263, !264, !265, !266, !267}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !260, file: !14, baseType: !145, size: 56, align: 8, offset: 224)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !260, file: !14, baseType: !129, size: 96, align: 16, offset: 128)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !260, file: !14, baseType: !249, size: 88, align: 8, offset: 280)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !260, file: !14, baseType: !137, size: 128, align: 32)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "__4", scope: !260, file: !14, baseType: !144, size: 168, align: 8, offset: 368)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "__5", scope: !260, file: !14, baseType: !254, size: 128, align: 64, offset: 576)
!268 = !DILocation(line: 290, column: 9, scope: !269)
!269 = distinct !DILexicalBlock(scope: !270, file: !8, line: 287, column: 5)
!270 = distinct !DILexicalBlock(scope: !243, file: !8, line: 286, column: 5)
!271 = !DILocation(line: 303, column: 8, scope: !272)
!272 = distinct !DILexicalBlock(scope: !269, file: !8, line: 289, column: 5)
!273 = !DILocation(line: 304, column: 16, scope: !272)
!274 = !DILocation(line: 308, column: 1, scope: !243)
!275 = !DILocation(line: 306, column: 9, scope: !272)
!276 = !DILocation(line: 306, column: 18, scope: !272)
!277 = !DILocation(line: 3023, column: 19, scope: !278, inlinedAt: !279)
!278 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCsdxO9ZkPOOQU_4host", scope: !82, file: !184, line: 3022, type: !185, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !186)
!279 = !DILocation(line: 1861, column: 18, scope: !280, inlinedAt: !281)
!280 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !189, line: 1860, type: !185, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !190)
!281 = !DILocation(line: 1881, column: 14, scope: !282, inlinedAt: !283)
!282 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !189, line: 1880, type: !185, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !193)
!283 = !DILocation(line: 307, column: 74, scope: !284)
!284 = distinct !DILexicalBlock(scope: !272, file: !8, line: 306, column: 5)
!285 = !DILocation(line: 3028, column: 37, scope: !278, inlinedAt: !279)
!286 = !DILocation(line: 3028, column: 18, scope: !278, inlinedAt: !279)
!287 = !DILocation(line: 1881, column: 9, scope: !282, inlinedAt: !283)
!288 = !DILocation(line: 307, column: 96, scope: !284)
!289 = !DILocation(line: 37, column: 12, scope: !290, inlinedAt: !291)
!290 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECsdxO9ZkPOOQU_4host", scope: !203, file: !202, line: 36, type: !185, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!291 = !DILocation(line: 307, column: 86, scope: !284)
!292 = !DILocation(line: 308, column: 2, scope: !243)
!293 = !DILocation(line: 634, column: 39, scope: !208, inlinedAt: !294)
!294 = distinct !DILocation(line: 874, column: 52, scope: !212, inlinedAt: !295)
!295 = distinct !DILocation(line: 424, column: 29, scope: !216, inlinedAt: !296)
!296 = distinct !DILocation(line: 810, column: 1, scope: !219, inlinedAt: !297)
!297 = distinct !DILocation(line: 810, column: 1, scope: !222, inlinedAt: !298)
!298 = distinct !DILocation(line: 810, column: 1, scope: !224, inlinedAt: !299)
!299 = distinct !DILocation(line: 38, column: 5, scope: !290, inlinedAt: !291)
!300 = !DILocation(line: 128, column: 14, scope: !227, inlinedAt: !301)
!301 = distinct !DILocation(line: 229, column: 22, scope: !230, inlinedAt: !302)
!302 = distinct !DILocation(line: 344, column: 9, scope: !233, inlinedAt: !303)
!303 = distinct !DILocation(line: 462, column: 23, scope: !236, inlinedAt: !304)
!304 = distinct !DILocation(line: 876, column: 28, scope: !212, inlinedAt: !295)
!305 = !DILocation(line: 220, column: 9, scope: !230, inlinedAt: !302)
!306 = !DILocation(line: 37, scope: !290, inlinedAt: !291)
!307 = !DILocation(line: 307, column: 5, scope: !284)
!308 = !DILocation(line: 308, column: 1, scope: !272)
!309 = distinct !DISubprogram(name: "main", linkageName: "_RNvCsdxO9ZkPOOQU_4host4main", scope: !311, file: !310, line: 23, type: !185, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!310 = !DIFile(filename: "test/e2e/packed/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "8d1dd17e26a7dd6ccb06ee070d4dbc09")
!311 = !DINamespace(name: "host", scope: null)
!312 = !DILocation(line: 257, column: 13, scope: !313, inlinedAt: !317)
!313 = distinct !DILexicalBlock(scope: !314, file: !8, line: 256, column: 9)
!314 = distinct !DILexicalBlock(scope: !315, file: !8, line: 254, column: 5)
!315 = distinct !DILexicalBlock(scope: !316, file: !8, line: 251, column: 5)
!316 = distinct !DISubprogram(name: "start<fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), (packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut alloc::vec::Vec<f64, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCs3mPsIDfBRop_14packed_kernels8by_valueFNtBF_2P1NtBF_2P2NtBF_3P1CNtBF_3P4CAB1j_j3_QSdEuTB1j_B1r_B1z_B1I_B1R_QINtNtCs9jvVb34GBdE_5alloc3vec3VecdEEECsdxO9ZkPOOQU_4host", scope: !9, file: !8, line: 243, type: !185, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!317 = distinct !DILocation(line: 235, column: 5, scope: !318, inlinedAt: !319)
!318 = distinct !DISubprogram(name: "launch_unchecked<fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), (packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut alloc::vec::Vec<f64, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch16launch_uncheckedNvCs3mPsIDfBRop_14packed_kernels8by_valueFNtBR_2P1NtBR_2P2NtBR_3P1CNtBR_3P4CAB1v_j3_QSdEuTB1v_B1D_B1L_B1U_B23_QINtNtCs9jvVb34GBdE_5alloc3vec3VecdEEECsdxO9ZkPOOQU_4host", scope: !9, file: !8, line: 230, type: !185, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!319 = !DILocation(line: 38, column: 14, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !310, line: 36, column: 5)
!321 = distinct !DILexicalBlock(scope: !322, file: !310, line: 35, column: 5)
!322 = distinct !DILexicalBlock(scope: !323, file: !310, line: 29, column: 5)
!323 = distinct !DILexicalBlock(scope: !324, file: !310, line: 25, column: 5)
!324 = distinct !DILexicalBlock(scope: !309, file: !310, line: 24, column: 5)
!325 = !DILocation(line: 257, column: 13, scope: !326, inlinedAt: !330)
!326 = distinct !DILexicalBlock(scope: !327, file: !8, line: 256, column: 9)
!327 = distinct !DILexicalBlock(scope: !328, file: !8, line: 254, column: 5)
!328 = distinct !DILexicalBlock(scope: !329, file: !8, line: 251, column: 5)
!329 = distinct !DISubprogram(name: "start<fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), (&[packed_kernels::Outer], &mut [packed_kernels::Outer])>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCs3mPsIDfBRop_14packed_kernels6nestedFRSNtBF_5OuterQB1i_EuTB1h_B1u_EECsdxO9ZkPOOQU_4host", scope: !9, file: !8, line: 243, type: !185, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!330 = distinct !DILocation(line: 235, column: 5, scope: !331, inlinedAt: !332)
!331 = distinct !DISubprogram(name: "launch_unchecked<fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), (&[packed_kernels::Outer], &mut [packed_kernels::Outer])>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch16launch_uncheckedNvCs3mPsIDfBRop_14packed_kernels6nestedFRSNtBR_5OuterQB1u_EuTB1t_B1G_EECsdxO9ZkPOOQU_4host", scope: !9, file: !8, line: 230, type: !185, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!332 = !DILocation(line: 95, column: 14, scope: !333)
!333 = distinct !DILexicalBlock(scope: !334, file: !310, line: 93, column: 5)
!334 = distinct !DILexicalBlock(scope: !335, file: !310, line: 92, column: 5)
!335 = distinct !DILexicalBlock(scope: !336, file: !310, line: 86, column: 5)
!336 = distinct !DILexicalBlock(scope: !337, file: !310, line: 76, column: 5)
!337 = distinct !DILexicalBlock(scope: !338, file: !310, line: 73, column: 5)
!338 = distinct !DILexicalBlock(scope: !339, file: !310, line: 72, column: 5)
!339 = distinct !DILexicalBlock(scope: !340, file: !310, line: 61, column: 5)
!340 = distinct !DILexicalBlock(scope: !341, file: !310, line: 60, column: 5)
!341 = distinct !DILexicalBlock(scope: !342, file: !310, line: 57, column: 5)
!342 = distinct !DILexicalBlock(scope: !343, file: !310, line: 56, column: 5)
!343 = distinct !DILexicalBlock(scope: !344, file: !310, line: 55, column: 5)
!344 = distinct !DILexicalBlock(scope: !345, file: !310, line: 54, column: 5)
!345 = distinct !DILexicalBlock(scope: !346, file: !310, line: 53, column: 5)
!346 = distinct !DILexicalBlock(scope: !347, file: !310, line: 41, column: 5)
!347 = distinct !DILexicalBlock(scope: !348, file: !310, line: 40, column: 5)
!348 = distinct !DILexicalBlock(scope: !320, file: !310, line: 39, column: 5)
