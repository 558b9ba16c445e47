// RUN: irlite-opt %s -split-input-file --dispatch-creation | FileCheck %s
// RUN: irlite-opt %s -split-input-file --dispatch-creation | FileCheck %s --check-prefix=COUNT
// INTEROP: none (flow and iree_tensor_ext are IREE's dialects, not mlir-opt 19's)

// dispatch-creation with the built-in 'rows' policy: relu_sum 1 dispatch, mlp 2 (the
// bias and relu fused into the first matmul, as IREE), softmax 1 and layernorm 1 (the
// reductions over the same rows, with their elementwise producers and consumers, in one
// dispatch; IREE forms 2 each), a batched matmul with a bias+relu epilogue 1.

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

// COUNT-LABEL: flow.executable private @relu_sum_dispatch_0 {
// COUNT-NOT: flow.executable private
// COUNT: func.func @relu_sum(
// COUNT-NEXT: flow.dispatch @relu_sum_dispatch_0::
// COUNT-NEXT: return
// CHECK-LABEL: func.func @relu_sum(

// -----

// relu(x @ W1 + b1) @ W2   x 256x512, W1 512x512, b1 512, W2 512x256
#map_b = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @mlp(%x: tensor<256x512xf32>, %w1: tensor<512x512xf32>, %b1: tensor<512xf32>,
               %w2: tensor<512x256xf32>) -> tensor<256x256xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x512xf32>
  %z1 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<256x512xf32>, tensor<512x512xf32>)
                     outs(%z1 : tensor<256x512xf32>) -> tensor<256x512xf32>
  %a = linalg.generic {indexing_maps = [#id2, #map_b, #id2],
                       iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<256x512xf32>, tensor<512xf32>) outs(%e1 : tensor<256x512xf32>) {
    ^bb0(%hv: f32, %bv: f32, %o: f32):
      %s = arith.addf %hv, %bv : f32
      %r = arith.maximumf %s, %c0 : f32
      linalg.yield %r : f32
  } -> tensor<256x512xf32>
  %e2 = tensor.empty() : tensor<256x256xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<256x512xf32>, tensor<512x256xf32>)
                     outs(%z2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %y : tensor<256x256xf32>
}

// COUNT-LABEL: flow.executable private @mlp_dispatch_0 {
// COUNT: flow.executable private @mlp_dispatch_1 {
// COUNT-NOT: flow.executable private
// COUNT: func.func @mlp(
// COUNT-NEXT: flow.dispatch @mlp_dispatch_0::
// COUNT-NEXT: flow.dispatch @mlp_dispatch_1::
// COUNT-NEXT: return
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @mlp_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @mlp_dispatch_0_matmul_256x512x512_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @mlp_dispatch_0_matmul_256x512x512_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<256x512xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x512xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<512xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<256x512xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [256, 512], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<256x512xf32>> -> tensor<256x512xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [512, 512], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x512xf32>> -> tensor<512x512xf32>
// CHECK-NEXT:         %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [512], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<512xf32>> -> tensor<512xf32>
// CHECK-NEXT:         %3 = tensor.empty() : tensor<256x512xf32>
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<256x512xf32>) -> tensor<256x512xf32>
// CHECK-NEXT:         %5 = linalg.matmul ins(%0, %1 : tensor<256x512xf32>, tensor<512x512xf32>) outs(%4 : tensor<256x512xf32>) -> tensor<256x512xf32>
// CHECK-NEXT:         %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %2 : tensor<256x512xf32>, tensor<512xf32>) outs(%3 : tensor<256x512xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:           %8 = arith.maximumf %7, %cst : f32
// CHECK-NEXT:           linalg.yield %8 : f32
// CHECK-NEXT:         } -> tensor<256x512xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %6, %arg3, offsets = [0, 0], sizes = [256, 512], strides = [1, 1] : tensor<256x512xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<256x512xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   flow.executable private @mlp_dispatch_1 {
// CHECK-NEXT:     flow.executable.export public @mlp_dispatch_1_matmul_256x256x512_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @mlp_dispatch_1_matmul_256x256x512_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<256x512xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x256xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<256x256xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [256, 512], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<256x512xf32>> -> tensor<256x512xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [512, 256], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<512x256xf32>> -> tensor<512x256xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<256x256xf32>
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<256x256xf32>) -> tensor<256x256xf32>
// CHECK-NEXT:         %4 = linalg.matmul ins(%0, %1 : tensor<256x512xf32>, tensor<512x256xf32>) outs(%3 : tensor<256x256xf32>) -> tensor<256x256xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [256, 256], strides = [1, 1] : tensor<256x256xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<256x256xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mlp(%arg0: tensor<256x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<512x256xf32>) -> tensor<256x256xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @mlp_dispatch_0::@mlp_dispatch_0_matmul_256x512x512_f32(%arg0, %arg1, %arg2) : (tensor<256x512xf32>, tensor<512x512xf32>, tensor<512xf32>) -> tensor<256x512xf32>
// CHECK-NEXT:     %1 = flow.dispatch @mlp_dispatch_1::@mlp_dispatch_1_matmul_256x256x512_f32(%0, %arg3) : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
// CHECK-NEXT:     return %1 : tensor<256x256xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// y = softmax(x, axis=1) = exp(x - max(x, 1)) / sum(exp(x - max(x, 1)), 1)   x: 4096x4096xf32
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %m0 = tensor.empty() : tensor<4096xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%m0 : tensor<4096xf32>) -> tensor<4096xf32>
  %max = linalg.reduce ins(%x : tensor<4096x4096xf32>) outs(%minit : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maxnumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<4096x4096xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096x4096xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %x1 = math.exp %d : f32
      linalg.yield %x1 : f32
  } -> tensor<4096x4096xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%m0 : tensor<4096xf32>) -> tensor<4096xf32>
  %sum = linalg.reduce ins(%e : tensor<4096x4096xf32>) outs(%sinit : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096x4096xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %q = arith.divf %a, %s : f32
      linalg.yield %q : f32
  } -> tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}

