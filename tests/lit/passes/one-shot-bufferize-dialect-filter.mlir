// RUN: irlite-opt %s -allow-unregistered-dialect -one-shot-bufferize="dialect-filter=tensor,bufferization allow-unknown-ops" | FileCheck %s --check-prefix=FILTER
//
// dialect-filter: only the named dialects' ops are bufferized; the rest keep their
// tensors, joined to the buffers by to_tensor/to_memref (as MLIR's
// one-shot-bufferize-partial test shows). mlir-opt 19 is not installed here.

// FILTER-LABEL: func.func @filter(
//  FILTER-SAME:     %[[T:.*]]: tensor<?xf32>, %[[S:.*]]: f32, %[[I:.*]]: index
//       FILTER:   %[[M:.*]] = bufferization.to_memref %[[T]] : memref<?xf32, strided<[?], offset: ?>>
//       FILTER:   %[[C:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
//       FILTER:   memref.copy %[[M]], %[[C]]
//       FILTER:   memref.store %[[S]], %[[C]][%[[I]]]
//       FILTER:   %[[R:.*]] = bufferization.to_tensor %[[C]] : memref<?xf32>
//       FILTER:   "test.some_use"(%[[R]])
//       FILTER:   memref.load %[[C]][%[[I]]]
func.func @filter(%t: tensor<?xf32>, %s: f32, %i: index) -> f32 {
  %0 = tensor.insert %s into %t[%i] : tensor<?xf32>
  %1 = "test.some_use"(%0) : (tensor<?xf32>) -> f32
  %2 = tensor.extract %0[%i] : tensor<?xf32>
  return %2 : f32
}
