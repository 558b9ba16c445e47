// arith cast and cmpf constant folds (rules/arith_folds.py), as MLIR 19: sitofp/uitofp/fptosi/fptoui/extf/truncf/bitcast, cmpf with NaN.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @f() -> (f32, f32, f64, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC10000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFFF8002460000000 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x7C01 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7F800123 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0xFFC02000 : f32
// CHECK-NEXT: %0 = arith.extf %cst_1 : f16 to f32
// CHECK-NEXT: %1 = arith.extf %cst_2 : f32 to f64
// CHECK-NEXT: return %cst_3, %0, %cst_0, %1, %cst : f32, f32, f64, f64, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (f32, f32, i32, i32, f64, f32, i32, f32, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 0xFFFFFFF9 : f32
// CHECK-NEXT: %c-1070596096_i32 = arith.constant -1070596096 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e+100 : f64
// CHECK-NEXT: %cst_1 = arith.constant -7.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %c-1294967296_i32 = arith.constant -1294967296 : i32
// CHECK-NEXT: %cst_3 = arith.constant -2.750000e+00 : f64
// CHECK-NEXT: %0 = arith.truncf %cst_0 : f64 to f32
// CHECK-NEXT: return %cst_1, %cst_2, %c-2_i32, %c-1294967296_i32, %cst_3, %0, %c-1070596096_i32, %cst, %true, %true, %true, %false : f32, f32, i32, i32, f64, f32, i32, f32, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @args(%arg0: f32, %arg1: i32, %arg2: i64) -> (i1, i1, f32, i32, i64, i32, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.cmpf oeq, %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT: %2 = arith.extui %arg1 : i32 to i64
// CHECK-NEXT: %3 = arith.trunci %arg2 : i64 to i16
// CHECK-NEXT: %4 = arith.extui %3 : i16 to i32
// CHECK-NEXT: return %0, %1, %arg0, %arg1, %2, %4, %false, %true : i1, i1, f32, i32, i64, i32, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f() -> (f32, f32, f64, f64, f32) {
  %a = arith.constant 0xFE01 : f16
  %b = arith.constant 0x7C01 : f16
  %c = arith.constant 0xFFC00123 : f32
  %d = arith.constant 0x7F800123 : f32
  %e = arith.constant 0x7FC1 : bf16
  %0 = arith.extf %a : f16 to f32
  %1 = arith.extf %b : f16 to f32
  %2 = arith.extf %c : f32 to f64
  %3 = arith.extf %d : f32 to f64
  %4 = arith.extf %e : bf16 to f32
  return %0, %1, %2, %3, %4 : f32, f32, f64, f64, f32
}
func.func @casts() -> (f32, f32, i32, i32, f64, f32, i32, f32, i1, i1, i1, i1) {
  %a = arith.constant -7 : i32
  %f = arith.constant -2.75 : f32
  %g = arith.constant 3.0e9 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f32
  %2 = arith.fptosi %f : f32 to i32
  %3 = arith.fptoui %g : f32 to i32
  %4 = arith.extf %f : f32 to f64
  %d = arith.constant 1.0e100 : f64
  %5 = arith.truncf %d : f64 to f32
  %6 = arith.bitcast %f : f32 to i32
  %7 = arith.bitcast %a : i32 to f32
  %8 = arith.cmpf olt, %f, %g : f32
  %9 = arith.cmpf uno, %f, %nan : f32
  %x = arith.constant 1.0 : f32
  %10 = arith.cmpf oeq, %x, %x : f32
  %11 = arith.cmpf one, %f, %f : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, i32, i32, f64, f32, i32, f32, i1, i1, i1, i1
}
func.func @args(%x: f32, %i: i32, %i64: i64) -> (i1, i1, f32, i32, i64, i32, i1, i1) {
  %0 = arith.cmpf oeq, %x, %x : f32
  %1 = arith.cmpf uno, %x, %x : f32
  %2 = arith.negf %x : f32
  %3 = arith.negf %2 : f32
  %4 = arith.extsi %i : i32 to i64
  %5 = arith.trunci %4 : i64 to i32
  %6 = arith.extui %i : i32 to i64
  %7 = arith.extsi %6 : i64 to i128
  %8 = arith.trunci %7 : i128 to i64
  %9 = arith.trunci %i64 : i64 to i32
  %10 = arith.extsi %9 : i32 to i64
  %11 = arith.trunci %10 : i64 to i16
  %12 = arith.trunci %i64 : i64 to i16
  %13 = arith.extui %12 : i16 to i32
  %nan = arith.constant 0x7FC00000 : f32
  %14 = arith.cmpf ole, %x, %nan : f32
  %15 = arith.cmpf ugt, %nan, %x : f32
  return %0, %1, %3, %5, %8, %13, %14, %15 : i1, i1, f32, i32, i64, i32, i1, i1
}