// COUNT-LABEL: flow.executable private @softmax_dispatch_0 {
// COUNT-NOT: flow.executable private
// COUNT: func.func @softmax(
// COUNT-NEXT: flow.dispatch @softmax_dispatch_0::
// COUNT-NEXT: return
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @softmax_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @softmax_dispatch_0_reduction_4096x4096_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @softmax_dispatch_0_reduction_4096x4096_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4096, 4096], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32>> -> tensor<4096x4096xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %2 = tensor.empty() : tensor<4096x4096xf32>
// CHECK-NEXT:         %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:         %3 = linalg.fill ins(%cst_0 : f32) outs(%1 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %4 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x4096xf32>) outs(%3 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %9 = arith.maxnumf %in, %out : f32
// CHECK-NEXT:           linalg.yield %9 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %5 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%2 : tensor<4096x4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:           %9 = arith.subf %in, %in_1 : f32
// CHECK-NEXT:           %10 = math.exp %9 : f32
// CHECK-NEXT:           linalg.yield %10 : f32
// CHECK-NEXT:         } -> tensor<4096x4096xf32>
// CHECK-NEXT:         %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<4096x4096xf32>) outs(%4 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %9 = arith.addf %in, %out : f32
// CHECK-NEXT:           linalg.yield %9 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %7 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%2 : tensor<4096x4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:           %9 = arith.divf %in, %in_1 : f32
// CHECK-NEXT:           linalg.yield %9 : f32
// CHECK-NEXT:         } -> tensor<4096x4096xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %8, %arg1, offsets = [0, 0], sizes = [4096, 4096], strides = [1, 1] : tensor<4096x4096xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @softmax(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @softmax_dispatch_0::@softmax_dispatch_0_reduction_4096x4096_f32(%arg0) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// CHECK-NEXT:     return %0 : tensor<4096x4096xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

// y = (x - mean(x, 1)) / sqrt(var(x, 1) + 1e-5) * g + b   x: 4096x1024xf32, g, b: 1024xf32
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layernorm(%x: tensor<4096x1024xf32>, %g: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<4096x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 1024.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %r0 = tensor.empty() : tensor<4096xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4096xf32>) -> tensor<4096xf32>
  %sum = linalg.reduce ins(%x : tensor<4096x1024xf32>) outs(%sinit : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<4096x1024xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096x1024xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %mean = arith.divf %s, %n : f32
      %d = arith.subf %a, %mean : f32
      linalg.yield %d : f32
  } -> tensor<4096x1024xf32>
  %vinit = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4096xf32>) -> tensor<4096xf32>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4096x1024xf32>) outs(%vinit : tensor<4096xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %sq = arith.mulf %a, %a : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32
  } -> tensor<4096xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %var, %g, %b : tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>)
      outs(%e0 : tensor<4096x1024xf32>) {
    ^bb0(%a: f32, %v: f32, %gv: f32, %bv: f32, %o: f32):
      %vm = arith.divf %v, %n : f32
      %ve = arith.addf %vm, %eps : f32
      %rs = math.rsqrt %ve : f32
      %nrm = arith.mulf %a, %rs : f32
      %sc = arith.mulf %nrm, %gv : f32
      %sh = arith.addf %sc, %bv : f32
      linalg.yield %sh : f32
  } -> tensor<4096x1024xf32>
  return %y : tensor<4096x1024xf32>
}

