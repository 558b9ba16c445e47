// RUN: irlite-opt %s --transform-interpreter --split-input-file --allow-unregistered-dialect | FileCheck %s

// transform.loop.coalesce on scf.for nests; CHECK lines are mlir-opt 19's output.

// CHECK-LABEL: func.func @coalesce(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT: %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.muli %1, %c8 : index
// CHECK-NEXT: scf.for %arg4 = %c0_0 to %2 step %c1_1 {
// CHECK-NEXT: %3 = arith.remsi %arg4, %c8 : index
// CHECK-NEXT: %4 = arith.divsi %arg4, %c8 : index
// CHECK-NEXT: %5 = arith.muli %4, %arg2 : index
// CHECK-NEXT: %6 = arith.addi %5, %arg0 : index
// CHECK-NEXT: memref.store %cst, %arg3[%6, %3] : memref<?x?xf32>
// CHECK-NEXT: } {coalesce, coalesced}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @coalesce(%lb: index, %ub: index, %step: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  } {coalesce}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} attributes {coalesce} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %1 = transform.loop.coalesce %0 : (!transform.op<"scf.for">) -> !transform.op<"scf.for">
    transform.annotate %1 "coalesced" : !transform.op<"scf.for">
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @carried(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.subi %arg1, %c1 : index
// CHECK-NEXT: %1 = arith.ceildivsi %0, %c3 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.muli %1, %arg1 : index
// CHECK-NEXT: %3 = scf.for %arg2 = %c0_0 to %2 step %c1_1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT: %4 = arith.remsi %arg2, %arg1 : index
// CHECK-NEXT: %5 = arith.divsi %arg2, %arg1 : index
// CHECK-NEXT: %6 = arith.muli %5, %c3 : index
// CHECK-NEXT: %7 = arith.addi %6, %c1 : index
// CHECK-NEXT: %8 = "test.use"(%arg3, %7, %4) : (tensor<4xf32>, index, index) -> tensor<4xf32>
// CHECK-NEXT: scf.yield %8 : tensor<4xf32>
// CHECK-NEXT: } {coalesce}
// CHECK-NEXT: return %3 : tensor<4xf32>
// CHECK-NEXT: }
func.func @carried(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c1 to %n step %c3 iter_args(%a = %t) -> tensor<4xf32> {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<4xf32> {
      %u = "test.use"(%b, %i, %j) : (tensor<4xf32>, index, index) -> tensor<4xf32>
      scf.yield %u : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  } {coalesce}
  return %r : tensor<4xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} attributes {coalesce} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %1 = transform.loop.coalesce %0 : (!transform.op<"scf.for">) -> !transform.op<"scf.for">
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<() -> (16)>
// CHECK: #map1 = affine_map<()[s0] -> (8, s0)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (d0 * s0)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (d0 mod s0)>
// CHECK: #map4 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
// CHECK-LABEL: func.func @affine_coalesce(%arg0: memref<16x8xf32>, %arg1: index) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()
// CHECK-NEXT: %1 = affine.min #map1()[%arg1]
// CHECK-NEXT: %2 = affine.apply #map2(%0)[%1]
// CHECK-NEXT: affine.for %arg2 = 0 to %2 {
// CHECK-NEXT: %3 = affine.apply #map3(%arg2)[%1]
// CHECK-NEXT: %4 = affine.apply #map4(%arg2)[%1]
// CHECK-NEXT: affine.store %cst, %arg0[%4, %3] : memref<16x8xf32>
// CHECK-NEXT: } {coalesce}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @affine_coalesce(%m: memref<16x8xf32>, %n: index) {
  %f = arith.constant 1.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to min affine_map<()[s0] -> (8, s0)>()[%n] {
      affine.store %f, %m[%i, %j] : memref<16x8xf32>
    }
  } {coalesce}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.for"]} attributes {coalesce} in %root : (!transform.any_op) -> !transform.op<"affine.for">
    %1 = transform.loop.coalesce %0 : (!transform.op<"affine.for">) -> !transform.op<"affine.for">
    transform.yield
  }
}
