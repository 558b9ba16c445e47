// RUN: cd %S/Inputs && irlite-opt debuginfo.mlir --split-input-file --mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: cd %S/Inputs && irlite-opt debuginfo.mlir --split-input-file --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
//
// Locations as mlir-opt 19 prints them (Inputs/debuginfo.mlir, run from its folder so the
// file name is stable): map/reduce long-form arguments at their own locations (inline),
// transpose/broadcast block arguments at their operands' locations, named-op payloads at
// unknown locations, short-form payload ops at the op's. CHECK lines are mlir-opt 19's output.

// CHECK:#loc2 = loc("within split at debuginfo.mlir:1 offset ":4:18)
// CHECK-NEXT:#loc3 = loc("within split at debuginfo.mlir:1 offset ":4:39)
// CHECK-NEXT:#loc4 = loc("within split at debuginfo.mlir:1 offset ":4:60)
// CHECK-NEXT:#loc5 = loc("within split at debuginfo.mlir:1 offset ":4:80)
// CHECK-NEXT:#loc6 = loc("within split at debuginfo.mlir:1 offset ":4:100)
// CHECK-NEXT:#loc7 = loc("within split at debuginfo.mlir:1 offset ":4:122)
// CHECK-NEXT:#loc8 = loc("within split at debuginfo.mlir:1 offset ":4:141)
// CHECK-NEXT:#loc10 = loc("within split at debuginfo.mlir:1 offset ":6:6)
// CHECK-NEXT:#loc11 = loc("within split at debuginfo.mlir:1 offset ":6:15)
// CHECK-NEXT:#loc17 = loc("within split at debuginfo.mlir:1 offset ":13:6)
// CHECK-NEXT:#loc18 = loc("within split at debuginfo.mlir:1 offset ":13:16)
// CHECK-NEXT:#loc19 = loc("within split at debuginfo.mlir:1 offset ":13:27)
// CHECK-NEXT:#loc20 = loc("within split at debuginfo.mlir:1 offset ":13:39)
// CHECK-NEXT:#loc25 = loc("within split at debuginfo.mlir:1 offset ":19:8)
// CHECK-NEXT:#loc26 = loc("within split at debuginfo.mlir:1 offset ":19:17)
// CHECK-NEXT:#loc27 = loc("within split at debuginfo.mlir:1 offset ":19:26)
// CHECK-NEXT:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @forms(%arg0: tensor<?x8xf32> loc("within split at debuginfo.mlir:1 offset ":4:18), %arg1: tensor<?x8xf32> loc("within split at debuginfo.mlir:1 offset ":4:39), %arg2: tensor<?xf32> loc("within split at debuginfo.mlir:1 offset ":4:60), %arg3: tensor<?xi32> loc("within split at debuginfo.mlir:1 offset ":4:80), %arg4: tensor<?x8xi32> loc("within split at debuginfo.mlir:1 offset ":4:100), %arg5: memref<8xf32> loc("within split at debuginfo.mlir:1 offset ":4:122), %arg6: memref<4x8xf32> loc("within split at debuginfo.mlir:1 offset ":4:141)) -> (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>) {
// CHECK-NEXT:    %mapped = linalg.map ins(%arg0, %arg1 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%arg0 : tensor<?x8xf32>)
// CHECK-NEXT:      (%in: f32 loc("within split at debuginfo.mlir:1 offset ":6:6), %in_2: f32 loc("within split at debuginfo.mlir:1 offset ":6:15)) {
// CHECK-NEXT:        %1 = arith.mulf %in, %in_2 : f32 loc(#loc12)
// CHECK-NEXT:        %2 = arith.addf %1, %in : f32 loc(#loc13)
// CHECK-NEXT:        linalg.yield %2 : f32 loc(#loc14)
// CHECK-NEXT:      } loc(#loc9)
// CHECK-NEXT:    %mapped_0 = linalg.map { arith.subf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg1 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%arg0 : tensor<?x8xf32>) loc(#loc15)
// CHECK-NEXT:    %reduced:2 = linalg.reduce ins(%arg0, %arg4 : tensor<?x8xf32>, tensor<?x8xi32>) outs(%arg2, %arg3 : tensor<?xf32>, tensor<?xi32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32 loc("within split at debuginfo.mlir:1 offset ":13:6), %in_2: i32 loc("within split at debuginfo.mlir:1 offset ":13:16), %init: f32 loc("within split at debuginfo.mlir:1 offset ":13:27), %init_3: i32 loc("within split at debuginfo.mlir:1 offset ":13:39)) {
// CHECK-NEXT:        %1 = arith.addf %in, %init : f32 loc(#loc21)
// CHECK-NEXT:        %2 = arith.addi %in_2, %init_3 : i32 loc(#loc22)
// CHECK-NEXT:        linalg.yield %1, %2 : f32, i32 loc(#loc23)
// CHECK-NEXT:      } loc(#loc16)
// CHECK-NEXT:    %0:2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x8xf32>) outs(%arg1, %arg2 : tensor<?x8xf32>, tensor<?xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32 loc("within split at debuginfo.mlir:1 offset ":19:8), %out: f32 loc("within split at debuginfo.mlir:1 offset ":19:17), %out_2: f32 loc("within split at debuginfo.mlir:1 offset ":19:26)):
// CHECK-NEXT:      %1 = arith.addf %in, %out_2 : f32 loc(#loc28)
// CHECK-NEXT:      linalg.yield %in, %1 : f32, f32 loc(#loc29)
// CHECK-NEXT:    } -> (tensor<?x8xf32>, tensor<?xf32>) loc(#loc24)
// CHECK-NEXT:    linalg.broadcast ins(%arg5 : memref<8xf32>) outs(%arg6 : memref<4x8xf32>) dimensions = [0]  {tag = 1 : i64} loc(#loc30)
// CHECK-NEXT:    linalg.map { math.exp } ins(%arg6 : memref<4x8xf32>) outs(%arg6 : memref<4x8xf32>) loc(#loc31)
// CHECK-NEXT:    %reduced_1 = linalg.reduce { arith.addf } ins(%arg0 : tensor<?x8xf32>) outs(%arg2 : tensor<?xf32>) dimensions = [1]  {tag} loc(#loc32)
// CHECK-NEXT:    return %mapped, %reduced_1, %reduced#1 : tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32> loc(#loc33)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("within split at debuginfo.mlir:1 offset ":0:0)
// CHECK-NEXT:#loc1 = loc("within split at debuginfo.mlir:1 offset ":4:1)
// CHECK-NEXT:#loc9 = loc("within split at debuginfo.mlir:1 offset ":5:8)
// CHECK-NEXT:#loc12 = loc("within split at debuginfo.mlir:1 offset ":7:12)
// CHECK-NEXT:#loc13 = loc("within split at debuginfo.mlir:1 offset ":8:12)
// CHECK-NEXT:#loc14 = loc("within split at debuginfo.mlir:1 offset ":9:7)
// CHECK-NEXT:#loc15 = loc("within split at debuginfo.mlir:1 offset ":11:8)
// CHECK-NEXT:#loc16 = loc("within split at debuginfo.mlir:1 offset ":12:10)
// CHECK-NEXT:#loc21 = loc("within split at debuginfo.mlir:1 offset ":14:12)
// CHECK-NEXT:#loc22 = loc("within split at debuginfo.mlir:1 offset ":15:12)
// CHECK-NEXT:#loc23 = loc("within split at debuginfo.mlir:1 offset ":16:7)
// CHECK-NEXT:#loc24 = loc("within split at debuginfo.mlir:1 offset ":18:10)
// CHECK-NEXT:#loc28 = loc("within split at debuginfo.mlir:1 offset ":20:10)
// CHECK-NEXT:#loc29 = loc("within split at debuginfo.mlir:1 offset ":21:5)
// CHECK-NEXT:#loc30 = loc("within split at debuginfo.mlir:1 offset ":23:3)
// CHECK-NEXT:#loc31 = loc("within split at debuginfo.mlir:1 offset ":24:3)
// CHECK-NEXT:#loc32 = loc("within split at debuginfo.mlir:1 offset ":25:8)
// CHECK-NEXT:#loc33 = loc("within split at debuginfo.mlir:1 offset ":26:3)
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#loc2 = loc("within split at debuginfo.mlir:29 offset ":3:14)
// CHECK-NEXT:#loc3 = loc("within split at debuginfo.mlir:29 offset ":3:35)
// CHECK-NEXT:#loc4 = loc("within split at debuginfo.mlir:29 offset ":3:57)
// CHECK-NEXT:#loc5 = loc("within split at debuginfo.mlir:29 offset ":3:79)
// CHECK-NEXT:#loc6 = loc("within split at debuginfo.mlir:29 offset ":3:98)
// CHECK-NEXT:#loc7 = loc("within split at debuginfo.mlir:29 offset ":3:117)
// CHECK-NEXT:#loc8 = loc("within split at debuginfo.mlir:29 offset ":3:126)
// CHECK-NEXT:#loc9 = loc("within split at debuginfo.mlir:29 offset ":3:147)
// CHECK-NEXT:#loc10 = loc("within split at debuginfo.mlir:29 offset ":3:169)
// CHECK-NEXT:#loc11 = loc("within split at debuginfo.mlir:29 offset ":3:189)
// CHECK-NEXT:#loc12 = loc("within split at debuginfo.mlir:29 offset ":3:210)
// CHECK-NEXT:#loc13 = loc("within split at debuginfo.mlir:29 offset ":3:234)
// CHECK-NEXT:#loc14 = loc("within split at debuginfo.mlir:29 offset ":3:259)
// CHECK-NEXT:#loc15 = loc("within split at debuginfo.mlir:29 offset ":3:284)
// CHECK-NEXT:#loc36 = loc("within split at debuginfo.mlir:29 offset ":29:8)
// CHECK-NEXT:#loc37 = loc("within split at debuginfo.mlir:29 offset ":29:17)
// CHECK-NEXT:#loc41 = loc("within split at debuginfo.mlir:29 offset ":34:8)
// CHECK-NEXT:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<4x8xf32> loc("within split at debuginfo.mlir:29 offset ":3:14), %arg1: tensor<8x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:35), %arg2: tensor<4x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:57), %arg3: tensor<8xf32> loc("within split at debuginfo.mlir:29 offset ":3:79), %arg4: tensor<4xf32> loc("within split at debuginfo.mlir:29 offset ":3:98), %arg5: f32 loc("within split at debuginfo.mlir:29 offset ":3:117), %arg6: memref<4x8xf32> loc("within split at debuginfo.mlir:29 offset ":3:126), %arg7: memref<8x4xf32> loc("within split at debuginfo.mlir:29 offset ":3:147), %arg8: tensor<4x8xi1> loc("within split at debuginfo.mlir:29 offset ":3:169), %arg9: tensor<8x4xf32> loc("within split at debuginfo.mlir:29 offset ":3:189), %arg10: tensor<2x4x8xf32> loc("within split at debuginfo.mlir:29 offset ":3:210), %arg11: tensor<2x8x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:234), %arg12: tensor<2x4x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:259), %arg13: tensor<f32> loc("within split at debuginfo.mlir:29 offset ":3:284)) {
// CHECK-NEXT:    %0 = linalg.fill ins(%arg5 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc16)
// CHECK-NEXT:    linalg.fill ins(%arg5 : f32) outs(%arg6 : memref<4x8xf32>) loc(#loc17)
// CHECK-NEXT:    %1 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc18)
// CHECK-NEXT:    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc19)
// CHECK-NEXT:    %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc20)
// CHECK-NEXT:    %4 = linalg.matvec ins(%arg0, %arg3 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32> loc(#loc21)
// CHECK-NEXT:    %5 = linalg.vecmat ins(%arg4, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32> loc(#loc22)
// CHECK-NEXT:    %6 = linalg.dot ins(%arg3, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%arg13 : tensor<f32>) -> tensor<f32> loc(#loc23)
// CHECK-NEXT:    %7 = linalg.batch_matmul ins(%arg10, %arg11 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg12 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc(#loc24)
// CHECK-NEXT:    %8 = linalg.add ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc25)
// CHECK-NEXT:    %9 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc26)
// CHECK-NEXT:    %10 = linalg.select ins(%arg8, %arg0, %arg0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc27)
// CHECK-NEXT:    %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg9 : tensor<8x4xf32>) permutation = [1, 0]  loc(#loc28)
// CHECK-NEXT:    linalg.transpose ins(%arg6 : memref<4x8xf32>) outs(%arg7 : memref<8x4xf32>) permutation = [1, 0]  loc(#loc29)
// CHECK-NEXT:    %broadcasted = linalg.broadcast ins(%arg3 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0]  loc(#loc30)
// CHECK-NEXT:    %mapped = linalg.map { arith.addf } ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) loc(#loc31)
// CHECK-NEXT:    %mapped_0 = linalg.map { math.absf } ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) loc(#loc32)
// CHECK-NEXT:    %mapped_1 = linalg.map { arith.addf } ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) loc(#loc33)
// CHECK-NEXT:    %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<4xf32>) dimensions = [1]  loc(#loc34)
// CHECK-NEXT:    %11 = linalg.generic {doc = "hi", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"], library_call = "fn"} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) attrs =  {foo = 1 : i32} {
// CHECK-NEXT:    ^bb0(%in: f32 loc("within split at debuginfo.mlir:29 offset ":29:8), %out: f32 loc("within split at debuginfo.mlir:29 offset ":29:17)):
// CHECK-NEXT:      %12 = linalg.index 1 : index loc(#loc38)
// CHECK-NEXT:      linalg.yield %in : f32 loc(#loc39)
// CHECK-NEXT:    } -> tensor<4x8xf32> loc(#loc35)
// CHECK-NEXT:    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg6 : memref<4x8xf32>) {
// CHECK-NEXT:    ^bb0(%out: f32 loc("within split at debuginfo.mlir:29 offset ":34:8)):
// CHECK-NEXT:      linalg.yield %out : f32 loc(#loc42)
// CHECK-NEXT:    } loc(#loc40)
// CHECK-NEXT:    return loc(#loc43)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("within split at debuginfo.mlir:29 offset ":0:0)
// CHECK-NEXT:#loc1 = loc("within split at debuginfo.mlir:29 offset ":3:1)
// CHECK-NEXT:#loc16 = loc("within split at debuginfo.mlir:29 offset ":4:8)
// CHECK-NEXT:#loc17 = loc("within split at debuginfo.mlir:29 offset ":5:3)
// CHECK-NEXT:#loc18 = loc("within split at debuginfo.mlir:29 offset ":6:8)
// CHECK-NEXT:#loc19 = loc("within split at debuginfo.mlir:29 offset ":7:8)
// CHECK-NEXT:#loc20 = loc("within split at debuginfo.mlir:29 offset ":8:8)
// CHECK-NEXT:#loc21 = loc("within split at debuginfo.mlir:29 offset ":9:8)
// CHECK-NEXT:#loc22 = loc("within split at debuginfo.mlir:29 offset ":10:8)
// CHECK-NEXT:#loc23 = loc("within split at debuginfo.mlir:29 offset ":11:8)
// CHECK-NEXT:#loc24 = loc("within split at debuginfo.mlir:29 offset ":12:8)
// CHECK-NEXT:#loc25 = loc("within split at debuginfo.mlir:29 offset ":13:8)
// CHECK-NEXT:#loc26 = loc("within split at debuginfo.mlir:29 offset ":14:8)
// CHECK-NEXT:#loc27 = loc("within split at debuginfo.mlir:29 offset ":15:9)
// CHECK-NEXT:#loc28 = loc("within split at debuginfo.mlir:29 offset ":16:9)
// CHECK-NEXT:#loc29 = loc("within split at debuginfo.mlir:29 offset ":17:3)
// CHECK-NEXT:#loc30 = loc("within split at debuginfo.mlir:29 offset ":18:9)
// CHECK-NEXT:#loc31 = loc("within split at debuginfo.mlir:29 offset ":19:9)
// CHECK-NEXT:#loc32 = loc("within split at debuginfo.mlir:29 offset ":24:9)
// CHECK-NEXT:#loc33 = loc("within split at debuginfo.mlir:29 offset ":25:9)
// CHECK-NEXT:#loc34 = loc("within split at debuginfo.mlir:29 offset ":26:9)
// CHECK-NEXT:#loc35 = loc("within split at debuginfo.mlir:29 offset ":28:9)
// CHECK-NEXT:#loc38 = loc("within split at debuginfo.mlir:29 offset ":30:10)
// CHECK-NEXT:#loc39 = loc("within split at debuginfo.mlir:29 offset ":31:5)
// CHECK-NEXT:#loc40 = loc("within split at debuginfo.mlir:29 offset ":33:3)
// CHECK-NEXT:#loc42 = loc("within split at debuginfo.mlir:29 offset ":35:5)
// CHECK-NEXT:#loc43 = loc("within split at debuginfo.mlir:29 offset ":37:3)
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#loc2 = loc("within split at debuginfo.mlir:68 offset ":5:21)
// CHECK-NEXT:#loc8 = loc("within split at debuginfo.mlir:68 offset ":13:10)
// CHECK-NEXT:#loc9 = loc("within split at debuginfo.mlir:68 offset ":13:19)
// CHECK-NEXT:#loc17 = loc("within split at debuginfo.mlir:68 offset ":22:6)
// CHECK-NEXT:#loc18 = loc("within split at debuginfo.mlir:68 offset ":22:16)
// CHECK-NEXT:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @relu_sum(%arg0: tensor<4096x4096xf32> loc("within split at debuginfo.mlir:68 offset ":5:21)) -> tensor<4096xf32> {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32 loc(#loc3)
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f32 loc(#loc4)
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f32 loc(#loc5)
// CHECK-NEXT:    %0 = tensor.empty() : tensor<4096x4096xf32> loc(#loc6)
// CHECK-NEXT:    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4096x4096xf32>) outs(%0 : tensor<4096x4096xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32 loc("within split at debuginfo.mlir:68 offset ":13:10), %out: f32 loc("within split at debuginfo.mlir:68 offset ":13:19)):
// CHECK-NEXT:      %4 = arith.mulf %in, %cst : f32 loc(#loc10)
// CHECK-NEXT:      %5 = arith.addf %4, %cst_0 : f32 loc(#loc11)
// CHECK-NEXT:      %6 = arith.maximumf %5, %cst_1 : f32 loc(#loc12)
// CHECK-NEXT:      linalg.yield %6 : f32 loc(#loc13)
// CHECK-NEXT:    } -> tensor<4096x4096xf32> loc(#loc7)
// CHECK-NEXT:    %2 = tensor.empty() : tensor<4096xf32> loc(#loc14)
// CHECK-NEXT:    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<4096xf32>) -> tensor<4096xf32> loc(#loc15)
// CHECK-NEXT:    %reduced = linalg.reduce ins(%1 : tensor<4096x4096xf32>) outs(%3 : tensor<4096xf32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32 loc("within split at debuginfo.mlir:68 offset ":22:6), %init: f32 loc("within split at debuginfo.mlir:68 offset ":22:16)) {
// CHECK-NEXT:        %4 = arith.addf %in, %init : f32 loc(#loc19)
// CHECK-NEXT:        linalg.yield %4 : f32 loc(#loc20)
// CHECK-NEXT:      } loc(#loc16)
// CHECK-NEXT:    return %reduced : tensor<4096xf32> loc(#loc21)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("within split at debuginfo.mlir:68 offset ":0:0)
// CHECK-NEXT:#loc1 = loc("within split at debuginfo.mlir:68 offset ":5:1)
// CHECK-NEXT:#loc3 = loc("within split at debuginfo.mlir:68 offset ":6:9)
// CHECK-NEXT:#loc4 = loc("within split at debuginfo.mlir:68 offset ":7:9)
// CHECK-NEXT:#loc5 = loc("within split at debuginfo.mlir:68 offset ":8:9)
// CHECK-NEXT:#loc6 = loc("within split at debuginfo.mlir:68 offset ":9:8)
// CHECK-NEXT:#loc7 = loc("within split at debuginfo.mlir:68 offset ":10:8)
// CHECK-NEXT:#loc10 = loc("within split at debuginfo.mlir:68 offset ":14:12)
// CHECK-NEXT:#loc11 = loc("within split at debuginfo.mlir:68 offset ":15:12)
// CHECK-NEXT:#loc12 = loc("within split at debuginfo.mlir:68 offset ":16:12)
// CHECK-NEXT:#loc13 = loc("within split at debuginfo.mlir:68 offset ":17:7)
// CHECK-NEXT:#loc14 = loc("within split at debuginfo.mlir:68 offset ":19:11)
// CHECK-NEXT:#loc15 = loc("within split at debuginfo.mlir:68 offset ":20:10)
// CHECK-NEXT:#loc16 = loc("within split at debuginfo.mlir:68 offset ":21:10)
// CHECK-NEXT:#loc19 = loc("within split at debuginfo.mlir:68 offset ":23:12)
// CHECK-NEXT:#loc20 = loc("within split at debuginfo.mlir:68 offset ":24:7)
// CHECK-NEXT:#loc21 = loc("within split at debuginfo.mlir:68 offset ":26:3)

// GENERIC:#loc2 = loc("within split at debuginfo.mlir:1 offset ":4:18)
// GENERIC-NEXT:#loc3 = loc("within split at debuginfo.mlir:1 offset ":4:39)
// GENERIC-NEXT:#loc4 = loc("within split at debuginfo.mlir:1 offset ":4:60)
// GENERIC-NEXT:#loc5 = loc("within split at debuginfo.mlir:1 offset ":4:80)
// GENERIC-NEXT:#loc6 = loc("within split at debuginfo.mlir:1 offset ":4:100)
// GENERIC-NEXT:#loc7 = loc("within split at debuginfo.mlir:1 offset ":4:122)
// GENERIC-NEXT:#loc8 = loc("within split at debuginfo.mlir:1 offset ":4:141)
// GENERIC-NEXT:#loc10 = loc("within split at debuginfo.mlir:1 offset ":6:6)
// GENERIC-NEXT:#loc11 = loc("within split at debuginfo.mlir:1 offset ":6:15)
// GENERIC-NEXT:#loc16 = loc(unknown)
// GENERIC-NEXT:#loc18 = loc("within split at debuginfo.mlir:1 offset ":13:6)
// GENERIC-NEXT:#loc19 = loc("within split at debuginfo.mlir:1 offset ":13:16)
// GENERIC-NEXT:#loc20 = loc("within split at debuginfo.mlir:1 offset ":13:27)
// GENERIC-NEXT:#loc21 = loc("within split at debuginfo.mlir:1 offset ":13:39)
// GENERIC-NEXT:#loc26 = loc("within split at debuginfo.mlir:1 offset ":19:8)
// GENERIC-NEXT:#loc27 = loc("within split at debuginfo.mlir:1 offset ":19:17)
// GENERIC-NEXT:#loc28 = loc("within split at debuginfo.mlir:1 offset ":19:26)
// GENERIC-NEXT:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>, tensor<?x8xi32>, memref<8xf32>, memref<4x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>), sym_name = "forms"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<?x8xf32> loc("within split at debuginfo.mlir:1 offset ":4:18), %arg1: tensor<?x8xf32> loc("within split at debuginfo.mlir:1 offset ":4:39), %arg2: tensor<?xf32> loc("within split at debuginfo.mlir:1 offset ":4:60), %arg3: tensor<?xi32> loc("within split at debuginfo.mlir:1 offset ":4:80), %arg4: tensor<?x8xi32> loc("within split at debuginfo.mlir:1 offset ":4:100), %arg5: memref<8xf32> loc("within split at debuginfo.mlir:1 offset ":4:122), %arg6: memref<4x8xf32> loc("within split at debuginfo.mlir:1 offset ":4:141)):
// GENERIC-NEXT:    %0 = "linalg.map"(%arg0, %arg1, %arg0) ({
// GENERIC-NEXT:    ^bb0(%arg21: f32 loc("within split at debuginfo.mlir:1 offset ":6:6), %arg22: f32 loc("within split at debuginfo.mlir:1 offset ":6:15)):
// GENERIC-NEXT:      %11 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
// GENERIC-NEXT:      %12 = "arith.addf"(%11, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc13)
// GENERIC-NEXT:      "linalg.yield"(%12) : (f32) -> () loc(#loc14)
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32> loc(#loc9)
// GENERIC-NEXT:    %1 = "linalg.map"(%arg0, %arg1, %arg0) ({
// GENERIC-NEXT:    ^bb0(%arg19: f32 loc(unknown), %arg20: f32 loc(unknown)):
// GENERIC-NEXT:      %10 = "arith.subf"(%arg19, %arg20) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32 loc(#loc15)
// GENERIC-NEXT:      "linalg.yield"(%10) : (f32) -> () loc(#loc15)
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32> loc(#loc15)
// GENERIC-NEXT:    %2:2 = "linalg.reduce"(%arg0, %arg4, %arg2, %arg3) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: f32 loc("within split at debuginfo.mlir:1 offset ":13:6), %arg16: i32 loc("within split at debuginfo.mlir:1 offset ":13:16), %arg17: f32 loc("within split at debuginfo.mlir:1 offset ":13:27), %arg18: i32 loc("within split at debuginfo.mlir:1 offset ":13:39)):
// GENERIC-NEXT:      %8 = "arith.addf"(%arg15, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc22)
// GENERIC-NEXT:      %9 = "arith.addi"(%arg16, %arg18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc23)
// GENERIC-NEXT:      "linalg.yield"(%8, %9) : (f32, i32) -> () loc(#loc24)
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xi32>, tensor<?xf32>, tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) loc(#loc17)
// GENERIC-NEXT:    %3:2 = "linalg.generic"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC-NEXT:    ^bb0(%arg12: f32 loc("within split at debuginfo.mlir:1 offset ":19:8), %arg13: f32 loc("within split at debuginfo.mlir:1 offset ":19:17), %arg14: f32 loc("within split at debuginfo.mlir:1 offset ":19:26)):
// GENERIC-NEXT:      %7 = "arith.addf"(%arg12, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc29)
// GENERIC-NEXT:      "linalg.yield"(%arg12, %7) : (f32, f32) -> () loc(#loc30)
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?xf32>) -> (tensor<?x8xf32>, tensor<?xf32>) loc(#loc25)
// GENERIC-NEXT:    "linalg.broadcast"(%arg5, %arg6) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg10: f32 loc("within split at debuginfo.mlir:1 offset ":4:122), %arg11: f32 loc("within split at debuginfo.mlir:1 offset ":4:141)):
// GENERIC-NEXT:      "linalg.yield"(%arg10) : (f32) -> () loc(#loc31)
// GENERIC-NEXT:    }) {tag = 1 : i64} : (memref<8xf32>, memref<4x8xf32>) -> () loc(#loc31)
// GENERIC-NEXT:    "linalg.map"(%arg6, %arg6) ({
// GENERIC-NEXT:    ^bb0(%arg9: f32 loc(unknown)):
// GENERIC-NEXT:      %6 = "math.exp"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc32)
// GENERIC-NEXT:      "linalg.yield"(%6) : (f32) -> () loc(#loc32)
// GENERIC-NEXT:    }) : (memref<4x8xf32>, memref<4x8xf32>) -> () loc(#loc32)
// GENERIC-NEXT:    %4 = "linalg.reduce"(%arg0, %arg2) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: f32 loc(unknown), %arg8: f32 loc(unknown)):
// GENERIC-NEXT:      %5 = "arith.addf"(%arg8, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
// GENERIC-NEXT:      "linalg.yield"(%5) : (f32) -> () loc(#loc33)
// GENERIC-NEXT:    }) {tag} : (tensor<?x8xf32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc33)
// GENERIC-NEXT:    "func.return"(%0, %4, %2#1) : (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>) -> () loc(#loc34)
// GENERIC-NEXT:  }) : () -> () loc(#loc1)
// GENERIC-NEXT:}) : () -> () loc(#loc)
// GENERIC-NEXT:#loc = loc("within split at debuginfo.mlir:1 offset ":0:0)
// GENERIC-NEXT:#loc1 = loc("within split at debuginfo.mlir:1 offset ":4:1)
// GENERIC-NEXT:#loc9 = loc("within split at debuginfo.mlir:1 offset ":5:8)
// GENERIC-NEXT:#loc12 = loc("within split at debuginfo.mlir:1 offset ":7:12)
// GENERIC-NEXT:#loc13 = loc("within split at debuginfo.mlir:1 offset ":8:12)
// GENERIC-NEXT:#loc14 = loc("within split at debuginfo.mlir:1 offset ":9:7)
// GENERIC-NEXT:#loc15 = loc("within split at debuginfo.mlir:1 offset ":11:8)
// GENERIC-NEXT:#loc17 = loc("within split at debuginfo.mlir:1 offset ":12:10)
// GENERIC-NEXT:#loc22 = loc("within split at debuginfo.mlir:1 offset ":14:12)
// GENERIC-NEXT:#loc23 = loc("within split at debuginfo.mlir:1 offset ":15:12)
// GENERIC-NEXT:#loc24 = loc("within split at debuginfo.mlir:1 offset ":16:7)
// GENERIC-NEXT:#loc25 = loc("within split at debuginfo.mlir:1 offset ":18:10)
// GENERIC-NEXT:#loc29 = loc("within split at debuginfo.mlir:1 offset ":20:10)
// GENERIC-NEXT:#loc30 = loc("within split at debuginfo.mlir:1 offset ":21:5)
// GENERIC-NEXT:#loc31 = loc("within split at debuginfo.mlir:1 offset ":23:3)
// GENERIC-NEXT:#loc32 = loc("within split at debuginfo.mlir:1 offset ":24:3)
// GENERIC-NEXT:#loc33 = loc("within split at debuginfo.mlir:1 offset ":25:8)
// GENERIC-NEXT:#loc34 = loc("within split at debuginfo.mlir:1 offset ":26:3)
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#loc2 = loc("within split at debuginfo.mlir:29 offset ":3:14)
// GENERIC-NEXT:#loc3 = loc("within split at debuginfo.mlir:29 offset ":3:35)
// GENERIC-NEXT:#loc4 = loc("within split at debuginfo.mlir:29 offset ":3:57)
// GENERIC-NEXT:#loc5 = loc("within split at debuginfo.mlir:29 offset ":3:79)
// GENERIC-NEXT:#loc6 = loc("within split at debuginfo.mlir:29 offset ":3:98)
// GENERIC-NEXT:#loc7 = loc("within split at debuginfo.mlir:29 offset ":3:117)
// GENERIC-NEXT:#loc8 = loc("within split at debuginfo.mlir:29 offset ":3:126)
// GENERIC-NEXT:#loc9 = loc("within split at debuginfo.mlir:29 offset ":3:147)
// GENERIC-NEXT:#loc10 = loc("within split at debuginfo.mlir:29 offset ":3:169)
// GENERIC-NEXT:#loc11 = loc("within split at debuginfo.mlir:29 offset ":3:189)
// GENERIC-NEXT:#loc12 = loc("within split at debuginfo.mlir:29 offset ":3:210)
// GENERIC-NEXT:#loc13 = loc("within split at debuginfo.mlir:29 offset ":3:234)
// GENERIC-NEXT:#loc14 = loc("within split at debuginfo.mlir:29 offset ":3:259)
// GENERIC-NEXT:#loc15 = loc("within split at debuginfo.mlir:29 offset ":3:284)
// GENERIC-NEXT:#loc17 = loc(unknown)
// GENERIC-NEXT:#loc33 = loc("within split at debuginfo.mlir:29 offset ":20:6)
// GENERIC-NEXT:#loc34 = loc("within split at debuginfo.mlir:29 offset ":20:15)
// GENERIC-NEXT:#loc41 = loc("within split at debuginfo.mlir:29 offset ":29:8)
// GENERIC-NEXT:#loc42 = loc("within split at debuginfo.mlir:29 offset ":29:17)
// GENERIC-NEXT:#loc46 = loc("within split at debuginfo.mlir:29 offset ":34:8)
// GENERIC-NEXT:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT:#map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map4 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT:#map5 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:#map6 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT:#map7 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map8 = affine_map<(d0) -> ()>
// GENERIC-NEXT:#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT:#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT:#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<8xf32>, tensor<4xf32>, f32, memref<4x8xf32>, memref<8x4xf32>, tensor<4x8xi1>, tensor<8x4xf32>, tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<f32>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4x8xf32> loc("within split at debuginfo.mlir:29 offset ":3:14), %arg1: tensor<8x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:35), %arg2: tensor<4x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:57), %arg3: tensor<8xf32> loc("within split at debuginfo.mlir:29 offset ":3:79), %arg4: tensor<4xf32> loc("within split at debuginfo.mlir:29 offset ":3:98), %arg5: f32 loc("within split at debuginfo.mlir:29 offset ":3:117), %arg6: memref<4x8xf32> loc("within split at debuginfo.mlir:29 offset ":3:126), %arg7: memref<8x4xf32> loc("within split at debuginfo.mlir:29 offset ":3:147), %arg8: tensor<4x8xi1> loc("within split at debuginfo.mlir:29 offset ":3:169), %arg9: tensor<8x4xf32> loc("within split at debuginfo.mlir:29 offset ":3:189), %arg10: tensor<2x4x8xf32> loc("within split at debuginfo.mlir:29 offset ":3:210), %arg11: tensor<2x8x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:234), %arg12: tensor<2x4x16xf32> loc("within split at debuginfo.mlir:29 offset ":3:259), %arg13: tensor<f32> loc("within split at debuginfo.mlir:29 offset ":3:284)):
// GENERIC-NEXT:    %0 = "linalg.fill"(%arg5, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg61: f32 loc(unknown), %arg62: f32 loc(unknown)):
// GENERIC-NEXT:      "linalg.yield"(%arg61) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc16)
// GENERIC-NEXT:    "linalg.fill"(%arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg59: f32 loc(unknown), %arg60: f32 loc(unknown)):
// GENERIC-NEXT:      "linalg.yield"(%arg59) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) : (f32, memref<4x8xf32>) -> () loc(#loc18)
// GENERIC-NEXT:    %1 = "linalg.copy"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg57: f32 loc(unknown), %arg58: f32 loc(unknown)):
// GENERIC-NEXT:      "linalg.yield"(%arg57) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc19)
// GENERIC-NEXT:    %2 = "linalg.matmul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg54: f32 loc(unknown), %arg55: f32 loc(unknown), %arg56: f32 loc(unknown)):
// GENERIC-NEXT:      %36 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      %37 = "arith.addf"(%arg56, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%37) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc20)
// GENERIC-NEXT:    %3 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg51: f32 loc(unknown), %arg52: f32 loc(unknown), %arg53: f32 loc(unknown)):
// GENERIC-NEXT:      %34 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      %35 = "arith.addf"(%arg53, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%35) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc21)
// GENERIC-NEXT:    %4 = "linalg.matvec"(%arg0, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg48: f32 loc(unknown), %arg49: f32 loc(unknown), %arg50: f32 loc(unknown)):
// GENERIC-NEXT:      %32 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      %33 = "arith.addf"(%arg50, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%33) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc22)
// GENERIC-NEXT:    %5 = "linalg.vecmat"(%arg4, %arg0, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg45: f32 loc(unknown), %arg46: f32 loc(unknown), %arg47: f32 loc(unknown)):
// GENERIC-NEXT:      %30 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      %31 = "arith.addf"(%arg47, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%31) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map4, #map6, #map5]} : (tensor<4xf32>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32> loc(#loc23)
// GENERIC-NEXT:    %6 = "linalg.dot"(%arg3, %arg3, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg42: f32 loc(unknown), %arg43: f32 loc(unknown), %arg44: f32 loc(unknown)):
// GENERIC-NEXT:      %28 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      %29 = "arith.addf"(%arg44, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%29) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map7, #map7, #map8]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32> loc(#loc24)
// GENERIC-NEXT:    %7 = "linalg.batch_matmul"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg39: f32 loc(unknown), %arg40: f32 loc(unknown), %arg41: f32 loc(unknown)):
// GENERIC-NEXT:      %26 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      %27 = "arith.addf"(%arg41, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%27) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32> loc(#loc25)
// GENERIC-NEXT:    %8 = "linalg.add"(%arg0, %arg0, %0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg36: f32 loc(unknown), %arg37: f32 loc(unknown), %arg38: f32 loc(unknown)):
// GENERIC-NEXT:      %25 = "arith.addf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%25) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc26)
// GENERIC-NEXT:    %9 = "linalg.exp"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg34: f32 loc(unknown), %arg35: f32 loc(unknown)):
// GENERIC-NEXT:      %24 = "math.exp"(%arg34) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%24) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc27)
// GENERIC-NEXT:    %10 = "linalg.select"(%arg8, %arg0, %arg0, %0) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg30: i1 loc(unknown), %arg31: f32 loc(unknown), %arg32: f32 loc(unknown), %arg33: f32 loc(unknown)):
// GENERIC-NEXT:      %23 = "arith.select"(%arg30, %arg31, %arg32) : (i1, f32, f32) -> f32 loc(#loc17)
// GENERIC-NEXT:      "linalg.yield"(%23) : (f32) -> () loc(#loc17)
// GENERIC-NEXT:    }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc28)
// GENERIC-NEXT:    %11 = "linalg.transpose"(%arg0, %arg9) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg28: f32 loc("within split at debuginfo.mlir:29 offset ":3:14), %arg29: f32 loc("within split at debuginfo.mlir:29 offset ":3:189)):
// GENERIC-NEXT:      "linalg.yield"(%arg28) : (f32) -> () loc(#loc29)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32> loc(#loc29)
// GENERIC-NEXT:    "linalg.transpose"(%arg6, %arg7) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg26: f32 loc("within split at debuginfo.mlir:29 offset ":3:126), %arg27: f32 loc("within split at debuginfo.mlir:29 offset ":3:147)):
// GENERIC-NEXT:      "linalg.yield"(%arg26) : (f32) -> () loc(#loc30)
// GENERIC-NEXT:    }) : (memref<4x8xf32>, memref<8x4xf32>) -> () loc(#loc30)
// GENERIC-NEXT:    %12 = "linalg.broadcast"(%arg3, %arg0) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg24: f32 loc("within split at debuginfo.mlir:29 offset ":3:79), %arg25: f32 loc("within split at debuginfo.mlir:29 offset ":3:14)):
// GENERIC-NEXT:      "linalg.yield"(%arg24) : (f32) -> () loc(#loc31)
// GENERIC-NEXT:    }) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc31)
// GENERIC-NEXT:    %13 = "linalg.map"(%arg0, %arg0, %0) ({
// GENERIC-NEXT:    ^bb0(%arg22: f32 loc("within split at debuginfo.mlir:29 offset ":20:6), %arg23: f32 loc("within split at debuginfo.mlir:29 offset ":20:15)):
// GENERIC-NEXT:      %22 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc35)
// GENERIC-NEXT:      "linalg.yield"(%22) : (f32) -> () loc(#loc36)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc32)
// GENERIC-NEXT:    %14 = "linalg.map"(%arg0, %0) ({
// GENERIC-NEXT:    ^bb0(%arg21: f32 loc(unknown)):
// GENERIC-NEXT:      %21 = "math.absf"(%arg21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc37)
// GENERIC-NEXT:      "linalg.yield"(%21) : (f32) -> () loc(#loc37)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc37)
// GENERIC-NEXT:    %15 = "linalg.map"(%arg0, %arg0, %0) ({
// GENERIC-NEXT:    ^bb0(%arg19: f32 loc(unknown), %arg20: f32 loc(unknown)):
// GENERIC-NEXT:      %20 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc38)
// GENERIC-NEXT:      "linalg.yield"(%20) : (f32) -> () loc(#loc38)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc38)
// GENERIC-NEXT:    %16 = "linalg.reduce"(%arg0, %arg4) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg17: f32 loc(unknown), %arg18: f32 loc(unknown)):
// GENERIC-NEXT:      %19 = "arith.addf"(%arg18, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc39)
// GENERIC-NEXT:      "linalg.yield"(%19) : (f32) -> () loc(#loc39)
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc39)
// GENERIC-NEXT:    %17 = "linalg.generic"(%arg0, %0) <{doc = "hi", indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "fn", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: f32 loc("within split at debuginfo.mlir:29 offset ":29:8), %arg16: f32 loc("within split at debuginfo.mlir:29 offset ":29:17)):
// GENERIC-NEXT:      %18 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc(#loc43)
// GENERIC-NEXT:      "linalg.yield"(%arg15) : (f32) -> () loc(#loc44)
// GENERIC-NEXT:    }) {foo = 1 : i32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc40)
// GENERIC-NEXT:    "linalg.generic"(%arg6) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg14: f32 loc("within split at debuginfo.mlir:29 offset ":34:8)):
// GENERIC-NEXT:      "linalg.yield"(%arg14) : (f32) -> () loc(#loc47)
// GENERIC-NEXT:    }) : (memref<4x8xf32>) -> () loc(#loc45)
// GENERIC-NEXT:    "func.return"() : () -> () loc(#loc48)
// GENERIC-NEXT:  }) : () -> () loc(#loc1)
// GENERIC-NEXT:}) : () -> () loc(#loc)
// GENERIC-NEXT:#loc = loc("within split at debuginfo.mlir:29 offset ":0:0)
// GENERIC-NEXT:#loc1 = loc("within split at debuginfo.mlir:29 offset ":3:1)
// GENERIC-NEXT:#loc16 = loc("within split at debuginfo.mlir:29 offset ":4:8)
// GENERIC-NEXT:#loc18 = loc("within split at debuginfo.mlir:29 offset ":5:3)
// GENERIC-NEXT:#loc19 = loc("within split at debuginfo.mlir:29 offset ":6:8)
// GENERIC-NEXT:#loc20 = loc("within split at debuginfo.mlir:29 offset ":7:8)
// GENERIC-NEXT:#loc21 = loc("within split at debuginfo.mlir:29 offset ":8:8)
// GENERIC-NEXT:#loc22 = loc("within split at debuginfo.mlir:29 offset ":9:8)
// GENERIC-NEXT:#loc23 = loc("within split at debuginfo.mlir:29 offset ":10:8)
// GENERIC-NEXT:#loc24 = loc("within split at debuginfo.mlir:29 offset ":11:8)
// GENERIC-NEXT:#loc25 = loc("within split at debuginfo.mlir:29 offset ":12:8)
// GENERIC-NEXT:#loc26 = loc("within split at debuginfo.mlir:29 offset ":13:8)
// GENERIC-NEXT:#loc27 = loc("within split at debuginfo.mlir:29 offset ":14:8)
// GENERIC-NEXT:#loc28 = loc("within split at debuginfo.mlir:29 offset ":15:9)
// GENERIC-NEXT:#loc29 = loc("within split at debuginfo.mlir:29 offset ":16:9)
// GENERIC-NEXT:#loc30 = loc("within split at debuginfo.mlir:29 offset ":17:3)
// GENERIC-NEXT:#loc31 = loc("within split at debuginfo.mlir:29 offset ":18:9)
// GENERIC-NEXT:#loc32 = loc("within split at debuginfo.mlir:29 offset ":19:9)
// GENERIC-NEXT:#loc35 = loc("within split at debuginfo.mlir:29 offset ":21:12)
// GENERIC-NEXT:#loc36 = loc("within split at debuginfo.mlir:29 offset ":22:7)
// GENERIC-NEXT:#loc37 = loc("within split at debuginfo.mlir:29 offset ":24:9)
// GENERIC-NEXT:#loc38 = loc("within split at debuginfo.mlir:29 offset ":25:9)
// GENERIC-NEXT:#loc39 = loc("within split at debuginfo.mlir:29 offset ":26:9)
// GENERIC-NEXT:#loc40 = loc("within split at debuginfo.mlir:29 offset ":28:9)
// GENERIC-NEXT:#loc43 = loc("within split at debuginfo.mlir:29 offset ":30:10)
// GENERIC-NEXT:#loc44 = loc("within split at debuginfo.mlir:29 offset ":31:5)
// GENERIC-NEXT:#loc45 = loc("within split at debuginfo.mlir:29 offset ":33:3)
// GENERIC-NEXT:#loc47 = loc("within split at debuginfo.mlir:29 offset ":35:5)
// GENERIC-NEXT:#loc48 = loc("within split at debuginfo.mlir:29 offset ":37:3)
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#loc2 = loc("within split at debuginfo.mlir:68 offset ":5:21)
// GENERIC-NEXT:#loc8 = loc("within split at debuginfo.mlir:68 offset ":13:10)
// GENERIC-NEXT:#loc9 = loc("within split at debuginfo.mlir:68 offset ":13:19)
// GENERIC-NEXT:#loc16 = loc(unknown)
// GENERIC-NEXT:#loc18 = loc("within split at debuginfo.mlir:68 offset ":22:6)
// GENERIC-NEXT:#loc19 = loc("within split at debuginfo.mlir:68 offset ":22:16)
// GENERIC-NEXT:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4096x4096xf32>) -> tensor<4096xf32>, sym_name = "relu_sum"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4096x4096xf32> loc("within split at debuginfo.mlir:68 offset ":5:21)):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32 loc(#loc3)
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc4)
// GENERIC-NEXT:    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc5)
// GENERIC-NEXT:    %3 = "tensor.empty"() : () -> tensor<4096x4096xf32> loc(#loc6)
// GENERIC-NEXT:    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg5: f32 loc("within split at debuginfo.mlir:68 offset ":13:10), %arg6: f32 loc("within split at debuginfo.mlir:68 offset ":13:19)):
// GENERIC-NEXT:      %9 = "arith.mulf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc10)
// GENERIC-NEXT:      %10 = "arith.addf"(%9, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
// GENERIC-NEXT:      %11 = "arith.maximumf"(%10, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
// GENERIC-NEXT:      "linalg.yield"(%11) : (f32) -> () loc(#loc13)
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32> loc(#loc7)
// GENERIC-NEXT:    %5 = "tensor.empty"() : () -> tensor<4096xf32> loc(#loc14)
// GENERIC-NEXT:    %6 = "linalg.fill"(%2, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32 loc(unknown), %arg4: f32 loc(unknown)):
// GENERIC-NEXT:      "linalg.yield"(%arg3) : (f32) -> () loc(#loc16)
// GENERIC-NEXT:    }) : (f32, tensor<4096xf32>) -> tensor<4096xf32> loc(#loc15)
// GENERIC-NEXT:    %7 = "linalg.reduce"(%4, %6) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg1: f32 loc("within split at debuginfo.mlir:68 offset ":22:6), %arg2: f32 loc("within split at debuginfo.mlir:68 offset ":22:16)):
// GENERIC-NEXT:      %8 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc20)
// GENERIC-NEXT:      "linalg.yield"(%8) : (f32) -> () loc(#loc21)
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096xf32> loc(#loc17)
// GENERIC-NEXT:    "func.return"(%7) : (tensor<4096xf32>) -> () loc(#loc22)
// GENERIC-NEXT:  }) : () -> () loc(#loc1)
// GENERIC-NEXT:}) : () -> () loc(#loc)
// GENERIC-NEXT:#loc = loc("within split at debuginfo.mlir:68 offset ":0:0)
// GENERIC-NEXT:#loc1 = loc("within split at debuginfo.mlir:68 offset ":5:1)
// GENERIC-NEXT:#loc3 = loc("within split at debuginfo.mlir:68 offset ":6:9)
// GENERIC-NEXT:#loc4 = loc("within split at debuginfo.mlir:68 offset ":7:9)
// GENERIC-NEXT:#loc5 = loc("within split at debuginfo.mlir:68 offset ":8:9)
// GENERIC-NEXT:#loc6 = loc("within split at debuginfo.mlir:68 offset ":9:8)
// GENERIC-NEXT:#loc7 = loc("within split at debuginfo.mlir:68 offset ":10:8)
// GENERIC-NEXT:#loc10 = loc("within split at debuginfo.mlir:68 offset ":14:12)
// GENERIC-NEXT:#loc11 = loc("within split at debuginfo.mlir:68 offset ":15:12)
// GENERIC-NEXT:#loc12 = loc("within split at debuginfo.mlir:68 offset ":16:12)
// GENERIC-NEXT:#loc13 = loc("within split at debuginfo.mlir:68 offset ":17:7)
// GENERIC-NEXT:#loc14 = loc("within split at debuginfo.mlir:68 offset ":19:11)
// GENERIC-NEXT:#loc15 = loc("within split at debuginfo.mlir:68 offset ":20:10)
// GENERIC-NEXT:#loc17 = loc("within split at debuginfo.mlir:68 offset ":21:10)
// GENERIC-NEXT:#loc20 = loc("within split at debuginfo.mlir:68 offset ":23:12)
// GENERIC-NEXT:#loc21 = loc("within split at debuginfo.mlir:68 offset ":24:7)
// GENERIC-NEXT:#loc22 = loc("within split at debuginfo.mlir:68 offset ":26:3)
