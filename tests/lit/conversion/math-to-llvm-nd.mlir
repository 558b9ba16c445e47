// RUN: irlite-opt %s --convert-math-to-llvm | FileCheck %s
//
// N-D vectors are unrolled per 1-D piece; CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @nd(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V1:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V3:.*]] = llvm.intr.exp(%[[V2]])  : (vector<3xf32>) -> vector<3xf32>
// CHECK: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V1]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V5:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V6:.*]] = llvm.intr.exp(%[[V5]])  : (vector<3xf32>) -> vector<3xf32>
// CHECK: %[[V7:.*]] = llvm.insertvalue %[[V6]], %[[V4]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[C8:.*]] = builtin.unrealized_conversion_cast %[[V7]] : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK: %[[V9:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V10:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V11:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK: %[[V12:.*]] = llvm.intr.sqrt(%[[V10]])  : (vector<3xf32>) -> vector<3xf32>
// CHECK: %[[V13:.*]] = llvm.fdiv %[[V11]], %[[V12]]  : vector<3xf32>
// CHECK: %[[V14:.*]] = llvm.insertvalue %[[V13]], %[[V9]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V15:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V16:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK: %[[V17:.*]] = llvm.intr.sqrt(%[[V15]])  : (vector<3xf32>) -> vector<3xf32>
// CHECK: %[[V18:.*]] = llvm.fdiv %[[V16]], %[[V17]]  : vector<3xf32>
// CHECK: %[[V19:.*]] = llvm.insertvalue %[[V18]], %[[V14]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[C20:.*]] = builtin.unrealized_conversion_cast %[[V19]] : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK: %[[V21:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V22:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V23:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK: %[[V24:.*]] = llvm.fadd %[[V23]], %[[V22]]  : vector<3xf32>
// CHECK: %[[V25:.*]] = llvm.intr.log(%[[V24]])  : (vector<3xf32>) -> vector<3xf32>
// CHECK: %[[V26:.*]] = llvm.insertvalue %[[V25]], %[[V21]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V27:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V28:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<3xf32>) : vector<3xf32>
// CHECK: %[[V29:.*]] = llvm.fadd %[[V28]], %[[V27]]  : vector<3xf32>
// CHECK: %[[V30:.*]] = llvm.intr.log(%[[V29]])  : (vector<3xf32>) -> vector<3xf32>
// CHECK: %[[V31:.*]] = llvm.insertvalue %[[V30]], %[[V26]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[C32:.*]] = builtin.unrealized_conversion_cast %[[V31]] : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK: return %[[C8]], %[[C20]], %[[C32]] : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>
func.func @nd(%x: vector<2x3xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>) {
  %0 = math.exp %x : vector<2x3xf32>
  %1 = math.rsqrt %x : vector<2x3xf32>
  %2 = math.log1p %x : vector<2x3xf32>
  return %0, %1, %2 : vector<2x3xf32>, vector<2x3xf32>, vector<2x3xf32>
}

// CHECK-LABEL: func.func @nd_int(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK: %[[V1:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<4xi32>>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<4xi32>>
// CHECK: %[[V3:.*]] = "llvm.intr.ctlz"(%[[V2]]) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V1]][0] : !llvm.array<2 x vector<4xi32>>
// CHECK: %[[V5:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<4xi32>>
// CHECK: %[[V6:.*]] = "llvm.intr.ctlz"(%[[V5]]) <{is_zero_poison = false}> : (vector<4xi32>) -> vector<4xi32>
// CHECK: %[[V7:.*]] = llvm.insertvalue %[[V6]], %[[V4]][1] : !llvm.array<2 x vector<4xi32>>
// CHECK: %[[C8:.*]] = builtin.unrealized_conversion_cast %[[V7]] : !llvm.array<2 x vector<4xi32>> to vector<2x4xi32>
// CHECK: return %[[C8]] : vector<2x4xi32>
func.func @nd_int(%a: vector<2x4xi32>) -> (vector<2x4xi32>) {
  %0 = math.ctlz %a : vector<2x4xi32>
  return %0 : vector<2x4xi32>
}
