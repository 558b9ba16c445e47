// RUN: irlite-opt %s --test-math-polynomial-approximation | FileCheck %s --check-prefixes=CHECK,NOAVX2
// RUN: irlite-opt %s --math-polynomial-approximation | FileCheck %s --check-prefixes=CHECK,NOAVX2
// RUN: irlite-opt %s --pass-pipeline='builtin.module(func.func(math-polynomial-approximation))' | FileCheck %s --check-prefixes=CHECK,NOAVX2
// RUN: irlite-opt %s --test-math-polynomial-approximation=enable-avx2 | FileCheck %s --check-prefixes=CHECK,AVX2

// MLIR's polynomial approximations (PolynomialApproximation.cpp, run as mlir-opt's
// test-math-polynomial-approximation runs them: greedily, with folding). Every CHECK line
// is mlir-opt 19's output for this file (`mlir-opt %s --test-math-polynomial-approximation`,
// and `=enable-avx2` for the AVX2 lines), recorded whole: constants in mlir-opt's order.
// Left out because irlite differs: vector<8xf32> rsqrt with enable-avx2 (MLIR emits
// x86vector.avx.rsqrt; irlite has no x86vector and leaves the op), tensors (mlir-opt 19
// fails: "'arith.cmpf' op requires all operands to have the same type"; irlite leaves them).

