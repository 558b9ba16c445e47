// RUN: irlite-opt %s --split-input-file --verify-diagnostics

// What mlir-opt's `test` dialect does not accept without the op being known to it
// (irlite knows none of mlir-opt's test ops): a custom form, unknown `#test.` attributes
// and `!test.` types. Another namespace still needs --allow-unregistered-dialect.
// mlir-opt 19 passes this file too.

func.func @custom_form() {
  // expected-error @+1 {{custom op 'test.foo' is unknown}}
  test.foo
  return
}

// -----

func.func @unknown_attribute() {
  // expected-error @+1 {{unknown attribute `bogus` in dialect `test`}}
  "test.foo"() {a = #test.bogus} : () -> ()
  return
}

// -----

func.func @unknown_type() {
  // expected-error @+1 {{unknown type!}}
  "test.foo"() : () -> !test.bogus
  return
}

// -----

func.func @other_namespace() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "testx.foo"() : () -> ()
  return
}
