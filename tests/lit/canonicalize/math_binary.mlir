// math binary/integer folds: atan2, copysign, powf fold; fma, fpowi do not (as MLIR 19).
// RUN: irlite-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @b() {
// CHECK-NEXT: %c-1728_i32 = arith.constant -1728 : i32
// CHECK-NEXT: %c29_i32 = arith.constant 29 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c12_i32 = arith.constant 12 : i32
// CHECK-NEXT: %cst = arith.constant 0.699999988 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst_1 = arith.constant 2.86858392 : f32
// CHECK-NEXT: %cst_2 = arith.constant -0.699999988 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.43924212 : f32
// CHECK-NEXT: %0 = math.fma %cst, %cst_0, %cst : f32
// CHECK-NEXT: %1 = math.fpowi %cst, %c3_i32 : f32, i32
// CHECK-NEXT: "x.u"(%cst_1, %cst_2, %cst_3, %0, %c12_i32, %c0_i32, %c2_i32, %c29_i32, %c-1728_i32, %1) : (f32, f32, f32, f32, i32, i32, i32, i32, i32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @b() {
  %c = arith.constant 0.7 : f32
  %e = arith.constant -2.5 : f32
  %i = arith.constant -12 : i32
  %j = arith.constant 3 : i32
  %0 = math.atan2 %c, %e : f32
  %1 = math.copysign %c, %e : f32
  %2 = math.powf %c, %e : f32
  %3 = math.fma %c, %e, %c : f32
  %4 = math.absi %i : i32
  %5 = math.ctlz %i : i32
  %6 = math.cttz %i : i32
  %7 = math.ctpop %i : i32
  %8 = math.ipowi %i, %j : i32
  %9 = math.fpowi %c, %j : f32, i32
  "x.u"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (f32, f32, f32, f32, i32, i32, i32, i32, i32, f32) -> ()
  return
}
