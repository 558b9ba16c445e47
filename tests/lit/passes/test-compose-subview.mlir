// RUN: irlite-opt %s --test-compose-subview | FileCheck %s

// MLIR's populateComposeSubViewPatterns under its test pass: a subview of a subview is one
// subview. Every CHECK line is mlir-opt 19's output for this file.

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2 + 256)>

// static offsets compose through the inner strides; strides multiply
func.func @static(%m: memref<30x30xf32>) -> memref<2x2xf32, strided<[240, 8], offset: 217>> {
  %0 = memref.subview %m[1, 1] [12, 12] [2, 2] : memref<30x30xf32> to memref<12x12xf32, strided<[60, 2], offset: 31>>
  %1 = memref.subview %0[1, 1] [5, 5] [2, 2] : memref<12x12xf32, strided<[60, 2], offset: 31>> to memref<5x5xf32, strided<[120, 4], offset: 93>>
  %2 = memref.subview %1[1, 1] [2, 2] [2, 2] : memref<5x5xf32, strided<[120, 4], offset: 93>> to memref<2x2xf32, strided<[240, 8], offset: 217>>
  return %2 : memref<2x2xf32, strided<[240, 8], offset: 217>>
}
// CHECK-LABEL: func.func @static(%arg0: memref<30x30xf32>) -> memref<2x2xf32, strided<[240, 8], offset: 217>> {
// CHECK-NEXT:    %subview = memref.subview %arg0[7, 7] [2, 2] [8, 8] : memref<30x30xf32> to memref<2x2xf32, strided<[240, 8], offset: 217>>
// CHECK-NEXT:    return %subview : memref<2x2xf32, strided<[240, 8], offset: 217>>
// CHECK-NEXT:  }

// a dynamic offset goes through affine.apply (s0 + s1 * stride)
func.func @dynamic(%m: memref<4x1024xf32>, %i: index, %j: index) -> memref<1x64xf32, strided<[4096, 4], offset: ?>> {
  %0 = memref.subview %m[%i, 256] [2, 256] [2, 2] : memref<4x1024xf32> to memref<2x256xf32, strided<[2048, 2], offset: ?>>
  %1 = memref.subview %0[1, %j] [1, 64] [2, 2] : memref<2x256xf32, strided<[2048, 2], offset: ?>> to memref<1x64xf32, strided<[4096, 4], offset: ?>>
  return %1 : memref<1x64xf32, strided<[4096, 4], offset: ?>>
}
// CHECK-LABEL: func.func @dynamic(%arg0: memref<4x1024xf32>, %arg1: index, %arg2: index) -> memref<1x64xf32, strided<[4096, 4], offset: ?>> {
// CHECK-NEXT:    %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:    %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT:    %subview = memref.subview %arg0[%0, %1] [1, 64] [4, 4] : memref<4x1024xf32> to memref<1x64xf32, strided<[4096, 4], offset: ?>>
// CHECK-NEXT:    return %subview : memref<1x64xf32, strided<[4096, 4], offset: ?>>
// CHECK-NEXT:  }

// not composed: a rank-reducing inner subview, a dynamic size
func.func @left_alone(%m: memref<4x8xf32>, %n: index) -> (memref<2xf32, strided<[1], offset: 9>>, memref<1x?xf32, strided<[8, 1], offset: 9>>) {
  %0 = memref.subview %m[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
  %1 = memref.subview %0[1] [2] [1] : memref<8xf32, strided<[1], offset: 8>> to memref<2xf32, strided<[1], offset: 9>>
  %2 = memref.subview %m[1, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 8>>
  %3 = memref.subview %2[0, 1] [1, %n] [1, 1] : memref<2x8xf32, strided<[8, 1], offset: 8>> to memref<1x?xf32, strided<[8, 1], offset: 9>>
  return %1, %3 : memref<2xf32, strided<[1], offset: 9>>, memref<1x?xf32, strided<[8, 1], offset: 9>>
}
// CHECK-LABEL: func.func @left_alone(%arg0: memref<4x8xf32>, %arg1: index) -> (memref<2xf32, strided<[1], offset: 9>>, memref<1x?xf32, strided<[8, 1], offset: 9>>) {
// CHECK-NEXT:    %subview = memref.subview %arg0[1, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: 8>>
// CHECK-NEXT:    %subview_0 = memref.subview %subview[1] [2] [1] : memref<8xf32, strided<[1], offset: 8>> to memref<2xf32, strided<[1], offset: 9>>
// CHECK-NEXT:    %subview_1 = memref.subview %arg0[1, 0] [2, 8] [1, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 8>>
// CHECK-NEXT:    %subview_2 = memref.subview %subview_1[0, 1] [1, %arg1] [1, 1] : memref<2x8xf32, strided<[8, 1], offset: 8>> to memref<1x?xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT:    return %subview_0, %subview_2 : memref<2xf32, strided<[1], offset: 9>>, memref<1x?xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT:  }
