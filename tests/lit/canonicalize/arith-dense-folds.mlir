// RUN: irlite-opt %s --canonicalize | FileCheck %s

// arith folders over dense constants (vectors, static tensors): element by element, as
// MLIR's constFold* helpers, and through splats when an operand is not a constant (MLIR's
// m_One/m_Zero matchers). Every CHECK line is mlir-opt 19's output for this file.

func.func @binary() -> (vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<2xi8>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, -5, 6]> : vector<3xi32>
  %s = arith.constant dense<2> : vector<3xi32>
  %0 = arith.addi %a, %b : vector<3xi32>
  %1 = arith.muli %0, %s : vector<3xi32>
  %2 = arith.cmpi slt, %a, %b : vector<3xi32>
  %f = arith.constant dense<[1.5, -2.0]> : tensor<2xf32>
  %g = arith.constant dense<0.25> : tensor<2xf32>
  %3 = arith.divf %f, %g : tensor<2xf32>
  %x = arith.constant dense<[100, 27]> : vector<2xi8>
  %y = arith.constant dense<[100, 100]> : vector<2xi8>
  %4 = arith.addi %x, %y : vector<2xi8>
  return %1, %2, %3, %4 : vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<2xi8>
}
// CHECK-LABEL: func.func @binary() -> (vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<2xi8>) {
// CHECK-NEXT:    %cst = arith.constant dense<[10, -6, 18]> : vector<3xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[true, false, true]> : vector<3xi1>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[6.000000e+00, -8.000000e+00]> : tensor<2xf32>
// CHECK-NEXT:    %cst_2 = arith.constant dense<[-56, 127]> : vector<2xi8>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1, %cst_2 : vector<3xi32>, vector<3xi1>, tensor<2xf32>, vector<2xi8>
// CHECK-NEXT:  }

func.func @casts() -> (vector<2xf32>, vector<2xi64>, vector<2xindex>) {
  %a = arith.constant dense<[3, -7]> : vector<2xi32>
  %0 = arith.sitofp %a : vector<2xi32> to vector<2xf32>
  %1 = arith.extsi %a : vector<2xi32> to vector<2xi64>
  %2 = arith.index_cast %a : vector<2xi32> to vector<2xindex>
  return %0, %1, %2 : vector<2xf32>, vector<2xi64>, vector<2xindex>
}
// CHECK-LABEL: func.func @casts() -> (vector<2xf32>, vector<2xi64>, vector<2xindex>) {
// CHECK-NEXT:    %cst = arith.constant dense<[3.000000e+00, -7.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[3, -7]> : vector<2xi64>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[3, -7]> : vector<2xindex>
// CHECK-NEXT:    return %cst, %cst_0, %cst_1 : vector<2xf32>, vector<2xi64>, vector<2xindex>
// CHECK-NEXT:  }

// a splat condition selects a whole operand; a dense one element by element
func.func @select() -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %0 = arith.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  return %0 : vector<3xi32>
}
// CHECK-LABEL: func.func @select() -> vector<3xi32> {
// CHECK-NEXT:    %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT:    return %cst : vector<3xi32>
// CHECK-NEXT:  }

// one element that does not fold (a division by zero) keeps the whole op
func.func @no_fold() -> (vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[6, 7]> : vector<2xi32>
  %b = arith.constant dense<[2, 0]> : vector<2xi32>
  %0 = arith.divsi %a, %b : vector<2xi32>
  %f = arith.constant dense<[1.0e10, 1.0]> : vector<2xf32>
  %1 = arith.fptosi %f : vector<2xf32> to vector<2xi32>
  return %0, %1 : vector<2xi32>, vector<2xi32>
}
// CHECK-LABEL: func.func @no_fold() -> (vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<[1.000000e+10, 1.000000e+00]> : vector<2xf32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<[6, 7]> : vector<2xi32>
// CHECK-NEXT:    %cst_1 = arith.constant dense<[2, 0]> : vector<2xi32>
// CHECK-NEXT:    %0 = arith.divsi %cst_0, %cst_1 : vector<2xi32>
// CHECK-NEXT:    %1 = arith.fptosi %cst : vector<2xf32> to vector<2xi32>
// CHECK-NEXT:    return %0, %1 : vector<2xi32>, vector<2xi32>
// CHECK-NEXT:  }

func.func @equal_operands_and_rem_one(%x: vector<4xi32>) -> (vector<4xi1>, vector<4xi32>) {
  %one = arith.constant dense<1> : vector<4xi32>
  %0 = arith.cmpi sle, %x, %x : vector<4xi32>
  %1 = arith.remsi %x, %one : vector<4xi32>
  return %0, %1 : vector<4xi1>, vector<4xi32>
}
// CHECK-LABEL: func.func @equal_operands_and_rem_one(%arg0: vector<4xi32>) -> (vector<4xi1>, vector<4xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:    return %cst, %cst_0 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT:  }

// a splat operand is read as its element when the other is not a constant
func.func @through_splats(%x: tensor<4x5xi32>, %f: vector<2xf32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, vector<2xf32>, tensor<4x5xi32>) {
  %one = arith.constant dense<1> : tensor<4x5xi32>
  %zero = arith.constant dense<0> : tensor<4x5xi32>
  %fone = arith.constant dense<1.0> : vector<2xf32>
  %0 = arith.divsi %x, %one : tensor<4x5xi32>
  %1 = arith.muli %x, %zero : tensor<4x5xi32>
  %2 = arith.mulf %f, %fone : vector<2xf32>
  %3 = arith.ceildivui %x, %one : tensor<4x5xi32>
  return %0, %1, %2, %3 : tensor<4x5xi32>, tensor<4x5xi32>, vector<2xf32>, tensor<4x5xi32>
}
// CHECK-LABEL: func.func @through_splats(%arg0: tensor<4x5xi32>, %arg1: vector<2xf32>) -> (tensor<4x5xi32>, tensor<4x5xi32>, vector<2xf32>, tensor<4x5xi32>) {
// CHECK-NEXT:    %cst = arith.constant dense<0> : tensor<4x5xi32>
// CHECK-NEXT:    return %arg0, %cst, %arg1, %arg0 : tensor<4x5xi32>, tensor<4x5xi32>, vector<2xf32>, tensor<4x5xi32>
// CHECK-NEXT:  }
