// shared/bench/mlp.mlir at the tests' tiny shapes (benchmarks/tensor.py, tiny=True), as
// mlir-opt 19 --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref,convert-linalg-to-loops,lower-affine,expand-strided-metadata,canonicalize,cse,loop-invariant-code-motion)'
// prints it: the memref level irlite's default pipeline reaches before convert-to-llvm.
module {
  func.func @mlp(%arg0: memref<4x8xf32>, %arg1: memref<8x8xf32>, %arg2: memref<8xf32>, %arg3: memref<8x4xf32>) -> memref<4x4xf32> {
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      scf.for %arg5 = %c0 to %c8 step %c1 {
        memref.store %cst, %alloc[%arg4, %arg5] : memref<4x8xf32>
      }
    }
    scf.for %arg4 = %c0 to %c4 step %c1 {
      scf.for %arg5 = %c0 to %c8 step %c1 {
        scf.for %arg6 = %c0 to %c8 step %c1 {
          %0 = memref.load %arg0[%arg4, %arg6] : memref<4x8xf32>
          %1 = memref.load %arg1[%arg6, %arg5] : memref<8x8xf32>
          %2 = memref.load %alloc[%arg4, %arg5] : memref<4x8xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %alloc[%arg4, %arg5] : memref<4x8xf32>
        }
      }
    }
    scf.for %arg4 = %c0 to %c4 step %c1 {
      scf.for %arg5 = %c0 to %c8 step %c1 {
        %0 = memref.load %alloc[%arg4, %arg5] : memref<4x8xf32>
        %1 = memref.load %arg2[%arg5] : memref<8xf32>
        %2 = arith.addf %0, %1 : f32
        %3 = arith.maximumf %2, %cst : f32
        memref.store %3, %alloc[%arg4, %arg5] : memref<4x8xf32>
      }
    }
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
    scf.for %arg4 = %c0 to %c4 step %c1 {
      scf.for %arg5 = %c0 to %c4 step %c1 {
        memref.store %cst, %alloc_0[%arg4, %arg5] : memref<4x4xf32>
      }
    }
    scf.for %arg4 = %c0 to %c4 step %c1 {
      scf.for %arg5 = %c0 to %c4 step %c1 {
        scf.for %arg6 = %c0 to %c8 step %c1 {
          %0 = memref.load %alloc[%arg4, %arg6] : memref<4x8xf32>
          %1 = memref.load %arg3[%arg6, %arg5] : memref<8x4xf32>
          %2 = memref.load %alloc_0[%arg4, %arg5] : memref<4x4xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %alloc_0[%arg4, %arg5] : memref<4x4xf32>
        }
      }
    }
    memref.dealloc %alloc : memref<4x8xf32>
    return %alloc_0 : memref<4x4xf32>
  }
}

