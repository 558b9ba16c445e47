// RUN: irlite-opt %s --split-input-file -scf-for-loop-peeling | FileCheck %s

// The CHECK lines are mlir-opt 19's output: the partial last iteration becomes a second loop from ub - (ub - lb) mod step (folded when constant); a divisible loop stays.

func.func @static(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c17 = arith.constant 17 : index
  %v = arith.constant 7 : i32
  scf.for %i = %c0 to %c17 step %c4 {
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @static(%arg0: memref<?xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c17 = arith.constant 17 : index
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       memref.store %c7_i32, %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c16 to %c17 step %c4 {
// CHECK-NEXT:       memref.store %c7_i32, %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @dynamic(%lb: index, %ub: index, %step: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %init) -> i32 {
    %c = arith.index_cast %i : index to i32
    %s = arith.addi %a, %c : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:     %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT:     %1 = scf.for %arg4 = %arg0 to %0 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       %3 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT:       %4 = arith.addi %arg5, %3 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = scf.for %arg4 = %0 to %arg1 step %arg2 iter_args(%arg5 = %1) -> (i32) {
// CHECK-NEXT:       %3 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT:       %4 = arith.addi %arg5, %3 : i32
// CHECK-NEXT:       scf.yield %4 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @divisible(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %v = arith.constant 7 : i32
  scf.for %i = %c0 to %c16 step %c4 {
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @divisible(%arg0: memref<?xi32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT:       memref.store %c7_i32, %arg0[%arg1] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
