; The device code of examples/saxpy for sm_90: the kernels crate and its
; device roots, linked.
; Made by test/lit/make-inputs.py from examples/saxpy/work/nvptx64-nvidia-cuda-sm_90/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Stats = type { double, i32, [1 x i32], double, i16, [3 x i16] }

@alloc_5a5c0fc29af5c7899a408d8d081ab3af = hidden unnamed_addr constant [26 x i8] c"examples/saxpy/kernels.rs\00", align 1
@alloc_ff87f962954ccbf777dc50f52372e26a = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5a5c0fc29af5c7899a408d8d081ab3af, [16 x i8] c"\19\00\00\00\00\00\00\00\0D\00\00\00\13\00\00\00" }>, align 8

; Function Attrs: convergent nounwind
define void @_RNvCsaoOD2IdgZm6_13saxpy_kernels5saxpy(float noundef %a, ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noundef captures(address_is_null) %y.0, i64 noundef %y.1) unnamed_addr #0 !dbg !8 {
start:
  %_14 = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !33
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
  %_12.i = tail call noundef i32 @__offload_block_idx_z() #4, !dbg !70
  %_11.i = zext i32 %_12.i to i64, !dbg !74
  %_14.i = tail call noundef i32 @__offload_grid_dim_y() #4, !dbg !75
  %_13.i = zext i32 %_14.i to i64, !dbg !78
  %_10.i = mul nuw i64 %_13.i, %_11.i, !dbg !74
  %_16.i = tail call noundef i32 @__offload_block_idx_y() #4, !dbg !79
  %_15.i = zext i32 %_16.i to i64, !dbg !82
  %_9.i = add nuw i64 %_10.i, %_15.i, !dbg !83
  %_18.i = tail call noundef i32 @__offload_grid_dim_x() #4, !dbg !84
  %_17.i1 = zext i32 %_18.i to i64, !dbg !87
  %_8.i = mul i64 %_9.i, %_17.i1, !dbg !83
  %_20.i = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !88
  %_19.i = zext i32 %_20.i to i64, !dbg !91
  %block.i = add i64 %_8.i, %_19.i, !dbg !83
  %_23.i = mul nuw i64 %by.i, %bx.i, !dbg !92
  %_22.i = mul i64 %_23.i, %bz.i, !dbg !94
  %_21.i = mul i64 %_22.i, %block.i, !dbg !95
  %_5.i = tail call noundef i32 @__offload_thread_idx_z() #4, !dbg !96
  %_4.i2 = zext i32 %_5.i to i64, !dbg !101
  %_7.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !102
  %_6.i3 = zext i32 %_7.i to i64, !dbg !105
  %_3.i = mul nuw i64 %_6.i3, %_4.i2, !dbg !101
  %_9.i4 = tail call noundef i32 @__offload_thread_idx_y() #4, !dbg !106
  %_8.i5 = zext i32 %_9.i4 to i64, !dbg !109
  %_2.i6 = add nuw i64 %_3.i, %_8.i5, !dbg !110
  %_11.i7 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !111
  %_10.i8 = zext i32 %_11.i7 to i64, !dbg !114
  %_1.i = mul i64 %_2.i6, %_10.i8, !dbg !110
  %_13.i9 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !115
  %_12.i10 = zext i32 %_13.i9 to i64, !dbg !118
  %_0.i11 = add i64 %_21.i, %_12.i10, !dbg !110
  %_0.i = add i64 %_0.i11, %_1.i, !dbg !95
  %start1.sroa.0.1.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %_0.i), !dbg !119
  %0 = tail call i64 @llvm.uadd.sat.i64(i64 %start1.sroa.0.1.i, i64 1), !dbg !125
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %0), !dbg !132
  %data.i = getelementptr inbounds nuw float, ptr %y.0, i64 %start1.sroa.0.1.i, !dbg !134
  %_21.not = icmp eq i64 %spec.store.select.i, %start1.sroa.0.1.i, !dbg !142
  br i1 %_21.not, label %bb2, label %bb7, !dbg !142

bb7:                                              ; preds = %start
  %1 = icmp ne ptr %y.0, null
  tail call void @llvm.assume(i1 %1)
  %_10 = icmp ult i64 %i, %x.1, !dbg !149
  br i1 %_10, label %bb1, label %panic, !dbg !149

bb2:                                              ; preds = %bb1, %start
  ret void, !dbg !150

bb1:                                              ; preds = %bb7
  %2 = getelementptr inbounds nuw float, ptr %x.0, i64 %i, !dbg !149
  %_8 = load float, ptr %2, align 4, !dbg !149, !noundef !32
  %_7 = fmul float %a, %_8, !dbg !151
  %_11 = load float, ptr %data.i, align 4, !dbg !152, !noundef !32
  %3 = fadd float %_7, %_11, !dbg !153
  store float %3, ptr %data.i, align 4, !dbg !153
  br label %bb2, !dbg !154

panic:                                            ; preds = %bb7
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ff87f962954ccbf777dc50f52372e26a) #5, !dbg !149
  unreachable, !dbg !149
}

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_dim_x() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_x() unnamed_addr #0

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
declare noundef i32 @__offload_thread_idx_z() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_y() unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: cold convergent minsize noinline noreturn nounwind optsize
declare void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #3

