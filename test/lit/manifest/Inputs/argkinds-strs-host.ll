; The host crate of test/e2e/argkinds: the launches of
; argkinds_kernels::strs (&str), argkinds_kernels::shout (&mut str) and
; argkinds_kernels::read_uninit (&MaybeUninit<Stats>, &[MaybeUninit<f32>]).
; Made by test/lit/make-inputs.py from test/e2e/argkinds/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.a55bb1c77b6f31f3-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5c92ad778a9e7304d50ce97cb13bada6 = private unnamed_addr constant [29 x i8] c"argkinds_kernels::read_uninit", align 1
@alloc_47580e4b96f84a3bbcdce623a57d682a = private unnamed_addr constant [22 x i8] c"argkinds_kernels::strs", align 1
@alloc_5eee9c0cacccf68470404808a77cd100 = private unnamed_addr constant [23 x i8] c"argkinds_kernels::shout", align 1
@alloc_900264f3b2523f26e5567870dfe56066 = private unnamed_addr constant [26 x i8] c"test/e2e/argkinds/host.rs\00", align 1
@alloc_ab924fcac707915157150c6c23505ea7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00k\00\00\00\05\00\00\00" }>, align 8
@alloc_a5990b2311864454308d6022f9223057 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00v\00\00\00\0E\00\00\00" }>, align 8
@alloc_10dd16c16055d7204739f3799e5d878d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00\7F\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBT_5StatsERSIB1F_fEINtNtB4_6region6RegiondEEuECseccg28N0e4N_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_5c92ad778a9e7304d50ce97cb13bada6, i64 noundef 29, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 127, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #7, !dbg !186
  %0 = icmp eq i32 %code, 0, !dbg !189
  br i1 %0, label %bb2, label %bb3, !dbg !189

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !191
  br label %bb5, !dbg !192

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !193
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !194
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !195
  %_32 = load i64, ptr %1, align 8, !dbg !195, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !209
  tail call void @llvm.assume(i1 %_33), !dbg !210
  %_23.not = icmp eq i64 %_32, 0, !dbg !211
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !212
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !212
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !212
  br i1 %_23.not, label %bb11, label %bb9, !dbg !213

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !219

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !220
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !220

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !239
  br label %bb9, !dbg !252

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !253
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !254
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !254
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !254
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !254
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !254
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !254
  store ptr @alloc_5c92ad778a9e7304d50ce97cb13bada6, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !254
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !254
  store i64 29, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !254
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !254
  store ptr @alloc_10dd16c16055d7204739f3799e5d878d, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !254
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !254
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !254
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !255
  br label %bb5, !dbg !192
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels4strsFReB1v_B1v_INtNtB4_6region6RegionmKjc_EEuECseccg28N0e4N_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !256 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_47580e4b96f84a3bbcdce623a57d682a, i64 noundef 22, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 107, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #7, !dbg !276
  %0 = icmp eq i32 %code, 0, !dbg !279
  br i1 %0, label %bb2, label %bb3, !dbg !279

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !281
  br label %bb5, !dbg !282

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !283
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !284
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !285
  %_32 = load i64, ptr %1, align 8, !dbg !285, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !293
  tail call void @llvm.assume(i1 %_33), !dbg !294
  %_23.not = icmp eq i64 %_32, 0, !dbg !295
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !296
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !296
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !296
  br i1 %_23.not, label %bb11, label %bb9, !dbg !297

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !300

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !301
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !301

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !308
  br label %bb9, !dbg !313

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !314
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !315
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !315
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !315
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !315
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !315
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !315
  store ptr @alloc_47580e4b96f84a3bbcdce623a57d682a, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !315
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !315
  store i64 22, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !315
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !315
  store ptr @alloc_ab924fcac707915157150c6c23505ea7, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !315
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !315
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !315
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !316
  br label %bb5, !dbg !282
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels5shoutFQeEuECseccg28N0e4N_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) %cfg, ptr noundef nonnull %args, i64 noundef range(i64 -1, 4294967296) %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !317 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_5eee9c0cacccf68470404808a77cd100, i64 noundef 23, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 118, i32 noundef 14, i64 noundef %device, i64 noundef %device_args) #7, !dbg !331
  %0 = icmp eq i32 %code, 0, !dbg !334
  br i1 %0, label %bb2, label %bb3, !dbg !334

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !336
  br label %bb5, !dbg !337

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !338
  call void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !339
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !340
  %_32 = load i64, ptr %1, align 8, !dbg !340, !noundef !64
  %_33 = icmp sgt i64 %_32, -1, !dbg !348
  tail call void @llvm.assume(i1 %_33), !dbg !349
  %_23.not = icmp eq i64 %_32, 0, !dbg !350
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !351
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !351
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !351
  br i1 %_23.not, label %bb11, label %bb9, !dbg !352

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !355

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !356
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !356

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !363
  br label %bb9, !dbg !368

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !369
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !370
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !370
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !370
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !370
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !370
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !370
  store ptr @alloc_5eee9c0cacccf68470404808a77cd100, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !370
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !370
  store i64 23, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !370
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !370
  store ptr @alloc_a5990b2311864454308d6022f9223057, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !370
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !370
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !370
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !371
  br label %bb5, !dbg !337
}

