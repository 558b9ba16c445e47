// RUN: irlite-opt %s -split-input-file -linalg-fuse-elementwise-ops -mlir-print-debuginfo | FileCheck %s
// Locations of what linalg-fuse-elementwise-ops builds, as mlir-opt 19 gives them: the fused
// op at the consumer, FoldScalarOrSplatConstant's generic at the fused location of the op and
// its remaining inputs, the block arguments of a rebuilt generic at their operands'
// locations, the tensor.empty of RemoveOutsDependency at the op. CHECK lines: mlir-opt 19's
// output (with -mlir-print-debuginfo), the file name matched by a pattern.

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> ()>
#id1 = affine_map<(d0) -> (d0)>
func.func @add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1 : tensor<?x?xf32>, %arg2 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %4 = arith.addf %arg3, %arg4 : f32
      linalg.yield %4 : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%3, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %5 = arith.mulf %arg5, %arg6 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}

// -----

#map0 = affine_map<(d0, d1, d2) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @generic_op_constant_fusion(%arg0 : tensor<5x?x?xf32>) -> tensor<5x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<42.0> : tensor<5xf32>
  %0 = tensor.dim %arg0, %c1 : tensor<5x?x?xf32>
  %1 = tensor.dim %arg0, %c2 : tensor<5x?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<5x?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%cst, %arg0 : tensor<5xf32>, tensor<5x?x?xf32>) outs(%2 : tensor<5x?x?xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %4 = arith.mulf %arg1, %arg2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x?x?xf32>
  return %3 : tensor<5x?x?xf32>
}

// -----

func.func @fill_and_splat(%a: tensor<8x16xf32>, %s: f32) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c = arith.constant dense<2.0> : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %f, %c : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
      %t = arith.mulf %x, %y : f32
      %u = arith.addf %t, %z : f32
      linalg.yield %u : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @dedup_and_dead(%a: tensor<8xf32>, %b: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %a, %b : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%o, %o : tensor<8xf32>, tensor<8xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32, %p: f32, %q: f32):
      %t = arith.mulf %x, %y : f32
      linalg.yield %t, %t : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8xf32>
}

