// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// INTEROP: none (flow and iree_tensor_ext are IREE's dialects, not mlir-opt 19's)

// The flow ops and iree_tensor_ext bindings as IREE 3.13's iree-opt prints this file (the
// CHECK lines are its output): workloads, count regions, several results, an export
// with and without its workgroups region, dynamic binding extents, a dispatch without
// results, results tied to arguments (-> %arg{%d}).

func.func @region_workload(%arg0: tensor<?x?xf32>, %d0: index, %d1: index) -> (tensor<?x?xf32>, tensor<4xf32>) {
  %0:2 = flow.dispatch.region[%d0, %d1] -> (tensor<?x?xf32>{%d0, %d1}, tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    flow.return %arg0, %e : tensor<?x?xf32>, tensor<4xf32>
  } count(%a: index, %b: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%a, %b)
    flow.return %x, %y, %z : index, index, index
  }
  return %0#0, %0#1 : tensor<?x?xf32>, tensor<4xf32>
}
func.func @region_empty() {
  flow.dispatch.region -> () {
    flow.return
  }
  return
}
flow.executable private @ex {
  flow.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
    flow.return %x, %y, %z : index, index, index
  }
  flow.executable.export @entry2
  builtin.module {
    func.func @entry(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x4xf32>>) {
      %c1 = arith.constant 1 : index
      %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [%c1, 0], sizes = [%arg0, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg0} -> tensor<?x4xf32>
      iree_tensor_ext.dispatch.tensor.store %0, %arg2, offsets = [0, 0], sizes = [%arg0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x4xf32>>{%arg0}
      return
    }
  }
}
func.func @call(%arg0: tensor<?x4xf32>, %d: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %0 = flow.dispatch @ex::@entry[%d](%d, %arg0) : (index, tensor<?x4xf32>{%d}) -> tensor<?x4xf32>{%d}
  %1:2 = flow.dispatch @ex::@entry2(%d, %arg0) {foo} : (index, tensor<?x4xf32>{%d}) -> (tensor<?x4xf32>{%d}, tensor<?x4xf32>{%d})
  flow.dispatch @ex::@entry2(%d) : (index) -> ()
  return %0, %1#0 : tensor<?x4xf32>, tensor<?x4xf32>
}
func.func @tied(%a: tensor<?x4xf32>, %c: tensor<?xf32>, %d: index, %e: index) -> (tensor<?xf32>, tensor<?x4xf32>) {
  %0:2 = flow.dispatch @ex::@entry[%d](%a, %c, %d, %e) : (tensor<?x4xf32>{%d}, tensor<?xf32>{%e}, index, index) -> (%c{%e}, tensor<?x4xf32>{%d})
  %1 = flow.dispatch @ex::@entry2(%c, %e) : (tensor<?xf32>{%e}, index) -> %c{%e}
  return %1, %0#1 : tensor<?xf32>, tensor<?x4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @region_workload(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index) -> (tensor<?x?xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0:2 = flow.dispatch.region[%arg1, %arg2] -> (tensor<?x?xf32>{%arg1, %arg2}, tensor<4xf32>) {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       flow.return %arg0, %1 : tensor<?x?xf32>, tensor<4xf32>
// CHECK-NEXT:     } count(%arg3: index, %arg4: index) -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg3, %arg4)
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : tensor<?x?xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @region_empty() {
// CHECK-NEXT:     flow.dispatch.region -> () {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   flow.executable private @ex {
// CHECK-NEXT:     flow.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:       %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
// CHECK-NEXT:       flow.return %x, %y, %z : index, index, index
// CHECK-NEXT:     }
// CHECK-NEXT:     flow.executable.export public @entry2 
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @entry(%arg0: index, %arg1: !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>, %arg2: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x4xf32>>) {
// CHECK-NEXT:         %c1 = arith.constant 1 : index
// CHECK-NEXT:         %0 = iree_tensor_ext.dispatch.tensor.load %arg1, offsets = [%c1, 0], sizes = [%arg0, 4], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%arg0} -> tensor<?x4xf32>
// CHECK-NEXT:         iree_tensor_ext.dispatch.tensor.store %0, %arg2, offsets = [0, 0], sizes = [%arg0, 4], strides = [1, 1] : tensor<?x4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?x4xf32>>{%arg0}
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call(%arg0: tensor<?x4xf32>, %arg1: index) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:     %0 = flow.dispatch @ex::@entry[%arg1](%arg1, %arg0) : (index, tensor<?x4xf32>{%arg1}) -> tensor<?x4xf32>{%arg1}
// CHECK-NEXT:     %1:2 = flow.dispatch @ex::@entry2(%arg1, %arg0) {foo} : (index, tensor<?x4xf32>{%arg1}) -> (tensor<?x4xf32>{%arg1}, tensor<?x4xf32>{%arg1})
// CHECK-NEXT:     flow.dispatch @ex::@entry2(%arg1) : (index) -> ()
// CHECK-NEXT:     return %0, %1#0 : tensor<?x4xf32>, tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tied(%arg0: tensor<?x4xf32>, %arg1: tensor<?xf32>, %arg2: index, %arg3: index) -> (tensor<?xf32>, tensor<?x4xf32>) {
// CHECK-NEXT:     %0:2 = flow.dispatch @ex::@entry[%arg2](%arg0, %arg1, %arg2, %arg3) : (tensor<?x4xf32>{%arg2}, tensor<?xf32>{%arg3}, index, index) -> (%arg1{%arg3}, tensor<?x4xf32>{%arg2})
// CHECK-NEXT:     %1 = flow.dispatch @ex::@entry2(%arg1, %arg3) : (tensor<?xf32>{%arg3}, index) -> %arg1{%arg3}
// CHECK-NEXT:     return %1, %0#1 : tensor<?xf32>, tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
