// RUN: irlite-opt %s --arith-expand=include-bf16 --split-input-file --verify-diagnostics
//
// Ops arith-expand marks illegal but cannot expand fail the pass with MLIR 19's
// diagnostic.

func.func @truncf_rounding(%a: f32) -> bf16 {
  // A rounding mode other than the default is not expanded (as in mlir-opt 19).
  // expected-error@+1 {{failed to legalize operation 'arith.truncf' that was explicitly marked illegal}}
  %0 = arith.truncf %a to_nearest_even : f32 to bf16
  return %0 : bf16
}

// -----

func.func @dynamic_tensor(%a: tensor<?xi64>, %b: tensor<?xi64>) -> tensor<?xi64> {
  // irlite only: a dynamically shaped tensor has no splat constant (mlir-opt 19
  // builds the invalid `dense<0> : tensor<?xi64>` here).
  // expected-error@+1 {{failed to legalize operation 'arith.ceildivui' that was explicitly marked illegal}}
  %0 = arith.ceildivui %a, %b : tensor<?xi64>
  return %0 : tensor<?xi64>
}
