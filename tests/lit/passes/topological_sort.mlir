// RUN: irlite-opt --allow-unregistered-dialect %s -topological-sort | FileCheck %s

// topological-sort, adapted from MLIR 19's test/Transforms/test-toposort.mlir: builtin.module
// bodies are irlite's graph regions (MLIR's test.graph_region is a test-dialect op). The CHECK
// lines are mlir-opt 19's output on this file, byte for byte: producers move before their
// users (uses from nested regions count), cycles keep their order, SSA regions (func bodies)
// and unregistered ops' regions are not sorted, nested graph regions are.

// CHECK: module {
// CHECK-NEXT: module attributes {test.a} {
// CHECK-NEXT: %1 = "test.foo"() : () -> i32
// CHECK-NEXT: %2 = "test.baz"() : () -> i32
// CHECK-NEXT: "test.bar"(%2, %1) : (i32, i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {test.b} {
// CHECK-NEXT: %1 = "test.d"() : () -> i32
// CHECK-NEXT: %2 = "test.a"(%1) : (i32) -> i32
// CHECK-NEXT: %3 = "test.c"(%4) : (i32) -> i32
// CHECK-NEXT: %4 = "test.b"(%2, %3) : (i32, i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {test.c} {
// CHECK-NEXT: func.func @f() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %3 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: %3 = "test.foo"() : () -> i32
// CHECK-NEXT: "test.bar"(%3) : (i32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %1 = "test.quux"() : () -> i32
// CHECK-NEXT: %2 = "test.baz"(%1) : (i32) -> i32
// CHECK-NEXT: "test.user"() ({
// CHECK-NEXT: "test.use"(%2) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {test.d} {
// CHECK-NEXT: %1 = "test.baz"() : () -> i32
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: %4 = "test.a"(%1) : (i32) -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %2 = "test.bar"(%1) : (i32) -> i32
// CHECK-NEXT: %3 = "test.foo"(%2) : (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: %0 = "test.early"() : () -> i32
// CHECK-NEXT: func.func @h() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: "test.graph"() ({
// CHECK-NEXT: "test.x"(%1) : (i32) -> ()
// CHECK-NEXT: %1 = "test.y"() : () -> i32
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.late"(%0) : (i32) -> ()
// CHECK-NEXT: }

// Producer after its user.
module attributes {test.a} {
  %0 = "test.foo"() : () -> i32
  "test.bar"(%1, %0) : (i32, i32) -> ()
  %1 = "test.baz"() : () -> i32
}

// Cycles.
module attributes {test.b} {
  %2 = "test.c"(%1) : (i32) -> i32
  %1 = "test.b"(%0, %2) : (i32, i32) -> i32
  %0 = "test.a"(%3) : (i32) -> i32
  %3 = "test.d"() : () -> i32
}

// Uses from nested regions, an SSA region left alone, and a nested graph region sorted.
module attributes {test.c} {
  "test.user"() ({
    "test.use"(%5) : (i32) -> ()
  }) : () -> ()
  func.func @f() -> i32 {
    %a = arith.constant 1 : i32
    %b = arith.addi %a, %a : i32
    return %b : i32
  }
  module {
    "test.bar"(%x) : (i32) -> ()
    %x = "test.foo"() : () -> i32
  }
  %5 = "test.baz"(%4) : (i32) -> i32
  %4 = "test.quux"() : () -> i32
}

// A region op whose nested op reads a later value.
module attributes {test.d} {
  %0 = "test.foo"(%1) : (i32) -> i32
  "test.region"() ({
    %a = "test.a"(%2) : (i32) -> i32
  }) : () -> ()
  %1 = "test.bar"(%2) : (i32) -> i32
  %2 = "test.baz"() : () -> i32
}

// Functions keep their order (no operands); ops between them move.
func.func @g() {
  return
}
"test.late"(%late) : (i32) -> ()
%late = "test.early"() : () -> i32
func.func @h() {
  return
}

// An unregistered op's region is not known to be a graph region: not sorted.
"test.graph"() ({
  "test.x"(%y) : (i32) -> ()
  %y = "test.y"() : () -> i32
}) : () -> ()
