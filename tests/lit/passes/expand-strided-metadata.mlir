// RUN: irlite-opt %s --expand-strided-metadata | FileCheck %s
// expand-strided-metadata: subview, expand_shape and collapse_shape become
// extract_strided_metadata + affine.apply/affine.min + reinterpret_cast; extract_strided_metadata
// of alloc/alloca, get_global, reinterpret_cast, extract_strided_metadata and static types
// folds away; extract_aligned_pointer_as_index of a view reads its source.
// CHECK lines: mlir-opt 19's output on this file, byte for byte.

func.func @sv(%base: memref<?x?x?xf32, strided<[?,?,?], offset:?>>, %o0: index, %o1: index, %o2: index, %s0: index, %s1: index, %s2: index, %t0: index, %t1: index, %t2: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
  %subview = memref.subview %base[%o0, %o1, %o2] [%s0, %s1, %s2] [%t0, %t1, %t2] : memref<?x?x?xf32, strided<[?,?,?], offset: ?>> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
  return %subview : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
}
func.func @sv2(%arg0: memref<384x128xf32>, %arg1 : index, %arg2 : index) -> memref<64x64xf32, strided<[128, 1], offset: ?>> {
  %subview = memref.subview %arg0[%arg1, %arg2] [64, 64] [1, 1] : memref<384x128xf32> to memref<64x64xf32, strided<[128, 1], offset: ?>>
  return %subview : memref<64x64xf32, strided<[128, 1], offset: ?>>
}
func.func @sv3(%arg0: memref<8x16x24xf32>, %st: index) -> f32 {
  %subview = memref.subview %arg0[3, 4, 2][1, 6, 3][1, %st, 1] : memref<8x16x24xf32> to memref<6x3xf32, strided<[?, 1], offset: 1250>>
  %c0 = arith.constant 0 : index
  %v = memref.load %subview[%c0, %c0] : memref<6x3xf32, strided<[?, 1], offset: 1250>>
  return %v : f32
}
func.func @ex(%arg0: memref<?x?xf32>, %d: index) -> memref<?x4x?xf32> {
  %e = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [%d, 4, %d] : memref<?x?xf32> into memref<?x4x?xf32>
  return %e : memref<?x4x?xf32>
}
func.func @co(%arg0: memref<?x4x?xf32>) -> memref<?x?xf32> {
  %e = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<?x4x?xf32> into memref<?x?xf32>
  return %e : memref<?x?xf32>
}
func.func @al(%n: index) -> (memref<f32>, index, index, index, index, index) {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}
func.func @simplify_expand_shape(%base: memref<?x?xf32, strided<[?,?], offset:?>>, %sz0: index, %sz1: index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {
  %subview = memref.expand_shape %base [[0, 1, 2, 3],[4, 5, 6, 7]] output_shape [%sz0, 7, 8, 9, 10, 2, %sz1, 3] : memref<?x?xf32, strided<[?,?], offset: ?>> into memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
  return %subview : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
}
func.func @es_static(%arg : memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
  %expand_shape = memref.expand_shape %arg[[0, 1, 2], [3, 4]] output_shape [3, 5, 2, 2, 2] : memref<30x4xi16> into memref<3x5x2x2x2xi16>
  %base, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape : memref<3x5x2x2x2xi16> -> memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
}
func.func @es0(%arg : memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
  %expand_shape = memref.expand_shape %arg[] output_shape [1, 1, 1, 1, 1] : memref<i16, strided<[], offset: ?>> into memref<1x1x1x1x1xi16, strided<[1,1,1,1,1], offset: ?>>
  %base, %offset, %sizes:5, %strides:5 = memref.extract_strided_metadata %expand_shape : memref<1x1x1x1x1xi16, strided<[1,1,1,1,1], offset: ?>> -> memref<i16>, index, index, index, index, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %sizes#3, %sizes#4, %strides#0, %strides#1, %strides#2, %strides#3, %strides#4 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
}
func.func @al0() -> (memref<i16>, index) {
  %A = memref.alloc() : memref<i16>
  %base, %offset = memref.extract_strided_metadata %A : memref<i16> -> memref<i16>, index
  return %base, %offset : memref<i16>, index
}
func.func @al3(%a: index, %b: index) -> (memref<f32>, index, index, index, index, index, index, index) {
  %A = memref.alloca(%a, %b) : memref<?x5x?xf32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %A : memref<?x5x?xf32> -> memref<f32>, index, index, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %sizes#2, %strides#0, %strides#1, %strides#2 : memref<f32>, index, index, index, index, index, index, index
}
func.func @rc(%arg : memref<?x?xf32>, %o: index, %s: index) -> (memref<f32>, index, index, index, index, index) {
  %r = memref.reinterpret_cast %arg to offset: [%o], sizes: [4, %s], strides: [%s, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %r : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}
func.func @ee(%arg : memref<?x?xf32>) -> (memref<f32>, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return %b2, %o2 : memref<f32>, index
}
func.func @loop(%m: memref<16x16xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %z) -> f32 {
    %sv = memref.subview %m[%i, %i] [4, 4] [1, 2] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
    %v = memref.load %sv[%c1, %c1] : memref<4x4xf32, strided<[16, 2], offset: ?>>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}
func.func @chain(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %s1 = memref.subview %m[%a, 2] [%b, %b] [1, 3] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 3], offset: ?>>
  %s2 = memref.subview %s1[1, %a] [%b, 4] [2, %b] : memref<?x?xf32, strided<[?, 3], offset: ?>> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %c = memref.collapse_shape %s2 [[0, 1]] : memref<?x4xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%b, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  %cast = memref.cast %e : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @co1(%arg0: memref<2x1x3xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x3xf32, strided<[?, ?], offset: ?>> {
  %e = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<2x1x3xf32, strided<[?, ?, ?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
  return %e : memref<2x3xf32, strided<[?, ?], offset: ?>>
}
func.func @chain_fold(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %s2 = memref.subview %m[1, %a] [%b, 4] [2, %b] : memref<?x?xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
  %c = memref.collapse_shape %s2 [[0, 1]] : memref<?x4xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%b, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %e : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @chain2(%m: memref<?x4xf32, strided<[?, ?], offset: ?>>, %a: index, %b: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x4xf32, strided<[?, ?], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%b, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  return %e : memref<?x4xf32, strided<[?, ?], offset: ?>>
}
func.func @static_metadata(%base: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %base : memref<5x4xf32, strided<[4,1], offset:2>> -> memref<f32>, index, index, index, index, index
  return %base_buffer, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}
func.func @two_static_metadata(%a: memref<5x4xf32>, %b: memref<7x3xf32>) -> (index, index, index, index) {
  %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<5x4xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %b : memref<7x3xf32> -> memref<f32>, index, index, index, index, index
  return %sizes#0, %sizes#1, %s2#0, %s2#1 : index, index, index, index
}

memref.global "private" constant @cst : memref<3x4xf32> = dense<1.0>
func.func @glob() -> (memref<f32>, index, index, index, index, index) {
  %g = memref.get_global @cst : memref<3x4xf32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %g : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %base, %off, %sz#0, %sz#1, %st#0, %st#1 : memref<f32>, index, index, index, index, index
}
func.func @ptr(%m: memref<8x8xf32>) -> index {
  %sv = memref.subview %m[1, 2] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: 10>>
  %p = memref.extract_aligned_pointer_as_index %sv : memref<2x2xf32, strided<[8, 1], offset: 10>> -> index
  return %p : index
}
func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %t : memref<?x?xf32, strided<[1, ?]>>
}

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2, s3, s4, s5, s6] -> (s0 + s1 * s2 + s3 * s4 + s5 * s6)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 128 + s1)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 24)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 4)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-NEXT: #map7 = affine_map<()[s0] -> (s0 floordiv 504)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 * 504)>
// CHECK-NEXT: #map9 = affine_map<()[s0] -> (s0 * 72)>
// CHECK-NEXT: #map10 = affine_map<()[s0] -> (s0 * 9)>
// CHECK-NEXT: #map11 = affine_map<()[s0] -> (s0 floordiv 60)>
// CHECK-NEXT: #map12 = affine_map<()[s0, s1] -> ((s0 floordiv 10) * s1)>
// CHECK-NEXT: #map13 = affine_map<()[s0, s1] -> ((s0 floordiv 20) * s1)>
// CHECK-NEXT: #map14 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map15 = affine_map<()[s0] -> (s0 * 5)>
// CHECK-NEXT: #map16 = affine_map<()[s0] -> (s0 * 17)>
// CHECK-NEXT: #map17 = affine_map<()[s0, s1] -> (s0 * s1 + 2)>
// CHECK-NEXT: #map18 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map19 = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2 * 3)>
// CHECK-NEXT: #map20 = affine_map<()[s0] -> (s0)>
// CHECK-NEXT: #map21 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @sv(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%arg7, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map()[%arg8, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map()[%arg9, %strides#2]
// CHECK-NEXT: %3 = affine.apply #map1()[%offset, %arg1, %strides#0, %arg2, %strides#1, %arg3, %strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%3], sizes: [%arg4, %arg5, %arg6], strides: [%0, %1, %2] : memref<f32> to memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sv2(%arg0: memref<384x128xf32>, %arg1: index, %arg2: index) -> memref<64x64xf32, strided<[128, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<384x128xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [64, 64], strides: [128, 1] : memref<f32> to memref<64x64xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<64x64xf32, strided<[128, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sv3(%arg0: memref<8x16x24xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x16x24xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [1250], sizes: [6, 3], strides: [%0, 1] : memref<f32> to memref<6x3xf32, strided<[?, 1], offset: 1250>>
// CHECK-NEXT: %1 = memref.load %reinterpret_cast[%c0, %c0] : memref<6x3xf32, strided<[?, 1], offset: 1250>>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ex(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x4x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map4()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map5()[%strides#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4, %sizes#1], strides: [%1, %strides#0, 1] : memref<f32> to memref<?x4x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @co(%arg0: memref<?x4x?xf32>) -> memref<?x?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map5()[%sizes#0]
// CHECK-NEXT: %1 = affine.min #map6()[%strides#0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, %sizes#2], strides: [%1, 1] : memref<f32> to memref<?x?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @al(%arg0: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<?x4xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @simplify_expand_shape(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map7()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map8()[%strides#0]
// CHECK-NEXT: %2 = affine.apply #map9()[%strides#0]
// CHECK-NEXT: %3 = affine.apply #map10()[%strides#0]
// CHECK-NEXT: %4 = affine.apply #map11()[%sizes#1]
// CHECK-NEXT: %5 = affine.apply #map12()[%sizes#1, %strides#1]
// CHECK-NEXT: %6 = affine.apply #map13()[%sizes#1, %strides#1]
// CHECK-NEXT: %7 = affine.apply #map14()[%strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, 7, 8, 9, 10, 2, %4, 3], strides: [%1, %2, %3, %strides#0, %5, %6, %7, %strides#1] : memref<f32> to memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @es_static(%arg0: memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c40 = arith.constant 40 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<30x4xi16> -> memref<i16>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %c3, %c5, %c2, %c2, %c2, %c40, %c8, %c4, %c2, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @es0(%arg0: memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<i16, strided<[], offset: ?>> -> memref<i16>, index
// CHECK-NEXT: return %base_buffer, %offset, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1, %c1 : memref<i16>, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @al0() -> (memref<i16>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<i16>
// CHECK-NEXT: return %alloc, %c0 : memref<i16>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @al3(%arg0: index, %arg1: index) -> (memref<f32>, index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca(%arg0, %arg1) : memref<?x5x?xf32>
// CHECK-NEXT: %0 = affine.apply #map15()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [], strides: [] : memref<?x5x?xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %arg0, %c5, %arg1, %0, %arg1, %c1 : memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rc(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %arg1, %c4, %arg2, %arg2, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ee(%arg0: memref<?x?xf32>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<16x16xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg1 step %c4 iter_args(%arg3 = %cst) -> (f32) {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %1 = affine.apply #map16()[%arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [4, 4], strides: [16, 2] : memref<f32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT: %2 = memref.load %reinterpret_cast[%c1, %c1] : memref<4x4xf32, strided<[16, 2], offset: ?>>
// CHECK-NEXT: %3 = arith.addf %arg3, %2 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map17()[%arg1, %strides#0]
// CHECK-NEXT: %1 = affine.apply #map18()[%strides#0]
// CHECK-NEXT: %2 = affine.apply #map14()[%arg2]
// CHECK-NEXT: %3 = affine.apply #map19()[%0, %strides#0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%3], sizes: [%arg2, 4], strides: [%1, %2] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @co1(%arg0: memref<2x1x3xf32, strided<[?, ?, ?], offset: ?>>) -> memref<2x3xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<2x1x3xf32, strided<[?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.min #map20()[%strides#0]
// CHECK-NEXT: %1 = affine.min #map20()[%strides#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [2, 3], strides: [%0, %1] : memref<f32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain_fold(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map18()[%strides#0]
// CHECK-NEXT: %1 = affine.apply #map21()[%strides#0, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg2, 4], strides: [%0, %arg2] : memref<f32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain2(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: return %arg0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_metadata(%arg0: memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x4xf32, strided<[4, 1], offset: 2>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c2, %c5, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_static_metadata(%arg0: memref<5x4xf32>, %arg1: memref<7x3xf32>) -> (index, index, index, index) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: return %c5, %c4, %c7, %c3 : index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" constant @cst : memref<3x4xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @glob() -> (memref<f32>, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.get_global @cst : memref<3x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<3x4xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c0, %c3, %c4, %c4, %c1 : memref<f32>, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ptr(%arg0: memref<8x8xf32>) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
// CHECK-NEXT: %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: return %transpose : memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: }
