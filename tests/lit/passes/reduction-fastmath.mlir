// RUN: irlite-opt %s -split-input-file -reduction-fastmath | FileCheck %s
// RUN: irlite-opt %s -split-input-file -reduction-fastmath=flags=fast | FileCheck %s --check-prefix=FAST
// reduction-fastmath (irlite's own pass): the combiner of each reduction (the op that
// yields an init's or iter arg's next value from it) gets reassoc,contract, its
// operands' producers contract; elementwise ops and parallel-only structured ops keep
// their flags.

// CHECK-LABEL: func.func @reduce
// CHECK: arith.addf %in, %init fastmath<reassoc,contract> : f32
// FAST: arith.addf %in, %init fastmath<fast> : f32
func.func @reduce(%x: tensor<8x16xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%o : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  return %r : tensor<8xf32>
}

// -----

// A matmul body on buffers: the multiply may contract into the add.
// CHECK-LABEL: func.func @contraction
// CHECK: %[[M:.*]] = arith.mulf %in, %in_0 fastmath<contract> : f32
// CHECK: arith.addf %out, %[[M]] fastmath<reassoc,contract> : f32
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @contraction(%A: memref<4x8xf32>, %B: memref<8x4xf32>, %C: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x8xf32>, memref<8x4xf32>) outs(%C : memref<4x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %m : f32
      linalg.yield %s : f32
  }
  return
}

// -----

// No reduction loop: nothing changes.
// CHECK-LABEL: func.func @elementwise
// CHECK: arith.addf %in, %out : f32
#id = affine_map<(i) -> (i)>
func.func @elementwise(%x: tensor<8xf32>, %o: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%o : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A loop-carried sum; existing flags are kept; the max feeding it is not a combiner of
// the iter arg but its producer (contract only).
// CHECK-LABEL: func.func @loop
// CHECK: %[[M:.*]] = arith.maximumf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK: arith.addf %arg3, %[[M]] fastmath<reassoc,nnan,contract> : f32
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
func.func @loop(%n: index, %x: memref<?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %x[%i] : memref<?xf32>
    %m = arith.maximumf %v, %z : f32
    %s = arith.addf %a, %m fastmath<nnan> : f32
    scf.yield %s : f32
  }
  %p = arith.mulf %r, %r : f32
  return %r, %p : f32, f32
}

// -----

// payload-flags: every payload op with a fastmath attribute gets them (the default
// pipeline's contract: x * 2 + 1 may become one FMA); the combiner gets both.
// RUN: irlite-opt %s -split-input-file -reduction-fastmath=payload-flags=contract | FileCheck %s --check-prefix=PAYLOAD
// PAYLOAD-LABEL: func.func @relu_sum
// PAYLOAD: arith.mulf %in, %cst fastmath<contract> : f32
// PAYLOAD-NEXT: arith.addf %{{.*}}, %cst_0 fastmath<contract> : f32
// PAYLOAD-NEXT: arith.maximumf %{{.*}}, %cst_1 fastmath<contract> : f32
// PAYLOAD-NEXT: arith.addf %{{.*}}, %out fastmath<reassoc,contract> : f32
// CHECK-LABEL: func.func @relu_sum
// CHECK: arith.mulf %in, %cst : f32
// CHECK-NEXT: arith.addf %{{.*}}, %cst_0 : f32
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @relu_sum(%x: tensor<4x8xf32>, %acc: tensor<4xf32>) -> tensor<4xf32> {
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c0 = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x8xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %c2 : f32
      %s = arith.addf %m, %c1 : f32
      %y = arith.maximumf %s, %c0 : f32
      %t = arith.addf %y, %o : f32
      linalg.yield %t : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
