// RUN: irlite-opt %s --clone-producers-into-dispatch-regions | FileCheck %s
// INTEROP: none (flow and iree_tensor_ext are IREE's dialects, not mlir-opt 19's)

// The ops the fusion policy clones (fills, empties, scalar and splat constants; IREE's
// isClonableIntoDispatchOp) are copied into the region that reads them, transitively
// (the fill's empty and constant too), in IREE 3.13's order; a non-splat constant stays
// outside (a captured value); an original still read outside (the returned fill) stays,
// one left without readers is erased.
func.func @clone(%x: tensor<4x8xf32>, %n: index) -> (tensor<4xf32>, tensor<?xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %big = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %splat = arith.constant dense<2.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.empty(%n) : tensor<?xf32>
  %r:2 = flow.dispatch.region -> (tensor<4xf32>, tensor<?xf32>{%n}) {
    %s = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
      (%in: f32, %acc: f32) {
        %t = arith.addf %in, %acc : f32
        linalg.yield %t : f32
      }
    %a = linalg.add ins(%s, %big : tensor<4xf32>, tensor<4xf32>) outs(%splat : tensor<4xf32>) -> tensor<4xf32>
    flow.return %a, %d : tensor<4xf32>, tensor<?xf32>
  }
  return %r#0, %r#1, %f : tensor<4xf32>, tensor<?xf32>, tensor<4xf32>
}

// CHECK:   func.func @clone(%arg0: tensor<4x8xf32>, %arg1: index) -> (tensor<4xf32>, tensor<?xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %2:2 = flow.dispatch.region -> (tensor<4xf32>, tensor<?xf32>{%arg1}) {
// CHECK-NEXT:       %3 = tensor.empty(%arg1) : tensor<?xf32>
// CHECK-NEXT:       %cst_1 = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT:       %4 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       %5 = linalg.fill ins(%cst_2 : f32) outs(%4 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%5 : tensor<4xf32>) dimensions = [1] 
// CHECK-NEXT:         (%in: f32, %init: f32) {
// CHECK-NEXT:           %7 = arith.addf %in, %init : f32
// CHECK-NEXT:           linalg.yield %7 : f32
// CHECK-NEXT:         }
// CHECK-NEXT:       %6 = linalg.add ins(%reduced, %cst_0 : tensor<4xf32>, tensor<4xf32>) outs(%cst_1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       flow.return %6, %3 : tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2#0, %2#1, %1 : tensor<4xf32>, tensor<?xf32>, tensor<4xf32>
// CHECK-NEXT:   }

