; What the device pass's write analysis (liblower/WriteAnalysis.h) says of
; each pointer parameter, through the pass plugin's printer: written when a
; store, an atomic, a memset/memcpy destination or a call that may write
; reaches it through derived pointers; read-only for loads, comparisons,
; memcpy sources and calls that only read without capturing; written when
; it escapes (stored, returned, passed to an unknown call).
; RUN: opt -load-pass-plugin %passes -passes='print<offload-writes>' -disable-output %s 2>&1 | FileCheck %s

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @reads(ptr readonly captures(none))
declare void @unknown(ptr)

; CHECK: writes of direct: %out written %in read-only
define void @direct(ptr %out, ptr %in) {
  %v = load float, ptr %in
  store float %v, ptr %out
  ret void
}

; Through a getelementptr, a select and a phi.
; CHECK: writes of derived: %a written %b read-only
define void @derived(ptr %a, ptr %b, i1 %c, i64 %i) {
entry:
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %q = getelementptr inbounds float, ptr %b, i64 %i
  %s = select i1 %c, ptr %p, ptr %p
  br label %next
next:
  %ph = phi ptr [ %s, %entry ]
  %v = load float, ptr %q
  store float %v, ptr %ph
  ret void
}

; memcpy writes its destination only; a read-only, non-capturing callee
; writes nothing.
; CHECK: writes of copies: %dst written %src read-only %r read-only
define void @copies(ptr %dst, ptr %src, ptr %r) {
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 16, i1 false)
  call void @reads(ptr %r)
  ret void
}

; An atomic add writes; a pointer that escapes counts as written.
; CHECK: writes of escapes: %counter written %passed written %stored written %slot written
define ptr @escapes(ptr %counter, ptr %passed, ptr %stored, ptr %slot) {
  %old = atomicrmw add ptr %counter, i32 1 monotonic
  call void @unknown(ptr %passed)
  store ptr %stored, ptr %slot
  ret ptr null
}

; A parameter that is not a pointer is not listed.
; CHECK: writes of values:{{$}}
define void @values(i64 %n, float %x) {
  ret void
}
