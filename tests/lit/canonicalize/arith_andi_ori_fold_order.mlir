// RUN: irlite-opt %s --canonicalize="max-iterations=1 region-simplify=disabled" | FileCheck %s

// As mlir-opt 19 (one round, so the new constants are not uniqued yet): ori's folder gives
// `x | -1` as the attribute, a new constant materialized before the op; `x op x = x` (the
// Idempotent trait) is tried only after the op's own folds, so two equal constants fold
// to a new constant too.

func.func @f(%a: i32) -> (i32, i32, i1, i1, i32, i32) {
  %t = arith.constant true
  %c5 = arith.constant 5 : i32
  %0 = arith.ori %a, %a : i32
  %1 = arith.andi %a, %a : i32
  %2 = arith.ori %t, %t : i1
  %3 = arith.andi %t, %t : i1
  %4 = arith.ori %c5, %c5 : i32
  %5 = arith.andi %c5, %c5 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i1, i1, i32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> (i32, i32, i1, i1, i32, i32) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %c5_i32_1 = arith.constant 5 : i32
// CHECK-NEXT:     return %arg0, %arg0, %true_0, %true, %c5_i32, %c5_i32_1 : i32, i32, i1, i1, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
