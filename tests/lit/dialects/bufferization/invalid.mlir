// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// MLIR 19's diagnostics of the bufferization ops (cases from MLIR's
// test/Dialect/Bufferization/invalid.mlir and the verifiers of BufferizationOps.cpp).

func.func @alloc_tensor_missing_dims(%arg0: index)
{
  // expected-error @+1 {{expected 2 dynamic sizes}}
  %0 = bufferization.alloc_tensor(%arg0) : tensor<4x?x?x5xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @alloc_tensor_type_mismatch(%t: tensor<?xf32>) {
  // expected-error @+1{{expects different type than prior uses: 'tensor<5xf32>' vs 'tensor<?xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<5xf32>
  return
}

// -----

func.func @alloc_tensor_copy_and_dims(%t: tensor<?xf32>, %sz: index) {
  // expected-error @+1{{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%sz) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @invalid_materialize_in_destination(%arg0: tensor<4xf32>, %arg1: tensor<5xf32>) {
  // expected-error @+1{{source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @invalid_materialize_in_destination_rank(%arg0: tensor<4xf32>, %arg1: tensor<4x1xf32>) {
  // expected-error @+1{{rank mismatch between source and destination shape}}
  %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
  return
}

// -----

func.func @invalid_materialize_in_destination_dest_type(%arg0: tensor<5xf32>, %arg1: vector<5xf32>) {
  // expected-error @+1{{'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<5xf32>, vector<5xf32>) -> ()
  return
}

// -----

func.func @invalid_materialize_in_destination_result(%arg0: tensor<?xf32>, %arg1: memref<?xf32>) {
  // expected-error @+1{{memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %arg0 in restrict %arg1 : (tensor<?xf32>, memref<?xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @invalid_materialize_in_destination_result_missing(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @+1{{tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> ()
  return
}

// -----

func.func @invalid_materialize_in_destination_restrict(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @+1{{'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %arg0 in restrict %arg1 : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @invalid_materialize_in_destination_restrict(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @+1{{'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %arg0 in writable %arg1 : (tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>)
  return
}

// -----

func.func @invalid_materialize_in_destination_result_shape(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) {
  // expected-error @+1{{result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> (tensor<6xf32>)
  return
}

// -----

func.func @to_tensor_wrong_type(%m: memref<4xf32>) {
  // expected-error @+1{{'bufferization.to_tensor' op failed to verify that result type matches tensor equivalent of 'memref'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<4xf32>) -> tensor<4xf32, 1>
  return
}

// -----

func.func @to_memref_shape(%t: tensor<5xf32>) {
  // expected-error @+1{{'bufferization.to_memref' op failed to verify that type of 'tensor' is the tensor equivalent of 'memref'}}
  %0 = "bufferization.to_memref"(%t) : (tensor<5xf32>) -> memref<4xf32>
  return
}

// -----

// TypesMatchWith is one of the op invariants: checked before SameOperandsAndResultShape.
func.func @to_tensor_shape(%m: memref<5xf32>) {
  // expected-error @+1{{'bufferization.to_tensor' op failed to verify that result type matches tensor equivalent of 'memref'}}
  %0 = "bufferization.to_tensor"(%m) : (memref<5xf32>) -> tensor<4xf32>
  return
}
