// RUN: irlite-opt %s --allow-unregistered-dialect -p 'builtin.module(buffer-results-to-out-params{add-result-attr hoist-static-allocs})' | FileCheck %s

// With hoist-static-allocs a returned static allocation is the out-parameter itself (no
// copy); a dynamic one is still copied. add-result-attr marks the new arguments. Every
// CHECK line is mlir-opt 19's output for this file.

func.func @hoisted() -> memref<8x64xf32> {
  %b = memref.alloc() : memref<8x64xf32>
  "test.source"(%b) : (memref<8x64xf32>) -> ()
  return %b : memref<8x64xf32>
}
// CHECK-LABEL: func.func @hoisted(%arg0: memref<8x64xf32> {bufferize.result}) {
// CHECK-NEXT:    "test.source"(%arg0) : (memref<8x64xf32>) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }

func.func @dynamic(%d: index) -> memref<?xf32> {
  %b = memref.alloc(%d) : memref<?xf32>
  "test.source"(%b) : (memref<?xf32>) -> ()
  return %b : memref<?xf32>
}
// CHECK-LABEL: func.func @dynamic(%arg0: index, %arg1: memref<?xf32> {bufferize.result}) {
// CHECK-NEXT:    %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:    "test.source"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT:    memref.copy %alloc, %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
