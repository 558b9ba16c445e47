// RUN: irlite-opt %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines --strict-whitespace
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
// RUN: irlite-opt %s | irlite-opt | FileCheck %s --match-full-lines --strict-whitespace
//
// linalg.map and linalg.reduce with their long bodies (argument names in, init; printed one
// indent deeper after a newline), several inputs and inits, a short body with attributes
// (a fastmath other than none is printed), extra attributes after dimensions (two spaces),
// memrefs, dynamic shapes, a generic with two results. CHECK lines are mlir-opt 19's output
// (strict whitespace).

// CHECK:#map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @forms(%arg0: tensor<?x8xf32>, %arg1: tensor<?x8xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xi32>, %arg4: tensor<?x8xi32>, %arg5: memref<8xf32>, %arg6: memref<4x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>) {
// CHECK-NEXT:    %mapped = linalg.map ins(%arg0, %arg1 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%arg0 : tensor<?x8xf32>)
// CHECK-NEXT:      (%in: f32, %in_2: f32) {
// CHECK-NEXT:        %1 = arith.mulf %in, %in_2 : f32
// CHECK-NEXT:        %2 = arith.addf %1, %in : f32
// CHECK-NEXT:        linalg.yield %2 : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    %mapped_0 = linalg.map { arith.subf {fastmath = #arith.fastmath<fast>} } ins(%arg0, %arg1 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%arg0 : tensor<?x8xf32>)
// CHECK-NEXT:    %reduced:2 = linalg.reduce ins(%arg0, %arg4 : tensor<?x8xf32>, tensor<?x8xi32>) outs(%arg2, %arg3 : tensor<?xf32>, tensor<?xi32>) dimensions = [1] 
// CHECK-NEXT:      (%in: f32, %in_2: i32, %init: f32, %init_3: i32) {
// CHECK-NEXT:        %1 = arith.addf %in, %init : f32
// CHECK-NEXT:        %2 = arith.addi %in_2, %init_3 : i32
// CHECK-NEXT:        linalg.yield %1, %2 : f32, i32
// CHECK-NEXT:      }
// CHECK-NEXT:    %0:2 = linalg.generic {indexing_maps = [#map, #map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<?x8xf32>) outs(%arg1, %arg2 : tensor<?x8xf32>, tensor<?xf32>) {
// CHECK-NEXT:    ^bb0(%in: f32, %out: f32, %out_2: f32):
// CHECK-NEXT:      %1 = arith.addf %in, %out_2 : f32
// CHECK-NEXT:      linalg.yield %in, %1 : f32, f32
// CHECK-NEXT:    } -> (tensor<?x8xf32>, tensor<?xf32>)
// CHECK-NEXT:    linalg.broadcast ins(%arg5 : memref<8xf32>) outs(%arg6 : memref<4x8xf32>) dimensions = [0]  {tag = 1 : i64}
// CHECK-NEXT:    linalg.map { math.exp } ins(%arg6 : memref<4x8xf32>) outs(%arg6 : memref<4x8xf32>)
// CHECK-NEXT:    %reduced_1 = linalg.reduce { arith.addf } ins(%arg0 : tensor<?x8xf32>) outs(%arg2 : tensor<?xf32>) dimensions = [1]  {tag}
// CHECK-NEXT:    return %mapped, %reduced_1, %reduced#1 : tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:}

