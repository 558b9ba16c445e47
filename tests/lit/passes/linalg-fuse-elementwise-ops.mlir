// RUN: irlite-opt %s -split-input-file -linalg-fuse-elementwise-ops | FileCheck %s
// linalg-fuse-elementwise-ops: producer generics fused into their consumers (transposed,
// broadcast, rank-0, indexed producers and consumers, a reduction consumer), fill and
// splat/scalar constants folded into the payload (fill values cast), unread inits replaced by tensor.empty,
// duplicate and dead operands and results dropped, identity generics erased; a producer
// with two uses, or whose fusion would lose a reduction bound, is left alone; results a
// producer reads through its init are kept. Cases from MLIR 19's fusion-elementwise-ops.mlir and more.
// CHECK lines: mlir-opt 19's output, byte for byte.

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1) -> ()>
#id1 = affine_map<(d0) -> (d0)>
func.func @add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1 : tensor<?x?xf32>, %arg2 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %4 = arith.addf %arg3, %arg4 : f32
      linalg.yield %4 : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%3, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %5 = arith.mulf %arg5, %arg6 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
func.func @scalar_add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1 : f32, %arg2 : f32) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map1, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%arg0, %arg1 : tensor<?x?xf32>, f32) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %4 = arith.addf %arg3, %arg4 : f32
      linalg.yield %4 : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [#map0, #map1, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%3, %arg2 : tensor<?x?xf32>, f32) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %5 = arith.mulf %arg5, %arg6 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
func.func @transpose_add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1 : tensor<?x?xf32>, %arg2 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map1, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %4 = arith.addf %arg3, %arg4 : f32
      linalg.yield %4 : f32
  } -> tensor<?x?xf32>
  %4 = linalg.generic {indexing_maps = [#map1, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%3, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%2 : tensor<?x?xf32>) {
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %5 = arith.mulf %arg5, %arg6 : f32
      linalg.yield %5 : f32
    } -> tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
func.func @add_broadcast_mul_fusion(%arg0: tensor<?xf32>, %arg1 : tensor<?xf32>, %arg2 : tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?xf32>
  %1 = tensor.empty(%0) : tensor<?xf32>
  %2 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel"]}
      ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%1 : tensor<?xf32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %3 = arith.addf %arg3, %arg4 : f32
      linalg.yield %3 : f32
  } -> tensor<?xf32>
  %3 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
  %4 = tensor.empty(%0, %3) : tensor<?x?xf32>
  %5 = linalg.generic {indexing_maps = [#map1, #map0, #map0], iterator_types = ["parallel", "parallel"]}
      ins(%2, %arg2 : tensor<?xf32>, tensor<?x?xf32>) outs(%4 : tensor<?x?xf32>){
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %6 = arith.mulf %arg5, %arg6 : f32
      linalg.yield %6 : f32
    } -> tensor<?x?xf32>
  return %5 : tensor<?x?xf32>
}

// -----

#map0 = affine_map<() -> ()>
func.func @add_mul_scalar_fusion(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
  %0 = tensor.empty() : tensor<f32>
  %1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = []}
      ins(%arg0, %arg1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %2 = arith.addf %arg3, %arg4 : f32
      linalg.yield %2 : f32
  } -> tensor<f32>
  %2 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = []}
      ins(%1, %arg2 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %3 = arith.mulf %arg3, %arg4 : f32
      linalg.yield %3 : f32
  } -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

#map0 = affine_map<(d0, d1, d2) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @generic_op_constant_fusion(%arg0 : tensor<5x?x?xf32>) -> tensor<5x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %cst = arith.constant dense<42.0> : tensor<5xf32>
  %0 = tensor.dim %arg0, %c1 : tensor<5x?x?xf32>
  %1 = tensor.dim %arg0, %c2 : tensor<5x?x?xf32>
  %2 = tensor.empty(%0, %1) : tensor<5x?x?xf32>
  %3 = linalg.generic {indexing_maps = [#map0, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]}
    ins(%cst, %arg0 : tensor<5xf32>, tensor<5x?x?xf32>) outs(%2 : tensor<5x?x?xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %4 = arith.mulf %arg1, %arg2 : f32
      linalg.yield %4 : f32
    } -> tensor<5x?x?xf32>
  return %3 : tensor<5x?x?xf32>
}

// -----

#map0 = affine_map<(d0, d1) -> (d0, d1)>
func.func @producer_indexed_consumer_fusion(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xi32>
  %3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel"] }
    ins(%arg0, %arg1  : tensor<?x?xi32>, tensor<?x?xi32>) outs(%2 : tensor<?x?xi32>) {
    ^bb0(%arg2: i32, %arg3: i32, %arg4: i32):
      %10 = arith.addi %arg2, %arg3 : i32
      linalg.yield %10 : i32
    } -> tensor<?x?xi32>
  %4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel"] }
    ins(%3 : tensor<?x?xi32>) outs(%2 : tensor<?x?xi32>) {
    ^bb0(%arg2: i32, %arg3: i32):
      %idx0 = linalg.index 0 : index
      %idx1 = linalg.index 1 : index
      %5 = arith.index_cast %idx0 : index to i32
      %6 = arith.index_cast %idx1 : index to i32
      %7 = arith.addi %arg2, %5 : i32
      %8 = arith.subi %7, %6 : i32
      linalg.yield %8 : i32
    } -> tensor<?x?xi32>
  return %4 : tensor<?x?xi32>
}

// -----

#map0 = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @indexed_producer_indexed_consumer_fusion(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %1 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %2 = tensor.empty(%0, %1) : tensor<?x?xi32>
  %3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel"] }
    ins(%arg0 : tensor<?x?xi32>) outs(%2 : tensor<?x?xi32>) {
    ^bb0(%arg2: i32, %arg3: i32):
      %idx0 = linalg.index 0 : index
      %idx1 = linalg.index 1 : index
      %4 = arith.index_cast %idx0 : index to i32
      %5 = arith.index_cast %idx1 : index to i32
      %6 = arith.addi %arg2, %4 : i32
      %7 = arith.subi %5, %6 : i32
      linalg.yield %7 : i32
    } -> tensor<?x?xi32>
  %4= linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"] }
    ins(%3 : tensor<?x?xi32>) outs(%2 : tensor<?x?xi32>) {
    ^bb0(%arg2: i32, %arg3: i32):
      %idx0 = linalg.index 0 : index
      %idx1 = linalg.index 1 : index
      %5 = arith.index_cast %idx0 : index to i32
      %6 = arith.index_cast %idx1 : index to i32
      %7 = arith.addi %arg2, %5 : i32
      %8 = arith.subi %7, %6 : i32
      linalg.yield %8 : i32
    } -> tensor<?x?xi32>
  return %4 : tensor<?x?xi32>
}

// -----

func.func @reduction_consumer(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.subf %x, %y : f32
      %m = math.exp %s : f32
      linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<8x16xf32>) outs(%f : tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

func.func @fill_and_splat(%a: tensor<8x16xf32>, %s: f32) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %c = arith.constant dense<2.0> : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %f, %c : tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) outs(%a : tensor<8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32, %o: f32):
      %t = arith.mulf %x, %y : f32
      %u = arith.addf %t, %z : f32
      linalg.yield %u : f32
  } -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @dedup_and_dead(%a: tensor<8xf32>, %b: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %a, %b : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%o, %o : tensor<8xf32>, tensor<8xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32, %p: f32, %q: f32):
      %t = arith.mulf %x, %y : f32
      linalg.yield %t, %t : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8xf32>
}

