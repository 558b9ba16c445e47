// Inlined ops get loc(callsite(op's loc at call's loc)) (nested through inlined chains);
// the continuation block's argument gets the call's location. CHECK lines: mlir-opt 19's
// output on this file (--inline='default-pipeline=' --mlir-print-debuginfo).
// RUN: irlite-opt %s --inline='default-pipeline=' --mlir-print-debuginfo | FileCheck %s

func.func private @f(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func private @g(%a: i32) -> i32 {
  %0 = call @f(%a) : (i32) -> i32
  %1 = call @f(%0) : (i32) -> i32
  return %1 : i32
}
func.func @h(%a: i32, %c: i1) -> i32 {
  %0 = call @g(%a) : (i32) -> i32
  %1 = call @k(%0, %c) : (i32, i1) -> i32
  return %1 : i32
}
func.func private @k(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}

// CHECK: #loc2 = loc("{{.*}}inline-locations.mlir":15:14)
// CHECK-NEXT: #loc3 = loc("{{.*}}inline-locations.mlir":15:23)
// CHECK-NEXT: #loc9 = loc("{{.*}}inline-locations.mlir":17:8)
// CHECK-NEXT: #loc10 = loc("{{.*}}inline-locations.mlir":22:6)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @h(%arg0: i32 loc("{{.*}}inline-locations.mlir":15:14), %arg1: i1 loc("{{.*}}inline-locations.mlir":15:23)) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32 loc(#loc19)
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32 loc(#loc20)
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1(%1 : i32), ^bb2 loc(#loc16)
// CHECK-NEXT:   ^bb1(%2: i32 loc("{{.*}}inline-locations.mlir":22:6)):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%2 : i32) loc(#loc17)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%1 : i32) loc(#loc18)
// CHECK-NEXT:   ^bb3(%3: i32 loc("{{.*}}inline-locations.mlir":17:8)):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %3 : i32 loc(#loc13)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}inline-locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}inline-locations.mlir":15:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}inline-locations.mlir":7:8)
// CHECK-NEXT: #loc5 = loc("{{.*}}inline-locations.mlir":11:8)
// CHECK-NEXT: #loc6 = loc("{{.*}}inline-locations.mlir":16:8)
// CHECK-NEXT: #loc7 = loc("{{.*}}inline-locations.mlir":12:8)
// CHECK-NEXT: #loc8 = loc("{{.*}}inline-locations.mlir":21:3)
// CHECK-NEXT: #loc11 = loc("{{.*}}inline-locations.mlir":23:3)
// CHECK-NEXT: #loc12 = loc("{{.*}}inline-locations.mlir":25:3)
// CHECK-NEXT: #loc13 = loc("{{.*}}inline-locations.mlir":18:3)
// CHECK-NEXT: #loc14 = loc(callsite(#loc4 at #loc5))
// CHECK-NEXT: #loc15 = loc(callsite(#loc4 at #loc7))
// CHECK-NEXT: #loc16 = loc(callsite(#loc8 at #loc9))
// CHECK-NEXT: #loc17 = loc(callsite(#loc11 at #loc9))
// CHECK-NEXT: #loc18 = loc(callsite(#loc12 at #loc9))
// CHECK-NEXT: #loc19 = loc(callsite(#loc14 at #loc6))
// CHECK-NEXT: #loc20 = loc(callsite(#loc15 at #loc6))
