// RUN: irlite-opt %s --loop-invariant-code-motion | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --loop-invariant-code-motion --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --loop-invariant-code-motion --mlir-print-op-generic | irlite-opt --loop-invariant-code-motion | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --loop-invariant-code-motion | irlite-opt --loop-invariant-code-motion | FileCheck %s --match-full-lines --strict-whitespace
//
// loop-invariant-code-motion leaves linalg ops in the loop, as mlir-opt 19 does: in MLIR 19 the
// structured ops are not ConditionallySpeculatable (that came in MLIR 20), so even invariant
// ops on tensors stay, while an invariant arith op is hoisted. CHECK lines are mlir-opt 19's
// output.

// CHECK:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: f32, %arg3: index) -> tensor<4xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:      %1 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:      %2 = linalg.exp ins(%1 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:      linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:      %3 = linalg.add ins(%arg5, %2 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:      scf.yield %3 : tensor<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @g(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT:    %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:      %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT:      ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:        %3 = math.exp %in : f32
// CHECK-NEXT:        linalg.yield %3 : f32
// CHECK-NEXT:      } -> tensor<4xf32>
// CHECK-NEXT:      %transposed = linalg.transpose ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) permutation = [0] 
// CHECK-NEXT:      %mapped = linalg.map { math.exp } ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>)
// CHECK-NEXT:      scf.yield %2 : tensor<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : tensor<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, memref<4xf32>, f32, index) -> tensor<4xf32>, sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg9: tensor<4xf32>, %arg10: memref<4xf32>, %arg11: f32, %arg12: index):
// GENERIC-NEXT:    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:    %11 = "scf.for"(%9, %arg12, %10, %arg9) ({
// GENERIC-NEXT:    ^bb0(%arg13: index, %arg14: tensor<4xf32>):
// GENERIC-NEXT:      %12 = "linalg.fill"(%arg11, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:      ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:        "linalg.yield"(%arg22) : (f32) -> ()
// GENERIC-NEXT:      }) : (f32, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:      %13 = "linalg.exp"(%12, %arg9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:      ^bb0(%arg20: f32, %arg21: f32):
// GENERIC-NEXT:        %16 = "math.exp"(%arg20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:        "linalg.yield"(%16) : (f32) -> ()
// GENERIC-NEXT:      }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:      "linalg.fill"(%arg11, %arg10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:      ^bb0(%arg18: f32, %arg19: f32):
// GENERIC-NEXT:        "linalg.yield"(%arg18) : (f32) -> ()
// GENERIC-NEXT:      }) : (f32, memref<4xf32>) -> ()
// GENERIC-NEXT:      %14 = "linalg.add"(%arg14, %13, %arg9) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:      ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// GENERIC-NEXT:        %15 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:        "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT:      }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:      "scf.yield"(%14) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    "func.return"(%11) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, index) -> tensor<4xf32>, sym_name = "g"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4xf32>, %arg1: index):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:    %2 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %3 = "scf.for"(%0, %arg1, %1, %arg0) ({
// GENERIC-NEXT:    ^bb0(%arg2: index, %arg3: tensor<4xf32>):
// GENERIC-NEXT:      %4 = "linalg.generic"(%arg0, %arg0) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:      ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT:        %8 = "math.exp"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:        "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:      }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:      %5 = "linalg.transpose"(%arg0, %arg0) <{permutation = array<i64: 0>}> ({
// GENERIC-NEXT:      ^bb0(%arg5: f32, %arg6: f32):
// GENERIC-NEXT:        "linalg.yield"(%arg5) : (f32) -> ()
// GENERIC-NEXT:      }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:      %6 = "linalg.map"(%arg0, %arg0) ({
// GENERIC-NEXT:      ^bb0(%arg4: f32):
// GENERIC-NEXT:        %7 = "math.exp"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:        "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:      }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:      "scf.yield"(%4) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    "func.return"(%3) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %m: memref<4xf32>, %s: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    %e = linalg.exp ins(%f : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    linalg.fill ins(%s : f32) outs(%m : memref<4xf32>)
    %sum = linalg.add ins(%acc, %e : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %sum : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @g(%a: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %e = math.exp %x : f32
      linalg.yield %e : f32
    } -> tensor<4xf32>
    %t = linalg.transpose ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) permutation = [0]
    %m = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
    %s = arith.addf %a, %a : tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
