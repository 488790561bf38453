; The device code of examples/saxpy for x86-64: the kernels crate and its
; device roots, linked.
; Made by test/lit/make-inputs.py from examples/saxpy/work/x86_64-unknown-linux-gnu-x86-64/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Stats = type { double, i32, [1 x i32], double, i16, [3 x i16] }

@alloc_5a5c0fc29af5c7899a408d8d081ab3af = hidden unnamed_addr constant [26 x i8] c"examples/saxpy/kernels.rs\00", align 1
@alloc_ff87f962954ccbf777dc50f52372e26a = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5a5c0fc29af5c7899a408d8d081ab3af, [16 x i8] c"\19\00\00\00\00\00\00\00\0D\00\00\00\13\00\00\00" }>, align 8

; Function Attrs: nounwind nonlazybind uwtable
define void @_RNvCsd7ZUKZGIER4_13saxpy_kernels5saxpy(float noundef %a, ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noundef captures(address_is_null) %y.0, i64 noundef %y.1) unnamed_addr #0 !dbg !9 {
start:
  %_14 = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !34
  %_13 = zext i32 %_14 to i64, !dbg !39
  %_16 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !42
  %_15 = zext i32 %_16 to i64, !dbg !44
  %_12 = mul nuw i64 %_15, %_13, !dbg !39
  %_18 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !45
  %_17 = zext i32 %_18 to i64, !dbg !47
  %i = add nuw i64 %_12, %_17, !dbg !39
  %_2.i = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !48
  %bx.i = zext i32 %_2.i to i64, !dbg !62
  %_4.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !63
  %by.i = zext i32 %_4.i to i64, !dbg !66
  %_6.i = tail call noundef i32 @__offload_block_dim_z() #4, !dbg !67
  %bz.i = zext i32 %_6.i to i64, !dbg !70
  %_12.i = tail call noundef i32 @__offload_block_idx_z() #4, !dbg !71
  %_11.i = zext i32 %_12.i to i64, !dbg !75
  %_14.i = tail call noundef i32 @__offload_grid_dim_y() #4, !dbg !76
  %_13.i = zext i32 %_14.i to i64, !dbg !79
  %_10.i = mul nuw i64 %_13.i, %_11.i, !dbg !75
  %_16.i = tail call noundef i32 @__offload_block_idx_y() #4, !dbg !80
  %_15.i = zext i32 %_16.i to i64, !dbg !83
  %_9.i = add nuw i64 %_10.i, %_15.i, !dbg !84
  %_18.i = tail call noundef i32 @__offload_grid_dim_x() #4, !dbg !85
  %_17.i1 = zext i32 %_18.i to i64, !dbg !88
  %_8.i = mul i64 %_9.i, %_17.i1, !dbg !84
  %_20.i = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !89
  %_19.i = zext i32 %_20.i to i64, !dbg !92
  %block.i = add i64 %_8.i, %_19.i, !dbg !84
  %_23.i = mul nuw i64 %by.i, %bx.i, !dbg !93
  %_22.i = mul i64 %_23.i, %bz.i, !dbg !95
  %_21.i = mul i64 %_22.i, %block.i, !dbg !96
  %_5.i = tail call noundef i32 @__offload_thread_idx_z() #4, !dbg !97
  %_4.i2 = zext i32 %_5.i to i64, !dbg !102
  %_7.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !103
  %_6.i3 = zext i32 %_7.i to i64, !dbg !106
  %_3.i = mul nuw i64 %_6.i3, %_4.i2, !dbg !102
  %_9.i4 = tail call noundef i32 @__offload_thread_idx_y() #4, !dbg !107
  %_8.i5 = zext i32 %_9.i4 to i64, !dbg !110
  %_2.i6 = add nuw i64 %_3.i, %_8.i5, !dbg !111
  %_11.i7 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !112
  %_10.i8 = zext i32 %_11.i7 to i64, !dbg !115
  %_1.i = mul i64 %_2.i6, %_10.i8, !dbg !111
  %_13.i9 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !116
  %_12.i10 = zext i32 %_13.i9 to i64, !dbg !119
  %_0.i11 = add i64 %_21.i, %_12.i10, !dbg !111
  %_0.i = add i64 %_0.i11, %_1.i, !dbg !96
  %start1.sroa.0.1.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %_0.i), !dbg !120
  %0 = tail call i64 @llvm.uadd.sat.i64(i64 %start1.sroa.0.1.i, i64 1), !dbg !126
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %0), !dbg !133
  %data.i = getelementptr inbounds nuw float, ptr %y.0, i64 %start1.sroa.0.1.i, !dbg !135
  %_21.not = icmp eq i64 %spec.store.select.i, %start1.sroa.0.1.i, !dbg !143
  br i1 %_21.not, label %bb2, label %bb7, !dbg !143

bb7:                                              ; preds = %start
  %1 = icmp ne ptr %y.0, null
  tail call void @llvm.assume(i1 %1)
  %_10 = icmp ult i64 %i, %x.1, !dbg !150
  br i1 %_10, label %bb1, label %panic, !dbg !150

bb2:                                              ; preds = %bb1, %start
  ret void, !dbg !151

bb1:                                              ; preds = %bb7
  %2 = getelementptr inbounds nuw float, ptr %x.0, i64 %i, !dbg !150
  %_8 = load float, ptr %2, align 4, !dbg !150, !noundef !33
  %_7 = fmul float %a, %_8, !dbg !152
  %_11 = load float, ptr %data.i, align 4, !dbg !153, !noundef !33
  %3 = fadd float %_7, %_11, !dbg !154
  store float %3, ptr %data.i, align 4, !dbg !154
  br label %bb2, !dbg !155

panic:                                            ; preds = %bb7
  tail call void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ff87f962954ccbf777dc50f52372e26a) #5, !dbg !150
  unreachable, !dbg !150
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
declare noundef i32 @__offload_block_idx_z() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_grid_dim_y() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_block_idx_y() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_grid_dim_x() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_thread_idx_z() unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i32 @__offload_thread_idx_y() unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCskZSGfCsmI4P_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #3

