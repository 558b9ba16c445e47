// RUN: irlite-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// linalg-fuse-elementwise-ops runs linalg's dialect canonicalizations (FoldTensorCastConsumerOp,
// InferStaticShapeOfOperands) but not tensor's (the operand casts stay, as in mlir-opt 19).
// CHECK lines: mlir-opt 19's output, byte for byte.

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

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tensor_cast_matmul(%arg0: tensor<3x4xf32>, %arg1: tensor<4x?xf32>, %arg2: tensor<3x?xf32>) -> tensor<3x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<3x4xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %arg2 : tensor<3x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %cast_1 : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK-NEXT:     %cast_3 = tensor.cast %cast : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK-NEXT:     %0 = linalg.matmul ins(%cast_3, %cast_0 : tensor<3x?xf32>, tensor<?x?xf32>) outs(%cast_2 : tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT:     return %0 : tensor<3x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @cast_consumer(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast_0 : tensor<4x8xf32>) outs(%cast : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @infer_static(%arg0: tensor<2x?xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<2x?xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg1 : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cast, %cast_0 : tensor<2x3xf32>, tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_2 : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<2x3xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %1 : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast_1 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
