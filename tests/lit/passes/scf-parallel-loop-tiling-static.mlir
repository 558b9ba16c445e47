// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=16})' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: a constant trip count that the tile divides keeps a static inner bound.

// CHECK: module {
// CHECK-NEXT:   func.func @s(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %0 = arith.muli %c1, %c16 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0) to (%c64) step (%0) {
// CHECK-NEXT:       scf.parallel (%arg2) = (%c0_0) to (%0) step (%c1) {
// CHECK-NEXT:         %1 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:         %2 = memref.load %arg0[%1] : memref<64xf32>
// CHECK-NEXT:         memref.store %2, %arg0[%1] : memref<64xf32>
// CHECK-NEXT:         scf.reduce 
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @s(%a: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %a[%i] : memref<64xf32>
    memref.store %v, %a[%i] : memref<64xf32>
  }
  return
}
