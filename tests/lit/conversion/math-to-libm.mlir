// RUN: irlite-opt %s --convert-math-to-libm | FileCheck %s --match-full-lines
//
// convert-math-to-libm: f32/f64 math ops -> calls of libm (erff/erf, fabs, pow, ...), each
// function declared once, private and llvm.readnone, at the start of the nearest symbol
// table (a declaration already there is used as it is); fast-math flags are dropped;
// f16/bf16 ops run in f32 between extf and truncf; vector ops are unrolled per element;
// constants fold first. CHECK lines are mlir-opt 19's output.

// CHECK:      module {
// CHECK-NEXT:   func.func private @atan2(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @sinf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @roundevenf(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @fabs(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @pow(f64, f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:   func.func private @erff(f32) -> f32 attributes {llvm.readnone}
// CHECK-NEXT:   func.func @scalars(%arg0: f32, %arg1: f64) -> (f32, f64, f32, f64, f64, f32) {
// CHECK-NEXT:     %0 = call @erff(%arg0) : (f32) -> f32
// CHECK-NEXT:     %1 = call @erf(%arg1) : (f64) -> f64
// CHECK-NEXT:     %2 = call @atan2f(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:     %3 = call @pow(%arg1, %arg1) : (f64, f64) -> f64
// CHECK-NEXT:     %4 = call @fabs(%arg1) : (f64) -> f64
// CHECK-NEXT:     %5 = call @roundevenf(%arg0) : (f32) -> f32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f64, f64, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @promoted(%arg0: f16, %arg1: vector<2x2xbf16>, %arg2: vector<2xf64>) -> (f16, vector<2x2xbf16>, vector<2xf64>) {
// CHECK-NEXT:     %0 = arith.extf %arg0 : f16 to f32
// CHECK-NEXT:     %1 = call @tanhf(%0) : (f32) -> f32
// CHECK-NEXT:     %2 = arith.truncf %1 : f32 to f16
// CHECK-NEXT:     %cst = arith.constant dense<0.000000e+00> : vector<2x2xbf16>
// CHECK-NEXT:     %3 = vector.extract %arg1[0, 0] : bf16 from vector<2x2xbf16>
// CHECK-NEXT:     %4 = arith.extf %3 : bf16 to f32
// CHECK-NEXT:     %5 = call @sinf(%4) : (f32) -> f32
// CHECK-NEXT:     %6 = arith.truncf %5 : f32 to bf16
// CHECK-NEXT:     %7 = vector.insert %6, %cst [0, 0] : bf16 into vector<2x2xbf16>
// CHECK-NEXT:     %8 = vector.extract %arg1[0, 1] : bf16 from vector<2x2xbf16>
// CHECK-NEXT:     %9 = arith.extf %8 : bf16 to f32
// CHECK-NEXT:     %10 = call @sinf(%9) : (f32) -> f32
// CHECK-NEXT:     %11 = arith.truncf %10 : f32 to bf16
// CHECK-NEXT:     %12 = vector.insert %11, %7 [0, 1] : bf16 into vector<2x2xbf16>
// CHECK-NEXT:     %13 = vector.extract %arg1[1, 0] : bf16 from vector<2x2xbf16>
// CHECK-NEXT:     %14 = arith.extf %13 : bf16 to f32
// CHECK-NEXT:     %15 = call @sinf(%14) : (f32) -> f32
// CHECK-NEXT:     %16 = arith.truncf %15 : f32 to bf16
// CHECK-NEXT:     %17 = vector.insert %16, %12 [1, 0] : bf16 into vector<2x2xbf16>
// CHECK-NEXT:     %18 = vector.extract %arg1[1, 1] : bf16 from vector<2x2xbf16>
// CHECK-NEXT:     %19 = arith.extf %18 : bf16 to f32
// CHECK-NEXT:     %20 = call @sinf(%19) : (f32) -> f32
// CHECK-NEXT:     %21 = arith.truncf %20 : f32 to bf16
// CHECK-NEXT:     %22 = vector.insert %21, %17 [1, 1] : bf16 into vector<2x2xbf16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<0.000000e+00> : vector<2xf64>
// CHECK-NEXT:     %23 = vector.extract %arg2[0] : f64 from vector<2xf64>
// CHECK-NEXT:     %24 = vector.extract %arg2[0] : f64 from vector<2xf64>
// CHECK-NEXT:     %25 = call @atan2(%23, %24) : (f64, f64) -> f64
// CHECK-NEXT:     %26 = vector.insert %25, %cst_0 [0] : f64 into vector<2xf64>
// CHECK-NEXT:     %27 = vector.extract %arg2[1] : f64 from vector<2xf64>
// CHECK-NEXT:     %28 = vector.extract %arg2[1] : f64 from vector<2xf64>
// CHECK-NEXT:     %29 = call @atan2(%27, %28) : (f64, f64) -> f64
// CHECK-NEXT:     %30 = vector.insert %29, %26 [1] : f64 into vector<2xf64>
// CHECK-NEXT:     return %2, %22, %30 : f16, vector<2x2xbf16>, vector<2xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @folded() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0.841470957 : f32
// CHECK-NEXT:     return %cst_0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @cosf(f32) -> f32
// CHECK-NEXT:   func.func @declared(%arg0: f32) -> f32 {
// CHECK-NEXT:     %0 = call @cosf(%arg0) : (f32) -> f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   module @inner {
// CHECK-NEXT:     func.func private @cbrt(f64) -> f64 attributes {llvm.readnone}
// CHECK-NEXT:     func.func @nested(%arg0: f64) -> f64 {
// CHECK-NEXT:       %0 = call @cbrt(%arg0) : (f64) -> f64
// CHECK-NEXT:       return %0 : f64
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

func.func @scalars(%a: f32, %b: f64) -> (f32, f64, f32, f64, f64, f32) {
  %0 = math.erf %a : f32
  %1 = math.erf %b : f64
  %2 = math.atan2 %a, %a fastmath<fast> : f32
  %3 = math.powf %b, %b : f64
  %4 = math.absf %b : f64
  %5 = math.roundeven %a : f32
  return %0, %1, %2, %3, %4, %5 : f32, f64, f32, f64, f64, f32
}

func.func @promoted(%h: f16, %v: vector<2x2xbf16>, %w: vector<2xf64>) -> (f16, vector<2x2xbf16>, vector<2xf64>) {
  %0 = math.tanh %h fastmath<fast> : f16
  %1 = math.sin %v : vector<2x2xbf16>
  %2 = math.atan2 %w, %w : vector<2xf64>
  return %0, %1, %2 : f16, vector<2x2xbf16>, vector<2xf64>
}

func.func @folded() -> f32 {
  %c = arith.constant 1.0 : f32
  %0 = math.sin %c : f32
  return %0 : f32
}

func.func private @cosf(f32) -> f32

func.func @declared(%a: f32) -> f32 {
  %0 = math.cos %a : f32
  return %0 : f32
}

module @inner {
  func.func @nested(%a: f64) -> f64 {
    %0 = math.cbrt %a : f64
    return %0 : f64
  }
}
