; The host crate of test/e2e/packed: the launches of
; packed_kernels::by_value (packed values, an array of them) and
; packed_kernels::nested (a slice of a struct holding packed ones).
; Made by test/lit/make-inputs.py from test/e2e/packed/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.fc53a085a1ec8483-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_0598bd932ff3adcee3959f5793159ffd = private unnamed_addr constant [22 x i8] c"packed_kernels::nested", align 1
@alloc_ee9508b3b4a47407c0b3219452355da0 = private unnamed_addr constant [24 x i8] c"packed_kernels::by_value", align 1
@alloc_224f521bd0c5ebe707b130dae52779c0 = private unnamed_addr constant [24 x i8] c"test/e2e/packed/host.rs\00", align 1
@alloc_990675c84a5f8043fed842916d318ab6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_224f521bd0c5ebe707b130dae52779c0, [16 x i8] c"\17\00\00\00\00\00\00\00#\00\00\00\05\00\00\00" }>, align 8
@alloc_5992127fd05e7f24e69374a47dc188a9 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_224f521bd0c5ebe707b130dae52779c0, [16 x i8] c"\17\00\00\00\00\00\00\00E\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCsaE5zTYSj6aU_14packed_kernels6nestedFRSNtBK_5OuterQB1n_EuECslF7ZCtEbcAh_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_0598bd932ff3adcee3959f5793159ffd, i64 noundef 22, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_224f521bd0c5ebe707b130dae52779c0, i64 noundef 23, i32 noundef 69, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #6, !dbg !169
  %0 = icmp eq i32 %code, 0, !dbg !172
  br i1 %0, label %bb2, label %bb3, !dbg !172

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !174
  br label %bb5, !dbg !175

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !176
  call void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !177
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !178
  %_32 = load i64, ptr %1, align 8, !dbg !178, !noundef !62
  %_33 = icmp sgt i64 %_32, -1, !dbg !192
  tail call void @llvm.assume(i1 %_33), !dbg !193
  %_23.not = icmp eq i64 %_32, 0, !dbg !194
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !195
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !195
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !195
  br i1 %_23.not, label %bb11, label %bb9, !dbg !196

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !202

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !203
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !203

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !222
  br label %bb9, !dbg !235

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !236
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !237
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !237
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !237
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !237
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !237
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !237
  store ptr @alloc_0598bd932ff3adcee3959f5793159ffd, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !237
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !237
  store i64 22, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !237
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !237
  store ptr @alloc_5992127fd05e7f24e69374a47dc188a9, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !237
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !237
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !237
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !238
  br label %bb5, !dbg !175
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCsaE5zTYSj6aU_14packed_kernels8by_valueFNtBK_2P1NtBK_2P2NtBK_3P1CNtBK_3P4CAB1o_j3_QSdEuECslF7ZCtEbcAh_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !239 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_ee9508b3b4a47407c0b3219452355da0, i64 noundef 24, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_224f521bd0c5ebe707b130dae52779c0, i64 noundef 23, i32 noundef 35, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #6, !dbg !264
  %0 = icmp eq i32 %code, 0, !dbg !267
  br i1 %0, label %bb2, label %bb3, !dbg !267

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !269
  br label %bb5, !dbg !270

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !271
  call void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !272
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !273
  %_32 = load i64, ptr %1, align 8, !dbg !273, !noundef !62
  %_33 = icmp sgt i64 %_32, -1, !dbg !281
  tail call void @llvm.assume(i1 %_33), !dbg !282
  %_23.not = icmp eq i64 %_32, 0, !dbg !283
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !284
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !284
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !284
  br i1 %_23.not, label %bb11, label %bb9, !dbg !285

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !288

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !289
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !289

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #6, !dbg !296
  br label %bb9, !dbg !301

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !302
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !303
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !303
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !303
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !303
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !303
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !303
  store ptr @alloc_ee9508b3b4a47407c0b3219452355da0, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !303
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !303
  store i64 24, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !303
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !303
  store ptr @alloc_990675c84a5f8043fed842916d318ab6, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !303
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !303
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !303
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !304
  br label %bb5, !dbg !270
}

