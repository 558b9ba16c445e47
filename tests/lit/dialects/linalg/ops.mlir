// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// Every linalg op form: the named ops' short form (matmul's cast attribute elided when default),
// transpose/broadcast/reduce/map (their short bodies), generic with doc, library_call and attrs,
// on tensors and memrefs; named ops carry the payload region MLIR builds (generic form).
// CHECK lines are mlir-opt 19's output (strict whitespace).

// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<4xf32>, %arg5: f32, %arg6: memref<4x8xf32>, %arg7: memref<8x4xf32>, %arg8: tensor<4x8xi1>, %arg9: tensor<8x4xf32>, %arg10: tensor<2x4x8xf32>, %arg11: tensor<2x8x16xf32>, %arg12: tensor<2x4x16xf32>, %arg13: tensor<f32>) {
// CHECK-NEXT:    %0 = linalg.fill ins(%arg5 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    linalg.fill ins(%arg5 : f32) outs(%arg6 : memref<4x8xf32>)
// CHECK-NEXT:    %1 = linalg.copy ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:    %4 = linalg.matvec ins(%arg0, %arg3 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %5 = linalg.vecmat ins(%arg4, %arg0 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:    %6 = linalg.dot ins(%arg3, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%arg13 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT:    %7 = linalg.batch_matmul ins(%arg10, %arg11 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg12 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT:    %8 = linalg.add ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %9 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %10 = linalg.select ins(%arg8, %arg0, %arg0 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:    %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg9 : tensor<8x4xf32>) permutation = [1, 0] 
// CHECK-NEXT:    linalg.transpose ins(%arg6 : memref<4x8xf32>) outs(%arg7 : memref<8x4xf32>) permutation = [1, 0] 
// CHECK-NEXT:    %broadcasted = linalg.broadcast ins(%arg3 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0] 
// CHECK-NEXT:    %mapped = linalg.map { arith.addf } ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
// CHECK-NEXT:    %mapped_0 = linalg.map { math.absf } ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
// CHECK-NEXT:    %mapped_1 = linalg.map { arith.addf } ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
// CHECK-NEXT:    %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg4 : tensor<4xf32>) dimensions = [1] 
// CHECK-NEXT:    %11 = linalg.generic {doc = "hi", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"], library_call = "fn"} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) attrs =  {foo = 1 : i32} {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %12 = linalg.index 1 : index
// CHECK-NEXT:      linalg.yield %in : f32
// CHECK-NEXT:    } -> tensor<4x8xf32>
// CHECK-NEXT:    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg6 : memref<4x8xf32>) {
// CHECK-NEXT:    ^bb0(%out: f32):
// CHECK-NEXT:      linalg.yield %out : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
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
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<8xf32>, %arg4: tensor<4xf32>, %arg5: f32, %arg6: memref<4x8xf32>, %arg7: memref<8x4xf32>, %arg8: tensor<4x8xi1>, %arg9: tensor<8x4xf32>, %arg10: tensor<2x4x8xf32>, %arg11: tensor<2x8x16xf32>, %arg12: tensor<2x4x16xf32>, %arg13: tensor<f32>):
// GENERIC-NEXT:    %0 = "linalg.fill"(%arg5, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg61: f32, %arg62: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg61) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    "linalg.fill"(%arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg59: f32, %arg60: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg59) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, memref<4x8xf32>) -> ()
// GENERIC-NEXT:    %1 = "linalg.copy"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg57: f32, %arg58: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg57) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %2 = "linalg.matmul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
// GENERIC-NEXT:      %36 = "arith.mulf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %37 = "arith.addf"(%arg56, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%37) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:    %3 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
// GENERIC-NEXT:      %34 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %35 = "arith.addf"(%arg53, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:    %4 = "linalg.matvec"(%arg0, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
// GENERIC-NEXT:      %32 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %33 = "arith.addf"(%arg50, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%33) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %5 = "linalg.vecmat"(%arg4, %arg0, %arg3) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
// GENERIC-NEXT:      %30 = "arith.mulf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %31 = "arith.addf"(%arg47, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%31) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map4, #map6, #map5]} : (tensor<4xf32>, tensor<4x8xf32>, tensor<8xf32>) -> tensor<8xf32>
// GENERIC-NEXT:    %6 = "linalg.dot"(%arg3, %arg3, %arg13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
// GENERIC-NEXT:      %28 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %29 = "arith.addf"(%arg44, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%29) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map7, #map7, #map8]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT:    %7 = "linalg.batch_matmul"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
// GENERIC-NEXT:      %26 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %27 = "arith.addf"(%arg41, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%27) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// GENERIC-NEXT:    %8 = "linalg.add"(%arg0, %arg0, %0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
// GENERIC-NEXT:      %25 = "arith.addf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%25) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %9 = "linalg.exp"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg34: f32, %arg35: f32):
// GENERIC-NEXT:      %24 = "math.exp"(%arg34) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%24) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %10 = "linalg.select"(%arg8, %arg0, %arg0, %0) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg30: i1, %arg31: f32, %arg32: f32, %arg33: f32):
// GENERIC-NEXT:      %23 = "arith.select"(%arg30, %arg31, %arg32) : (i1, f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%23) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %11 = "linalg.transpose"(%arg0, %arg9) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg28: f32, %arg29: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg28) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT:    "linalg.transpose"(%arg6, %arg7) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg26: f32, %arg27: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg26) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<4x8xf32>, memref<8x4xf32>) -> ()
// GENERIC-NEXT:    %12 = "linalg.broadcast"(%arg3, %arg0) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg24: f32, %arg25: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg24) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %13 = "linalg.map"(%arg0, %arg0, %0) ({
// GENERIC-NEXT:    ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:      %22 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%22) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %14 = "linalg.map"(%arg0, %0) ({
// GENERIC-NEXT:    ^bb0(%arg21: f32):
// GENERIC-NEXT:      %21 = "math.absf"(%arg21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%21) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %15 = "linalg.map"(%arg0, %arg0, %0) ({
// GENERIC-NEXT:    ^bb0(%arg19: f32, %arg20: f32):
// GENERIC-NEXT:      %20 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%20) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    %16 = "linalg.reduce"(%arg0, %arg4) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg17: f32, %arg18: f32):
// GENERIC-NEXT:      %19 = "arith.addf"(%arg18, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %17 = "linalg.generic"(%arg0, %0) <{doc = "hi", indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "fn", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: f32, %arg16: f32):
// GENERIC-NEXT:      %18 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT:      "linalg.yield"(%arg15) : (f32) -> ()
// GENERIC-NEXT:    }) {foo = 1 : i32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:    "linalg.generic"(%arg6) <{indexing_maps = [#map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg14: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg14) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<4x8xf32>) -> ()
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: f32, %m: memref<4x8xf32>, %m2: memref<8x4xf32>, %i: tensor<4x8xi1>, %t: tensor<8x4xf32>, %bb: tensor<2x4x8xf32>, %bc: tensor<2x8x16xf32>, %bo: tensor<2x4x16xf32>, %sc: tensor<f32>) {
  %0 = linalg.fill ins(%s : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<4x8xf32>)
  %1 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %6 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%sc : tensor<f32>) -> tensor<f32>
  %7 = linalg.batch_matmul ins(%bb, %bc : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%bo : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %8 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.select ins(%i, %a, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%m2 : memref<8x4xf32>) permutation = [1, 0]
  %12 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  %13 = linalg.map ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  %14 = linalg.map { math.absf } ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
  %15 = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
  %16 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]

  %18 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"], doc = "hi", library_call = "fn"} ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%x: f32, %o: f32):
    %q = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x8xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}
