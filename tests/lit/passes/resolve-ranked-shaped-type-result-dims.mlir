// RUN: irlite-opt %s --resolve-ranked-shaped-type-result-dims | FileCheck %s
// resolve-ranked-shaped-type-result-dims: dims of a memref.expand_shape read its output
// shape (a static size becomes a constant); an index past the rank stays a dim.
// CHECK lines: mlir-opt 19's output on this file, byte for byte.

func.func @dims(%m: memref<?x6xf32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 6] : memref<?x6xf32> into memref<?x4x6xf32>
  %a = memref.dim %e, %c0 : memref<?x4x6xf32>
  %b = memref.dim %e, %c2 : memref<?x4x6xf32>
  %c = memref.dim %e, %c5 : memref<?x4x6xf32>
  return %a, %b, %c : index, index, index
}

// CHECK: module {
// CHECK-LABEL: func.func @dims(%arg0: memref<?x6xf32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} output_shape [%arg1, 4, 6] : memref<?x6xf32> into memref<?x4x6xf32>
// CHECK-NEXT: %dim = memref.dim %expand_shape, %c5 : memref<?x4x6xf32>
// CHECK-NEXT: return %arg1, %c6, %dim : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }
