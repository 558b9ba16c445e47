// RUN: irlite-opt %s --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s
//
// index-bitwidth=32: index becomes i32. CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @index_32(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK: %[[V2:.*]] = llvm.add %[[C1]], %[[C0]] : i32
// CHECK: %[[C3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i32 to index
// CHECK: %[[V4:.*]] = llvm.sext %[[C1]] : i32 to i64
// CHECK: %[[V5:.*]] = llvm.mlir.constant(5 : index) : i32
// CHECK: %[[C6:.*]] = builtin.unrealized_conversion_cast %[[V5]] : i32 to index
// CHECK: %[[V7:.*]] = llvm.trunc %arg2 : i64 to i32
// CHECK: %[[C8:.*]] = builtin.unrealized_conversion_cast %[[V7]] : i32 to index
// CHECK: return %[[C3]], %[[V4]], %[[C6]], %[[C8]] : index, i64, index, index
func.func @index_32(%i: index, %j: index, %a: i64) -> (index, i64, index, index) {
  %0 = arith.addi %i, %j : index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.constant 5 : index
  %3 = arith.index_castui %a : i64 to index
  return %0, %1, %2, %3 : index, i64, index, index
}
