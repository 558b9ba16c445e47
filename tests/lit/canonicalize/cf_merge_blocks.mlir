// region-simplify=aggressive merges identical blocks (operands defined outside become block arguments; blocks with different ops stay).
// RUN: irlite-opt %s --canonicalize=region-simplify=aggressive | FileCheck %s
// Expected output: mlir-opt 19 with the same pass options on this file.

// CHECK-LABEL: func.func @three(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1(%arg2 : i32),
// CHECK-NEXT: 2: ^bb1(%arg3 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: memref.store %0, %arg4[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @internal(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.addi %2, %0 : i32
// CHECK-NEXT: memref.store %3, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @different(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %0, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i32, %arg1: memref<4xi32>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// CHECK-NEXT: %2 = arith.cmpi eq, %0, %arg2 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %3 = arith.select %2, %arg2, %arg3 : i32
// CHECK-NEXT: memref.store %3, %arg1[%c0] : memref<4xi32>
// CHECK-NEXT: %4 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @three(%c: i32, %a: i32, %b: i32, %d: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb2,
    2: ^bb3
  ]
^bb1:
  memref.store %a, %m[%c0] : memref<4xi32>
  cf.br ^bb4
^bb2:
  memref.store %b, %m[%c0] : memref<4xi32>
  cf.br ^bb4
^bb3:
  memref.store %d, %m[%c0] : memref<4xi32>
  cf.br ^bb4
^bb4:
  return
}
func.func @internal(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  %0 = arith.muli %x, %a : i32
  %1 = arith.addi %0, %x : i32
  memref.store %1, %m[%c0] : memref<4xi32>
  cf.br ^bb3
^bb2(%y: i32):
  %2 = arith.muli %y, %b : i32
  %3 = arith.addi %2, %y : i32
  memref.store %3, %m[%c0] : memref<4xi32>
  cf.br ^bb3
^bb3:
  return
}
func.func @different(%c: i1, %a: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %a : i32
  memref.store %0, %m[%c0] : memref<4xi32>
  cf.br ^bb3
^bb2:
  %1 = arith.muli %a, %a : i32
  memref.store %1, %m[%c0] : memref<4xi32>
  cf.br ^bb3
^bb3:
  return
}
func.func @loop(%n: i32, %m: memref<4xi32>, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  cf.br ^bb1(%c0 : i32)
^bb1(%i: i32):
  %cmp = arith.cmpi slt, %i, %n : i32
  %p = arith.cmpi eq, %i, %a : i32
  cf.cond_br %cmp, ^bb2, ^bb5
^bb2:
  cf.cond_br %p, ^bb3, ^bb4
^bb3:
  memref.store %a, %m[%i0] : memref<4xi32>
  %n1 = arith.addi %i, %c1 : i32
  cf.br ^bb1(%n1 : i32)
^bb4:
  memref.store %b, %m[%i0] : memref<4xi32>
  %n2 = arith.addi %i, %c1 : i32
  cf.br ^bb1(%n2 : i32)
^bb5:
  return
}
