// shared/bench/layernorm.mlir at the tests' tiny shapes (benchmarks/tensor.py, tiny=True), as
// mlir-opt 19 --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref,convert-linalg-to-loops,lower-affine,expand-strided-metadata,canonicalize,cse,loop-invariant-code-motion)'
// prints it: the memref level irlite's default pipeline reaches before convert-to-llvm.
module {
  func.func @layernorm(%arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16xf32>) -> memref<8x16xf32> {
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.600000e+01 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
    scf.for %arg3 = %c0 to %c8 step %c1 {
      memref.store %cst, %alloc[%arg3] : memref<8xf32>
    }
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<8x16xf32>
        %1 = memref.load %alloc[%arg3] : memref<8xf32>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %alloc[%arg3] : memref<8xf32>
      }
    }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<8x16xf32>
        %1 = memref.load %alloc[%arg3] : memref<8xf32>
        %2 = arith.divf %1, %cst_0 : f32
        %3 = arith.subf %0, %2 : f32
        memref.store %3, %alloc_2[%arg3, %arg4] : memref<8x16xf32>
      }
    }
    scf.for %arg3 = %c0 to %c8 step %c1 {
      memref.store %cst, %alloc[%arg3] : memref<8xf32>
    }
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc_2[%arg3, %arg4] : memref<8x16xf32>
        %1 = memref.load %alloc[%arg3] : memref<8xf32>
        %2 = arith.mulf %0, %0 : f32
        %3 = arith.addf %2, %1 : f32
        memref.store %3, %alloc[%arg3] : memref<8xf32>
      }
    }
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc_2[%arg3, %arg4] : memref<8x16xf32>
        %1 = memref.load %alloc[%arg3] : memref<8xf32>
        %2 = memref.load %arg1[%arg4] : memref<16xf32>
        %3 = memref.load %arg2[%arg4] : memref<16xf32>
        %4 = arith.divf %1, %cst_0 : f32
        %5 = arith.addf %4, %cst_1 : f32
        %6 = math.rsqrt %5 : f32
        %7 = arith.mulf %0, %6 : f32
        %8 = arith.mulf %7, %2 : f32
        %9 = arith.addf %8, %3 : f32
        memref.store %9, %alloc_2[%arg3, %arg4] : memref<8x16xf32>
      }
    }
    memref.dealloc %alloc : memref<8xf32>
    return %alloc_2 : memref<8x16xf32>
  }
}

