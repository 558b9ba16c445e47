// RUN: irlite-opt %s --transform-interpreter -allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s
// transform.func.cast_and_call beyond MLIR's own tests: a call after the replaced op by
// a handle to the callee, and its failures (repeated outputs, an arity mismatch reported
// at the callee, an unresolved symbol, handle and name both given). CHECK lines:
// mlir-opt 19's output on this file.

// CHECK-LABEL: func.func @replace_after(%arg0: index) -> index {
// CHECK-NEXT:     %0 = "test.foo"(%arg0) : (index) -> index
// CHECK-NEXT:     %1 = "test.bar"(%0) : (index) -> index
// CHECK-NEXT:     %2 = call @callee(%0) : (index) -> index
// CHECK-NEXT:     %3 = "test.baz"(%2, %0) : (index, index) -> index
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-LABEL: func.func private @callee(index) -> index

// A call after the op whose results it replaces, by handle to the callee; the replaced
// result's uses move to the call's results (the call's own operands keep theirs).
func.func @replace_after(%arg0: index) -> index {
  %0 = "test.foo"(%arg0) : (index) -> index
  %1 = "test.bar"(%0) : (index) -> index
  %2 = "test.baz"(%1, %0) : (index, index) -> index
  return %2 : index
}

func.func private @callee(index) -> index

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %callee = transform.structured.match ops{["func.func"]} attributes {sym_visibility = "private"} in %arg0 : (!transform.any_op) -> !transform.any_op
    %bar = transform.structured.match ops{["test.bar"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %foo = transform.structured.match ops{["test.foo"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %in = transform.get_result %foo[0] : (!transform.any_op) -> !transform.any_value
    %out = transform.get_result %bar[0] : (!transform.any_op) -> !transform.any_value
    %call = transform.func.cast_and_call %callee(%in) -> %out after %bar : (!transform.any_op, !transform.any_value, !transform.any_value, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @unique_outputs(%arg0: index) -> index {
  %0 = "test.foo"(%arg0) : (index) -> index
  return %0 : index
}

func.func private @callee(index) -> index

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %foo = transform.structured.match ops{["test.foo"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %r0 = transform.get_result %foo[0] : (!transform.any_op) -> !transform.any_value
    %r1 = transform.get_result %foo[0] : (!transform.any_op) -> !transform.any_value
    %outs = transform.merge_handles %r0, %r1 : !transform.any_value
    // expected-error @below {{cast and call output values must be unique}}
    %call = transform.func.cast_and_call @callee -> %outs after %foo : (!transform.any_op, !transform.any_value) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @arity(%arg0: index) {
  "test.foo"(%arg0) : (index) -> ()
  return
}

// expected-error @below {{mismatch between number of function arguments 1 and number of inputs 0}}
func.func private @callee(index)

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %foo = transform.structured.match ops{["test.foo"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %call = transform.func.cast_and_call @callee before %foo : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

func.func @unresolved() {
  "test.foo"() : () -> ()
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %foo = transform.structured.match ops{["test.foo"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{unresolved symbol @nothere}}
    %call = transform.func.cast_and_call @nothere before %foo : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{'transform.func.cast_and_call' op function handle and name are mutually exclusive}}
    %call = transform.func.cast_and_call @f %arg0 before %arg0 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
