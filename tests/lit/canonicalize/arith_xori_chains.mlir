// xori folds: (x^a)^a, (a^x)^a, a^(x^a) and a^(a^x) are x (MLIR's XOrIOp::fold).
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   return %arg0, %arg0, %arg0, %arg0 : i32, i32, i32, i32
// CHECK-NEXT: }

func.func @f(%x: i32, %a: i32) -> (i32, i32, i32, i32) {
  %0 = arith.xori %x, %a : i32
  %r0 = arith.xori %0, %a : i32
  %1 = arith.xori %a, %x : i32
  %r1 = arith.xori %1, %a : i32
  %2 = arith.xori %x, %a : i32
  %r2 = arith.xori %a, %2 : i32
  %3 = arith.xori %a, %x : i32
  %r3 = arith.xori %a, %3 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}
