// RUN: irlite-opt --allow-unregistered-dialect %s -loop-invariant-code-motion | FileCheck %s
// RUN: irlite-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' | FileCheck %s

// loop-invariant-code-motion, adapted from MLIR 19's test/Transforms/loop-invariant-code-motion.mlir
// on arith, scf, memref and func ops (affine.for becomes scf.for, affine.if scf.if). Every CHECK
// line is mlir-opt 19's output on this file, byte for byte. Hoisted: memory-effect free,
// speculatable ops whose operands are defined outside the loop (a unit-step scf.for with such a
// body, division by a safe constant); kept: memory reads and writes, scf.if (not speculatable in
// MLIR 19), loops with a non-unit or unknown step, divisions that may trap, unregistered ops.

// CHECK-LABEL: func.func @nested_loops_both_having_invariant_code(%arg0: memref<10xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: %1 = arith.addf %0, %cst_0 : f32
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK-NEXT: memref.store %0, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_loops_both_having_invariant_code(%m: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    %v0 = arith.addf %cf7, %cf8 : f32
    scf.for %j = %c0 to %c10 step %c1 {
      %v1 = arith.addf %v0, %cf8 : f32
      memref.store %v0, %m[%i] : memref<10xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @nested_loops_code_invariant_to_both() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_loops_code_invariant_to_both() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %v0 = arith.addf %cf7, %cf8 : f32
    }
  }
  return
}

// CHECK-LABEL: func.func @single_loop_nothing_invariant(%arg0: memref<10xf32>, %arg1: memref<10xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: %1 = memref.load %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @single_loop_nothing_invariant(%m1: memref<10xf32>, %m2: memref<10xf32>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %v0 = memref.load %m1[%i] : memref<10xf32>
    %v1 = memref.load %m2[%i] : memref<10xf32>
    %v2 = arith.addf %v0, %v1 : f32
    memref.store %v2, %m1[%i] : memref<10xf32>
  }
  return
}

// CHECK-LABEL: func.func @invariant_code_inside_if(%arg0: memref<10xf32>, %arg1: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: %1 = arith.cmpi sle, %arg2, %0 : index
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: %2 = arith.addf %cst, %cst : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @invariant_code_inside_if(%m: memref<10xf32>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %cf8 = arith.constant 8.0 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    %t0 = arith.addi %i, %c1 : index
    %p = arith.cmpi sle, %i, %t0 : index
    scf.if %p {
      %cf9 = arith.addf %cf8, %cf8 : f32
      memref.store %cf9, %m[%i] : memref<10xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @invariant_if_not_speculatable(%arg0: i1) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: %1 = arith.addf %cst, %cst : f32
// CHECK-NEXT: scf.yield %1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @invariant_if_not_speculatable(%c: i1) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %cf8 = arith.constant 8.0 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %r = scf.if %c -> (f32) {
        %cf9 = arith.addf %cf8, %cf8 : f32
        scf.yield %cf9 : f32
      } else {
        scf.yield %cf8 : f32
      }
    }
  }
  return
}

// CHECK-LABEL: func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_scf_for_with_unknown_trip_count_unit_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c1 {
    }
  }
  return
}

// CHECK-LABEL: func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg2 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_scf_for_with_unknown_trip_count_non_unit_constant_step(%lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c2 {
    }
  }
  return
}

// CHECK-LABEL: func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_scf_for_with_unknown_trip_count_unknown_step(%lb: index, %ub: index, %step: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %step {
    }
  }
  return
}

// CHECK-LABEL: func.func @hoist_unit_step_loop_with_invariant_body(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg3 = %arg0 to %arg1 step %c1 iter_args(%arg4 = %arg2) -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg4, %0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @hoist_unit_step_loop_with_invariant_body(%lb: index, %ub: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (i32) {
    %inner = scf.for %j = %lb to %ub step %c1 iter_args(%b = %x) -> (i32) {
      %s = arith.addi %b, %c1_i32 : i32
      scf.yield %s : i32
    }
    %t = arith.addi %a, %inner : i32
    scf.yield %t : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_hoist_loop_reading_memory(%arg0: index, %arg1: index, %arg2: memref<10xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg2[%c0] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_hoist_loop_reading_memory(%lb: index, %ub: index, %m: memref<10xi32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %c1 {
    scf.for %j = %lb to %ub step %c1 {
      %v = memref.load %m[%c0] : memref<10xi32>
    }
  }
  return
}

// CHECK-LABEL: func.func @invariant_loop_dialect() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @invariant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  %cf7 = arith.constant 7.0 : f32
  %cf8 = arith.constant 8.0 : f32
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addf %cf7, %cf8 : f32
    }
  }
  return
}

// CHECK-LABEL: func.func @variant_loop_dialect() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT: scf.for %arg0 = %c0 to %c10 step %c1 {
// CHECK-NEXT: scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @variant_loop_dialect() {
  %ci0 = arith.constant 0 : index
  %ci10 = arith.constant 10 : index
  %ci1 = arith.constant 1 : index
  %m = memref.alloc() : memref<10xf32>
  scf.for %arg0 = %ci0 to %ci10 step %ci1 {
    scf.for %arg1 = %ci0 to %ci10 step %ci1 {
      %v0 = arith.addi %arg0, %arg1 : index
    }
  }
  return
}

