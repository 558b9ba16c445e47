// remove-dead-values: MLIR 19's test/Transforms/remove-dead-values.mlir cases on func,
// arith, scf, memref and cf (test.call_on_device and gpu.launch left out), plus cases of
// irlite's own. The CHECK lines are mlir-opt 19's output, except in the splits marked
// DEVIATION, where mlir-opt 19 crashes or prints IR its verifier rejects; there they are
// irlite's. The refusals' errors are checked with -verify-diagnostics.
// RUN: irlite-opt %s --remove-dead-values -split-input-file -verify-diagnostics | FileCheck %s

// A non-function symbol op: the IR is left alone.
// expected-error @+1 {{cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops}}
module @dont_touch_unacceptable_ir {
  func.func @has_cleanable_simple_op(%arg0 : i32) {
    %non_live = arith.addi %arg0, %arg0 : i32
    return
  }
}

// CHECK-LABEL: module @dont_touch_unacceptable_ir {
// CHECK-NEXT: func.func @has_cleanable_simple_op(%arg0: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @dont_touch_unacceptable_ir_has_cleanable_simple_op_with_branch_op(%arg0: i1) {
  %non_live = arith.constant 0 : i32
  // expected-error @+1 {{cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops}}
  cf.cond_br %arg0, ^bb1(%non_live : i32), ^bb2(%non_live : i32)
^bb1(%non_live_0 : i32):
  cf.br ^bb3
^bb2(%non_live_1 : i32):
  cf.br ^bb3
