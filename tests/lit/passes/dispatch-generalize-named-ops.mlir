// RUN: irlite-opt %s --dispatch-generalize-named-ops | FileCheck %s
// RUN: irlite-opt %s --dispatch-generalize-named-ops=fusion=iree | FileCheck %s

// What the fusion policy's generalize section selects becomes linalg.generic (IREE
// 3.13's GeneralizeLinalgNamedOps): elementwise named ops, transposes and reductions;
// fills and contractions stay named.
func.func @named(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %w: tensor<8x3xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>, tensor<4x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %add = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<8x4xf32>
  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) permutation = [1, 0]
  %er = tensor.empty() : tensor<4xf32>
  %fr = linalg.fill ins(%zero : f32) outs(%er : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%fr : tensor<4xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %em = tensor.empty() : tensor<4x3xf32>
  %fm = linalg.fill ins(%zero : f32) outs(%em : tensor<4x3xf32>) -> tensor<4x3xf32>
  %m = linalg.matmul ins(%a, %w : tensor<4x8xf32>, tensor<8x3xf32>) outs(%fm : tensor<4x3xf32>) -> tensor<4x3xf32>
  return %add, %t, %r, %m : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>, tensor<4x3xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @named(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<8x3xf32>) -> (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>, tensor<4x3xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %10 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %10 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%2 : tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     %4 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %6 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%5 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %10 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %10 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %7 = tensor.empty() : tensor<4x3xf32>
// CHECK-NEXT:     %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:     %9 = linalg.matmul ins(%arg0, %arg2 : tensor<4x8xf32>, tensor<8x3xf32>) outs(%8 : tensor<4x3xf32>) -> tensor<4x3xf32>
// CHECK-NEXT:     return %1, %3, %6, %9 : tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>, tensor<4x3xf32>
// CHECK-NEXT:   }
