; The host crate of test/e2e/argkinds: the launches of
; argkinds_kernels::strs (&str), argkinds_kernels::shout (&mut str) and
; argkinds_kernels::read_uninit (&MaybeUninit<Stats>, &[MaybeUninit<f32>]).
; Made by test/lit/make-inputs.py from test/e2e/argkinds/work/host/host.bc
; (rustc output); see test/lit/README.md.
source_filename = "host.5616f0cc4328e35f-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5c92ad778a9e7304d50ce97cb13bada6 = private unnamed_addr constant [29 x i8] c"argkinds_kernels::read_uninit", align 1
@alloc_47580e4b96f84a3bbcdce623a57d682a = private unnamed_addr constant [22 x i8] c"argkinds_kernels::strs", align 1
@alloc_5eee9c0cacccf68470404808a77cd100 = private unnamed_addr constant [23 x i8] c"argkinds_kernels::shout", align 1
@alloc_900264f3b2523f26e5567870dfe56066 = private unnamed_addr constant [26 x i8] c"test/e2e/argkinds/host.rs\00", align 1
@alloc_0794c94015875ab56f19eee819f644b0 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00b\00\00\00\05\00\00\00" }>, align 8
@alloc_73879f565ded583fd61feec1235e228d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00l\00\00\00\05\00\00\00" }>, align 8
@alloc_e8cbd5c1d0c051af92efb0a0dbcf0b3d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_900264f3b2523f26e5567870dfe56066, [16 x i8] c"\19\00\00\00\00\00\00\00u\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBK_5StatsERSIB1w_fEQSdEuECs7ofGt2eyJk1_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !7 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_5c92ad778a9e7304d50ce97cb13bada6, i64 noundef 29, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 117, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #7, !dbg !179
  %0 = icmp eq i32 %code, 0, !dbg !182
  br i1 %0, label %bb2, label %bb3, !dbg !182

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !184
  br label %bb5, !dbg !185

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !186
  call void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !187
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !188
  %_32 = load i64, ptr %1, align 8, !dbg !188, !noundef !62
  %_33 = icmp sgt i64 %_32, -1, !dbg !202
  tail call void @llvm.assume(i1 %_33), !dbg !203
  %_23.not = icmp eq i64 %_32, 0, !dbg !204
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !205
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !205
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !205
  br i1 %_23.not, label %bb11, label %bb9, !dbg !206

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !212

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !213
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !213

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !232
  br label %bb9, !dbg !245

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !246
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !247
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !247
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !247
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !247
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !247
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !247
  store ptr @alloc_5c92ad778a9e7304d50ce97cb13bada6, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !247
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !247
  store i64 29, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !247
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !247
  store ptr @alloc_e8cbd5c1d0c051af92efb0a0dbcf0b3d, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !247
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !247
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !247
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !248
  br label %bb5, !dbg !185
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels4strsFReB1m_B1m_QSmEuECs7ofGt2eyJk1_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !249 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_47580e4b96f84a3bbcdce623a57d682a, i64 noundef 22, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 98, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #7, !dbg !267
  %0 = icmp eq i32 %code, 0, !dbg !270
  br i1 %0, label %bb2, label %bb3, !dbg !270

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !272
  br label %bb5, !dbg !273

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !274
  call void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !275
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !276
  %_32 = load i64, ptr %1, align 8, !dbg !276, !noundef !62
  %_33 = icmp sgt i64 %_32, -1, !dbg !284
  tail call void @llvm.assume(i1 %_33), !dbg !285
  %_23.not = icmp eq i64 %_32, 0, !dbg !286
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !287
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !287
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !287
  br i1 %_23.not, label %bb11, label %bb9, !dbg !288

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !291

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !292
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !292

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !299
  br label %bb9, !dbg !304

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !305
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !306
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !306
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !306
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !306
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !306
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !306
  store ptr @alloc_47580e4b96f84a3bbcdce623a57d682a, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !306
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !306
  store i64 22, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !306
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !306
  store ptr @alloc_0794c94015875ab56f19eee819f644b0, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !306
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !306
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !306
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !307
  br label %bb5, !dbg !273
}

; Function Attrs: noinline nonlazybind uwtable
define internal fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels5shoutFQeEuECs7ofGt2eyJk1_4host(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(56) initializes((0, 8)) %_0, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) %cfg, ptr noundef nonnull %args, i64 noundef %device, i64 noundef %device_args) unnamed_addr #0 personality ptr @rust_eh_personality !dbg !308 {
start:
  %detail = alloca [24 x i8], align 8
  %code = tail call noundef i32 @__offload_launch(ptr noundef nonnull @alloc_5eee9c0cacccf68470404808a77cd100, i64 noundef 23, ptr noundef nonnull %cfg, ptr noundef nonnull %args, ptr noundef nonnull @alloc_900264f3b2523f26e5567870dfe56066, i64 noundef 25, i32 noundef 108, i32 noundef 5, i64 noundef %device, i64 noundef %device_args) #7, !dbg !322
  %0 = icmp eq i32 %code, 0, !dbg !325
  br i1 %0, label %bb2, label %bb3, !dbg !325

bb2:                                              ; preds = %start
  store i64 -9223372036854775807, ptr %_0, align 8, !dbg !327
  br label %bb5, !dbg !328

