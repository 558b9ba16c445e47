// RUN: irlite-opt %s -test-print-nesting | FileCheck %s
// RUN: irlite-opt %s -test-print-defuse | FileCheck %s --check-prefix=DEFUSE
// The IR-structure printing passes of MLIR's tutorial (TestPrintNesting,
// TestPrintDefUse). The CHECK lines are mlir-opt 19's output for this file.

// CHECK:      visiting op: 'builtin.module' with 0 operands and 0 results
// CHECK-NEXT:  1 nested regions:
// CHECK-NEXT:   Region with 1 blocks:
// CHECK-NEXT:     Block with 0 arguments, 0 successors, and 1 operations
// CHECK-NEXT:       visiting op: 'func.func' with 0 operands and 0 results
// CHECK-NEXT:       2 attributes:
// CHECK-NEXT:        - 'function_type' : '(i32) -> i32'
// CHECK-NEXT:        - 'sym_name' : '"f"'
// CHECK-NEXT:        1 nested regions:
// CHECK-NEXT:         Region with 1 blocks:
// CHECK-NEXT:           Block with 1 arguments, 0 successors, and 2 operations
// CHECK-NEXT:             visiting op: 'arith.muli' with 2 operands and 1 results

// DEFUSE:      Visiting op 'arith.muli' with 2 operands:
// DEFUSE-NEXT:   - Operand produced by Block argument, number 0
// DEFUSE-NEXT:   - Operand produced by Block argument, number 0
// DEFUSE-NEXT: Has 1 results:
// DEFUSE-NEXT:   - Result 0 has a single use:     - func.return
// DEFUSE:      Visiting op 'func.return' with 1 operands:
// DEFUSE-NEXT:   - Operand produced by operation 'arith.muli'
func.func @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
