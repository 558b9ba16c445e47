// sccp on the llvm dialect: llvm.mlir.constant values are materialized as
// llvm.mlir.constant, llvm.cond_br edges and llvm.call into a private llvm.func are
// followed. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --sccp | FileCheck %s

// CHECK-LABEL: llvm.func @lf(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %0 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %2 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: %3 = llvm.add %2, %1 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%4: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return %c6_i32 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
llvm.func @lf(%a: i32, %p: i1) -> i32 {
  %z = llvm.add %a, %a : i32
  %c = llvm.mlir.constant(3 : i32) : i32
  %f = llvm.mlir.constant(1.5 : f32) : f32
  %e = llvm.add %z, %c : i32
  llvm.cond_br %p, ^b1(%c : i32), ^b2
^b1(%x: i32):
  %d = arith.addi %x, %c : i32
  llvm.return %d : i32
^b2:
  llvm.return %e : i32
}

// CHECK-LABEL: llvm.func @ext(i32) -> i32
llvm.func @ext(i32) -> i32

// CHECK-LABEL: llvm.func internal @g(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.return %c3_i32 : i32
// CHECK-NEXT: }
llvm.func internal @g(%a: i32) -> i32 attributes {sym_visibility = "private"} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = arith.addi %a, %c : i32
  llvm.return %r : i32
}

// CHECK-LABEL: llvm.func @dead(%arg0: i32) -> i32 attributes {sym_visibility = "private"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: }
llvm.func @dead(%a: i32) -> i32 attributes {sym_visibility = "private"} {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = arith.addi %c, %c : i32
  llvm.return %r : i32
}

// CHECK-LABEL: llvm.func @main() -> i32 {
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %1 = llvm.call @g(%0) : (i32) -> i32
// CHECK-NEXT: %2 = llvm.call @ext(%c3_i32) : (i32) -> i32
// CHECK-NEXT: %3 = arith.addi %c3_i32, %2 : i32
// CHECK-NEXT: llvm.return %3 : i32
// CHECK-NEXT: }
llvm.func @main() -> i32 {
  %c = llvm.mlir.constant(2 : i32) : i32
  %r = llvm.call @g(%c) : (i32) -> i32
  %s = llvm.call @ext(%r) : (i32) -> i32
  %t = arith.addi %r, %s : i32
  llvm.return %t : i32
}
