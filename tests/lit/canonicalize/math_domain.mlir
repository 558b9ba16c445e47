// math folds: domain checks (sqrt/log of negatives), NaN signs, integer ops, ipowi with negative exponents.
// RUN: irlite-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @b() {
// CHECK-NEXT: %cst = arith.constant 0xFFC00000 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT: %cst_0 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_1 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = math.sqrt %cst_1 : f32
// CHECK-NEXT: %1 = math.sqrt %cst_2 : f32
// CHECK-NEXT: %2 = math.log %cst_1 : f32
// CHECK-NEXT: %3 = math.log1p %cst_3 : f32
// CHECK-NEXT: %4 = math.log %cst_2 : f32
// CHECK-NEXT: %5 = math.ipowi %c0_i32, %c-3_i32 : i32
// CHECK-NEXT: %6 = math.log2 %cst_1 : f32
// CHECK-NEXT: "x.u"(%0, %1, %2, %3, %cst_0, %4, %c0_i32, %5, %c32_i32, %c32_i32, %c3_i32, %6, %cst) : (f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, f32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @b() {
  %m1 = arith.constant -1.0 : f32
  %m0 = arith.constant -0.0 : f32
  %m2 = arith.constant -2.0 : f32
  %two = arith.constant 2.0 : f32
  %i = arith.constant -3 : i32
  %j = arith.constant 2 : i32
  %k = arith.constant 0 : i32
  %0 = math.sqrt %m1 : f32
  %1 = math.sqrt %m0 : f32
  %2 = math.log %m1 : f32
  %3 = math.log1p %m2 : f32
  %4 = math.acos %two : f32
  %5 = math.log %m0 : f32
  %6 = math.ipowi %j, %i : i32
  %7 = math.ipowi %k, %i : i32
  %8 = math.ctlz %k : i32
  %9 = math.cttz %k : i32
  %10 = math.absi %i : i32
  %11 = math.log2 %m1 : f32
  %12 = math.atanh %two : f32
  "x.u"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (f32, f32, f32, f32, f32, f32, i32, i32, i32, i32, i32, f32, f32) -> ()
  return
}
