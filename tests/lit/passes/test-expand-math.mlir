// RUN: irlite-opt %s --test-expand-math | FileCheck %s

// MLIR 19's math expansions (ExpandPatterns.cpp, run as mlir-opt's test-expand-math runs
// them: greedily, with folding). Every CHECK line is mlir-opt 19's output for this file
// (`mlir-opt %s --test-expand-math`), recorded whole, except @dynamic_tensor (see there).

func.func @sinh_cosh(%x: f32) -> (f32, f32) {
  %a = math.sinh %x : f32
  %b = math.cosh %x : f32
  return %a, %b : f32, f32
}
// CHECK-LABEL: func.func @sinh_cosh(%arg0: f32) -> (f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %0 = math.exp %arg0 : f32
// CHECK-NEXT:    %1 = arith.negf %arg0 : f32
// CHECK-NEXT:    %2 = math.exp %1 : f32
// CHECK-NEXT:    %3 = arith.subf %0, %2 : f32
// CHECK-NEXT:    %4 = arith.mulf %3, %cst : f32
// CHECK-NEXT:    %5 = math.exp %arg0 : f32
// CHECK-NEXT:    %6 = arith.negf %arg0 : f32
// CHECK-NEXT:    %7 = math.exp %6 : f32
// CHECK-NEXT:    %8 = arith.addf %5, %7 : f32
// CHECK-NEXT:    %9 = arith.mulf %8, %cst : f32
// CHECK-NEXT:    return %4, %9 : f32, f32
// CHECK-NEXT:  }

func.func @atanh_vector(%x: vector<4xf32>) -> vector<4xf32> {
  %0 = math.atanh %x : vector<4xf32>
  return %0 : vector<4xf32>
}
// CHECK-LABEL: func.func @atanh_vector(%arg0: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<5.000000e-01> : vector<4xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:    %0 = arith.addf %arg0, %cst_0 : vector<4xf32>
// CHECK-NEXT:    %1 = arith.negf %arg0 : vector<4xf32>
// CHECK-NEXT:    %2 = arith.addf %1, %cst_0 : vector<4xf32>
// CHECK-NEXT:    %3 = arith.divf %0, %2 : vector<4xf32>
// CHECK-NEXT:    %4 = math.log %3 : vector<4xf32>
// CHECK-NEXT:    %5 = arith.mulf %4, %cst : vector<4xf32>
// CHECK-NEXT:    return %5 : vector<4xf32>
// CHECK-NEXT:  }

// asinh builds an fma, which is expanded in turn
func.func @asinh_acosh(%x: f64) -> (f64, f64) {
  %a = math.asinh %x : f64
  %b = math.acosh %x : f64
  return %a, %b : f64, f64
}
// CHECK-LABEL: func.func @asinh_acosh(%arg0: f64) -> (f64, f64) {
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f64
// CHECK-NEXT:    %0 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT:    %1 = arith.addf %0, %cst_0 : f64
// CHECK-NEXT:    %2 = math.sqrt %1 : f64
// CHECK-NEXT:    %3 = arith.addf %arg0, %2 : f64
// CHECK-NEXT:    %4 = math.log %3 : f64
// CHECK-NEXT:    %5 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT:    %6 = arith.addf %5, %cst : f64
// CHECK-NEXT:    %7 = math.sqrt %6 : f64
// CHECK-NEXT:    %8 = arith.addf %arg0, %7 : f64
// CHECK-NEXT:    %9 = math.log %8 : f64
// CHECK-NEXT:    return %4, %9 : f64, f64
// CHECK-NEXT:  }

func.func @ceil_floor_tensor(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = math.ceil %x : tensor<2xf32>
  %b = math.floor %x : tensor<2xf32>
  return %a, %b : tensor<2xf32>, tensor<2xf32>
}
// CHECK-LABEL: func.func @ceil_floor_tensor(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
// CHECK-NEXT:    %cst = arith.constant dense<-1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<0.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %0 = arith.fptosi %arg0 : tensor<2xf32> to tensor<2xi64>
// CHECK-NEXT:    %1 = arith.sitofp %0 : tensor<2xi64> to tensor<2xf32>
// CHECK-NEXT:    %2 = math.copysign %1, %arg0 : tensor<2xf32>
// CHECK-NEXT:    %3 = arith.cmpf ogt, %arg0, %2 : tensor<2xf32>
// CHECK-NEXT:    %4 = arith.select %3, %cst_0, %cst_1 : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT:    %5 = arith.addf %2, %4 : tensor<2xf32>
// CHECK-NEXT:    %6 = arith.fptosi %arg0 : tensor<2xf32> to tensor<2xi64>
// CHECK-NEXT:    %7 = arith.sitofp %6 : tensor<2xi64> to tensor<2xf32>
// CHECK-NEXT:    %8 = math.copysign %7, %arg0 : tensor<2xf32>
// CHECK-NEXT:    %9 = arith.cmpf olt, %arg0, %cst_1 : tensor<2xf32>
// CHECK-NEXT:    %10 = arith.select %9, %cst, %cst_1 : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT:    %11 = arith.addf %8, %10 : tensor<2xf32>
// CHECK-NEXT:    return %5, %11 : tensor<2xf32>, tensor<2xf32>
// CHECK-NEXT:  }