; Function Attrs: noreturn nonlazybind uwtable
define hidden void @_RNvCseccg28N0e4N_4host4main() unnamed_addr #1 !dbg !372 {
start:
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels4strsFReB1v_B1v_INtNtB4_6region6RegionmKjc_EEuECseccg28N0e4N_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !375
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels5shoutFQeEuECseccg28N0e4N_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !415
  call fastcc void @_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBT_5StatsERSIB1F_fEINtNtB4_6region6RegiondEEuECseccg28N0e4N_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(32) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !425
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
declare void @_RNvNtCs2sqMGD80I99_7offload5error14runtime_report(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull) unnamed_addr #5

; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr allocptr noundef nonnull captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

attributes #0 = { noinline nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "test/e2e/argkinds/host.rs/@/host.a55bb1c77b6f31f3-cgu.0", directory: "build/test/e2e/argkinds/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>), fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBT_5StatsERSIB1F_fEINtNtB4_6region6RegiondEEuECseccg28N0e4N_4host", scope: !9, file: !8, line: 277, type: !11, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/launch.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "c6f8fac2fc04a223281a76aa4cfcf00a")
!9 = !DINamespace(name: "launch", scope: !10)
!10 = !DINamespace(name: "offload", scope: null)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !117, !168, !179, !185, !115, !43}
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
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>)", baseType: !118, align: 8, dwarfAddressSpace: 0)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !144, !160}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>", baseType: !121, size: 64, align: 64, dwarfAddressSpace: 0)
!121 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<argkinds_kernels::Stats>", scope: !122, file: !14, size: 256, align: 64, elements: !124, identifier: "f4c820894bbbf3733bd71f27bd15fe97")
!122 = !DINamespace(name: "maybe_uninit", scope: !123)
!123 = !DINamespace(name: "mem", scope: !16)
!124 = !{!125, !126}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !121, file: !14, baseType: !24, align: 8)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !121, file: !14, baseType: !127, size: 256, align: 64)
!127 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<argkinds_kernels::Stats>", scope: !128, file: !14, size: 256, align: 64, flags: DIFlagPublic, elements: !129, identifier: "e5c5af923b7db33b21d0669e6a12190f")
!128 = !DINamespace(name: "manually_drop", scope: !123)
!129 = !{!130}
!130 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !127, file: !14, baseType: !131, size: 256, align: 64, flags: DIFlagPrivate)
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<argkinds_kernels::Stats>", scope: !132, file: !14, size: 256, align: 64, flags: DIFlagPublic, elements: !133, identifier: "51595638d17dc075ee637727a54710e8")
!132 = !DINamespace(name: "maybe_dangling", scope: !123)
!133 = !{!134}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !131, file: !14, baseType: !135, size: 256, align: 64, flags: DIFlagPrivate)
!135 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !136, file: !14, size: 256, align: 64, flags: DIFlagPublic, elements: !137, identifier: "4c7f43a440cb34a911518290d4bb7ce")
!136 = !DINamespace(name: "argkinds_kernels", scope: null)
!137 = !{!138, !140, !141, !142}
!138 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !135, file: !14, baseType: !139, size: 64, align: 64, flags: DIFlagPublic)
!139 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !135, file: !14, baseType: !59, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !135, file: !14, baseType: !139, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !135, file: !14, baseType: !143, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!143 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[core::mem::maybe_uninit::MaybeUninit<f32>]", file: !14, size: 128, align: 64, elements: !145, identifier: "135d3ba36c4ae4959da9ad8cb1bce5bd")
!145 = !{!146, !159}
!146 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !144, file: !14, baseType: !147, size: 64, align: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64, align: 64, dwarfAddressSpace: 0)
!148 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<f32>", scope: !122, file: !14, size: 32, align: 32, elements: !149, identifier: "f9bad1a74e01a5292f3a377495fb3806")
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !148, file: !14, baseType: !24, align: 8)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !148, file: !14, baseType: !152, size: 32, align: 32)
!152 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<f32>", scope: !128, file: !14, size: 32, align: 32, flags: DIFlagPublic, elements: !153, identifier: "714586efceabd428d8c8eabb5597f6eb")
!153 = !{!154}
!154 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !152, file: !14, baseType: !155, size: 32, align: 32, flags: DIFlagPrivate)
!155 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<f32>", scope: !132, file: !14, size: 32, align: 32, flags: DIFlagPublic, elements: !156, identifier: "5a4e2af2c9fea727fdfcc80b94c9e8d1")
!156 = !{!157}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !155, file: !14, baseType: !158, size: 32, align: 32, flags: DIFlagPrivate)
!158 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !144, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!160 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<f64, 1>", scope: !161, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !162, identifier: "5de64afdb676935fc09d14af915003ea")
!161 = !DINamespace(name: "region", scope: !10)
!162 = !{!163, !165, !166}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !160, file: !14, baseType: !164, size: 64, align: 64, flags: DIFlagProtected)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut f64", baseType: !139, size: 64, align: 64, dwarfAddressSpace: 0)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !160, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !160, file: !14, baseType: !167, align: 8, offset: 128, flags: DIFlagProtected)
!167 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [f64]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "575c89a6264c9160c130ce2e688fa194")
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::config::LaunchConfig", baseType: !169, size: 64, align: 64, dwarfAddressSpace: 0)
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !170, file: !14, size: 256, align: 32, flags: DIFlagPublic, elements: !171, identifier: "812d133507d95a578711e7c5e332a2bb")
!170 = !DINamespace(name: "config", scope: !10)
!171 = !{!172, !176, !177, !178}
!172 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !169, file: !14, baseType: !173, size: 96, align: 32, flags: DIFlagPublic)
!173 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 96, align: 32, elements: !174)
!174 = !{!175}
!175 = !DISubrange(count: 3, lowerBound: 0)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !169, file: !14, baseType: !173, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !169, file: !14, baseType: !59, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "stack_bytes", scope: !169, file: !14, baseType: !59, size: 32, align: 32, offset: 224, flags: DIFlagPublic)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>)", baseType: !180, size: 64, align: 64, dwarfAddressSpace: 0)
!180 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>)", file: !14, size: 320, align: 64, elements: !181, identifier: "acdf226e9eb9d48f29b7825dd7a588")
!181 = !{!182, !183, !184}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !180, file: !14, baseType: !120, size: 64, align: 64)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !180, file: !14, baseType: !144, size: 128, align: 64, offset: 64)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !180, file: !14, baseType: !160, size: 128, align: 64, offset: 192)
!185 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!186 = !DILocation(line: 290, column: 9, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !8, line: 287, column: 5)
!188 = distinct !DILexicalBlock(scope: !7, file: !8, line: 286, column: 5)
!189 = !DILocation(line: 303, column: 8, scope: !190)
!190 = distinct !DILexicalBlock(scope: !187, file: !8, line: 289, column: 5)
!191 = !DILocation(line: 304, column: 16, scope: !190)
!192 = !DILocation(line: 308, column: 1, scope: !7)
!193 = !DILocation(line: 306, column: 9, scope: !190)
!194 = !DILocation(line: 306, column: 18, scope: !190)
!195 = !DILocation(line: 3023, column: 19, scope: !196, inlinedAt: !200)
!196 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCseccg28N0e4N_4host", scope: !82, file: !197, line: 3022, type: !198, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !199)
!197 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "60b60f63e29e8d3494a2f996461e4347")
!198 = !DISubroutineType(types: !64)
!199 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCseccg28N0e4N_4host", scope: !82, file: !197, line: 3022, type: !198, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!200 = !DILocation(line: 1861, column: 18, scope: !201, inlinedAt: !204)
!201 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !202, line: 1860, type: !198, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !203)
!202 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!203 = !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !202, line: 1860, type: !198, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!204 = !DILocation(line: 1881, column: 14, scope: !205, inlinedAt: !207)
!205 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !202, line: 1880, type: !198, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !206)
!206 = !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !202, line: 1880, type: !198, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!207 = !DILocation(line: 307, column: 74, scope: !208)
!208 = distinct !DILexicalBlock(scope: !190, file: !8, line: 306, column: 5)
!209 = !DILocation(line: 3028, column: 37, scope: !196, inlinedAt: !200)
!210 = !DILocation(line: 3028, column: 18, scope: !196, inlinedAt: !200)
!211 = !DILocation(line: 1881, column: 9, scope: !205, inlinedAt: !207)
!212 = !DILocation(line: 307, column: 96, scope: !208)
!213 = !DILocation(line: 37, column: 12, scope: !214, inlinedAt: !218)
!214 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECseccg28N0e4N_4host", scope: !216, file: !215, line: 36, type: !198, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!215 = !DIFile(filename: "library/core/src/bool.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "e3d738e7e318f67f912a8feb66169937")
!216 = !DINamespace(name: "{impl#0}", scope: !217)
!217 = !DINamespace(name: "bool", scope: !16)
!218 = !DILocation(line: 307, column: 86, scope: !208)
!219 = !DILocation(line: 308, column: 2, scope: !7)
!220 = !DILocation(line: 634, column: 39, scope: !221, inlinedAt: !224)
!221 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCseccg28N0e4N_4host", scope: !90, file: !222, line: 633, type: !198, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !223)
!222 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "574f79ffb8958f4ee3ea71272af6c6ad")
!223 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCseccg28N0e4N_4host", scope: !90, file: !222, line: 633, type: !198, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!224 = distinct !DILocation(line: 874, column: 52, scope: !225, inlinedAt: !228)
!225 = distinct !DILexicalBlock(scope: !226, file: !222, line: 874, column: 82)
!226 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCseccg28N0e4N_4host", scope: !90, file: !222, line: 872, type: !198, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !227)
!227 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCseccg28N0e4N_4host", scope: !90, file: !222, line: 872, type: !198, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!228 = distinct !DILocation(line: 424, column: 29, scope: !229, inlinedAt: !231)
!229 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_RNvXs1_NtCs9jvVb34GBdE_5alloc7raw_vecINtB5_6RawVechENtNtNtCscoScM8QT1vH_4core3ops4drop4Drop4dropCseccg28N0e4N_4host", scope: !230, file: !222, line: 422, type: !198, scopeLine: 422, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!230 = !DINamespace(name: "{impl#3}", scope: !87)
!231 = distinct !DILocation(line: 810, column: 1, scope: !232, inlinedAt: !234)
!232 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc7raw_vec6RawVechEECseccg28N0e4N_4host", scope: !51, file: !233, line: 810, type: !198, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!233 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!234 = distinct !DILocation(line: 810, column: 1, scope: !235, inlinedAt: !236)
!235 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc3vec3VechEECseccg28N0e4N_4host", scope: !51, file: !233, line: 810, type: !198, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!236 = distinct !DILocation(line: 810, column: 1, scope: !237, inlinedAt: !238)
!237 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeNtNtCs9jvVb34GBdE_5alloc6string6StringECseccg28N0e4N_4host", scope: !51, file: !233, line: 810, type: !198, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!238 = distinct !DILocation(line: 38, column: 5, scope: !214, inlinedAt: !218)
!239 = !DILocation(line: 128, column: 14, scope: !240, inlinedAt: !242)
!240 = distinct !DISubprogram(name: "dealloc_nonnull", linkageName: "_RNvNtCs9jvVb34GBdE_5alloc5alloc15dealloc_nonnull", scope: !111, file: !241, line: 127, type: !198, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!241 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "860ce4ea2346d0773913a27b0b87ad79")
!242 = distinct !DILocation(line: 229, column: 22, scope: !243, inlinedAt: !245)
!243 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !241, line: 219, type: !198, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !244)
!244 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !110, file: !241, line: 219, type: !198, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!245 = distinct !DILocation(line: 344, column: 9, scope: !246, inlinedAt: !248)
!246 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !241, line: 343, type: !198, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !247)
!247 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !110, file: !241, line: 343, type: !198, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!248 = distinct !DILocation(line: 462, column: 23, scope: !249, inlinedAt: !251)
!249 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCs9jvVb34GBdE_5alloc5allocNtB4_6GlobalNtNtCscoScM8QT1vH_4core5alloc9Allocator10deallocate", scope: !250, file: !241, line: 460, type: !198, scopeLine: 460, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!250 = !DINamespace(name: "{impl#1}", scope: !111)
!251 = distinct !DILocation(line: 876, column: 28, scope: !225, inlinedAt: !228)
!252 = !DILocation(line: 220, column: 9, scope: !243, inlinedAt: !245)
!253 = !DILocation(line: 37, scope: !214, inlinedAt: !218)
!254 = !DILocation(line: 307, column: 5, scope: !208)
!255 = !DILocation(line: 308, column: 1, scope: !190)
!256 = distinct !DISubprogram(name: "__launch_instance<fn(&str, &str, &str, offload::region::Region<u32, 12>), fn(&str, &str, &str, offload::region::Region<u32, 12>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels4strsFReB1v_B1v_INtNtB4_6region6RegionmKjc_EEuECseccg28N0e4N_4host", scope: !9, file: !8, line: 277, type: !257, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!257 = !DISubroutineType(types: !258)
!258 = !{!13, !259, !168, !269, !185, !115, !43}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str, &str, &str, offload::region::Region<u32, 12>)", baseType: !260, align: 8, dwarfAddressSpace: 0)
!260 = !DISubroutineType(types: !261)
!261 = !{null, !35, !35, !35, !262}
!262 = !DICompositeType(tag: DW_TAG_structure_type, name: "Region<u32, 12>", scope: !161, file: !14, size: 128, align: 64, flags: DIFlagPublic, elements: !263, identifier: "e6308934e70b0b5e2e8db4c9de6f8c2")
!263 = !{!264, !266, !267}
!264 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !262, file: !14, baseType: !265, size: 64, align: 64, flags: DIFlagProtected)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut u32", baseType: !59, size: 64, align: 64, dwarfAddressSpace: 0)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !262, file: !14, baseType: !41, size: 64, align: 64, offset: 64, flags: DIFlagProtected)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "_borrow", scope: !262, file: !14, baseType: !268, align: 8, offset: 128, flags: DIFlagProtected)
!268 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&mut [u32]>", scope: !63, file: !14, align: 8, flags: DIFlagPublic, elements: !64, identifier: "d11d5d0c105376ea94d10f8da7cff28f")
!269 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&str, &str, &str, offload::region::Region<u32, 12>)", baseType: !270, size: 64, align: 64, dwarfAddressSpace: 0)
!270 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&str, &str, &str, offload::region::Region<u32, 12>)", file: !14, size: 512, align: 64, elements: !271, identifier: "b39baf5cfa10abbba8709f7e57adeedb")
!271 = !{!272, !273, !274, !275}
!272 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !270, file: !14, baseType: !35, size: 128, align: 64)
!273 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !270, file: !14, baseType: !35, size: 128, align: 64, offset: 128)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !270, file: !14, baseType: !35, size: 128, align: 64, offset: 256)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !270, file: !14, baseType: !262, size: 128, align: 64, offset: 384)
!276 = !DILocation(line: 290, column: 9, scope: !277)
!277 = distinct !DILexicalBlock(scope: !278, file: !8, line: 287, column: 5)
!278 = distinct !DILexicalBlock(scope: !256, file: !8, line: 286, column: 5)
!279 = !DILocation(line: 303, column: 8, scope: !280)
!280 = distinct !DILexicalBlock(scope: !277, file: !8, line: 289, column: 5)
!281 = !DILocation(line: 304, column: 16, scope: !280)
!282 = !DILocation(line: 308, column: 1, scope: !256)
!283 = !DILocation(line: 306, column: 9, scope: !280)
!284 = !DILocation(line: 306, column: 18, scope: !280)
!285 = !DILocation(line: 3023, column: 19, scope: !286, inlinedAt: !287)
!286 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCseccg28N0e4N_4host", scope: !82, file: !197, line: 3022, type: !198, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !199)
!287 = !DILocation(line: 1861, column: 18, scope: !288, inlinedAt: !289)
!288 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !202, line: 1860, type: !198, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !203)
!289 = !DILocation(line: 1881, column: 14, scope: !290, inlinedAt: !291)
!290 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !202, line: 1880, type: !198, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !206)
!291 = !DILocation(line: 307, column: 74, scope: !292)
!292 = distinct !DILexicalBlock(scope: !280, file: !8, line: 306, column: 5)
!293 = !DILocation(line: 3028, column: 37, scope: !286, inlinedAt: !287)
!294 = !DILocation(line: 3028, column: 18, scope: !286, inlinedAt: !287)
!295 = !DILocation(line: 1881, column: 9, scope: !290, inlinedAt: !291)
!296 = !DILocation(line: 307, column: 96, scope: !292)
!297 = !DILocation(line: 37, column: 12, scope: !298, inlinedAt: !299)
!298 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECseccg28N0e4N_4host", scope: !216, file: !215, line: 36, type: !198, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!299 = !DILocation(line: 307, column: 86, scope: !292)
!300 = !DILocation(line: 308, column: 2, scope: !256)
!301 = !DILocation(line: 634, column: 39, scope: !221, inlinedAt: !302)
!302 = distinct !DILocation(line: 874, column: 52, scope: !225, inlinedAt: !303)
!303 = distinct !DILocation(line: 424, column: 29, scope: !229, inlinedAt: !304)
!304 = distinct !DILocation(line: 810, column: 1, scope: !232, inlinedAt: !305)
!305 = distinct !DILocation(line: 810, column: 1, scope: !235, inlinedAt: !306)
!306 = distinct !DILocation(line: 810, column: 1, scope: !237, inlinedAt: !307)
!307 = distinct !DILocation(line: 38, column: 5, scope: !298, inlinedAt: !299)
!308 = !DILocation(line: 128, column: 14, scope: !240, inlinedAt: !309)
!309 = distinct !DILocation(line: 229, column: 22, scope: !243, inlinedAt: !310)
!310 = distinct !DILocation(line: 344, column: 9, scope: !246, inlinedAt: !311)
!311 = distinct !DILocation(line: 462, column: 23, scope: !249, inlinedAt: !312)
!312 = distinct !DILocation(line: 876, column: 28, scope: !225, inlinedAt: !303)
!313 = !DILocation(line: 220, column: 9, scope: !243, inlinedAt: !310)
!314 = !DILocation(line: 37, scope: !298, inlinedAt: !299)
!315 = !DILocation(line: 307, column: 5, scope: !292)
!316 = !DILocation(line: 308, column: 1, scope: !280)
!317 = distinct !DISubprogram(name: "__launch_instance<fn(&mut str), fn(&mut str)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch17___launch_instanceNvCsfTpwL6ZqwVj_16argkinds_kernels5shoutFQeEuECseccg28N0e4N_4host", scope: !9, file: !8, line: 277, type: !318, scopeLine: 277, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!318 = !DISubroutineType(types: !319)
!319 = !{!13, !320, !168, !327, !185, !115, !43}
!320 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&mut str)", baseType: !321, align: 8, dwarfAddressSpace: 0)
!321 = !DISubroutineType(types: !322)
!322 = !{null, !323}
!323 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut str", file: !14, size: 128, align: 64, elements: !324, identifier: "3faee8808ecf9985e5103add9ac29d3c")
!324 = !{!325, !326}
!325 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !323, file: !14, baseType: !38, size: 64, align: 64)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !323, file: !14, baseType: !41, size: 64, align: 64, offset: 64)
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&mut str)", baseType: !328, size: 64, align: 64, dwarfAddressSpace: 0)
!328 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut str)", file: !14, size: 128, align: 64, elements: !329, identifier: "4480f2252cd9ac2f6fccd33531c3bd79")
!329 = !{!330}
!330 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !328, file: !14, baseType: !323, size: 128, align: 64)
!331 = !DILocation(line: 290, column: 9, scope: !332)
!332 = distinct !DILexicalBlock(scope: !333, file: !8, line: 287, column: 5)
!333 = distinct !DILexicalBlock(scope: !317, file: !8, line: 286, column: 5)
!334 = !DILocation(line: 303, column: 8, scope: !335)
!335 = distinct !DILexicalBlock(scope: !332, file: !8, line: 289, column: 5)
!336 = !DILocation(line: 304, column: 16, scope: !335)
!337 = !DILocation(line: 308, column: 1, scope: !317)
!338 = !DILocation(line: 306, column: 9, scope: !335)
!339 = !DILocation(line: 306, column: 18, scope: !335)
!340 = !DILocation(line: 3023, column: 19, scope: !341, inlinedAt: !342)
!341 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCseccg28N0e4N_4host", scope: !82, file: !197, line: 3022, type: !198, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !199)
!342 = !DILocation(line: 1861, column: 18, scope: !343, inlinedAt: !344)
!343 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !77, file: !202, line: 1860, type: !198, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !203)
!344 = !DILocation(line: 1881, column: 14, scope: !345, inlinedAt: !346)
!345 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !77, file: !202, line: 1880, type: !198, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !206)
!346 = !DILocation(line: 307, column: 74, scope: !347)
!347 = distinct !DILexicalBlock(scope: !335, file: !8, line: 306, column: 5)
!348 = !DILocation(line: 3028, column: 37, scope: !341, inlinedAt: !342)
!349 = !DILocation(line: 3028, column: 18, scope: !341, inlinedAt: !342)
!350 = !DILocation(line: 1881, column: 9, scope: !345, inlinedAt: !346)
!351 = !DILocation(line: 307, column: 96, scope: !347)
!352 = !DILocation(line: 37, column: 12, scope: !353, inlinedAt: !354)
!353 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECseccg28N0e4N_4host", scope: !216, file: !215, line: 36, type: !198, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!354 = !DILocation(line: 307, column: 86, scope: !347)
!355 = !DILocation(line: 308, column: 2, scope: !317)
!356 = !DILocation(line: 634, column: 39, scope: !221, inlinedAt: !357)
!357 = distinct !DILocation(line: 874, column: 52, scope: !225, inlinedAt: !358)
!358 = distinct !DILocation(line: 424, column: 29, scope: !229, inlinedAt: !359)
!359 = distinct !DILocation(line: 810, column: 1, scope: !232, inlinedAt: !360)
!360 = distinct !DILocation(line: 810, column: 1, scope: !235, inlinedAt: !361)
!361 = distinct !DILocation(line: 810, column: 1, scope: !237, inlinedAt: !362)
!362 = distinct !DILocation(line: 38, column: 5, scope: !353, inlinedAt: !354)
!363 = !DILocation(line: 128, column: 14, scope: !240, inlinedAt: !364)
!364 = distinct !DILocation(line: 229, column: 22, scope: !243, inlinedAt: !365)
!365 = distinct !DILocation(line: 344, column: 9, scope: !246, inlinedAt: !366)
!366 = distinct !DILocation(line: 462, column: 23, scope: !249, inlinedAt: !367)
!367 = distinct !DILocation(line: 876, column: 28, scope: !225, inlinedAt: !358)
!368 = !DILocation(line: 220, column: 9, scope: !243, inlinedAt: !365)
!369 = !DILocation(line: 37, scope: !353, inlinedAt: !354)
!370 = !DILocation(line: 307, column: 5, scope: !347)
!371 = !DILocation(line: 308, column: 1, scope: !335)
!372 = distinct !DISubprogram(name: "main", linkageName: "_RNvCseccg28N0e4N_4host4main", scope: !374, file: !373, line: 16, type: !198, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!373 = !DIFile(filename: "test/e2e/argkinds/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "4d543d5039a32f2b07804910003317a5")
!374 = !DINamespace(name: "host", scope: null)
!375 = !DILocation(line: 257, column: 13, scope: !376, inlinedAt: !380)
!376 = distinct !DILexicalBlock(scope: !377, file: !8, line: 256, column: 9)
!377 = distinct !DILexicalBlock(scope: !378, file: !8, line: 254, column: 5)
!378 = distinct !DILexicalBlock(scope: !379, file: !8, line: 251, column: 5)
!379 = distinct !DISubprogram(name: "start<fn(&str, &str, &str, offload::region::Region<u32, 12>), fn(&str, &str, &str, offload::region::Region<u32, 12>), (&alloc::string::String, &str, &str, &mut alloc::vec::Vec<u32, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsfTpwL6ZqwVj_16argkinds_kernels4strsFReB1h_B1h_INtNtB4_6region6RegionmKjc_EEuTRNtNtCs9jvVb34GBdE_5alloc6string6StringB1h_B1h_QINtNtB21_3vec3VecmEEECseccg28N0e4N_4host", scope: !9, file: !8, line: 243, type: !198, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!380 = distinct !DILocation(line: 208, column: 5, scope: !381, inlinedAt: !382)
!381 = distinct !DISubprogram(name: "launch<fn(&str, &str, &str, offload::region::Region<u32, 12>), fn(&str, &str, &str, offload::region::Region<u32, 12>), (&alloc::string::String, &str, &str, &mut alloc::vec::Vec<u32, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchNvCsfTpwL6ZqwVj_16argkinds_kernels4strsFReB1i_B1i_INtNtB4_6region6RegionmKjc_EEuTRNtNtCs9jvVb34GBdE_5alloc6string6StringB1i_B1i_QINtNtB22_3vec3VecmEEECseccg28N0e4N_4host", scope: !9, file: !8, line: 200, type: !198, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!382 = !DILocation(line: 107, column: 5, scope: !383)
!383 = distinct !DILexicalBlock(scope: !384, file: !373, line: 106, column: 5)
!384 = distinct !DILexicalBlock(scope: !385, file: !373, line: 105, column: 5)
!385 = distinct !DILexicalBlock(scope: !386, file: !373, line: 104, column: 5)
!386 = distinct !DILexicalBlock(scope: !387, file: !373, line: 98, column: 5)
!387 = distinct !DILexicalBlock(scope: !388, file: !373, line: 96, column: 5)
!388 = distinct !DILexicalBlock(scope: !389, file: !373, line: 92, column: 5)
!389 = distinct !DILexicalBlock(scope: !390, file: !373, line: 85, column: 5)
!390 = distinct !DILexicalBlock(scope: !391, file: !373, line: 84, column: 5)
!391 = distinct !DILexicalBlock(scope: !392, file: !373, line: 83, column: 5)
!392 = distinct !DILexicalBlock(scope: !393, file: !373, line: 82, column: 5)
!393 = distinct !DILexicalBlock(scope: !394, file: !373, line: 81, column: 5)
!394 = distinct !DILexicalBlock(scope: !395, file: !373, line: 80, column: 5)
!395 = distinct !DILexicalBlock(scope: !396, file: !373, line: 74, column: 5)
!396 = distinct !DILexicalBlock(scope: !397, file: !373, line: 73, column: 5)
!397 = distinct !DILexicalBlock(scope: !398, file: !373, line: 69, column: 5)
!398 = distinct !DILexicalBlock(scope: !399, file: !373, line: 60, column: 5)
!399 = distinct !DILexicalBlock(scope: !400, file: !373, line: 59, column: 5)
!400 = distinct !DILexicalBlock(scope: !401, file: !373, line: 54, column: 5)
!401 = distinct !DILexicalBlock(scope: !402, file: !373, line: 49, column: 5)
!402 = distinct !DILexicalBlock(scope: !403, file: !373, line: 45, column: 5)
!403 = distinct !DILexicalBlock(scope: !404, file: !373, line: 43, column: 5)
!404 = distinct !DILexicalBlock(scope: !405, file: !373, line: 42, column: 5)
!405 = distinct !DILexicalBlock(scope: !406, file: !373, line: 41, column: 5)
!406 = distinct !DILexicalBlock(scope: !407, file: !373, line: 40, column: 5)
!407 = distinct !DILexicalBlock(scope: !408, file: !373, line: 35, column: 5)
!408 = distinct !DILexicalBlock(scope: !409, file: !373, line: 29, column: 5)
!409 = distinct !DILexicalBlock(scope: !410, file: !373, line: 28, column: 5)
!410 = distinct !DILexicalBlock(scope: !411, file: !373, line: 27, column: 5)
!411 = distinct !DILexicalBlock(scope: !412, file: !373, line: 22, column: 5)
!412 = distinct !DILexicalBlock(scope: !413, file: !373, line: 21, column: 5)
!413 = distinct !DILexicalBlock(scope: !414, file: !373, line: 18, column: 5)
!414 = distinct !DILexicalBlock(scope: !372, file: !373, line: 17, column: 5)
!415 = !DILocation(line: 257, column: 13, scope: !416, inlinedAt: !420)
!416 = distinct !DILexicalBlock(scope: !417, file: !8, line: 256, column: 9)
!417 = distinct !DILexicalBlock(scope: !418, file: !8, line: 254, column: 5)
!418 = distinct !DILexicalBlock(scope: !419, file: !8, line: 251, column: 5)
!419 = distinct !DISubprogram(name: "start<fn(&mut str), fn(&mut str), (&mut alloc::string::String)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsfTpwL6ZqwVj_16argkinds_kernels5shoutFQeEuTQNtNtCs9jvVb34GBdE_5alloc6string6StringEECseccg28N0e4N_4host", scope: !9, file: !8, line: 243, type: !198, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!420 = distinct !DILocation(line: 235, column: 5, scope: !421, inlinedAt: !422)
!421 = distinct !DISubprogram(name: "launch_unchecked<fn(&mut str), fn(&mut str), (&mut alloc::string::String)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch16launch_uncheckedNvCsfTpwL6ZqwVj_16argkinds_kernels5shoutFQeEuTQNtNtCs9jvVb34GBdE_5alloc6string6StringEECseccg28N0e4N_4host", scope: !9, file: !8, line: 230, type: !198, scopeLine: 230, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!422 = !DILocation(line: 118, column: 14, scope: !423)
!423 = distinct !DILexicalBlock(scope: !424, file: !373, line: 116, column: 5)
!424 = distinct !DILexicalBlock(scope: !383, file: !373, line: 108, column: 5)
!425 = !DILocation(line: 257, column: 13, scope: !426, inlinedAt: !430)
!426 = distinct !DILexicalBlock(scope: !427, file: !8, line: 256, column: 9)
!427 = distinct !DILexicalBlock(scope: !428, file: !8, line: 254, column: 5)
!428 = distinct !DILexicalBlock(scope: !429, file: !8, line: 251, column: 5)
!429 = distinct !DISubprogram(name: "start<fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>), fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>), (&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut alloc::vec::Vec<f64, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch5startNvCsfTpwL6ZqwVj_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBF_5StatsERSIB1r_fEINtNtB4_6region6RegiondEEuTB1p_B2x_QINtNtCs9jvVb34GBdE_5alloc3vec3VecdEEECseccg28N0e4N_4host", scope: !9, file: !8, line: 243, type: !198, scopeLine: 243, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!430 = distinct !DILocation(line: 208, column: 5, scope: !431, inlinedAt: !432)
!431 = distinct !DISubprogram(name: "launch<fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>), fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], offload::region::Region<f64, 1>), (&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut alloc::vec::Vec<f64, alloc::alloc::Global>)>", linkageName: "_RINvNtCs2sqMGD80I99_7offload6launch6launchNvCsfTpwL6ZqwVj_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBG_5StatsERSIB1s_fEINtNtB4_6region6RegiondEEuTB1q_B2y_QINtNtCs9jvVb34GBdE_5alloc3vec3VecdEEECseccg28N0e4N_4host", scope: !9, file: !8, line: 200, type: !198, scopeLine: 200, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!432 = !DILocation(line: 127, column: 5, scope: !433)
!433 = distinct !DILexicalBlock(scope: !434, file: !373, line: 126, column: 5)
!434 = distinct !DILexicalBlock(scope: !435, file: !373, line: 124, column: 5)
!435 = distinct !DILexicalBlock(scope: !423, file: !373, line: 123, column: 5)
