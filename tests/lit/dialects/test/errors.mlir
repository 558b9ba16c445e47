// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Diagnostics of the test dialect (op operand, result and region constraints, a
// terminator that is not last, a custom form's missing keyword, attribute and type traits,
// unknown attribute and type mnemonics, an oilist clause given twice). mlir-opt 19 passes
// this file too.

func.func @bad_operand(%f: f32) {
  // expected-error @+1 {{'test.conditionally_speculatable_op' op operand #0 must be 32-bit signless integer, but got 'f32'}}
  %0 = "test.conditionally_speculatable_op"(%f) : (f32) -> i32
  return
}

// -----

func.func @bad_result() {
  // expected-error @+1 {{'test.loop_block' op result #0 must be 32-bit float, but got 'i32'}}
  %1 = "test.loop_block"(%c) ({
  ^bb0(%a: i32):
    "test.loop_block_term"(%a, %a) : (i32, i32) -> ()
  }) : (i32) -> i32
  %c = arith.constant 1 : i32
  return
}

// -----

func.func @two_blocks() {
  // expected-error @+1 {{'test.recursively_speculatable_op' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "test.recursively_speculatable_op"() ({
    "test.x"() [^bb1] : () -> ()
  ^bb1:
    %c = arith.constant 1 : i32
    test.region_yield %c : i32
  }) : () -> i32
  return
}

// -----

func.func @not_a_terminator(%a: i32) {
  test.single_no_terminator_op : {
    // expected-error @+1 {{'test.region_yield' op must be the last operation in the parent block}}
    test.region_yield %a : i32
    "test.x"() : () -> ()
  }
  return
}

// -----

func.func @bad_custom(%a: i32) {
  // expected-error @+1 {{expected 'iter'}}
  test.loop_block_term exit %a
  return
}

// -----

func.func @bad_type_trait() {
  // expected-error @+1 {{result type should have trait 'TestTypeTrait'}}
  %0 = "test.result_type_with_trait"() : () -> !test.smpla
  return
}

// -----

func.func @bad_attr_trait() {
  // expected-error @+1 {{'attr' attribute should have trait 'TestAttrTrait'}}
  "test.attr_with_trait"() {attr = #test.smpla} : () -> ()
  return
}

// -----

func.func @unknown_attribute() {
  // expected-error @+1 {{unknown attribute `no_such_attr` in dialect `test`}}
  "test.op"() {a = #test.no_such_attr} : () -> ()
  return
}

// -----

// expected-error @+1 {{unknown type!}}
func.func @unknown_type(%a: !test.no_such_type) {
  return
}

// -----

func.func @twice() {
  // expected-error @+1 {{`keyword` clause can appear at most once in the expansion of the oilist directive}}
  test.oilist_with_keywords_only keyword otherKeyword keyword
  return
}

// -----

func.func @not_a_string() {
  // expected-error @+1 {{'test.string_attr_with_type' op attribute 'attr' failed to satisfy constraint: string attribute}}
  "test.string_attr_with_type"() {attr = 1 : i32} : () -> ()
  return
}

// -----

func.func @wrong_default(%a: i32) {
  // expected-error @+1 {{'test.default_value_print' op attribute 'value_with_default' failed to satisfy constraint: 32-bit signless integer attribute}}
  "test.default_value_print"(%a) {value_with_default = 1 : i64} : (i32) -> ()
  return
}
