// The --mlir-print-ir-* dumps as mlir-opt 19 writes them (stderr, byte for byte:
// the CHECK lines below are mlir-opt 19's output for the same command line). A dump
// of a nested op (the func.func a nested pass ran on) ends at its closing brace and
// one blank line follows; a top-level op prints as a whole file does, so two follow.
// Predecessor comments list one entry per edge, repeated edges included, in block
// order.

// RUN: irlite-opt %s --mlir-print-ir-after-all --pass-pipeline='builtin.module(func.func(cse),canonicalize)' 2>&1 >/dev/null | FileCheck %s --match-full-lines
// CHECK: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @g(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb3, ^bb2
// CHECK-NEXT: ^bb1:  // no predecessors
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:   cf.switch %arg1 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     1: ^bb4,
// CHECK-NEXT:     2: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb5:  // pred: ^bb5
// CHECK-NEXT:   cf.br ^bb5
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       1: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// --mlir-print-ir-after-change only filters what the other flags select: alone it
// prints nothing (mlir-opt 19).
// RUN: irlite-opt %s --mlir-print-ir-after-change --canonicalize 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE --allow-empty
// CHANGE-NOT: {{.}}

// --mlir-print-ir-after-failure prints only the dumps of failed passes; IR that
// fails the verifier prints in the generic form, as MLIR's printer falls back to it
// (mlir-opt 19 does so for its test-pass-create-invalid-ir; irlite's test-break-ir
// erases a terminator).
// RUN: not irlite-opt %s --cse --test-break-ir --mlir-print-ir-after-failure 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILED
// FAILED-NOT: IR Dump After CSE
// FAILED: // -----// IR Dump After TestBreakIR Failed (test-break-ir) //----- //
// FAILED-NEXT: "builtin.module"() ({

func.func @g(%c: i1, %d: i32) {
  cf.cond_br %c, ^bb3, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.switch %d : i32, [default: ^bb3, 1: ^bb4, 2: ^bb3]
^bb3:
  cf.br ^bb2
^bb4:
  return
^bb5:
  cf.br ^bb5
}