^bb3:
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @dont_touch_unacceptable_ir_has_cleanable_simple_op_with_branch_op(%arg0: i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%c0_i32 : i32), ^bb2(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @clean_func_op_remove_argument_and_return_value(%arg0: i32) -> (i32) {
  return %arg0 : i32
}
func.func @main(%arg0 : i32) {
  %non_live = func.call @clean_func_op_remove_argument_and_return_value(%arg0) : (i32) -> (i32)
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clean_func_op_remove_argument_and_return_value() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: i32) {
// CHECK-NEXT: call @clean_func_op_remove_argument_and_return_value() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @clean_func_op_remove_arguments(%arg0 : memref<i32>, %arg1 : i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %non_live = arith.addi %arg1, %arg1 : i32
  return %c0, %arg1 : i32, i32
}
func.func @main(%arg2 : memref<i32>, %arg3 : i32, %device : i32) -> (i32, memref<i32>) {
  %live, %non_live_0 = func.call @clean_func_op_remove_arguments(%arg2, %arg3) : (memref<i32>, i32) -> (i32, i32)
  return %live, %arg2 : i32, memref<i32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clean_func_op_remove_arguments() -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: memref<i32>, %arg1: i32, %arg2: i32) -> (i32, memref<i32>) {
// CHECK-NEXT: %0 = call @clean_func_op_remove_arguments() : () -> i32
// CHECK-NEXT: return %0, %arg0 : i32, memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @clean_func_op_remove_return_values(%arg0 : memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  memref.store %c0, %arg0[] : memref<i32>
  return %c0, %c0 : i32, i32
}
func.func @main(%arg1 : memref<i32>) -> (i32) {
  %live, %non_live = func.call @clean_func_op_remove_return_values(%arg1) : (memref<i32>) -> (i32, i32)
  %non_live_0, %non_live_1 = func.call @clean_func_op_remove_return_values(%arg1) : (memref<i32>) -> (i32, i32)
  return %live : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clean_func_op_remove_return_values(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: memref.store %c0_i32, %arg0[] : memref<i32>
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = call @clean_func_op_remove_return_values(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT: %1 = call @clean_func_op_remove_return_values(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @clean_func_op_dont_remove_return_values() -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  return %c0, %c0 : i32, i32
}
func.func @main() -> (i32, i32) {
  %live, %non_live = func.call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
  %non_live_0, %live_0 = func.call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
  return %live, %live_0 : i32, i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clean_func_op_dont_remove_return_values() -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32, %c0_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main() -> (i32, i32) {
// CHECK-NEXT: %0:2 = call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
// CHECK-NEXT: %1:2 = call @clean_func_op_dont_remove_return_values() : () -> (i32, i32)
// CHECK-NEXT: return %0#0, %1#1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @clean_region_branch_op_dont_remove_first_2_results_but_remove_first_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32) {
  %live, %non_live, %non_live_0 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, i32) -> (i32, i32, i32) {
    %live_0 = arith.addi %arg4, %arg4 : i32
    %non_live_1 = arith.addi %arg3, %arg3 : i32
    scf.condition(%arg0) %live_0, %arg4, %non_live_1 : i32, i32, i32
  } do {
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32):
    %live_1 = arith.addi %arg6, %arg6 : i32
    scf.yield %arg7, %live_1 : i32, i32
  }
  return %live : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @clean_region_branch_op_dont_remove_first_2_results_but_remove_first_operand(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg2) : (i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: scf.condition(%arg0) %1, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg4, %arg4 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @clean_region_branch_op_remove_last_2_results_last_2_arguments_and_last_operand(%arg2: i1) -> (i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %live, %non_live, %non_live_0, %non_live_1 = scf.while (%arg3 = %c0, %arg4 = %c1, %arg10 = %c2) : (i32, i32, i32) -> (i32, i32, i32, i32) {
    %non_live_2 = arith.addi %arg10, %arg10 : i32
    %non_live_3 = func.call @identity(%arg10) : (i32) -> (i32)
    scf.condition(%arg2) %arg4, %arg3, %non_live_2, %non_live_3 : i32, i32, i32, i32
  } do {
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32):
    %non_live_4 = arith.addi %arg7, %arg8 :i32
    scf.yield %arg5, %arg6, %non_live_4 : i32, i32, i32
  }
  return %live : i32
}
func.func private @identity(%arg1 : i32) -> (i32) {
  return %arg1 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @clean_region_branch_op_remove_last_2_results_last_2_arguments_and_last_operand(%arg0: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c1_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: {{(func\.)?}}call @identity() : () -> ()
// CHECK-NEXT: scf.condition(%arg0) %arg2, %arg1 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @identity() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @clean_region_branch_op_remove_result(%arg0 : index, %arg1 : memref<i32>) {
  %non_live = scf.index_switch %arg0 -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %arg1[] : memref<i32>
    scf.yield %c10 : i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11 : i32
  }
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @clean_region_branch_op_remove_result(%arg0: index, %arg1: memref<i32>) {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: memref.store %c10_i32, %arg1[] : memref<i32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @clean_simple_ops(%arg0 : i32, %arg1 : memref<i32>, %arg2 : i32) -> (i32, i32, i32, i32) {
  %live_0 = arith.addi %arg0, %arg0 : i32
  %c2 = arith.constant 2 : i32
  %live_1 = arith.muli %live_0, %c2 : i32
  %non_live_1 = arith.addi %live_1, %live_0 : i32
  %non_live_2 = arith.constant 7 : i32
  %non_live_3 = arith.subi %arg0, %non_live_1 : i32
  %c3 = arith.constant 3 : i32
  %live_2 = arith.addi %arg0, %c3 : i32
  memref.store %live_2, %arg1[] : memref<i32>
  return %live_1, %non_live_1, %non_live_2, %non_live_3 : i32, i32, i32, i32
}

func.func @main(%arg3 : i32, %arg4 : memref<i32>, %arg5 : i32) -> (i32) {
  %live, %non_live_1, %non_live_2, %non_live_3 = func.call @clean_simple_ops(%arg3, %arg4, %arg5) : (i32, memref<i32>, i32) -> (i32, i32, i32, i32)
  return %live : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clean_simple_ops(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %c3_i32 : i32
// CHECK-NEXT: memref.store %2, %arg1[] : memref<i32>
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: i32, %arg1: memref<i32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = call @clean_simple_ops(%arg0, %arg1) : (i32, memref<i32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @clean_region_branch_op_erase_it(%arg0 : i32, %arg1 : i1) -> (i32) {
  %non_live = scf.while (%arg2 = %arg0) : (i32) -> (i32) {
    scf.condition(%arg1) %arg2 : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  return %non_live : i32
}

func.func @main(%arg3 : i32, %arg4 : i1) {
  %non_live_0 = func.call @clean_region_branch_op_erase_it(%arg3, %arg4) : (i32, i1) -> (i32)
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @clean_region_branch_op_erase_it() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @main(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: call @clean_region_branch_op_erase_it() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// DEVIATION: mlir-opt 19 crashes here (a dead use of a call result dropped after it).

func.func private @no_block_func_declaration() -> ()

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @no_block_func_declaration()
// CHECK-NEXT: }

// -----


func.func @main(%arg1 : memref<i32>) -> (i32) {
  %live, %non_live = func.call @callee_after(%arg1) : (memref<i32>) -> (i32, i32)
  %a = arith.addi %non_live, %non_live : i32
  return %live : i32
}
func.func private @callee_after(%arg0 : memref<i32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %arg0[] : memref<i32>
  return %c0, %c1 : i32, i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @main(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = call @callee_after(%arg0) : (memref<i32>) -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @callee_after(%arg0: memref<i32>) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: memref.store %c0_i32, %arg0[] : memref<i32>
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// DEVIATION: mlir-opt 19 erases %r#1's producer but keeps its use in the else region,
// which never runs (constant condition); irlite keeps what that region uses.

func.func @loops(%m: memref<i32>, %lb: index, %ub: index, %s: index, %a: i32, %c: i1) -> i32 {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a, %z = %a) -> (i32, i32, i32) {
    %x2 = arith.addi %x, %x : i32
    %y2 = arith.muli %y, %x : i32
    %w = scf.if %c -> (i32) {
      memref.store %z, %m[] : memref<i32>
      scf.yield %z : i32
    } else {
      scf.yield %x2 : i32
    }
    scf.yield %x2, %y2, %w : i32, i32, i32
  }
  %t = arith.constant true
  %q = scf.if %t -> (i32) {
    scf.yield %r#0 : i32
  } else {
    %k = arith.addi %r#1, %r#1 : i32
    scf.yield %k : i32
  }
  return %q : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @loops(%arg0: memref<i32>, %arg1: index, %arg2: index, %arg3: index, %arg4: i32, %arg5: i1) -> i32 {
// CHECK-NEXT: %0:3 = scf.for %arg6 = %arg1 to %arg2 step %arg3 iter_args(%arg7 = %arg4, %arg8 = %arg4, %arg9 = %arg4) -> (i32, i32, i32) {
// CHECK-NEXT: %2 = arith.addi %arg7, %arg7 : i32
// CHECK-NEXT: %3 = arith.muli %arg8, %arg7 : i32
// CHECK-NEXT: %4 = scf.if %arg5 -> (i32) {
// CHECK-NEXT: memref.store %arg9, %arg0[] : memref<i32>
// CHECK-NEXT: scf.yield %arg9 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2, %3, %4 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %1 = scf.if %true -> (i32) {
// CHECK-NEXT: scf.yield %0#0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.addi %0#1, %0#1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func private @rec(%a: i32, %b: i32) -> (i32, i32) {
  %c = arith.constant 1 : i32
  %x, %y = func.call @rec(%b, %a) : (i32, i32) -> (i32, i32)
  return %x, %c : i32, i32
}
func.func @user(%a: i32) -> i32 {
  %x, %y = func.call @rec(%a, %a) : (i32, i32) -> (i32, i32)
  return %y : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @rec() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = call @rec() : () -> i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @user(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @rec() : () -> i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @exec(%a: i32, %m: memref<i32>) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %b = arith.addi %a, %a : i32
    scf.yield %a, %b : i32, i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %l = memref.load %m[] : memref<i32>
  return %r#0 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @exec(%arg0: i32, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// DEVIATION: mlir-opt 19 erases the induction variable (its only user is dead) and
// fails verification; irlite keeps region arguments no successor forwards to.
func.func @iv(%m: memref<i32>, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %i, %i : index
    %c = arith.constant 1 : i32
    memref.store %c, %m[] : memref<i32>
  }
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @iv(%arg0: memref<i32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: memref.store %c1_i32, %arg0[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// DEVIATION: mlir-opt 19 crashes on a region without blocks (scf.if without else).
func.func @no_else(%c: i1, %m: memref<i32>, %a: i32) {
  %dead = arith.addi %a, %a : i32
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @no_else(%arg0: i1, %arg1: memref<i32>, %arg2: i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// DEVIATION: a call argument forwarded to a public function's unused argument stays
// (mlir-opt 19 erases its producer and leaves the call without an operand).
func.func @pub(%a: i32) { return }
func.func @caller() {
  %c = arith.constant 1 : i32
  call @pub(%c) : (i32) -> ()
  return
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @pub(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @caller() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: call @pub(%c1_i32) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// A private function nobody calls never runs: its body is not analyzed (kept), and
// its results, needed by no caller, are erased.
func.func private @uncalled(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @uncalled(%arg0: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// An unnamed nested module is not a symbol: accepted.
module {
  func.func private @f(%a: i32) -> i32 {
    return %a : i32
  }
  func.func @g(%a: i32) {
    %r = call @f(%a) : (i32) -> i32
    return
  }
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func private @f() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: i32) {
// CHECK-NEXT: call @f() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
