// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
//
// MLIR 19's func.constant and func.call_indirect in their custom and generic forms,
// as mlir-opt 19 prints them (results of func.constant are named %f, %f_0, ...).

func.func private @callee(i32) -> i32
func.func private @pair(i32, f32) -> (i32, f32)
func.func private @none()

// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: f32) -> i32 {
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %f_0 = constant {foo = 1 : i32} @callee : (i32) -> i32
// CHECK-NEXT: %f_1 = constant @pair : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %f_2 = constant @none : () -> ()
// CHECK-NEXT: %0 = call_indirect %f(%[[A]]) : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f_0(%0) {bar} : (i32) -> i32
// CHECK-NEXT: %2:2 = call_indirect %f_1(%1, %[[B]]) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: call_indirect %f_2() : () -> ()
// CHECK-NEXT: return %2#0 : i32

// GENERIC: %[[C0:.*]] = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
// GENERIC-NEXT: %[[C1:.*]] = "func.constant"() <{value = @callee}> {foo = 1 : i32} : () -> ((i32) -> i32)
// GENERIC-NEXT: %[[C2:.*]] = "func.constant"() <{value = @pair}> : () -> ((i32, f32) -> (i32, f32))
// GENERIC-NEXT: %[[C3:.*]] = "func.constant"() <{value = @none}> : () -> (() -> ())
// GENERIC-NEXT: %[[R0:.*]] = "func.call_indirect"(%[[C0]], %{{.*}}) : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT: %[[R1:.*]] = "func.call_indirect"(%[[C1]], %[[R0]]) {bar} : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT: %{{.*}}:2 = "func.call_indirect"(%[[C2]], %[[R1]], %{{.*}}) : ((i32, f32) -> (i32, f32), i32, f32) -> (i32, f32)
// GENERIC-NEXT: "func.call_indirect"(%[[C3]]) : (() -> ()) -> ()
func.func @f(%a: i32, %b: f32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %g = func.constant {foo = 1 : i32} @callee : (i32) -> i32
  %p = func.constant @pair : (i32, f32) -> (i32, f32)
  %n = func.constant @none : () -> ()
  %r = func.call_indirect %f(%a) : (i32) -> i32
  %r2 = func.call_indirect %g(%r) {bar} : (i32) -> i32
  %q:2 = func.call_indirect %p(%r2, %b) : (i32, f32) -> (i32, f32)
  func.call_indirect %n() : () -> ()
  return %q#0 : i32
}

// A function value passed in and called (the callee operand is any value of function type).
// CHECK-LABEL: func.func @apply(
// CHECK-SAME: %[[F:.*]]: (f32) -> f32, %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT: %0 = call_indirect %[[F]](%[[X]]) : (f32) -> f32
func.func @apply(%fn: (f32) -> f32, %x: f32) -> f32 {
  %y = func.call_indirect %fn(%x) : (f32) -> f32
  return %y : f32
}

// A symbol that needs quotes keeps them.
func.func private @"quoted name"()
// CHECK-LABEL: func.func @q(
// CHECK-NEXT: %f = constant @"quoted name" : () -> ()
func.func @q() {
  %f = func.constant @"quoted name" : () -> ()
  return
}
