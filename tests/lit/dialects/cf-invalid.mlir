// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).

func.func @too_many_operands(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%x : i32)
^bb1:
  return
}

// -----

func.func @type_mismatch(%x: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%x : i32)
^bb1(%y: f32):
  return
}

// -----

func.func @cond_br_false_dest(%c: i1, %x: i32) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%x : i32), ^bb1
^bb1(%y: i32):
  return
}

// -----

func.func @condition_not_i1(%x: i32) {
  // expected-error@+1 {{'cf.cond_br' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%x)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_value_type(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @switch_case_operands(%x: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %x : i32, [
    default: ^bb1,
    3: ^bb1(%x : i32)
  ]
^bb1:
  return
}

// -----

func.func @assert_needs_i1(%x: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%x) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @switch_flag_not_integer(%x: index) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified}}
  cf.switch %x : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_value_too_large(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' integer value too large}}
    -10000000000000000: ^bb1
  ]
^bb1:
  return
}
