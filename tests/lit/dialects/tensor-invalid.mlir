// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// The same file passes `mlir-opt --split-input-file --verify-diagnostics` (mlir-opt 19).

func.func @extract_indices(%t: tensor<4x?xf32>, %d: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%d] : tensor<4x?xf32>
  return
}

// -----

func.func @insert_indices(%t: tensor<4x?xf32>, %d: index, %v: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %v into %t[%d] : tensor<4x?xf32>
  return
}

// -----

func.func @empty_sizes() {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.empty() : tensor<?xf32>
  return
}

// -----

func.func @from_elements_count(%v: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' 1 operands present, but expected 2}}
  %0 = tensor.from_elements %v : tensor<2xf32>
  return
}

// -----

func.func @cast(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x?xf32>' and result type 'tensor<5x?xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<5x?xf32>
  return
}

// -----

func.func @slice_ranks(%t: tensor<4x?xf32>, %s: index) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [2, %s] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  return
}

// -----

func.func @slice_type(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<3x2xf32>
  return
}

// -----

func.func @insert_slice_type(%t: tensor<4x?xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t into %t[0, 0] [2, 2] [1, 1] : tensor<4x?xf32> into tensor<4x?xf32>
  return
}

// -----

func.func @generate_extents() {
  // expected-error @+1 {{must have as many index operands as dynamic extents in the result type}}
  %0 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @generate_yield(%d: index) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %d {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xf32>
  return
}

// -----

func.func @collapse_groups(%t: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x4xf32> into tensor<8xf32>
  return
}

// -----

func.func @pad_type(%t: tensor<4x?xf32>, %d: index, %v: f32) {
  // expected-error @+1 {{specified type 'tensor<6x?xf32>' does not match the inferred type 'tensor<5x?xf32>'}}
  %0 = tensor.pad %t low[0, %d] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  return
}

// -----

func.func @pad_block(%t: tensor<4x?xf32>, %d: index, %v: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[0, %d] high[1, 2] {
  ^bb0(%i: index, %j: f32):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<5x?xf32>
  return
}

// -----

func.func @concat_shape(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<3x7xf32>'does not match inferred shape 'tensor<2x7xf32>' static sizes}}
  %0 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<3x7xf32>
  return
}

// -----

func.func @collapse_type(%t: tensor<?x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<?xf32>', but got 'tensor<?xf64>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf64>
  return
}

// -----

func.func @parallel_insert_parent(%s: tensor<2xf32>, %t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{expected ParallelCombiningOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return
}
