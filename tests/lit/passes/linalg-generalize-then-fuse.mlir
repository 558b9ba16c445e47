// RUN: irlite-opt %s -linalg-generalize-named-ops -linalg-fuse-elementwise-ops | FileCheck %s
// Named ops generalized, then fused: exp, transpose and mul into the row reduction that
// consumes them (one generic), broadcast/add/max into one, elemwise_unary/binary chains.
// CHECK lines: mlir-opt 19's output, byte for byte.

func.func @named_chain(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %t = linalg.transpose ins(%b : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) permutation = [1, 0]
  %1 = linalg.mul ins(%0, %t : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = linalg.reduce { arith.addf } ins(%1 : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
  return %r : tensor<4xf32>
}
func.func @bcast_chain(%a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%e : tensor<4x8xf32>) dimensions = [0]
  %1 = linalg.add ins(%0, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.max ins(%1, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %2 : tensor<4x8xf32>
}
func.func @ew(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.elemwise_unary {fun = #linalg.unary_fn<exp>} ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%0, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elemwise_binary ins(%1, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>
}
func.func @mm(%a: memref<4x8xi8>, %b: memref<8x4xi8>, %c: memref<4x4xf32>) {
  linalg.matmul_transpose_b ins(%a, %a : memref<4x8xi8>, memref<4x8xi8>) outs(%c : memref<4x4xf32>)
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @named_chain(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x4xf32>) outs(%arg2 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %1 = math.exp %in : f32
// CHECK-NEXT:       %2 = arith.mulf %1, %in_0 : f32
// CHECK-NEXT:       %3 = arith.addf %out, %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bcast_chain(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %3 = arith.maximumf %2, %in_0 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %1 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ew(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %4 = math.exp %in : f32
// CHECK-NEXT:       %5 = arith.mulf %4, %in_0 : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%2 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %1, %3 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mm(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0 : memref<4x8xi8>, memref<4x8xi8>) outs(%arg2 : memref<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: i8, %in_0: i8, %out: f32):
// CHECK-NEXT:       %0 = arith.sitofp %in : i8 to f32
// CHECK-NEXT:       %1 = arith.sitofp %in_0 : i8 to f32
// CHECK-NEXT:       %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT:       %3 = arith.addf %out, %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
