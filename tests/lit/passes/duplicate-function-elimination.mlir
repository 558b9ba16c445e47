// RUN: irlite-opt %s --duplicate-function-elimination | FileCheck %s

// The CHECK lines are mlir-opt 19's output: a function equal to an earlier one up to names and locations goes and its calls name the first; swapped operands or another visibility keep a function.

func.func @add(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}

func.func @also_add(%x: f32, %y: f32) -> f32 {
  %0 = arith.addf %x, %y : f32
  return %0 : f32
}

func.func @add_swapped(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %b, %a : f32
  return %0 : f32
}

func.func private @private_add(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}

func.func @user(%a: f32, %b: f32) -> f32 {
  %0 = call @add(%a, %b) : (f32, f32) -> f32
  %1 = call @also_add(%0, %b) : (f32, f32) -> f32
  %2 = call @add_swapped(%1, %a) : (f32, f32) -> f32
  %3 = call @private_add(%2, %a) : (f32, f32) -> f32
  return %3 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @add(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @add_swapped(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg1, %arg0 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @private_add(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = call @add(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %1 = call @add(%0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:     %2 = call @add_swapped(%1, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:     %3 = call @private_add(%2, %arg0) : (f32, f32) -> f32
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