// -----

func.func @identity_erased(%a: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) {
    ^bb0(%x: f32, %p: f32):
      linalg.yield %x : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @two_uses_not_fused(%a: tensor<8xf32>, %o: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%o : tensor<8xf32>) {
    ^bb0(%x: f32, %p: f32):
      %n = arith.negf %x : f32
      linalg.yield %n : f32
  } -> tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%0 : tensor<8xf32>) outs(%o : tensor<8xf32>) {
    ^bb0(%x: f32, %p: f32):
      %n = math.exp %x : f32
      linalg.yield %n : f32
  } -> tensor<8xf32>
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @fill_cast(%a: tensor<8xf32>, %s: f64, %i: i8) -> (tensor<8xf32>, tensor<8xi32>) {
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%s : f64) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %f : tensor<8xf32>, tensor<8xf32>) outs(%a : tensor<8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %t = arith.mulf %x, %y : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  %ei = tensor.empty() : tensor<8xi32>
  %fi = linalg.fill ins(%i : i8) outs(%ei : tensor<8xi32>) -> tensor<8xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%fi : tensor<8xi32>) outs(%ei : tensor<8xi32>) {
    ^bb0(%y: i32, %o: i32):
      %t = arith.addi %y, %y : i32
      linalg.yield %t : i32
  } -> tensor<8xi32>
  return %0, %1 : tensor<8xf32>, tensor<8xi32>
}

