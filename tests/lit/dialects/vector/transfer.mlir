// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// vector.transfer_read/transfer_write (memref and tensor sources, masks, permutation
// maps, in_bounds; a minor identity map and all-false in_bounds are elided) and
// vector.maskedload/maskedstore.
// CHECK lines: mlir-opt 19's output on this file, byte for byte.

func.func @transfers(%m: memref<?x?xf32>, %t: tensor<?x8xf32>, %v: vector<4xf32>, %v2: vector<3x4xf32>, %mask: vector<4xi1>, %mask2: vector<4x3xi1>, %i: index) -> (vector<4xf32>, vector<3x4xf32>, tensor<?x8xf32>) {
  %f = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %f, %mask2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v2, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : vector<3x4xf32>, memref<?x?xf32>
  %2 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x8xf32>
  return %0, %1, %2 : vector<4xf32>, vector<3x4xf32>, tensor<?x8xf32>
}
func.func @masked(%m: memref<?xf32>, %mask: vector<8xi1>, %pass: vector<8xf32>, %i: index) -> vector<8xf32> {
  %0 = vector.maskedload %m[%i], %mask, %pass : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m[%i], %mask, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
  return %0 : vector<8xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @transfers(%arg0: memref<?x?xf32>, %arg1: tensor<?x8xf32>, %arg2: vector<4xf32>, %arg3: vector<3x4xf32>, %arg4: vector<4xi1>, %arg5: vector<4x3xi1>, %arg6: index) -> (vector<4xf32>, vector<3x4xf32>, tensor<?x8xf32>) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg6, %arg6], %cst {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg6, %arg6], %cst, %arg5 {permutation_map = #map} : memref<?x?xf32>, vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %arg2, %arg0[%arg6, %arg6], %arg4 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg6, %arg6] {in_bounds = [true, false], permutation_map = #map} : vector<3x4xf32>, memref<?x?xf32>
// CHECK-NEXT: %2 = vector.transfer_write %arg2, %arg1[%arg6, %arg6] : vector<4xf32>, tensor<?x8xf32>
// CHECK-NEXT: return %0, %1, %2 : vector<4xf32>, vector<3x4xf32>, tensor<?x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masked(%arg0: memref<?xf32>, %arg1: vector<8xi1>, %arg2: vector<8xf32>, %arg3: index) -> vector<8xf32> {
// CHECK-NEXT: %0 = vector.maskedload %arg0[%arg3], %arg1, %arg2 : memref<?xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg3], %arg1, %0 : memref<?xf32>, vector<8xi1>, vector<8xf32>
// CHECK-NEXT: return %0 : vector<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
