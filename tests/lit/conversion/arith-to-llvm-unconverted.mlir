// RUN: irlite-opt %s --convert-arith-to-llvm | FileCheck %s
//
// What MLIR 19's convert-arith-to-llvm leaves as it is (a partial conversion,
// no error): the ceil/floor divisions (arith-expand rewrites them), tensor ops,
// N-D extended multiplication. CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @left_alone(
// CHECK: %[[V0:.*]] = arith.ceildivsi %arg0, %arg1 : i32
// CHECK: %[[V1:.*]] = arith.floordivsi %arg0, %arg1 : i32
// CHECK: %[[V2:.*]] = arith.ceildivui %arg0, %arg1 : i32
// CHECK: %[[V3:.*]] = arith.addi %arg2, %arg2 : tensor<4xi32>
// CHECK: %[[VCST:.*]] = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK: %low, %high = arith.mului_extended %arg3, %arg3 : vector<2x2xi32>
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[VCST]], %low : i32, i32, i32, tensor<4xi32>, tensor<2xi32>, vector<2x2xi32>
func.func @left_alone(%a: i32, %b: i32, %t: tensor<4xi32>, %n: vector<2x2xi32>) -> (i32, i32, i32, tensor<4xi32>, tensor<2xi32>, vector<2x2xi32>) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.addi %t, %t : tensor<4xi32>
  %4 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %5:2 = arith.mului_extended %n, %n : vector<2x2xi32>
  return %0, %1, %2, %3, %4, %5#0 : i32, i32, i32, tensor<4xi32>, tensor<2xi32>, vector<2x2xi32>
}
