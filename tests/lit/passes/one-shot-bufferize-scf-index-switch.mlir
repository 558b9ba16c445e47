// RUN: irlite-opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// The CHECK lines are mlir-opt 19's output: scf.index_switch yields the buffers of its cases and default.

func.func @index_switch(%pred: index, %b: tensor<5xf32>, %c: tensor<5xf32>, %d: tensor<5xf32>) -> tensor<5xf32> {
  %0 = scf.index_switch %pred -> tensor<5xf32>
  case 2 {
    scf.yield %b : tensor<5xf32>
  }
  case 5 {
    scf.yield %c : tensor<5xf32>
  }
  default {
    scf.yield %d : tensor<5xf32>
  }
  return %0 : tensor<5xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @index_switch(%arg0: index, %arg1: memref<5xf32, strided<[?], offset: ?>>, %arg2: memref<5xf32, strided<[?], offset: ?>>, %arg3: memref<5xf32, strided<[?], offset: ?>>) -> memref<5xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.index_switch %arg0 -> memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       scf.yield %arg1 : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     case 5 {
// CHECK-NEXT:       scf.yield %arg2 : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg3 : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
