// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// arith's cast and constant checks with MLIR 19's words: widths that do not extend or
// truncate are 'cast incompatible', ext/trunc and int<->float casts take
// signless-fixed-width-integer-like types (not index), the constant's value and result
// types must match (AllTypesMatch), a scalable vector constant must be a splat, a tensor
// cast to a scalar fails the shape trait. The file also passes mlir-opt 19.

func.func @a(%a: i16) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i16' and result type 'i15' are cast incompatible}}
  %1 = arith.extsi %a : i16 to i15
  return
}

// -----

func.func @b(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %1 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @c(%a: vector<2xi32>) {
  // expected-error @+1 {{'arith.trunci' op operand type 'vector<2xi32>' and result type 'vector<2xi32>' are cast incompatible}}
  %1 = arith.trunci %a : vector<2xi32> to vector<2xi32>
  return
}

// -----

func.func @d(%a: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %1 = arith.extsi %a : index to i64
  return
}

// -----

func.func @e(%a: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %1 = arith.sitofp %a : f32 to f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %1 = arith.fptosi %a : i32 to i32
  return
}

// -----

func.func @g(%a: index) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %1 = arith.sitofp %a : index to f32
  return
}

// -----

func.func @h(%a: f32) {
  // expected-error @+1 {{'arith.fptoui' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %1 = arith.fptoui %a : f32 to index
  return
}

// -----

func.func @constant_type() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() <{value = 1.0 : f64}> : () -> f32
  return
}

// -----

func.func @constant_scalable() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @constant_scalable_splat() -> vector<[2]xi32> {
  %0 = arith.constant dense<1> : vector<[2]xi32>
  return %0 : vector<[2]xi32>
}

// -----

func.func @index_cast_tensor_to_scalar(%a: tensor<index>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = arith.index_cast %a : tensor<index> to i64
  return
}
