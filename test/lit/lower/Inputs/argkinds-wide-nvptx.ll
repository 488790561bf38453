; The device code of test/e2e/argkinds for sm_90, cut down to
; argkinds_kernels::wide.
; Made by test/lit/make-inputs.py from test/e2e/argkinds/work/nvptx64-nvidia-cuda-sm_90/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_dim_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_dim_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_dim_z() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_z() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_grid_dim_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_grid_dim_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_z() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_x() unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: convergent nounwind
define void @_RNvCs7JUSeiU3WLL_16argkinds_kernels4wide(i128 noundef %a, i128 noundef %b, ptr noalias noundef readonly align 16 captures(none) dereferenceable(16) %c, ptr noundef writeonly captures(address_is_null) %out.0, i64 noundef %out.1) unnamed_addr #0 !dbg !8 {
start:
  %_2.i = tail call noundef i32 @__offload_block_dim_x() #3, !dbg !31
  %bx.i = zext i32 %_2.i to i64, !dbg !44
  %_4.i = tail call noundef i32 @__offload_block_dim_y() #3, !dbg !45
  %by.i = zext i32 %_4.i to i64, !dbg !48
  %_6.i = tail call noundef i32 @__offload_block_dim_z() #3, !dbg !49
  %bz.i = zext i32 %_6.i to i64, !dbg !52
  %_12.i = tail call noundef i32 @__offload_block_idx_z() #3, !dbg !53
  %_11.i = zext i32 %_12.i to i64, !dbg !57
  %_14.i = tail call noundef i32 @__offload_grid_dim_y() #3, !dbg !58
  %_13.i = zext i32 %_14.i to i64, !dbg !61
  %_10.i = mul nuw i64 %_13.i, %_11.i, !dbg !57
  %_16.i = tail call noundef i32 @__offload_block_idx_y() #3, !dbg !62
  %_15.i = zext i32 %_16.i to i64, !dbg !65
  %_9.i = add nuw i64 %_10.i, %_15.i, !dbg !66
  %_18.i = tail call noundef i32 @__offload_grid_dim_x() #3, !dbg !67
  %_17.i2 = zext i32 %_18.i to i64, !dbg !70
  %_8.i = mul i64 %_9.i, %_17.i2, !dbg !66
  %_20.i = tail call noundef i32 @__offload_block_idx_x() #3, !dbg !71
  %_19.i = zext i32 %_20.i to i64, !dbg !74
  %block.i = add i64 %_8.i, %_19.i, !dbg !66
  %_23.i = mul nuw i64 %by.i, %bx.i, !dbg !75
  %_22.i = mul i64 %_23.i, %bz.i, !dbg !77
  %_21.i = mul i64 %_22.i, %block.i, !dbg !78
  %_5.i = tail call noundef i32 @__offload_thread_idx_z() #3, !dbg !79
  %_4.i3 = zext i32 %_5.i to i64, !dbg !84
  %_7.i = tail call noundef i32 @__offload_block_dim_y() #3, !dbg !85
  %_6.i4 = zext i32 %_7.i to i64, !dbg !88
  %_3.i = mul nuw i64 %_6.i4, %_4.i3, !dbg !84
  %_9.i5 = tail call noundef i32 @__offload_thread_idx_y() #3, !dbg !89
  %_8.i6 = zext i32 %_9.i5 to i64, !dbg !92
  %_2.i7 = add nuw i64 %_3.i, %_8.i6, !dbg !93
  %_11.i8 = tail call noundef i32 @__offload_block_dim_x() #3, !dbg !94
  %_10.i9 = zext i32 %_11.i8 to i64, !dbg !97
  %_1.i = mul i64 %_2.i7, %_10.i9, !dbg !93
  %_13.i10 = tail call noundef i32 @__offload_thread_idx_x() #3, !dbg !98
  %_12.i11 = zext i32 %_13.i10 to i64, !dbg !101
  %_0.i12 = add i64 %_21.i, %_12.i11, !dbg !93
  %_0.i = add i64 %_0.i12, %_1.i, !dbg !78
  %0 = tail call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %_0.i, i64 6), !dbg !102
  %_12.0.i = extractvalue { i64, i1 } %0, 0, !dbg !102
  %_12.1.i = extractvalue { i64, i1 } %0, 1, !dbg !102
  br i1 %_12.1.i, label %bb3.i, label %_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels.exit, !dbg !112, !prof !117

