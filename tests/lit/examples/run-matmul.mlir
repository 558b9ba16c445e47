// irlite-run on examples/matmul.mlir: the argument-less entry point and the memref function.
// RUN: irlite-run %S/../../../examples/matmul.mlir --target interp | FileCheck %s
// RUN: irlite-run %S/../../../examples/matmul.mlir -e matmul --target interp --arg iota:4x3xf32 --arg ones:3x2xf32 --arg zeros:4x2xf32 --print-args | FileCheck %s --check-prefix=ARGS
// RUN: irlite-run %S/../../../examples/matmul.mlir -O3 | FileCheck %s
// RUN: irlite-run %S/../../../examples/matmul.mlir -e matmul -O0 --arg iota:4x3xf32 --arg ones:3x2xf32 --arg zeros:4x2xf32 --print-args | FileCheck %s --check-prefix=ARGS

// CHECK:      // result #0: memref<4x4xf32>
// CHECK-NEXT: array({{\[\[}}  6.,  20.,  34.,  48.],
// CHECK-NEXT:        [ 10.,  30.,  50.,  70.],
// CHECK-NEXT:        [ 14.,  40.,  66.,  92.],
// CHECK-NEXT:        [ 18.,  50.,  82., 114.]], dtype=float32)
// CHECK-NEXT: // result #1: f32
// CHECK-NEXT: np.float32(216.0)

// ARGS:      // argument #0: memref<?x?xf32>
// ARGS:      // argument #2: memref<?x?xf32>
// ARGS-NEXT: array({{\[\[}} 3.,  3.],
// ARGS-NEXT:        [12., 12.],
// ARGS-NEXT:        [21., 21.],
// ARGS-NEXT:        [30., 30.]], dtype=float32)
