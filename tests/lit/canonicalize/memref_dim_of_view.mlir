// memref.dim of a reinterpret_cast or a subview (of the same rank) folds to its size operand.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @dims(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
// CHECK-NEXT:    return %arg1, %arg2, %arg1 : index, index, index
// CHECK-NEXT:  }
func.func @dims(%a: memref<?x?xf32>, %n: index, %m: index, %o: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.subview %a[%o, 0] [%n, %m] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d = memref.dim %r, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %e = memref.dim %r, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %c = memref.reinterpret_cast %a to offset: [0], sizes: [%n, 8], strides: [8, 1] : memref<?x?xf32> to memref<?x8xf32>
  %f = memref.dim %c, %c0 : memref<?x8xf32>
  return %d, %e, %f : index, index, index
}
