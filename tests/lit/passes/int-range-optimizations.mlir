// int-range-optimizations: integer ranges through scf.for bounds, cf block arguments,
// casts, select and index ops (at 32 and 64 bits); known constants materialized, a
// trivial remui erased, test.reflect_bounds records the ranges. The CHECK lines are
// mlir-opt 19's output.
// RUN: irlite-opt %s --int-range-optimizations | FileCheck %s

// CHECK-LABEL: func.func @loop_iv(%arg0: index) -> (i1, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %0 = scf.for %arg1 = %c0 to %c8 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:     %2 = test.reflect_bounds {smax = 7 : index, smin = 0 : index, umax = 7 : index, umin = 0 : index} %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT:     scf.yield %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = arith.cmpi sge, %0, %c0 : index
// CHECK-NEXT:   return %1, %0 : i1, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branches(%arg0: i8, %arg1: i1) -> i8 {
// CHECK-NEXT:   %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT:   %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT:   %0 = arith.andi %arg0, %c4_i8 : i8
// CHECK-NEXT:   cf.cond_br %arg1, ^bb1, ^bb2(%0 : i8)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = arith.ori %0, %c1_i8 : i8
// CHECK-NEXT:   cf.br ^bb2(%1 : i8)
// CHECK-NEXT: ^bb2(%2: i8):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %3 = test.reflect_bounds {smax = 7 : si8, smin = 0 : si8, umax = 7 : ui8, umin = 0 : ui8} %2 : i8
// CHECK-NEXT:   %4 = arith.cmpi ugt, %2, %c4_i8 : i8
// CHECK-NEXT:   %5 = arith.extui %4 : i1 to i8
// CHECK-NEXT:   return %5 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_widths(%arg0: index) -> (i1, i1) {
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %idx4294967295 = index.constant 4294967295
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %0 = index.minu %arg0, %idx4294967295
// CHECK-NEXT:   %1 = index.add %0, %idx1
// CHECK-NEXT:   %2 = index.cmp uge(%1, %idx1)
// CHECK-NEXT:   return %true, %2 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: i8) -> (i32, i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT:   %1 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:   %2 = arith.trunci %0 : i32 to i16
// CHECK-NEXT:   %3 = test.reflect_bounds {smax = 255 : si16, smin = 0 : si16, umax = 255 : ui16, umin = 0 : ui16} %2 : i16
// CHECK-NEXT:   %4 = test.reflect_bounds {smax = 127 : si32, smin = -128 : si32, umax = 4294967295 : ui32, umin = 0 : ui32} %1 : i32
// CHECK-NEXT:   %5 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT:   %6 = test.reflect_bounds {smax = 255 : index, smin = 0 : index, umax = 255 : index, umin = 0 : index} %5 : index
// CHECK-NEXT:   %7 = test.reflect_bounds {smax = 255 : si32, smin = 0 : si32, umax = 255 : ui32, umin = 0 : ui32} %0 : i32
// CHECK-NEXT:   return %0, %true : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @loop_iv(%n: index) -> (i1, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> index {
    %lt = arith.cmpi ult, %i, %c8 : index
    %b = test.reflect_bounds %i : index
    %m = arith.remui %i, %c8 : index
    %s = arith.addi %acc, %m : index
    scf.yield %s : index
  }
  %ok = arith.cmpi sge, %r, %c0 : index
  return %ok, %r : i1, index
}

func.func @branches(%x: i8, %c: i1) -> i8 {
  %c1 = arith.constant 1 : i8
  %c4 = arith.constant 4 : i8
  %a = arith.andi %x, %c4 : i8
  cf.cond_br %c, ^bb1, ^bb2(%a : i8)
^bb1:
  %b = arith.ori %a, %c1 : i8
  cf.br ^bb2(%b : i8)
^bb2(%v: i8):
  %r = test.reflect_bounds %v : i8
  %big = arith.cmpi ugt, %v, %c4 : i8
  %e = arith.extui %big : i1 to i8
  return %e : i8
}

func.func @index_widths(%a: index) -> (i1, i1) {
  %c1 = index.constant 1
  %cbig = index.constant 0xfffffffe
  %cmax = index.constant 0xffffffff
  %0 = index.minu %a, %cbig
  %1 = index.add %0, %c1
  %2 = index.cmp uge(%1, %c1)
  %3 = index.minu %a, %cmax
  %4 = index.add %3, %c1
  %5 = index.cmp uge(%4, %c1)
  return %2, %5 : i1, i1
}

func.func @casts(%x: i8) -> (i32, i1) {
  %e = arith.extui %x : i8 to i32
  %s = arith.extsi %x : i8 to i32
  %t = arith.trunci %e : i32 to i16
  %rt = test.reflect_bounds %t : i16
  %rs = test.reflect_bounds %s : i32
  %ix = arith.index_castui %x : i8 to index
  %ri = test.reflect_bounds %ix : index
  %c256 = arith.constant 256 : i32
  %lt = arith.cmpi slt, %e, %c256 : i32
  %sel = arith.select %lt, %e, %s : i32
  %rsel = test.reflect_bounds %sel : i32
  return %sel, %lt : i32, i1
}
