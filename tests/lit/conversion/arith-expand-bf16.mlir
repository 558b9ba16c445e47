// RUN: irlite-opt %s --arith-expand=include-bf16 | FileCheck %s
// RUN: irlite-opt %s --arith-expand | FileCheck %s --check-prefix=NOBF16
//
// arith-expand{include-bf16}: bf16 -> f32 extf and f32 -> bf16 truncf (round to
// nearest even, NaN -> 0x7fc0) expanded as mlir-opt 19 does (CHECK lines are its
// output); other float casts stay. Without the option nothing bf16 changes.

// NOBF16-LABEL: func.func @extf(
// NOBF16-NEXT:    arith.extf %arg0 : bf16 to f32
// NOBF16-LABEL: func.func @truncf(
// NOBF16-NEXT:    arith.truncf %arg0 : f32 to bf16

// CHECK-LABEL: func.func @extf(%arg0: bf16) -> f32 {
// CHECK-NEXT:    %0 = arith.bitcast %arg0 : bf16 to i16
// CHECK-NEXT:    %1 = arith.extui %0 : i16 to i32
// CHECK-NEXT:    %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:    %2 = arith.shli %1, %c16_i32 : i32
// CHECK-NEXT:    %3 = arith.bitcast %2 : i32 to f32
// CHECK-NEXT:    return %3 : f32
func.func @extf(%a: bf16) -> f32 {
  %0 = arith.extf %a : bf16 to f32
  return %0 : f32
}

// CHECK-LABEL: func.func @truncf(%arg0: f32) -> bf16 {
// CHECK-NEXT:    %0 = arith.cmpf une, %arg0, %arg0 : f32
// CHECK-NEXT:    %c32767_i32 = arith.constant 32767 : i32
// CHECK-NEXT:    %c32704_i16 = arith.constant 32704 : i16
// CHECK-NEXT:    %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:    %2 = arith.shrui %1, %c16_i32 : i32
// CHECK-NEXT:    %3 = arith.andi %2, %c1_i32 : i32
// CHECK-NEXT:    %4 = arith.addi %3, %c32767_i32 : i32
// CHECK-NEXT:    %5 = arith.addi %1, %4 : i32
// CHECK-NEXT:    %6 = arith.shrui %5, %c16_i32 : i32
// CHECK-NEXT:    %7 = arith.trunci %6 : i32 to i16
// CHECK-NEXT:    %8 = arith.select %0, %c32704_i16, %7 : i16
// CHECK-NEXT:    %9 = arith.bitcast %8 : i16 to bf16
// CHECK-NEXT:    return %9 : bf16
func.func @truncf(%a: f32) -> bf16 {
  %0 = arith.truncf %a : f32 to bf16
  return %0 : bf16
}

// CHECK-LABEL: func.func @extf_vector(%arg0: vector<2xbf16>) -> vector<2xf32> {
// CHECK-NEXT:    %0 = arith.bitcast %arg0 : vector<2xbf16> to vector<2xi16>
// CHECK-NEXT:    %1 = arith.extui %0 : vector<2xi16> to vector<2xi32>
// CHECK-NEXT:    %cst = arith.constant dense<16> : vector<2xi32>
// CHECK-NEXT:    %2 = arith.shli %1, %cst : vector<2xi32>
// CHECK-NEXT:    %3 = arith.bitcast %2 : vector<2xi32> to vector<2xf32>
// CHECK-NEXT:    return %3 : vector<2xf32>
func.func @extf_vector(%a: vector<2xbf16>) -> vector<2xf32> {
  %0 = arith.extf %a : vector<2xbf16> to vector<2xf32>
  return %0 : vector<2xf32>
}

// CHECK-LABEL: func.func @truncf_tensor(%arg0: tensor<3xf32>) -> tensor<3xbf16> {
// CHECK-NEXT:    %0 = arith.cmpf une, %arg0, %arg0 : tensor<3xf32>
// CHECK-NEXT:    %cst = arith.constant dense<32767> : tensor<3xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<32704> : tensor<3xi16>
// CHECK-NEXT:    %cst_1 = arith.constant dense<16> : tensor<3xi32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<1> : tensor<3xi32>
// CHECK-NEXT:    %1 = arith.bitcast %arg0 : tensor<3xf32> to tensor<3xi32>
// CHECK-NEXT:    %2 = arith.shrui %1, %cst_1 : tensor<3xi32>
// CHECK-NEXT:    %3 = arith.andi %2, %cst_2 : tensor<3xi32>
// CHECK-NEXT:    %4 = arith.addi %3, %cst : tensor<3xi32>
// CHECK-NEXT:    %5 = arith.addi %1, %4 : tensor<3xi32>
// CHECK-NEXT:    %6 = arith.shrui %5, %cst_1 : tensor<3xi32>
// CHECK-NEXT:    %7 = arith.trunci %6 : tensor<3xi32> to tensor<3xi16>
// CHECK-NEXT:    %8 = arith.select %0, %cst_0, %7 : tensor<3xi1>, tensor<3xi16>
// CHECK-NEXT:    %9 = arith.bitcast %8 : tensor<3xi16> to tensor<3xbf16>
// CHECK-NEXT:    return %9 : tensor<3xbf16>
func.func @truncf_tensor(%a: tensor<3xf32>) -> tensor<3xbf16> {
  %0 = arith.truncf %a : tensor<3xf32> to tensor<3xbf16>
  return %0 : tensor<3xbf16>
}

// CHECK-LABEL: func.func @legal(%arg0: bf16, %arg1: f64, %arg2: f16) -> (f64, bf16, f32) {
// CHECK-NEXT:    %0 = arith.extf %arg0 : bf16 to f64
// CHECK-NEXT:    %1 = arith.truncf %arg1 : f64 to bf16
// CHECK-NEXT:    %2 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT:    return %0, %1, %2 : f64, bf16, f32
func.func @legal(%a: bf16, %b: f64, %c: f16) -> (f64, bf16, f32) {
  %0 = arith.extf %a : bf16 to f64
  %1 = arith.truncf %b : f64 to bf16
  %2 = arith.extf %c : f16 to f32
  return %0, %1, %2 : f64, bf16, f32
}

// CHECK-LABEL: func.func @with_division(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.divui %1, %arg1 : i32
// CHECK-NEXT:    %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:    %4 = arith.select %0, %c0_i32, %3 : i32
// CHECK-NEXT:    return %4 : i32
func.func @with_division(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivui %a, %b : i32
  return %0 : i32
}
