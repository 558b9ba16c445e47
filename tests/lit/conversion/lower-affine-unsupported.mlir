// RUN: irlite-opt %s --lower-affine | FileCheck %s --match-full-lines
//
// A modulo or division by a non-positive constant is not expanded: mlir-opt 19 leaves the
// op as it is and succeeds. CHECK lines are mlir-opt 19's output.

func.func @f(%i: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 mod -2)>(%i)
  return %0 : index
}
func.func @g(%i: index) -> index {
  %0 = affine.min affine_map<(d0) -> (d0 floordiv 0, d0)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%0)
  return %1 : index
}

// CHECK: #map = affine_map<(d0) -> (d0 mod -2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 floordiv 0, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: index) -> index {
// CHECK-NEXT:     %0 = affine.min #map1(%arg0)
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %1 = arith.cmpi sle, %0, %c0 : index
// CHECK-NEXT:     %2 = arith.subi %c0, %0 : index
// CHECK-NEXT:     %3 = arith.subi %0, %c1 : index
// CHECK-NEXT:     %4 = arith.select %1, %2, %3 : index
// CHECK-NEXT:     %5 = arith.divsi %4, %c2 : index
// CHECK-NEXT:     %6 = arith.subi %c0, %5 : index
// CHECK-NEXT:     %7 = arith.addi %5, %c1 : index
// CHECK-NEXT:     %8 = arith.select %1, %6, %7 : index
// CHECK-NEXT:     return %8 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
