// RUN: irlite-opt %s -split-input-file -test-constant-fold | FileCheck %s
// test-constant-fold folds every op once, last to first: folded constants are uniqued
// and hoisted to the front of the function, constant operands of commutative ops move
// right, unused constants the folder made are erased, other dead ops stay. The CHECK
// lines are mlir-opt 19's output for this file.

// CHECK-LABEL: func.func @hoist_out_of_loops
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      memref.store %c6_i32, %arg0[%{{.*}}] : memref<8xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @hoist_out_of_loops(%m: memref<8xi32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %1 = arith.constant 1 : i32
    %2 = arith.constant 5 : i32
    %3 = arith.addi %1, %2 : i32
    memref.store %3, %m[%i] : memref<8xi32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @merge_and_commute
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %1 = arith.muli %arg0, %c1_i32 : i32
// CHECK-NEXT:    return %c6_i32, %c6_i32, %0, %arg0 : i32, i32, i32, i32
func.func @merge_and_commute(%a: i32) -> (i32, i32, i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 5 : i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.constant 6 : i32
  %4 = arith.addi %0, %a : i32
  %5 = arith.muli %0, %a : i32
  %6 = arith.muli %a, %0 : i32
  return %2, %3, %4, %6 : i32, i32, i32, i32
}

// -----

// math.absf folds to an attribute that math materializes as an arith.constant, the one
// already uniqued for 1.0.
// CHECK-LABEL: func.func @other_dialect
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    return %cst, %cst : f32, f32
func.func @other_dialect() -> (f32, f32) {
  %0 = arith.constant -1.0 : f32
  %1 = math.absf %0 : f32
  %2 = arith.constant 1.0 : f32
  return %1, %2 : f32, f32
}

// -----

// Division by zero does not fold; the constants it uses stay, hoisted in order.
// CHECK-LABEL: func.func @no_fold
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.divsi %c7_i32, %c0_i32 : i32
// CHECK-NEXT:    return %0 : i32
func.func @no_fold() -> i32 {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divsi %c7, %c0 : i32
  return %0 : i32
}