; Function Attrs: nonlazybind uwtable
define hidden void @_RNvCslF7ZCtEbcAh_4host4main() unnamed_addr #1 !dbg !305 {
start:
  call fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCsaE5zTYSj6aU_14packed_kernels8by_valueFNtBK_2P1NtBK_2P2NtBK_3P1CNtBK_3P4CAB1o_j3_QSdEuECslF7ZCtEbcAh_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !308
  call fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCsaE5zTYSj6aU_14packed_kernels6nestedFRSNtBK_5OuterQB1n_EuECslF7ZCtEbcAh_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !319
  unreachable
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
declare void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull) unnamed_addr #1

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
!6 = !DIFile(filename: "test/e2e/packed/host.rs/@/host.fc53a085a1ec8483-cgu.0", directory: "build/test/e2e/packed/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer])>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCsaE5zTYSj6aU_14packed_kernels6nestedFRSNtBK_5OuterQB1n_EuECslF7ZCtEbcAh_4host", scope: !9, file: !8, line: 478, type: !10, scopeLine: 478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/lib.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "f1f9d2cddc22ec4a6e58659cf23e86e8")
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !115, !156, !163, !168, !113, !41}
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "Result<(), offload::LaunchError>", scope: !14, file: !13, size: 448, align: 64, flags: DIFlagPublic, elements: !16, identifier: "80dad197aa954700a77fc4e23409a870")
!13 = !DIFile(filename: "<unknown>", directory: "")
!14 = !DINamespace(name: "result", scope: !15)
!15 = !DINamespace(name: "core", scope: null)
!16 = !{!17}
!17 = !DICompositeType(tag: DW_TAG_variant_part, scope: !12, file: !13, size: 448, align: 64, elements: !18, identifier: "e2c7113f3b5fd815e57b056307e63b4f", discriminator: !114)
!18 = !{!19, !24}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "Ok", scope: !17, file: !13, baseType: !20, size: 448, align: 64, extraData: i64 -9223372036854775807)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "Ok", scope: !12, file: !13, size: 448, align: 64, flags: DIFlagPublic, elements: !21, identifier: "3ec3630024060731ec4172647fdcc666")
!21 = !{!22}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !20, file: !13, baseType: !23, align: 8, flags: DIFlagPublic)
!23 = !DIBasicType(name: "()", encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "Err", scope: !17, file: !13, baseType: !25, size: 448, align: 64)
!25 = !DICompositeType(tag: DW_TAG_structure_type, name: "Err", scope: !12, file: !13, size: 448, align: 64, flags: DIFlagPublic, elements: !26, identifier: "2482b4321bd235ce6ea2b6eb4ae796bd")
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !25, file: !13, baseType: !28, size: 448, align: 64, flags: DIFlagPublic)
!28 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchError", scope: !9, file: !13, size: 448, align: 64, flags: DIFlagPublic, elements: !29, identifier: "6a91e943a8d1da75d3938714207a0d90")
!29 = !{!30, !32, !40, !63}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "code", scope: !28, file: !13, baseType: !31, size: 32, align: 32, offset: 384, flags: DIFlagPublic)
!31 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "kernel", scope: !28, file: !13, baseType: !33, size: 128, align: 64, offset: 192, flags: DIFlagPublic)
!33 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !13, size: 128, align: 64, elements: !34, identifier: "9277eecd40495f85161460476aacc992")
!34 = !{!35, !38}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !33, file: !13, baseType: !36, size: 64, align: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!37 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !33, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!39 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "location", scope: !28, file: !13, baseType: !41, size: 64, align: 64, offset: 320, flags: DIFlagPublic)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !42, size: 64, align: 64, dwarfAddressSpace: 0)
!42 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !43, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !45, identifier: "411096404becd422b55fed6ea1d8f5da")
!43 = !DINamespace(name: "location", scope: !44)
!44 = !DINamespace(name: "panic", scope: !15)
!45 = !{!46, !56, !58, !59}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !42, file: !13, baseType: !47, size: 128, align: 64, flags: DIFlagPrivate)
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !48, file: !13, size: 128, align: 64, flags: DIFlagPublic, elements: !50, identifier: "613f956491235032922093b1fe555d4c")
!48 = !DINamespace(name: "non_null", scope: !49)
!49 = !DINamespace(name: "ptr", scope: !15)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !47, file: !13, baseType: !52, size: 128, align: 64, flags: DIFlagPrivate)
!52 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !13, size: 128, align: 64, elements: !53, identifier: "238a44609877474087c05adf26cd41fa")
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !52, file: !13, baseType: !36, size: 64, align: 64)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !52, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !42, file: !13, baseType: !57, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!57 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !42, file: !13, baseType: !57, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !42, file: !13, baseType: !60, align: 8, offset: 192, flags: DIFlagPrivate)
!60 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !61, file: !13, align: 8, flags: DIFlagPublic, elements: !62, identifier: "afc06b112710e7ead839860a2412149")
!61 = !DINamespace(name: "marker", scope: !15)
!62 = !{}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "detail", scope: !28, file: !13, baseType: !64, size: 192, align: 64, flags: DIFlagPrivate)
!64 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<alloc::string::String>", scope: !65, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !66, identifier: "674dbd96ff1b2f4fcbedcc5cb3004f41")
!65 = !DINamespace(name: "option", scope: !15)
!66 = !{!67}
!67 = !DICompositeType(tag: DW_TAG_variant_part, scope: !64, file: !13, size: 192, align: 64, elements: !68, identifier: "5e6078ea6b3bd8d8f5df84f31029d233", discriminator: !112)
!68 = !{!69, !71}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !67, file: !13, baseType: !70, size: 192, align: 64, extraData: i64 -9223372036854775808)
!70 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !64, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !62, identifier: "48d5b4b0830776abbc057940df1f76cc")
!71 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !67, file: !13, baseType: !72, size: 192, align: 64)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !64, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !73, identifier: "72953449ead168c4555be20d40bfd9c")
!73 = !{!74}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !72, file: !13, baseType: !75, size: 192, align: 64, flags: DIFlagPublic)
!75 = !DICompositeType(tag: DW_TAG_structure_type, name: "String", scope: !76, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !78, identifier: "ace5bf4baee850351fa1e30abe8d9a77")
!76 = !DINamespace(name: "string", scope: !77)
!77 = !DINamespace(name: "alloc", scope: null)
!78 = !{!79}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "vec", scope: !75, file: !13, baseType: !80, size: 192, align: 64, flags: DIFlagPrivate)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "Vec<u8, alloc::alloc::Global>", scope: !81, file: !13, size: 192, align: 64, flags: DIFlagPublic, elements: !82, identifier: "722bed72ff0a5e036e015d6741204921")
!81 = !DINamespace(name: "vec", scope: !77)
!82 = !{!83, !111}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "buf", scope: !80, file: !13, baseType: !84, size: 128, align: 64, flags: DIFlagPrivate)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVec<u8, alloc::alloc::Global>", scope: !85, file: !13, size: 128, align: 64, flags: DIFlagProtected, elements: !86, identifier: "9740a60e693a7643a0e23fd996c4fcbf")
!85 = !DINamespace(name: "raw_vec", scope: !77)
!86 = !{!87, !110}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "inner", scope: !84, file: !13, baseType: !88, size: 128, align: 64, flags: DIFlagPrivate)
!88 = !DICompositeType(tag: DW_TAG_structure_type, name: "RawVecInner<alloc::alloc::Global>", scope: !85, file: !13, size: 128, align: 64, flags: DIFlagPrivate, elements: !89, identifier: "490cb1bbd58b2a28439ff69b3ac412fa")
!89 = !{!90, !101, !107}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !88, file: !13, baseType: !91, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "Unique<u8>", scope: !92, file: !13, size: 64, align: 64, flags: DIFlagPublic, elements: !93, identifier: "40f77f147aa7c625fcecfe13cf79edf1")
!92 = !DINamespace(name: "unique", scope: !49)
!93 = !{!94, !99}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !91, file: !13, baseType: !95, size: 64, align: 64, flags: DIFlagPrivate)
!95 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<u8>", scope: !48, file: !13, size: 64, align: 64, flags: DIFlagPublic, elements: !96, identifier: "f7275a39109d6dce9c24177b18a68f9")
!96 = !{!97}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !95, file: !13, baseType: !98, size: 64, align: 64, flags: DIFlagPrivate)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const u8", baseType: !37, size: 64, align: 64, dwarfAddressSpace: 0)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !91, file: !13, baseType: !100, align: 8, offset: 64, flags: DIFlagPrivate)
!100 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<u8>", scope: !61, file: !13, align: 8, flags: DIFlagPublic, elements: !62, identifier: "ee69d3c56262cb92c5de5428449aab81")
!101 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !88, file: !13, baseType: !102, size: 64, align: 64, flags: DIFlagPrivate)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "UsizeNoHighBit", scope: !103, file: !13, size: 64, align: 64, flags: DIFlagPublic, elements: !105, identifier: "14b21043975db9ada6123d2c54cc1cf7")
!103 = !DINamespace(name: "niche_types", scope: !104)
!104 = !DINamespace(name: "num", scope: !15)
!105 = !{!106}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !102, file: !13, baseType: !39, size: 64, align: 64, flags: DIFlagPrivate)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "alloc", scope: !88, file: !13, baseType: !108, align: 8, offset: 128, flags: DIFlagPrivate)
!108 = !DICompositeType(tag: DW_TAG_structure_type, name: "Global", scope: !109, file: !13, align: 8, flags: DIFlagPublic, elements: !62, identifier: "ab79963e18d90bf778eeecdfc2c2ff55")
!109 = !DINamespace(name: "alloc", scope: !77)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !84, file: !13, baseType: !100, align: 8, offset: 128, flags: DIFlagPrivate)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !80, file: !13, baseType: !39, size: 64, align: 64, offset: 128, flags: DIFlagPrivate)
!112 = !DIDerivedType(tag: DW_TAG_member, scope: !64, file: !13, baseType: !113, size: 64, align: 64, flags: DIFlagArtificial)
!113 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!114 = !DIDerivedType(tag: DW_TAG_member, scope: !12, file: !13, baseType: !113, size: 64, align: 64, flags: DIFlagArtificial)
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer])", baseType: !116, align: 8, dwarfAddressSpace: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118, !152}
!118 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[packed_kernels::Outer]", file: !13, size: 128, align: 64, elements: !119, identifier: "e2f2612c9e2eccb3f77ba043972cca0e")
!119 = !{!120, !151}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !118, file: !13, baseType: !121, size: 64, align: 64)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64, align: 64, dwarfAddressSpace: 0)
!122 = !DICompositeType(tag: DW_TAG_structure_type, name: "Outer", scope: !123, file: !13, size: 576, align: 64, flags: DIFlagPublic, elements: !124, identifier: "6a82f2046bb57a494571b14b9dd914b5")
!123 = !DINamespace(name: "packed_kernels", scope: null)
!124 = !{!125, !126, !133, !134, !141, !150}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !122, file: !13, baseType: !37, size: 8, align: 8, flags: DIFlagPublic)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "p2", scope: !122, file: !13, baseType: !127, size: 96, align: 16, offset: 16, flags: DIFlagPublic)
!127 = !DICompositeType(tag: DW_TAG_structure_type, name: "P2", scope: !123, file: !13, size: 96, align: 16, flags: DIFlagPublic, elements: !128, identifier: "8d23dba268ed1ff7592a422a521c9594")
!128 = !{!129, !130, !131}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !127, file: !13, baseType: !37, size: 8, align: 8, offset: 80, flags: DIFlagPublic)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !127, file: !13, baseType: !113, size: 64, align: 64, flags: DIFlagPublic)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !127, file: !13, baseType: !132, size: 16, align: 16, offset: 64, flags: DIFlagPublic)
!132 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !122, file: !13, baseType: !57, size: 32, align: 32, offset: 128, flags: DIFlagPublic)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "p4", scope: !122, file: !13, baseType: !135, size: 128, align: 32, offset: 160, flags: DIFlagPublic)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "P4C", scope: !123, file: !13, size: 128, align: 32, flags: DIFlagPublic, elements: !136, identifier: "9809f2aec503e1a8c68bfafc13f658b")
!136 = !{!137, !138, !140}
!137 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !135, file: !13, baseType: !37, size: 8, align: 8, flags: DIFlagPublic)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !135, file: !13, baseType: !139, size: 64, align: 64, offset: 32, flags: DIFlagPublic)
!139 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !135, file: !13, baseType: !132, size: 16, align: 16, offset: 96, flags: DIFlagPublic)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "arr", scope: !122, file: !13, baseType: !142, size: 168, align: 8, offset: 288, flags: DIFlagPublic)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 168, align: 8, elements: !148)
!143 = !DICompositeType(tag: DW_TAG_structure_type, name: "P1", scope: !123, file: !13, size: 56, align: 8, flags: DIFlagPublic, elements: !144, identifier: "3efe79c21b30d2692902bf232721af75")
!144 = !{!145, !146, !147}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !143, file: !13, baseType: !37, size: 8, align: 8, flags: DIFlagPublic)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !143, file: !13, baseType: !57, size: 32, align: 32, offset: 8, flags: DIFlagPublic)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !143, file: !13, baseType: !132, size: 16, align: 16, offset: 40, flags: DIFlagPublic)
!148 = !{!149}
!149 = !DISubrange(count: 3, lowerBound: 0)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !122, file: !13, baseType: !113, size: 64, align: 64, offset: 512, flags: DIFlagPublic)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !118, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!152 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [packed_kernels::Outer]", file: !13, size: 128, align: 64, elements: !153, identifier: "2552b5fe102f675979f6685b0760778")
!153 = !{!154, !155}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !152, file: !13, baseType: !121, size: 64, align: 64)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !152, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::LaunchConfig", baseType: !157, size: 64, align: 64, dwarfAddressSpace: 0)
!157 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !9, file: !13, size: 224, align: 32, flags: DIFlagPublic, elements: !158, identifier: "4545ce7b57ecccc09fc767ad5dc8fbf9")
!158 = !{!159, !161, !162}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !157, file: !13, baseType: !160, size: 96, align: 32, flags: DIFlagPublic)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 96, align: 32, elements: !148)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !157, file: !13, baseType: !160, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !157, file: !13, baseType: !57, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&[packed_kernels::Outer], &mut [packed_kernels::Outer])", baseType: !164, size: 64, align: 64, dwarfAddressSpace: 0)
!164 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&[packed_kernels::Outer], &mut [packed_kernels::Outer])", file: !13, size: 256, align: 64, elements: !165, identifier: "698fc67e1829a285b04a752e5807a0d2")
!165 = !{!166, !167}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !164, file: !13, baseType: !118, size: 128, align: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !164, file: !13, baseType: !152, size: 128, align: 64, offset: 128)
!168 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!169 = !DILocation(line: 491, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !8, line: 488, column: 5)
!171 = distinct !DILexicalBlock(scope: !7, file: !8, line: 487, column: 5)
!172 = !DILocation(line: 504, column: 8, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !8, line: 490, column: 5)
!174 = !DILocation(line: 505, column: 16, scope: !173)
!175 = !DILocation(line: 509, column: 1, scope: !7)
!176 = !DILocation(line: 507, column: 9, scope: !173)
!177 = !DILocation(line: 507, column: 18, scope: !173)
!178 = !DILocation(line: 3023, column: 19, scope: !179, inlinedAt: !183)
!179 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCslF7ZCtEbcAh_4host", scope: !80, file: !180, line: 3022, type: !181, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !182)
!180 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "60b60f63e29e8d3494a2f996461e4347")
!181 = !DISubroutineType(types: !62)
!182 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCslF7ZCtEbcAh_4host", scope: !80, file: !180, line: 3022, type: !181, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!183 = !DILocation(line: 1861, column: 18, scope: !184, inlinedAt: !187)
!184 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !185, line: 1860, type: !181, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !186)
!185 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!186 = !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !185, line: 1860, type: !181, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!187 = !DILocation(line: 1881, column: 14, scope: !188, inlinedAt: !190)
!188 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !185, line: 1880, type: !181, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !189)
!189 = !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !185, line: 1880, type: !181, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!190 = !DILocation(line: 508, column: 74, scope: !191)
!191 = distinct !DILexicalBlock(scope: !173, file: !8, line: 507, column: 5)
!192 = !DILocation(line: 3028, column: 37, scope: !179, inlinedAt: !183)
!193 = !DILocation(line: 3028, column: 18, scope: !179, inlinedAt: !183)
!194 = !DILocation(line: 1881, column: 9, scope: !188, inlinedAt: !190)
!195 = !DILocation(line: 508, column: 96, scope: !191)
!196 = !DILocation(line: 37, column: 12, scope: !197, inlinedAt: !201)
!197 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECslF7ZCtEbcAh_4host", scope: !199, file: !198, line: 36, type: !181, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!198 = !DIFile(filename: "library/core/src/bool.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "e3d738e7e318f67f912a8feb66169937")
!199 = !DINamespace(name: "{impl#0}", scope: !200)
!200 = !DINamespace(name: "bool", scope: !15)
!201 = !DILocation(line: 508, column: 86, scope: !191)
!202 = !DILocation(line: 509, column: 2, scope: !7)
!203 = !DILocation(line: 634, column: 39, scope: !204, inlinedAt: !207)
!204 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCslF7ZCtEbcAh_4host", scope: !88, file: !205, line: 633, type: !181, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !206)
!205 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "574f79ffb8958f4ee3ea71272af6c6ad")
!206 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCslF7ZCtEbcAh_4host", scope: !88, file: !205, line: 633, type: !181, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!207 = distinct !DILocation(line: 874, column: 52, scope: !208, inlinedAt: !211)
!208 = distinct !DILexicalBlock(scope: !209, file: !205, line: 874, column: 82)
!209 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCslF7ZCtEbcAh_4host", scope: !88, file: !205, line: 872, type: !181, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !210)
!210 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCslF7ZCtEbcAh_4host", scope: !88, file: !205, line: 872, type: !181, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!211 = distinct !DILocation(line: 424, column: 29, scope: !212, inlinedAt: !214)
!212 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_RNvXs1_NtCs9jvVb34GBdE_5alloc7raw_vecINtB5_6RawVechENtNtNtCscoScM8QT1vH_4core3ops4drop4Drop4dropCslF7ZCtEbcAh_4host", scope: !213, file: !205, line: 422, type: !181, scopeLine: 422, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!213 = !DINamespace(name: "{impl#3}", scope: !85)
!214 = distinct !DILocation(line: 810, column: 1, scope: !215, inlinedAt: !217)
!215 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc7raw_vec6RawVechEECslF7ZCtEbcAh_4host", scope: !49, file: !216, line: 810, type: !181, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!216 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!217 = distinct !DILocation(line: 810, column: 1, scope: !218, inlinedAt: !219)
!218 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc3vec3VechEECslF7ZCtEbcAh_4host", scope: !49, file: !216, line: 810, type: !181, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!219 = distinct !DILocation(line: 810, column: 1, scope: !220, inlinedAt: !221)
!220 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeNtNtCs9jvVb34GBdE_5alloc6string6StringECslF7ZCtEbcAh_4host", scope: !49, file: !216, line: 810, type: !181, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!221 = distinct !DILocation(line: 38, column: 5, scope: !197, inlinedAt: !201)
!222 = !DILocation(line: 128, column: 14, scope: !223, inlinedAt: !225)
!223 = distinct !DISubprogram(name: "dealloc_nonnull", linkageName: "_RNvNtCs9jvVb34GBdE_5alloc5alloc15dealloc_nonnull", scope: !109, file: !224, line: 127, type: !181, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!224 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "860ce4ea2346d0773913a27b0b87ad79")
!225 = distinct !DILocation(line: 229, column: 22, scope: !226, inlinedAt: !228)
!226 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !108, file: !224, line: 219, type: !181, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !227)
!227 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !108, file: !224, line: 219, type: !181, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!228 = distinct !DILocation(line: 344, column: 9, scope: !229, inlinedAt: !231)
!229 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !108, file: !224, line: 343, type: !181, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !230)
!230 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !108, file: !224, line: 343, type: !181, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!231 = distinct !DILocation(line: 462, column: 23, scope: !232, inlinedAt: !234)
!232 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCs9jvVb34GBdE_5alloc5allocNtB4_6GlobalNtNtCscoScM8QT1vH_4core5alloc9Allocator10deallocate", scope: !233, file: !224, line: 460, type: !181, scopeLine: 460, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!233 = !DINamespace(name: "{impl#1}", scope: !109)
!234 = distinct !DILocation(line: 876, column: 28, scope: !208, inlinedAt: !211)
!235 = !DILocation(line: 220, column: 9, scope: !226, inlinedAt: !228)
!236 = !DILocation(line: 37, scope: !197, inlinedAt: !201)
!237 = !DILocation(line: 508, column: 5, scope: !191)
!238 = !DILocation(line: 509, column: 1, scope: !173)
!239 = distinct !DISubprogram(name: "__launch_instance<fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCsaE5zTYSj6aU_14packed_kernels8by_valueFNtBK_2P1NtBK_2P2NtBK_3P1CNtBK_3P4CAB1o_j3_QSdEuECslF7ZCtEbcAh_4host", scope: !9, file: !8, line: 478, type: !240, scopeLine: 478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!240 = !DISubroutineType(types: !241)
!241 = !{!12, !242, !156, !255, !168, !113, !41}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])", baseType: !243, align: 8, dwarfAddressSpace: 0)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !143, !127, !245, !135, !142, !250}
!245 = !DICompositeType(tag: DW_TAG_structure_type, name: "P1C", scope: !123, file: !13, size: 88, align: 8, flags: DIFlagPublic, elements: !246, identifier: "c7bb44ce20b05ad36095b370263a57a7")
!246 = !{!247, !248, !249}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !245, file: !13, baseType: !37, size: 8, align: 8, flags: DIFlagPublic)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !245, file: !13, baseType: !139, size: 64, align: 64, offset: 8, flags: DIFlagPublic)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !245, file: !13, baseType: !132, size: 16, align: 16, offset: 72, flags: DIFlagPublic)
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !13, size: 128, align: 64, elements: !251, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!251 = !{!252, !254}
!252 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !250, file: !13, baseType: !253, size: 64, align: 64)
!253 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !139, size: 64, align: 64, dwarfAddressSpace: 0)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !250, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])", baseType: !256, size: 64, align: 64, dwarfAddressSpace: 0)
!256 = !DICompositeType(tag: DW_TAG_structure_type, name: "(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64])", file: !13, size: 704, align: 64, elements: !257, identifier: "bbc5958eea20825c9952c8ba932ab6bd")
!257 = !{!258, !259, !260, !261, !262, !263}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !256, file: !13, baseType: !143, size: 56, align: 8, offset: 224)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !256, file: !13, baseType: !127, size: 96, align: 16, offset: 128)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !256, file: !13, baseType: !245, size: 88, align: 8, offset: 280)
!261 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !256, file: !13, baseType: !135, size: 128, align: 32)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "__4", scope: !256, file: !13, baseType: !142, size: 168, align: 8, offset: 368)
!263 = !DIDerivedType(tag: DW_TAG_member, name: "__5", scope: !256, file: !13, baseType: !250, size: 128, align: 64, offset: 576)
!264 = !DILocation(line: 491, column: 9, scope: !265)
!265 = distinct !DILexicalBlock(scope: !266, file: !8, line: 488, column: 5)
!266 = distinct !DILexicalBlock(scope: !239, file: !8, line: 487, column: 5)
!267 = !DILocation(line: 504, column: 8, scope: !268)
!268 = distinct !DILexicalBlock(scope: !265, file: !8, line: 490, column: 5)
!269 = !DILocation(line: 505, column: 16, scope: !268)
!270 = !DILocation(line: 509, column: 1, scope: !239)
!271 = !DILocation(line: 507, column: 9, scope: !268)
!272 = !DILocation(line: 507, column: 18, scope: !268)
!273 = !DILocation(line: 3023, column: 19, scope: !274, inlinedAt: !275)
!274 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCslF7ZCtEbcAh_4host", scope: !80, file: !180, line: 3022, type: !181, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !182)
!275 = !DILocation(line: 1861, column: 18, scope: !276, inlinedAt: !277)
!276 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !185, line: 1860, type: !181, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !186)
!277 = !DILocation(line: 1881, column: 14, scope: !278, inlinedAt: !279)
!278 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !185, line: 1880, type: !181, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !189)
!279 = !DILocation(line: 508, column: 74, scope: !280)
!280 = distinct !DILexicalBlock(scope: !268, file: !8, line: 507, column: 5)
!281 = !DILocation(line: 3028, column: 37, scope: !274, inlinedAt: !275)
!282 = !DILocation(line: 3028, column: 18, scope: !274, inlinedAt: !275)
!283 = !DILocation(line: 1881, column: 9, scope: !278, inlinedAt: !279)
!284 = !DILocation(line: 508, column: 96, scope: !280)
!285 = !DILocation(line: 37, column: 12, scope: !286, inlinedAt: !287)
!286 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECslF7ZCtEbcAh_4host", scope: !199, file: !198, line: 36, type: !181, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!287 = !DILocation(line: 508, column: 86, scope: !280)
!288 = !DILocation(line: 509, column: 2, scope: !239)
!289 = !DILocation(line: 634, column: 39, scope: !204, inlinedAt: !290)
!290 = distinct !DILocation(line: 874, column: 52, scope: !208, inlinedAt: !291)
!291 = distinct !DILocation(line: 424, column: 29, scope: !212, inlinedAt: !292)
!292 = distinct !DILocation(line: 810, column: 1, scope: !215, inlinedAt: !293)
!293 = distinct !DILocation(line: 810, column: 1, scope: !218, inlinedAt: !294)
!294 = distinct !DILocation(line: 810, column: 1, scope: !220, inlinedAt: !295)
!295 = distinct !DILocation(line: 38, column: 5, scope: !286, inlinedAt: !287)
!296 = !DILocation(line: 128, column: 14, scope: !223, inlinedAt: !297)
!297 = distinct !DILocation(line: 229, column: 22, scope: !226, inlinedAt: !298)
!298 = distinct !DILocation(line: 344, column: 9, scope: !229, inlinedAt: !299)
!299 = distinct !DILocation(line: 462, column: 23, scope: !232, inlinedAt: !300)
!300 = distinct !DILocation(line: 876, column: 28, scope: !208, inlinedAt: !291)
!301 = !DILocation(line: 220, column: 9, scope: !226, inlinedAt: !298)
!302 = !DILocation(line: 37, scope: !286, inlinedAt: !287)
!303 = !DILocation(line: 508, column: 5, scope: !280)
!304 = !DILocation(line: 509, column: 1, scope: !268)
!305 = distinct !DISubprogram(name: "main", linkageName: "_RNvCslF7ZCtEbcAh_4host4main", scope: !307, file: !306, line: 22, type: !181, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!306 = !DIFile(filename: "test/e2e/packed/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "39c6b7df48eca4a6b2249eebab739e4e")
!307 = !DINamespace(name: "host", scope: null)
!308 = !DILocation(line: 459, column: 23, scope: !309, inlinedAt: !313)
!309 = distinct !DILexicalBlock(scope: !310, file: !8, line: 459, column: 9)
!310 = distinct !DILexicalBlock(scope: !311, file: !8, line: 457, column: 5)
!311 = distinct !DILexicalBlock(scope: !312, file: !8, line: 454, column: 5)
!312 = distinct !DISubprogram(name: "launch<fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), fn(packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut [f64]), (packed_kernels::P1, packed_kernels::P2, packed_kernels::P1C, packed_kernels::P4C, [packed_kernels::P1; 3], &mut alloc::vec::Vec<f64, alloc::alloc::Global>)>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload6launchNvCsaE5zTYSj6aU_14packed_kernels8by_valueFNtBx_2P1NtBx_2P2NtBx_3P1CNtBx_3P4CAB1b_j3_QSdEuTB1b_B1j_B1r_B1A_B1J_QINtNtCs9jvVb34GBdE_5alloc3vec3VecdEEECslF7ZCtEbcAh_4host", scope: !9, file: !8, line: 446, type: !181, scopeLine: 446, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!313 = distinct !DILocation(line: 35, column: 5, scope: !314)
!314 = distinct !DILexicalBlock(scope: !315, file: !306, line: 34, column: 5)
!315 = distinct !DILexicalBlock(scope: !316, file: !306, line: 33, column: 5)
!316 = distinct !DILexicalBlock(scope: !317, file: !306, line: 28, column: 5)
!317 = distinct !DILexicalBlock(scope: !318, file: !306, line: 24, column: 5)
!318 = distinct !DILexicalBlock(scope: !305, file: !306, line: 23, column: 5)
!319 = !DILocation(line: 459, column: 23, scope: !320, inlinedAt: !324)
!320 = distinct !DILexicalBlock(scope: !321, file: !8, line: 459, column: 9)
!321 = distinct !DILexicalBlock(scope: !322, file: !8, line: 457, column: 5)
!322 = distinct !DILexicalBlock(scope: !323, file: !8, line: 454, column: 5)
!323 = distinct !DISubprogram(name: "launch<fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), fn(&[packed_kernels::Outer], &mut [packed_kernels::Outer]), (&[packed_kernels::Outer], &mut [packed_kernels::Outer])>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload6launchNvCsaE5zTYSj6aU_14packed_kernels6nestedFRSNtBx_5OuterQB1a_EuTB19_B1m_EECslF7ZCtEbcAh_4host", scope: !9, file: !8, line: 446, type: !181, scopeLine: 446, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!324 = distinct !DILocation(line: 69, column: 5, scope: !325)
!325 = distinct !DILexicalBlock(scope: !326, file: !306, line: 68, column: 5)
!326 = distinct !DILexicalBlock(scope: !327, file: !306, line: 67, column: 5)
!327 = distinct !DILexicalBlock(scope: !328, file: !306, line: 57, column: 5)
!328 = distinct !DILexicalBlock(scope: !329, file: !306, line: 56, column: 5)
!329 = distinct !DILexicalBlock(scope: !330, file: !306, line: 54, column: 5)
!330 = distinct !DILexicalBlock(scope: !331, file: !306, line: 53, column: 5)
!331 = distinct !DILexicalBlock(scope: !332, file: !306, line: 52, column: 5)
!332 = distinct !DILexicalBlock(scope: !333, file: !306, line: 51, column: 5)
!333 = distinct !DILexicalBlock(scope: !334, file: !306, line: 50, column: 5)
!334 = distinct !DILexicalBlock(scope: !335, file: !306, line: 38, column: 5)
!335 = distinct !DILexicalBlock(scope: !336, file: !306, line: 37, column: 5)
!336 = distinct !DILexicalBlock(scope: !314, file: !306, line: 36, column: 5)
