// RUN: irlite-opt %s --convert-arith-to-llvm | FileCheck %s
// RUN: irlite-opt %s --convert-arith-to-llvm | FileCheck %s --check-prefix=CAST
//
// arith casts, constants and the extended ops under convert-arith-to-llvm;
// CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @int_casts(
// CHECK: %[[V0:.*]] = llvm.zext %arg0 : i32 to i64
// CHECK: %[[V1:.*]] = llvm.sext %arg0 : i32 to i64
// CHECK: %[[V2:.*]] = llvm.trunc %arg0 : i32 to i8
// CHECK: %[[V3:.*]] = llvm.sext %arg1 : vector<4xi32> to vector<4xi64>
// CHECK: %[[V4:.*]] = llvm.trunc %arg1 : vector<4xi32> to vector<4xi16>
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : i64, i64, i8, vector<4xi64>, vector<4xi16>
func.func @int_casts(%a: i32, %v: vector<4xi32>) -> (i64, i64, i8, vector<4xi64>, vector<4xi16>) {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.extsi %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %3 = arith.extsi %v : vector<4xi32> to vector<4xi64>
  %4 = arith.trunci %v : vector<4xi32> to vector<4xi16>
  return %0, %1, %2, %3, %4 : i64, i64, i8, vector<4xi64>, vector<4xi16>
}

// CHECK-LABEL: func.func @float_casts(
// CHECK: %[[V0:.*]] = llvm.sitofp %arg0 : i32 to f32
// CHECK: %[[V1:.*]] = llvm.uitofp %arg0 : i32 to f64
// CHECK: %[[V2:.*]] = llvm.fptosi %arg1 : f32 to i32
// CHECK: %[[V3:.*]] = llvm.fptoui %arg1 : f32 to i16
// CHECK: %[[V4:.*]] = llvm.fpext %arg1 : f32 to f64
// CHECK: %[[V5:.*]] = llvm.fptrunc %arg2 : f64 to f32
// CHECK: %[[V6:.*]] = llvm.bitcast %arg1 : f32 to i32
// CHECK: %[[V7:.*]] = llvm.bitcast %arg4 : vector<4xi32> to vector<4xf32>
// CHECK: %[[V8:.*]] = llvm.fpext %arg3 {fastmath = #arith.fastmath<fast>} : f16 to f32
// CHECK: %[[V9:.*]] = llvm.fptrunc %arg2 {fastmath = #arith.fastmath<nnan>} : f64 to f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]] : f32, f64, i32, i16, f64, f32, i32, vector<4xf32>, f32, f32
func.func @float_casts(%a: i32, %x: f32, %d: f64, %h: f16, %v: vector<4xi32>) -> (f32, f64, i32, i16, f64, f32, i32, vector<4xf32>, f32, f32) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.uitofp %a : i32 to f64
  %2 = arith.fptosi %x : f32 to i32
  %3 = arith.fptoui %x : f32 to i16
  %4 = arith.extf %x : f32 to f64
  %5 = arith.truncf %d : f64 to f32
  %6 = arith.bitcast %x : f32 to i32
  %7 = arith.bitcast %v : vector<4xi32> to vector<4xf32>
  // extf/truncf keep `fastmath` as a plain attribute (llvm.fpext has no flags).
  %8 = arith.extf %h fastmath<fast> : f16 to f32
  %9 = arith.truncf %d fastmath<nnan> : f64 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f64, i32, i16, f64, f32, i32, vector<4xf32>, f32, f32
}

