// RUN: irlite-opt --allow-unregistered-dialect %s --control-flow-sink | FileCheck %s
// RUN: irlite-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(func.func(control-flow-sink))' | FileCheck %s

// control-flow-sink, adapted from MLIR 19's test/Transforms/control-flow-sink.mlir on scf
// ops (test.region_if becomes scf.if / scf.index_switch; the multi-block cases are in
// tests/passes/transforms/test_control_flow_sink.py, on a user dialect). Every CHECK line
// is mlir-opt 19's output on this file, byte for byte. Sunk: memory-effect free ops whose
// every user is in a region of scf.if or scf.index_switch (each runs at most once), to the
// front of the region in MLIR's worklist order; kept: values used by two regions or by the
// op itself, memory reads, region ops that write, unregistered ops, and anything a loop or
// scf.execute_region would receive (their regions' invocation counts are unbounded).

// Values used in one region of a switch go there; a value both regions use stays.
// CHECK-LABEL: func.func @simple_sink(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT: %1 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: %2 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %3 = arith.addi %0, %2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: %3 = arith.addi %2, %0 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @simple_sink(%sel: index, %a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  %2 = arith.addi %a, %a : i32
  %3 = arith.addi %b, %b : i32
  %4 = scf.index_switch %sel -> i32
  case 0 {
    scf.yield %0 : i32
  }
  case 1 {
    %5 = arith.addi %1, %2 : i32
    scf.yield %5 : i32
  }
  default {
    %5 = arith.addi %3, %1 : i32
    scf.yield %5 : i32
  }
  return %4 : i32
}

// A region op whose nested ops are memory-effect free is sunk whole, after the value
// only its else region uses went into that region.
// CHECK-LABEL: func.func @region_sink(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @region_sink(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %0 : i32
  }
  %2 = scf.if %c -> i32 {
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return %2 : i32
}

// A whole subgraph goes, depth first: each sunk op lands before the earlier ones.
// CHECK-LABEL: func.func @subgraph_sink(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %3 = arith.subi %arg2, %arg1 : i32
// CHECK-NEXT: %4 = arith.muli %3, %3 : i32
// CHECK-NEXT: %5 = arith.muli %2, %1 : i32
// CHECK-NEXT: %6 = arith.addi %5, %4 : i32
// CHECK-NEXT: scf.yield %6 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @subgraph_sink(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  %2 = arith.subi %b, %a : i32
  %3 = arith.muli %0, %1 : i32
  %4 = arith.muli %2, %2 : i32
  %5 = arith.addi %3, %4 : i32
  %6 = scf.if %c -> i32 {
    scf.yield %5 : i32
  } else {
    scf.yield %a : i32
  }
  return %6 : i32
}

// Inner region-branch ops are processed first: the value goes straight to the inner if.
// CHECK-LABEL: func.func @nested_region_sink(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @nested_region_sink(%c: i1, %d: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = scf.if %c -> i32 {
    %2 = scf.if %d -> i32 {
      scf.yield %0 : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %2 : i32
  } else {
    scf.yield %a : i32
  }
  return %1 : i32
}

// A diamond of uses: the order of the sunk ops follows MLIR's worklist.
// CHECK-LABEL: func.func @order(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: %3 = arith.xori %2, %1 : i32
// CHECK-NEXT: %4 = arith.subi %1, %2 : i32
// CHECK-NEXT: %5 = arith.ori %4, %3 : i32
// CHECK-NEXT: %6 = arith.andi %5, %4 : i32
// CHECK-NEXT: %7 = arith.addi %6, %1 : i32
// CHECK-NEXT: scf.yield %7 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @order(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %2 = arith.subi %0, %1 : i32
  %3 = arith.xori %1, %0 : i32
  %4 = arith.ori %2, %3 : i32
  %r = scf.if %c -> i32 {
    %5 = arith.andi %4, %2 : i32
    %6 = arith.addi %5, %0 : i32
    scf.yield %6 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// A constant condition still runs each region at most once: both receive their values.
// CHECK-LABEL: func.func @constant_condition(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.if %true -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @constant_condition(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  %r = scf.if %true -> i32 {
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}

