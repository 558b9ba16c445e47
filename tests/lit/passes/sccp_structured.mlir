// sccp through scf region control flow: scf.if, scf.for, scf.while,
// scf.execute_region and scf.index_switch. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @if_constant_condition(%arg0: i32) -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %c3_i32 : i32
// CHECK-NEXT: }
func.func @if_constant_condition(%x: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    %c = arith.constant 3 : i32
    scf.yield %c : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_false_condition(%arg0: i32) -> i32 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %c8_i32 : i32
// CHECK-NEXT: }
func.func @if_false_condition(%x: i32) -> i32 {
  %f = arith.constant false
  %r = scf.if %f -> i32 {
    scf.yield %x : i32
  } else {
    %c = arith.constant 4 : i32
    %d = arith.addi %c, %c : i32
    scf.yield %d : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_unknown_same_yields(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @if_unknown_same_yields(%cond: i1) -> i32 {
  %r = scf.if %cond -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  } else {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_unknown_different_yields(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @if_unknown_different_yields(%cond: i1) -> i32 {
  %r = scf.if %cond -> i32 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  } else {
    %c = arith.constant 2 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_with_side_effects(%arg0: i1, %arg1: memref<i32>) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %c1_i32, %arg1[] : memref<i32>
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @if_with_side_effects(%cond: i1, %m: memref<i32>) -> i32 {
  %r = scf.if %cond -> i32 {
    %c = arith.constant 1 : i32
    memref.store %c, %m[] : memref<i32>
    scf.yield %c : i32
  } else {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_invariant_iter_arg(%arg0: index, %arg1: index) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0:2 = scf.for %arg2 = %arg0 to %arg1 step %c1 iter_args(%arg3 = %c0_i32, %arg4 = %c0_i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %c0_i32, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c0_i32, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @for_invariant_iter_arg(%lb: index, %ub: index) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : i32
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    %k = arith.constant 1 : i32
    %m = arith.addi %b, %k : i32
    scf.yield %a, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @for_zero_trips() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.for %arg0 = %c0 to %c0 step %c1 iter_args(%arg1 = %c5_i32) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @for_zero_trips() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 5 : i32
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %i0) -> (i32) {
    %k = arith.constant 1 : i32
    %m = arith.addi %a, %k : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_nested_if(%arg0: index) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @for_nested_if(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %cmp = arith.cmpi eq, %a, %z : i32
    %v = scf.if %cmp -> i32 {
      scf.yield %a : i32
    } else {
      %k = arith.constant 1 : i32
      scf.yield %k : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_false(%arg0: i32) -> i32 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @while_false(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %f = arith.constant false
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    scf.condition(%f) %a : i32
  } do {
  ^bb0(%b: i32):
    %k = arith.constant 1 : i32
    %m = arith.addi %b, %k : i32
    scf.yield %m : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_unknown(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %c0_i32, %arg2 = %c3_i32) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg1, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg1, %c3_i32 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %c3_i32 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %c3_i32 : i32, i32
// CHECK-NEXT: }
func.func @while_unknown(%n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%a = %c0, %s = %c3) : (i32, i32) -> (i32, i32) {
    %cmp = arith.cmpi slt, %a, %n : i32
    scf.condition(%cmp) %a, %s : i32, i32
  } do {
  ^bb0(%b: i32, %t: i32):
    %k = arith.constant 1 : i32
    %m = arith.addi %b, %k : i32
    %u = arith.muli %t, %k : i32
    scf.yield %m, %u : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @execute_region(%arg0: i1) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %c1_i32 : i32
// CHECK-NEXT: }
func.func @execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %c1 : i32
  ^bb2:
    %c2 = arith.constant 1 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @index_switch_constant() -> i32 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: return %c10_i32 : i32
// CHECK-NEXT: }
func.func @index_switch_constant() -> i32 {
  %c = arith.constant 2 : index
  %r = scf.index_switch %c -> i32
  case 2 {
    %c1 = arith.constant 10 : i32
    scf.yield %c1 : i32
  }
  default {
    %c2 = arith.constant 20 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @index_switch_unknown(%arg0: index) -> i32 {
// CHECK-NEXT: %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %c10_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %c10_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c20_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_unknown(%x: index) -> i32 {
  %r = scf.index_switch %x -> i32
  case 2 {
    %c1 = arith.constant 10 : i32
    scf.yield %c1 : i32
  }
  case 5 {
    %c1 = arith.constant 10 : i32
    scf.yield %c1 : i32
  }
  default {
    %c2 = arith.constant 20 : i32
    scf.yield %c2 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @two_ifs_order(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c49_i32 = arith.constant 49 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c2_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c5_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %c49_i32 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c8_i32 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @two_ifs_order(%cond: i1) -> (i32, i32) {
  %r1 = scf.if %cond -> i32 {
    %c = arith.constant 1 : i32
    %d = arith.addi %c, %c : i32
    scf.yield %d : i32
  } else {
    %c = arith.constant 5 : i32
    scf.yield %c : i32
  }
  %r2 = scf.if %cond -> i32 {
    %c = arith.constant 7 : i32
    %d = arith.muli %c, %c : i32
    scf.yield %d : i32
  } else {
    %c = arith.constant 8 : i32
    scf.yield %c : i32
  }
  return %r1, %r2 : i32, i32
}