; Function Attrs: convergent nounwind
define void @_RNvCsaoOD2IdgZm6_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(none) dereferenceable(2048) %w, double noundef %scale, i16 noundef %tag, ptr noundef captures(address_is_null) %out.0, i64 noundef %out.1) unnamed_addr #0 !dbg !155 {
start:
  %_2.i = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !178
  %bx.i = zext i32 %_2.i to i64, !dbg !187
  %_4.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !188
  %by.i = zext i32 %_4.i to i64, !dbg !190
  %_6.i = tail call noundef i32 @__offload_block_dim_z() #4, !dbg !191
  %bz.i = zext i32 %_6.i to i64, !dbg !193
  %_12.i = tail call noundef i32 @__offload_block_idx_z() #4, !dbg !194
  %_11.i = zext i32 %_12.i to i64, !dbg !196
  %_14.i = tail call noundef i32 @__offload_grid_dim_y() #4, !dbg !197
  %_13.i = zext i32 %_14.i to i64, !dbg !199
  %_10.i = mul nuw i64 %_13.i, %_11.i, !dbg !196
  %_16.i = tail call noundef i32 @__offload_block_idx_y() #4, !dbg !200
  %_15.i = zext i32 %_16.i to i64, !dbg !202
  %_9.i = add nuw i64 %_10.i, %_15.i, !dbg !203
  %_18.i = tail call noundef i32 @__offload_grid_dim_x() #4, !dbg !204
  %_17.i6 = zext i32 %_18.i to i64, !dbg !206
  %_8.i = mul i64 %_9.i, %_17.i6, !dbg !203
  %_20.i = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !207
  %_19.i = zext i32 %_20.i to i64, !dbg !209
  %block.i = add i64 %_8.i, %_19.i, !dbg !203
  %_23.i = mul nuw i64 %by.i, %bx.i, !dbg !210
  %_22.i = mul i64 %_23.i, %bz.i, !dbg !211
  %_21.i = mul i64 %_22.i, %block.i, !dbg !212
  %_5.i = tail call noundef i32 @__offload_thread_idx_z() #4, !dbg !213
  %_4.i7 = zext i32 %_5.i to i64, !dbg !216
  %_7.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !217
  %_6.i8 = zext i32 %_7.i to i64, !dbg !219
  %_3.i = mul nuw i64 %_6.i8, %_4.i7, !dbg !216
  %_9.i9 = tail call noundef i32 @__offload_thread_idx_y() #4, !dbg !220
  %_8.i10 = zext i32 %_9.i9 to i64, !dbg !222
  %_2.i11 = add nuw i64 %_3.i, %_8.i10, !dbg !223
  %_11.i12 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !224
  %_10.i13 = zext i32 %_11.i12 to i64, !dbg !226
  %_1.i = mul i64 %_2.i11, %_10.i13, !dbg !223
  %_13.i14 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !227
  %_12.i15 = zext i32 %_13.i14 to i64, !dbg !229
  %_0.i16 = add i64 %_21.i, %_12.i15, !dbg !223
  %_0.i = add i64 %_0.i16, %_1.i, !dbg !212
  %start1.sroa.0.1.i = tail call i64 @llvm.umin.i64(i64 %out.1, i64 %_0.i), !dbg !230
  %0 = tail call i64 @llvm.uadd.sat.i64(i64 %start1.sroa.0.1.i, i64 1), !dbg !233
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %out.1, i64 %0), !dbg !237
  %data.i = getelementptr inbounds nuw %Stats, ptr %out.0, i64 %start1.sroa.0.1.i, !dbg !239
  %_19.not = icmp eq i64 %spec.store.select.i, %start1.sroa.0.1.i, !dbg !243
  br i1 %_19.not, label %bb5, label %bb7, !dbg !243

bb7:                                              ; preds = %start
  %1 = icmp ne ptr %out.0, null
  tail call void @llvm.assume(i1 %1)
  br label %bb10, !dbg !247

bb5:                                              ; preds = %bb9, %start
  ret void, !dbg !260

