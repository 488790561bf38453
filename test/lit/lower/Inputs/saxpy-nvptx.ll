; The device code of examples/saxpy for sm_90: the kernels crate and its
; device roots, linked.
; Made by test/lit/make-inputs.py from examples/saxpy/work/nvptx64-nvidia-cuda-sm_90/{kernels,roots}.bc
; (rustc output); see test/lit/README.md.
source_filename = "llvm-link"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alloc_5a5c0fc29af5c7899a408d8d081ab3af = hidden unnamed_addr constant [26 x i8] c"examples/saxpy/kernels.rs\00", align 1
@alloc_ff87f962954ccbf777dc50f52372e26a = hidden unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_5a5c0fc29af5c7899a408d8d081ab3af, [16 x i8] c"\19\00\00\00\00\00\00\00\0D\00\00\00\13\00\00\00" }>, align 8

; Function Attrs: convergent nounwind
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %a, ptr noalias noundef nonnull readonly align 4 captures(none) %x.0, i64 noundef range(i64 0, 2305843009213693952) %x.1, ptr noundef captures(address_is_null) %y.0, i64 noundef %y.1) unnamed_addr #0 !dbg !8 {
start:
  %_14 = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !33
  %_13 = zext i32 %_14 to i64, !dbg !37
  %_16 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !40
  %_15 = zext i32 %_16 to i64, !dbg !42
  %_12 = mul nuw i64 %_15, %_13, !dbg !37
  %_18 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !43
  %_17 = zext i32 %_18 to i64, !dbg !45
  %i = add nuw i64 %_12, %_17, !dbg !37
  %_2.i = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !46
  %bx.i = zext i32 %_2.i to i64, !dbg !60
  %_4.i = tail call noundef i32 @__offload_block_dim_y() #4, !dbg !61
  %by.i = zext i32 %_4.i to i64, !dbg !64
  %_6.i = tail call noundef i32 @__offload_block_dim_z() #4, !dbg !65
  %bz.i = zext i32 %_6.i to i64, !dbg !68
  %_12.i = tail call noundef i32 @__offload_thread_idx_z() #4, !dbg !69
  %_11.i = zext i32 %_12.i to i64, !dbg !73
  %_14.i = tail call noundef i32 @__offload_thread_idx_y() #4, !dbg !74
  %_13.i = zext i32 %_14.i to i64, !dbg !77
  %_16.i = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !78
  %_15.i = zext i32 %_16.i to i64, !dbg !81
  %_22.i = tail call noundef i32 @__offload_block_idx_z() #4, !dbg !82
  %_21.i = zext i32 %_22.i to i64, !dbg !86
  %_24.i = tail call noundef i32 @__offload_grid_dim_y() #4, !dbg !87
  %_23.i = zext i32 %_24.i to i64, !dbg !90
  %_20.i = mul nuw i64 %_23.i, %_21.i, !dbg !86
  %_26.i = tail call noundef i32 @__offload_block_idx_y() #4, !dbg !91
  %_25.i = zext i32 %_26.i to i64, !dbg !94
  %_19.i = add nuw i64 %_20.i, %_25.i, !dbg !95
  %_28.i = tail call noundef i32 @__offload_grid_dim_x() #4, !dbg !96
  %_27.i = zext i32 %_28.i to i64, !dbg !99
  %_18.i = mul i64 %_19.i, %_27.i, !dbg !95
  %_30.i = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !100
  %_29.i = zext i32 %_30.i to i64, !dbg !103
  %block.i = add i64 %_18.i, %_29.i, !dbg !95
  %_31.i = mul i64 %block.i, %bz.i, !dbg !104
  %reass.add1 = add i64 %_31.i, %_11.i, !dbg !104
  %reass.mul2 = mul i64 %reass.add1, %by.i, !dbg !104
  %reass.add = add i64 %reass.mul2, %_13.i, !dbg !104
  %reass.mul = mul i64 %reass.add, %bx.i, !dbg !104
  %_0.i = add i64 %reass.mul, %_15.i, !dbg !104
  %start1.sroa.0.1.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %_0.i), !dbg !106
  %0 = tail call i64 @llvm.uadd.sat.i64(i64 %start1.sroa.0.1.i, i64 1), !dbg !112
  %spec.store.select.i = tail call i64 @llvm.umin.i64(i64 %y.1, i64 %0), !dbg !119
  %data.i = getelementptr inbounds nuw float, ptr %y.0, i64 %start1.sroa.0.1.i, !dbg !121
  %_21.not = icmp eq i64 %spec.store.select.i, %start1.sroa.0.1.i, !dbg !129
  br i1 %_21.not, label %bb2, label %bb7, !dbg !129

bb7:                                              ; preds = %start
  %1 = icmp ne ptr %y.0, null
  tail call void @llvm.assume(i1 %1)
  %_10 = icmp ult i64 %i, %x.1, !dbg !136
  br i1 %_10, label %bb1, label %panic, !dbg !136

bb2:                                              ; preds = %bb1, %start
  ret void, !dbg !137

bb1:                                              ; preds = %bb7
  %2 = getelementptr inbounds nuw float, ptr %x.0, i64 %i, !dbg !136
  %_8 = load float, ptr %2, align 4, !dbg !136, !noundef !32
  %_7 = fmul float %a, %_8, !dbg !138
  %_11 = load float, ptr %data.i, align 4, !dbg !139, !noundef !32
  %3 = fadd float %_7, %_11, !dbg !140
  store float %3, ptr %data.i, align 4, !dbg !140
  br label %bb2, !dbg !141

panic:                                            ; preds = %bb7
  tail call void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %x.1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ff87f962954ccbf777dc50f52372e26a) #5, !dbg !136
  unreachable, !dbg !136
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
declare noundef i32 @__offload_thread_idx_z() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_thread_idx_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_z() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_grid_dim_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_block_idx_y() unnamed_addr #0

