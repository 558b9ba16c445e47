// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// The Elementwise trait's checks (MLIR's verifyElementwise) on arith ops without
// SameOperandsAndResultType, and select's condition predicate before them, in MLIR 19's
// words. The file also passes mlir-opt 19.

func.func @extended_mixed(%a: vector<8xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, i1
  return
}

// -----

func.func @extended_base(%a: vector<8xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %r:2 = arith.addui_extended %a, %a : vector<8xi32>, tensor<8xi1>
  return
}

// -----

func.func @mul_extended_types(%a: vector<8xi32>) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %r:2 = "arith.mulsi_extended"(%a, %a) : (vector<8xi32>, vector<8xi32>) -> (vector<8xi32>, vector<4xi32>)
  return
}

// -----

func.func @select_zero_rank(%c: tensor<i1>, %x: tensor<2xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %x, %x : tensor<i1>, tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

func.func @select_vector_shape(%c: vector<3xi1>, %x: vector<2xf32>) -> vector<2xf32> {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %1 = arith.select %c, %x, %x : vector<3xi1>, vector<2xf32>
  return %1 : vector<2xf32>
}

// -----

func.func @select_fine(%c: i1, %d: vector<2xi1>, %x: vector<2xf32>) -> vector<2xf32> {
  %0 = arith.select %c, %x, %x : vector<2xf32>
  %1 = arith.select %d, %0, %x : vector<2xi1>, vector<2xf32>
  %r:2 = arith.addui_extended %c, %c : i1, i1
  return %1 : vector<2xf32>
}
