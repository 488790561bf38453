; The device code of examples/saxpy for x86-64: the kernels crate and its
; device roots, linked.
; Made by test/lit/make-inputs.py from examples/saxpy/work/x86_64-unknown-linux-gnu-x86-64/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5a5c0fc29af5c7899a408d8d081ab3af = hidden unnamed_addr constant [26 x i8] c"examples/saxpy/kernels.rs\00", align 1
@alloc_ff87f962954ccbf777dc50f52372e26a = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5a5c0fc29af5c7899a408d8d081ab3af, [16 x i8] c"\19\00\00\00\00\00\00\00\0D\00\00\00\13\00\00\00" }>, align 8

; Function Attrs: nounwind nonlazybind uwtable
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %a, ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noundef captures(address_is_null) %y.0, i64 noundef %y.1) unnamed_addr #0 !dbg !9 {
start:
  %_14 = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !34
  %_13 = zext i32 %_14 to i64, !dbg !38
  %_16 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !41
  %_15 = zext i32 %_16 to i64, !dbg !43
  %_12 = mul nuw i64 %_15, %_13, !dbg !38
  %_18 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !44
  %_17 = zext i32 %_18 to i64, !dbg !46
  %i = add nuw i64 %_12, %_17, !dbg !38
  %_2.i = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !47
  %bx.i = zext i32 %_2.i to i64, !dbg !61
  %_4.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !62
  %by.i = zext i32 %_4.i to i64, !dbg !65
  %_6.i = tail call noundef i32 @__offload_block_dim_z() #4, !dbg !66
  %bz.i = zext i32 %_6.i to i64, !dbg !69
  %_12.i = tail call noundef i32 @__offload_thread_idx_z() #4, !dbg !70
  %_11.i = zext i32 %_12.i to i64, !dbg !74
  %_14.i = tail call noundef i32 @__offload_thread_idx_y() #4, !dbg !75
  %_13.i = zext i32 %_14.i to i64, !dbg !78
  %_16.i = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !79
  %_15.i = zext i32 %_16.i to i64, !dbg !82
  %_22.i = tail call noundef i32 @__offload_block_idx_z() #4, !dbg !83
  %_21.i = zext i32 %_22.i to i64, !dbg !87
  %_24.i = tail call noundef i32 @__offload_grid_dim_y() #4, !dbg !88
  %_23.i = zext i32 %_24.i to i64, !dbg !91
  %_20.i = mul nuw i64 %_23.i, %_21.i, !dbg !87
  %_26.i = tail call noundef i32 @__offload_block_idx_y() #4, !dbg !92
  %_25.i = zext i32 %_26.i to i64, !dbg !95
  %_19.i = add nuw i64 %_20.i, %_25.i, !dbg !96
  %_28.i = tail call noundef i32 @__offload_grid_dim_x() #4, !dbg !97
  %_27.i = zext i32 %_28.i to i64, !dbg !100
  %_18.i = mul i64 %_19.i, %_27.i, !dbg !96
  %_30.i = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !101
  %_29.i = zext i32 %_30.i to i64, !dbg !104
  %block.i = add i64 %_18.i, %_29.i, !dbg !96
  %_31.i = mul i64 %block.i, %bz.i, !dbg !105
  %reass.add1 = add i64 %_31.i, %_11.i, !dbg !105
  %reass.mul2 = mul i64 %reass.add1, %by.i, !dbg !105
  %reass.add = add i64 %reass.mul2, %_13.i, !dbg !105
  %reass.mul = mul i64 %reass.add, %bx.i, !dbg !105
  %_0.i = add i64 %reass.mul, %_15.i, !dbg !105
  %start1.sroa.0.1.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %_0.i), !dbg !107
  %0 = tail call i64 @llvm.uadd.sat.i64(i64 %start1.sroa.0.1.i, i64 1), !dbg !113
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %0), !dbg !120
  %data.i = getelementptr inbounds nuw float, ptr %y.0, i64 %start1.sroa.0.1.i, !dbg !122
  %_21.not = icmp eq i64 %spec.store.select.i, %start1.sroa.0.1.i, !dbg !130
  br i1 %_21.not, label %bb2, label %bb7, !dbg !130

bb7:                                              ; preds = %start
  %1 = icmp ne ptr %y.0, null
  tail call void @llvm.assume(i1 %1)
  %_10 = icmp ult i64 %i, %x.1, !dbg !137
  br i1 %_10, label %bb1, label %panic, !dbg !137

bb2:                                              ; preds = %bb1, %start
  ret void, !dbg !138

