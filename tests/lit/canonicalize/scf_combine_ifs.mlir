// scf.if CombineIfs and CombineNestedIfs (rules/scf_canon.py), as MLIR 19.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %1, %arg2 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %arg1, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @combine_not(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @combine_noresults(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: memref.store %arg1, %arg2[%c1] : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: memref<4xi32>) -> (i32, i32) {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_noelse(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg2, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_bad(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @combine(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %y = arith.muli %0, %b : i32
    scf.yield %y : i32
  } else {
    %z = arith.subi %0, %b : i32
    scf.yield %z : i32
  }
  return %0, %1 : i32, i32
}
func.func @combine_not(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %i = arith.constant 0 : index
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  scf.if %n {
    memref.store %0, %m[%i] : memref<4xi32>
  }
  return %0 : i32
}
func.func @combine_noresults(%c: i1, %a: i32, %m: memref<4xi32>) {
  %i = arith.constant 0 : index
  %j = arith.constant 1 : index
  scf.if %c {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  scf.if %c {
    memref.store %a, %m[%j] : memref<4xi32>
  } else {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  return
}
func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> (i32, i32) {
  %0:2 = scf.if %c -> (i32, i32) {
    %1 = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %1, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @nested_noelse(%c: i1, %d: i1, %a: i32, %m: memref<4xi32>) {
  %i = arith.constant 0 : index
  scf.if %c {
    scf.if %d {
      memref.store %a, %m[%i] : memref<4xi32>
    }
  }
  return
}
func.func @nested_bad(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = scf.if %d -> (i32) {
      %x = arith.addi %a, %b : i32
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}
