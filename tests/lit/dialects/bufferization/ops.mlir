// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
//
// MLIR 19's bufferization ops in custom and generic form (cases from MLIR's
// test/Dialect/Bufferization/ops.mlir): the tensor type of to_tensor/to_memref is derived
// from the memref type, alloc_tensor's copy takes the result type, unit flags are
// properties. mlir-opt 19 is not installed on this machine: the expected text is MLIR 19's
// assembly as its ODS formats and AllocTensorOp::print write it.

func.func @f(%m: memref<?xf32>, %t: tensor<?xf32>, %d: index, %u: tensor<4xf32>) -> tensor<?xf32> {
  %0 = bufferization.to_tensor %m restrict writable : memref<?xf32>
  %1 = bufferization.to_memref %t read_only : memref<?xf32>
  %2 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %4 = bufferization.alloc_tensor(%d) {memory_space = 1 : ui64} : tensor<?xf32>
  %5 = bufferization.alloc_tensor(%d) size_hint=%d : tensor<?xf32>
  %6 = bufferization.materialize_in_destination %t in %0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<?xf32>
  %7 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %8 = bufferization.to_tensor %m : memref<?xf32>
  %9 = bufferization.to_memref %t : memref<?xf32>
  return %6 : tensor<?xf32>
}

// CHECK-LABEL: func.func @f(%arg0: memref<?xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: tensor<4xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 restrict writable : memref<?xf32>
// CHECK-NEXT:     %1 = bufferization.to_memref %arg1 read_only : memref<?xf32>
// CHECK-NEXT:     %2 = bufferization.alloc_tensor(%arg2) : tensor<?xf32>
// CHECK-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<?xf32>
// CHECK-NEXT:     %4 = bufferization.alloc_tensor(%arg2) {memory_space = 1 : ui64} : tensor<?xf32>
// CHECK-NEXT:     %5 = bufferization.alloc_tensor(%arg2) size_hint=%arg2 : tensor<?xf32>
// CHECK-NEXT:     %6 = bufferization.materialize_in_destination %arg1 in %0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     bufferization.materialize_in_destination %arg1 in restrict writable %arg0 : (tensor<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     bufferization.dealloc_tensor %arg1 : tensor<?xf32>
// CHECK-NEXT:     %7 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %8 = bufferization.to_tensor %arg0 : memref<?xf32>
// CHECK-NEXT:     %9 = bufferization.to_memref %arg1 : memref<?xf32>
// CHECK-NEXT:     return %6 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// GENERIC:     %0 = "bufferization.to_tensor"(%arg0) <{restrict, writable}> : (memref<?xf32>) -> tensor<?xf32>
// GENERIC:     %1 = "bufferization.to_memref"(%arg1) <{read_only}> : (tensor<?xf32>) -> memref<?xf32>
// GENERIC:     %2 = "bufferization.alloc_tensor"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
// GENERIC:     %3 = "bufferization.alloc_tensor"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<?xf32>
// GENERIC:     %4 = "bufferization.alloc_tensor"(%arg2) <{memory_space = 1 : ui64, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>
// GENERIC:     %5 = "bufferization.alloc_tensor"(%arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index, index) -> tensor<?xf32>
// GENERIC:     %6 = "bufferization.materialize_in_destination"(%arg1, %0) : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC:     "bufferization.materialize_in_destination"(%arg1, %arg0) <{restrict, writable}> : (tensor<?xf32>, memref<?xf32>) -> ()
// GENERIC:     "bufferization.dealloc_tensor"(%arg1) : (tensor<?xf32>) -> ()
// GENERIC:     %7 = "bufferization.clone"(%arg0) : (memref<?xf32>) -> memref<?xf32>
// GENERIC:     %8 = "bufferization.to_tensor"(%arg0) : (memref<?xf32>) -> tensor<?xf32>
// GENERIC:     %9 = "bufferization.to_memref"(%arg1) : (tensor<?xf32>) -> memref<?xf32>
// GENERIC:     "func.return"(%6) : (tensor<?xf32>) -> ()