; Function Attrs: convergent nounwind
declare noundef i32 @__offload_grid_dim_x() unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

; Function Attrs: cold convergent minsize noinline noreturn nounwind optsize
declare void @_RNvNtCsduWobj5wX1U_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #3

; Function Attrs: convergent nounwind
define void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(none) dereferenceable(2048) %w, double noundef %scale, i16 noundef %tag, ptr noalias noundef align 8 captures(none) dereferenceable(32) %out) unnamed_addr #0 !dbg !142 {
start:
  %_18 = tail call noundef i32 @__offload_block_idx_x() #4, !dbg !159
  %_17 = zext i32 %_18 to i64, !dbg !161
  %_20 = tail call noundef i32 @__offload_block_dim_x() #4, !dbg !164
  %_19 = zext i32 %_20 to i64, !dbg !166
  %_16 = mul nuw i64 %_19, %_17, !dbg !161
  %_22 = tail call noundef i32 @__offload_thread_idx_x() #4, !dbg !167
  %_21 = zext i32 %_22 to i64, !dbg !169
  %0 = or i64 %_16, %_21, !dbg !163
  %1 = icmp eq i64 %0, 0, !dbg !163
  br i1 %1, label %bb12, label %bb7, !dbg !163

bb12:                                             ; preds = %bb12, %start
  %sum.sroa.0.06 = phi double [ %16, %bb12 ], [ 0.000000e+00, %start ]
  %max.sroa.0.05 = phi double [ %max.sroa.0.1.7, %bb12 ], [ 0xFFF0000000000000, %start ]
  %iter.sroa.0.0.idx4 = phi i64 [ %iter.sroa.0.0.add.7, %bb12 ], [ 0, %start ]
  %iter.sroa.0.0.ptr = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %_42 = load double, ptr %iter.sroa.0.0.ptr, align 8, !dbg !187, !noundef !32
  %s = fmul double %scale, %_42, !dbg !195
  %2 = fadd double %sum.sroa.0.06, %s, !dbg !200
  %_14 = fcmp ogt double %s, %max.sroa.0.05, !dbg !202
  %max.sroa.0.1 = select i1 %_14, double %s, double %max.sroa.0.05, !dbg !202
  %3 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.1 = getelementptr inbounds nuw i8, ptr %3, i64 8, !dbg !170
  %_42.1 = load double, ptr %iter.sroa.0.0.ptr.1, align 8, !dbg !187, !noundef !32
  %s.1 = fmul double %scale, %_42.1, !dbg !195
  %4 = fadd double %2, %s.1, !dbg !200
  %_14.1 = fcmp ogt double %s.1, %max.sroa.0.1, !dbg !202
  %max.sroa.0.1.1 = select i1 %_14.1, double %s.1, double %max.sroa.0.1, !dbg !202
  %5 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.2 = getelementptr inbounds nuw i8, ptr %5, i64 16, !dbg !170
  %_42.2 = load double, ptr %iter.sroa.0.0.ptr.2, align 8, !dbg !187, !noundef !32
  %s.2 = fmul double %scale, %_42.2, !dbg !195
  %6 = fadd double %4, %s.2, !dbg !200
  %_14.2 = fcmp ogt double %s.2, %max.sroa.0.1.1, !dbg !202
  %max.sroa.0.1.2 = select i1 %_14.2, double %s.2, double %max.sroa.0.1.1, !dbg !202
  %7 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.3 = getelementptr inbounds nuw i8, ptr %7, i64 24, !dbg !170
  %_42.3 = load double, ptr %iter.sroa.0.0.ptr.3, align 8, !dbg !187, !noundef !32
  %s.3 = fmul double %scale, %_42.3, !dbg !195
  %8 = fadd double %6, %s.3, !dbg !200
  %_14.3 = fcmp ogt double %s.3, %max.sroa.0.1.2, !dbg !202
  %max.sroa.0.1.3 = select i1 %_14.3, double %s.3, double %max.sroa.0.1.2, !dbg !202
  %9 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.4 = getelementptr inbounds nuw i8, ptr %9, i64 32, !dbg !170
  %_42.4 = load double, ptr %iter.sroa.0.0.ptr.4, align 8, !dbg !187, !noundef !32
  %s.4 = fmul double %scale, %_42.4, !dbg !195
  %10 = fadd double %8, %s.4, !dbg !200
  %_14.4 = fcmp ogt double %s.4, %max.sroa.0.1.3, !dbg !202
  %max.sroa.0.1.4 = select i1 %_14.4, double %s.4, double %max.sroa.0.1.3, !dbg !202
  %11 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.5 = getelementptr inbounds nuw i8, ptr %11, i64 40, !dbg !170
  %_42.5 = load double, ptr %iter.sroa.0.0.ptr.5, align 8, !dbg !187, !noundef !32
  %s.5 = fmul double %scale, %_42.5, !dbg !195
  %12 = fadd double %10, %s.5, !dbg !200
  %_14.5 = fcmp ogt double %s.5, %max.sroa.0.1.4, !dbg !202
  %max.sroa.0.1.5 = select i1 %_14.5, double %s.5, double %max.sroa.0.1.4, !dbg !202
  %13 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.6 = getelementptr inbounds nuw i8, ptr %13, i64 48, !dbg !170
  %_42.6 = load double, ptr %iter.sroa.0.0.ptr.6, align 8, !dbg !187, !noundef !32
  %s.6 = fmul double %scale, %_42.6, !dbg !195
  %14 = fadd double %12, %s.6, !dbg !200
  %_14.6 = fcmp ogt double %s.6, %max.sroa.0.1.5, !dbg !202
  %max.sroa.0.1.6 = select i1 %_14.6, double %s.6, double %max.sroa.0.1.5, !dbg !202
  %15 = getelementptr inbounds nuw i8, ptr %w, i64 %iter.sroa.0.0.idx4, !dbg !170
  %iter.sroa.0.0.ptr.7 = getelementptr inbounds nuw i8, ptr %15, i64 56, !dbg !170
  %iter.sroa.0.0.add.7 = add nuw nsw i64 %iter.sroa.0.0.idx4, 64, !dbg !203
  %_42.7 = load double, ptr %iter.sroa.0.0.ptr.7, align 8, !dbg !187, !noundef !32
  %s.7 = fmul double %scale, %_42.7, !dbg !195
  %16 = fadd double %14, %s.7, !dbg !200
  %_14.7 = fcmp ogt double %s.7, %max.sroa.0.1.6, !dbg !202
  %max.sroa.0.1.7 = select i1 %_14.7, double %s.7, double %max.sroa.0.1.6, !dbg !202
  %_34.7 = icmp eq i64 %iter.sroa.0.0.add.7, 2048, !dbg !170
  br i1 %_34.7, label %bb11, label %bb12, !dbg !175

