; The device pass's load hoisting for NVIDIA images (liblower/LoadHoisting.h),
; through the pass plugin: in each block, loads move up, in their order,
; with the address computations they need, never past what may write what
; they read, an atomic, a fence, a barrier or a call that may not return.
; RUN: opt -load-pass-plugin %passes -passes=offload-hoist-loads -S %s | FileCheck %s

declare void @may_not_return()
declare void @llvm.nvvm.barrier.cta.sync.all(i32) convergent nounwind

; Two products: the second pair of loads, with its address, goes before the
; first multiply.
define double @products(ptr noalias %a, ptr noalias %b, i64 %n) {
; CHECK-LABEL: define double @products(
; CHECK-NEXT:    [[A0:%.*]] = load double, ptr [[A:%.*]], align 8
; CHECK-NEXT:    [[B0:%.*]] = load double, ptr [[B:%.*]], align 8
; CHECK-NEXT:    [[AI:%.*]] = getelementptr double, ptr [[A]], i64 [[N:%.*]]
; CHECK-NEXT:    [[A1:%.*]] = load double, ptr [[AI]], align 8
; CHECK-NEXT:    [[BI:%.*]] = getelementptr double, ptr [[B]], i64 1
; CHECK-NEXT:    [[B1:%.*]] = load double, ptr [[BI]], align 8
; CHECK-NEXT:    [[M0:%.*]] = fmul double [[A0]], [[B0]]
; CHECK-NEXT:    [[M1:%.*]] = fmul double [[A1]], [[B1]]
; CHECK-NEXT:    [[S:%.*]] = fadd double [[M0]], [[M1]]
; CHECK-NEXT:    ret double [[S]]
;
  %a0 = load double, ptr %a
  %b0 = load double, ptr %b
  %m0 = fmul double %a0, %b0
  %ai = getelementptr double, ptr %a, i64 %n
  %a1 = load double, ptr %ai
  %bi = getelementptr double, ptr %b, i64 1
  %b1 = load double, ptr %bi
  %m1 = fmul double %a1, %b1
  %s = fadd double %m0, %m1
  ret double %s
}

; %p and %q may be the same memory: the load stays after the store (the
; arithmetic between them it passes).
define double @after_store(ptr %p, ptr %q, double %v) {
; CHECK-LABEL: define double @after_store(
; CHECK-NEXT:    [[X:%.*]] = fmul double [[V:%.*]], [[V]]
; CHECK-NEXT:    store double [[X]], ptr [[P:%.*]], align 8
; CHECK-NEXT:    [[L:%.*]] = load double, ptr [[Q:%.*]], align 8
; CHECK-NEXT:    [[Y:%.*]] = fadd double [[V]], 1.000000e+00
; CHECK-NEXT:    [[R:%.*]] = fadd double [[L]], [[Y]]
; CHECK-NEXT:    ret double [[R]]
;
  %x = fmul double %v, %v
  store double %x, ptr %p
  %y = fadd double %v, 1.0
  %l = load double, ptr %q
  %r = fadd double %l, %y
  ret double %r
}

; A call that may not return and a barrier hold the loads after them.
define double @held(ptr noalias %p, ptr noalias %q, double %v) {
; CHECK-LABEL: define double @held(
; CHECK-NEXT:    [[X:%.*]] = fmul double [[V:%.*]], [[V]]
; CHECK-NEXT:    call void @may_not_return()
; CHECK-NEXT:    [[L:%.*]] = load double, ptr [[P:%.*]], align 8
; CHECK-NEXT:    [[Y:%.*]] = fadd double [[L]], [[X]]
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
; CHECK-NEXT:    [[M:%.*]] = load double, ptr [[Q:%.*]], align 8
; CHECK-NEXT:    [[R:%.*]] = fadd double [[M]], [[Y]]
; CHECK-NEXT:    ret double [[R]]
;
  %x = fmul double %v, %v
  call void @may_not_return()
  %l = load double, ptr %p
  %y = fadd double %l, %x
  call void @llvm.nvvm.barrier.cta.sync.all(i32 0)
  %m = load double, ptr %q
  %r = fadd double %m, %y
  ret double %r
}
