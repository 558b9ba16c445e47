// RUN: irlite-opt %s -split-input-file -linalg-generalize-named-ops | FileCheck %s
// linalg-generalize-named-ops: every structured op but linalg.generic (and linalg.map,
// whose block takes no init argument) becomes the equivalent linalg.generic; constants
// in a payload are hoisted by the greedy driver. Cases from MLIR 19's
// generalize-named-ops.mlir and more. CHECK lines: mlir-opt 19's output, byte for byte.

func.func @matmul_buffer(%A : memref<16x8xf32>, %B: memref<8x32xf32>, %C: memref<16x32xf32>) {
  linalg.matmul ins(%A, %B: memref<16x8xf32>, memref<8x32xf32>)
               outs(%C: memref<16x32xf32>)
  return
}

// -----

func.func @matmul_tensor(%A : tensor<16x8xf32>, %B: tensor<8x32xf32>, %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul ins(%A, %B: tensor<16x8xf32>, tensor<8x32xf32>)
                    outs(%C: tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0: tensor<16x32xf32>
}

// -----

func.func @fill(%output: memref<?x?xf32>, %value : f32) {
  linalg.fill ins(%value : f32) outs(%output : memref<?x?xf32>)
  return
}

// -----

func.func @reciprocal(%arg: memref<7x14x21xf32>, %out: memref<7x14x21xf32>) {
  linalg.reciprocal ins(%arg : memref<7x14x21xf32>) outs(%out : memref<7x14x21xf32>)
  return
}

// -----

func.func @batch_matvec(%lhs : memref<?x?x?xi8>, %rhs: memref<?x?xi8>,  %out: memref<?x?xf32>) {
  linalg.batch_matvec ins(%lhs, %rhs: memref<?x?x?xi8>, memref<?x?xi8>)
                     outs(%out: memref<?x?xf32>)
  return
}

// -----

func.func @map(%arg0: memref<1x8x8x8xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  linalg.map outs(%arg0 : memref<1x8x8x8xf32>)
    () {
      linalg.yield %cst : f32
    }
  return
}

// -----

func.func @transpose_reduce(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<8xf32>, %d: tensor<2x8x4xf32>) -> (tensor<8x4xf32>, tensor<8xf32>, tensor<2x8x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.reduce { arith.addf } ins(%0 : tensor<8x4xf32>) outs(%c : tensor<8xf32>) dimensions = [1]
  %2 = linalg.broadcast ins(%0 : tensor<8x4xf32>) outs(%d : tensor<2x8x4xf32>) dimensions = [0]
  return %0, %1, %2 : tensor<8x4xf32>, tensor<8xf32>, tensor<2x8x4xf32>
}

// -----

func.func @elementwise(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xi1>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.select ins(%c, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%0 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.max ins(%0, %1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

func.func @dot_matvec(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<f32>, %m: memref<4x8xi32>, %v: memref<8xi32>, %r: memref<4xi32>, %n: memref<8x4xi32>, %p: memref<4x4xi32>) {
  linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<f32>)
  linalg.matvec ins(%m, %v : memref<4x8xi32>, memref<8xi32>) outs(%r : memref<4xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%m, %n : memref<4x8xi32>, memref<8x4xi32>) outs(%p : memref<4x4xi32>)
  return
}

// -----

func.func @generic_kept(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) attrs = {foo} {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %in : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

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

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_buffer(%arg0: memref<16x8xf32>, %arg1: memref<8x32xf32>, %arg2: memref<16x32xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<16x8xf32>, memref<8x32xf32>) outs(%arg2 : memref<16x32xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_tensor(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<16x32xf32>) -> tensor<16x32xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%arg2 : tensor<16x32xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %2 = arith.addf %out, %1 : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<16x32xf32>
// CHECK-NEXT:     return %0 : tensor<16x32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fill(%arg0: memref<?x?xf32>, %arg1: f32) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : f32) outs(%arg0 : memref<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reciprocal(%arg0: memref<7x14x21xf32>, %arg1: memref<7x14x21xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : memref<7x14x21xf32>) outs(%arg1 : memref<7x14x21xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.divf %cst, %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @batch_matvec(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?xi8>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?xi8>) outs(%arg2 : memref<?x?xf32>) {
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
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @map(%arg0: memref<1x8x8x8xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     linalg.map outs(%arg0 : memref<1x8x8x8xf32>)
// CHECK-NEXT:       () {
// CHECK-NEXT:         linalg.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_reduce(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<2x8x4xf32>) -> (tensor<8x4xf32>, tensor<8xf32>, tensor<2x8x4xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x4xf32>) outs(%arg2 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %out, %in : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%arg3 : tensor<2x8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<2x8x4xf32>
// CHECK-NEXT:     return %0, %1, %2 : tensor<8x4xf32>, tensor<8xf32>, tensor<2x8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elementwise(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xi1>, %arg3: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %arg0, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.select %in, %in_0, %in_1 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dot_matvec(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<f32>, %arg3: memref<4x8xi32>, %arg4: memref<8xi32>, %arg5: memref<4xi32>, %arg6: memref<8x4xi32>, %arg7: memref<4x4xi32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"]} ins(%arg0, %arg1 : memref<8xf32>, memref<8xf32>) outs(%arg2 : memref<f32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %1 = arith.addf %out, %0 : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction"]} ins(%arg3, %arg4 : memref<4x8xi32>, memref<8xi32>) outs(%arg5 : memref<4xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.muli %in, %in_0 : i32
// CHECK-NEXT:       %1 = arith.addi %out, %0 : i32
// CHECK-NEXT:       linalg.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg6 : memref<4x8xi32>, memref<8x4xi32>) outs(%arg7 : memref<4x4xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_0: i32, %out: i32):
// CHECK-NEXT:       %0 = arith.muli %in, %in_0 : i32
// CHECK-NEXT:       %1 = arith.addi %out, %0 : i32
// CHECK-NEXT:       linalg.yield %1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generic_kept(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) attrs =  {foo} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.addf %in, %in : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @ew(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mm(%arg0: memref<4x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<4x4xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg0 : memref<4x8xi8>, memref<4x8xi8>) outs(%arg2 : memref<4x4xf32>) {
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
