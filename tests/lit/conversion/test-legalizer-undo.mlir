// RUN: irlite-opt %s -allow-unregistered-dialect -test-legalize-patterns -verify-diagnostics | FileCheck %s
// A pattern whose result keeps an illegal op is undone: the op it rewrote is the one
// reported, and the region it made is gone (MLIR 19's fail_to_convert_region).

// expected-remark@+1 {{applyPartialConversion failed}}
builtin.module {
  func.func @f() {
    "test.region"() ({
    ^bb0(%a: i64):
      // expected-error@+1 {{failed to legalize operation 'test.region_builder'}}
      "test.region_builder"() : () -> ()
      "test.valid"() : () -> ()
    }) : () -> ()
    return
  }
}

// CHECK lines: mlir-opt 19's output.
// CHECK-LABEL: func.func @f() {
// CHECK: "test.region"() ({
// CHECK: ^bb0(%arg0: i64):
// CHECK: "test.region_builder"() : () -> ()
// CHECK: "test.valid"() : () -> ()
// CHECK: }) : () -> ()
// CHECK: return
