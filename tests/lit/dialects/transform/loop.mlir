// RUN: irlite-opt %s --transform-interpreter --split-input-file --allow-unregistered-dialect | FileCheck %s

// The SCF transform ops (transform_loop.rules); CHECK lines are mlir-opt 19's output.

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-LABEL: func.func @peel(%arg0: index, %arg1: index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %c4]
// CHECK-NEXT: scf.for %arg2 = %arg0 to %0 step %c4 {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg2 = %0 to %arg1 step %c4 {
// CHECK-NEXT: "test.use"(%arg2) : (index) -> ()
// CHECK-NEXT: } {remainder}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @peel(%lb: index, %ub: index) {
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %c4 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["test.use"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "scf.for"} : (!transform.any_op) -> !transform.op<"scf.for">
    %main, %rest = transform.loop.peel %1 : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.annotate %rest "remainder" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @unroll(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c9 step %c3 iter_args(%arg2 = %arg0) -> (f32) {
// CHECK-NEXT: %2 = arith.addf %arg2, %arg0 : f32
// CHECK-NEXT: %3 = arith.addf %2, %arg0 : f32
// CHECK-NEXT: %4 = arith.addf %3, %arg0 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @unroll(%a: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %a) -> (f32) {
    %s = arith.addf %acc, %a : f32
    scf.yield %s : f32
  }
  return %r : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %0 {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @jam(%arg0: memref<8x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c8 step %c2_0 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg2] : memref<8x4xf32>
// CHECK-NEXT: memref.store %0, %arg0[%arg2, %arg1] : memref<8x4xf32>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_1 : index
// CHECK-NEXT: %2 = memref.load %arg0[%1, %arg2] : memref<8x4xf32>
// CHECK-NEXT: memref.store %2, %arg0[%arg2, %1] : memref<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @jam(%m: memref<8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %m[%i, %j] : memref<8x4xf32>
      memref.store %v, %m[%j, %i] : memref<8x4xf32>
    }
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.store"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "scf.for", nth_parent = 2} : (!transform.any_op) -> !transform.op<"scf.for">
    transform.loop.unroll_and_jam %1 {factor = 2} : !transform.op<"scf.for">
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @promote_and_branch(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c0 : index
// CHECK-NEXT: %1 = arith.muli %0, %0 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
func.func @promote_and_branch(%c: i1, %a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (index) {
    %y = arith.addi %x, %i : index
    scf.yield %y : index
  }
  %s = scf.if %c -> (index) {
    scf.yield %r : index
  } else {
    %z = arith.muli %r, %r : index
    scf.yield %z : index
  }
  return %s : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.promote_if_one_iteration %0 : !transform.any_op
    %1 = transform.structured.match ops{["scf.if"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.scf.take_assumed_branch %1 take_else_branch : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @forall(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: scf.for %arg3 = %c0_0 to %c8 step %c1_1 {
// CHECK-NEXT: memref.store %cst, %arg1[%arg2] : memref<?xf32>
// CHECK-NEXT: } {inner}
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall(%n: index, %m: memref<?xf32>) {
  %f = arith.constant 1.0 : f32
  scf.forall (%i, %j) in (%n, 8) {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %outer, %inner = transform.loop.forall_to_for %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.annotate %inner "inner" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @body(%arg0: f32, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg3 step %c1 {
// CHECK-NEXT: memref.store %arg0, %arg1[%arg5] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: func.func @outline(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: func.call @body(%cst, %arg1, %c0, %arg0, %c1) : (f32, memref<?xf32>, index, index, index) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @outline(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    %func, %call = transform.loop.outline %0 {func_name = "body"} : (!transform.any_op) -> (!transform.any_op, !transform.op<"func.call">)
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @dynamic_loop_unroll(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = arith.subi %arg2, %c1 : index
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: %3 = arith.divui %2, %arg2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %4 = arith.remsi %3, %c3 : index
// CHECK-NEXT: %5 = arith.subi %3, %4 : index
// CHECK-NEXT: %6 = arith.muli %5, %arg2 : index
// CHECK-NEXT: %7 = arith.addi %arg0, %6 : index
// CHECK-NEXT: %8 = arith.muli %arg2, %c3 : index
// CHECK-NEXT: scf.for %arg4 = %arg0 to %7 step %8 {
// CHECK-NEXT: memref.store %cst, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %9 = arith.muli %arg2, %c1_0 : index
// CHECK-NEXT: %10 = arith.addi %arg4, %9 : index
// CHECK-NEXT: memref.store %cst, %arg3[%10] : memref<?xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %11 = arith.muli %arg2, %c2 : index
// CHECK-NEXT: %12 = arith.addi %arg4, %11 : index
// CHECK-NEXT: memref.store %cst, %arg3[%12] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %7 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %cst, %arg3[%arg4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: func.func @small(%arg0: memref<?xf32>) {
// CHECK-NEXT: %cst = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c0_0 step %c3 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.muli %c1, %c1_1 : index
// CHECK-NEXT: %1 = arith.addi %arg1, %0 : index
// CHECK-NEXT: memref.store %cst, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: %c2_2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %c1, %c2_2 : index
// CHECK-NEXT: %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT: memref.store %cst, %arg0[%3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c0_0 to %c2 step %c1 {
// CHECK-NEXT: memref.store %cst, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dynamic_loop_unroll(%arg0 : index, %arg1 : index, %arg2 : index, %arg3: memref<?xf32>) {
  %0 = arith.constant 7.0 : f32
  scf.for %i0 = %arg0 to %arg1 step %arg2 {
    memref.store %0, %arg3[%i0] : memref<?xf32>
  }
  return
}
func.func @small(%arg3: memref<?xf32>) {
  %0 = arith.constant 7.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i0 = %c0 to %c2 step %c1 {
    memref.store %0, %arg3[%i0] : memref<?xf32>
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %0 {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 6)>
// CHECK-LABEL: func.func @loop_unroll_op() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: affine.for %arg0 = %c0 to 40 step 4 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %1 = affine.apply #map(%arg0)
// CHECK-NEXT: %2 = arith.addi %1, %1 : index
// CHECK-NEXT: %3 = affine.apply #map1(%arg0)
// CHECK-NEXT: %4 = arith.addi %3, %3 : index
// CHECK-NEXT: %5 = affine.apply #map2(%arg0)
// CHECK-NEXT: %6 = arith.addi %5, %5 : index
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 40 to %c42 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK: func.func @cst() {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = arith.addi %c0, %c0 : index
// CHECK-NEXT: %1 = affine.apply #map1(%c0)
// CHECK-NEXT: %2 = arith.addi %1, %1 : index
// CHECK-NEXT: %3 = affine.apply #map3(%c0)
// CHECK-NEXT: %4 = arith.addi %3, %3 : index
// CHECK-NEXT: %5 = affine.apply #map4(%c0)
// CHECK-NEXT: %6 = arith.addi %5, %5 : index
// CHECK-NEXT: %7 = arith.addi %c8, %c8 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @loop_unroll_op() {
  %c0 = arith.constant 0 : index
  %c42 = arith.constant 42 : index
  %c5 = arith.constant 5 : index
  affine.for %i = %c0 to %c42 {
    arith.addi %i, %i : index
  }
  return
}
func.func @cst() {
  affine.for %i = 0 to 10 step 2 {
    arith.addi %i, %i : index
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.for"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %0 { factor = 4 } : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @carried(%arg0: memref<9xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 8 step 2 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %3 = affine.load %arg0[%arg2] : memref<9xf32>
// CHECK-NEXT: %4 = arith.addf %arg3, %3 : f32
// CHECK-NEXT: %5 = affine.apply #map(%arg2)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<9xf32>
// CHECK-NEXT: %7 = arith.addf %4, %6 : f32
// CHECK-NEXT: affine.yield %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %arg0[%c8] : memref<9xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @carried(%m: memref<9xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 9 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i] : memref<9xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.for"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.loop.unroll %0 { factor = 2 } : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-LABEL: func.func @jam_affine(%arg0: memref<5x4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to 4 step 2 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT: %3:2 = affine.for %arg5 = 0 to 4 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, f32) {
// CHECK-NEXT: %7 = affine.load %arg0[%arg2, %arg5] : memref<5x4xf32>
// CHECK-NEXT: %8 = arith.addf %arg6, %7 : f32
// CHECK-NEXT: %9 = affine.apply #map(%arg2)
// CHECK-NEXT: %10 = affine.load %arg0[%9, %arg5] : memref<5x4xf32>
// CHECK-NEXT: %11 = arith.addf %arg7, %10 : f32
// CHECK-NEXT: affine.yield %8, %11 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addf %arg3, %3#0 : f32
// CHECK-NEXT: %5 = affine.apply #map(%arg2)
// CHECK-NEXT: %6 = arith.addf %arg4, %3#1 : f32
// CHECK-NEXT: affine.yield %4, %6 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.for %arg2 = 0 to 4 iter_args(%arg3 = %0#0) -> (f32) {
// CHECK-NEXT: %3 = affine.load %arg0[%c4, %arg2] : memref<5x4xf32>
// CHECK-NEXT: %4 = arith.addf %arg3, %3 : f32
// CHECK-NEXT: affine.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = arith.addf %0#0, %1 : f32
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
func.func @jam_affine(%m: memref<5x4xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 5 iter_args(%acc = %init) -> (f32) {
    %s = affine.for %j = 0 to 4 iter_args(%a = %acc) -> (f32) {
      %v = affine.load %m[%i, %j] : memref<5x4xf32>
      %n = arith.addf %a, %v : f32
      affine.yield %n : f32
    }
    %t = arith.addf %acc, %s : f32
    affine.yield %t : f32
  }
  return %r : f32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.load"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "affine.for", nth_parent = 2} : (!transform.any_op) -> !transform.op<"affine.for">
    transform.loop.unroll_and_jam %1 {factor = 2} : !transform.op<"affine.for">
    transform.yield
  }
}
