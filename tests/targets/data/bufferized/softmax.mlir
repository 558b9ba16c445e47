// shared/bench/softmax.mlir at the tests' tiny shapes (benchmarks/tensor.py, tiny=True), as
// mlir-opt 19 --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref,convert-linalg-to-loops,lower-affine,expand-strided-metadata,canonicalize,cse,loop-invariant-code-motion)'
// prints it: the memref level irlite's default pipeline reaches before convert-to-llvm.
module {
  func.func @softmax(%arg0: memref<16x16xf32>) -> memref<16x16xf32> {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
    scf.for %arg1 = %c0 to %c16 step %c1 {
      memref.store %cst, %alloc[%arg1] : memref<16xf32>
    }
    scf.for %arg1 = %c0 to %c16 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<16x16xf32>
        %1 = memref.load %alloc[%arg1] : memref<16xf32>
        %2 = arith.maxnumf %0, %1 : f32
        memref.store %2, %alloc[%arg1] : memref<16xf32>
      }
    }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
    scf.for %arg1 = %c0 to %c16 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg1, %arg2] : memref<16x16xf32>
        %1 = memref.load %alloc[%arg1] : memref<16xf32>
        %2 = arith.subf %0, %1 : f32
        %3 = math.exp %2 : f32
        memref.store %3, %alloc_1[%arg1, %arg2] : memref<16x16xf32>
      }
    }
    scf.for %arg1 = %c0 to %c16 step %c1 {
      memref.store %cst_0, %alloc[%arg1] : memref<16xf32>
    }
    scf.for %arg1 = %c0 to %c16 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc_1[%arg1, %arg2] : memref<16x16xf32>
        %1 = memref.load %alloc[%arg1] : memref<16xf32>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %alloc[%arg1] : memref<16xf32>
      }
    }
    scf.for %arg1 = %c0 to %c16 step %c1 {
      scf.for %arg2 = %c0 to %c16 step %c1 {
        %0 = memref.load %alloc_1[%arg1, %arg2] : memref<16x16xf32>
        %1 = memref.load %alloc[%arg1] : memref<16xf32>
        %2 = arith.divf %0, %1 : f32
        memref.store %2, %alloc_1[%arg1, %arg2] : memref<16x16xf32>
      }
    }
    memref.dealloc %alloc : memref<16xf32>
    return %alloc_1 : memref<16x16xf32>
  }
}

