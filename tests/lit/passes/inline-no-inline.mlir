// A func.call marked no_inline is not inlined: irlite follows MLIR 20 here (func's
// inliner interface refuses the call); mlir-opt 19 ignores the attribute and inlines it.
// RUN: irlite-opt %s --inline | FileCheck %s

// CHECK-LABEL: func.func @keep
// CHECK-NEXT:    %0 = call @g(%arg0) {no_inline} : (i32) -> i32
// CHECK-LABEL: func.func @gone
// CHECK-NEXT:    return %arg0 : i32
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @keep(%a: i32) -> i32 {
  %0 = call @g(%a) {no_inline} : (i32) -> i32
  return %0 : i32
}
func.func @gone(%a: i32) -> i32 {
  %0 = call @g(%a) : (i32) -> i32
  return %0 : i32
}
