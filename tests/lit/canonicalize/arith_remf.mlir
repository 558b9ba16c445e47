// arith.remf constant folding (rules/arith_folds.py): APFloat::mod, NaN operands and invalid cases as MLIR 19.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @r() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFC00001 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -4.000000e+00 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @r() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0xFF800001 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %m4 = arith.constant -4.0 : f32
  %a = arith.constant 5.5 : f32
  %0 = arith.remf %nan, %one : f32
  %1 = arith.remf %one, %snan : f32
  %2 = arith.remf %one, %z : f32
  %3 = arith.remf %inf, %one : f32
  %4 = arith.remf %one, %inf : f32
  %5 = arith.remf %m4, %a : f32
  %6 = arith.remf %a, %m4 : f32
  %7 = arith.remf %m4, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}
