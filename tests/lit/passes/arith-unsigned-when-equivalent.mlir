// arith-unsigned-when-equivalent: signed division, remainder, min/max, extension and
// ordering comparisons on values the integer range analysis proves non-negative become
// unsigned (floordivsi to divui); others stay. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --arith-unsigned-when-equivalent | FileCheck %s

// CHECK-LABEL: func.func @non_negative(%arg0: i32, %arg1: i16) -> (i32, i32, i32, i64, i1, i1) {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.andi %arg0, %c7_i32 : i32
// CHECK-NEXT:   %1 = arith.divui %0, %c3_i32 : i32
// CHECK-NEXT:   %2 = arith.remui %0, %c3_i32 : i32
// CHECK-NEXT:   %3 = arith.maxui %0, %1 : i32
// CHECK-NEXT:   %4 = arith.extui %3 : i32 to i64
// CHECK-NEXT:   %5 = arith.cmpi ult, %0, %c3_i32 : i32
// CHECK-NEXT:   %6 = arith.cmpi eq, %0, %c3_i32 : i32
// CHECK-NEXT:   return %1, %2, %3, %4, %5, %6 : i32, i32, i32, i64, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @maybe_negative(%arg0: i32) -> (i32, i1) {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.divsi %arg0, %c3_i32 : i32
// CHECK-NEXT:   %1 = arith.cmpi sge, %arg0, %c3_i32 : i32
// CHECK-NEXT:   return %0, %1 : i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = scf.for %arg1 = %c0 to %c16 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT:     %1 = arith.ceildivui %arg1, %c4 : index
// CHECK-NEXT:     %2 = arith.minui %1, %arg2 : index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @non_negative(%x: i32, %y: i16) -> (i32, i32, i32, i64, i1, i1) {
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.andi %x, %c7 : i32
  %d = arith.floordivsi %a, %c3 : i32
  %r = arith.remsi %a, %c3 : i32
  %m = arith.maxsi %a, %d : i32
  %e = arith.extsi %m : i32 to i64
  %lt = arith.cmpi slt, %a, %c3 : i32
  %eq = arith.cmpi eq, %a, %c3 : i32
  return %d, %r, %m, %e, %lt, %eq : i32, i32, i32, i64, i1, i1
}

func.func @maybe_negative(%x: i32) -> (i32, i1) {
  %c3 = arith.constant 3 : i32
  %d = arith.divsi %x, %c3 : i32
  %c = arith.cmpi sge, %x, %c3 : i32
  return %d, %c : i32, i1
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %c0) -> index {
    %q = arith.ceildivsi %i, %c4 : index
    %v = arith.minsi %q, %acc : index
    scf.yield %v : index
  }
  return %s : index
}