func.func @ctlz_i16(%x: i16) -> i16 {
  %0 = math.ctlz %x : i16
  return %0 : i16
}
// CHECK-LABEL: func.func @ctlz_i16(%arg0: i16) -> i16 {
// CHECK-NEXT:    %c16_i16 = arith.constant 16 : i16
// CHECK-NEXT:    %c32767_i16 = arith.constant 32767 : i16
// CHECK-NEXT:    %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:    %c16383_i16 = arith.constant 16383 : i16
// CHECK-NEXT:    %c2_i16 = arith.constant 2 : i16
// CHECK-NEXT:    %c4095_i16 = arith.constant 4095 : i16
// CHECK-NEXT:    %c4_i16 = arith.constant 4 : i16
// CHECK-NEXT:    %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:    %c8_i16 = arith.constant 8 : i16
// CHECK-NEXT:    %c255_i16 = arith.constant 255 : i16
// CHECK-NEXT:    %0 = arith.cmpi ule, %arg0, %c255_i16 : i16
// CHECK-NEXT:    %1 = arith.shli %arg0, %c8_i16 : i16
// CHECK-NEXT:    %2 = arith.select %0, %1, %arg0 : i16
// CHECK-NEXT:    %3 = arith.select %0, %c8_i16, %c0_i16 : i16
// CHECK-NEXT:    %4 = arith.cmpi ule, %2, %c4095_i16 : i16
// CHECK-NEXT:    %5 = arith.addi %3, %c4_i16 : i16
// CHECK-NEXT:    %6 = arith.shli %2, %c4_i16 : i16
// CHECK-NEXT:    %7 = arith.select %4, %6, %2 : i16
// CHECK-NEXT:    %8 = arith.select %4, %5, %3 : i16
// CHECK-NEXT:    %9 = arith.cmpi ule, %7, %c16383_i16 : i16
// CHECK-NEXT:    %10 = arith.addi %8, %c2_i16 : i16
// CHECK-NEXT:    %11 = arith.shli %7, %c2_i16 : i16
// CHECK-NEXT:    %12 = arith.select %9, %11, %7 : i16
// CHECK-NEXT:    %13 = arith.select %9, %10, %8 : i16
// CHECK-NEXT:    %14 = arith.cmpi ule, %12, %c32767_i16 : i16
// CHECK-NEXT:    %15 = arith.addi %13, %c1_i16 : i16
// CHECK-NEXT:    %16 = arith.select %14, %15, %13 : i16
// CHECK-NEXT:    %17 = arith.cmpi eq, %arg0, %c0_i16 : i16
// CHECK-NEXT:    %18 = arith.select %17, %c16_i16, %16 : i16
// CHECK-NEXT:    return %18 : i16
// CHECK-NEXT:  }

// a constant power is multiplied out; -2: 1 / (x * x) with +-0 -> +-inf
func.func @fpowi_constant(%x: vector<2xf32>) -> vector<2xf32> {
  %n = arith.constant dense<-2> : vector<2xi32>
  %0 = math.fpowi %x, %n : vector<2xf32>, vector<2xi32>
  return %0 : vector<2xf32>
}
// CHECK-LABEL: func.func @fpowi_constant(%arg0: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<0xFF800000> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0x7F800000> : vector<2xf32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<-0.000000e+00> : vector<2xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT:    %cst_3 = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:    %0 = arith.mulf %arg0, %arg0 : vector<2xf32>
// CHECK-NEXT:    %1 = arith.cmpf oeq, %0, %cst_2 : vector<2xf32>
// CHECK-NEXT:    %2 = arith.cmpf oeq, %0, %cst_1 : vector<2xf32>
// CHECK-NEXT:    %3 = arith.divf %cst_3, %0 : vector<2xf32>
// CHECK-NEXT:    %4 = arith.select %1, %cst_0, %3 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:    %5 = arith.select %2, %cst, %4 : vector<2xi1>, vector<2xf32>
// CHECK-NEXT:    return %5 : vector<2xf32>
// CHECK-NEXT:  }

