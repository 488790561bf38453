; The device pass's block order for NVIDIA images (liblower/BlockOrder.h),
; through the pass plugin: reverse post-order from the entry (successors in
; the terminator's order), the blocks that end in `unreachable` after the
; others, the blocks the entry cannot reach last, in their order.
; RUN: opt -load-pass-plugin %passes -passes=offload-order-blocks -S %s | FileCheck %s

declare void @panic() cold noreturn nounwind

; A bounds-checked loop as LLVM left ATAX's Region kernel: the store after
; the loop before its header, the panic path in the middle.
define void @column(ptr %a, ptr %y, i64 %n, i64 %len) {
; CHECK-LABEL: define void @column(
; CHECK-NEXT:  [[ENTRY:.*]]:
; CHECK-NEXT:    br label %[[HEADER:.*]]
; CHECK:       [[HEADER]]:
; CHECK-NEXT:    [[I:%.*]] = phi i64 [ 0, %[[ENTRY]] ], [ [[I1:%.*]], %[[LATCH:.*]] ]
; CHECK-NEXT:    [[ACC:%.*]] = phi double [ 0.000000e+00, %[[ENTRY]] ], [ [[S:%.*]], %[[LATCH]] ]
; CHECK-NEXT:    [[IN:%.*]] = icmp ult i64 [[I]], [[LEN:%.*]]
; CHECK-NEXT:    br i1 [[IN]], label %[[LATCH]], label %[[PANIC:.*]]
; CHECK:       [[LATCH]]:
; CHECK-NEXT:    [[P:%.*]] = getelementptr double, ptr [[A:%.*]], i64 [[I]]
; CHECK-NEXT:    [[V:%.*]] = load double, ptr [[P]], align 8
; CHECK-NEXT:    [[S]] = fadd double [[ACC]], [[V]]
; CHECK-NEXT:    [[I1]] = add i64 [[I]], 1
; CHECK-NEXT:    [[DONE:%.*]] = icmp eq i64 [[I1]], [[N:%.*]]
; CHECK-NEXT:    br i1 [[DONE]], label %[[STORE:.*]], label %[[HEADER]]
; CHECK:       [[STORE]]:
; CHECK-NEXT:    store double [[S]], ptr [[Y:%.*]], align 8
; CHECK-NEXT:    br label %[[EXIT:.*]]
; CHECK:       [[EXIT]]:
; CHECK-NEXT:    ret void
; CHECK:       [[PANIC]]:
; CHECK-NEXT:    call void @panic()
; CHECK-NEXT:    unreachable
; CHECK-NEXT:  }
;
entry:
  br label %header
store:
  store double %s, ptr %y
  br label %exit
header:
  %i = phi i64 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi double [ 0.0, %entry ], [ %s, %latch ]
  %in = icmp ult i64 %i, %len
  br i1 %in, label %latch, label %panic
panic:
  call void @panic()
  unreachable
latch:
  %p = getelementptr double, ptr %a, i64 %i
  %v = load double, ptr %p
  %s = fadd double %acc, %v
  %i1 = add i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %store, label %header
exit:
  ret void
}

; Blocks the entry cannot reach go last, in their old order; a branch's
; first successor comes first.
define i32 @dead(i1 %c) {
; CHECK-LABEL: define i32 @dead(
; CHECK-NEXT:  [[ENTRY:.*]]:
; CHECK-NEXT:    br i1 [[C:%.*]], label %[[B:.*]], label %[[A:.*]]
; CHECK:       [[B]]:
; CHECK-NEXT:    br label %[[A]]
; CHECK:       [[A]]:
; CHECK-NEXT:    ret i32 0
; CHECK:       [[DEAD2:.*]]:
; CHECK-NEXT:    ret i32 2
; CHECK:       [[DEAD1:.*]]:
; CHECK-NEXT:    br label %[[DEAD2]]
; CHECK-NEXT:  }
;
entry:
  br i1 %c, label %b, label %a
dead2:
  ret i32 2
a:
  ret i32 0
dead1:
  br label %dead2
b:
  br label %a
}

; Already in order: the function is left as it was.
define i32 @straight(i32 %x) {
; CHECK-LABEL: define i32 @straight(
; CHECK-NEXT:    [[Y:%.*]] = add i32 [[X:%.*]], 1
; CHECK-NEXT:    ret i32 [[Y]]
;
  %y = add i32 %x, 1
  ret i32 %y
}