; Function Attrs: nounwind nonlazybind uwtable
define void @_RNvCsd7ZUKZGIER4_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(none) dereferenceable(2048) %w, double noundef %scale, i16 noundef %tag, ptr noundef captures(address_is_null) %out.0, i64 noundef %out.1) unnamed_addr #0 !dbg !156 {
start:
  %_2.i = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !179
  %bx.i = zext i32 %_2.i to i64, !dbg !188
  %_4.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !189
  %by.i = zext i32 %_4.i to i64, !dbg !191
  %_6.i = tail call noundef i32 @__offload_block_dim_z() #4, !dbg !192
  %bz.i = zext i32 %_6.i to i64, !dbg !194
  %_12.i = tail call noundef i32 @__offload_block_idx_z() #4, !dbg !195
  %_11.i = zext i32 %_12.i to i64, !dbg !197
  %_14.i = tail call noundef i32 @__offload_grid_dim_y() #4, !dbg !198
  %_13.i = zext i32 %_14.i to i64, !dbg !200
  %_10.i = mul nuw i64 %_13.i, %_11.i, !dbg !197
  %_16.i = tail call noundef i32 @__offload_block_idx_y() #4, !dbg !201
  %_15.i = zext i32 %_16.i to i64, !dbg !203
  %_9.i = add nuw i64 %_10.i, %_15.i, !dbg !204
  %_18.i = tail call noundef i32 @__offload_grid_dim_x() #4, !dbg !205
  %_17.i6 = zext i32 %_18.i to i64, !dbg !207
  %_8.i = mul i64 %_9.i, %_17.i6, !dbg !204
  %_20.i = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !208
  %_19.i = zext i32 %_20.i to i64, !dbg !210
  %block.i = add i64 %_8.i, %_19.i, !dbg !204
  %_23.i = mul nuw i64 %by.i, %bx.i, !dbg !211
  %_22.i = mul i64 %_23.i, %bz.i, !dbg !212
  %_21.i = mul i64 %_22.i, %block.i, !dbg !213
  %_5.i = tail call noundef i32 @__offload_thread_idx_z() #4, !dbg !214
  %_4.i7 = zext i32 %_5.i to i64, !dbg !217
  %_7.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !218
  %_6.i8 = zext i32 %_7.i to i64, !dbg !220
  %_3.i = mul nuw i64 %_6.i8, %_4.i7, !dbg !217
  %_9.i9 = tail call noundef i32 @__offload_thread_idx_y() #4, !dbg !221
  %_8.i10 = zext i32 %_9.i9 to i64, !dbg !223
  %_2.i11 = add nuw i64 %_3.i, %_8.i10, !dbg !224
  %_11.i12 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !225
  %_10.i13 = zext i32 %_11.i12 to i64, !dbg !227
  %_1.i = mul i64 %_2.i11, %_10.i13, !dbg !224
  %_13.i14 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !228
  %_12.i15 = zext i32 %_13.i14 to i64, !dbg !230
  %_0.i16 = add i64 %_21.i, %_12.i15, !dbg !224
  %_0.i = add i64 %_0.i16, %_1.i, !dbg !213
  %start1.sroa.0.1.i = tail call i64 @llvm.umin.i64(i64 %out.1, i64 %_0.i), !dbg !231
  %0 = tail call i64 @llvm.uadd.sat.i64(i64 %start1.sroa.0.1.i, i64 1), !dbg !234
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %out.1, i64 %0), !dbg !238
  %data.i = getelementptr inbounds nuw %Stats, ptr %out.0, i64 %start1.sroa.0.1.i, !dbg !240
  %_19.not = icmp eq i64 %spec.store.select.i, %start1.sroa.0.1.i, !dbg !244
  br i1 %_19.not, label %bb5, label %bb7, !dbg !244

bb7:                                              ; preds = %start
  %1 = icmp ne ptr %out.0, null
  tail call void @llvm.assume(i1 %1)
  br label %bb10, !dbg !248

bb5:                                              ; preds = %bb9, %start
  ret void, !dbg !261

bb10:                                             ; preds = %bb10, %bb7
  %iter.sroa.0.0.idx19 = phi i64 [ 0, %bb7 ], [ %iter.sroa.0.0.add.1, %bb10 ]
  %sum.sroa.0.018 = phi double [ 0.000000e+00, %bb7 ], [ %4, %bb10 ]
  %max.sroa.0.017 = phi double [ 0xFFF0000000000000, %bb7 ], [ %max.sroa.0.1.1, %bb10 ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !262
  %_40 = load double, ptr %iter.sroa.0.0.ptr, align 8, !dbg !267, !noundef !33
  %s = fmul double %scale, %_40, !dbg !275
  %2 = fadd double %sum.sroa.0.018, %s, !dbg !280
  %_15 = fcmp ogt double %s, %max.sroa.0.017, !dbg !282
  %max.sroa.0.1 = select i1 %_15, double %s, double %max.sroa.0.017, !dbg !282
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !262
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !262
  %iter.sroa.0.0.add.1 = add nuw nsw i64 %iter.sroa.0.0.idx19, 16, !dbg !283
  %_40.1 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !dbg !267, !noundef !33
  %s.1 = fmul double %scale, %_40.1, !dbg !275
  %4 = fadd double %2, %s.1, !dbg !280
  %_15.1 = fcmp ogt double %s.1, %max.sroa.0.1, !dbg !282
  %max.sroa.0.1.1 = select i1 %_15.1, double %s.1, double %max.sroa.0.1, !dbg !282
  %_32.1 = icmp eq i64 %iter.sroa.0.0.add.1, 2048, !dbg !262
  br i1 %_32.1, label %bb9, label %bb10, !dbg !248

bb9:                                              ; preds = %bb10
  store double %4, ptr %data.i, align 8, !dbg !291
  %5 = getelementptr inbounds nuw i8, ptr %data.i, i64 16, !dbg !292
  store double %max.sroa.0.1.1, ptr %5, align 8, !dbg !292
  %6 = getelementptr inbounds nuw i8, ptr %data.i, i64 8, !dbg !293
  %7 = load i32, ptr %6, align 8, !dbg !293, !noundef !33
  %8 = add i32 %7, 256, !dbg !293
  store i32 %8, ptr %6, align 8, !dbg !293
  %9 = getelementptr inbounds nuw i8, ptr %data.i, i64 24, !dbg !294
  store i16 %tag, ptr %9, align 8, !dbg !294
  br label %bb5, !dbg !261
}

