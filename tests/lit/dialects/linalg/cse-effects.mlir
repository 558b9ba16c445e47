// RUN: irlite-opt %s --cse | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --cse --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --cse --mlir-print-op-generic | irlite-opt --cse | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --cse | irlite-opt --cse | FileCheck %s --match-full-lines --strict-whitespace
//
// cse over linalg ops: structured ops on tensors have no memory effect of their own (duplicates
// merge, an unused one is erased, as MLIR's per-op MemoryEffectOpInterface plus
// RecursiveMemoryEffects say), ops on memrefs read and write their operands (both fills stay).
// CHECK lines are mlir-opt 19's output.

// CHECK:#map = affine_map<(d0) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:    %0 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %2 = math.exp %in : f32
// CHECK-NEXT:      linalg.yield %2 : f32
// CHECK-NEXT:    } -> tensor<4xf32>
// CHECK-NEXT:    linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:    linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:    return %1, %1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, memref<4xf32>, f32) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4xf32>, %arg1: memref<4xf32>, %arg2: f32):
// GENERIC-NEXT:    %0 = "linalg.fill"(%arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg9: f32, %arg10: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg9) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %1 = "linalg.generic"(%0, %arg0) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT:      %2 = "math.exp"(%arg7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%2) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    "linalg.fill"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg5: f32, %arg6: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg5) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, memref<4xf32>) -> ()
// GENERIC-NEXT:    "linalg.fill"(%arg2, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, memref<4xf32>) -> ()
// GENERIC-NEXT:    "func.return"(%1, %1) : (tensor<4xf32>, tensor<4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %m: memref<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  } -> tensor<4xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%1 : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  } -> tensor<4xf32>
  %4 = linalg.exp ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill ins(%s : f32) outs(%m : memref<4xf32>)
  linalg.fill ins(%s : f32) outs(%m : memref<4xf32>)
  return %2, %3 : tensor<4xf32>, tensor<4xf32>
}
