// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// The shared bench program relu_sum (/work/shared/bench/relu_sum.mlir), printed as mlir-opt 19 prints it
// in custom and generic form, byte for byte (strict whitespace: the trailing space after
// reduce's dimensions); CHECK lines are mlir-opt 19's output.

// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @relu_sum(%arg0: tensor<4096x4096xf32>) -> tensor<4096xf32> {
// CHECK-NEXT:    %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = tensor.empty() : tensor<4096x4096xf32>
// CHECK-NEXT:    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4096x4096xf32>) outs(%0 : tensor<4096x4096xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %4 = arith.mulf %in, %cst : f32
// CHECK-NEXT:      %5 = arith.addf %4, %cst_0 : f32
// CHECK-NEXT:      %6 = arith.maximumf %5, %cst_1 : f32
// CHECK-NEXT:      linalg.yield %6 : f32
// CHECK-NEXT:    } -> tensor<4096x4096xf32>
// CHECK-NEXT:    %2 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:    %reduced = linalg.reduce ins(%1 : tensor<4096x4096xf32>) outs(%3 : tensor<4096xf32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32, %init: f32) {
// CHECK-NEXT:        %4 = arith.addf %in, %init : f32
// CHECK-NEXT:        linalg.yield %4 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    return %reduced : tensor<4096xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4096x4096xf32>) -> tensor<4096xf32>, sym_name = "relu_sum"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4096x4096xf32>):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %3 = "tensor.empty"() : () -> tensor<4096x4096xf32>
// GENERIC-NEXT:    %4 = "linalg.generic"(%arg0, %3) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg5: f32, %arg6: f32):
// GENERIC-NEXT:      %9 = "arith.mulf"(%arg5, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %10 = "arith.addf"(%9, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %11 = "arith.maximumf"(%10, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// GENERIC-NEXT:    %5 = "tensor.empty"() : () -> tensor<4096xf32>
// GENERIC-NEXT:    %6 = "linalg.fill"(%2, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg3) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %7 = "linalg.reduce"(%4, %6) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg1: f32, %arg2: f32):
// GENERIC-NEXT:      %8 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    "func.return"(%7) : (tensor<4096xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

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
