; Whether a kernel's stack can be bounded (liblower/StackAnalysis.h),
; through the pass plugin's printer: the first reason in a depth-first walk
; of the direct calls in program order, or bounded; calls of declarations
; count as bounded.
; RUN: opt -load-pass-plugin %passes -passes='print<offload-stack>' -disable-output %s 2>&1 | FileCheck %s

declare float @llvm.sqrt.f32(float)

; CHECK: stack of leaf: bounded
define float @leaf(float %x) {
  %r = call float @llvm.sqrt.f32(float %x)
  ret float %r
}

; CHECK: stack of calls_leaf: bounded
define float @calls_leaf(float %x) {
  %a = alloca [16 x float]
  %r = call float @leaf(float %x)
  ret float %r
}

; CHECK: stack of recursive: unbounded: recursion through recursive
define i64 @recursive(i64 %n) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %more
more:
  %m = sub i64 %n, 1
  %r = call i64 @recursive(i64 %m)
  ret i64 %r
done:
  ret i64 1
}

; CHECK: stack of indirect: unbounded: an indirect call in indirect
define void @indirect(ptr %f) {
  call void %f()
  ret void
}

; CHECK: stack of dynamic: unbounded: a dynamically sized stack object in dynamic
define void @dynamic(i64 %n) {
  %a = alloca float, i64 %n
  store float 0.0, ptr %a
  ret void
}

; The first reason met in the calls' order, through a caller.
; CHECK: stack of caller: unbounded: an indirect call in indirect
define void @caller(ptr %f, i64 %n) {
  %x = call float @calls_leaf(float 1.0)
  call void @indirect(ptr %f)
  call void @dynamic(i64 %n)
  ret void
}
