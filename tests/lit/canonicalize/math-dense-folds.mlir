// RUN: irlite-opt %s --canonicalize | FileCheck %s

// math folders over dense constants, element by element (MLIR's constFold* helpers).
// Every CHECK line is mlir-opt 19's output for this file.

func.func @unary() -> (vector<4xf32>, tensor<2xf64>, vector<2xi32>) {
  %a = arith.constant dense<[1.0, 2.0, 4.0, 8.0]> : vector<4xf32>
  %0 = math.log2 %a : vector<4xf32>
  %b = arith.constant dense<[0.25, 9.0]> : tensor<2xf64>
  %1 = math.sqrt %b : tensor<2xf64>
  %c = arith.constant dense<[1, 255]> : vector<2xi32>
  %2 = math.ctlz %c : vector<2xi32>
  return %0, %1, %2 : vector<4xf32>, tensor<2xf64>, vector<2xi32>
}
// CHECK-LABEL: func.func @unary() -> (vector<4xf32>, tensor<2xf64>, vector<2xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<4xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[5.000000e-01, 3.000000e+00]> : tensor<2xf64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[31, 24]> : vector<2xi32>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1 : vector<4xf32>, tensor<2xf64>, vector<2xi32>
// CHECK-NEXT:  }

func.func @binary() -> (vector<3xf32>, vector<3xi32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %two = arith.constant dense<2.0> : vector<3xf32>
  %0 = math.powf %a, %two : vector<3xf32>
  %b = arith.constant dense<[2, 3, -1]> : vector<3xi32>
  %e = arith.constant dense<[10, 3, 3]> : vector<3xi32>
  %1 = math.ipowi %b, %e : vector<3xi32>
  return %0, %1 : vector<3xf32>, vector<3xi32>
}
// CHECK-LABEL: func.func @binary() -> (vector<3xf32>, vector<3xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+00, 4.000000e+00, 9.000000e+00]> : vector<3xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[1024, 27, -1]> : vector<3xi32>
// CHECK-NEXT:    return %cst, %cst_0 : vector<3xf32>, vector<3xi32>
// CHECK-NEXT:  }

// one element outside the domain (log of a negative number) keeps the op
func.func @no_fold() -> vector<2xf32> {
  %a = arith.constant dense<[1.0, -1.0]> : vector<2xf32>
  %0 = math.log %a : vector<2xf32>
  return %0 : vector<2xf32>
}
// CHECK-LABEL: func.func @no_fold() -> vector<2xf32> {
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+00, -1.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    %0 = math.log %cst : vector<2xf32>
// CHECK-NEXT:    return %0 : vector<2xf32>
// CHECK-NEXT:  }
