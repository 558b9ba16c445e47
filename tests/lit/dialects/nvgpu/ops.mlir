// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s
// nvgpu.ldmatrix's text, from shared memory given as 3 or #gpu.address_space<workgroup>.
// CHECK lines: mlir-opt 19's output on this file.

// CHECK-LABEL: func.func @ldmatrix(%arg0: memref<4x32x32xf16, 3>, %arg1: memref<?x?xi8, #gpu.address_space<workgroup>>, %arg2: index) -> (vector<4x2xf16>, vector<1x4xi8>) {
// CHECK-NEXT:     %0 = nvgpu.ldmatrix %arg0[%arg2, %arg2, %arg2] {numTiles = 4 : i32, transpose = true} : memref<4x32x32xf16, 3> -> vector<4x2xf16>
// CHECK-NEXT:     %1 = nvgpu.ldmatrix %arg1[%arg2, %arg2] {numTiles = 1 : i32, transpose = false} : memref<?x?xi8, #gpu.address_space<workgroup>> -> vector<1x4xi8>
// CHECK-NEXT:     return %0, %1 : vector<4x2xf16>, vector<1x4xi8>
// CHECK-NEXT:   }

func.func @ldmatrix(%m: memref<4x32x32xf16, 3>, %d: memref<?x?xi8, #gpu.address_space<workgroup>>, %i: index) -> (vector<4x2xf16>, vector<1x4xi8>) {
  %a = nvgpu.ldmatrix %m[%i, %i, %i] {numTiles = 4 : i32, transpose = true} : memref<4x32x32xf16, 3> -> vector<4x2xf16>
  %b = nvgpu.ldmatrix %d[%i, %i] {numTiles = 1 : i32, transpose = false} : memref<?x?xi8, #gpu.address_space<workgroup>> -> vector<1x4xi8>
  return %a, %b : vector<4x2xf16>, vector<1x4xi8>
}
