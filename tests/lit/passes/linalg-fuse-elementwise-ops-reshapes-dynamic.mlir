// RUN: irlite-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// Reshape fusion by expansion with dynamic sizes: the expanded operands' sizes as MLIR 19's
// expand_shape builder infers them (tensor.dim divui the group's static product), an
// unread init's size through FoldDimOfExpandShape (affine.apply floordiv); left alone: a
// group with two dynamic sizes, a linalg.index over a dynamic expansion.
// CHECK lines: mlir-opt 19's output, byte for byte.

func.func @dynA(%a: tensor<?x3x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<?x4xf32>) outs(%b : tensor<?x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @dynB(%a: tensor<2x?x4xf32>, %b: tensor<?x4xf32>, %d: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %d : tensor<?x4xf32>, tensor<?x4xf32>) outs(%b : tensor<?x4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      %t = arith.addf %s, %y : f32
      linalg.yield %t : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @dyn_expand_consumer(%a: tensor<?x4xf32>, %n: index) -> tensor<?x3x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = math.exp %x : f32
      linalg.yield %s : f32
  } -> tensor<?x4xf32>
  %x = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%n, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  return %x : tensor<?x3x4xf32>
}
func.func @dyn_indexed(%a: tensor<2x?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<?x4xf32>) outs(%b : tensor<?x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %i = linalg.index 0 : index
      %j = arith.index_cast %i : index to i32
      %f = arith.sitofp %j : i32 to f32
      %s = arith.addf %x, %f : f32
      %t = arith.addf %s, %o : f32
      linalg.yield %t : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @dyn_transposed(%a: tensor<?x3x4xf32>, %b: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<?x4xf32>) outs(%b : tensor<4x?xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
func.func @dyn_two_dynamic(%a: tensor<?x?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<?x4xf32>) outs(%b : tensor<?x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
func.func @dyn(%a: tensor<?x3x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<?x4xf32>) outs(%b : tensor<?x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = math.exp %x : f32
      linalg.yield %s : f32
  } -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 floordiv 3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dynA(%arg0: tensor<?x3x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = arith.divui %dim, %c3 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%0, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x4xf32>) outs(%expanded : tensor<?x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<?x3x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dynB(%arg0: tensor<2x?x4xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg2, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = arith.divui %dim, %c2 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg2 {{\[\[}}0, 1], [2]] output_shape [2, %0, 4] : tensor<?x4xf32> into tensor<2x?x4xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %1 = arith.divui %dim_0, %c2 : index
// CHECK-NEXT:     %expanded_1 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, %1, 4] : tensor<?x4xf32> into tensor<2x?x4xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x?x4xf32>, tensor<2x?x4xf32>) outs(%expanded_1 : tensor<2x?x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %out : f32
// CHECK-NEXT:       %4 = arith.addf %3, %in_2 : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<2x?x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %2 {{\[\[}}0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_expand_consumer(%arg0: tensor<?x4xf32>, %arg1: index) -> tensor<?x3x4xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim) : tensor<?x4xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %1 = arith.divui %dim_0, %c3 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [%1, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
// CHECK-NEXT:     %dim_1 = tensor.dim %0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %2 = affine.apply #map1()[%dim_1]
// CHECK-NEXT:     %3 = tensor.empty(%2) : tensor<?x3x4xf32>
// CHECK-NEXT:     %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x3x4xf32>) outs(%3 : tensor<?x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %5 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<?x3x4xf32>
// CHECK-NEXT:     return %4 : tensor<?x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_indexed(%arg0: tensor<2x?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x4xf32>) outs(%arg1 : tensor<?x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = linalg.index 0 : index
// CHECK-NEXT:       %2 = arith.index_cast %1 : index to i32
// CHECK-NEXT:       %3 = arith.sitofp %2 : i32 to f32
// CHECK-NEXT:       %4 = arith.addf %in, %3 : f32
// CHECK-NEXT:       %5 = arith.addf %4, %out : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<?x4xf32>
// CHECK-NEXT:     return %0 : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_transposed(%arg0: tensor<?x3x4xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     %0 = arith.divui %dim, %c3 : index
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [4, %0, 3] : tensor<4x?xf32> into tensor<4x?x3xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x4xf32>) outs(%expanded : tensor<4x?x3xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<4x?x3xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 {{\[\[}}0], [1, 2]] : tensor<4x?x3xf32> into tensor<4x?xf32>
// CHECK-NEXT:     return %collapsed : tensor<4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn_two_dynamic(%arg0: tensor<?x?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x4xf32>) outs(%arg1 : tensor<?x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<?x4xf32>
// CHECK-NEXT:     return %0 : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dyn(%arg0: tensor<?x3x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim) : tensor<?x4xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_0]
// CHECK-NEXT:     %2 = tensor.empty(%1) : tensor<?x3x4xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x3x4xf32>) outs(%2 : tensor<?x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %4 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<?x3x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %3 {{\[\[}}0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
