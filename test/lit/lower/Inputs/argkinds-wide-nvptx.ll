; The device code of test/e2e/argkinds for sm_90, cut down to
; argkinds_kernels::wide.
; Made by test/lit/make-inputs.py from test/e2e/argkinds/work/nvptx64-nvidia-cuda-sm_90/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alloc_0994f1e355f24b845e6bccde56b31fa1 = hidden unnamed_addr constant [29 x i8] c"test/e2e/argkinds/kernels.rs\00", align 1
@alloc_ea71d4e57f72af9770e185ad5576a896 = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0994f1e355f24b845e6bccde56b31fa1, [16 x i8] c"\1C\00\00\00\00\00\00\004\00\00\00\09\00\00\00" }>, align 8
@alloc_37faeba38c5dc5dd5c788b649c2e9bf7 = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0994f1e355f24b845e6bccde56b31fa1, [16 x i8] c"\1C\00\00\00\00\00\00\004\00\00\00$\00\00\00" }>, align 8
@alloc_999609cad9ab152d5c2fb6d2177e3fa2 = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0994f1e355f24b845e6bccde56b31fa1, [16 x i8] c"\1C\00\00\00\00\00\00\005\00\00\00\09\00\00\00" }>, align 8
@alloc_0923c5a4d726b5e5a8d33f5315c877e3 = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0994f1e355f24b845e6bccde56b31fa1, [16 x i8] c"\1C\00\00\00\00\00\00\005\00\00\00$\00\00\00" }>, align 8
@alloc_30541955a289219be0204b8d725b7204 = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0994f1e355f24b845e6bccde56b31fa1, [16 x i8] c"\1C\00\00\00\00\00\00\007\00\00\00\09\00\00\00" }>, align 8
@alloc_f33ef6a5428586c13236a2df4cd41be8 = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_0994f1e355f24b845e6bccde56b31fa1, [16 x i8] c"\1C\00\00\00\00\00\00\007\00\00\00$\00\00\00" }>, align 8

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_dim_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_x() unnamed_addr #0

; Function Attrs: cold convergent minsize noinline noreturn nounwind optsize
declare void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #1

; Function Attrs: convergent nounwind
define void @_RNvCs9l0Oc0FNe3J_16argkinds_kernels4wide(i128 noundef %a, i128 noundef %b, ptr noalias noundef readonly align 16 captures(none) dereferenceable(16) %c, ptr noalias noundef nonnull writeonly align 8 captures(none) %out.0, i64 noundef range(i64 0, 1152921504606846976) %out.1) unnamed_addr #0 !dbg !8 {
start:
  %_20 = tail call noundef i32 @__offload_block_idx_x() #2, !dbg !24
  %_19 = zext i32 %_20 to i64, !dbg !30
  %_22 = tail call noundef i32 @__offload_block_dim_x() #2, !dbg !33
  %_21 = zext i32 %_22 to i64, !dbg !35
  %_18 = mul nuw i64 %_21, %_19, !dbg !30
  %_24 = tail call noundef i32 @__offload_thread_idx_x() #2, !dbg !36
  %_23 = zext i32 %_24 to i64, !dbg !38
  %0 = or i64 %_18, %_23, !dbg !32
  %1 = icmp eq i64 %0, 0, !dbg !32
  br i1 %1, label %bb1, label %bb9, !dbg !32

bb1:                                              ; preds = %start
  %_8.not = icmp eq i64 %out.1, 0, !dbg !39
  br i1 %_8.not, label %panic, label %bb2, !dbg !39

bb2:                                              ; preds = %bb1
  %_6 = lshr i128 %a, 64, !dbg !40
  %2 = trunc nuw i128 %_6 to i64, !dbg !39
  store i64 %2, ptr %out.0, align 8, !dbg !39
  %_9.not = icmp eq i64 %out.1, 1, !dbg !41
  br i1 %_9.not, label %panic1, label %bb3, !dbg !41

panic:                                            ; preds = %bb1
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef 0, i64 noundef 0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ea71d4e57f72af9770e185ad5576a896) #3, !dbg !39
  unreachable, !dbg !39

bb3:                                              ; preds = %bb2
  %3 = getelementptr inbounds nuw i8, ptr %out.0, i64 8, !dbg !41
  %4 = trunc i128 %a to i64, !dbg !41
  store i64 %4, ptr %3, align 8, !dbg !41
  %_11 = icmp samesign ugt i64 %out.1, 2, !dbg !42
  br i1 %_11, label %bb4, label %panic2, !dbg !42

panic1:                                           ; preds = %bb2
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef 1, i64 noundef 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_37faeba38c5dc5dd5c788b649c2e9bf7) #3, !dbg !41
  unreachable, !dbg !41

