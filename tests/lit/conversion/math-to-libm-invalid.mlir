// RUN: irlite-opt %s --split-input-file --verify-diagnostics --convert-math-to-libm
//
// convert-math-to-libm makes the whole math dialect illegal, as MLIR 19: an op libm has no
// function for, or one on a tensor, fails the pass (mlir-opt 19 reports the same).

func.func @rsqrt(%a: f32) -> f32 {
  // expected-error @+1 {{failed to legalize operation 'math.rsqrt' that was explicitly marked illegal}}
  %0 = math.rsqrt %a : f32
  return %0 : f32
}

// -----

func.func @integer(%a: i32) -> i32 {
  // expected-error @+1 {{failed to legalize operation 'math.absi' that was explicitly marked illegal}}
  %0 = math.absi %a : i32
  return %0 : i32
}

// -----

func.func @tensor(%t: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{failed to legalize operation 'math.sin' that was explicitly marked illegal}}
  %0 = math.sin %t : tensor<2xf32>
  return %0 : tensor<2xf32>
}
