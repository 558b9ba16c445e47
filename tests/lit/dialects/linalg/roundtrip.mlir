// RUN: irlite-opt %s --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --split-input-file --mlir-print-op-generic | irlite-opt --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --split-input-file | irlite-opt --split-input-file | FileCheck %s --match-full-lines --strict-whitespace
//
// Cases from MLIR's test/Dialect/Linalg/roundtrip.mlir that MLIR 19 has: strided memrefs,
// a generic whose attributes are an alias of a dictionary (#trait), non-projected maps,
// vector elements, scalar inputs, zero-rank maps, several reduction results, map without
// inputs, reduce whose body is the short form's. CHECK lines are mlir-opt 19's output.

// CHECK:module {
// CHECK-NEXT:  func.func @ops(%arg0: memref<?x?xf32, strided<[?, 1]>>, %arg1: memref<?xf32, strided<[1]>>, %arg2: memref<?xf32, strided<[1]>>, %arg3: memref<f32>) {
// CHECK-NEXT:    linalg.matmul ins(%arg0, %arg0 : memref<?x?xf32, strided<[?, 1]>>, memref<?x?xf32, strided<[?, 1]>>) outs(%arg0 : memref<?x?xf32, strided<[?, 1]>>)
// CHECK-NEXT:    linalg.matvec ins(%arg0, %arg1 : memref<?x?xf32, strided<[?, 1]>>, memref<?xf32, strided<[1]>>) outs(%arg2 : memref<?xf32, strided<[1]>>)
// CHECK-NEXT:    linalg.dot ins(%arg1, %arg2 : memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>) outs(%arg3 : memref<f32>)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#map = affine_map<(d0, d1, d2) -> (d1, d0)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1, d2) -> ()>
// CHECK-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d2, d0 + d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @generic(%arg0: memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, %arg1: memref<?x?x?xf32, strided<[?, ?, 1]>>) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel"], library_call = "some_external_function_name_1"} ins(%arg0, %cst : memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, f32) outs(%arg1 : memref<?x?x?xf32, strided<[?, ?, 1]>>) attrs =  {foo = 1 : i64} {
// CHECK-NEXT:    ^bb0(%in: vector<3x4xi4>, %in_0: f32, %out: f32):
// CHECK-NEXT:      linalg.yield %in_0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @generic_without_inputs(%arg0: memref<?x?x?xf32>) {
// CHECK-NEXT:    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%arg0 : memref<?x?x?xf32>) {
// CHECK-NEXT:    ^bb0(%out: f32):
// CHECK-NEXT:      %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      linalg.yield %cst : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map1 = affine_map<(d0) -> ()>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @generic_with_multiple_tensor_outputs(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>, %arg2: i32) -> (tensor<i32>, tensor<i32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %0 = tensor.empty() : tensor<i32>
// CHECK-NEXT:    %1 = linalg.fill ins(%arg2 : i32) outs(%0 : tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    %2 = tensor.empty() : tensor<i32>
// CHECK-NEXT:    %3 = linalg.fill ins(%arg2 : i32) outs(%2 : tensor<i32>) -> tensor<i32>
// CHECK-NEXT:    %4:2 = linalg.generic {indexing_maps = [#map, #map, #map1, #map1], iterator_types = ["reduction"]} ins(%arg0, %arg1 : tensor<?xi32>, tensor<?xi32>) outs(%1, %3 : tensor<i32>, tensor<i32>) {
// CHECK-NEXT:    ^bb0(%in: i32, %in_0: i32, %out: i32, %out_1: i32):
// CHECK-NEXT:      %5 = arith.cmpi sge, %in, %out : i32
// CHECK-NEXT:      %6 = arith.select %5, %in, %out : i32
// CHECK-NEXT:      %7 = arith.cmpi eq, %in, %out : i32
// CHECK-NEXT:      %8 = arith.cmpi slt, %in_0, %out_1 : i32
// CHECK-NEXT:      %9 = arith.select %8, %in_0, %out_1 : i32
// CHECK-NEXT:      %10 = arith.select %5, %in_0, %out_1 : i32
// CHECK-NEXT:      %11 = arith.select %7, %9, %10 : i32
// CHECK-NEXT:      linalg.yield %6, %11 : i32, i32
// CHECK-NEXT:    } -> (tensor<i32>, tensor<i32>)
// CHECK-NEXT:    return %4#0, %4#1 : tensor<i32>, tensor<i32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#map = affine_map<(d0, d1) -> ()>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @generic_op_zero_rank(%arg0: tensor<f32>, %arg1: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT:    %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"], library_call = "some_broadcast_external_fn"} ins(%arg0 : tensor<f32>) outs(%arg1 : tensor<3x4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      linalg.yield %in : f32
// CHECK-NEXT:    } -> tensor<3x4xf32>
// CHECK-NEXT:    return %0 : tensor<3x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @map_no_inputs(%arg0: tensor<64xf32>) -> tensor<64xf32> {
// CHECK-NEXT:    %mapped = linalg.map outs(%arg0 : tensor<64xf32>)
// CHECK-NEXT:      () {
// CHECK-NEXT:        %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:        linalg.yield %cst : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    return %mapped : tensor<64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @reduce(%arg0: tensor<16x32x64xf32>, %arg1: tensor<16x64xf32>) -> tensor<16x64xf32> {
// CHECK-NEXT:    %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<16x32x64xf32>) outs(%arg1 : tensor<16x64xf32>) dimensions = [1] 
// CHECK-NEXT:    return %reduced : tensor<16x64xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @fill_tensor(%arg0: index, %arg1: index, %arg2: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:    %0 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
// CHECK-NEXT:    %1 = linalg.fill ins(%arg2 : f32) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:    return %1 : tensor<?x?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
// CHECK-NEXT:{{/}}/ -----
// CHECK-NEXT:#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @mixed_parallel_reduced_results(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>, %arg3: tensor<?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:    %0:2 = linalg.generic {indexing_maps = [#map, #map1, #map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2, %arg3 : tensor<?x?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32, %out_1: f32):
// CHECK-NEXT:      %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:      %2 = arith.addf %1, %out_1 : f32
// CHECK-NEXT:      linalg.yield %1, %2 : f32, f32
// CHECK-NEXT:    } -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
// CHECK-NEXT:    return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT:#map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map4 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT:#map5 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:#map6 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map7 = affine_map<(d0) -> ()>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, 1]>>, memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>, memref<f32>) -> (), sym_name = "ops"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<?x?xf32, strided<[?, 1]>>, %arg1: memref<?xf32, strided<[1]>>, %arg2: memref<?xf32, strided<[1]>>, %arg3: memref<f32>):
// GENERIC-NEXT:    "linalg.matmul"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
// GENERIC-NEXT:      %4 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %5 = "arith.addf"(%arg12, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (memref<?x?xf32, strided<[?, 1]>>, memref<?x?xf32, strided<[?, 1]>>, memref<?x?xf32, strided<[?, 1]>>) -> ()
// GENERIC-NEXT:    "linalg.matvec"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// GENERIC-NEXT:      %2 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %3 = "arith.addf"(%arg9, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%3) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<?x?xf32, strided<[?, 1]>>, memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>) -> ()
// GENERIC-NEXT:    "linalg.dot"(%arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
// GENERIC-NEXT:      %0 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %1 = "arith.addf"(%arg6, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map6, #map6, #map7]} : (memref<?xf32, strided<[1]>>, memref<?xf32, strided<[1]>>, memref<f32>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#map = affine_map<(d0, d1, d2) -> (d1, d0)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1, d2) -> ()>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d2, d0 + d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, memref<?x?x?xf32, strided<[?, ?, 1]>>) -> (), sym_name = "generic"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, %arg1: memref<?x?x?xf32, strided<[?, ?, 1]>>):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    "linalg.generic"(%arg0, %0, %arg1) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "some_external_function_name_1", operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg2: vector<3x4xi4>, %arg3: f32, %arg4: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT:    }) {foo = 1 : i64} : (memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, f32, memref<?x?x?xf32, strided<[?, ?, 1]>>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (memref<?x?x?xf32>) -> (), sym_name = "generic_without_inputs"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: memref<?x?x?xf32>):
// GENERIC-NEXT:    "linalg.generic"(%arg0) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg1: f32):
// GENERIC-NEXT:      %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:      "linalg.yield"(%0) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<?x?x?xf32>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:#map1 = affine_map<(d0) -> ()>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<?xi32>, tensor<?xi32>, i32) -> (tensor<i32>, tensor<i32>), sym_name = "generic_with_multiple_tensor_outputs"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<?xi32>, %arg1: tensor<?xi32>, %arg2: i32):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %1 = "tensor.empty"() : () -> tensor<i32>
// GENERIC-NEXT:    %2 = "linalg.fill"(%arg2, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg9: i32, %arg10: i32):
// GENERIC-NEXT:      "linalg.yield"(%arg9) : (i32) -> ()
// GENERIC-NEXT:    }) : (i32, tensor<i32>) -> tensor<i32>
// GENERIC-NEXT:    %3 = "tensor.empty"() : () -> tensor<i32>
// GENERIC-NEXT:    %4 = "linalg.fill"(%arg2, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: i32, %arg8: i32):
// GENERIC-NEXT:      "linalg.yield"(%arg7) : (i32) -> ()
// GENERIC-NEXT:    }) : (i32, tensor<i32>) -> tensor<i32>
// GENERIC-NEXT:    %5:2 = "linalg.generic"(%arg0, %arg1, %2, %4) <{indexing_maps = [#map, #map, #map1, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 2>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):
// GENERIC-NEXT:      %6 = "arith.cmpi"(%arg3, %arg5) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:      %7 = "arith.select"(%6, %arg3, %arg5) : (i1, i32, i32) -> i32
// GENERIC-NEXT:      %8 = "arith.cmpi"(%arg3, %arg5) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:      %9 = "arith.cmpi"(%arg4, %arg6) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT:      %10 = "arith.select"(%9, %arg4, %arg6) : (i1, i32, i32) -> i32
// GENERIC-NEXT:      %11 = "arith.select"(%6, %arg4, %arg6) : (i1, i32, i32) -> i32
// GENERIC-NEXT:      %12 = "arith.select"(%8, %10, %11) : (i1, i32, i32) -> i32
// GENERIC-NEXT:      "linalg.yield"(%7, %12) : (i32, i32) -> ()
// GENERIC-NEXT:    }) : (tensor<?xi32>, tensor<?xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
// GENERIC-NEXT:    "func.return"(%5#0, %5#1) : (tensor<i32>, tensor<i32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#map = affine_map<(d0, d1) -> ()>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<f32>, tensor<3x4xf32>) -> tensor<3x4xf32>, sym_name = "generic_op_zero_rank"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<f32>, %arg1: tensor<3x4xf32>):
// GENERIC-NEXT:    %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "some_broadcast_external_fn", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg2: f32, %arg3: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<f32>, tensor<3x4xf32>) -> tensor<3x4xf32>
// GENERIC-NEXT:    "func.return"(%0) : (tensor<3x4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<64xf32>) -> tensor<64xf32>, sym_name = "map_no_inputs"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<64xf32>):
// GENERIC-NEXT:    %0 = "linalg.map"(%arg0) ({
// GENERIC-NEXT:      %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:      "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<64xf32>) -> tensor<64xf32>
// GENERIC-NEXT:    "func.return"(%0) : (tensor<64xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<16x32x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>, sym_name = "reduce"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<16x32x64xf32>, %arg1: tensor<16x64xf32>):
// GENERIC-NEXT:    %0 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg2: f32, %arg3: f32):
// GENERIC-NEXT:      %1 = "arith.addf"(%arg3, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<16x32x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
// GENERIC-NEXT:    "func.return"(%0) : (tensor<16x64xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (index, index, f32) -> tensor<?x?xf32>, sym_name = "fill_tensor"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: index, %arg1: index, %arg2: f32):
// GENERIC-NEXT:    %0 = "tensor.empty"(%arg0, %arg1) : (index, index) -> tensor<?x?xf32>
// GENERIC-NEXT:    %1 = "linalg.fill"(%arg2, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:    "func.return"(%1) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()
// GENERIC-EMPTY:
// GENERIC-NEXT:{{/}}/ -----
// GENERIC-NEXT:#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>), sym_name = "mixed_parallel_reduced_results"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>, %arg3: tensor<?x?xf32>):
// GENERIC-NEXT:    %0:2 = "linalg.generic"(%arg0, %arg1, %arg2, %arg3) <{indexing_maps = [#map, #map1, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 2>}> ({
// GENERIC-NEXT:    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32):
// GENERIC-NEXT:      %1 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %2 = "arith.addf"(%1, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%1, %2) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
// GENERIC-NEXT:    "func.return"(%0#0, %0#1) : (tensor<?x?x?xf32>, tensor<?x?xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

