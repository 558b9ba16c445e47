// RUN: irlite-opt %s --loop-invariant-code-motion | FileCheck %s
// loop-invariant-code-motion asks the test dialect's ops through their interfaces: Pure,
// never, conditionally (on an arith.constant input) and recursively speculatable ops, and
// test.graph_loop (LoopLikeOpInterface over a graph region: invariant ops leave in an
// order that keeps definitions first; a cycle stays). The CHECK lines are mlir-opt 19's
// whole output for this file.

func.func @speculation(%lb: index, %ub: index, %step: index, %arg: i32) {
  %c5 = arith.constant 5 : i32
  %nc = arith.addi %arg, %c5 : i32
  scf.for %i = %lb to %ub step %step {
    %a = "test.always_speculatable_op"() : () -> i32
    %n = "test.never_speculatable_op"() : () -> i32
    %cs = "test.conditionally_speculatable_op"(%c5) : (i32) -> i32
    %cf = "test.conditionally_speculatable_op"(%nc) : (i32) -> i32
    %rs = "test.recursively_speculatable_op"() ({
      %s = arith.addi %arg, %a : i32
      test.region_yield %s : i32
    }) : () -> i32
    %rf = "test.recursively_speculatable_op"() ({
      %s = "test.never_speculatable_op"() : () -> i32
      test.region_yield %s : i32
    }) : () -> i32
    "test.sink"(%n, %cs, %cf, %rs, %rf) : (i32, i32, i32, i32, i32) -> ()
  }
  return
}

func.func @graph_loops(%arg: i32) {
  test.graph_loop {
    %v0 = arith.addi %c, %v1 : i32
    %v1 = arith.addi %c, %c : i32
    %c = arith.constant 5 : i32
    %a = "test.a"(%b) : (i32) -> i32
    %b = "test.b"(%a) : (i32) -> i32
    test.graph_loop {
    ^bb0(%x: i32):
      %d = arith.subi %x, %x : i32
      %e = arith.muli %arg, %v0 : i32
      test.region_yield %d : i32
    } : () -> ()
    test.region_yield %v0 : i32
  } : () -> ()
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @speculation(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %0 = arith.addi %arg3, %c5_i32 : i32
// CHECK-NEXT:     %1 = "test.always_speculatable_op"() : () -> i32
// CHECK-NEXT:     %2 = "test.conditionally_speculatable_op"(%c5_i32) : (i32) -> i32
// CHECK-NEXT:     %3 = "test.recursively_speculatable_op"() ({
// CHECK-NEXT:       %4 = arith.addi %arg3, %1 : i32
// CHECK-NEXT:       test.region_yield %4 : i32
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %4 = "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:       %5 = "test.conditionally_speculatable_op"(%0) : (i32) -> i32
// CHECK-NEXT:       %6 = "test.recursively_speculatable_op"() ({
// CHECK-NEXT:         %7 = "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:         test.region_yield %7 : i32
// CHECK-NEXT:       }) : () -> i32
// CHECK-NEXT:       "test.sink"(%4, %2, %5, %3, %6) : (i32, i32, i32, i32, i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @graph_loops(%arg0: i32) {
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     test.graph_loop  {
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       %3 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:       test.region_yield %3 : i32
// CHECK-NEXT:     } : () -> ()
// CHECK-NEXT:     %0 = arith.addi %c5_i32, %c5_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %c5_i32, %0 : i32
// CHECK-NEXT:     %2 = arith.muli %arg0, %1 : i32
// CHECK-NEXT:     test.graph_loop  {
// CHECK-NEXT:       %3 = "test.a"(%4) : (i32) -> i32
// CHECK-NEXT:       %4 = "test.b"(%3) : (i32) -> i32
// CHECK-NEXT:       test.region_yield %1 : i32
// CHECK-NEXT:     } : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
