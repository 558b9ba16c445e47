// Block merging at region-simplify=aggressive: mismatched operands become arguments, then the branches fold to selects.
// RUN: irlite-opt %s --canonicalize=region-simplify=aggressive | FileCheck %s
// Expected output: mlir-opt 19 with the same pass options on this file.

// CHECK-LABEL: func.func @merge_args(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %0, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @merge_succ_args(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

func.func @merge_args(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[%c0] : memref<4xi32>
  cf.br ^bb3
^bb2:
  memref.store %b, %m[%c0] : memref<4xi32>
  cf.br ^bb3
^bb3:
  return
}
func.func @merge_succ_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %0 = arith.addi %x, %x : i32
  cf.br ^bb3(%0 : i32)
^bb2(%y: i32):
  %1 = arith.addi %y, %y : i32
  cf.br ^bb3(%1 : i32)
^bb3(%r: i32):
  return %r : i32
}
