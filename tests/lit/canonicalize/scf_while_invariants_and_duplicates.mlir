// scf.while canonicalizations of rules/scf_canon.py beyond WhileConditionTruth and
// WhileUnusedResult: RemoveLoopInvariantArgsFromBeforeBlock,
// RemoveLoopInvariantValueYielded, WhileCmpCond, WhileRemoveDuplicatedResults,
// WhileRemoveUnusedArgs, WhileOpAlignBeforeArgs, with cases where they must not fire.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @inv_init(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT: scf.condition(%2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inv_forward(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT: scf.condition(%2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inv_forward_init(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.muli %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT: scf.condition(%2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_inv_swap(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg0 : i32
// CHECK-NEXT: scf.condition(%2) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %arg4, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @value_yielded(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2, %0, %arg0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_cond(%arg0: i32, %arg1: i32, %arg2: memref<4xi1>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.cmpi sle, %arg3, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg3 : i32
// CHECK-NEXT: memref.store %true, %arg2[%c0] : memref<4xi1>
// CHECK-NEXT: memref.store %false, %arg2[%c1] : memref<4xi1>
// CHECK-NEXT: memref.store %1, %arg2[%c2] : memref<4xi1>
// CHECK-NEXT: memref.store %2, %arg2[%c3] : memref<4xi1>
// CHECK-NEXT: %3 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_cond_rhs(%arg0: i32, %arg1: i32, %arg2: memref<4xi1>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg3 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: memref.store %false, %arg2[%c0] : memref<4xi1>
// CHECK-NEXT: memref.store %true, %arg2[%c1] : memref<4xi1>
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup_results(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg1) : (i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: %2 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %2, %arg2 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// CHECK-NEXT: %2 = arith.addi %1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#0 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_args(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @align(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_align(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: %2 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.condition(%1) %2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @plain(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } attributes {tag = 1 : i32}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @attr_dropped(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg1, %arg3 = %arg1) : (index, index) -> (index, index) {
// CHECK-NEXT: %1 = arith.cmpi ult, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%1) %arg2, %arg3 : index, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg2 : index
// CHECK-NEXT: %2 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %2, %1 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: i1, %arg1: memref<f32>, %arg2: f32) {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<f32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_twice(%arg0: i32, %arg1: i32) -> (i32, i1, i1) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg1) : (i32) -> (i32, i1) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %1 : i32, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i1):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#1 : i32, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_cmp_cond(%arg0: i32, %arg1: i32, %arg2: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:4 = scf.while (%arg3 = %arg1, %arg4 = %arg2, %arg5 = %arg2, %arg6 = %arg2) : (i32, i1, i1, i1) -> (i32, i1, i1, i1) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: %2 = arith.andi %1, %arg2 : i1
// CHECK-NEXT: scf.condition(%2) %arg3, %arg4, %arg5, %arg6 : i32, i1, i1, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i1, %arg5: i1, %arg6: i1):
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg3, %arg0 : i32
// CHECK-NEXT: %4 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %4, %1, %2, %3 : i32, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1, %0#2, %0#3 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_cond_side(%arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg1, %arg3 = %arg0) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %3 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: scf.condition(%3) %arg2, %arg3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %arg2 : i32
// CHECK-NEXT: %4 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %5 = arith.extui %3 : i1 to i32
// CHECK-NEXT: %6 = arith.addi %arg3, %5 : i32
// CHECK-NEXT: scf.yield %4, %6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.cmpi eq, %0#1, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi eq, %0#0, %arg0 : i32
// CHECK-NEXT: return %1, %2 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @all_unused(%arg0: i1, %arg1: f32, %arg2: memref<f32>) {
// CHECK-NEXT: %0 = scf.while : () -> f32 {
// CHECK-NEXT: %1 = memref.load %arg2[] : memref<f32>
// CHECK-NEXT: scf.condition(%arg0) %1 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: memref.store %1, %arg2[] : memref<f32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_align_dup(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.addi %arg2, %1 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @align3(%arg0: i32, %arg1: f32, %arg2: index) -> (i32, f32, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %arg2) : (i32, f32, index) -> (i32, f32, index) {
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg5, %c0 : index
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4, %arg5 : i32, f32, index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: f32, %arg5: index):
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT: %3 = arith.subi %arg5, %c1 : index
// CHECK-NEXT: scf.yield %1, %2, %3 : i32, f32, index
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1, %0#2 : i32, f32, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @seq_nested(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i1) -> (i32, i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg4 = %arg1, %arg5 = %arg2) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg0 : i32
// CHECK-NEXT: scf.condition(%2) %arg4, %arg5 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32, %arg5: i32):
// CHECK-NEXT: %2 = scf.if %arg3 -> (i32) {
// CHECK-NEXT: %4 = scf.while (%arg6 = %arg4) : (i32) -> i32 {
// CHECK-NEXT: %5 = arith.cmpi slt, %arg6, %arg0 : i32
// CHECK-NEXT: scf.condition(%5) %arg6 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: i32):
// CHECK-NEXT: %5 = arith.addi %arg6, %c1_i32 : i32
// CHECK-NEXT: scf.yield %5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg4 = %arg2) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %arg4 : i32
// CHECK-NEXT: scf.condition(%2) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: %2 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1, %0#1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// RemoveLoopInvariantArgsFromBeforeBlock: yielded value is the init.
func.func @inv_init(%n: i32, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = scf.while (%i = %a, %s = %b) : (i32, i32) -> i32 {
    %t = arith.addi %i, %s : i32
    %c = arith.cmpi slt, %t, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k, %b : i32, i32
  }
  return %0 : i32
}
// RemoveLoopInvariantArgsFromBeforeBlock: yielded after arg receives the before arg.
func.func @inv_forward(%n: i32, %a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %a, %s = %b) : (i32, i32) -> (i32, i32) {
    %t = arith.addi %i, %s : i32
    %c = arith.cmpi slt, %t, %n : i32
    scf.condition(%c) %s, %i : i32, i32
  } do {
  ^bb0(%s2: i32, %i2: i32):
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k, %s2 : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// RemoveLoopInvariantArgsFromBeforeBlock: after arg receives the init itself.
func.func @inv_forward_init(%n: i32, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %a, %s = %b) : (i32, i32) -> (i32, i32) {
    %t = arith.muli %i, %s : i32
    %c = arith.cmpi slt, %t, %n : i32
    scf.condition(%c) %i, %b : i32, i32
  } do {
  ^bb0(%i2: i32, %b2: i32):
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k, %b2 : i32, i32
  }
  return %0#0 : i32
}
// Not invariant: the yielded after arg receives another before arg.
func.func @no_inv_swap(%n: i32, %a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%i = %a, %s = %b) : (i32, i32) -> (i32, i32) {
    %t = arith.addi %i, %s : i32
    %c = arith.cmpi slt, %t, %n : i32
    scf.condition(%c) %i, %s : i32, i32
  } do {
  ^bb0(%i2: i32, %s2: i32):
    %k = arith.addi %i2, %s2 : i32
    scf.yield %s2, %k : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// RemoveLoopInvariantValueYielded: the condition forwards values defined outside.
func.func @value_yielded(%n: i32, %a: i32, %b: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:3 = scf.while (%i = %a) : (i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %b, %i, %n : i32, i32, i32
  } do {
  ^bb0(%b2: i32, %i2: i32, %n2: i32):
    %k = arith.addi %i2, %b2 : i32
    %k2 = arith.addi %k, %n2 : i32
    scf.yield %k2 : i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
// WhileCmpCond: the compare is repeated (and inverted) in the after block.
func.func @cmp_cond(%n: i32, %a: i32, %m: memref<4xi1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1 : i32
  %0 = scf.while (%i = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.cmpi slt, %i2, %n : i32
    %y = arith.cmpi sge, %i2, %n : i32
    %z = arith.cmpi sle, %i2, %n : i32
    %w = arith.cmpi slt, %n, %i2 : i32
    memref.store %x, %m[%c0] : memref<4xi1>
    memref.store %y, %m[%c1] : memref<4xi1>
    memref.store %z, %m[%c2] : memref<4xi1>
    memref.store %w, %m[%c3] : memref<4xi1>
    %k = arith.addi %i2, %one : i32
    scf.yield %k : i32
  }
  return %0 : i32
}
// WhileCmpCond: forwarded value on the right-hand side.
func.func @cmp_cond_rhs(%n: i32, %a: i32, %m: memref<4xi1>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %0 = scf.while (%i = %a) : (i32) -> i32 {
    %c = arith.cmpi ne, %n, %i : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %x = arith.cmpi eq, %n, %i2 : i32
    %y = arith.cmpi ne, %n, %i2 : i32
    memref.store %x, %m[%c0] : memref<4xi1>
    memref.store %y, %m[%c1] : memref<4xi1>
    %k = arith.addi %i2, %one : i32
    scf.yield %k : i32
  }
  return %0 : i32
}
// WhileRemoveDuplicatedResults.
func.func @dup_results(%n: i32, %a: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:3 = scf.while (%i = %a) : (i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    %d = arith.muli %i, %i : i32
    scf.condition(%c) %d, %i, %d : i32, i32, i32
  } do {
  ^bb0(%d1: i32, %i2: i32, %d2: i32):
    %k = arith.addi %i2, %d1 : i32
    %k2 = arith.addi %k, %d2 : i32
    scf.yield %k2 : i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
// WhileRemoveUnusedArgs: a before arg that nothing reads.
func.func @unused_args(%n: i32, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = scf.while (%i = %a, %u = %b) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %k = arith.addi %i2, %c1 : i32
    %u2 = arith.muli %k, %k : i32
    scf.yield %k, %u2 : i32, i32
  }
  return %0 : i32
}
// WhileOpAlignBeforeArgs: the condition forwards the before args permuted.
func.func @align(%n: i32, %a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %a, %j = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %j : i32
    scf.condition(%c) %j, %i : i32, i32
  } do {
  ^bb0(%j2: i32, %i2: i32):
    %k = arith.addi %i2, %c1 : i32
    %l = arith.subi %j2, %c1 : i32
    scf.yield %k, %l : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// Not aligned: the condition forwards a computed value.
func.func @no_align(%n: i32, %a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %a, %j = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %j : i32
    %x = arith.addi %j, %c1 : i32
    scf.condition(%c) %x, %i : i32, i32
  } do {
  ^bb0(%j2: i32, %i2: i32):
    %k = arith.addi %i2, %c1 : i32
    %l = arith.subi %j2, %c1 : i32
    scf.yield %k, %l : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// Nothing fires: a plain counting loop, with an attribute kept.
func.func @plain(%n: i32, %a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = scf.while (%i = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k : i32
  } attributes {tag = 1 : i32}
  return %0 : i32
}
// Attributes are dropped when a rewrite rebuilds the loop.
func.func @attr_dropped(%n: i32, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = scf.while (%i = %a, %u = %b) : (i32, i32) -> i32 {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i2: i32):
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k, %b : i32, i32
  } attributes {tag = 2 : i32}
  return %0 : i32
}
// Nested loops: the inner condition forwards a value of the outer after block.
func.func @nested(%n: index, %a: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0:2 = scf.while (%i = %a, %s = %a) : (index, index) -> (index, index) {
    %c = arith.cmpi ult, %i, %n : index
    scf.condition(%c) %i, %s : index, index
  } do {
  ^bb0(%i2: index, %s2: index):
    %d = arith.addi %s2, %i2 : index
    %1:2 = scf.while (%j = %i2) : (index) -> (index, index) {
      %c2 = arith.cmpi ult, %j, %n : index
      scf.condition(%c2) %j, %d : index, index
    } do {
    ^bb0(%j2: index, %d2: index):
      %k = arith.addi %j2, %d2 : index
      scf.yield %k : index
    }
    %i3 = arith.addi %i2, %c1 : index
    scf.yield %i3, %1#1 : index, index
  }
  return %0#0, %0#1 : index, index
}
// No iteration arguments and no results: nothing to do.
func.func @empty(%p: i1, %m: memref<f32>, %x: f32) {
  scf.while : () -> () {
    scf.condition(%p)
  } do {
    memref.store %x, %m[] : memref<f32>
    scf.yield
  }
  return
}
// The condition is forwarded twice: truth and duplicated results.
func.func @cond_twice(%n: i32, %a: i32) -> (i32, i1, i1) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0:3 = scf.while (%i = %a) : (i32) -> (i32, i1, i1) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %c, %c : i32, i1, i1
  } do {
  ^bb0(%i2: i32, %b1: i1, %b2: i1):
    %x = arith.select %b1, %c1, %c0 : i32
    %y = arith.select %b2, %x, %c0 : i32
    %k = arith.addi %i2, %y : i32
    scf.yield %k : i32
  }
  return %0#0, %0#1, %0#2 : i32, i1, i1
}
// WhileCmpCond does not fire: the condition is not an arith.cmpi, the other operand
// differs, the predicate is neither the same nor the inverse.
func.func @no_cmp_cond(%n: i32, %a: i32, %p: i1) -> (i1, i1, i1) {
  %c1 = arith.constant 1 : i32
  %0:4 = scf.while (%i = %a, %u = %p, %v = %p, %w = %p) : (i32, i1, i1, i1) -> (i32, i1, i1, i1) {
    %c = arith.cmpi slt, %i, %n : i32
    %e = arith.andi %c, %p : i1
    scf.condition(%e) %i, %u, %v, %w : i32, i1, i1, i1
  } do {
  ^bb0(%i2: i32, %u2: i1, %v2: i1, %w2: i1):
    %x = arith.cmpi slt, %i2, %n : i32
    %y = arith.cmpi slt, %i2, %a : i32
    %z = arith.cmpi ule, %i2, %n : i32
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k, %x, %y, %z : i32, i1, i1, i1
  }
  return %0#1, %0#2, %0#3 : i1, i1, i1
}
// WhileCmpCond: the other operand and the predicate match, but on the other side.
func.func @cmp_cond_side(%n: i32, %a: i32) -> (i1, i1) {
  %c1 = arith.constant 1 : i32
  %0:3 = scf.while (%i = %a, %u = %n, %v = %n) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %u, %v : i32, i32, i32
  } do {
  ^bb0(%i2: i32, %u2: i32, %v2: i32):
    %x = arith.cmpi slt, %n, %i2 : i32
    %k = arith.addi %i2, %c1 : i32
    %y = arith.extui %x : i1 to i32
    %z = arith.addi %u2, %y : i32
    scf.yield %k, %z, %v2 : i32, i32, i32
  }
  %r = arith.cmpi eq, %0#1, %0#2 : i32
  %s = arith.cmpi eq, %0#0, %0#2 : i32
  return %r, %s : i1, i1
}
// WhileRemoveUnusedArgs: all before arguments unused; the yielded values stay computed.
func.func @all_unused(%p: i1, %a: f32, %m: memref<f32>) {
  %0 = scf.while (%x = %a, %y = %a) : (f32, f32) -> f32 {
    %v = memref.load %m[] : memref<f32>
    scf.condition(%p) %v : f32
  } do {
  ^bb0(%v2: f32):
    %s = arith.addf %v2, %v2 : f32
    memref.store %s, %m[] : memref<f32>
    scf.yield %s, %v2 : f32, f32
  }
  return
}
// WhileOpAlignBeforeArgs does not fire: a before argument is forwarded twice.
func.func @no_align_dup(%a: i32, %b: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %a, %j = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %j : i32
    scf.condition(%c) %i, %i : i32, i32
  } do {
  ^bb0(%i2: i32, %i3: i32):
    %k = arith.addi %i2, %c1 : i32
    %l = arith.addi %i3, %k : i32
    scf.yield %k, %l : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
// WhileOpAlignBeforeArgs: three arguments rotated, with mixed types.
func.func @align3(%a: i32, %x: f32, %n: index) -> (i32, f32, index) {
  %c1 = arith.constant 1 : i32
  %c1i = arith.constant 1 : index
  %0:3 = scf.while (%i = %a, %f = %x, %k = %n) : (i32, f32, index) -> (index, i32, f32) {
    %z = arith.constant 0 : index
    %c = arith.cmpi ugt, %k, %z : index
    scf.condition(%c) %k, %i, %f : index, i32, f32
  } do {
  ^bb0(%k2: index, %i2: i32, %f2: f32):
    %i3 = arith.addi %i2, %c1 : i32
    %f3 = arith.addf %f2, %f2 : f32
    %k3 = arith.subi %k2, %c1i : index
    scf.yield %i3, %f3, %k3 : i32, f32, index
  }
  return %0#1, %0#2, %0#0 : i32, f32, index
}
// Two loops, one nested in an scf.if in the other's after block: the patterns in turn.
func.func @seq_nested(%n: i32, %a: i32, %b: i32, %p: i1) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:3 = scf.while (%i = %a, %s = %b, %t = %b) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %t, %i, %s : i32, i32, i32
  } do {
  ^bb0(%t2: i32, %i2: i32, %s2: i32):
    %r = scf.if %p -> i32 {
      %1:2 = scf.while (%j = %i2, %u = %s2) : (i32, i32) -> (i32, i32) {
        %c2 = arith.cmpi slt, %j, %n : i32
        scf.condition(%c2) %j, %j : i32, i32
      } do {
      ^bb0(%j2: i32, %j3: i32):
        %q = arith.cmpi slt, %j2, %n : i32
        %e = arith.extui %q : i1 to i32
        %k = arith.addi %j3, %e : i32
        scf.yield %k, %s2 : i32, i32
      }
      scf.yield %1#1 : i32
    } else {
      scf.yield %s2 : i32
    }
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %r, %t2 : i32, i32, i32
  }
  %5:2 = scf.while (%x = %0#0, %y = %0#1) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi sgt, %n, %x : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%y2: i32, %x2: i32):
    %g = arith.cmpi sle, %n, %x2 : i32
    %h = arith.select %g, %y2, %c1 : i32
    %x3 = arith.addi %x2, %h : i32
    scf.yield %x3, %y2 : i32, i32
  }
  return %5#0, %5#1, %0#2 : i32, i32, i32
}
