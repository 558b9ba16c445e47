// RUN: irlite-opt %s -one-shot-bufferize="test-analysis-only print-conflicts bufferize-function-boundaries" | FileCheck %s
// RUN: irlite-opt %s -one-shot-bufferize="test-analysis-only print-conflicts" | FileCheck %s --check-prefix=NOWRITE
//
// print-conflicts: the read-after-write conflict that made an operand out of place, as
// MLIR's annotateConflict marks it (unit attributes C_<n>[READ: operand],
// C_<n>[CONFL-WRITE: operand], C_<n>[DEF: result|bbArg n]), and the non-writable buffer
// (a W_<n> attribute naming it, MLIR's annotateNonWritableTensor). mlir-opt 19 is not
// installed here.

// CHECK-LABEL: func.func @raw(
//  CHECK-SAME:   attributes {"C_0[DEF: bbArg 0]"}
//       CHECK:   tensor.insert {{.*}} {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]}
//       CHECK:   tensor.extract {{.*}} {"C_0[READ: 0]", __inplace_operands_attr__ = ["true", "none"]}
// NOWRITE-LABEL: func.func @raw(
//  NOWRITE-SAME:   attributes {"W_0[NOT-WRITABLE: bbArg 0]"}
//       NOWRITE:   tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
func.func @raw(%t: tensor<?xf32>, %s: f32, %i: index) -> (tensor<?xf32>, f32) {
  %0 = tensor.insert %s into %t[%i] : tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, f32
}
