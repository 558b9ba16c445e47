// sccp: constants through straight-line code and cf control flow (block arguments
// joined over executable edges, constant branch conditions and switch flags); new
// constants at the top of the entry block, unreachable blocks kept. The CHECK lines
// are mlir-opt 19's output.
// RUN: irlite-opt %s --sccp | FileCheck %s

// CHECK-LABEL: func.func @straight_line(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c0_i32 : i32
// CHECK-NEXT: return %1, %c3_i32 : i32, i32
// CHECK-NEXT: }
func.func @straight_line(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %b = arith.muli %x, %a : i32
  %z = arith.constant 0 : i32
  %m = arith.muli %x, %z : i32
  %s = arith.addi %b, %m : i32
  return %s, %a : i32, i32
}

// CHECK-LABEL: func.func @diamond_same_values(%arg0: i1) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
func.func @diamond_same_values(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %c = arith.constant 1 : i32
  cf.br ^bb3(%c : i32)
^bb2:
  cf.br ^bb3(%c1 : i32)
^bb3(%a: i32):
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @diamond_constant_condition(%arg0: i32) -> i32 {
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: cf.cond_br %true, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c10_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
func.func @diamond_constant_condition(%x: i32) -> i32 {
  %t = arith.constant true
  %c5 = arith.constant 5 : i32
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  %a = arith.addi %c5, %c5 : i32
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%x : i32)
^bb3(%r: i32):
  %s = arith.subi %r, %c5 : i32
  return %s : i32
}

// CHECK-LABEL: func.func @diamond_different_values(%arg0: i1) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%c1_i32 : i32), ^bb1(%c2_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @diamond_different_values(%cond: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %cond, ^bb1(%c1 : i32), ^bb1(%c2 : i32)
^bb1(%a: i32):
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @loop_converges(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32, %c0_i32 : i32, i32)
// CHECK-NEXT: ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%3, %c0_i32 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %4 = arith.addi %0, %c0_i32 : i32
// CHECK-NEXT: return %4 : i32
// CHECK-NEXT: }
func.func @loop_converges(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %s: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  %s2 = arith.muli %s, %c10 : i32
  cf.br ^bb1(%next, %s2 : i32, i32)
^bb3:
  %r = arith.addi %i, %s : i32
  return %r : i32
}

// CHECK-LABEL: func.func @loop_constant_trip() -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c3_i32 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @loop_constant_trip() -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %cmp = arith.cmpi slt, %i, %c3 : i32
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  return %i : i32
}

// CHECK-LABEL: func.func @loop_never_entered() -> i32 {
// CHECK-NEXT: %c25_i32 = arith.constant 25 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c5_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.cond_br %false, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.addi %c5_i32, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %c25_i32 : i32
// CHECK-NEXT: }
func.func @loop_never_entered() -> i32 {
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^bb1(%c5 : i32)
^bb1(%i: i32):
  %cmp = arith.cmpi slt, %i, %c0 : i32
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  %c1 = arith.constant 1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  %r = arith.muli %i, %i : i32
  return %r : i32
}

