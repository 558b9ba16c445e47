// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Parse and verifier errors of func.constant and func.call_indirect, worded and placed
// as mlir-opt 19's (this file passes `mlir-opt --split-input-file --verify-diagnostics` too).

func.func private @callee(i32) -> i32
func.func @f(%a: i32) {
  %f = func.constant @callee : (i32) -> i32
  // expected-error@+1 {{custom op 'func.call_indirect' 2 operands present, but expected 1}}
  %r = func.call_indirect %f(%a, %a) : (i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @f(%a: i32) {
  %f = func.constant @callee : (i32) -> i32
  // expected-error@+1 {{custom op 'func.call_indirect' invalid kind of type specified}}
  %r = func.call_indirect %f(%a) : i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @f(%a: i32) {
  %f = func.constant @callee : (i32) -> i32
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> i64
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @f(%a: i32) {
  %f = func.constant @callee : (i32) -> i32
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%f, %a, %a) : ((i32) -> i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %x = "func.call_indirect"(%a) : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  "func.call_indirect"() : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %g = func.constant @nope : (i32) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %g = func.constant @callee : (i64) -> i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func @f() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %g = func.constant @callee : i32
  return
}

// -----

func.func private @callee(i32) -> i32
func.func private @other(i64) -> i32
func.func @f() {
  // the dictionary's 'value' wins over the symbol, as in mlir-opt 19
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %g = func.constant {value = @other} @callee : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op requires attribute 'value'}}
  %g = "func.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %g = func.constant "x" : i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %g = func.constant @a::@b : i32
  return
}

// -----

module {
  func.func private @callee(i32) -> i32
}
func.func @f() {
  // a symbol in a nested table is not visible
  // expected-error@+1 {{'func.constant' op reference to undefined function 'callee'}}
  %g = func.constant @callee : (i32) -> i32
  return
}
