// RUN: irlite-opt %s -test-affine-reify-value-bounds -verify-diagnostics -split-input-file | FileCheck %s
// RUN: irlite-opt %s -test-affine-reify-value-bounds=use-arith-ops -verify-diagnostics -split-input-file | FileCheck %s --check-prefix=ARITH
// RUN: irlite-opt %s -test-affine-reify-value-bounds=reify-to-func-args -verify-diagnostics -split-input-file | FileCheck %s --check-prefix=ARGS
// test-affine-reify-value-bounds: test.reify_bound ops replaced by bounds from the value
// bounds analysis (in terms of the op's operands, of the function's arguments, or built
// of arith ops); test.compare ops remark what is proven. The CHECK lines are what
// mlir-opt 19 prints for this file.

// CHECK-DAG: #[[$EQ:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-DAG: #[[$UB:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 2 + 1)>
// CHECK-LABEL: func.func @chain(
//       CHECK:   %[[SUB:.*]] = arith.subi
//       CHECK:   %[[A:.*]] = affine.apply #[[$EQ]]()[%[[SUB]], %arg1]
//       CHECK:   %[[B:.*]] = affine.apply #[[$UB]]()[%[[SUB]], %arg1]
//       CHECK:   return %[[A]], %[[B]]
// ARITH-LABEL: func.func @chain(
//       ARITH:   %[[SUB:.*]] = arith.subi
//       ARITH:   affine.apply
//  ARITH-NEXT:   %[[C2:.*]] = arith.constant 2 : index
//  ARITH-NEXT:   %[[M:.*]] = arith.muli %arg1, %[[C2]] : index
//  ARITH-NEXT:   %[[A:.*]] = arith.addi %[[SUB]], %[[M]] : index
//       ARITH:   %[[C1:.*]] = arith.constant 1 : index
//  ARITH-NEXT:   %[[B:.*]] = arith.addi %{{.*}}, %[[C1]] : index
//  ARITH-NEXT:   return %[[A]], %[[B]]
// ARGS-DAG: #[[$EQ:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 3)>
// ARGS-DAG: #[[$UB:.*]] = affine_map<()[s0, s1] -> (s0 + s1 * 3 + 1)>
// ARGS-LABEL: func.func @chain(
//       ARGS:   %[[A:.*]] = affine.apply #[[$EQ]]()[%arg1, %arg0]
//       ARGS:   %[[B:.*]] = affine.apply #[[$UB]]()[%arg1, %arg0]
//       ARGS:   return %[[A]], %[[B]]
func.func @chain(%a: index, %b: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %0 = arith.muli %a, %c3 : index
  %1 = arith.subi %0, %b : index
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 2)>(%1)[%b]
  %r = "test.reify_bound"(%2) : (index) -> (index)
  %q = "test.reify_bound"(%2) {type = "UB"} : (index) -> (index)
  return %r, %q : index, index
}

// -----

