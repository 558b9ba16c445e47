// RUN: irlite-opt %s --split-input-file -drop-equivalent-buffer-results | FileCheck %s

// The CHECK lines are mlir-opt 19's output: returned arguments (through memref.cast) leave the signature and the call, whose users read the operand (cast back to the old type); fresh buffers and functions with two returns stay.

func.func private @callee(%a: memref<4xf32>, %b: memref<?xf32>, %x: f32) -> (memref<4xf32>, f32, memref<?xf32, strided<[?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<4xf32>
  %cast = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %y = arith.addf %x, %x : f32
  return %a, %y, %cast : memref<4xf32>, f32, memref<?xf32, strided<[?], offset: ?>>
}

func.func @caller(%a: memref<4xf32>, %b: memref<?xf32>, %x: f32) -> (f32, index) {
  %r:3 = call @callee(%a, %b, %x) : (memref<4xf32>, memref<?xf32>, f32) -> (memref<4xf32>, f32, memref<?xf32, strided<[?], offset: ?>>)
  %c0 = arith.constant 0 : index
  %v = memref.load %r#0[%c0] : memref<4xf32>
  %d = memref.dim %r#2, %c0 : memref<?xf32, strided<[?], offset: ?>>
  %s = arith.addf %v, %r#1 : f32
  return %s, %d : f32, index
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: f32) -> (f32, index) {
// CHECK-NEXT:     %0 = call @callee(%arg0, %arg1, %arg2) : (memref<4xf32>, memref<?xf32>, f32) -> f32
// CHECK-NEXT:     %cast = memref.cast %arg1 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     %dim = memref.dim %cast, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = arith.addf %1, %0 : f32
// CHECK-NEXT:     return %2, %dim : f32, index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @fresh(%n: index) -> memref<?xf32> {
  %m = memref.alloc(%n) : memref<?xf32>
  return %m : memref<?xf32>
}

func.func @two_returns(%c: i1, %a: memref<2xf32>, %b: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<2xf32>
^bb2:
  return %b : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @fresh(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_returns(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : memref<2xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg2 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
