// RUN: irlite-opt %s -split-input-file --outline-dispatch-regions | FileCheck %s
// INTEROP: none (flow and iree_tensor_ext are IREE's dialects, not mlir-opt 19's)

// Each flow.dispatch.region becomes a flow.executable, an export with IREE's default
// workgroup count and a function on !iree_tensor_ext.dispatch.tensor bindings, called by
// flow.dispatch. The CHECK lines are what IREE 3.13 prints for the same input through
// iree-opt --pass-pipeline='builtin.module(func.func(iree-dispatch-creation-convert-
// dispatch-regions-to-workgroups,iree-dispatch-creation-materialize-default-workgroup-
// count-region),iree-flow-outline-dispatch-regions,iree-flow-annotate-dispatches)':
// captured scalars before tensors, IREE's dispatch names (elementwise, broadcast,
// transpose, reduction, fill, matmul, batch_matmul, mixed element types), several
// results, results tied to the captured tensor their inits start from (readwrite
// bindings, `-> %arg`),
// a captured constant, a region in a loop, and the dispatch regions IREE forms for the shared
// relu_sum, mlp, softmax and layernorm programs (from iree-compile --compile-to=flow
// --mlir-print-ir-before=iree-dispatch-creation-convert-dispatch-regions-to-workgroups).

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @g_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @g_dispatch_0_reduction_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @g_dispatch_0_reduction_8x4_f32(%arg0: f32, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg4: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>, %arg5: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
// CHECK-NEXT:         %2 = iree_tensor_ext.dispatch.tensor.load %arg3, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %3 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %4 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:         %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<8x4xf32>, tensor<4xf32>) outs(%3 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:           %8 = arith.mulf %7, %arg0 : f32
// CHECK-NEXT:           linalg.yield %8 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         %6 = linalg.generic {indexing_maps = [#map, #map, #map2], iterator_types = ["parallel", "reduction"]} ins(%5, %2 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%4 : tensor<8xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:           %8 = arith.addf %7, %out : f32
// CHECK-NEXT:           linalg.yield %8 : f32
// CHECK-NEXT:         } -> tensor<8xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %5, %arg4, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %6, %arg5, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: f32, %arg3: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %0:2 = flow.dispatch @g_dispatch_0::@g_dispatch_0_reduction_8x4_f32(%arg2, %arg3, %arg1, %arg0) : (f32, tensor<8x4xf32>, tensor<4xf32>, tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8xf32>)
// CHECK-NEXT:     return %0#0, %0#1 : tensor<8x4xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @g(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %s: f32, %t: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8xf32>) {
  %0:2 = flow.dispatch.region -> (tensor<8x4xf32>, tensor<8xf32>) {
    %e = tensor.empty() : tensor<8x4xf32>
    %e2 = tensor.empty() : tensor<8xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t, %arg1 : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.addf %a, %b : f32
      %3 = arith.mulf %2, %s : f32
      linalg.yield %3 : f32
    } -> tensor<8x4xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%1, %arg0 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e2 : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.addf %a, %b : f32
      %3 = arith.addf %2, %o : f32
      linalg.yield %3 : f32
    } -> tensor<8xf32>
    flow.return %1, %4 : tensor<8x4xf32>, tensor<8xf32>
  }
  return %0#0, %0#1 : tensor<8x4xf32>, tensor<8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @h_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @h_dispatch_0_elementwise_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @h_dispatch_0_elementwise_8x4_f32(%arg0: f32, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%2 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:           %5 = arith.mulf %4, %arg0 : f32
