// cf branch canonicalization and region simplification (rules/cf_canon.py, cf_canon.rules).
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_same(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cond_same_diffargs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @passthrough(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @identical_blocks(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead_block(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused_arg(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: memref<4xi32>) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assert_true(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @br_single_pred(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  %1 = arith.muli %x, %x : i32
  return %1 : i32
}
func.func @cond_const(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  %z = arith.addi %y, %y : i32
  return %z : i32
}
func.func @cond_same(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @cond_same_diffargs(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @passthrough(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  return %x : i32
}
func.func @identical_blocks(%c: i1, %a: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %a, %m[%c0] : memref<4xi32>
  return
^bb2:
  memref.store %a, %m[%c0] : memref<4xi32>
  return
}
func.func @dead_block(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @unused_arg(%c: i1, %a: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  memref.store %a, %m[%c0] : memref<4xi32>
  cf.br ^bb2
^bb2:
  return
}
func.func @loop(%n: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  cf.cond_br %cmp, ^bb2, ^bb3
^bb2:
  memref.store %i, %m[%i0] : memref<4xi32>
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next : i32)
^bb3:
  return
}
func.func @assert_true(%a: i32) {
  %true = arith.constant true
  cf.assert %true, "ok"
  return
}
