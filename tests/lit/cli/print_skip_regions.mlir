// RUN: irlite-opt %s --mlir-print-skip-regions | FileCheck %s
// RUN: irlite-opt %s --no-implicit-module --mlir-print-skip-regions | FileCheck %s --check-prefix=FUNC
// --mlir-print-skip-regions prints each region as {...}. The CHECK lines are mlir-opt
// 19's output.

// CHECK: module {...}
// CHECK-NOT: return
// FUNC: func.func @f(%arg0: i32) -> i32 {...}
// FUNC-NOT: return
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
