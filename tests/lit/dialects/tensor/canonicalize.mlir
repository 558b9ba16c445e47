// RUN: irlite-opt %s -split-input-file -canonicalize | FileCheck %s

// Each tensor folder and canonicalization pattern on cases of its own (and where it must
// not fire); the CHECK lines are mlir-opt 19's whole output for this file, line for line.

func.func @empty_dims(%n: index, %m: index) -> (index, index, index, tensor<?x4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty(%n, %m) : tensor<?x4x?xf32>
  %0 = tensor.dim %e, %c0 : tensor<?x4x?xf32>
  %1 = tensor.dim %e, %c1 : tensor<?x4x?xf32>
  %2 = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  %s = tensor.empty(%c7, %m) : tensor<?x4x?xf32>
  return %0, %1, %2, %s : index, index, index, tensor<?x4x?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @empty_dims(%arg0: index, %arg1: index) -> (index, index, index, tensor<?x4x?xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<7x4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<7x4x?xf32> to tensor<?x4x?xf32>
// CHECK-NEXT: return %arg0, %c4, %arg1, %cast : index, index, index, tensor<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @slice_of_empty(%n: index, %o: index) -> (tensor<4x?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<16x?xf32>
  %0 = tensor.extract_slice %e[%o, 0] [4, %n] [1, 1] : tensor<16x?xf32> to tensor<4x?xf32>
  %1 = tensor.extract_slice %e[%o, 0] [1, %n] [1, 1] : tensor<16x?xf32> to tensor<?xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @slice_of_empty(%arg0: index, %arg1: index) -> (tensor<4x?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<16x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %0[%arg1, 0] [4, %arg0] [1, 1] : tensor<16x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %0[%arg1, 0] [1, %arg0] [1, 1] : tensor<16x?xf32> to tensor<?xf32>
// CHECK-NEXT: return %extracted_slice, %extracted_slice_0 : tensor<4x?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @reshape_of_empty() -> (tensor<2x3x4xf32>, tensor<24xf32>) {
  %e = tensor.empty() : tensor<6x4xf32>
  %0 = tensor.expand_shape %e [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %1 = tensor.collapse_shape %e [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  return %0, %1 : tensor<2x3x4xf32>, tensor<24xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @reshape_of_empty() -> (tensor<2x3x4xf32>, tensor<24xf32>) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<6x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %0 {{\[\[}}0, 1], [2{{\]\]}} output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %0 {{\[\[}}0, 1{{\]\]}} : tensor<6x4xf32> into tensor<24xf32>
// CHECK-NEXT: return %expanded, %collapsed : tensor<2x3x4xf32>, tensor<24xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @dim_of_insert(%t: tensor<?x8xf32>, %v: f32, %i: index, %s: tensor<2x2xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %v into %t[%i, %i] : tensor<?x8xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x8xf32>
  %2 = tensor.insert_slice %s into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x8xf32>
  %3 = tensor.dim %2, %c0 : tensor<?x8xf32>
  return %1, %3 : index, index
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @dim_of_insert(%arg0: tensor<?x8xf32>, %arg1: f32, %arg2: index, %arg3: tensor<2x2xf32>) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @extract_folds(%i: index) -> (f32, i32, i32, i1) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<2.5> : tensor<4x4xf32>
  %0 = tensor.extract %cst[%i, %i] : tensor<4x4xf32>
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %1 = tensor.extract %d[%c1, %c2] : tensor<2x3xi32>
  %2 = tensor.extract %d[%c2, %c1] : tensor<2x3xi32>
  %b = arith.constant dense<[true, false]> : tensor<2xi1>
  %3 = tensor.extract %b[%c1] : tensor<2xi1>
  return %0, %1, %2, %3 : f32, i32, i32, i1
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @extract_folds(%arg0: index) -> (f32, i32, i32, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6{{\]\]}}> : tensor<2x3xi32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst_0 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %extracted = tensor.extract %cst[%c2, %c1] : tensor<2x3xi32>
// CHECK-NEXT: return %cst_0, %c6_i32, %extracted, %false : f32, i32, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @constants_fold() -> (tensor<2x2xi8>, tensor<3xf64>, tensor<2x2xi8>, index, tensor<4xf32>) {
  %a = arith.constant 3 : i8
  %b = arith.constant -4 : i8
  %0 = tensor.from_elements %a, %b, %b, %a : tensor<2x2xi8>
  %f = arith.constant 0.5 : f64
  %1 = tensor.splat %f : tensor<3xf64>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>
  %2 = tensor.collapse_shape %c [[0, 1]] : tensor<2x2xi8> into tensor<4xi8>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [2, 2] : tensor<4xi8> into tensor<2x2xi8>
  %r = tensor.rank %c : tensor<2x2xi8>
  %s = arith.constant dense<7.0> : tensor<8x8xf32>
  %4 = tensor.extract_slice %s[1, 2] [1, 4] [1, 1] : tensor<8x8xf32> to tensor<4xf32>
  return %0, %1, %3, %r, %4 : tensor<2x2xi8>, tensor<3xf64>, tensor<2x2xi8>, index, tensor<4xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @constants_fold() -> (tensor<2x2xi8>, tensor<3xf64>, tensor<2x2xi8>, index, tensor<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}3, -4], [-4, 3{{\]\]}}> : tensor<2x2xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<5.000000e-01> : tensor<3xf64>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1, 2], [3, 4{{\]\]}}> : tensor<2x2xi8>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst_2 = arith.constant dense<7.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1, %c2, %cst_2 : tensor<2x2xi8>, tensor<3xf64>, tensor<2x2xi8>, index, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @insert_folds(%t: tensor<8x8xf32>, %u: tensor<2x2xf32>, %w: tensor<2x2xf32>, %i: index) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %0 = tensor.insert_slice %u into %t[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %1 = tensor.insert_slice %w into %0[%i, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  %2 = tensor.extract_slice %t[%i, 4] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  %3 = tensor.insert_slice %2 into %t[%i, 4] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
  return %1, %3 : tensor<8x8xf32>, tensor<8x8xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @insert_folds(%arg0: tensor<8x8xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<2x2xf32>, %arg3: index) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<8x8xf32>
// CHECK-NEXT: return %inserted_slice, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @generate_static(%v: f32) -> tensor<?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.generate %c2, %c3 {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @generate_static(%arg0: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index, %arg2: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<2x3xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<2x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @casts(%a: tensor<?x?xf32>, %b: tensor<4x?xf32>) -> (tensor<4x8xf32>, tensor<?x?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.cast %a : tensor<?x?xf32> to tensor<4x?xf32>
  %1 = tensor.cast %0 : tensor<4x?xf32> to tensor<4x8xf32>
  %2 = tensor.cast %b : tensor<4x?xf32> to tensor<?x?xf32>
  %3 = tensor.cast %2 : tensor<?x?xf32> to tensor<?x?xf32>
  %4 = tensor.extract %2[%c0, %c0] : tensor<?x?xf32>
  return %1, %3, %4 : tensor<4x8xf32>, tensor<?x?xf32>, f32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @casts(%arg0: tensor<?x?xf32>, %arg1: tensor<4x?xf32>) -> (tensor<4x8xf32>, tensor<?x?xf32>, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c0, %c0] : tensor<4x?xf32>
// CHECK-NEXT: return %cast, %cast_0, %extracted : tensor<4x8xf32>, tensor<?x?xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @pads(%a: tensor<4x4xf32>, %v: f32, %n: index) -> (tensor<4x4xf32>, tensor<?x?xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %a low[0, %c0] high[%c0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  %1 = tensor.pad %a low[%c2, %n] high[1, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  %2 = tensor.pad %a nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<?x?xf32>, tensor<4x4xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @pads(%arg0: tensor<4x4xf32>, %arg1: f32, %arg2: index) -> (tensor<4x4xf32>, tensor<?x?xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[2, %arg2] high[1, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<7x?xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<7x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %arg0, %cast, %padded_0 : tensor<4x4xf32>, tensor<?x?xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @reshape_chains(%a: tensor<2x3x4x5xf32>, %b: tensor<120xf32>) -> (tensor<120xf32>, tensor<6x20xf32>, tensor<2x3x20xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2], [3]] : tensor<2x3x4x5xf32> into tensor<6x4x5xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2]] : tensor<6x4x5xf32> into tensor<120xf32>
  %2 = tensor.expand_shape %b [[0, 1]] output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
  %3 = tensor.expand_shape %2 [[0, 1], [2]] output_shape [2, 3, 20] : tensor<6x20xf32> into tensor<2x3x20xf32>
  return %1, %2, %3 : tensor<120xf32>, tensor<6x20xf32>, tensor<2x3x20xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @reshape_chains(%arg0: tensor<2x3x4x5xf32>, %arg1: tensor<120xf32>) -> (tensor<120xf32>, tensor<6x20xf32>, tensor<2x3x20xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3{{\]\]}} : tensor<2x3x4x5xf32> into tensor<120xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1{{\]\]}} output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, 3, 20] : tensor<120xf32> into tensor<2x3x20xf32>
