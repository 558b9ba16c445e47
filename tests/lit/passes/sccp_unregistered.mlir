// sccp with unregistered ops: their regions are live, their results and region
// arguments overdefined, their successors all live; an unregistered op with one
// region might be a symbol table, so no call site counts as known (@callee's
// argument stays). Also a nested module and scf.parallel. The CHECK lines are
// mlir-opt 19's output.
// RUN: irlite-opt %s --allow-unregistered-dialect --sccp | FileCheck %s

// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func private @callee(%a: i32) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func @unreg(%arg0: i32) -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = "xt.region"() ({
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: "xt.yield"(%c7_i32) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %1 = "xt.op"(%c2_i32) : (i32) -> i32
// CHECK-NEXT: "xt.br"(%c4_i32)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT: %3 = arith.addi %2, %c2_i32 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @unreg(%x: i32) -> i32 {
  %c = arith.constant 2 : i32
  %r = "xt.region"() ({
    %k = arith.constant 5 : i32
    %s = arith.addi %k, %c : i32
    "xt.yield"(%s) : (i32) -> ()
  }) : () -> i32
  %u = "xt.op"(%c) : (i32) -> i32
  %m = arith.muli %c, %c : i32
  "xt.br"(%m)[^bb1] : (i32) -> ()
^bb1(%a: i32):
  %q = arith.addi %a, %c : i32
  return %q : i32
}

// CHECK-LABEL: module @inner {
// CHECK-NEXT: func.func private @p(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @q() -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = call @p(%c4_i32) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
module @inner {
  func.func private @p(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @q() -> i32 {
    %c = arith.constant 4 : i32
    %r = call @p(%c) : (i32) -> i32
    return %r : i32
  }
}

// CHECK-LABEL: func.func @parallel_region(%arg0: index) -> index {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %c2 : index
// CHECK-NEXT: }
func.func @parallel_region(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %k = arith.addi %c1, %c1 : index
    scf.reduce
  }
  %s = arith.addi %c1, %c1 : index
  return %s : index
}

// CHECK-LABEL: func.func @caller() -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = call @callee(%c4_i32) : (i32) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @caller() -> i32 {
  %c = arith.constant 4 : i32
  %r = call @callee(%c) : (i32) -> i32
  return %r : i32
}
