// RUN: irlite-opt %s --memref-expand | FileCheck %s
// memref-expand: atomic_rmw of the float min/max kinds becomes generic_atomic_rmw with
// the arith op (other kinds stay); reshape by a static shape becomes reinterpret_cast
// (sizes loaded, strides multiplied out); a dynamically shaped shape stays.
// CHECK lines: mlir-opt 19's output on this file, byte for byte.

func.func @atomics(%m: memref<4x?xf16>, %v: f16, %i: index) -> (f16, f16) {
  %a = memref.atomic_rmw maxnumf %v, %m[%i, %i] : (f16, memref<4x?xf16>) -> f16
  %b = memref.atomic_rmw addf %v, %m[%i, %i] : (f16, memref<4x?xf16>) -> f16
  return %a, %b : f16, f16
}
func.func @reshape(%m: memref<?xf32>, %shape: memref<3xindex>) -> memref<2x?x?xf32> {
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<3xindex>) -> memref<2x?x?xf32>
  return %r : memref<2x?x?xf32>
}
func.func @reshape_dynamic_shape(%m: memref<?xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @atomics(%arg0: memref<4x?xf16>, %arg1: f16, %arg2: index) -> (f16, f16) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg2, %arg2] : memref<4x?xf16> {
// CHECK-NEXT: ^bb0(%arg3: f16):
// CHECK-NEXT: %2 = arith.maxnumf %arg3, %arg1 : f16
// CHECK-NEXT: memref.atomic_yield %2 : f16
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.atomic_rmw addf %arg1, %arg0[%arg2, %arg2] : (f16, memref<4x?xf16>) -> f16
// CHECK-NEXT: return %0, %1 : f16, f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: memref<?xf32>, %arg1: memref<3xindex>) -> memref<2x?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = memref.load %arg1[%c2] : memref<3xindex>
// CHECK-NEXT: %1 = arith.muli %c1, %0 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %2 = memref.load %arg1[%c1_0] : memref<3xindex>
// CHECK-NEXT: %3 = arith.muli %1, %2 : index
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2, %2, %0], strides: [%3, %1, %c1] : memref<?xf32> to memref<2x?x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_dynamic_shape(%arg0: memref<?xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg1) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT: return %reshape : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