bb11:                                             ; preds = %bb12
  store double %16, ptr %out, align 8, !dbg !211
  %17 = getelementptr inbounds nuw i8, ptr %out, i64 16, !dbg !212
  store double %max.sroa.0.1.7, ptr %17, align 8, !dbg !212
  %18 = getelementptr inbounds nuw i8, ptr %out, i64 8, !dbg !213
  %19 = load i32, ptr %18, align 8, !dbg !213, !noundef !32
  %20 = add i32 %19, 256, !dbg !213
  store i32 %20, ptr %18, align 8, !dbg !213
  %21 = getelementptr inbounds nuw i8, ptr %out, i64 24, !dbg !214
  store i16 %tag, ptr %21, align 8, !dbg !214
  br label %bb7, !dbg !215

bb7:                                              ; preds = %bb11, %start
  ret void, !dbg !215
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_saxpy_kernels__saxpy(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !216 {
start:
  %tmp.sroa.0.0.copyload = load float, ptr %s, align 1, !dbg !219
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !229
  %tmp.sroa.0.0.copyload.i = load ptr, ptr %0, align 1, !dbg !239
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !245
  %tmp1.sroa.0.0.copyload.i = load i64, ptr %1, align 1, !dbg !250
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !256
  %tmp.sroa.0.0.copyload.i1 = load ptr, ptr %2, align 1, !dbg !263
  %3 = getelementptr i8, ptr %s, i64 32, !dbg !269
  %tmp1.sroa.0.0.copyload.i2 = load i64, ptr %3, align 1, !dbg !274
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy(float noundef %tmp.sroa.0.0.copyload, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) %tmp.sroa.0.0.copyload.i, i64 noundef %tmp1.sroa.0.0.copyload.i, ptr noundef %tmp.sroa.0.0.copyload.i1, i64 noundef %tmp1.sroa.0.0.copyload.i2) #4, !dbg !280
  ret void, !dbg !281
}

