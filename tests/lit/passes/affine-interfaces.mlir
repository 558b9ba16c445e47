// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(loop-invariant-code-motion))" | FileCheck %s --check-prefix=LICM --match-full-lines
// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(sccp))" | FileCheck %s --check-prefix=SCCP --match-full-lines
// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(control-flow-sink))" | FileCheck %s --check-prefix=SINK --match-full-lines
//
// Generic passes on affine ops through their interfaces (LoopLikeOpInterface,
// RegionBranchOpInterface, memory effects, speculatability): invariant code leaves
// affine.for/affine.parallel, sccp follows the regions, sinking enters affine.if.
// CHECK lines are mlir-opt 19's output.

func.func @licm(%A: memref<100xf32>, %n: index, %x: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %x) -> (f32) {
    %c = arith.addf %x, %x : f32
    %a = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
    %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %A[%b] : memref<100xf32>
    %s = arith.addf %acc, %c : f32
    affine.store %s, %A[%a] : memref<100xf32>
    affine.yield %s : f32
  }
  affine.parallel (%i) = (0) to (10) {
    %m = arith.mulf %x, %x : f32
    affine.store %m, %A[%i] : memref<100xf32>
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    %k = arith.mulf %x, %x : f32
    affine.store %k, %A[%n] : memref<100xf32>
  }
  return %r : f32
}

// LICM: #map = affine_map<()[s0] -> (s0 * 2)>
// LICM-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// LICM-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// LICM-NEXT: module {
// LICM-NEXT:   func.func @licm(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) -> f32 {
// LICM-NEXT:     %0 = arith.addf %arg2, %arg2 : f32
// LICM-NEXT:     %1 = affine.apply #map()[%arg1]
// LICM-NEXT:     %2 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg2) -> (f32) {
// LICM-NEXT:       %4 = affine.apply #map1(%arg3)
// LICM-NEXT:       %5 = affine.load %arg0[%4] : memref<100xf32>
// LICM-NEXT:       %6 = arith.addf %arg4, %0 : f32
// LICM-NEXT:       affine.store %6, %arg0[%1] : memref<100xf32>
// LICM-NEXT:       affine.yield %6 : f32
// LICM-NEXT:     }
// LICM-NEXT:     %3 = arith.mulf %arg2, %arg2 : f32
// LICM-NEXT:     affine.parallel (%arg3) = (0) to (10) {
// LICM-NEXT:       affine.store %3, %arg0[%arg3] : memref<100xf32>
// LICM-NEXT:     }
// LICM-NEXT:     affine.if #set(%arg1) {
// LICM-NEXT:       %4 = arith.mulf %arg2, %arg2 : f32
// LICM-NEXT:       affine.store %4, %arg0[%arg1] : memref<100xf32>
// LICM-NEXT:     }
// LICM-NEXT:     return %2 : f32
// LICM-NEXT:   }
// LICM-NEXT: }

// SCCP: #map = affine_map<()[s0] -> (s0 * 2)>
// SCCP-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// SCCP-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// SCCP-NEXT: module {
// SCCP-NEXT:   func.func @licm(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) -> f32 {
// SCCP-NEXT:     %0 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg2) -> (f32) {
// SCCP-NEXT:       %1 = arith.addf %arg2, %arg2 : f32
// SCCP-NEXT:       %2 = affine.apply #map()[%arg1]
// SCCP-NEXT:       %3 = affine.apply #map1(%arg3)
// SCCP-NEXT:       %4 = affine.load %arg0[%3] : memref<100xf32>
// SCCP-NEXT:       %5 = arith.addf %arg4, %1 : f32
// SCCP-NEXT:       affine.store %5, %arg0[%2] : memref<100xf32>
// SCCP-NEXT:       affine.yield %5 : f32
// SCCP-NEXT:     }
// SCCP-NEXT:     affine.parallel (%arg3) = (0) to (10) {
// SCCP-NEXT:       %1 = arith.mulf %arg2, %arg2 : f32
// SCCP-NEXT:       affine.store %1, %arg0[%arg3] : memref<100xf32>
// SCCP-NEXT:     }
// SCCP-NEXT:     affine.if #set(%arg1) {
// SCCP-NEXT:       %1 = arith.mulf %arg2, %arg2 : f32
// SCCP-NEXT:       affine.store %1, %arg0[%arg1] : memref<100xf32>
// SCCP-NEXT:     }
// SCCP-NEXT:     return %0 : f32
// SCCP-NEXT:   }
// SCCP-NEXT: }

// SINK: #map = affine_map<()[s0] -> (s0 * 2)>
// SINK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// SINK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// SINK-NEXT: module {
// SINK-NEXT:   func.func @licm(%arg0: memref<100xf32>, %arg1: index, %arg2: f32) -> f32 {
// SINK-NEXT:     %0 = affine.for %arg3 = 0 to 10 iter_args(%arg4 = %arg2) -> (f32) {
// SINK-NEXT:       %1 = arith.addf %arg2, %arg2 : f32
// SINK-NEXT:       %2 = affine.apply #map()[%arg1]
// SINK-NEXT:       %3 = affine.apply #map1(%arg3)
// SINK-NEXT:       %4 = affine.load %arg0[%3] : memref<100xf32>
// SINK-NEXT:       %5 = arith.addf %arg4, %1 : f32
// SINK-NEXT:       affine.store %5, %arg0[%2] : memref<100xf32>
// SINK-NEXT:       affine.yield %5 : f32
// SINK-NEXT:     }
// SINK-NEXT:     affine.parallel (%arg3) = (0) to (10) {
// SINK-NEXT:       %1 = arith.mulf %arg2, %arg2 : f32
// SINK-NEXT:       affine.store %1, %arg0[%arg3] : memref<100xf32>
// SINK-NEXT:     }
// SINK-NEXT:     affine.if #set(%arg1) {
// SINK-NEXT:       %1 = arith.mulf %arg2, %arg2 : f32
// SINK-NEXT:       affine.store %1, %arg0[%arg1] : memref<100xf32>
// SINK-NEXT:     }
// SINK-NEXT:     return %0 : f32
// SINK-NEXT:   }
// SINK-NEXT: }
