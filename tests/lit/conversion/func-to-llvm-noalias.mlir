// RUN: irlite-opt %s --convert-func-to-llvm | FileCheck %s
// RUN: irlite-opt %s --convert-func-to-llvm=memref-arg-noalias | FileCheck %s --check-prefix=NOALIAS
// RUN: irlite-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s --check-prefix=BARE
//
// llvm.noalias on a memref argument. MLIR 19 drops argument attributes of arguments
// that expand into several (CHECK). irlite's memref-arg-noalias extension keeps
// llvm.noalias on the aligned pointer, the one loads and stores go through
// (NOALIAS). Under the bare-pointer convention the argument stays one pointer and
// keeps its attributes (BARE, as mlir-opt 19).

// CHECK-LABEL: llvm.func @copy(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64 {llvm.foo}) {
// CHECK-NOT: llvm.noalias

// NOALIAS-LABEL: llvm.func @copy(
// NOALIAS-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.noalias}, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr {llvm.noalias}, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64 {llvm.foo}) {

// BARE-LABEL: llvm.func @copy(
// BARE-SAME: %arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: i64 {llvm.foo}) {
func.func @copy(%a: memref<16xf32> {llvm.noalias}, %b: memref<16xf32> {llvm.noalias}, %i: index {llvm.foo}) {
  %v = memref.load %a[%i] : memref<16xf32>
  memref.store %v, %b[%i] : memref<16xf32>
  return
}

// convert-to-llvm has the same extension.
// RUN: irlite-opt %s --convert-to-llvm=memref-arg-noalias | FileCheck %s --check-prefix=NOALIAS
// RUN: irlite-opt %s --convert-to-llvm | FileCheck %s