bb1:                                              ; preds = %bb7
  %2 = getelementptr inbounds nuw float, ptr %x.0, i64 %i, !dbg !137
  %_8 = load float, ptr %2, align 4, !dbg !137, !noundef !33
  %_7 = fmul float %a, %_8, !dbg !139
  %_11 = load float, ptr %data.i, align 4, !dbg !140, !noundef !33
  %3 = fadd float %_7, %_11, !dbg !141
  store float %3, ptr %data.i, align 4, !dbg !141
  br label %bb2, !dbg !142

panic:                                            ; preds = %bb7
  tail call void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ff87f962954ccbf777dc50f52372e26a) #5, !dbg !137
  unreachable, !dbg !137
}

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_idx_x() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_dim_x() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_thread_idx_x() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_dim_y() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_dim_z() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_thread_idx_z() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_thread_idx_y() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_idx_z() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_grid_dim_y() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_idx_y() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_grid_dim_x() unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #3

; Function Attrs: nounwind nonlazybind uwtable
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(none) dereferenceable(2048) %w, double noundef %scale, i16 noundef %tag, ptr noalias noundef align 8 captures(none) dereferenceable(32) %out) unnamed_addr #0 !dbg !143 {
start:
  %_18 = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !160
  %_17 = zext i32 %_18 to i64, !dbg !162
  %_20 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !165
  %_19 = zext i32 %_20 to i64, !dbg !167
  %_16 = mul nuw i64 %_19, %_17, !dbg !162
  %_22 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !168
  %_21 = zext i32 %_22 to i64, !dbg !170
  %0 = or i64 %_16, %_21, !dbg !164
  %1 = icmp eq i64 %0, 0, !dbg !164
  br i1 %1, label %bb12, label %bb7, !dbg !164

bb12:                                             ; preds = %bb12, %start
  %sum.sroa.0.06 = phi double [ %4, %bb12 ], [ 0.000000e+00, %start ]
  %max.sroa.0.05 = phi double [ %max.sroa.0.1.1, %bb12 ], [ 0xFFF0000000000000, %start ]
  %iter.sroa.0.0.idx4 = phi i64 [ %iter.sroa.0.0.add.1, %bb12 ], [ 0, %start ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !171
  %_42 = load double, ptr %iter.sroa.0.0.ptr, align 8, !dbg !188, !noundef !33
  %s = fmul double %scale, %_42, !dbg !196
  %2 = fadd double %sum.sroa.0.06, %s, !dbg !201
  %_14 = fcmp ogt double %s, %max.sroa.0.05, !dbg !203
  %max.sroa.0.1 = select i1 %_14, double %s, double %max.sroa.0.05, !dbg !203
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !171
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !171
  %iter.sroa.0.0.add.1 = add nuw nsw i64 %iter.sroa.0.0.idx4, 16, !dbg !204
  %_42.1 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !dbg !188, !noundef !33
  %s.1 = fmul double %scale, %_42.1, !dbg !196
  %4 = fadd double %2, %s.1, !dbg !201
  %_14.1 = fcmp ogt double %s.1, %max.sroa.0.1, !dbg !203
  %max.sroa.0.1.1 = select i1 %_14.1, double %s.1, double %max.sroa.0.1, !dbg !203
  %_34.1 = icmp eq i64 %iter.sroa.0.0.add.1, 2048, !dbg !171
  br i1 %_34.1, label %bb11, label %bb12, !dbg !176

bb11:                                             ; preds = %bb12
  store double %4, ptr %out, align 8, !dbg !212
  %5 = getelementptr inbounds nuw i8, ptr %out, i64 16, !dbg !213
  store double %max.sroa.0.1.1, ptr %5, align 8, !dbg !213
  %6 = getelementptr inbounds nuw i8, ptr %out, i64 8, !dbg !214
  %7 = load i32, ptr %6, align 8, !dbg !214, !noundef !33
  %8 = add i32 %7, 256, !dbg !214
  store i32 %8, ptr %6, align 8, !dbg !214
  %9 = getelementptr inbounds nuw i8, ptr %out, i64 24, !dbg !215
  store i16 %tag, ptr %9, align 8, !dbg !215
  br label %bb7, !dbg !216

bb7:                                              ; preds = %bb11, %start
  ret void, !dbg !216
}

; Function Attrs: nounwind nonlazybind uwtable
define void @__offload_unpack_saxpy_kernels__saxpy(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !217 {
start:
  %tmp.sroa.0.0.copyload = load float, ptr %s, align 1, !dbg !220
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !230
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %0, align 1, !dbg !240
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !246
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %1, align 1, !dbg !251
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !257
  %tmp.sroa.0.0.copyload.i1 = load ptr, ptr %2, align 1, !dbg !264
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !270
  %tmp1.sroa.0.0.copyload.i2 = load i64, ptr %3, align 1, !dbg !275
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %tmp.sroa.0.0.copyload, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i, ptr noundef %tmp.sroa.0.0.copyload.i1, i64 noundef %tmp1.sroa.0.0.copyload.i2) #4, !dbg !281
  ret void, !dbg !282
}