// CHECK-LABEL: func.func @switch_constant(%arg0: i32) -> i32 {
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: cf.switch %c3_i32 : i32, [
// CHECK-NEXT: default: ^bb1(%arg0 : i32),
// CHECK-NEXT: 3: ^bb2(%c3_i32 : i32),
// CHECK-NEXT: 4: ^bb1(%c3_i32 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %c9_i32 : i32
// CHECK-NEXT: }
func.func @switch_constant(%x: i32) -> i32 {
  %c = arith.constant 3 : i32
  cf.switch %c : i32, [
    default: ^bb1(%x : i32),
    3: ^bb2(%c : i32),
    4: ^bb1(%c : i32)
  ]
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  %r = arith.muli %b, %b : i32
  return %r : i32
}

// CHECK-LABEL: func.func @switch_default(%arg0: i32) -> i32 {
// CHECK-NEXT: %c14_i32 = arith.constant 14 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: cf.switch %c9_i32 : i32, [
// CHECK-NEXT: default: ^bb1(%c7_i32 : i32),
// CHECK-NEXT: 3: ^bb2(%c9_i32 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %c14_i32 : i32
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb0
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @switch_default(%x: i32) -> i32 {
  %c = arith.constant 9 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c : i32, [
    default: ^bb1(%c7 : i32),
    3: ^bb2(%c : i32)
  ]
^bb1(%a: i32):
  %r = arith.addi %a, %c7 : i32
  return %r : i32
^bb2(%b: i32):
  return %b : i32
}

// CHECK-LABEL: func.func @switch_unknown(%arg0: i32) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%c7_i32 : i32),
// CHECK-NEXT: 3: ^bb1(%c7_i32 : i32),
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %c7_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @switch_unknown(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  cf.switch %x : i32, [
    default: ^bb1(%c7 : i32),
    3: ^bb1(%c7 : i32),
    5: ^bb2
  ]
^bb1(%a: i32):
  return %a : i32
^bb2:
  return %x : i32
}

// CHECK-LABEL: func.func @unreachable_block_kept(%arg0: i32) -> i32 {
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: return %c4_i32 : i32
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.addi %c3_i32, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unreachable_block_kept(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.addi %c2, %c2 : i32
  return %r : i32
^dead:
  %c3 = arith.constant 3 : i32
  %d = arith.addi %c3, %x : i32
  return %d : i32
}

// CHECK-LABEL: func.func @side_effects(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xi32>
// CHECK-NEXT: memref.store %c4_i32, %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<2xi32>
// CHECK-NEXT: %1 = arith.addi %0, %c4_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @side_effects(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : i32
  %m = memref.alloca() : memref<2xi32>
  memref.store %c4, %m[%c0] : memref<2xi32>
  %v = memref.load %m[%c0] : memref<2xi32>
  %r = arith.addi %v, %c4 : i32
  %d = memref.dim %m, %c0 : memref<2xi32>
  return %r : i32
}

// CHECK-LABEL: func.func @folds_across_dialects(%arg0: f32) -> (f32, f32, index, index) {
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %idx6 = index.constant 6
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %cst = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: return %cst_0, %cst, %idx6, %c6 : f32, f32, index, index
// CHECK-NEXT: }
func.func @folds_across_dialects(%x: f32) -> (f32, f32, index, index) {
  %two = arith.constant 2.0 : f32
  %four = arith.constant 4.0 : f32
  %s = math.sqrt %four : f32
  %p = arith.mulf %s, %two : f32
  %i1 = index.constant 3
  %i2 = index.add %i1, %i1
  %a = arith.constant 6 : index
  return %s, %p, %i2, %a : f32, f32, index, index
}

// CHECK-LABEL: func.func @fold_to_value(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.select %true, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @fold_to_value(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %y_is_x = arith.cmpi eq, %y, %y : i32
  %b = arith.select %y_is_x, %x, %y : i32
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @in_place_folds_undone(%arg0: i32, %arg1: i16) -> (i1, i64, i8) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %c5_i32, %arg0 : i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i16 to i32
// CHECK-NEXT: %2 = arith.extui %1 : i32 to i64
// CHECK-NEXT: %3 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT: %4 = arith.trunci %3 : i16 to i8
// CHECK-NEXT: return %0, %2, %4 : i1, i64, i8
// CHECK-NEXT: }
func.func @in_place_folds_undone(%x: i32, %y: i16) -> (i1, i64, i8) {
  %c5 = arith.constant 5 : i32
  %cmp = arith.cmpi slt, %c5, %x : i32
  %e1 = arith.extui %y : i16 to i32
  %e2 = arith.extui %e1 : i32 to i64
  %t1 = arith.trunci %x : i32 to i16
  %t2 = arith.trunci %t1 : i16 to i8
  return %cmp, %e2, %t2 : i1, i64, i8
}

// CHECK-LABEL: func.func @ext_of_constant_ext() -> (i64, i8) {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c3_i16 = arith.constant 3 : i16
// CHECK-NEXT: %0 = arith.extsi %c3_i32 : i32 to i64
// CHECK-NEXT: %1 = arith.trunci %c3_i32 : i32 to i8
// CHECK-NEXT: return %0, %1 : i64, i8
// CHECK-NEXT: }
func.func @ext_of_constant_ext() -> (i64, i8) {
  %c = arith.constant 3 : i16
  %e1 = arith.extsi %c : i16 to i32
  %e2 = arith.extsi %e1 : i32 to i64
  %t = arith.trunci %e1 : i32 to i8
  return %e2, %t : i64, i8
}
