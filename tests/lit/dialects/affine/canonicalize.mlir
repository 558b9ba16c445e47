// RUN: irlite-opt %s --canonicalize | FileCheck %s --match-full-lines
//
// MLIR 19's folders of affine.apply, affine.min and affine.max (after
// mlir/test/Dialect/Affine/canonicalize.mlir): constant operands fold the map, a result
// that is one dim or symbol is that operand, a symbol-identity min/max is its operand.
// CHECK lines are mlir-opt 19's output.

func.func @fold_apply(%arg0: index, %arg1: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%c3)[%c5]
  %1 = affine.apply affine_map<(d0)[s0] -> ((d0 - s0) floordiv 4 + d0 mod 2)>(%c3)[%c5]
  %2 = affine.apply affine_map<(d0, d1) -> (d1)>(%arg0, %arg1)
  %3 = affine.apply affine_map<(d0)[s0] -> (s0)>(%arg0)[%arg1]
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @fold_min_max(%arg0: index) -> (index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1, 4)>(%c3, %c5)
  %1 = affine.max affine_map<(d0)[s0] -> (d0 * 2, s0 - 10, 7)>(%c5)[%c3]
  %2 = affine.min affine_map<()[s0] -> (s0)>()[%arg0]
  %3 = affine.max affine_map<() -> (1, 9, -2)>()
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @fold_apply(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c11 = arith.constant 11 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     return %c11, %c0, %arg1, %arg1 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fold_min_max(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c9 = arith.constant 9 : index
// CHECK-NEXT:     return %c3, %c10, %arg0, %c9 : index, index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
