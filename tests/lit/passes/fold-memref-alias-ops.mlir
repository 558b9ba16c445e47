// RUN: irlite-opt %s --fold-memref-alias-ops | FileCheck %s
// fold-memref-alias-ops: loads and stores through memref.subview (rank-reducing: the
// dropped unit dims told apart by their strides), expand_shape and collapse_shape read
// the view's source at affine-composed indices; affine.load/store apply their maps first;
// subview(subview) of unit strides is one subview; a collapse with a dynamic inner size
// and a subview of non-unit strides under a subview stay.
// CHECK lines: mlir-opt 19's output on this file, byte for byte.

func.func @rank_reduced(%m: memref<?x?x?x?xf32>, %o0: index, %o1: index, %i: index, %j: index) -> f32 {
  %sv = memref.subview %m[%o0, 2, %o1, 3] [1, 4, 1, 1] [1, 1, 1, 1] : memref<?x?x?x?xf32> to memref<4x1xf32, strided<[?, ?], offset: ?>>
  %v = memref.load %sv[%i, %j] {nontemporal = true} : memref<4x1xf32, strided<[?, ?], offset: ?>>
  return %v : f32
}
func.func @expand_dynamic(%m: memref<?x6xf32>, %i: index, %j: index, %k: index, %n: index) -> f32 {
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, 3, 2] : memref<?x6xf32> into memref<?x4x3x2xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %e[%i, %j, %k, %c0] : memref<?x4x3x2xf32>
  return %v : f32
}
func.func @collapse_dynamic_inner(%m: memref<4x?xf32>, %i: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}
func.func @collapse_store(%m: memref<?x3x5xf32>, %i: index, %x: f32) {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x3x5xf32> into memref<?xf32>
  memref.store %x, %c[%i] : memref<?xf32>
  return
}
func.func @affine_chain(%m: memref<64x64xf32>, %o: index, %n: index) {
  %sv = memref.subview %m[%o, 8] [16, 16] [2, 1] : memref<64x64xf32> to memref<16x16xf32, strided<[128, 1], offset: ?>>
  affine.for %i = 0 to 8 {
    %v = affine.load %sv[%i * 2 + 1, symbol(%n)] : memref<16x16xf32, strided<[128, 1], offset: ?>>
    affine.store %v, %sv[%i, %i] : memref<16x16xf32, strided<[128, 1], offset: ?>>
  }
  return
}
func.func @vector_subview_of_subview(%m: memref<?x?xf32>, %a: index, %b: index, %i: index) -> vector<4xf32> {
  %0 = memref.subview %m[%a, 1] [8, 8] [1, 1] : memref<?x?xf32> to memref<8x8xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[2, %b] [1, 4] [1, 1] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  %v = vector.load %1[%i] {nontemporal = true} : memref<4xf32, strided<[1], offset: ?>>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @strided_subview_kept(%m: memref<?x?xf32>, %a: index) -> memref<2xf32, strided<[2], offset: ?>> {
  %0 = memref.subview %m[%a, 0] [1, 4] [1, 2] : memref<?x?xf32> to memref<4xf32, strided<[2], offset: ?>>
  %1 = memref.subview %0[1] [2] [1] : memref<4xf32, strided<[2], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
  return %1 : memref<2xf32, strided<[2], offset: ?>>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 4 + s1)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 floordiv 15)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> ((s0 mod 15) floordiv 5)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 mod 5)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 * 4 + s0 + 2)>
// CHECK-NEXT: #map8 = affine_map<()[s0] -> (s0 + 8)>
// CHECK-NEXT: #map9 = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: #map10 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @rank_reduced(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = affine.apply #map()[%arg3]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2, %arg4]
// CHECK-NEXT: %2 = memref.load %arg0[%arg1, %0, %1, %c3] {nontemporal = true} : memref<?x?x?x?xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_dynamic(%arg0: memref<?x6xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT: %1 = affine.apply #map3()[%arg3]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<?x6xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_dynamic_inner(%arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} : memref<4x?xf32> into memref<?xf32>
// CHECK-NEXT: %0 = memref.load %collapse_shape[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_store(%arg0: memref<?x3x5xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %0 = affine.apply #map4()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map5()[%arg1]
// CHECK-NEXT: %2 = affine.apply #map6()[%arg1]
// CHECK-NEXT: memref.store %arg2, %arg0[%0, %1, %2] : memref<?x3x5xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @affine_chain(%arg0: memref<64x64xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %0 = affine.apply #map7(%arg3)[%arg1]
// CHECK-NEXT: %1 = affine.apply #map8()[%arg2]
// CHECK-NEXT: %2 = affine.load %arg0[%0, %1] : memref<64x64xf32>
// CHECK-NEXT: %3 = affine.apply #map9()[%arg1, %arg3]
// CHECK-NEXT: %4 = affine.apply #map8()[%arg3]
// CHECK-NEXT: affine.store %2, %arg0[%3, %4] : memref<64x64xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vector_subview_of_subview(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> vector<4xf32> {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1]
// CHECK-NEXT: %1 = affine.apply #map10()[%arg2, %arg3]
// CHECK-NEXT: %2 = vector.load %arg0[%0, %1] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: return %2 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided_subview_kept(%arg0: memref<?x?xf32>, %arg1: index) -> memref<2xf32, strided<[2], offset: ?>> {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, 0] [1, 4] [1, 2] : memref<?x?xf32> to memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: %subview_0 = memref.subview %subview[1] [2] [1] : memref<4xf32, strided<[2], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
// CHECK-NEXT: return %subview_0 : memref<2xf32, strided<[2], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: }
