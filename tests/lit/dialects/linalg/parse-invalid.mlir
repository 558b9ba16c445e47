// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Parse errors of the custom forms, each mlir-opt 19's (the file also passes
// `mlir-opt --verify-diagnostics`).

func.func @ins_without_types(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = linalg.exp ins(%a) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @ins_type_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.exp' 1 operands present, but expected 2}}
  %0 = linalg.exp ins(%a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @transpose_keyword(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{custom op 'linalg.transpose' expected 'permutation'}}
  %0 = linalg.transpose ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) perm = [1, 0]
  return %0 : tensor<4x4xf32>
}

// -----

func.func @no_iterator_types(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @not_a_dictionary(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' invalid kind of attribute specified}}
  %0 = linalg.generic 3 ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @named_result_without_arrow(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