; Function Attrs: convergent nounwind
define void @__offload_unpack_saxpy_kernels__summarize(ptr noundef readonly captures(none) %s) unnamed_addr #0 !dbg !282 {
start:
  %tmp.sroa.0.0.copyload = load ptr, ptr %s, align 1, !dbg !283
  %0 = getelementptr i8, ptr %s, i64 8, !dbg !291
  %tmp1.sroa.0.0.copyload = load double, ptr %0, align 1, !dbg !299
  %1 = getelementptr i8, ptr %s, i64 16, !dbg !305
  %tmp2.sroa.0.0.copyload = load i16, ptr %1, align 1, !dbg !312
  %2 = getelementptr i8, ptr %s, i64 24, !dbg !318
  %tmp3.sroa.0.0.copyload = load ptr, ptr %2, align 1, !dbg !324
  tail call void @_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(2048) %tmp.sroa.0.0.copyload, double noundef %tmp1.sroa.0.0.copyload, i16 noundef %tmp2.sroa.0.0.copyload, ptr noalias noundef align 8 dereferenceable(32) %tmp3.sroa.0.0.copyload) #4, !dbg !330
  ret void, !dbg !331
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
!2 = !DIFile(filename: "examples/saxpy/kernels.rs/@/saxpy_kernels.34a041db84895837-cgu.0", directory: "/work/main")
!3 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !4, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!4 = !DIFile(filename: "/work/main/build/examples/saxpy/work/kernel_roots.rs/@/saxpy_kernels_offload_roots.535661665315805f-cgu.0", directory: "/work/main")
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "saxpy", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels5saxpy", scope: !10, file: !9, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!9 = !DIFile(filename: "examples/saxpy/kernels.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "0a4dc6ad691da9c4f4f6e09ed9aa3afc")
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
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f32, 1>", scope: !22, file: !15, size: 128, align: 64, flags: DIFlagPublic, elements: !24, identifier: "cc63c14f5ecf47434c52b31302f28b87")
!22 = !DINamespace(name: "disjoint", scope: !23)
!23 = !DINamespace(name: "offload", scope: null)
!24 = !{!25, !27, !28}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !15, baseType: !26, size: 64, align: 64, flags: DIFlagPrivate)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f32", baseType: !13, size: 64, align: 64, dwarfAddressSpace: 0)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !15, baseType: !20, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !21, file: !15, baseType: !29, align: 8, offset: 128, flags: DIFlagPrivate)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f32]>", scope: !30, file: !15, align: 8, flags: DIFlagPublic, elements: !32, identifier: "80c48391f7ee48bb6a58f7902b8d8996")
!30 = !DINamespace(name: "marker", scope: !31)
!31 = !DINamespace(name: "core", scope: null)
!32 = !{}
!33 = !DILocation(line: 183, column: 24, scope: !34, inlinedAt: !37)
!34 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!35 = !DIFile(filename: "frontends/rust/offload/src/lib.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ac1dfebf05456e875d0ef7c2580bda6f")
!36 = !DISubroutineType(types: !32)
!37 = !DILocation(line: 221, column: 5, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !23, file: !35, line: 220, type: !36, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!39 = !DILocation(line: 11, column: 13, scope: !8)
!40 = !DILocation(line: 183, column: 24, scope: !41, inlinedAt: !42)
!41 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!42 = !DILocation(line: 221, column: 30, scope: !38, inlinedAt: !39)
!43 = !DILocation(line: 183, column: 24, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!45 = !DILocation(line: 221, column: 55, scope: !38, inlinedAt: !39)
!46 = !DILocation(line: 183, column: 24, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!48 = distinct !DILocation(line: 92, column: 25, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "global_linear_idx", linkageName: "_RNvNtCsl9Rxe3HYsL5_7offload8disjoint17global_linear_idx", scope: !22, file: !50, line: 90, type: !36, scopeLine: 90, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!50 = !DIFile(filename: "frontends/rust/offload/src/disjoint.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "05b592f5f8dfcbc263835d055a4734da")
!51 = distinct !DILocation(line: 68, column: 21, scope: !52, inlinedAt: !54)
!52 = distinct !DISubprogram(name: "chunk<f32, 1>", linkageName: "_RNvMs_NtCsl9Rxe3HYsL5_7offload8disjointINtB4_6RegionfE5chunkCs4w7S95IAcjH_13saxpy_kernels", scope: !21, file: !50, line: 67, type: !36, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !53)
!53 = !DISubprogram(name: "chunk<f32, 1>", linkageName: "_RNvMs_NtCsl9Rxe3HYsL5_7offload8disjointINtB4_6RegionfE5chunkCs4w7S95IAcjH_13saxpy_kernels", scope: !21, file: !50, line: 67, type: !36, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!54 = distinct !DILocation(line: 81, column: 14, scope: !55, inlinedAt: !57)
!55 = distinct !DISubprogram(name: "mine<f32>", linkageName: "_RNvMs0_NtCsl9Rxe3HYsL5_7offload8disjointINtB5_6RegionfE4mineCs4w7S95IAcjH_13saxpy_kernels", scope: !21, file: !50, line: 80, type: !36, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !56)
!56 = !DISubprogram(name: "mine<f32>", linkageName: "_RNvMs0_NtCsl9Rxe3HYsL5_7offload8disjointINtB5_6RegionfE4mineCs4w7S95IAcjH_13saxpy_kernels", scope: !21, file: !50, line: 80, type: !36, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!57 = !DILocation(line: 12, column: 25, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !9, line: 12, column: 32)
!59 = distinct !DILexicalBlock(scope: !8, file: !9, line: 11, column: 5)
!60 = !DILocation(line: 92, column: 25, scope: !49, inlinedAt: !51)
!61 = !DILocation(line: 183, column: 24, scope: !62, inlinedAt: !63)
!62 = distinct !DISubprogram(name: "block_dim_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_y", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!63 = distinct !DILocation(line: 92, column: 49, scope: !49, inlinedAt: !51)
!64 = !DILocation(line: 92, column: 49, scope: !49, inlinedAt: !51)
!65 = !DILocation(line: 183, column: 24, scope: !66, inlinedAt: !67)
!66 = distinct !DISubprogram(name: "block_dim_z", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_z", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!67 = distinct !DILocation(line: 92, column: 73, scope: !49, inlinedAt: !51)
!68 = !DILocation(line: 92, column: 73, scope: !49, inlinedAt: !51)
!69 = !DILocation(line: 183, column: 24, scope: !70, inlinedAt: !71)
!70 = distinct !DISubprogram(name: "thread_idx_z", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_z", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!71 = distinct !DILocation(line: 93, column: 19, scope: !72, inlinedAt: !51)
!72 = distinct !DILexicalBlock(scope: !49, file: !50, line: 92, column: 5)
!73 = !DILocation(line: 93, column: 19, scope: !72, inlinedAt: !51)
!74 = !DILocation(line: 183, column: 24, scope: !75, inlinedAt: !76)
!75 = distinct !DISubprogram(name: "thread_idx_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_y", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!76 = distinct !DILocation(line: 93, column: 50, scope: !72, inlinedAt: !51)
!77 = !DILocation(line: 93, column: 50, scope: !72, inlinedAt: !51)
!78 = !DILocation(line: 183, column: 24, scope: !79, inlinedAt: !80)
!79 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!80 = distinct !DILocation(line: 93, column: 82, scope: !72, inlinedAt: !51)
!81 = !DILocation(line: 93, column: 82, scope: !72, inlinedAt: !51)
!82 = !DILocation(line: 183, column: 24, scope: !83, inlinedAt: !84)
!83 = distinct !DISubprogram(name: "block_idx_z", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_z", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!84 = distinct !DILocation(line: 94, column: 18, scope: !85, inlinedAt: !51)
!85 = distinct !DILexicalBlock(scope: !72, file: !50, line: 93, column: 5)
!86 = !DILocation(line: 94, column: 18, scope: !85, inlinedAt: !51)
!87 = !DILocation(line: 183, column: 24, scope: !88, inlinedAt: !89)
!88 = distinct !DISubprogram(name: "grid_dim_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload10grid_dim_y", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!89 = distinct !DILocation(line: 94, column: 43, scope: !85, inlinedAt: !51)
!90 = !DILocation(line: 94, column: 43, scope: !85, inlinedAt: !51)
!91 = !DILocation(line: 183, column: 24, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "block_idx_y", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_y", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!93 = distinct !DILocation(line: 94, column: 67, scope: !85, inlinedAt: !51)
!94 = !DILocation(line: 94, column: 67, scope: !85, inlinedAt: !51)
!95 = !DILocation(line: 94, column: 17, scope: !85, inlinedAt: !51)
!96 = !DILocation(line: 183, column: 24, scope: !97, inlinedAt: !98)
!97 = distinct !DISubprogram(name: "grid_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload10grid_dim_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!98 = distinct !DILocation(line: 95, column: 11, scope: !85, inlinedAt: !51)
!99 = !DILocation(line: 95, column: 11, scope: !85, inlinedAt: !51)
!100 = !DILocation(line: 183, column: 24, scope: !101, inlinedAt: !102)
!101 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!102 = distinct !DILocation(line: 96, column: 11, scope: !85, inlinedAt: !51)
!103 = !DILocation(line: 96, column: 11, scope: !85, inlinedAt: !51)
!104 = !DILocation(line: 97, column: 5, scope: !105, inlinedAt: !51)
!105 = distinct !DILexicalBlock(scope: !85, file: !50, line: 94, column: 5)
!106 = !DILocation(line: 1076, column: 12, scope: !107, inlinedAt: !111)
!107 = distinct !DISubprogram(name: "min<usize>", linkageName: "_RNvYjNtNtCsduWobj5wX1U_4core3cmp3Ord3minCs4w7S95IAcjH_13saxpy_kernels", scope: !109, file: !108, line: 1072, type: !36, scopeLine: 1072, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!108 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/cmp.rs", directory: "", checksumkind: CSK_MD5, checksum: "736a93835c8eb09f7e6c373983e20e04")
!109 = !DINamespace(name: "Ord", scope: !110)
!110 = !DINamespace(name: "cmp", scope: !31)
!111 = distinct !DILocation(line: 68, column: 59, scope: !52, inlinedAt: !54)
!112 = !DILocation(line: 2355, column: 13, scope: !113, inlinedAt: !117)
!113 = distinct !DISubprogram(name: "saturating_add", linkageName: "_RNvMs9_NtCsduWobj5wX1U_4core3numj14saturating_add", scope: !115, file: !114, line: 2354, type: !36, scopeLine: 2354, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!114 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/num/uint_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "5fc7d5e74eb0c3c3b6eb5c642b7e095f")
!115 = !DINamespace(name: "{impl#11}", scope: !116)
!116 = !DINamespace(name: "num", scope: !31)
!117 = distinct !DILocation(line: 69, column: 25, scope: !118, inlinedAt: !54)
!118 = distinct !DILexicalBlock(scope: !52, file: !50, line: 68, column: 9)
!119 = !DILocation(line: 1076, column: 12, scope: !107, inlinedAt: !120)
!120 = distinct !DILocation(line: 69, column: 43, scope: !118, inlinedAt: !54)
!121 = !DILocation(line: 961, column: 18, scope: !122, inlinedAt: !127)
!122 = distinct !DISubprogram(name: "add<f32>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr7mut_ptrOf3addCs4w7S95IAcjH_13saxpy_kernels", scope: !124, file: !123, line: 927, type: !36, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!123 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mut_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!124 = !DINamespace(name: "{impl#0}", scope: !125)
!125 = !DINamespace(name: "mut_ptr", scope: !126)
!126 = !DINamespace(name: "ptr", scope: !31)
!127 = distinct !DILocation(line: 72, column: 64, scope: !128, inlinedAt: !54)
!128 = distinct !DILexicalBlock(scope: !118, file: !50, line: 69, column: 9)
!129 = !DILocation(line: 179, column: 16, scope: !130, inlinedAt: !135)
!130 = distinct !DILexicalBlock(scope: !132, file: !131, line: 179, column: 35)
!131 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "1f64a141f11e4e3a7a0a9e34684244e5")
!132 = distinct !DISubprogram(name: "first_mut<f32>", linkageName: "_RNvMNtCsduWobj5wX1U_4core5sliceSf9first_mutCs4w7S95IAcjH_13saxpy_kernels", scope: !133, file: !131, line: 178, type: !36, scopeLine: 178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!133 = !DINamespace(name: "{impl#0}", scope: !134)
!134 = !DINamespace(name: "slice", scope: !31)
!135 = !DILocation(line: 81, column: 22, scope: !55, inlinedAt: !57)
!136 = !DILocation(line: 13, column: 19, scope: !58)
!137 = !DILocation(line: 15, column: 2, scope: !8)
!138 = !DILocation(line: 13, column: 15, scope: !58)
!139 = !DILocation(line: 13, column: 26, scope: !58)
!140 = !DILocation(line: 13, column: 9, scope: !58)
!141 = !DILocation(line: 12, column: 5, scope: !59)
!142 = distinct !DISubprogram(name: "summarize", linkageName: "_RNvCs4w7S95IAcjH_13saxpy_kernels9summarize", scope: !10, file: !9, line: 34, type: !143, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!143 = !DISubroutineType(types: !144)
!144 = !{null, !145, !147, !150, !151}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&[f64; 256]", baseType: !146, size: 64, align: 64, dwarfAddressSpace: 0)
!146 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 16384, align: 64, elements: !148)
!147 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!148 = !{!149}
!149 = !DISubrange(count: 256, lowerBound: 0)
!150 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut saxpy_kernels::Stats", baseType: !152, size: 64, align: 64, dwarfAddressSpace: 0)
!152 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !10, file: !15, size: 256, align: 64, flags: DIFlagPublic, elements: !153, identifier: "4e8a9e5db832831f312ae5e71ec296a2")
!153 = !{!154, !155, !157, !158}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !152, file: !15, baseType: !147, size: 64, align: 64, flags: DIFlagPublic)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !152, file: !15, baseType: !156, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!156 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !152, file: !15, baseType: !147, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !152, file: !15, baseType: !150, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!159 = !DILocation(line: 183, column: 24, scope: !160, inlinedAt: !161)
!160 = distinct !DISubprogram(name: "block_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_idx_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!161 = !DILocation(line: 221, column: 5, scope: !162, inlinedAt: !163)
!162 = distinct !DISubprogram(name: "global_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12global_idx_x", scope: !23, file: !35, line: 220, type: !36, scopeLine: 220, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!163 = !DILocation(line: 35, column: 8, scope: !142)
!164 = !DILocation(line: 183, column: 24, scope: !165, inlinedAt: !166)
!165 = distinct !DISubprogram(name: "block_dim_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload11block_dim_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!166 = !DILocation(line: 221, column: 30, scope: !162, inlinedAt: !163)
!167 = !DILocation(line: 183, column: 24, scope: !168, inlinedAt: !169)
!168 = distinct !DISubprogram(name: "thread_idx_x", linkageName: "_RNvCsl9Rxe3HYsL5_7offload12thread_idx_x", scope: !23, file: !35, line: 181, type: !36, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!169 = !DILocation(line: 221, column: 55, scope: !162, inlinedAt: !163)
!170 = !DILocation(line: 1717, column: 9, scope: !171, inlinedAt: !175)
!171 = distinct !DISubprogram(name: "eq<f64>", linkageName: "_RNvXsd_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldENtNtB9_3cmp9PartialEq2eqCs4w7S95IAcjH_13saxpy_kernels", scope: !173, file: !172, line: 1716, type: !36, scopeLine: 1716, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!172 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/non_null.rs", directory: "", checksumkind: CSK_MD5, checksum: "84a86787d0c87de0d69993189aea0a0d")
!173 = !DINamespace(name: "{impl#15}", scope: !174)
!174 = !DINamespace(name: "non_null", scope: !126)
!175 = !DILocation(line: 180, column: 28, scope: !176, inlinedAt: !182)
!176 = distinct !DILexicalBlock(scope: !178, file: !177, line: 162, column: 17)
!177 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/slice/iter/macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!178 = distinct !DILexicalBlock(scope: !179, file: !177, line: 161, column: 17)
!179 = distinct !DISubprogram(name: "next<f64>", linkageName: "_RNvXs2J_NtNtCsduWobj5wX1U_4core5slice4iterINtB6_4IterdENtNtNtNtBa_4iter6traits8iterator8Iterator4nextCs4w7S95IAcjH_13saxpy_kernels", scope: !180, file: !177, line: 157, type: !36, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!180 = !DINamespace(name: "{impl#171}", scope: !181)
!181 = !DINamespace(name: "iter", scope: !134)
!182 = !DILocation(line: 40, column: 14, scope: !183)
!183 = !DILexicalBlockFile(scope: !184, file: !9, discriminator: 2)
!184 = distinct !DILexicalBlock(scope: !185, file: !9, line: 40, column: 5)
!185 = distinct !DILexicalBlock(scope: !186, file: !9, line: 39, column: 5)
!186 = distinct !DILexicalBlock(scope: !142, file: !9, line: 38, column: 5)
!187 = !DILocation(line: 28, column: 31, scope: !188, inlinedAt: !193)
!188 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2Y_NtNtCsduWobj5wX1U_4core3ops5arithRdINtB6_3MuldE3mul", scope: !190, file: !189, line: 27, type: !36, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!189 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/internal_macros.rs", directory: "", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!190 = !DINamespace(name: "{impl#186}", scope: !191)
!191 = !DINamespace(name: "arith", scope: !192)
!192 = !DINamespace(name: "ops", scope: !31)
!193 = !DILocation(line: 41, column: 17, scope: !194)
!194 = distinct !DILexicalBlock(scope: !184, file: !9, line: 40, column: 5)
!195 = !DILocation(line: 350, column: 45, scope: !196, inlinedAt: !199)
!196 = distinct !DISubprogram(name: "mul", linkageName: "_RNvXs2g_NtNtCsduWobj5wX1U_4core3ops5arithdNtB6_3Mul3mul", scope: !198, file: !197, line: 350, type: !36, scopeLine: 350, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1)
!197 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ops/arith.rs", directory: "", checksumkind: CSK_MD5, checksum: "e47733c3b66376c892662297e1e5370d")
!198 = !DINamespace(name: "{impl#142}", scope: !191)
!199 = !DILocation(line: 28, column: 17, scope: !188, inlinedAt: !193)
!200 = !DILocation(line: 42, column: 9, scope: !201)
!201 = distinct !DILexicalBlock(scope: !194, file: !9, line: 41, column: 9)
!202 = !DILocation(line: 43, column: 12, scope: !201)
!203 = !DILocation(line: 659, column: 28, scope: !204, inlinedAt: !210)
!204 = distinct !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !205, file: !172, line: 651, type: !36, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !1, declaration: !209)
!205 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !174, file: !15, size: 64, align: 64, flags: DIFlagPublic, elements: !206, identifier: "247aaedccfc4e9e6664eec256e69dd2e")
!206 = !{!207}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !205, file: !15, baseType: !208, size: 64, align: 64, flags: DIFlagPrivate)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !147, size: 64, align: 64, dwarfAddressSpace: 0)
!209 = !DISubprogram(name: "add<f64>", linkageName: "_RNvMs1_NtNtCsduWobj5wX1U_4core3ptr8non_nullINtB5_7NonNulldE3addCs4w7S95IAcjH_13saxpy_kernels", scope: !205, file: !172, line: 651, type: !36, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!210 = !DILocation(line: 185, column: 40, scope: !176, inlinedAt: !182)
!211 = !DILocation(line: 47, column: 5, scope: !185)
!212 = !DILocation(line: 48, column: 5, scope: !185)
!213 = !DILocation(line: 49, column: 5, scope: !185)
!214 = !DILocation(line: 50, column: 5, scope: !185)
!215 = !DILocation(line: 51, column: 2, scope: !142)
!216 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__saxpy", scope: !218, file: !217, line: 14, type: !36, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!217 = !DIFile(filename: "build/examples/saxpy/work/kernel_roots.rs", directory: "/work/main", checksumkind: CSK_MD5, checksum: "fc771caade0545d34875ce8d559817db")
!218 = !DINamespace(name: "saxpy_kernels_offload_roots", scope: null)
!219 = !DILocation(line: 552, column: 14, scope: !220, inlinedAt: !222)
!220 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 531, type: !36, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!221 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/mod.rs", directory: "", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!222 = !DILocation(line: 1809, column: 9, scope: !223, inlinedAt: !225)
!223 = distinct !DILexicalBlock(scope: !224, file: !221, line: 1801, column: 5)
!224 = distinct !DISubprogram(name: "read_unaligned<f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!225 = !DILocation(line: 451, column: 18, scope: !226, inlinedAt: !228)
!226 = distinct !DISubprogram(name: "value<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 450, type: !36, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!227 = !DINamespace(name: "__unpack", scope: !23)
!228 = !DILocation(line: 16, column: 37, scope: !216)
!229 = !DILocation(line: 468, column: 18, scope: !230, inlinedAt: !234)
!230 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !232, file: !231, line: 463, type: !36, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!231 = !DIFile(filename: "/usr/lib/rustlib/src/rust/library/core/src/ptr/const_ptr.rs", directory: "", checksumkind: CSK_MD5, checksum: "48638a38fe414ca30cde797e4a40b3a9")
!232 = !DINamespace(name: "{impl#0}", scope: !233)
!233 = !DINamespace(name: "const_ptr", scope: !126)
!234 = distinct !DILocation(line: 1057, column: 14, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !232, file: !231, line: 1053, type: !36, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!236 = distinct !DILocation(line: 471, column: 45, scope: !237, inlinedAt: !238)
!237 = distinct !DISubprogram(name: "slice<f32>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5slicefECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 469, type: !36, scopeLine: 469, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!238 = distinct !DILocation(line: 16, column: 53, scope: !216)
!239 = !DILocation(line: 552, column: 14, scope: !240, inlinedAt: !241)
!240 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 531, type: !36, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!241 = distinct !DILocation(line: 1809, column: 9, scope: !242, inlinedAt: !244)
!242 = distinct !DILexicalBlock(scope: !243, file: !221, line: 1801, column: 5)
!243 = distinct !DISubprogram(name: "read_unaligned<*const f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!244 = distinct !DILocation(line: 471, column: 24, scope: !237, inlinedAt: !238)
!245 = !DILocation(line: 468, column: 18, scope: !230, inlinedAt: !246)
!246 = distinct !DILocation(line: 1057, column: 14, scope: !247, inlinedAt: !248)
!247 = !DILexicalBlockFile(scope: !235, file: !231, discriminator: 2)
!248 = distinct !DILocation(line: 472, column: 44, scope: !249, inlinedAt: !238)
!249 = distinct !DILexicalBlock(scope: !237, file: !35, line: 471, column: 13)
!250 = !DILocation(line: 552, column: 14, scope: !240, inlinedAt: !251)
!251 = distinct !DILocation(line: 1809, column: 9, scope: !252, inlinedAt: !255)
!252 = !DILexicalBlockFile(scope: !253, file: !221, discriminator: 2)
!253 = distinct !DILexicalBlock(scope: !254, file: !221, line: 1801, column: 5)
!254 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!255 = distinct !DILocation(line: 472, column: 23, scope: !249, inlinedAt: !238)
!256 = !DILocation(line: 468, column: 18, scope: !257, inlinedAt: !258)
!257 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !232, file: !231, line: 463, type: !36, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!258 = distinct !DILocation(line: 1057, column: 14, scope: !259, inlinedAt: !260)
!259 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !232, file: !231, line: 1053, type: !36, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!260 = distinct !DILocation(line: 484, column: 45, scope: !261, inlinedAt: !262)
!261 = distinct !DISubprogram(name: "slice_mut<offload::disjoint::Region<f32, 1>>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9slice_mutINtNtB4_8disjoint6RegionfEECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 479, type: !36, scopeLine: 479, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!262 = distinct !DILocation(line: 16, column: 69, scope: !216)
!263 = !DILocation(line: 552, column: 14, scope: !264, inlinedAt: !265)
!264 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 531, type: !36, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!265 = distinct !DILocation(line: 1809, column: 9, scope: !266, inlinedAt: !268)
!266 = distinct !DILexicalBlock(scope: !267, file: !221, line: 1801, column: 5)
!267 = distinct !DISubprogram(name: "read_unaligned<*mut f32>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedOfECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!268 = distinct !DILocation(line: 484, column: 24, scope: !261, inlinedAt: !262)
!269 = !DILocation(line: 468, column: 18, scope: !257, inlinedAt: !270)
!270 = distinct !DILocation(line: 1057, column: 14, scope: !271, inlinedAt: !272)
!271 = !DILexicalBlockFile(scope: !259, file: !231, discriminator: 2)
!272 = distinct !DILocation(line: 485, column: 44, scope: !273, inlinedAt: !262)
!273 = distinct !DILexicalBlock(scope: !261, file: !35, line: 484, column: 13)
!274 = !DILocation(line: 552, column: 14, scope: !264, inlinedAt: !275)
!275 = distinct !DILocation(line: 1809, column: 9, scope: !276, inlinedAt: !279)
!276 = !DILexicalBlockFile(scope: !277, file: !221, discriminator: 2)
!277 = distinct !DILexicalBlock(scope: !278, file: !221, line: 1801, column: 5)
!278 = distinct !DISubprogram(name: "read_unaligned<u64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedyECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!279 = distinct !DILocation(line: 485, column: 23, scope: !273, inlinedAt: !262)
!280 = !DILocation(line: 16, column: 14, scope: !216)
!281 = !DILocation(line: 17, column: 2, scope: !216)
!282 = distinct !DISubprogram(name: "__offload_unpack_saxpy_kernels__summarize", scope: !218, file: !217, line: 21, type: !36, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!283 = !DILocation(line: 552, column: 14, scope: !284, inlinedAt: !285)
!284 = distinct !DISubprogram(name: "copy_nonoverlapping<u8>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr19copy_nonoverlappinghECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 531, type: !36, scopeLine: 531, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!285 = !DILocation(line: 1809, column: 9, scope: !286, inlinedAt: !288)
!286 = distinct !DILexicalBlock(scope: !287, file: !221, line: 1801, column: 5)
!287 = distinct !DISubprogram(name: "read_unaligned<*const [f64; 256]>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedPAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!288 = !DILocation(line: 458, column: 20, scope: !289, inlinedAt: !290)
!289 = distinct !DISubprogram(name: "reference<[f64; 256]>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack9referenceAdj100_ECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 457, type: !36, scopeLine: 457, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!290 = !DILocation(line: 23, column: 41, scope: !282)
!291 = !DILocation(line: 468, column: 18, scope: !292, inlinedAt: !293)
!292 = distinct !DISubprogram(name: "wrapping_offset<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy15wrapping_offsetCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !232, file: !231, line: 463, type: !36, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!293 = !DILocation(line: 1057, column: 14, scope: !294, inlinedAt: !296)
!294 = !DILexicalBlockFile(scope: !295, file: !231, discriminator: 2)
!295 = distinct !DISubprogram(name: "wrapping_add<u64>", linkageName: "_RNvMNtNtCsduWobj5wX1U_4core3ptr9const_ptrPy12wrapping_addCs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !232, file: !231, line: 1053, type: !36, scopeLine: 1053, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!296 = !DILocation(line: 451, column: 39, scope: !297, inlinedAt: !298)
!297 = distinct !DISubprogram(name: "value<f64>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuedECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 450, type: !36, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!298 = !DILocation(line: 23, column: 61, scope: !282)
!299 = !DILocation(line: 552, column: 14, scope: !284, inlinedAt: !300)
!300 = !DILocation(line: 1809, column: 9, scope: !301, inlinedAt: !304)
!301 = !DILexicalBlockFile(scope: !302, file: !221, discriminator: 2)
!302 = distinct !DILexicalBlock(scope: !303, file: !221, line: 1801, column: 5)
!303 = distinct !DISubprogram(name: "read_unaligned<f64>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unaligneddECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!304 = !DILocation(line: 451, column: 18, scope: !297, inlinedAt: !298)
!305 = !DILocation(line: 468, column: 18, scope: !292, inlinedAt: !306)
!306 = !DILocation(line: 1057, column: 14, scope: !307, inlinedAt: !308)
!307 = !DILexicalBlockFile(scope: !295, file: !231, discriminator: 4)
!308 = !DILocation(line: 451, column: 39, scope: !309, inlinedAt: !311)
!309 = !DILexicalBlockFile(scope: !310, file: !35, discriminator: 2)
!310 = distinct !DISubprogram(name: "value<u16>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack5valuetECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 450, type: !36, scopeLine: 450, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!311 = !DILocation(line: 23, column: 77, scope: !282)
!312 = !DILocation(line: 552, column: 14, scope: !284, inlinedAt: !313)
!313 = !DILocation(line: 1809, column: 9, scope: !314, inlinedAt: !317)
!314 = !DILexicalBlockFile(scope: !315, file: !221, discriminator: 4)
!315 = distinct !DILexicalBlock(scope: !316, file: !221, line: 1801, column: 5)
!316 = distinct !DISubprogram(name: "read_unaligned<u16>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedtECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!317 = !DILocation(line: 451, column: 18, scope: !309, inlinedAt: !311)
!318 = !DILocation(line: 468, column: 18, scope: !292, inlinedAt: !319)
!319 = !DILocation(line: 1057, column: 14, scope: !320, inlinedAt: !321)
!320 = !DILexicalBlockFile(scope: !295, file: !231, discriminator: 6)
!321 = !DILocation(line: 464, column: 45, scope: !322, inlinedAt: !323)
!322 = distinct !DISubprogram(name: "reference_mut<saxpy_kernels::Stats>", linkageName: "_RINvNtCsl9Rxe3HYsL5_7offload8___unpack13reference_mutNtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !227, file: !35, line: 463, type: !36, scopeLine: 463, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!323 = !DILocation(line: 23, column: 93, scope: !282)
!324 = !DILocation(line: 552, column: 14, scope: !284, inlinedAt: !325)
!325 = !DILocation(line: 1809, column: 9, scope: !326, inlinedAt: !329)
!326 = !DILexicalBlockFile(scope: !327, file: !221, discriminator: 6)
!327 = distinct !DILexicalBlock(scope: !328, file: !221, line: 1801, column: 5)
!328 = distinct !DISubprogram(name: "read_unaligned<*mut saxpy_kernels::Stats>", linkageName: "_RINvNtCsduWobj5wX1U_4core3ptr14read_unalignedONtCs4w7S95IAcjH_13saxpy_kernels5StatsECs79BovJCsTwx_27saxpy_kernels_offload_roots", scope: !126, file: !221, line: 1800, type: !36, scopeLine: 1800, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !3)
!329 = !DILocation(line: 464, column: 24, scope: !322, inlinedAt: !323)
!330 = !DILocation(line: 23, column: 14, scope: !282)
!331 = !DILocation(line: 24, column: 2, scope: !282)
