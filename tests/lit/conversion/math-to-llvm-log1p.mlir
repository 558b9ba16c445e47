// RUN: irlite-opt %s --convert-math-to-llvm=approximate-log1p=false | FileCheck %s
//
// Without approximate-log1p, math.log1p is left alone; CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @log1p(
// CHECK: %[[V0:.*]] = math.log1p %arg0 : f32
// CHECK: %[[V1:.*]] = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK: return %[[V0]], %[[V1]] : f32, f32
func.func @log1p(%x: f32) -> (f32, f32) {
  %0 = math.log1p %x : f32
  %1 = math.log %x : f32
  return %0, %1 : f32, f32
}
