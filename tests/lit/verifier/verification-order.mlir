// RUN: irlite-opt %s -split-input-file -verify-diagnostics
// The order the verifier visits ops in, shown by mlir-opt's test.verifiers: an op's own
// verifier runs before the ops nested in it, its region verifier after them (and only
// when they verified). The diagnostics are mlir-opt 19's for this file.

func.func @nested_error() {
  %0 = arith.constant 1 : i32
  // expected-remark@+1 {{success run of verifier}}
  "test.verifiers"(%0) ({
    %1 = arith.constant 2.0 : f32
    // expected-error@+1 {{'test.verifiers' op operand #0 must be 32-bit signless integer, but got 'f32'}}
    "test.verifiers"(%1) ({
    }) : (f32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @all_verified() {
  %0 = arith.constant 1 : i32
  // expected-remark@+2 {{success run of verifier}}
  // expected-remark@+1 {{success run of region verifier}}
  "test.verifiers"(%0) ({
    %1 = arith.constant 2 : i32
  }) : (i32) -> ()
  return
}
