// scf.for trivial loops and iter-arg forwarding; scf.if yields of true/false, empty branches.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @for_same_init_unused(%arg0: index, %arg1: i32, %arg2: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %arg1, %arg2[%arg3] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_empty(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_same_bounds(%arg0: index, %arg1: i32, %arg2: memref<4xi32>) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_one_step(%arg0: i32, %arg1: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: memref.store %0, %arg1[%c2] : memref<4xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_two(%arg0: i32, %arg1: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %1 = arith.addi %arg3, %arg3 : i32
// CHECK-NEXT: memref.store %1, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_nested_bool(%arg0: i1, %arg1: i32) -> i1 {
// CHECK-NEXT: return %arg0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_empty_else(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_empty(%arg0: i1) {
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @for_same_init_unused(%n: index, %a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %a : i32
  }
  return %0 : i32
}
func.func @for_empty(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return %0 : i32
}
func.func @for_same_bounds(%n: index, %a: i32, %m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> (i32) {
    memref.store %x, %m[%i] : memref<4xi32>
    scf.yield %x : i32
  }
  return %0 : i32
}
func.func @for_one_step(%a: i32, %m: memref<4xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = scf.for %i = %c2 to %c3 step %c5 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    memref.store %y, %m[%i] : memref<4xi32>
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @for_two(%a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %a) -> (i32) {
    %y = arith.addi %x, %x : i32
    memref.store %y, %m[%i] : memref<4xi32>
    scf.yield %y : i32
  }
  return %0 : i32
}
func.func @if_nested_bool(%c: i1, %a: i32) -> i1 {
  %0 = scf.if %c -> (i1) {
    %t = arith.constant true
    scf.yield %t : i1
  } else {
    %f = arith.constant false
    scf.yield %f : i1
  }
  return %0 : i1
}
func.func @if_empty_else(%c: i1, %a: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %a, %m[%c0] : memref<4xi32>
  } else {
  }
  return
}
func.func @if_empty(%c: i1) {
  scf.if %c {
  }
  return
}
