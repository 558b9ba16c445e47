// irlite-run on examples/fused.mlir, on inputs whose sums are exact (so every target agrees).
// RUN: irlite-run %S/../../../examples/fused.mlir -e fused --target interp --arg iota:3x4xf32 --arg ones:3x4xf32 --arg zeros:3xf32 --print-args | FileCheck %s
// RUN: irlite-run %S/../../../examples/fused.mlir -e fused --target interp --arg 'full=-1:2x2xf32' --arg zeros:2x2xf32 --arg zeros:2xf32 --print-args | FileCheck %s --check-prefix=LEAK
// RUN: irlite-run %S/../../../examples/fused.mlir -e fused -O3 --arg iota:3x4xf32 --arg ones:3x4xf32 --arg zeros:3xf32 --print-args | FileCheck %s
// RUN: irlite-run %S/../../../examples/fused.mlir -e fused -O0 --arg 'full=-1:2x2xf32' --arg zeros:2x2xf32 --arg zeros:2xf32 --print-args | FileCheck %s --check-prefix=LEAK

// x = iota, y = 1: t = 2x >= 0, so out[i] = sum_j 4 x^2.
// CHECK:      // argument #2: memref<?xf32>
// CHECK-NEXT: array([  56.,  504., 1464.], dtype=float32)

// x = -1, y = 0: t = -1, r = -0.01, r^2 = 1e-4 (rounded in f32), two per row.
// LEAK:      // argument #2: memref<?xf32>
// LEAK-NEXT: array([0.0002, 0.0002], dtype=float32)