func.func @ops(%arg0: memref<?x?xf32, strided<[?, 1]>>,
          %arg1: memref<?xf32, strided<[1]>>,
          %arg2: memref<?xf32, strided<[1]>>,
          %arg3: memref<f32>) {
  linalg.matmul ins(%arg0, %arg0 : memref<?x?xf32, strided<[?, 1]>>,
                                   memref<?x?xf32, strided<[?, 1]>>)
               outs(%arg0 : memref<?x?xf32, strided<[?, 1]>>)
  linalg.matvec ins(%arg0, %arg1: memref<?x?xf32, strided<[?, 1]>>,
                                  memref<?xf32, strided<[1]>>)
               outs(%arg2: memref<?xf32, strided<[1]>>)
  linalg.dot ins(%arg1, %arg2: memref<?xf32, strided<[1]>>,
                               memref<?xf32, strided<[1]>>)
            outs(%arg3: memref<f32>)
  return
}

// -----

#accesses_0 = [
  affine_map<(i, j, k) -> (j, i)>,
  affine_map<(i, j, k) -> ()>,
  affine_map<(i, j, k) -> (i, k, i + j)>
]

#trait_0 = {
  indexing_maps = #accesses_0,
  iterator_types = ["parallel", "parallel", "parallel"],
  library_call = "some_external_function_name_1"
}

