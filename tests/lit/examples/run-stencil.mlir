// irlite-run on examples/stencil.mlir: one step on a 4x5 grid, and main's 10 Jacobi steps.
// RUN: irlite-run %S/../../../examples/stencil.mlir -e stencil --target interp --arg iota:4x5xf32 --arg zeros:4x5xf32 --print-args | FileCheck %s
// RUN: irlite-run %S/../../../examples/stencil.mlir --target interp | FileCheck %s --check-prefix=MAIN
// RUN: irlite-run %S/../../../examples/stencil.mlir -e stencil -O3 --arg iota:4x5xf32 --arg zeros:4x5xf32 --print-args | FileCheck %s
// RUN: irlite-run %S/../../../examples/stencil.mlir -O0 | FileCheck %s --check-prefix=MAIN

// The interior of iota is linear, so each point is the mean of its neighbours: itself.
// CHECK:      // argument #1: memref<?x?xf32>
// CHECK-NEXT: array({{\[\[}} 0.,  0.,  0.,  0.,  0.],
// CHECK-NEXT:        [ 0.,  6.,  7.,  8.,  0.],
// CHECK-NEXT:        [ 0., 11., 12., 13.,  0.],
// CHECK-NEXT:        [ 0.,  0.,  0.,  0.,  0.]], dtype=float32)

// MAIN:      // result #0: memref<8x8xf32>
// MAIN-NEXT: array({{\[\[}}1.        , 1.        , 1.        , 1.        , 1.        ,
// MAIN-NEXT:         1.        , 1.        , 1.        ],
// MAIN-NEXT:        [0.        , 0.46754217, 0.6315651 , 0.68652856, 0.68652856,
