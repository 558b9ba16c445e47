// RUN: irlite-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: irlite-opt %s -allow-unregistered-dialect | irlite-opt -allow-unregistered-dialect | FileCheck %s
// Distinct attributes print numbered in the order the output shows them, whatever
// numbers the input used (as mlir-opt 19); aliased ones come first. The CHECK lines are
// mlir-opt 19's output.

// CHECK: #distinct = distinct[0]<7 : i32>
// CHECK: #distinct1 = distinct[1]<42 : i32>
// CHECK: "foo.op"() {a = #distinct, b = #distinct1, c = distinct[2]<>} : () -> ()
"foo.op"() {a = distinct[5]<7 : i32>, b = distinct[9]<42 : i32>, c = distinct[3]<>} : () -> ()
