; The device code of examples/saxpy for x86-64: the kernels crate and its
; device roots, linked.
; Made by test/lit/make-inputs.py from examples/saxpy/work/x86_64-unknown-linux-gnu-x86-64/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5a5c0fc29af5c7899a408d8d081ab3af = hidden unnamed_addr constant [26 x i8] c"examples/saxpy/kernels.rs\00", align 1
@alloc_1b6c576cdf6f3b38f4bd9b6b9994fe4f = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5a5c0fc29af5c7899a408d8d081ab3af, [16 x i8] c"\19\00\00\00\00\00\00\00\0C\00\00\00\14\00\00\00" }>, align 8

; Function Attrs: nounwind nonlazybind uwtable
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %a, ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noalias noundef nonnull align 4 captures(none) %y.0, i64 noundef range(i64 0, 2305843009213693952) %y.1) unnamed_addr #0 !dbg !9 {
start:
  %_14 = tail call noundef i32 @__offload_block_idx_x() #2, !dbg !26
  %_13 = zext i32 %_14 to i64, !dbg !32
  %_16 = tail call noundef i32 @__offload_block_dim_x() #2, !dbg !35
  %_15 = zext i32 %_16 to i64, !dbg !37
  %_12 = mul nuw i64 %_15, %_13, !dbg !32
  %_18 = tail call noundef i32 @__offload_thread_idx_x() #2, !dbg !38
  %_17 = zext i32 %_18 to i64, !dbg !40
  %i = add nuw i64 %_12, %_17, !dbg !32
  %_5 = icmp ult i64 %i, %y.1, !dbg !41
  br i1 %_5, label %bb1, label %bb3, !dbg !41

bb3:                                              ; preds = %bb2, %start
  ret void, !dbg !43

bb1:                                              ; preds = %start
  %_10 = icmp samesign ult i64 %i, %x.1, !dbg !44
  br i1 %_10, label %bb2, label %panic, !dbg !44

bb2:                                              ; preds = %bb1
  %0 = getelementptr inbounds nuw float, ptr %x.0, i64 %i, !dbg !44
  %_8 = load float, ptr %0, align 4, !dbg !44, !noundef !31
  %_7 = fmul float %a, %_8, !dbg !45
  %1 = getelementptr inbounds nuw float, ptr %y.0, i64 %i, !dbg !46
  %_11 = load float, ptr %1, align 4, !dbg !46, !noundef !31
  %2 = fadd float %_7, %_11, !dbg !47
  store float %2, ptr %1, align 4, !dbg !47
  br label %bb3, !dbg !48

panic:                                            ; preds = %bb1
  tail call void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_1b6c576cdf6f3b38f4bd9b6b9994fe4f) #3, !dbg !44
  unreachable, !dbg !44
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_idx_x() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_dim_x() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_thread_idx_x() unnamed_addr #0

; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #1

; Function Attrs: nounwind nonlazybind uwtable
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(none) dereferenceable(2048) %w, double noundef %scale, i16 noundef %tag, ptr noalias noundef align 8 captures(none) dereferenceable(32) %out) unnamed_addr #0 !dbg !49 {
start:
  %_18 = tail call noundef i32 @__offload_block_idx_x() #2, !dbg !66
  %_17 = zext i32 %_18 to i64, !dbg !68
  %_20 = tail call noundef i32 @__offload_block_dim_x() #2, !dbg !71
  %_19 = zext i32 %_20 to i64, !dbg !73
  %_16 = mul nuw i64 %_19, %_17, !dbg !68
  %_22 = tail call noundef i32 @__offload_thread_idx_x() #2, !dbg !74
  %_21 = zext i32 %_22 to i64, !dbg !76
  %0 = or i64 %_16, %_21, !dbg !70
  %1 = icmp eq i64 %0, 0, !dbg !70
  br i1 %1, label %bb12, label %bb7, !dbg !70

