// RUN: irlite-opt %s -promote-buffers-to-stack | FileCheck %s
// RUN: irlite-opt %s -promote-buffers-to-stack="max-alloc-size-in-bytes=512" | FileCheck %s --check-prefix=LIMIT
// promote-buffers-to-stack reads index's width from the closest data layout spec:
// 32 x 256 bits is 1024 bytes, within the default limit, over a 512-byte one. The CHECK
// lines are what mlir-opt 19 prints for this file.

// CHECK-LABEL: func.func @wide_index(
//  CHECK-NEXT:   memref.alloca() : memref<32xindex>
//  CHECK-NEXT:   memref.alloca() : memref<16xi64>
// LIMIT-LABEL: func.func @wide_index(
//  LIMIT-NEXT:   memref.alloc() : memref<32xindex>
//  LIMIT-NEXT:   memref.alloca() : memref<16xi64>
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  func.func @wide_index() {
    %0 = memref.alloc() : memref<32xindex>
    %1 = memref.alloc() : memref<16xi64>
    return
  }
}
