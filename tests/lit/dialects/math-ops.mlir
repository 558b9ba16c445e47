// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// CHECK lines are mlir-opt 19's output for this file.
// Every MLIR 19 math op, with and without fast-math flags.

func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %j: i32, %v: vector<4xf32>, %t: tensor<?xf64>, %vi: vector<4xi16>) {
  %0 = math.absf %x : f32
  %1 = math.acos %v fastmath<nnan,ninf> : vector<4xf32>
  %2 = math.acosh %t fastmath<fast> : tensor<?xf64>
  %3 = math.asin %x : f32
  %4 = math.asinh %v fastmath<none> : vector<4xf32>
  %5 = math.atan %t : tensor<?xf64>
  %6 = math.atanh %x fastmath<nnan,ninf> : f32
  %7 = math.cbrt %v fastmath<fast> : vector<4xf32>
  %8 = math.ceil %t : tensor<?xf64>
  %9 = math.cos %x fastmath<none> : f32
  %10 = math.cosh %v : vector<4xf32>
  %11 = math.erf %t fastmath<nnan,ninf> : tensor<?xf64>
  %12 = math.exp %x fastmath<fast> : f32
  %13 = math.exp2 %v : vector<4xf32>
  %14 = math.expm1 %t fastmath<none> : tensor<?xf64>
  %15 = math.floor %x : f32
  %16 = math.log %v fastmath<nnan,ninf> : vector<4xf32>
  %17 = math.log10 %t fastmath<fast> : tensor<?xf64>
  %18 = math.log1p %x : f32
  %19 = math.log2 %v fastmath<none> : vector<4xf32>
  %20 = math.round %t : tensor<?xf64>
  %21 = math.roundeven %x fastmath<nnan,ninf> : f32
  %22 = math.rsqrt %v fastmath<fast> : vector<4xf32>
  %23 = math.sin %t : tensor<?xf64>
  %24 = math.sinh %x fastmath<none> : f32
  %25 = math.sqrt %v : vector<4xf32>
  %26 = math.tan %t fastmath<nnan,ninf> : tensor<?xf64>
  %27 = math.tanh %x fastmath<fast> : f32
  %28 = math.trunc %v : vector<4xf32>
  %29 = math.atan2 %x, %y fastmath<contract> : f32
  %30 = math.atan2 %v, %v : vector<4xf32>
  %31 = math.copysign %x, %y fastmath<contract> : f32
  %32 = math.copysign %v, %v : vector<4xf32>
  %33 = math.powf %x, %y fastmath<contract> : f32
  %34 = math.powf %v, %v : vector<4xf32>
  %35 = math.fma %x, %y, %z fastmath<fast> : f32
  %36 = math.fma %t, %t, %t : tensor<?xf64>
  %37 = math.fpowi %x, %i : f32, i32
  %38 = math.fpowi %v, %vi fastmath<afn> : vector<4xf32>, vector<4xi16>
  %39 = math.absi %i : i32
  %40 = math.ctlz %i : i32
  %41 = math.cttz %i : i32
  %42 = math.ctpop %i : i32
  %43 = math.ctpop %vi {tag = 1 : i64} : vector<4xi16>
  %44 = math.ipowi %i, %j : i32
  %45 = math.sqrt %x {fastmath = #arith.fastmath<reassoc>} : f32
  return
}

// CHECK: func.func @f(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: vector<4xf32>, %arg6: tensor<?xf64>, %arg7: vector<4xi16>) {
// CHECK-NEXT: %0 = math.absf %arg0 : f32
// CHECK-NEXT: %1 = math.acos %arg5 fastmath<nnan,ninf> : vector<4xf32>
// CHECK-NEXT: %2 = math.acosh %arg6 fastmath<fast> : tensor<?xf64>
// CHECK-NEXT: %3 = math.asin %arg0 : f32
// CHECK-NEXT: %4 = math.asinh %arg5 : vector<4xf32>
// CHECK-NEXT: %5 = math.atan %arg6 : tensor<?xf64>
// CHECK-NEXT: %6 = math.atanh %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %7 = math.cbrt %arg5 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %8 = math.ceil %arg6 : tensor<?xf64>
// CHECK-NEXT: %9 = math.cos %arg0 : f32
// CHECK-NEXT: %10 = math.cosh %arg5 : vector<4xf32>
// CHECK-NEXT: %11 = math.erf %arg6 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %12 = math.exp %arg0 fastmath<fast> : f32
// CHECK-NEXT: %13 = math.exp2 %arg5 : vector<4xf32>
// CHECK-NEXT: %14 = math.expm1 %arg6 : tensor<?xf64>
// CHECK-NEXT: %15 = math.floor %arg0 : f32
// CHECK-NEXT: %16 = math.log %arg5 fastmath<nnan,ninf> : vector<4xf32>
// CHECK-NEXT: %17 = math.log10 %arg6 fastmath<fast> : tensor<?xf64>
// CHECK-NEXT: %18 = math.log1p %arg0 : f32
// CHECK-NEXT: %19 = math.log2 %arg5 : vector<4xf32>
// CHECK-NEXT: %20 = math.round %arg6 : tensor<?xf64>
// CHECK-NEXT: %21 = math.roundeven %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %22 = math.rsqrt %arg5 fastmath<fast> : vector<4xf32>
// CHECK-NEXT: %23 = math.sin %arg6 : tensor<?xf64>
// CHECK-NEXT: %24 = math.sinh %arg0 : f32
// CHECK-NEXT: %25 = math.sqrt %arg5 : vector<4xf32>
// CHECK-NEXT: %26 = math.tan %arg6 fastmath<nnan,ninf> : tensor<?xf64>
// CHECK-NEXT: %27 = math.tanh %arg0 fastmath<fast> : f32
// CHECK-NEXT: %28 = math.trunc %arg5 : vector<4xf32>
// CHECK-NEXT: %29 = math.atan2 %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %30 = math.atan2 %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %31 = math.copysign %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %32 = math.copysign %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %33 = math.powf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %34 = math.powf %arg5, %arg5 : vector<4xf32>
// CHECK-NEXT: %35 = math.fma %arg0, %arg1, %arg2 fastmath<fast> : f32
// CHECK-NEXT: %36 = math.fma %arg6, %arg6, %arg6 : tensor<?xf64>
// CHECK-NEXT: %37 = math.fpowi %arg0, %arg3 : f32, i32
// CHECK-NEXT: %38 = math.fpowi %arg5, %arg7 fastmath<afn> : vector<4xf32>, vector<4xi16>
// CHECK-NEXT: %39 = math.absi %arg3 : i32
// CHECK-NEXT: %40 = math.ctlz %arg3 : i32
// CHECK-NEXT: %41 = math.cttz %arg3 : i32
// CHECK-NEXT: %42 = math.ctpop %arg3 : i32
// CHECK-NEXT: %43 = math.ctpop %arg7 {tag = 1 : i64} : vector<4xi16>
// CHECK-NEXT: %44 = math.ipowi %arg3, %arg4 : i32
// CHECK-NEXT: %45 = math.sqrt %arg0 fastmath<reassoc> : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