// a power that is not a constant goes through powf, which is expanded in turn
func.func @fpowi_dynamic(%x: f64, %n: i32) -> f64 {
  %0 = math.fpowi %x, %n : f64, i32
  return %0 : f64
}
// CHECK-LABEL: func.func @fpowi_dynamic(%arg0: f64, %arg1: i32) -> f64 {
// CHECK-NEXT:    %cst = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:    %cst_0 = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT:    %0 = arith.sitofp %arg1 : i32 to f64
// CHECK-NEXT:    %1 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT:    %2 = arith.divf %0, %cst_0 : f64
// CHECK-NEXT:    %3 = math.log %1 : f64
// CHECK-NEXT:    %4 = arith.mulf %2, %3 : f64
// CHECK-NEXT:    %5 = math.exp %4 : f64
// CHECK-NEXT:    %6 = arith.mulf %5, %cst : f64
// CHECK-NEXT:    %7 = arith.remf %0, %cst_0 : f64
// CHECK-NEXT:    %8 = arith.cmpf olt, %arg0, %cst_1 : f64
// CHECK-NEXT:    %9 = arith.cmpf one, %7, %cst_1 : f64
// CHECK-NEXT:    %10 = arith.andi %9, %8 : i1
// CHECK-NEXT:    %11 = arith.select %10, %6, %5 : f64
// CHECK-NEXT:    return %11 : f64
// CHECK-NEXT:  }

func.func @rsqrt_exp2_tan(%x: f16) -> (f16, f16, f16) {
  %a = math.rsqrt %x : f16
  %b = math.exp2 %x : f16
  %c = math.tan %x fastmath<fast> : f16
  return %a, %b, %c : f16, f16, f16
}
// CHECK-LABEL: func.func @rsqrt_exp2_tan(%arg0: f16) -> (f16, f16, f16) {
// CHECK-NEXT:    %cst = arith.constant 6.933590e-01 : f16
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    %0 = math.sqrt %arg0 : f16
// CHECK-NEXT:    %1 = arith.divf %cst_0, %0 : f16
// CHECK-NEXT:    %2 = arith.mulf %arg0, %cst : f16
// CHECK-NEXT:    %3 = math.exp %2 : f16
// CHECK-NEXT:    %4 = math.sin %arg0 : f16
// CHECK-NEXT:    %5 = math.cos %arg0 : f16
// CHECK-NEXT:    %6 = arith.divf %4, %5 : f16
// CHECK-NEXT:    return %1, %3, %6 : f16, f16, f16
// CHECK-NEXT:  }

// f32 round is expanded; round of f64 is not (MLIR's expansion is for f32 only)
func.func @round(%x: f32, %y: f64) -> (f32, f64) {
  %a = math.round %x : f32
  %b = math.round %y : f64
  return %a, %b : f32, f64
}
// CHECK-LABEL: func.func @round(%arg0: f32, %arg1: f64) -> (f32, f64) {
// CHECK-NEXT:    %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:    %c23_i32 = arith.constant 23 : i32
// CHECK-NEXT:    %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT:    %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT:    %0 = math.copysign %cst, %arg0 : f32
// CHECK-NEXT:    %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT:    %2 = arith.fptosi %1 : f32 to i64
// CHECK-NEXT:    %3 = arith.sitofp %2 : i64 to f32
// CHECK-NEXT:    %4 = math.copysign %3, %1 : f32
// CHECK-NEXT:    %5 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:    %6 = arith.shrui %5, %c23_i32 : i32
// CHECK-NEXT:    %7 = arith.andi %6, %c255_i32 : i32
// CHECK-NEXT:    %8 = arith.subi %7, %c127_i32 : i32
// CHECK-NEXT:    %9 = arith.cmpi sge, %8, %c23_i32 : i32
// CHECK-NEXT:    %10 = arith.select %9, %arg0, %4 : f32
// CHECK-NEXT:    %11 = math.round %arg1 : f64
// CHECK-NEXT:    return %10, %11 : f32, f64
// CHECK-NEXT:  }

