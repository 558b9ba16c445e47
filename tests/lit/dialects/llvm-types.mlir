// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// The LLVM dialect's types: spellings, nesting (inner LLVM types drop `!llvm.`),
// builtin types inside, aliases; the CHECK lines are mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT: func.func private @types(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.struct<packed (i8, i32)>, !llvm.array<4 x f32>, !llvm.func<i32 (i32, ...)>, !llvm.func<void ()>, !llvm.struct<"foo", (i32, ptr)>, !llvm.struct<()>, !llvm.array<2 x array<3 x ptr<3>>>, !llvm.struct<(vector<4xf32>, index, memref<?xf32>)>, !llvm.vec<4 x ptr>, !llvm.func<void (...)>, !llvm.struct<"op", opaque>, !llvm.struct<"pk", packed (i8)>, !llvm.array<0 x i8>, !llvm.func<ptr (ptr)>, !llvm.void, !llvm.token, !llvm.metadata, !llvm.label, !llvm.ppc_fp128, !llvm.x86_mmx, !llvm.struct<(ptr, i32)>, !llvm.array<4 x i32>, tensor<2x!llvm.ptr>, !llvm.ptr<4294967295>)
// CHECK-NEXT: func.func private @alias(!llvm.struct<(i64, array<3 x i64>)>) -> !llvm.array<2 x struct<(i64, array<3 x i64>)>>
// CHECK-NEXT: }
func.func private @types(!llvm.ptr, !llvm.ptr<1>, !llvm.ptr<0>, !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.struct<packed (i8, i32)>, !llvm.array<4 x f32>, !llvm.func<i32 (i32, ...)>, !llvm.func<void ()>, !llvm.struct<"foo", (i32, ptr)>, !llvm.struct<()>, !llvm.array<2 x array<3 x !llvm.ptr<3>>>, !llvm.struct<(vector<4xf32>, index, memref<?xf32>)>, !llvm.vec<4 x ptr>, !llvm.func<void (...)>, !llvm.struct<"op", opaque>, !llvm.struct<"pk", packed (i8)>, !llvm.array<0 x i8>, !llvm.func<!llvm.ptr (ptr)>, !llvm.void, !llvm.token, !llvm.metadata, !llvm.label, !llvm.ppc_fp128, !llvm.x86_mmx, !llvm.struct<( ptr ,i32 )>, !llvm.array< 4 x  i32 >, tensor<2x!llvm.ptr>, !llvm.ptr<4294967295>)
!s = !llvm.struct<(i64, array<3 x i64>)>
func.func private @alias(!s) -> !llvm.array<2 x !s>
