// RUN: irlite-opt %s -convert-linalg-to-parallel-loops | FileCheck %s
// convert-linalg-to-parallel-loops: structured ops on buffers become loop nests (loads through the
// indexing maps, the payload inlined, stores of the yielded values, linalg.index replaced
// by the induction variables); ops on tensors are left alone. Cases after MLIR 19's
// loops.mlir / parallel-loops.mlir (lower_outer_parallel and lower_mixed_parallel are its
// own). CHECK lines: mlir-opt 19's output, byte for byte.

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B: memref<?x?xf32>, memref<?x?xf32>) outs(%C: memref<?x?xf32>)
  return
}
func.func @add_static(%a: memref<4x8xf32>, %b: memref<8xf32>, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : memref<4x8xf32>, memref<8xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @index_op(%c: memref<4x?xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} outs(%c : memref<4x?xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    linalg.yield %s : index
  }
  return
}
func.func @shifted(%a: memref<10xf32>, %c: memref<8xf32>, %s: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 2)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %s : memref<10xf32>, f32) outs(%c : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  }
  return
}
func.func @fill_dot(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<f32>, %z: f32) {
  linalg.fill ins(%z : f32) outs(%c : memref<f32>)
  linalg.dot ins(%a, %b : memref<8xf32>, memref<8xf32>) outs(%c : memref<f32>)
  return
}
func.func @two_outs(%a: memref<4x8xf32>, %c: memref<4xf32>, %d: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%c, %d : memref<4xf32>, memref<4xf32>) {
  ^bb0(%x: f32, %o: f32, %p: f32):
    %s = arith.addf %x, %o : f32
    %m = arith.maximumf %x, %p : f32
    linalg.yield %s, %m : f32, f32
  }
  return
}
func.func @red_par(%a: memref<?x?x?xf32>, %c: memref<?x?xf32>) {
  linalg.reduce ins(%a : memref<?x?x?xf32>) outs(%c : memref<?x?xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %0 = arith.addf %init, %in : f32
      linalg.yield %0 : f32
    }
  return
}
func.func @map_t(%a: memref<4xf32>, %b: memref<4xf32>, %m: memref<2x4xf32>, %n: memref<4x2xf32>) {
  linalg.map { math.exp } ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  linalg.transpose ins(%m : memref<2x4xf32>) outs(%n : memref<4x2xf32>) permutation = [1, 0]
  return
}
func.func @alloc_dims(%n: index, %m: index, %x: f32) {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?x?xf32>)
  memref.dealloc %a : memref<?x?xf32>
  return
}
func.func @sum_of_dims(%a: memref<12xf32>, %c: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<12xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}
func.func @rank0(%a: memref<f32>, %c: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%a : memref<f32>) outs(%c : memref<f32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}
func.func @tensor_left_alone(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @nested_region(%a: memref<4x8xf32>, %c: memref<4x8xf32>, %t: f32) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %cond = arith.cmpf olt, %x, %t : f32
    %r = scf.if %cond -> (f32) {
      %n = arith.negf %x : f32
      scf.yield %n : f32
    } else {
      scf.yield %o : f32
    }
    linalg.yield %r : f32
  }
  return
}
func.func @matmul_bcast(%A: memref<2x?x8xf32>, %B: memref<2x8x?xf32>, %C: memref<2x?x?xf32>) {
  linalg.batch_matmul ins(%A, %B: memref<2x?x8xf32>, memref<2x8x?xf32>) outs(%C: memref<2x?x?xf32>)
  return
}
func.func @lower_outer_parallel(%A: memref<?x?x?x?xf32>, %B: memref<?x?x?xf32>) {
  linalg.generic {iterator_types = ["parallel", "parallel", "reduction", "parallel"], indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>]}
      ins(%A : memref<?x?x?x?xf32>) outs(%B : memref<?x?x?xf32>) {
    ^bb0(%a: f32, %b: f32):
      linalg.yield %a: f32
  }
  return
}
func.func @lower_mixed_parallel(%A: memref<?x?x?x?x?x?xf32>, %B: memref<?x?x?x?xf32>) {
  linalg.generic {iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"], indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>]}
      ins(%A : memref<?x?x?x?x?x?xf32>) outs(%B : memref<?x?x?x?xf32>) {
    ^bb0(%a: f32, %b: f32):
      linalg.yield %a: f32
  }
  return
}
func.func @strided(%A: memref<?x?xf32, strided<[?, 1], offset: ?>>, %B: memref<?xf32, strided<[?], offset: ?>>, %C: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.matvec ins(%A, %B : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>) outs(%C : memref<?xf32, strided<[?], offset: ?>>)
  linalg.copy ins(%B : memref<?xf32, strided<[?], offset: ?>>) outs(%C : memref<?xf32, strided<[?], offset: ?>>)
  return
}
func.func @index_reduction(%A: memref<4x?xi32>, %B: memref<4xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"], library_call = "external_fn", doc = "a reduction"}
      ins(%A : memref<4x?xi32>) outs(%B : memref<4xi32>) {
    ^bb0(%a: i32, %b: i32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %k = arith.addi %i, %j : index
      %c = arith.index_cast %k : index to i32
      %s = arith.addi %a, %b : i32
      %t = arith.muli %s, %c : i32
      linalg.yield %t : i32
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg1, %c1 : memref<?x?xf32>
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%dim, %dim_1) step (%c1, %c1) {
// CHECK-NEXT:       scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xf32>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:         %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:         %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:         memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @add_static(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT:       %1 = memref.load %arg1[%arg4] : memref<8xf32>
// CHECK-NEXT:       %2 = arith.addf %0, %1 : f32
// CHECK-NEXT:       memref.store %2, %arg2[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_op(%arg0: memref<4x?xindex>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<4x?xindex>
// CHECK-NEXT:     scf.parallel (%arg1, %arg2) = (%c0, %c0) to (%dim, %c4) step (%c1, %c1) {
// CHECK-NEXT:       %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:       memref.store %0, %arg0[%arg2, %arg1] : memref<4x?xindex>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @shifted(%arg0: memref<10xf32>, %arg1: memref<8xf32>, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%c8) step (%c1) {
// CHECK-NEXT:       %0 = affine.apply #map(%arg3)
// CHECK-NEXT:       %1 = memref.load %arg0[%0] : memref<10xf32>
// CHECK-NEXT:       %2 = arith.mulf %1, %arg2 : f32
// CHECK-NEXT:       memref.store %2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill_dot(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: memref<f32>, %arg3: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg3, %arg2[] : memref<f32>
// CHECK-NEXT:     scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg4] : memref<8xf32>
// CHECK-NEXT:       %1 = memref.load %arg1[%arg4] : memref<8xf32>
// CHECK-NEXT:       %2 = memref.load %arg2[] : memref<f32>
// CHECK-NEXT:       %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:       %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:       memref.store %4, %arg2[] : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_outs(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT:         %2 = memref.load %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT:         %3 = arith.addf %0, %1 : f32
// CHECK-NEXT:         %4 = arith.maximumf %0, %2 : f32
// CHECK-NEXT:         memref.store %3, %arg1[%arg3] : memref<4xf32>
// CHECK-NEXT:         memref.store %4, %arg2[%arg3] : memref<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @red_par(%arg0: memref<?x?x?xf32>, %arg1: memref<?x?xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?xf32>
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0) to (%dim) step (%c1) {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:         scf.parallel (%arg4) = (%c0) to (%dim_1) step (%c1) {
// CHECK-NEXT:           %0 = memref.load %arg0[%arg2, %arg3, %arg4] : memref<?x?x?xf32>
// CHECK-NEXT:           %1 = memref.load %arg1[%arg2, %arg4] : memref<?x?xf32>
// CHECK-NEXT:           %2 = arith.addf %1, %0 : f32
// CHECK-NEXT:           memref.store %2, %arg1[%arg2, %arg4] : memref<?x?xf32>
// CHECK-NEXT:           scf.reduce
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @map_t(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<2x4xf32>, %arg3: memref<4x2xf32>) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg4) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT:       %1 = math.exp %0 : f32
// CHECK-NEXT:       memref.store %1, %arg1[%arg4] : memref<4xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%c4, %c2) step (%c1, %c1) {
// CHECK-NEXT:       %0 = memref.load %arg2[%arg5, %arg4] : memref<2x4xf32>
// CHECK-NEXT:       memref.store %0, %arg3[%arg4, %arg5] : memref<4x2xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_dims(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT:     scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg0, %arg1) step (%c1, %c1) {
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<?x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sum_of_dims(%arg0: memref<12xf32>, %arg1: memref<4x8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c8, %c4) step (%c1, %c1) {
// CHECK-NEXT:       %0 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT:       %1 = memref.load %arg0[%0] : memref<12xf32>
// CHECK-NEXT:       %2 = memref.load %arg1[%arg3, %arg2] : memref<4x8xf32>
// CHECK-NEXT:       %3 = arith.addf %1, %2 : f32
// CHECK-NEXT:       memref.store %3, %arg1[%arg3, %arg2] : memref<4x8xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rank0(%arg0: memref<f32>, %arg1: memref<f32>) {
// CHECK-NEXT:     %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT:     %1 = memref.load %arg1[] : memref<f32>
// CHECK-NEXT:     %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT:     memref.store %2, %arg1[] : memref<f32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tensor_left_alone(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.add ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_region(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %c8 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT:         %2 = arith.cmpf olt, %0, %arg2 : f32
// CHECK-NEXT:         %3 = scf.if %2 -> (f32) {
// CHECK-NEXT:           %4 = arith.negf %0 : f32
// CHECK-NEXT:           scf.yield %4 : f32
// CHECK-NEXT:         } else {
// CHECK-NEXT:           scf.yield %1 : f32
// CHECK-NEXT:         }
// CHECK-NEXT:         memref.store %3, %arg1[%arg3, %arg4] : memref<4x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matmul_bcast(%arg0: memref<2x?x8xf32>, %arg1: memref<2x8x?xf32>, %arg2: memref<2x?x?xf32>) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<2x?x8xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c2 : memref<2x8x?xf32>
// CHECK-NEXT:     scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0, %c0) to (%c2, %dim, %dim_0) step (%c1, %c1, %c1) {
// CHECK-NEXT:       scf.for %arg6 = %c0 to %c8 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4, %arg6] : memref<2x?x8xf32>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg3, %arg6, %arg5] : memref<2x8x?xf32>
// CHECK-NEXT:         %2 = memref.load %arg2[%arg3, %arg4, %arg5] : memref<2x?x?xf32>
// CHECK-NEXT:         %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:         %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:         memref.store %4, %arg2[%arg3, %arg4, %arg5] : memref<2x?x?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @lower_outer_parallel(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?xf32>) {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?xf32>
// CHECK-NEXT:     %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?xf32>
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT:         scf.parallel (%arg5) = (%c0) to (%dim_2) step (%c1) {
// CHECK-NEXT:           %0 = memref.load %arg0[%arg2, %arg3, %arg4, %arg5] : memref<?x?x?x?xf32>
// CHECK-NEXT:           memref.store %0, %arg1[%arg2, %arg3, %arg5] : memref<?x?x?xf32>
// CHECK-NEXT:           scf.reduce
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @lower_mixed_parallel(%arg0: memref<?x?x?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>) {
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c2 : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     %dim_2 = memref.dim %arg0, %c3 : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     %dim_3 = memref.dim %arg0, %c4 : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c5 : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %dim_1 step %c1 {
// CHECK-NEXT:         scf.parallel (%arg5, %arg6) = (%c0, %c0) to (%dim_2, %dim_3) step (%c1, %c1) {
// CHECK-NEXT:           scf.for %arg7 = %c0 to %dim_4 step %c1 {
// CHECK-NEXT:             %0 = memref.load %arg0[%arg2, %arg3, %arg4, %arg5, %arg6, %arg7] : memref<?x?x?x?x?x?xf32>
// CHECK-NEXT:             memref.store %0, %arg1[%arg2, %arg3, %arg6, %arg5] : memref<?x?x?x?xf32>
// CHECK-NEXT:           }
// CHECK-NEXT:           scf.reduce
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @strided(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: memref<?xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%dim) step (%c1) {
// CHECK-NEXT:       scf.for %arg4 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg4] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         %2 = memref.load %arg2[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         %3 = arith.mulf %0, %1 : f32
// CHECK-NEXT:         %4 = arith.addf %2, %3 : f32
// CHECK-NEXT:         memref.store %4, %arg2[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim_1 = memref.dim %arg1, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     scf.parallel (%arg3) = (%c0) to (%dim_1) step (%c1) {
// CHECK-NEXT:       %0 = memref.load %arg1[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.store %0, %arg2[%arg3] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @index_reduction(%arg0: memref<4x?xi32>, %arg1: memref<4xi32>) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<4x?xi32>
// CHECK-NEXT:     scf.parallel (%arg2) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %dim step %c1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg2, %arg3] : memref<4x?xi32>
// CHECK-NEXT:         %1 = memref.load %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:         %2 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:         %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:         %4 = arith.addi %0, %1 : i32
// CHECK-NEXT:         %5 = arith.muli %4, %3 : i32
// CHECK-NEXT:         memref.store %5, %arg1[%arg2] : memref<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
