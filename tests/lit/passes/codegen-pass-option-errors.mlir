// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(linalg-matmul-to-microkernel{mr=0}))' 2>&1 | FileCheck %s --check-prefix=MK
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(reduction-fastmath{flags=bogus})' 2>&1 | FileCheck %s --check-prefix=FM

// Bad options of irlite's code-generation passes are located errors and exit 1.

// MK: error: linalg-matmul-to-microkernel: mr, nr-vectors and kc must be positive
// FM: error: unknown arith fast-math flags 'bogus'
func.func @f(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
