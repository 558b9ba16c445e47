// RUN: irlite-opt %s --allow-unregistered-dialect --loop-invariant-subset-hoisting | FileCheck %s

// Matching extract/insert slice pairs of an scf.for iter_arg become loop-carried slices.
// Every CHECK line is mlir-opt 19's output for this file.

// an extract/insert pair of one subset becomes a loop-carried slice
func.func @pair(%t0: tensor<16xf32>, %lb: index, %ub: index, %st: index) -> tensor<16xf32> {
  %0 = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<16xf32>) {
    %s = tensor.extract_slice %t[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %v = "test.op"(%s, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    %r = tensor.insert_slice %v into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %r : tensor<16xf32>
  }
  return %0 : tensor<16xf32>
}
// CHECK-LABEL: func.func @pair(%arg0: tensor<16xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<16xf32> {
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg0[4] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:    %0:2 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %extracted_slice) -> (tensor<16xf32>, tensor<4xf32>) {
// CHECK-NEXT:    %1 = "test.op"(%arg6, %arg4) : (tensor<4xf32>, index) -> tensor<4xf32>
// CHECK-NEXT:    scf.yield %arg5, %1 : tensor<16xf32>, tensor<4xf32>
// CHECK-NEXT:  }

// [%o, %o + 4) and [%o + 4, %o + 6): disjoint, both pairs hoist
func.func @disjoint(%t0: tensor<?xf32>, %o: index, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %o4 = arith.addi %o, %c4 : index
  %0 = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<?xf32>) {
    %a = tensor.extract_slice %t[%o] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %b = tensor.extract_slice %t[%o4] [2] [1] : tensor<?xf32> to tensor<2xf32>
    %a2 = "test.op"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    %b2 = "test.op"(%b) : (tensor<2xf32>) -> tensor<2xf32>
    %r1 = tensor.insert_slice %a2 into %t[%o] [4] [1] : tensor<4xf32> into tensor<?xf32>
    %r2 = tensor.insert_slice %b2 into %r1[%o4] [2] [1] : tensor<2xf32> into tensor<?xf32>
    scf.yield %r2 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}
// CHECK-LABEL: func.func @disjoint(%arg0: tensor<?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> tensor<?xf32> {
// CHECK-NEXT:    %c4 = arith.constant 4 : index
// CHECK-NEXT:    %0 = arith.addi %arg1, %c4 : index
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg0[%arg1] [4] [1] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:    %extracted_slice_0 = tensor.extract_slice %arg0[%0] [2] [1] : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT:    %1:3 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0, %arg7 = %extracted_slice, %arg8 = %extracted_slice_0) -> (tensor<?xf32>, tensor<4xf32>, tensor<2xf32>) {
// CHECK-NEXT:    %2 = "test.op"(%arg7) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %3 = "test.op"(%arg8) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:    scf.yield %arg6, %2, %3 : tensor<?xf32>, tensor<4xf32>, tensor<2xf32>
// CHECK-NEXT:  }

// [0, 4) and [2, 6) may overlap: nothing hoists; an offset that depends on the loop neither
func.func @not_hoisted(%t0: tensor<16xf32>, %lb: index, %ub: index, %st: index) -> (tensor<16xf32>, tensor<16xf32>) {
  %0 = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<16xf32>) {
    %a = tensor.extract_slice %t[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %b = tensor.extract_slice %t[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %r1 = tensor.insert_slice %b into %t[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
    %r2 = tensor.insert_slice %a into %r1[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %r2 : tensor<16xf32>
  }
  %1 = scf.for %i = %lb to %ub step %st iter_args(%t = %t0) -> (tensor<16xf32>) {
    %a = tensor.extract_slice %t[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
    %r = tensor.insert_slice %a into %t[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
    scf.yield %r : tensor<16xf32>
  }
  return %0, %1 : tensor<16xf32>, tensor<16xf32>
}
// CHECK-LABEL: func.func @not_hoisted(%arg0: tensor<16xf32>, %arg1: index, %arg2: index, %arg3: index) -> (tensor<16xf32>, tensor<16xf32>) {
// CHECK-NEXT:    %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<16xf32>) {
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg5[0] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:    %extracted_slice_0 = tensor.extract_slice %arg5[2] [4] [1] : tensor<16xf32> to tensor<4xf32>
// CHECK-NEXT:    %inserted_slice = tensor.insert_slice %extracted_slice_0 into %arg5[0] [4] [1] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT:    %inserted_slice_1 = tensor.insert_slice %extracted_slice into %inserted_slice[2] [4] [1] : tensor<4xf32> into tensor<16xf32>
// CHECK-NEXT:    scf.yield %inserted_slice_1 : tensor<16xf32>
// CHECK-NEXT:  }
