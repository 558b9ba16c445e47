// RUN: irlite-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -test-legalize-type-conversion | FileCheck %s
// Materializations that the converter can or cannot build (MLIR 19's
// test-legalize-type-conversion): a float producer becomes f64, a cast back to f32 is
// legal, to f16 it is not.

func.func @valid() {
  %0 = "test.another_type_producer"() : () -> f32
  "foo.return"(%0) : (f32) -> ()
}

// -----

func.func @invalid() {
  // expected-error@below {{failed to materialize conversion for result #0 of operation 'test.type_producer' that remained live after conversion}}
  %0 = "test.type_producer"() : () -> f16
  // expected-note@below {{see existing live user here}}
  "foo.return"(%0) : (f16) -> ()
}

// -----

func.func @signature_undo() {
  "test.signature_conversion_undo"() ({
  ^bb0(%a: f32):
    "test.type_consumer"(%a) : (f32) -> ()
    "test.return"(%a) : (f32) -> ()
  }) : () -> ()
  return
}

// CHECK lines: mlir-opt 19's output.
// CHECK-LABEL: func.func @valid() {
// CHECK: %0 = "test.type_producer"() : () -> f64
// CHECK: %1 = "test.cast"(%0) : (f64) -> f32
// CHECK: "foo.return"(%1) : (f32) -> ()
// CHECK-LABEL: func.func @signature_undo() {
// CHECK: "test.signature_conversion_undo"() ({
// CHECK: ^bb0(%arg0: f32):
// CHECK: "test.type_consumer"(%arg0) : (f32) -> ()
// CHECK: "test.return"(%arg0) : (f32) -> ()
// CHECK: }) : () -> ()
// CHECK: return
