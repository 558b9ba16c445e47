// RUN: irlite-opt %s -allow-unregistered-dialect -test-generic-ir-visitors | FileCheck %s
// RUN: irlite-opt %s -allow-unregistered-dialect -test-generic-ir-visitors-interrupt | FileCheck %s --check-prefix=INT
// The generic walk visits an op before each region and after the last; the interrupt
// variant stops or skips where the attributes say. The CHECK lines are mlir-opt 19's
// output for this file.

// CHECK:      step 0 op 'builtin.module' before all regions
// CHECK-NEXT: step 1 op 'func.func' before all regions
// CHECK-NEXT: step 2 op 'two' before all regions
// CHECK-NEXT: step 3 op 'a' before all regions
// CHECK-NEXT: step 4 op 'two' before region #1
// CHECK-NEXT: step 5 op 'b' before all regions
// CHECK-NEXT: step 6 op 'two' after all regions
// CHECK-NEXT: step 7 op 'skipped' before all regions
// CHECK-NEXT: step 8 op 'c' before all regions
// CHECK-NEXT: step 9 op 'skipped' after all regions
// CHECK-NEXT: step 10 op 'func.return' before all regions
// CHECK-NEXT: step 11 op 'func.func' after all regions
// CHECK-NEXT: step 12 op 'builtin.module' after all regions

// INT:      step 5 op 'b' before all regions
// INT-NEXT: step 6 op 'two' after all regions
// INT-NEXT: step 7 op 'func.return' before all regions
// INT-NEXT: step 8 walk was interrupted
func.func @f() attributes {interrupt_after_all = true} {
  "two"() ({
    "a"() : () -> ()
  }, {
    "b"() : () -> ()
  }) : () -> ()
  "skipped"() ({
    "c"() : () -> ()
  }) {skip_before_all = true} : () -> ()
  return
}
