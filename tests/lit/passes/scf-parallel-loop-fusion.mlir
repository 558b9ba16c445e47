// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(scf-parallel-loop-fusion))' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: loads after matching stores fuse, a shifted read does not, reductions merge into one scf.reduce, a result used by the next loop keeps them apart.

func.func @fuse_two(%A: memref<2x2xf32>, %B: memref<2x2xf32>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %sum = memref.alloc() : memref<2x2xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %b = memref.load %B[%i, %j] : memref<2x2xf32>
    %s = arith.addf %b, %one : f32
    memref.store %s, %sum[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %s = memref.load %sum[%i, %j] : memref<2x2xf32>
    %a = memref.load %A[%i, %j] : memref<2x2xf32>
    %p = arith.mulf %s, %a : f32
    memref.store %p, %B[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  memref.dealloc %sum : memref<2x2xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @fuse_two(%arg0: memref<2x2xf32>, %arg1: memref<2x2xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
// CHECK-NEXT:       %0 = memref.load %arg1[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       %1 = arith.addf %0, %cst : f32
// CHECK-NEXT:       memref.store %1, %alloc[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       %2 = memref.load %alloc[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       %3 = memref.load %arg0[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       %4 = arith.mulf %2, %3 : f32
// CHECK-NEXT:       memref.store %4, %arg1[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<2x2xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @shifted_read(%A: memref<2x2xf32>, %out: memref<2x2xf32>) {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<3x2xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %a = memref.load %A[%i, %j] : memref<2x2xf32>
    memref.store %a, %buf[%i, %j] : memref<3x2xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    %k = arith.addi %i, %c1 : index
    %s = memref.load %buf[%k, %j] : memref<3x2xf32>
    memref.store %s, %out[%i, %j] : memref<2x2xf32>
    scf.reduce
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @shifted_read(%arg0: memref<2x2xf32>, %arg1: memref<2x2xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3x2xf32>
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       memref.store %0, %alloc[%arg2, %arg3] : memref<3x2xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
// CHECK-NEXT:       %0 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       %1 = memref.load %alloc[%0, %arg3] : memref<3x2xf32>
// CHECK-NEXT:       memref.store %1, %arg1[%arg2, %arg3] : memref<2x2xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @reductions(%A: memref<4xf32>, %B: memref<4xf32>) -> (f32, f32) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r1 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init(%zero) -> f32 {
    %a = memref.load %A[%i] : memref<4xf32>
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %r: f32):
      %x = arith.addf %l, %r : f32
      scf.reduce.return %x : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init(%one) -> f32 {
    %b = memref.load %B[%i] : memref<4xf32>
    scf.reduce(%b : f32) {
    ^bb0(%l: f32, %r: f32):
      %x = arith.mulf %l, %r : f32
      scf.reduce.return %x : f32
    }
  }
  return %r1, %r2 : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @reductions(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> (f32, f32) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0:2 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%cst, %cst_0) -> (f32, f32) {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:       %2 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:       scf.reduce(%1, %2 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %3 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @result_used_between(%A: memref<4xf32>, %B: memref<4xf32>) -> f32 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r1 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init(%zero) -> f32 {
    %a = memref.load %A[%i] : memref<4xf32>
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %r: f32):
      %x = arith.addf %l, %r : f32
      scf.reduce.return %x : f32
    }
  }
  %r2 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init(%r1) -> f32 {
    %b = memref.load %B[%i] : memref<4xf32>
    scf.reduce(%b : f32) {
    ^bb0(%l: f32, %r: f32):
      %x = arith.addf %l, %r : f32
      scf.reduce.return %x : f32
    }
  }
  return %r2 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @result_used_between(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> f32 {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%cst) -> f32 {
// CHECK-NEXT:       %2 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:       scf.reduce(%2 : f32) {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) init (%0) -> f32 {
// CHECK-NEXT:       %2 = memref.load %arg1[%arg2] : memref<4xf32>
// CHECK-NEXT:       scf.reduce(%2 : f32) {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %3 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
