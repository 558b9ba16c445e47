// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s
// CHECK lines are mlir-opt 19's output for this file (see tests/gen/test_memref_tensor.py).

func.func @f(%d: index, %s: index, %t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: f32, %t8: tensor<8xf32>) {
  %0 = tensor.empty(%d) : tensor<?x4xf32>
  %1 = tensor.empty() : tensor<4xf32>
  %2 = tensor.extract %t[%d, %s] : tensor<4x?xf32>
  %3 = tensor.insert %v into %t[%d, %s] : tensor<4x?xf32>
  %4 = tensor.dim %t, %d : tensor<4x?xf32>
  %5 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %6 = tensor.from_elements %v, %v : tensor<2xf32>
  %7 = tensor.generate %d {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %8 = tensor.extract_slice %t[0, %d] [2, %s] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %9 = tensor.insert_slice %8 into %t[0, %d] [2, %s] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
  %10 = tensor.expand_shape %t8 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %11 = tensor.collapse_shape %10 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %12 = tensor.splat %v : tensor<4xf32>
  %13 = tensor.rank %u : tensor<*xf32>
  %14 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>
  %15 = tensor.splat %v[%d] : tensor<?x4xf32>
  %16 = tensor.from_elements %v : tensor<f32>
  %17 = tensor.generate {
    tensor.yield %v : f32
  } : tensor<f32>
  %18 = tensor.insert_slice %14 into %t[0, 0] [1, 4] [1, 1] {foo} : tensor<4xf32> into tensor<4x?xf32>
  return
}
func.func @g2(%d: index, %t: tensor<8x?xf32>, %u: tensor<*xf32>, %i: i32, %e: tensor<4xi32, "enc">) {
  %0 = tensor.cast %u : tensor<*xf32> to tensor<8x?xf32>
  %1 = tensor.cast %t : tensor<8x?xf32> to tensor<*xf32>
  %2 = tensor.extract_slice %t[%d, 0] [1, %d] [1, 1] : tensor<8x?xf32> to tensor<?xf32>
  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [%d, 4] : tensor<?xf32> into tensor<?x4xf32>
  %4 = tensor.collapse_shape %3 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %5 = tensor.empty(%d, %d) {x} : tensor<?x?xi32, "enc">
  %6 = tensor.dim {y = 2 : i8} %e, %d : tensor<4xi32, "enc">
  %7 = tensor.extract %e[%d] : tensor<4xi32, "enc">
  %8 = tensor.insert %i into %e[%d] {z} : tensor<4xi32, "enc">
  %9 = tensor.from_elements %i, %i, %i, %i {w} : tensor<2x2xi32>
  %10 = tensor.splat %i[%d, %d] {q} : tensor<?x?xi32>
  %11 = tensor.generate %d, %d {
  ^bb0(%a: index, %b: index):
    %c = arith.index_cast %a : index to i32
    tensor.yield %c : i32
  } {attr} : tensor<?x?xi32>
  %12 = tensor.insert_slice %2 into %t[%d, 0] [1, %d] [1, 1] : tensor<?xf32> into tensor<8x?xf32>
  %13 = tensor.rank %t : tensor<8x?xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: tensor<4x?xf32>, %arg3: tensor<*xf32>, %arg4: f32, %arg5: tensor<8xf32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg2[%arg0, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg2[%arg0, %arg1] : tensor<4x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg2, %arg0 : tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg4, %arg4 : tensor<2xf32>
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg2[0, %arg0] [2, %arg1] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[0, %arg0] [2, %arg1] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg5 {{\[\[}}0, 1{{\]\]}} output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1{{\]\]}} : tensor<2x4xf32> into tensor<8xf32>
// CHECK-NEXT: %splat = tensor.splat %arg4 : tensor<4xf32>
// CHECK-NEXT: %rank = tensor.rank %arg3 : tensor<*xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg2[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>
// CHECK-NEXT: %splat_1 = tensor.splat %arg4[%arg0] : tensor<?x4xf32>
// CHECK-NEXT: %from_elements_2 = tensor.from_elements %arg4 : tensor<f32>
// CHECK-NEXT: %generated_3 = tensor.generate  {
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<f32>
// CHECK-NEXT: %inserted_slice_4 = tensor.insert_slice %extracted_slice_0 into %arg2[0, 0] [1, 4] [1, 1] {foo} : tensor<4xf32> into tensor<4x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g2(%arg0: index, %arg1: tensor<8x?xf32>, %arg2: tensor<*xf32>, %arg3: i32, %arg4: tensor<4xi32, "enc">) {
// CHECK-NEXT: %cast = tensor.cast %arg2 : tensor<*xf32> to tensor<8x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<8x?xf32> to tensor<*xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg1[%arg0, 0] [1, %arg0] [1, 1] : tensor<8x?xf32> to tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %extracted_slice {{\[\[}}0, 1{{\]\]}} output_shape [%arg0, 4] : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1{{\]\]}} : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg0, %arg0) {x} : tensor<?x?xi32, "enc">
// CHECK-NEXT: %dim = tensor.dim {y = 2 : i8} %arg4, %arg0 : tensor<4xi32, "enc">
// CHECK-NEXT: %extracted = tensor.extract %arg4[%arg0] : tensor<4xi32, "enc">
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg4[%arg0] {z} : tensor<4xi32, "enc">
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg3, %arg3, %arg3 {w} : tensor<2x2xi32>
// CHECK-NEXT: %splat = tensor.splat %arg3[%arg0, %arg0] {q} : tensor<?x?xi32>
// CHECK-NEXT: %generated = tensor.generate %arg0, %arg0 {
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT: %1 = arith.index_cast %arg5 : index to i32
// CHECK-NEXT: tensor.yield %1 : i32
// CHECK-NEXT: } {attr} : tensor<?x?xi32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[%arg0, 0] [1, %arg0] [1, 1] : tensor<?xf32> into tensor<8x?xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<8x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
