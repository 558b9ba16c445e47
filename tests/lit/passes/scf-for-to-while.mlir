// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(scf-for-to-while))' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: the induction variable is carried first, compared slt with the upper bound and incremented before the old body; iter args and attributes follow.

func.func @single_loop(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %arg1 step %c1 {
    %0 = arith.addi %arg2, %arg2 : i32
    memref.store %0, %arg0[%i] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @single_loop(%arg0: memref<?xi32>, %arg1: index, %arg2: i32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg3 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT:       memref.store %2, %arg0[%arg3] : memref<?xi32>
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @iter_args(%lb: index, %ub: index, %step: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (f32, i32) {
    %0 = arith.addf %x, %x : f32
    %1 = arith.index_cast %i : index to i32
    %2 = arith.addi %y, %1 : i32
    scf.yield %0, %2 : f32, i32
  } {tag = "kept"}
  return %r#0, %r#1 : f32, i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:     %0:3 = scf.while (%arg5 = %arg0, %arg6 = %arg3, %arg7 = %arg4) : (index, f32, i32) -> (index, f32, i32) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg5, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg5, %arg6, %arg7 : index, f32, i32
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg5: index, %arg6: f32, %arg7: i32):
// CHECK-NEXT:       %1 = arith.addi %arg5, %arg2 : index
// CHECK-NEXT:       %2 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT:       %3 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT:       %4 = arith.addi %arg7, %3 : i32
// CHECK-NEXT:       scf.yield %1, %2, %4 : index, f32, i32
// CHECK-NEXT:     } attributes {tag = "kept"}
// CHECK-NEXT:     return %0#1, %0#2 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @nested(%n: index, %m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: memref<?x?xf32>, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT:       scf.condition(%1) %arg3 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index):
// CHECK-NEXT:       %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       %2 = scf.while (%arg4 = %c0) : (index) -> index {
// CHECK-NEXT:         %3 = arith.cmpi slt, %arg4, %arg0 : index
// CHECK-NEXT:         scf.condition(%3) %arg4 : index
// CHECK-NEXT:       } do {
// CHECK-NEXT:       ^bb0(%arg4: index):
// CHECK-NEXT:         %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:         memref.store %arg2, %arg1[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         scf.yield %3 : index
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
