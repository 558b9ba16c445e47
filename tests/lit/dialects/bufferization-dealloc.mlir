// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// bufferization.dealloc's custom form; CHECK lines: mlir-opt 19's output.

func.func @f(%a: memref<2xf32>, %b: memref<?xf32>, %c: i1, %d: i1, %r: memref<4xi8>) -> (i1, i1) {
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<?xf32>) if (%c, %d)
  %0:2 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%b, %r : memref<?xf32>, memref<4xi8>)
  %1 = bufferization.dealloc retain (%r : memref<4xi8>)
  bufferization.dealloc
  return %0#0, %1 : i1, i1
}

// CHECK-LABEL: func.func @f(%arg0: memref<2xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: i1, %arg4: memref<4xi8>) -> (i1, i1) {
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
// CHECK-NEXT: bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<?xf32>) if (%arg2, %arg3)
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2) retain (%arg1, %arg4 : memref<?xf32>, memref<4xi8>)
// CHECK-NEXT: %1 = bufferization.dealloc retain (%arg4 : memref<4xi8>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return %0#0, %1 : i1, i1
// CHECK-NEXT: }
