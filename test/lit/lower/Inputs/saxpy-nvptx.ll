; The device code of examples/saxpy for sm_90: the kernels crate and its
; device roots, linked.
; Made by test/lit/make-inputs.py from examples/saxpy/work/nvptx64-nvidia-cuda-sm_90/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alloc_5a5c0fc29af5c7899a408d8d081ab3af = hidden unnamed_addr constant [26 x i8] c"examples/saxpy/kernels.rs\00", align 1
@alloc_1b6c576cdf6f3b38f4bd9b6b9994fe4f = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5a5c0fc29af5c7899a408d8d081ab3af, [16 x i8] c"\19\00\00\00\00\00\00\00\0C\00\00\00\14\00\00\00" }>, align 8

; Function Attrs: convergent nounwind
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %a, ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noalias noundef nonnull align 4 captures(none) %y.0, i64 noundef range(i64 0, 2305843009213693952) %y.1) unnamed_addr #0 !dbg !8 {
start:
  %_14 = tail call noundef i32 @__offload_block_idx_x() #2, !dbg !25
  %_13 = zext i32 %_14 to i64, !dbg !31
  %_16 = tail call noundef i32 @__offload_block_dim_x() #2, !dbg !34
  %_15 = zext i32 %_16 to i64, !dbg !36
  %_12 = mul nuw i64 %_15, %_13, !dbg !31
  %_18 = tail call noundef i32 @__offload_thread_idx_x() #2, !dbg !37
  %_17 = zext i32 %_18 to i64, !dbg !39
  %i = add nuw i64 %_12, %_17, !dbg !31
  %_5 = icmp ult i64 %i, %y.1, !dbg !40
  br i1 %_5, label %bb1, label %bb3, !dbg !40

bb3:                                              ; preds = %bb2, %start
  ret void, !dbg !42

bb1:                                              ; preds = %start
  %_10 = icmp samesign ult i64 %i, %x.1, !dbg !43
  br i1 %_10, label %bb2, label %panic, !dbg !43

bb2:                                              ; preds = %bb1
  %0 = getelementptr inbounds nuw float, ptr %x.0, i64 %i, !dbg !43
  %_8 = load float, ptr %0, align 4, !dbg !43, !noundef !30
  %_7 = fmul float %a, %_8, !dbg !44
  %1 = getelementptr inbounds nuw float, ptr %y.0, i64 %i, !dbg !45
  %_11 = load float, ptr %1, align 4, !dbg !45, !noundef !30
  %2 = fadd float %_7, %_11, !dbg !46
  store float %2, ptr %1, align 4, !dbg !46
  br label %bb3, !dbg !47

panic:                                            ; preds = %bb1
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_1b6c576cdf6f3b38f4bd9b6b9994fe4f) #3, !dbg !43
  unreachable, !dbg !43
}

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_dim_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_x() unnamed_addr #0

; Function Attrs: cold convergent minsize noinline noreturn nounwind optsize
declare void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #1

; Function Attrs: convergent nounwind
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(none) dereferenceable(2048) %w, double noundef %scale, i16 noundef %tag, ptr noalias noundef align 8 captures(none) dereferenceable(32) %out) unnamed_addr #0 !dbg !48 {
start:
  %_18 = tail call noundef i32 @__offload_block_idx_x() #2, !dbg !65
  %_17 = zext i32 %_18 to i64, !dbg !67
  %_20 = tail call noundef i32 @__offload_block_dim_x() #2, !dbg !70
  %_19 = zext i32 %_20 to i64, !dbg !72
  %_16 = mul nuw i64 %_19, %_17, !dbg !67
  %_22 = tail call noundef i32 @__offload_thread_idx_x() #2, !dbg !73
  %_21 = zext i32 %_22 to i64, !dbg !75
  %0 = or i64 %_16, %_21, !dbg !69
  %1 = icmp eq i64 %0, 0, !dbg !69
  br i1 %1, label %bb12, label %bb7, !dbg !69

