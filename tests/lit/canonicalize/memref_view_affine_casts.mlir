// memref.view: constant sizes become static (a cast restores the type), a view of a cast of
// an alloc views the alloc, memref.dim of a view is its size operand; affine.load/store
// read and write through a memref.cast's source; a memref.dim of a view or subview whose
// size is a valid symbol is a valid affine symbol; x - x and x ^ x of vectors and tensors
// fold to a zero splat.
// RUN: irlite-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @views(%arg0: index) -> (f32, index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c15 = arith.constant 15 : index
// CHECK-NEXT:    %alloc = memref.alloc() : memref<2048xi8>
// CHECK-NEXT:    %view = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<7x?xf32>
// CHECK-NEXT:    %0 = memref.load %view[%c0, %c0] : memref<7x?xf32>
// CHECK-NEXT:    %view_0 = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT:    %1 = memref.load %view_0[%c0, %c0] : memref<?x4xf32>
// CHECK-NEXT:    %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:    return %2, %arg0 : f32, index
// CHECK-NEXT:  }
func.func @views(%arg0: index) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %c15 = arith.constant 15 : index
  %0 = memref.alloc() : memref<2048xi8>
  %1 = memref.view %0[%c15][%c7, %arg0] : memref<2048xi8> to memref<?x?xf32>
  %2 = memref.load %1[%c0, %c0] : memref<?x?xf32>
  %3 = memref.cast %0 : memref<2048xi8> to memref<?xi8>
  %4 = memref.view %3[%c15][%arg0] : memref<?xi8> to memref<?x4xf32>
  %5 = memref.dim %4, %c0 : memref<?x4xf32>
  %6 = memref.load %4[%c0, %c0] : memref<?x4xf32>
  %7 = arith.addf %2, %6 : f32
  return %7, %5 : f32, index
}

// CHECK-LABEL: func.func @affine_cast(%arg0: memref<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT:    affine.store %arg1, %arg0[2] : memref<4xf32>
// CHECK-NEXT:    %0 = affine.load %arg0[3] : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @affine_cast(%arg0: memref<4xf32>, %v: f32) -> f32 {
  %0 = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
  affine.store %v, %0[2] : memref<?xf32>
  %1 = affine.load %0[3] : memref<?xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @dim_symbol(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    affine.for %arg2 = 0 to %arg1 {
// CHECK-NEXT:      %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:      affine.for %arg3 = %dim to %dim {
// CHECK-NEXT:        "foo"() : () -> ()
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dim_symbol(%arg0: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc(%n) : memref<?xi8>
  affine.for %i = 0 to %n {
    %s = memref.dim %arg0, %c0 : memref<?x?xf32>
    %v = memref.view %buf[%c0][%i, %s] : memref<?xi8> to memref<?x?xf32>
    %sv = memref.subview %arg0[%c0, %c0][%s, %i][%c1, %c1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %l = memref.dim %v, %c1 : memref<?x?xf32>
    %u = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    affine.for %j = %l to %u {
      "foo"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @self_zero(%arg0: vector<4xi32>, %arg1: tensor<2x3xi64>) -> (vector<4xi32>, tensor<2x3xi64>) {
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0> : tensor<2x3xi64>
// CHECK-NEXT:    return %cst, %cst_0 : vector<4xi32>, tensor<2x3xi64>
// CHECK-NEXT:  }
func.func @self_zero(%a: vector<4xi32>, %b: tensor<2x3xi64>) -> (vector<4xi32>, tensor<2x3xi64>) {
  %0 = arith.subi %a, %a : vector<4xi32>
  %1 = arith.xori %b, %b : tensor<2x3xi64>
  return %0, %1 : vector<4xi32>, tensor<2x3xi64>
}