// CHECK-NEXT: return %collapsed, %expanded, %expanded_0 : tensor<120xf32>, tensor<6x20xf32>, tensor<2x3x20xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @no_fold(%a: tensor<?xf32>, %i: index, %t: tensor<*xf32>) -> (f32, index, tensor<?xf32>) {
  %c5 = arith.constant 5 : index
  %0 = tensor.extract %a[%c5] : tensor<?xf32>
  %1 = tensor.dim %t, %i : tensor<*xf32>
  %2 = tensor.extract_slice %a[%i] [%c5] [1] : tensor<?xf32> to tensor<?xf32>
  return %0, %1, %2 : f32, index, tensor<?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @no_fold(%arg0: tensor<?xf32>, %arg1: index, %arg2: tensor<*xf32>) -> (f32, index, tensor<?xf32>) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %extracted = tensor.extract %arg0[%c5] : tensor<?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg2, %arg1 : tensor<*xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1] [5] [1] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT: return %extracted, %dim, %cast : f32, index, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @a(%x: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %x : tensor<?x?xf32> to tensor<4x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<4x?xf32>
  return %1 : index
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @a(%arg0: tensor<?x?xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @b(%v: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.splat %v[%c3, %c4] : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @b(%arg0: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %splat = tensor.splat %arg0[%c3, %c4] : tensor<?x?xf32>
// CHECK-NEXT: return %splat : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @c(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @c(%arg0: tensor<2x3xf32>, %arg1: tensor<2x3xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: return %concat : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @d(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %v into %t[%c1] : tensor<4xf32>
  %1 = tensor.extract %0[%c1] : tensor<4xf32>
  return %1 : f32
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @d(%arg0: tensor<4xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%c1] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%c1] : tensor<4xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @e(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %0 = tensor.bitcast %c : tensor<4xf32> to tensor<4xi32>
  %1 = tensor.bitcast %0 : tensor<4xi32> to tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @e(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: return %cst : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tensor.from_elements : tensor<0xindex>
  %e = tensor.empty() : tensor<2x3xf32>
  %1 = tensor.insert_slice %a into %e[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @f(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
// CHECK-NEXT: return %arg0 : tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @g(%x: index) -> (tensor<2xindex>, tensor<?xindex>) {
  %c1 = arith.constant 1 : index
  %0 = tensor.from_elements %x, %x : tensor<2xindex>
  %1 = tensor.cast %0 : tensor<2xindex> to tensor<?xindex>
  %2 = tensor.generate %c1 {
  ^bb0(%i: index):
    tensor.yield %x : index
  } : tensor<?xindex>
  return %0, %2 : tensor<2xindex>, tensor<?xindex>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @g(%arg0: index) -> (tensor<2xindex>, tensor<?xindex>) {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg0 : tensor<2xindex>
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK-NEXT: tensor.yield %arg0 : index
// CHECK-NEXT: } : tensor<1xindex>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<1xindex> to tensor<?xindex>
// CHECK-NEXT: return %from_elements, %cast : tensor<2xindex>, tensor<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----


func.func @fill_of_cast(%t: tensor<4x8xf32>, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = linalg.fill ins(%v : f32) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @fill_of_cast(%arg0: tensor<4x8xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg1 : f32) outs(%arg0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

func.func @insert_of_cast(%t: tensor<4x8xf32>, %v: f32, %i: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.insert %v into %0[%i, %i] : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// CHECK-LABEL: module {
// CHECK-NEXT: func.func @insert_of_cast(%arg0: tensor<4x8xf32>, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2, %arg2] : tensor<4x8xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted : tensor<4x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
