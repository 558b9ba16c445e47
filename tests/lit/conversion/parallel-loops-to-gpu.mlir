// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(gpu-map-parallel-loops),convert-parallel-loops-to-gpu)' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: launch sizes from (ub - lb) ceildiv step, ids through d0 * step + lb, a constant 1 for unmapped sizes, sequential dimensions as scf.for.

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map(%arg2)[%c0, %c1]
// CHECK-NEXT:     %1 = affine.apply #map(%arg3)[%c0, %c1]
// CHECK-NEXT:     gpu.launch blocks(%arg4, %arg5, %arg6) in (%arg10 = %0, %arg11 = %1, %arg12 = %c1_0) threads(%arg7, %arg8, %arg9) in (%arg13 = %c1_0, %arg14 = %c1_0, %arg15 = %c1_0) {
// CHECK-NEXT:       %2 = affine.apply #map1(%arg4)[%c1, %c0]
// CHECK-NEXT:       %3 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK-NEXT:       %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// CHECK-NEXT:       %5 = arith.addf %4, %4 : f32
// CHECK-NEXT:       memref.store %5, %arg1[%2, %3] : memref<?x?xf32>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     } {SCFToGPU_visited}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map(%arg1)[%c0, %c4]
// CHECK-NEXT:     %1 = affine.apply #map(%arg2)[%c0, %c1]
// CHECK-NEXT:     gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %0, %arg10 = %c1_0, %arg11 = %c1_0) threads(%arg6, %arg7, %arg8) in (%arg12 = %1, %arg13 = %c1_0, %arg14 = %c1_0) {
// CHECK-NEXT:       %2 = affine.apply #map1(%arg3)[%c4, %c0]
// CHECK-NEXT:       %3 = affine.apply #map1(%arg6)[%c1, %c0]
// CHECK-NEXT:       %4 = memref.load %arg0[%2, %3] : memref<?x?xf32>
// CHECK-NEXT:       memref.store %4, %arg0[%3, %2] : memref<?x?xf32>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     } {SCFToGPU_visited}
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

// CHECK: #map = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @deep(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK-NEXT:     %1 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK-NEXT:     %2 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK-NEXT:     %3 = affine.apply #map(%arg1)[%c0, %c1]
// CHECK-NEXT:     gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %0, %arg9 = %1, %arg10 = %2) threads(%arg5, %arg6, %arg7) in (%arg11 = %3, %arg12 = %c1_0, %arg13 = %c1_0) {
// CHECK-NEXT:       %4 = affine.apply #map1(%arg2)[%c1, %c0]
// CHECK-NEXT:       %5 = affine.apply #map1(%arg3)[%c1, %c0]
// CHECK-NEXT:       %6 = affine.apply #map1(%arg4)[%c1, %c0]
// CHECK-NEXT:       scf.for %arg14 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:         %7 = affine.apply #map1(%arg5)[%c1, %c0]
// CHECK-NEXT:         scf.for %arg15 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:           %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:           memref.store %cst, %arg0[%arg15] : memref<?xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     } {SCFToGPU_visited}
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
