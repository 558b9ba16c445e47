// RUN: irlite-opt %s --canonicalize --split-input-file | FileCheck %s
//
// The bufferization ops' folders and canonicalization patterns (MLIR 19's
// BufferizationOps.cpp: ToMemrefOp/ToTensorOp::fold, ToMemrefToTensorFolding,
// ToMemrefOfCast, LoadOfToMemref, DimOfCastOp, DimOfToTensorFolder, ReplaceStaticShapeDims,
// FoldDimOfAllocTensorOp); cases after MLIR's test/Dialect/Bufferization/canonicalize.mlir.
// mlir-opt 19 is not installed here: the expected text follows those patterns.

// CHECK-LABEL: func.func @to_memref_of_to_tensor(%arg0: memref<?xf32>) -> memref<?xf32> {
// CHECK-NEXT:   return %arg0 : memref<?xf32>
// CHECK-NEXT: }
func.func @to_memref_of_to_tensor(%m: memref<?xf32>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<?xf32>
  %r = bufferization.to_memref %t : memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @to_tensor_of_to_memref(%arg0: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:   return %arg0 : tensor<?xf32>
// CHECK-NEXT: }
func.func @to_tensor_of_to_memref(%t: tensor<?xf32>) -> tensor<?xf32> {
  %m = bufferization.to_memref %t : memref<?xf32>
  %r = bufferization.to_tensor %m : memref<?xf32>
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @to_memref_of_to_tensor_cast(%arg0: memref<4xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:   %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
func.func @to_memref_of_to_tensor_cast(%m: memref<4xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<4xf32>
  %r = bufferization.to_memref %t : memref<4xf32, strided<[?], offset: ?>>
  %c = memref.cast %r : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %c : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @load_of_to_memref(%arg0: tensor<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:   %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT:   return %extracted : f32
// CHECK-NEXT: }
func.func @load_of_to_memref(%t: tensor<?xf32>, %i: index) -> f32 {
  %m = bufferization.to_memref %t : memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dim_of_to_memref(%arg0: tensor<?xf32>) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @dim_of_to_memref(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_memref %t : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @dim_of_to_tensor(%arg0: memref<?xf32>) -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:   return %dim : index
// CHECK-NEXT: }
func.func @dim_of_to_tensor(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @to_memref_of_cast(%arg0: tensor<4xf32>) -> memref<?xf32> {
// CHECK-NEXT:   %0 = bufferization.to_memref %arg0 : memref<4xf32>
// CHECK-NEXT:   %cast = memref.cast %0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:   return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @to_memref_of_cast(%t: tensor<4xf32>) -> memref<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %m = bufferization.to_memref %c : memref<?xf32>
  return %m : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_tensor_static(%arg0: f32, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:   %0 = bufferization.alloc_tensor(%arg1) : tensor<10x?xf32>
// CHECK-NEXT:   %cast = tensor.cast %0 : tensor<10x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:   return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
func.func @alloc_tensor_static(%f: f32, %i: index) -> tensor<?x?xf32> {
  %c10 = arith.constant 10 : index
  %0 = bufferization.alloc_tensor(%c10, %i) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_alloc_tensor(%arg0: index) -> index {
// CHECK-NEXT:   %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:   return %arg0 : index
// CHECK-NEXT: }
func.func @dim_of_alloc_tensor(%i: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor(%i) : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
