// RUN: irlite-opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// The CHECK lines are mlir-opt 19's output: an scf.execute_region returns the buffers its scf.yield yields, in place.

func.func @execute_region_with_yield(%t: tensor<?xf32>, %v: f32, %i: index) -> (f32, tensor<?xf32>) {
  %0, %1 = scf.execute_region -> (f32, tensor<?xf32>) {
    %2 = tensor.insert %v into %t[%i] : tensor<?xf32>
    scf.yield %v, %2 : f32, tensor<?xf32>
  }
  return %0, %1 : f32, tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @execute_region_with_yield(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (f32, memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %0:2 = scf.execute_region -> (f32, memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg1, %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg1, %arg0 : f32, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
