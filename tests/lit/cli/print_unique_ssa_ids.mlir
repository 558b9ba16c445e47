// RUN: irlite-opt %s --mlir-print-unique-ssa-ids | FileCheck %s
// --mlir-print-unique-ssa-ids numbers values across regions, as the generic form does,
// instead of restarting in each region (the regions after the ops of their block, the
// last first). The CHECK lines are mlir-opt 19's output.

// CHECK:      scf.for %arg2 = %c0 to %c8 step %c1 {
// CHECK-NEXT:   %2 = arith.addi %arg2, %arg2 : index
// CHECK:      scf.for %arg1 = %c0 to %c8 step %c1 {
// CHECK-NEXT:   %1 = arith.addi %arg1, %arg1 : index
// CHECK:      %0 = arith.addi %arg0, %arg0 : index
func.func @f(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %0 = arith.addi %i, %i : index
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %0 = arith.addi %i, %i : index
  }
  %r = arith.addi %n, %n : index
  return %r : index
}
