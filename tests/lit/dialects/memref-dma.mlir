// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// memref.dma_start (with and without the stride pair) and memref.dma_wait.
// CHECK lines: mlir-opt 19's output on this file.

// CHECK-LABEL: func.func @dma(%arg0: memref<4x8xf32>, %arg1: memref<16xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:    memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3], %arg4, %arg2[%arg3] : memref<4x8xf32>, memref<16xf32, 2>, memref<1xi32>
// CHECK-NEXT:    memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3], %arg4, %arg2[%arg3], %arg4, %arg3 : memref<4x8xf32>, memref<16xf32, 2>, memref<1xi32>
// CHECK-NEXT:    memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
func.func @dma(%src: memref<4x8xf32>, %dst: memref<16xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i], %n, %tag[%i] : memref<4x8xf32>, memref<16xf32, 2>, memref<1xi32>
  memref.dma_start %src[%i, %i], %dst[%i], %n, %tag[%i], %n, %i : memref<4x8xf32>, memref<16xf32, 2>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  return
}
