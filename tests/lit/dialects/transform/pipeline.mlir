// RUN: irlite-opt %s --transform-interpreter --verify-diagnostics | FileCheck %s

// transform.loop.pipeline: a prologue, a kernel running every stage, an epilogue; the op
// order is mlir-opt 19's (which this file passes too). Four stages here: the load, the
// multiplication, the accumulation (carried by iter_args) and the store.

// CHECK-LABEL: func.func @acc
// CHECK:         memref.load
// CHECK:         memref.load
// CHECK:         arith.mulf
// CHECK:         memref.load
// CHECK:         arith.mulf
// CHECK:         arith.addf
// CHECK:         scf.for
// CHECK:           memref.load
// CHECK:           arith.mulf
// CHECK:           arith.addf
// CHECK:           memref.store
// CHECK:           scf.yield
// CHECK:         arith.mulf
// CHECK:         arith.addf
// CHECK:         memref.store
// CHECK:         arith.addf
// CHECK:         memref.store
// CHECK:         memref.store
// CHECK:         return
func.func @acc(%m: memref<7xf32>, %o: memref<7xf32>, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  // expected-remark @below {{kernel}}
  %r = scf.for %i = %c0 to %c7 step %c1 iter_args(%a = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<7xf32>
    %w = arith.mulf %v, %v : f32
    %s = arith.addf %a, %w : f32
    memref.store %s, %o[%i] : memref<7xf32>
    scf.yield %s : f32
  }
  return %r : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %1 = transform.loop.pipeline %0 {read_latency = 3} : (!transform.op<"scf.for">) -> !transform.any_op
    transform.debug.emit_remark_at %1, "kernel" : !transform.any_op
    transform.yield
  }
}
