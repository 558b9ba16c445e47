// func.call_indirect of a func.constant becomes func.call (MLIR's SimplifyIndirectCallWithKnownCallee).
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func private @callee(i32, f32) -> i32
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @direct(%arg0: i32, %arg1: f32) -> (i32, i32) {
// CHECK-NEXT:   %0 = call @callee(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:   %1 = call @g(%0) : (i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @escapes(%arg0: i32) -> ((i32) -> i32, i32) {
// CHECK-NEXT:   %f = constant @g : (i32) -> i32
// CHECK-NEXT:   %0 = call @g(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %f, %0 : (i32) -> i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown(%arg0: (i32) -> i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = call_indirect %arg0(%arg1) : (i32) -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }

func.func private @callee(i32, f32) -> i32
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @direct(%a: i32, %b: f32) -> (i32, i32) {
  %f = func.constant @callee : (i32, f32) -> i32
  %r = func.call_indirect %f(%a, %b) : (i32, f32) -> i32
  %g = func.constant @g : (i32) -> i32
  %s = func.call_indirect %g(%r) {note = "kept?"} : (i32) -> i32
  return %r, %s : i32, i32
}
func.func @escapes(%a: i32) -> ((i32) -> i32, i32) {
  %g = func.constant @g : (i32) -> i32
  %s = func.call_indirect %g(%a) : (i32) -> i32
  return %g, %s : (i32) -> i32, i32
}
func.func @unknown(%f: (i32) -> i32, %a: i32) -> i32 {
  %s = func.call_indirect %f(%a) : (i32) -> i32
  return %s : i32
}
