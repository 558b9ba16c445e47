// MLIR's TestSCFParallelLoopCollapsing: dimensions grouped by collapsed-indices-N are
// normalized (trip counts folded where constant) and combined into one dimension each;
// the body recovers them with remsi/divsi; loops of another size get an error.
// RUN: irlite-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(test-scf-parallel-loop-collapsing{collapsed-indices-0=0,2 collapsed-indices-1=1}))' -verify-diagnostics | FileCheck %s
// Expected output: mlir-opt 19 with the same pipeline on this file.

// CHECK-LABEL: func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = arith.subi %arg1, %arg0 : index
// CHECK-NEXT:    %1 = arith.ceildivsi %0, %arg2 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %c1_1 = arith.constant 1 : index
// CHECK-NEXT:    %c1_2 = arith.constant 1 : index
// CHECK-NEXT:    %2 = arith.muli %c1_2, %1 : index
// CHECK-NEXT:    %3 = arith.muli %2, %c2 : index
// CHECK-NEXT:    %c1_3 = arith.constant 1 : index
// CHECK-NEXT:    %4 = arith.muli %c1_3, %arg3 : index
// CHECK-NEXT:    scf.parallel (%arg4, %arg5) = (%c0_0, %c0_0) to (%3, %4) step (%c1_1, %c1_1) {
// CHECK-NEXT:      %5 = arith.remsi %arg4, %c2 : index
// CHECK-NEXT:      %6 = arith.divsi %arg4, %c2 : index
// CHECK-NEXT:      %7 = arith.addi %5, %c1 : index
// CHECK-NEXT:      %8 = arith.muli %6, %arg2 : index
// CHECK-NEXT:      %9 = arith.addi %8, %arg0 : index
// CHECK-NEXT:      "use"(%9, %arg5, %7) : (index, index, index) -> ()
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%arg4) = (%c0) to (%arg3) step (%c1) {
// CHECK-NEXT:      "use"(%arg4) : (index) -> ()
// CHECK-NEXT:      scf.reduce 
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dynamic(%lb: index, %ub: index, %step: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j, %k) = (%lb, %c0, %c1) to (%ub, %n, %c3) step (%step, %c1, %c1) {
    "use"(%i, %j, %k) : (index, index, index) -> ()
  }
  // expected-error@+1 {{'scf.parallel' op has 1 iter args while this limited functionality testing pass was configured only for loops with exactly 3 iter args.}}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "use"(%i) : (index) -> ()
  }
  return
}
