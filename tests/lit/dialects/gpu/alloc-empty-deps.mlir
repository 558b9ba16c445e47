// gpu.alloc reads an empty async dependency list `[]` (MLIR's parseAsyncDependencies
// reads an optional square-bracketed list) and prints none.
// RUN: irlite-opt %s | FileCheck %s
// Expected output: mlir-opt 19 on this file.

// CHECK-LABEL: func.func @f(%arg0: index) {
// CHECK-NEXT:    %memref = gpu.alloc  () : memref<1024xf32>
// CHECK-NEXT:    %memref_0 = gpu.alloc  (%arg0) : memref<?xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%n: index) {
  %m = gpu.alloc [] () : memref<1024xf32>
  %k = gpu.alloc [ ] (%n) : memref<?xf32>
  return
}
