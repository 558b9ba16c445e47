// RUN: irlite-opt %s --convert-math-to-llvm | FileCheck %s
//
// Every math op MLIR 19's convert-math-to-llvm lowers (LLVM intrinsics, the
// expm1/rsqrt/log1p expansions) and the ones it leaves alone; CHECK lines from
// mlir-opt 19.

// CHECK-LABEL: func.func @float_unary(
// CHECK: %[[V0:.*]] = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK: %[[V1:.*]] = llvm.intr.ceil(%arg0)  : (f32) -> f32
// CHECK: %[[V2:.*]] = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK: %[[V3:.*]] = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK: %[[V4:.*]] = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK: %[[V5:.*]] = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK: %[[V6:.*]] = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK: %[[V7:.*]] = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK: %[[V8:.*]] = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK: %[[V9:.*]] = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK: %[[V10:.*]] = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK: %[[V11:.*]] = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK: %[[V12:.*]] = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK: %[[V13:.*]] = llvm.intr.cos(%arg0)  : (f32) -> f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @float_unary(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.absf %x : f32
  %1 = math.ceil %x : f32
  %2 = math.floor %x : f32
  %3 = math.round %x : f32
  %4 = math.roundeven %x : f32
  %5 = math.trunc %x : f32
  %6 = math.sqrt %x : f32
  %7 = math.exp %x : f32
  %8 = math.exp2 %x : f32
  %9 = math.log %x : f32
  %10 = math.log2 %x : f32
  %11 = math.log10 %x : f32
  %12 = math.sin %x : f32
  %13 = math.cos %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @float_binary(
// CHECK: %[[V0:.*]] = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK: %[[V1:.*]] = llvm.intr.pow(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
// CHECK: %[[V2:.*]] = llvm.intr.fma(%arg0, %arg1, %arg2)  : (f32, f32, f32) -> f32
// CHECK: %[[V3:.*]] = llvm.intr.powi(%arg0, %arg3)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, i32) -> f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : f32, f32, f32, f32
func.func @float_binary(%x: f32, %y: f32, %z: f32, %n: i32) -> (f32, f32, f32, f32) {
  %0 = math.copysign %x, %y : f32
  %1 = math.powf %x, %y fastmath<fast> : f32
  %2 = math.fma %x, %y, %z : f32
  %3 = math.fpowi %x, %n fastmath<nnan> : f32, i32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

// CHECK-LABEL: func.func @integer(
// CHECK: %[[V0:.*]] = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK: %[[V1:.*]] = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK: %[[V2:.*]] = "llvm.intr.cttz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK: %[[V3:.*]] = llvm.intr.ctpop(%arg0)  : (i32) -> i32
// CHECK: %[[V4:.*]] = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (vector<4xi16>) -> vector<4xi16>
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : i32, i32, i32, i32, vector<4xi16>
func.func @integer(%a: i32, %v: vector<4xi16>) -> (i32, i32, i32, i32, vector<4xi16>) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %a : i32
  %3 = math.ctpop %a : i32
  %4 = math.ctlz %v : vector<4xi16>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<4xi16>
}

// CHECK-LABEL: func.func @fastmath_and_vectors(
// CHECK: %[[V0:.*]] = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
// CHECK: %[[V1:.*]] = llvm.intr.sqrt(%arg2)  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (f64) -> f64
// CHECK: %[[V2:.*]] = llvm.intr.pow(%arg0, %arg1)  : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: %[[V3:.*]] = llvm.intr.fma(%arg0, %arg1, %arg0)  {fastmathFlags = #llvm.fastmath<contract>} : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : vector<4xf32>, f64, vector<4xf32>, vector<4xf32>
func.func @fastmath_and_vectors(%v: vector<4xf32>, %w: vector<4xf32>, %d: f64) -> (vector<4xf32>, f64, vector<4xf32>, vector<4xf32>) {
  %0 = math.exp %v fastmath<fast> : vector<4xf32>
  %1 = math.sqrt %d fastmath<nnan,ninf> : f64
  %2 = math.powf %v, %w : vector<4xf32>
  %3 = math.fma %v, %w, %v fastmath<contract> : vector<4xf32>
  return %0, %1, %2, %3 : vector<4xf32>, f64, vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @expansions(
// CHECK: %[[V0:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[V1:.*]] = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK: %[[V2:.*]] = llvm.fsub %[[V1]], %[[V0]]  : f32
// CHECK: %[[V3:.*]] = llvm.mlir.constant(1.000000e+00 : f64) : f64
// CHECK: %[[V4:.*]] = llvm.intr.sqrt(%arg2)  {fastmathFlags = #llvm.fastmath<nnan>} : (f64) -> f64
// CHECK: %[[V5:.*]] = llvm.fdiv %[[V3]], %[[V4]]  {fastmathFlags = #llvm.fastmath<nnan>} : f64
// CHECK: %[[V6:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[V7:.*]] = llvm.fadd %[[V6]], %arg0  {fastmathFlags = #llvm.fastmath<ninf>} : f32
// CHECK: %[[V8:.*]] = llvm.intr.log(%[[V7]])  {fastmathFlags = #llvm.fastmath<ninf>} : (f32) -> f32
// CHECK: %[[V9:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK: %[[V10:.*]] = llvm.intr.exp(%arg1)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
// CHECK: %[[V11:.*]] = llvm.fsub %[[V10]], %[[V9]]  {fastmathFlags = #llvm.fastmath<fast>} : vector<4xf32>
// CHECK: %[[V12:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK: %[[V13:.*]] = llvm.intr.sqrt(%arg1)  : (vector<4xf32>) -> vector<4xf32>
// CHECK: %[[V14:.*]] = llvm.fdiv %[[V12]], %[[V13]]  : vector<4xf32>
// CHECK: %[[V15:.*]] = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK: %[[V16:.*]] = llvm.fadd %[[V15]], %arg1  : vector<4xf32>
// CHECK: %[[V17:.*]] = llvm.intr.log(%[[V16]])  : (vector<4xf32>) -> vector<4xf32>
// CHECK: return %[[V2]], %[[V5]], %[[V8]], %[[V11]], %[[V14]], %[[V17]] : f32, f64, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>
func.func @expansions(%x: f32, %v: vector<4xf32>, %d: f64) -> (f32, f64, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = math.expm1 %x : f32
  %1 = math.rsqrt %d fastmath<nnan> : f64
  %2 = math.log1p %x fastmath<ninf> : f32
  %3 = math.expm1 %v fastmath<fast> : vector<4xf32>
  %4 = math.rsqrt %v : vector<4xf32>
  %5 = math.log1p %v : vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @left_alone(
// CHECK: %[[V0:.*]] = math.acos %arg0 : f32
// CHECK: %[[V1:.*]] = math.acosh %arg0 : f32
// CHECK: %[[V2:.*]] = math.asin %arg0 : f32
// CHECK: %[[V3:.*]] = math.asinh %arg0 : f32
// CHECK: %[[V4:.*]] = math.atan %arg0 : f32
// CHECK: %[[V5:.*]] = math.atanh %arg0 : f32
// CHECK: %[[V6:.*]] = math.cbrt %arg0 : f32
// CHECK: %[[V7:.*]] = math.cosh %arg0 : f32
// CHECK: %[[V8:.*]] = math.erf %arg0 : f32
// CHECK: %[[V9:.*]] = math.sinh %arg0 : f32
// CHECK: %[[V10:.*]] = math.tan %arg0 : f32
// CHECK: %[[V11:.*]] = math.tanh %arg0 : f32
// CHECK: %[[V12:.*]] = math.atan2 %arg0, %arg1 : f32
// CHECK: %[[V13:.*]] = math.ipowi %arg2, %arg2 : i32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32
func.func @left_alone(%x: f32, %y: f32, %a: i32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32) {
  %0 = math.acos %x : f32
  %1 = math.acosh %x : f32
  %2 = math.asin %x : f32
  %3 = math.asinh %x : f32
  %4 = math.atan %x : f32
  %5 = math.atanh %x : f32
  %6 = math.cbrt %x : f32
  %7 = math.cosh %x : f32
  %8 = math.erf %x : f32
  %9 = math.sinh %x : f32
  %10 = math.tan %x : f32
  %11 = math.tanh %x : f32
  %12 = math.atan2 %x, %y : f32
  %13 = math.ipowi %a, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, i32
}

// CHECK-LABEL: func.func @discardable_attrs(
// CHECK: %[[V0:.*]] = llvm.intr.exp(%arg0)  {foo} : (f32) -> f32
// CHECK: %[[V1:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[V2:.*]] = llvm.intr.sqrt(%arg0)  {bar, fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK: %[[V3:.*]] = llvm.fdiv %[[V1]], %[[V2]]  {bar, fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %[[V4:.*]] = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i32) -> i32
// CHECK: return %[[V0]], %[[V3]], %[[V4]] : f32, f32, i32
func.func @discardable_attrs(%x: f32, %a: i32) -> (f32, f32, i32) {
  %0 = math.exp %x {foo} : f32
  %1 = math.rsqrt %x fastmath<fast> {bar} : f32
  %2 = math.ctlz %a {baz} : i32
  return %0, %1, %2 : f32, f32, i32
}
