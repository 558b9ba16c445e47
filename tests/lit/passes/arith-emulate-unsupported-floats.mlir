// RUN: irlite-opt %s '--arith-emulate-unsupported-floats=source-types=bf16,f16 target-type=f32' | FileCheck %s

// arith ops of bf16/f16 computed in f32 between extf and truncf (fastmath<contract>).
// Every CHECK line is mlir-opt 19's output for this file.

// each bf16 value is extended once, right after its definition; results truncate back
func.func @chain(%x: bf16, %y: bf16) -> (bf16, i1) {
  %c = arith.constant 2.0 : bf16
  %0 = arith.mulf %x, %c fastmath<nnan> : bf16
  %1 = arith.subf %0, %y : bf16
  %2 = arith.cmpf olt, %1, %x : bf16
  return %1, %2 : bf16, i1
}
// CHECK-LABEL: func.func @chain(%arg0: bf16, %arg1: bf16) -> (bf16, i1) {
// CHECK-NEXT:    %0 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %1 = arith.extf %arg0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT:    %2 = arith.extf %cst fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %3 = arith.mulf %1, %2 fastmath<nnan> : f32
// CHECK-NEXT:    %4 = arith.truncf %3 fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %5 = arith.extf %4 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %6 = arith.subf %5, %0 : f32
// CHECK-NEXT:    %7 = arith.truncf %6 fastmath<contract> : f32 to bf16
// CHECK-NEXT:    %8 = arith.extf %7 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %9 = arith.cmpf olt, %8, %1 : f32
// CHECK-NEXT:    return %7, %9 : bf16, i1
// CHECK-NEXT:  }

// vectors and f16 convert too; extf, truncf and other dialects' ops stay
func.func @mixed(%v: vector<2xf16>, %m: memref<4xf16>, %i: index) -> (vector<2xf32>, f16) {
  %0 = arith.negf %v : vector<2xf16>
  %1 = arith.extf %0 : vector<2xf16> to vector<2xf32>
  %a = memref.load %m[%i] : memref<4xf16>
  %2 = arith.maximumf %a, %a : f16
  return %1, %2 : vector<2xf32>, f16
}
// CHECK-LABEL: func.func @mixed(%arg0: vector<2xf16>, %arg1: memref<4xf16>, %arg2: index) -> (vector<2xf32>, f16) {
// CHECK-NEXT:    %0 = arith.extf %arg0 fastmath<contract> : vector<2xf16> to vector<2xf32>
// CHECK-NEXT:    %1 = arith.negf %0 : vector<2xf32>
// CHECK-NEXT:    %2 = arith.truncf %1 fastmath<contract> : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:    %3 = arith.extf %2 : vector<2xf16> to vector<2xf32>
// CHECK-NEXT:    %4 = memref.load %arg1[%arg2] : memref<4xf16>
// CHECK-NEXT:    return %3, %4 : vector<2xf32>, f16
// CHECK-NEXT:  }

// f32 is not a source type: nothing changes
func.func @untouched(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  return %0 : f32
}
// CHECK-LABEL: func.func @untouched(%arg0: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
