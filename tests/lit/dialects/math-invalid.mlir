// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).

func.func @int_operand_to_float_op(%i: i32) {
  // expected-error@+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%i) : (i32) -> i32
  return
}

// -----

func.func @float_operand_to_int_op(%x: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%x) : (f32) -> f32
  return
}

// -----

func.func @result_type_differs(%x: f32) {
  // expected-error@+1 {{'math.sqrt' op requires the same type for all operands and results}}
  %0 = "math.sqrt"(%x) : (f32) -> f64
  return
}

// -----

func.func @fpowi_shapes(%x: vector<4xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %x, %i : vector<4xf32>, i32
  return
}
