// RUN: irlite-opt %s -test-decompose-call-graph-types | FileCheck %s
// Tuples decomposed at call-graph boundaries (1:N, 1:1, 1:0), rebuilt with
// test.make_tuple where a value is still needed whole.

func.func private @callee(tuple<>, i1, tuple<i2, tuple<i3>>) -> (tuple<i2, tuple<i3>>, tuple<>)

func.func @caller(%a: tuple<>, %b: i1, %c: tuple<i2, tuple<i3>>) -> tuple<i2, tuple<i3>> {
  %0:2 = call @callee(%a, %b, %c) : (tuple<>, i1, tuple<i2, tuple<i3>>) -> (tuple<i2, tuple<i3>>, tuple<>)
  %1 = "test.op"(%0#0) : (tuple<i2, tuple<i3>>) -> tuple<i2, tuple<i3>>
  return %1 : tuple<i2, tuple<i3>>
}

// CHECK lines: mlir-opt 19's output.
// CHECK-LABEL: func.func private @callee(i1, i2, i3) -> (i2, i3)
// CHECK-LABEL: func.func @caller(%arg0: i1, %arg1: i2, %arg2: i3) -> (i2, i3) {
// CHECK: %0 = "test.make_tuple"(%arg2) : (i3) -> tuple<i3>
// CHECK: %1 = "test.make_tuple"(%arg1, %0) : (i2, tuple<i3>) -> tuple<i2, tuple<i3>>
// CHECK: %2 = "test.get_tuple_element"(%1) <{index = 0 : i32}> : (tuple<i2, tuple<i3>>) -> i2
// CHECK: %3 = "test.get_tuple_element"(%1) <{index = 1 : i32}> : (tuple<i2, tuple<i3>>) -> tuple<i3>
// CHECK: %4 = "test.get_tuple_element"(%3) <{index = 0 : i32}> : (tuple<i3>) -> i3
// CHECK: %5:2 = call @callee(%arg0, %2, %4) : (i1, i2, i3) -> (i2, i3)
// CHECK: %6 = "test.make_tuple"(%5#1) : (i3) -> tuple<i3>
// CHECK: %7 = "test.make_tuple"(%5#0, %6) : (i2, tuple<i3>) -> tuple<i2, tuple<i3>>
// CHECK: %8 = "test.op"(%7) : (tuple<i2, tuple<i3>>) -> tuple<i2, tuple<i3>>
// CHECK: %9 = "test.get_tuple_element"(%8) <{index = 0 : i32}> : (tuple<i2, tuple<i3>>) -> i2
// CHECK: %10 = "test.get_tuple_element"(%8) <{index = 1 : i32}> : (tuple<i2, tuple<i3>>) -> tuple<i3>
// CHECK: %11 = "test.get_tuple_element"(%10) <{index = 0 : i32}> : (tuple<i3>) -> i3
// CHECK: return %9, %11 : i2, i3
