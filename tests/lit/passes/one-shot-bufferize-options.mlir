// RUN: irlite-opt %s -one-shot-bufferize="must-infer-memory-space" -split-input-file -verify-diagnostics | FileCheck %s
//
// one-shot-bufferize's must-infer-memory-space (an allocation without a memory space is
// an error, as in MLIR's one-shot-bufferize-memory-space-invalid test).
// mlir-opt 19 is not installed here.

func.func @alloc_tensor_without_memory_space() -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %0 = bufferization.alloc_tensor() : tensor<10xf32>
  %1 = tensor.insert %cst into %0[%c0] : tensor<10xf32>
  return %1 : tensor<10xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_tensor_with_memory_space
//       CHECK:   %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<10xf32, 1>
//       CHECK:   memref.store %{{.*}}, %[[A]][%{{.*}}] : memref<10xf32, 1>
//       CHECK:   bufferization.to_tensor %[[A]] : memref<10xf32, 1>
func.func @alloc_tensor_with_memory_space() -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<10xf32>
  %1 = tensor.insert %cst into %0[%c0] : tensor<10xf32>
  return %1 : tensor<10xf32>
}
