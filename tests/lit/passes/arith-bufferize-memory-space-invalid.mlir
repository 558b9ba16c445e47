// RUN: irlite-opt %s -one-shot-bufferize="must-infer-memory-space" -split-input-file -verify-diagnostics

// arith's bufferization errors on memory spaces, with mlir-opt 19's messages.

func.func @select_of_two_spaces(%c: i1) -> tensor<4xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4xf32>
  // expected-error @+2 {{inconsistent memory space on true/false operands}}
  // expected-error @+1 {{failed to bufferize op}}
  %r = arith.select %c, %0, %1 : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @constant_without_space() -> tensor<2xf32> {
  // expected-error @+2 {{could not infer memory space}}
  // expected-error @+1 {{failed to bufferize op}}
  %cst = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %cst : tensor<2xf32>
}
