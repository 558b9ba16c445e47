// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// CHECK lines are mlir-opt 19's output for this file.
// Every scf op: implicit terminators, iter_args, non-index IVs, results, attributes.

func.func @f(%lb: index, %ub: index, %st: index, %x: f32, %c: i1, %i: i32, %j: i32) -> f32 {
  scf.for %iv = %lb to %ub step %st {
    %0 = arith.addi %iv, %iv : index
  }
  %r = scf.for %iv = %lb to %ub step %st iter_args(%a = %x) -> (f32) {
    %s = arith.addf %a, %a : f32
    scf.yield %s : f32
  }
  %r2:2 = scf.for %iv = %i to %j step %j iter_args(%a = %x, %b = %i) -> (f32, i32) : i32 {
    scf.yield %a, %b : f32, i32
  }
  scf.if %c {
    %0 = arith.addf %x, %x : f32
  }
  scf.if %c {
  } else {
    %0 = arith.addf %x, %x : f32
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    scf.yield %r : f32
  }
  %w:2 = scf.while (%arg1 = %i, %arg2 = %x) : (i32, f32) -> (i32, f32) {
    %cond = arith.cmpi slt, %arg1, %j : i32
    scf.condition(%cond) %arg1, %arg2 : i32, f32
  } do {
  ^bb0(%a1: i32, %a2: f32):
    scf.yield %a1, %a2 : i32, f32
  }
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  scf.execute_region {
    scf.yield
  }
  %sw = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %x : f32
  }
  case 5 {
    scf.yield %x : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %lb
  default {
  }
  scf.parallel (%p, %q) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %0 = arith.addi %p, %q : index
  }
  %red = scf.parallel (%p) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %y : f32
}
func.func @g(%lb: index, %ub: index, %i: i32, %j: i64, %c: i1, %x: f32) {
  scf.for %iv = %i to %i step %i : i32 {
    scf.yield
  } {tag = "loop"}
  scf.for %iv = %j to %j step %j iter_args(%a = %x) -> f32 : i64 {
    scf.yield %a : f32
  }
  scf.if %c {
    scf.yield
  } else {
  } {tag}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {w = 1 : i32}
  %r:2 = scf.execute_region -> (f32, i32) {
    cf.br ^bb1
  ^bb1:
    scf.yield %x, %i : f32, i32
  } {e}
  %s:2 = scf.index_switch %lb {sw} -> f32, i32
  case -1 {
    scf.yield %x, %i : f32, i32
  }
  default {
    scf.yield %x, %i : f32, i32
  }
  scf.parallel (%p) = (%lb) to (%ub) step (%ub) {
    scf.reduce
  } {par}
  %t:2 = scf.parallel (%p) = (%lb) to (%ub) step (%ub) init (%x, %i) -> (f32, i32) {
    scf.reduce(%x, %i : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      scf.reduce.return %l : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      scf.reduce.return %l : i32
    }
  }
  return
}
func.func @h(%ub: index, %t: tensor<8xf32>, %s: index) -> tensor<8xf32> {
  scf.forall (%i, %j) in (%ub, 8) {
    %0 = arith.addi %i, %j : index
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
  } {tag}
  scf.forall (%i) = (%s) to (16) step (%s) {
    scf.forall.in_parallel {
    }
  }
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t, %o2 = %t) -> (tensor<8xf32>, tensor<8xf32>) {
    %e = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
    }
  }
  return %r#1 : tensor<8xf32>
}

// CHECK: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: i32, %arg6: i32) -> f32 {
// CHECK-NEXT: scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %7 = arith.addi %arg7, %arg7 : index
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3) -> (f32) {
// CHECK-NEXT: %7 = arith.addf %arg8, %arg8 : f32
// CHECK-NEXT: scf.yield %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg7 = %arg5 to %arg6 step %arg6 iter_args(%arg8 = %arg3, %arg9 = %arg5) -> (f32, i32)  : i32 {
// CHECK-NEXT: scf.yield %arg8, %arg9 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: %7 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: } else {
// CHECK-NEXT: %7 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg4 -> (f32) {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.while (%arg7 = %arg5, %arg8 = %arg3) : (i32, f32) -> (i32, f32) {
// CHECK-NEXT: %7 = arith.cmpi slt, %arg7, %arg6 : i32
// CHECK-NEXT: scf.condition(%7) %arg7, %arg8 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: f32):
// CHECK-NEXT: scf.yield %arg7, %arg8 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg7, %arg8) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %7 = arith.addi %arg7, %arg8 : index
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.parallel (%arg7) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: scf.reduce(%arg3 : f32) {
// CHECK-NEXT: ^bb0(%arg8: f32, %arg9: f32):
// CHECK-NEXT: %7 = arith.addf %arg8, %arg9 : f32
// CHECK-NEXT: scf.reduce.return %7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64, %arg4: i1, %arg5: f32) {
// CHECK-NEXT: scf.for %arg6 = %arg2 to %arg2 step %arg2  : i32 {
// CHECK-NEXT: } {tag = "loop"}
// CHECK-NEXT: %0 = scf.for %arg6 = %arg3 to %arg3 step %arg3 iter_args(%arg7 = %arg5) -> (f32)  : i64 {
// CHECK-NEXT: scf.yield %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: } else {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg4)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } attributes {w = 1 : i32}
// CHECK-NEXT: %1:2 = scf.execute_region -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg5, %arg2 : f32, i32
// CHECK-NEXT: } {e}
// CHECK-NEXT: %2:2 = scf.index_switch %arg0 {sw} -> f32, i32
// CHECK-NEXT: case -1 {
// CHECK-NEXT: scf.yield %arg5, %arg2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg5, %arg2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg1) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {par}
// CHECK-NEXT: %3:2 = scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg1) init (%arg5, %arg2) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg5, %arg2 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: scf.reduce.return %arg7 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: i32):
// CHECK-NEXT: scf.reduce.return %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @h(%arg0: index, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
// CHECK-NEXT: scf.forall (%arg3, %arg4) in (%arg0, 8) {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) = (0) to (%arg0) step (2) {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: scf.forall (%arg3) = (%arg2) to (16) step (%arg2) {
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg1, %arg5 = %arg1) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg3] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : tensor<8xf32>
// CHECK-NEXT: }
