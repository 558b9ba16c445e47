// dce (irlite's own pass; mlir-opt 19 has none) erases trivially dead ops, chains included.
// RUN: irlite-opt %s --allow-unregistered-dialect --dce | FileCheck %s
// RUN: irlite-opt %s --allow-unregistered-dialect --dce --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// STATS: DCE
// STATS-NEXT: (S) 6 num-dce'd - Number of operations DCE'd

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %arg0, %arg1[%[[C0]]]
// CHECK-NEXT:    "x.op"(%arg0)
// CHECK-NEXT:    scf.if %arg2 -> (i32) {
// CHECK-NEXT:      memref.store
// CHECK:         return %arg0 : i32
func.func @f(%a: i32, %m: memref<4xi32>, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %i = arith.constant 0 : index
  %l = memref.load %m[%i] : memref<4xi32>
  %al = memref.alloc() : memref<4xi32>
  memref.store %a, %m[%i] : memref<4xi32>
  %u = "x.op"(%a) : (i32) -> i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %w = scf.if %c -> (i32) {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %a : i32
}
