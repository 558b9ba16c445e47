// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(gpu-launch-sink-index-computations)' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: constants, memref.dim, cmpi and select chains are cloned into the body; other ops (addi, a select of a non-candidate) stay outside.

// CHECK: module {
// CHECK-NEXT:   func.func @sink(%arg0: memref<?x?xf32>, %arg1: index, %arg2: i1) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %0 = arith.cmpi slt, %dim, %arg1 : index
// CHECK-NEXT:     %1 = arith.select %0, %dim, %arg1 : index
// CHECK-NEXT:     %2 = arith.select %arg2, %dim, %arg1 : index
// CHECK-NEXT:     %3 = arith.addi %dim, %arg1 : index
// CHECK-NEXT:     gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg1, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg1, %arg13 = %c1, %arg14 = %c1) {
// CHECK-NEXT:       %c1_0 = arith.constant 1 : index
// CHECK-NEXT:       %dim_1 = memref.dim %arg0, %c1_0 : memref<?x?xf32>
// CHECK-NEXT:       %c0_2 = arith.constant 0 : index
// CHECK-NEXT:       %4 = memref.load %arg0[%1, %c0_2] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @sink(%arg0: memref<?x?xf32>, %n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.dim %arg0, %c1 : memref<?x?xf32>
  %cmp = arith.cmpi slt, %d, %n : index
  %s = arith.select %cmp, %d, %n : index
  %s2 = arith.select %p, %d, %n : index
  %x = arith.addi %d, %n : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %v = memref.load %arg0[%s, %c0] : memref<?x?xf32>
    memref.store %v, %arg0[%x, %s2] : memref<?x?xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module {
// CHECK-NEXT:   func.func @launch(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg2, %arg10 = %c1, %arg11 = %c1) threads(%arg6, %arg7, %arg8) in (%arg12 = %c32, %arg13 = %c1, %arg14 = %c1) {
// CHECK-NEXT:       %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:       %0 = arith.muli %arg3, %arg12 : index
// CHECK-NEXT:       %1 = arith.addi %0, %arg6 : index
// CHECK-NEXT:       %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT:       %3 = arith.mulf %2, %cst_0 : f32
// CHECK-NEXT:       memref.store %3, %arg1[%1] : memref<?xf32>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @launch(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %cst = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %v = memref.load %arg0[%i] : memref<?xf32>
    %w = arith.mulf %v, %cst : f32
    memref.store %w, %arg1[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}
