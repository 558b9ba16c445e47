// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s

// Every tensor op of MLIR 19 in its custom form (and a few in the generic form), with
// MLIR's own cases from mlir/test/Dialect/Tensor/ops.mlir; the CHECK lines are
// mlir-opt 19's output for this file, line for line.

func.func @cast(%arg0: tensor<*xf32>, %arg1 : tensor<4x4xf32>, %arg2: tensor<?x?xf32>) {
  %0 = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %arg1 : tensor<4x4xf32> to tensor<*xf32>
  %2 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x?xf32>
  %3 = tensor.cast %2 : tensor<4x?xf32> to tensor<?x?xf32>
  return
}

func.func @empty(%sz: index) -> (tensor<5x?x6xf32>, tensor<5x?x6xf32, "foo">) {
  %0 = tensor.empty(%sz) : tensor<5x?x6xf32>
  %1 = tensor.empty(%sz) : tensor<5x?x6xf32, "foo">
  return %0, %1 : tensor<5x?x6xf32>, tensor<5x?x6xf32, "foo">
}

func.func @extract_insert(%arg0: f32, %arg1: index, %arg2: tensor<?x?x?xf32>, %arg3: tensor<i1>) -> (f32, tensor<?x?x?xf32>, i1) {
  %0 = tensor.extract %arg2[%arg1, %arg1, %arg1] : tensor<?x?x?xf32>
  %1 = tensor.insert %arg0 into %arg2[%arg1, %arg1, %arg1] : tensor<?x?x?xf32>
  %2 = tensor.extract %arg3[] : tensor<i1>
  return %0, %1, %2 : f32, tensor<?x?x?xf32>, i1
}

func.func @from_elements(%a: index, %b: index, %f: f32) {
  %0 = tensor.from_elements %a : tensor<1xindex>
  %1 = tensor.from_elements %a, %b : tensor<2xindex>
  %2 = tensor.from_elements %f : tensor<1xf32>
  %3 = tensor.from_elements : tensor<0xindex>
  %4 = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xindex>
  %5 = tensor.from_elements %a : tensor<index>
  %6 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<2xf32>
  return
}

func.func @generate(%m : index, %n : index) -> tensor<?x3x?xf32> {
  %tnsr = tensor.generate %m, %n {
    ^bb0(%i : index, %j : index, %k : index):
      %elem = arith.constant 8.0 : f32
      tensor.yield %elem : f32
  } : tensor<?x3x?xf32>
  return %tnsr : tensor<?x3x?xf32>
}

func.func @tensor_reshape(%unranked: tensor<*xf32>, %shape1: tensor<1xi32>,
         %shape2: tensor<2xi32>, %shape3: tensor<?xi32>) -> tensor<*xf32> {
  %dyn_vec = tensor.reshape %unranked(%shape1)
               : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
  %dyn_mat = tensor.reshape %dyn_vec(%shape2)
               : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %new_unranked = tensor.reshape %dyn_mat(%shape3)
               : (tensor<?x?xf32>, tensor<?xi32>) -> tensor<*xf32>
  return %new_unranked : tensor<*xf32>
}

func.func @slice(%t: tensor<8x16x4xf32>, %idx : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = tensor.extract_slice %t[%c0, %c0, %c0][%idx, %idx, %idx][%c1, %c1, %c1]
    : tensor<8x16x4xf32> to tensor<?x?x?xf32>
  %2 = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1]
    : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  %3 = tensor.extract_slice %t[0, 2, 0][4, 1, 4][1, 1, 1]
    : tensor<8x16x4xf32> to tensor<4x4xf32>
  return
}

func.func @insert_slice(%t: tensor<8x16x4xf32>, %td: tensor<8x?x4xf32>, %t2: tensor<16x32x8xf32>,
    %t3: tensor<4x4xf32>, %idx : index, %sz : index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1 = tensor.insert_slice %t into %t2[%c0, %c0, %c0][8, 16, 4][%c1, %c1, %c1]
    : tensor<8x16x4xf32> into tensor<16x32x8xf32>
  %2 = tensor.insert_slice %t into %t2[%c0, %idx, %c0][8, 16, 4][%c1, 1, %c1]
    : tensor<8x16x4xf32> into tensor<16x32x8xf32>
  %3 = tensor.insert_slice %t3 into %t[0, 2, 0][4, 1, 4][1, 1, 1]
    : tensor<4x4xf32> into tensor<8x16x4xf32>
  %4 = tensor.insert_slice %td into %t[0, %idx, 0][8, %sz, 4][1, 1, 1]
    : tensor<8x?x4xf32> into tensor<8x16x4xf32>
  return
}

func.func @reshapes(%arg0 : tensor<1x1xf32>, %arg1: tensor<?x?x?x4x?xf32>, %arg2: tensor<?x4xf32>, %n: index)
    -> (tensor<f32>, tensor<1x1xf32>, tensor<?x?x?xf32>, tensor<?x2x2x4xf32>) {
  %0 = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %2 = tensor.collapse_shape %arg1 [[0], [1], [2, 3, 4]] : tensor<?x?x?x4x?xf32> into tensor<?x?x?xf32>
  %3 = tensor.expand_shape %arg2 [[0, 1, 2], [3]] output_shape [%n, 2, 2, 4] : tensor<?x4xf32> into tensor<?x2x2x4xf32>
  return %0, %1, %2, %3 : tensor<f32>, tensor<1x1xf32>, tensor<?x?x?xf32>, tensor<?x2x2x4xf32>
}

