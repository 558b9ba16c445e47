// convert-bufferization-to-memref's errors, as mlir-opt 19's: a clone to a layout a new
// buffer cannot be cast to, and a bufferization op the pass does not lower.
// RUN: irlite-opt %s --convert-bufferization-to-memref --split-input-file --verify-diagnostics

func.func @strided(%a: memref<4xf32, strided<[2], offset: ?>>) -> memref<4xf32, strided<[2], offset: ?>> {
  // expected-error@+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %0 = bufferization.clone %a : memref<4xf32, strided<[2], offset: ?>> to memref<4xf32, strided<[2], offset: ?>>
  return %0 : memref<4xf32, strided<[2], offset: ?>>
}

// -----

func.func @to_tensor(%a: memref<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{failed to legalize operation 'bufferization.to_tensor' that was explicitly marked illegal}}
  %t = bufferization.to_tensor %a : memref<4xf32>
  return %t : tensor<4xf32>
}
