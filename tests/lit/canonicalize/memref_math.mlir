// memref.dim folding, dead allocations and loads; math constant folding of a few ops.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @f(%arg0: memref<4xi32>, %arg1: index) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %c4, %arg1, %c4 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: f32, %arg1: f64) -> (f32, f32, f32, f64, f32, i32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -3.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %cst_4 = arith.constant 9.48773574 : f32
// CHECK-NEXT: %cst_5 = arith.constant 6.20027113 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %c2_i32, %cst_4, %cst_5 : f32, f32, f32, f64, f32, i32, f32, f32
// CHECK-NEXT: }

func.func @f(%m: memref<4xi32>, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %l = memref.load %m[%c0] : memref<4xi32>
  %a = memref.alloc(%n) : memref<4x?xi32>
  %d0 = memref.dim %a, %c0 : memref<4x?xi32>
  %d1 = memref.dim %a, %c1 : memref<4x?xi32>
  %d2 = memref.dim %m, %c0 : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  memref.store %l, %b[%c0] : memref<4xi32>
  memref.dealloc %b : memref<4xi32>
  return %d0, %d1, %d2 : index, index, index
}
func.func @g(%x: f32, %y: f64) -> (f32, f32, f32, f64, f32, i32, f32, f32) {
  %c = arith.constant 2.25 : f32
  %n = arith.constant -2.5 : f32
  %d = arith.constant 4.0 : f64
  %i = arith.constant 12 : i32
  %0 = math.sqrt %c : f32
  %1 = math.floor %n : f32
  %2 = math.absf %n : f32
  %3 = math.sqrt %d : f64
  %4 = math.ceil %n : f32
  %5 = math.ctpop %i : i32
  %6 = math.exp %c : f32
  %7 = math.powf %c, %c : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f64, f32, i32, f32, f32
}
