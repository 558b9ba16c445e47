// RUN: irlite-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// linalg-fuse-elementwise-ops's reshape fusion by expansion (static shapes): a structured
// op (a generic, a named op, a copy) reading a tensor.collapse_shape, or whose result a
// tensor.expand_shape reads, runs over the expanded loops (other operands expanded,
// results collapsed back, linalg.index linearized through affine.apply); a reduction
// and a shared collapse are left alone. CHECK lines: mlir-opt 19's output, byte for byte.

func.func @collapse_producer(%a: tensor<2x3x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %b : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @expand_consumer(%a: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = math.exp %x : f32
      linalg.yield %s : f32
  } -> tensor<6x4xf32>
  %x = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %x : tensor<2x3x4xf32>
}
func.func @named(%a: tensor<2x3x4xf32>, %b: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.add ins(%c, %b : tensor<6x4xf32>, tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @reduction(%a: tensor<2x3x4xf32>, %b: tensor<6xf32>) -> tensor<6xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<6x4xf32>) outs(%b : tensor<6xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
func.func @transposed(%a: tensor<2x3x4xf32>, %b: tensor<4x6xf32>) -> tensor<4x6xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<6x4xf32>) outs(%b : tensor<4x6xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
func.func @indexed(%a: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %i = linalg.index 0 : index
      %j = arith.index_cast %i : index to i32
      %f = arith.sitofp %j : i32 to f32
      %s = arith.addf %x, %f : f32
      linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}
func.func @two_uses(%a: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>) {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = math.exp %x : f32
      linalg.yield %s : f32
  } -> tensor<6x4xf32>
  return %0, %c : tensor<6x4xf32>, tensor<6x4xf32>
}
func.func @expand_three_groups(%a: tensor<6x20xf32>, %b: tensor<6x20xf32>) -> tensor<2x3x4x5xf32> {
  %e = tensor.empty() : tensor<6x20xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<6x20xf32>, tensor<6x20xf32>) outs(%e : tensor<6x20xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %i = linalg.index 1 : index
      %j = arith.index_cast %i : index to i32
      %f = arith.sitofp %j : i32 to f32
      %s = arith.mulf %x, %y : f32
      %t = arith.addf %s, %f : f32
      linalg.yield %t : f32
  } -> tensor<6x20xf32>
  %x = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
  return %x : tensor<2x3x4x5xf32>
}
func.func @fill_collapse(%a: tensor<2x3x4xf32>, %v: f32) -> tensor<6x4xf32> {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = linalg.copy ins(%c : tensor<6x4xf32>) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d0 + d1 * 5)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_producer(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<2x3x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_consumer(%arg0: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<2x3x4xf32>
// CHECK-NEXT:     return %1 : tensor<2x3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @named(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<2x3x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduction(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6xf32>) -> tensor<6xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<6x4xf32>) outs(%arg1 : tensor<6xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<6xf32>
// CHECK-NEXT:     return %0 : tensor<6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @transposed(%arg0: tensor<2x3x4xf32>, %arg1: tensor<4x6xf32>) -> tensor<4x6xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [4, 2, 3] : tensor<4x6xf32> into tensor<4x2x3xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%expanded : tensor<4x2x3xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4x2x3xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %0 {{\[\[}}0], [1, 2]] : tensor<4x2x3xf32> into tensor<4x6xf32>
// CHECK-NEXT:     return %collapsed : tensor<4x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @indexed(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = linalg.index 1 : index
// CHECK-NEXT:       %3 = linalg.index 0 : index
// CHECK-NEXT:       %4 = affine.apply #map4(%2, %3)
// CHECK-NEXT:       %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT:       %6 = arith.sitofp %5 : i32 to f32
// CHECK-NEXT:       %7 = arith.addf %in, %6 : f32
// CHECK-NEXT:       linalg.yield %7 : f32
// CHECK-NEXT:     } -> tensor<2x3x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_uses(%arg0: tensor<2x3x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>) {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<6x4xf32>) outs(%0 : tensor<6x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<6x4xf32>
// CHECK-NEXT:     return %1, %collapsed : tensor<6x4xf32>, tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @expand_three_groups(%arg0: tensor<6x20xf32>, %arg1: tensor<6x20xf32>) -> tensor<2x3x4x5xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
// CHECK-NEXT:     %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<6x20xf32> into tensor<2x3x4x5xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x3x4x5xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_0 : tensor<2x3x4x5xf32>, tensor<2x3x4x5xf32>) outs(%0 : tensor<2x3x4x5xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %2 = linalg.index 3 : index
// CHECK-NEXT:       %3 = linalg.index 2 : index
// CHECK-NEXT:       %4 = affine.apply #map6(%2, %3)
// CHECK-NEXT:       %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT:       %6 = arith.sitofp %5 : i32 to f32
// CHECK-NEXT:       %7 = arith.mulf %in, %in_1 : f32
// CHECK-NEXT:       %8 = arith.addf %7, %6 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<2x3x4x5xf32>
// CHECK-NEXT:     return %1 : tensor<2x3x4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill_collapse(%arg0: tensor<2x3x4xf32>, %arg1: f32) -> tensor<6x4xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:     return %collapsed : tensor<6x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