func.func @generic(%arg0: memref<?x?xvector<3x4xi4>, strided<[?, 1]>>,
              %arg1: memref<?x?x?xf32, strided<[?, ?, 1]>>) {
  %cst = arith.constant 0.0 : f32
  linalg.generic #trait_0
       ins(%arg0, %cst : memref<?x?xvector<3x4xi4>, strided<[?, 1]>>, f32)
      outs(%arg1 : memref<?x?x?xf32, strided<[?, ?, 1]>>)
      attrs = {foo = 1} {
    ^bb(%0: vector<3x4xi4>, %1: f32, %2: f32) :
      linalg.yield %1 : f32
  }
  return
}

// -----

#map0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @generic_without_inputs(%arg0 : memref<?x?x?xf32>) {
  linalg.generic  {indexing_maps = [#map0],
                   iterator_types = ["parallel", "parallel", "parallel"]}
                  outs(%arg0 : memref<?x?x?xf32>) {
   ^bb0(%arg3: f32):
      %cst = arith.constant 0.000000e+00 : f32
      linalg.yield %cst : f32
    }
  return
}

// -----

func.func @generic_with_multiple_tensor_outputs(
    %arg0: tensor<?xi32>, %arg1: tensor<?xi32>, %arg2: i32)
    -> (tensor<i32>, tensor<i32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.empty() : tensor<i32>
  %1 = linalg.fill ins(%arg2 : i32) outs(%0 : tensor<i32>) -> tensor<i32>
  %2 = tensor.empty() : tensor<i32>
  %3 = linalg.fill ins(%arg2 : i32) outs(%2 : tensor<i32>) -> tensor<i32>
  %4:2 = linalg.generic {
    indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>],
    iterator_types = ["reduction"]}
    ins(%arg0, %arg1 : tensor<?xi32>, tensor<?xi32>)
    outs(%1, %3 : tensor<i32>, tensor<i32>) {
  ^bb0(%arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32):
    %5 = arith.cmpi sge, %arg3, %arg5 : i32
    %6 = arith.select %5, %arg3, %arg5 : i32
    %7 = arith.cmpi eq, %arg3, %arg5 : i32
    %8 = arith.cmpi slt, %arg4, %arg6 : i32
    %9 = arith.select %8, %arg4, %arg6 : i32
    %10 = arith.select %5, %arg4, %arg6 : i32
    %11 = arith.select %7, %9, %10 : i32
    linalg.yield %6, %11 : i32, i32
  } -> (tensor<i32>, tensor<i32>)
  return %4#0, %4#1 : tensor<i32>, tensor<i32>
}

