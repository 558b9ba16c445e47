// RUN: irlite-opt %s --math-legalize-to-f32 | FileCheck %s

// math ops of f16/bf16 computed in f32 between extf and truncf (fastmath<contract>).
// Every CHECK line is mlir-opt 19's output for this file.

// narrow floats compute in f32; each value is extended once; results truncate back
func.func @narrow(%a: f16, %b: bf16, %n: i32) -> (f16, bf16, f16) {
  %0 = math.sin %a fastmath<nsz> : f16
  %1 = math.fpowi %0, %n : f16, i32
  %2 = math.atan2 %b, %b : bf16
  return %0, %2, %1 : f16, bf16, f16
}
// CHECK-LABEL: func.func @narrow(%arg0: f16, %arg1: bf16, %arg2: i32) -> (f16, bf16, f16) {
// CHECK-NEXT:    %0 = arith.extf %arg1 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    %1 = arith.extf %arg0 fastmath<contract> : f16 to f32
// CHECK-NEXT:    %2 = math.sin %1 fastmath<nsz> : f32
// CHECK-NEXT:    %3 = arith.truncf %2 fastmath<contract> : f32 to f16
// CHECK-NEXT:    %4 = arith.extf %3 fastmath<contract> : f16 to f32
// CHECK-NEXT:    %5 = math.fpowi %4, %arg2 : f32, i32
// CHECK-NEXT:    %6 = arith.truncf %5 fastmath<contract> : f32 to f16
// CHECK-NEXT:    %7 = math.atan2 %0, %0 : f32
// CHECK-NEXT:    %8 = arith.truncf %7 fastmath<contract> : f32 to bf16
// CHECK-NEXT:    return %3, %8, %6 : f16, bf16, f16
// CHECK-NEXT:  }

// math.fma stays; f32, f64 and other dialects' ops are left alone
func.func @left(%a: f16, %x: f64, %v: vector<2xf16>) -> (f16, f64, f16, vector<2xf16>) {
  %0 = math.fma %a, %a, %a : f16
  %1 = math.exp %x : f64
  %2 = arith.addf %a, %a : f16
  %3 = math.floor %v : vector<2xf16>
  return %0, %1, %2, %3 : f16, f64, f16, vector<2xf16>
}
// CHECK-LABEL: func.func @left(%arg0: f16, %arg1: f64, %arg2: vector<2xf16>) -> (f16, f64, f16, vector<2xf16>) {
// CHECK-NEXT:    %0 = arith.extf %arg2 fastmath<contract> : vector<2xf16> to vector<2xf32>
// CHECK-NEXT:    %1 = math.fma %arg0, %arg0, %arg0 : f16
// CHECK-NEXT:    %2 = math.exp %arg1 : f64
// CHECK-NEXT:    %3 = arith.addf %arg0, %arg0 : f16
// CHECK-NEXT:    %4 = math.floor %0 : vector<2xf32>
// CHECK-NEXT:    %5 = arith.truncf %4 fastmath<contract> : vector<2xf32> to vector<2xf16>
// CHECK-NEXT:    return %1, %2, %3, %5 : f16, f64, f16, vector<2xf16>
// CHECK-NEXT:  }