bb3:                                              ; preds = %start
  call void @llvm.lifetime.start.p0(ptr nonnull %detail), !dbg !329
  call void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr noalias noundef nonnull sret([24 x i8]) align 8 captures(none) dereferenceable(24) %detail, ptr noundef nonnull @__offload_rt_error_detail), !dbg !330
  %1 = getelementptr inbounds nuw i8, ptr %detail, i64 16, !dbg !331
  %_32 = load i64, ptr %1, align 8, !dbg !331, !noundef !62
  %_33 = icmp sgt i64 %_32, -1, !dbg !339
  tail call void @llvm.assume(i1 %_33), !dbg !340
  %_23.not = icmp eq i64 %_32, 0, !dbg !341
  %t.sroa.0.0.copyload = load i64, ptr %detail, align 8, !dbg !342
  %t.sroa.5.0.detail.sroa_idx = getelementptr inbounds nuw i8, ptr %detail, i64 8, !dbg !342
  %t.sroa.5.0.copyload = load ptr, ptr %t.sroa.5.0.detail.sroa_idx, align 8, !dbg !342
  br i1 %_23.not, label %bb11, label %bb9, !dbg !343

bb5:                                              ; preds = %bb9, %bb2
  ret void, !dbg !346

bb11:                                             ; preds = %bb3
  %2 = icmp eq i64 %t.sroa.0.0.copyload, 0, !dbg !347
  br i1 %2, label %bb9, label %bb2.i.i.i4.i.i, !dbg !347

bb2.i.i.i4.i.i:                                   ; preds = %bb11
  %3 = icmp ne ptr %t.sroa.5.0.copyload, null
  tail call void @llvm.assume(i1 %3)
  tail call void @_RNvCsfgHYwM92fyn_7___rustc14___rust_dealloc(ptr noundef nonnull %t.sroa.5.0.copyload, i64 noundef %t.sroa.0.0.copyload, i64 noundef range(i64 1, -9223372036854775807) 1) #7, !dbg !354
  br label %bb9, !dbg !359

bb9:                                              ; preds = %bb2.i.i.i4.i.i, %bb11, %bb3
  %_21.sroa.5.sroa.0.0 = phi ptr [ undef, %bb2.i.i.i4.i.i ], [ undef, %bb11 ], [ %t.sroa.5.0.copyload, %bb3 ]
  %_21.sroa.0.0 = phi i64 [ -9223372036854775808, %bb2.i.i.i4.i.i ], [ -9223372036854775808, %bb11 ], [ %t.sroa.0.0.copyload, %bb3 ], !dbg !360
  store i64 %_21.sroa.0.0, ptr %_0, align 8, !dbg !361
  %_20.sroa.0.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 8, !dbg !361
  store ptr %_21.sroa.5.sroa.0.0, ptr %_20.sroa.0.sroa.4.0._0.sroa_idx, align 8, !dbg !361
  %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 16, !dbg !361
  store i64 %_32, ptr %_20.sroa.0.sroa.4.sroa.4.0._20.sroa.0.sroa.4.0._0.sroa_idx.sroa_idx, align 8, !dbg !361
  %_20.sroa.4.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 24, !dbg !361
  store ptr @alloc_5eee9c0cacccf68470404808a77cd100, ptr %_20.sroa.4.0._0.sroa_idx, align 8, !dbg !361
  %_20.sroa.5.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 32, !dbg !361
  store i64 23, ptr %_20.sroa.5.0._0.sroa_idx, align 8, !dbg !361
  %_20.sroa.6.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 40, !dbg !361
  store ptr @alloc_73879f565ded583fd61feec1235e228d, ptr %_20.sroa.6.0._0.sroa_idx, align 8, !dbg !361
  %_20.sroa.7.0._0.sroa_idx = getelementptr inbounds nuw i8, ptr %_0, i64 48, !dbg !361
  store i32 %code, ptr %_20.sroa.7.0._0.sroa_idx, align 8, !dbg !361
  call void @llvm.lifetime.end.p0(ptr nonnull %detail), !dbg !362
  br label %bb5, !dbg !328
}

