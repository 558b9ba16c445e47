// RUN: irlite-opt %s -split-input-file -convert-linalg-to-loops | FileCheck %s
// convert-linalg-to-loops on the shared bench programs (layernorm, softmax) as mlir-opt 19
// fuses (-linalg-fuse-elementwise-ops) and bufferizes them
// (-one-shot-bufferize=bufferize-function-boundaries): the end of the tensor pipeline
// before LLVM. CHECK lines: mlir-opt 19's output, byte for byte.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @layernorm(%arg0: memref<4096x1024xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1024xf32, strided<[?], offset: ?>>, %arg2: memref<1024xf32, strided<[?], offset: ?>>) -> memref<4096x1024xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.024000e+03 : f32
    %cst_1 = arith.constant 9.99999974E-6 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4096xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4096xf32>)
    linalg.reduce ins(%arg0 : memref<4096x1024xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4096xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4096x1024xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc : memref<4096x1024xf32, strided<[?, ?], offset: ?>>, memref<4096xf32>) outs(%alloc_2 : memref<4096x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %0 = arith.divf %in_3, %cst_0 : f32
      %1 = arith.subf %in, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4096xf32>)
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%alloc_2 : memref<4096x1024xf32>) outs(%alloc : memref<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      %1 = arith.addf %0, %out : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_2, %alloc, %arg1, %arg2 : memref<4096x1024xf32>, memref<4096xf32>, memref<1024xf32, strided<[?], offset: ?>>, memref<1024xf32, strided<[?], offset: ?>>) outs(%alloc_2 : memref<4096x1024xf32>) {
    ^bb0(%in: f32, %in_3: f32, %in_4: f32, %in_5: f32, %out: f32):
      %0 = arith.divf %in_3, %cst_0 : f32
      %1 = arith.addf %0, %cst_1 : f32
      %2 = math.rsqrt %1 : f32
      %3 = arith.mulf %in, %2 : f32
      %4 = arith.mulf %3, %in_4 : f32
      %5 = arith.addf %4, %in_5 : f32
      linalg.yield %5 : f32
    }
    %cast = memref.cast %alloc_2 : memref<4096x1024xf32> to memref<4096x1024xf32, strided<[?, ?], offset: ?>>
    return %alloc_2 : memref<4096x1024xf32>
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmax(%arg0: memref<4096x4096xf32, strided<[?, ?], offset: ?>>) -> memref<4096x4096xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4096xf32>
    linalg.fill ins(%cst : f32) outs(%alloc : memref<4096xf32>)
    linalg.reduce ins(%arg0 : memref<4096x4096xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4096xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.maxnumf %in, %init : f32
        linalg.yield %0 : f32
      }
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4096x4096xf32>
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %alloc : memref<4096x4096xf32, strided<[?, ?], offset: ?>>, memref<4096xf32>) outs(%alloc_1 : memref<4096x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.subf %in, %in_2 : f32
      %1 = math.exp %0 : f32
      linalg.yield %1 : f32
    }
    linalg.fill ins(%cst_0 : f32) outs(%alloc : memref<4096xf32>)
    linalg.reduce ins(%alloc_1 : memref<4096x4096xf32>) outs(%alloc : memref<4096xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %0 = arith.addf %in, %init : f32
        linalg.yield %0 : f32
      }
    linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_1, %alloc : memref<4096x4096xf32>, memref<4096xf32>) outs(%alloc_1 : memref<4096x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %0 = arith.divf %in, %in_2 : f32
      linalg.yield %0 : f32
    }
    %cast = memref.cast %alloc_1 : memref<4096x4096xf32> to memref<4096x4096xf32, strided<[?, ?], offset: ?>>
    return %alloc_1 : memref<4096x4096xf32>
  }
}

// CHECK: module {
// CHECK-NEXT:   func.func @layernorm(%arg0: memref<4096x1024xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1024xf32, strided<[?], offset: ?>>, %arg2: memref<1024xf32, strided<[?], offset: ?>>) -> memref<4096x1024xf32> {
// CHECK-NEXT:     %c1024 = arith.constant 1024 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4096 = arith.constant 4096 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:     %cst_1 = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4096xf32>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       memref.store %cst, %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c1024 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<4096x1024xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:         memref.store %2, %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4096x1024xf32>
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c1024 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<4096x1024xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.divf %1, %cst_0 : f32
// CHECK-NEXT:         %3 = arith.subf %0, %2 : f32
// CHECK-NEXT:         memref.store %3, %alloc_2[%arg3, %arg4] : memref<4096x1024xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       memref.store %cst, %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c1024 step %c1 {
// CHECK-NEXT:         %0 = memref.load %alloc_2[%arg3, %arg4] : memref<4096x1024xf32>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.mulf %0, %0 : f32
// CHECK-NEXT:         %3 = arith.addf %2, %1 : f32
// CHECK-NEXT:         memref.store %3, %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg3 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c1024 step %c1 {
// CHECK-NEXT:         %0 = memref.load %alloc_2[%arg3, %arg4] : memref<4096x1024xf32>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg3] : memref<4096xf32>
// CHECK-NEXT:         %2 = memref.load %arg1[%arg4] : memref<1024xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         %3 = memref.load %arg2[%arg4] : memref<1024xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         %4 = arith.divf %1, %cst_0 : f32
// CHECK-NEXT:         %5 = arith.addf %4, %cst_1 : f32
// CHECK-NEXT:         %6 = math.rsqrt %5 : f32
// CHECK-NEXT:         %7 = arith.mulf %0, %6 : f32
// CHECK-NEXT:         %8 = arith.mulf %7, %2 : f32
// CHECK-NEXT:         %9 = arith.addf %8, %3 : f32
// CHECK-NEXT:         memref.store %9, %alloc_2[%arg3, %arg4] : memref<4096x1024xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloc_2 : memref<4096x1024xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @softmax(%arg0: memref<4096x4096xf32, strided<[?, ?], offset: ?>>) -> memref<4096x4096xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4096 = arith.constant 4096 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4096xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       memref.store %cst, %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg2 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg1, %arg2] : memref<4096x4096xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.maxnumf %0, %1 : f32
// CHECK-NEXT:         memref.store %2, %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4096x4096xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg2 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg1, %arg2] : memref<4096x4096xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.subf %0, %1 : f32
// CHECK-NEXT:         %3 = math.exp %2 : f32
// CHECK-NEXT:         memref.store %3, %alloc_1[%arg1, %arg2] : memref<4096x4096xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       memref.store %cst_0, %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg2 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:         %0 = memref.load %alloc_1[%arg1, %arg2] : memref<4096x4096xf32>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:         memref.store %2, %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:       scf.for %arg2 = %c0 to %c4096 step %c1 {
// CHECK-NEXT:         %0 = memref.load %alloc_1[%arg1, %arg2] : memref<4096x4096xf32>
// CHECK-NEXT:         %1 = memref.load %alloc[%arg1] : memref<4096xf32>
// CHECK-NEXT:         %2 = arith.divf %0, %1 : f32
// CHECK-NEXT:         memref.store %2, %alloc_1[%arg1, %arg2] : memref<4096x4096xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloc_1 : memref<4096x4096xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
