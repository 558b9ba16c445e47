// RUN: irlite-opt %s --canonicalize | FileCheck %s

// MLIR 19's arith folders that look at operands' ops, poison and i0 (AndIOp/OrIOp/CmpIOp/
// ExtFOp/SelectOp/MulSIExtendedOp::fold, MulFOfNegF/DivFOfNegF). Every CHECK line is mlir-opt
// 19's output for this file.

// x & ~x = 0, x | ~x = -1, a & (a & b) = a & b
func.func @and_or_not(%x: i32, %v: vector<2xi8>, %b: i32) -> (i32, vector<2xi8>, i32, i32) {
  %m1 = arith.constant -1 : i32
  %vm1 = arith.constant dense<-1> : vector<2xi8>
  %n = arith.xori %x, %m1 : i32
  %0 = arith.andi %n, %x : i32
  %vn = arith.xori %v, %vm1 : vector<2xi8>
  %1 = arith.ori %v, %vn : vector<2xi8>
  %ab = arith.andi %x, %b : i32
  %2 = arith.andi %b, %ab : i32
  %3 = arith.ori %x, %n : i32
  return %0, %1, %2, %3 : i32, vector<2xi8>, i32, i32
}
// CHECK-LABEL: func.func @and_or_not(%arg0: i32, %arg1: vector<2xi8>, %arg2: i32) -> (i32, vector<2xi8>, i32, i32) {
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %cst = arith.constant dense<-1> : vector<2xi8>
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.andi %arg0, %arg2 : i32
// CHECK-NEXT:    return %c0_i32, %cst, %0, %c-1_i32 : i32, vector<2xi8>, i32, i32
// CHECK-NEXT:  }

// cmpi ne, ext(x : i1), 0 -> x; mulf/divf of two negf
func.func @ext_and_negf(%p: vector<2xi1>, %a: f32, %b: f32) -> (vector<2xi1>, f32, f32) {
  %z = arith.constant dense<0> : vector<2xi32>
  %e = arith.extui %p : vector<2xi1> to vector<2xi32>
  %0 = arith.cmpi ne, %e, %z : vector<2xi32>
  %na = arith.negf %a : f32
  %nb = arith.negf %b : f32
  %1 = arith.mulf %na, %nb fastmath<nnan> : f32
  %2 = arith.divf %na, %nb : f32
  return %0, %1, %2 : vector<2xi1>, f32, f32
}
// CHECK-LABEL: func.func @ext_and_negf(%arg0: vector<2xi1>, %arg1: f32, %arg2: f32) -> (vector<2xi1>, f32, f32) {
// CHECK-NEXT:    %0 = arith.mulf %arg1, %arg2 fastmath<nnan> : f32
// CHECK-NEXT:    %1 = arith.divf %arg1, %arg2 : f32
// CHECK-NEXT:    return %arg0, %0, %1 : vector<2xi1>, f32, f32
// CHECK-NEXT:  }

// extf(truncf(x)) is x when both contract; select of poison; bitcast between float types
func.func @casts(%x: f32, %y: f32, %c: i1, %i: i32) -> (f32, f32, i32, f16) {
  %t = arith.truncf %x fastmath<contract> : f32 to bf16
  %0 = arith.extf %t fastmath<contract> : bf16 to f32
  %u = arith.truncf %y : f32 to bf16
  %1 = arith.extf %u fastmath<contract> : bf16 to f32
  %p = ub.poison : i32
  %2 = arith.select %c, %p, %i : i32
  %h = arith.constant -2.0 : bf16
  %3 = arith.bitcast %h : bf16 to f16
  return %0, %1, %2, %3 : f32, f32, i32, f16
}
// CHECK-LABEL: func.func @casts(%arg0: f32, %arg1: f32, %arg2: i1, %arg3: i32) -> (f32, f32, i32, f16) {
// CHECK-NEXT:    %cst = arith.constant -2.000000e+00 : f16
// CHECK-NEXT:    %0 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT:    %1 = arith.extf %0 fastmath<contract> : bf16 to f32
// CHECK-NEXT:    return %arg0, %1, %arg3, %cst : f32, f32, i32, f16
// CHECK-NEXT:  }

// mulsi_extended / mului_extended of constants and by zero; i0 shifts
func.func @extended(%x: i32) -> (i32, i32, i8, i8, i0) {
  %z = arith.constant 0 : i32
  %lo, %hi = arith.mulsi_extended %x, %z : i32
  %a = arith.constant -3 : i8
  %b = arith.constant 100 : i8
  %l2, %h2 = arith.mului_extended %a, %b : i8
  %c0 = arith.constant 0 : i0
  %s = arith.shli %c0, %c0 : i0
  return %lo, %hi, %l2, %h2, %s : i32, i32, i8, i8, i0
}
// CHECK-LABEL: func.func @extended(%arg0: i32) -> (i32, i32, i8, i8, i0) {
// CHECK-NEXT:    %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c-44_i8 = arith.constant -44 : i8
// CHECK-NEXT:    %c98_i8 = arith.constant 98 : i8
// CHECK-NEXT:    return %c0_i32, %c0_i32, %c-44_i8, %c98_i8, %c0_i0 : i32, i32, i8, i8, i0
// CHECK-NEXT:  }
