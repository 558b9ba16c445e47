// RUN: irlite-opt %s --convert-arith-to-llvm | FileCheck %s
//
// N-D vectors: the LLVM type converter makes them arrays of 1-D vectors and the
// lowering is unrolled per 1-D piece (MLIR's handleMultidimensionalVectors) when
// the first operand is such an array; constants, and a select on an i1, stay one
// op. CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @nd_add(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V2:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[C1]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V5:.*]] = llvm.fadd %[[V3]], %[[V4]]  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V2]][0] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V7:.*]] = llvm.extractvalue %[[C1]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V8:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[V9:.*]] = llvm.fadd %[[V7]], %[[V8]]  {fastmathFlags = #llvm.fastmath<fast>} : vector<3xf32>
// CHECK: %[[V10:.*]] = llvm.insertvalue %[[V9]], %[[V6]][1] : !llvm.array<2 x vector<3xf32>>
// CHECK: %[[C11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK: return %[[C11]] : vector<2x3xf32>
func.func @nd_add(%x: vector<2x3xf32>, %y: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = arith.addf %x, %y fastmath<fast> : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}

// CHECK-LABEL: func.func @nd_cmp_cast(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V2:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xi1>>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[C1]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V5:.*]] = llvm.icmp "slt" %[[V3]], %[[V4]] : vector<2xi32>
// CHECK: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V2]][0] : !llvm.array<2 x vector<2xi1>>
// CHECK: %[[V7:.*]] = llvm.extractvalue %[[C1]][1] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V8:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V9:.*]] = llvm.icmp "slt" %[[V7]], %[[V8]] : vector<2xi32>
// CHECK: %[[V10:.*]] = llvm.insertvalue %[[V9]], %[[V6]][1] : !llvm.array<2 x vector<2xi1>>
// CHECK: %[[C11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : !llvm.array<2 x vector<2xi1>> to vector<2x2xi1>
// CHECK: %[[V12:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V13:.*]] = llvm.extractvalue %[[C1]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V14:.*]] = llvm.sext %[[V13]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[V15:.*]] = llvm.insertvalue %[[V14]], %[[V12]][0] : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V16:.*]] = llvm.extractvalue %[[C1]][1] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V17:.*]] = llvm.sext %[[V16]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[V18:.*]] = llvm.insertvalue %[[V17]], %[[V15]][1] : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[C19:.*]] = builtin.unrealized_conversion_cast %[[V18]] : !llvm.array<2 x vector<2xi64>> to vector<2x2xi64>
// CHECK: return %[[C11]], %[[C19]] : vector<2x2xi1>, vector<2x2xi64>
func.func @nd_cmp_cast(%a: vector<2x2xi32>, %b: vector<2x2xi32>) -> (vector<2x2xi1>, vector<2x2xi64>) {
  %0 = arith.cmpi slt, %a, %b : vector<2x2xi32>
  %1 = arith.extsi %a : vector<2x2xi32> to vector<2x2xi64>
  return %0, %1 : vector<2x2xi1>, vector<2x2xi64>
}

// CHECK-LABEL: func.func @nd_constant(
// CHECK: %[[V0:.*]] = llvm.mlir.constant(dense<1> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
// CHECK: %[[C1:.*]] = builtin.unrealized_conversion_cast %[[V0]] : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK: return %[[C1]] : vector<2x3xi32>
func.func @nd_constant() -> vector<2x3xi32> {
  %0 = arith.constant dense<1> : vector<2x3xi32>
  return %0 : vector<2x3xi32>
}

// CHECK-LABEL: func.func @nd_3d(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x1x4xi8> to !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x1x4xi8> to !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V2:.*]] = llvm.mlir.undef : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[C1]][0, 0] : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[C0]][0, 0] : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V5:.*]] = llvm.mul %[[V3]], %[[V4]] overflow<nsw> : vector<4xi8>
// CHECK: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V2]][0, 0] : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V7:.*]] = llvm.extractvalue %[[C1]][1, 0] : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V8:.*]] = llvm.extractvalue %[[C0]][1, 0] : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[V9:.*]] = llvm.mul %[[V7]], %[[V8]] overflow<nsw> : vector<4xi8>
// CHECK: %[[V10:.*]] = llvm.insertvalue %[[V9]], %[[V6]][1, 0] : !llvm.array<2 x array<1 x vector<4xi8>>>
// CHECK: %[[C11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : !llvm.array<2 x array<1 x vector<4xi8>>> to vector<2x1x4xi8>
// CHECK: return %[[C11]] : vector<2x1x4xi8>
func.func @nd_3d(%x: vector<2x1x4xi8>, %y: vector<2x1x4xi8>) -> vector<2x1x4xi8> {
  %0 = arith.muli %x, %y overflow<nsw> : vector<2x1x4xi8>
  return %0 : vector<2x1x4xi8>
}

