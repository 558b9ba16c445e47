// Trivially dead ops: divisions (NoMemoryEffect), loads, allocations, scf.if with a pure body.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @dead(%arg0: i32, %arg1: i32, %arg2: memref<4xi32>, %arg3: i1) -> i32 {
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

func.func @dead(%a: i32, %b: i32, %m: memref<4xi32>, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %0 = arith.divsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.remsi %a, %b : i32
  %3 = memref.load %m[%c0] : memref<4xi32>
  %4 = memref.alloc() : memref<8xf32>
  %5 = scf.if %c -> (i32) {
    %6 = arith.divui %a, %b : i32
    scf.yield %6 : i32
  } else {
    scf.yield %a : i32
  }
  %7 = arith.divsi %a, %b : i32
  return %7 : i32
}
