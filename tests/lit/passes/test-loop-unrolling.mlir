// MLIR's TestLoopUnrollingPass: scf.for unrolled by a factor (constant bounds with an
// epilogue loop, dynamic bounds computed before the loop, iteration arguments chained
// through the copies, a one-iteration epilogue promoted, loop-depth and annotate).
// RUN: irlite-opt %s -test-loop-unrolling='unroll-factor=3' | FileCheck %s --check-prefix=BY3
// RUN: irlite-opt %s -test-loop-unrolling='unroll-factor=2 loop-depth=1 annotate=true' | FileCheck %s --check-prefix=INNER
// Expected output: mlir-opt 19 with the same options on this file.

// BY3-LABEL: func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// BY3-NEXT:    %cst = arith.constant 7.000000e+00 : f32
// BY3-NEXT:    %0 = arith.subi %arg1, %arg0 : index
// BY3-NEXT:    %c1 = arith.constant 1 : index
// BY3-NEXT:    %1 = arith.subi %arg2, %c1 : index
// BY3-NEXT:    %2 = arith.addi %0, %1 : index
// BY3-NEXT:    %3 = arith.divui %2, %arg2 : index
// BY3-NEXT:    %c3 = arith.constant 3 : index
// BY3-NEXT:    %4 = arith.remsi %3, %c3 : index
// BY3-NEXT:    %5 = arith.subi %3, %4 : index
// BY3-NEXT:    %6 = arith.muli %5, %arg2 : index
// BY3-NEXT:    %7 = arith.addi %arg0, %6 : index
// BY3-NEXT:    %8 = arith.muli %arg2, %c3 : index
// BY3-NEXT:    scf.for %arg4 = %arg0 to %7 step %8 {
// BY3-NEXT:      memref.store %cst, %arg3[%arg4] : memref<?xf32>
// BY3-NEXT:      %c1_0 = arith.constant 1 : index
// BY3-NEXT:      %9 = arith.muli %arg2, %c1_0 : index
// BY3-NEXT:      %10 = arith.addi %arg4, %9 : index
// BY3-NEXT:      memref.store %cst, %arg3[%10] : memref<?xf32>
// BY3-NEXT:      %c2 = arith.constant 2 : index
// BY3-NEXT:      %11 = arith.muli %arg2, %c2 : index
// BY3-NEXT:      %12 = arith.addi %arg4, %11 : index
// BY3-NEXT:      memref.store %cst, %arg3[%12] : memref<?xf32>
// BY3-NEXT:    }
// BY3-NEXT:    scf.for %arg4 = %7 to %arg1 step %arg2 {
// BY3-NEXT:      memref.store %cst, %arg3[%arg4] : memref<?xf32>
// BY3-NEXT:    }
// BY3-NEXT:    return
// BY3-NEXT:  }
// INNER-LABEL: func.func @dynamic(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
// INNER-NEXT:    %cst = arith.constant 7.000000e+00 : f32
// INNER-NEXT:    scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// INNER-NEXT:      memref.store %cst, %arg3[%arg4] : memref<?xf32>
// INNER-NEXT:    }
// INNER-NEXT:    return
// INNER-NEXT:  }
func.func @dynamic(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) {
  %c = arith.constant 7.0 : f32
  scf.for %i = %lb to %ub step %step {
    memref.store %c, %m[%i] : memref<?xf32>
  }
  return
}

// BY3-LABEL: func.func @iter_args(%arg0: f32, %arg1: f32) -> f32 {
// BY3-NEXT:    %c0 = arith.constant 0 : index
// BY3-NEXT:    %c10 = arith.constant 10 : index
// BY3-NEXT:    %c1 = arith.constant 1 : index
// BY3-NEXT:    %c9 = arith.constant 9 : index
// BY3-NEXT:    %c3 = arith.constant 3 : index
// BY3-NEXT:    %0 = scf.for %arg2 = %c0 to %c9 step %c3 iter_args(%arg3 = %arg0) -> (f32) {
// BY3-NEXT:      %2 = arith.addf %arg3, %arg1 : f32
// BY3-NEXT:      %3 = arith.addf %2, %arg1 : f32
// BY3-NEXT:      %4 = arith.addf %3, %arg1 : f32
// BY3-NEXT:      scf.yield %4 : f32
// BY3-NEXT:    }
// BY3-NEXT:    %1 = arith.addf %0, %arg1 : f32
// BY3-NEXT:    return %1 : f32
// BY3-NEXT:  }
// INNER-LABEL: func.func @iter_args(%arg0: f32, %arg1: f32) -> f32 {
// INNER-NEXT:    %c0 = arith.constant 0 : index
// INNER-NEXT:    %c10 = arith.constant 10 : index
// INNER-NEXT:    %c1 = arith.constant 1 : index
// INNER-NEXT:    %0 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0) -> (f32) {
// INNER-NEXT:      %1 = arith.addf %arg3, %arg1 : f32
// INNER-NEXT:      scf.yield %1 : f32
// INNER-NEXT:    }
// INNER-NEXT:    return %0 : f32
// INNER-NEXT:  }
func.func @iter_args(%a: f32, %b: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%s = %a) -> (f32) {
    %n = arith.addf %s, %b : f32
    scf.yield %n : f32
  }
  return %r : f32
}

