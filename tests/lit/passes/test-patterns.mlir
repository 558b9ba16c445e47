// RUN: irlite-opt %s -split-input-file -test-patterns | FileCheck %s
// RUN: irlite-opt %s -split-input-file -test-patterns="max-iterations=1 top-down=true" | FileCheck %s
// test-patterns is the greedy driver with folding: constants fold and hoist, dead ops go
// with the operands they leave dead. The CHECK lines are mlir-opt 19's output.

// CHECK-LABEL: func.func @fold_and_erase(%arg0: i1) -> i32 {
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    return %c3_i32 : i32
func.func @fold_and_erase(%arg0: i1) -> i32 {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  %if = scf.if %arg0 -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %1 : i32
  }
  %dead = arith.addi %if, %if : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
