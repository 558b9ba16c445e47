// MLIR's TestSCFIfUtilsPass: each scf.if's then and else regions become functions
// @outlined_then<N> / @outlined_else<N> placed before the enclosing function, taking the
// values used from above (an index constant is cloned into the function too); inner
// scf.if ops are outlined first.
// RUN: irlite-opt %s -test-scf-if-utils -allow-unregistered-dialect | FileCheck %s
// Expected output: mlir-opt 19 -test-scf-if-utils on this file.

// CHECK-LABEL: func.func @outlined_then0(%arg0: f32, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   memref.store %arg0, %arg1[%c3] : memref<?xf32>
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_then1(%arg0: f32, %arg1: memref<?xf32>, %arg2: index, %arg3: i1) -> f32 {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   scf.if %arg3 {
// CHECK-NEXT:     func.call @outlined_then0(%arg0, %arg1, %c3) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = memref.load %arg1[%c3] : memref<?xf32>
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @outlined_else1(%arg0: f32) -> f32 {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nested(%arg0: i1, %arg1: memref<?xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT:   %c3 = arith.constant 3 : index
// CHECK-NEXT:   %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:     %1 = func.call @outlined_then1(%arg2, %arg1, %c3, %arg0) : (f32, memref<?xf32>, index, i1) -> f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = func.call @outlined_else1(%arg2) : (f32) -> f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @nested(%cond: i1, %m: memref<?xf32>, %x: f32) -> f32 {
  %c3 = arith.constant 3 : index
  %r = scf.if %cond -> (f32) {
    scf.if %cond {
      memref.store %x, %m[%c3] : memref<?xf32>
    }
    %v = memref.load %m[%c3] : memref<?xf32>
    scf.yield %v : f32
  } else {
    %y = arith.addf %x, %x : f32
    scf.yield %y : f32
  }
  return %r : f32
}
