// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// The shared bench program softmax (/work/shared/bench/softmax.mlir), printed as mlir-opt 19 prints it
// in custom and generic form, byte for byte (strict whitespace: the trailing space after
// reduce's dimensions); CHECK lines are mlir-opt 19's output.

// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @softmax(%arg0: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
// CHECK-NEXT:    %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %0 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:    %reduced = linalg.reduce ins(%arg0 : tensor<4096x4096xf32>) outs(%1 : tensor<4096xf32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32, %init: f32) {
// CHECK-NEXT:        %6 = arith.maxnumf %in, %init : f32
// CHECK-NEXT:        linalg.yield %6 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    %2 = tensor.empty() : tensor<4096x4096xf32>
// CHECK-NEXT:    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %reduced : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%2 : tensor<4096x4096xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:      %6 = arith.subf %in, %in_2 : f32
// CHECK-NEXT:      %7 = math.exp %6 : f32
// CHECK-NEXT:      linalg.yield %7 : f32
// CHECK-NEXT:    } -> tensor<4096x4096xf32>
// CHECK-NEXT:    %4 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:    %reduced_1 = linalg.reduce ins(%3 : tensor<4096x4096xf32>) outs(%4 : tensor<4096xf32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32, %init: f32) {
// CHECK-NEXT:        %6 = arith.addf %in, %init : f32
// CHECK-NEXT:        linalg.yield %6 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %reduced_1 : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%2 : tensor<4096x4096xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:      %6 = arith.divf %in, %in_2 : f32
// CHECK-NEXT:      linalg.yield %6 : f32
// CHECK-NEXT:    } -> tensor<4096x4096xf32>
// CHECK-NEXT:    return %5 : tensor<4096x4096xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>, sym_name = "softmax"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4096x4096xf32>):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %2 = "tensor.empty"() : () -> tensor<4096xf32>
// GENERIC-NEXT:    %3 = "linalg.fill"(%0, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg13) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %4 = "linalg.reduce"(%arg0, %3) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT:      %14 = "arith.maxnumf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%14) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %5 = "tensor.empty"() : () -> tensor<4096x4096xf32>
// GENERIC-NEXT:    %6 = "linalg.generic"(%arg0, %4, %5) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
// GENERIC-NEXT:      %12 = "arith.subf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %13 = "math.exp"(%12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// GENERIC-NEXT:    %7 = "linalg.fill"(%1, %2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg6) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %8 = "linalg.reduce"(%6, %7) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg4: f32, %arg5: f32):
// GENERIC-NEXT:      %11 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %9 = "linalg.generic"(%6, %8, %5) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
// GENERIC-NEXT:      %10 = "arith.divf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// GENERIC-NEXT:    "func.return"(%9) : (tensor<4096x4096xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// y = softmax(x, axis=1) = exp(x - max(x, 1)) / sum(exp(x - max(x, 1)), 1)   x: 4096x4096xf32
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %m0 = tensor.empty() : tensor<4096xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%m0 : tensor<4096xf32>) -> tensor<4096xf32>
  %max = linalg.reduce ins(%x : tensor<4096x4096xf32>) outs(%minit : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maxnumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<4096x4096xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096x4096xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %x1 = math.exp %d : f32
      linalg.yield %x1 : f32
  } -> tensor<4096x4096xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%m0 : tensor<4096xf32>) -> tensor<4096xf32>
  %sum = linalg.reduce ins(%e : tensor<4096x4096xf32>) outs(%sinit : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096x4096xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %q = arith.divf %a, %s : f32
      linalg.yield %q : f32
  } -> tensor<4096x4096xf32>
  return %y : tensor<4096x4096xf32>
}