// BY3-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// BY3-NEXT:    %c0 = arith.constant 0 : index
// BY3-NEXT:    %c1 = arith.constant 1 : index
// BY3-NEXT:    %c4 = arith.constant 4 : index
// BY3-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// BY3-NEXT:    %0 = arith.subi %arg1, %c0 : index
// BY3-NEXT:    %c1_0 = arith.constant 1 : index
// BY3-NEXT:    %1 = arith.subi %c1, %c1_0 : index
// BY3-NEXT:    %2 = arith.addi %0, %1 : index
// BY3-NEXT:    %3 = arith.divui %2, %c1 : index
// BY3-NEXT:    %c3 = arith.constant 3 : index
// BY3-NEXT:    %4 = arith.remsi %3, %c3 : index
// BY3-NEXT:    %5 = arith.subi %3, %4 : index
// BY3-NEXT:    %6 = arith.muli %5, %c1 : index
// BY3-NEXT:    %7 = arith.addi %c0, %6 : index
// BY3-NEXT:    %8 = arith.muli %c1, %c3 : index
// BY3-NEXT:    scf.for %arg2 = %c0 to %7 step %8 {
// BY3-NEXT:      scf.for %arg3 = %c0 to %c4 step %c1 {
// BY3-NEXT:        memref.store %cst, %arg0[%arg2, %arg3] : memref<?x?xf32>
// BY3-NEXT:      }
// BY3-NEXT:      %c1_1 = arith.constant 1 : index
// BY3-NEXT:      %9 = arith.muli %c1, %c1_1 : index
// BY3-NEXT:      %10 = arith.addi %arg2, %9 : index
// BY3-NEXT:      scf.for %arg3 = %c0 to %c4 step %c1 {
// BY3-NEXT:        memref.store %cst, %arg0[%10, %arg3] : memref<?x?xf32>
// BY3-NEXT:      }
// BY3-NEXT:      %c2 = arith.constant 2 : index
// BY3-NEXT:      %11 = arith.muli %c1, %c2 : index
// BY3-NEXT:      %12 = arith.addi %arg2, %11 : index
// BY3-NEXT:      scf.for %arg3 = %c0 to %c4 step %c1 {
// BY3-NEXT:        memref.store %cst, %arg0[%12, %arg3] : memref<?x?xf32>
// BY3-NEXT:      }
// BY3-NEXT:    }
// BY3-NEXT:    scf.for %arg2 = %7 to %arg1 step %c1 {
// BY3-NEXT:      scf.for %arg3 = %c0 to %c4 step %c1 {
// BY3-NEXT:        memref.store %cst, %arg0[%arg2, %arg3] : memref<?x?xf32>
// BY3-NEXT:      }
// BY3-NEXT:    }
// BY3-NEXT:    return
// BY3-NEXT:  }
// INNER-LABEL: func.func @nested(%arg0: memref<?x?xf32>, %arg1: index) {
// INNER-NEXT:    %c0 = arith.constant 0 : index
// INNER-NEXT:    %c1 = arith.constant 1 : index
// INNER-NEXT:    %c4 = arith.constant 4 : index
// INNER-NEXT:    %cst = arith.constant 1.000000e+00 : f32
// INNER-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// INNER-NEXT:      %c2 = arith.constant 2 : index
// INNER-NEXT:      scf.for %arg3 = %c0 to %c4 step %c2 {
// INNER-NEXT:        memref.store %cst, %arg0[%arg2, %arg3] {unrolled_iteration = 0 : ui32} : memref<?x?xf32>
// INNER-NEXT:        %c1_0 = arith.constant 1 : index
// INNER-NEXT:        %0 = arith.muli %c1, %c1_0 : index
// INNER-NEXT:        %1 = arith.addi %arg3, %0 : index
// INNER-NEXT:        memref.store %cst, %arg0[%arg2, %1] {unrolled_iteration = 1 : ui32} : memref<?x?xf32>
// INNER-NEXT:      }
// INNER-NEXT:    }
// INNER-NEXT:    return
// INNER-NEXT:  }
func.func @nested(%m: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %c, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
