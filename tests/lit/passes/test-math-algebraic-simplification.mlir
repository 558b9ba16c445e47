// RUN: irlite-opt %s --test-math-algebraic-simplification | FileCheck %s

// MLIR 19's strength reductions of powf/fpowi/ipowi with constant exponents. Every CHECK
// line is mlir-opt 19's output for this file.

// powf with constant exponents: -1 (a vector's 1 broadcast and folded), 0.75, 3
func.func @powf(%x: f64, %v: vector<2xf32>) -> (vector<2xf32>, f64, f64) {
  %m1 = arith.constant dense<-1.0> : vector<2xf32>
  %0 = math.powf %v, %m1 : vector<2xf32>
  %q = arith.constant 0.75 : f64
  %1 = math.powf %x, %q : f64
  %t = arith.constant 3.0 : f64
  %2 = math.powf %x, %t fastmath<fast> : f64
  return %0, %1, %2 : vector<2xf32>, f64, f64
}
// CHECK-LABEL: func.func @powf(%arg0: f64, %arg1: vector<2xf32>) -> (vector<2xf32>, f64, f64) {
// CHECK-NEXT:    %cst = arith.constant dense<1.000000e+00> : vector<2xf32>
// CHECK-NEXT:    %0 = arith.divf %cst, %arg1 : vector<2xf32>
// CHECK-NEXT:    %1 = math.sqrt %arg0 : f64
// CHECK-NEXT:    %2 = math.sqrt %1 : f64
// CHECK-NEXT:    %3 = arith.mulf %1, %2 : f64
// CHECK-NEXT:    %4 = arith.mulf %arg0, %arg0 : f64
// CHECK-NEXT:    %5 = arith.mulf %arg0, %4 : f64
// CHECK-NEXT:    return %0, %3, %5 : vector<2xf32>, f64, f64
// CHECK-NEXT:  }

// fpowi/ipowi with |n| <= 3 multiply out (1 / x for n < 0); larger exponents stay
func.func @powi(%x: f32, %i: vector<3xi32>, %k: i64) -> (f32, vector<3xi32>, i64) {
  %m3 = arith.constant -3 : i32
  %0 = math.fpowi %x, %m3 : f32, i32
  %two = arith.constant dense<2> : vector<3xi32>
  %1 = math.ipowi %i, %two : vector<3xi32>
  %four = arith.constant 4 : i64
  %2 = math.ipowi %k, %four : i64
  return %0, %1, %2 : f32, vector<3xi32>, i64
}
// CHECK-LABEL: func.func @powi(%arg0: f32, %arg1: vector<3xi32>, %arg2: i64) -> (f32, vector<3xi32>, i64) {
// CHECK-NEXT:    %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %0 = arith.divf %cst, %arg0 : f32
// CHECK-NEXT:    %1 = arith.mulf %0, %0 : f32
// CHECK-NEXT:    %2 = arith.mulf %1, %0 : f32
// CHECK-NEXT:    %3 = arith.muli %arg1, %arg1 : vector<3xi32>
// CHECK-NEXT:    %4 = math.ipowi %arg2, %c4_i64 : i64
// CHECK-NEXT:    return %2, %3, %4 : f32, vector<3xi32>, i64
// CHECK-NEXT:  }

// an exponent that is not a constant, or not one of those values, is left alone
func.func @left(%x: f32, %e: f32) -> (f32, f32) {
  %0 = math.powf %x, %e : f32
  %c = arith.constant 1.5 : f32
  %1 = math.powf %x, %c : f32
  return %0, %1 : f32, f32
}
// CHECK-LABEL: func.func @left(%arg0: f32, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:    %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:    %0 = math.powf %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = math.powf %arg0, %cst : f32
// CHECK-NEXT:    return %0, %1 : f32, f32
// CHECK-NEXT:  }
