// RUN: irlite-translate --mlir-to-llvmir %s -o %t
// RUN: FileCheck %s --input-file %t
// RUN: irlite-translate --mlir-to-llvmir < %s | FileCheck %s
// RUN: irlite-translate --mlir-to-llvmir %s --split-input-file --output-split-marker=';; next' | FileCheck %s --check-prefix=SPLIT

// A failing translation writes nothing: an existing output file is kept.
// RUN: echo "previous contents" > %t.keep
// RUN: not irlite-translate --mlir-to-llvmir %s --no-implicit-module -o %t.keep
// RUN: FileCheck %s --check-prefix=KEEP --input-file %t.keep
// KEEP: previous contents

// Without a translation flag it is a usage error.
// RUN: not irlite-translate %s 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: Translations to perform option: must be specified at least once!

// CHECK: define i32 @one() {
// CHECK-NEXT: ret i32 1
// CHECK: define void @two() {

// SPLIT:      define i32 @one() {
// SPLIT:      ;; next
// SPLIT-NEXT: ; ModuleID = 'LLVMDialectModule'
// SPLIT:      define void @two() {
llvm.func @one() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
// -----
llvm.func @two() {
  llvm.return
}
