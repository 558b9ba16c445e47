// sccp across calls: private functions get the join of their live call sites'
// arguments (never-called ones stay untouched), call results join the callee's
// returns; public, referenced and external functions are opaque. Run on func.func,
// calls leave the analysis scope. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --sccp | FileCheck %s
// RUN: irlite-opt %s --pass-pipeline='builtin.module(func.func(sccp))' | FileCheck %s --check-prefix=FUNC

// CHECK-LABEL: func.func private @callee_constant_arg(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
func.func private @callee_constant_arg(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}

// CHECK-LABEL: func.func private @callee_different_args(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @callee_different_args(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}

// CHECK-LABEL: func.func private @never_called(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func private @never_called(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %c, %c : i32
  return %r : i32
}

// CHECK-LABEL: func.func @public_callee(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %c7_i32, %arg0 : i32, i32
// CHECK-NEXT: }
func.func @public_callee(%a: i32) -> (i32, i32) {
  %c = arith.constant 7 : i32
  return %c, %a : i32, i32
}

// CHECK-LABEL: func.func private @external(i32) -> i32
func.func private @external(i32) -> i32

// CHECK-LABEL: func.func private @recursive(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c9_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = call @recursive(%1, %c9_i32) : (i32, i32) -> i32
// CHECK-NEXT: return %c9_i32 : i32
// CHECK-NEXT: }
func.func private @recursive(%n: i32, %k: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cmp = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %cmp, ^done, ^more
^done:
  return %k : i32
^more:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @recursive(%m, %k) : (i32, i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func private @referenced(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func private @referenced(%a: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func private @multiple_returns(%arg0: i1) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
func.func private @multiple_returns(%c: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^a, ^b
^a:
  return %c2 : i32
^b:
  %c3 = arith.constant 2 : i32
  return %c3 : i32
}

// CHECK-LABEL: func.func @caller(%arg0: i32, %arg1: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT: %f = constant @referenced : (i32) -> i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @callee_constant_arg(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %1 = call @callee_constant_arg(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %2 = call @callee_different_args(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %3 = call @callee_different_args(%c2_i32) : (i32) -> i32
// CHECK-NEXT: %4:2 = call @public_callee(%c1_i32) : (i32) -> (i32, i32)
// CHECK-NEXT: %5 = call @external(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %6 = call @recursive(%arg0, %c9_i32) : (i32, i32) -> i32
// CHECK-NEXT: %7 = call @referenced(%c1_i32) : (i32) -> i32
// CHECK-NEXT: %8 = call @multiple_returns(%arg1) : (i1) -> i32
// CHECK-NEXT: return %c2_i32, %c2_i32, %2, %3, %c7_i32, %5, %c9_i32, %7, %c2_i32 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
// FUNC-LABEL: func.func @caller(%arg0: i32, %arg1: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
// FUNC-NEXT: %f = constant @referenced : (i32) -> i32
// FUNC-NEXT: %c9_i32 = arith.constant 9 : i32
// FUNC-NEXT: %c2_i32 = arith.constant 2 : i32
// FUNC-NEXT: %c1_i32 = arith.constant 1 : i32
// FUNC-NEXT: %0 = call @callee_constant_arg(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %1 = call @callee_constant_arg(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %2 = call @callee_different_args(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %3 = call @callee_different_args(%c2_i32) : (i32) -> i32
// FUNC-NEXT: %4:2 = call @public_callee(%c1_i32) : (i32) -> (i32, i32)
// FUNC-NEXT: %5 = call @external(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %6 = call @recursive(%arg0, %c9_i32) : (i32, i32) -> i32
// FUNC-NEXT: %7 = call @referenced(%c1_i32) : (i32) -> i32
// FUNC-NEXT: %8 = call @multiple_returns(%arg1) : (i1) -> i32
// FUNC-NEXT: return %0, %1, %2, %3, %4#0, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
// FUNC-NEXT: }
func.func @caller(%x: i32, %p: i1) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c9 = arith.constant 9 : i32
  %r0 = call @callee_constant_arg(%c1) : (i32) -> i32
  %r1 = call @callee_constant_arg(%c1) : (i32) -> i32
  %r2 = call @callee_different_args(%c1) : (i32) -> i32
  %r3 = call @callee_different_args(%c2) : (i32) -> i32
  %r4:2 = call @public_callee(%c1) : (i32) -> (i32, i32)
  %r5 = call @external(%c1) : (i32) -> i32
  %r6 = call @recursive(%x, %c9) : (i32, i32) -> i32
  %f = func.constant @referenced : (i32) -> i32
  %r7 = call @referenced(%c1) : (i32) -> i32
  %r8 = call @multiple_returns(%p) : (i1) -> i32
  return %r0, %r1, %r2, %r3, %r4#0, %r5, %r6, %r7, %r8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @public_recursive(%arg0: i32) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = call @public_recursive(%c0_i32) : (i32) -> i32
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
// FUNC-LABEL: func.func @public_recursive(%arg0: i32) -> i32 {
// FUNC-NEXT: %c5_i32 = arith.constant 5 : i32
// FUNC-NEXT: %c0_i32 = arith.constant 0 : i32
// FUNC-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// FUNC-NEXT: cf.cond_br %0, ^bb1, ^bb2
// FUNC-NEXT: ^bb1:  // pred: ^bb0
// FUNC-NEXT: return %c5_i32 : i32
// FUNC-NEXT: ^bb2:  // pred: ^bb0
// FUNC-NEXT: %1 = call @public_recursive(%c0_i32) : (i32) -> i32
// FUNC-NEXT: return %c5_i32 : i32
// FUNC-NEXT: }
func.func @public_recursive(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cmp = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %cmp, ^done, ^more
^done:
  return %c5 : i32
^more:
  %r = call @public_recursive(%c0) : (i32) -> i32
  return %r : i32
}
