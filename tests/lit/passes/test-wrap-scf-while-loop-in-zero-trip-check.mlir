// RUN: irlite-opt %s --split-input-file -test-wrap-scf-while-loop-in-zero-trip-check | FileCheck %s

// The CHECK lines are mlir-opt 19's output: the before block is copied in front as the check, the rotated loop runs under scf.if, do-while loops stay.

func.func @counted(%n : i32) -> i32 {
  %cst0 = arith.constant 0 : i32
  %cst5 = arith.constant 3 : i32
  %res:2 = scf.while (%iter = %cst0) : (i32) -> (i32, i32) {
    %cond = arith.cmpi slt, %iter, %n : i32
    %inv = arith.addi %n, %cst5 : i32
    scf.condition(%cond) %iter, %inv : i32, i32
  } do {
  ^bb0(%arg1: i32, %arg2: i32):
    %next = arith.addi %arg1, %arg2 : i32
    scf.yield %next : i32
  }
  return %res#0 : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @counted(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = arith.cmpi slt, %c0_i32, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:     %2:2 = scf.if %0 -> (i32, i32) {
// CHECK-NEXT:       %3:2 = scf.while (%arg1 = %c0_i32, %arg2 = %1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:         %4 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:         %5 = arith.cmpi slt, %4, %arg0 : i32
// CHECK-NEXT:         %6 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT:         scf.condition(%5) %4, %6 : i32, i32
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:         scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %3#0, %3#1 : i32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c0_i32, %1 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @flag_in_before(%n : i32) -> i32 {
  %cst0 = arith.constant 0 : i32
  %true = arith.constant true
  %cst5 = arith.constant 3 : i32
  %res = scf.while (%iter = %cst0, %arg0 = %true) : (i32, i1) -> i32 {
    scf.condition(%arg0) %iter : i32
  } do {
  ^bb0(%arg1: i32):
    %next = arith.addi %arg1, %cst5 : i32
    %cond = arith.cmpi slt, %next, %n : i32
    scf.yield %next, %cond : i32, i1
  }
  return %res : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @flag_in_before(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = scf.if %true -> (i32) {
// CHECK-NEXT:       %1 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:         %2 = arith.addi %arg1, %c3_i32 : i32
// CHECK-NEXT:         %3 = arith.cmpi slt, %2, %arg0 : i32
// CHECK-NEXT:         scf.condition(%3) %2 : i32
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg1: i32):
// CHECK-NEXT:         scf.yield %arg1 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c0_i32 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

func.func @do_while(%n : i32) -> i32 {
  %cst0 = arith.constant 0 : i32
  %cst5 = arith.constant 3 : i32
  %res = scf.while (%iter = %cst0) : (i32) -> i32 {
    %next = arith.addi %iter, %cst5 : i32
    %cond = arith.cmpi slt, %next, %n : i32
    scf.condition(%cond) %next : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return %res : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @do_while(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     %0 = scf.while (%arg1 = %c0_i32) : (i32) -> i32 {
// CHECK-NEXT:       %1 = arith.addi %arg1, %c3_i32 : i32
// CHECK-NEXT:       %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT:       scf.condition(%2) %1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