// CHECK-LABEL: func.func @index_casts(
// CAST-LABEL: func.func @index_casts(
// CAST: builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg3 : vector<4xindex> to vector<4xi64>
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.trunc %[[C1]] : i64 to i32
// CHECK: %[[V3:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK: %[[C4:.*]] = builtin.unrealized_conversion_cast %[[V3]] : i64 to index
// CHECK: %[[V5:.*]] = llvm.zext %arg1 : i32 to i64
// CHECK: %[[C6:.*]] = builtin.unrealized_conversion_cast %[[V5]] : i64 to index
// CHECK: %[[V7:.*]] = llvm.trunc %[[C1]] : i64 to i8
// CHECK: %[[V8:.*]] = llvm.sext %[[C1]] : i64 to i128
// CHECK: %[[V10:.*]] = llvm.sext %arg4 : vector<4xi32> to vector<4xi64>
// CHECK: %[[C11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : vector<4xi64> to vector<4xindex>
// CHECK: %[[V12:.*]] = llvm.trunc %[[C0]] : vector<4xi64> to vector<4xi32>
// CHECK: return %[[V2]], %[[C4]], %[[C6]], %[[V7]], %[[C1]], %[[V8]], %{{[0-9]+}}, %[[C11]], %[[V12]] : i32, index, index, i8, i64, i128, index, vector<4xindex>, vector<4xi32>
func.func @index_casts(%i: index, %a: i32, %b: i64, %vi: vector<4xindex>, %v: vector<4xi32>) -> (i32, index, index, i8, i64, i128, index, vector<4xindex>, vector<4xi32>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %i : index to i8
  // Same width: no op, only the cast the type change needs.
  %4 = arith.index_cast %i : index to i64
  %5 = arith.index_cast %i : index to i128
  %6 = arith.index_castui %b : i64 to index
  %7 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  %8 = arith.index_castui %vi : vector<4xindex> to vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, index, index, i8, i64, i128, index, vector<4xindex>, vector<4xi32>
}

// CHECK-LABEL: func.func @constants(
// CHECK: %[[V0:.*]] = llvm.mlir.constant(42 : i32) : i32
// CHECK: %[[V1:.*]] = llvm.mlir.constant(7 : index) : i64
// CHECK: %[[C2:.*]] = builtin.unrealized_conversion_cast %[[V1]] : i64 to index
// CHECK: %[[V3:.*]] = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK: %[[V4:.*]] = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<4xi32>
// CHECK: %[[V5:.*]] = llvm.mlir.constant(dense<2.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK: %[[V6:.*]] = llvm.mlir.constant(dense<[1, 2]> : vector<2xindex>) : vector<2xi64>
// CHECK: %[[C7:.*]] = builtin.unrealized_conversion_cast %[[V6]] : vector<2xi64> to vector<2xindex>
// CHECK: %[[V8:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[V9:.*]] = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK: %[[V10:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK: %[[V11:.*]] = llvm.mlir.constant(3.000000e+00 : bf16) : bf16
// CHECK: return %[[V0]], %[[C2]], %[[V3]], %[[V4]], %[[V5]], %[[C7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]] : i32, index, f32, vector<4xi32>, vector<4xf32>, vector<2xindex>, i1, f32, i64, bf16
func.func @constants() -> (i32, index, f32, vector<4xi32>, vector<4xf32>, vector<2xindex>, i1, f32, i64, bf16) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 7 : index
  %2 = arith.constant 1.5 : f32
  %3 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %4 = arith.constant dense<2.0> : vector<4xf32>
  %5 = arith.constant dense<[1, 2]> : vector<2xindex>
  %6 = arith.constant true
  %7 = arith.constant 0x7F800000 : f32
  %8 = arith.constant -1 : i64
  %9 = arith.constant 3.0 : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i32, index, f32, vector<4xi32>, vector<4xf32>, vector<2xindex>, i1, f32, i64, bf16
}

