// RUN: irlite-opt %s --canonicalize | FileCheck %s
// memref canonicalization (MLIR 19): constant alloc sizes and subview operands become
// static (a cast keeps the type; a zero stride stays dynamic), subviews of casts read
// the cast's source, trivial subviews become casts, reshape chains compose (an
// expand of a collapse only where no group keeps its size, as MLIR 19), collapses of
// casts and dims of reshapes fold, rank/transpose/memory_space_cast fold,
// reinterpret_cast of the metadata it came from is the source, empty copies go.
// CHECK lines: mlir-opt 19's output on this file, byte for byte.

func.func @alloc_sizes(%n: index) -> memref<?x?x?xf32> {
  %c3 = arith.constant 3 : index
  %m = memref.alloca(%c3, %n, %c3) {alignment = 16 : i64} : memref<?x?x?xf32>
  return %m : memref<?x?x?xf32>
}
func.func @subview_constants(%m: memref<?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c1, %i] [%c4, %c1] [%c1, %c0] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @subview_of_cast(%m: memref<8x16xf32>, %i: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}
func.func @trivial_subview(%m: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  return %s : memref<4x4xf32, strided<[4, 1]>>
}
func.func @reshapes(%m: memref<2x3x4x5xf32>) -> (memref<120xf32>, memref<6x20xf32>, memref<2x3x20xf32>) {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  %f = memref.expand_shape %e [[0, 1], [2]] output_shape [2, 3, 20] : memref<6x20xf32> into memref<2x3x20xf32>
  return %b, %e, %f : memref<120xf32>, memref<6x20xf32>, memref<2x3x20xf32>
}
func.func @collapse_of_expand(%m: memref<12x5xf32>) -> memref<60xf32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [3, 4, 5] : memref<12x5xf32> into memref<3x4x5xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<3x4x5xf32> into memref<60xf32>
  return %c : memref<60xf32>
}
func.func @collapse_of_cast(%m: memref<?x4x2xf32>) -> memref<?x?xf32> {
  %c = memref.cast %m : memref<?x4x2xf32> to memref<?x?x?xf32>
  %s = memref.collapse_shape %c [[0], [1, 2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %s : memref<?x?xf32>
}
func.func @dim_of_reshape(%m: memref<*xf32>, %shape: memref<2xi32>, %i: index) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<2xi32>) -> memref<*xf32>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}
func.func @casts_and_transposes(%m: memref<2x3xf32>, %r: memref<?x?xf32>) -> (index, memref<2x3xf32>, memref<?x?xf32, 2>) {
  %rank = memref.rank %r : memref<?x?xf32>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %u = memref.transpose %t (d0, d1) -> (d1, d0) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  %a = memref.memory_space_cast %r : memref<?x?xf32> to memref<?x?xf32, 1>
  %b = memref.memory_space_cast %a : memref<?x?xf32, 1> to memref<?x?xf32, 2>
  return %rank, %u, %b : index, memref<2x3xf32>, memref<?x?xf32, 2>
}
func.func @reinterpret_round_trip(%m: memref<4x?xf32>) -> memref<4x?xf32, strided<[?, 1]>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [4, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1]>>
  return %r : memref<4x?xf32, strided<[?, 1]>>
}
func.func @empty_copy(%a: memref<0x4xf32>, %b: memref<?x4xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<?x4xf32>
  return
}
func.func @expand_of_collapse_unit_group(%m: memref<2x3x4x5xf32>) -> memref<2x3x20xf32> {
  %a = memref.collapse_shape %m [[0], [1, 2, 3]] : memref<2x3x4x5xf32> into memref<2x60xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [2, 3, 20] : memref<2x60xf32> into memref<2x3x20xf32>
  return %b : memref<2x3x20xf32>
}
func.func @expand_of_collapse(%m: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
  %a = memref.collapse_shape %m [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  return %b : memref<6x20xf32>
}
func.func @expand_of_collapse_wider(%m: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<6x20xf32> into memref<120xf32>
  %b = memref.expand_shape %a [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
  return %b : memref<2x3x4x5xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @alloc_sizes(%arg0: index) -> memref<?x?x?xf32> {
// CHECK-NEXT: %alloca = memref.alloca(%arg0) {alignment = 16 : i64} : memref<3x?x3xf32>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<3x?x3xf32> to memref<?x?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_constants(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %subview = memref.subview %arg0[1, %arg1] [4, 1] [%c1, %c0] : memref<?x?xf32> to memref<4x1xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4x1xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_of_cast(%arg0: memref<8x16xf32>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg1] [1, %arg2] [1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %subview : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trivial_subview(%arg0: memref<4x4xf32>) -> memref<4x4xf32, strided<[4, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: return %cast : memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshapes(%arg0: memref<2x3x4x5xf32>) -> (memref<120xf32>, memref<6x20xf32>, memref<2x3x20xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3{{\]\]}} : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3{{\]\]}} : memref<2x3x4x5xf32> into memref<6x20xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape_0 {{\[\[}}0, 1], [2{{\]\]}} output_shape [2, 3, 20] : memref<6x20xf32> into memref<2x3x20xf32>
// CHECK-NEXT: return %collapse_shape, %collapse_shape_0, %expand_shape : memref<120xf32>, memref<6x20xf32>, memref<2x3x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_expand(%arg0: memref<12x5xf32>) -> memref<60xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<12x5xf32> into memref<60xf32>
// CHECK-NEXT: return %collapse_shape : memref<60xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_cast(%arg0: memref<?x4x2xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2{{\]\]}} : memref<?x4x2xf32> into memref<?x8xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<?x8xf32> to memref<?x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dim_of_reshape(%arg0: memref<*xf32>, %arg1: memref<2xi32>, %arg2: index) -> index {
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<2xi32>
// CHECK-NEXT: %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts_and_transposes(%arg0: memref<2x3xf32>, %arg1: memref<?x?xf32>) -> (index, memref<2x3xf32>, memref<?x?xf32, 2>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg1 : memref<?x?xf32> to memref<?x?xf32, 2>
// CHECK-NEXT: return %c2, %arg0, %memspacecast : index, memref<2x3xf32>, memref<?x?xf32, 2>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reinterpret_round_trip(%arg0: memref<4x?xf32>) -> memref<4x?xf32, strided<[?, 1]>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return %cast : memref<4x?xf32, strided<[?, 1]>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty_copy(%arg0: memref<0x4xf32>, %arg1: memref<?x4xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_unit_group(%arg0: memref<2x3x4x5xf32>) -> memref<2x3x20xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0], [1, 2, 3{{\]\]}} : memref<2x3x4x5xf32> into memref<2x60xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0], [1, 2{{\]\]}} output_shape [2, 3, 20] : memref<2x60xf32> into memref<2x3x20xf32>
// CHECK-NEXT: return %expand_shape : memref<2x3x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse(%arg0: memref<2x3x4x5xf32>) -> memref<6x20xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2, 3{{\]\]}} : memref<2x3x4x5xf32> into memref<6x20xf32>
// CHECK-NEXT: return %collapse_shape : memref<6x20xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_of_collapse_wider(%arg0: memref<6x20xf32>) -> memref<2x3x4x5xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3{{\]\]}} output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: return %expand_shape : memref<2x3x4x5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