bb12:                                             ; preds = %bb12, %start
  %sum.sroa.0.06 = phi double [ %4, %bb12 ], [ 0.000000e+00, %start ]
  %max.sroa.0.05 = phi double [ %max.sroa.0.1.1, %bb12 ], [ 0xFFF0000000000000, %start ]
  %iter.sroa.0.0.idx4 = phi i64 [ %iter.sroa.0.0.add.1, %bb12 ], [ 0, %start ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !77
  %_42 = load double, ptr %iter.sroa.0.0.ptr, align 8, !dbg !97, !noundef !31
  %s = fmul double %scale, %_42, !dbg !105
  %2 = fadd double %sum.sroa.0.06, %s, !dbg !110
  %_14 = fcmp ogt double %s, %max.sroa.0.05, !dbg !112
  %max.sroa.0.1 = select i1 %_14, double %s, double %max.sroa.0.05, !dbg !112
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !77
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !77
  %iter.sroa.0.0.add.1 = add nuw nsw i64 %iter.sroa.0.0.idx4, 16, !dbg !113
  %_42.1 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !dbg !97, !noundef !31
  %s.1 = fmul double %scale, %_42.1, !dbg !105
  %4 = fadd double %2, %s.1, !dbg !110
  %_14.1 = fcmp ogt double %s.1, %max.sroa.0.1, !dbg !112
  %max.sroa.0.1.1 = select i1 %_14.1, double %s.1, double %max.sroa.0.1, !dbg !112
  %_34.1 = icmp eq i64 %iter.sroa.0.0.add.1, 2048, !dbg !77
  br i1 %_34.1, label %bb11, label %bb12, !dbg !84

bb11:                                             ; preds = %bb12
  store double %4, ptr %out, align 8, !dbg !121
  %5 = getelementptr inbounds nuw i8, ptr %out, i64 16, !dbg !122
  store double %max.sroa.0.1.1, ptr %5, align 8, !dbg !122
  %6 = getelementptr inbounds nuw i8, ptr %out, i64 8, !dbg !123
  %7 = load i32, ptr %6, align 8, !dbg !123, !noundef !31
  %8 = add i32 %7, 256, !dbg !123
  store i32 %8, ptr %6, align 8, !dbg !123
  %9 = getelementptr inbounds nuw i8, ptr %out, i64 24, !dbg !124
  store i16 %tag, ptr %9, align 8, !dbg !124
  br label %bb7, !dbg !125

bb7:                                              ; preds = %bb11, %start
  ret void, !dbg !125
}

; Function Attrs: nounwind nonlazybind uwtable
define void @__offload_unpack_saxpy_kernels__saxpy(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !126 {
start:
  %tmp.sroa.0.0.copyload = load float, ptr %s, align 1, !dbg !129
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !139
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %0, align 1, !dbg !149
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !155
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %1, align 1, !dbg !160
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !166
  %tmp.sroa.0.0.copyload.i1 = load ptr, ptr %2, align 1, !dbg !173
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !179
  %tmp1.sroa.0.0.copyload.i2 = load i64, ptr %3, align 1, !dbg !184
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %tmp.sroa.0.0.copyload, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i, ptr noalias noundef nonnull align 4 %tmp.sroa.0.0.copyload.i1, i64 noundef %tmp1.sroa.0.0.copyload.i2) #2, !dbg !190
  ret void, !dbg !191
}

