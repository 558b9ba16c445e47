// RUN: irlite-opt %s -test-distinct-attrs | FileCheck %s
// MLIR's DistinctAttributesPass: each op under a function with a distinct distinct.input
// gets a new distinct distinct.output wrapping the same attribute; distinct attributes
// number in print order. The CHECK lines are mlir-opt 19's whole output for this file.

#d = distinct[0]<42 : i32>
func.func @f() {
  "test.op"() {distinct.input = #d} : () -> ()
  "test.op"() {distinct.input = 7 : i32} : () -> ()
  "test.op"() ({
    "test.inner"() {distinct.input = distinct[5]<"s">} : () -> ()
  }) : () -> ()
  return
}
func.func @g() {
  "test.op"() {distinct.input = #d} : () -> ()
  return
}

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<42 : i32>
// CHECK-NEXT: #distinct2 = distinct[2]<"s">
// CHECK-NEXT: #distinct3 = distinct[3]<"s">
// CHECK-NEXT: #distinct4 = distinct[4]<42 : i32>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     "test.op"() {distinct.input = #distinct, distinct.output = #distinct1} : () -> ()
// CHECK-NEXT:     "test.op"() {distinct.input = 7 : i32} : () -> ()
// CHECK-NEXT:     "test.op"() ({
// CHECK-NEXT:       "test.inner"() {distinct.input = #distinct2, distinct.output = #distinct3} : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     "test.op"() {distinct.input = #distinct, distinct.output = #distinct4} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
