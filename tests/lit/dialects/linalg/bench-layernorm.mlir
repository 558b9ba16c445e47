// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// The shared bench program layernorm (/work/shared/bench/layernorm.mlir), printed as mlir-opt 19 prints it
// in custom and generic form, byte for byte (strict whitespace: the trailing space after
// reduce's dimensions); CHECK lines are mlir-opt 19's output.

// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:#map2 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @layernorm(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>) -> tensor<4096x1024xf32> {
// CHECK-NEXT:    %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %cst_0 = arith.constant 1.024000e+03 : f32
// CHECK-NEXT:    %cst_1 = arith.constant 9.99999974E-6 : f32
// CHECK-NEXT:    %0 = tensor.empty() : tensor<4096xf32>
// CHECK-NEXT:    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:    %reduced = linalg.reduce ins(%arg0 : tensor<4096x1024xf32>) outs(%1 : tensor<4096xf32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32, %init: f32) {
// CHECK-NEXT:        %7 = arith.addf %in, %init : f32
// CHECK-NEXT:        linalg.yield %7 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    %2 = tensor.empty() : tensor<4096x1024xf32>
// CHECK-NEXT:    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %reduced : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%2 : tensor<4096x1024xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_2: f32, %out: f32):
// CHECK-NEXT:      %7 = arith.divf %in_2, %cst_0 : f32
// CHECK-NEXT:      %8 = arith.subf %in, %7 : f32
// CHECK-NEXT:      linalg.yield %8 : f32
// CHECK-NEXT:    } -> tensor<4096x1024xf32>
// CHECK-NEXT:    %4 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4096xf32>) -> tensor<4096xf32>
// CHECK-NEXT:    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<4096x1024xf32>) outs(%4 : tensor<4096xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:      %7 = arith.mulf %in, %in : f32
// CHECK-NEXT:      %8 = arith.addf %7, %out : f32
// CHECK-NEXT:      linalg.yield %8 : f32
// CHECK-NEXT:    } -> tensor<4096xf32>
// CHECK-NEXT:    %6 = linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %5, %arg1, %arg2 : tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%2 : tensor<4096x1024xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %in_4: f32, %out: f32):
// CHECK-NEXT:      %7 = arith.divf %in_2, %cst_0 : f32
// CHECK-NEXT:      %8 = arith.addf %7, %cst_1 : f32
// CHECK-NEXT:      %9 = math.rsqrt %8 : f32
// CHECK-NEXT:      %10 = arith.mulf %in, %9 : f32
// CHECK-NEXT:      %11 = arith.mulf %10, %in_3 : f32
// CHECK-NEXT:      %12 = arith.addf %11, %in_4 : f32
// CHECK-NEXT:      linalg.yield %12 : f32
// CHECK-NEXT:    } -> tensor<4096x1024xf32>
// CHECK-NEXT:    return %6 : tensor<4096x1024xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4096x1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<4096x1024xf32>, sym_name = "layernorm"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4096x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024xf32>):
// GENERIC-NEXT:    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:    %1 = "arith.constant"() <{value = 1.024000e+03 : f32}> : () -> f32
// GENERIC-NEXT:    %2 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
// GENERIC-NEXT:    %3 = "tensor.empty"() : () -> tensor<4096xf32>
// GENERIC-NEXT:    %4 = "linalg.fill"(%0, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg17: f32, %arg18: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg17) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %5 = "linalg.reduce"(%arg0, %4) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: f32, %arg16: f32):
// GENERIC-NEXT:      %21 = "arith.addf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%21) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x1024xf32>, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %6 = "tensor.empty"() : () -> tensor<4096x1024xf32>
// GENERIC-NEXT:    %7 = "linalg.generic"(%arg0, %5, %6) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
// GENERIC-NEXT:      %19 = "arith.divf"(%arg13, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %20 = "arith.subf"(%arg12, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%20) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x1024xf32>, tensor<4096xf32>, tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
// GENERIC-NEXT:    %8 = "linalg.fill"(%0, %3) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg10: f32, %arg11: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg10) : (f32) -> ()
// GENERIC-NEXT:    }) : (f32, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %9 = "linalg.generic"(%7, %8) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg8: f32, %arg9: f32):
// GENERIC-NEXT:      %17 = "arith.mulf"(%arg8, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %18 = "arith.addf"(%17, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%18) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x1024xf32>, tensor<4096xf32>) -> tensor<4096xf32>
// GENERIC-NEXT:    %10 = "linalg.generic"(%7, %9, %arg1, %arg2, %6) <{indexing_maps = [#map, #map1, #map2, #map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32, %arg7: f32):
// GENERIC-NEXT:      %11 = "arith.divf"(%arg4, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %12 = "arith.addf"(%11, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %13 = "math.rsqrt"(%12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      %14 = "arith.mulf"(%arg3, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %15 = "arith.mulf"(%14, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %16 = "arith.addf"(%15, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%16) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<4096x1024xf32>) -> tensor<4096x1024xf32>
// GENERIC-NEXT:    "func.return"(%10) : (tensor<4096x1024xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

// y = (x - mean(x, 1)) / sqrt(var(x, 1) + 1e-5) * g + b   x: 4096x1024xf32, g, b: 1024xf32
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layernorm(%x: tensor<4096x1024xf32>, %g: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<4096x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 1024.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %r0 = tensor.empty() : tensor<4096xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4096xf32>) -> tensor<4096xf32>
  %sum = linalg.reduce ins(%x : tensor<4096x1024xf32>) outs(%sinit : tensor<4096xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<4096x1024xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<4096x1024xf32>, tensor<4096xf32>) outs(%e0 : tensor<4096x1024xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %mean = arith.divf %s, %n : f32
      %d = arith.subf %a, %mean : f32
      linalg.yield %d : f32
  } -> tensor<4096x1024xf32>
  %vinit = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4096xf32>) -> tensor<4096xf32>
  %var = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%c : tensor<4096x1024xf32>) outs(%vinit : tensor<4096xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %sq = arith.mulf %a, %a : f32
      %t = arith.addf %sq, %acc : f32
      linalg.yield %t : f32
  } -> tensor<4096xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c, %var, %g, %b : tensor<4096x1024xf32>, tensor<4096xf32>, tensor<1024xf32>, tensor<1024xf32>)
      outs(%e0 : tensor<4096x1024xf32>) {
    ^bb0(%a: f32, %v: f32, %gv: f32, %bv: f32, %o: f32):
      %vm = arith.divf %v, %n : f32
      %ve = arith.addf %vm, %eps : f32
      %rs = math.rsqrt %ve : f32
      %nrm = arith.mulf %a, %rs : f32
      %sc = arith.mulf %nrm, %gv : f32
      %sh = arith.addf %sc, %bv : f32
      linalg.yield %sh : f32
  } -> tensor<4096x1024xf32>
  return %y : tensor<4096x1024xf32>
}
