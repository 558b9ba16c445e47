// RUN: irlite-opt %s --mlir-print-value-users | FileCheck %s
// --mlir-print-value-users names the users of each value in comments: after each op
// (an op without results gets an id; the function itself took %0), and at the start of
// each block for its arguments. The CHECK lines are mlir-opt 19's output.

// CHECK:      func.func @f(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   // %arg0 is used by %2, %1
// CHECK-NEXT:   // %arg1 is unused
// CHECK-NEXT:   %1 = arith.addi %arg0, %arg0 : i32 // user: %2
// CHECK-NEXT:   %2 = arith.muli %1, %arg0 : i32 // users: %4, %3
// CHECK-NEXT:   %alloc = memref.alloc() : memref<i32> // user: %3
// CHECK-NEXT:   memref.store %2, %alloc[] : memref<i32> // id: %3
// CHECK-NEXT:   return %2 : i32 // id: %4
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %a : i32
  %m = memref.alloc() : memref<i32>
  memref.store %1, %m[] : memref<i32>
  return %1 : i32
}
