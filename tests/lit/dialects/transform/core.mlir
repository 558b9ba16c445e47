// RUN: irlite-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// Handles: match, get_parent_op, merge_handles, split_handle, cast, annotate, remarks.

// CHECK-LABEL: func.func @handles
func.func @handles(%a: i32) -> i32 {
  // CHECK: arith.addi {{.*}} {first}
  // expected-remark @below {{split first}}
  // expected-remark @below {{merged}}
  %0 = arith.addi %a, %a : i32
  // CHECK: arith.muli {{.*}} {p = 7 : i64}
  // expected-remark @below {{split second}}
  // expected-remark @below {{merged}}
  %1 = arith.muli %0, %a : i32
  return %1 : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.get_parent_op %ops {isolated_from_above, deduplicate} : (!transform.any_op) -> !transform.op<"func.func">
    %m = transform.merge_handles deduplicate %ops, %ops : !transform.any_op
    transform.debug.emit_remark_at %m, "merged" : !transform.any_op
    %first, %second = transform.split_handle %ops : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %first, "split first" : !transform.any_op
    transform.debug.emit_remark_at %second, "split second" : !transform.any_op
    transform.annotate %first "first" : !transform.any_op
    %p = transform.param.constant 7 -> !transform.param<i64>
    transform.annotate %second "p" = %p : !transform.any_op, !transform.param<i64>
    %c = transform.cast %second : !transform.any_op to !transform.op<"arith.muli">
    transform.yield
  }
}

// -----

func.func @no_parent() {
  // expected-note @below {{target op}}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find a parent op that matches all requirements}}
    %p = transform.get_parent_op %r {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A silenceable failure under failures(suppress) is dropped and the sequence goes on.

func.func @suppressed() {
  // expected-remark @below {{still runs}}
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %r = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %p = transform.get_parent_op %r {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %r, "still runs" : !transform.any_op
    }
    transform.yield
  }
}

// -----

// A named sequence included with its argument consumed.

// CHECK-LABEL: func.func @included
func.func @included(%a: index) -> index {
  // CHECK: arith.addi {{.*}} {seen}
  // expected-remark @below {{included}}
  %0 = arith.addi %a, %a : index
  return %0 : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @annotate(%h: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.annotate %h "seen" : !transform.any_op
    transform.yield %h : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    %1 = transform.include @annotate failures(propagate) (%0) : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %1, "included" : !transform.any_op
    transform.yield
  }
}

// -----

// apply_patterns (canonicalization) and apply_cse on a function.

// CHECK-LABEL: func.func @f(%arg0: index) -> (index, index) {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : index
// CHECK-NEXT: return %0, %0 : index, index
// CHECK-NEXT: }
func.func @f(%a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = arith.addi %a, %c0 : index
  %1 = arith.muli %0, %a : index
  %2 = arith.muli %0, %a : index
  return %1, %2 : index, index
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}
