// RUN: irlite-opt %s -canonicalize | FileCheck %s --match-full-lines --strict-whitespace
// linalg's folder foldMemRefCast (rules/linalg_canon.py FOLDERS): linalg.generic and the named
// structured ops read the sources of their memref.cast operands; map, reduce, transpose and
// broadcast have no folder in MLIR 19 and keep the casts. CHECK lines: mlir-opt 19's output.

func.func @f(%a: memref<4x8xf32>, %b: memref<8x4xf32>, %c: memref<4x4xf32>, %v: memref<4xf32>) {
  %ca = memref.cast %a : memref<4x8xf32> to memref<?x?xf32>
  %cb = memref.cast %b : memref<8x4xf32> to memref<?x?xf32>
  %cc = memref.cast %c : memref<4x4xf32> to memref<?x?xf32>
  %cv = memref.cast %v : memref<4xf32> to memref<?xf32>
  %cf = arith.constant 0.0 : f32
  linalg.matmul ins(%ca, %cb : memref<?x?xf32>, memref<?x?xf32>) outs(%cc : memref<?x?xf32>)
  linalg.fill ins(%cf : f32) outs(%cc : memref<?x?xf32>)
  linalg.copy ins(%cc : memref<?x?xf32>) outs(%cc : memref<?x?xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%cv : memref<?xf32>) outs(%cv : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.map { math.exp } ins(%cv : memref<?xf32>) outs(%cv : memref<?xf32>)
  linalg.reduce { arith.addf } ins(%cc : memref<?x?xf32>) outs(%cv : memref<?xf32>) dimensions = [1]
  linalg.transpose ins(%cc : memref<?x?xf32>) outs(%cc : memref<?x?xf32>) permutation = [1, 0]
  linalg.broadcast ins(%cv : memref<?xf32>) outs(%cc : memref<?x?xf32>) dimensions = [1]
  linalg.exp ins(%cv : memref<?xf32>) outs(%cv : memref<?xf32>)
  linalg.add ins(%cv, %cv : memref<?xf32>, memref<?xf32>) outs(%cv : memref<?xf32>)
  return
}

// CHECK:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: memref<4x4xf32>, %arg3: memref<4xf32>) {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cast = memref.cast %arg2 : memref<4x4xf32> to memref<?x?xf32>
// CHECK-NEXT:    %cast_0 = memref.cast %arg3 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x4xf32>) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT:    linalg.fill ins(%cst : f32) outs(%arg2 : memref<4x4xf32>)
// CHECK-NEXT:    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : memref<4xf32>) outs(%arg3 : memref<4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %0 = arith.addf %in, %out : f32
// CHECK-NEXT:      linalg.yield %0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    linalg.map { math.exp } ins(%cast_0 : memref<?xf32>) outs(%cast_0 : memref<?xf32>)
// CHECK-NEXT:    linalg.reduce { arith.addf } ins(%cast : memref<?x?xf32>) outs(%cast_0 : memref<?xf32>) dimensions = [1] 
// CHECK-NEXT:    linalg.transpose ins(%cast : memref<?x?xf32>) outs(%cast : memref<?x?xf32>) permutation = [1, 0] 
// CHECK-NEXT:    linalg.broadcast ins(%cast_0 : memref<?xf32>) outs(%cast : memref<?x?xf32>) dimensions = [1] 
// CHECK-NEXT:    linalg.exp ins(%arg3 : memref<4xf32>) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT:    linalg.add ins(%arg3, %arg3 : memref<4xf32>, memref<4xf32>) outs(%arg3 : memref<4xf32>)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}