// CHECK-NEXT:           linalg.yield %5 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %3, %arg3, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: tensor<8x4xf32>, %arg1: index) -> tensor<8x4xf32> {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<1.000000e+00> : tensor<8x4xf32>
// CHECK-NEXT:     %0 = flow.dispatch @h_dispatch_0::@h_dispatch_0_elementwise_8x4_f32(%cst, %arg0, %cst_0) : (f32, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @h(%arg0: tensor<8x4xf32>, %i: index) -> (tensor<8x4xf32>) {
  %cst = arith.constant 2.0 : f32
  %c = arith.constant dense<1.0> : tensor<8x4xf32>
  %0 = flow.dispatch.region[%i] -> (tensor<8x4xf32>) {
    %e = tensor.empty() : tensor<8x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %c : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.addf %a, %b : f32
      %3 = arith.mulf %2, %cst : f32
      linalg.yield %3 : f32
    } -> tensor<8x4xf32>
    flow.return %1 : tensor<8x4xf32>
  }
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_bcast_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_bcast_dispatch_0_elementwise_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_bcast_dispatch_0_elementwise_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<8x4xf32>, tensor<4xf32>) outs(%2 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %4 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:           linalg.yield %4 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_bcast(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_bcast_dispatch_0::@d_bcast_dispatch_0_elementwise_8x4_f32(%arg0, %arg1) : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_bcast(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<8x4xf32> {
  %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
      %e = tensor.empty() : tensor<8x4xf32>
      %r = linalg.generic {indexing_maps = [#id, #b1, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
      ^bb0(%x: f32, %y: f32, %o: f32):
 %s = arith.addf %x, %y : f32
 linalg.yield %s : f32
      } -> tensor<8x4xf32>
  flow.return %r : tensor<8x4xf32>
  }
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_ew_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_ew_dispatch_0_elementwise_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_ew_dispatch_0_elementwise_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %3 = math.exp %in : f32
// CHECK-NEXT:           linalg.yield %3 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_ew(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_ew_dispatch_0::@d_ew_dispatch_0_elementwise_8x4_f32(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_ew(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<8x4xf32> {
  %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
      %e = tensor.empty() : tensor<8x4xf32>
      %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
      ^bb0(%x: f32, %o: f32):
 %s = math.exp %x : f32
 linalg.yield %s : f32
      } -> tensor<8x4xf32>
  flow.return %r : tensor<8x4xf32>
  }
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_red_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_red_dispatch_0_reduction_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_red_dispatch_0_reduction_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>> -> tensor<8xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %3 = arith.addf %in, %out : f32
// CHECK-NEXT:           linalg.yield %3 : f32
// CHECK-NEXT:         } -> tensor<8xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_red(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_red_dispatch_0::@d_red_dispatch_0_reduction_8x4_f32(%arg0, %arg2) : (tensor<8x4xf32>, tensor<8xf32>) -> %arg2
// CHECK-NEXT:     return %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_red(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<8xf32> {
  %0 = flow.dispatch.region -> (tensor<8xf32>) {
      
      %r = linalg.generic {indexing_maps = [#id, #b0], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x4xf32>) outs(%c : tensor<8xf32>) {
      ^bb0(%x: f32, %o: f32):
 %s = arith.addf %x, %o : f32
 linalg.yield %s : f32
      } -> tensor<8xf32>
  flow.return %r : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_tr_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_tr_dispatch_0_transpose_4x8_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_tr_dispatch_0_transpose_4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<4x8xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           linalg.yield %in : f32
// CHECK-NEXT:         } -> tensor<4x8xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_tr(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_tr_dispatch_0::@d_tr_dispatch_0_transpose_4x8_f32(%arg0) : (tensor<8x4xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_tr(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = flow.dispatch.region -> (tensor<4x8xf32>) {
      %e = tensor.empty() : tensor<4x8xf32>
      %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {
      ^bb0(%x: f32, %o: f32):
 linalg.yield %x : f32
      } -> tensor<4x8xf32>
  flow.return %r : tensor<4x8xf32>
  }
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_trex_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_trex_dispatch_0_elementwise_transpose_4x8_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_trex_dispatch_0_elementwise_transpose_4x8_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<4x8xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %3 = math.exp %in : f32
// CHECK-NEXT:           linalg.yield %3 : f32
// CHECK-NEXT:         } -> tensor<4x8xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : tensor<4x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_trex(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_trex_dispatch_0::@d_trex_dispatch_0_elementwise_transpose_4x8_f32(%arg0) : (tensor<8x4xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_trex(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = flow.dispatch.region -> (tensor<4x8xf32>) {
      %e = tensor.empty() : tensor<4x8xf32>
      %r = linalg.generic {indexing_maps = [#tr, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<4x8xf32>) {
      ^bb0(%x: f32, %o: f32):
 %s = math.exp %x : f32
 linalg.yield %s : f32
      } -> tensor<4x8xf32>
  flow.return %r : tensor<4x8xf32>
  }
  return %0 : tensor<4x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_bc0_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_bc0_dispatch_0_elementwise_broadcast_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_bc0_dispatch_0_elementwise_broadcast_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> -> tensor<8xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8xf32>) outs(%1 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %3 = math.exp %in : f32
// CHECK-NEXT:           linalg.yield %3 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_bc0(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_bc0_dispatch_0::@d_bc0_dispatch_0_elementwise_broadcast_8x4_f32(%arg2) : (tensor<8xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_bc0(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<8x4xf32> {
  %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
      %e = tensor.empty() : tensor<8x4xf32>
      %r = linalg.generic {indexing_maps = [#b0, #id], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<8xf32>) outs(%e : tensor<8x4xf32>) {
      ^bb0(%x: f32, %o: f32):
 %s = math.exp %x : f32
 linalg.yield %s : f32
      } -> tensor<8x4xf32>
  flow.return %r : tensor<8x4xf32>
  }
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @d_cast_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_cast_dispatch_0_elementwise_8x4_f32xi32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_cast_dispatch_0_elementwise_8x4_f32xi32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xi32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<8x4xi32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<8x4xi32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: i32):
// CHECK-NEXT:           %3 = arith.fptosi %in : f32 to i32
// CHECK-NEXT:           linalg.yield %3 : i32
// CHECK-NEXT:         } -> tensor<8x4xi32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xi32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_cast(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>) -> tensor<8x4xi32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_cast_dispatch_0::@d_cast_dispatch_0_elementwise_8x4_f32xi32(%arg0) : (tensor<8x4xf32>) -> tensor<8x4xi32>
// CHECK-NEXT:     return %0 : tensor<8x4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_cast(%a: tensor<8x4xf32>, %b: tensor<4xf32>, %c: tensor<8xf32>) -> tensor<8x4xi32> {
  %0 = flow.dispatch.region -> (tensor<8x4xi32>) {
      %e = tensor.empty() : tensor<8x4xi32>
      %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<8x4xi32>) {
      ^bb0(%x: f32, %o: i32):
 %s = arith.fptosi %x : f32 to i32
 linalg.yield %s : i32
      } -> tensor<8x4xi32>
  flow.return %r : tensor<8x4xi32>
  }
  return %0 : tensor<8x4xi32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   flow.executable private @d_fill_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_fill_dispatch_0_fill_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_fill_dispatch_0_fill_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %1, %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_fill(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2x8x4xf32>, %arg3: tensor<2x4x8xf32>, %arg4: tensor<?x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_fill_dispatch_0::@d_fill_dispatch_0_fill_8x4_f32() : () -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_fill(%a: tensor<8x4xf32>, %t: tensor<4x8xf32>, %ba: tensor<2x8x4xf32>, %bb: tensor<2x4x8xf32>, %dy: tensor<?x4xf32>) -> tensor<8x4xf32> {
  %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
      %e = tensor.empty() : tensor<8x4xf32>
 %cst = arith.constant 0.0 : f32
 %r = linalg.fill ins(%cst : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  flow.return %r : tensor<8x4xf32>
  }
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   flow.executable private @d_mm_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_mm_dispatch_0_matmul_8x8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_mm_dispatch_0_matmul_8x8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [4, 8], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> -> tensor<4x8xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:         %3 = linalg.matmul ins(%0, %1 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [8, 8], strides = [1, 1] : tensor<8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_mm(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2x8x4xf32>, %arg3: tensor<2x4x8xf32>, %arg4: tensor<?x4xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_mm_dispatch_0::@d_mm_dispatch_0_matmul_8x8x4_f32(%arg0, %arg1) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     return %0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_mm(%a: tensor<8x4xf32>, %t: tensor<4x8xf32>, %ba: tensor<2x8x4xf32>, %bb: tensor<2x4x8xf32>, %dy: tensor<?x4xf32>) -> tensor<8x8xf32> {
  %0 = flow.dispatch.region -> (tensor<8x8xf32>) {
      %e = tensor.empty() : tensor<8x8xf32>
 %r = linalg.matmul ins(%a, %t : tensor<8x4xf32>, tensor<4x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  flow.return %r : tensor<8x8xf32>
  }
  return %0 : tensor<8x8xf32>
}

// -----

// CHECK: module {
// CHECK-NEXT:   flow.executable private @d_bmm_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @d_bmm_dispatch_0_batch_matmul_2x8x8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @d_bmm_dispatch_0_batch_matmul_2x8x8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0, 0], sizes = [2, 8, 4], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8x4xf32>> -> tensor<2x8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0, 0], sizes = [2, 4, 8], strides = [1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x4x8xf32>> -> tensor<2x4x8xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<2x8x8xf32>
// CHECK-NEXT:         %3 = linalg.batch_matmul ins(%0, %1 : tensor<2x8x4xf32>, tensor<2x4x8xf32>) outs(%2 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0, 0], sizes = [2, 8, 8], strides = [1, 1, 1] : tensor<2x8x8xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x8x8xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @d_bmm(%arg0: tensor<8x4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<2x8x4xf32>, %arg3: tensor<2x4x8xf32>, %arg4: tensor<?x4xf32>) -> tensor<2x8x8xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @d_bmm_dispatch_0::@d_bmm_dispatch_0_batch_matmul_2x8x8x4_f32(%arg2, %arg3) : (tensor<2x8x4xf32>, tensor<2x4x8xf32>) -> tensor<2x8x8xf32>
// CHECK-NEXT:     return %0 : tensor<2x8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
#id = affine_map<(d0, d1) -> (d0, d1)>
#b1 = affine_map<(d0, d1) -> (d1)>
#b0 = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @d_bmm(%a: tensor<8x4xf32>, %t: tensor<4x8xf32>, %ba: tensor<2x8x4xf32>, %bb: tensor<2x4x8xf32>, %dy: tensor<?x4xf32>) -> tensor<2x8x8xf32> {
  %0 = flow.dispatch.region -> (tensor<2x8x8xf32>) {
      %e = tensor.empty() : tensor<2x8x8xf32>
 %r = linalg.batch_matmul ins(%ba, %bb : tensor<2x8x4xf32>, tensor<2x4x8xf32>) outs(%e : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
  flow.return %r : tensor<2x8x8xf32>
  }
  return %0 : tensor<2x8x8xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @t_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @t_dispatch_0_reduction_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @t_dispatch_0_reduction_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [8], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>> -> tensor<8xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<8xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %5 = arith.addf %in, %out : f32
// CHECK-NEXT:           linalg.yield %5 : f32
// CHECK-NEXT:         } -> tensor<8xf32>
// CHECK-NEXT:         %3 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%3 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %5 = arith.addf %in, %in : f32
// CHECK-NEXT:           linalg.yield %5 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [8], strides = [1] : tensor<8xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<8xf32>>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %4, %arg2, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t(%arg0: tensor<8x4xf32>, %arg1: tensor<8xf32>, %arg2: index) -> (tensor<8xf32>, tensor<8x4xf32>) {
// CHECK-NEXT:     %0:2 = flow.dispatch @t_dispatch_0::@t_dispatch_0_reduction_8x4_f32(%arg0, %arg1) : (tensor<8x4xf32>, tensor<8xf32>) -> (%arg1, tensor<8x4xf32>)
// CHECK-NEXT:     return %0#0, %0#1 : tensor<8xf32>, tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @t(%a: tensor<8x4xf32>, %c: tensor<8xf32>, %d: index) -> (tensor<8xf32>, tensor<8x4xf32>) {
  %0:2 = flow.dispatch.region -> (tensor<8xf32>, tensor<8x4xf32>) {
    %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<8x4xf32>) outs(%c : tensor<8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %o : f32
      linalg.yield %s : f32
    } -> tensor<8xf32>
    %e = tensor.empty() : tensor<8x4xf32>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %s = arith.addf %x, %x : f32
      linalg.yield %s : f32
    } -> tensor<8x4xf32>
    flow.return %r, %r2 : tensor<8xf32>, tensor<8x4xf32>
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @loop_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @loop_dispatch_0_elementwise_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @loop_dispatch_0_elementwise_8x4_f32(%arg0: f32, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %3 = arith.addf %in, %arg0 : f32
// CHECK-NEXT:           linalg.yield %3 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg2, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop(%arg0: tensor<8x4xf32>, %arg1: index) -> tensor<8x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8x4xf32>) {
// CHECK-NEXT:       %1 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT:       %3 = flow.dispatch @loop_dispatch_0::@loop_dispatch_0_elementwise_8x4_f32(%2, %arg3) : (f32, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:       scf.yield %3 : tensor<8x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @loop(%a: tensor<8x4xf32>, %n: index) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> (tensor<8x4xf32>) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
      %e = tensor.empty() : tensor<8x4xf32>
      %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
      ^bb0(%x: f32, %o: f32):
        %2 = arith.addf %x, %f : f32
        linalg.yield %2 : f32
      } -> tensor<8x4xf32>
      flow.return %1 : tensor<8x4xf32>
    }
    scf.yield %0 : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @relu_sum_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @relu_sum_dispatch_0_reduction_4096x4096_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @relu_sum_dispatch_0_reduction_4096x4096_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4096, 4096], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32>> -> tensor<4096x4096xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:         %cst_1 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:         %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x4096xf32>) outs(%2 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %4 = arith.mulf %in, %cst_1 : f32
// CHECK-NEXT:           %5 = arith.addf %4, %cst_0 : f32
// CHECK-NEXT:           %6 = arith.maximumf %5, %cst : f32
// CHECK-NEXT:           %7 = arith.addf %6, %out : f32
// CHECK-NEXT:           linalg.yield %7 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %3, %arg1, offsets = [0], sizes = [4096], strides = [1] : tensor<4096xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @relu_sum(%arg0: tensor<4096x4096xf32>) -> tensor<4096xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @relu_sum_dispatch_0::@relu_sum_dispatch_0_reduction_4096x4096_f32(%arg0) : (tensor<4096x4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:     return %0 : tensor<4096xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @relu_sum(%0: tensor<4096x4096xf32>) -> tensor<4096xf32> {
  %1 = flow.dispatch.region -> (tensor<4096xf32>) {
    %3 = tensor.empty() : tensor<4096xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 2.000000e+00 : f32
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4096xf32>) -> tensor<4096xf32>
    %5 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x4096xf32>) outs(%4 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.mulf %in, %cst_1 : f32
      %7 = arith.addf %6, %cst_0 : f32
      %8 = arith.maximumf %7, %cst : f32
      %9 = arith.addf %8, %out : f32
      linalg.yield %9 : f32
    } -> tensor<4096xf32>
    flow.return %5 : tensor<4096xf32>
  }
  return %1 : tensor<4096xf32>
}

// -----

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
func.func @mlp(%0: tensor<256x512xf32>, %1: tensor<512x512xf32>, %2: tensor<512xf32>, %3: tensor<512x256xf32>) -> tensor<256x256xf32> {
  %4 = flow.dispatch.region -> (tensor<256x512xf32>) {
    %7 = tensor.empty() : tensor<256x512xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<256x512xf32>) -> tensor<256x512xf32>
    %9 = linalg.matmul ins(%0, %1 : tensor<256x512xf32>, tensor<512x512xf32>) outs(%8 : tensor<256x512xf32>) -> tensor<256x512xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%9, %2 : tensor<256x512xf32>, tensor<512xf32>) outs(%7 : tensor<256x512xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %11 = arith.addf %in, %in_0 : f32
      %12 = arith.maximumf %11, %cst : f32
      linalg.yield %12 : f32
    } -> tensor<256x512xf32>
    flow.return %10 : tensor<256x512xf32>
  }
  %5 = flow.dispatch.region -> (tensor<256x256xf32>) {
    %7 = tensor.empty() : tensor<256x256xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<256x256xf32>) -> tensor<256x256xf32>
    %9 = linalg.matmul ins(%4, %3 : tensor<256x512xf32>, tensor<512x256xf32>) outs(%8 : tensor<256x256xf32>) -> tensor<256x256xf32>
    flow.return %9 : tensor<256x256xf32>
  }
  return %5 : tensor<256x256xf32>
}

