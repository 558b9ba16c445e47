#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @forms(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>, %r0: tensor<?xf32>, %r1: tensor<?xi32>, %ai: tensor<?x8xi32>, %m: memref<8xf32>, %mm: memref<4x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>) {
  %0 = linalg.map ins(%a, %b : tensor<?x8xf32>, tensor<?x8xf32>) outs(%a : tensor<?x8xf32>)
    (%x: f32, %y: f32) {
      %z = arith.mulf %x, %y : f32
      %w = arith.addf %z, %x : f32
      linalg.yield %w : f32
    }
  %1 = linalg.map { arith.subf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<?x8xf32>, tensor<?x8xf32>) outs(%a : tensor<?x8xf32>)
  %2:2 = linalg.reduce ins(%a, %ai : tensor<?x8xf32>, tensor<?x8xi32>) outs(%r0, %r1 : tensor<?xf32>, tensor<?xi32>) dimensions = [1]
    (%in: f32, %in2: i32, %init: f32, %init2: i32) {
      %s = arith.addf %in, %init : f32
      %t = arith.addi %in2, %init2 : i32
      linalg.yield %s, %t : f32, i32
    }
  %3:2 = linalg.generic {indexing_maps = [#id, #id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<?x8xf32>) outs(%b, %r0 : tensor<?x8xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %x, %s : f32, f32
  } -> (tensor<?x8xf32>, tensor<?xf32>)
  linalg.broadcast ins(%m : memref<8xf32>) outs(%mm : memref<4x8xf32>) dimensions = [0] {tag = 1 : i64}
  linalg.map { math.exp } ins(%mm : memref<4x8xf32>) outs(%mm : memref<4x8xf32>)
  %4 = linalg.reduce { arith.addf } ins(%a : tensor<?x8xf32>) outs(%r0 : tensor<?xf32>) dimensions = [1] {tag}
  return %0, %4, %2#1 : tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>
}

// -----

func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: f32, %m: memref<4x8xf32>, %m2: memref<8x4xf32>, %i: tensor<4x8xi1>, %t: tensor<8x4xf32>, %bb: tensor<2x4x8xf32>, %bc: tensor<2x8x16xf32>, %bo: tensor<2x4x16xf32>, %sc: tensor<f32>) {
  %0 = linalg.fill ins(%s : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<4x8xf32>)
  %1 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %5 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %6 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%sc : tensor<f32>) -> tensor<f32>
  %7 = linalg.batch_matmul ins(%bb, %bc : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%bo : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %8 = linalg.add ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %9 = linalg.exp ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.select ins(%i, %a, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %11 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%m2 : memref<8x4xf32>) permutation = [1, 0]
  %12 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  %13 = linalg.map ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  %14 = linalg.map { math.absf } ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
  %15 = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>)
  %16 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]

  %18 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"], doc = "hi", library_call = "fn"} ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%x: f32, %o: f32):
    %q = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x8xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}

// -----

// y = relu(x*2+1); out = sum(y, axis=1)   x: 4096x4096xf32
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu_sum(%x: tensor<4096x4096xf32>) -> tensor<4096xf32> {
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4096x4096xf32>) outs(%e : tensor<4096x4096xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %c2 : f32
      %s = arith.addf %m, %c1 : f32
      %r = arith.maximumf %s, %c0 : f32
      linalg.yield %r : f32
  } -> tensor<4096x4096xf32>
  %acc0 = tensor.empty() : tensor<4096xf32>
  %acc = linalg.fill ins(%c0 : f32) outs(%acc0 : tensor<4096xf32>) -> tensor<4096xf32>
  %out = linalg.reduce ins(%y : tensor<4096x4096xf32>) outs(%acc : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %t = arith.addf %in, %init : f32
      linalg.yield %t : f32
    }
  return %out : tensor<4096xf32>
}
