// RUN: irlite-opt %s --one-shot-bufferize="dialect-filter=arith,bufferization copy-before-write unknown-type-conversion=identity-layout-map" | FileCheck %s

// arith.index_cast of a tensor casts its buffer (MLIR 19's IndexCastOpInterface). Every
// CHECK line is mlir-opt 19's output for this file.

func.func @index_cast(%t: tensor<4xi32>, %u: tensor<2x?xindex>) -> (tensor<4xindex>, tensor<2x?xi64>) {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %1 = arith.index_cast %u : tensor<2x?xindex> to tensor<2x?xi64>
  return %0, %1 : tensor<4xindex>, tensor<2x?xi64>
}
// CHECK-LABEL: func.func @index_cast(%arg0: tensor<4xi32>, %arg1: tensor<2x?xindex>) -> (tensor<4xindex>, tensor<2x?xi64>) {
// CHECK-NEXT:    %0 = bufferization.to_memref %arg1 : memref<2x?xindex>
// CHECK-NEXT:    %1 = bufferization.to_memref %arg0 : memref<4xi32>
// CHECK-NEXT:    %2 = arith.index_cast %1 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT:    %3 = bufferization.to_tensor %2 : memref<4xindex>
// CHECK-NEXT:    %4 = arith.index_cast %0 : memref<2x?xindex> to memref<2x?xi64>
// CHECK-NEXT:    %5 = bufferization.to_tensor %4 : memref<2x?xi64>
// CHECK-NEXT:    return %3, %5 : tensor<4xindex>, tensor<2x?xi64>
// CHECK-NEXT:  }
