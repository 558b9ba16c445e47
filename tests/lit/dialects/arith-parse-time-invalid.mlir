// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// ODS's parse-time check: a custom-format op that derives a type from a parsed one
// (cmpi/cmpf's i1 result from the operand type) checks that type's constraint first, at
// the op's name, in ODS's words; other operand type errors are the verifier's. The file
// also passes mlir-opt 19.

func.func @cmpi_float(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi slt, %a, %a : f32
  return
}

// -----

func.func @cmpf_int(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'i32'}}
  %0 = arith.cmpf olt, %a, %a : i32
  return
}

// -----

func.func @addi_float(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}