bb12:                                             ; preds = %bb12, %start
  %sum.sroa.0.06 = phi double [ %16, %bb12 ], [ 0.000000e+00, %start ]
  %max.sroa.0.05 = phi double [ %max.sroa.0.1.7, %bb12 ], [ 0xFFF0000000000000, %start ]
  %iter.sroa.0.0.idx4 = phi i64 [ %iter.sroa.0.0.add.7, %bb12 ], [ 0, %start ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %_42 = load double, ptr %iter.sroa.0.0.ptr, align 8, !dbg !96, !noundef !30
  %s = fmul double %scale, %_42, !dbg !104
  %2 = fadd double %sum.sroa.0.06, %s, !dbg !109
  %_14 = fcmp ogt double %s, %max.sroa.0.05, !dbg !111
  %max.sroa.0.1 = select i1 %_14, double %s, double %max.sroa.0.05, !dbg !111
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !76
  %_42.1 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !dbg !96, !noundef !30
  %s.1 = fmul double %scale, %_42.1, !dbg !104
  %4 = fadd double %2, %s.1, !dbg !109
  %_14.1 = fcmp ogt double %s.1, %max.sroa.0.1, !dbg !111
  %max.sroa.0.1.1 = select i1 %_14.1, double %s.1, double %max.sroa.0.1, !dbg !111
  %5 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.2 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !76
  %_42.2 = load double, ptr %iter.sroa.0.0.ptr.2, align 8, !dbg !96, !noundef !30
  %s.2 = fmul double %scale, %_42.2, !dbg !104
  %6 = fadd double %4, %s.2, !dbg !109
  %_14.2 = fcmp ogt double %s.2, %max.sroa.0.1.1, !dbg !111
  %max.sroa.0.1.2 = select i1 %_14.2, double %s.2, double %max.sroa.0.1.1, !dbg !111
  %7 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.3 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !76
  %_42.3 = load double, ptr %iter.sroa.0.0.ptr.3, align 8, !dbg !96, !noundef !30
  %s.3 = fmul double %scale, %_42.3, !dbg !104
  %8 = fadd double %6, %s.3, !dbg !109
  %_14.3 = fcmp ogt double %s.3, %max.sroa.0.1.2, !dbg !111
  %max.sroa.0.1.3 = select i1 %_14.3, double %s.3, double %max.sroa.0.1.2, !dbg !111
  %9 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.4 = getelementptr inbounds nuw i8, ptr %9, i64 32, !dbg !76
  %_42.4 = load double, ptr %iter.sroa.0.0.ptr.4, align 8, !dbg !96, !noundef !30
  %s.4 = fmul double %scale, %_42.4, !dbg !104
  %10 = fadd double %8, %s.4, !dbg !109
  %_14.4 = fcmp ogt double %s.4, %max.sroa.0.1.3, !dbg !111
  %max.sroa.0.1.4 = select i1 %_14.4, double %s.4, double %max.sroa.0.1.3, !dbg !111
  %11 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.5 = getelementptr inbounds nuw i8, ptr %11, i64 40, !dbg !76
  %_42.5 = load double, ptr %iter.sroa.0.0.ptr.5, align 8, !dbg !96, !noundef !30
  %s.5 = fmul double %scale, %_42.5, !dbg !104
  %12 = fadd double %10, %s.5, !dbg !109
  %_14.5 = fcmp ogt double %s.5, %max.sroa.0.1.4, !dbg !111
  %max.sroa.0.1.5 = select i1 %_14.5, double %s.5, double %max.sroa.0.1.4, !dbg !111
  %13 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.6 = getelementptr inbounds nuw i8, ptr %13, i64 48, !dbg !76
  %_42.6 = load double, ptr %iter.sroa.0.0.ptr.6, align 8, !dbg !96, !noundef !30
  %s.6 = fmul double %scale, %_42.6, !dbg !104
  %14 = fadd double %12, %s.6, !dbg !109
  %_14.6 = fcmp ogt double %s.6, %max.sroa.0.1.5, !dbg !111
  %max.sroa.0.1.6 = select i1 %_14.6, double %s.6, double %max.sroa.0.1.5, !dbg !111
  %15 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !76
  %iter.sroa.0.0.ptr.7 = getelementptr inbounds nuw i8, ptr %15, i64 56, !dbg !76
  %iter.sroa.0.0.add.7 = add nuw nsw i64 %iter.sroa.0.0.idx4, 64, !dbg !112
  %_42.7 = load double, ptr %iter.sroa.0.0.ptr.7, align 8, !dbg !96, !noundef !30
  %s.7 = fmul double %scale, %_42.7, !dbg !104
  %16 = fadd double %14, %s.7, !dbg !109
  %_14.7 = fcmp ogt double %s.7, %max.sroa.0.1.6, !dbg !111
  %max.sroa.0.1.7 = select i1 %_14.7, double %s.7, double %max.sroa.0.1.6, !dbg !111
  %_34.7 = icmp eq i64 %iter.sroa.0.0.add.7, 2048, !dbg !76
  br i1 %_34.7, label %bb11, label %bb12, !dbg !83

bb11:                                             ; preds = %bb12
  store double %16, ptr %out, align 8, !dbg !120
  %17 = getelementptr inbounds nuw i8, ptr %out, i64 16, !dbg !121
  store double %max.sroa.0.1.7, ptr %17, align 8, !dbg !121
  %18 = getelementptr inbounds nuw i8, ptr %out, i64 8, !dbg !122
  %19 = load i32, ptr %18, align 8, !dbg !122, !noundef !30
  %20 = add i32 %19, 256, !dbg !122
  store i32 %20, ptr %18, align 8, !dbg !122
  %21 = getelementptr inbounds nuw i8, ptr %out, i64 24, !dbg !123
  store i16 %tag, ptr %21, align 8, !dbg !123
  br label %bb7, !dbg !124

bb7:                                              ; preds = %bb11, %start
  ret void, !dbg !124
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_saxpy_kernels__saxpy(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !125 {
start:
  %tmp.sroa.0.0.copyload = load float, ptr %s, align 1, !dbg !128
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !138
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %0, align 1, !dbg !148
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !154
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %1, align 1, !dbg !159
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !165
  %tmp.sroa.0.0.copyload.i1 = load ptr, ptr %2, align 1, !dbg !172
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !178
  %tmp1.sroa.0.0.copyload.i2 = load i64, ptr %3, align 1, !dbg !183
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %tmp.sroa.0.0.copyload, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i, ptr noalias noundef nonnull align 4 %tmp.sroa.0.0.copyload.i1, i64 noundef %tmp1.sroa.0.0.copyload.i2) #2, !dbg !189
  ret void, !dbg !190
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_saxpy_kernels__summarize(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !191 {
start:
  %tmp.sroa.0.0.copyload = load ptr, ptr %s, align 1, !dbg !192
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !200
  %tmp1.sroa.0.0.copyload = load double, ptr %0, align 1, !dbg !208
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !214
  %tmp2.sroa.0.0.copyload = load i16, ptr %1, align 1, !dbg !221
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !227
  %tmp3.sroa.0.0.copyload = load ptr, ptr %2, align 1, !dbg !233
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(2048) %tmp.sroa.0.0.copyload, double noundef %tmp1.sroa.0.0.copyload, i16 noundef %tmp2.sroa.0.0.copyload, ptr noalias noundef align 8 dereferenceable(32) %tmp3.sroa.0.0.copyload) #2, !dbg !239
  ret void, !dbg !240
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
!2 = !DIFile(filename: "examples/saxpy/kernels.rs/@/saxpy_kernels.34a041db84895837-cgu.0", directory: "/work/main")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "/work/main/build-h2/examples/saxpy/work/kernel_roots.rs/@/saxpy_kernels_offload_roots.535661665315805f-cgu.0", directory: "/work/main")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "saxpy", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy", scope: !10, file: !9, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!9 = !DIFile(filename: "examples/saxpy/kernels.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8f2c8be49f0ac4b1e1b4d7e369bc230a")
!10 = !DINamespace(name: "saxpy_kernels", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !14, !21}
!13 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", file: !15, size: 128, align: 64, elements: !16, identifier: "e7193ce1890c77a4ff44c72207b247fe")
!15 = !DIFile(filename: "<unknown>", directory: "")
!16 = !{!17, !19}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !14, file: !15, baseType: !18, size: 64, align: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !14, file: !15, baseType: !20, size: 64, align: 64, offset: 64)
!20 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f32]", file: !15, size: 128, align: 64, elements: !22, identifier: "4ca30dc6b3c977147230c38c620ec7c1")
!22 = !{!23, !24}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !15, baseType: !18, size: 64, align: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !15, baseType: !20, size: 64, align: 64, offset: 64)
!25 = !DILocation(line: 162, column: 24, scope: !26, inlinedAt: !31)
!26 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !28, file: !27, line: 160, type: !29, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!27 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "51dbe2a34a1eef85b5ef8f0f0baec733")
!28 = !DINamespace(name: "offload", scope: null)
!29 = !DISubroutineType(types: !30)
!30 = !{}
!31 = !DILocation(line: 200, column: 5, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !28, file: !27, line: 199, type: !29, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!33 = !DILocation(line: 10, column: 13, scope: !8)
!34 = !DILocation(line: 162, column: 24, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !28, file: !27, line: 160, type: !29, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!36 = !DILocation(line: 200, column: 30, scope: !32, inlinedAt: !33)
!37 = !DILocation(line: 162, column: 24, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !28, file: !27, line: 160, type: !29, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!39 = !DILocation(line: 200, column: 55, scope: !32, inlinedAt: !33)
!40 = !DILocation(line: 11, column: 8, scope: !41)
!41 = distinct !DILexicalBlock(scope: !8, file: !9, line: 10, column: 5)
!42 = !DILocation(line: 14, column: 2, scope: !8)
!43 = !DILocation(line: 12, column: 20, scope: !41)
!44 = !DILocation(line: 12, column: 16, scope: !41)
!45 = !DILocation(line: 12, column: 27, scope: !41)
!46 = !DILocation(line: 12, column: 9, scope: !41)
!47 = !DILocation(line: 11, column: 5, scope: !41)
!48 = distinct !DISubprogram(name: "summarize", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize", scope: !10, file: !9, line: 33, type: !49, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !53, !56, !57}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !52, size: 64, align: 64, dwarfAddressSpace: 0)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 16384, align: 64, elements: !54)
!53 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!54 = !{!55}
!55 = !DISubrange(count: 256, lowerBound: 0)
!56 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut saxpy_kernels::Stats", baseType: !58, size: 64, align: 64, dwarfAddressSpace: 0)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !10, file: !15, size: 256, align: 64, flags: DIFlagPublic, elements: !59, identifier: "4e8a9e5db832831f312ae5e71ec296a2")
!59 = !{!60, !61, !63, !64}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !58, file: !15, baseType: !53, size: 64, align: 64, flags: DIFlagPublic)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !58, file: !15, baseType: !62, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!62 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !58, file: !15, baseType: !53, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !58, file: !15, baseType: !56, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!65 = !DILocation(line: 162, column: 24, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !28, file: !27, line: 160, type: !29, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!67 = !DILocation(line: 200, column: 5, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !28, file: !27, line: 199, type: !29, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!69 = !DILocation(line: 34, column: 8, scope: !48)
!70 = !DILocation(line: 162, column: 24, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !28, file: !27, line: 160, type: !29, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!72 = !DILocation(line: 200, column: 30, scope: !68, inlinedAt: !69)
!73 = !DILocation(line: 162, column: 24, scope: !74, inlinedAt: !75)
!74 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !28, file: !27, line: 160, type: !29, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!75 = !DILocation(line: 200, column: 55, scope: !68, inlinedAt: !69)
!76 = !DILocation(line: 1717, column: 9, scope: !77, inlinedAt: !83)
!77 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_RNvXsd_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldENtNtB9_3cmp9PartialEq2eqCs4w7S95IAcjH_13saxpy_kernels", scope: !79, file: !78, line: 1716, type: !29, scopeLine: 1716, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!78 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!79 = !DINamespace(name: "{impl#15}", scope: !80)
!80 = !DINamespace(name: "non_null", scope: !81)
!81 = !DINamespace(name: "ptr", scope: !82)
!82 = !DINamespace(name: "core", scope: null)
!83 = !DILocation(line: 180, column: 28, scope: !84, inlinedAt: !91)
!84 = distinct !DILexicalBlock(scope: !86, file: !85, line: 162, column: 17)
!85 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/iter/macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!86 = distinct !DILexicalBlock(scope: !87, file: !85, line: 161, column: 17)
!87 = distinct !DISubprogram(name: "next<f64>", linkageName: "_RNvXs2J_NtNtCsduWobj5wX1U_4core5slice4iterINtB6_4IterdENtNtNtNtBa_4iter6traits8iterator8Iterator4nextCs4w7S95IAcjH_13saxpy_kernels", scope: !88, file: !85, line: 157, type: !29, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!88 = !DINamespace(name: "{impl#171}", scope: !89)
!89 = !DINamespace(name: "iter", scope: !90)
!90 = !DINamespace(name: "slice", scope: !82)
!91 = !DILocation(line: 39, column: 14, scope: !92)
!92 = !DILexicalBlockFile(scope: !93, file: !9, discriminator: 2)
!93 = distinct !DILexicalBlock(scope: !94, file: !9, line: 39, column: 5)
!94 = distinct !DILexicalBlock(scope: !95, file: !9, line: 38, column: 5)
!95 = distinct !DILexicalBlock(scope: !48, file: !9, line: 37, column: 5)
!96 = !DILocation(line: 28, column: 31, scope: !97, inlinedAt: !102)
!97 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Y_NtNtCsduWobj5wX1U_4core3ops5arithRdINtB6_3MuldE3mul", scope: !99, file: !98, line: 27, type: !29, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!98 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/internal_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!99 = !DINamespace(name: "{impl#186}", scope: !100)
!100 = !DINamespace(name: "arith", scope: !101)
!101 = !DINamespace(name: "ops", scope: !82)
!102 = !DILocation(line: 40, column: 17, scope: !103)
!103 = distinct !DILexicalBlock(scope: !93, file: !9, line: 39, column: 5)
!104 = !DILocation(line: 350, column: 45, scope: !105, inlinedAt: !108)
!105 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsduWobj5wX1U_4core3ops5arithdNtB6_3Mul3mul", scope: !107, file: !106, line: 350, type: !29, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!106 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ops/arith.rs", directory: "", checksumkind: CSK_MD5, checksum: "e47733c3b66376c892662297e1e5370d")
!107 = !DINamespace(name: "{impl#142}", scope: !100)
!108 = !DILocation(line: 28, column: 17, scope: !97, inlinedAt: !102)
!109 = !DILocation(line: 41, column: 9, scope: !110)
!110 = distinct !DILexicalBlock(scope: !103, file: !9, line: 40, column: 9)
!111 = !DILocation(line: 42, column: 12, scope: !110)
!112 = !DILocation(line: 659, column: 28, scope: !113, inlinedAt: !119)
!113 = distinct !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !114, file: !78, line: 651, type: !29, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !118)
!114 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !80, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !115, identifier: "247aaedccfc4e9e6664eec256e69dd2e")
!115 = !{!116}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !114, file: !15, baseType: !117, size: 64, align: 64, flags: DIFlagPrivate)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!118 = !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !114, file: !78, line: 651, type: !29, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!119 = !DILocation(line: 185, column: 40, scope: !84, inlinedAt: !91)
!120 = !DILocation(line: 46, column: 5, scope: !94)
!121 = !DILocation(line: 47, column: 5, scope: !94)
!122 = !DILocation(line: 48, column: 5, scope: !94)
!123 = !DILocation(line: 49, column: 5, scope: !94)
!124 = !DILocation(line: 50, column: 2, scope: !48)
!125 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__saxpy", scope: !127, file: !126, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!126 = !DIFile(filename: "build-h2/examples/saxpy/work/kernel_roots.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "fc771caade0545d34875ce8d559817db")
!127 = !DINamespace(name: "saxpy_kernels_offload_roots", scope: null)
!128 = !DILocation(line: 552, column: 14, scope: !129, inlinedAt: !131)
!129 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 531, type: !29, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!130 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!131 = !DILocation(line: 1809, column: 9, scope: !132, inlinedAt: !134)
!132 = distinct !DILexicalBlock(scope: !133, file: !130, line: 1801, column: 5)
!133 = distinct !DISubprogram(name: "read_unaligned<f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!134 = !DILocation(line: 430, column: 18, scope: !135, inlinedAt: !137)
!135 = distinct !DISubprogram(name: "value<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 429, type: !29, scopeLine: 429, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!136 = !DINamespace(name: "__unpack", scope: !28)
!137 = !DILocation(line: 16, column: 37, scope: !125)
!138 = !DILocation(line: 468, column: 18, scope: !139, inlinedAt: !143)
!139 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !141, file: !140, line: 463, type: !29, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!140 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!141 = !DINamespace(name: "{impl#0}", scope: !142)
!142 = !DINamespace(name: "const_ptr", scope: !81)
!143 = distinct !DILocation(line: 1057, column: 14, scope: !144, inlinedAt: !145)
!144 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !141, file: !140, line: 1053, type: !29, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!145 = distinct !DILocation(line: 450, column: 45, scope: !146, inlinedAt: !147)
!146 = distinct !DISubprogram(name: "slice<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5slicefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 448, type: !29, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!147 = distinct !DILocation(line: 16, column: 53, scope: !125)
!148 = !DILocation(line: 552, column: 14, scope: !149, inlinedAt: !150)
!149 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 531, type: !29, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!150 = distinct !DILocation(line: 1809, column: 9, scope: !151, inlinedAt: !153)
!151 = distinct !DILexicalBlock(scope: !152, file: !130, line: 1801, column: 5)
!152 = distinct !DISubprogram(name: "read_unaligned<*const f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!153 = distinct !DILocation(line: 450, column: 24, scope: !146, inlinedAt: !147)
!154 = !DILocation(line: 468, column: 18, scope: !139, inlinedAt: !155)
!155 = distinct !DILocation(line: 1057, column: 14, scope: !156, inlinedAt: !157)
!156 = !DILexicalBlockFile(scope: !144, file: !140, discriminator: 2)
!157 = distinct !DILocation(line: 451, column: 44, scope: !158, inlinedAt: !147)
!158 = distinct !DILexicalBlock(scope: !146, file: !27, line: 450, column: 13)
!159 = !DILocation(line: 552, column: 14, scope: !149, inlinedAt: !160)
!160 = distinct !DILocation(line: 1809, column: 9, scope: !161, inlinedAt: !164)
!161 = !DILexicalBlockFile(scope: !162, file: !130, discriminator: 2)
!162 = distinct !DILexicalBlock(scope: !163, file: !130, line: 1801, column: 5)
!163 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!164 = distinct !DILocation(line: 451, column: 23, scope: !158, inlinedAt: !147)
!165 = !DILocation(line: 468, column: 18, scope: !166, inlinedAt: !167)
!166 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !141, file: !140, line: 463, type: !29, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!167 = distinct !DILocation(line: 1057, column: 14, scope: !168, inlinedAt: !169)
!168 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !141, file: !140, line: 1053, type: !29, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!169 = distinct !DILocation(line: 463, column: 45, scope: !170, inlinedAt: !171)
!170 = distinct !DISubprogram(name: "slice_mut<&mut [f32]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9slice_mutQSfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 458, type: !29, scopeLine: 458, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!171 = distinct !DILocation(line: 16, column: 69, scope: !125)
!172 = !DILocation(line: 552, column: 14, scope: !173, inlinedAt: !174)
!173 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 531, type: !29, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!174 = distinct !DILocation(line: 1809, column: 9, scope: !175, inlinedAt: !177)
!175 = distinct !DILexicalBlock(scope: !176, file: !130, line: 1801, column: 5)
!176 = distinct !DISubprogram(name: "read_unaligned<*mut f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedOfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!177 = distinct !DILocation(line: 463, column: 24, scope: !170, inlinedAt: !171)
!178 = !DILocation(line: 468, column: 18, scope: !166, inlinedAt: !179)
!179 = distinct !DILocation(line: 1057, column: 14, scope: !180, inlinedAt: !181)
!180 = !DILexicalBlockFile(scope: !168, file: !140, discriminator: 2)
!181 = distinct !DILocation(line: 464, column: 44, scope: !182, inlinedAt: !171)
!182 = distinct !DILexicalBlock(scope: !170, file: !27, line: 463, column: 13)
!183 = !DILocation(line: 552, column: 14, scope: !173, inlinedAt: !184)
!184 = distinct !DILocation(line: 1809, column: 9, scope: !185, inlinedAt: !188)
!185 = !DILexicalBlockFile(scope: !186, file: !130, discriminator: 2)
!186 = distinct !DILexicalBlock(scope: !187, file: !130, line: 1801, column: 5)
!187 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!188 = distinct !DILocation(line: 464, column: 23, scope: !182, inlinedAt: !171)
!189 = !DILocation(line: 16, column: 14, scope: !125)
!190 = !DILocation(line: 17, column: 2, scope: !125)
!191 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__summarize", scope: !127, file: !126, line: 21, type: !29, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!192 = !DILocation(line: 552, column: 14, scope: !193, inlinedAt: !194)
!193 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 531, type: !29, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!194 = !DILocation(line: 1809, column: 9, scope: !195, inlinedAt: !197)
!195 = distinct !DILexicalBlock(scope: !196, file: !130, line: 1801, column: 5)
!196 = distinct !DISubprogram(name: "read_unaligned<*const [f64; 256]>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!197 = !DILocation(line: 437, column: 20, scope: !198, inlinedAt: !199)
!198 = distinct !DISubprogram(name: "reference<[f64; 256]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9referenceAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 436, type: !29, scopeLine: 436, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!199 = !DILocation(line: 23, column: 41, scope: !191)
!200 = !DILocation(line: 468, column: 18, scope: !201, inlinedAt: !202)
!201 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !141, file: !140, line: 463, type: !29, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!202 = !DILocation(line: 1057, column: 14, scope: !203, inlinedAt: !205)
!203 = !DILexicalBlockFile(scope: !204, file: !140, discriminator: 2)
!204 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !141, file: !140, line: 1053, type: !29, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!205 = !DILocation(line: 430, column: 39, scope: !206, inlinedAt: !207)
!206 = distinct !DISubprogram(name: "value<f64>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuedECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 429, type: !29, scopeLine: 429, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!207 = !DILocation(line: 23, column: 61, scope: !191)
!208 = !DILocation(line: 552, column: 14, scope: !193, inlinedAt: !209)
!209 = !DILocation(line: 1809, column: 9, scope: !210, inlinedAt: !213)
!210 = !DILexicalBlockFile(scope: !211, file: !130, discriminator: 2)
!211 = distinct !DILexicalBlock(scope: !212, file: !130, line: 1801, column: 5)
!212 = distinct !DISubprogram(name: "read_unaligned<f64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unaligneddECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!213 = !DILocation(line: 430, column: 18, scope: !206, inlinedAt: !207)
!214 = !DILocation(line: 468, column: 18, scope: !201, inlinedAt: !215)
!215 = !DILocation(line: 1057, column: 14, scope: !216, inlinedAt: !217)
!216 = !DILexicalBlockFile(scope: !204, file: !140, discriminator: 4)
!217 = !DILocation(line: 430, column: 39, scope: !218, inlinedAt: !220)
!218 = !DILexicalBlockFile(scope: !219, file: !27, discriminator: 2)
!219 = distinct !DISubprogram(name: "value<u16>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuetECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 429, type: !29, scopeLine: 429, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!220 = !DILocation(line: 23, column: 77, scope: !191)
!221 = !DILocation(line: 552, column: 14, scope: !193, inlinedAt: !222)
!222 = !DILocation(line: 1809, column: 9, scope: !223, inlinedAt: !226)
!223 = !DILexicalBlockFile(scope: !224, file: !130, discriminator: 4)
!224 = distinct !DILexicalBlock(scope: !225, file: !130, line: 1801, column: 5)
!225 = distinct !DISubprogram(name: "read_unaligned<u16>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedtECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!226 = !DILocation(line: 430, column: 18, scope: !218, inlinedAt: !220)
!227 = !DILocation(line: 468, column: 18, scope: !201, inlinedAt: !228)
!228 = !DILocation(line: 1057, column: 14, scope: !229, inlinedAt: !230)
!229 = !DILexicalBlockFile(scope: !204, file: !140, discriminator: 6)
!230 = !DILocation(line: 443, column: 45, scope: !231, inlinedAt: !232)
!231 = distinct !DISubprogram(name: "reference_mut<saxpy_kernels::Stats>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack13reference_mutNtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !136, file: !27, line: 442, type: !29, scopeLine: 442, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!232 = !DILocation(line: 23, column: 93, scope: !191)
!233 = !DILocation(line: 552, column: 14, scope: !193, inlinedAt: !234)
!234 = !DILocation(line: 1809, column: 9, scope: !235, inlinedAt: !238)
!235 = !DILexicalBlockFile(scope: !236, file: !130, discriminator: 6)
!236 = distinct !DILexicalBlock(scope: !237, file: !130, line: 1801, column: 5)
!237 = distinct !DISubprogram(name: "read_unaligned<*mut saxpy_kernels::Stats>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedONtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !81, file: !130, line: 1800, type: !29, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!238 = !DILocation(line: 443, column: 24, scope: !231, inlinedAt: !232)
!239 = !DILocation(line: 23, column: 14, scope: !191)
!240 = !DILocation(line: 24, column: 2, scope: !191)
