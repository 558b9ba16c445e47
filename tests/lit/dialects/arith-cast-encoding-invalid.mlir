// RUN: irlite-opt %s -split-input-file -verify-diagnostics

// arith casts between ranked tensors of different encodings are cast incompatible
// (MLIR 19's hasSameEncoding); the messages are mlir-opt 19's.

func.func @extf(%a: tensor<2xf32, "foo">) {
  // expected-error@+1 {{'arith.extf' op operand type 'tensor<2xf32, "foo">' and result type 'tensor<2xf64, "bar">' are cast incompatible}}
  %0 = arith.extf %a : tensor<2xf32, "foo"> to tensor<2xf64, "bar">
  return
}

// -----

func.func @sitofp(%a: tensor<2xi32, "e">) {
  // expected-error@+1 {{'arith.sitofp' op operand type 'tensor<2xi32, "e">' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = arith.sitofp %a : tensor<2xi32, "e"> to tensor<2xf32>
  return
}

// -----

func.func @bitcast_index_cast(%a: tensor<2xi32, "e">, %b: tensor<2xindex, "e">) -> (tensor<2xf32, "e">, tensor<2xi32, "e">) {
  %0 = arith.bitcast %a : tensor<2xi32, "e"> to tensor<2xf32, "e">
  %1 = arith.index_cast %b : tensor<2xindex, "e"> to tensor<2xi32, "e">
  return %0, %1 : tensor<2xf32, "e">, tensor<2xi32, "e">
}