bb3.i:                                            ; preds = %start
  br label %_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels.exit, !dbg !118

_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels.exit: ; preds = %bb3.i, %start
  %start1.sroa.0.0.i = phi i64 [ -1, %bb3.i ], [ %_12.0.i, %start ], !dbg !119
  %spec.select.i = tail call i64 @llvm.umin.i64(i64 %out.1, i64 %start1.sroa.0.0.i), !dbg !120
  %1 = tail call i64 @llvm.uadd.sat.i64(i64 %spec.select.i, i64 6), !dbg !126
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %out.1, i64 %1), !dbg !130
  %len.i = sub i64 %spec.store.select.i, %spec.select.i, !dbg !132
  %_19 = icmp ult i64 %len.i, 6, !dbg !134
  br i1 %_19, label %bb2, label %bb4, !dbg !134

bb4:                                              ; preds = %_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels.exit
  %data.i = getelementptr inbounds nuw i64, ptr %out.0, i64 %spec.select.i, !dbg !140
  %2 = icmp ne ptr %out.0, null
  tail call void @llvm.assume(i1 %2)
  %rhs = load i128, ptr %c, align 16, !dbg !147, !noundef !30
  %s = add i128 %rhs, %a, !dbg !148
  %_11 = lshr i128 %a, 64, !dbg !152
  %_10 = trunc nuw i128 %_11 to i64, !dbg !152
  %_12 = trunc i128 %a to i64, !dbg !154
  %_14 = lshr i128 %b, 64, !dbg !155
  %_13 = trunc nuw i128 %_14 to i64, !dbg !155
  %_15 = trunc i128 %b to i64, !dbg !156
  %_17 = lshr i128 %s, 64, !dbg !157
  %_16 = trunc nuw i128 %_17 to i64, !dbg !157
  %_18 = trunc i128 %s to i64, !dbg !158
  store i64 %_10, ptr %data.i, align 8, !dbg !159
  %3 = getelementptr inbounds nuw i8, ptr %data.i, i64 8, !dbg !159
  store i64 %_12, ptr %3, align 8, !dbg !159
  %4 = getelementptr inbounds nuw i8, ptr %data.i, i64 16, !dbg !159
  store i64 %_13, ptr %4, align 8, !dbg !159
  %5 = getelementptr inbounds nuw i8, ptr %data.i, i64 24, !dbg !159
  store i64 %_15, ptr %5, align 8, !dbg !159
  %6 = getelementptr inbounds nuw i8, ptr %data.i, i64 32, !dbg !159
  store i64 %_16, ptr %6, align 8, !dbg !159
  %7 = getelementptr inbounds nuw i8, ptr %data.i, i64 40, !dbg !159
  store i64 %_18, ptr %7, align 8, !dbg !159
  br label %bb2, !dbg !160

