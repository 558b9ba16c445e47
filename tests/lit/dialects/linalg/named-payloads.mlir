// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// The payloads the named ops build (seen in the generic form): casts for mixed element
// types (extf, extsi, extui under cast_unsigned), reciprocal's constant, square, integer max.
// CHECK lines are mlir-opt 19's output (strict whitespace).

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xf16>, %arg3: tensor<4x8xi8>, %arg4: tensor<8x4xi8>, %arg5: tensor<4x4xi32>, %arg6: memref<4x8xf32>) {
// CHECK-NEXT:    %0 = linalg.reciprocal ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %1 = linalg.square ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %2 = linalg.max ins(%arg1, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%arg1 : tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:    %3 = linalg.copy ins(%arg2 : tensor<4xf16>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %4 = linalg.matmul ins(%arg3, %arg4 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%arg5 : tensor<4x4xi32>) -> tensor<4x4xi32>
// CHECK-NEXT:    %5 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : tensor<4x8xi8>, tensor<8x4xi8>) outs(%arg5 : tensor<4x4xi32>) -> tensor<4x4xi32>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT:#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xi32>, tensor<4xf16>, tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32>, memref<4x8xf32>) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xf16>, %arg3: tensor<4x8xi8>, %arg4: tensor<8x4xi8>, %arg5: tensor<4x4xi32>, %arg6: memref<4x8xf32>):
// GENERIC-NEXT:    %0 = "linalg.reciprocal"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg20: f32, %arg21: f32):
// GENERIC-NEXT:      %17 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:      %18 = "arith.divf"(%17, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%18) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %1 = "linalg.square"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg18: f32, %arg19: f32):
// GENERIC-NEXT:      %16 = "arith.mulf"(%arg18, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%16) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %2 = "linalg.max"(%arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: i32, %arg16: i32, %arg17: i32):
// GENERIC-NEXT:      %15 = "arith.maxsi"(%arg15, %arg16) : (i32, i32) -> i32
// GENERIC-NEXT:      "linalg.yield"(%15) : (i32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT:    %3 = "linalg.copy"(%arg2, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg13: f16, %arg14: f32):
// GENERIC-NEXT:      %14 = "arith.extf"(%arg13) : (f16) -> f32
// GENERIC-NEXT:      "linalg.yield"(%14) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf16>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %4 = "linalg.matmul"(%arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg10: i8, %arg11: i8, %arg12: i32):
// GENERIC-NEXT:      %10 = "arith.extsi"(%arg10) : (i8) -> i32
// GENERIC-NEXT:      %11 = "arith.extsi"(%arg11) : (i8) -> i32
// GENERIC-NEXT:      %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      %13 = "arith.addi"(%arg12, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "linalg.yield"(%13) : (i32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32>) -> tensor<4x4xi32>
// GENERIC-NEXT:    %5 = "linalg.matmul"(%arg3, %arg4, %arg5) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: i8, %arg8: i8, %arg9: i32):
// GENERIC-NEXT:      %6 = "arith.extui"(%arg7) : (i8) -> i32
// GENERIC-NEXT:      %7 = "arith.extui"(%arg8) : (i8) -> i32
// GENERIC-NEXT:      %8 = "arith.muli"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      %9 = "arith.addi"(%arg9, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "linalg.yield"(%9) : (i32) -> ()
// GENERIC-NEXT:    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xi8>, tensor<8x4xi8>, tensor<4x4xi32>) -> tensor<4x4xi32>
// GENERIC-NEXT:    "func.return"() : () -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

func.func @f(%a: tensor<4xf32>, %i: tensor<4xi32>, %h: tensor<4xf16>, %m: tensor<4x8xi8>, %n: tensor<8x4xi8>, %o: tensor<4x4xi32>, %mm: memref<4x8xf32>) {
  %0 = linalg.reciprocal ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.square ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.max ins(%i, %i : tensor<4xi32>, tensor<4xi32>) outs(%i : tensor<4xi32>) -> tensor<4xi32>
  %3 = linalg.copy ins(%h : tensor<4xf16>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.matmul ins(%m, %n : tensor<4x8xi8>, tensor<8x4xi8>) outs(%o : tensor<4x4xi32>) -> tensor<4x4xi32>
  %5 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%m, %n : tensor<4x8xi8>, tensor<8x4xi8>) outs(%o : tensor<4x4xi32>) -> tensor<4x4xi32>

  return
}
