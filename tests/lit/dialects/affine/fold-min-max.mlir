// RUN: irlite-opt %s "--canonicalize=enable-patterns=nothing" | FileCheck %s --match-full-lines --strict-whitespace
// affine.min/max's folders alone (no pattern enabled), as MLIR 19's foldMinMaxOp: its
// isSymbolIdentity compares the results with dims, so a one-symbol map whose one result is d0
// folds to operand 0, and ()[s0] -> (s0) stays (canonicalize's patterns remove it).
// CHECK lines: mlir-opt 19's output.

func.func @sym(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0)>()[%a]
  %1 = affine.max affine_map<()[s0, s1] -> (s1)>()[%a, %b]
  %2 = affine.min affine_map<(d0) -> (d0)>(%a)
  return %0, %1, %2 : index, index, index
}

func.func @dim(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (d0)>(%a)[%b]
  %1 = affine.max affine_map<(d0, d1)[s0] -> (d0)>(%a, %b)[%b]
  %2 = affine.min affine_map<(d0)[s0] -> (s0)>(%a)[%b]
  %3 = affine.max affine_map<(d0)[s0] -> (d0)>(%b)[%a]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK:#map = affine_map<()[s0] -> (s0)>
// CHECK-NEXT:#map1 = affine_map<()[s0, s1] -> (s1)>
// CHECK-NEXT:#map2 = affine_map<(d0) -> (d0)>
// CHECK-NEXT:#map3 = affine_map<(d0)[s0] -> (s0)>
// CHECK-NEXT:module {
// CHECK-NEXT:  func.func @sym(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:    %0 = affine.min #map()[%arg0]
// CHECK-NEXT:    %1 = affine.max #map1()[%arg0, %arg1]
// CHECK-NEXT:    %2 = affine.min #map2(%arg0)
// CHECK-NEXT:    return %0, %1, %2 : index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func @dim(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT:    %0 = affine.min #map3(%arg0)[%arg1]
// CHECK-NEXT:    return %arg0, %arg0, %0, %arg1 : index, index, index, index
// CHECK-NEXT:  }
// CHECK-NEXT:}
