// scf.if / scf.for canonicalization (rules/scf_canon.py): static conditions, unused results, selects, trip counts.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @if_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_false_noelse(%arg0: memref<4xi32>, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_unused(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_dead(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_zero(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_one(%arg0: i32, %arg1: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_fwd(%arg0: index, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) -> (i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg4 = %c0 to %arg0 step %c1 iter_args(%arg5 = %arg1) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg5, %arg2 : i32
// CHECK-NEXT: memref.store %1, %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_same_init(%arg0: index, %arg1: i32, %arg2: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1) -> (i32) {
// CHECK-NEXT: memref.store %arg4, %arg2[%arg3] : memref<4xi32>
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_dead(%arg0: index, %arg1: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_same_yield(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @if_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func @if_false_noelse(%m: memref<4xi32>, %a: i32) {
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  scf.if %false {
    memref.store %a, %m[%c0] : memref<4xi32>
  }
  return
}
func.func @if_unused(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %0, %1 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s, %a : i32, i32
  } else {
    memref.store %b, %m[%c0] : memref<4xi32>
    scf.yield %b, %b : i32, i32
  }
  return %1 : i32
}
func.func @if_dead(%c: i1, %a: i32, %b: i32) {
  %0 = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return
}
func.func @for_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @for_one(%a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    memref.store %y, %m[%i] : memref<4xi32>
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @for_fwd(%n: index, %a: i32, %b: i32, %m: memref<4xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %s = arith.addi %x, %y : i32
    memref.store %s, %m[%i] : memref<4xi32>
    scf.yield %s, %y, %z : i32, i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
func.func @for_same_init(%n: index, %a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    memref.store %x, %m[%i] : memref<4xi32>
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func @for_dead(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  return
}
func.func @if_same_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}