// -----

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
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4096x4096xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:         %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x4096xf32>) outs(%3 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %6 = arith.maxnumf %in, %out : f32
// CHECK-NEXT:           linalg.yield %6 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%1 : tensor<4096x4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %6 = arith.subf %in, %in_0 : f32
// CHECK-NEXT:           %7 = math.exp %6 : f32
// CHECK-NEXT:           linalg.yield %7 : f32
// CHECK-NEXT:         } -> tensor<4096x4096xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [4096, 4096], strides = [1, 1] : tensor<4096x4096xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   flow.executable private @softmax_dispatch_1 {
// CHECK-NEXT:     flow.executable.export public @softmax_dispatch_1_reduction_4096x4096_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @softmax_dispatch_1_reduction_4096x4096_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4096, 4096], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x4096xf32>> -> tensor<4096x4096xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4096x4096xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x4096xf32>) outs(%3 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %6 = arith.addf %in, %out : f32
// CHECK-NEXT:           linalg.yield %6 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%1 : tensor<4096x4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %6 = arith.divf %in, %in_0 : f32
// CHECK-NEXT:           linalg.yield %6 : f32
// CHECK-NEXT:         } -> tensor<4096x4096xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [4096, 4096], strides = [1, 1] : tensor<4096x4096xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x4096xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @softmax(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @softmax_dispatch_0::@softmax_dispatch_0_reduction_4096x4096_f32(%arg0) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// CHECK-NEXT:     %1 = flow.dispatch @softmax_dispatch_1::@softmax_dispatch_1_reduction_4096x4096_f32(%0) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// CHECK-NEXT:     return %1 : tensor<4096x4096xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @softmax(%0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %1 = flow.dispatch.region -> (tensor<4096x4096xf32>) {
    %4 = tensor.empty() : tensor<4096x4096xf32>
    %5 = tensor.empty() : tensor<4096xf32>
    %cst = arith.constant 0xFF800000 : f32
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4096xf32>) -> tensor<4096xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x4096xf32>) outs(%6 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.maxnumf %in, %out : f32
      linalg.yield %9 : f32
    } -> tensor<4096xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %7 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%4 : tensor<4096x4096xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.subf %in, %in_0 : f32
      %10 = math.exp %9 : f32
      linalg.yield %10 : f32
    } -> tensor<4096x4096xf32>
    flow.return %8 : tensor<4096x4096xf32>
  }
  %2 = flow.dispatch.region -> (tensor<4096x4096xf32>) {
    %4 = tensor.empty() : tensor<4096x4096xf32>
    %5 = tensor.empty() : tensor<4096xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4096xf32>) -> tensor<4096xf32>
    %7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<4096x4096xf32>) outs(%6 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %9 = arith.addf %in, %out : f32
      linalg.yield %9 : f32
    } -> tensor<4096xf32>
    %8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1, %7 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%4 : tensor<4096x4096xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %9 = arith.divf %in, %in_0 : f32
      linalg.yield %9 : f32
    } -> tensor<4096x4096xf32>
    flow.return %8 : tensor<4096x4096xf32>
  }
  return %2 : tensor<4096x4096xf32>
}