// CHECK: #loc2 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:27)
// CHECK-NEXT: #loc3 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:51)
// CHECK-NEXT: #loc4 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:76)
// CHECK-NEXT: #loc11 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":21:10)
// CHECK-NEXT: #loc12 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":21:22)
// CHECK-NEXT: #loc13 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":27:22)
// CHECK-NEXT: #loc14 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":27:34)
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add_mul_fusion(%arg0: tensor<?x?xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:27), %arg1: tensor<?x?xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:51), %arg2: tensor<?x?xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:76)) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index loc(#loc5)
// CHECK-NEXT:     %c1 = arith.constant 1 : index loc(#loc6)
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32> loc(#loc7)
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32> loc(#loc8)
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32> loc(#loc9)
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":21:10), %in_1: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":21:22), %in_2: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":27:22), %out: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":27:34)):
// CHECK-NEXT:       %2 = arith.addf %in, %in_1 : f32 loc(#loc15)
// CHECK-NEXT:       %3 = arith.mulf %2, %in_2 : f32 loc(#loc16)
// CHECK-NEXT:       linalg.yield %3 : f32 loc(#loc10)
// CHECK-NEXT:     } -> tensor<?x?xf32> loc(#loc10)
// CHECK-NEXT:     return %1 : tensor<?x?xf32> loc(#loc17)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":0:0)
// CHECK-NEXT: #loc1 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:1)
// CHECK-NEXT: #loc5 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":14:9)
// CHECK-NEXT: #loc6 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":15:9)
// CHECK-NEXT: #loc7 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":16:8)
// CHECK-NEXT: #loc8 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":17:8)
// CHECK-NEXT: #loc9 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":18:8)
// CHECK-NEXT: #loc10 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":25:8)
// CHECK-NEXT: #loc15 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":22:12)
// CHECK-NEXT: #loc16 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":28:12)
// CHECK-NEXT: #loc17 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":31:3)
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #loc2 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":5:39)
// CHECK-NEXT: #loc10 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":15:22)
// CHECK-NEXT: #loc11 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":15:34)
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generic_op_constant_fusion(%arg0: tensor<5x?x?xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":5:39)) -> tensor<5x?x?xf32> {
// CHECK-NEXT:     %cst = arith.constant 4.200000e+01 : f32 loc(#loc3)
// CHECK-NEXT:     %c1 = arith.constant 1 : index loc(#loc4)
// CHECK-NEXT:     %c2 = arith.constant 2 : index loc(#loc5)
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<5x?x?xf32> loc(#loc6)
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<5x?x?xf32> loc(#loc7)
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<5x?x?xf32> loc(#loc8)
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x?x?xf32>) outs(%0 : tensor<5x?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":15:22), %out: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":15:34)):
// CHECK-NEXT:       %2 = arith.mulf %in, %cst : f32 loc(#loc12)
// CHECK-NEXT:       linalg.yield %2 : f32 loc(#loc13)
// CHECK-NEXT:     } -> tensor<5x?x?xf32> loc(#loc15)
// CHECK-NEXT:     return %1 : tensor<5x?x?xf32> loc(#loc14)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":0:0)
// CHECK-NEXT: #loc1 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":5:1)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc4 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":7:9)
// CHECK-NEXT: #loc5 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":8:9)
// CHECK-NEXT: #loc6 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":10:8)
// CHECK-NEXT: #loc7 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":11:8)
// CHECK-NEXT: #loc8 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":12:8)
// CHECK-NEXT: #loc9 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":13:8)
// CHECK-NEXT: #loc12 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":16:12)
// CHECK-NEXT: #loc13 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":17:7)
// CHECK-NEXT: #loc14 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":19:3)
// CHECK-NEXT: #loc15 = loc(fused[#loc9, #loc2])
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #loc2 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:27)
// CHECK-NEXT: #loc3 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:49)
// CHECK-NEXT: #loc5 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":7:8)
// CHECK-NEXT: #loc6 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":5:8)
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #loc11 = loc(fused[#loc5, #loc2, #loc6])
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fill_and_splat(%arg0: tensor<8x16xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:27), %arg1: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:49)) -> tensor<8x16xf32> {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32 loc(#loc4)
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x16xf32> loc(#loc11)
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:27), %out: f32 loc(fused[#loc5, #loc2, #loc6])):
// CHECK-NEXT:       %2 = arith.mulf %in, %arg1 : f32 loc(#loc7)
// CHECK-NEXT:       %3 = arith.addf %2, %cst : f32 loc(#loc8)
// CHECK-NEXT:       linalg.yield %3 : f32 loc(#loc9)
// CHECK-NEXT:     } -> tensor<8x16xf32> loc(#loc11)
// CHECK-NEXT:     return %1 : tensor<8x16xf32> loc(#loc10)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":0:0)
// CHECK-NEXT: #loc1 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:1)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc7 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":10:12)
// CHECK-NEXT: #loc8 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":11:12)
// CHECK-NEXT: #loc9 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":12:7)
// CHECK-NEXT: #loc10 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":14:3)
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #loc2 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:27)
// CHECK-NEXT: #loc3 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:46)
// CHECK-NEXT: #loc4 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:65)
// CHECK-NEXT: #loc5 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":4:10)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dedup_and_dead(%arg0: tensor<8xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:27), %arg1: tensor<8xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:46), %arg2: tensor<8xf32> loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:65)) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32> loc(#loc5)
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:27), %out: f32 loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":4:10)):
// CHECK-NEXT:       %2 = arith.mulf %in, %in : f32 loc(#loc6)
// CHECK-NEXT:       linalg.yield %2 : f32 loc(#loc7)
// CHECK-NEXT:     } -> tensor<8xf32> loc(#loc5)
// CHECK-NEXT:     return %1 : tensor<8xf32> loc(#loc8)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":0:0)
// CHECK-NEXT: #loc1 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":3:1)
// CHECK-NEXT: #loc6 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":7:12)
// CHECK-NEXT: #loc7 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":8:7)
// CHECK-NEXT: #loc8 = loc("within split at {{.*}}.mlir:{{[0-9]+}} offset ":10:3)
