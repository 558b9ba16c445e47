// RUN: irlite-opt %s --convert-func-to-llvm --split-input-file --verify-diagnostics | FileCheck %s
//
// Functions convert-func-to-llvm refuses stay func.func, with mlir-opt 19's diagnostics.

// CHECK: func.func private @bad_linkage() attributes {llvm.linkage = 3 : i64}
// expected-error@+1 {{Contains llvm.linkage attribute not of type LLVM::LinkageAttr}}
func.func private @bad_linkage() attributes {llvm.linkage = 3 : i64}

// -----

// CHECK: func.func private @vararg(i32) attributes {func.varargs = true, llvm.emit_c_interface}
// expected-error@+1 {{C interface for variadic functions is not supported yet.}}
func.func private @vararg(i32) attributes {func.varargs = true, llvm.emit_c_interface}

// -----

// A dynamically shaped memref has no bare-pointer form: the signature does not convert.
// RUN: irlite-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv --split-input-file | FileCheck %s --check-prefix=BARE
// BARE: func.func @dynamic(%arg0: memref<?xf32>) {
// BARE-NEXT: llvm.return
func.func @dynamic(%a: memref<?xf32>) {
  return
}
