// RUN: irlite-opt %s --symbol-dce | FileCheck %s
// INTEROP: none (flow and iree_tensor_ext are IREE's dialects, not mlir-opt 19's)
// symbol-dce erases a private flow.executable no flow.dispatch names and keeps the one
// a dispatch names through its nested reference (@exe::@export); the CHECK lines are
// iree-opt 3.13's output for this file.

// CHECK: module {
// CHECK-NEXT:   flow.executable private @used {
// CHECK-NEXT:     flow.executable.export public @e 
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:       func.func @e(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) {
// CHECK-NEXT:         return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32>) {
// CHECK-NEXT:     flow.dispatch @used::@e(%arg0) : (tensor<4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

flow.executable private @unused {
  flow.executable.export public @e
  builtin.module {
    func.func @e() {
      return
    }
  }
}
flow.executable private @used {
  flow.executable.export public @e
  builtin.module {
    func.func @e(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) {
      return
    }
  }
}
func.func @f(%arg0: tensor<4xf32>) {
  flow.dispatch @used::@e(%arg0) : (tensor<4xf32>) -> ()
  return
}
