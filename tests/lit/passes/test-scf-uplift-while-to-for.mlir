// RUN: irlite-opt %s --split-input-file -allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(test-scf-uplift-while-to-for))' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: slt (or reversed sgt) loops with an addi step become scf.for, the other values iter args, the final induction value computed after the loop; sle loops stay.

func.func @uplift_while(%arg0: index, %arg1: index, %arg2: index) -> index {
  %0 = scf.while (%arg3 = %arg0) : (index) -> (index) {
    %1 = arith.cmpi slt, %arg3, %arg1 : index
    scf.condition(%1) %arg3 : index
  } do {
  ^bb0(%arg3: index):
    "test.test1"(%arg3) : (index) -> ()
    %added = arith.addi %arg3, %arg2 : index
    scf.yield %added : index
  }
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @uplift_while(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       "test.test1"(%arg3) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = arith.subi %arg2, %c1 : index
// CHECK-NEXT:     %1 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:     %2 = arith.addi %1, %0 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %arg2 : index
// CHECK-NEXT:     %4 = arith.subi %3, %c1 : index
// CHECK-NEXT:     %5 = arith.muli %4, %arg2 : index
// CHECK-NEXT:     %6 = arith.addi %arg0, %5 : index
// CHECK-NEXT:     return %6 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @iter_args_i64(%lb: i64, %ub: i64, %step: i64, %x: f32) -> (f32, i64) {
  %0:2 = scf.while (%a = %x, %i = %lb) : (f32, i64) -> (f32, i64) {
    %1 = arith.cmpi sgt, %ub, %i : i64
    scf.condition(%1) %a, %i : f32, i64
  } do {
  ^bb0(%a: f32, %i: i64):
    %2 = arith.addf %a, %a : f32
    %3 = arith.addi %step, %i : i64
    scf.yield %2, %3 : f32, i64
  }
  return %0#0, %0#1 : f32, i64
}

// CHECK: module {
// CHECK-NEXT:   func.func @iter_args_i64(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: f32) -> (f32, i64) {
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32)  : i64 {
// CHECK-NEXT:       %8 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:       scf.yield %8 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.subi %arg2, %c1_i64 : i64
// CHECK-NEXT:     %2 = arith.subi %arg1, %arg0 : i64
// CHECK-NEXT:     %3 = arith.addi %2, %1 : i64
// CHECK-NEXT:     %4 = arith.divsi %3, %arg2 : i64
// CHECK-NEXT:     %5 = arith.subi %4, %c1_i64 : i64
// CHECK-NEXT:     %6 = arith.muli %5, %arg2 : i64
// CHECK-NEXT:     %7 = arith.addi %arg0, %6 : i64
// CHECK-NEXT:     return %0, %7 : f32, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @not_counting(%arg0: index, %arg1: index, %arg2: index) -> index {
  %0 = scf.while (%arg3 = %arg0) : (index) -> (index) {
    %1 = arith.cmpi sle, %arg3, %arg1 : index
    scf.condition(%1) %arg3 : index
  } do {
  ^bb0(%arg3: index):
    %added = arith.addi %arg3, %arg2 : index
    scf.yield %added : index
  }
  return %0 : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @not_counting(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi sle, %arg3, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg3 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
