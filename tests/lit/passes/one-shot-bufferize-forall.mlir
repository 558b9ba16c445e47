// RUN: irlite-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -split-input-file | FileCheck %s
// RUN: irlite-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only" -split-input-file | FileCheck %s --check-prefix=ANALYSIS
//
// scf.forall with shared outputs and tensor.parallel_insert_slice (after MLIR's
// test/Dialect/SCF/one-shot-bufferize.mlir): the shared output is written in place
// through subviews, the new loop has no outputs, and a tensor defined outside the loop and
// written inside it gets a private copy per iteration (the parallel-region check).
// mlir-opt 19 is not installed here.

// CHECK-LABEL: func.func @parallel_insert_slice(
//  CHECK-SAME:     %[[T:.*]]: memref<8xf32>, %[[S:.*]]: f32
//       CHECK:   scf.forall (%[[I:.*]]) in (4) {
//       CHECK:     %[[SV:.*]] = memref.subview %[[T]][%{{.*}}] [2] [1]
//       CHECK:     memref.store %[[S]], %[[SV]][%{{.*}}]
//       CHECK:     %[[SV2:.*]] = memref.subview %[[T]][%{{.*}}] [2] [1]
//       CHECK:     memref.copy %[[SV]], %[[SV2]]
//   CHECK-NOT:     alloc
//       CHECK:   return %[[T]] : memref<8xf32>
// ANALYSIS-LABEL: func.func @parallel_insert_slice(
//       ANALYSIS:   tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
//       ANALYSIS:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
//       ANALYSIS:   tensor.parallel_insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
//       ANALYSIS:   } {__inplace_operands_attr__ = ["true"]}
func.func @parallel_insert_slice(%t: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %e = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %x = tensor.insert %s into %e[%c1] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @privatized(
//  CHECK-SAME:     %[[T:.*]]: memref<8xf32>, %[[A:.*]]: memref<4xf32>, %[[S:.*]]: f32
//       CHECK:   scf.forall
//       CHECK:     %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
//       CHECK:     memref.copy %[[A]], %[[P]]
//       CHECK:     memref.store %[[S]], %[[P]][
// ANALYSIS-LABEL: func.func @privatized(
//       ANALYSIS:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @privatized(%t: tensor<8xf32>, %a: tensor<4xf32>, %s: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %off = arith.muli %i, %c2 : index
    %w = tensor.insert %s into %a[%i] : tensor<4xf32>
    %v = tensor.extract %w[%c1] : tensor<4xf32>
    %e = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %x = tensor.insert %v into %e[%c1] : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
