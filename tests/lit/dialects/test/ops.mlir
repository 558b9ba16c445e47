// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Ops of mlir-opt's test dialect that rules/test.rules defines, in their TestOps.td
// assembly formats (custom in, custom and generic out). The CHECK and GENERIC lines are
// mlir-opt 19's whole output for this file.

func.func @ops(%arg: i32, %i: index, %f: f32) -> f32 {
  %0 = "test.always_speculatable_op"() : () -> i32
  %1 = "test.never_speculatable_op"() : () -> i32
  %2 = "test.conditionally_speculatable_op"(%0) : (i32) -> i32
  %3 = "test.recursively_speculatable_op"() ({
    test.region_yield %2 : i32 {tag}
  }) : () -> i32
  %4 = test.graph_loop %arg, %f {
  ^bb0(%a: i32):
    %x = arith.addi %y, %a : i32
    %y = arith.addi %a, %a : i32
    test.region_yield %x : i32
  } {note = 1 : i64} : (i32, f32) -> i32
  test.single_no_terminator_op : {
    %c = arith.constant 1 : i32
  }
  test.single_no_terminator_op {a} : {
    "test.x"() : () -> ()
  }
  %5 = test.loop_block %arg : (i32) -> f32 {
  ^bb0(%a: i32):
    test.loop_block_term iter %a exit %f {x}
  }
  %6 = test.loop_block %arg : (i32) -> f32 {
  ^bb0(%a: i32):
    test.loop_block_term iter %a exit %f
  } attributes {y}
  test.switch_with_no_break %i
  case 0 {
    "test.body"() : () -> ()
  }
  case 7 {
    "test.body"() : () -> ()
  }
  return %5 : f32
}

// CHECK:      module {
// CHECK-NEXT:   func.func @ops(%arg0: i32, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = "test.always_speculatable_op"() : () -> i32
// CHECK-NEXT:     %1 = "test.never_speculatable_op"() : () -> i32
// CHECK-NEXT:     %2 = "test.conditionally_speculatable_op"(%0) : (i32) -> i32
// CHECK-NEXT:     %3 = "test.recursively_speculatable_op"() ({
// CHECK-NEXT:       test.region_yield %2 : i32 {tag}
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %4 = test.graph_loop %arg0, %arg2 {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %7 = arith.addi %8, %arg3 : i32
// CHECK-NEXT:       %8 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT:       test.region_yield %7 : i32
// CHECK-NEXT:     } {note = 1 : i64} : (i32, f32) -> i32
// CHECK-NEXT:     test.single_no_terminator_op : {
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     test.single_no_terminator_op {a} : {
// CHECK-NEXT:       "test.x"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = test.loop_block %arg0 : (i32) -> f32 {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       test.loop_block_term iter %arg3 exit %arg2 {x}
// CHECK-NEXT:     }
// CHECK-NEXT:     %6 = test.loop_block %arg0 : (i32) -> f32 {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       test.loop_block_term iter %arg3 exit %arg2
// CHECK-NEXT:     } attributes {y}
// CHECK-NEXT:     test.switch_with_no_break %arg1 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       "test.body"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     case 7 {
// CHECK-NEXT:       "test.body"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %5 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, index, f32) -> f32, sym_name = "ops"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: index, %arg2: f32):
// GENERIC-NEXT:     %0 = "test.always_speculatable_op"() : () -> i32
// GENERIC-NEXT:     %1 = "test.never_speculatable_op"() : () -> i32
// GENERIC-NEXT:     %2 = "test.conditionally_speculatable_op"(%0) : (i32) -> i32
// GENERIC-NEXT:     %3 = "test.recursively_speculatable_op"() ({
// GENERIC-NEXT:       "test.region_yield"(%2) {tag} : (i32) -> ()
// GENERIC-NEXT:     }) : () -> i32
// GENERIC-NEXT:     %4 = "test.graph_loop"(%arg0, %arg2) ({
// GENERIC-NEXT:     ^bb0(%arg5: i32):
// GENERIC-NEXT:       %8 = "arith.addi"(%9, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %9 = "arith.addi"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "test.region_yield"(%8) : (i32) -> ()
// GENERIC-NEXT:     }) {note = 1 : i64} : (i32, f32) -> i32
// GENERIC-NEXT:     "test.single_no_terminator_op"() ({
// GENERIC-NEXT:       %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "test.single_no_terminator_op"() ({
// GENERIC-NEXT:       "test.x"() : () -> ()
// GENERIC-NEXT:     }) {a} : () -> ()
// GENERIC-NEXT:     %5 = "test.loop_block"(%arg0) ({
// GENERIC-NEXT:     ^bb0(%arg4: i32):
// GENERIC-NEXT:       "test.loop_block_term"(%arg4, %arg2) {x} : (i32, f32) -> ()
// GENERIC-NEXT:     }) : (i32) -> f32
// GENERIC-NEXT:     %6 = "test.loop_block"(%arg0) ({
// GENERIC-NEXT:     ^bb0(%arg3: i32):
// GENERIC-NEXT:       "test.loop_block_term"(%arg3, %arg2) : (i32, f32) -> ()
// GENERIC-NEXT:     }) {y} : (i32) -> f32
// GENERIC-NEXT:     "test.switch_with_no_break"(%arg1) <{cases = array<i64: 0, 7>}> ({
// GENERIC-NEXT:       "test.body"() : () -> ()
// GENERIC-NEXT:     }, {
// GENERIC-NEXT:       "test.body"() : () -> ()
// GENERIC-NEXT:     }) : (index) -> ()
// GENERIC-NEXT:     "func.return"(%5) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