; Function Attrs: nounwind nonlazybind uwtable
define void @__offload_unpack_saxpy_kernels__summarize(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !283 {
start:
  %tmp.sroa.0.0.copyload = load ptr, ptr %s, align 1, !dbg !284
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !292
  %tmp1.sroa.0.0.copyload = load double, ptr %0, align 1, !dbg !300
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !306
  %tmp2.sroa.0.0.copyload = load i16, ptr %1, align 1, !dbg !313
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !319
  %tmp3.sroa.0.0.copyload = load ptr, ptr %2, align 1, !dbg !325
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(2048) %tmp.sroa.0.0.copyload, double noundef %tmp1.sroa.0.0.copyload, i16 noundef %tmp2.sroa.0.0.copyload, ptr noalias noundef align 8 dereferenceable(32) %tmp3.sroa.0.0.copyload) #4, !dbg !331
  ret void, !dbg !332
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nounwind }
attributes #5 = { noinline noreturn nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1, !3}
!llvm.module.flags = !{!5, !6, !7, !8}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "examples/saxpy/kernels.rs/@/saxpy_kernels.34a041db84895837-cgu.0", directory: "/work/main")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "/work/main/build/examples/saxpy/work/kernel_roots.rs/@/saxpy_kernels_offload_roots.535661665315805f-cgu.0", directory: "/work/main")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 2, !"RtLibUseGOT", i32 1}
!7 = !{i32 7, !"Dwarf Version", i32 4}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = distinct !DISubprogram(name: "saxpy", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy", scope: !11, file: !10, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!10 = !DIFile(filename: "examples/saxpy/kernels.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "0a4dc6ad691da9c4f4f6e09ed9aa3afc")
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
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !23, file: !16, size: 128, align: 64, flags: DIFlagPublic, elements: !25, identifier: "cc63c14f5ecf47434c52b31302f28b87")
!23 = !DINamespace(name: "disjoint", scope: !24)
!24 = !DINamespace(name: "offload", scope: null)
!25 = !{!26, !28, !29}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !22, file: !16, baseType: !27, size: 64, align: 64, flags: DIFlagPrivate)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !14, size: 64, align: 64, dwarfAddressSpace: 0)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !22, file: !16, baseType: !21, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !22, file: !16, baseType: !30, align: 8, offset: 128, flags: DIFlagPrivate)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f32]>", scope: !31, file: !16, align: 8, flags: DIFlagPublic, elements: !33, identifier: "6de2ac5ce509f432e951aa4c1444e064")
!31 = !DINamespace(name: "marker", scope: !32)
!32 = !DINamespace(name: "core", scope: null)
!33 = !{}
!34 = !DILocation(line: 183, column: 24, scope: !35, inlinedAt: !38)
!35 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!36 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!37 = !DISubroutineType(types: !33)
!38 = !DILocation(line: 221, column: 5, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !24, file: !36, line: 220, type: !37, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!40 = !DILocation(line: 11, column: 13, scope: !9)
!41 = !DILocation(line: 183, column: 24, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!43 = !DILocation(line: 221, column: 30, scope: !39, inlinedAt: !40)
!44 = !DILocation(line: 183, column: 24, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!46 = !DILocation(line: 221, column: 55, scope: !39, inlinedAt: !40)
!47 = !DILocation(line: 183, column: 24, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!49 = distinct !DILocation(line: 92, column: 25, scope: !50, inlinedAt: !52)
!50 = distinct !DISubprogram(name: "global_linear_idx", linkageName: "_RNvNtCsl9Rxe3HYsL5_7offload8disjoint17global_linear_idx", scope: !23, file: !51, line: 90, type: !37, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!51 = !DIFile(filename: "frontends/rust/offload/src/disjoint.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "05b592f5f8dfcbc263835d055a4734da")
!52 = distinct !DILocation(line: 68, column: 21, scope: !53, inlinedAt: !55)
!53 = distinct !DISubprogram(name: "chunk<f32, 1>", linkageName: "_RNvMs_NtCsl9Rxe3HYsL5_7offload8disjointINtB4_6RegionfE5chunkCs4w7S95IAcjH_13saxpy_kernels", scope: !22, file: !51, line: 67, type: !37, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !54)
!54 = !DISubprogram(name: "chunk<f32, 1>", linkageName: "_RNvMs_NtCsl9Rxe3HYsL5_7offload8disjointINtB4_6RegionfE5chunkCs4w7S95IAcjH_13saxpy_kernels", scope: !22, file: !51, line: 67, type: !37, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!55 = distinct !DILocation(line: 81, column: 14, scope: !56, inlinedAt: !58)
!56 = distinct !DISubprogram(name: "mine<f32>", linkageName: "_RNvMs0_NtCsl9Rxe3HYsL5_7offload8disjointINtB5_6RegionfE4mineCs4w7S95IAcjH_13saxpy_kernels", scope: !22, file: !51, line: 80, type: !37, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !57)
!57 = !DISubprogram(name: "mine<f32>", linkageName: "_RNvMs0_NtCsl9Rxe3HYsL5_7offload8disjointINtB5_6RegionfE4mineCs4w7S95IAcjH_13saxpy_kernels", scope: !22, file: !51, line: 80, type: !37, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!58 = !DILocation(line: 12, column: 25, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !10, line: 12, column: 32)
!60 = distinct !DILexicalBlock(scope: !9, file: !10, line: 11, column: 5)
!61 = !DILocation(line: 92, column: 25, scope: !50, inlinedAt: !52)
!62 = !DILocation(line: 183, column: 24, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_y", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!64 = distinct !DILocation(line: 92, column: 49, scope: !50, inlinedAt: !52)
!65 = !DILocation(line: 92, column: 49, scope: !50, inlinedAt: !52)
!66 = !DILocation(line: 183, column: 24, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "block_dim_z", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_z", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!68 = distinct !DILocation(line: 92, column: 73, scope: !50, inlinedAt: !52)
!69 = !DILocation(line: 92, column: 73, scope: !50, inlinedAt: !52)
!70 = !DILocation(line: 183, column: 24, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "thread_idx_z", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_z", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!72 = distinct !DILocation(line: 93, column: 19, scope: !73, inlinedAt: !52)
!73 = distinct !DILexicalBlock(scope: !50, file: !51, line: 92, column: 5)
!74 = !DILocation(line: 93, column: 19, scope: !73, inlinedAt: !52)
!75 = !DILocation(line: 183, column: 24, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "thread_idx_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_y", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!77 = distinct !DILocation(line: 93, column: 50, scope: !73, inlinedAt: !52)
!78 = !DILocation(line: 93, column: 50, scope: !73, inlinedAt: !52)
!79 = !DILocation(line: 183, column: 24, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!81 = distinct !DILocation(line: 93, column: 82, scope: !73, inlinedAt: !52)
!82 = !DILocation(line: 93, column: 82, scope: !73, inlinedAt: !52)
!83 = !DILocation(line: 183, column: 24, scope: !84, inlinedAt: !85)
!84 = distinct !DISubprogram(name: "block_idx_z", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_z", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!85 = distinct !DILocation(line: 94, column: 18, scope: !86, inlinedAt: !52)
!86 = distinct !DILexicalBlock(scope: !73, file: !51, line: 93, column: 5)
!87 = !DILocation(line: 94, column: 18, scope: !86, inlinedAt: !52)
!88 = !DILocation(line: 183, column: 24, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "grid_dim_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload10grid_dim_y", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!90 = distinct !DILocation(line: 94, column: 43, scope: !86, inlinedAt: !52)
!91 = !DILocation(line: 94, column: 43, scope: !86, inlinedAt: !52)
!92 = !DILocation(line: 183, column: 24, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "block_idx_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_y", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!94 = distinct !DILocation(line: 94, column: 67, scope: !86, inlinedAt: !52)
!95 = !DILocation(line: 94, column: 67, scope: !86, inlinedAt: !52)
!96 = !DILocation(line: 94, column: 17, scope: !86, inlinedAt: !52)
!97 = !DILocation(line: 183, column: 24, scope: !98, inlinedAt: !99)
!98 = distinct !DISubprogram(name: "grid_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload10grid_dim_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!99 = distinct !DILocation(line: 95, column: 11, scope: !86, inlinedAt: !52)
!100 = !DILocation(line: 95, column: 11, scope: !86, inlinedAt: !52)
!101 = !DILocation(line: 183, column: 24, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!103 = distinct !DILocation(line: 96, column: 11, scope: !86, inlinedAt: !52)
!104 = !DILocation(line: 96, column: 11, scope: !86, inlinedAt: !52)
!105 = !DILocation(line: 97, column: 5, scope: !106, inlinedAt: !52)
!106 = distinct !DILexicalBlock(scope: !86, file: !51, line: 94, column: 5)
!107 = !DILocation(line: 1076, column: 12, scope: !108, inlinedAt: !112)
!108 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCskZSGfCsmI4P_4core3cmp3Ord3minCs4w7S95IAcjH_13saxpy_kernels", scope: !110, file: !109, line: 1072, type: !37, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!109 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/cmp.rs", directory: "", checksumkind: CSK_MD5, checksum: "736a93835c8eb09f7e6c373983e20e04")
!110 = !DINamespace(name: "Ord", scope: !111)
!111 = !DINamespace(name: "cmp", scope: !32)
!112 = distinct !DILocation(line: 68, column: 59, scope: !53, inlinedAt: !55)
!113 = !DILocation(line: 2355, column: 13, scope: !114, inlinedAt: !118)
!114 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCskZSGfCsmI4P_4core3numj14saturating_add", scope: !116, file: !115, line: 2354, type: !37, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!115 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "5fc7d5e74eb0c3c3b6eb5c642b7e095f")
!116 = !DINamespace(name: "{impl#11}", scope: !117)
!117 = !DINamespace(name: "num", scope: !32)
!118 = distinct !DILocation(line: 69, column: 25, scope: !119, inlinedAt: !55)
!119 = distinct !DILexicalBlock(scope: !53, file: !51, line: 68, column: 9)
!120 = !DILocation(line: 1076, column: 12, scope: !108, inlinedAt: !121)
!121 = distinct !DILocation(line: 69, column: 43, scope: !119, inlinedAt: !55)
!122 = !DILocation(line: 961, column: 18, scope: !123, inlinedAt: !128)
!123 = distinct !DISubprogram(name: "add<f32>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr7mut_ptrOf3addCs4w7S95IAcjH_13saxpy_kernels", scope: !125, file: !124, line: 927, type: !37, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!124 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mut_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!125 = !DINamespace(name: "{impl#0}", scope: !126)
!126 = !DINamespace(name: "mut_ptr", scope: !127)
!127 = !DINamespace(name: "ptr", scope: !32)
!128 = distinct !DILocation(line: 72, column: 64, scope: !129, inlinedAt: !55)
!129 = distinct !DILexicalBlock(scope: !119, file: !51, line: 69, column: 9)
!130 = !DILocation(line: 179, column: 16, scope: !131, inlinedAt: !136)
!131 = distinct !DILexicalBlock(scope: !133, file: !132, line: 179, column: 35)
!132 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "1f64a141f11e4e3a7a0a9e34684244e5")
!133 = distinct !DISubprogram(name: "first_mut<f32>", linkageName: "_RNvMNtCskZSGfCsmI4P_4core5sliceSf9first_mutCs4w7S95IAcjH_13saxpy_kernels", scope: !134, file: !132, line: 178, type: !37, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!134 = !DINamespace(name: "{impl#0}", scope: !135)
!135 = !DINamespace(name: "slice", scope: !32)
!136 = !DILocation(line: 81, column: 22, scope: !56, inlinedAt: !58)
!137 = !DILocation(line: 13, column: 19, scope: !59)
!138 = !DILocation(line: 15, column: 2, scope: !9)
!139 = !DILocation(line: 13, column: 15, scope: !59)
!140 = !DILocation(line: 13, column: 26, scope: !59)
!141 = !DILocation(line: 13, column: 9, scope: !59)
!142 = !DILocation(line: 12, column: 5, scope: !60)
!143 = distinct !DISubprogram(name: "summarize", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize", scope: !11, file: !10, line: 34, type: !144, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !146, !148, !151, !152}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !147, size: 64, align: 64, dwarfAddressSpace: 0)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !148, size: 16384, align: 64, elements: !149)
!148 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!149 = !{!150}
!150 = !DISubrange(count: 256, lowerBound: 0)
!151 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut saxpy_kernels::Stats", baseType: !153, size: 64, align: 64, dwarfAddressSpace: 0)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !11, file: !16, size: 256, align: 64, flags: DIFlagPublic, elements: !154, identifier: "4e8a9e5db832831f312ae5e71ec296a2")
!154 = !{!155, !156, !158, !159}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !153, file: !16, baseType: !148, size: 64, align: 64, flags: DIFlagPublic)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !153, file: !16, baseType: !157, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!157 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !153, file: !16, baseType: !148, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !153, file: !16, baseType: !151, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!160 = !DILocation(line: 183, column: 24, scope: !161, inlinedAt: !162)
!161 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!162 = !DILocation(line: 221, column: 5, scope: !163, inlinedAt: !164)
!163 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !24, file: !36, line: 220, type: !37, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!164 = !DILocation(line: 35, column: 8, scope: !143)
!165 = !DILocation(line: 183, column: 24, scope: !166, inlinedAt: !167)
!166 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!167 = !DILocation(line: 221, column: 30, scope: !163, inlinedAt: !164)
!168 = !DILocation(line: 183, column: 24, scope: !169, inlinedAt: !170)
!169 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !24, file: !36, line: 181, type: !37, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!170 = !DILocation(line: 221, column: 55, scope: !163, inlinedAt: !164)
!171 = !DILocation(line: 1717, column: 9, scope: !172, inlinedAt: !176)
!172 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_RNvXsd_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldENtNtB9_3cmp9PartialEq2eqCs4w7S95IAcjH_13saxpy_kernels", scope: !174, file: !173, line: 1716, type: !37, scopeLine: 1716, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!173 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!174 = !DINamespace(name: "{impl#15}", scope: !175)
!175 = !DINamespace(name: "non_null", scope: !127)
!176 = !DILocation(line: 180, column: 28, scope: !177, inlinedAt: !183)
!177 = distinct !DILexicalBlock(scope: !179, file: !178, line: 162, column: 17)
!178 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/iter/macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!179 = distinct !DILexicalBlock(scope: !180, file: !178, line: 161, column: 17)
!180 = distinct !DISubprogram(name: "next<f64>", linkageName: "_RNvXs2J_NtNtCskZSGfCsmI4P_4core5slice4iterINtB6_4IterdENtNtNtNtBa_4iter6traits8iterator8Iterator4nextCs4w7S95IAcjH_13saxpy_kernels", scope: !181, file: !178, line: 157, type: !37, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!181 = !DINamespace(name: "{impl#171}", scope: !182)
!182 = !DINamespace(name: "iter", scope: !135)
!183 = !DILocation(line: 40, column: 14, scope: !184)
!184 = !DILexicalBlockFile(scope: !185, file: !10, discriminator: 2)
!185 = distinct !DILexicalBlock(scope: !186, file: !10, line: 40, column: 5)
!186 = distinct !DILexicalBlock(scope: !187, file: !10, line: 39, column: 5)
!187 = distinct !DILexicalBlock(scope: !143, file: !10, line: 38, column: 5)
!188 = !DILocation(line: 28, column: 31, scope: !189, inlinedAt: !194)
!189 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Y_NtNtCskZSGfCsmI4P_4core3ops5arithRdINtB6_3MuldE3mul", scope: !191, file: !190, line: 27, type: !37, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!190 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/internal_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!191 = !DINamespace(name: "{impl#186}", scope: !192)
!192 = !DINamespace(name: "arith", scope: !193)
!193 = !DINamespace(name: "ops", scope: !32)
!194 = !DILocation(line: 41, column: 17, scope: !195)
!195 = distinct !DILexicalBlock(scope: !185, file: !10, line: 40, column: 5)
!196 = !DILocation(line: 350, column: 45, scope: !197, inlinedAt: !200)
!197 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCskZSGfCsmI4P_4core3ops5arithdNtB6_3Mul3mul", scope: !199, file: !198, line: 350, type: !37, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!198 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ops/arith.rs", directory: "", checksumkind: CSK_MD5, checksum: "e47733c3b66376c892662297e1e5370d")
!199 = !DINamespace(name: "{impl#142}", scope: !192)
!200 = !DILocation(line: 28, column: 17, scope: !189, inlinedAt: !194)
!201 = !DILocation(line: 42, column: 9, scope: !202)
!202 = distinct !DILexicalBlock(scope: !195, file: !10, line: 41, column: 9)
!203 = !DILocation(line: 43, column: 12, scope: !202)
!204 = !DILocation(line: 659, column: 28, scope: !205, inlinedAt: !211)
!205 = distinct !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !206, file: !173, line: 651, type: !37, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !210)
!206 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !175, file: !16, size: 64, align: 64, flags: DIFlagPublic, elements: !207, identifier: "b6c557b0a7ca814619ffd7f3e6d0e709")
!207 = !{!208}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !206, file: !16, baseType: !209, size: 64, align: 64, flags: DIFlagPrivate)
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !148, size: 64, align: 64, dwarfAddressSpace: 0)
!210 = !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !206, file: !173, line: 651, type: !37, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!211 = !DILocation(line: 185, column: 40, scope: !177, inlinedAt: !183)
!212 = !DILocation(line: 47, column: 5, scope: !186)
!213 = !DILocation(line: 48, column: 5, scope: !186)
!214 = !DILocation(line: 49, column: 5, scope: !186)
!215 = !DILocation(line: 50, column: 5, scope: !186)
!216 = !DILocation(line: 51, column: 2, scope: !143)
!217 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__saxpy", scope: !219, file: !218, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!218 = !DIFile(filename: "build/examples/saxpy/work/kernel_roots.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "fc771caade0545d34875ce8d559817db")
!219 = !DINamespace(name: "saxpy_kernels_offload_roots", scope: null)
!220 = !DILocation(line: 552, column: 14, scope: !221, inlinedAt: !223)
!221 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!222 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!223 = !DILocation(line: 1809, column: 9, scope: !224, inlinedAt: !226)
!224 = distinct !DILexicalBlock(scope: !225, file: !222, line: 1801, column: 5)
!225 = distinct !DISubprogram(name: "read_unaligned<f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!226 = !DILocation(line: 451, column: 18, scope: !227, inlinedAt: !229)
!227 = distinct !DISubprogram(name: "value<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 450, type: !37, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!228 = !DINamespace(name: "__unpack", scope: !24)
!229 = !DILocation(line: 16, column: 37, scope: !217)
!230 = !DILocation(line: 468, column: 18, scope: !231, inlinedAt: !235)
!231 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !233, file: !232, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!232 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!233 = !DINamespace(name: "{impl#0}", scope: !234)
!234 = !DINamespace(name: "const_ptr", scope: !127)
!235 = distinct !DILocation(line: 1057, column: 14, scope: !236, inlinedAt: !237)
!236 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !233, file: !232, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!237 = distinct !DILocation(line: 471, column: 45, scope: !238, inlinedAt: !239)
!238 = distinct !DISubprogram(name: "slice<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5slicefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 469, type: !37, scopeLine: 469, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!239 = distinct !DILocation(line: 16, column: 53, scope: !217)
!240 = !DILocation(line: 552, column: 14, scope: !241, inlinedAt: !242)
!241 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!242 = distinct !DILocation(line: 1809, column: 9, scope: !243, inlinedAt: !245)
!243 = distinct !DILexicalBlock(scope: !244, file: !222, line: 1801, column: 5)
!244 = distinct !DISubprogram(name: "read_unaligned<*const f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedPfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!245 = distinct !DILocation(line: 471, column: 24, scope: !238, inlinedAt: !239)
!246 = !DILocation(line: 468, column: 18, scope: !231, inlinedAt: !247)
!247 = distinct !DILocation(line: 1057, column: 14, scope: !248, inlinedAt: !249)
!248 = !DILexicalBlockFile(scope: !236, file: !232, discriminator: 2)
!249 = distinct !DILocation(line: 472, column: 44, scope: !250, inlinedAt: !239)
!250 = distinct !DILexicalBlock(scope: !238, file: !36, line: 471, column: 13)
!251 = !DILocation(line: 552, column: 14, scope: !241, inlinedAt: !252)
!252 = distinct !DILocation(line: 1809, column: 9, scope: !253, inlinedAt: !256)
!253 = !DILexicalBlockFile(scope: !254, file: !222, discriminator: 2)
!254 = distinct !DILexicalBlock(scope: !255, file: !222, line: 1801, column: 5)
!255 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!256 = distinct !DILocation(line: 472, column: 23, scope: !250, inlinedAt: !239)
!257 = !DILocation(line: 468, column: 18, scope: !258, inlinedAt: !259)
!258 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !233, file: !232, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!259 = distinct !DILocation(line: 1057, column: 14, scope: !260, inlinedAt: !261)
!260 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !233, file: !232, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!261 = distinct !DILocation(line: 484, column: 45, scope: !262, inlinedAt: !263)
!262 = distinct !DISubprogram(name: "slice_mut<offload::disjoint::Region<f32, 1>>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9slice_mutINtNtB4_8disjoint6RegionfEECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 479, type: !37, scopeLine: 479, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!263 = distinct !DILocation(line: 16, column: 69, scope: !217)
!264 = !DILocation(line: 552, column: 14, scope: !265, inlinedAt: !266)
!265 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!266 = distinct !DILocation(line: 1809, column: 9, scope: !267, inlinedAt: !269)
!267 = distinct !DILexicalBlock(scope: !268, file: !222, line: 1801, column: 5)
!268 = distinct !DISubprogram(name: "read_unaligned<*mut f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedOfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!269 = distinct !DILocation(line: 484, column: 24, scope: !262, inlinedAt: !263)
!270 = !DILocation(line: 468, column: 18, scope: !258, inlinedAt: !271)
!271 = distinct !DILocation(line: 1057, column: 14, scope: !272, inlinedAt: !273)
!272 = !DILexicalBlockFile(scope: !260, file: !232, discriminator: 2)
!273 = distinct !DILocation(line: 485, column: 44, scope: !274, inlinedAt: !263)
!274 = distinct !DILexicalBlock(scope: !262, file: !36, line: 484, column: 13)
!275 = !DILocation(line: 552, column: 14, scope: !265, inlinedAt: !276)
!276 = distinct !DILocation(line: 1809, column: 9, scope: !277, inlinedAt: !280)
!277 = !DILexicalBlockFile(scope: !278, file: !222, discriminator: 2)
!278 = distinct !DILexicalBlock(scope: !279, file: !222, line: 1801, column: 5)
!279 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!280 = distinct !DILocation(line: 485, column: 23, scope: !274, inlinedAt: !263)
!281 = !DILocation(line: 16, column: 14, scope: !217)
!282 = !DILocation(line: 17, column: 2, scope: !217)
!283 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__summarize", scope: !219, file: !218, line: 21, type: !37, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!284 = !DILocation(line: 552, column: 14, scope: !285, inlinedAt: !286)
!285 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!286 = !DILocation(line: 1809, column: 9, scope: !287, inlinedAt: !289)
!287 = distinct !DILexicalBlock(scope: !288, file: !222, line: 1801, column: 5)
!288 = distinct !DISubprogram(name: "read_unaligned<*const [f64; 256]>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedPAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!289 = !DILocation(line: 458, column: 20, scope: !290, inlinedAt: !291)
!290 = distinct !DISubprogram(name: "reference<[f64; 256]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9referenceAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 457, type: !37, scopeLine: 457, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!291 = !DILocation(line: 23, column: 41, scope: !283)
!292 = !DILocation(line: 468, column: 18, scope: !293, inlinedAt: !294)
!293 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !233, file: !232, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!294 = !DILocation(line: 1057, column: 14, scope: !295, inlinedAt: !297)
!295 = !DILexicalBlockFile(scope: !296, file: !232, discriminator: 2)
!296 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !233, file: !232, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!297 = !DILocation(line: 451, column: 39, scope: !298, inlinedAt: !299)
!298 = distinct !DISubprogram(name: "value<f64>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuedECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 450, type: !37, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!299 = !DILocation(line: 23, column: 61, scope: !283)
!300 = !DILocation(line: 552, column: 14, scope: !285, inlinedAt: !301)
!301 = !DILocation(line: 1809, column: 9, scope: !302, inlinedAt: !305)
!302 = !DILexicalBlockFile(scope: !303, file: !222, discriminator: 2)
!303 = distinct !DILexicalBlock(scope: !304, file: !222, line: 1801, column: 5)
!304 = distinct !DISubprogram(name: "read_unaligned<f64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unaligneddECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!305 = !DILocation(line: 451, column: 18, scope: !298, inlinedAt: !299)
!306 = !DILocation(line: 468, column: 18, scope: !293, inlinedAt: !307)
!307 = !DILocation(line: 1057, column: 14, scope: !308, inlinedAt: !309)
!308 = !DILexicalBlockFile(scope: !296, file: !232, discriminator: 4)
!309 = !DILocation(line: 451, column: 39, scope: !310, inlinedAt: !312)
!310 = !DILexicalBlockFile(scope: !311, file: !36, discriminator: 2)
!311 = distinct !DISubprogram(name: "value<u16>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuetECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 450, type: !37, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!312 = !DILocation(line: 23, column: 77, scope: !283)
!313 = !DILocation(line: 552, column: 14, scope: !285, inlinedAt: !314)
!314 = !DILocation(line: 1809, column: 9, scope: !315, inlinedAt: !318)
!315 = !DILexicalBlockFile(scope: !316, file: !222, discriminator: 4)
!316 = distinct !DILexicalBlock(scope: !317, file: !222, line: 1801, column: 5)
!317 = distinct !DISubprogram(name: "read_unaligned<u16>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedtECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!318 = !DILocation(line: 451, column: 18, scope: !310, inlinedAt: !312)
!319 = !DILocation(line: 468, column: 18, scope: !293, inlinedAt: !320)
!320 = !DILocation(line: 1057, column: 14, scope: !321, inlinedAt: !322)
!321 = !DILexicalBlockFile(scope: !296, file: !232, discriminator: 6)
!322 = !DILocation(line: 464, column: 45, scope: !323, inlinedAt: !324)
!323 = distinct !DISubprogram(name: "reference_mut<saxpy_kernels::Stats>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack13reference_mutNtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !228, file: !36, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!324 = !DILocation(line: 23, column: 93, scope: !283)
!325 = !DILocation(line: 552, column: 14, scope: !285, inlinedAt: !326)
!326 = !DILocation(line: 1809, column: 9, scope: !327, inlinedAt: !330)
!327 = !DILexicalBlockFile(scope: !328, file: !222, discriminator: 6)
!328 = distinct !DILexicalBlock(scope: !329, file: !222, line: 1801, column: 5)
!329 = distinct !DISubprogram(name: "read_unaligned<*mut saxpy_kernels::Stats>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedONtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !127, file: !222, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!330 = !DILocation(line: 464, column: 24, scope: !323, inlinedAt: !324)
!331 = !DILocation(line: 23, column: 14, scope: !283)
!332 = !DILocation(line: 24, column: 2, scope: !283)
