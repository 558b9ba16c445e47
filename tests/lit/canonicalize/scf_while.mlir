// scf.while WhileConditionTruth and WhileUnusedResult (rules/scf_canon.py), as MLIR 19.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @truth(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %arg1, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT: %3 = arith.addi %arg3, %2 : i32
// CHECK-NEXT: scf.condition(%1) %arg2, %3 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @truth2(%arg0: i32, %arg1: i32, %arg2: memref<4xi1>) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg0 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: memref.store %true, %arg2[%c0] : memref<4xi1>
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @truth(%n: i32, %a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %0:2 = scf.while (%i = %a, %j = %a) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %n : i32
    %x = arith.extui %c : i1 to i32
    %y = arith.addi %j, %x : i32
    scf.condition(%c) %i, %y : i32, i32
  } do {
  ^bb0(%i2: i32, %y2: i32):
    %k = arith.addi %i2, %c1 : i32
    scf.yield %k, %y2 : i32, i32
  }
  return %0#0, %0#0 : i32, i32
}
func.func @truth2(%n: i32, %a: i32, %m: memref<4xi1>) -> i32 {
  %c0 = arith.constant 0 : index
  %0:2 = scf.while (%i = %a) : (i32) -> (i32, i1) {
    %c = arith.cmpi slt, %i, %n : i32
    scf.condition(%c) %i, %c : i32, i1
  } do {
  ^bb0(%i2: i32, %b: i1):
    memref.store %b, %m[%c0] : memref<4xi1>
    %one = arith.constant 1 : i32
    %k = arith.addi %i2, %one : i32
    scf.yield %k : i32
  }
  return %0#0 : i32
}
