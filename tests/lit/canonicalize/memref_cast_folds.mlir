// RUN: irlite-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// memref.cast folds into its users as MLIR 19's foldMemRefCast does (load, store, dim
// with a known index, dealloc, a cast of a cast, whose identity then folds), and into
// memref.copy only when it makes nothing more static. CHECK lines: mlir-opt 19's output.

func.func @a(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xf32>
  %s = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %s2 = memref.cast %s : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%s2) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
  %id = memref.cast %m : memref<4xf32> to memref<4xf32>
  "test.use"(%id) : (memref<4xf32>) -> ()
  %o = memref.alloc() : memref<4xf32>
  memref.copy %c, %o : memref<?xf32> to memref<4xf32>
  %dyn = memref.cast %m : memref<4xf32> to memref<?xf32>
  %st = memref.cast %dyn : memref<?xf32> to memref<4xf32>
  "test.use"(%st) : (memref<4xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return %x, %d : f32, index
}
// CHECK-LABEL: func.func @a(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (f32, index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   memref.store %arg2, %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   "test.use"(%cast) : (memref<?xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT:   "test.use"(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT:   %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:   memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:   "test.use"(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT:   memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:   return %0, %c4 : f32, index
// CHECK-NEXT: }
// CHECK-NEXT: }