// The selects between equal constants fold away (MLIR's own test, @erf_scalar, checks the same).
// CHECK-LABEL: func.func @erf_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 1.12837911 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -0.523018539 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0.209741712 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0.0258146804 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 1.12750685 : f32
// CHECK-NEXT:    %cst_6 = arith.constant -0.364721417 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.118407398 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.0370645523 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -0.00330093061 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.00351961935 : f32
// CHECK-NEXT:    %cst_11 = arith.constant -0.00141373626 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 2.53447099E-4 : f32
// CHECK-NEXT:    %cst_13 = arith.constant -1.71048032E-5 : f32
// CHECK-NEXT:    %cst_14 = arith.constant -0.463513821 : f32
// CHECK-NEXT:    %cst_15 = arith.constant 0.519230127 : f32
// CHECK-NEXT:    %cst_16 = arith.constant -0.131808966 : f32
// CHECK-NEXT:    %cst_17 = arith.constant 0.0739796459 : f32
// CHECK-NEXT:    %cst_18 = arith.constant -3.276070e-01 : f32
// CHECK-NEXT:    %cst_19 = arith.constant 0.448369086 : f32
// CHECK-NEXT:    %cst_20 = arith.constant -0.0883462652 : f32
// CHECK-NEXT:    %cst_21 = arith.constant 0.0572442785 : f32
// CHECK-NEXT:    %cst_22 = arith.constant -2.0606916 : f32
// CHECK-NEXT:    %cst_23 = arith.constant 1.62705934 : f32
// CHECK-NEXT:    %cst_24 = arith.constant -0.583389878 : f32
// CHECK-NEXT:    %cst_25 = arith.constant 0.0821908935 : f32
// CHECK-NEXT:    %cst_26 = arith.constant 8.000000e-01 : f32
// CHECK-NEXT:    %cst_27 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_28 = arith.constant 3.750000e+00 : f32
// CHECK-NEXT:    %0 = arith.cmpf olt, %arg0, %cst : f32
// CHECK-NEXT:    %1 = arith.negf %arg0 : f32
// CHECK-NEXT:    %2 = arith.select %0, %1, %arg0 : f32
// CHECK-NEXT:    %3 = arith.cmpf olt, %2, %cst_26 : f32
// CHECK-NEXT:    %4 = arith.select %3, %cst_1, %cst_5 : f32
// CHECK-NEXT:    %5 = arith.select %3, %cst_14, %cst_18 : f32
// CHECK-NEXT:    %6 = arith.select %3, %cst_2, %cst_6 : f32
// CHECK-NEXT:    %7 = arith.select %3, %cst_15, %cst_19 : f32
// CHECK-NEXT:    %8 = arith.select %3, %cst_3, %cst_7 : f32
// CHECK-NEXT:    %9 = arith.select %3, %cst_16, %cst_20 : f32
// CHECK-NEXT:    %10 = arith.select %3, %cst_4, %cst_8 : f32
// CHECK-NEXT:    %11 = arith.select %3, %cst_17, %cst_21 : f32
// CHECK-NEXT:    %12 = arith.cmpf olt, %2, %cst_27 : f32
// CHECK-NEXT:    %13 = arith.select %12, %cst, %cst_9 : f32
// CHECK-NEXT:    %14 = arith.select %12, %4, %cst_10 : f32
// CHECK-NEXT:    %15 = arith.select %12, %5, %cst_22 : f32
// CHECK-NEXT:    %16 = arith.select %12, %6, %cst_11 : f32
// CHECK-NEXT:    %17 = arith.select %12, %7, %cst_23 : f32
// CHECK-NEXT:    %18 = arith.select %12, %8, %cst_12 : f32
// CHECK-NEXT:    %19 = arith.select %12, %9, %cst_24 : f32
// CHECK-NEXT:    %20 = arith.select %12, %10, %cst_13 : f32
// CHECK-NEXT:    %21 = arith.select %12, %11, %cst_25 : f32
// CHECK-NEXT:    %22 = arith.select %12, %cst, %cst_0 : f32
// CHECK-NEXT:    %23 = arith.cmpf ult, %2, %cst_28 : f32
// CHECK-NEXT:    %24 = math.fma %2, %20, %18 : f32
// CHECK-NEXT:    %25 = math.fma %2, %24, %16 : f32
// CHECK-NEXT:    %26 = math.fma %2, %25, %14 : f32
// CHECK-NEXT:    %27 = math.fma %2, %26, %13 : f32
// CHECK-NEXT:    %28 = math.fma %2, %21, %19 : f32
// CHECK-NEXT:    %29 = math.fma %2, %28, %17 : f32
// CHECK-NEXT:    %30 = math.fma %2, %29, %15 : f32
// CHECK-NEXT:    %31 = math.fma %2, %30, %cst_0 : f32
// CHECK-NEXT:    %32 = arith.divf %27, %31 : f32
// CHECK-NEXT:    %33 = arith.addf %22, %32 : f32
// CHECK-NEXT:    %34 = arith.select %23, %33, %cst_0 : f32
// CHECK-NEXT:    %35 = arith.negf %34 : f32
// CHECK-NEXT:    %36 = arith.select %0, %35, %34 : f32
// CHECK-NEXT:    return %36 : f32
// CHECK-NEXT:    }
func.func @erf_scalar(%arg0: f32) -> f32 {
  %0 = math.erf %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @exp_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %cst = arith.constant 1.270000e+02 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 1.44269502 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -0.693359375 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.00139819994 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.00833345205 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.0416657962 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.166666657 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT:    %0 = arith.cmpf uge, %arg0, %cst_12 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_12 : f32
// CHECK-NEXT:    %2 = arith.cmpf ule, %1, %cst_1 : f32
// CHECK-NEXT:    %3 = arith.select %2, %1, %cst_1 : f32
// CHECK-NEXT:    %4 = math.fma %3, %cst_4, %cst_2 : f32
// CHECK-NEXT:    %5 = math.floor %4 : f32
// CHECK-NEXT:    %6 = arith.cmpf uge, %5, %cst_0 : f32
// CHECK-NEXT:    %7 = arith.select %6, %5, %cst_0 : f32
// CHECK-NEXT:    %8 = arith.cmpf ule, %7, %cst : f32
// CHECK-NEXT:    %9 = arith.select %8, %7, %cst : f32
// CHECK-NEXT:    %10 = math.fma %cst_5, %9, %3 : f32
// CHECK-NEXT:    %11 = math.fma %cst_6, %9, %10 : f32
// CHECK-NEXT:    %12 = math.fma %11, %cst_7, %cst_8 : f32
// CHECK-NEXT:    %13 = math.fma %12, %11, %cst_9 : f32
// CHECK-NEXT:    %14 = math.fma %13, %11, %cst_10 : f32
// CHECK-NEXT:    %15 = math.fma %14, %11, %cst_11 : f32
// CHECK-NEXT:    %16 = math.fma %15, %11, %cst_2 : f32
// CHECK-NEXT:    %17 = arith.mulf %11, %11 : f32
// CHECK-NEXT:    %18 = math.fma %16, %17, %11 : f32
// CHECK-NEXT:    %19 = arith.addf %18, %cst_3 : f32
// CHECK-NEXT:    %20 = arith.fptosi %9 : f32 to i32
// CHECK-NEXT:    %21 = arith.addi %20, %c127_i32 : i32
// CHECK-NEXT:    %22 = arith.shli %21, %c23_i32 : i32
// CHECK-NEXT:    %23 = arith.bitcast %22 : i32 to f32
// CHECK-NEXT:    %24 = arith.mulf %19, %23 : f32
// CHECK-NEXT:    return %24 : f32
// CHECK-NEXT:    }
func.func @exp_scalar(%arg0: f32) -> f32 {
  %0 = math.exp %arg0 : f32
  return %0 : f32
}

// expm1 builds a math.exp and a math.log, which are approximated in turn.
// CHECK-LABEL: func.func @expm1_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT:    %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT:    %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT:    %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.333333313 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -0.24999994 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0.200007141 : f32
// CHECK-NEXT:    %cst_4 = arith.constant -0.166680574 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0.142493233 : f32
// CHECK-NEXT:    %cst_6 = arith.constant -0.12420141 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.116769984 : f32
// CHECK-NEXT:    %cst_8 = arith.constant -0.115146101 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.707106769 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_14 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT:    %cst_15 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_16 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %cst_17 = arith.constant 1.270000e+02 : f32
// CHECK-NEXT:    %cst_18 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT:    %cst_19 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT:    %cst_20 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_21 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_22 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_23 = arith.constant 1.44269502 : f32
// CHECK-NEXT:    %cst_24 = arith.constant -0.693359375 : f32
// CHECK-NEXT:    %cst_25 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT:    %cst_26 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT:    %cst_27 = arith.constant 0.00139819994 : f32
// CHECK-NEXT:    %cst_28 = arith.constant 0.00833345205 : f32
// CHECK-NEXT:    %cst_29 = arith.constant 0.0416657962 : f32
// CHECK-NEXT:    %cst_30 = arith.constant 0.166666657 : f32
// CHECK-NEXT:    %cst_31 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT:    %0 = arith.cmpf uge, %arg0, %cst_31 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_31 : f32
// CHECK-NEXT:    %2 = arith.cmpf ule, %1, %cst_19 : f32
// CHECK-NEXT:    %3 = arith.select %2, %1, %cst_19 : f32
// CHECK-NEXT:    %4 = math.fma %3, %cst_23, %cst_22 : f32
// CHECK-NEXT:    %5 = math.floor %4 : f32
// CHECK-NEXT:    %6 = arith.cmpf uge, %5, %cst_18 : f32
// CHECK-NEXT:    %7 = arith.select %6, %5, %cst_18 : f32
// CHECK-NEXT:    %8 = arith.cmpf ule, %7, %cst_17 : f32
// CHECK-NEXT:    %9 = arith.select %8, %7, %cst_17 : f32
// CHECK-NEXT:    %10 = math.fma %cst_24, %9, %3 : f32
// CHECK-NEXT:    %11 = math.fma %cst_25, %9, %10 : f32
// CHECK-NEXT:    %12 = math.fma %11, %cst_26, %cst_27 : f32
// CHECK-NEXT:    %13 = math.fma %12, %11, %cst_28 : f32
// CHECK-NEXT:    %14 = math.fma %13, %11, %cst_29 : f32
// CHECK-NEXT:    %15 = math.fma %14, %11, %cst_30 : f32
// CHECK-NEXT:    %16 = math.fma %15, %11, %cst_22 : f32
// CHECK-NEXT:    %17 = arith.mulf %11, %11 : f32
// CHECK-NEXT:    %18 = math.fma %16, %17, %11 : f32
// CHECK-NEXT:    %19 = arith.addf %18, %cst_20 : f32
// CHECK-NEXT:    %20 = arith.fptosi %9 : f32 to i32
// CHECK-NEXT:    %21 = arith.addi %20, %c127_i32 : i32
// CHECK-NEXT:    %22 = arith.shli %21, %c23_i32 : i32
// CHECK-NEXT:    %23 = arith.bitcast %22 : i32 to f32
// CHECK-NEXT:    %24 = arith.mulf %19, %23 : f32
// CHECK-NEXT:    %25 = arith.cmpf ueq, %24, %cst_20 : f32
// CHECK-NEXT:    %26 = arith.subf %24, %cst_20 : f32
// CHECK-NEXT:    %27 = arith.cmpf oeq, %26, %cst_21 : f32
// CHECK-NEXT:    %28 = arith.cmpf ugt, %24, %cst_14 : f32
// CHECK-NEXT:    %29 = arith.select %28, %24, %cst_14 : f32
// CHECK-NEXT:    %30 = arith.bitcast %29 : f32 to i32
// CHECK-NEXT:    %31 = arith.andi %30, %c-2139095041_i32 : i32
// CHECK-NEXT:    %32 = arith.ori %31, %c1056964608_i32 : i32
// CHECK-NEXT:    %33 = arith.bitcast %32 : i32 to f32
// CHECK-NEXT:    %34 = arith.bitcast %29 : f32 to i32
// CHECK-NEXT:    %35 = arith.shrui %34, %c23_i32 : i32
// CHECK-NEXT:    %36 = arith.sitofp %35 : i32 to f32
// CHECK-NEXT:    %37 = arith.subf %36, %cst_0 : f32
// CHECK-NEXT:    %38 = arith.cmpf olt, %33, %cst_10 : f32
// CHECK-NEXT:    %39 = arith.select %38, %33, %cst_16 : f32
// CHECK-NEXT:    %40 = arith.subf %33, %cst_20 : f32
// CHECK-NEXT:    %41 = arith.select %38, %cst_20, %cst_16 : f32
// CHECK-NEXT:    %42 = arith.subf %37, %41 : f32
// CHECK-NEXT:    %43 = arith.addf %40, %39 : f32
// CHECK-NEXT:    %44 = arith.mulf %43, %43 : f32
// CHECK-NEXT:    %45 = arith.mulf %44, %43 : f32
// CHECK-NEXT:    %46 = math.fma %cst_9, %43, %cst_8 : f32
// CHECK-NEXT:    %47 = math.fma %cst_6, %43, %cst_5 : f32
// CHECK-NEXT:    %48 = math.fma %cst_3, %43, %cst_2 : f32
// CHECK-NEXT:    %49 = math.fma %46, %43, %cst_7 : f32
// CHECK-NEXT:    %50 = math.fma %47, %43, %cst_4 : f32
// CHECK-NEXT:    %51 = math.fma %48, %43, %cst_1 : f32
// CHECK-NEXT:    %52 = math.fma %49, %45, %50 : f32
// CHECK-NEXT:    %53 = math.fma %52, %45, %51 : f32
// CHECK-NEXT:    %54 = arith.mulf %53, %45 : f32
// CHECK-NEXT:    %55 = math.fma %cst_15, %44, %54 : f32
// CHECK-NEXT:    %56 = arith.addf %43, %55 : f32
// CHECK-NEXT:    %57 = math.fma %42, %cst, %56 : f32
// CHECK-NEXT:    %58 = arith.cmpf ult, %24, %cst_16 : f32
// CHECK-NEXT:    %59 = arith.cmpf oeq, %24, %cst_16 : f32
// CHECK-NEXT:    %60 = arith.cmpf oeq, %24, %cst_12 : f32
// CHECK-NEXT:    %61 = arith.select %60, %cst_12, %57 : f32
// CHECK-NEXT:    %62 = arith.select %58, %cst_11, %61 : f32
// CHECK-NEXT:    %63 = arith.select %59, %cst_13, %62 : f32
// CHECK-NEXT:    %64 = arith.cmpf oeq, %63, %24 : f32
// CHECK-NEXT:    %65 = arith.divf %arg0, %63 : f32
// CHECK-NEXT:    %66 = arith.mulf %26, %65 : f32
// CHECK-NEXT:    %67 = arith.select %64, %24, %66 : f32
// CHECK-NEXT:    %68 = arith.select %27, %cst_21, %67 : f32
// CHECK-NEXT:    %69 = arith.select %25, %arg0, %68 : f32
// CHECK-NEXT:    return %69 : f32
// CHECK-NEXT:    }
func.func @expm1_scalar(%arg0: f32) -> f32 {
  %0 = math.expm1 %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @log_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT:    %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT:    %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.707106769 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT:    %cst_10 = arith.constant -0.115146101 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.116769984 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -0.12420141 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 0.142493233 : f32
// CHECK-NEXT:    %cst_14 = arith.constant -0.166680574 : f32
// CHECK-NEXT:    %cst_15 = arith.constant 0.200007141 : f32
// CHECK-NEXT:    %cst_16 = arith.constant -0.24999994 : f32
// CHECK-NEXT:    %cst_17 = arith.constant 0.333333313 : f32
// CHECK-NEXT:    %0 = arith.cmpf ugt, %arg0, %cst_4 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_4 : f32
// CHECK-NEXT:    %2 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT:    %3 = arith.andi %2, %c-2139095041_i32 : i32
// CHECK-NEXT:    %4 = arith.ori %3, %c1056964608_i32 : i32
// CHECK-NEXT:    %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT:    %6 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT:    %7 = arith.shrui %6, %c23_i32 : i32
// CHECK-NEXT:    %8 = arith.sitofp %7 : i32 to f32
// CHECK-NEXT:    %9 = arith.subf %8, %cst_0 : f32
// CHECK-NEXT:    %10 = arith.cmpf olt, %5, %cst_8 : f32
// CHECK-NEXT:    %11 = arith.select %10, %5, %cst_1 : f32
// CHECK-NEXT:    %12 = arith.subf %5, %cst_2 : f32
// CHECK-NEXT:    %13 = arith.select %10, %cst_2, %cst_1 : f32
// CHECK-NEXT:    %14 = arith.subf %9, %13 : f32
// CHECK-NEXT:    %15 = arith.addf %12, %11 : f32
// CHECK-NEXT:    %16 = arith.mulf %15, %15 : f32
// CHECK-NEXT:    %17 = arith.mulf %16, %15 : f32
// CHECK-NEXT:    %18 = math.fma %cst_9, %15, %cst_10 : f32
// CHECK-NEXT:    %19 = math.fma %cst_12, %15, %cst_13 : f32
// CHECK-NEXT:    %20 = math.fma %cst_15, %15, %cst_16 : f32
// CHECK-NEXT:    %21 = math.fma %18, %15, %cst_11 : f32
// CHECK-NEXT:    %22 = math.fma %19, %15, %cst_14 : f32
// CHECK-NEXT:    %23 = math.fma %20, %15, %cst_17 : f32
// CHECK-NEXT:    %24 = math.fma %21, %17, %22 : f32
// CHECK-NEXT:    %25 = math.fma %24, %17, %23 : f32
// CHECK-NEXT:    %26 = arith.mulf %25, %17 : f32
// CHECK-NEXT:    %27 = math.fma %cst_3, %16, %26 : f32
// CHECK-NEXT:    %28 = arith.addf %15, %27 : f32
// CHECK-NEXT:    %29 = math.fma %14, %cst, %28 : f32
// CHECK-NEXT:    %30 = arith.cmpf ult, %arg0, %cst_1 : f32
// CHECK-NEXT:    %31 = arith.cmpf oeq, %arg0, %cst_1 : f32
// CHECK-NEXT:    %32 = arith.cmpf oeq, %arg0, %cst_6 : f32
// CHECK-NEXT:    %33 = arith.select %32, %cst_6, %29 : f32
// CHECK-NEXT:    %34 = arith.select %30, %cst_7, %33 : f32
// CHECK-NEXT:    %35 = arith.select %31, %cst_5, %34 : f32
// CHECK-NEXT:    return %35 : f32
// CHECK-NEXT:    }
func.func @log_scalar(%arg0: f32) -> f32 {
  %0 = math.log %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @log2_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.44269502 : f32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT:    %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT:    %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.707106769 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT:    %cst_10 = arith.constant -0.115146101 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.116769984 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -0.12420141 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 0.142493233 : f32
// CHECK-NEXT:    %cst_14 = arith.constant -0.166680574 : f32
// CHECK-NEXT:    %cst_15 = arith.constant 0.200007141 : f32
// CHECK-NEXT:    %cst_16 = arith.constant -0.24999994 : f32
// CHECK-NEXT:    %cst_17 = arith.constant 0.333333313 : f32
// CHECK-NEXT:    %0 = arith.cmpf ugt, %arg0, %cst_4 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_4 : f32
// CHECK-NEXT:    %2 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT:    %3 = arith.andi %2, %c-2139095041_i32 : i32
// CHECK-NEXT:    %4 = arith.ori %3, %c1056964608_i32 : i32
// CHECK-NEXT:    %5 = arith.bitcast %4 : i32 to f32
// CHECK-NEXT:    %6 = arith.bitcast %1 : f32 to i32
// CHECK-NEXT:    %7 = arith.shrui %6, %c23_i32 : i32
// CHECK-NEXT:    %8 = arith.sitofp %7 : i32 to f32
// CHECK-NEXT:    %9 = arith.subf %8, %cst_0 : f32
// CHECK-NEXT:    %10 = arith.cmpf olt, %5, %cst_8 : f32
// CHECK-NEXT:    %11 = arith.select %10, %5, %cst_1 : f32
// CHECK-NEXT:    %12 = arith.subf %5, %cst_2 : f32
// CHECK-NEXT:    %13 = arith.select %10, %cst_2, %cst_1 : f32
// CHECK-NEXT:    %14 = arith.subf %9, %13 : f32
// CHECK-NEXT:    %15 = arith.addf %12, %11 : f32
// CHECK-NEXT:    %16 = arith.mulf %15, %15 : f32
// CHECK-NEXT:    %17 = arith.mulf %16, %15 : f32
// CHECK-NEXT:    %18 = math.fma %cst_9, %15, %cst_10 : f32
// CHECK-NEXT:    %19 = math.fma %cst_12, %15, %cst_13 : f32
// CHECK-NEXT:    %20 = math.fma %cst_15, %15, %cst_16 : f32
// CHECK-NEXT:    %21 = math.fma %18, %15, %cst_11 : f32
// CHECK-NEXT:    %22 = math.fma %19, %15, %cst_14 : f32
// CHECK-NEXT:    %23 = math.fma %20, %15, %cst_17 : f32
// CHECK-NEXT:    %24 = math.fma %21, %17, %22 : f32
// CHECK-NEXT:    %25 = math.fma %24, %17, %23 : f32
// CHECK-NEXT:    %26 = arith.mulf %25, %17 : f32
// CHECK-NEXT:    %27 = math.fma %cst_3, %16, %26 : f32
// CHECK-NEXT:    %28 = arith.addf %15, %27 : f32
// CHECK-NEXT:    %29 = math.fma %28, %cst, %14 : f32
// CHECK-NEXT:    %30 = arith.cmpf ult, %arg0, %cst_1 : f32
// CHECK-NEXT:    %31 = arith.cmpf oeq, %arg0, %cst_1 : f32
// CHECK-NEXT:    %32 = arith.cmpf oeq, %arg0, %cst_6 : f32
// CHECK-NEXT:    %33 = arith.select %32, %cst_6, %29 : f32
// CHECK-NEXT:    %34 = arith.select %30, %cst_7, %33 : f32
// CHECK-NEXT:    %35 = arith.select %31, %cst_5, %34 : f32
// CHECK-NEXT:    return %35 : f32
// CHECK-NEXT:    }
func.func @log2_scalar(%arg0: f32) -> f32 {
  %0 = math.log2 %arg0 : f32
  return %0 : f32
}

// log1p builds a math.log, approximated in turn.
// CHECK-LABEL: func.func @log1p_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0.693147182 : f32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %c-2139095041_i32 = arith.constant -2139095041 : i32
// CHECK-NEXT:    %c1056964608_i32 = arith.constant 1056964608 : i32
// CHECK-NEXT:    %cst_0 = arith.constant 1.260000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.333333313 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -0.24999994 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0.200007141 : f32
// CHECK-NEXT:    %cst_4 = arith.constant -0.166680574 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0.142493233 : f32
// CHECK-NEXT:    %cst_6 = arith.constant -0.12420141 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.116769984 : f32
// CHECK-NEXT:    %cst_8 = arith.constant -0.115146101 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.0703768358 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.707106769 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_14 = arith.constant 1.17549435E-38 : f32
// CHECK-NEXT:    %cst_15 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_16 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_17 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.addf %arg0, %cst_17 : f32
// CHECK-NEXT:    %1 = arith.cmpf oeq, %0, %cst_17 : f32
// CHECK-NEXT:    %2 = arith.cmpf ugt, %0, %cst_14 : f32
// CHECK-NEXT:    %3 = arith.select %2, %0, %cst_14 : f32
// CHECK-NEXT:    %4 = arith.bitcast %3 : f32 to i32
// CHECK-NEXT:    %5 = arith.andi %4, %c-2139095041_i32 : i32
// CHECK-NEXT:    %6 = arith.ori %5, %c1056964608_i32 : i32
// CHECK-NEXT:    %7 = arith.bitcast %6 : i32 to f32
// CHECK-NEXT:    %8 = arith.bitcast %3 : f32 to i32
// CHECK-NEXT:    %9 = arith.shrui %8, %c23_i32 : i32
// CHECK-NEXT:    %10 = arith.sitofp %9 : i32 to f32
// CHECK-NEXT:    %11 = arith.subf %10, %cst_0 : f32
// CHECK-NEXT:    %12 = arith.cmpf olt, %7, %cst_10 : f32
// CHECK-NEXT:    %13 = arith.select %12, %7, %cst_16 : f32
// CHECK-NEXT:    %14 = arith.subf %7, %cst_17 : f32
// CHECK-NEXT:    %15 = arith.select %12, %cst_17, %cst_16 : f32
// CHECK-NEXT:    %16 = arith.subf %11, %15 : f32
// CHECK-NEXT:    %17 = arith.addf %14, %13 : f32
// CHECK-NEXT:    %18 = arith.mulf %17, %17 : f32
// CHECK-NEXT:    %19 = arith.mulf %18, %17 : f32
// CHECK-NEXT:    %20 = math.fma %cst_9, %17, %cst_8 : f32
// CHECK-NEXT:    %21 = math.fma %cst_6, %17, %cst_5 : f32
// CHECK-NEXT:    %22 = math.fma %cst_3, %17, %cst_2 : f32
// CHECK-NEXT:    %23 = math.fma %20, %17, %cst_7 : f32
// CHECK-NEXT:    %24 = math.fma %21, %17, %cst_4 : f32
// CHECK-NEXT:    %25 = math.fma %22, %17, %cst_1 : f32
// CHECK-NEXT:    %26 = math.fma %23, %19, %24 : f32
// CHECK-NEXT:    %27 = math.fma %26, %19, %25 : f32
// CHECK-NEXT:    %28 = arith.mulf %27, %19 : f32
// CHECK-NEXT:    %29 = math.fma %cst_15, %18, %28 : f32
// CHECK-NEXT:    %30 = arith.addf %17, %29 : f32
// CHECK-NEXT:    %31 = math.fma %16, %cst, %30 : f32
// CHECK-NEXT:    %32 = arith.cmpf ult, %0, %cst_16 : f32
// CHECK-NEXT:    %33 = arith.cmpf oeq, %0, %cst_16 : f32
// CHECK-NEXT:    %34 = arith.cmpf oeq, %0, %cst_12 : f32
// CHECK-NEXT:    %35 = arith.select %34, %cst_12, %31 : f32
// CHECK-NEXT:    %36 = arith.select %32, %cst_11, %35 : f32
// CHECK-NEXT:    %37 = arith.select %33, %cst_13, %36 : f32
// CHECK-NEXT:    %38 = arith.cmpf oeq, %0, %37 : f32
// CHECK-NEXT:    %39 = arith.subf %0, %cst_17 : f32
// CHECK-NEXT:    %40 = arith.divf %37, %39 : f32
// CHECK-NEXT:    %41 = arith.mulf %arg0, %40 : f32
// CHECK-NEXT:    %42 = arith.ori %1, %38 : i1
// CHECK-NEXT:    %43 = arith.select %42, %arg0, %41 : f32
// CHECK-NEXT:    return %43 : f32
// CHECK-NEXT:    }
func.func @log1p_scalar(%arg0: f32) -> f32 {
  %0 = math.log1p %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @tanh_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.19825836E-6 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.18534706E-4 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.00226843474 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.00489352504 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -2.76076837E-16 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 2.00018794E-13 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -8.60467184E-11 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 5.12229725E-8 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.48572235E-5 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 6.37261954E-4 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.00489352457 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 4.000000e-04 : f32
// CHECK-NEXT:    %cst_11 = arith.constant -7.99881172 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 7.99881172 : f32
// CHECK-NEXT:    %0 = arith.cmpf ult, %arg0, %cst_12 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_12 : f32
// CHECK-NEXT:    %2 = arith.cmpf ugt, %1, %cst_11 : f32
// CHECK-NEXT:    %3 = arith.select %2, %1, %cst_11 : f32
// CHECK-NEXT:    %4 = math.absf %arg0 : f32
// CHECK-NEXT:    %5 = arith.cmpf olt, %4, %cst_10 : f32
// CHECK-NEXT:    %6 = arith.mulf %3, %3 : f32
// CHECK-NEXT:    %7 = math.fma %6, %cst_3, %cst_4 : f32
// CHECK-NEXT:    %8 = math.fma %6, %7, %cst_5 : f32
// CHECK-NEXT:    %9 = math.fma %6, %8, %cst_6 : f32
// CHECK-NEXT:    %10 = math.fma %6, %9, %cst_7 : f32
// CHECK-NEXT:    %11 = math.fma %6, %10, %cst_8 : f32
// CHECK-NEXT:    %12 = math.fma %6, %11, %cst_9 : f32
// CHECK-NEXT:    %13 = arith.mulf %3, %12 : f32
// CHECK-NEXT:    %14 = math.fma %6, %cst, %cst_0 : f32
// CHECK-NEXT:    %15 = math.fma %6, %14, %cst_1 : f32
// CHECK-NEXT:    %16 = math.fma %6, %15, %cst_2 : f32
// CHECK-NEXT:    %17 = arith.divf %13, %16 : f32
// CHECK-NEXT:    %18 = arith.select %5, %3, %17 : f32
// CHECK-NEXT:    return %18 : f32
// CHECK-NEXT:    }
func.func @tanh_scalar(%arg0: f32) -> f32 {
  %0 = math.tanh %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @atan_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.57079637 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0.785398185 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 194.550659 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 485.390411 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 432.881073 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 165.027008 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 24.8584652 : f32
// CHECK-NEXT:    %cst_6 = arith.constant -64.8502197 : f32
// CHECK-NEXT:    %cst_7 = arith.constant -122.886665 : f32
// CHECK-NEXT:    %cst_8 = arith.constant -75.0085601 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -16.1575375 : f32
// CHECK-NEXT:    %cst_10 = arith.constant -0.875060856 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 2.41421366 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 6.600000e-01 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = math.absf %arg0 : f32
// CHECK-NEXT:    %1 = arith.cmpf ogt, %0, %cst_12 : f32
// CHECK-NEXT:    %2 = arith.addf %0, %cst_13 : f32
// CHECK-NEXT:    %3 = arith.subf %0, %cst_13 : f32
// CHECK-NEXT:    %4 = arith.select %1, %3, %0 : f32
// CHECK-NEXT:    %5 = arith.select %1, %2, %cst_13 : f32
// CHECK-NEXT:    %6 = arith.cmpf ogt, %0, %cst_11 : f32
// CHECK-NEXT:    %7 = arith.select %6, %cst_13, %4 : f32
// CHECK-NEXT:    %8 = arith.select %6, %0, %5 : f32
// CHECK-NEXT:    %9 = arith.divf %7, %8 : f32
// CHECK-NEXT:    %10 = arith.mulf %9, %9 : f32
// CHECK-NEXT:    %11 = math.fma %10, %cst_10, %cst_9 : f32
// CHECK-NEXT:    %12 = math.fma %10, %11, %cst_8 : f32
// CHECK-NEXT:    %13 = math.fma %10, %12, %cst_7 : f32
// CHECK-NEXT:    %14 = math.fma %10, %13, %cst_6 : f32
// CHECK-NEXT:    %15 = arith.mulf %14, %10 : f32
// CHECK-NEXT:    %16 = math.fma %10, %cst_5, %cst_4 : f32
// CHECK-NEXT:    %17 = math.fma %10, %16, %cst_3 : f32
// CHECK-NEXT:    %18 = math.fma %10, %17, %cst_2 : f32
// CHECK-NEXT:    %19 = math.fma %10, %18, %cst_1 : f32
// CHECK-NEXT:    %20 = arith.divf %15, %19 : f32
// CHECK-NEXT:    %21 = math.fma %20, %9, %9 : f32
// CHECK-NEXT:    %22 = arith.addf %21, %cst_0 : f32
// CHECK-NEXT:    %23 = arith.select %1, %22, %21 : f32
// CHECK-NEXT:    %24 = arith.subf %cst, %21 : f32
// CHECK-NEXT:    %25 = arith.select %6, %24, %23 : f32
// CHECK-NEXT:    %26 = math.copysign %25, %arg0 : f32
// CHECK-NEXT:    return %26 : f32
// CHECK-NEXT:    }
func.func @atan_scalar(%arg0: f32) -> f32 {
  %0 = math.atan %arg0 : f32
  return %0 : f32
}

// atan2 builds a math.atan, approximated in turn.
// CHECK-LABEL: func.func @atan2_scalar(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -1.57079637 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 3.14159274 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 1.57079637 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0.785398185 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 194.550659 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 485.390411 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 432.881073 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 165.027008 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 24.8584652 : f32
// CHECK-NEXT:    %cst_10 = arith.constant -64.8502197 : f32
// CHECK-NEXT:    %cst_11 = arith.constant -122.886665 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -75.0085601 : f32
// CHECK-NEXT:    %cst_13 = arith.constant -16.1575375 : f32
// CHECK-NEXT:    %cst_14 = arith.constant -0.875060856 : f32
// CHECK-NEXT:    %cst_15 = arith.constant 2.41421366 : f32
// CHECK-NEXT:    %cst_16 = arith.constant 6.600000e-01 : f32
// CHECK-NEXT:    %cst_17 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = math.absf %0 : f32
// CHECK-NEXT:    %2 = arith.cmpf ogt, %1, %cst_16 : f32
// CHECK-NEXT:    %3 = arith.addf %1, %cst_17 : f32
// CHECK-NEXT:    %4 = arith.subf %1, %cst_17 : f32
// CHECK-NEXT:    %5 = arith.select %2, %4, %1 : f32
// CHECK-NEXT:    %6 = arith.select %2, %3, %cst_17 : f32
// CHECK-NEXT:    %7 = arith.cmpf ogt, %1, %cst_15 : f32
// CHECK-NEXT:    %8 = arith.select %7, %cst_17, %5 : f32
// CHECK-NEXT:    %9 = arith.select %7, %1, %6 : f32
// CHECK-NEXT:    %10 = arith.divf %8, %9 : f32
// CHECK-NEXT:    %11 = arith.mulf %10, %10 : f32
// CHECK-NEXT:    %12 = math.fma %11, %cst_14, %cst_13 : f32
// CHECK-NEXT:    %13 = math.fma %11, %12, %cst_12 : f32
// CHECK-NEXT:    %14 = math.fma %11, %13, %cst_11 : f32
// CHECK-NEXT:    %15 = math.fma %11, %14, %cst_10 : f32
// CHECK-NEXT:    %16 = arith.mulf %15, %11 : f32
// CHECK-NEXT:    %17 = math.fma %11, %cst_9, %cst_8 : f32
// CHECK-NEXT:    %18 = math.fma %11, %17, %cst_7 : f32
// CHECK-NEXT:    %19 = math.fma %11, %18, %cst_6 : f32
// CHECK-NEXT:    %20 = math.fma %11, %19, %cst_5 : f32
// CHECK-NEXT:    %21 = arith.divf %16, %20 : f32
// CHECK-NEXT:    %22 = math.fma %21, %10, %10 : f32
// CHECK-NEXT:    %23 = arith.addf %22, %cst_4 : f32
// CHECK-NEXT:    %24 = arith.select %2, %23, %22 : f32
// CHECK-NEXT:    %25 = arith.subf %cst_3, %22 : f32
// CHECK-NEXT:    %26 = arith.select %7, %25, %24 : f32
// CHECK-NEXT:    %27 = math.copysign %26, %0 : f32
// CHECK-NEXT:    %28 = arith.addf %27, %cst_1 : f32
// CHECK-NEXT:    %29 = arith.subf %27, %cst_1 : f32
// CHECK-NEXT:    %30 = arith.cmpf ogt, %27, %cst_2 : f32
// CHECK-NEXT:    %31 = arith.select %30, %29, %28 : f32
// CHECK-NEXT:    %32 = arith.cmpf ogt, %arg1, %cst_2 : f32
// CHECK-NEXT:    %33 = arith.select %32, %27, %31 : f32
// CHECK-NEXT:    %34 = arith.cmpf oeq, %arg1, %cst_2 : f32
// CHECK-NEXT:    %35 = arith.cmpf ogt, %arg0, %cst_2 : f32
// CHECK-NEXT:    %36 = arith.andi %34, %35 : i1
// CHECK-NEXT:    %37 = arith.select %36, %cst_3, %33 : f32
// CHECK-NEXT:    %38 = arith.cmpf olt, %arg0, %cst_2 : f32
// CHECK-NEXT:    %39 = arith.andi %34, %38 : i1
// CHECK-NEXT:    %40 = arith.select %39, %cst_0, %37 : f32
// CHECK-NEXT:    %41 = arith.cmpf oeq, %arg0, %cst_2 : f32
// CHECK-NEXT:    %42 = arith.andi %34, %41 : i1
// CHECK-NEXT:    %43 = arith.select %42, %cst, %40 : f32
// CHECK-NEXT:    return %43 : f32
// CHECK-NEXT:    }
func.func @atan2_scalar(%arg0: f32, %arg1: f32) -> f32 {
  %0 = math.atan2 %arg0, %arg1 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @sin_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %cst = arith.constant -2.59630184E-7 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 2.47562348E-5 : f32
// CHECK-NEXT:    %cst_1 = arith.constant -0.00138883304 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.0416666418 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_4 = arith.constant -2.50293279E-8 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 2.76001265E-6 : f32
// CHECK-NEXT:    %cst_6 = arith.constant -1.98426045E-4 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.00833334774 : f32
// CHECK-NEXT:    %cst_8 = arith.constant -0.166666672 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.636619746 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 1.57079637 : f32
// CHECK-NEXT:    %0 = arith.mulf %arg0, %cst_11 : f32
// CHECK-NEXT:    %1 = math.floor %0 : f32
// CHECK-NEXT:    %2 = arith.mulf %1, %cst_12 : f32
// CHECK-NEXT:    %3 = arith.subf %arg0, %2 : f32
// CHECK-NEXT:    %4 = arith.fptosi %1 : f32 to i32
// CHECK-NEXT:    %5 = arith.andi %4, %c3_i32 : i32
// CHECK-NEXT:    %6 = arith.cmpi eq, %5, %c1_i32 : i32
// CHECK-NEXT:    %7 = arith.cmpi eq, %5, %c3_i32 : i32
// CHECK-NEXT:    %8 = arith.ori %6, %7 : i1
// CHECK-NEXT:    %9 = arith.cmpi sgt, %5, %c1_i32 : i32
// CHECK-NEXT:    %10 = arith.mulf %3, %3 : f32
// CHECK-NEXT:    %11 = arith.select %8, %cst_10, %3 : f32
// CHECK-NEXT:    %12 = arith.select %8, %cst_3, %cst_8 : f32
// CHECK-NEXT:    %13 = arith.select %8, %cst_2, %cst_7 : f32
// CHECK-NEXT:    %14 = arith.select %8, %cst_1, %cst_6 : f32
// CHECK-NEXT:    %15 = arith.select %8, %cst_0, %cst_5 : f32
// CHECK-NEXT:    %16 = arith.select %8, %cst, %cst_4 : f32
// CHECK-NEXT:    %17 = math.fma %10, %16, %15 : f32
// CHECK-NEXT:    %18 = math.fma %10, %17, %14 : f32
// CHECK-NEXT:    %19 = math.fma %10, %18, %13 : f32
// CHECK-NEXT:    %20 = math.fma %10, %19, %12 : f32
// CHECK-NEXT:    %21 = math.fma %10, %20, %cst_10 : f32
// CHECK-NEXT:    %22 = arith.mulf %11, %21 : f32
// CHECK-NEXT:    %23 = arith.mulf %22, %cst_9 : f32
// CHECK-NEXT:    %24 = arith.select %9, %23, %22 : f32
// CHECK-NEXT:    return %24 : f32
// CHECK-NEXT:    }
func.func @sin_scalar(%arg0: f32) -> f32 {
  %0 = math.sin %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @cos_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %cst = arith.constant -2.59630184E-7 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 2.47562348E-5 : f32
// CHECK-NEXT:    %cst_1 = arith.constant -0.00138883304 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.0416666418 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -5.000000e-01 : f32
// CHECK-NEXT:    %cst_4 = arith.constant -2.50293279E-8 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 2.76001265E-6 : f32
// CHECK-NEXT:    %cst_6 = arith.constant -1.98426045E-4 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.00833334774 : f32
// CHECK-NEXT:    %cst_8 = arith.constant -0.166666672 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.636619746 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 1.57079637 : f32
// CHECK-NEXT:    %0 = arith.mulf %arg0, %cst_11 : f32
// CHECK-NEXT:    %1 = math.floor %0 : f32
// CHECK-NEXT:    %2 = arith.mulf %1, %cst_12 : f32
// CHECK-NEXT:    %3 = arith.subf %arg0, %2 : f32
// CHECK-NEXT:    %4 = arith.fptosi %1 : f32 to i32
// CHECK-NEXT:    %5 = arith.andi %4, %c3_i32 : i32
// CHECK-NEXT:    %6 = arith.cmpi eq, %5, %c0_i32 : i32
// CHECK-NEXT:    %7 = arith.cmpi eq, %5, %c1_i32 : i32
// CHECK-NEXT:    %8 = arith.cmpi eq, %5, %c2_i32 : i32
// CHECK-NEXT:    %9 = arith.ori %6, %8 : i1
// CHECK-NEXT:    %10 = arith.ori %7, %8 : i1
// CHECK-NEXT:    %11 = arith.mulf %3, %3 : f32
// CHECK-NEXT:    %12 = arith.select %9, %cst_10, %3 : f32
// CHECK-NEXT:    %13 = arith.select %9, %cst_3, %cst_8 : f32
// CHECK-NEXT:    %14 = arith.select %9, %cst_2, %cst_7 : f32
// CHECK-NEXT:    %15 = arith.select %9, %cst_1, %cst_6 : f32
// CHECK-NEXT:    %16 = arith.select %9, %cst_0, %cst_5 : f32
// CHECK-NEXT:    %17 = arith.select %9, %cst, %cst_4 : f32
// CHECK-NEXT:    %18 = math.fma %11, %17, %16 : f32
// CHECK-NEXT:    %19 = math.fma %11, %18, %15 : f32
// CHECK-NEXT:    %20 = math.fma %11, %19, %14 : f32
// CHECK-NEXT:    %21 = math.fma %11, %20, %13 : f32
// CHECK-NEXT:    %22 = math.fma %11, %21, %cst_10 : f32
// CHECK-NEXT:    %23 = arith.mulf %12, %22 : f32
// CHECK-NEXT:    %24 = arith.mulf %23, %cst_9 : f32
// CHECK-NEXT:    %25 = arith.select %10, %24, %23 : f32
// CHECK-NEXT:    return %25 : f32
// CHECK-NEXT:    }
func.func @cos_scalar(%arg0: f32) -> f32 {
  %0 = math.cos %arg0 : f32
  return %0 : f32
}

// CHECK-LABEL: func.func @cbrt_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    %c709965728_i32 = arith.constant 709965728 : i32
// CHECK-NEXT:    %cst = arith.constant 0.333333343 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = math.absf %arg0 : f32
// CHECK-NEXT:    %1 = arith.bitcast %0 : f32 to i32
// CHECK-NEXT:    %2 = arith.shrsi %1, %c2_i32 : i32
// CHECK-NEXT:    %3 = arith.shrsi %1, %c4_i32 : i32
// CHECK-NEXT:    %4 = arith.addi %2, %3 : i32
// CHECK-NEXT:    %5 = arith.shrsi %4, %c4_i32 : i32
// CHECK-NEXT:    %6 = arith.addi %4, %5 : i32
// CHECK-NEXT:    %7 = arith.shrsi %6, %c8_i32 : i32
// CHECK-NEXT:    %8 = arith.addi %6, %7 : i32
// CHECK-NEXT:    %9 = arith.addi %8, %c709965728_i32 : i32
// CHECK-NEXT:    %10 = arith.bitcast %9 : i32 to f32
// CHECK-NEXT:    %11 = arith.mulf %10, %10 : f32
// CHECK-NEXT:    %12 = arith.mulf %10, %cst_0 : f32
// CHECK-NEXT:    %13 = arith.divf %0, %11 : f32
// CHECK-NEXT:    %14 = arith.addf %12, %13 : f32
// CHECK-NEXT:    %15 = arith.mulf %14, %cst : f32
// CHECK-NEXT:    %16 = arith.mulf %15, %15 : f32
// CHECK-NEXT:    %17 = arith.mulf %15, %cst_0 : f32
// CHECK-NEXT:    %18 = arith.divf %0, %16 : f32
// CHECK-NEXT:    %19 = arith.addf %17, %18 : f32
// CHECK-NEXT:    %20 = arith.mulf %19, %cst : f32
// CHECK-NEXT:    %21 = arith.cmpf oeq, %0, %cst_1 : f32
// CHECK-NEXT:    %22 = arith.select %21, %cst_1, %20 : f32
// CHECK-NEXT:    %23 = math.copysign %22, %arg0 : f32
// CHECK-NEXT:    return %23 : f32
// CHECK-NEXT:    }
func.func @cbrt_scalar(%arg0: f32) -> f32 {
  %0 = math.cbrt %arg0 : f32
  return %0 : f32
}

// asin and acos are approximated in f16 directly (their constants rounded to f16).
// CHECK-LABEL: func.func @asin_f16(%arg0: f16) -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.666260e-01 : f16
// CHECK-NEXT:    %cst_0 = arith.constant 7.501220e-02 : f16
// CHECK-NEXT:    %cst_1 = arith.constant 4.464720e-02 : f16
// CHECK-NEXT:    %cst_2 = arith.constant 3.038020e-02 : f16
// CHECK-NEXT:    %cst_3 = arith.constant 2.236940e-02 : f16
// CHECK-NEXT:    %cst_4 = arith.constant 1.733400e-02 : f16
// CHECK-NEXT:    %cst_5 = arith.constant 1.410680e-02 : f16
// CHECK-NEXT:    %cst_6 = arith.constant 1.049040e-02 : f16
// CHECK-NEXT:    %cst_7 = arith.constant 1.526640e-02 : f16
// CHECK-NEXT:    %cst_8 = arith.constant -1.132970e-02 : f16
// CHECK-NEXT:    %cst_9 = arith.constant 5.422970e-02 : f16
// CHECK-NEXT:    %cst_10 = arith.constant -6.204220e-02 : f16
// CHECK-NEXT:    %cst_11 = arith.constant 5.557250e-02 : f16
// CHECK-NEXT:    %0 = arith.mulf %arg0, %arg0 : f16
// CHECK-NEXT:    %1 = arith.mulf %0, %0 : f16
// CHECK-NEXT:    %2 = math.fma %cst_11, %1, %cst_9 : f16
// CHECK-NEXT:    %3 = math.fma %cst_10, %1, %cst_8 : f16
// CHECK-NEXT:    %4 = math.fma %2, %1, %cst_7 : f16
// CHECK-NEXT:    %5 = math.fma %3, %1, %cst_6 : f16
// CHECK-NEXT:    %6 = math.fma %4, %1, %cst_5 : f16
// CHECK-NEXT:    %7 = math.fma %5, %1, %cst_4 : f16
// CHECK-NEXT:    %8 = math.fma %6, %1, %cst_3 : f16
// CHECK-NEXT:    %9 = math.fma %7, %1, %cst_2 : f16
// CHECK-NEXT:    %10 = math.fma %8, %1, %cst_1 : f16
// CHECK-NEXT:    %11 = math.fma %9, %1, %cst_0 : f16
// CHECK-NEXT:    %12 = math.fma %10, %0, %11 : f16
// CHECK-NEXT:    %13 = math.fma %12, %0, %cst : f16
// CHECK-NEXT:    %14 = arith.mulf %arg0, %0 : f16
// CHECK-NEXT:    %15 = math.fma %13, %14, %arg0 : f16
// CHECK-NEXT:    return %15 : f16
// CHECK-NEXT:    }
func.func @asin_f16(%arg0: f16) -> f16 {
  %0 = math.asin %arg0 : f16
  return %0 : f16
}

// acos builds math.asin ops, approximated in turn (MLIR 19's asin: the polynomial alone).
// CHECK-LABEL: func.func @acos_scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    %cst = arith.constant 1.86564374 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.166666672 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 7.500000e-02 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0.0446428582 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0.0303819124 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0.022372961 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0.0173397772 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 0.0141060455 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.0104937982 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.0152688725 : f32
// CHECK-NEXT:    %cst_10 = arith.constant -0.0113269929 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.054224465 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -0.0620279125 : f32
// CHECK-NEXT:    %cst_13 = arith.constant 0.055579748 : f32
// CHECK-NEXT:    %cst_14 = arith.constant 1.68391883 : f32
// CHECK-NEXT:    %cst_15 = arith.constant 0.932821869 : f32
// CHECK-NEXT:    %cst_16 = arith.constant -5.625000e-01 : f32
// CHECK-NEXT:    %cst_17 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT:    %cst_18 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_19 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.negf %arg0 : f32
// CHECK-NEXT:    %1 = arith.cmpf ogt, %arg0, %cst_19 : f32
// CHECK-NEXT:    %2 = arith.select %1, %0, %arg0 : f32
// CHECK-NEXT:    %3 = arith.cmpf ogt, %2, %cst_16 : f32
// CHECK-NEXT:    %4 = arith.mulf %2, %2 : f32
// CHECK-NEXT:    %5 = arith.mulf %4, %4 : f32
// CHECK-NEXT:    %6 = math.fma %cst_13, %5, %cst_11 : f32
// CHECK-NEXT:    %7 = math.fma %cst_12, %5, %cst_10 : f32
// CHECK-NEXT:    %8 = math.fma %6, %5, %cst_9 : f32
// CHECK-NEXT:    %9 = math.fma %7, %5, %cst_8 : f32
// CHECK-NEXT:    %10 = math.fma %8, %5, %cst_7 : f32
// CHECK-NEXT:    %11 = math.fma %9, %5, %cst_6 : f32
// CHECK-NEXT:    %12 = math.fma %10, %5, %cst_5 : f32
// CHECK-NEXT:    %13 = math.fma %11, %5, %cst_4 : f32
// CHECK-NEXT:    %14 = math.fma %12, %5, %cst_3 : f32
// CHECK-NEXT:    %15 = math.fma %13, %5, %cst_2 : f32
// CHECK-NEXT:    %16 = math.fma %14, %4, %15 : f32
// CHECK-NEXT:    %17 = math.fma %16, %4, %cst_1 : f32
// CHECK-NEXT:    %18 = arith.mulf %2, %4 : f32
// CHECK-NEXT:    %19 = math.fma %17, %18, %2 : f32
// CHECK-NEXT:    %20 = math.fma %cst_15, %cst_14, %19 : f32
// CHECK-NEXT:    %21 = math.fma %cst_18, %2, %cst_18 : f32
// CHECK-NEXT:    %22 = math.sqrt %21 : f32
// CHECK-NEXT:    %23 = arith.mulf %22, %22 : f32
// CHECK-NEXT:    %24 = arith.mulf %23, %23 : f32
// CHECK-NEXT:    %25 = math.fma %cst_13, %24, %cst_11 : f32
// CHECK-NEXT:    %26 = math.fma %cst_12, %24, %cst_10 : f32
// CHECK-NEXT:    %27 = math.fma %25, %24, %cst_9 : f32
// CHECK-NEXT:    %28 = math.fma %26, %24, %cst_8 : f32
// CHECK-NEXT:    %29 = math.fma %27, %24, %cst_7 : f32
// CHECK-NEXT:    %30 = math.fma %28, %24, %cst_6 : f32
// CHECK-NEXT:    %31 = math.fma %29, %24, %cst_5 : f32
// CHECK-NEXT:    %32 = math.fma %30, %24, %cst_4 : f32
// CHECK-NEXT:    %33 = math.fma %31, %24, %cst_3 : f32
// CHECK-NEXT:    %34 = math.fma %32, %24, %cst_2 : f32
// CHECK-NEXT:    %35 = math.fma %33, %23, %34 : f32
// CHECK-NEXT:    %36 = math.fma %35, %23, %cst_1 : f32
// CHECK-NEXT:    %37 = arith.mulf %22, %23 : f32
// CHECK-NEXT:    %38 = math.fma %36, %37, %22 : f32
// CHECK-NEXT:    %39 = arith.mulf %38, %cst_0 : f32
// CHECK-NEXT:    %40 = arith.select %3, %20, %39 : f32
// CHECK-NEXT:    %41 = arith.cmpf oge, %arg0, %cst_17 : f32
// CHECK-NEXT:    %42 = arith.cmpf olt, %arg0, %cst_19 : f32
// CHECK-NEXT:    %43 = arith.andi %41, %42 : i1
// CHECK-NEXT:    %44 = arith.negf %40 : f32
// CHECK-NEXT:    %45 = math.fma %cst, %cst_14, %44 : f32
// CHECK-NEXT:    %46 = arith.select %43, %45, %40 : f32
// CHECK-NEXT:    return %46 : f32
// CHECK-NEXT:    }
func.func @acos_scalar(%arg0: f32) -> f32 {
  %0 = math.acos %arg0 : f32
  return %0 : f32
}

// f16 and bf16 ops run in f32 between extf and truncf; the f32 op keeps the fast-math flags.
// CHECK-LABEL: func.func @tanh_f16(%arg0: f16) -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.19825836E-6 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.18534706E-4 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.00226843474 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.00489352504 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -2.76076837E-16 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 2.00018794E-13 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -8.60467184E-11 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 5.12229725E-8 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.48572235E-5 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 6.37261954E-4 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.00489352457 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 4.000000e-04 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 7.99881172 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -7.99881172 : f32
// CHECK-NEXT:    %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:    %1 = arith.cmpf ult, %0, %cst_11 : f32
// CHECK-NEXT:    %2 = arith.select %1, %0, %cst_11 : f32
// CHECK-NEXT:    %3 = arith.cmpf ugt, %2, %cst_12 : f32
// CHECK-NEXT:    %4 = arith.select %3, %2, %cst_12 : f32
// CHECK-NEXT:    %5 = math.absf %0 : f32
// CHECK-NEXT:    %6 = arith.cmpf olt, %5, %cst_10 : f32
// CHECK-NEXT:    %7 = arith.mulf %4, %4 : f32
// CHECK-NEXT:    %8 = math.fma %7, %cst_3, %cst_4 : f32
// CHECK-NEXT:    %9 = math.fma %7, %8, %cst_5 : f32
// CHECK-NEXT:    %10 = math.fma %7, %9, %cst_6 : f32
// CHECK-NEXT:    %11 = math.fma %7, %10, %cst_7 : f32
// CHECK-NEXT:    %12 = math.fma %7, %11, %cst_8 : f32
// CHECK-NEXT:    %13 = math.fma %7, %12, %cst_9 : f32
// CHECK-NEXT:    %14 = arith.mulf %4, %13 : f32
// CHECK-NEXT:    %15 = math.fma %7, %cst, %cst_0 : f32
// CHECK-NEXT:    %16 = math.fma %7, %15, %cst_1 : f32
// CHECK-NEXT:    %17 = math.fma %7, %16, %cst_2 : f32
// CHECK-NEXT:    %18 = arith.divf %14, %17 : f32
// CHECK-NEXT:    %19 = arith.select %6, %4, %18 : f32
// CHECK-NEXT:    %20 = arith.truncf %19 : f32 to f16
// CHECK-NEXT:    return %20 : f16
// CHECK-NEXT:    }
func.func @tanh_f16(%arg0: f16) -> f16 {
  %0 = math.tanh %arg0 fastmath<fast> : f16
  return %0 : f16
}

// A fixed vector: MLIR's broadcast scalar constants fold into splats.
// CHECK-LABEL: func.func @exp_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<127> : vector<8xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<23> : vector<8xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<1.270000e+02> : vector<8xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<-1.270000e+02> : vector<8xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<8.880000e+01> : vector<8xf32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<5.000000e-01> : vector<8xf32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<1.000000e+00> : vector<8xf32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<1.44269502> : vector<8xf32>
// CHECK-NEXT:    %cst_7 = arith.constant dense<-0.693359375> : vector<8xf32>
// CHECK-NEXT:    %cst_8 = arith.constant dense<2.12194442E-4> : vector<8xf32>
// CHECK-NEXT:    %cst_9 = arith.constant dense<1.98756912E-4> : vector<8xf32>
// CHECK-NEXT:    %cst_10 = arith.constant dense<0.00139819994> : vector<8xf32>
// CHECK-NEXT:    %cst_11 = arith.constant dense<0.00833345205> : vector<8xf32>
// CHECK-NEXT:    %cst_12 = arith.constant dense<0.0416657962> : vector<8xf32>
// CHECK-NEXT:    %cst_13 = arith.constant dense<0.166666657> : vector<8xf32>
// CHECK-NEXT:    %cst_14 = arith.constant dense<-8.780000e+01> : vector<8xf32>
// CHECK-NEXT:    %0 = arith.cmpf uge, %arg0, %cst_14 : vector<8xf32>
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_14 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT:    %2 = arith.cmpf ule, %1, %cst_3 : vector<8xf32>
// CHECK-NEXT:    %3 = arith.select %2, %1, %cst_3 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT:    %4 = math.fma %3, %cst_6, %cst_4 : vector<8xf32>
// CHECK-NEXT:    %5 = math.floor %4 : vector<8xf32>
// CHECK-NEXT:    %6 = arith.cmpf uge, %5, %cst_2 : vector<8xf32>
// CHECK-NEXT:    %7 = arith.select %6, %5, %cst_2 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT:    %8 = arith.cmpf ule, %7, %cst_1 : vector<8xf32>
// CHECK-NEXT:    %9 = arith.select %8, %7, %cst_1 : vector<8xi1>, vector<8xf32>
// CHECK-NEXT:    %10 = math.fma %cst_7, %9, %3 : vector<8xf32>
// CHECK-NEXT:    %11 = math.fma %cst_8, %9, %10 : vector<8xf32>
// CHECK-NEXT:    %12 = math.fma %11, %cst_9, %cst_10 : vector<8xf32>
// CHECK-NEXT:    %13 = math.fma %12, %11, %cst_11 : vector<8xf32>
// CHECK-NEXT:    %14 = math.fma %13, %11, %cst_12 : vector<8xf32>
// CHECK-NEXT:    %15 = math.fma %14, %11, %cst_13 : vector<8xf32>
// CHECK-NEXT:    %16 = math.fma %15, %11, %cst_4 : vector<8xf32>
// CHECK-NEXT:    %17 = arith.mulf %11, %11 : vector<8xf32>
// CHECK-NEXT:    %18 = math.fma %16, %17, %11 : vector<8xf32>
// CHECK-NEXT:    %19 = arith.addf %18, %cst_5 : vector<8xf32>
// CHECK-NEXT:    %20 = arith.fptosi %9 : vector<8xf32> to vector<8xi32>
// CHECK-NEXT:    %21 = arith.addi %20, %cst : vector<8xi32>
// CHECK-NEXT:    %22 = arith.shli %21, %cst_0 : vector<8xi32>
// CHECK-NEXT:    %23 = arith.bitcast %22 : vector<8xi32> to vector<8xf32>
// CHECK-NEXT:    %24 = arith.mulf %19, %23 : vector<8xf32>
// CHECK-NEXT:    return %24 : vector<8xf32>
// CHECK-NEXT:    }
func.func @exp_vector(%arg0: vector<8xf32>) -> vector<8xf32> {
  %0 = math.exp %arg0 : vector<8xf32>
  return %0 : vector<8xf32>
}

// f64, and rsqrt of f32 (enable-avx2 approximates 8k-lane vectors only, through x86vector), are left alone.
// CHECK-LABEL: func.func @untouched(%arg0: f64, %arg1: f32, %arg2: vector<4xf32>) -> (f64, f32, vector<4xf32>) {
// CHECK-NEXT:    %0 = math.exp %arg0 : f64
// CHECK-NEXT:    %1 = math.rsqrt %arg1 : f32
// CHECK-NEXT:    %2 = math.rsqrt %arg2 : vector<4xf32>
// CHECK-NEXT:    return %0, %1, %2 : f64, f32, vector<4xf32>
// CHECK-NEXT:    }
func.func @untouched(%arg0: f64, %arg2: f32, %arg3: vector<4xf32>) -> (f64, f32, vector<4xf32>) {
  %0 = math.exp %arg0 : f64
  %1 = math.rsqrt %arg2 : f32
  %2 = math.rsqrt %arg3 : vector<4xf32>
  return %0, %1, %2 : f64, f32, vector<4xf32>
}

// With enable-avx2 an f16 rsqrt runs in f32.
// NOAVX2-LABEL: func.func @rsqrt_f16(%arg0: f16) -> f16 {
// NOAVX2-NEXT:    %0 = math.rsqrt %arg0 : f16
// NOAVX2-NEXT:    return %0 : f16
// NOAVX2-NEXT:    }
// AVX2-LABEL: func.func @rsqrt_f16(%arg0: f16) -> f16 {
// AVX2-NEXT:    %0 = arith.extf %arg0 : f16 to f32
// AVX2-NEXT:    %1 = math.rsqrt %0 : f32
// AVX2-NEXT:    %2 = arith.truncf %1 : f32 to f16
// AVX2-NEXT:    return %2 : f16
// AVX2-NEXT:    }
func.func @rsqrt_f16(%arg0: f16) -> f16 {
  %0 = math.rsqrt %arg0 : f16
  return %0 : f16
}

// CHECK-LABEL: func.func @exp_bf16(%arg0: bf16) -> bf16 {
// CHECK-NEXT:    %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %cst = arith.constant 1.270000e+02 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT:    %cst_2 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 0.166666657 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 0.0416657962 : f32
// CHECK-NEXT:    %cst_5 = arith.constant 0.00833345205 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0.00139819994 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -0.693359375 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 1.44269502 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %0 = arith.extf %arg0 : bf16 to f32
// CHECK-NEXT:    %1 = arith.cmpf uge, %0, %cst_2 : f32
// CHECK-NEXT:    %2 = arith.select %1, %0, %cst_2 : f32
// CHECK-NEXT:    %3 = arith.cmpf ule, %2, %cst_1 : f32
// CHECK-NEXT:    %4 = arith.select %3, %2, %cst_1 : f32
// CHECK-NEXT:    %5 = math.fma %4, %cst_10, %cst_12 : f32
// CHECK-NEXT:    %6 = math.floor %5 : f32
// CHECK-NEXT:    %7 = arith.cmpf uge, %6, %cst_0 : f32
// CHECK-NEXT:    %8 = arith.select %7, %6, %cst_0 : f32
// CHECK-NEXT:    %9 = arith.cmpf ule, %8, %cst : f32
// CHECK-NEXT:    %10 = arith.select %9, %8, %cst : f32
// CHECK-NEXT:    %11 = math.fma %cst_9, %10, %4 : f32
// CHECK-NEXT:    %12 = math.fma %cst_8, %10, %11 : f32
// CHECK-NEXT:    %13 = math.fma %12, %cst_7, %cst_6 : f32
// CHECK-NEXT:    %14 = math.fma %13, %12, %cst_5 : f32
// CHECK-NEXT:    %15 = math.fma %14, %12, %cst_4 : f32
// CHECK-NEXT:    %16 = math.fma %15, %12, %cst_3 : f32
// CHECK-NEXT:    %17 = math.fma %16, %12, %cst_12 : f32
// CHECK-NEXT:    %18 = arith.mulf %12, %12 : f32
// CHECK-NEXT:    %19 = math.fma %17, %18, %12 : f32
// CHECK-NEXT:    %20 = arith.addf %19, %cst_11 : f32
// CHECK-NEXT:    %21 = arith.fptosi %10 : f32 to i32
// CHECK-NEXT:    %22 = arith.addi %21, %c127_i32 : i32
// CHECK-NEXT:    %23 = arith.shli %22, %c23_i32 : i32
// CHECK-NEXT:    %24 = arith.bitcast %23 : i32 to f32
// CHECK-NEXT:    %25 = arith.mulf %20, %24 : f32
// CHECK-NEXT:    %26 = arith.truncf %25 : f32 to bf16
// CHECK-NEXT:    return %26 : bf16
// CHECK-NEXT:    }
func.func @exp_bf16(%arg0: bf16) -> bf16 {
  %0 = math.exp %arg0 : bf16
  return %0 : bf16
}

// CHECK-LABEL: func.func @erf_f16(%arg0: f16) -> f16 {
// CHECK-NEXT:    %cst = arith.constant 3.750000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 8.000000e-01 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.0821908935 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -0.583389878 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 1.62705934 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -2.0606916 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 0.0572442785 : f32
// CHECK-NEXT:    %cst_7 = arith.constant -0.0883462652 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.448369086 : f32
// CHECK-NEXT:    %cst_9 = arith.constant -3.276070e-01 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.0739796459 : f32
// CHECK-NEXT:    %cst_11 = arith.constant -0.131808966 : f32
// CHECK-NEXT:    %cst_12 = arith.constant 0.519230127 : f32
// CHECK-NEXT:    %cst_13 = arith.constant -0.463513821 : f32
// CHECK-NEXT:    %cst_14 = arith.constant -1.71048032E-5 : f32
// CHECK-NEXT:    %cst_15 = arith.constant 2.53447099E-4 : f32
// CHECK-NEXT:    %cst_16 = arith.constant -0.00141373626 : f32
// CHECK-NEXT:    %cst_17 = arith.constant 0.00351961935 : f32
// CHECK-NEXT:    %cst_18 = arith.constant -0.00330093061 : f32
// CHECK-NEXT:    %cst_19 = arith.constant 0.0370645523 : f32
// CHECK-NEXT:    %cst_20 = arith.constant 0.118407398 : f32
// CHECK-NEXT:    %cst_21 = arith.constant -0.364721417 : f32
// CHECK-NEXT:    %cst_22 = arith.constant 1.12750685 : f32
// CHECK-NEXT:    %cst_23 = arith.constant 0.0258146804 : f32
// CHECK-NEXT:    %cst_24 = arith.constant 0.209741712 : f32
// CHECK-NEXT:    %cst_25 = arith.constant -0.523018539 : f32
// CHECK-NEXT:    %cst_26 = arith.constant 1.12837911 : f32
// CHECK-NEXT:    %cst_27 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_28 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:    %1 = arith.cmpf olt, %0, %cst_28 : f32
// CHECK-NEXT:    %2 = arith.negf %0 : f32
// CHECK-NEXT:    %3 = arith.select %1, %2, %0 : f32
// CHECK-NEXT:    %4 = arith.cmpf olt, %3, %cst_1 : f32
// CHECK-NEXT:    %5 = arith.select %4, %cst_26, %cst_22 : f32
// CHECK-NEXT:    %6 = arith.select %4, %cst_13, %cst_9 : f32
// CHECK-NEXT:    %7 = arith.select %4, %cst_25, %cst_21 : f32
// CHECK-NEXT:    %8 = arith.select %4, %cst_12, %cst_8 : f32
// CHECK-NEXT:    %9 = arith.select %4, %cst_24, %cst_20 : f32
// CHECK-NEXT:    %10 = arith.select %4, %cst_11, %cst_7 : f32
// CHECK-NEXT:    %11 = arith.select %4, %cst_23, %cst_19 : f32
// CHECK-NEXT:    %12 = arith.select %4, %cst_10, %cst_6 : f32
// CHECK-NEXT:    %13 = arith.cmpf olt, %3, %cst_0 : f32
// CHECK-NEXT:    %14 = arith.select %13, %cst_28, %cst_18 : f32
// CHECK-NEXT:    %15 = arith.select %13, %5, %cst_17 : f32
// CHECK-NEXT:    %16 = arith.select %13, %6, %cst_5 : f32
// CHECK-NEXT:    %17 = arith.select %13, %7, %cst_16 : f32
// CHECK-NEXT:    %18 = arith.select %13, %8, %cst_4 : f32
// CHECK-NEXT:    %19 = arith.select %13, %9, %cst_15 : f32
// CHECK-NEXT:    %20 = arith.select %13, %10, %cst_3 : f32
// CHECK-NEXT:    %21 = arith.select %13, %11, %cst_14 : f32
// CHECK-NEXT:    %22 = arith.select %13, %12, %cst_2 : f32
// CHECK-NEXT:    %23 = arith.select %13, %cst_28, %cst_27 : f32
// CHECK-NEXT:    %24 = arith.cmpf ult, %3, %cst : f32
// CHECK-NEXT:    %25 = math.fma %3, %21, %19 : f32
// CHECK-NEXT:    %26 = math.fma %3, %25, %17 : f32
// CHECK-NEXT:    %27 = math.fma %3, %26, %15 : f32
// CHECK-NEXT:    %28 = math.fma %3, %27, %14 : f32
// CHECK-NEXT:    %29 = math.fma %3, %22, %20 : f32
// CHECK-NEXT:    %30 = math.fma %3, %29, %18 : f32
// CHECK-NEXT:    %31 = math.fma %3, %30, %16 : f32
// CHECK-NEXT:    %32 = math.fma %3, %31, %cst_27 : f32
// CHECK-NEXT:    %33 = arith.divf %28, %32 : f32
// CHECK-NEXT:    %34 = arith.addf %23, %33 : f32
// CHECK-NEXT:    %35 = arith.select %24, %34, %cst_27 : f32
// CHECK-NEXT:    %36 = arith.negf %35 : f32
// CHECK-NEXT:    %37 = arith.select %1, %36, %35 : f32
// CHECK-NEXT:    %38 = arith.truncf %37 : f32 to f16
// CHECK-NEXT:    return %38 : f16
// CHECK-NEXT:    }
func.func @erf_f16(%arg0: f16) -> f16 {
  %0 = math.erf %arg0 : f16
  return %0 : f16
}

// CHECK-LABEL: func.func @exp_f16_vec(%arg0: vector<4xf16>) -> vector<4xf16> {
// CHECK-NEXT:    %cst = arith.constant dense<127> : vector<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<23> : vector<4xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<1.270000e+02> : vector<4xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<-1.270000e+02> : vector<4xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<8.880000e+01> : vector<4xf32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<-8.780000e+01> : vector<4xf32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<0.166666657> : vector<4xf32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<0.0416657962> : vector<4xf32>
// CHECK-NEXT:    %cst_7 = arith.constant dense<0.00833345205> : vector<4xf32>
// CHECK-NEXT:    %cst_8 = arith.constant dense<0.00139819994> : vector<4xf32>
// CHECK-NEXT:    %cst_9 = arith.constant dense<1.98756912E-4> : vector<4xf32>
// CHECK-NEXT:    %cst_10 = arith.constant dense<2.12194442E-4> : vector<4xf32>
// CHECK-NEXT:    %cst_11 = arith.constant dense<-0.693359375> : vector<4xf32>
// CHECK-NEXT:    %cst_12 = arith.constant dense<1.44269502> : vector<4xf32>
// CHECK-NEXT:    %cst_13 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %cst_14 = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-NEXT:    %0 = arith.extf %arg0 : vector<4xf16> to vector<4xf32>
// CHECK-NEXT:    %1 = arith.cmpf uge, %0, %cst_4 : vector<4xf32>
// CHECK-NEXT:    %2 = arith.select %1, %0, %cst_4 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %3 = arith.cmpf ule, %2, %cst_3 : vector<4xf32>
// CHECK-NEXT:    %4 = arith.select %3, %2, %cst_3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %5 = math.fma %4, %cst_12, %cst_14 : vector<4xf32>
// CHECK-NEXT:    %6 = math.floor %5 : vector<4xf32>
// CHECK-NEXT:    %7 = arith.cmpf uge, %6, %cst_2 : vector<4xf32>
// CHECK-NEXT:    %8 = arith.select %7, %6, %cst_2 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %9 = arith.cmpf ule, %8, %cst_1 : vector<4xf32>
// CHECK-NEXT:    %10 = arith.select %9, %8, %cst_1 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    %11 = math.fma %cst_11, %10, %4 : vector<4xf32>
// CHECK-NEXT:    %12 = math.fma %cst_10, %10, %11 : vector<4xf32>
// CHECK-NEXT:    %13 = math.fma %12, %cst_9, %cst_8 : vector<4xf32>
// CHECK-NEXT:    %14 = math.fma %13, %12, %cst_7 : vector<4xf32>
// CHECK-NEXT:    %15 = math.fma %14, %12, %cst_6 : vector<4xf32>
// CHECK-NEXT:    %16 = math.fma %15, %12, %cst_5 : vector<4xf32>
// CHECK-NEXT:    %17 = math.fma %16, %12, %cst_14 : vector<4xf32>
// CHECK-NEXT:    %18 = arith.mulf %12, %12 : vector<4xf32>
// CHECK-NEXT:    %19 = math.fma %17, %18, %12 : vector<4xf32>
// CHECK-NEXT:    %20 = arith.addf %19, %cst_13 : vector<4xf32>
// CHECK-NEXT:    %21 = arith.fptosi %10 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:    %22 = arith.addi %21, %cst : vector<4xi32>
// CHECK-NEXT:    %23 = arith.shli %22, %cst_0 : vector<4xi32>
// CHECK-NEXT:    %24 = arith.bitcast %23 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT:    %25 = arith.mulf %20, %24 : vector<4xf32>
// CHECK-NEXT:    %26 = arith.truncf %25 : vector<4xf32> to vector<4xf16>
// CHECK-NEXT:    return %26 : vector<4xf16>
// CHECK-NEXT:    }
func.func @exp_f16_vec(%arg0: vector<4xf16>) -> vector<4xf16> {
  %0 = math.exp %arg0 : vector<4xf16>
  return %0 : vector<4xf16>
}

// The approximation drops the op's attributes.
// CHECK-LABEL: func.func @fm(%arg0: f32) -> f32 {
// CHECK-NEXT:    %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %cst = arith.constant 1.270000e+02 : f32
// CHECK-NEXT:    %cst_0 = arith.constant -1.270000e+02 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 8.880000e+01 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 1.44269502 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -0.693359375 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 2.12194442E-4 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.98756912E-4 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 0.00139819994 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.00833345205 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 0.0416657962 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 0.166666657 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -8.780000e+01 : f32
// CHECK-NEXT:    %0 = arith.cmpf uge, %arg0, %cst_12 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_12 : f32
// CHECK-NEXT:    %2 = arith.cmpf ule, %1, %cst_1 : f32
// CHECK-NEXT:    %3 = arith.select %2, %1, %cst_1 : f32
// CHECK-NEXT:    %4 = math.fma %3, %cst_4, %cst_2 : f32
// CHECK-NEXT:    %5 = math.floor %4 : f32
// CHECK-NEXT:    %6 = arith.cmpf uge, %5, %cst_0 : f32
// CHECK-NEXT:    %7 = arith.select %6, %5, %cst_0 : f32
// CHECK-NEXT:    %8 = arith.cmpf ule, %7, %cst : f32
// CHECK-NEXT:    %9 = arith.select %8, %7, %cst : f32
// CHECK-NEXT:    %10 = math.fma %cst_5, %9, %3 : f32
// CHECK-NEXT:    %11 = math.fma %cst_6, %9, %10 : f32
// CHECK-NEXT:    %12 = math.fma %11, %cst_7, %cst_8 : f32
// CHECK-NEXT:    %13 = math.fma %12, %11, %cst_9 : f32
// CHECK-NEXT:    %14 = math.fma %13, %11, %cst_10 : f32
// CHECK-NEXT:    %15 = math.fma %14, %11, %cst_11 : f32
// CHECK-NEXT:    %16 = math.fma %15, %11, %cst_2 : f32
// CHECK-NEXT:    %17 = arith.mulf %11, %11 : f32
// CHECK-NEXT:    %18 = math.fma %16, %17, %11 : f32
// CHECK-NEXT:    %19 = arith.addf %18, %cst_3 : f32
// CHECK-NEXT:    %20 = arith.fptosi %9 : f32 to i32
// CHECK-NEXT:    %21 = arith.addi %20, %c127_i32 : i32
// CHECK-NEXT:    %22 = arith.shli %21, %c23_i32 : i32
// CHECK-NEXT:    %23 = arith.bitcast %22 : i32 to f32
// CHECK-NEXT:    %24 = arith.mulf %19, %23 : f32
// CHECK-NEXT:    return %24 : f32
// CHECK-NEXT:    }
func.func @fm(%arg0: f32) -> f32 {
  %0 = math.exp %arg0 fastmath<fast> {foo = 1 : i32} : f32
  return %0 : f32
}

// The f32 op takes all the f16 op's attributes (MLIR's ReuseF32Expansion).
// CHECK-LABEL: func.func @tanh_f16_attr(%arg0: f16) -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.19825836E-6 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.18534706E-4 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.00226843474 : f32
// CHECK-NEXT:    %cst_2 = arith.constant 0.00489352504 : f32
// CHECK-NEXT:    %cst_3 = arith.constant -2.76076837E-16 : f32
// CHECK-NEXT:    %cst_4 = arith.constant 2.00018794E-13 : f32
// CHECK-NEXT:    %cst_5 = arith.constant -8.60467184E-11 : f32
// CHECK-NEXT:    %cst_6 = arith.constant 5.12229725E-8 : f32
// CHECK-NEXT:    %cst_7 = arith.constant 1.48572235E-5 : f32
// CHECK-NEXT:    %cst_8 = arith.constant 6.37261954E-4 : f32
// CHECK-NEXT:    %cst_9 = arith.constant 0.00489352457 : f32
// CHECK-NEXT:    %cst_10 = arith.constant 4.000000e-04 : f32
// CHECK-NEXT:    %cst_11 = arith.constant 7.99881172 : f32
// CHECK-NEXT:    %cst_12 = arith.constant -7.99881172 : f32
// CHECK-NEXT:    %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:    %1 = arith.cmpf ult, %0, %cst_11 : f32
// CHECK-NEXT:    %2 = arith.select %1, %0, %cst_11 : f32
// CHECK-NEXT:    %3 = arith.cmpf ugt, %2, %cst_12 : f32
// CHECK-NEXT:    %4 = arith.select %3, %2, %cst_12 : f32
// CHECK-NEXT:    %5 = math.absf %0 : f32
// CHECK-NEXT:    %6 = arith.cmpf olt, %5, %cst_10 : f32
// CHECK-NEXT:    %7 = arith.mulf %4, %4 : f32
// CHECK-NEXT:    %8 = math.fma %7, %cst_3, %cst_4 : f32
// CHECK-NEXT:    %9 = math.fma %7, %8, %cst_5 : f32
// CHECK-NEXT:    %10 = math.fma %7, %9, %cst_6 : f32
// CHECK-NEXT:    %11 = math.fma %7, %10, %cst_7 : f32
// CHECK-NEXT:    %12 = math.fma %7, %11, %cst_8 : f32
// CHECK-NEXT:    %13 = math.fma %7, %12, %cst_9 : f32
// CHECK-NEXT:    %14 = arith.mulf %4, %13 : f32
// CHECK-NEXT:    %15 = math.fma %7, %cst, %cst_0 : f32
// CHECK-NEXT:    %16 = math.fma %7, %15, %cst_1 : f32
// CHECK-NEXT:    %17 = math.fma %7, %16, %cst_2 : f32
// CHECK-NEXT:    %18 = arith.divf %14, %17 : f32
// CHECK-NEXT:    %19 = arith.select %6, %4, %18 : f32
// CHECK-NEXT:    %20 = arith.truncf %19 : f32 to f16
// CHECK-NEXT:    return %20 : f16
// CHECK-NEXT:    }
func.func @tanh_f16_attr(%arg0: f16) -> f16 {
  %0 = math.tanh %arg0 fastmath<fast> {foo = 1 : i32} : f16
  return %0 : f16
}

// Scalable vectors too.
// CHECK-LABEL: func.func @tanh_scalable(%arg0: vector<[8]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<1.19825836E-6> : vector<[8]xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1.18534706E-4> : vector<[8]xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<0.00226843474> : vector<[8]xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<0.00489352504> : vector<[8]xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<-2.76076837E-16> : vector<[8]xf32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<2.00018794E-13> : vector<[8]xf32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<-8.60467184E-11> : vector<[8]xf32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<5.12229725E-8> : vector<[8]xf32>
// CHECK-NEXT:    %cst_7 = arith.constant dense<1.48572235E-5> : vector<[8]xf32>
// CHECK-NEXT:    %cst_8 = arith.constant dense<6.37261954E-4> : vector<[8]xf32>
// CHECK-NEXT:    %cst_9 = arith.constant dense<0.00489352457> : vector<[8]xf32>
// CHECK-NEXT:    %cst_10 = arith.constant dense<4.000000e-04> : vector<[8]xf32>
// CHECK-NEXT:    %cst_11 = arith.constant dense<-7.99881172> : vector<[8]xf32>
// CHECK-NEXT:    %cst_12 = arith.constant dense<7.99881172> : vector<[8]xf32>
// CHECK-NEXT:    %0 = arith.cmpf ult, %arg0, %cst_12 : vector<[8]xf32>
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_12 : vector<[8]xi1>, vector<[8]xf32>
// CHECK-NEXT:    %2 = arith.cmpf ugt, %1, %cst_11 : vector<[8]xf32>
// CHECK-NEXT:    %3 = arith.select %2, %1, %cst_11 : vector<[8]xi1>, vector<[8]xf32>
// CHECK-NEXT:    %4 = math.absf %arg0 : vector<[8]xf32>
// CHECK-NEXT:    %5 = arith.cmpf olt, %4, %cst_10 : vector<[8]xf32>
// CHECK-NEXT:    %6 = arith.mulf %3, %3 : vector<[8]xf32>
// CHECK-NEXT:    %7 = math.fma %6, %cst_3, %cst_4 : vector<[8]xf32>
// CHECK-NEXT:    %8 = math.fma %6, %7, %cst_5 : vector<[8]xf32>
// CHECK-NEXT:    %9 = math.fma %6, %8, %cst_6 : vector<[8]xf32>
// CHECK-NEXT:    %10 = math.fma %6, %9, %cst_7 : vector<[8]xf32>
// CHECK-NEXT:    %11 = math.fma %6, %10, %cst_8 : vector<[8]xf32>
// CHECK-NEXT:    %12 = math.fma %6, %11, %cst_9 : vector<[8]xf32>
// CHECK-NEXT:    %13 = arith.mulf %3, %12 : vector<[8]xf32>
// CHECK-NEXT:    %14 = math.fma %6, %cst, %cst_0 : vector<[8]xf32>
// CHECK-NEXT:    %15 = math.fma %6, %14, %cst_1 : vector<[8]xf32>
// CHECK-NEXT:    %16 = math.fma %6, %15, %cst_2 : vector<[8]xf32>
// CHECK-NEXT:    %17 = arith.divf %13, %16 : vector<[8]xf32>
// CHECK-NEXT:    %18 = arith.select %5, %3, %17 : vector<[8]xi1>, vector<[8]xf32>
// CHECK-NEXT:    return %18 : vector<[8]xf32>
// CHECK-NEXT:    }
func.func @tanh_scalable(%arg0: vector<[8]xf32>) -> vector<[8]xf32> {
  %0 = math.tanh %arg0 : vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

// log's frexp broadcasts its constants where they are used: their splats come in that order.
// CHECK-LABEL: func.func @log_vector(%arg0: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<0.693147182> : vector<2x4xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1.260000e+02> : vector<2x4xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<23> : vector<2x4xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<1056964608> : vector<2x4xi32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<-2139095041> : vector<2x4xi32>
// CHECK-NEXT:    %cst_4 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:    %cst_5 = arith.constant dense<1.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:    %cst_6 = arith.constant dense<-5.000000e-01> : vector<2x4xf32>
// CHECK-NEXT:    %cst_7 = arith.constant dense<1.17549435E-38> : vector<2x4xf32>
// CHECK-NEXT:    %cst_8 = arith.constant dense<0xFF800000> : vector<2x4xf32>
// CHECK-NEXT:    %cst_9 = arith.constant dense<0x7F800000> : vector<2x4xf32>
// CHECK-NEXT:    %cst_10 = arith.constant dense<0x7FC00000> : vector<2x4xf32>
// CHECK-NEXT:    %cst_11 = arith.constant dense<0.707106769> : vector<2x4xf32>
// CHECK-NEXT:    %cst_12 = arith.constant dense<0.0703768358> : vector<2x4xf32>
// CHECK-NEXT:    %cst_13 = arith.constant dense<-0.115146101> : vector<2x4xf32>
// CHECK-NEXT:    %cst_14 = arith.constant dense<0.116769984> : vector<2x4xf32>
// CHECK-NEXT:    %cst_15 = arith.constant dense<-0.12420141> : vector<2x4xf32>
// CHECK-NEXT:    %cst_16 = arith.constant dense<0.142493233> : vector<2x4xf32>
// CHECK-NEXT:    %cst_17 = arith.constant dense<-0.166680574> : vector<2x4xf32>
// CHECK-NEXT:    %cst_18 = arith.constant dense<0.200007141> : vector<2x4xf32>
// CHECK-NEXT:    %cst_19 = arith.constant dense<-0.24999994> : vector<2x4xf32>
// CHECK-NEXT:    %cst_20 = arith.constant dense<0.333333313> : vector<2x4xf32>
// CHECK-NEXT:    %0 = arith.cmpf ugt, %arg0, %cst_7 : vector<2x4xf32>
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %cst_7 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT:    %2 = arith.bitcast %1 : vector<2x4xf32> to vector<2x4xi32>
// CHECK-NEXT:    %3 = arith.andi %2, %cst_3 : vector<2x4xi32>
// CHECK-NEXT:    %4 = arith.ori %3, %cst_2 : vector<2x4xi32>
// CHECK-NEXT:    %5 = arith.bitcast %4 : vector<2x4xi32> to vector<2x4xf32>
// CHECK-NEXT:    %6 = arith.bitcast %1 : vector<2x4xf32> to vector<2x4xi32>
// CHECK-NEXT:    %7 = arith.shrui %6, %cst_1 : vector<2x4xi32>
// CHECK-NEXT:    %8 = arith.sitofp %7 : vector<2x4xi32> to vector<2x4xf32>
// CHECK-NEXT:    %9 = arith.subf %8, %cst_0 : vector<2x4xf32>
// CHECK-NEXT:    %10 = arith.cmpf olt, %5, %cst_11 : vector<2x4xf32>
// CHECK-NEXT:    %11 = arith.select %10, %5, %cst_4 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT:    %12 = arith.subf %5, %cst_5 : vector<2x4xf32>
// CHECK-NEXT:    %13 = arith.select %10, %cst_5, %cst_4 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT:    %14 = arith.subf %9, %13 : vector<2x4xf32>
// CHECK-NEXT:    %15 = arith.addf %12, %11 : vector<2x4xf32>
// CHECK-NEXT:    %16 = arith.mulf %15, %15 : vector<2x4xf32>
// CHECK-NEXT:    %17 = arith.mulf %16, %15 : vector<2x4xf32>
// CHECK-NEXT:    %18 = math.fma %cst_12, %15, %cst_13 : vector<2x4xf32>
// CHECK-NEXT:    %19 = math.fma %cst_15, %15, %cst_16 : vector<2x4xf32>
// CHECK-NEXT:    %20 = math.fma %cst_18, %15, %cst_19 : vector<2x4xf32>
// CHECK-NEXT:    %21 = math.fma %18, %15, %cst_14 : vector<2x4xf32>
// CHECK-NEXT:    %22 = math.fma %19, %15, %cst_17 : vector<2x4xf32>
// CHECK-NEXT:    %23 = math.fma %20, %15, %cst_20 : vector<2x4xf32>
// CHECK-NEXT:    %24 = math.fma %21, %17, %22 : vector<2x4xf32>
// CHECK-NEXT:    %25 = math.fma %24, %17, %23 : vector<2x4xf32>
// CHECK-NEXT:    %26 = arith.mulf %25, %17 : vector<2x4xf32>
// CHECK-NEXT:    %27 = math.fma %cst_6, %16, %26 : vector<2x4xf32>
// CHECK-NEXT:    %28 = arith.addf %15, %27 : vector<2x4xf32>
// CHECK-NEXT:    %29 = math.fma %14, %cst, %28 : vector<2x4xf32>
// CHECK-NEXT:    %30 = arith.cmpf ult, %arg0, %cst_4 : vector<2x4xf32>
// CHECK-NEXT:    %31 = arith.cmpf oeq, %arg0, %cst_4 : vector<2x4xf32>
// CHECK-NEXT:    %32 = arith.cmpf oeq, %arg0, %cst_9 : vector<2x4xf32>
// CHECK-NEXT:    %33 = arith.select %32, %cst_9, %29 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT:    %34 = arith.select %30, %cst_10, %33 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT:    %35 = arith.select %31, %cst_8, %34 : vector<2x4xi1>, vector<2x4xf32>
// CHECK-NEXT:    return %35 : vector<2x4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    }
func.func @log_vector(%arg0: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = math.log %arg0 : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