// -----

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
// CHECK-NEXT:       func.func @layernorm_dispatch_0_reduction_4096x1024_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x1024xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x1024xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4096, 1024], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x1024xf32>> -> tensor<4096x1024xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4096x1024xf32>
// CHECK-NEXT:         %cst = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:         %2 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %3 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x1024xf32>) outs(%3 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %6 = arith.addf %in, %out : f32
// CHECK-NEXT:           linalg.yield %6 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %4 : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%1 : tensor<4096x1024xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:           %6 = arith.divf %in_1, %cst : f32
// CHECK-NEXT:           %7 = arith.subf %in, %6 : f32
// CHECK-NEXT:           linalg.yield %7 : f32
// CHECK-NEXT:         } -> tensor<4096x1024xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %5, %arg1, offsets = [0, 0], sizes = [4096, 1024], strides = [1, 1] : tensor<4096x1024xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x1024xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   flow.executable private @layernorm_dispatch_1 {
// CHECK-NEXT:     flow.executable.export public @layernorm_dispatch_1_reduction_4096x1024_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @layernorm_dispatch_1_reduction_4096x1024_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x1024xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>>, %arg3: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x1024xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [4096, 1024], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4096x1024xf32>> -> tensor<4096x1024xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [1024], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>> -> tensor<1024xf32>
// CHECK-NEXT:         %2 = iree_tensor_ext.dispatch.tensor.load %arg2, offsets = [0], sizes = [1024], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<1024xf32>> -> tensor<1024xf32>
// CHECK-NEXT:         %3 = tensor.empty() : tensor<4096x1024xf32>
// CHECK-NEXT:         %cst = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT:         %cst_0 = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:         %4 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:         %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:         %5 = linalg.fill ins(%cst_1 : f32) outs(%4 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:         %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x1024xf32>) outs(%5 : tensor<4096xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %8 = arith.mulf %in, %in : f32
// CHECK-NEXT:           %9 = arith.addf %8, %out : f32
// CHECK-NEXT:           linalg.yield %9 : f32
// CHECK-NEXT:         } -> tensor<4096xf32>
// CHECK-NEXT:         %7 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %6, %1, %2 : tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%3 : tensor<4096x1024xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
// CHECK-NEXT:           %8 = arith.divf %in_2, %cst_0 : f32
// CHECK-NEXT:           %9 = arith.addf %8, %cst : f32
// CHECK-NEXT:           %10 = math.rsqrt %9 : f32
// CHECK-NEXT:           %11 = arith.mulf %in, %10 : f32
// CHECK-NEXT:           %12 = arith.mulf %11, %in_3 : f32
// CHECK-NEXT:           %13 = arith.addf %12, %in_4 : f32
// CHECK-NEXT:           linalg.yield %13 : f32
// CHECK-NEXT:         } -> tensor<4096x1024xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %7, %arg3, offsets = [0, 0], sizes = [4096, 1024], strides = [1, 1] : tensor<4096x1024xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4096x1024xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @layernorm(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> tensor<4096x1024xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @layernorm_dispatch_0::@layernorm_dispatch_0_reduction_4096x1024_f32(%arg0) : (tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
// CHECK-NEXT:     %1 = flow.dispatch @layernorm_dispatch_1::@layernorm_dispatch_1_reduction_4096x1024_f32(%0, %arg1, %arg2) : (tensor<4096x1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<4096x1024xf32>
// CHECK-NEXT:     return %1 : tensor<4096x1024xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @layernorm(%0: tensor<4096x1024xf32>, %1: tensor<1024xf32>, %2: tensor<1024xf32>) -> tensor<4096x1024xf32> {
  %3 = flow.dispatch.region -> (tensor<4096x1024xf32>) {
    %6 = tensor.empty() : tensor<4096x1024xf32>
    %cst = arith.constant 1.024000e+03 : f32
    %7 = tensor.empty() : tensor<4096xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<4096xf32>) -> tensor<4096xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4096x1024xf32>) outs(%8 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.addf %in, %out : f32
      linalg.yield %11 : f32
    } -> tensor<4096xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %9 : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%6 : tensor<4096x1024xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %11 = arith.divf %in_1, %cst : f32
      %12 = arith.subf %in, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x1024xf32>
    flow.return %10 : tensor<4096x1024xf32>
  }
  %4 = flow.dispatch.region -> (tensor<4096x1024xf32>) {
    %6 = tensor.empty() : tensor<4096x1024xf32>
    %cst = arith.constant 9.99999974E-6 : f32
    %cst_0 = arith.constant 1.024000e+03 : f32
    %7 = tensor.empty() : tensor<4096xf32>
    %cst_1 = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst_1 : f32) outs(%7 : tensor<4096xf32>) -> tensor<4096xf32>
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<4096x1024xf32>) outs(%8 : tensor<4096xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.mulf %in, %in : f32
      %12 = arith.addf %11, %out : f32
      linalg.yield %12 : f32
    } -> tensor<4096xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%3, %9, %1, %2 : tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%6 : tensor<4096x1024xf32>) {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
      %11 = arith.divf %in_2, %cst_0 : f32
      %12 = arith.addf %11, %cst : f32
      %13 = math.rsqrt %12 : f32
      %14 = arith.mulf %in, %13 : f32
      %15 = arith.mulf %14, %in_3 : f32
      %16 = arith.addf %15, %in_4 : f32
      linalg.yield %16 : f32
    } -> tensor<4096x1024xf32>
    flow.return %10 : tensor<4096x1024xf32>
  }
  return %4 : tensor<4096x1024xf32>
}
