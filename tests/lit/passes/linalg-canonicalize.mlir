// RUN: irlite-opt %s -canonicalize | FileCheck %s
// linalg's canonicalizations (rules/linalg_canon.py): EraseIdentityGenericOp on tensors
// (a tensor.cast where the types differ) and on a buffer copied onto itself,
// EraseDeadLinalgOp on a zero-sized memref, EraseSelfCopy, the identity transpose fold;
// FoldTensorCastConsumerOp, InferStaticShapeOfOperands (with tensor's FoldTensorCastProducerOp);
// a generic whose maps differ and a tensor copy into another tensor are kept.
// CHECK lines: mlir-opt 19's output, byte for byte.

#id = affine_map<(d0) -> (d0)>
func.func @dead_in(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @identity(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @identity_buf(%a: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%a : memref<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @zero_sized(%a: memref<0x4xf32>, %b: memref<0x4xf32>) {
  linalg.copy ins(%a : memref<0x4xf32>) outs(%b : memref<0x4xf32>)
  return
}
func.func @identity_cast(%a: tensor<?xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<?xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @not_identity(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (3 - d0)>, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @c(%a: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.copy ins(%a : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @m(%a: memref<6x4xf32>) {
  linalg.copy ins(%a : memref<6x4xf32>) outs(%a : memref<6x4xf32>)
  return
}
func.func @t(%a: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.transpose ins(%a : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) permutation = [0, 1]
  return %0 : tensor<6x4xf32>
}
func.func @tensor_cast_matmul(%a : tensor<3x4xf32>, %b : tensor<4x?xf32>, %c : tensor<3x?xf32>) -> tensor<3x?xf32> {
  %ta = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %tb = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %tc = tensor.cast %c : tensor<3x?xf32> to tensor<?x?xf32>
  %0 = linalg.matmul ins(%ta, %tb: tensor<?x?xf32>, tensor<?x?xf32>) outs(%tc: tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<3x?xf32>
  return %1: tensor<3x?xf32>
}
func.func @cast_consumer(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xf32>) outs(%b : tensor<?x?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}
func.func @infer_static(%a: tensor<2x?xf32>, %b: tensor<?x3xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x?xf32>, tensor<?x3xf32>) outs(%c : tensor<?x?xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (-d0 + 3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dead_in(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %in : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity_buf(%arg0: memref<4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @zero_sized(%arg0: memref<0x4xf32>, %arg1: memref<0x4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @identity_cast(%arg0: tensor<?xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:     return %cast : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @not_identity(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6x4xf32>
// CHECK-NEXT:     %1 = linalg.copy ins(%arg0 : tensor<6x4xf32>) outs(%0 : tensor<6x4xf32>) -> tensor<6x4xf32>
// CHECK-NEXT:     return %1 : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m(%arg0: memref<6x4xf32>) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t(%arg0: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT:     return %arg0 : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_cast_matmul(%arg0: tensor<3x4xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<3x?xf32>) -> tensor<3x?xf32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<4x?xf32>) outs(%arg2 : tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT:     return %0 : tensor<3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_consumer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cast_0 : tensor<4x8xf32>) outs(%cast : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @infer_static(%arg0: tensor<2x?xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<2x?xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%cast, %cast_0 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%cast_1 : tensor<2x3xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_3: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %in_3 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<2x3xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %0 : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast_2 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
