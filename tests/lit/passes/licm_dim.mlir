// RUN: irlite-opt %s --allow-unregistered-dialect -loop-invariant-code-motion | FileCheck %s
// memref.dim / tensor.dim are hoisted when the index is a constant below the rank (MLIR 19's
// getSpeculatability); an out-of-range index stays. CHECK lines: mlir-opt 19's output.

func.func @f(%m: memref<?x4xf32>, %t: tensor<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %d = memref.dim %m, %c0 : memref<?x4xf32>
    %e = memref.dim %m, %c5 : memref<?x4xf32>
    %f = tensor.dim %t, %c1 : tensor<?x?xf32>
    "test.use"(%d, %e, %f) : (index, index, index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @f
// CHECK: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:   %dim_1 = memref.dim %arg0, %c5 : memref<?x4xf32>
// CHECK-NEXT:   "test.use"(%dim, %dim_1, %dim_0) : (index, index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