// CHECK-LABEL: func.func @h(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg4 : vector<2x2xi32> to !llvm.array<2 x vector<2xi32>>
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg3 : vector<2x2xi1> to !llvm.array<2 x vector<2xi1>>
// CHECK-DAG: %[[C2:.*]] = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-DAG: %[[C3:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V4:.*]] = llvm.select %arg0, %[[C3]], %[[C2]] : i1, !llvm.array<2 x vector<2xf32>>
// CHECK: %[[C5:.*]] = builtin.unrealized_conversion_cast %[[V4]] : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK: %[[V6:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V7:.*]] = llvm.extractvalue %[[C1]][0] : !llvm.array<2 x vector<2xi1>>
// CHECK: %[[V8:.*]] = llvm.extractvalue %[[C3]][0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V9:.*]] = llvm.extractvalue %[[C2]][0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V10:.*]] = llvm.select %[[V7]], %[[V8]], %[[V9]] : vector<2xi1>, vector<2xf32>
// CHECK: %[[V11:.*]] = llvm.insertvalue %[[V10]], %[[V6]][0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V12:.*]] = llvm.extractvalue %[[C1]][1] : !llvm.array<2 x vector<2xi1>>
// CHECK: %[[V13:.*]] = llvm.extractvalue %[[C3]][1] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V14:.*]] = llvm.extractvalue %[[C2]][1] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V15:.*]] = llvm.select %[[V12]], %[[V13]], %[[V14]] : vector<2xi1>, vector<2xf32>
// CHECK: %[[V16:.*]] = llvm.insertvalue %[[V15]], %[[V11]][1] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[C17:.*]] = builtin.unrealized_conversion_cast %[[V16]] : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK: %[[V18:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V19:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V20:.*]] = llvm.sext %[[V19]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[V21:.*]] = llvm.insertvalue %[[V20]], %[[V18]][0] : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V22:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V23:.*]] = llvm.sext %[[V22]] : vector<2xi32> to vector<2xi64>
// CHECK: %[[V24:.*]] = llvm.insertvalue %[[V23]], %[[V21]][1] : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V25:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V26:.*]] = llvm.extractvalue %[[V24]][0] : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V27:.*]] = llvm.trunc %[[V26]] : vector<2xi64> to vector<2xi32>
// CHECK: %[[V28:.*]] = llvm.insertvalue %[[V27]], %[[V25]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V29:.*]] = llvm.extractvalue %[[V24]][1] : !llvm.array<2 x vector<2xi64>>
// CHECK: %[[V30:.*]] = llvm.trunc %[[V29]] : vector<2xi64> to vector<2xi32>
// CHECK: %[[V31:.*]] = llvm.insertvalue %[[V30]], %[[V28]][1] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[C32:.*]] = builtin.unrealized_conversion_cast %[[V31]] : !llvm.array<2 x vector<2xi32>> to vector<2x2xi32>
// CHECK: %[[V33:.*]] = llvm.mlir.undef : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V34:.*]] = llvm.extractvalue %[[C0]][0] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V35:.*]] = llvm.bitcast %[[V34]] : vector<2xi32> to vector<2xf32>
// CHECK: %[[V36:.*]] = llvm.insertvalue %[[V35]], %[[V33]][0] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[V37:.*]] = llvm.extractvalue %[[C0]][1] : !llvm.array<2 x vector<2xi32>>
// CHECK: %[[V38:.*]] = llvm.bitcast %[[V37]] : vector<2xi32> to vector<2xf32>
// CHECK: %[[V39:.*]] = llvm.insertvalue %[[V38]], %[[V36]][1] : !llvm.array<2 x vector<2xf32>>
// CHECK: %[[C40:.*]] = builtin.unrealized_conversion_cast %[[V39]] : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK: return %[[C5]], %[[C17]], %[[C32]], %[[C40]] : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>, vector<2x2xf32>
func.func @h(%b: i1, %x: vector<2x2xf32>, %y: vector<2x2xf32>, %vb: vector<2x2xi1>, %a: vector<2x2xi32>) -> (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>, vector<2x2xf32>) {
  %0 = arith.select %b, %x, %y : vector<2x2xf32>
  %1 = arith.select %vb, %x, %y : vector<2x2xi1>, vector<2x2xf32>
  %2 = arith.index_cast %a : vector<2x2xi32> to vector<2x2xindex>
  %3 = arith.index_cast %2 : vector<2x2xindex> to vector<2x2xi32>
  %4 = arith.bitcast %a : vector<2x2xi32> to vector<2x2xf32>
  return %0, %1, %3, %4 : vector<2x2xf32>, vector<2x2xf32>, vector<2x2xi32>, vector<2x2xf32>
}
