// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(gpu-map-parallel-loops))' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: outermost loops to blocks, nested ones to threads, deeper loops and a fourth dimension sequential.

// CHECK: module {
// CHECK-NEXT:   func.func @add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg2, %arg3) step (%c1, %c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT:       %1 = arith.addf %0, %0 : f32
// CHECK-NEXT:       memref.store %1, %arg1[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%arg1) step (%c4) {
// CHECK-NEXT:       scf.parallel (%arg4) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         memref.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT:         scf.reduce 
// CHECK-NEXT:       } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
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
// CHECK-NEXT:         scf.parallel (%arg7) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT:           %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:           memref.store %cst, %arg0[%arg7] : memref<?xf32>
// CHECK-NEXT:           scf.reduce 
// CHECK-NEXT:         } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK-NEXT:         scf.reduce 
// CHECK-NEXT:       } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
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
