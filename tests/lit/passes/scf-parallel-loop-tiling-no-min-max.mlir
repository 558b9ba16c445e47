// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(scf-parallel-loop-tiling{parallel-loop-tile-sizes=4,8 no-min-max-bounds})' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: no-min-max-bounds keeps the tile step as the inner bound and guards the body with an in-bound check.

// CHECK: module {
// CHECK-NEXT:   func.func @add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = arith.muli %c1, %c4 : index
// CHECK-NEXT:     %1 = arith.muli %c1, %c8 : index
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg2, %arg3) step (%0, %1) {
// CHECK-NEXT:       scf.parallel (%arg6, %arg7) = (%c0_0, %c0_0) to (%0, %1) step (%c1, %c1) {
// CHECK-NEXT:         %2 = arith.addi %arg6, %arg4 : index
// CHECK-NEXT:         %3 = arith.addi %arg7, %arg5 : index
// CHECK-NEXT:         %true = arith.constant true
// CHECK-NEXT:         %4 = arith.muli %arg6, %c1 : index
// CHECK-NEXT:         %5 = arith.addi %4, %arg4 : index
// CHECK-NEXT:         %6 = arith.cmpi ult, %5, %arg2 : index
// CHECK-NEXT:         %7 = arith.andi %true, %6 : i1
// CHECK-NEXT:         %8 = arith.muli %arg7, %c1 : index
// CHECK-NEXT:         %9 = arith.addi %8, %arg5 : index
// CHECK-NEXT:         %10 = arith.cmpi ult, %9, %arg3 : index
// CHECK-NEXT:         %11 = arith.andi %7, %10 : i1
// CHECK-NEXT:         scf.if %11 {
// CHECK-NEXT:           %12 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// CHECK-NEXT:           %13 = arith.addf %12, %12 : f32
// CHECK-NEXT:           memref.store %13, %arg1[%2, %3] : memref<?x?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.reduce 
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg1) step (%c4) {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c4_1 = arith.constant 4 : index
// CHECK-NEXT:       %0 = arith.muli %c1, %c4_1 : index
// CHECK-NEXT:       scf.parallel (%arg4) = (%c0) to (%arg2) step (%0) {
// CHECK-NEXT:         scf.parallel (%arg5) = (%c0_0) to (%0) step (%c1) {
// CHECK-NEXT:           %1 = arith.addi %arg5, %arg4 : index
// CHECK-NEXT:           %true = arith.constant true
// CHECK-NEXT:           %2 = arith.muli %arg5, %c1 : index
// CHECK-NEXT:           %3 = arith.addi %2, %arg4 : index
// CHECK-NEXT:           %4 = arith.cmpi ult, %3, %arg2 : index
// CHECK-NEXT:           %5 = arith.andi %true, %4 : i1
// CHECK-NEXT:           scf.if %5 {
// CHECK-NEXT:             %6 = memref.load %arg0[%arg3, %1] : memref<?x?xf32>
// CHECK-NEXT:             memref.store %6, %arg0[%1, %arg3] : memref<?x?xf32>
// CHECK-NEXT:           }
// CHECK-NEXT:           scf.reduce 
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.reduce 
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
    %v = memref.load %a[%i, %j] : memref<?x?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %b[%i, %j] : memref<?x?xf32>
  }
  return
}
func.func @nested(%a: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c4) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      memref.store %v, %a[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @deep(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg2, %arg3, %arg4, %arg5) = (%c0, %c0, %c0, %c0) to (%arg1, %arg1, %arg1, %arg1) step (%c1, %c1, %c1, %c1) {
// CHECK-NEXT:       scf.parallel (%arg6) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:         %c0_0 = arith.constant 0 : index
// CHECK-NEXT:         %c4 = arith.constant 4 : index
// CHECK-NEXT:         %0 = arith.muli %c1, %c4 : index
// CHECK-NEXT:         scf.parallel (%arg7) = (%c0) to (%arg1) step (%0) {
// CHECK-NEXT:           scf.parallel (%arg8) = (%c0_0) to (%0) step (%c1) {
// CHECK-NEXT:             %1 = arith.addi %arg8, %arg7 : index
// CHECK-NEXT:             %true = arith.constant true
// CHECK-NEXT:             %2 = arith.muli %arg8, %c1 : index
// CHECK-NEXT:             %3 = arith.addi %2, %arg7 : index
// CHECK-NEXT:             %4 = arith.cmpi ult, %3, %arg1 : index
// CHECK-NEXT:             %5 = arith.andi %true, %4 : i1
// CHECK-NEXT:             scf.if %5 {
// CHECK-NEXT:               %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:               memref.store %cst, %arg0[%1] : memref<?xf32>
// CHECK-NEXT:             }
// CHECK-NEXT:             scf.reduce 
// CHECK-NEXT:           }
// CHECK-NEXT:           scf.reduce 
// CHECK-NEXT:         }
// CHECK-NEXT:         scf.reduce 
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @deep(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%n, %n, %n, %n) step (%c1, %c1, %c1, %c1) {
    scf.parallel (%x) = (%c0) to (%n) step (%c1) {
      scf.parallel (%y) = (%c0) to (%n) step (%c1) {
        %f = arith.constant 1.0 : f32
        memref.store %f, %a[%y] : memref<?xf32>
      }
    }
  }
  return
}