bb10:                                             ; preds = %bb10, %bb7
  %iter.sroa.0.0.idx19 = phi i64 [ 0, %bb7 ], [ %iter.sroa.0.0.add.7, %bb10 ]
  %sum.sroa.0.018 = phi double [ 0.000000e+00, %bb7 ], [ %16, %bb10 ]
  %max.sroa.0.017 = phi double [ 0xFFF0000000000000, %bb7 ], [ %max.sroa.0.1.7, %bb10 ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %_40 = load double, ptr %iter.sroa.0.0.ptr, align 8, !dbg !266, !noundef !32
  %s = fmul double %scale, %_40, !dbg !274
  %2 = fadd double %sum.sroa.0.018, %s, !dbg !279
  %_15 = fcmp ogt double %s, %max.sroa.0.017, !dbg !281
  %max.sroa.0.1 = select i1 %_15, double %s, double %max.sroa.0.017, !dbg !281
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !261
  %_40.1 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !dbg !266, !noundef !32
  %s.1 = fmul double %scale, %_40.1, !dbg !274
  %4 = fadd double %2, %s.1, !dbg !279
  %_15.1 = fcmp ogt double %s.1, %max.sroa.0.1, !dbg !281
  %max.sroa.0.1.1 = select i1 %_15.1, double %s.1, double %max.sroa.0.1, !dbg !281
  %5 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.2 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !261
  %_40.2 = load double, ptr %iter.sroa.0.0.ptr.2, align 8, !dbg !266, !noundef !32
  %s.2 = fmul double %scale, %_40.2, !dbg !274
  %6 = fadd double %4, %s.2, !dbg !279
  %_15.2 = fcmp ogt double %s.2, %max.sroa.0.1.1, !dbg !281
  %max.sroa.0.1.2 = select i1 %_15.2, double %s.2, double %max.sroa.0.1.1, !dbg !281
  %7 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.3 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !261
  %_40.3 = load double, ptr %iter.sroa.0.0.ptr.3, align 8, !dbg !266, !noundef !32
  %s.3 = fmul double %scale, %_40.3, !dbg !274
  %8 = fadd double %6, %s.3, !dbg !279
  %_15.3 = fcmp ogt double %s.3, %max.sroa.0.1.2, !dbg !281
  %max.sroa.0.1.3 = select i1 %_15.3, double %s.3, double %max.sroa.0.1.2, !dbg !281
  %9 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.4 = getelementptr inbounds nuw i8, ptr %9, i64 32, !dbg !261
  %_40.4 = load double, ptr %iter.sroa.0.0.ptr.4, align 8, !dbg !266, !noundef !32
  %s.4 = fmul double %scale, %_40.4, !dbg !274
  %10 = fadd double %8, %s.4, !dbg !279
  %_15.4 = fcmp ogt double %s.4, %max.sroa.0.1.3, !dbg !281
  %max.sroa.0.1.4 = select i1 %_15.4, double %s.4, double %max.sroa.0.1.3, !dbg !281
  %11 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.5 = getelementptr inbounds nuw i8, ptr %11, i64 40, !dbg !261
  %_40.5 = load double, ptr %iter.sroa.0.0.ptr.5, align 8, !dbg !266, !noundef !32
  %s.5 = fmul double %scale, %_40.5, !dbg !274
  %12 = fadd double %10, %s.5, !dbg !279
  %_15.5 = fcmp ogt double %s.5, %max.sroa.0.1.4, !dbg !281
  %max.sroa.0.1.5 = select i1 %_15.5, double %s.5, double %max.sroa.0.1.4, !dbg !281
  %13 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.6 = getelementptr inbounds nuw i8, ptr %13, i64 48, !dbg !261
  %_40.6 = load double, ptr %iter.sroa.0.0.ptr.6, align 8, !dbg !266, !noundef !32
  %s.6 = fmul double %scale, %_40.6, !dbg !274
  %14 = fadd double %12, %s.6, !dbg !279
  %_15.6 = fcmp ogt double %s.6, %max.sroa.0.1.5, !dbg !281
  %max.sroa.0.1.6 = select i1 %_15.6, double %s.6, double %max.sroa.0.1.5, !dbg !281
  %15 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx19, !dbg !261
  %iter.sroa.0.0.ptr.7 = getelementptr inbounds nuw i8, ptr %15, i64 56, !dbg !261
  %iter.sroa.0.0.add.7 = add nuw nsw i64 %iter.sroa.0.0.idx19, 64, !dbg !282
  %_40.7 = load double, ptr %iter.sroa.0.0.ptr.7, align 8, !dbg !266, !noundef !32
  %s.7 = fmul double %scale, %_40.7, !dbg !274
  %16 = fadd double %14, %s.7, !dbg !279
  %_15.7 = fcmp ogt double %s.7, %max.sroa.0.1.6, !dbg !281
  %max.sroa.0.1.7 = select i1 %_15.7, double %s.7, double %max.sroa.0.1.6, !dbg !281
  %_32.7 = icmp eq i64 %iter.sroa.0.0.add.7, 2048, !dbg !261
  br i1 %_32.7, label %bb9, label %bb10, !dbg !247

bb9:                                              ; preds = %bb10
  store double %16, ptr %data.i, align 8, !dbg !290
  %17 = getelementptr inbounds nuw i8, ptr %data.i, i64 16, !dbg !291
  store double %max.sroa.0.1.7, ptr %17, align 8, !dbg !291
  %18 = getelementptr inbounds nuw i8, ptr %data.i, i64 8, !dbg !292
  %19 = load i32, ptr %18, align 8, !dbg !292, !noundef !32
  %20 = add i32 %19, 256, !dbg !292
  store i32 %20, ptr %18, align 8, !dbg !292
  %21 = getelementptr inbounds nuw i8, ptr %data.i, i64 24, !dbg !293
  store i16 %tag, ptr %21, align 8, !dbg !293
  br label %bb5, !dbg !260
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_saxpy_kernels__saxpy(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !294 {
start:
  %tmp.sroa.0.0.copyload = load float, ptr %s, align 1, !dbg !297
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !308
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %0, align 1, !dbg !318
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !324
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %1, align 1, !dbg !329
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !335
  %tmp.sroa.0.0.copyload.i1 = load ptr, ptr %2, align 1, !dbg !342
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !348
  %tmp1.sroa.0.0.copyload.i2 = load i64, ptr %3, align 1, !dbg !353
  tail call void @_RNvCsaoOD2IdgZm6_13saxpy_kernels5saxpy(float noundef %tmp.sroa.0.0.copyload, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i, ptr noundef %tmp.sroa.0.0.copyload.i1, i64 noundef %tmp1.sroa.0.0.copyload.i2) #4, !dbg !359
  ret void, !dbg !360
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_saxpy_kernels__summarize(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !361 {
start:
  %tmp.sroa.0.0.copyload = load ptr, ptr %s, align 1, !dbg !362
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !370
  %tmp1.sroa.0.0.copyload = load double, ptr %0, align 1, !dbg !378
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !384
  %tmp2.sroa.0.0.copyload = load i16, ptr %1, align 1, !dbg !391
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !397
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %2, align 1, !dbg !404
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !410
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %3, align 1, !dbg !415
  tail call void @_RNvCsaoOD2IdgZm6_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(2048) %tmp.sroa.0.0.copyload, double noundef %tmp1.sroa.0.0.copyload, i16 noundef %tmp2.sroa.0.0.copyload, ptr noundef %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i) #4, !dbg !421
  ret void, !dbg !422
}

attributes #0 = { convergent nounwind "target-cpu"="sm_90" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #3 = { cold convergent minsize noinline noreturn nounwind optsize "target-cpu"="sm_90" }
attributes #4 = { nounwind }
attributes #5 = { noinline noreturn nounwind }

!llvm.ident = !{!0}
!llvm.dbg.cu = !{!1, !3}
!llvm.module.flags = !{!5, !6, !7}

!0 = !{!"rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball)"}
!1 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !2, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!2 = !DIFile(filename: "examples/saxpy/kernels.rs/@/saxpy_kernels.79236b1467331320-cgu.0", directory: "build/examples/saxpy/work/package")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "saxpy_kernels_roots_9ae33b54880b0f00/roots.rs/@/saxpy_kernels_roots_9ae33b54880b0f00.8497db37078ef076-cgu.0", directory: "build/examples/saxpy/work/target/offload/roots/9ae33b54880b0f00")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "saxpy", linkageName: "_RNvCsaoOD2IdgZm6_13saxpy_kernels5saxpy", scope: !10, file: !9, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!9 = !DIFile(filename: "examples/saxpy/kernels.rs", directory: "", checksumkind: CSK_MD5, checksum: "2fca849ecc9415d07c108109a8cbf1c2")
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
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !22, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !24, identifier: "8f45a974c37f07535e3da1b265a25226")
!22 = !DINamespace(name: "region", scope: !23)
!23 = !DINamespace(name: "offload", scope: null)
!24 = !{!25, !27, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !15, baseType: !26, size: 64, align: 64, flags: DIFlagProtected)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !15, baseType: !20, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !21, file: !15, baseType: !29, align: 8, offset: 128, flags: DIFlagProtected)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f32]>", scope: !30, file: !15, align: 8, flags: DIFlagPublic, elements: !32, identifier: "80c48391f7ee48bb6a58f7902b8d8996")
!30 = !DINamespace(name: "marker", scope: !31)
!31 = !DINamespace(name: "core", scope: null)
!32 = !{}
!33 = !DILocation(line: 32, column: 24, scope: !34, inlinedAt: !38)
!34 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!35 = !DIFile(filename: "src/builtins.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "f104c0921b24839ef12aedba97263097")
!36 = !DINamespace(name: "builtins", scope: !23)
!37 = !DISubroutineType(types: !32)
!38 = !DILocation(line: 70, column: 5, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12global_idx_x", scope: !36, file: !35, line: 69, type: !37, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!40 = !DILocation(line: 11, column: 13, scope: !8)
!41 = !DILocation(line: 32, column: 24, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!43 = !DILocation(line: 70, column: 30, scope: !39, inlinedAt: !40)
!44 = !DILocation(line: 32, column: 24, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!46 = !DILocation(line: 70, column: 55, scope: !39, inlinedAt: !40)
!47 = !DILocation(line: 32, column: 24, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!49 = distinct !DILocation(line: 94, column: 25, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "global_linear_idx", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins17global_linear_idx", scope: !36, file: !35, line: 93, type: !37, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!51 = distinct !DILocation(line: 79, column: 21, scope: !52, inlinedAt: !55)
!52 = distinct !DISubprogram(name: "thread_chunk<f32, 1>", linkageName: "_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionfE12thread_chunkCsaoOD2IdgZm6_13saxpy_kernels", scope: !21, file: !53, line: 78, type: !37, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !54)
!53 = !DIFile(filename: "src/region.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "e59e3a3f9b03b5e35c368ff97cf710d2")
!54 = !DISubprogram(name: "thread_chunk<f32, 1>", linkageName: "_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionfE12thread_chunkCsaoOD2IdgZm6_13saxpy_kernels", scope: !21, file: !53, line: 78, type: !37, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!55 = distinct !DILocation(line: 92, column: 14, scope: !56, inlinedAt: !58)
!56 = distinct !DISubprogram(name: "thread_element<f32>", linkageName: "_RNvMs0_NtCsdSHEUvygioh_7offload6regionINtB5_6RegionfE14thread_elementCsaoOD2IdgZm6_13saxpy_kernels", scope: !21, file: !53, line: 91, type: !37, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !57)
!57 = !DISubprogram(name: "thread_element<f32>", linkageName: "_RNvMs0_NtCsdSHEUvygioh_7offload6regionINtB5_6RegionfE14thread_elementCsaoOD2IdgZm6_13saxpy_kernels", scope: !21, file: !53, line: 91, type: !37, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!58 = !DILocation(line: 12, column: 25, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !9, line: 12, column: 42)
!60 = distinct !DILexicalBlock(scope: !8, file: !9, line: 11, column: 5)
!61 = !DILocation(line: 94, column: 25, scope: !50, inlinedAt: !51)
!62 = !DILocation(line: 32, column: 24, scope: !63, inlinedAt: !64)
!63 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_y", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!64 = distinct !DILocation(line: 94, column: 49, scope: !50, inlinedAt: !51)
!65 = !DILocation(line: 94, column: 49, scope: !50, inlinedAt: !51)
!66 = !DILocation(line: 32, column: 24, scope: !67, inlinedAt: !68)
!67 = distinct !DISubprogram(name: "block_dim_z", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_z", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!68 = distinct !DILocation(line: 94, column: 73, scope: !50, inlinedAt: !51)
!69 = !DILocation(line: 94, column: 73, scope: !50, inlinedAt: !51)
!70 = !DILocation(line: 32, column: 24, scope: !71, inlinedAt: !72)
!71 = distinct !DISubprogram(name: "block_idx_z", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_z", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!72 = distinct !DILocation(line: 95, column: 18, scope: !73, inlinedAt: !51)
!73 = distinct !DILexicalBlock(scope: !50, file: !35, line: 94, column: 5)
!74 = !DILocation(line: 95, column: 18, scope: !73, inlinedAt: !51)
!75 = !DILocation(line: 32, column: 24, scope: !76, inlinedAt: !77)
!76 = distinct !DISubprogram(name: "grid_dim_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins10grid_dim_y", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!77 = distinct !DILocation(line: 95, column: 43, scope: !73, inlinedAt: !51)
!78 = !DILocation(line: 95, column: 43, scope: !73, inlinedAt: !51)
!79 = !DILocation(line: 32, column: 24, scope: !80, inlinedAt: !81)
!80 = distinct !DISubprogram(name: "block_idx_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_y", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!81 = distinct !DILocation(line: 95, column: 67, scope: !73, inlinedAt: !51)
!82 = !DILocation(line: 95, column: 67, scope: !73, inlinedAt: !51)
!83 = !DILocation(line: 95, column: 17, scope: !73, inlinedAt: !51)
!84 = !DILocation(line: 32, column: 24, scope: !85, inlinedAt: !86)
!85 = distinct !DISubprogram(name: "grid_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins10grid_dim_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!86 = distinct !DILocation(line: 96, column: 11, scope: !73, inlinedAt: !51)
!87 = !DILocation(line: 96, column: 11, scope: !73, inlinedAt: !51)
!88 = !DILocation(line: 32, column: 24, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_idx_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!90 = distinct !DILocation(line: 97, column: 11, scope: !73, inlinedAt: !51)
!91 = !DILocation(line: 97, column: 11, scope: !73, inlinedAt: !51)
!92 = !DILocation(line: 98, column: 14, scope: !93, inlinedAt: !51)
!93 = distinct !DILexicalBlock(scope: !73, file: !35, line: 95, column: 5)
!94 = !DILocation(line: 98, column: 13, scope: !93, inlinedAt: !51)
!95 = !DILocation(line: 98, column: 5, scope: !93, inlinedAt: !51)
!96 = !DILocation(line: 32, column: 24, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "thread_idx_z", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_z", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!98 = distinct !DILocation(line: 108, column: 6, scope: !99, inlinedAt: !100)
!99 = distinct !DISubprogram(name: "thread_linear_idx", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins17thread_linear_idx", scope: !36, file: !35, line: 107, type: !37, scopeLine: 107, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!100 = distinct !DILocation(line: 98, column: 30, scope: !93, inlinedAt: !51)
!101 = !DILocation(line: 108, column: 6, scope: !99, inlinedAt: !100)
!102 = !DILocation(line: 32, column: 24, scope: !103, inlinedAt: !104)
!103 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_y", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!104 = distinct !DILocation(line: 108, column: 32, scope: !99, inlinedAt: !100)
!105 = !DILocation(line: 108, column: 32, scope: !99, inlinedAt: !100)
!106 = !DILocation(line: 32, column: 24, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "thread_idx_y", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_y", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!108 = distinct !DILocation(line: 108, column: 57, scope: !99, inlinedAt: !100)
!109 = !DILocation(line: 108, column: 57, scope: !99, inlinedAt: !100)
!110 = !DILocation(line: 108, column: 5, scope: !99, inlinedAt: !100)
!111 = !DILocation(line: 32, column: 24, scope: !112, inlinedAt: !113)
!112 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins11block_dim_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!113 = distinct !DILocation(line: 109, column: 11, scope: !99, inlinedAt: !100)
!114 = !DILocation(line: 109, column: 11, scope: !99, inlinedAt: !100)
!115 = !DILocation(line: 32, column: 24, scope: !116, inlinedAt: !117)
!116 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvNtCsdSHEUvygioh_7offload8builtins12thread_idx_x", scope: !36, file: !35, line: 30, type: !37, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!117 = distinct !DILocation(line: 110, column: 11, scope: !99, inlinedAt: !100)
!118 = !DILocation(line: 110, column: 11, scope: !99, inlinedAt: !100)
!119 = !DILocation(line: 1076, column: 12, scope: !120, inlinedAt: !124)
!120 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCsduWobj5wX1U_4core3cmp3Ord3minCsaoOD2IdgZm6_13saxpy_kernels", scope: !122, file: !121, line: 1072, type: !37, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!121 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/cmp.rs", directory: "", checksumkind: CSK_MD5, checksum: "736a93835c8eb09f7e6c373983e20e04")
!122 = !DINamespace(name: "Ord", scope: !123)
!123 = !DINamespace(name: "cmp", scope: !31)
!124 = distinct !DILocation(line: 79, column: 66, scope: !52, inlinedAt: !55)
!125 = !DILocation(line: 2355, column: 13, scope: !126, inlinedAt: !130)
!126 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj14saturating_add", scope: !128, file: !127, line: 2354, type: !37, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!127 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "5fc7d5e74eb0c3c3b6eb5c642b7e095f")
!128 = !DINamespace(name: "{impl#11}", scope: !129)
!129 = !DINamespace(name: "num", scope: !31)
!130 = distinct !DILocation(line: 80, column: 25, scope: !131, inlinedAt: !55)
!131 = distinct !DILexicalBlock(scope: !52, file: !53, line: 79, column: 9)
!132 = !DILocation(line: 1076, column: 12, scope: !120, inlinedAt: !133)
!133 = distinct !DILocation(line: 80, column: 43, scope: !131, inlinedAt: !55)
!134 = !DILocation(line: 961, column: 18, scope: !135, inlinedAt: !140)
!135 = distinct !DISubprogram(name: "add<f32>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr7mut_ptrOf3addCsaoOD2IdgZm6_13saxpy_kernels", scope: !137, file: !136, line: 927, type: !37, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!136 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mut_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!137 = !DINamespace(name: "{impl#0}", scope: !138)
!138 = !DINamespace(name: "mut_ptr", scope: !139)
!139 = !DINamespace(name: "ptr", scope: !31)
!140 = distinct !DILocation(line: 83, column: 64, scope: !141, inlinedAt: !55)
!141 = distinct !DILexicalBlock(scope: !131, file: !53, line: 80, column: 9)
!142 = !DILocation(line: 179, column: 16, scope: !143, inlinedAt: !148)
!143 = distinct !DILexicalBlock(scope: !145, file: !144, line: 179, column: 35)
!144 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "1f64a141f11e4e3a7a0a9e34684244e5")
!145 = distinct !DISubprogram(name: "first_mut<f32>", linkageName: "_RNvMNtCsduWobj5wX1U_4core5sliceSf9first_mutCsaoOD2IdgZm6_13saxpy_kernels", scope: !146, file: !144, line: 178, type: !37, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!146 = !DINamespace(name: "{impl#0}", scope: !147)
!147 = !DINamespace(name: "slice", scope: !31)
!148 = !DILocation(line: 92, column: 29, scope: !56, inlinedAt: !58)
!149 = !DILocation(line: 13, column: 19, scope: !59)
!150 = !DILocation(line: 15, column: 2, scope: !8)
!151 = !DILocation(line: 13, column: 15, scope: !59)
!152 = !DILocation(line: 13, column: 26, scope: !59)
!153 = !DILocation(line: 13, column: 9, scope: !59)
!154 = !DILocation(line: 12, column: 5, scope: !60)
!155 = distinct !DISubprogram(name: "summarize", linkageName: "_RNvCsaoOD2IdgZm6_13saxpy_kernels9summarize", scope: !10, file: !9, line: 35, type: !156, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !160, !163, !164}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !159, size: 64, align: 64, dwarfAddressSpace: 0)
!159 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 16384, align: 64, elements: !161)
!160 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!161 = !{!162}
!162 = !DISubrange(count: 256, lowerBound: 0)
!163 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!164 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<saxpy_kernels::Stats, 1>", scope: !22, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !165, identifier: "7ff9c83f98105534a09877d594acc672")
!165 = !{!166, !175, !176}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !164, file: !15, baseType: !167, size: 64, align: 64, flags: DIFlagProtected)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut saxpy_kernels::Stats", baseType: !168, size: 64, align: 64, dwarfAddressSpace: 0)
!168 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !10, file: !15, size: 256, align: 64, flags: DIFlagPublic, elements: !169, identifier: "c12779fb45b5c5bf9b880b322b40819b")
!169 = !{!170, !171, !173, !174}
!170 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !168, file: !15, baseType: !160, size: 64, align: 64, flags: DIFlagPublic)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !168, file: !15, baseType: !172, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!172 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !168, file: !15, baseType: !160, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !168, file: !15, baseType: !163, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !164, file: !15, baseType: !20, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !164, file: !15, baseType: !177, align: 8, offset: 128, flags: DIFlagProtected)
!177 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [saxpy_kernels::Stats]>", scope: !30, file: !15, align: 8, flags: DIFlagPublic, elements: !32, identifier: "92fd39fad30c98b7bad8b6fef7eb6581")
!178 = !DILocation(line: 32, column: 24, scope: !48, inlinedAt: !179)
!179 = distinct !DILocation(line: 94, column: 25, scope: !50, inlinedAt: !180)
!180 = distinct !DILocation(line: 79, column: 21, scope: !181, inlinedAt: !183)
!181 = distinct !DISubprogram(name: "thread_chunk<saxpy_kernels::Stats, 1>", linkageName: "_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionNtCsaoOD2IdgZm6_13saxpy_kernels5StatsE12thread_chunkBO_", scope: !164, file: !53, line: 78, type: !37, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !182)
!182 = !DISubprogram(name: "thread_chunk<saxpy_kernels::Stats, 1>", linkageName: "_RNvMs_NtCsdSHEUvygioh_7offload6regionINtB4_6RegionNtCsaoOD2IdgZm6_13saxpy_kernels5StatsE12thread_chunkBO_", scope: !164, file: !53, line: 78, type: !37, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!183 = distinct !DILocation(line: 92, column: 14, scope: !184, inlinedAt: !186)
!184 = distinct !DISubprogram(name: "thread_element<saxpy_kernels::Stats>", linkageName: "_RNvMs0_NtCsdSHEUvygioh_7offload6regionINtB5_6RegionNtCsaoOD2IdgZm6_13saxpy_kernels5StatsE14thread_elementBP_", scope: !164, file: !53, line: 91, type: !37, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !185)
!185 = !DISubprogram(name: "thread_element<saxpy_kernels::Stats>", linkageName: "_RNvMs0_NtCsdSHEUvygioh_7offload6regionINtB5_6RegionNtCsaoOD2IdgZm6_13saxpy_kernels5StatsE14thread_elementBP_", scope: !164, file: !53, line: 91, type: !37, scopeLine: 91, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!186 = !DILocation(line: 36, column: 25, scope: !155)
!187 = !DILocation(line: 94, column: 25, scope: !50, inlinedAt: !180)
!188 = !DILocation(line: 32, column: 24, scope: !63, inlinedAt: !189)
!189 = distinct !DILocation(line: 94, column: 49, scope: !50, inlinedAt: !180)
!190 = !DILocation(line: 94, column: 49, scope: !50, inlinedAt: !180)
!191 = !DILocation(line: 32, column: 24, scope: !67, inlinedAt: !192)
!192 = distinct !DILocation(line: 94, column: 73, scope: !50, inlinedAt: !180)
!193 = !DILocation(line: 94, column: 73, scope: !50, inlinedAt: !180)
!194 = !DILocation(line: 32, column: 24, scope: !71, inlinedAt: !195)
!195 = distinct !DILocation(line: 95, column: 18, scope: !73, inlinedAt: !180)
!196 = !DILocation(line: 95, column: 18, scope: !73, inlinedAt: !180)
!197 = !DILocation(line: 32, column: 24, scope: !76, inlinedAt: !198)
!198 = distinct !DILocation(line: 95, column: 43, scope: !73, inlinedAt: !180)
!199 = !DILocation(line: 95, column: 43, scope: !73, inlinedAt: !180)
!200 = !DILocation(line: 32, column: 24, scope: !80, inlinedAt: !201)
!201 = distinct !DILocation(line: 95, column: 67, scope: !73, inlinedAt: !180)
!202 = !DILocation(line: 95, column: 67, scope: !73, inlinedAt: !180)
!203 = !DILocation(line: 95, column: 17, scope: !73, inlinedAt: !180)
!204 = !DILocation(line: 32, column: 24, scope: !85, inlinedAt: !205)
!205 = distinct !DILocation(line: 96, column: 11, scope: !73, inlinedAt: !180)
!206 = !DILocation(line: 96, column: 11, scope: !73, inlinedAt: !180)
!207 = !DILocation(line: 32, column: 24, scope: !89, inlinedAt: !208)
!208 = distinct !DILocation(line: 97, column: 11, scope: !73, inlinedAt: !180)
!209 = !DILocation(line: 97, column: 11, scope: !73, inlinedAt: !180)
!210 = !DILocation(line: 98, column: 14, scope: !93, inlinedAt: !180)
!211 = !DILocation(line: 98, column: 13, scope: !93, inlinedAt: !180)
!212 = !DILocation(line: 98, column: 5, scope: !93, inlinedAt: !180)
!213 = !DILocation(line: 32, column: 24, scope: !97, inlinedAt: !214)
!214 = distinct !DILocation(line: 108, column: 6, scope: !99, inlinedAt: !215)
!215 = distinct !DILocation(line: 98, column: 30, scope: !93, inlinedAt: !180)
!216 = !DILocation(line: 108, column: 6, scope: !99, inlinedAt: !215)
!217 = !DILocation(line: 32, column: 24, scope: !103, inlinedAt: !218)
!218 = distinct !DILocation(line: 108, column: 32, scope: !99, inlinedAt: !215)
!219 = !DILocation(line: 108, column: 32, scope: !99, inlinedAt: !215)
!220 = !DILocation(line: 32, column: 24, scope: !107, inlinedAt: !221)
!221 = distinct !DILocation(line: 108, column: 57, scope: !99, inlinedAt: !215)
!222 = !DILocation(line: 108, column: 57, scope: !99, inlinedAt: !215)
!223 = !DILocation(line: 108, column: 5, scope: !99, inlinedAt: !215)
!224 = !DILocation(line: 32, column: 24, scope: !112, inlinedAt: !225)
!225 = distinct !DILocation(line: 109, column: 11, scope: !99, inlinedAt: !215)
!226 = !DILocation(line: 109, column: 11, scope: !99, inlinedAt: !215)
!227 = !DILocation(line: 32, column: 24, scope: !116, inlinedAt: !228)
!228 = distinct !DILocation(line: 110, column: 11, scope: !99, inlinedAt: !215)
!229 = !DILocation(line: 110, column: 11, scope: !99, inlinedAt: !215)
!230 = !DILocation(line: 1076, column: 12, scope: !231, inlinedAt: !232)
!231 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCsduWobj5wX1U_4core3cmp3Ord3minCsaoOD2IdgZm6_13saxpy_kernels", scope: !122, file: !121, line: 1072, type: !37, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!232 = distinct !DILocation(line: 79, column: 66, scope: !181, inlinedAt: !183)
!233 = !DILocation(line: 2355, column: 13, scope: !234, inlinedAt: !235)
!234 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj14saturating_add", scope: !128, file: !127, line: 2354, type: !37, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!235 = distinct !DILocation(line: 80, column: 25, scope: !236, inlinedAt: !183)
!236 = distinct !DILexicalBlock(scope: !181, file: !53, line: 79, column: 9)
!237 = !DILocation(line: 1076, column: 12, scope: !231, inlinedAt: !238)
!238 = distinct !DILocation(line: 80, column: 43, scope: !236, inlinedAt: !183)
!239 = !DILocation(line: 961, column: 18, scope: !240, inlinedAt: !241)
!240 = distinct !DISubprogram(name: "add<saxpy_kernels::Stats>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr7mut_ptrONtCsaoOD2IdgZm6_13saxpy_kernels5Stats3addBE_", scope: !137, file: !136, line: 927, type: !37, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!241 = distinct !DILocation(line: 83, column: 64, scope: !242, inlinedAt: !183)
!242 = distinct !DILexicalBlock(scope: !236, file: !53, line: 80, column: 9)
!243 = !DILocation(line: 179, column: 16, scope: !244, inlinedAt: !246)
!244 = distinct !DILexicalBlock(scope: !245, file: !144, line: 179, column: 35)
!245 = distinct !DISubprogram(name: "first_mut<saxpy_kernels::Stats>", linkageName: "_RNvMNtCsduWobj5wX1U_4core5sliceSNtCsaoOD2IdgZm6_13saxpy_kernels5Stats9first_mutBw_", scope: !146, file: !144, line: 178, type: !37, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!246 = !DILocation(line: 92, column: 29, scope: !184, inlinedAt: !186)
!247 = !DILocation(line: 180, column: 28, scope: !248, inlinedAt: !254)
!248 = distinct !DILexicalBlock(scope: !250, file: !249, line: 162, column: 17)
!249 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/iter/macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!250 = distinct !DILexicalBlock(scope: !251, file: !249, line: 161, column: 17)
!251 = distinct !DISubprogram(name: "next<f64>", linkageName: "_RNvXs2J_NtNtCsduWobj5wX1U_4core5slice4iterINtB6_4IterdENtNtNtNtBa_4iter6traits8iterator8Iterator4nextCsaoOD2IdgZm6_13saxpy_kernels", scope: !252, file: !249, line: 157, type: !37, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!252 = !DINamespace(name: "{impl#171}", scope: !253)
!253 = !DINamespace(name: "iter", scope: !147)
!254 = !DILocation(line: 41, column: 14, scope: !255)
!255 = !DILexicalBlockFile(scope: !256, file: !9, discriminator: 2)
!256 = distinct !DILexicalBlock(scope: !257, file: !9, line: 41, column: 5)
!257 = distinct !DILexicalBlock(scope: !258, file: !9, line: 40, column: 5)
!258 = distinct !DILexicalBlock(scope: !259, file: !9, line: 39, column: 5)
!259 = distinct !DILexicalBlock(scope: !155, file: !9, line: 36, column: 5)
!260 = !DILocation(line: 52, column: 2, scope: !155)
!261 = !DILocation(line: 1717, column: 9, scope: !262, inlinedAt: !247)
!262 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_RNvXsd_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldENtNtB9_3cmp9PartialEq2eqCsaoOD2IdgZm6_13saxpy_kernels", scope: !264, file: !263, line: 1716, type: !37, scopeLine: 1716, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!263 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!264 = !DINamespace(name: "{impl#15}", scope: !265)
!265 = !DINamespace(name: "non_null", scope: !139)
!266 = !DILocation(line: 28, column: 31, scope: !267, inlinedAt: !272)
!267 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Y_NtNtCsduWobj5wX1U_4core3ops5arithRdINtB6_3MuldE3mul", scope: !269, file: !268, line: 27, type: !37, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!268 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/internal_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!269 = !DINamespace(name: "{impl#186}", scope: !270)
!270 = !DINamespace(name: "arith", scope: !271)
!271 = !DINamespace(name: "ops", scope: !31)
!272 = !DILocation(line: 42, column: 17, scope: !273)
!273 = distinct !DILexicalBlock(scope: !256, file: !9, line: 41, column: 5)
!274 = !DILocation(line: 350, column: 45, scope: !275, inlinedAt: !278)
!275 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsduWobj5wX1U_4core3ops5arithdNtB6_3Mul3mul", scope: !277, file: !276, line: 350, type: !37, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!276 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ops/arith.rs", directory: "", checksumkind: CSK_MD5, checksum: "e47733c3b66376c892662297e1e5370d")
!277 = !DINamespace(name: "{impl#142}", scope: !270)
!278 = !DILocation(line: 28, column: 17, scope: !267, inlinedAt: !272)
!279 = !DILocation(line: 43, column: 9, scope: !280)
!280 = distinct !DILexicalBlock(scope: !273, file: !9, line: 42, column: 9)
!281 = !DILocation(line: 44, column: 12, scope: !280)
!282 = !DILocation(line: 659, column: 28, scope: !283, inlinedAt: !289)
!283 = distinct !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldE3addCsaoOD2IdgZm6_13saxpy_kernels", scope: !284, file: !263, line: 651, type: !37, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !288)
!284 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !265, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !285, identifier: "247aaedccfc4e9e6664eec256e69dd2e")
!285 = !{!286}
!286 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !284, file: !15, baseType: !287, size: 64, align: 64, flags: DIFlagPrivate)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !160, size: 64, align: 64, dwarfAddressSpace: 0)
!288 = !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldE3addCsaoOD2IdgZm6_13saxpy_kernels", scope: !284, file: !263, line: 651, type: !37, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!289 = !DILocation(line: 185, column: 40, scope: !248, inlinedAt: !254)
!290 = !DILocation(line: 48, column: 5, scope: !257)
!291 = !DILocation(line: 49, column: 5, scope: !257)
!292 = !DILocation(line: 50, column: 5, scope: !257)
!293 = !DILocation(line: 51, column: 5, scope: !257)
!294 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__saxpy", scope: !296, file: !295, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!295 = !DIFile(filename: "saxpy_kernels_roots_9ae33b54880b0f00/roots.rs", directory: "build/examples/saxpy/work/target/offload/roots/9ae33b54880b0f00", checksumkind: CSK_MD5, checksum: "6c4acae214971e9b2ed6c1f097eb7c4c")
!296 = !DINamespace(name: "saxpy_kernels_roots_9ae33b54880b0f00", scope: null)
!297 = !DILocation(line: 552, column: 14, scope: !298, inlinedAt: !300)
!298 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!299 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!300 = !DILocation(line: 1809, column: 9, scope: !301, inlinedAt: !303)
!301 = distinct !DILexicalBlock(scope: !302, file: !299, line: 1801, column: 5)
!302 = distinct !DISubprogram(name: "read_unaligned<f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedfECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!303 = !DILocation(line: 10, column: 14, scope: !304, inlinedAt: !307)
!304 = distinct !DISubprogram(name: "value<f32>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack5valuefECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!305 = !DIFile(filename: "src/unpack.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "3c892db9fc88dd3643ce88c14e5ade96")
!306 = !DINamespace(name: "__unpack", scope: !23)
!307 = !DILocation(line: 16, column: 37, scope: !294)
!308 = !DILocation(line: 468, column: 18, scope: !309, inlinedAt: !313)
!309 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!310 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!311 = !DINamespace(name: "{impl#0}", scope: !312)
!312 = !DINamespace(name: "const_ptr", scope: !139)
!313 = distinct !DILocation(line: 1057, column: 14, scope: !314, inlinedAt: !315)
!314 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!315 = distinct !DILocation(line: 33, column: 41, scope: !316, inlinedAt: !317)
!316 = distinct !DISubprogram(name: "slice<&[f32]>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack5sliceRSfECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 28, type: !37, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!317 = distinct !DILocation(line: 16, column: 53, scope: !294)
!318 = !DILocation(line: 552, column: 14, scope: !319, inlinedAt: !320)
!319 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!320 = distinct !DILocation(line: 1809, column: 9, scope: !321, inlinedAt: !323)
!321 = distinct !DILexicalBlock(scope: !322, file: !299, line: 1801, column: 5)
!322 = distinct !DISubprogram(name: "read_unaligned<*const f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPfECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!323 = distinct !DILocation(line: 33, column: 20, scope: !316, inlinedAt: !317)
!324 = !DILocation(line: 468, column: 18, scope: !309, inlinedAt: !325)
!325 = distinct !DILocation(line: 1057, column: 14, scope: !326, inlinedAt: !327)
!326 = !DILexicalBlockFile(scope: !314, file: !310, discriminator: 2)
!327 = distinct !DILocation(line: 34, column: 40, scope: !328, inlinedAt: !317)
!328 = distinct !DILexicalBlock(scope: !316, file: !305, line: 33, column: 9)
!329 = !DILocation(line: 552, column: 14, scope: !319, inlinedAt: !330)
!330 = distinct !DILocation(line: 1809, column: 9, scope: !331, inlinedAt: !334)
!331 = !DILexicalBlockFile(scope: !332, file: !299, discriminator: 2)
!332 = distinct !DILexicalBlock(scope: !333, file: !299, line: 1801, column: 5)
!333 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!334 = distinct !DILocation(line: 34, column: 19, scope: !328, inlinedAt: !317)
!335 = !DILocation(line: 468, column: 18, scope: !336, inlinedAt: !337)
!336 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!337 = distinct !DILocation(line: 1057, column: 14, scope: !338, inlinedAt: !339)
!338 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!339 = distinct !DILocation(line: 48, column: 41, scope: !340, inlinedAt: !341)
!340 = distinct !DISubprogram(name: "slice_mut<offload::region::Region<f32, 1>>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack9slice_mutINtNtB4_6region6RegionfEECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 43, type: !37, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!341 = distinct !DILocation(line: 16, column: 69, scope: !294)
!342 = !DILocation(line: 552, column: 14, scope: !343, inlinedAt: !344)
!343 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!344 = distinct !DILocation(line: 1809, column: 9, scope: !345, inlinedAt: !347)
!345 = distinct !DILexicalBlock(scope: !346, file: !299, line: 1801, column: 5)
!346 = distinct !DISubprogram(name: "read_unaligned<*mut f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedOfECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!347 = distinct !DILocation(line: 48, column: 20, scope: !340, inlinedAt: !341)
!348 = !DILocation(line: 468, column: 18, scope: !336, inlinedAt: !349)
!349 = distinct !DILocation(line: 1057, column: 14, scope: !350, inlinedAt: !351)
!350 = !DILexicalBlockFile(scope: !338, file: !310, discriminator: 2)
!351 = distinct !DILocation(line: 49, column: 40, scope: !352, inlinedAt: !341)
!352 = distinct !DILexicalBlock(scope: !340, file: !305, line: 48, column: 9)
!353 = !DILocation(line: 552, column: 14, scope: !343, inlinedAt: !354)
!354 = distinct !DILocation(line: 1809, column: 9, scope: !355, inlinedAt: !358)
!355 = !DILexicalBlockFile(scope: !356, file: !299, discriminator: 2)
!356 = distinct !DILexicalBlock(scope: !357, file: !299, line: 1801, column: 5)
!357 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!358 = distinct !DILocation(line: 49, column: 19, scope: !352, inlinedAt: !341)
!359 = !DILocation(line: 16, column: 14, scope: !294)
!360 = !DILocation(line: 17, column: 2, scope: !294)
!361 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__summarize", scope: !296, file: !295, line: 21, type: !37, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!362 = !DILocation(line: 552, column: 14, scope: !363, inlinedAt: !364)
!363 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!364 = !DILocation(line: 1809, column: 9, scope: !365, inlinedAt: !367)
!365 = distinct !DILexicalBlock(scope: !366, file: !299, line: 1801, column: 5)
!366 = distinct !DISubprogram(name: "read_unaligned<*const [f64; 256]>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPAdj100_ECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!367 = !DILocation(line: 17, column: 16, scope: !368, inlinedAt: !369)
!368 = distinct !DISubprogram(name: "reference<[f64; 256]>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack9referenceAdj100_ECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 16, type: !37, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!369 = !DILocation(line: 23, column: 41, scope: !361)
!370 = !DILocation(line: 468, column: 18, scope: !371, inlinedAt: !372)
!371 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!372 = !DILocation(line: 1057, column: 14, scope: !373, inlinedAt: !375)
!373 = !DILexicalBlockFile(scope: !374, file: !310, discriminator: 2)
!374 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!375 = !DILocation(line: 10, column: 35, scope: !376, inlinedAt: !377)
!376 = distinct !DISubprogram(name: "value<f64>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack5valuedECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!377 = !DILocation(line: 23, column: 61, scope: !361)
!378 = !DILocation(line: 552, column: 14, scope: !363, inlinedAt: !379)
!379 = !DILocation(line: 1809, column: 9, scope: !380, inlinedAt: !383)
!380 = !DILexicalBlockFile(scope: !381, file: !299, discriminator: 2)
!381 = distinct !DILexicalBlock(scope: !382, file: !299, line: 1801, column: 5)
!382 = distinct !DISubprogram(name: "read_unaligned<f64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unaligneddECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!383 = !DILocation(line: 10, column: 14, scope: !376, inlinedAt: !377)
!384 = !DILocation(line: 468, column: 18, scope: !371, inlinedAt: !385)
!385 = !DILocation(line: 1057, column: 14, scope: !386, inlinedAt: !387)
!386 = !DILexicalBlockFile(scope: !374, file: !310, discriminator: 4)
!387 = !DILocation(line: 10, column: 35, scope: !388, inlinedAt: !390)
!388 = !DILexicalBlockFile(scope: !389, file: !305, discriminator: 2)
!389 = distinct !DISubprogram(name: "value<u16>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack5valuetECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!390 = !DILocation(line: 23, column: 77, scope: !361)
!391 = !DILocation(line: 552, column: 14, scope: !363, inlinedAt: !392)
!392 = !DILocation(line: 1809, column: 9, scope: !393, inlinedAt: !396)
!393 = !DILexicalBlockFile(scope: !394, file: !299, discriminator: 4)
!394 = distinct !DILexicalBlock(scope: !395, file: !299, line: 1801, column: 5)
!395 = distinct !DISubprogram(name: "read_unaligned<u16>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedtECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!396 = !DILocation(line: 10, column: 14, scope: !388, inlinedAt: !390)
!397 = !DILocation(line: 468, column: 18, scope: !398, inlinedAt: !399)
!398 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 463, type: !37, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!399 = distinct !DILocation(line: 1057, column: 14, scope: !400, inlinedAt: !401)
!400 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !311, file: !310, line: 1053, type: !37, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!401 = distinct !DILocation(line: 48, column: 41, scope: !402, inlinedAt: !403)
!402 = distinct !DISubprogram(name: "slice_mut<offload::region::Region<saxpy_kernels::Stats, 1>>", linkageName: "_RINvNtCsdSHEUvygioh_7offload8___unpack9slice_mutINtNtB4_6region6RegionNtCsaoOD2IdgZm6_13saxpy_kernels5StatsEECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !306, file: !305, line: 43, type: !37, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!403 = distinct !DILocation(line: 23, column: 93, scope: !361)
!404 = !DILocation(line: 552, column: 14, scope: !405, inlinedAt: !406)
!405 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 531, type: !37, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!406 = distinct !DILocation(line: 1809, column: 9, scope: !407, inlinedAt: !409)
!407 = distinct !DILexicalBlock(scope: !408, file: !299, line: 1801, column: 5)
!408 = distinct !DISubprogram(name: "read_unaligned<*mut saxpy_kernels::Stats>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedONtCsaoOD2IdgZm6_13saxpy_kernels5StatsECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!409 = distinct !DILocation(line: 48, column: 20, scope: !402, inlinedAt: !403)
!410 = !DILocation(line: 468, column: 18, scope: !398, inlinedAt: !411)
!411 = distinct !DILocation(line: 1057, column: 14, scope: !412, inlinedAt: !413)
!412 = !DILexicalBlockFile(scope: !400, file: !310, discriminator: 2)
!413 = distinct !DILocation(line: 49, column: 40, scope: !414, inlinedAt: !403)
!414 = distinct !DILexicalBlock(scope: !402, file: !305, line: 48, column: 9)
!415 = !DILocation(line: 552, column: 14, scope: !405, inlinedAt: !416)
!416 = distinct !DILocation(line: 1809, column: 9, scope: !417, inlinedAt: !420)
!417 = !DILexicalBlockFile(scope: !418, file: !299, discriminator: 2)
!418 = distinct !DILexicalBlock(scope: !419, file: !299, line: 1801, column: 5)
!419 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECsbnN0q7pz5dy_36saxpy_kernels_roots_9ae33b54880b0f00", scope: !139, file: !299, line: 1800, type: !37, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!420 = distinct !DILocation(line: 49, column: 19, scope: !414, inlinedAt: !403)
!421 = !DILocation(line: 23, column: 14, scope: !361)
!422 = !DILocation(line: 24, column: 2, scope: !361)
