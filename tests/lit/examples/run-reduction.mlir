// irlite-run on examples/reduction.mlir: scalar results of several types.
// RUN: irlite-run %S/../../../examples/reduction.mlir -e sum --target interp iota:10xf32 | FileCheck %s --check-prefix=SUM
// RUN: irlite-run %S/../../../examples/reduction.mlir -e sum_i64 --target interp iota:100xi64 | FileCheck %s --check-prefix=ISUM
// RUN: irlite-run %S/../../../examples/reduction.mlir -e max --target interp '[3, -1, 7.5, 7.5, 2]' | FileCheck %s --check-prefix=MAX
// RUN: irlite-run %S/../../../examples/reduction.mlir -e max --target interp '[]' | FileCheck %s --check-prefix=EMPTY
// RUN: irlite-run %S/../../../examples/reduction.mlir -e sum -O3 iota:10xf32 | FileCheck %s --check-prefix=SUM
// RUN: irlite-run %S/../../../examples/reduction.mlir -e sum_i64 -O0 iota:100xi64 | FileCheck %s --check-prefix=ISUM
// RUN: irlite-run %S/../../../examples/reduction.mlir -e max -O3 '[3, -1, 7.5, 7.5, 2]' | FileCheck %s --check-prefix=MAX
// RUN: irlite-run %S/../../../examples/reduction.mlir -e max -O0 '[]' | FileCheck %s --check-prefix=EMPTY
// RUN: irlite-run %S/../../../examples/reduction.mlir -e sum_i64 -O0 --print-llvm-ir iota:3xi64 2>&1 | FileCheck %s --check-prefix=LLVMIR

// SUM:      // result #0: f32
// SUM-NEXT: np.float32(45.0)

// ISUM:      // result #0: i64
// ISUM-NEXT: np.int64(4950)

// MAX:      // result #0: f32
// MAX-NEXT: np.float32(7.5)
// MAX-NEXT: // result #1: index
// MAX-NEXT: np.int64(2)

// EMPTY:      np.float32(-inf)
// EMPTY-NEXT: // result #1: index
// EMPTY-NEXT: np.int64(0)

// The compiled function keeps MLIR's expanded memref signature; the wrapper is what Python calls.
// LLVMIR: define i64 @sum_i64(ptr {{.*}}, ptr {{.*}}, i64 {{.*}}, i64 {{.*}}, i64 {{.*}})
// LLVMIR: define void @_irlite_packed_sum_i64(ptr noalias nocapture %buf)
// LLVMIR: call i64 @sum_i64(ptr %x0, ptr %x1, i64 %x2, i64 %x3, i64 %x4)
// LLVMIR: // result #0: i64
// LLVMIR-NEXT: np.int64(3)