bb4:                                              ; preds = %bb3
  %_10 = lshr i128 %b, 64, !dbg !43
  %5 = getelementptr inbounds nuw i8, ptr %out.0, i64 16, !dbg !42
  %6 = trunc nuw i128 %_10 to i64, !dbg !42
  store i64 %6, ptr %5, align 8, !dbg !42
  %_12.not = icmp eq i64 %out.1, 3, !dbg !44
  br i1 %_12.not, label %panic3, label %bb5, !dbg !44

panic2:                                           ; preds = %bb3
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef 2, i64 noundef 2, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_999609cad9ab152d5c2fb6d2177e3fa2) #3, !dbg !42
  unreachable, !dbg !42

bb5:                                              ; preds = %bb4
  %7 = getelementptr inbounds nuw i8, ptr %out.0, i64 24, !dbg !44
  %8 = trunc i128 %b to i64, !dbg !44
  store i64 %8, ptr %7, align 8, !dbg !44
  %rhs = load i128, ptr %c, align 16, !dbg !45, !noundef !29
  %s = add i128 %rhs, %a, !dbg !46
  %_16 = icmp samesign ugt i64 %out.1, 4, !dbg !53
  br i1 %_16, label %bb6, label %panic4, !dbg !53

panic3:                                           ; preds = %bb4
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef 3, i64 noundef 3, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_0923c5a4d726b5e5a8d33f5315c877e3) #3, !dbg !44
  unreachable, !dbg !44

bb6:                                              ; preds = %bb5
  %_15 = lshr i128 %s, 64, !dbg !55
  %9 = getelementptr inbounds nuw i8, ptr %out.0, i64 32, !dbg !53
  %10 = trunc nuw i128 %_15 to i64, !dbg !53
  store i64 %10, ptr %9, align 8, !dbg !53
  %_17.not = icmp eq i64 %out.1, 5, !dbg !56
  br i1 %_17.not, label %panic5, label %bb7, !dbg !56

panic4:                                           ; preds = %bb5
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef 4, i64 noundef 4, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_30541955a289219be0204b8d725b7204) #3, !dbg !53
  unreachable, !dbg !53

bb7:                                              ; preds = %bb6
  %11 = getelementptr inbounds nuw i8, ptr %out.0, i64 40, !dbg !56
  %12 = trunc i128 %s to i64, !dbg !56
  store i64 %12, ptr %11, align 8, !dbg !56
  br label %bb9, !dbg !57

panic5:                                           ; preds = %bb6
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef 5, i64 noundef 5, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f33ef6a5428586c13236a2df4cd41be8) #3, !dbg !56
  unreachable, !dbg !56