// Not sunk: a value both regions use, the condition, memory reads, an op whose nested
// ops write memory, and unregistered ops.
// CHECK-LABEL: func.func @not_sunk(%arg0: i1, %arg1: memref<i32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %0 : i32
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg2, %arg1[] : memref<i32>
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = "test.opaque"(%arg2) : (i32) -> i32
// CHECK-NEXT: %5 = scf.if %2 -> (i32) {
// CHECK-NEXT: %6 = arith.addi %1, %3 : i32
// CHECK-NEXT: %7 = arith.addi %6, %4 : i32
// CHECK-NEXT: scf.yield %7 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
func.func @not_sunk(%c: i1, %m: memref<i32>, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = memref.load %m[] : memref<i32>
  %2 = arith.cmpi slt, %a, %0 : i32
  %3 = scf.if %c -> i32 {
    memref.store %a, %m[] : memref<i32>
    scf.yield %a : i32
  } else {
    scf.yield %0 : i32
  }
  %4 = "test.opaque"(%a) : (i32) -> i32
  %r = scf.if %2 -> i32 {
    %5 = arith.addi %1, %3 : i32
    %6 = arith.addi %5, %4 : i32
    scf.yield %6 : i32
  } else {
    scf.yield %0 : i32
  }
  return %r : i32
}

// Loops and scf.execute_region do not bound how often their regions run: nothing is
// sunk into them, nor into a loop nested in an if (uses below the if's top level are
// not looked at).
// CHECK-LABEL: func.func @not_into_loops(%arg0: i1, %arg1: i32, %arg2: index, %arg3: index, %arg4: index) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT: %3 = arith.xori %arg1, %arg1 : i32
// CHECK-NEXT: %4 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT: %8 = arith.addi %arg6, %0 : i32
// CHECK-NEXT: scf.yield %8 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.while (%arg5 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %8 = arith.cmpi slt, %arg5, %1 : i32
// CHECK-NEXT: scf.condition(%8) %arg5 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg5: i32):
// CHECK-NEXT: scf.yield %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %7 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %8 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg1) -> (i32) {
// CHECK-NEXT: %9 = arith.addi %arg6, %3 : i32
// CHECK-NEXT: scf.yield %9 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %8 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %4, %5, %6, %7 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @not_into_loops(%c: i1, %a: i32, %lb: index, %ub: index, %s: index) -> (i32, i32, i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.subi %a, %a : i32
  %3 = arith.xori %a, %a : i32
  %t = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 {
    %y = arith.addi %x, %0 : i32
    scf.yield %y : i32
  }
  %w = scf.while (%x = %a) : (i32) -> i32 {
    %cc = arith.cmpi slt, %x, %1 : i32
    scf.condition(%cc) %x : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  %e = scf.execute_region -> i32 {
    scf.yield %2 : i32
  }
  %f = scf.if %c -> i32 {
    %u = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 {
      %y = arith.addi %x, %3 : i32
      scf.yield %y : i32
    }
    scf.yield %u : i32
  } else {
    scf.yield %a : i32
  }
  return %t, %w, %e, %f : i32, i32, i32, i32
}

// Values sink into an if inside a loop body, and the loop body's own values too.
// CHECK-LABEL: func.func @in_loop_body(%arg0: i1, %arg1: index, %arg2: index, %arg3: index, %arg4: memref<?xindex>) {
// CHECK-NEXT: scf.for %arg5 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.muli %arg5, %c3 : index
// CHECK-NEXT: %1 = arith.addi %0, %arg5 : index
// CHECK-NEXT: memref.store %1, %arg4[%arg5] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @in_loop_body(%c: i1, %lb: index, %ub: index, %s: index, %m: memref<?xindex>) {
  %k = arith.constant 3 : index
  scf.for %i = %lb to %ub step %s {
    %0 = arith.muli %i, %k : index
    %1 = arith.addi %0, %i : index
    scf.if %c {
      memref.store %1, %m[%i] : memref<?xindex>
    }
  }
  return
}
