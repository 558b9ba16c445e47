// RUN: irlite-opt %s -scf-for-loop-specialization | FileCheck %s

// The CHECK lines are mlir-opt 19's output: loops bounded by affine.min with a constant result are duplicated under an scf.if comparing the bounds with their smallest constants.

#map0 = affine_map<()[s0, s1] -> (1024, s0 - s1)>
#map1 = affine_map<()[s0, s1] -> (64, s0 - s1, 128)>
func.func @parallel(%o0: index, %o1: index, %A: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %A, %c0 : memref<?x?xf32>
  %d1 = memref.dim %A, %c1 : memref<?x?xf32>
  %b0 = affine.min #map0()[%d0, %o0]
  %b1 = affine.min #map1()[%d1, %o1]
  scf.parallel (%i, %j) = (%c0, %c0) to (%b0, %b1) step (%c1, %c1) {
    %x = memref.load %A[%i, %j] : memref<?x?xf32>
    memref.store %x, %A[%j, %i] : memref<?x?xf32>
  }
  scf.for %k = %c0 to %b1 step %c1 {
    %x = memref.load %A[%k, %k] : memref<?x?xf32>
    memref.store %x, %A[%k, %c0] : memref<?x?xf32>
  }
  return
}

// CHECK: #map = affine_map<()[s0, s1] -> (1024, s0 - s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (64, s0 - s1, 128)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @parallel(%arg0: index, %arg1: index, %arg2: memref<?x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg2, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg2, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %0 = affine.min #map()[%dim, %arg0]
// CHECK-NEXT:     %1 = affine.min #map1()[%dim_0, %arg1]
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%0, %1) step (%c1, %c1) {
// CHECK-NEXT:       %3 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %3, %arg2[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %2 = arith.cmpi eq, %1, %c64 : index
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c64 step %c1 {
// CHECK-NEXT:         %3 = memref.load %arg2[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %3, %arg2[%arg3, %c0] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %1 step %c1 {
// CHECK-NEXT:         %3 = memref.load %arg2[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %3, %arg2[%arg3, %c0] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