; Function Attrs: nounwind nonlazybind uwtable
define void @__offload_unpack_saxpy_kernels__summarize(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !192 {
start:
  %tmp.sroa.0.0.copyload = load ptr, ptr %s, align 1, !dbg !193
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !201
  %tmp1.sroa.0.0.copyload = load double, ptr %0, align 1, !dbg !209
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !215
  %tmp2.sroa.0.0.copyload = load i16, ptr %1, align 1, !dbg !222
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !228
  %tmp3.sroa.0.0.copyload = load ptr, ptr %2, align 1, !dbg !234
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(2048) %tmp.sroa.0.0.copyload, double noundef %tmp1.sroa.0.0.copyload, i16 noundef %tmp2.sroa.0.0.copyload, ptr noalias noundef align 8 dereferenceable(32) %tmp3.sroa.0.0.copyload) #2, !dbg !240
  ret void, !dbg !241
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind }
attributes #3 = { noinline noreturn nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1, !3}
!llvm.module.flags = !{!5, !6, !7, !8}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "examples/saxpy/kernels.rs/@/saxpy_kernels.34a041db84895837-cgu.0", directory: "/work/main")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "/work/main/build-h2/examples/saxpy/work/kernel_roots.rs/@/saxpy_kernels_offload_roots.535661665315805f-cgu.0", directory: "/work/main")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 2, !"RtLibUseGOT", i32 1}
!7 = !{i32 7, !"Dwarf Version", i32 4}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = distinct !DISubprogram(name: "saxpy", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy", scope: !11, file: !10, line: 9, type: !12, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!10 = !DIFile(filename: "examples/saxpy/kernels.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8f2c8be49f0ac4b1e1b4d7e369bc230a")
!11 = !DINamespace(name: "saxpy_kernels", scope: null)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14, !15, !22}
!14 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&[f32]", file: !16, size: 128, align: 64, elements: !17, identifier: "e7193ce1890c77a4ff44c72207b247fe")
!16 = !DIFile(filename: "<unknown>", directory: "")
!17 = !{!18, !20}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !15, file: !16, baseType: !19, size: 64, align: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, align: 64, dwarfAddressSpace: 0)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !15, file: !16, baseType: !21, size: 64, align: 64, offset: 64)
!21 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f32]", file: !16, size: 128, align: 64, elements: !23, identifier: "4ca30dc6b3c977147230c38c620ec7c1")
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !22, file: !16, baseType: !19, size: 64, align: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !22, file: !16, baseType: !21, size: 64, align: 64, offset: 64)
!26 = !DILocation(line: 162, column: 24, scope: !27, inlinedAt: !32)
!27 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !29, file: !28, line: 160, type: !30, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!28 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "51dbe2a34a1eef85b5ef8f0f0baec733")
!29 = !DINamespace(name: "offload", scope: null)
!30 = !DISubroutineType(types: !31)
!31 = !{}
!32 = !DILocation(line: 200, column: 5, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !29, file: !28, line: 199, type: !30, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!34 = !DILocation(line: 10, column: 13, scope: !9)
!35 = !DILocation(line: 162, column: 24, scope: !36, inlinedAt: !37)
!36 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !29, file: !28, line: 160, type: !30, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!37 = !DILocation(line: 200, column: 30, scope: !33, inlinedAt: !34)
!38 = !DILocation(line: 162, column: 24, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !29, file: !28, line: 160, type: !30, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!40 = !DILocation(line: 200, column: 55, scope: !33, inlinedAt: !34)
!41 = !DILocation(line: 11, column: 8, scope: !42)
!42 = distinct !DILexicalBlock(scope: !9, file: !10, line: 10, column: 5)
!43 = !DILocation(line: 14, column: 2, scope: !9)
!44 = !DILocation(line: 12, column: 20, scope: !42)
!45 = !DILocation(line: 12, column: 16, scope: !42)
!46 = !DILocation(line: 12, column: 27, scope: !42)
!47 = !DILocation(line: 12, column: 9, scope: !42)
!48 = !DILocation(line: 11, column: 5, scope: !42)
!49 = distinct !DISubprogram(name: "summarize", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize", scope: !11, file: !10, line: 33, type: !50, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !54, !57, !58}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !53, size: 64, align: 64, dwarfAddressSpace: 0)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 16384, align: 64, elements: !55)
!54 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!55 = !{!56}
!56 = !DISubrange(count: 256, lowerBound: 0)
!57 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut saxpy_kernels::Stats", baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !11, file: !16, size: 256, align: 64, flags: DIFlagPublic, elements: !60, identifier: "4e8a9e5db832831f312ae5e71ec296a2")
!60 = !{!61, !62, !64, !65}
!61 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !59, file: !16, baseType: !54, size: 64, align: 64, flags: DIFlagPublic)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !59, file: !16, baseType: !63, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!63 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !59, file: !16, baseType: !54, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !59, file: !16, baseType: !57, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!66 = !DILocation(line: 162, column: 24, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !29, file: !28, line: 160, type: !30, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!68 = !DILocation(line: 200, column: 5, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !29, file: !28, line: 199, type: !30, scopeLine: 199, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!70 = !DILocation(line: 34, column: 8, scope: !49)
!71 = !DILocation(line: 162, column: 24, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !29, file: !28, line: 160, type: !30, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!73 = !DILocation(line: 200, column: 30, scope: !69, inlinedAt: !70)
!74 = !DILocation(line: 162, column: 24, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !29, file: !28, line: 160, type: !30, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!76 = !DILocation(line: 200, column: 55, scope: !69, inlinedAt: !70)
!77 = !DILocation(line: 1717, column: 9, scope: !78, inlinedAt: !84)
!78 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_RNvXsd_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldENtNtB9_3cmp9PartialEq2eqCs4w7S95IAcjH_13saxpy_kernels", scope: !80, file: !79, line: 1716, type: !30, scopeLine: 1716, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!79 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!80 = !DINamespace(name: "{impl#15}", scope: !81)
!81 = !DINamespace(name: "non_null", scope: !82)
!82 = !DINamespace(name: "ptr", scope: !83)
!83 = !DINamespace(name: "core", scope: null)
!84 = !DILocation(line: 180, column: 28, scope: !85, inlinedAt: !92)
!85 = distinct !DILexicalBlock(scope: !87, file: !86, line: 162, column: 17)
!86 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/iter/macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!87 = distinct !DILexicalBlock(scope: !88, file: !86, line: 161, column: 17)
!88 = distinct !DISubprogram(name: "next<f64>", linkageName: "_RNvXs2J_NtNtCskZSGfCsmI4P_4core5slice4iterINtB6_4IterdENtNtNtNtBa_4iter6traits8iterator8Iterator4nextCs4w7S95IAcjH_13saxpy_kernels", scope: !89, file: !86, line: 157, type: !30, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!89 = !DINamespace(name: "{impl#171}", scope: !90)
!90 = !DINamespace(name: "iter", scope: !91)
!91 = !DINamespace(name: "slice", scope: !83)
!92 = !DILocation(line: 39, column: 14, scope: !93)
!93 = !DILexicalBlockFile(scope: !94, file: !10, discriminator: 2)
!94 = distinct !DILexicalBlock(scope: !95, file: !10, line: 39, column: 5)
!95 = distinct !DILexicalBlock(scope: !96, file: !10, line: 38, column: 5)
!96 = distinct !DILexicalBlock(scope: !49, file: !10, line: 37, column: 5)
!97 = !DILocation(line: 28, column: 31, scope: !98, inlinedAt: !103)
!98 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Y_NtNtCskZSGfCsmI4P_4core3ops5arithRdINtB6_3MuldE3mul", scope: !100, file: !99, line: 27, type: !30, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!99 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/internal_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!100 = !DINamespace(name: "{impl#186}", scope: !101)
!101 = !DINamespace(name: "arith", scope: !102)
!102 = !DINamespace(name: "ops", scope: !83)
!103 = !DILocation(line: 40, column: 17, scope: !104)
!104 = distinct !DILexicalBlock(scope: !94, file: !10, line: 39, column: 5)
!105 = !DILocation(line: 350, column: 45, scope: !106, inlinedAt: !109)
!106 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCskZSGfCsmI4P_4core3ops5arithdNtB6_3Mul3mul", scope: !108, file: !107, line: 350, type: !30, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!107 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ops/arith.rs", directory: "", checksumkind: CSK_MD5, checksum: "e47733c3b66376c892662297e1e5370d")
!108 = !DINamespace(name: "{impl#142}", scope: !101)
!109 = !DILocation(line: 28, column: 17, scope: !98, inlinedAt: !103)
!110 = !DILocation(line: 41, column: 9, scope: !111)
!111 = distinct !DILexicalBlock(scope: !104, file: !10, line: 40, column: 9)
!112 = !DILocation(line: 42, column: 12, scope: !111)
!113 = !DILocation(line: 659, column: 28, scope: !114, inlinedAt: !120)
!114 = distinct !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !115, file: !79, line: 651, type: !30, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !119)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !81, file: !16, size: 64, align: 64, flags: DIFlagPublic, elements: !116, identifier: "b6c557b0a7ca814619ffd7f3e6d0e709")
!116 = !{!117}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !115, file: !16, baseType: !118, size: 64, align: 64, flags: DIFlagPrivate)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !54, size: 64, align: 64, dwarfAddressSpace: 0)
!119 = !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !115, file: !79, line: 651, type: !30, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!120 = !DILocation(line: 185, column: 40, scope: !85, inlinedAt: !92)
!121 = !DILocation(line: 46, column: 5, scope: !95)
!122 = !DILocation(line: 47, column: 5, scope: !95)
!123 = !DILocation(line: 48, column: 5, scope: !95)
!124 = !DILocation(line: 49, column: 5, scope: !95)
!125 = !DILocation(line: 50, column: 2, scope: !49)
!126 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__saxpy", scope: !128, file: !127, line: 14, type: !30, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!127 = !DIFile(filename: "build-h2/examples/saxpy/work/kernel_roots.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "fc771caade0545d34875ce8d559817db")
!128 = !DINamespace(name: "saxpy_kernels_offload_roots", scope: null)
!129 = !DILocation(line: 552, column: 14, scope: !130, inlinedAt: !132)
!130 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 531, type: !30, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!131 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!132 = !DILocation(line: 1809, column: 9, scope: !133, inlinedAt: !135)
!133 = distinct !DILexicalBlock(scope: !134, file: !131, line: 1801, column: 5)
!134 = distinct !DISubprogram(name: "read_unaligned<f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!135 = !DILocation(line: 430, column: 18, scope: !136, inlinedAt: !138)
!136 = distinct !DISubprogram(name: "value<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 429, type: !30, scopeLine: 429, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!137 = !DINamespace(name: "__unpack", scope: !29)
!138 = !DILocation(line: 16, column: 37, scope: !126)
!139 = !DILocation(line: 468, column: 18, scope: !140, inlinedAt: !144)
!140 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !142, file: !141, line: 463, type: !30, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!141 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!142 = !DINamespace(name: "{impl#0}", scope: !143)
!143 = !DINamespace(name: "const_ptr", scope: !82)
!144 = distinct !DILocation(line: 1057, column: 14, scope: !145, inlinedAt: !146)
!145 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !142, file: !141, line: 1053, type: !30, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!146 = distinct !DILocation(line: 450, column: 45, scope: !147, inlinedAt: !148)
!147 = distinct !DISubprogram(name: "slice<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5slicefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 448, type: !30, scopeLine: 448, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!148 = distinct !DILocation(line: 16, column: 53, scope: !126)
!149 = !DILocation(line: 552, column: 14, scope: !150, inlinedAt: !151)
!150 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 531, type: !30, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!151 = distinct !DILocation(line: 1809, column: 9, scope: !152, inlinedAt: !154)
!152 = distinct !DILexicalBlock(scope: !153, file: !131, line: 1801, column: 5)
!153 = distinct !DISubprogram(name: "read_unaligned<*const f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedPfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!154 = distinct !DILocation(line: 450, column: 24, scope: !147, inlinedAt: !148)
!155 = !DILocation(line: 468, column: 18, scope: !140, inlinedAt: !156)
!156 = distinct !DILocation(line: 1057, column: 14, scope: !157, inlinedAt: !158)
!157 = !DILexicalBlockFile(scope: !145, file: !141, discriminator: 2)
!158 = distinct !DILocation(line: 451, column: 44, scope: !159, inlinedAt: !148)
!159 = distinct !DILexicalBlock(scope: !147, file: !28, line: 450, column: 13)
!160 = !DILocation(line: 552, column: 14, scope: !150, inlinedAt: !161)
!161 = distinct !DILocation(line: 1809, column: 9, scope: !162, inlinedAt: !165)
!162 = !DILexicalBlockFile(scope: !163, file: !131, discriminator: 2)
!163 = distinct !DILexicalBlock(scope: !164, file: !131, line: 1801, column: 5)
!164 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!165 = distinct !DILocation(line: 451, column: 23, scope: !159, inlinedAt: !148)
!166 = !DILocation(line: 468, column: 18, scope: !167, inlinedAt: !168)
!167 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !142, file: !141, line: 463, type: !30, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!168 = distinct !DILocation(line: 1057, column: 14, scope: !169, inlinedAt: !170)
!169 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !142, file: !141, line: 1053, type: !30, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!170 = distinct !DILocation(line: 463, column: 45, scope: !171, inlinedAt: !172)
!171 = distinct !DISubprogram(name: "slice_mut<&mut [f32]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9slice_mutQSfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 458, type: !30, scopeLine: 458, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!172 = distinct !DILocation(line: 16, column: 69, scope: !126)
!173 = !DILocation(line: 552, column: 14, scope: !174, inlinedAt: !175)
!174 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 531, type: !30, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!175 = distinct !DILocation(line: 1809, column: 9, scope: !176, inlinedAt: !178)
!176 = distinct !DILexicalBlock(scope: !177, file: !131, line: 1801, column: 5)
!177 = distinct !DISubprogram(name: "read_unaligned<*mut f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedOfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!178 = distinct !DILocation(line: 463, column: 24, scope: !171, inlinedAt: !172)
!179 = !DILocation(line: 468, column: 18, scope: !167, inlinedAt: !180)
!180 = distinct !DILocation(line: 1057, column: 14, scope: !181, inlinedAt: !182)
!181 = !DILexicalBlockFile(scope: !169, file: !141, discriminator: 2)
!182 = distinct !DILocation(line: 464, column: 44, scope: !183, inlinedAt: !172)
!183 = distinct !DILexicalBlock(scope: !171, file: !28, line: 463, column: 13)
!184 = !DILocation(line: 552, column: 14, scope: !174, inlinedAt: !185)
!185 = distinct !DILocation(line: 1809, column: 9, scope: !186, inlinedAt: !189)
!186 = !DILexicalBlockFile(scope: !187, file: !131, discriminator: 2)
!187 = distinct !DILexicalBlock(scope: !188, file: !131, line: 1801, column: 5)
!188 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!189 = distinct !DILocation(line: 464, column: 23, scope: !183, inlinedAt: !172)
!190 = !DILocation(line: 16, column: 14, scope: !126)
!191 = !DILocation(line: 17, column: 2, scope: !126)
!192 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__summarize", scope: !128, file: !127, line: 21, type: !30, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!193 = !DILocation(line: 552, column: 14, scope: !194, inlinedAt: !195)
!194 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 531, type: !30, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!195 = !DILocation(line: 1809, column: 9, scope: !196, inlinedAt: !198)
!196 = distinct !DILexicalBlock(scope: !197, file: !131, line: 1801, column: 5)
!197 = distinct !DISubprogram(name: "read_unaligned<*const [f64; 256]>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedPAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!198 = !DILocation(line: 437, column: 20, scope: !199, inlinedAt: !200)
!199 = distinct !DISubprogram(name: "reference<[f64; 256]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9referenceAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 436, type: !30, scopeLine: 436, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!200 = !DILocation(line: 23, column: 41, scope: !192)
!201 = !DILocation(line: 468, column: 18, scope: !202, inlinedAt: !203)
!202 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !142, file: !141, line: 463, type: !30, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!203 = !DILocation(line: 1057, column: 14, scope: !204, inlinedAt: !206)
!204 = !DILexicalBlockFile(scope: !205, file: !141, discriminator: 2)
!205 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !142, file: !141, line: 1053, type: !30, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!206 = !DILocation(line: 430, column: 39, scope: !207, inlinedAt: !208)
!207 = distinct !DISubprogram(name: "value<f64>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuedECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 429, type: !30, scopeLine: 429, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!208 = !DILocation(line: 23, column: 61, scope: !192)
!209 = !DILocation(line: 552, column: 14, scope: !194, inlinedAt: !210)
!210 = !DILocation(line: 1809, column: 9, scope: !211, inlinedAt: !214)
!211 = !DILexicalBlockFile(scope: !212, file: !131, discriminator: 2)
!212 = distinct !DILexicalBlock(scope: !213, file: !131, line: 1801, column: 5)
!213 = distinct !DISubprogram(name: "read_unaligned<f64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unaligneddECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!214 = !DILocation(line: 430, column: 18, scope: !207, inlinedAt: !208)
!215 = !DILocation(line: 468, column: 18, scope: !202, inlinedAt: !216)
!216 = !DILocation(line: 1057, column: 14, scope: !217, inlinedAt: !218)
!217 = !DILexicalBlockFile(scope: !205, file: !141, discriminator: 4)
!218 = !DILocation(line: 430, column: 39, scope: !219, inlinedAt: !221)
!219 = !DILexicalBlockFile(scope: !220, file: !28, discriminator: 2)
!220 = distinct !DISubprogram(name: "value<u16>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuetECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 429, type: !30, scopeLine: 429, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!221 = !DILocation(line: 23, column: 77, scope: !192)
!222 = !DILocation(line: 552, column: 14, scope: !194, inlinedAt: !223)
!223 = !DILocation(line: 1809, column: 9, scope: !224, inlinedAt: !227)
!224 = !DILexicalBlockFile(scope: !225, file: !131, discriminator: 4)
!225 = distinct !DILexicalBlock(scope: !226, file: !131, line: 1801, column: 5)
!226 = distinct !DISubprogram(name: "read_unaligned<u16>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedtECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!227 = !DILocation(line: 430, column: 18, scope: !219, inlinedAt: !221)
!228 = !DILocation(line: 468, column: 18, scope: !202, inlinedAt: !229)
!229 = !DILocation(line: 1057, column: 14, scope: !230, inlinedAt: !231)
!230 = !DILexicalBlockFile(scope: !205, file: !141, discriminator: 6)
!231 = !DILocation(line: 443, column: 45, scope: !232, inlinedAt: !233)
!232 = distinct !DISubprogram(name: "reference_mut<saxpy_kernels::Stats>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack13reference_mutNtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !137, file: !28, line: 442, type: !30, scopeLine: 442, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!233 = !DILocation(line: 23, column: 93, scope: !192)
!234 = !DILocation(line: 552, column: 14, scope: !194, inlinedAt: !235)
!235 = !DILocation(line: 1809, column: 9, scope: !236, inlinedAt: !239)
!236 = !DILexicalBlockFile(scope: !237, file: !131, discriminator: 6)
!237 = distinct !DILexicalBlock(scope: !238, file: !131, line: 1801, column: 5)
!238 = distinct !DISubprogram(name: "read_unaligned<*mut saxpy_kernels::Stats>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedONtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !82, file: !131, line: 1800, type: !30, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!239 = !DILocation(line: 443, column: 24, scope: !232, inlinedAt: !233)
!240 = !DILocation(line: 23, column: 14, scope: !192)
!241 = !DILocation(line: 24, column: 2, scope: !192)
