// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// The shared bench program mlp (/work/shared/bench/mlp.mlir), printed as mlir-opt 19 prints it
// in custom and generic form, byte for byte (strict whitespace: the trailing space after
// reduce's dimensions); CHECK lines are mlir-opt 19's output.

// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @mlp(%arg0: tensor<256x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<512x256xf32>) -> tensor<256x256xf32> {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = tensor.empty() : tensor<256x512xf32>
// CHECK-NEXT:    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<256x512xf32>) -> tensor<256x512xf32>
// CHECK-NEXT:    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<256x512xf32>, tensor<512x512xf32>) outs(%1 : tensor<256x512xf32>) -> tensor<256x512xf32>
// CHECK-NEXT:    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg2 : tensor<256x512xf32>, tensor<512xf32>) outs(%0 : tensor<256x512xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:      %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:      %8 = arith.maximumf %7, %cst : f32
// CHECK-NEXT:      linalg.yield %8 : f32
// CHECK-NEXT:    } -> tensor<256x512xf32>
// CHECK-NEXT:    %4 = tensor.empty() : tensor<256x256xf32>
// CHECK-NEXT:    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<256x256xf32>) -> tensor<256x256xf32>
// CHECK-NEXT:    %6 = linalg.matmul ins(%3, %arg3 : tensor<256x512xf32>, tensor<512x256xf32>) outs(%5 : tensor<256x256xf32>) -> tensor<256x256xf32>
// CHECK-NEXT:    return %6 : tensor<256x256xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT:#map3 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map4 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<256x512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>, sym_name = "mlp"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<256x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512xf32>, %arg3: tensor<512x256xf32>):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %1 = "tensor.empty"() : () -> tensor<256x512xf32>
// GENERIC-NEXT:    %2 = "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: f32, %arg16: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg15) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<256x512xf32>) -> tensor<256x512xf32>
// GENERIC-NEXT:    %3 = "linalg.matmul"(%arg0, %arg1, %2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
// GENERIC-NEXT:      %12 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %13 = "arith.addf"(%arg14, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<256x512xf32>, tensor<512x512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
// GENERIC-NEXT:    %4 = "linalg.generic"(%3, %arg2, %1) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
// GENERIC-NEXT:      %10 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %11 = "arith.maximumf"(%10, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
// GENERIC-NEXT:    %5 = "tensor.empty"() : () -> tensor<256x256xf32>
// GENERIC-NEXT:    %6 = "linalg.fill"(%0, %5) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg7) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<256x256xf32>) -> tensor<256x256xf32>
// GENERIC-NEXT:    %7 = "linalg.matmul"(%4, %arg3, %6) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
// GENERIC-NEXT:      %8 = "arith.mulf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %9 = "arith.addf"(%arg6, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
// GENERIC-NEXT:    "func.return"(%7) : (tensor<256x256xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

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