// -----

func.func @producer_two_results(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<8xf32>) outs(%e, %b : tensor<8xf32>, tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32, %p: f32):
      %n = arith.negf %x : f32
      %s = arith.addf %x, %p : f32
      linalg.yield %n, %s : f32, f32
  } -> (tensor<8xf32>, tensor<8xf32>)
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%0#0 : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = math.exp %x : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

func.func @reduction_bounds_lost(%a: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8x16xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8xf32>) outs(%e : tensor<8x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      %n = arith.negf %x : f32
      linalg.yield %n : f32
  } -> tensor<8x16xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<8x16xf32>) outs(%init : tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

func.func @producer_reads_init(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.mulf %x, %o : f32
      linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %m = math.sqrt %x : f32
      linalg.yield %m : f32
  } -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %in_2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<?x?xf32>
// CHECK-NEXT:     return %1 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalar_add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, f32, f32) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %in_2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<?x?xf32>
// CHECK-NEXT:     return %1 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_add_mul_fusion(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %in_2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<?x?xf32>
// CHECK-NEXT:     return %1 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add_broadcast_mul_fusion(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg2, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?xf32>, tensor<?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_1 : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %in_2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<?x?xf32>
// CHECK-NEXT:     return %1 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<() -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @add_mul_scalar_fusion(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<f32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = []} ins(%arg0, %arg1, %arg2 : tensor<f32>, tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %in_1 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<f32>
// CHECK-NEXT:     return %1 : tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generic_op_constant_fusion(%arg0: tensor<5x?x?xf32>) -> tensor<5x?x?xf32> {
// CHECK-NEXT:     %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<5x?x?xf32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c2 : tensor<5x?x?xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<5x?x?xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<5x?x?xf32>) outs(%0 : tensor<5x?x?xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.mulf %in, %cst : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<5x?x?xf32>
// CHECK-NEXT:     return %1 : tensor<5x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @producer_indexed_consumer_fusion(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>) -> tensor<?x?xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xi32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%0 : tensor<?x?xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %in_1: i32, %out: i32):
// CHECK-NEXT:       %2 = arith.addi %in, %in_1 : i32
// CHECK-NEXT:       %3 = linalg.index 0 : index
// CHECK-NEXT:       %4 = linalg.index 1 : index
// CHECK-NEXT:       %5 = arith.index_cast %3 : index to i32
// CHECK-NEXT:       %6 = arith.index_cast %4 : index to i32
// CHECK-NEXT:       %7 = arith.addi %2, %5 : i32
// CHECK-NEXT:       %8 = arith.subi %7, %6 : i32
// CHECK-NEXT:       linalg.yield %8 : i32
// CHECK-NEXT:     } -> tensor<?x?xi32>
// CHECK-NEXT:     return %1 : tensor<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @indexed_producer_indexed_consumer_fusion(%arg0: tensor<?x?xi32>) -> tensor<?x?xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
// CHECK-NEXT:     %0 = tensor.empty(%dim, %dim_0) : tensor<?x?xi32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xi32>) outs(%0 : tensor<?x?xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       %2 = linalg.index 0 : index
// CHECK-NEXT:       %3 = linalg.index 1 : index
// CHECK-NEXT:       %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT:       %5 = arith.index_cast %2 : index to i32
// CHECK-NEXT:       %6 = arith.addi %in, %4 : i32
// CHECK-NEXT:       %7 = arith.subi %5, %6 : i32
// CHECK-NEXT:       %8 = linalg.index 0 : index
// CHECK-NEXT:       %9 = linalg.index 1 : index
// CHECK-NEXT:       %10 = arith.index_cast %8 : index to i32
// CHECK-NEXT:       %11 = arith.index_cast %9 : index to i32
// CHECK-NEXT:       %12 = arith.addi %7, %10 : i32
// CHECK-NEXT:       %13 = arith.subi %12, %11 : i32
// CHECK-NEXT:       linalg.yield %13 : i32
// CHECK-NEXT:     } -> tensor<?x?xi32>
// CHECK-NEXT:     return %1 : tensor<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduction_consumer(%arg0: tensor<8x16xf32>, %arg1: tensor<8x16xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.subf %in, %in_0 : f32
// CHECK-NEXT:       %4 = math.exp %3 : f32
// CHECK-NEXT:       %5 = arith.addf %4, %out : f32
// CHECK-NEXT:       linalg.yield %5 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     return %2 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fill_and_splat(%arg0: tensor<8x16xf32>, %arg1: f32) -> tensor<8x16xf32> {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x16xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x16xf32>) outs(%0 : tensor<8x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.mulf %in, %arg1 : f32
// CHECK-NEXT:       %3 = arith.addf %2, %cst : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8x16xf32>
// CHECK-NEXT:     return %1 : tensor<8x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dedup_and_dead(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.mulf %in, %in : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     return %1 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @identity_erased(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     return %arg0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_uses_not_fused(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %4 = arith.negf %in : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %2 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%1 : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %4 = math.exp %in : f32
// CHECK-NEXT:       linalg.yield %4 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     return %1, %3 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fill_cast(%arg0: tensor<8xf32>, %arg1: f64, %arg2: i8) -> (tensor<8xf32>, tensor<8xi32>) {
// CHECK-NEXT:     %0 = arith.truncf %arg1 : f64 to f32
// CHECK-NEXT:     %1 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %6 = arith.mulf %in, %0 : f32
// CHECK-NEXT:       linalg.yield %6 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %3 = tensor.empty() : tensor<8xi32>
// CHECK-NEXT:     %4 = arith.extsi %arg2 : i8 to i32
// CHECK-NEXT:     %5 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%3 : tensor<8xi32>) {
// CHECK-NEXT:     ^bb0(%out: i32):
// CHECK-NEXT:       %6 = arith.addi %4, %4 : i32
// CHECK-NEXT:       linalg.yield %6 : i32
// CHECK-NEXT:     } -> tensor<8xi32>
// CHECK-NEXT:     return %2, %5 : tensor<8xf32>, tensor<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @producer_two_results(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.negf %in : f32
// CHECK-NEXT:       %3 = math.exp %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     return %1 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduction_bounds_lost(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x16xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.negf %in : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8x16xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<8x16xf32>) outs(%arg1 : tensor<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     return %2 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @producer_reads_init(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:     %1:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1, %0 : tensor<8x4xf32>, tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT:       %2 = arith.mulf %in, %out : f32
// CHECK-NEXT:       %3 = math.sqrt %2 : f32
// CHECK-NEXT:       linalg.yield %2, %3 : f32, f32
// CHECK-NEXT:     } -> (tensor<8x4xf32>, tensor<8x4xf32>)
// CHECK-NEXT:     return %1#1 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
