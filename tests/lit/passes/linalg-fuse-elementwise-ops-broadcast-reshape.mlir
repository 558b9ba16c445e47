// RUN: irlite-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// A broadcast add of two collapsed operands, expanded after (what irlite.jit makes of
// (2,1,1) + (2,1)): both collapses fold into the generic, which then runs over five
// loops; the collapse back to 2x2 and the expand to 2x2x1 stay two ops, as mlir-opt 19
// leaves them (its ComposeExpandOfCollapseOp gives up on a group whose sub-shapes have
// equal ranks; composing [[0, 1, 2], [3, 4]] into a rank-3 result made an invalid op).
// CHECK-LABEL: func.func @f
// CHECK: %[[G:.*]] = linalg.generic
// CHECK-SAME: ins(%arg0, %arg1 : tensor<2x1x1xf32>, tensor<2x1xf32>)
// CHECK: -> tensor<2x1x1x2x1xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.collapse_shape %[[G]] {{\[}}[0, 1, 2], [3, 4]] : tensor<2x1x1x2x1xf32> into tensor<2x2xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[C]] {{\[}}[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xf32> into tensor<2x2x1xf32>
// CHECK-NEXT: return %[[E]]
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%arg0: tensor<2x1x1xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x2x1xf32> {
  %collapsed = tensor.collapse_shape %arg0 [[0, 1, 2]] : tensor<2x1x1xf32> into tensor<2xf32>
  %collapsed_0 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
  %0 = tensor.empty() : tensor<2x2xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %collapsed_0 : tensor<2xf32>, tensor<2xf32>) outs(%0 : tensor<2x2xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %2 = arith.addf %in, %in_1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x2xf32>
  %expanded = tensor.expand_shape %1 [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xf32> into tensor<2x2x1xf32>
  return %expanded : tensor<2x2x1xf32>
}
