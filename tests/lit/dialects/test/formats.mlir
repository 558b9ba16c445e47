// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The test dialect's oilist ops (clauses in any order, printed in declaration order) and
// its parameterless attributes and types, with the ops that check their traits. The
// CHECK and GENERIC lines are mlir-opt 19's whole output for this file.

func.func @oilist(%a: i32, %b: i32, %c: f32) {
  test.oilist_with_keywords_only
  test.oilist_with_keywords_only thirdKeyword keyword {x}
  test.oilist_with_simple_args otherKeyword %c : f32 keyword %a : i32
  test.oilist_variadic_with_parens thirdKeyword (%a, %c : i32, f32) keyword (%b : i32)
  test.oilist_custom nowait reduction (%a) private (%a, %c : i32, f32)
  test.oilist_custom reduction (%b)
  test.oilist_custom
  return
}

func.func @traits() {
  %0 = "test.result_type_with_trait"() : () -> !test.test_type_with_trait
  "test.attr_with_trait"() {attr = #test.attr_with_trait} : () -> ()
  "test.use"() {a = #test.smpla} : () -> (!test.smpla, !test.test_type, !test.memref_element)
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @oilist(%arg0: i32, %arg1: i32, %arg2: f32) {
// CHECK-NEXT:     test.oilist_with_keywords_only
// CHECK-NEXT:     test.oilist_with_keywords_only keyword thirdKeyword {x}
// CHECK-NEXT:     test.oilist_with_simple_args keyword %arg0 : i32 otherKeyword %arg2 : f32
// CHECK-NEXT:     test.oilist_variadic_with_parens keyword(%arg1 : i32) thirdKeyword(%arg0, %arg2 : i32, f32)
// CHECK-NEXT:     test.oilist_custom private(%arg0, %arg2 : i32, f32) reduction (%arg0)  nowait
// CHECK-NEXT:     test.oilist_custom reduction (%arg1) 
// CHECK-NEXT:     test.oilist_custom
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @traits() {
// CHECK-NEXT:     %0 = "test.result_type_with_trait"() : () -> !test.test_type_with_trait
// CHECK-NEXT:     "test.attr_with_trait"() <{attr = #test.attr_with_trait}> : () -> ()
// CHECK-NEXT:     %1:3 = "test.use"() {a = #test.smpla} : () -> (!test.smpla, !test.test_type, !test.memref_element)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, i32, f32) -> (), sym_name = "oilist"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):
// GENERIC-NEXT:     "test.oilist_with_keywords_only"() : () -> ()
// GENERIC-NEXT:     "test.oilist_with_keywords_only"() <{diffNameUnitAttrKeyword, keyword}> {x} : () -> ()
// GENERIC-NEXT:     "test.oilist_with_simple_args"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, f32) -> ()
// GENERIC-NEXT:     "test.oilist_variadic_with_parens"(%arg1, %arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, f32) -> ()
// GENERIC-NEXT:     "test.oilist_custom"(%arg0, %arg2, %arg0) <{nowait, operandSegmentSizes = array<i32: 2, 1>}> : (i32, f32, i32) -> ()
// GENERIC-NEXT:     "test.oilist_custom"(%arg1) <{operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> ()
// GENERIC-NEXT:     "test.oilist_custom"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "traits"}> ({
// GENERIC-NEXT:     %0 = "test.result_type_with_trait"() : () -> !test.test_type_with_trait
// GENERIC-NEXT:     "test.attr_with_trait"() <{attr = #test.attr_with_trait}> : () -> ()
// GENERIC-NEXT:     %1:3 = "test.use"() {a = #test.smpla} : () -> (!test.smpla, !test.test_type, !test.memref_element)
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
