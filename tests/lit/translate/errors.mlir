// RUN: not irlite-translate --mlir-to-llvmir %s --split-input-file 2>&1 | FileCheck %s
// RUN: irlite-translate --mlir-to-llvmir %s --split-input-file --verify-diagnostics

// Ops without an LLVM IR translation are errors at their location, with
// MLIR's wording; each split chunk is translated independently.

llvm.func @f(%a: i32) -> i32 {
  // CHECK: offset :[[# @LINE + 2]]:8: error: LLVM Translation failed for operation: builtin.unrealized_conversion_cast
  // expected-error @below {{LLVM Translation failed for operation: builtin.unrealized_conversion_cast}}
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
  llvm.return %1 : i32
}

// -----

// CHECK: offset :5:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func
// expected-error @below {{cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` registration for dialect for op: func.func}}
func.func @g() {
  return
}

// -----

// CHECK: offset :7:8: error: 'llvm.call' is not supported in a global initializer
llvm.func @seed() -> i32
llvm.mlir.global internal @g() : i32 {
  // expected-error @below {{'llvm.call' is not supported in a global initializer}}
  %0 = llvm.call @seed() : () -> i32
  llvm.return %0 : i32
}
