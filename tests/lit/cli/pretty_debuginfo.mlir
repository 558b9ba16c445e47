// RUN: irlite-opt %s --mlir-print-debuginfo --mlir-pretty-debuginfo --mlir-print-local-scope | FileCheck %s
// RUN: irlite-opt %s --mlir-print-debuginfo --mlir-pretty-debuginfo | FileCheck %s --check-prefix=ALIAS
// --mlir-pretty-debuginfo prints locations in MLIR's pretty form: no loc(...), file
// positions unquoted, a caller on its own line unless a name calls from a position
// (a fused location drops its unknown parts when built).
// The CHECK lines are mlir-opt 19's output for this file.

// CHECK: %0 = arith.addi %arg0, %arg0 : i32 "a" at b.cc:1:2
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32 b.cc:1:2
// CHECK-NEXT: at c.cc:3:4
// CHECK-NEXT: return %1 : i32 <"fused">["a"]
// ALIAS: %0 = arith.addi %arg0, %arg0 : i32 #loc{{[0-9]*}} at #loc{{[0-9]*}}
// ALIAS: #loc{{[0-9]*}} = b.cc:1:2
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(callsite("a" at "b.cc":1:2))
  %1 = arith.addi %0, %0 : i32 loc(callsite("b.cc":1:2 at "c.cc":3:4))
  return %1 : i32 loc(fused<"fused">["a", unknown])
}
