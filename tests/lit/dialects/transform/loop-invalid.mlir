// RUN: irlite-opt %s --transform-interpreter --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Failures of the SCF transform ops; each diagnostic is mlir-opt 19's.

func.func private @callee(%i: index, %j: index)

func.func @repeated(%ub1: index, %ub2: index) {
  scf.forall (%i, %j) in (%ub1, %ub2) {
    func.call @callee(%i, %j) : (index, index) -> ()
  }
  scf.forall (%i, %j) in (%ub1, %ub2) {
    func.call @callee(%i, %j) : (index, index) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.forall"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected a single payload op}}
    transform.loop.forall_to_parallel %0 : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

func.func @one_iv(%ub: index) {
  // expected-note @below {{payload op}}
  scf.forall (%i) in (%ub) {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.forall"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{op expects as many results (2) as payload has induction variables (1)}}
    transform.loop.forall_to_for %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @then_only(%c: i1) {
  scf.if %c {
    "test.op"() : () -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.if"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{requires an scf.if op with a single-block `else` region}}
    transform.scf.take_assumed_branch %0 take_else_branch : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

func.func @divisible() {
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c12 step %c4 {
    "test.op"(%i) : (index) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{failed to peel the last iteration}}
    %1:2 = transform.loop.peel %0 : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

func.func @not_multiple(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c10 step %c1 {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["scf.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to unroll and jam}}
    transform.loop.unroll_and_jam %0 {factor = 3} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @short() {
  affine.for %i = 0 to 3 {
    "test.op"(%i) : (index) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["affine.for"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{failed to unroll}}
    transform.loop.unroll %0 {factor = 4} : !transform.any_op
    transform.yield
  }
}

// -----

// A handle to ops nested in a consumed loop is invalidated.

func.func @invalidated(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  // expected-note @below {{ancestor payload op}}
  scf.for %i = %c0 to %c4 step %c1 {
    // expected-note @below {{nested payload op}}
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-note @below {{handle to invalidated ops}}
    %0 = transform.structured.match ops{["memref.store"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.get_parent_op %0 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.loop.unroll %1 {factor = 2} : !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %0, "stale" : !transform.any_op
    transform.yield
  }
}