// CHECK-DAG: #[[$P5:.*]] = affine_map<()[s0] -> (s0 + 5)>
// CHECK-LABEL: func.func @loop_bounds(
//       CHECK:   scf.for %[[IV:.*]] = %arg0 to %arg1
//       CHECK:     %[[U:.*]] = affine.apply #[[$P5]]()[%[[IV]]]
//       CHECK:     %[[C9:.*]] = arith.constant 9 : index
//       CHECK:     "test.some_use"(%[[C9]])
//       CHECK:     "test.some_use"(%[[U]], %arg0)
// ARGS-DAG: #[[$P1:.*]] = affine_map<()[s0] -> (s0 + 1)>
// ARGS-LABEL: func.func @loop_bounds(
//       ARGS:     %[[U:.*]] = affine.apply #[[$P1]]()[%arg1]
//       ARGS:     "test.some_use"(%[[U]], %arg0)
func.func @loop_bounds(%lb: index, %ub: index, %m: memref<?x8xf32>) {
  %c1 = arith.constant 1 : index
  scf.for %iv = %lb to %ub step %c1 {
    %m1 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%iv)[%ub]
    %u = "test.reify_bound"(%m1) {type = "UB"} : (index) -> (index)
    %s = "test.reify_bound"(%iv) {type = "LB"} : (index) -> (index)
    %m2 = affine.min affine_map<(d0) -> (d0 + 4, 8)>(%iv)
    %k = "test.reify_bound"(%m2) {type = "UB", constant} : (index) -> (index)
    "test.some_use"(%k) : (index) -> ()
    "test.some_use"(%u, %s) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-DAG: #[[$PAD:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 3)>
// CHECK-LABEL: func.func @slices(
//       CHECK:   %[[S:.*]] = tensor.extract_slice
//       CHECK:   %[[C0:.*]] = arith.constant 0 : index
//       CHECK:   %[[D:.*]] = tensor.dim %[[S]], %[[C0]]
//       CHECK:   %[[P:.*]] = affine.apply #[[$PAD]]()[%[[D]], %arg2]
//       CHECK:   return %arg1, %[[P]]
// ARGS-DAG: #[[$PAD:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 3)>
// ARGS-LABEL: func.func @slices(
//       ARGS:   %[[P:.*]] = affine.apply #[[$PAD]]()[%arg2, %arg1]
//       ARGS:   return %arg1, %[[P]]
func.func @slices(%t: tensor<?x?xf32>, %sz: index, %lo: index) -> (index, index) {
  %cst = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[0, 0] [1, %sz] [1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %p = tensor.pad %s low[%lo] high[3] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  %0 = "test.reify_bound"(%s) {dim = 0} : (tensor<?xf32>) -> (index)
  %1 = "test.reify_bound"(%p) {dim = 0} : (tensor<?xf32>) -> (index)
  return %0, %1 : index, index
}

// -----

// CHECK-DAG: #[[$P1:.*]] = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @select_dims(
//       CHECK:   %[[B:.*]] = arith.addi %arg1
//       CHECK:   arith.select
//  CHECK-NEXT:   %[[U:.*]] = affine.apply #[[$P1]]()[%[[B]]]
//  CHECK-NEXT:   return %[[U]]
// ARGS-DAG: #[[$P3:.*]] = affine_map<()[s0] -> (s0 + 3)>
// ARGS-LABEL: func.func @select_dims(
//       ARGS:   %[[U:.*]] = affine.apply #[[$P3]]()[%arg1]
//  ARGS-NEXT:   return %[[U]]
func.func @select_dims(%c: i1, %a: index) -> index {
  %c2 = arith.constant 2 : index
  %b = arith.addi %a, %c2 : index
  %r = arith.select %c, %a, %b : index
  %0 = "test.reify_bound"(%r) {type = "UB"} : (index) -> (index)
  return %0 : index
}

// -----

func.func @compares(%a: index, %b: index, %t: tensor<?xf32>) {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %c1 : index
  %d = tensor.dim %t, %c1 : tensor<?xf32>
  // expected-remark @below{{true}}
  "test.compare"(%0, %a) {cmp = "GT"} : (index, index) -> ()
  // expected-remark @below{{false}}
  "test.compare"(%0, %a) {cmp = "LE"} : (index, index) -> ()
  // expected-remark @below{{false}}
  "test.compare"(%a, %0) {cmp = "EQ"} : (index, index) -> ()
  // expected-error @below{{unknown}}
  "test.compare"(%a, %b) {cmp = "LT"} : (index, index) -> ()
  // expected-remark @below{{true}}
  "test.compare"(%a, %0) {cmp = "EQ", rhs_map = affine_map<(d0) -> (d0 - 1)>} : (index, index) -> ()
  return
}

// -----

func.func @no_bound(%a: index, %b: index) -> index {
  %0 = arith.muli %a, %b : index
  // expected-error @below{{'test.reify_bound' op could not reify bound}}
  %1 = "test.reify_bound"(%0) : (index) -> (index)
  return %1 : index
}