// -----

#broadcast_access = [
  affine_map<(i, j) -> ()>,
  affine_map<(i, j) -> (i, j)>
]

#trait_broadcast = {
  indexing_maps = #broadcast_access,
  iterator_types = ["parallel", "parallel"],
  library_call = "some_broadcast_external_fn"
}

func.func @generic_op_zero_rank(%arg0: tensor<f32>, %arg1 : tensor<3x4xf32>) -> (tensor<3x4xf32>)
{
  %0 = linalg.generic #trait_broadcast
       ins(%arg0 : tensor<f32>)
      outs(%arg1 : tensor<3x4xf32>) {
    ^bb(%a: f32, %b: f32) :
      linalg.yield %a : f32
  } -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @map_no_inputs(%init: tensor<64xf32>) -> tensor<64xf32> {
   %add = linalg.map
      outs(%init:tensor<64xf32>)
      () {
        %0 = arith.constant 0.0: f32
        linalg.yield %0: f32
      }
  func.return %add : tensor<64xf32>
}

// -----

func.func @reduce(%input: tensor<16x32x64xf32>,
                  %init: tensor<16x64xf32>) -> tensor<16x64xf32> {
  %reduce = linalg.reduce
      ins(%input:tensor<16x32x64xf32>)
      outs(%init:tensor<16x64xf32>)
      dimensions = [1]
      (%in: f32, %out: f32) {
        %0 = arith.addf %out, %in: f32
        linalg.yield %0: f32
      }
  func.return %reduce : tensor<16x64xf32>
}

// -----

func.func @fill_tensor(%arg0 : index, %arg1 : index, %arg2 : f32) -> tensor<?x?xf32> {
  %0 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
  %1 = linalg.fill ins(%arg2 : f32) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

func.func @mixed_parallel_reduced_results(%arg0 : tensor<?x?x?xf32>,
    %arg1 : tensor<?x?xf32>, %arg2 : tensor<?x?x?xf32>, %arg3 : tensor<?x?xf32>) ->
    (tensor<?x?x?xf32>, tensor<?x?xf32>) {
  %0:2 = linalg.generic {
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>,
                       affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>)
      outs(%arg2, %arg3 : tensor<?x?x?xf32>, tensor<?x?xf32>) {
    ^bb0(%b0 : f32, %b1 : f32, %b2 : f32, %b3 : f32):
      %1 = arith.mulf %b0, %b1 : f32
      %2 = arith.addf %1, %b3 : f32
      linalg.yield %1, %2 : f32, f32
  } -> (tensor<?x?x?xf32>, tensor<?x?xf32>)
  return %0#0, %0#1 : tensor<?x?x?xf32>, tensor<?x?xf32>
}
