; The device pass's bounds checks (liblower/BoundsChecks.h), through the
; pass plugin: checks an earlier check implies go; a loop's checks affine
; in its induction variable, and a straight chain's, are tested once ahead
; of it, selecting a copy without them; what cannot be tested so is left as
; it is. A chain's indices that differ from its first by fewer products than
; they take are computed from it; a chain of reads alone has its checks
; tested together, a failing one retested in order on a path of its own.
; RUN: opt -load-pass-plugin %passes -passes=offload-bounds-checks -S %s | FileCheck %s
; RUN: opt -load-pass-plugin %passes -passes=offload-bounds-checks -offload-fuse-read-checks=false -S %s \
; RUN:   | FileCheck %s --check-prefix=NOFUSE
; RUN: opt -load-pass-plugin %passes -passes=offload-bounds-checks -pass-remarks=offload-bounds-checks \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt -load-pass-plugin %passes -passes=offload-bounds-checks -pass-remarks-missed=offload-bounds-checks \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSED

declare void @panic_bounds_check(i64, i64) cold noreturn
declare void @barrier() convergent
declare i32 @tid()

; GEMM's inner loop: a[row + k] (step 1) and b[k * n + j] (step n, any n).
; The preheader tests both ranges over k = 0..n-1, overflow included; the
; copy has no checks; the original keeps both.
define double @dot(ptr %a, i64 %alen, ptr %b, i64 %blen, i64 %row, i64 %j, i64 %n) {
; CHECK-LABEL: define double @dot(
; CHECK:       loop.ph:
; CHECK:         [[MUL1:%.*]] = call { i64, i1 } @llvm.umul.with.overflow.i64(
; CHECK:         [[ADD1:%.*]] = call { i64, i1 } @llvm.uadd.with.overflow.i64(
; CHECK:         [[MUL2:%.*]] = call { i64, i1 } @llvm.umul.with.overflow.i64(
; CHECK:         [[ADD2:%.*]] = call { i64, i1 } @llvm.uadd.with.overflow.i64(
; CHECK:         %bounds.ok = and i1
; CHECK-NEXT:    br i1 %bounds.ok, label %loop.nochecks.ph, label %loop.checked.ph
; CHECK:       loop.nochecks:
; CHECK-NOT:     br i1 %{{.*}}, label %{{.*}}, label %panic
; CHECK:         br i1 %done.nochecks, label %exit{{.*}}, label %loop.nochecks
; CHECK:       loop:
; CHECK:         br i1 %ina, label %a.ok, label %panic.a
; CHECK:         br i1 %inb, label %b.ok, label %panic.b
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop.ph, label %exit
loop.ph:
  br label %loop
loop:
  %k = phi i64 [ 0, %loop.ph ], [ %k1, %b.ok ]
  %s = phi double [ 0.0, %loop.ph ], [ %s1, %b.ok ]
  %ia = add i64 %row, %k
  %ina = icmp ult i64 %ia, %alen
  br i1 %ina, label %a.ok, label %panic.a
a.ok:
  %kn = mul i64 %k, %n
  %ib = add i64 %kn, %j
  %inb = icmp ult i64 %ib, %blen
  br i1 %inb, label %b.ok, label %panic.b
b.ok:
  %pa = getelementptr double, ptr %a, i64 %ia
  %va = load double, ptr %pa
  %pb = getelementptr double, ptr %b, i64 %ib
  %vb = load double, ptr %pb
  %m = fmul double %va, %vb
  %s1 = fadd double %s, %m
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi double [ 0.0, %entry ], [ %s1, %b.ok ]
  ret double %r
panic.a:
  call void @panic_bounds_check(i64 %ia, i64 %alen)
  unreachable
panic.b:
  call void @panic_bounds_check(i64 %ib, i64 %blen)
  unreachable
}

; A loop counting down: the lowest index, base + 0, comes last; the test
; subtracts (usub.with.overflow) instead of adding.
define void @down(ptr %a, i64 %len, i64 %base, i64 %n) {
; CHECK-LABEL: define void @down(
; CHECK:         call { i64, i1 } @llvm.usub.with.overflow.i64(
; CHECK:         br i1 %bounds.ok, label %loop.nochecks.ph, label %loop.checked.ph
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop.ph, label %exit
loop.ph:
  %top = add i64 %base, %n
  br label %loop
loop:
  %i = phi i64 [ %top, %loop.ph ], [ %i1, %ok ]
  %c = phi i64 [ 0, %loop.ph ], [ %c1, %ok ]
  %in = icmp ult i64 %i, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %i
  store i32 0, ptr %p
  %i1 = add i64 %i, -1
  %c1 = add nuw i64 %c, 1
  %done = icmp eq i64 %c1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %i, i64 %len)
  unreachable
}

; IndVars turns `k < len` for k counting up by one into `k == len` leaving
; to the panic: the check holds while k < len, which the preheader tests.
define void @equality_exit(ptr %a, i64 %len, i64 %n) {
; CHECK-LABEL: define void @equality_exit(
; CHECK:         br i1 %bounds.ok, label %loop.nochecks.ph, label %loop.checked.ph
; CHECK:       loop.nochecks:
; CHECK-NOT:     panic
; CHECK:         br i1 %done.nochecks
; CHECK:       loop:
; CHECK:         br i1 %at.end, label %panic, label %ok
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop.ph, label %exit
loop.ph:
  br label %loop
loop:
  %k = phi i64 [ 0, %loop.ph ], [ %k1, %ok ]
  %at.end = icmp eq i64 %k, %len
  br i1 %at.end, label %panic, label %ok
ok:
  %p = getelementptr i32, ptr %a, i64 %k
  store i32 1, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %len, i64 %len)
  unreachable
}

; Left alone: the index k * k is not affine in k.
define void @square(ptr %a, i64 %len, i64 %n) {
; CHECK-LABEL: define void @square(
; CHECK-NOT:     bounds.ok
; CHECK-NOT:     nochecks
; CHECK:         ret void
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %ok ]
  %i = mul i64 %k, %k
  %in = icmp ult i64 %i, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %i
  store i32 1, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %i, i64 %len)
  unreachable
}

; Left alone: the index is loaded (a[idx[k]]).
define void @gather(ptr %a, i64 %len, ptr %idx, i64 %n) {
; CHECK-LABEL: define void @gather(
; CHECK-NOT:     bounds.ok
; CHECK:         ret void
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %ok ]
  %pi = getelementptr i64, ptr %idx, i64 %k
  %i = load i64, ptr %pi
  %in = icmp ult i64 %i, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %i
  store i32 1, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %i, i64 %len)
  unreachable
}

; Left alone: the length is read in the loop, after a store that may
; change it, so no test before the loop can know it.
define void @length_in_loop(ptr %a, ptr %lenp, i64 %n) {
; CHECK-LABEL: define void @length_in_loop(
; CHECK-NOT:     bounds.ok
; CHECK:         ret void
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %ok ]
  store i64 %k, ptr %lenp
  %len = load i64, ptr %lenp
  %in = icmp ult i64 %k, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %k
  store i32 1, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %k, i64 %len)
  unreachable
}

; Left alone: a barrier in the loop (every thread must reach the same one).
define void @with_barrier(ptr %a, i64 %len, i64 %n) {
; CHECK-LABEL: define void @with_barrier(
; CHECK-NOT:     bounds.ok
; CHECK:         ret void
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop, label %exit
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %ok ]
  %in = icmp ult i64 %k, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %k
  store i32 1, ptr %p
  call void @barrier()
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %k, i64 %len)
  unreachable
}

; Left alone: the loop ends on a loaded value, so its trip count has no
; bound to test the indices over.
define void @until_zero(ptr %a, i64 %len) {
; CHECK-LABEL: define void @until_zero(
; CHECK-NOT:     bounds.ok
; CHECK:         ret void
entry:
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %ok ]
  %in = icmp ult i64 %k, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %k
  %v = load i32, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i32 %v, 0
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %k, i64 %len)
  unreachable
}

; A stride of 2^63 wraps at k = 2 (negative as a signed number, so the
; test subtracts): the test multiplies and subtracts with overflow, and a
; run that wraps takes the original loop (which panics at k = 1).
define void @huge_stride(ptr %a, i64 %len, i64 %j, i64 %n) {
; CHECK-LABEL: define void @huge_stride(
; CHECK:         call { i64, i1 } @llvm.umul.with.overflow.i64(
; CHECK:         call { i64, i1 } @llvm.usub.with.overflow.i64(
; CHECK:         br i1 %bounds.ok
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %loop.ph, label %exit
loop.ph:
  br label %loop
loop:
  %k = phi i64 [ 0, %loop.ph ], [ %k1, %ok ]
  %kn = mul i64 %k, -9223372036854775808
  %i = add i64 %kn, %j
  %in = icmp ult i64 %i, %len
  br i1 %in, label %ok, label %panic
ok:
  %p = getelementptr i32, ptr %a, i64 %i
  store i32 1, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 %i, i64 %len)
  unreachable
}

; Implied: t is a thread index (at most 2^32 - 1), so t + 1 cannot wrap and
; t + 1 < len implies t < len: the second check goes.
define float @first_diff(ptr %y, i64 %len) {
; CHECK-LABEL: define float @first_diff(
; CHECK:         br i1 %in1, label %ok1, label %panic1
; CHECK:       ok1:
; CHECK-NOT:     br
; CHECK:         br label %ok0
entry:
  %t32 = call i32 @tid()
  %t = zext i32 %t32 to i64
  %t1 = add i64 %t, 1
  %in1 = icmp ult i64 %t1, %len
  br i1 %in1, label %ok1, label %panic1
ok1:
  %in0 = icmp ult i64 %t, %len
  br i1 %in0, label %ok0, label %panic0
ok0:
  %p1 = getelementptr float, ptr %y, i64 %t1
  %v1 = load float, ptr %p1
  %p0 = getelementptr float, ptr %y, i64 %t
  %v0 = load float, ptr %p0
  %d = fsub float %v1, %v0
  ret float %d
panic1:
  call void @panic_bounds_check(i64 %t1, i64 %len)
  unreachable
panic0:
  call void @panic_bounds_check(i64 %t, i64 %len)
  unreachable
}

; Not implied: any i64 i may be 2^64 - 1, where i + 1 wraps to 0 and
; passes. Both checks stay, and the run of reads is left as it is (code
; generation puts the reads after both checks).
define float @first_diff_any(ptr %y, i64 %len, i64 %t) {
; CHECK-LABEL: define float @first_diff_any(
; CHECK-NOT:     bounds.ok
; CHECK:         br i1 %in1, label %ok1, label %panic1
; CHECK:       ok1:
; CHECK-NEXT:    %in0 = icmp ult i64 %t, %len
; CHECK-NEXT:    br i1 %in0, label %ok0, label %panic0
entry:
  %t1 = add i64 %t, 1
  %in1 = icmp ult i64 %t1, %len
  br i1 %in1, label %ok1, label %panic1
ok1:
  %in0 = icmp ult i64 %t, %len
  br i1 %in0, label %ok0, label %panic0
ok0:
  %p1 = getelementptr float, ptr %y, i64 %t1
  %v1 = load float, ptr %p1
  %p0 = getelementptr float, ptr %y, i64 %t
  %v0 = load float, ptr %p0
  %d = fsub float %v1, %v0
  ret float %d
panic1:
  call void @panic_bounds_check(i64 %t1, i64 %len)
  unreachable
panic0:
  call void @panic_bounds_check(i64 %t, i64 %len)
  unreachable
}

; A stencil, straight-line reads only: its three checks are tested
; together at the first; the reads run without them (no copy); when the
; test fails, a path of its own tests them again in order and takes the
; panic of the first that fails, with the index that check had.
define double @stencil(ptr %inp, i64 %len, i64 %i, i64 %n) {
; CHECK-LABEL: define double @stencil(
; CHECK:         %up.early = add i64 %c, %n
; CHECK:         %down.early = sub i64 %c, %n
; CHECK:         %bounds.ok = and i1
; CHECK-NEXT:    br i1 %bounds.ok, label %ok.c, label %entry.bounds.failed
; CHECK:       ok.c:
; CHECK-NOT:     br i1
; CHECK:         ret double
; CHECK:       panic:
; CHECK-NEXT:    %at = phi i64 [ %c, %entry.bounds.failed ], [ %down.early, %ok.up.bounds.failed ], [ %up.early, %ok.c.bounds.failed ]
; CHECK:       entry.bounds.failed:
; CHECK-NEXT:    br i1 %in.c, label %ok.c.bounds.failed, label %panic
; CHECK:       ok.c.bounds.failed:
; CHECK-NEXT:    %in.up.early = icmp ult i64 %up.early, %len
; CHECK-NEXT:    br i1 %in.up.early, label %ok.up.bounds.failed, label %panic
; CHECK:       ok.up.bounds.failed:
; CHECK-NEXT:    %in.down.early = icmp ult i64 %down.early, %len
; CHECK-NEXT:    br i1 %in.down.early, label %entry.bounds.none, label %panic
; CHECK:       entry.bounds.none:
; CHECK-NEXT:    unreachable
; NOFUSE-LABEL: define double @stencil(
; NOFUSE-NOT:     bounds.ok
; NOFUSE:         ret double
entry:
  %c = mul i64 %i, %n
  %in.c = icmp ult i64 %c, %len
  br i1 %in.c, label %ok.c, label %panic
ok.c:
  %up = add i64 %c, %n
  %in.up = icmp ult i64 %up, %len
  br i1 %in.up, label %ok.up, label %panic
ok.up:
  %down = sub i64 %c, %n
  %in.down = icmp ult i64 %down, %len
  br i1 %in.down, label %ok.down, label %panic
ok.down:
  %pc = getelementptr double, ptr %inp, i64 %c
  %vc = load double, ptr %pc
  br label %sum
sum:
  %pu = getelementptr double, ptr %inp, i64 %up
  %vu = load double, ptr %pu
  %pd = getelementptr double, ptr %inp, i64 %down
  %vd = load double, ptr %pd
  %s1 = fadd double %vc, %vu
  %s2 = fadd double %s1, %vd
  ret double %s2
panic:
  %at = phi i64 [ %c, %entry ], [ %up, %ok.c ], [ %down, %ok.up ]
  call void @panic_bounds_check(i64 %at, i64 %len)
  unreachable
}

; HEAT_3D's shape, reads alone: the centre c = (i h + j) w + k, then its
; neighbours in i, each computed by products of its own, are computed as c
; plus and minus h w (one product, made once before the first check); the
; checks stay, in their order, and the reads use the same values. Left as
; they are: c + 1 and k + 4 n (no product of run-time values) and j n (its
; difference to c takes more products than it). The reads' six checks are
; then tested together (the NOFUSE run checks the rebasing alone).
; CHECK-LABEL: define double @stencil_3d(
; CHECK:         %in.c = icmp ult i64 %c, %len
; CHECK-NEXT:    [[HW:%.*]] = mul i64 %w, %h
; CHECK-NEXT:    [[UP:%.*]] = add i64 %c, [[HW]]
; CHECK-NEXT:    %up.rebased = freeze i64 [[UP]]
; CHECK-NEXT:    [[NEG:%.*]] = sub i64 0, [[HW]]
; CHECK-NEXT:    [[DOWN:%.*]] = add i64 %c, [[NEG]]
; CHECK-NEXT:    %down.rebased = freeze i64 [[DOWN]]
; CHECK:         %bounds.ok = and i1
; CHECK-NEXT:    br i1 %bounds.ok, label %ok.c, label %entry.bounds.failed
; CHECK:       ok.c:
; CHECK-NOT:     br i1
; CHECK:       ok.other:
; CHECK:         %pu = getelementptr double, ptr %inp, i64 %up.rebased
; CHECK:         %pd = getelementptr double, ptr %inp, i64 %down.rebased
; CHECK:       panic:
; CHECK-NEXT:    %at = phi i64 [ %c, %entry.bounds.failed ], [ %other.early, %ok.col.bounds.failed ], [ %col.early, %ok.right.bounds.failed ], [ %right.early, %ok.down.bounds.failed ], [ %down.rebased, %ok.up.bounds.failed ], [ %up.rebased, %ok.c.bounds.failed ]
; CHECK:       ok.up.bounds.failed:
; CHECK-NEXT:    %in.down.early = icmp ult i64 %down.rebased, %len
; CHECK-NEXT:    br i1 %in.down.early, label %ok.down.bounds.failed, label %panic
; CHECK:       ok.col.bounds.failed:
; CHECK-NEXT:    %in.other.early = icmp ult i64 %other.early, %len
; CHECK-NEXT:    br i1 %in.other.early, label %entry.bounds.none, label %panic
; NOFUSE-LABEL: define double @stencil_3d(
; NOFUSE:         %in.c = icmp ult i64 %c, %len
; NOFUSE-NEXT:    [[HW:%.*]] = mul i64 %w, %h
; NOFUSE-NEXT:    [[UP:%.*]] = add i64 %c, [[HW]]
; NOFUSE-NEXT:    %up.rebased = freeze i64 [[UP]]
; NOFUSE-NEXT:    [[NEG:%.*]] = sub i64 0, [[HW]]
; NOFUSE-NEXT:    [[DOWN:%.*]] = add i64 %c, [[NEG]]
; NOFUSE-NEXT:    %down.rebased = freeze i64 [[DOWN]]
; NOFUSE-NEXT:    br i1 %in.c, label %ok.c, label %panic
; NOFUSE:         %in.up = icmp ult i64 %up.rebased, %len
; NOFUSE-NEXT:    br i1 %in.up, label %ok.up, label %panic
; NOFUSE:         %in.down = icmp ult i64 %down.rebased, %len
; NOFUSE-NEXT:    br i1 %in.down, label %ok.down, label %panic
; NOFUSE:         %in.right = icmp ult i64 %right, %len
; NOFUSE:         %in.col = icmp ult i64 %col, %len
; NOFUSE:         %in.other = icmp ult i64 %other, %len
; NOFUSE:       ok.other:
; NOFUSE:         %pu = getelementptr double, ptr %inp, i64 %up.rebased
; NOFUSE:         %pd = getelementptr double, ptr %inp, i64 %down.rebased
; NOFUSE:       panic:
; NOFUSE-NEXT:    %at = phi i64 [ %c, %entry ], [ %up.rebased, %ok.c ], [ %down.rebased, %ok.up ], [ %right, %ok.down ], [ %col, %ok.right ], [ %other, %ok.col ]
define double @stencil_3d(ptr %inp, i64 %len, i64 %i, i64 %j, i64 %k, i64 %h, i64 %w, i64 %n) {
entry:
  %ih = mul i64 %i, %h
  %ihj = add i64 %ih, %j
  %ihjw = mul i64 %ihj, %w
  %c = add i64 %ihjw, %k
  %in.c = icmp ult i64 %c, %len
  br i1 %in.c, label %ok.c, label %panic
ok.c:
  %i1 = add i64 %i, 1
  %i1h = mul i64 %i1, %h
  %i1hj = add i64 %i1h, %j
  %i1hjw = mul i64 %i1hj, %w
  %up = add i64 %i1hjw, %k
  %in.up = icmp ult i64 %up, %len
  br i1 %in.up, label %ok.up, label %panic
ok.up:
  %im = sub i64 %i, 1
  %imh = mul i64 %im, %h
  %imhj = add i64 %imh, %j
  %imhjw = mul i64 %imhj, %w
  %down = add i64 %imhjw, %k
  %in.down = icmp ult i64 %down, %len
  br i1 %in.down, label %ok.down, label %panic
ok.down:
  %right = add i64 %c, 1
  %in.right = icmp ult i64 %right, %len
  br i1 %in.right, label %ok.right, label %panic
ok.right:
  %n4 = shl i64 %n, 2
  %col = add i64 %k, %n4
  %in.col = icmp ult i64 %col, %len
  br i1 %in.col, label %ok.col, label %panic
ok.col:
  %other = mul i64 %j, %n
  %in.other = icmp ult i64 %other, %len
  br i1 %in.other, label %ok.other, label %panic
ok.other:
  %pc = getelementptr double, ptr %inp, i64 %c
  %vc = load double, ptr %pc
  %pu = getelementptr double, ptr %inp, i64 %up
  %vu = load double, ptr %pu
  %pd = getelementptr double, ptr %inp, i64 %down
  %vd = load double, ptr %pd
  %pr = getelementptr double, ptr %inp, i64 %right
  %vr = load double, ptr %pr
  %pl = getelementptr double, ptr %inp, i64 %col
  %vl = load double, ptr %pl
  %s1 = fadd double %vc, %vu
  %s2 = fadd double %s1, %vd
  %s3 = fadd double %s2, %vr
  %s4 = fadd double %s3, %vl
  %po = getelementptr double, ptr %inp, i64 %other
  %vo = load double, ptr %po
  %s5 = fadd double %s4, %vo
  ret double %s5
panic:
  %at = phi i64 [ %c, %entry ], [ %up, %ok.c ], [ %down, %ok.up ], [ %right, %ok.down ], [ %col, %ok.right ], [ %other, %ok.col ]
  call void @panic_bounds_check(i64 %at, i64 %len)
  unreachable
}

; Reads alone, but a panic takes a value the run loads (%v): it cannot be
; had on a path of its own ahead of the run, so the checks stay in place.
define i64 @reads_loaded_panic(ptr %p, i64 %len, i64 %c, i64 %n) {
; CHECK-LABEL: define i64 @reads_loaded_panic(
; CHECK-NOT:     bounds.ok
; CHECK:         br i1 %in.u, label %ok.u, label %panic2
entry:
  %in.c = icmp ult i64 %c, %len
  br i1 %in.c, label %ok.c, label %panic
ok.c:
  %pv = getelementptr i64, ptr %p, i64 %c
  %v = load i64, ptr %pv
  %u = add i64 %c, %n
  %in.u = icmp ult i64 %u, %len
  br i1 %in.u, label %ok.u, label %panic2
ok.u:
  %d = sub i64 %c, %n
  %in.d = icmp ult i64 %d, %len
  br i1 %in.d, label %ok.d, label %panic2
ok.d:
  %pu = getelementptr i64, ptr %p, i64 %u
  %vu = load i64, ptr %pu
  %r = add i64 %v, %vu
  ret i64 %r
panic:
  call void @panic_bounds_check(i64 %c, i64 %len)
  unreachable
panic2:
  %x = phi i64 [ %v, %ok.c ], [ %d, %ok.u ]
  call void @panic_bounds_check(i64 %x, i64 %len)
  unreachable
}

; Checks that compare pointers (`assert!(p < end)` on raw pointers): the
; neighbours' pointers are not rebased (an integer difference is not a
; pointer; opt's verifier checks the output), and the three checks are
; still tested together.
define i32 @ptr_chain(ptr %base, ptr %end, i64 %i, i64 %w) {
; CHECK-LABEL: define i32 @ptr_chain(
; CHECK-NOT:     rebased
; CHECK:         %bounds.ok = and i1
; CHECK-NOT:     rebased
; CHECK:         ret i32
entry:
  %iw = mul i64 %i, %w
  %p0 = getelementptr i32, ptr %base, i64 %iw
  %in0 = icmp ult ptr %p0, %end
  br i1 %in0, label %ok0, label %panic
ok0:
  %i1 = add i64 %i, 1
  %i1w = mul i64 %i1, %w
  %p1 = getelementptr i32, ptr %base, i64 %i1w
  %in1 = icmp ult ptr %p1, %end
  br i1 %in1, label %ok1, label %panic
ok1:
  %im = sub i64 %i, 1
  %imw = mul i64 %im, %w
  %p2 = getelementptr i32, ptr %base, i64 %imw
  %in2 = icmp ult ptr %p2, %end
  br i1 %in2, label %ok2, label %panic
ok2:
  %v0 = load i32, ptr %p0
  %v1 = load i32, ptr %p1
  %v2 = load i32, ptr %p2
  %s1 = add i32 %v0, %v1
  %s2 = add i32 %s1, %v2
  ret i32 %s2
panic:
  call void @panic_bounds_check(i64 0, i64 0)
  unreachable
}

; DIFF_PREDICT's shape: each plane read, then written, a check before
; each read. The stores keep the checks in place, so the run's checks are
; tested at the first one (indices computed early) and the copy has the
; reads and writes without them; the original stays for a run that would
; panic, which writes the planes before the one out of range.
define void @planes(ptr %px, i64 %len, i64 %i, i64 %n) {
; CHECK-LABEL: define void @planes(
; CHECK:         %p2.early = add i64 %p1, %n
; CHECK:         %p3.early = add i64 %p2.early, %n
; CHECK:         %bounds.ok = and i1
; CHECK-NEXT:    br i1 %bounds.ok, label %ok1.nochecks, label %entry.checked
; CHECK:       ok1:
; CHECK:         store double %w1
; CHECK:         br i1 %in2, label %ok2, label %panic
; CHECK:       ok1.nochecks:
; CHECK-NOT:     br i1
; CHECK:         br label %ok2.nochecks
; CHECK:       ok2.nochecks:
; CHECK-NOT:     br i1
; CHECK:         br label %ok3
entry:
  %p1 = add i64 %i, %n
  %in1 = icmp ult i64 %p1, %len
  br i1 %in1, label %ok1, label %panic
ok1:
  %a1 = getelementptr double, ptr %px, i64 %p1
  %v1 = load double, ptr %a1
  %w1 = fadd double %v1, 1.0
  store double %w1, ptr %a1
  %p2 = add i64 %p1, %n
  %in2 = icmp ult i64 %p2, %len
  br i1 %in2, label %ok2, label %panic
ok2:
  %a2 = getelementptr double, ptr %px, i64 %p2
  %v2 = load double, ptr %a2
  %w2 = fadd double %v2, %w1
  store double %w2, ptr %a2
  %p3 = add i64 %p2, %n
  %in3 = icmp ult i64 %p3, %len
  br i1 %in3, label %ok3, label %panic
ok3:
  %a3 = getelementptr double, ptr %px, i64 %p3
  %v3 = load double, ptr %a3
  %w3 = fadd double %v3, %w2
  store double %w3, ptr %a3
  ret void
panic:
  call void @panic_bounds_check(i64 %i, i64 %len)
  unreachable
}

; A run whose second index is loaded: that check stays in the copy; the
; third is tested early.
define i32 @chain_with_load(ptr %a, i64 %len, ptr %idx, i64 %i) {
; CHECK-LABEL: define i32 @chain_with_load(
; CHECK:         br i1 %bounds.ok, label %ok0.nochecks, label %entry.checked
; CHECK:       ok0.nochecks:
; CHECK:         br i1 %in1.nochecks, label %ok1.nochecks, label %panic
; CHECK:       ok1.nochecks:
; CHECK-NOT:     br
; CHECK:         br label %ok2
entry:
  %in0 = icmp ult i64 %i, %len
  br i1 %in0, label %ok0, label %panic
ok0:
  %pi = getelementptr i64, ptr %idx, i64 %i
  %j = load i64, ptr %pi
  store i64 0, ptr %pi
  %in1 = icmp ult i64 %j, %len
  br i1 %in1, label %ok1, label %panic
ok1:
  %k = add i64 %i, 7
  %in2 = icmp ult i64 %k, %len
  br i1 %in2, label %ok2, label %panic
ok2:
  %pj = getelementptr i32, ptr %a, i64 %j
  %vj = load i32, ptr %pj
  %pk = getelementptr i32, ptr %a, i64 %k
  %vk = load i32, ptr %pk
  %s = add i32 %vj, %vk
  ret i32 %s
panic:
  call void @panic_bounds_check(i64 %i, i64 %len)
  unreachable
}

; Two loops one after the other: each gets its own test and copy.
define void @two_loops(ptr %a, i64 %len, ptr %b, i64 %blen, i64 %n) {
; CHECK-LABEL: define void @two_loops(
; CHECK:         br i1 %bounds.ok, label %first.nochecks.ph, label %first.checked.ph
; CHECK:         br i1 %bounds.ok{{[0-9]*}}, label %second.nochecks.ph, label %second.checked.ph
entry:
  %go = icmp ne i64 %n, 0
  br i1 %go, label %first.ph, label %exit
first.ph:
  br label %first
first:
  %k = phi i64 [ 0, %first.ph ], [ %k1, %first.ok ]
  %in = icmp ult i64 %k, %len
  br i1 %in, label %first.ok, label %panic
first.ok:
  %p = getelementptr i32, ptr %a, i64 %k
  store i32 1, ptr %p
  %k1 = add nuw i64 %k, 1
  %done = icmp eq i64 %k1, %n
  br i1 %done, label %second.ph, label %first
second.ph:
  br label %second
second:
  %m = phi i64 [ 0, %second.ph ], [ %m1, %second.ok ]
  %inb = icmp ult i64 %m, %blen
  br i1 %inb, label %second.ok, label %panic
second.ok:
  %q = getelementptr i32, ptr %b, i64 %m
  store i32 2, ptr %q
  %m1 = add nuw i64 %m, 1
  %done2 = icmp eq i64 %m1, %n
  br i1 %done2, label %exit, label %second
exit:
  ret void
panic:
  call void @panic_bounds_check(i64 0, i64 %len)
  unreachable
}

; REMARK: remark: <unknown>:0:0: the loop's bounds checks (2) are tested once before it; a copy without them runs when they pass
; REMARK: remark: <unknown>:0:0: the loop's bounds checks (1) are tested once before it
; REMARK: remark: <unknown>:0:0: the loop's bounds checks (1) are tested once before it
; REMARK: remark: <unknown>:0:0: the loop's bounds checks (1) are tested once before it
; REMARK: remark: <unknown>:0:0: the bounds checks of the reads after this one (2) are tested here together; a failing one panics where it would
; REMARK: remark: <unknown>:0:0: indices of the bounds checks after this one (2) are computed as this one's index plus their difference to it
; REMARK: remark: <unknown>:0:0: the bounds checks of the reads after this one (5) are tested here together; a failing one panics where it would
; REMARK: remark: <unknown>:0:0: the bounds checks of the reads after this one (2) are tested here together; a failing one panics where it would
; REMARK: remark: <unknown>:0:0: the bounds checks of the code after this one (2) are tested here
; REMARK: remark: <unknown>:0:0: the bounds checks of the code after this one (1) are tested here
; REMARK: remark: <unknown>:0:0: the loop's bounds checks (1) are tested once before it
; REMARK: remark: <unknown>:0:0: the loop's bounds checks (1) are tested once before it

; Why the loops left alone keep their checks, in the order of the file.
; MISSED: remark: <unknown>:0:0: the loop's bounds checks stay in it: no check's index is affine in the loop
; MISSED: remark: <unknown>:0:0: the loop's bounds checks stay in it: no check's index is affine in the loop
; MISSED: remark: <unknown>:0:0: the loop's bounds checks stay in it: no check's index is affine in the loop
; MISSED: remark: <unknown>:0:0: the loop's bounds checks stay in it: it has a barrier or another operation that must not be copied
; MISSED: remark: <unknown>:0:0: the loop's bounds checks stay in it: no bound on its trip count
; MISSED-NOT: remark
