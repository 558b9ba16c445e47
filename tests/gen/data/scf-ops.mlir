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
