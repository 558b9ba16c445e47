// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s
// CHECK lines are mlir-opt 19's output for this file (see tests/gen/test_memref_tensor.py).

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i64}
memref.global @g : memref<4xi32> = uninitialized
memref.global "public" @h : memref<3xf32>
func.func @f(%d: index, %s: index, %m: memref<4x?xf32>, %u: memref<*xf32>, %v: f32, %i8: memref<16xi8>, %sh: memref<1xindex>) {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %2 = memref.alloca(%d) : memref<?x4xf32>
  %3 = memref.alloca() {alignment = 64 : i64} : memref<8xi32>
  memref.dealloc %0 : memref<4xf32>
  %4 = memref.load %m[%d, %s] : memref<4x?xf32>
  %5 = memref.load %m[%d, %s] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%d, %s] : memref<4x?xf32>
  memref.store %v, %m[%d, %s] {nontemporal = true} : memref<4x?xf32>
  %6 = memref.subview %m[0, %d] [2, %s] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  %7 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %8 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
  memref.copy %m, %7 : memref<4x?xf32> to memref<?x?xf32>
  %9 = memref.dim %m, %d : memref<4x?xf32>
  %10 = memref.rank %u : memref<*xf32>
  %11 = memref.get_global @g : memref<4xi32>
  %12 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32, strided<[4, 1]>>
  %13 = memref.reshape %m(%sh) : (memref<4x?xf32>, memref<1xindex>) -> memref<?xf32>
  %14 = memref.alloc() : memref<8xf32>
  %15 = memref.expand_shape %14 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %16 = memref.collapse_shape %15 [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %17 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %18 = memref.view %i8[%d][%s] : memref<16xi8> to memref<?xf32>
  %19 = memref.atomic_rmw addf %v, %14[%d] : (f32, memref<8xf32>) -> f32
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  }
  %20 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %v : f32
  }
  memref.assume_alignment %14, 16 : memref<8xf32>
  %21 = memref.expand_shape %2 [[0, 1], [2]] output_shape [%d, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
  return
}
memref.global "private" @z : memref<2x2xf32> = dense<0.000000e+00>
memref.global "nested" constant @k : memref<i32> = dense<7> {foo}
func.func @g2(%d: index, %m: memref<8x8xf32>, %u: memref<*xf32>, %i: i32, %mi: memref<8xi32>, %ms: memref<4xf32, 1>, %s2: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.load %m[%d, %d] : memref<8x8xf32>
  %1 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>
  %2 = memref.subview %m[%d, 2] [4, 4] [2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %3 = memref.dim {tag} %m, %d : memref<8x8xf32>
  %4 = memref.atomic_rmw maxs %i, %mi[%d] : (i32, memref<8xi32>) -> i32
  %5 = memref.atomic_rmw minimumf %0, %m[%d, %d] : (f32, memref<8x8xf32>) -> f32
  %6 = memref.atomic_rmw assign %i, %mi[%d] {x = 1} : (i32, memref<8xi32>) -> i32
  %7 = memref.atomic_rmw andi %i, %mi[%d] : (i32, memref<8xi32>) -> i32
  %8 = memref.atomic_rmw maxnumf %0, %m[%d, %d] : (f32, memref<8x8xf32>) -> f32
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  %9 = memref.cast %u : memref<*xf32> to memref<8x8xf32>
  %10 = memref.alloc(%d, %d) : memref<?x?xf32, 1>
  %11 = memref.reinterpret_cast %m to offset: [%d], sizes: [4, 4], strides: [%d, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %12 = memref.expand_shape %10 [[0, 1], [2]] output_shape [%d, 1, %d] : memref<?x?xf32, 1> into memref<?x1x?xf32, 1>
  %13 = memref.collapse_shape %12 [[0, 1, 2]] : memref<?x1x?xf32, 1> into memref<?xf32, 1>
  memref.alloca_scope {
    memref.store %0, %m[%d, %d] : memref<8x8xf32>
  } {attr = 1 : i32}
  %14 = memref.get_global @k : memref<i32>
  %15 = memref.load %14[] : memref<i32>
  memref.dealloc %u : memref<*xf32>
  %16 = memref.rank %m : memref<8x8xf32>
  %17 = memref.subview %s2[%d, %d] [%d, %d] [%d, %d] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %18 = memref.cast %m : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %19 = memref.cast %18 : memref<8x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK-NEXT: module {
// CHECK-NEXT: memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 16 : i64}
// CHECK-NEXT: memref.global @g : memref<4xi32> = uninitialized
// CHECK-NEXT: memref.global "public" @h : memref<3xf32>
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: index, %arg2: memref<4x?xf32>, %arg3: memref<*xf32>, %arg4: f32, %arg5: memref<16xi8>, %arg6: memref<1xindex>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0)[%arg1] {alignment = 64 : i64} : memref<?xf32, #map>
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %alloca_1 = memref.alloca() {alignment = 64 : i64} : memref<8xi32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %arg2[%arg0, %arg1] : memref<4x?xf32>
// CHECK-NEXT: %1 = memref.load %arg2[%arg0, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg2[%arg0, %arg1] : memref<4x?xf32>
// CHECK-NEXT: memref.store %arg4, %arg2[%arg0, %arg1] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT: %subview = memref.subview %arg2[0, %arg0] [2, %arg1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %arg2 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %cast_2 = memref.cast %arg2 : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT: memref.copy %arg2, %cast : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg2, %arg0 : memref<4x?xf32>
// CHECK-NEXT: %2 = memref.rank %arg3 : memref<*xf32>
// CHECK-NEXT: %3 = memref.get_global @g : memref<4xi32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%arg0, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %reshape = memref.reshape %arg2(%arg6) : (memref<4x?xf32>, memref<1xindex>) -> memref<?xf32>
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc_3 {{\[\[}}0, 1{{\]\]}} output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1{{\]\]}} : memref<2x4xf32> into memref<8xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg2 (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32, #map1>
// CHECK-NEXT: %view = memref.view %arg5[%arg0][%arg1] : memref<16xi8> to memref<?xf32>
// CHECK-NEXT: %4 = memref.atomic_rmw addf %arg4, %alloc_3[%arg0] : (f32, memref<8xf32>) -> f32
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca_5 = memref.alloca() : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: memref.alloca_scope.return %arg4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.assume_alignment %alloc_3, 16 : memref<8xf32>
// CHECK-NEXT: %expand_shape_4 = memref.expand_shape %alloca {{\[\[}}0, 1], [2{{\]\]}} output_shape [%arg0, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @z : memref<2x2xf32> = dense<0.000000e+00>
// CHECK-NEXT: memref.global "nested" constant @k : memref<i32> = dense<7> {foo}
// CHECK-NEXT: func.func @g2(%arg0: index, %arg1: memref<8x8xf32>, %arg2: memref<*xf32>, %arg3: i32, %arg4: memref<8xi32>, %arg5: memref<4xf32, 1>, %arg6: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT: %0 = memref.load %arg1[%arg0, %arg0] : memref<8x8xf32>
// CHECK-NEXT: %subview = memref.subview %arg1[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %subview_0 = memref.subview %arg1[%arg0, 2] [4, 4] [2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: %dim = memref.dim {tag} %arg1, %arg0 : memref<8x8xf32>
// CHECK-NEXT: %1 = memref.atomic_rmw maxs %arg3, %arg4[%arg0] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %2 = memref.atomic_rmw minimumf %0, %arg1[%arg0, %arg0] : (f32, memref<8x8xf32>) -> f32
// CHECK-NEXT: %3 = memref.atomic_rmw assign %arg3, %arg4[%arg0] {x = 1 : i64} : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %4 = memref.atomic_rmw andi %arg3, %arg4[%arg0] : (i32, memref<8xi32>) -> i32
// CHECK-NEXT: %5 = memref.atomic_rmw maxnumf %0, %arg1[%arg0, %arg0] : (f32, memref<8x8xf32>) -> f32
// CHECK-NEXT: memref.copy %arg2, %arg2 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT: %cast = memref.cast %arg2 : memref<*xf32> to memref<8x8xf32>
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32, 1>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [%arg0], sizes: [4, 4], strides: [%arg0, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} output_shape [%arg0, 1, %arg0] : memref<?x?xf32, 1> into memref<?x1x?xf32, 1>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1, 2{{\]\]}} : memref<?x1x?xf32, 1> into memref<?xf32, 1>
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: memref.store %0, %arg1[%arg0, %arg0] : memref<8x8xf32>
// CHECK-NEXT: } {attr = 1 : i32}
// CHECK-NEXT: %6 = memref.get_global @k : memref<i32>
// CHECK-NEXT: %7 = memref.load %6[] : memref<i32>
// CHECK-NEXT: memref.dealloc %arg2 : memref<*xf32>
// CHECK-NEXT: %8 = memref.rank %arg1 : memref<8x8xf32>
// CHECK-NEXT: %subview_1 = memref.subview %arg6[%arg0, %arg0] [%arg0, %arg0] [%arg0, %arg0] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cast_2 = memref.cast %arg1 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %cast_3 = memref.cast %cast_2 : memref<8x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
