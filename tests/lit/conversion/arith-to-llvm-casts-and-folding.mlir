// RUN: irlite-opt %s --split-input-file --convert-arith-to-llvm | FileCheck %s
//
// Regressions of the conversion framework, checked against mlir-opt 19's output for
// the same pass: where the cast back to the old type goes when an op is replaced by
// a value of another type, and folding during the conversion.

// An op replaced by a block argument of another type: the cast takes the op's place
// (not the top of the argument's block), as in MLIR 19.
// CHECK-LABEL: func.func @cast_at_op(
// CHECK-SAME: %[[ARG:.*]]: i64, %[[B:.*]]: i1) -> index {
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: cf.cond_br %[[B]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[ADD:.*]] = llvm.add %[[ARG]], %[[C1]] : i64
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[ADD]] : i64 to index
// CHECK-NEXT: return %[[R]] : index
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: %[[Z:.*]] = builtin.unrealized_conversion_cast %[[ARG]] : i64 to index
// CHECK-NEXT: return %[[Z]] : index
func.func @cast_at_op(%arg: i64, %b: i1) -> index {
  %c = arith.constant 1 : index
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  %x = arith.index_castui %arg : i64 to index
  %y = arith.addi %x, %c : index
  return %y : index
^bb2:
  %z = arith.index_cast %arg : i64 to index
  return %z : index
}

// -----

// The cast of an op in the middle of a block stays in the middle.
// CHECK-LABEL: func.func @cast_mid_block(
// CHECK-SAME: %[[ARG:.*]]: i32) -> (index, i32) {
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[ARG]], %[[ARG]] : i32
// CHECK-NEXT: %[[E:.*]] = llvm.sext %[[ARG]] : i32 to i64
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[E]] : i64 to index
// CHECK-NEXT: return %[[R]], %[[M]] : index, i32
func.func @cast_mid_block(%arg: i32) -> (index, i32) {
  %m = arith.muli %arg, %arg : i32
  %x = arith.index_cast %arg : i32 to index
  return %x, %m : index, i32
}

// -----

// Folding while converting: `x + 0` folds although the constant was lowered first
// (the value that replaced it still reads as that constant, as in MLIR, where the
// replaced constant stays alive until the conversion ends).
// CHECK-LABEL: func.func @fold_after_lowering(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index) -> (index, index) {
// CHECK-DAG: %[[AI:.*]] = builtin.unrealized_conversion_cast %[[A]] : index to i64
// CHECK-DAG: %[[BI:.*]] = builtin.unrealized_conversion_cast %[[B]] : index to i64
// CHECK: %[[M:.*]] = llvm.mul %[[AI]], %[[BI]] : i64
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[M]] : i64 to index
// CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: return %[[R]], %[[A]] : index, index
func.func @fold_after_lowering(%a: index, %b: index) -> (index, index) {
  %m = arith.muli %a, %b : index
  %c0 = arith.constant 0 : index
  %z = arith.addi %a, %c0 : index
  return %m, %z : index, index
}
