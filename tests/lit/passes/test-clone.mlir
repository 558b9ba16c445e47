// RUN: irlite-opt %s -pass-pipeline="builtin.module(func.func(test-clone))" | FileCheck %s
// RUN: irlite-opt %s -test-take-body | FileCheck %s --check-prefix=TAKE
// test-clone clones a function's body after itself through a builder whose listener
// prints each inserted op (nested ones in pre-order); test-take-body moves @bar's body
// into @foo. The CHECK lines are mlir-opt 19's output for this file.

// CHECK:      notifyOperationInserted: scf.execute_region
// CHECK-NEXT: notifyOperationInserted: arith.addi
// CHECK-NEXT: notifyOperationInserted: scf.yield
// CHECK-NEXT: notifyOperationInserted: func.return
// CHECK:      func.func @foo(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 {
// CHECK-NEXT:     %2 = arith.addi %arg0, %arg0 : i32
// CHECK:        %1 = scf.execute_region -> i32 {
// CHECK-NEXT:     %2 = arith.addi %0, %0 : i32
// CHECK:        return %1 : i32

// TAKE:      func.func @foo(%arg0: i32) -> i32 {
// TAKE-NEXT:   %c7_i32 = arith.constant 7 : i32
// TAKE-NEXT:   return %c7_i32 : i32
// TAKE:      func.func private @bar(i32) -> i32{{$}}
func.func @foo(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
func.func private @bar(%b: i32) -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