func.func @roundeven_f16(%x: f16) -> f16 {
  %0 = math.roundeven %x : f16
  return %0 : f16
}
// CHECK-LABEL: func.func @roundeven_f16(%arg0: f16) -> f16 {
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT:    %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:    %c1_i16 = arith.constant 1 : i16
// CHECK-NEXT:    %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT:    %c10_i16 = arith.constant 10 : i16
// CHECK-NEXT:    %c15_i16 = arith.constant 15 : i16
// CHECK-NEXT:    %c512_i16 = arith.constant 512 : i16
// CHECK-NEXT:    %c1023_i16 = arith.constant 1023 : i16
// CHECK-NEXT:    %c31_i16 = arith.constant 31 : i16
// CHECK-NEXT:    %0 = arith.bitcast %arg0 : f16 to i16
// CHECK-NEXT:    %1 = math.round %arg0 : f16
// CHECK-NEXT:    %2 = arith.bitcast %1 : f16 to i16
// CHECK-NEXT:    %3 = arith.shrui %0, %c10_i16 : i16
// CHECK-NEXT:    %4 = arith.andi %3, %c31_i16 : i16
// CHECK-NEXT:    %5 = arith.subi %4, %c15_i16 : i16
// CHECK-NEXT:    %6 = arith.shrui %2, %c10_i16 : i16
// CHECK-NEXT:    %7 = arith.andi %6, %c31_i16 : i16
// CHECK-NEXT:    %8 = arith.subi %7, %c15_i16 : i16
// CHECK-NEXT:    %9 = arith.cmpi eq, %8, %c0_i16 : i16
// CHECK-NEXT:    %10 = arith.subi %8, %c1_i16 : i16
// CHECK-NEXT:    %11 = arith.maxsi %10, %c0_i16 : i16
// CHECK-NEXT:    %12 = arith.minsi %11, %c15_i16 : i16
// CHECK-NEXT:    %13 = arith.shrui %c1023_i16, %12 : i16
// CHECK-NEXT:    %14 = arith.andi %2, %13 : i16
// CHECK-NEXT:    %15 = arith.cmpi ne, %14, %c0_i16 : i16
// CHECK-NEXT:    %16 = arith.ori %15, %9 : i1
// CHECK-NEXT:    %17 = arith.cmpi eq, %5, %c-1_i16 : i16
// CHECK-NEXT:    %18 = arith.maxsi %5, %c0_i16 : i16
// CHECK-NEXT:    %19 = arith.minsi %18, %c15_i16 : i16
// CHECK-NEXT:    %20 = arith.shrui %c512_i16, %19 : i16
// CHECK-NEXT:    %21 = arith.select %17, %c0_i16, %20 : i16
// CHECK-NEXT:    %22 = arith.maxsi %5, %c0_i16 : i16
// CHECK-NEXT:    %23 = arith.minsi %22, %c15_i16 : i16
// CHECK-NEXT:    %24 = arith.shrui %c1023_i16, %23 : i16
// CHECK-NEXT:    %25 = arith.andi %0, %24 : i16
// CHECK-NEXT:    %26 = arith.cmpi eq, %25, %21 : i16
// CHECK-NEXT:    %27 = arith.cmpi sge, %5, %c-1_i16 : i16
// CHECK-NEXT:    %28 = arith.cmpi slt, %5, %c10_i16 : i16
// CHECK-NEXT:    %29 = arith.andi %26, %28 : i1
// CHECK-NEXT:    %30 = arith.andi %29, %27 : i1
// CHECK-NEXT:    %31 = math.copysign %cst, %arg0 : f16
// CHECK-NEXT:    %32 = arith.subf %1, %31 : f16
// CHECK-NEXT:    %33 = arith.andi %16, %30 : i1
// CHECK-NEXT:    %34 = arith.select %33, %32, %1 : f16
// CHECK-NEXT:    %35 = math.copysign %34, %arg0 : f16
// CHECK-NEXT:    return %35 : f16
// CHECK-NEXT:  }

// ops of dynamically shaped tensors whose expansion needs constants are left alone
// (mlir-opt 19 builds an invalid `dense<1.0> : tensor<?xf32>` constant there)
func.func @dynamic_tensor(%x: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = math.ceil %x : tensor<?xf32>
  %b = math.tan %x : tensor<?xf32>
  return %a, %b : tensor<?xf32>, tensor<?xf32>
}
// CHECK-LABEL: func.func @dynamic_tensor(%arg0: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:    %0 = math.ceil %arg0 : tensor<?xf32>
// CHECK-NEXT:    %1 = math.sin %arg0 : tensor<?xf32>
// CHECK-NEXT:    %2 = math.cos %arg0 : tensor<?xf32>
// CHECK-NEXT:    %3 = arith.divf %1, %2 : tensor<?xf32>
// CHECK-NEXT:    return %0, %3 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT:  }
