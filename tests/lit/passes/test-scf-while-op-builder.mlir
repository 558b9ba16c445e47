// RUN: irlite-opt %s --split-input-file -test-scf-while-op-builder | FileCheck %s

// The CHECK lines are mlir-opt 19's output: a second scf.while with the same operands and result types is built before each one, its regions casting between them.

func.func @matching(%arg0 : i32) {
  %0 = scf.while (%arg1 = %arg0) : (i32) -> (i32) {
    %c10 = arith.constant 10 : i32
    %1 = arith.cmpi slt, %arg1, %c10 : i32
    scf.condition(%1) %arg1 : i32
  } do {
  ^bb0(%arg1: i32):
    scf.yield %arg1 : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @matching(%arg0: i32) {
// CHECK-NEXT:     %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %2 = builtin.unrealized_conversion_cast %arg1 : i32 to i32
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       scf.condition(%true) %2 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %2 = builtin.unrealized_conversion_cast %arg1 : i32 to i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:       %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg1, %c10_i32 : i32
// CHECK-NEXT:       scf.condition(%2) %arg1 : i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @non_matching(%arg0 : i32) {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i32) {
    %1 = arith.cmpi slt, %arg1, %c10 : i32
    scf.condition(%1) %arg1, %c1 : i32, i32
  } do {
  ^bb0(%arg1: i32, %arg2: i32):
    %1 = arith.addi %arg1, %arg2 : i32
    scf.yield %1 : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @non_matching(%arg0: i32) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:     %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %2:2 = builtin.unrealized_conversion_cast %arg1 : i32 to i32, i32
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       scf.condition(%true) %2#0, %2#1 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:       %2 = builtin.unrealized_conversion_cast %arg1, %arg2 : i32, i32 to i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg1, %c10_i32 : i32
// CHECK-NEXT:       scf.condition(%2) %arg1, %c1_i32 : i32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:       %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
