// RUN: irlite-opt %s --split-input-file -allow-unregistered-dialect -canonicalize | FileCheck %s

// The CHECK lines are mlir-opt 19's output: an scf.if on (xori c, true) with an else becomes an if on c with its branches swapped (IfOp::fold); without an else it stays.

func.func @if_condition_swap(%cond: i1) -> index {
  %true = arith.constant true
  %not = arith.xori %cond, %true : i1
  %0 = scf.if %not -> (index) {
    %1 = "test.origTrue"() : () -> index
    scf.yield %1 : index
  } else {
    %1 = "test.origFalse"() : () -> index
    scf.yield %1 : index
  }
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @if_condition_swap(%arg0: i1) -> index {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (index) {
// CHECK-NEXT:       %1 = "test.origFalse"() : () -> index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %1 = "test.origTrue"() : () -> index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @no_else(%cond: i1) {
  %true = arith.constant true
  %not = arith.xori %cond, %true : i1
  scf.if %not {
    "test.op"() : () -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @no_else(%arg0: i1) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       "test.op"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @combine_not(%arg0 : i1) {
  %true = arith.constant true
  %not = arith.xori %arg0, %true : i1
  scf.if %not {
    "test.first"() : () -> ()
  }
  scf.if %arg0 {
    "test.second"() : () -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @combine_not(%arg0: i1) {
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.second"() : () -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "test.first"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
