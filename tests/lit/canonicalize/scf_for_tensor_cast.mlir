// RUN: irlite-opt %s -canonicalize | FileCheck %s

// The CHECK lines are mlir-opt 19's output: an scf.for init cast to a less static type is carried as the static tensor, cast inside the body, at the yield and after the loop (ForOpTensorCastFolder).

func.func private @step(tensor<?x?xf32>) -> tensor<?x?xf32>

func.func @for_cast(%t: tensor<8x16xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cast = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %cast) -> (tensor<?x?xf32>) {
    %s = func.call @step(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %s : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @step(tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:   func.func @for_cast(%arg0: tensor<8x16xf32>, %arg1: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT:       %cast_0 = tensor.cast %arg3 : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:       %1 = func.call @step(%cast_0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:       %cast_1 = tensor.cast %1 : tensor<?x?xf32> to tensor<8x16xf32>
// CHECK-NEXT:       scf.yield %cast_1 : tensor<8x16xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = tensor.cast %0 : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return %cast : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
