// RUN: irlite-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

// More verifier errors of the tensor ops, with mlir-opt 19's messages and locations
// (mlir-opt 19 passes this file with the same flags).

func.func @bitcast_width(%a: tensor<4xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xf64>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<4xi32> to tensor<4xf64>
  return
}

// -----

func.func @bitcast_shape(%a: tensor<4xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.bitcast %a : tensor<4xi32> to tensor<5xf32>
  return
}

// -----

func.func @parallel_insert_slice_outside(%a: tensor<2xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{expected ParallelCombiningOpInterface parent, got:}}
  tensor.parallel_insert_slice %a into %b[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return
}

// -----

func.func @yield_outside(%f: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

func.func @slice_strides(%a: tensor<8xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %a[0] [4] [1, 1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @insert_type(%a: tensor<8xf32>, %v: i32, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%v, %a, %i) : (i32, tensor<8xf32>, index) -> tensor<8xf32>
  return
}

// -----

func.func @extract_type(%a: tensor<8xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%a, %i) : (tensor<8xf32>, index) -> i32
  return
}

// -----

func.func @from_elements_type(%v: i32) {
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%v, %v) : (i32, i32) -> tensor<2xf32>
  return
}

// -----

func.func @empty_unranked() {
  // expected-error@+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @cast_unranked(%a: tensor<*xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<*xf32>' and result type 'tensor<*xi32>' are cast incompatible}}
  %0 = tensor.cast %a : tensor<*xf32> to tensor<*xi32>
  return
}

// -----

func.func @collapse_rank(%a: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<4x4xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @pad_low_count(%a: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is 'tensor<6x6xf32>'}}
  %0 = tensor.pad %a low[1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return
}

// -----

func.func @reshape_shape_type(%a: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = tensor.reshape %a(%s) : (tensor<4xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @splat_type(%v: f32) {
  // expected-error@+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%v) : (f32) -> tensor<4xi32>
  return
}

// -----

func.func @generate_terminator(%n: index) {
  // expected-error@+1 {{'tensor.generate' op expects regions to end with 'tensor.yield', found 'test.foo'}}
  %0 = "tensor.generate"(%n) ({
  ^bb0(%i: index):
    "test.foo"() : () -> ()
  // expected-note@-3 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  }) : (index) -> tensor<?xf32>
  return
}

// -----

// functional-type(operands, results) parses a function type (MLIR's parseType<FunctionType>):
// another kind of type is an error at its start.
func.func @reshape_not_function_type(%t: tensor<4xf32>, %s: tensor<1xindex>) {
  // expected-error@+1 {{custom op 'tensor.reshape' invalid kind of type specified}}
  %0 = tensor.reshape %t(%s) : tensor<4xf32> -> tensor<4xf32>
  return
}