bb9:                                              ; preds = %bb7, %start
  ret void, !dbg !58
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_argkinds_kernels__wide(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !59 {
start:
  %tmp.sroa.0.0.copyload = load i128, ptr %s, align 1, !dbg !62
  %0 = getelementptr i8, ptr %s, i64 16, !dbg !73
  %tmp1.sroa.0.0.copyload = load i128, ptr %0, align 1, !dbg !85
  %1 = getelementptr i8, ptr %s, i64 32, !dbg !91
  %tmp2.sroa.0.0.copyload = load ptr, ptr %1, align 1, !dbg !97
  %2 = getelementptr i8, ptr %s, i64 40, !dbg !103
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %2, align 1, !dbg !110
  %3 = getelementptr i8, ptr %s, i64 48, !dbg !116
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %3, align 1, !dbg !121
  tail call void @_RNvCs9l0Oc0FNe3J_16argkinds_kernels4wide(i128 noundef %tmp.sroa.0.0.copyload, i128 noundef %tmp1.sroa.0.0.copyload, ptr noalias noundef readonly align 16 captures(address, read_provenance) dereferenceable(16) %tmp2.sroa.0.0.copyload, ptr noalias noundef nonnull align 8 %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i) #2, !dbg !127
  ret void, !dbg !128
}

attributes #0 = { convergent nounwind "target-cpu"="sm_90" }
attributes #1 = { cold convergent minsize noinline noreturn nounwind optsize "target-cpu"="sm_90" }
attributes #2 = { nounwind }
attributes #3 = { noinline noreturn nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1, !3}
!llvm.module.flags = !{!5, !6, !7}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "test/e2e/argkinds/kernels.rs/@/argkinds_kernels.6cc6b3c80a950329-cgu.0", directory: "/work/main")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "/work/main/build/test/e2e/argkinds/work/kernel_roots.rs/@/argkinds_kernels_offload_roots.a766a14e3803f035-cgu.0", directory: "/work/main")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "wide", linkageName: "_RNvCs9l0Oc0FNe3J_16argkinds_kernels4wide", scope: !10, file: !9, line: 50, type: !11, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!9 = !DIFile(filename: "test/e2e/argkinds/kernels.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "093f68014e7268f4e53a1f38ad3d0b0f")
!10 = !DINamespace(name: "argkinds_kernels", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !15, !16}
!13 = !DIBasicType(name: "u128", size: 128, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "i128", size: 128, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u128", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [u64]", file: !17, size: 128, align: 64, elements: !18, identifier: "75e4b4267ae329175f87d6f5f28c5d25")
!17 = !DIFile(filename: "<unknown>", directory: "")
!18 = !{!19, !22}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !16, file: !17, baseType: !20, size: 64, align: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64, align: 64, dwarfAddressSpace: 0)
!21 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !16, file: !17, baseType: !23, size: 64, align: 64, offset: 64)
!23 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!24 = !DILocation(line: 183, column: 24, scope: !25, inlinedAt: !30)
!25 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !27, file: !26, line: 181, type: !28, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!26 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!27 = !DINamespace(name: "offload", scope: null)
!28 = !DISubroutineType(types: !29)
!29 = !{}
!30 = !DILocation(line: 221, column: 5, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !27, file: !26, line: 220, type: !28, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!32 = !DILocation(line: 51, column: 8, scope: !8)
!33 = !DILocation(line: 183, column: 24, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !27, file: !26, line: 181, type: !28, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!35 = !DILocation(line: 221, column: 30, scope: !31, inlinedAt: !32)
!36 = !DILocation(line: 183, column: 24, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !27, file: !26, line: 181, type: !28, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!38 = !DILocation(line: 221, column: 55, scope: !31, inlinedAt: !32)
!39 = !DILocation(line: 52, column: 9, scope: !8)
!40 = !DILocation(line: 52, column: 18, scope: !8)
!41 = !DILocation(line: 52, column: 36, scope: !8)
!42 = !DILocation(line: 53, column: 9, scope: !8)
!43 = !DILocation(line: 53, column: 18, scope: !8)
!44 = !DILocation(line: 53, column: 36, scope: !8)
!45 = !DILocation(line: 54, column: 32, scope: !8)
!46 = !DILocation(line: 2511, column: 13, scope: !47, inlinedAt: !52)
!47 = distinct !DISubprogram(name: "wrapping_add", linkageName: "_RNvMs8_NtCsduWobj5wX1U_4core3numo12wrapping_add", scope: !49, file: !48, line: 2510, type: !28, scopeLine: 2510, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!48 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "5fc7d5e74eb0c3c3b6eb5c642b7e095f")
!49 = !DINamespace(name: "{impl#10}", scope: !50)
!50 = !DINamespace(name: "num", scope: !51)
!51 = !DINamespace(name: "core", scope: null)
!52 = !DILocation(line: 54, column: 19, scope: !8)
!53 = !DILocation(line: 55, column: 9, scope: !54)
!54 = distinct !DILexicalBlock(scope: !8, file: !9, line: 54, column: 9)
!55 = !DILocation(line: 55, column: 18, scope: !54)
!56 = !DILocation(line: 55, column: 36, scope: !54)
!57 = !DILocation(line: 51, column: 5, scope: !8)
!58 = !DILocation(line: 57, column: 2, scope: !8)
!59 = distinct !DISubprogram(name: "__offload_unpack_argkinds_kernels__wide", scope: !61, file: !60, line: 84, type: !28, scopeLine: 84, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!60 = !DIFile(filename: "build/test/e2e/argkinds/work/kernel_roots.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8f7b82f7274cb60d08727e1fbb8588a0")
!61 = !DINamespace(name: "argkinds_kernels_offload_roots", scope: null)
!62 = !DILocation(line: 552, column: 14, scope: !63, inlinedAt: !66)
!63 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 531, type: !28, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!64 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!65 = !DINamespace(name: "ptr", scope: !51)
!66 = !DILocation(line: 1809, column: 9, scope: !67, inlinedAt: !69)
!67 = distinct !DILexicalBlock(scope: !68, file: !64, line: 1801, column: 5)
!68 = distinct !DISubprogram(name: "read_unaligned<u128>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedoECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 1800, type: !28, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!69 = !DILocation(line: 451, column: 18, scope: !70, inlinedAt: !72)
!70 = distinct !DISubprogram(name: "value<u128>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valueoECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !71, file: !26, line: 450, type: !28, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!71 = !DINamespace(name: "__unpack", scope: !27)
!72 = !DILocation(line: 86, column: 39, scope: !59)
!73 = !DILocation(line: 468, column: 18, scope: !74, inlinedAt: !78)
!74 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !76, file: !75, line: 463, type: !28, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!75 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!76 = !DINamespace(name: "{impl#0}", scope: !77)
!77 = !DINamespace(name: "const_ptr", scope: !65)
!78 = !DILocation(line: 1057, column: 14, scope: !79, inlinedAt: !81)
!79 = !DILexicalBlockFile(scope: !80, file: !75, discriminator: 2)
!80 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !76, file: !75, line: 1053, type: !28, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!81 = !DILocation(line: 451, column: 39, scope: !82, inlinedAt: !84)
!82 = !DILexicalBlockFile(scope: !83, file: !26, discriminator: 2)
!83 = distinct !DISubprogram(name: "value<i128>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuenECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !71, file: !26, line: 450, type: !28, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!84 = !DILocation(line: 86, column: 55, scope: !59)
!85 = !DILocation(line: 552, column: 14, scope: !63, inlinedAt: !86)
!86 = !DILocation(line: 1809, column: 9, scope: !87, inlinedAt: !90)
!87 = !DILexicalBlockFile(scope: !88, file: !64, discriminator: 2)
!88 = distinct !DILexicalBlock(scope: !89, file: !64, line: 1801, column: 5)
!89 = distinct !DISubprogram(name: "read_unaligned<i128>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignednECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 1800, type: !28, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!90 = !DILocation(line: 451, column: 18, scope: !82, inlinedAt: !84)
!91 = !DILocation(line: 468, column: 18, scope: !74, inlinedAt: !92)
!92 = !DILocation(line: 1057, column: 14, scope: !93, inlinedAt: !94)
!93 = !DILexicalBlockFile(scope: !80, file: !75, discriminator: 4)
!94 = !DILocation(line: 458, column: 41, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "reference<u128>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9referenceoECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !71, file: !26, line: 457, type: !28, scopeLine: 457, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!96 = !DILocation(line: 86, column: 71, scope: !59)
!97 = !DILocation(line: 552, column: 14, scope: !63, inlinedAt: !98)
!98 = !DILocation(line: 1809, column: 9, scope: !99, inlinedAt: !102)
!99 = !DILexicalBlockFile(scope: !100, file: !64, discriminator: 4)
!100 = distinct !DILexicalBlock(scope: !101, file: !64, line: 1801, column: 5)
!101 = distinct !DISubprogram(name: "read_unaligned<*const u128>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPoECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 1800, type: !28, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!102 = !DILocation(line: 458, column: 20, scope: !95, inlinedAt: !96)
!103 = !DILocation(line: 468, column: 18, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !76, file: !75, line: 463, type: !28, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!105 = distinct !DILocation(line: 1057, column: 14, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !76, file: !75, line: 1053, type: !28, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!107 = distinct !DILocation(line: 484, column: 45, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "slice_mut<&mut [u64]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9slice_mutQSyECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !71, file: !26, line: 479, type: !28, scopeLine: 479, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!109 = distinct !DILocation(line: 86, column: 91, scope: !59)
!110 = !DILocation(line: 552, column: 14, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 531, type: !28, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!112 = distinct !DILocation(line: 1809, column: 9, scope: !113, inlinedAt: !115)
!113 = distinct !DILexicalBlock(scope: !114, file: !64, line: 1801, column: 5)
!114 = distinct !DISubprogram(name: "read_unaligned<*mut u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedOyECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 1800, type: !28, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!115 = distinct !DILocation(line: 484, column: 24, scope: !108, inlinedAt: !109)
!116 = !DILocation(line: 468, column: 18, scope: !104, inlinedAt: !117)
!117 = distinct !DILocation(line: 1057, column: 14, scope: !118, inlinedAt: !119)
!118 = !DILexicalBlockFile(scope: !106, file: !75, discriminator: 2)
!119 = distinct !DILocation(line: 485, column: 44, scope: !120, inlinedAt: !109)
!120 = distinct !DILexicalBlock(scope: !108, file: !26, line: 484, column: 13)
!121 = !DILocation(line: 552, column: 14, scope: !111, inlinedAt: !122)
!122 = distinct !DILocation(line: 1809, column: 9, scope: !123, inlinedAt: !126)
!123 = !DILexicalBlockFile(scope: !124, file: !64, discriminator: 2)
!124 = distinct !DILexicalBlock(scope: !125, file: !64, line: 1801, column: 5)
!125 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECsen4p8J9A1N1_30argkinds_kernels_offload_roots", scope: !65, file: !64, line: 1800, type: !28, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!126 = distinct !DILocation(line: 485, column: 23, scope: !120, inlinedAt: !109)
!127 = !DILocation(line: 86, column: 14, scope: !59)
!128 = !DILocation(line: 87, column: 2, scope: !59)