bb2:                                              ; preds = %bb4, %_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels.exit
  ret void, !dbg !161
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_argkinds_kernels__wide(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !162 {
start:
  %tmp.sroa.0.0.copyload = load i128, ptr %s, align 1, !dbg !165
  %0 = getelementptr i8, ptr %s, i64 16, !dbg !176
  %tmp1.sroa.0.0.copyload = load i128, ptr %0, align 1, !dbg !188
  %1 = getelementptr i8, ptr %s, i64 32, !dbg !194
  %tmp2.sroa.0.0.copyload = load ptr, ptr %1, align 1, !dbg !200
  %2 = getelementptr i8, ptr %s, i64 40, !dbg !206
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %2, align 1, !dbg !213
  %3 = getelementptr i8, ptr %s, i64 48, !dbg !219
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %3, align 1, !dbg !224
  tail call void @_RNvCs7JUSeiU3WLL_16argkinds_kernels4wide(i128 noundef %tmp.sroa.0.0.copyload, i128 noundef %tmp1.sroa.0.0.copyload, ptr noalias noundef readonly align 16 captures(address, read_provenance) dereferenceable(16) %tmp2.sroa.0.0.copyload, ptr noundef %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i) #3, !dbg !230
  ret void, !dbg !231
}

attributes #0 = { convergent nounwind "target-cpu"="sm_90" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1, !3}
!llvm.module.flags = !{!5, !6, !7}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "test/e2e/argkinds/kernels.rs/@/argkinds_kernels.5a28da4bbb6d2723-cgu.0", directory: "build/test/e2e/argkinds/work/package")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "argkinds_kernels_roots_5c33a77aacb18f83/roots.rs/@/argkinds_kernels_roots_5c33a77aacb18f83.ce42dbac34be043a-cgu.0", directory: "build/test/e2e/argkinds/work/target/offload/roots/5c33a77aacb18f83")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "wide", linkageName: "_RNvCs7JUSeiU3WLL_16argkinds_kernels4wide", scope: !10, file: !9, line: 60, type: !11, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!9 = !DIFile(filename: "test/e2e/argkinds/kernels.rs", directory: "", checksumkind: CSK_MD5, checksum: "a32a93467e45e1964b26f8c083118035")
!10 = !DINamespace(name: "argkinds_kernels", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !15, !16}
!13 = !DIBasicType(name: "u128", size: 128, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "i128", size: 128, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u128", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<u64, 6>", scope: !18, file: !17, size: 128, align: 64, flags: DIFlagPublic, elements: !20, identifier: "cfcb83358ddbc32519b3a749c2f736e")
!17 = !DIFile(filename: "<unknown>", directory: "")
!18 = !DINamespace(name: "region", scope: !19)
!19 = !DINamespace(name: "offload", scope: null)
!20 = !{!21, !24, !26}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !16, file: !17, baseType: !22, size: 64, align: 64, flags: DIFlagProtected)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u64", baseType: !23, size: 64, align: 64, dwarfAddressSpace: 0)
!23 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !16, file: !17, baseType: !25, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!25 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !16, file: !17, baseType: !27, align: 8, offset: 128, flags: DIFlagProtected)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [u64]>", scope: !28, file: !17, align: 8, flags: DIFlagPublic, elements: !30, identifier: "5ac90ab3cd23fa6f13db8f3380da92df")
!28 = !DINamespace(name: "marker", scope: !29)
!29 = !DINamespace(name: "core", scope: null)
!30 = !{}
!31 = !DILocation(line: 32, column: 24, scope: !32, inlinedAt: !36)
!32 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_x", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!33 = !DIFile(filename: "src/builtins.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "f104c0921b24839ef12aedba97263097")
!34 = !DINamespace(name: "builtins", scope: !19)
!35 = !DISubroutineType(types: !30)
!36 = distinct !DILocation(line: 94, column: 25, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "global_linear_idx", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins17global_linear_idx", scope: !34, file: !33, line: 93, type: !35, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!38 = distinct !DILocation(line: 79, column: 21, scope: !39, inlinedAt: !42)
!39 = distinct !DISubprogram(name: "thread_chunk<u64, 6>", linkageName: "_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels", scope: !16, file: !40, line: 78, type: !35, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !41)
!40 = !DIFile(filename: "src/region.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "e59e3a3f9b03b5e35c368ff97cf710d2")
!41 = !DISubprogram(name: "thread_chunk<u64, 6>", linkageName: "_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionyKj6_E12thread_chunkCs7JUSeiU3WLL_16argkinds_kernels", scope: !16, file: !40, line: 78, type: !35, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!42 = distinct !DILocation(line: 61, column: 28, scope: !43)
!43 = distinct !DILexicalBlock(scope: !8, file: !9, line: 61, column: 61)
!44 = !DILocation(line: 94, column: 25, scope: !37, inlinedAt: !38)
!45 = !DILocation(line: 32, column: 24, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_y", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!47 = distinct !DILocation(line: 94, column: 49, scope: !37, inlinedAt: !38)
!48 = !DILocation(line: 94, column: 49, scope: !37, inlinedAt: !38)
!49 = !DILocation(line: 32, column: 24, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "block_dim_z", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_z", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!51 = distinct !DILocation(line: 94, column: 73, scope: !37, inlinedAt: !38)
!52 = !DILocation(line: 94, column: 73, scope: !37, inlinedAt: !38)
!53 = !DILocation(line: 32, column: 24, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "block_idx_z", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_z", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!55 = distinct !DILocation(line: 95, column: 18, scope: !56, inlinedAt: !38)
!56 = distinct !DILexicalBlock(scope: !37, file: !33, line: 94, column: 5)
!57 = !DILocation(line: 95, column: 18, scope: !56, inlinedAt: !38)
!58 = !DILocation(line: 32, column: 24, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "grid_dim_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins10grid_dim_y", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!60 = distinct !DILocation(line: 95, column: 43, scope: !56, inlinedAt: !38)
!61 = !DILocation(line: 95, column: 43, scope: !56, inlinedAt: !38)
!62 = !DILocation(line: 32, column: 24, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "block_idx_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_y", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!64 = distinct !DILocation(line: 95, column: 67, scope: !56, inlinedAt: !38)
!65 = !DILocation(line: 95, column: 67, scope: !56, inlinedAt: !38)
!66 = !DILocation(line: 95, column: 17, scope: !56, inlinedAt: !38)
!67 = !DILocation(line: 32, column: 24, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "grid_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins10grid_dim_x", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!69 = distinct !DILocation(line: 96, column: 11, scope: !56, inlinedAt: !38)
!70 = !DILocation(line: 96, column: 11, scope: !56, inlinedAt: !38)
!71 = !DILocation(line: 32, column: 24, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_x", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!73 = distinct !DILocation(line: 97, column: 11, scope: !56, inlinedAt: !38)
!74 = !DILocation(line: 97, column: 11, scope: !56, inlinedAt: !38)
!75 = !DILocation(line: 98, column: 14, scope: !76, inlinedAt: !38)
!76 = distinct !DILexicalBlock(scope: !56, file: !33, line: 95, column: 5)
!77 = !DILocation(line: 98, column: 13, scope: !76, inlinedAt: !38)
!78 = !DILocation(line: 98, column: 5, scope: !76, inlinedAt: !38)
!79 = !DILocation(line: 32, column: 24, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "thread_idx_z", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_z", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!81 = distinct !DILocation(line: 108, column: 6, scope: !82, inlinedAt: !83)
!82 = distinct !DISubprogram(name: "thread_linear_idx", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins17thread_linear_idx", scope: !34, file: !33, line: 107, type: !35, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!83 = distinct !DILocation(line: 98, column: 30, scope: !76, inlinedAt: !38)
!84 = !DILocation(line: 108, column: 6, scope: !82, inlinedAt: !83)
!85 = !DILocation(line: 32, column: 24, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_y", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!87 = distinct !DILocation(line: 108, column: 32, scope: !82, inlinedAt: !83)
!88 = !DILocation(line: 108, column: 32, scope: !82, inlinedAt: !83)
!89 = !DILocation(line: 32, column: 24, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "thread_idx_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_y", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!91 = distinct !DILocation(line: 108, column: 57, scope: !82, inlinedAt: !83)
!92 = !DILocation(line: 108, column: 57, scope: !82, inlinedAt: !83)
!93 = !DILocation(line: 108, column: 5, scope: !82, inlinedAt: !83)
!94 = !DILocation(line: 32, column: 24, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_x", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!96 = distinct !DILocation(line: 109, column: 11, scope: !82, inlinedAt: !83)
!97 = !DILocation(line: 109, column: 11, scope: !82, inlinedAt: !83)
!98 = !DILocation(line: 32, column: 24, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_x", scope: !34, file: !33, line: 30, type: !35, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!100 = distinct !DILocation(line: 110, column: 11, scope: !82, inlinedAt: !83)
!101 = !DILocation(line: 110, column: 11, scope: !82, inlinedAt: !83)
!102 = !DILocation(line: 3105, column: 26, scope: !103, inlinedAt: !107)
!103 = distinct !DISubprogram(name: "overflowing_mul", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj15overflowing_mul", scope: !105, file: !104, line: 3104, type: !35, scopeLine: 3104, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!104 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "5fc7d5e74eb0c3c3b6eb5c642b7e095f")
!105 = !DINamespace(name: "{impl#11}", scope: !106)
!106 = !DINamespace(name: "num", scope: !29)
!107 = distinct !DILocation(line: 1215, column: 31, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "checked_mul", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj11checked_mul", scope: !105, file: !104, line: 1214, type: !35, scopeLine: 1214, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!109 = distinct !DILocation(line: 2444, column: 24, scope: !110, inlinedAt: !111)
!110 = distinct !DISubprogram(name: "saturating_mul", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj14saturating_mul", scope: !105, file: !104, line: 2443, type: !35, scopeLine: 2443, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!111 = distinct !DILocation(line: 79, column: 48, scope: !39, inlinedAt: !42)
!112 = !DILocation(line: 457, column: 8, scope: !113, inlinedAt: !116)
!113 = distinct !DISubprogram(name: "unlikely", linkageName: "_RNvNtCsduWobj5wX1U_4core10intrinsics8unlikely", scope: !115, file: !114, line: 456, type: !35, scopeLine: 456, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!114 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/intrinsics/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "c63bdff6283ee446a2fd675d4e76397e")
!115 = !DINamespace(name: "intrinsics", scope: !29)
!116 = distinct !DILocation(line: 1216, column: 16, scope: !108, inlinedAt: !109)
!117 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!118 = !DILocation(line: 2446, column: 25, scope: !110, inlinedAt: !111)
!119 = !DILocation(line: 0, scope: !110, inlinedAt: !111)
!120 = !DILocation(line: 1076, column: 12, scope: !121, inlinedAt: !125)
!121 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCsduWobj5wX1U_4core3cmp3Ord3minCs7JUSeiU3WLL_16argkinds_kernels", scope: !123, file: !122, line: 1072, type: !35, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!122 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/cmp.rs", directory: "", checksumkind: CSK_MD5, checksum: "736a93835c8eb09f7e6c373983e20e04")
!123 = !DINamespace(name: "Ord", scope: !124)
!124 = !DINamespace(name: "cmp", scope: !29)
!125 = distinct !DILocation(line: 79, column: 66, scope: !39, inlinedAt: !42)
!126 = !DILocation(line: 2355, column: 13, scope: !127, inlinedAt: !128)
!127 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj14saturating_add", scope: !105, file: !104, line: 2354, type: !35, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!128 = distinct !DILocation(line: 80, column: 25, scope: !129, inlinedAt: !42)
!129 = distinct !DILexicalBlock(scope: !39, file: !40, line: 79, column: 9)
!130 = !DILocation(line: 1076, column: 12, scope: !121, inlinedAt: !131)
!131 = distinct !DILocation(line: 80, column: 43, scope: !129, inlinedAt: !42)
!132 = !DILocation(line: 83, column: 76, scope: !133, inlinedAt: !42)
!133 = distinct !DILexicalBlock(scope: !129, file: !40, line: 80, column: 9)
!134 = !DILocation(line: 358, column: 12, scope: !135, inlinedAt: !139)
!135 = distinct !DISubprogram(name: "first_chunk_mut<u64, 6>", linkageName: "_RINvMNtCsduWobj5wX1U_4core5sliceSy15first_chunk_mutKj6_ECs7JUSeiU3WLL_16argkinds_kernels", scope: !137, file: !136, line: 357, type: !35, scopeLine: 357, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!136 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "1f64a141f11e4e3a7a0a9e34684244e5")
!137 = !DINamespace(name: "{impl#0}", scope: !138)
!138 = !DINamespace(name: "slice", scope: !29)
!139 = !DILocation(line: 61, column: 43, scope: !43)
!140 = !DILocation(line: 961, column: 18, scope: !141, inlinedAt: !146)
!141 = distinct !DISubprogram(name: "add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr7mut_ptrOy3addCs7JUSeiU3WLL_16argkinds_kernels", scope: !143, file: !142, line: 927, type: !35, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!142 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mut_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!143 = !DINamespace(name: "{impl#0}", scope: !144)
!144 = !DINamespace(name: "mut_ptr", scope: !145)
!145 = !DINamespace(name: "ptr", scope: !29)
!146 = distinct !DILocation(line: 83, column: 64, scope: !133, inlinedAt: !42)
!147 = !DILocation(line: 62, column: 32, scope: !43)
!148 = !DILocation(line: 2511, column: 13, scope: !149, inlinedAt: !151)
!149 = distinct !DISubprogram(name: "wrapping_add", linkageName: "_RNvMs8_NtCsduWobj5wX1U_4core3numo12wrapping_add", scope: !150, file: !104, line: 2510, type: !35, scopeLine: 2510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!150 = !DINamespace(name: "{impl#10}", scope: !106)
!151 = !DILocation(line: 62, column: 19, scope: !43)
!152 = !DILocation(line: 63, column: 17, scope: !153)
!153 = distinct !DILexicalBlock(scope: !43, file: !9, line: 62, column: 9)
!154 = !DILocation(line: 63, column: 35, scope: !153)
!155 = !DILocation(line: 63, column: 45, scope: !153)
!156 = !DILocation(line: 63, column: 63, scope: !153)
!157 = !DILocation(line: 63, column: 73, scope: !153)
!158 = !DILocation(line: 63, column: 91, scope: !153)
!159 = !DILocation(line: 63, column: 9, scope: !153)
!160 = !DILocation(line: 61, column: 5, scope: !8)
!161 = !DILocation(line: 65, column: 2, scope: !8)
!162 = distinct !DISubprogram(name: "__offload_unpack_argkinds_kernels__wide", scope: !164, file: !163, line: 105, type: !35, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!163 = !DIFile(filename: "argkinds_kernels_roots_5c33a77aacb18f83/roots.rs", directory: "build/test/e2e/argkinds/work/target/offload/roots/5c33a77aacb18f83", checksumkind: CSK_MD5, checksum: "a993aaf0d7cb037b4dddf1c1046f5e2c")
!164 = !DINamespace(name: "argkinds_kernels_roots_5c33a77aacb18f83", scope: null)
!165 = !DILocation(line: 552, column: 14, scope: !166, inlinedAt: !168)
!166 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 531, type: !35, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!167 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!168 = !DILocation(line: 1809, column: 9, scope: !169, inlinedAt: !171)
!169 = distinct !DILexicalBlock(scope: !170, file: !167, line: 1801, column: 5)
!170 = distinct !DISubprogram(name: "read_unaligned<u128>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedoECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 1800, type: !35, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!171 = !DILocation(line: 10, column: 14, scope: !172, inlinedAt: !175)
!172 = distinct !DISubprogram(name: "value<u128>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack5valueoECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !174, file: !173, line: 9, type: !35, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!173 = !DIFile(filename: "src/unpack.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "3c892db9fc88dd3643ce88c14e5ade96")
!174 = !DINamespace(name: "__unpack", scope: !19)
!175 = !DILocation(line: 107, column: 39, scope: !162)
!176 = !DILocation(line: 468, column: 18, scope: !177, inlinedAt: !181)
!177 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !179, file: !178, line: 463, type: !35, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!178 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!179 = !DINamespace(name: "{impl#0}", scope: !180)
!180 = !DINamespace(name: "const_ptr", scope: !145)
!181 = !DILocation(line: 1057, column: 14, scope: !182, inlinedAt: !184)
!182 = !DILexicalBlockFile(scope: !183, file: !178, discriminator: 2)
!183 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !179, file: !178, line: 1053, type: !35, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!184 = !DILocation(line: 10, column: 35, scope: !185, inlinedAt: !187)
!185 = !DILexicalBlockFile(scope: !186, file: !173, discriminator: 2)
!186 = distinct !DISubprogram(name: "value<i128>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack5valuenECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !174, file: !173, line: 9, type: !35, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!187 = !DILocation(line: 107, column: 55, scope: !162)
!188 = !DILocation(line: 552, column: 14, scope: !166, inlinedAt: !189)
!189 = !DILocation(line: 1809, column: 9, scope: !190, inlinedAt: !193)
!190 = !DILexicalBlockFile(scope: !191, file: !167, discriminator: 2)
!191 = distinct !DILexicalBlock(scope: !192, file: !167, line: 1801, column: 5)
!192 = distinct !DISubprogram(name: "read_unaligned<i128>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignednECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 1800, type: !35, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!193 = !DILocation(line: 10, column: 14, scope: !185, inlinedAt: !187)
!194 = !DILocation(line: 468, column: 18, scope: !177, inlinedAt: !195)
!195 = !DILocation(line: 1057, column: 14, scope: !196, inlinedAt: !197)
!196 = !DILexicalBlockFile(scope: !183, file: !178, discriminator: 4)
!197 = !DILocation(line: 17, column: 37, scope: !198, inlinedAt: !199)
!198 = distinct !DISubprogram(name: "reference<u128>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack9referenceoECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !174, file: !173, line: 16, type: !35, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!199 = !DILocation(line: 107, column: 71, scope: !162)
!200 = !DILocation(line: 552, column: 14, scope: !166, inlinedAt: !201)
!201 = !DILocation(line: 1809, column: 9, scope: !202, inlinedAt: !205)
!202 = !DILexicalBlockFile(scope: !203, file: !167, discriminator: 4)
!203 = distinct !DILexicalBlock(scope: !204, file: !167, line: 1801, column: 5)
!204 = distinct !DISubprogram(name: "read_unaligned<*const u128>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPoECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 1800, type: !35, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!205 = !DILocation(line: 17, column: 16, scope: !198, inlinedAt: !199)
!206 = !DILocation(line: 468, column: 18, scope: !207, inlinedAt: !208)
!207 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !179, file: !178, line: 463, type: !35, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!208 = distinct !DILocation(line: 1057, column: 14, scope: !209, inlinedAt: !210)
!209 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !179, file: !178, line: 1053, type: !35, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!210 = distinct !DILocation(line: 48, column: 41, scope: !211, inlinedAt: !212)
!211 = distinct !DISubprogram(name: "slice_mut<offload::region::Region<u64, 6>>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack9slice_mutINtNtB4_6region6RegionyKj6_EECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !174, file: !173, line: 43, type: !35, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!212 = distinct !DILocation(line: 107, column: 91, scope: !162)
!213 = !DILocation(line: 552, column: 14, scope: !214, inlinedAt: !215)
!214 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 531, type: !35, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!215 = distinct !DILocation(line: 1809, column: 9, scope: !216, inlinedAt: !218)
!216 = distinct !DILexicalBlock(scope: !217, file: !167, line: 1801, column: 5)
!217 = distinct !DISubprogram(name: "read_unaligned<*mut u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedOyECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 1800, type: !35, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!218 = distinct !DILocation(line: 48, column: 20, scope: !211, inlinedAt: !212)
!219 = !DILocation(line: 468, column: 18, scope: !207, inlinedAt: !220)
!220 = distinct !DILocation(line: 1057, column: 14, scope: !221, inlinedAt: !222)
!221 = !DILexicalBlockFile(scope: !209, file: !178, discriminator: 2)
!222 = distinct !DILocation(line: 49, column: 40, scope: !223, inlinedAt: !212)
!223 = distinct !DILexicalBlock(scope: !211, file: !173, line: 48, column: 9)
!224 = !DILocation(line: 552, column: 14, scope: !214, inlinedAt: !225)
!225 = distinct !DILocation(line: 1809, column: 9, scope: !226, inlinedAt: !229)
!226 = !DILexicalBlockFile(scope: !227, file: !167, discriminator: 2)
!227 = distinct !DILexicalBlock(scope: !228, file: !167, line: 1801, column: 5)
!228 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECshHVfjohHwEg_39argkinds_kernels_roots_5c33a77aacb18f83", scope: !145, file: !167, line: 1800, type: !35, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!229 = distinct !DILocation(line: 49, column: 19, scope: !223, inlinedAt: !212)
!230 = !DILocation(line: 107, column: 14, scope: !162)
!231 = !DILocation(line: 108, column: 2, scope: !162)