// GENERIC:#map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT:#map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT:"builtin.module"() ({
// GENERIC-NEXT:  "func.func"() <{function_type = (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>, tensor<?x8xi32>, memref<8xf32>, memref<4x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>), sym_name = "forms"}> ({
// GENERIC-NEXT:  ^bb0(%arg0: tensor<?x8xf32>, %arg1: tensor<?x8xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xi32>, %arg4: tensor<?x8xi32>, %arg5: memref<8xf32>, %arg6: memref<4x8xf32>):
// GENERIC-NEXT:    %0 = "linalg.map"(%arg0, %arg1, %arg0) ({
// GENERIC-NEXT:    ^bb0(%arg21: f32, %arg22: f32):
// GENERIC-NEXT:      %11 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %12 = "arith.addf"(%11, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// GENERIC-NEXT:    %1 = "linalg.map"(%arg0, %arg1, %arg0) ({
// GENERIC-NEXT:    ^bb0(%arg19: f32, %arg20: f32):
// GENERIC-NEXT:      %10 = "arith.subf"(%arg19, %arg20) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32>
// GENERIC-NEXT:    %2:2 = "linalg.reduce"(%arg0, %arg4, %arg2, %arg3) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg15: f32, %arg16: i32, %arg17: f32, %arg18: i32):
// GENERIC-NEXT:      %8 = "arith.addf"(%arg15, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      %9 = "arith.addi"(%arg16, %arg18) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:      "linalg.yield"(%8, %9) : (f32, i32) -> ()
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xi32>, tensor<?xf32>, tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>)
// GENERIC-NEXT:    %3:2 = "linalg.generic"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC-NEXT:    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
// GENERIC-NEXT:      %7 = "arith.addf"(%arg12, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%arg12, %7) : (f32, f32) -> ()
// GENERIC-NEXT:    }) : (tensor<?x8xf32>, tensor<?x8xf32>, tensor<?xf32>) -> (tensor<?x8xf32>, tensor<?xf32>)
// GENERIC-NEXT:    "linalg.broadcast"(%arg5, %arg6) <{dimensions = array<i64: 0>}> ({
// GENERIC-NEXT:    ^bb0(%arg10: f32, %arg11: f32):
// GENERIC-NEXT:      "linalg.yield"(%arg10) : (f32) -> ()
// GENERIC-NEXT:    }) {tag = 1 : i64} : (memref<8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:    "linalg.map"(%arg6, %arg6) ({
// GENERIC-NEXT:    ^bb0(%arg9: f32):
// GENERIC-NEXT:      %6 = "math.exp"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT:    }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:    %4 = "linalg.reduce"(%arg0, %arg2) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:    ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT:      %5 = "arith.addf"(%arg8, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:      "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT:    }) {tag} : (tensor<?x8xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT:    "func.return"(%0, %4, %2#1) : (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>) -> ()
// GENERIC-NEXT:  }) : () -> ()
// GENERIC-NEXT:}) : () -> ()

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @forms(%a: tensor<?x8xf32>, %b: tensor<?x8xf32>, %r0: tensor<?xf32>, %r1: tensor<?xi32>, %ai: tensor<?x8xi32>, %m: memref<8xf32>, %mm: memref<4x8xf32>) -> (tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>) {
  %0 = linalg.map ins(%a, %b : tensor<?x8xf32>, tensor<?x8xf32>) outs(%a : tensor<?x8xf32>)
    (%x: f32, %y: f32) {
      %z = arith.mulf %x, %y : f32
      %w = arith.addf %z, %x : f32
      linalg.yield %w : f32
    }
  %1 = linalg.map { arith.subf {fastmath = #arith.fastmath<fast>} } ins(%a, %b : tensor<?x8xf32>, tensor<?x8xf32>) outs(%a : tensor<?x8xf32>)
  %2:2 = linalg.reduce ins(%a, %ai : tensor<?x8xf32>, tensor<?x8xi32>) outs(%r0, %r1 : tensor<?xf32>, tensor<?xi32>) dimensions = [1]
    (%in: f32, %in2: i32, %init: f32, %init2: i32) {
      %s = arith.addf %in, %init : f32
      %t = arith.addi %in2, %init2 : i32
      linalg.yield %s, %t : f32, i32
    }
  %3:2 = linalg.generic {indexing_maps = [#id, #id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<?x8xf32>) outs(%b, %r0 : tensor<?x8xf32>, tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %x, %s : f32, f32
  } -> (tensor<?x8xf32>, tensor<?xf32>)
  linalg.broadcast ins(%m : memref<8xf32>) outs(%mm : memref<4x8xf32>) dimensions = [0] {tag = 1 : i64}
  linalg.map { math.exp } ins(%mm : memref<4x8xf32>) outs(%mm : memref<4x8xf32>)
  %4 = linalg.reduce { arith.addf } ins(%a : tensor<?x8xf32>) outs(%r0 : tensor<?xf32>) dimensions = [1] {tag}
  return %0, %4, %2#1 : tensor<?x8xf32>, tensor<?xf32>, tensor<?xi32>
}
