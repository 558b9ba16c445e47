// RUN: irlite-opt %s -allow-unregistered-dialect -test-legalize-patterns -verify-diagnostics | FileCheck %s
// Mirrors the cases of MLIR 19's Transforms/test-legalizer.mlir: the larger benefit
// first, signature conversion (1:1, 1:N, 1:0) with test.cast materializations, folding,
// bounded recursion, and patterns that are undone when what they made cannot be
// legalized (the op is left as it was, remarked "not legalizable").

func.func @benefit() -> i32 {
  %0 = "test.illegal_op_c"() : () -> i32
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return %0 : i32
}

func.func @signature(%a: i64, %b: i16, %c: f32) {
  "test.invalid"(%a, %c) : (i64, f32) -> ()
}

func.func @dropped_in_use(%a: i16) {
  // expected-remark@+1 {{op 'work' is not legalizable}}
  "work"(%a) : (i16) -> ()
}

func.func @fold(%a: i32) -> i32 {
  %0 = "test.op_with_region_fold"(%a) ({
    "foo.op_with_region_terminator"() : () -> ()
  }) : (i32) -> i32
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return %0 : i32
}

func.func @recursion() {
  test.recursive_rewrite 2
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return
}

func.func @undo_created_block() {
  // expected-remark@+1 {{op 'test.create_illegal_block' is not legalizable}}
  "test.create_illegal_block"() : () -> ()
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return
}

func.func @undo_in_place(%a: i32) {
  // expected-remark@+1 {{op 'test.undo_block_arg_replace' is not legalizable}}
  "test.undo_block_arg_replace"() ({
  ^bb0(%x: i32):
    "test.return"(%x) : (i32) -> ()
  }) : () -> ()
  // expected-remark@+1 {{op 'func.return' is not legalizable}}
  return
}

func.func @undo_properties() {
  // expected-remark@+1 {{op 'test.with_properties' is not legalizable}}
  test.with_properties <{a = 32 : i64, array = array<i64: 1, 2, 3, 4>, b = "foo"}> {modify_inplace}
  "test.return"() : () -> ()
}

// CHECK lines: mlir-opt 19's output.
// CHECK-LABEL: func.func @benefit() -> i32 {
// CHECK: %0 = "test.legal_op_a"() <{status = "Success"}> : () -> i32
// CHECK: return %0 : i32
// CHECK-LABEL: func.func @signature(%arg0: f64, %arg1: f16, %arg2: f16) {
// CHECK: %0 = "test.cast"(%arg1, %arg2) : (f16, f16) -> f32
// CHECK: "test.valid"(%arg0, %0) : (f64, f32) -> ()
// CHECK-LABEL: func.func @dropped_in_use() {
// CHECK: %0 = "test.cast"() : () -> i16
// CHECK: "work"(%0) : (i16) -> ()
// CHECK-LABEL: func.func @fold(%arg0: i32) -> i32 {
// CHECK: return %arg0 : i32
// CHECK-LABEL: func.func @recursion() {
// CHECK: test.recursive_rewrite 0
// CHECK: return
// CHECK-LABEL: func.func @undo_created_block() {
// CHECK: "test.create_illegal_block"() : () -> ()
// CHECK: return
// CHECK-LABEL: func.func @undo_in_place(%arg0: i32) {
// CHECK: "test.undo_block_arg_replace"() ({
// CHECK: ^bb0(%arg1: i32):
// CHECK: "test.return"(%arg1) : (i32) -> ()
// CHECK: }) : () -> ()
// CHECK: return
// CHECK-LABEL: func.func @undo_properties() {
// CHECK: test.with_properties <{a = 32 : i64, array = array<i64: 1, 2, 3, 4>, b = "foo"}> {modify_inplace}
// CHECK: "test.return"() : () -> ()
