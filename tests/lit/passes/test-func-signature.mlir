// RUN: irlite-opt %s -test-func-erase-arg | FileCheck %s --check-prefix=ERASE-ARG
// RUN: irlite-opt %s -test-func-erase-result | FileCheck %s --check-prefix=ERASE-RES
// RUN: irlite-opt %s -test-func-insert-arg | FileCheck %s --check-prefix=INSERT-ARG
// RUN: irlite-opt %s -test-func-insert-result | FileCheck %s --check-prefix=INSERT-RES
// RUN: irlite-opt %s -test-func-set-type | FileCheck %s --check-prefix=SET-TYPE
// The func interface test passes edit signatures, argument/result attributes and entry
// block arguments together; an attribute list whose dictionaries all end up empty is
// dropped. The CHECK lines are mlir-opt 19's output for this file.

// ERASE-ARG: func.func @body(%arg0: i32, %arg1: f32 {test.B}) -> i32 attributes
// ERASE-ARG-NEXT: return %arg0 : i32
// INSERT-ARG: func.func @body(%arg0: i32, %arg1: i64 {test.erase_this_arg}, %arg2: i1 {test.new}, %arg3: f32 {test.B}) -> i32 {
// INSERT-ARG-NEXT: return %arg0 : i32
func.func @body(%a: i32, %b: i64 {test.erase_this_arg}, %c: f32 {test.B}) -> i32
    attributes {test.insert_args = [[2, i1, {test.new}]]} {
  return %a : i32
}

// ERASE-ARG: func.func private @only(){{$}}
func.func private @only(i64 {test.erase_this_arg})

// ERASE-RES: func.func private @decl() -> i32 attributes
// INSERT-RES: func.func private @decl() -> (i8, f32 {test.erase_this_result}, i16, i32){{$}}
func.func private @decl() -> (f32 {test.erase_this_result}, i32)
    attributes {test.insert_results = [[0, i8], [1, i16]]}

// SET-TYPE: func.func private @shorter(i32 {test.A}) -> (f32, f32) attributes
func.func private @shorter(i32 {test.A}, i64 {test.B}) -> f32 attributes {test.set_type_from = @other}
func.func private @other(i32) -> (f32, f32)
