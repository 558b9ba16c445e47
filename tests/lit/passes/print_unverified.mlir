// IR a pass left invalid (only --verify-each=false lets it through) prints in
// the generic form, as mlir-opt's printer does for an op that fails verification.
// RUN: irlite-opt %s --test-break-ir --verify-each=false | FileCheck %s
// RUN: irlite-opt %s --test-break-ir --verify-each=false --mlir-print-op-generic | FileCheck %s
// CHECK:      "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// Valid IR keeps its custom form with --verify-each=false.
// RUN: irlite-opt %s --test-count --verify-each=false | FileCheck %s --check-prefix=VALID
// VALID: func.func @f() {
func.func @f() {
  return
}
