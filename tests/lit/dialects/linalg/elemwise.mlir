// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// linalg.elemwise_unary and linalg.elemwise_binary (MLIR 19's generic elementwise named ops):
// fun (#linalg.unary_fn / #linalg.binary_fn, exp and add by default, elided) and cast choose
// the payload (seen in the generic form). CHECK lines are mlir-opt 19's output.

// CHECK:module {
// CHECK-NEXT:  func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf16>, %arg2: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:    %0 = linalg.elemwise_unary ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<log>} ins(%arg1 : tensor<4xf16>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %2 = linalg.elemwise_binary ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %3 = linalg.elemwise_binary {cast = #linalg.type_fn<cast_unsigned>, fun = #linalg.binary_fn<mul>} ins(%arg2, %arg0 : tensor<4xi32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    %4 = linalg.elemwise_unary {fun = #linalg.unary_fn<negf>} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:    return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf16>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "f"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf16>, %arg2: tensor<4xi32>):
// GENERIC-NEXT:    %0 = "linalg.elemwise_unary"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT:      %11 = "math.exp"(%arg13) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %1 = "linalg.elemwise_unary"(%arg1, %arg0) <{fun = #linalg.unary_fn<log>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg11: f16, %arg12: f32):
// GENERIC-NEXT:      %9 = "arith.extf"(%arg11) : (f16) -> f32
// GENERIC-NEXT:      %10 = "math.log"(%9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf16>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %2 = "linalg.elemwise_binary"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
// GENERIC-NEXT:      %8 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %3 = "linalg.elemwise_binary"(%arg2, %arg0, %arg0) <{cast = #linalg.type_fn<cast_unsigned>, fun = #linalg.binary_fn<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg5: i32, %arg6: f32, %arg7: f32):
// GENERIC-NEXT:      %6 = "arith.uitofp"(%arg5) : (i32) -> f32
// GENERIC-NEXT:      %7 = "arith.mulf"(%6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xi32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    %4 = "linalg.elemwise_unary"(%arg0, %arg0) <{fun = #linalg.unary_fn<negf>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT:      %5 = "arith.negf"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:    "func.return"(%0, %1, %2, %3, %4) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

func.func @f(%a: tensor<4xf32>, %h: tensor<4xf16>, %i: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.elemwise_unary ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<log>} ins(%h : tensor<4xf16>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.elemwise_binary ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>, cast = #linalg.type_fn<cast_unsigned>} ins(%i, %a : tensor<4xi32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.elemwise_unary {fun = #linalg.unary_fn<negf>} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
