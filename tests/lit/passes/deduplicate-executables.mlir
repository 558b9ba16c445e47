// RUN: irlite-opt %s -split-input-file --outline-dispatch-regions --deduplicate-executables | FileCheck %s
// INTEROP: none (flow and iree_tensor_ext are IREE's dialects, not mlir-opt 19's)

// Structurally identical executables (equal up to the names of the symbols they define)
// are merged into the first, and their dispatches retargeted, across functions; the
// CHECK lines are IREE 3.13's output for the same input (outlined as in
// outline-dispatch-regions.mlir, then iree-flow-deduplicate-executables).

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @f_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @f_dispatch_0_elementwise_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @f_dispatch_0_elementwise_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
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
// CHECK-NEXT:   flow.executable private @f_dispatch_2 {
// CHECK-NEXT:     flow.executable.export public @f_dispatch_2_elementwise_8x4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @f_dispatch_2_elementwise_8x4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x4xf32>> -> tensor<8x4xf32>
// CHECK-NEXT:         %1 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
// CHECK-NEXT:         %2 = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT:         %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : tensor<8x4xf32>, tensor<4xf32>) outs(%2 : tensor<8x4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:           %4 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:           linalg.yield %4 : f32
// CHECK-NEXT:         } -> tensor<8x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %3, %arg2, offsets = [0, 0], sizes = [8, 4], strides = [1, 1] : tensor<8x4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @f_dispatch_0::@f_dispatch_0_elementwise_8x4_f32(%arg0, %arg1) : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     %1 = flow.dispatch @f_dispatch_0::@f_dispatch_0_elementwise_8x4_f32(%0, %arg1) : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     %2 = flow.dispatch @f_dispatch_2::@f_dispatch_2_elementwise_8x4_f32(%1, %arg1) : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %2 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = flow.dispatch @f_dispatch_2::@f_dispatch_2_elementwise_8x4_f32(%arg0, %arg1) : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT:     return %0 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @f(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>) -> (tensor<8x4xf32>) {
  %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
    %e = tensor.empty() : tensor<8x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.addf %a, %b : f32
      linalg.yield %2 : f32
    } -> tensor<8x4xf32>
    flow.return %1 : tensor<8x4xf32>
  }
  %5 = flow.dispatch.region -> (tensor<8x4xf32>) {
    %e = tensor.empty() : tensor<8x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0, %arg1 : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.addf %a, %b : f32
      linalg.yield %2 : f32
    } -> tensor<8x4xf32>
    flow.return %1 : tensor<8x4xf32>
  }
  %6 = flow.dispatch.region -> (tensor<8x4xf32>) {
    %e = tensor.empty() : tensor<8x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%5, %arg1 : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.mulf %a, %b : f32
      linalg.yield %2 : f32
    } -> tensor<8x4xf32>
    flow.return %1 : tensor<8x4xf32>
  }
  return %6 : tensor<8x4xf32>
}
func.func @g(%arg0: tensor<8x4xf32>, %arg1: tensor<4xf32>) -> (tensor<8x4xf32>) {
  %0 = flow.dispatch.region -> (tensor<8x4xf32>) {
    %e = tensor.empty() : tensor<8x4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<8x4xf32>, tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %2 = arith.mulf %a, %b : f32
      linalg.yield %2 : f32
    } -> tensor<8x4xf32>
    flow.return %1 : tensor<8x4xf32>
  }
  return %0 : tensor<8x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   flow.executable private @two_dispatch_0 {
// CHECK-NEXT:     flow.executable.export public @two_dispatch_0_elementwise_4_f32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @two_dispatch_0_elementwise_4_f32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> -> tensor<4xf32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%1 : tensor<4xf32>) {
// CHECK-NEXT:         ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:           %3 = math.exp %in : f32
// CHECK-NEXT:           linalg.yield %3 : f32
// CHECK-NEXT:         } -> tensor<4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   flow.executable private @two_dispatch_1 {
// CHECK-NEXT:     flow.executable.export public @two_dispatch_1_elementwise_4_i32 workgroups() -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @two_dispatch_1_elementwise_4_i32(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>>, %arg1: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>) {
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg0, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xi32>> -> tensor<4xi32>
// CHECK-NEXT:         %1 = tensor.empty() : tensor<4xi32>
// CHECK-NEXT:         %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xi32>) outs(%1 : tensor<4xi32>) {
// CHECK-NEXT:         ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:           %3 = arith.addi %in, %in : i32
// CHECK-NEXT:           linalg.yield %3 : i32
// CHECK-NEXT:         } -> tensor<4xi32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %2, %arg1, offsets = [0], sizes = [4], strides = [1] : tensor<4xi32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xi32>>
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT:     %0 = flow.dispatch @two_dispatch_0::@two_dispatch_0_elementwise_4_f32(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %1 = flow.dispatch @two_dispatch_1::@two_dispatch_1_elementwise_4_i32(%arg1) : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     %2 = flow.dispatch @two_dispatch_0::@two_dispatch_0_elementwise_4_f32(%0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %2, %1 : tensor<4xf32>, tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func.func @two(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0 = flow.dispatch.region -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %2 = math.exp %a : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    flow.return %1 : tensor<4xf32>
  }
  %3 = flow.dispatch.region -> (tensor<4xi32>) {
    %e = tensor.empty() : tensor<4xi32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg1 : tensor<4xi32>) outs(%e : tensor<4xi32>) {
    ^bb0(%a: i32, %o: i32):
      %2 = arith.addi %a, %a : i32
      linalg.yield %2 : i32
    } -> tensor<4xi32>
    flow.return %1 : tensor<4xi32>
  }
  %4 = flow.dispatch.region -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %2 = math.exp %a : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>
    flow.return %1 : tensor<4xf32>
  }
  return %4, %3 : tensor<4xf32>, tensor<4xi32>
}
