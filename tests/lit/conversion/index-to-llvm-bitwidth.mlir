// RUN: irlite-opt %s --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s
//
// index-bitwidth=32: constants wrap to 32 bits, sizeof is 32; CHECK lines from
// mlir-opt 19.

// CHECK-LABEL: func.func @bitwidth_32(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK: %[[V2:.*]] = llvm.add %[[C1]], %[[C0]] : i32
// CHECK: %[[C3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i32 to index
// CHECK: %[[V4:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[C5:.*]] = builtin.unrealized_conversion_cast %[[V4]] : i32 to index
// CHECK: %[[V6:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[C7:.*]] = builtin.unrealized_conversion_cast %[[V6]] : i32 to index
// CHECK: %[[V8:.*]] = llvm.trunc %arg2 : i64 to i32
// CHECK: %[[C9:.*]] = builtin.unrealized_conversion_cast %[[V8]] : i32 to index
// CHECK: %[[V10:.*]] = llvm.sext %arg3 : i16 to i32
// CHECK: %[[C11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : i32 to index
// CHECK: return %[[C3]], %[[C5]], %[[C7]], %[[C9]], %[[C11]], %[[C1]] : index, index, index, index, index, i32
func.func @bitwidth_32(%a: index, %b: index, %y: i64, %s: i16) -> (index, index, index, index, index, i32) {
  %0 = index.add %a, %b
  %1 = index.constant 4294967297
  %2 = index.sizeof
  %3 = index.castu %y : i64 to index
  %4 = index.casts %s : i16 to index
  %5 = index.casts %a : index to i32
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, i32
}
