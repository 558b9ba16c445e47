// arith folding and canonicalization as mlir-opt 19 --canonicalize prints it.
// RUN: irlite-opt %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s

// CHECK-LABEL: func.func @wrap() -> (i8, i8, i8, i32) {
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %0 = arith.divsi %c-128_i8, %c-1_i8 : i8
// CHECK-NEXT: return %c-128_i8, %c1_i8, %0, %c-3_i32 : i8, i8, i8, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unsigned() -> (i8, i8, i8, i8) {
// CHECK-NEXT: %c31_i8 = arith.constant 31 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c16_i8 = arith.constant 16 : i8
// CHECK-NEXT: %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT: %0 = arith.shrui %c-1_i8, %c16_i8 : i8
// CHECK-NEXT: return %c15_i8, %c15_i8, %0, %c31_i8 : i8, i8, i8, i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT: return %true, %false, %true, %0 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ident(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %arg0, %arg0, %c0_i32, %arg0, %arg0 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @floats() -> (f32, f32, f64) {
// CHECK-NEXT: %cst = arith.constant 0.333333343 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : f32, f32, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chains(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %c-1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %c2_i32, %arg0 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @wrap() -> (i8, i8, i8, i32) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %m = arith.constant -128 : i8
  %n = arith.constant -1 : i8
  %0 = arith.addi %a, %b : i8
  %1 = arith.muli %a, %a : i8
  %2 = arith.divsi %m, %n : i8
  %x = arith.constant 7 : i32
  %y = arith.constant -2 : i32
  %3 = arith.divsi %x, %y : i32
  return %0, %1, %2, %3 : i8, i8, i8, i32
}
func.func @unsigned() -> (i8, i8, i8, i8) {
  %a = arith.constant -1 : i8
  %b = arith.constant 16 : i8
  %0 = arith.divui %a, %b : i8
  %1 = arith.remui %a, %b : i8
  %2 = arith.shrui %a, %b : i8
  %c3 = arith.constant 3 : i8
  %3 = arith.shrui %a, %c3 : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}
func.func @cmp(%x: i32) -> (i1, i1, i1, i1) {
  %c = arith.constant 5 : i32
  %d = arith.constant -5 : i32
  %0 = arith.cmpi slt, %d, %c : i32
  %1 = arith.cmpi ult, %d, %c : i32
  %2 = arith.cmpi sle, %x, %x : i32
  %3 = arith.cmpi slt, %c, %x : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
func.func @ident(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %0 = arith.addi %z, %x : i32
  %1 = arith.muli %o, %x : i32
  %2 = arith.subi %y, %y : i32
  %s = arith.subi %x, %y : i32
  %3 = arith.addi %s, %y : i32
  %t = arith.constant true
  %4 = arith.select %t, %x, %y : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}
func.func @floats() -> (f32, f32, f64) {
  %a = arith.constant 1.0e+00 : f32
  %b = arith.constant 3.0e+00 : f32
  %0 = arith.divf %a, %b : f32
  %z = arith.constant 0.0 : f32
  %1 = arith.divf %a, %z : f32
  %c = arith.constant 0.1 : f64
  %d = arith.constant 0.2 : f64
  %2 = arith.addf %c, %d : f64
  return %0, %1, %2 : f32, f32, f64
}
func.func @chains(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.subi %x, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.subi %c2, %x : i32
  %3 = arith.subi %c1, %2 : i32
  %4 = arith.muli %x, %m1 : i32
  %5 = arith.addi %c2, %4 : i32
  return %1, %3, %5 : i32, i32, i32
}
