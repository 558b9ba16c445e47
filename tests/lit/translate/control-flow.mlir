// RUN: irlite-translate --mlir-to-llvmir %s | FileCheck %s

// Block arguments become phis; values are numbered as LLVM prints unnamed
// values (arguments, the entry block, then definitions and labels in order).

// CHECK-LABEL: define i64 @fact(i64 %0) {
// CHECK-NEXT:    br label %2
// CHECK-EMPTY:
// CHECK-NEXT:  2:
// CHECK-NEXT:    %3 = phi i64 [ 1, %1 ], [ %8, %6 ]
// CHECK-NEXT:    %4 = phi i64 [ 1, %1 ], [ %7, %6 ]
// CHECK-NEXT:    %5 = icmp sgt i64 %3, %0
// CHECK-NEXT:    br i1 %5, label %9, label %6
// CHECK-EMPTY:
// CHECK-NEXT:  6:
// CHECK-NEXT:    %7 = mul nsw i64 %4, %3
// CHECK-NEXT:    %8 = add i64 %3, 1
// CHECK-NEXT:    br label %2
// CHECK-EMPTY:
// CHECK-NEXT:  9:
// CHECK-NEXT:    ret i64 %4
// CHECK-NEXT:  }
llvm.func @fact(%n: i64) -> i64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%one, %one : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = llvm.icmp "sgt" %i, %n : i64
  llvm.cond_br %done, ^exit, ^body
^body:
  %acc2 = llvm.mul %acc, %i overflow<nsw> : i64
  %i2 = llvm.add %i, %one : i64
  llvm.br ^loop(%i2, %acc2 : i64, i64)
^exit:
  llvm.return %acc : i64
}

// A block reached twice with arguments: the second edge goes through a new
// block, so that each phi names each predecessor once.
// CHECK-LABEL: define i32 @pick(i1 %0, i32 %1, i32 %2) {
// CHECK-NEXT:    br i1 %0, label %4, label %6, !prof !0
// CHECK-EMPTY:
// CHECK-NEXT:  4:
// CHECK-NEXT:    %5 = phi i32 [ %1, %3 ], [ %2, %6 ]
// CHECK-NEXT:    ret i32 %5
// CHECK-EMPTY:
// CHECK-NEXT:  6:
// CHECK-NEXT:    br label %4
// CHECK-NEXT:  }
llvm.func @pick(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32) {branch_weights = array<i32: 3, 1>}
^bb1(%x: i32):
  llvm.return %x : i32
}

// CHECK-LABEL: define i32 @sw(i32 %0) {
// CHECK-NEXT:    switch i32 %0, label %2 [
// CHECK-NEXT:      i32 1, label %5
// CHECK-NEXT:      i32 -2, label %4
// CHECK-NEXT:    ]
// CHECK:       2:
// CHECK-NEXT:    %3 = phi i32 [ 10, %1 ], [ 20, %5 ]
// CHECK-NEXT:    ret i32 %3
// CHECK:       4:
// CHECK-NEXT:    unreachable
// CHECK:       5:
// CHECK-NEXT:    br label %2
llvm.func @sw(%v: i32) -> i32 {
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %c20 = llvm.mlir.constant(20 : i32) : i32
  llvm.switch %v : i32, ^out(%c10 : i32) [
    1: ^out(%c20 : i32),
    -2: ^dead
  ]
^out(%r: i32):
  llvm.return %r : i32
^dead:
  llvm.unreachable
}

// CHECK: !0 = !{!"branch_weights", i32 3, i32 1}
