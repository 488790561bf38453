; Guards out of loops (BoundsChecksOptions::VersionGuards, the CPU device's
; loops over a block's threads): a branch to the loop's latch that skips
; the rest of an iteration, affine in the loop, is tested for the whole
; range ahead of it after the checks are; a copy without it runs when every
; iteration would pass it. Without the option, and where a guard is not
; affine or checks stay in the loop, nothing changes.
; RUN: opt -load-pass-plugin %passes -passes='offload-bounds-checks<guards>' -S %s | FileCheck %s
; RUN: opt -load-pass-plugin %passes -passes=offload-bounds-checks -S %s | FileCheck %s --check-prefix=PLAIN
; RUN: opt -load-pass-plugin %passes -passes='offload-bounds-checks<guards>' \
; RUN:   -pass-remarks=offload-bounds-checks -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

declare void @panic_bounds_check(i64, i64) cold noreturn
declare i64 @opaque(i64)

; TRIAD as the CPU device runs a block: for t in first..n, i = base + t,
; `if i < alen { a[i] = b[i] + s c[i] }` (b and c checked). The checks go
; first (bounds.ok), then the guard of the copy without them (guards.ok):
; three loops, the innermost copy without a conditional branch but its
; exit's.
define void @triad(ptr %a, i64 %alen, ptr %b, i64 %blen, ptr %c, i64 %clen, double %s,
                   i64 %base, i64 %first, i64 %n) {
; CHECK-LABEL: define void @triad(
; CHECK:         %bounds.ok = and i1
; CHECK:         br i1 %bounds.ok, label %tx.nochecks.ph, label %tx.checked.ph
; CHECK:       tx.nochecks.ph:
; CHECK:         [[ADD:%.*]] = call { i64, i1 } @llvm.uadd.with.overflow.i64(
; CHECK:         [[LAST:%.*]] = extractvalue { i64, i1 } [[ADD]], 0
; CHECK:         [[IN:%.*]] = icmp ult i64 [[LAST]], {{%.*}}
; CHECK:         %guards.ok = and i1 {{%.*}}, [[IN]]
; CHECK-NEXT:    br i1 %guards.ok, label %tx.nochecks.unguarded.ph, label %tx.nochecks.guarded.ph
; CHECK:       tx.nochecks.unguarded:
; CHECK-NEXT:    %t.nochecks.unguarded = phi
; CHECK-NEXT:    %i.nochecks.unguarded = add i64 %base, %t.nochecks.unguarded
; CHECK-NEXT:    %in.nochecks.unguarded = icmp ult i64 %i.nochecks.unguarded, %alen
; CHECK-NEXT:    br label %work.nochecks.unguarded
; CHECK:       tx.nochecks:
; CHECK:         br i1 %in.nochecks, label %work.nochecks, label %latch.nochecks
; CHECK:       tx:
; CHECK:         br i1 %in, label %work, label %latch
; PLAIN-LABEL: define void @triad(
; PLAIN-NOT:     guards.ok
; PLAIN:         br i1 %in.nochecks, label %work.nochecks, label %latch.nochecks
; PLAIN-NOT:     unguarded
entry:
  %go = icmp ult i64 %first, %n
  br i1 %go, label %tx.ph, label %exit
tx.ph:
  br label %tx
tx:
  %t = phi i64 [ %first, %tx.ph ], [ %t.next, %latch ]
  %i = add i64 %base, %t
  %in = icmp ult i64 %i, %alen
  br i1 %in, label %work, label %latch
work:
  %bok = icmp ult i64 %i, %blen
  br i1 %bok, label %b.ok, label %panic.b
b.ok:
  %cok = icmp ult i64 %i, %clen
  br i1 %cok, label %c.ok, label %panic.c
c.ok:
  %pb = getelementptr inbounds double, ptr %b, i64 %i
  %vb = load double, ptr %pb, align 8
  %pc = getelementptr inbounds double, ptr %c, i64 %i
  %vc = load double, ptr %pc, align 8
  %m = fmul double %s, %vc
  %r = fadd double %vb, %m
  %pa = getelementptr inbounds double, ptr %a, i64 %i
  store double %r, ptr %pa, align 8
  br label %latch
latch:
  %t.next = add nuw i64 %t, 1
  %more = icmp ult i64 %t.next, %n
  br i1 %more, label %tx, label %exit
exit:
  ret void
panic.b:
  call void @panic_bounds_check(i64 %i, i64 %blen)
  unreachable
panic.c:
  call void @panic_bounds_check(i64 %i, i64 %clen)
  unreachable
}

; A guard the other way round (`if t >= off { continue }` skips when it
; holds): the copy goes on where every iteration has t < off.
define void @early(ptr %x, i64 %off, i64 %n) {
; CHECK-LABEL: define void @early(
; CHECK:         br i1 %guards.ok, label %loop.unguarded.ph, label %loop.guarded.ph
; CHECK:       loop.unguarded:
; CHECK-NOT:     br i1 %skip
; CHECK:         br label %body.unguarded
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %skip = icmp uge i64 %t, %off
  br i1 %skip, label %latch, label %body
body:
  %p = getelementptr inbounds i32, ptr %x, i64 %t
  store i32 7, ptr %p, align 4
  br label %latch
latch:
  %t.next = add nuw i64 %t, 1
  %more = icmp ult i64 %t.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A lower limit (`if t >= off { ... }`, a scan's step) fails for the
; first threads of every block: not versioned but split. A copy runs the
; first max(off - 0, 0) iterations without the guard's work, then the
; loop runs the rest without the guard.
define void @lower(ptr %x, i64 %off, i64 %n) {
; CHECK-LABEL: define void @lower(
; CHECK-NOT:     guards.ok
; CHECK:         %split.first = call i64 @llvm.usub.sat.i64(i64 %{{.*}}, i64 %{{.*}})
; CHECK-NEXT:    %[[NONE:.*]] = icmp eq i64 %split.first, 0
; CHECK-NEXT:    br i1 %[[NONE]], label %loop.split.ph, label %loop.split.ph.first
; CHECK:       loop.first:
; CHECK:         %split.count.next = add nuw i64 %split.count, 1
; CHECK-NOT:     br i1 %work
; CHECK:         br label %latch.first
; CHECK:       loop.first.next:
; CHECK-NEXT:    %[[DONE:.*]] = icmp eq i64 %split.count.next, %split.first
; CHECK-NEXT:    br i1 %[[DONE]], label %loop.split.ph, label %loop.first
; CHECK:       loop.split.ph:
; CHECK-NEXT:    %t.split = phi i64 [ 0, %loop.preheader ], [ %t.next.first, %loop.first.next ]
; CHECK:       loop:
; CHECK-NEXT:    %t = phi i64 [ %t.next, %latch ], [ %t.split, %loop.split.ph ]
; CHECK-NOT:     br i1 %work
; CHECK:         br label %body
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %work = icmp uge i64 %t, %off
  br i1 %work, label %body, label %latch
body:
  %p = getelementptr inbounds i32, ptr %x, i64 %t
  store i32 7, ptr %p, align 4
  br label %latch
latch:
  %t.next = add nuw i64 %t, 1
  %more = icmp ult i64 %t.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Left alone: a guard on a value the loop computes by a call (not affine),
; and a loop whose check cannot be tested ahead of it (its index is
; loaded), which keeps its guard too.
define void @left(ptr %x, ptr %idx, i64 %len, i64 %n) {
; CHECK-LABEL: define void @left(
; CHECK-NOT:     guards.ok
; CHECK-NOT:     unguarded
; CHECK:         ret void
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %a, label %mid
a:
  %t = phi i64 [ 0, %entry ], [ %t.next, %a.latch ]
  %v = call i64 @opaque(i64 %t)
  %keep = icmp ult i64 %v, %len
  br i1 %keep, label %a.body, label %a.latch
a.body:
  %p = getelementptr inbounds i32, ptr %x, i64 %t
  store i32 1, ptr %p, align 4
  br label %a.latch
a.latch:
  %t.next = add nuw i64 %t, 1
  %more = icmp ult i64 %t.next, %n
  br i1 %more, label %a, label %mid
mid:
  br i1 %go, label %b, label %exit
b:
  %u = phi i64 [ 0, %mid ], [ %u.next, %b.latch ]
  %in = icmp ult i64 %u, %len
  br i1 %in, label %b.load, label %b.latch
b.load:
  %pi = getelementptr inbounds i64, ptr %idx, i64 %u
  %k = load i64, ptr %pi, align 8
  %kok = icmp ult i64 %k, %len
  br i1 %kok, label %b.body, label %panic
b.body:
  %q = getelementptr inbounds i32, ptr %x, i64 %k
  store i32 2, ptr %q, align 4
  br label %b.latch
b.latch:
  %u.next = add nuw i64 %u, 1
  %more.b = icmp ult i64 %u.next, %n
  br i1 %more.b, label %b, label %exit
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %k, i64 %len)
  unreachable
}

; REMARK: remark: <unknown>:0:0: the loop's bounds checks (2) are tested once before it; a copy without them runs when they pass
; REMARK: remark: <unknown>:0:0: the loop's guards (1) are tested once before it; a copy without them runs when every iteration passes them
; REMARK: remark: <unknown>:0:0: the loop's guards (1) are tested once before it; a copy without them runs when every iteration passes them
; REMARK: remark: <unknown>:0:0: the loop is split where its guard starts to pass: a copy without the guard runs the iterations before, the loop without it the rest
; REMARK: remark: <unknown>:0:0: the loop is split where its guard starts to pass: a copy without the guard runs the iterations before, the loop without it the rest
; REMARK: remark: <unknown>:0:0: the loop's guards (1) are tested once before it; a copy without them runs when every iteration passes them
; REMARK-NOT: remark

; `t > off`: the guard starts to pass after off, so the copy runs off + 1
; iterations when off >= the start (saturating: off = 2^64 - 1 never
; passes).
define void @lower_after(ptr %x, i64 %off, i64 %n) {
; CHECK-LABEL: define void @lower_after(
; CHECK:         %[[K:.*]] = call i64 @llvm.usub.sat.i64(i64 %{{.*}}, i64 %{{.*}})
; CHECK:         %[[K1:.*]] = call i64 @llvm.uadd.sat.i64(i64 %[[K]], i64 1)
; CHECK:         %split.first = select i1 %{{.*}}, i64 %[[K]], i64 %[[K1]]
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %t = phi i64 [ 0, %entry ], [ %t.next, %latch ]
  %work = icmp ugt i64 %t, %off
  br i1 %work, label %body, label %latch
body:
  %p = getelementptr inbounds i32, ptr %x, i64 %t
  store i32 7, ptr %p, align 4
  br label %latch
latch:
  %t.next = add nuw i64 %t, 1
  %more = icmp ult i64 %t.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A guard that skips to a join, not the latch (`let v = if i < len { x[i]
; } else { 0 }`): versioned like one that skips to the latch.
define void @triangle(ptr %x, ptr %y, i64 %len, i64 %n) {
; CHECK-LABEL: define void @triangle(
; CHECK:         br i1 %guards.ok, label %loop.unguarded.ph, label %loop.guarded.ph
; CHECK:       loop.unguarded:
; CHECK-NOT:     br i1 %in
; CHECK:         load i32
; CHECK:       join.unguarded:
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %join ]
  %in = icmp ult i64 %i, %len
  br i1 %in, label %read, label %join
read:
  %p = getelementptr inbounds i32, ptr %x, i64 %i
  %v.read = load i32, ptr %p, align 4
  br label %join
join:
  %v = phi i32 [ %v.read, %read ], [ 0, %loop ]
  %q = getelementptr inbounds i32, ptr %y, i64 %i
  store i32 %v, ptr %q, align 4
  %i.next = add nuw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
