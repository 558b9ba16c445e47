// RUN: irlite-opt %s --split-input-file '-one-shot-bufferize=allow-return-allocs-from-loops bufferize-function-boundaries' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: an iter arg whose init and yielded value bufferize to different layouts gets a fully dynamic one, the init cast to it; the init of a loop that may not run is read, so written out of place it is copied.

func.func @for_buffer_type_mismatch(%sz: index, %sz2: index, %s: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = bufferization.alloc_tensor(%sz) : tensor<?xf32>
  %e2 = tensor.extract_slice %0[1][%sz2][1] : tensor<?xf32> to tensor<?xf32>
  %r = scf.for %iv = %c0 to %c10 step %c1 iter_args(%t = %e2) -> tensor<?xf32> {
    %e = tensor.extract_slice %t[1][%s][1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  }
  %x = tensor.extract %r[%c1] : tensor<?xf32>
  return %x : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @for_buffer_type_mismatch(%arg0: index, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[1] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 1>>
// CHECK-NEXT:     %cast = memref.cast %subview : memref<?xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %c10 step %c1 iter_args(%arg4 = %cast) -> (memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %subview_0 = memref.subview %arg4[1] [%arg2] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %subview_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0[%c1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @for_may_not_run(%A: tensor<?xf32>, %B: tensor<?xf32>, %lb: index, %ub: index) -> (f32, f32) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 0.0 : f32
  %0 = scf.for %iv = %lb to %ub step %c1 iter_args(%t = %A) -> tensor<?xf32> {
    %r = linalg.fill ins(%cst : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
    scf.yield %B : tensor<?xf32>
  }
  %1 = tensor.extract %0[%c1] : tensor<?xf32>
  %2 = tensor.extract %A[%c1] : tensor<?xf32>
  return %1, %2 : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @for_may_not_run(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: index) -> (f32, f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg2 to %arg3 step %c1 iter_args(%arg5 = %alloc) -> (memref<?xf32>) {
// CHECK-NEXT:       linalg.fill ins(%cst : f32) outs(%arg5 : memref<?xf32>)
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %dim_1 = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:       memref.copy %arg1, %alloc_2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:       scf.yield %alloc_2 : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0[%c1] : memref<?xf32>
// CHECK-NEXT:     %2 = memref.load %arg0[%c1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