func.func @rank_dim(%t : tensor<4x4x?xf32>, %u: tensor<*xf32>, %i: index) -> (index, index, index, index) {
  %0 = "tensor.rank"(%t) : (tensor<4x4x?xf32>) -> index
  %1 = tensor.rank %u : tensor<*xf32>
  %2 = tensor.dim %t, %i : tensor<4x4x?xf32>
  %3 = tensor.dim %u, %i : tensor<*xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

func.func @pad(%arg0: tensor<1x2x2x?xf32>, %low: index, %high: index, %pad_value: f32,
               %a1: tensor<3x4xf32>, %a2: tensor<?x?xf32>) -> (tensor<6x?x?x?xf32>, tensor<6x9xf32>, tensor<2x3xf32>) {
  %0 = tensor.pad %arg0 low[2, %low, 3, 3] high[3, 3, %high, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %pad_value : f32
    } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
  %1 = tensor.pad %a1 nofold low[1, 2] high[2, 3] {
    ^bb0(%arg1 : index, %arg2 : index):
      tensor.yield %pad_value : f32
    } : tensor<3x4xf32> to tensor<6x9xf32>
  %2 = tensor.pad %a2 low[0, 0] high[%low, %high] {
    ^bb0(%arg1: index, %arg2: index):
      tensor.yield %pad_value : f32
    } : tensor<?x?xf32> to tensor<2x3xf32>
  return %0, %1, %2 : tensor<6x?x?x?xf32>, tensor<6x9xf32>, tensor<2x3xf32>
}

func.func @splat(%s : f32, %m: index, %n: index) {
  %v = tensor.splat %s : tensor<8xf32>
  %u = "tensor.splat"(%s) : (f32) -> tensor<4xf32>
  %w = tensor.splat %s[%m, %n] : tensor<?x8x?xf32>
  return
}

func.func @concat(%a: tensor<4x?xf32>, %b: tensor<?x?xf32>, %c: tensor<2x3xi8>) -> (tensor<?x?xf32>, tensor<2x6xi8>, tensor<8x?xf32>) {
  %0 = tensor.concat dim(0) %a, %b : (tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tensor.concat dim(1) %c, %c {foo = 1 : i32} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x6xi8>
  %2 = tensor.concat dim(0) %a, %a : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<2x6xi8>, tensor<8x?xf32>
}

func.func @bitcast(%a: tensor<4xi32>, %b: tensor<*xf16>) -> (tensor<4xf32>, tensor<?xi16>, tensor<4xui32>) {
  %0 = tensor.bitcast %a : tensor<4xi32> to tensor<4xf32>
  %1 = tensor.bitcast %b : tensor<*xf16> to tensor<?xi16>
  %2 = "tensor.bitcast"(%a) : (tensor<4xi32>) -> tensor<4xui32>
  return %0, %1, %2 : tensor<4xf32>, tensor<?xi16>, tensor<4xui32>
}

func.func @parallel_insert_slice(%arg0 : tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %num_threads : index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %2 = scf.forall (%tidx) in (%num_threads) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg0 into %o[%tidx, %c0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
      tensor.parallel_insert_slice %arg0 into %o[%tidx, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  return %2 : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @cast(%arg0: tensor<*xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<?x?xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x4xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg2 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %cast_1 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty(%arg0: index) -> (tensor<5x?x6xf32>, tensor<5x?x6xf32, "foo">) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<5x?x6xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg0) : tensor<5x?x6xf32, "foo">
// CHECK-NEXT: return %0, %1 : tensor<5x?x6xf32>, tensor<5x?x6xf32, "foo">
// CHECK-NEXT: }
// CHECK-NEXT: func.func @extract_insert(%arg0: f32, %arg1: index, %arg2: tensor<?x?x?xf32>, %arg3: tensor<i1>) -> (f32, tensor<?x?x?xf32>, i1) {
// CHECK-NEXT: %extracted = tensor.extract %arg2[%arg1, %arg1, %arg1] : tensor<?x?x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg0 into %arg2[%arg1, %arg1, %arg1] : tensor<?x?x?xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %arg3[] : tensor<i1>
// CHECK-NEXT: return %extracted, %inserted, %extracted_0 : f32, tensor<?x?x?xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: func.func @from_elements(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0 : tensor<1xindex>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg0, %arg1 : tensor<2xindex>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements %arg2 : tensor<1xf32>
// CHECK-NEXT: %from_elements_2 = tensor.from_elements  : tensor<0xindex>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg0, %arg1, %arg0, %arg1, %arg0, %arg1 : tensor<2x3xindex>
// CHECK-NEXT: %from_elements_4 = tensor.from_elements %arg0 : tensor<index>
// CHECK-NEXT: %from_elements_5 = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @generate(%arg0: index, %arg1: index) -> tensor<?x3x?xf32> {
// CHECK-NEXT: %generated = tensor.generate %arg0, %arg1 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index, %arg4: index):
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } : tensor<?x3x?xf32>
// CHECK-NEXT: return %generated : tensor<?x3x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @tensor_reshape(%arg0: tensor<*xf32>, %arg1: tensor<1xi32>, %arg2: tensor<2xi32>, %arg3: tensor<?xi32>) -> tensor<*xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xf32>
// CHECK-NEXT: %reshape_0 = tensor.reshape %reshape(%arg2) : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x?xf32>
// CHECK-NEXT: %reshape_1 = tensor.reshape %reshape_0(%arg3) : (tensor<?x?xf32>, tensor<?xi32>) -> tensor<*xf32>
// CHECK-NEXT: return %reshape_1 : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slice(%arg0: tensor<8x16x4xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%c0, %c0, %c0] [%arg1, %arg1, %arg1] [%c1, %c1, %c1] : tensor<8x16x4xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 2, 0] [4, 4, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @insert_slice(%arg0: tensor<8x16x4xf32>, %arg1: tensor<8x?x4xf32>, %arg2: tensor<16x32x8xf32>, %arg3: tensor<4x4xf32>, %arg4: index, %arg5: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg2[%c0, %c0, %c0] [8, 16, 4] [%c1, %c1, %c1] : tensor<8x16x4xf32> into tensor<16x32x8xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg0 into %arg2[%c0, %arg4, %c0] [8, 16, 4] [%c1, 1, %c1] : tensor<8x16x4xf32> into tensor<16x32x8xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %arg3 into %arg0[0, 2, 0] [4, 1, 4] [1, 1, 1] : tensor<4x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %arg1 into %arg0[0, %arg4, 0] [8, %arg5, 4] [1, 1, 1] : tensor<8x?x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @reshapes(%arg0: tensor<1x1xf32>, %arg1: tensor<?x?x?x4x?xf32>, %arg2: tensor<?x4xf32>, %arg3: index) -> (tensor<f32>, tensor<1x1xf32>, tensor<?x?x?xf32>, tensor<?x2x2x4xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0], [1], [2, 3, 4{{\]\]}} : tensor<?x?x?x4x?xf32> into tensor<?x?x?xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %arg2 {{\[\[}}0, 1, 2], [3{{\]\]}} output_shape [%arg3, 2, 2, 4] : tensor<?x4xf32> into tensor<?x2x2x4xf32>
// CHECK-NEXT: return %collapsed, %expanded, %collapsed_0, %expanded_1 : tensor<f32>, tensor<1x1xf32>, tensor<?x?x?xf32>, tensor<?x2x2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rank_dim(%arg0: tensor<4x4x?xf32>, %arg1: tensor<*xf32>, %arg2: index) -> (index, index, index, index) {
// CHECK-NEXT: %rank = tensor.rank %arg0 : tensor<4x4x?xf32>
// CHECK-NEXT: %rank_0 = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x4x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %arg2 : tensor<*xf32>
// CHECK-NEXT: return %rank, %rank_0, %dim, %dim_1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: func.func @pad(%arg0: tensor<1x2x2x?xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: tensor<3x4xf32>, %arg5: tensor<?x?xf32>) -> (tensor<6x?x?x?xf32>, tensor<6x9xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[2, %arg1, 3, 3] high[3, 3, %arg2, 2] {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index, %arg8: index, %arg9: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<1x2x2x?xf32> to tensor<6x?x?x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg4 nofold low[1, 2] high[2, 3] {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<3x4xf32> to tensor<6x9xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg5 low[0, 0] high[%arg1, %arg2] {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %padded, %padded_0, %padded_1 : tensor<6x?x?x?xf32>, tensor<6x9xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @splat(%arg0: f32, %arg1: index, %arg2: index) {
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<8xf32>
// CHECK-NEXT: %splat_0 = tensor.splat %arg0 : tensor<4xf32>
// CHECK-NEXT: %splat_1 = tensor.splat %arg0[%arg1, %arg2] : tensor<?x8x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @concat(%arg0: tensor<4x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<2x3xi8>) -> (tensor<?x?xf32>, tensor<2x6xi8>, tensor<8x?xf32>) {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<4x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(1) %arg2, %arg2 {foo = 1 : i32} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x6xi8>
// CHECK-NEXT: %concat_1 = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: return %concat, %concat_0, %concat_1 : tensor<?x?xf32>, tensor<2x6xi8>, tensor<8x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @bitcast(%arg0: tensor<4xi32>, %arg1: tensor<*xf16>) -> (tensor<4xf32>, tensor<?xi16>, tensor<4xui32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xf32>
// CHECK-NEXT: %1 = tensor.bitcast %arg1 : tensor<*xf16> to tensor<?xi16>
// CHECK-NEXT: %2 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xui32>
// CHECK-NEXT: return %0, %1, %2 : tensor<4xf32>, tensor<?xi16>, tensor<4xui32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @parallel_insert_slice(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg3, %c0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
