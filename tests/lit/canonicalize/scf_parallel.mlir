// RUN: irlite-opt %s --split-input-file -allow-unregistered-dialect -canonicalize | FileCheck %s

// The CHECK lines are mlir-opt 19's output: scf.parallel dimensions of one iteration are dropped (all of them: the body and reductions inlined), one of none gives the inits, nested loops with independent bounds merge.

func.func @single_iteration_dims(%A: memref<?x?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %v = arith.constant 42 : i32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c7) step (%c1, %c4) {
    memref.store %v, %A[%i, %j] : memref<?x?xi32>
    scf.reduce
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @single_iteration_dims(%arg0: memref<?x?xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0) to (%c7) step (%c4) {
// CHECK-NEXT:       memref.store %c42_i32, %arg0[%c0, %arg1] : memref<?x?xi32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @single_iteration_reduce(%a: index, %b: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %0:2 = scf.parallel (%i, %j) = (%c1, %c3) to (%c2, %c6) step (%c1, %c3) init(%a, %b) -> (index, index) {
    scf.reduce(%i, %j : index, index) {
    ^bb0(%x: index, %y: index):
      %r = arith.addi %x, %y : index
      scf.reduce.return %r : index
    }, {
    ^bb0(%x: index, %y: index):
      %r = arith.muli %x, %y : index
      scf.reduce.return %r : index
    }
  }
  return %0#0, %0#1 : index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @single_iteration_reduce(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     %1 = arith.muli %arg1, %c3 : index
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @zero_iteration(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %0 = scf.parallel (%i, %j) = (%lb, %ub) to (%ub, %ub) step (%s, %s) init(%init) -> f32 {
    %p = "test.produce"() : () -> f32
    scf.reduce(%p : f32) {
    ^bb0(%x: f32, %y: f32):
      %r = arith.addf %x, %y : f32
      scf.reduce.return %r : f32
    }
  }
  return %0 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @zero_iteration(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     return %arg3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @nested(%A: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %x = memref.load %A[%i, %j] : memref<?x?xf32>
      memref.store %x, %A[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @nested_dependent_bounds(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      %x = memref.load %A[%i, %j] : memref<?x?xf32>
      memref.store %x, %A[%j, %i] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @nested_dependent_bounds(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:       scf.parallel (%arg3) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %0, %arg0[%arg3, %arg2] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
