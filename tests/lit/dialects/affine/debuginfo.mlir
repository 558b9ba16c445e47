// RUN: cd %S/Inputs && irlite-opt debuginfo.mlir --mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
// RUN: cd %S/Inputs && irlite-opt debuginfo.mlir --mlir-print-debuginfo | irlite-opt --mlir-print-debuginfo | FileCheck %s --match-full-lines --strict-whitespace
//
// affine.for's induction variable at its own location (inline, as MLIR's printRegionArgument
// prints it; parsed back by parseArgument), iter_args without one. CHECK lines are mlir-opt
// 19's output on Inputs/debuginfo.mlir.

// CHECK:#loc2 = loc("debuginfo.mlir":1:14)
// CHECK-NEXT:#loc4 = loc("debuginfo.mlir":2:14)
// CHECK-NEXT:#loc6 = loc("debuginfo.mlir":3:16)
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @f(%arg0: index loc("debuginfo.mlir":1:14)) {
// CHECK-NEXT:    affine.for %arg1 loc("debuginfo.mlir":2:14) = 0 to 10 {
// CHECK-NEXT:      %0 = affine.for %arg2 loc("debuginfo.mlir":3:16) = 0 to %arg0 step 2 iter_args(%arg3 = %arg0) -> (index) {
// CHECK-NEXT:        affine.yield %arg3 : index loc(#loc7)
// CHECK-NEXT:      } loc(#loc5)
// CHECK-NEXT:    } loc(#loc3)
// CHECK-NEXT:    return loc(#loc8)
// CHECK-NEXT:  } loc(#loc1)
// CHECK-NEXT:} loc(#loc)
// CHECK-NEXT:#loc = loc("debuginfo.mlir":0:0)
// CHECK-NEXT:#loc1 = loc("debuginfo.mlir":1:1)
// CHECK-NEXT:#loc3 = loc("debuginfo.mlir":2:3)
// CHECK-NEXT:#loc5 = loc("debuginfo.mlir":3:5)
// CHECK-NEXT:#loc7 = loc("debuginfo.mlir":4:7)
// CHECK-NEXT:#loc8 = loc("debuginfo.mlir":7:3)