; Function Attrs: nounwind nonlazybind uwtable
define void @__offload_unpack_saxpy_kernels__saxpy(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !295 {
start:
  %tmp.sroa.0.0.copyload = load float, ptr %s, align 1, !dbg !298
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !309
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %0, align 1, !dbg !319
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !325
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %1, align 1, !dbg !330
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !336
  %tmp.sroa.0.0.copyload.i1 = load ptr, ptr %2, align 1, !dbg !343
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !349
  %tmp1.sroa.0.0.copyload.i2 = load i64, ptr %3, align 1, !dbg !354
  tail call void @_RNvCsd7ZUKZGIER4_13saxpy_kernels5saxpy(float noundef %tmp.sroa.0.0.copyload, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i, ptr noundef %tmp.sroa.0.0.copyload.i1, i64 noundef %tmp1.sroa.0.0.copyload.i2) #4, !dbg !360
  ret void, !dbg !361
}

; Function Attrs: nounwind nonlazybind uwtable
define void @__offload_unpack_saxpy_kernels__summarize(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !362 {
start:
  %tmp.sroa.0.0.copyload = load ptr, ptr %s, align 1, !dbg !363
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !371
  %tmp1.sroa.0.0.copyload = load double, ptr %0, align 1, !dbg !379
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !385
  %tmp2.sroa.0.0.copyload = load i16, ptr %1, align 1, !dbg !392
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !398
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %2, align 1, !dbg !405
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !411
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %3, align 1, !dbg !416
  tail call void @_RNvCsd7ZUKZGIER4_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(2048) %tmp.sroa.0.0.copyload, double noundef %tmp1.sroa.0.0.copyload, i16 noundef %tmp2.sroa.0.0.copyload, ptr noundef %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i) #4, !dbg !422
  ret void, !dbg !423
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
!2 = !DIFile(filename: "examples/saxpy/kernels.rs/@/saxpy_kernels.98ebf4b8e817c99c-cgu.0", directory: "build/examples/saxpy/work/package")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "saxpy_kernels_roots_9ae33b54880b0f00/roots.rs/@/saxpy_kernels_roots_9ae33b54880b0f00.24e39de043208da7-cgu.0", directory: "build/examples/saxpy/work/target/offload/roots/9ae33b54880b0f00")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 2, !"RtLibUseGOT", i32 1}
!7 = !{i32 7, !"Dwarf Version", i32 4}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = distinct !DISubprogram(name: "saxpy", linkageName: "_RNvCsd7ZUKZGIER4_13saxpy_kernels5saxpy", scope: !11, file: !10, line: 10, type: !12, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!10 = !DIFile(filename: "examples/saxpy/kernels.rs", directory: "", checksumkind: CSK_MD5, checksum: "2fca849ecc9415d07c108109a8cbf1c2")
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
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !23, file: !16, size: 128, align: 64, flags: DIFlagPublic, elements: !25, identifier: "c04a6fb97204de837e28e3f2aca56ce2")
!23 = !DINamespace(name: "region", scope: !24)
!24 = !DINamespace(name: "offload", scope: null)
!25 = !{!26, !28, !29}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !22, file: !16, baseType: !27, size: 64, align: 64, flags: DIFlagProtected)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !14, size: 64, align: 64, dwarfAddressSpace: 0)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !22, file: !16, baseType: !21, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !22, file: !16, baseType: !30, align: 8, offset: 128, flags: DIFlagProtected)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f32]>", scope: !31, file: !16, align: 8, flags: DIFlagPublic, elements: !33, identifier: "6de2ac5ce509f432e951aa4c1444e064")
!31 = !DINamespace(name: "marker", scope: !32)
!32 = !DINamespace(name: "core", scope: null)
!33 = !{}
!34 = !DILocation(line: 32, column: 24, scope: !35, inlinedAt: !39)
!35 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_idx_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!36 = !DIFile(filename: "src/builtins.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "f104c0921b24839ef12aedba97263097")
!37 = !DINamespace(name: "builtins", scope: !24)
!38 = !DISubroutineType(types: !33)
!39 = !DILocation(line: 70, column: 5, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins12global_idx_x", scope: !37, file: !36, line: 69, type: !38, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!41 = !DILocation(line: 11, column: 13, scope: !9)
!42 = !DILocation(line: 32, column: 24, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_dim_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!44 = !DILocation(line: 70, column: 30, scope: !40, inlinedAt: !41)
!45 = !DILocation(line: 32, column: 24, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins12thread_idx_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!47 = !DILocation(line: 70, column: 55, scope: !40, inlinedAt: !41)
!48 = !DILocation(line: 32, column: 24, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_dim_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!50 = distinct !DILocation(line: 94, column: 25, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "global_linear_idx", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins17global_linear_idx", scope: !37, file: !36, line: 93, type: !38, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!52 = distinct !DILocation(line: 79, column: 21, scope: !53, inlinedAt: !56)
!53 = distinct !DISubprogram(name: "thread_chunk<f32, 1>", linkageName: "_RNvMs_NtCs1FjnGVFFvUp_7offload6regionINtB4_6RegionfE12thread_chunkCsd7ZUKZGIER4_13saxpy_kernels", scope: !22, file: !54, line: 78, type: !38, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !55)
!54 = !DIFile(filename: "src/region.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "e59e3a3f9b03b5e35c368ff97cf710d2")
!55 = !DISubprogram(name: "thread_chunk<f32, 1>", linkageName: "_RNvMs_NtCs1FjnGVFFvUp_7offload6regionINtB4_6RegionfE12thread_chunkCsd7ZUKZGIER4_13saxpy_kernels", scope: !22, file: !54, line: 78, type: !38, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!56 = distinct !DILocation(line: 92, column: 14, scope: !57, inlinedAt: !59)
!57 = distinct !DISubprogram(name: "thread_element<f32>", linkageName: "_RNvMs0_NtCs1FjnGVFFvUp_7offload6regionINtB5_6RegionfE14thread_elementCsd7ZUKZGIER4_13saxpy_kernels", scope: !22, file: !54, line: 91, type: !38, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !58)
!58 = !DISubprogram(name: "thread_element<f32>", linkageName: "_RNvMs0_NtCs1FjnGVFFvUp_7offload6regionINtB5_6RegionfE14thread_elementCsd7ZUKZGIER4_13saxpy_kernels", scope: !22, file: !54, line: 91, type: !38, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!59 = !DILocation(line: 12, column: 25, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !10, line: 12, column: 42)
!61 = distinct !DILexicalBlock(scope: !9, file: !10, line: 11, column: 5)
!62 = !DILocation(line: 94, column: 25, scope: !51, inlinedAt: !52)
!63 = !DILocation(line: 32, column: 24, scope: !64, inlinedAt: !65)
!64 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_dim_y", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!65 = distinct !DILocation(line: 94, column: 49, scope: !51, inlinedAt: !52)
!66 = !DILocation(line: 94, column: 49, scope: !51, inlinedAt: !52)
!67 = !DILocation(line: 32, column: 24, scope: !68, inlinedAt: !69)
!68 = distinct !DISubprogram(name: "block_dim_z", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_dim_z", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!69 = distinct !DILocation(line: 94, column: 73, scope: !51, inlinedAt: !52)
!70 = !DILocation(line: 94, column: 73, scope: !51, inlinedAt: !52)
!71 = !DILocation(line: 32, column: 24, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "block_idx_z", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_idx_z", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!73 = distinct !DILocation(line: 95, column: 18, scope: !74, inlinedAt: !52)
!74 = distinct !DILexicalBlock(scope: !51, file: !36, line: 94, column: 5)
!75 = !DILocation(line: 95, column: 18, scope: !74, inlinedAt: !52)
!76 = !DILocation(line: 32, column: 24, scope: !77, inlinedAt: !78)
!77 = distinct !DISubprogram(name: "grid_dim_y", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins10grid_dim_y", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!78 = distinct !DILocation(line: 95, column: 43, scope: !74, inlinedAt: !52)
!79 = !DILocation(line: 95, column: 43, scope: !74, inlinedAt: !52)
!80 = !DILocation(line: 32, column: 24, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "block_idx_y", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_idx_y", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!82 = distinct !DILocation(line: 95, column: 67, scope: !74, inlinedAt: !52)
!83 = !DILocation(line: 95, column: 67, scope: !74, inlinedAt: !52)
!84 = !DILocation(line: 95, column: 17, scope: !74, inlinedAt: !52)
!85 = !DILocation(line: 32, column: 24, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "grid_dim_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins10grid_dim_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!87 = distinct !DILocation(line: 96, column: 11, scope: !74, inlinedAt: !52)
!88 = !DILocation(line: 96, column: 11, scope: !74, inlinedAt: !52)
!89 = !DILocation(line: 32, column: 24, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_idx_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!91 = distinct !DILocation(line: 97, column: 11, scope: !74, inlinedAt: !52)
!92 = !DILocation(line: 97, column: 11, scope: !74, inlinedAt: !52)
!93 = !DILocation(line: 98, column: 14, scope: !94, inlinedAt: !52)
!94 = distinct !DILexicalBlock(scope: !74, file: !36, line: 95, column: 5)
!95 = !DILocation(line: 98, column: 13, scope: !94, inlinedAt: !52)
!96 = !DILocation(line: 98, column: 5, scope: !94, inlinedAt: !52)
!97 = !DILocation(line: 32, column: 24, scope: !98, inlinedAt: !99)
!98 = distinct !DISubprogram(name: "thread_idx_z", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins12thread_idx_z", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!99 = distinct !DILocation(line: 108, column: 6, scope: !100, inlinedAt: !101)
!100 = distinct !DISubprogram(name: "thread_linear_idx", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins17thread_linear_idx", scope: !37, file: !36, line: 107, type: !38, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!101 = distinct !DILocation(line: 98, column: 30, scope: !94, inlinedAt: !52)
!102 = !DILocation(line: 108, column: 6, scope: !100, inlinedAt: !101)
!103 = !DILocation(line: 32, column: 24, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_dim_y", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!105 = distinct !DILocation(line: 108, column: 32, scope: !100, inlinedAt: !101)
!106 = !DILocation(line: 108, column: 32, scope: !100, inlinedAt: !101)
!107 = !DILocation(line: 32, column: 24, scope: !108, inlinedAt: !109)
!108 = distinct !DISubprogram(name: "thread_idx_y", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins12thread_idx_y", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!109 = distinct !DILocation(line: 108, column: 57, scope: !100, inlinedAt: !101)
!110 = !DILocation(line: 108, column: 57, scope: !100, inlinedAt: !101)
!111 = !DILocation(line: 108, column: 5, scope: !100, inlinedAt: !101)
!112 = !DILocation(line: 32, column: 24, scope: !113, inlinedAt: !114)
!113 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins11block_dim_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!114 = distinct !DILocation(line: 109, column: 11, scope: !100, inlinedAt: !101)
!115 = !DILocation(line: 109, column: 11, scope: !100, inlinedAt: !101)
!116 = !DILocation(line: 32, column: 24, scope: !117, inlinedAt: !118)
!117 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvNtCs1FjnGVFFvUp_7offload8builtins12thread_idx_x", scope: !37, file: !36, line: 30, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!118 = distinct !DILocation(line: 110, column: 11, scope: !100, inlinedAt: !101)
!119 = !DILocation(line: 110, column: 11, scope: !100, inlinedAt: !101)
!120 = !DILocation(line: 1076, column: 12, scope: !121, inlinedAt: !125)
!121 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCskZSGfCsmI4P_4core3cmp3Ord3minCsd7ZUKZGIER4_13saxpy_kernels", scope: !123, file: !122, line: 1072, type: !38, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!122 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/cmp.rs", directory: "", checksumkind: CSK_MD5, checksum: "736a93835c8eb09f7e6c373983e20e04")
!123 = !DINamespace(name: "Ord", scope: !124)
!124 = !DINamespace(name: "cmp", scope: !32)
!125 = distinct !DILocation(line: 79, column: 66, scope: !53, inlinedAt: !56)
!126 = !DILocation(line: 2355, column: 13, scope: !127, inlinedAt: !131)
!127 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCskZSGfCsmI4P_4core3numj14saturating_add", scope: !129, file: !128, line: 2354, type: !38, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!128 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "5fc7d5e74eb0c3c3b6eb5c642b7e095f")
!129 = !DINamespace(name: "{impl#11}", scope: !130)
!130 = !DINamespace(name: "num", scope: !32)
!131 = distinct !DILocation(line: 80, column: 25, scope: !132, inlinedAt: !56)
!132 = distinct !DILexicalBlock(scope: !53, file: !54, line: 79, column: 9)
!133 = !DILocation(line: 1076, column: 12, scope: !121, inlinedAt: !134)
!134 = distinct !DILocation(line: 80, column: 43, scope: !132, inlinedAt: !56)
!135 = !DILocation(line: 961, column: 18, scope: !136, inlinedAt: !141)
!136 = distinct !DISubprogram(name: "add<f32>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr7mut_ptrOf3addCsd7ZUKZGIER4_13saxpy_kernels", scope: !138, file: !137, line: 927, type: !38, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!137 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mut_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!138 = !DINamespace(name: "{impl#0}", scope: !139)
!139 = !DINamespace(name: "mut_ptr", scope: !140)
!140 = !DINamespace(name: "ptr", scope: !32)
!141 = distinct !DILocation(line: 83, column: 64, scope: !142, inlinedAt: !56)
!142 = distinct !DILexicalBlock(scope: !132, file: !54, line: 80, column: 9)
!143 = !DILocation(line: 179, column: 16, scope: !144, inlinedAt: !149)
!144 = distinct !DILexicalBlock(scope: !146, file: !145, line: 179, column: 35)
!145 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "1f64a141f11e4e3a7a0a9e34684244e5")
!146 = distinct !DISubprogram(name: "first_mut<f32>", linkageName: "_RNvMNtCskZSGfCsmI4P_4core5sliceSf9first_mutCsd7ZUKZGIER4_13saxpy_kernels", scope: !147, file: !145, line: 178, type: !38, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!147 = !DINamespace(name: "{impl#0}", scope: !148)
!148 = !DINamespace(name: "slice", scope: !32)
!149 = !DILocation(line: 92, column: 29, scope: !57, inlinedAt: !59)
!150 = !DILocation(line: 13, column: 19, scope: !60)
!151 = !DILocation(line: 15, column: 2, scope: !9)
!152 = !DILocation(line: 13, column: 15, scope: !60)
!153 = !DILocation(line: 13, column: 26, scope: !60)
!154 = !DILocation(line: 13, column: 9, scope: !60)
!155 = !DILocation(line: 12, column: 5, scope: !61)
!156 = distinct !DISubprogram(name: "summarize", linkageName: "_RNvCsd7ZUKZGIER4_13saxpy_kernels9summarize", scope: !11, file: !10, line: 35, type: !157, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !161, !164, !165}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !160, size: 64, align: 64, dwarfAddressSpace: 0)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 16384, align: 64, elements: !162)
!161 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!162 = !{!163}
!163 = !DISubrange(count: 256, lowerBound: 0)
!164 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!165 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<saxpy_kernels::Stats, 1>", scope: !23, file: !16, size: 128, align: 64, flags: DIFlagPublic, elements: !166, identifier: "2c9f8a58ed40e67c3503ee7728747a80")
!166 = !{!167, !176, !177}
!167 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !165, file: !16, baseType: !168, size: 64, align: 64, flags: DIFlagProtected)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut saxpy_kernels::Stats", baseType: !169, size: 64, align: 64, dwarfAddressSpace: 0)
!169 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !11, file: !16, size: 256, align: 64, flags: DIFlagPublic, elements: !170, identifier: "ad39365bf4e2ed9738d88f187859d49f")
!170 = !{!171, !172, !174, !175}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !169, file: !16, baseType: !161, size: 64, align: 64, flags: DIFlagPublic)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !169, file: !16, baseType: !173, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!173 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !169, file: !16, baseType: !161, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !169, file: !16, baseType: !164, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !165, file: !16, baseType: !21, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !165, file: !16, baseType: !178, align: 8, offset: 128, flags: DIFlagProtected)
!178 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [saxpy_kernels::Stats]>", scope: !31, file: !16, align: 8, flags: DIFlagPublic, elements: !33, identifier: "fe1bffac5b43341fd1f276907dbfd011")
!179 = !DILocation(line: 32, column: 24, scope: !49, inlinedAt: !180)
!180 = distinct !DILocation(line: 94, column: 25, scope: !51, inlinedAt: !181)
!181 = distinct !DILocation(line: 79, column: 21, scope: !182, inlinedAt: !184)
!182 = distinct !DISubprogram(name: "thread_chunk<saxpy_kernels::Stats, 1>", linkageName: "_RNvMs_NtCs1FjnGVFFvUp_7offload6regionINtB4_6RegionNtCsd7ZUKZGIER4_13saxpy_kernels5StatsE12thread_chunkBO_", scope: !165, file: !54, line: 78, type: !38, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !183)
!183 = !DISubprogram(name: "thread_chunk<saxpy_kernels::Stats, 1>", linkageName: "_RNvMs_NtCs1FjnGVFFvUp_7offload6regionINtB4_6RegionNtCsd7ZUKZGIER4_13saxpy_kernels5StatsE12thread_chunkBO_", scope: !165, file: !54, line: 78, type: !38, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!184 = distinct !DILocation(line: 92, column: 14, scope: !185, inlinedAt: !187)
!185 = distinct !DISubprogram(name: "thread_element<saxpy_kernels::Stats>", linkageName: "_RNvMs0_NtCs1FjnGVFFvUp_7offload6regionINtB5_6RegionNtCsd7ZUKZGIER4_13saxpy_kernels5StatsE14thread_elementBP_", scope: !165, file: !54, line: 91, type: !38, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !186)
!186 = !DISubprogram(name: "thread_element<saxpy_kernels::Stats>", linkageName: "_RNvMs0_NtCs1FjnGVFFvUp_7offload6regionINtB5_6RegionNtCsd7ZUKZGIER4_13saxpy_kernels5StatsE14thread_elementBP_", scope: !165, file: !54, line: 91, type: !38, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!187 = !DILocation(line: 36, column: 25, scope: !156)
!188 = !DILocation(line: 94, column: 25, scope: !51, inlinedAt: !181)
!189 = !DILocation(line: 32, column: 24, scope: !64, inlinedAt: !190)
!190 = distinct !DILocation(line: 94, column: 49, scope: !51, inlinedAt: !181)
!191 = !DILocation(line: 94, column: 49, scope: !51, inlinedAt: !181)
!192 = !DILocation(line: 32, column: 24, scope: !68, inlinedAt: !193)
!193 = distinct !DILocation(line: 94, column: 73, scope: !51, inlinedAt: !181)
!194 = !DILocation(line: 94, column: 73, scope: !51, inlinedAt: !181)
!195 = !DILocation(line: 32, column: 24, scope: !72, inlinedAt: !196)
!196 = distinct !DILocation(line: 95, column: 18, scope: !74, inlinedAt: !181)
!197 = !DILocation(line: 95, column: 18, scope: !74, inlinedAt: !181)
!198 = !DILocation(line: 32, column: 24, scope: !77, inlinedAt: !199)
!199 = distinct !DILocation(line: 95, column: 43, scope: !74, inlinedAt: !181)
!200 = !DILocation(line: 95, column: 43, scope: !74, inlinedAt: !181)
!201 = !DILocation(line: 32, column: 24, scope: !81, inlinedAt: !202)
!202 = distinct !DILocation(line: 95, column: 67, scope: !74, inlinedAt: !181)
!203 = !DILocation(line: 95, column: 67, scope: !74, inlinedAt: !181)
!204 = !DILocation(line: 95, column: 17, scope: !74, inlinedAt: !181)
!205 = !DILocation(line: 32, column: 24, scope: !86, inlinedAt: !206)
!206 = distinct !DILocation(line: 96, column: 11, scope: !74, inlinedAt: !181)
!207 = !DILocation(line: 96, column: 11, scope: !74, inlinedAt: !181)
!208 = !DILocation(line: 32, column: 24, scope: !90, inlinedAt: !209)
!209 = distinct !DILocation(line: 97, column: 11, scope: !74, inlinedAt: !181)
!210 = !DILocation(line: 97, column: 11, scope: !74, inlinedAt: !181)
!211 = !DILocation(line: 98, column: 14, scope: !94, inlinedAt: !181)
!212 = !DILocation(line: 98, column: 13, scope: !94, inlinedAt: !181)
!213 = !DILocation(line: 98, column: 5, scope: !94, inlinedAt: !181)
!214 = !DILocation(line: 32, column: 24, scope: !98, inlinedAt: !215)
!215 = distinct !DILocation(line: 108, column: 6, scope: !100, inlinedAt: !216)
!216 = distinct !DILocation(line: 98, column: 30, scope: !94, inlinedAt: !181)
!217 = !DILocation(line: 108, column: 6, scope: !100, inlinedAt: !216)
!218 = !DILocation(line: 32, column: 24, scope: !104, inlinedAt: !219)
!219 = distinct !DILocation(line: 108, column: 32, scope: !100, inlinedAt: !216)
!220 = !DILocation(line: 108, column: 32, scope: !100, inlinedAt: !216)
!221 = !DILocation(line: 32, column: 24, scope: !108, inlinedAt: !222)
!222 = distinct !DILocation(line: 108, column: 57, scope: !100, inlinedAt: !216)
!223 = !DILocation(line: 108, column: 57, scope: !100, inlinedAt: !216)
!224 = !DILocation(line: 108, column: 5, scope: !100, inlinedAt: !216)
!225 = !DILocation(line: 32, column: 24, scope: !113, inlinedAt: !226)
!226 = distinct !DILocation(line: 109, column: 11, scope: !100, inlinedAt: !216)
!227 = !DILocation(line: 109, column: 11, scope: !100, inlinedAt: !216)
!228 = !DILocation(line: 32, column: 24, scope: !117, inlinedAt: !229)
!229 = distinct !DILocation(line: 110, column: 11, scope: !100, inlinedAt: !216)
!230 = !DILocation(line: 110, column: 11, scope: !100, inlinedAt: !216)
!231 = !DILocation(line: 1076, column: 12, scope: !232, inlinedAt: !233)
!232 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCskZSGfCsmI4P_4core3cmp3Ord3minCsd7ZUKZGIER4_13saxpy_kernels", scope: !123, file: !122, line: 1072, type: !38, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!233 = distinct !DILocation(line: 79, column: 66, scope: !182, inlinedAt: !184)
!234 = !DILocation(line: 2355, column: 13, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCskZSGfCsmI4P_4core3numj14saturating_add", scope: !129, file: !128, line: 2354, type: !38, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!236 = distinct !DILocation(line: 80, column: 25, scope: !237, inlinedAt: !184)
!237 = distinct !DILexicalBlock(scope: !182, file: !54, line: 79, column: 9)
!238 = !DILocation(line: 1076, column: 12, scope: !232, inlinedAt: !239)
!239 = distinct !DILocation(line: 80, column: 43, scope: !237, inlinedAt: !184)
!240 = !DILocation(line: 961, column: 18, scope: !241, inlinedAt: !242)
!241 = distinct !DISubprogram(name: "add<saxpy_kernels::Stats>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr7mut_ptrONtCsd7ZUKZGIER4_13saxpy_kernels5Stats3addBE_", scope: !138, file: !137, line: 927, type: !38, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!242 = distinct !DILocation(line: 83, column: 64, scope: !243, inlinedAt: !184)
!243 = distinct !DILexicalBlock(scope: !237, file: !54, line: 80, column: 9)
!244 = !DILocation(line: 179, column: 16, scope: !245, inlinedAt: !247)
!245 = distinct !DILexicalBlock(scope: !246, file: !145, line: 179, column: 35)
!246 = distinct !DISubprogram(name: "first_mut<saxpy_kernels::Stats>", linkageName: "_RNvMNtCskZSGfCsmI4P_4core5sliceSNtCsd7ZUKZGIER4_13saxpy_kernels5Stats9first_mutBw_", scope: !147, file: !145, line: 178, type: !38, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!247 = !DILocation(line: 92, column: 29, scope: !185, inlinedAt: !187)
!248 = !DILocation(line: 180, column: 28, scope: !249, inlinedAt: !255)
!249 = distinct !DILexicalBlock(scope: !251, file: !250, line: 162, column: 17)
!250 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/iter/macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!251 = distinct !DILexicalBlock(scope: !252, file: !250, line: 161, column: 17)
!252 = distinct !DISubprogram(name: "next<f64>", linkageName: "_RNvXs2J_NtNtCskZSGfCsmI4P_4core5slice4iterINtB6_4IterdENtNtNtNtBa_4iter6traits8iterator8Iterator4nextCsd7ZUKZGIER4_13saxpy_kernels", scope: !253, file: !250, line: 157, type: !38, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!253 = !DINamespace(name: "{impl#171}", scope: !254)
!254 = !DINamespace(name: "iter", scope: !148)
!255 = !DILocation(line: 41, column: 14, scope: !256)
!256 = !DILexicalBlockFile(scope: !257, file: !10, discriminator: 2)
!257 = distinct !DILexicalBlock(scope: !258, file: !10, line: 41, column: 5)
!258 = distinct !DILexicalBlock(scope: !259, file: !10, line: 40, column: 5)
!259 = distinct !DILexicalBlock(scope: !260, file: !10, line: 39, column: 5)
!260 = distinct !DILexicalBlock(scope: !156, file: !10, line: 36, column: 5)
!261 = !DILocation(line: 52, column: 2, scope: !156)
!262 = !DILocation(line: 1717, column: 9, scope: !263, inlinedAt: !248)
!263 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_RNvXsd_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldENtNtB9_3cmp9PartialEq2eqCsd7ZUKZGIER4_13saxpy_kernels", scope: !265, file: !264, line: 1716, type: !38, scopeLine: 1716, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!264 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!265 = !DINamespace(name: "{impl#15}", scope: !266)
!266 = !DINamespace(name: "non_null", scope: !140)
!267 = !DILocation(line: 28, column: 31, scope: !268, inlinedAt: !273)
!268 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Y_NtNtCskZSGfCsmI4P_4core3ops5arithRdINtB6_3MuldE3mul", scope: !270, file: !269, line: 27, type: !38, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!269 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/internal_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!270 = !DINamespace(name: "{impl#186}", scope: !271)
!271 = !DINamespace(name: "arith", scope: !272)
!272 = !DINamespace(name: "ops", scope: !32)
!273 = !DILocation(line: 42, column: 17, scope: !274)
!274 = distinct !DILexicalBlock(scope: !257, file: !10, line: 41, column: 5)
!275 = !DILocation(line: 350, column: 45, scope: !276, inlinedAt: !279)
!276 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCskZSGfCsmI4P_4core3ops5arithdNtB6_3Mul3mul", scope: !278, file: !277, line: 350, type: !38, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!277 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ops/arith.rs", directory: "", checksumkind: CSK_MD5, checksum: "e47733c3b66376c892662297e1e5370d")
!278 = !DINamespace(name: "{impl#142}", scope: !271)
!279 = !DILocation(line: 28, column: 17, scope: !268, inlinedAt: !273)
!280 = !DILocation(line: 43, column: 9, scope: !281)
!281 = distinct !DILexicalBlock(scope: !274, file: !10, line: 42, column: 9)
!282 = !DILocation(line: 44, column: 12, scope: !281)
!283 = !DILocation(line: 659, column: 28, scope: !284, inlinedAt: !290)
!284 = distinct !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldE3addCsd7ZUKZGIER4_13saxpy_kernels", scope: !285, file: !264, line: 651, type: !38, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !289)
!285 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !266, file: !16, size: 64, align: 64, flags: DIFlagPublic, elements: !286, identifier: "b6c557b0a7ca814619ffd7f3e6d0e709")
!286 = !{!287}
!287 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !285, file: !16, baseType: !288, size: 64, align: 64, flags: DIFlagPrivate)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !161, size: 64, align: 64, dwarfAddressSpace: 0)
!289 = !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCskZSGfCsmI4P_4core3ptr8non_nullINtB5_7NonNulldE3addCsd7ZUKZGIER4_13saxpy_kernels", scope: !285, file: !264, line: 651, type: !38, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!290 = !DILocation(line: 185, column: 40, scope: !249, inlinedAt: !255)
!291 = !DILocation(line: 48, column: 5, scope: !258)
!292 = !DILocation(line: 49, column: 5, scope: !258)
!293 = !DILocation(line: 50, column: 5, scope: !258)
!294 = !DILocation(line: 51, column: 5, scope: !258)
!295 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__saxpy", scope: !297, file: !296, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!296 = !DIFile(filename: "saxpy_kernels_roots_9ae33b54880b0f00/roots.rs", directory: "build/examples/saxpy/work/target/offload/roots/9ae33b54880b0f00", checksumkind: CSK_MD5, checksum: "6c4acae214971e9b2ed6c1f097eb7c4c")
!297 = !DINamespace(name: "saxpy_kernels_roots_9ae33b54880b0f00", scope: null)
!298 = !DILocation(line: 552, column: 14, scope: !299, inlinedAt: !301)
!299 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 531, type: !38, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!300 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!301 = !DILocation(line: 1809, column: 9, scope: !302, inlinedAt: !304)
!302 = distinct !DILexicalBlock(scope: !303, file: !300, line: 1801, column: 5)
!303 = distinct !DISubprogram(name: "read_unaligned<f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedfECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!304 = !DILocation(line: 10, column: 14, scope: !305, inlinedAt: !308)
!305 = distinct !DISubprogram(name: "value<f32>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack5valuefECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 9, type: !38, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!306 = !DIFile(filename: "src/unpack.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "3c892db9fc88dd3643ce88c14e5ade96")
!307 = !DINamespace(name: "__unpack", scope: !24)
!308 = !DILocation(line: 16, column: 37, scope: !295)
!309 = !DILocation(line: 468, column: 18, scope: !310, inlinedAt: !314)
!310 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 463, type: !38, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!311 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!312 = !DINamespace(name: "{impl#0}", scope: !313)
!313 = !DINamespace(name: "const_ptr", scope: !140)
!314 = distinct !DILocation(line: 1057, column: 14, scope: !315, inlinedAt: !316)
!315 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 1053, type: !38, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!316 = distinct !DILocation(line: 33, column: 41, scope: !317, inlinedAt: !318)
!317 = distinct !DISubprogram(name: "slice<&[f32]>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack5sliceRSfECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 28, type: !38, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!318 = distinct !DILocation(line: 16, column: 53, scope: !295)
!319 = !DILocation(line: 552, column: 14, scope: !320, inlinedAt: !321)
!320 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 531, type: !38, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!321 = distinct !DILocation(line: 1809, column: 9, scope: !322, inlinedAt: !324)
!322 = distinct !DILexicalBlock(scope: !323, file: !300, line: 1801, column: 5)
!323 = distinct !DISubprogram(name: "read_unaligned<*const f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedPfECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!324 = distinct !DILocation(line: 33, column: 20, scope: !317, inlinedAt: !318)
!325 = !DILocation(line: 468, column: 18, scope: !310, inlinedAt: !326)
!326 = distinct !DILocation(line: 1057, column: 14, scope: !327, inlinedAt: !328)
!327 = !DILexicalBlockFile(scope: !315, file: !311, discriminator: 2)
!328 = distinct !DILocation(line: 34, column: 40, scope: !329, inlinedAt: !318)
!329 = distinct !DILexicalBlock(scope: !317, file: !306, line: 33, column: 9)
!330 = !DILocation(line: 552, column: 14, scope: !320, inlinedAt: !331)
!331 = distinct !DILocation(line: 1809, column: 9, scope: !332, inlinedAt: !335)
!332 = !DILexicalBlockFile(scope: !333, file: !300, discriminator: 2)
!333 = distinct !DILexicalBlock(scope: !334, file: !300, line: 1801, column: 5)
!334 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!335 = distinct !DILocation(line: 34, column: 19, scope: !329, inlinedAt: !318)
!336 = !DILocation(line: 468, column: 18, scope: !337, inlinedAt: !338)
!337 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 463, type: !38, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!338 = distinct !DILocation(line: 1057, column: 14, scope: !339, inlinedAt: !340)
!339 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 1053, type: !38, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!340 = distinct !DILocation(line: 48, column: 41, scope: !341, inlinedAt: !342)
!341 = distinct !DISubprogram(name: "slice_mut<offload::region::Region<f32, 1>>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack9slice_mutINtNtB4_6region6RegionfEECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 43, type: !38, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!342 = distinct !DILocation(line: 16, column: 69, scope: !295)
!343 = !DILocation(line: 552, column: 14, scope: !344, inlinedAt: !345)
!344 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 531, type: !38, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!345 = distinct !DILocation(line: 1809, column: 9, scope: !346, inlinedAt: !348)
!346 = distinct !DILexicalBlock(scope: !347, file: !300, line: 1801, column: 5)
!347 = distinct !DISubprogram(name: "read_unaligned<*mut f32>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedOfECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!348 = distinct !DILocation(line: 48, column: 20, scope: !341, inlinedAt: !342)
!349 = !DILocation(line: 468, column: 18, scope: !337, inlinedAt: !350)
!350 = distinct !DILocation(line: 1057, column: 14, scope: !351, inlinedAt: !352)
!351 = !DILexicalBlockFile(scope: !339, file: !311, discriminator: 2)
!352 = distinct !DILocation(line: 49, column: 40, scope: !353, inlinedAt: !342)
!353 = distinct !DILexicalBlock(scope: !341, file: !306, line: 48, column: 9)
!354 = !DILocation(line: 552, column: 14, scope: !344, inlinedAt: !355)
!355 = distinct !DILocation(line: 1809, column: 9, scope: !356, inlinedAt: !359)
!356 = !DILexicalBlockFile(scope: !357, file: !300, discriminator: 2)
!357 = distinct !DILexicalBlock(scope: !358, file: !300, line: 1801, column: 5)
!358 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!359 = distinct !DILocation(line: 49, column: 19, scope: !353, inlinedAt: !342)
!360 = !DILocation(line: 16, column: 14, scope: !295)
!361 = !DILocation(line: 17, column: 2, scope: !295)
!362 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__summarize", scope: !297, file: !296, line: 21, type: !38, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!363 = !DILocation(line: 552, column: 14, scope: !364, inlinedAt: !365)
!364 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 531, type: !38, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!365 = !DILocation(line: 1809, column: 9, scope: !366, inlinedAt: !368)
!366 = distinct !DILexicalBlock(scope: !367, file: !300, line: 1801, column: 5)
!367 = distinct !DISubprogram(name: "read_unaligned<*const [f64; 256]>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedPAdj100_ECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!368 = !DILocation(line: 17, column: 16, scope: !369, inlinedAt: !370)
!369 = distinct !DISubprogram(name: "reference<[f64; 256]>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack9referenceAdj100_ECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 16, type: !38, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!370 = !DILocation(line: 23, column: 41, scope: !362)
!371 = !DILocation(line: 468, column: 18, scope: !372, inlinedAt: !373)
!372 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 463, type: !38, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!373 = !DILocation(line: 1057, column: 14, scope: !374, inlinedAt: !376)
!374 = !DILexicalBlockFile(scope: !375, file: !311, discriminator: 2)
!375 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 1053, type: !38, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!376 = !DILocation(line: 10, column: 35, scope: !377, inlinedAt: !378)
!377 = distinct !DISubprogram(name: "value<f64>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack5valuedECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 9, type: !38, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!378 = !DILocation(line: 23, column: 61, scope: !362)
!379 = !DILocation(line: 552, column: 14, scope: !364, inlinedAt: !380)
!380 = !DILocation(line: 1809, column: 9, scope: !381, inlinedAt: !384)
!381 = !DILexicalBlockFile(scope: !382, file: !300, discriminator: 2)
!382 = distinct !DILexicalBlock(scope: !383, file: !300, line: 1801, column: 5)
!383 = distinct !DISubprogram(name: "read_unaligned<f64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unaligneddECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!384 = !DILocation(line: 10, column: 14, scope: !377, inlinedAt: !378)
!385 = !DILocation(line: 468, column: 18, scope: !372, inlinedAt: !386)
!386 = !DILocation(line: 1057, column: 14, scope: !387, inlinedAt: !388)
!387 = !DILexicalBlockFile(scope: !375, file: !311, discriminator: 4)
!388 = !DILocation(line: 10, column: 35, scope: !389, inlinedAt: !391)
!389 = !DILexicalBlockFile(scope: !390, file: !306, discriminator: 2)
!390 = distinct !DISubprogram(name: "value<u16>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack5valuetECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 9, type: !38, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!391 = !DILocation(line: 23, column: 77, scope: !362)
!392 = !DILocation(line: 552, column: 14, scope: !364, inlinedAt: !393)
!393 = !DILocation(line: 1809, column: 9, scope: !394, inlinedAt: !397)
!394 = !DILexicalBlockFile(scope: !395, file: !300, discriminator: 4)
!395 = distinct !DILexicalBlock(scope: !396, file: !300, line: 1801, column: 5)
!396 = distinct !DISubprogram(name: "read_unaligned<u16>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedtECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!397 = !DILocation(line: 10, column: 14, scope: !389, inlinedAt: !391)
!398 = !DILocation(line: 468, column: 18, scope: !399, inlinedAt: !400)
!399 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy15wrapping_offsetCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 463, type: !38, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!400 = distinct !DILocation(line: 1057, column: 14, scope: !401, inlinedAt: !402)
!401 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCskZSGfCsmI4P_4core3ptr9const_ptrPy12wrapping_addCs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !312, file: !311, line: 1053, type: !38, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!402 = distinct !DILocation(line: 48, column: 41, scope: !403, inlinedAt: !404)
!403 = distinct !DISubprogram(name: "slice_mut<offload::region::Region<saxpy_kernels::Stats, 1>>", linkageName: "_RINvNtCs1FjnGVFFvUp_7offload8___unpack9slice_mutINtNtB4_6region6RegionNtCsd7ZUKZGIER4_13saxpy_kernels5StatsEECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !307, file: !306, line: 43, type: !38, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!404 = distinct !DILocation(line: 23, column: 93, scope: !362)
!405 = !DILocation(line: 552, column: 14, scope: !406, inlinedAt: !407)
!406 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr19copy_nonoverlappinghECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 531, type: !38, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!407 = distinct !DILocation(line: 1809, column: 9, scope: !408, inlinedAt: !410)
!408 = distinct !DILexicalBlock(scope: !409, file: !300, line: 1801, column: 5)
!409 = distinct !DISubprogram(name: "read_unaligned<*mut saxpy_kernels::Stats>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedONtCsd7ZUKZGIER4_13saxpy_kernels5StatsECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!410 = distinct !DILocation(line: 48, column: 20, scope: !403, inlinedAt: !404)
!411 = !DILocation(line: 468, column: 18, scope: !399, inlinedAt: !412)
!412 = distinct !DILocation(line: 1057, column: 14, scope: !413, inlinedAt: !414)
!413 = !DILexicalBlockFile(scope: !401, file: !311, discriminator: 2)
!414 = distinct !DILocation(line: 49, column: 40, scope: !415, inlinedAt: !404)
!415 = distinct !DILexicalBlock(scope: !403, file: !306, line: 48, column: 9)
!416 = !DILocation(line: 552, column: 14, scope: !406, inlinedAt: !417)
!417 = distinct !DILocation(line: 1809, column: 9, scope: !418, inlinedAt: !421)
!418 = !DILexicalBlockFile(scope: !419, file: !300, discriminator: 2)
!419 = distinct !DILexicalBlock(scope: !420, file: !300, line: 1801, column: 5)
!420 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCskZSGfCsmI4P_4core3ptr14read_unalignedyECs3amjGSuJb37_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !140, file: !300, line: 1800, type: !38, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!421 = distinct !DILocation(line: 49, column: 19, scope: !415, inlinedAt: !404)
!422 = !DILocation(line: 23, column: 14, scope: !362)
!423 = !DILocation(line: 24, column: 2, scope: !362)
