// RUN: irlite-opt %s --convert-arith-to-llvm --convert-math-to-llvm | FileCheck %s
//
// Edge types: 0-D vectors (vector<1xT> in LLVM), index vectors, bf16/f16,
// memref descriptors through select, scalable vectors. CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @edge(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg7 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg6 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[C2:.*]] = builtin.unrealized_conversion_cast %arg2 : vector<2xindex> to vector<2xi64>
// CHECK-DAG: %[[C3:.*]] = builtin.unrealized_conversion_cast %arg1 : vector<2xindex> to vector<2xi64>
// CHECK-DAG: %[[C4:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK: %[[V5:.*]] = llvm.fadd %[[C4]], %[[C4]]  : vector<1xf32>
// CHECK: %[[C6:.*]] = builtin.unrealized_conversion_cast %[[V5]] : vector<1xf32> to vector<f32>
// CHECK: %[[V7:.*]] = llvm.icmp "ult" %[[C3]], %[[C2]] : vector<2xi64>
// CHECK: %[[V8:.*]] = llvm.select %arg3, %[[C3]], %[[C2]] : vector<2xi1>, vector<2xi64>
// CHECK: %[[C9:.*]] = builtin.unrealized_conversion_cast %[[V8]] : vector<2xi64> to vector<2xindex>
// CHECK: %[[V10:.*]] = llvm.fmul %arg4, %arg4  : bf16
// CHECK: %[[V11:.*]] = llvm.intr.sqrt(%arg5)  : (f16) -> f16
// CHECK: %[[V12:.*]] = llvm.mlir.constant(dense<3.000000e+00> : vector<f32>) : vector<1xf32>
// CHECK: %[[C13:.*]] = builtin.unrealized_conversion_cast %[[V12]] : vector<1xf32> to vector<f32>
// CHECK: %[[V14:.*]] = llvm.select %arg8, %[[C1]], %[[C0]] : i1, !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[C15:.*]] = builtin.unrealized_conversion_cast %[[V14]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK: %[[V16:.*]] = llvm.urem %[[C3]], %[[C2]]  : vector<2xi64>
// CHECK: %[[C17:.*]] = builtin.unrealized_conversion_cast %[[V16]] : vector<2xi64> to vector<2xindex>
// CHECK: %[[V18:.*]] = llvm.fadd %arg9, %arg9  : vector<[4]xf32>
// CHECK: return %[[C6]], %[[V7]], %[[C9]], %[[V10]], %[[V11]], %[[C13]], %[[C15]], %[[C17]], %[[V18]] : vector<f32>, vector<2xi1>, vector<2xindex>, bf16, f16, vector<f32>, memref<4xf32>, vector<2xindex>, vector<[4]xf32>
func.func @edge(%z: vector<f32>, %vi: vector<2xindex>, %vj: vector<2xindex>, %c: vector<2xi1>, %h: bf16, %k: f16, %m: memref<4xf32>, %n: memref<4xf32>, %b: i1, %s: vector<[4]xf32>) -> (vector<f32>, vector<2xi1>, vector<2xindex>, bf16, f16, vector<f32>, memref<4xf32>, vector<2xindex>, vector<[4]xf32>) {
  %0 = arith.addf %z, %z : vector<f32>
  %1 = arith.cmpi ult, %vi, %vj : vector<2xindex>
  %2 = arith.select %c, %vi, %vj : vector<2xi1>, vector<2xindex>
  %3 = arith.mulf %h, %h : bf16
  %4 = math.sqrt %k : f16
  %5 = arith.constant dense<3.0> : vector<f32>
  %6 = arith.select %b, %m, %n : memref<4xf32>
  %7 = arith.remui %vi, %vj : vector<2xindex>
  %8 = arith.addf %s, %s : vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<f32>, vector<2xi1>, vector<2xindex>, bf16, f16, vector<f32>, memref<4xf32>, vector<2xindex>, vector<[4]xf32>
}
