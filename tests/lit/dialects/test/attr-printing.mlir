// RUN: irlite-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: irlite-opt %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// The test dialect's attribute printing ops: a default-valued attribute printed only when
// it is not the default (always in generic form), a string attribute with its type. The
// CHECK and GENERIC lines are mlir-opt 19's whole output for this file.

func.func @attrs(%a: i32) {
  "test.default_value_print"(%a) {"value_with_default" = 0 : i32} : (i32) -> ()
  test.default_value_print {value_with_default = 3 : i32, other} %a
  test.default_value_print %a
  test.string_attr_with_type "data" : !foo.string
  test.string_attr_with_type "plain" {x}
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @attrs(%arg0: i32) {
// CHECK-NEXT:     test.default_value_print %arg0
// CHECK-NEXT:     test.default_value_print {other, value_with_default = 3 : i32} %arg0
// CHECK-NEXT:     test.default_value_print %arg0
// CHECK-NEXT:     test.string_attr_with_type "data" : !foo.string
// CHECK-NEXT:     test.string_attr_with_type "plain" {x}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "attrs"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// GENERIC-NEXT:     "test.default_value_print"(%arg0) <{value_with_default = 0 : i32}> : (i32) -> ()
// GENERIC-NEXT:     "test.default_value_print"(%arg0) <{value_with_default = 3 : i32}> {other} : (i32) -> ()
// GENERIC-NEXT:     "test.default_value_print"(%arg0) <{value_with_default = 0 : i32}> : (i32) -> ()
// GENERIC-NEXT:     "test.string_attr_with_type"() <{attr = "data" : !foo.string}> : () -> ()
// GENERIC-NEXT:     "test.string_attr_with_type"() <{attr = "plain"}> {x} : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
