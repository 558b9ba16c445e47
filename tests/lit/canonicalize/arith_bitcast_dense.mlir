// RUN: irlite-opt %s --canonicalize | FileCheck %s

// arith.bitcast of a dense constant folds to the same bytes of the result type (splats and
// not), as mlir-opt 19 does; the CHECK lines are mlir-opt 19's output.

// CHECK-LABEL:   func.func @f() -> (vector<4xf32>, vector<2xi16>, tensor<2xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[15360, 16384]> : vector<2xi16>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1069547520, -1073741824]> : tensor<2xi32>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : vector<4xf32>, vector<2xi16>, tensor<2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f() -> (vector<4xf32>, vector<2xi16>, tensor<2xi32>) {
  %c = arith.constant dense<1065353216> : vector<4xi32>
  %0 = arith.bitcast %c : vector<4xi32> to vector<4xf32>
  %d = arith.constant dense<[1.0, 2.0]> : vector<2xf16>
  %1 = arith.bitcast %d : vector<2xf16> to vector<2xi16>
  %e = arith.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %2 = arith.bitcast %e : tensor<2xf32> to tensor<2xi32>
  return %0, %1, %2 : vector<4xf32>, vector<2xi16>, tensor<2xi32>
}
