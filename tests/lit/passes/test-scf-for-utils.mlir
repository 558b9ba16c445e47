// MLIR's TestSCFForUtilsPass{test-replace-with-new-yields}: each scf.for with results
// gets its inits again as new iteration arguments, which yield each old yielded value
// added to itself; uses of the inits inside the loop read the new arguments.
// RUN: irlite-opt %s -test-scf-for-utils=test-replace-with-new-yields | FileCheck %s
// Expected output: mlir-opt 19 with the same option on this file.

// CHECK-LABEL: func.func @two(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> (f32, f32) {
// CHECK-NEXT:    %0:4 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4, %arg8 = %arg3, %arg9 = %arg4) -> (f32, f32, f32, f32) {
// CHECK-NEXT:      %1 = arith.mulf %arg6, %arg8 : f32
// CHECK-NEXT:      %2 = arith.addf %1, %1 : f32
// CHECK-NEXT:      %3 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT:      scf.yield %1, %arg7, %2, %3 : f32, f32, f32, f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0#0, %0#1 : f32, f32
// CHECK-NEXT:  }
func.func @two(%lb: index, %ub: index, %step: index, %a: f32, %b: f32) -> (f32, f32) {
  %0:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (f32, f32) {
    %1 = arith.mulf %x, %a : f32
    scf.yield %1, %y : f32, f32
  }
  scf.for %i = %lb to %ub step %step {
  }
  return %0#0, %0#1 : f32, f32
}
