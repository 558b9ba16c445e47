// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(sroa))" | FileCheck %s
// sroa: a small static memref.alloca accessed only at constant in-bounds indices splits
// into one rank-0 alloca per element used (here 2 of 6); any other use keeps it whole.
// CHECK lines: what mlir-opt 19 prints for this file (up to the order of the new allocas).

// CHECK-LABEL: func.func @split(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NOT:     memref<2x3xf32>
// CHECK-COUNT-2: memref.alloca() : memref<f32>
// CHECK-NOT:     memref.alloca
// CHECK:         memref.store %arg0, %[[A:.*]][] : memref<f32>
// CHECK-NEXT:    memref.store %arg1, %[[B:.*]][] : memref<f32>
// CHECK-NEXT:    %[[R:.*]] = memref.load %[[B]][] : memref<f32>
// CHECK-NEXT:    return %[[R]] : f32
func.func @split(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloca() : memref<2x3xf32>
  memref.store %x, %m[%c0, %c2] : memref<2x3xf32>
  memref.store %y, %m[%c1, %c0] : memref<2x3xf32>
  %r = memref.load %m[%c1, %c0] : memref<2x3xf32>
  return %r : f32
}

// CHECK-LABEL: func.func @escapes(%arg0: f32) -> memref<4xf32> {
// CHECK:         %[[M:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    memref.store %arg0, %[[M]][%{{.*}}] : memref<4xf32>
// CHECK-NEXT:    return %[[M]] : memref<4xf32>
func.func @escapes(%x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xf32>
  memref.store %x, %m[%c0] : memref<4xf32>
  return %m : memref<4xf32>
}

// CHECK-LABEL: func.func @too_big(%arg0: f32) -> f32 {
// CHECK:         memref.alloca() : memref<17xf32>
func.func @too_big(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<17xf32>
  memref.store %x, %m[%c0] : memref<17xf32>
  %r = memref.load %m[%c0] : memref<17xf32>
  return %r : f32
}