// CHECK-LABEL: func.func @parallel_loop_with_invariant() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.addi %c7_i32, %c8_i32 : i32
// CHECK-NEXT: scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @parallel_loop_with_invariant() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %c8 = arith.constant 8 : i32
  scf.parallel (%arg0, %arg1) = (%c0, %c0) to (%c10, %c10) step (%c1, %c1) {
    %v0 = arith.addi %c7, %c8 : i32
    %v3 = arith.addi %arg0, %arg1 : index
  }
  return
}

// CHECK-LABEL: func.func @nested_uses_inside(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = "test.make_val"() : () -> index
// CHECK-NEXT: %1 = "test.make_val"() : () -> index
// CHECK-NEXT: %2 = scf.if %true -> (index) {
// CHECK-NEXT: scf.yield %0 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested_uses_inside(%lb: index, %ub: index, %step: index) {
  %true = arith.constant true
  scf.for %i = %lb to %ub step %step {
    %val = "test.make_val"() : () -> (index)
    %val2 = "test.make_val"() : () -> (index)
    %r = scf.if %true -> (index) {
      scf.yield %val: index
    } else {
      scf.yield %val2: index
    }
  }
  return
}

// CHECK-LABEL: func.func @invariant_subgraph(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %1 = arith.addi %arg3, %0 : i32
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %1, %arg4[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @invariant_subgraph(%lb: index, %ub: index, %step: index, %arg: i32, %m: memref<i32>) {
  scf.for %i = %lb to %ub step %step {
    %v0 = arith.addi %arg, %arg : i32
    %v1 = arith.addi %arg, %v0 : i32
    memref.store %v1, %m[] : memref<i32>
  }
  return
}

// CHECK-LABEL: func.func @iter_args_are_variant(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg3, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.subi %0, %c3_i32 : i32
// CHECK-NEXT: %2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg5, %0 : i32
// CHECK-NEXT: %4 = arith.addi %3, %1 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @iter_args_are_variant(%lb: index, %ub: index, %step: index, %x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %x) -> (i32) {
    %k = arith.muli %x, %c3 : i32
    %v = arith.addi %a, %k : i32
    %w = arith.subi %k, %c3 : i32
    %y = arith.addi %v, %w : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_regions(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.muli %c1_i32, %arg1 : i32
// CHECK-NEXT: %2 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg2, %0 : i32
// CHECK-NEXT: scf.condition(%3) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %3 = arith.addi %arg2, %1 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @while_regions(%x: i32, %n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %lim = arith.addi %n, %c1 : i32
    %cond = arith.cmpi slt, %a, %lim : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%b: i32):
    %inc = arith.muli %c1, %n : i32
    %next = arith.addi %b, %inc : i32
    scf.yield %next : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @speculate_divisions(%arg0: i32, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.divui %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.ceildivui %arg0, %c5_i32 : i32
// CHECK-NEXT: %2 = arith.divsi %arg0, %c5_i32 : i32
// CHECK-NEXT: %3 = arith.ceildivsi %arg0, %c5_i32 : i32
// CHECK-NEXT: %4 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %cst = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: %5 = arith.divf %cst, %cst : f32
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: %6 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.ceildivui %arg0, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %10 = arith.ceildivsi %arg0, %c0_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @speculate_divisions(%num: i32, %den: i32, %lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %lb to %ub step %step {
    %a = arith.divui %num, %den : i32
    %b = arith.divsi %num, %den : i32
    %c = arith.ceildivui %num, %c0 : i32
    %d = arith.divui %num, %c5 : i32
    %e = arith.ceildivui %num, %c5 : i32
    %f = arith.divsi %num, %cm1 : i32
    %g = arith.ceildivsi %num, %c0 : i32
    %h = arith.divsi %num, %c5 : i32
    %k = arith.ceildivsi %num, %c5 : i32
    %l = arith.remsi %num, %den : i32
    %c5f = arith.constant 5.0 : f32
    %z = arith.divf %c5f, %c5f : f32
  }
  return
}

// CHECK-LABEL: func.func @users_requeued(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: memref<i32>) {
// CHECK-NEXT: %0 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %1, %0 : i32, i1
// CHECK-NEXT: %2 = arith.select %overflow, %sum, %1 : i32
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %3 = memref.load %arg4[] : memref<i32>
// CHECK-NEXT: %4 = arith.muli %0, %3 : i32
// CHECK-NEXT: memref.store %2, %arg4[] : memref<i32>
// CHECK-NEXT: memref.store %4, %arg4[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @users_requeued(%lb: index, %ub: index, %step: index, %x: i32, %m: memref<i32>) {
  scf.for %i = %lb to %ub step %step {
    %v = memref.load %m[] : memref<i32>
    %a = arith.addi %x, %x : i32
    %b = arith.muli %a, %v : i32
    %c = arith.muli %a, %a : i32
    %d:2 = arith.addui_extended %c, %a : i32, i1
    %e = arith.select %d#1, %d#0, %c : i32
    memref.store %e, %m[] : memref<i32>
    memref.store %b, %m[] : memref<i32>
  }
  return
}

// CHECK-LABEL: func.func @forall_body(%arg0: i32, %arg1: memref<10xi32>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.forall (%arg2) in (10) {
// CHECK-NEXT: memref.store %0, %arg1[%arg2] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall_body(%x: i32, %m: memref<10xi32>) {
  scf.forall (%i) in (10) {
    %a = arith.addi %x, %x : i32
    memref.store %a, %m[%i] : memref<10xi32>
  }
  return
}
