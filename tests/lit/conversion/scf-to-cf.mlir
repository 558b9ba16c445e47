// convert-scf-to-cf lowers scf.for/if/while/execute_region/index_switch to cf branches.
//
// The expected blocks are mlir-opt 19's output for the same input, block for block:
// split points, block order, argument lists and the ops the lowering adds
// (arith.cmpi slt + arith.addi for loops, arith.index_cast to i32 for switches).
// A while loop whose 'after' region only forwards its arguments takes MLIR's
// do-while form (the header branches to itself). Discardable attributes on a
// loop are dropped, as mlir-opt 19 does.
// RUN: irlite-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @for_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @for_loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %a = arith.addf %acc, %acc : f32
    scf.yield %a : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @for_noiter(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : index
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_noiter(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %x = arith.addi %i, %i : index
  }
  return
}

// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_else(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_only(%arg0: i1, %arg1: i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @if_only(%c: i1, %a: i32) {
  scf.if %c {
    %x = arith.addi %a, %a : i32
  }
  return
}

// CHECK-LABEL: func.func @while_loop(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %2, %2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @while_loop(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @exec(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
func.func @switch(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb7
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb8
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb7
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg0 : index)
// CHECK-NEXT: ^bb4(%2: index):  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb5, ^bb6
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: %4 = arith.addi %0, %2 : index
// CHECK-NEXT: %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb4(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb7
// CHECK-NEXT: ^bb7:  // 2 preds: ^bb2, ^bb6
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb8:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.if %c {
      scf.for %j = %lb to %ub step %s {
        %x = arith.addi %i, %j : index
      }
    }
  }
  return
}

// CHECK-LABEL: func.func @dowhile(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %1, %arg1 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @dowhile(%init: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %y = arith.addi %x, %x : i32
    %c = arith.cmpi slt, %y, %n : i32
    scf.condition(%c) %y : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while2(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %0 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb2(%1, %0 : f32, i32), ^bb3
// CHECK-NEXT: ^bb2(%3: f32, %4: i32):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1(%4, %3 : i32, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0, %1 : i32, f32
// CHECK-NEXT: }
func.func @while2(%init: i32, %f: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %init, %g = %f) : (i32, f32) -> (f32, i32) {
    %c = arith.cmpi slt, %x, %x : i32
    scf.condition(%c) %g, %x : f32, i32
  } do {
  ^bb0(%a: f32, %b: i32):
    scf.yield %b, %a : i32, f32
  }
  return %r#1, %r#0 : i32, f32
}

// CHECK-LABEL: func.func @exec_multi(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @exec_multi(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_multi(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb6
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%arg2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT: cf.br ^bb7(%1 : i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb7(%arg2 : i32)
// CHECK-NEXT: ^bb7(%2: i32):  // 2 preds: ^bb5, ^bb6
// CHECK-NEXT: cf.br ^bb8
// CHECK-NEXT: ^bb8:  // pred: ^bb7
// CHECK-NEXT: %3 = arith.addi %2, %2 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @if_multi(%c: i1, %d: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      %y = arith.addi %a, %a : i32
      scf.yield %y : i32
    }
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %z = arith.addi %r, %r : i32
  return %z : i32
}

// CHECK-LABEL: func.func @for_i32(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %0 : i32
// CHECK-NEXT: %3 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @for_i32(%lb: i32, %ub: i32, %s: i32) {
  scf.for %i = %lb to %ub step %s : i32 {
    %x = arith.addi %i, %i : i32
  } {other = 1}
  return
}

// CHECK-LABEL: func.func @switch_noresult(%arg0: index) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switch_noresult(%i: index) {
  scf.index_switch %i
  default {
    scf.yield
  }
  return
}