// CHECK-LABEL: func.func @extended(
// CHECK: %[[V0:.*]] = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(i32, i1)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(i32, i1)>
// CHECK: %[[V3:.*]] = llvm.sext %arg0 : i32 to i64
// CHECK: %[[V4:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK: %[[V5:.*]] = llvm.mul %[[V3]], %[[V4]] : i64
// CHECK: %[[V6:.*]] = llvm.trunc %[[V5]] : i64 to i32
// CHECK: %[[V7:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK: %[[V8:.*]] = llvm.lshr %[[V5]], %[[V7]]  : i64
// CHECK: %[[V9:.*]] = llvm.trunc %[[V8]] : i64 to i32
// CHECK: %[[V10:.*]] = llvm.zext %arg0 : i32 to i64
// CHECK: %[[V11:.*]] = llvm.zext %arg1 : i32 to i64
// CHECK: %[[V12:.*]] = llvm.mul %[[V10]], %[[V11]] : i64
// CHECK: %[[V13:.*]] = llvm.trunc %[[V12]] : i64 to i32
// CHECK: %[[V14:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK: %[[V15:.*]] = llvm.lshr %[[V12]], %[[V14]]  : i64
// CHECK: %[[V16:.*]] = llvm.trunc %[[V15]] : i64 to i32
// CHECK: %[[V17:.*]] = llvm.zext %arg2 : vector<2xi32> to vector<2xi64>
// CHECK: %[[V18:.*]] = llvm.zext %arg3 : vector<2xi32> to vector<2xi64>
// CHECK: %[[V19:.*]] = llvm.mul %[[V17]], %[[V18]] : vector<2xi64>
// CHECK: %[[V20:.*]] = llvm.trunc %[[V19]] : vector<2xi64> to vector<2xi32>
// CHECK: %[[V21:.*]] = llvm.mlir.constant(dense<32> : vector<2xi64>) : vector<2xi64>
// CHECK: %[[V22:.*]] = llvm.lshr %[[V19]], %[[V21]]  : vector<2xi64>
// CHECK: %[[V23:.*]] = llvm.trunc %[[V22]] : vector<2xi64> to vector<2xi32>
// CHECK: %[[V24:.*]] = "llvm.intr.uadd.with.overflow"(%arg2, %arg3) : (vector<2xi32>, vector<2xi32>) -> !llvm.struct<(vector<2xi32>, vector<2xi1>)>
// CHECK: %[[V25:.*]] = llvm.extractvalue %[[V24]][0] : !llvm.struct<(vector<2xi32>, vector<2xi1>)>
// CHECK: %[[V26:.*]] = llvm.extractvalue %[[V24]][1] : !llvm.struct<(vector<2xi32>, vector<2xi1>)>
// CHECK: return %[[V1]], %[[V2]], %[[V6]], %[[V9]], %[[V13]], %[[V16]], %[[V20]], %[[V23]], %[[V25]], %[[V26]] : i32, i1, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>
func.func @extended(%a: i32, %b: i32, %v: vector<2xi32>, %w: vector<2xi32>) -> (i32, i1, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>) {
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.mulsi_extended %a, %b : i32
  %2:2 = arith.mului_extended %a, %b : i32
  %3:2 = arith.mului_extended %v, %w : vector<2xi32>
  %4:2 = arith.addui_extended %v, %w : vector<2xi32>, vector<2xi1>
  return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1, %4#0, %4#1 : i32, i1, i32, i32, i32, i32, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi1>
}

// CHECK-LABEL: func.func @extended_index(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.sext %[[C1]] : i64 to i128
// CHECK: %[[V3:.*]] = llvm.sext %[[C0]] : i64 to i128
// CHECK: %[[V4:.*]] = llvm.mul %[[V2]], %[[V3]] : i128
// CHECK: %[[V5:.*]] = llvm.trunc %[[V4]] : i128 to i64
// The casts back to index may sit right after their inputs or together at the end.
// CHECK-DAG: %[[V6:.*]] = llvm.mlir.constant(64 : i128) : i128
// CHECK-DAG: %[[V7:.*]] = llvm.lshr %[[V4]], %[[V6]]  : i128
// CHECK-DAG: %[[V8:.*]] = llvm.trunc %[[V7]] : i128 to i64
// CHECK-DAG: %[[C9:.*]] = builtin.unrealized_conversion_cast %[[V5]] : i64 to index
// CHECK-DAG: %[[C10:.*]] = builtin.unrealized_conversion_cast %[[V8]] : i64 to index
// CHECK: return %[[C9]], %[[C10]] : index, index
func.func @extended_index(%i: index, %j: index) -> (index, index) {
  %0:2 = arith.mulsi_extended %i, %j : index
  return %0#0, %0#1 : index, index
}

// CHECK-LABEL: func.func @truncf_rounding(
// CHECK: %[[V0:.*]] = llvm.intr.experimental.constrained.fptrunc %arg0 tonearest ignore : f64 to f32
// CHECK: return %[[V0]] : f32
func.func @truncf_rounding(%d: f64) -> f32 {
  %0 = arith.truncf %d to_nearest_even : f64 to f32
  return %0 : f32
}
