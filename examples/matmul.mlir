// Naive matrix multiply on memrefs: C += A * B, three scf.for loops.
//
//   irlite-run examples/matmul.mlir -e main
//   irlite-run examples/matmul.mlir -e matmul --arg iota:4x3xf32 --arg ones:3x2xf32 \
//       --arg zeros:4x2xf32 --print-args
//
// From Python: irlite.compile(open("examples/matmul.mlir").read()).matmul(a, b, c)
// with float32 numpy arrays a (MxK), b (KxN) and c (MxN, updated in place).

// C[i, j] += sum_k A[i, k] * B[k, j]; the sizes come from the arguments.
func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %M = memref.dim %A, %c0 : memref<?x?xf32>
  %K = memref.dim %A, %c1 : memref<?x?xf32>
  %N = memref.dim %B, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %M step %c1 {
    scf.for %j = %c0 to %N step %c1 {
      %init = memref.load %C[%i, %j] : memref<?x?xf32>
      %sum = scf.for %k = %c0 to %K step %c1 iter_args(%acc = %init) -> (f32) {
        %a = memref.load %A[%i, %k] : memref<?x?xf32>
        %b = memref.load %B[%k, %j] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %C[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// An entry point without arguments: A[i, k] = i + k, B[k, j] = k * j + 1 (4x4),
// returns C = A * B (allocated here; the caller owns it) and its trace.
func.func @main() -> (memref<4x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %A = memref.alloc() : memref<4x4xf32>
  %B = memref.alloc() : memref<4x4xf32>
  %C = memref.alloc() : memref<4x4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = arith.addi %i, %j : index
      %ij32 = arith.index_cast %ij : index to i32
      %a = arith.sitofp %ij32 : i32 to f32
      %m = arith.muli %i, %j : index
      %m32 = arith.index_cast %m : index to i32
      %mf = arith.sitofp %m32 : i32 to f32
      %b = arith.addf %mf, %one : f32
      memref.store %a, %A[%i, %j] : memref<4x4xf32>
      memref.store %b, %B[%i, %j] : memref<4x4xf32>
      memref.store %zero, %C[%i, %j] : memref<4x4xf32>
    }
  }
  %Ad = memref.cast %A : memref<4x4xf32> to memref<?x?xf32>
  %Bd = memref.cast %B : memref<4x4xf32> to memref<?x?xf32>
  %Cd = memref.cast %C : memref<4x4xf32> to memref<?x?xf32>
  call @matmul(%Ad, %Bd, %Cd) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  memref.dealloc %A : memref<4x4xf32>
  memref.dealloc %B : memref<4x4xf32>
  %trace = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %zero) -> (f32) {
    %d = memref.load %C[%i, %i] : memref<4x4xf32>
    %t2 = arith.addf %t, %d : f32
    scf.yield %t2 : f32
  }
  return %C, %trace : memref<4x4xf32>, f32
}
