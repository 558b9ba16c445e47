// Dead block arguments are dropped through cf.switch predecessors (region simplification).
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @sw(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: memref<4xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2(%arg2 : i32),
// CHECK-NEXT: 2: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: memref.store %arg1, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: memref.store %0, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @sw(%c: i32, %a: i32, %b: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a, %b : i32, i32),
    2: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  memref.store %a, %m[%c0] : memref<4xi32>
  return
^bb2(%y: i32, %z: i32):
  memref.store %z, %m[%c0] : memref<4xi32>
  return
}
