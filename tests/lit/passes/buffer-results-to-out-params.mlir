// RUN: irlite-opt %s --allow-unregistered-dialect --buffer-results-to-out-params | FileCheck %s

// Memref results become out-parameters; returns copy into them, calls allocate them.
// Every CHECK line is mlir-opt 19's output for this file.

// memref results become trailing out-parameters with their attributes; returns copy
func.func @two(%a: memref<4xf32>, %n: i32) -> (memref<4xf32> {test.attr}, i32, memref<2xi8>) {
  %0 = memref.alloc() : memref<2xi8>
  return %a, %n, %0 : memref<4xf32>, i32, memref<2xi8>
}
// CHECK-LABEL: func.func @two(%arg0: memref<4xf32>, %arg1: i32, %arg2: memref<4xf32> {test.attr}, %arg3: memref<2xi8>) -> i32 {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<2xi8>
// CHECK-NEXT:    memref.copy %arg0, %arg2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    memref.copy %alloc, %arg3 : memref<2xi8> to memref<2xi8>
// CHECK-NEXT:    return %arg1 : i32
// CHECK-NEXT:  }

// a declaration changes its signature only
func.func private @decl() -> (memref<f32>, f32)
// CHECK-LABEL: func.func private @decl(memref<f32>) -> f32

// calls allocate the results and pass them; a fully dynamic layout is allocated plain and cast
func.func private @strided() -> memref<3xf32, strided<[?], offset: ?>>
// CHECK-LABEL: func.func private @strided(memref<3xf32, strided<[?], offset: ?>>)

func.func @caller() -> f32 {
  %0, %1 = call @decl() : () -> (memref<f32>, f32)
  %2 = call @strided() : () -> memref<3xf32, strided<[?], offset: ?>>
  "test.use"(%0, %2) : (memref<f32>, memref<3xf32, strided<[?], offset: ?>>) -> ()
  return %1 : f32
}
// CHECK-LABEL: func.func @caller() -> f32 {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT:    %0 = call @decl(%alloc) : (memref<f32>) -> f32
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<3xf32>
// CHECK-NEXT:    %cast = memref.cast %alloc_0 : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    call @strided(%cast) : (memref<3xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:    "test.use"(%alloc, %cast) : (memref<f32>, memref<3xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
