// RUN: irlite-opt %s --transform-interpreter -allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s
// transform.get_result: positions as a list (negative from the end), all, or except(...);
// an overflow is a silenceable error with a note at the payload op, repeated positions a
// verifier error. CHECK lines: mlir-opt 19's output on this file.

// CHECK: %1 = transform.get_result %0[all] : (!transform.any_op) -> !transform.any_value
// CHECK: %2 = transform.get_result %0[except(1)] : (!transform.any_op) -> !transform.any_value
// CHECK: %3 = transform.get_result %0[-1] : (!transform.any_op) -> !transform.any_value
// CHECK: %4 = transform.get_result %0[1, 0] {note} : (!transform.any_op) -> !transform.any_value

func.func @f(%a: i32) -> (i32, i32) {
  %0:2 = "test.two"(%a) : (i32) -> (i32, i32)
  return %0#0, %0#1 : i32, i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %op = transform.structured.match ops{["test.two"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %all = transform.get_result %op[all] : (!transform.any_op) -> !transform.any_value
    %first = transform.get_result %op[except(1)] : (!transform.any_op) -> !transform.any_value
    %last = transform.get_result %op[-1] : (!transform.any_op) -> !transform.any_value
    %two = transform.get_result %op[1, 0] {note} : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-note @below {{while considering positions of this payload operation}}
  %0 = "test.one"(%a) : (i32) -> i32
  return %0 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %op = transform.structured.match ops{["test.one"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{position overflow 2 (updated from 2) for maximum 1}}
    %r = transform.get_result %op[2] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    // expected-error @below {{'transform.get_result' op expected the listed values to be unique}}
    %r = transform.get_result %arg0[1, 1] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}
