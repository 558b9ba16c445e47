// irlite-run's errors: located diagnostics for the IR, one-line messages for the command line.
// RUN: not irlite-run %s --target interp 2>&1 | FileCheck %s --check-prefix=IR
// RUN: not irlite-run %S/../../../examples/reduction.mlir -e sum --target interp 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not irlite-run %S/../../../examples/reduction.mlir -e sum --target interp zeros:2x2 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not irlite-run %S/../../../examples/reduction.mlir -e nope --target interp 2>&1 | FileCheck %s --check-prefix=NAME

func.func @main() -> i64 {
  %x = arith.constant 1 : i32
  // IR: run-errors.mlir:[[# @LINE + 1]]:3: error: {{.*}}type of return operand 0 {{.*}} in function @main
  return %x : i32
}

// COUNT: irlite-run: error: 'sum' takes 1 argument (memref<?xf32>), got 0
// RANK: irlite-run: error: argument #0 ('zeros:2x2', for memref<?xf32>): shape 2x2 has rank 2, the memref has rank 1
// NAME: irlite-run: error: no public function named 'nope' in '{{.*}}reduction.mlir' (functions: 'sum', 'sum_i64', 'max')