; Function Attrs: noreturn nonlazybind uwtable
define hidden void @_RNvCs7ofGt2eyJk1_4host4main() unnamed_addr #1 !dbg !363 {
start:
  call fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels4strsFReB1m_B1m_QSmEuECs7ofGt2eyJk1_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !366
  call fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels5shoutFQeEuECs7ofGt2eyJk1_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !404
  call fastcc void @_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBK_5StatsERSIB1w_fEQSdEuECs7ofGt2eyJk1_4host(ptr noalias noundef align 8 captures(none) dereferenceable(56) null, ptr noalias noundef nonnull readonly align 4 captures(address, read_provenance) dereferenceable(28) null, ptr noundef null, i64 noundef 0, i64 noundef 0), !dbg !412
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
declare void @_RNvCs2Xe4EmyjcZu_7offload14runtime_report(ptr dead_on_unwind noalias noundef writable sret([24 x i8]) align 8 captures(none) dereferenceable(24), ptr noundef nonnull) unnamed_addr #5

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
!6 = !DIFile(filename: "test/e2e/argkinds/host.rs/@/host.5616f0cc4328e35f-cgu.0", directory: "build/test/e2e/argkinds/work/package")
!7 = distinct !DISubprogram(name: "__launch_instance<fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64]), fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64])>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBK_5StatsERSIB1w_fEQSdEuECs7ofGt2eyJk1_4host", scope: !9, file: !8, line: 478, type: !10, scopeLine: 478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!8 = !DIFile(filename: "src/lib.rs", directory: "frontends/rust/offload", checksumkind: CSK_MD5, checksum: "f1f9d2cddc22ec4a6e58659cf23e86e8")
!9 = !DINamespace(name: "offload", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !115, !163, !172, !178, !113, !41}
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
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64])", baseType: !116, align: 8, dwarfAddressSpace: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118, !142, !158}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>", baseType: !119, size: 64, align: 64, dwarfAddressSpace: 0)
!119 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<argkinds_kernels::Stats>", scope: !120, file: !13, size: 256, align: 64, elements: !122, identifier: "84186a5994545b9134b8906b024ba6ed")
!120 = !DINamespace(name: "maybe_uninit", scope: !121)
!121 = !DINamespace(name: "mem", scope: !15)
!122 = !{!123, !124}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !119, file: !13, baseType: !23, align: 8)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !119, file: !13, baseType: !125, size: 256, align: 64)
!125 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<argkinds_kernels::Stats>", scope: !126, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !127, identifier: "8abcb15ab9997bb41ff5027fc9ae457f")
!126 = !DINamespace(name: "manually_drop", scope: !121)
!127 = !{!128}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !125, file: !13, baseType: !129, size: 256, align: 64, flags: DIFlagPrivate)
!129 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<argkinds_kernels::Stats>", scope: !130, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !131, identifier: "9dc659ac243cc8ccc774216013597037")
!130 = !DINamespace(name: "maybe_dangling", scope: !121)
!131 = !{!132}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !129, file: !13, baseType: !133, size: 256, align: 64, flags: DIFlagPrivate)
!133 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !134, file: !13, size: 256, align: 64, flags: DIFlagPublic, elements: !135, identifier: "4592973a55564dd6d6f127199d23fc7a")
!134 = !DINamespace(name: "argkinds_kernels", scope: null)
!135 = !{!136, !138, !139, !140}
!136 = !DIDerivedType(tag: DW_TAG_member, name: "sum", scope: !133, file: !13, baseType: !137, size: 64, align: 64, flags: DIFlagPublic)
!137 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !133, file: !13, baseType: !57, size: 32, align: 32, offset: 64, flags: DIFlagPublic)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !133, file: !13, baseType: !137, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !133, file: !13, baseType: !141, size: 16, align: 16, offset: 192, flags: DIFlagPublic)
!141 = !DIBasicType(name: "u16", size: 16, encoding: DW_ATE_unsigned)
!142 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[core::mem::maybe_uninit::MaybeUninit<f32>]", file: !13, size: 128, align: 64, elements: !143, identifier: "135d3ba36c4ae4959da9ad8cb1bce5bd")
!143 = !{!144, !157}
!144 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !142, file: !13, baseType: !145, size: 64, align: 64)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64, align: 64, dwarfAddressSpace: 0)
!146 = !DICompositeType(tag: DW_TAG_union_type, name: "MaybeUninit<f32>", scope: !120, file: !13, size: 32, align: 32, elements: !147, identifier: "f9bad1a74e01a5292f3a377495fb3806")
!147 = !{!148, !149}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "uninit", scope: !146, file: !13, baseType: !23, align: 8)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !146, file: !13, baseType: !150, size: 32, align: 32)
!150 = !DICompositeType(tag: DW_TAG_structure_type, name: "ManuallyDrop<f32>", scope: !126, file: !13, size: 32, align: 32, flags: DIFlagPublic, elements: !151, identifier: "714586efceabd428d8c8eabb5597f6eb")
!151 = !{!152}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !150, file: !13, baseType: !153, size: 32, align: 32, flags: DIFlagPrivate)
!153 = !DICompositeType(tag: DW_TAG_structure_type, name: "MaybeDangling<f32>", scope: !130, file: !13, size: 32, align: 32, flags: DIFlagPublic, elements: !154, identifier: "5a4e2af2c9fea727fdfcc80b94c9e8d1")
!154 = !{!155}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !153, file: !13, baseType: !156, size: 32, align: 32, flags: DIFlagPrivate)
!156 = !DIBasicType(name: "f32", size: 32, encoding: DW_ATE_float)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !142, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!158 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [f64]", file: !13, size: 128, align: 64, elements: !159, identifier: "20ddfcfce50bf865828153ff1ef46b96")
!159 = !{!160, !162}
!160 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !158, file: !13, baseType: !161, size: 64, align: 64)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64, align: 64, dwarfAddressSpace: 0)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !158, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&offload::LaunchConfig", baseType: !164, size: 64, align: 64, dwarfAddressSpace: 0)
!164 = !DICompositeType(tag: DW_TAG_structure_type, name: "LaunchConfig", scope: !9, file: !13, size: 224, align: 32, flags: DIFlagPublic, elements: !165, identifier: "4545ce7b57ecccc09fc767ad5dc8fbf9")
!165 = !{!166, !170, !171}
!166 = !DIDerivedType(tag: DW_TAG_member, name: "grid", scope: !164, file: !13, baseType: !167, size: 96, align: 32, flags: DIFlagPublic)
!167 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 96, align: 32, elements: !168)
!168 = !{!169}
!169 = !DISubrange(count: 3, lowerBound: 0)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "block", scope: !164, file: !13, baseType: !167, size: 96, align: 32, offset: 96, flags: DIFlagPublic)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "shared_bytes", scope: !164, file: !13, baseType: !57, size: 32, align: 32, offset: 192, flags: DIFlagPublic)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64])", baseType: !173, size: 64, align: 64, dwarfAddressSpace: 0)
!173 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64])", file: !13, size: 320, align: 64, elements: !174, identifier: "cfe7570a408af306cea30876e937ee45")
!174 = !{!175, !176, !177}
!175 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !173, file: !13, baseType: !118, size: 64, align: 64)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !173, file: !13, baseType: !142, size: 128, align: 64, offset: 64)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !173, file: !13, baseType: !158, size: 128, align: 64, offset: 192)
!178 = !DIBasicType(name: "i64", size: 64, encoding: DW_ATE_signed)
!179 = !DILocation(line: 491, column: 9, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !8, line: 488, column: 5)
!181 = distinct !DILexicalBlock(scope: !7, file: !8, line: 487, column: 5)
!182 = !DILocation(line: 504, column: 8, scope: !183)
!183 = distinct !DILexicalBlock(scope: !180, file: !8, line: 490, column: 5)
!184 = !DILocation(line: 505, column: 16, scope: !183)
!185 = !DILocation(line: 509, column: 1, scope: !7)
!186 = !DILocation(line: 507, column: 9, scope: !183)
!187 = !DILocation(line: 507, column: 18, scope: !183)
!188 = !DILocation(line: 3023, column: 19, scope: !189, inlinedAt: !193)
!189 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCs7ofGt2eyJk1_4host", scope: !80, file: !190, line: 3022, type: !191, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !192)
!190 = !DIFile(filename: "library/alloc/src/vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "60b60f63e29e8d3494a2f996461e4347")
!191 = !DISubroutineType(types: !62)
!192 = !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCs7ofGt2eyJk1_4host", scope: !80, file: !190, line: 3022, type: !191, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!193 = !DILocation(line: 1861, column: 18, scope: !194, inlinedAt: !197)
!194 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !195, line: 1860, type: !191, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !196)
!195 = !DIFile(filename: "library/alloc/src/string.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "d83aa07ff14615d36cf46a54ac461721")
!196 = !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !195, line: 1860, type: !191, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!197 = !DILocation(line: 1881, column: 14, scope: !198, inlinedAt: !200)
!198 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !195, line: 1880, type: !191, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !199)
!199 = !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !195, line: 1880, type: !191, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!200 = !DILocation(line: 508, column: 74, scope: !201)
!201 = distinct !DILexicalBlock(scope: !183, file: !8, line: 507, column: 5)
!202 = !DILocation(line: 3028, column: 37, scope: !189, inlinedAt: !193)
!203 = !DILocation(line: 3028, column: 18, scope: !189, inlinedAt: !193)
!204 = !DILocation(line: 1881, column: 9, scope: !198, inlinedAt: !200)
!205 = !DILocation(line: 508, column: 96, scope: !201)
!206 = !DILocation(line: 37, column: 12, scope: !207, inlinedAt: !211)
!207 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECs7ofGt2eyJk1_4host", scope: !209, file: !208, line: 36, type: !191, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!208 = !DIFile(filename: "library/core/src/bool.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "e3d738e7e318f67f912a8feb66169937")
!209 = !DINamespace(name: "{impl#0}", scope: !210)
!210 = !DINamespace(name: "bool", scope: !15)
!211 = !DILocation(line: 508, column: 86, scope: !201)
!212 = !DILocation(line: 509, column: 2, scope: !7)
!213 = !DILocation(line: 634, column: 39, scope: !214, inlinedAt: !217)
!214 = distinct !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCs7ofGt2eyJk1_4host", scope: !88, file: !215, line: 633, type: !191, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !216)
!215 = !DIFile(filename: "library/alloc/src/raw_vec/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "574f79ffb8958f4ee3ea71272af6c6ad")
!216 = !DISubprogram(name: "current_memory<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner14current_memoryCs7ofGt2eyJk1_4host", scope: !88, file: !215, line: 633, type: !191, scopeLine: 633, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!217 = distinct !DILocation(line: 874, column: 52, scope: !218, inlinedAt: !221)
!218 = distinct !DILexicalBlock(scope: !219, file: !215, line: 874, column: 82)
!219 = distinct !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCs7ofGt2eyJk1_4host", scope: !88, file: !215, line: 872, type: !191, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !220)
!220 = !DISubprogram(name: "deallocate<alloc::alloc::Global>", linkageName: "_RNvMs2_NtCs9jvVb34GBdE_5alloc7raw_vecNtB5_11RawVecInner10deallocateCs7ofGt2eyJk1_4host", scope: !88, file: !215, line: 872, type: !191, scopeLine: 872, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!221 = distinct !DILocation(line: 424, column: 29, scope: !222, inlinedAt: !224)
!222 = distinct !DISubprogram(name: "drop<u8, alloc::alloc::Global>", linkageName: "_RNvXs1_NtCs9jvVb34GBdE_5alloc7raw_vecINtB5_6RawVechENtNtNtCscoScM8QT1vH_4core3ops4drop4Drop4dropCs7ofGt2eyJk1_4host", scope: !223, file: !215, line: 422, type: !191, scopeLine: 422, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!223 = !DINamespace(name: "{impl#3}", scope: !85)
!224 = distinct !DILocation(line: 810, column: 1, scope: !225, inlinedAt: !227)
!225 = distinct !DISubprogram(name: "drop_in_place<alloc::raw_vec::RawVec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc7raw_vec6RawVechEECs7ofGt2eyJk1_4host", scope: !49, file: !226, line: 810, type: !191, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!226 = !DIFile(filename: "library/core/src/ptr/mod.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "eb6a3a518a97dbfc5c0bf0af7d66dd73")
!227 = distinct !DILocation(line: 810, column: 1, scope: !228, inlinedAt: !229)
!228 = distinct !DISubprogram(name: "drop_in_place<alloc::vec::Vec<u8, alloc::alloc::Global>>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeINtNtCs9jvVb34GBdE_5alloc3vec3VechEECs7ofGt2eyJk1_4host", scope: !49, file: !226, line: 810, type: !191, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!229 = distinct !DILocation(line: 810, column: 1, scope: !230, inlinedAt: !231)
!230 = distinct !DISubprogram(name: "drop_in_place<alloc::string::String>", linkageName: "_RINvNtCscoScM8QT1vH_4core3ptr13drop_in_placeNtNtCs9jvVb34GBdE_5alloc6string6StringECs7ofGt2eyJk1_4host", scope: !49, file: !226, line: 810, type: !191, scopeLine: 810, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!231 = distinct !DILocation(line: 38, column: 5, scope: !207, inlinedAt: !211)
!232 = !DILocation(line: 128, column: 14, scope: !233, inlinedAt: !235)
!233 = distinct !DISubprogram(name: "dealloc_nonnull", linkageName: "_RNvNtCs9jvVb34GBdE_5alloc5alloc15dealloc_nonnull", scope: !109, file: !234, line: 127, type: !191, scopeLine: 127, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!234 = !DIFile(filename: "library/alloc/src/alloc.rs", directory: "/usr/src/rustc-1.96.0", checksumkind: CSK_MD5, checksum: "860ce4ea2346d0773913a27b0b87ad79")
!235 = distinct !DILocation(line: 229, column: 22, scope: !236, inlinedAt: !238)
!236 = distinct !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !108, file: !234, line: 219, type: !191, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !237)
!237 = !DISubprogram(name: "deallocate_impl_runtime", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global23deallocate_impl_runtime", scope: !108, file: !234, line: 219, type: !191, scopeLine: 219, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!238 = distinct !DILocation(line: 344, column: 9, scope: !239, inlinedAt: !241)
!239 = distinct !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !108, file: !234, line: 343, type: !191, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !240)
!240 = !DISubprogram(name: "deallocate_impl", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc5allocNtB2_6Global15deallocate_impl", scope: !108, file: !234, line: 343, type: !191, scopeLine: 343, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!241 = distinct !DILocation(line: 462, column: 23, scope: !242, inlinedAt: !244)
!242 = distinct !DISubprogram(name: "deallocate", linkageName: "_RNvXs_NtCs9jvVb34GBdE_5alloc5allocNtB4_6GlobalNtNtCscoScM8QT1vH_4core5alloc9Allocator10deallocate", scope: !243, file: !234, line: 460, type: !191, scopeLine: 460, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!243 = !DINamespace(name: "{impl#1}", scope: !109)
!244 = distinct !DILocation(line: 876, column: 28, scope: !218, inlinedAt: !221)
!245 = !DILocation(line: 220, column: 9, scope: !236, inlinedAt: !238)
!246 = !DILocation(line: 37, scope: !207, inlinedAt: !211)
!247 = !DILocation(line: 508, column: 5, scope: !201)
!248 = !DILocation(line: 509, column: 1, scope: !183)
!249 = distinct !DISubprogram(name: "__launch_instance<fn(&str, &str, &str, &mut [u32]), fn(&str, &str, &str, &mut [u32])>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels4strsFReB1m_B1m_QSmEuECs7ofGt2eyJk1_4host", scope: !9, file: !8, line: 478, type: !250, scopeLine: 478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!250 = !DISubroutineType(types: !251)
!251 = !{!12, !252, !163, !260, !178, !113, !41}
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&str, &str, &str, &mut [u32])", baseType: !253, align: 8, dwarfAddressSpace: 0)
!253 = !DISubroutineType(types: !254)
!254 = !{null, !33, !33, !33, !255}
!255 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut [u32]", file: !13, size: 128, align: 64, elements: !256, identifier: "a0472006166d2ea01b967040b09ef870")
!256 = !{!257, !259}
!257 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !255, file: !13, baseType: !258, size: 64, align: 64)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64, align: 64, dwarfAddressSpace: 0)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !255, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&str, &str, &str, &mut [u32])", baseType: !261, size: 64, align: 64, dwarfAddressSpace: 0)
!261 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&str, &str, &str, &mut [u32])", file: !13, size: 512, align: 64, elements: !262, identifier: "788a7b4f813002ca9c406a18528ee576")
!262 = !{!263, !264, !265, !266}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !261, file: !13, baseType: !33, size: 128, align: 64)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !261, file: !13, baseType: !33, size: 128, align: 64, offset: 128)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "__2", scope: !261, file: !13, baseType: !33, size: 128, align: 64, offset: 256)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "__3", scope: !261, file: !13, baseType: !255, size: 128, align: 64, offset: 384)
!267 = !DILocation(line: 491, column: 9, scope: !268)
!268 = distinct !DILexicalBlock(scope: !269, file: !8, line: 488, column: 5)
!269 = distinct !DILexicalBlock(scope: !249, file: !8, line: 487, column: 5)
!270 = !DILocation(line: 504, column: 8, scope: !271)
!271 = distinct !DILexicalBlock(scope: !268, file: !8, line: 490, column: 5)
!272 = !DILocation(line: 505, column: 16, scope: !271)
!273 = !DILocation(line: 509, column: 1, scope: !249)
!274 = !DILocation(line: 507, column: 9, scope: !271)
!275 = !DILocation(line: 507, column: 18, scope: !271)
!276 = !DILocation(line: 3023, column: 19, scope: !277, inlinedAt: !278)
!277 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCs7ofGt2eyJk1_4host", scope: !80, file: !190, line: 3022, type: !191, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !192)
!278 = !DILocation(line: 1861, column: 18, scope: !279, inlinedAt: !280)
!279 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !195, line: 1860, type: !191, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !196)
!280 = !DILocation(line: 1881, column: 14, scope: !281, inlinedAt: !282)
!281 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !195, line: 1880, type: !191, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !199)
!282 = !DILocation(line: 508, column: 74, scope: !283)
!283 = distinct !DILexicalBlock(scope: !271, file: !8, line: 507, column: 5)
!284 = !DILocation(line: 3028, column: 37, scope: !277, inlinedAt: !278)
!285 = !DILocation(line: 3028, column: 18, scope: !277, inlinedAt: !278)
!286 = !DILocation(line: 1881, column: 9, scope: !281, inlinedAt: !282)
!287 = !DILocation(line: 508, column: 96, scope: !283)
!288 = !DILocation(line: 37, column: 12, scope: !289, inlinedAt: !290)
!289 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECs7ofGt2eyJk1_4host", scope: !209, file: !208, line: 36, type: !191, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!290 = !DILocation(line: 508, column: 86, scope: !283)
!291 = !DILocation(line: 509, column: 2, scope: !249)
!292 = !DILocation(line: 634, column: 39, scope: !214, inlinedAt: !293)
!293 = distinct !DILocation(line: 874, column: 52, scope: !218, inlinedAt: !294)
!294 = distinct !DILocation(line: 424, column: 29, scope: !222, inlinedAt: !295)
!295 = distinct !DILocation(line: 810, column: 1, scope: !225, inlinedAt: !296)
!296 = distinct !DILocation(line: 810, column: 1, scope: !228, inlinedAt: !297)
!297 = distinct !DILocation(line: 810, column: 1, scope: !230, inlinedAt: !298)
!298 = distinct !DILocation(line: 38, column: 5, scope: !289, inlinedAt: !290)
!299 = !DILocation(line: 128, column: 14, scope: !233, inlinedAt: !300)
!300 = distinct !DILocation(line: 229, column: 22, scope: !236, inlinedAt: !301)
!301 = distinct !DILocation(line: 344, column: 9, scope: !239, inlinedAt: !302)
!302 = distinct !DILocation(line: 462, column: 23, scope: !242, inlinedAt: !303)
!303 = distinct !DILocation(line: 876, column: 28, scope: !218, inlinedAt: !294)
!304 = !DILocation(line: 220, column: 9, scope: !236, inlinedAt: !301)
!305 = !DILocation(line: 37, scope: !289, inlinedAt: !290)
!306 = !DILocation(line: 508, column: 5, scope: !283)
!307 = !DILocation(line: 509, column: 1, scope: !271)
!308 = distinct !DISubprogram(name: "__launch_instance<fn(&mut str), fn(&mut str)>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload17___launch_instanceNvCs7Bo7cXXI1sG_16argkinds_kernels5shoutFQeEuECs7ofGt2eyJk1_4host", scope: !9, file: !8, line: 478, type: !309, scopeLine: 478, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!309 = !DISubroutineType(types: !310)
!310 = !{!12, !311, !163, !318, !178, !113, !41}
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&mut str)", baseType: !312, align: 8, dwarfAddressSpace: 0)
!312 = !DISubroutineType(types: !313)
!313 = !{null, !314}
!314 = !DICompositeType(tag: DW_TAG_structure_type, name: "&mut str", file: !13, size: 128, align: 64, elements: !315, identifier: "3faee8808ecf9985e5103add9ac29d3c")
!315 = !{!316, !317}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !314, file: !13, baseType: !36, size: 64, align: 64)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !314, file: !13, baseType: !39, size: 64, align: 64, offset: 64)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const (&mut str)", baseType: !319, size: 64, align: 64, dwarfAddressSpace: 0)
!319 = !DICompositeType(tag: DW_TAG_structure_type, name: "(&mut str)", file: !13, size: 128, align: 64, elements: !320, identifier: "4480f2252cd9ac2f6fccd33531c3bd79")
!320 = !{!321}
!321 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !319, file: !13, baseType: !314, size: 128, align: 64)
!322 = !DILocation(line: 491, column: 9, scope: !323)
!323 = distinct !DILexicalBlock(scope: !324, file: !8, line: 488, column: 5)
!324 = distinct !DILexicalBlock(scope: !308, file: !8, line: 487, column: 5)
!325 = !DILocation(line: 504, column: 8, scope: !326)
!326 = distinct !DILexicalBlock(scope: !323, file: !8, line: 490, column: 5)
!327 = !DILocation(line: 505, column: 16, scope: !326)
!328 = !DILocation(line: 509, column: 1, scope: !308)
!329 = !DILocation(line: 507, column: 9, scope: !326)
!330 = !DILocation(line: 507, column: 18, scope: !326)
!331 = !DILocation(line: 3023, column: 19, scope: !332, inlinedAt: !333)
!332 = distinct !DISubprogram(name: "len<u8, alloc::alloc::Global>", linkageName: "_RNvMs_NtCs9jvVb34GBdE_5alloc3vecINtB4_3VechE3lenCs7ofGt2eyJk1_4host", scope: !80, file: !190, line: 3022, type: !191, scopeLine: 3022, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !192)
!333 = !DILocation(line: 1861, column: 18, scope: !334, inlinedAt: !335)
!334 = distinct !DISubprogram(name: "len", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String3len", scope: !75, file: !195, line: 1860, type: !191, scopeLine: 1860, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !196)
!335 = !DILocation(line: 1881, column: 14, scope: !336, inlinedAt: !337)
!336 = distinct !DISubprogram(name: "is_empty", linkageName: "_RNvMNtCs9jvVb34GBdE_5alloc6stringNtB2_6String8is_empty", scope: !75, file: !195, line: 1880, type: !191, scopeLine: 1880, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, declaration: !199)
!337 = !DILocation(line: 508, column: 74, scope: !338)
!338 = distinct !DILexicalBlock(scope: !326, file: !8, line: 507, column: 5)
!339 = !DILocation(line: 3028, column: 37, scope: !332, inlinedAt: !333)
!340 = !DILocation(line: 3028, column: 18, scope: !332, inlinedAt: !333)
!341 = !DILocation(line: 1881, column: 9, scope: !336, inlinedAt: !337)
!342 = !DILocation(line: 508, column: 96, scope: !338)
!343 = !DILocation(line: 37, column: 12, scope: !344, inlinedAt: !345)
!344 = distinct !DISubprogram(name: "then_some<alloc::string::String>", linkageName: "_RINvMNtCscoScM8QT1vH_4core4boolb9then_someNtNtCs9jvVb34GBdE_5alloc6string6StringECs7ofGt2eyJk1_4host", scope: !209, file: !208, line: 36, type: !191, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!345 = !DILocation(line: 508, column: 86, scope: !338)
!346 = !DILocation(line: 509, column: 2, scope: !308)
!347 = !DILocation(line: 634, column: 39, scope: !214, inlinedAt: !348)
!348 = distinct !DILocation(line: 874, column: 52, scope: !218, inlinedAt: !349)
!349 = distinct !DILocation(line: 424, column: 29, scope: !222, inlinedAt: !350)
!350 = distinct !DILocation(line: 810, column: 1, scope: !225, inlinedAt: !351)
!351 = distinct !DILocation(line: 810, column: 1, scope: !228, inlinedAt: !352)
!352 = distinct !DILocation(line: 810, column: 1, scope: !230, inlinedAt: !353)
!353 = distinct !DILocation(line: 38, column: 5, scope: !344, inlinedAt: !345)
!354 = !DILocation(line: 128, column: 14, scope: !233, inlinedAt: !355)
!355 = distinct !DILocation(line: 229, column: 22, scope: !236, inlinedAt: !356)
!356 = distinct !DILocation(line: 344, column: 9, scope: !239, inlinedAt: !357)
!357 = distinct !DILocation(line: 462, column: 23, scope: !242, inlinedAt: !358)
!358 = distinct !DILocation(line: 876, column: 28, scope: !218, inlinedAt: !349)
!359 = !DILocation(line: 220, column: 9, scope: !236, inlinedAt: !356)
!360 = !DILocation(line: 37, scope: !344, inlinedAt: !345)
!361 = !DILocation(line: 508, column: 5, scope: !338)
!362 = !DILocation(line: 509, column: 1, scope: !326)
!363 = distinct !DISubprogram(name: "main", linkageName: "_RNvCs7ofGt2eyJk1_4host4main", scope: !365, file: !364, line: 16, type: !191, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized | DISPFlagMainSubprogram, unit: !5)
!364 = !DIFile(filename: "test/e2e/argkinds/host.rs", directory: "", checksumkind: CSK_MD5, checksum: "63fdc01a115ec6c1177c59dcb9e116c4")
!365 = !DINamespace(name: "host", scope: null)
!366 = !DILocation(line: 459, column: 23, scope: !367, inlinedAt: !371)
!367 = distinct !DILexicalBlock(scope: !368, file: !8, line: 459, column: 9)
!368 = distinct !DILexicalBlock(scope: !369, file: !8, line: 457, column: 5)
!369 = distinct !DILexicalBlock(scope: !370, file: !8, line: 454, column: 5)
!370 = distinct !DISubprogram(name: "launch<fn(&str, &str, &str, &mut [u32]), fn(&str, &str, &str, &mut [u32]), (&alloc::string::String, &str, &str, &mut alloc::vec::Vec<u32, alloc::alloc::Global>)>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload6launchNvCs7Bo7cXXI1sG_16argkinds_kernels4strsFReB19_B19_QSmEuTRNtNtCs9jvVb34GBdE_5alloc6string6StringB19_B19_QINtNtB1u_3vec3VecmEEECs7ofGt2eyJk1_4host", scope: !9, file: !8, line: 446, type: !191, scopeLine: 446, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!371 = distinct !DILocation(line: 98, column: 5, scope: !372)
!372 = distinct !DILexicalBlock(scope: !373, file: !364, line: 97, column: 5)
!373 = distinct !DILexicalBlock(scope: !374, file: !364, line: 96, column: 5)
!374 = distinct !DILexicalBlock(scope: !375, file: !364, line: 95, column: 5)
!375 = distinct !DILexicalBlock(scope: !376, file: !364, line: 89, column: 5)
!376 = distinct !DILexicalBlock(scope: !377, file: !364, line: 87, column: 5)
!377 = distinct !DILexicalBlock(scope: !378, file: !364, line: 83, column: 5)
!378 = distinct !DILexicalBlock(scope: !379, file: !364, line: 80, column: 5)
!379 = distinct !DILexicalBlock(scope: !380, file: !364, line: 79, column: 5)
!380 = distinct !DILexicalBlock(scope: !381, file: !364, line: 78, column: 5)
!381 = distinct !DILexicalBlock(scope: !382, file: !364, line: 77, column: 5)
!382 = distinct !DILexicalBlock(scope: !383, file: !364, line: 76, column: 5)
!383 = distinct !DILexicalBlock(scope: !384, file: !364, line: 75, column: 5)
!384 = distinct !DILexicalBlock(scope: !385, file: !364, line: 70, column: 5)
!385 = distinct !DILexicalBlock(scope: !386, file: !364, line: 69, column: 5)
!386 = distinct !DILexicalBlock(scope: !387, file: !364, line: 65, column: 5)
!387 = distinct !DILexicalBlock(scope: !388, file: !364, line: 60, column: 5)
!388 = distinct !DILexicalBlock(scope: !389, file: !364, line: 59, column: 5)
!389 = distinct !DILexicalBlock(scope: !390, file: !364, line: 54, column: 5)
!390 = distinct !DILexicalBlock(scope: !391, file: !364, line: 49, column: 5)
!391 = distinct !DILexicalBlock(scope: !392, file: !364, line: 45, column: 5)
!392 = distinct !DILexicalBlock(scope: !393, file: !364, line: 43, column: 5)
!393 = distinct !DILexicalBlock(scope: !394, file: !364, line: 42, column: 5)
!394 = distinct !DILexicalBlock(scope: !395, file: !364, line: 41, column: 5)
!395 = distinct !DILexicalBlock(scope: !396, file: !364, line: 40, column: 5)
!396 = distinct !DILexicalBlock(scope: !397, file: !364, line: 35, column: 5)
!397 = distinct !DILexicalBlock(scope: !398, file: !364, line: 29, column: 5)
!398 = distinct !DILexicalBlock(scope: !399, file: !364, line: 28, column: 5)
!399 = distinct !DILexicalBlock(scope: !400, file: !364, line: 27, column: 5)
!400 = distinct !DILexicalBlock(scope: !401, file: !364, line: 22, column: 5)
!401 = distinct !DILexicalBlock(scope: !402, file: !364, line: 21, column: 5)
!402 = distinct !DILexicalBlock(scope: !403, file: !364, line: 18, column: 5)
!403 = distinct !DILexicalBlock(scope: !363, file: !364, line: 17, column: 5)
!404 = !DILocation(line: 459, column: 23, scope: !405, inlinedAt: !409)
!405 = distinct !DILexicalBlock(scope: !406, file: !8, line: 459, column: 9)
!406 = distinct !DILexicalBlock(scope: !407, file: !8, line: 457, column: 5)
!407 = distinct !DILexicalBlock(scope: !408, file: !8, line: 454, column: 5)
!408 = distinct !DISubprogram(name: "launch<fn(&mut str), fn(&mut str), (&mut alloc::string::String)>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload6launchNvCs7Bo7cXXI1sG_16argkinds_kernels5shoutFQeEuTQNtNtCs9jvVb34GBdE_5alloc6string6StringEECs7ofGt2eyJk1_4host", scope: !9, file: !8, line: 446, type: !191, scopeLine: 446, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!409 = distinct !DILocation(line: 108, column: 5, scope: !410)
!410 = distinct !DILexicalBlock(scope: !411, file: !364, line: 107, column: 5)
!411 = distinct !DILexicalBlock(scope: !372, file: !364, line: 99, column: 5)
!412 = !DILocation(line: 459, column: 23, scope: !413, inlinedAt: !417)
!413 = distinct !DILexicalBlock(scope: !414, file: !8, line: 459, column: 9)
!414 = distinct !DILexicalBlock(scope: !415, file: !8, line: 457, column: 5)
!415 = distinct !DILexicalBlock(scope: !416, file: !8, line: 454, column: 5)
!416 = distinct !DISubprogram(name: "launch<fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64]), fn(&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut [f64]), (&core::mem::maybe_uninit::MaybeUninit<argkinds_kernels::Stats>, &[core::mem::maybe_uninit::MaybeUninit<f32>], &mut alloc::vec::Vec<f64, alloc::alloc::Global>)>", linkageName: "_RINvCs2Xe4EmyjcZu_7offload6launchNvCs7Bo7cXXI1sG_16argkinds_kernels11read_uninitFRINtNtNtCscoScM8QT1vH_4core3mem12maybe_uninit11MaybeUninitNtBx_5StatsERSIB1j_fEQSdEuTB1h_B2p_QINtNtCs9jvVb34GBdE_5alloc3vec3VecdEEECs7ofGt2eyJk1_4host", scope: !9, file: !8, line: 446, type: !191, scopeLine: 446, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5)
!417 = distinct !DILocation(line: 117, column: 5, scope: !418)
!418 = distinct !DILexicalBlock(scope: !419, file: !364, line: 116, column: 5)
!419 = distinct !DILexicalBlock(scope: !420, file: !364, line: 114, column: 5)
!420 = distinct !DILexicalBlock(scope: !410, file: !364, line: 113, column: 5)