// COUNT-LABEL: flow.executable private @layernorm_dispatch_0 {
// COUNT-NOT: flow.executable private
// COUNT: func.func @layernorm(
// COUNT-NEXT: flow.dispatch @layernorm_dispatch_0::
// COUNT-NEXT: return
// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @layernorm_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @layernorm_dispatch_0_reduction_4096x1024_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @layernorm_dispatch_0_reduction_4096x1024_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x1024xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x1024xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4096, 1024], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x1024xf32>> -> tensor<4096x1024xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [1024], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>> -> tensor<1024xf32>
// CHECK-NEXT:         %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [1024], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>> -> tensor<1024xf32>
// CHECK-NEXT:         %cst = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT:         %3 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %4 = tensor.empty() : tensor<4096x1024xf32>
// CHECK-NEXT:         %cst_1 = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:         %5 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %6 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x1024xf32>) outs(%5 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %11 = arith.addf %in, %out : f32
// CHECK-NEXT:           linalg.yield %11 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %7 : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%4 : tensor<4096x1024xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:           %11 = arith.divf %in_2, %cst_1 : f32
// CHECK-NEXT:           %12 = arith.subf %in, %11 : f32
// CHECK-NEXT:           linalg.yield %12 : f32
// CHECK-NEXT:         } -> tensor<4096x1024xf32>
// CHECK-NEXT:         %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<4096x1024xf32>) outs(%6 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %11 = arith.mulf %in, %in : f32
// CHECK-NEXT:           %12 = arith.addf %11, %out : f32
// CHECK-NEXT:           linalg.yield %12 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %10 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %9, %1, %2 : tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%4 : tensor<4096x1024xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
// CHECK-NEXT:           %11 = arith.divf %in_2, %cst_1 : f32
// CHECK-NEXT:           %12 = arith.addf %11, %cst : f32
// CHECK-NEXT:           %13 = math.rsqrt %12 : f32
// CHECK-NEXT:           %14 = arith.mulf %in, %13 : f32
// CHECK-NEXT:           %15 = arith.mulf %14, %in_3 : f32
// CHECK-NEXT:           %16 = arith.addf %15, %in_4 : f32
// CHECK-NEXT:           linalg.yield %16 : f32
// CHECK-NEXT:         } -> tensor<4096x1024xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %10, %arg3, offsets = [0, 0], sizes = [4096, 1024], strides = [1, 1] : tensor<4096x1024xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x1024xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @layernorm(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> tensor<4096x1024xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @layernorm_dispatch_0::@layernorm_dispatch_0_reduction_4096x1024_f32(%arg0, %arg1, %arg2) : (tensor<4096x1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<4096x1024xf32>
// CHECK-NEXT:     return %0 : tensor<4096x1024xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----

#b = affine_map<(d0, d1, d2) -> (d2)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @bmm_bias_relu(%a: tensor<8x64x32xf32>, %w: tensor<8x32x48xf32>, %bias: tensor<48xf32>) -> tensor<8x64x48xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64x48xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x64x48xf32>) -> tensor<8x64x48xf32>
  %m = linalg.batch_matmul ins(%a, %w : tensor<8x64x32xf32>, tensor<8x32x48xf32>) outs(%z : tensor<8x64x48xf32>) -> tensor<8x64x48xf32>
  %r = linalg.generic {indexing_maps = [#id3, #b, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%m, %bias : tensor<8x64x48xf32>, tensor<48xf32>) outs(%e : tensor<8x64x48xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %t = arith.maximumf %s, %c0 : f32
      linalg.yield %t : f32
  } -> tensor<8x64x48xf32>
  return %r : tensor<8x64x48xf32>
}

// COUNT-LABEL: flow.executable private @bmm_bias_relu_dispatch_0 {
// COUNT-NOT: flow.executable private
// COUNT: func.func @bmm_bias_relu(
// COUNT-NEXT: flow.dispatch @bmm_bias_relu_dispatch_0::
// COUNT-NEXT: return
// CHECK-LABEL: func.func @bmm_bias_relu(
