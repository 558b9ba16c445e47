// RUN: irlite-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" -split-input-file | FileCheck %s
//
// One-Shot Analysis of scf.for and scf.if (with function boundaries: the return's
// __equivalent_func_args__): cases and CHECK lines from MLIR's
// test/Dialect/SCF/one-shot-bufferize-analysis.mlir (those without the vector dialect).
// mlir-opt 19 is not installed here.

// CHECK-LABEL: func @scf_for_yield_only
//      CHECK: scf.for
// CHECK-NEXT: scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
//      CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
//      CHECK: scf.for
// CHECK-NEXT: scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
//      CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
//      CHECK: return
// CHECK-SAME: __equivalent_func_args__ = [-1, 1]
func.func @scf_for_yield_only(
    %A : tensor<?xf32> {bufferization.writable = false},
    %B : tensor<?xf32> {bufferization.writable = true},
    %lb : index,
    %ub : index,
    %step : index)
  -> (tensor<?xf32>, tensor<?xf32>)
{
  %r0 = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  }
  %r1 = scf.for %i = %lb to %ub step %step iter_args(%t = %B) -> (tensor<?xf32>) {
    scf.yield %t : tensor<?xf32>
  }
  return %r0, %r1: tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func @scf_for_with_tensor.insert_slice
//      CHECK: scf.for
// scf.for bbArgs are always inplaceable seen from ops inside the body:
//   1. Either the matching tensor is not inplaceable and an alloc occurs
//      which makes bbArg inplaceable.
//   2. Or it is already inplaceable and so is bbArg.
// CHECK-NEXT:   tensor.insert_slice
// CHECK-SAME:     {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-NEXT:   tensor.insert_slice
// CHECK-SAME:     {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-NEXT:   scf.yield {__inplace_operands_attr__ = ["true", "true"]}
// CHECK-NEXT: } {__inplace_operands_attr__ = ["none", "none", "none", "false", "true"]}
//      CHECK: return
// CHECK-SAME: __equivalent_func_args__ = [-1, 1]
func.func @scf_for_with_tensor.insert_slice(
    %A : tensor<?xf32> {bufferization.writable = false},
    %B : tensor<?xf32> {bufferization.writable = true},
    %C : tensor<4xf32> {bufferization.writable = false},
    %lb : index,
    %ub : index,
    %step : index)
  -> (tensor<?xf32>, tensor<?xf32>)
{
  %r0:2 = scf.for %i = %lb to %ub step %step iter_args(%tA = %A, %tB = %B)
      -> (tensor<?xf32>, tensor<?xf32>)
  {
    %ttA = tensor.insert_slice %C into %tA[0][4][1] : tensor<4xf32> into tensor<?xf32>
    %ttB = tensor.insert_slice %C into %tB[0][4][1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %ttA, %ttB : tensor<?xf32>, tensor<?xf32>
  }
  return %r0#0, %r0#1: tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func @scf_for_deps
// %r0 must be out of place because one use of %t in the subsequent production
// of %r1 is read.
//      CHECK: scf.for
// CHECK-NEXT: call
// CHECK-SAME: {__inplace_operands_attr__ = ["false"]}
// CHECK-NEXT: scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
//      CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// %r1 bufferizes inplace fine.
//      CHECK: scf.for
// CHECK-NEXT: call
// CHECK-SAME: {__inplace_operands_attr__ = ["false"]}
// CHECK-NEXT: scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
//      CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
//      CHECK: return
// CHECK-SAME: __equivalent_func_args__ = [0]
func.func private @some_use(tensor<?xf32>) -> ()

func.func @scf_for_deps(
    %A : tensor<?xf32> {bufferization.writable = true},
    %B : tensor<?xf32> {bufferization.writable = true},
    %lb : index,
    %ub : index,
    %step : index)
  -> (tensor<?xf32>)
{
  %r0 = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    func.call @some_use(%t) : (tensor<?xf32>) -> ()
    scf.yield %t : tensor<?xf32>
  }
  %r1 = scf.for %i = %lb to %ub step %step iter_args(%t = %A) -> (tensor<?xf32>) {
    func.call @some_use(%t) : (tensor<?xf32>) -> ()
    scf.yield %t : tensor<?xf32>
  }
  return %r1: tensor<?xf32>
}

// -----

// CHECK-LABEL: func @scf_if_inplace1
// CHECK:      scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
// CHECK:      scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
func.func @scf_if_inplace1(%t1: tensor<?xf32> {bufferization.writable = true},
                           %t2: tensor<?xf32> {bufferization.writable = true},
                           %cond: i1) -> tensor<?xf32> {
  %r = scf.if %cond -> (tensor<?xf32>) {
    scf.yield %t1 : tensor<?xf32>
  } else {
    scf.yield %t2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func @scf_if_inplace5
//      CHECK: tensor.extract_slice
// CHECK-SAME: {__inplace_operands_attr__ = ["true", "none", "none"]
//      CHECK: scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
//      CHECK: tensor.extract_slice
// CHECK-SAME: {__inplace_operands_attr__ = ["true", "none", "none"]
//      CHECK: scf.yield
// CHECK-SAME: {__inplace_operands_attr__ = ["true"]}
// Inserting into an equivalent tensor at the same offset. This bufferizes
// inplace.
//      CHECK: tensor.insert_slice
// CHECK-SAME: {__inplace_operands_attr__ = ["true", "true", "none", "none"]
//      CHECK: return
// CHECK-SAME: __equivalent_func_args__ = [0]
func.func @scf_if_inplace5(%t1: tensor<?xf32> {bufferization.writable = true},
                           %idx: index, %cond: i1) -> tensor<?xf32> {
  %r = scf.if %cond -> (tensor<?xf32>) {
    %e = tensor.extract_slice %t1[%idx][%idx][1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %e : tensor<?xf32>
  } else {
    %f = tensor.extract_slice %t1[%idx][%idx][1] : tensor<?xf32> to tensor<?xf32>
    scf.yield %f : tensor<?xf32>
  }
  %r2 = tensor.insert_slice %r into %t1[%idx][%idx][1] : tensor<?xf32> into tensor<?xf32>
  return %r2 : tensor<?xf32>
}
