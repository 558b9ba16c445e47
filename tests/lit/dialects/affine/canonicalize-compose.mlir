// RUN: irlite-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --match-full-lines
//
// MLIR 19's affine canonicalization: maps composed with producing affine.apply ops,
// operands promoted to symbols, constants folded into maps, unused and duplicate operands
// dropped, maps simplified by flattening; min/max single results, duplicates, merges and
// term order; constant and composed loop bounds, zero-trip and empty loops; trivially
// true/false affine.if and dead else blocks. CHECK lines are mlir-opt 19's output.

func.func @compose(%A: memref<100x100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
      %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%a, %j)
      %c = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0)>(%b)[%n]
      %v = affine.load %A[%b, %c] : memref<100x100xf32>
      affine.store %v, %A[%a, %a] : memref<100x100xf32>
      %m = affine.min affine_map<(d0, d1) -> (d0, d1 + 4, d0)>(%a, %j)
      %M = affine.max affine_map<(d0) -> (d0 * 3 - 1)>(%i)
      %e = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%i, %i)
      "foo.use"(%m, %M, %e) : (index, index, index) -> ()
    }
  }
  return
}

func.func @promote(%n: index, %m: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>(%n, %m)[%c4]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%n)[%0]
  return %0, %1 : index, index
}

func.func @loops(%n: index, %x: f32) -> (f32, f32, f32) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  affine.for %i = affine_map<(d0) -> (d0)>(%c2) to affine_map<()[s0] -> (s0 + 1)>()[%c10] {
    "foo.body"(%i) : (index) -> ()
  }
  %r = affine.for %i = 5 to 3 iter_args(%a = %x) -> (f32) {
    %y = arith.addf %a, %a : f32
    affine.yield %y : f32
  }
  %s = affine.for %i = 0 to %n iter_args(%a = %x) -> (f32) {
    affine.yield %a : f32
  }
  %t = affine.for %i = 0 to 1 iter_args(%a = %x) -> (f32) {
    affine.yield %x : f32
  }
  %p = affine.apply affine_map<(d0) -> (d0 + 3)>(%n)
  affine.for %i = 0 to %p {
    "foo.body"(%i) : (index) -> ()
  }
  affine.for %i = 0 to min affine_map<(d0)[s0] -> (d0, s0, d0)>(%n)[%n] {
    "foo.body"(%i) : (index) -> ()
  }
  return %r, %s, %t : f32, f32, f32
}

func.func @ifs(%n: index, %x: f32) -> f32 {
  affine.if affine_set<() : (0 == 0)>() {
    "foo.then"() : () -> ()
  } else {
    "foo.else"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "foo.then"() : () -> ()
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>(%a)[%n] {
      "foo.then"() : () -> ()
    } else {
    }
  }
  return %r : f32
}

func.func @minmax(%a: index, %b: index) -> (index, index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = affine.min affine_map<(d0, d1) -> (d1 + 2, d0, d0 - 1)>(%i, %j)
      %1 = affine.min affine_map<(d0, d1) -> (d0, d1 * 2)>(%0, %j)
      %2 = affine.max affine_map<(d0) -> (d0)>(%i)
      "foo.use"(%1, %2) : (index, index) -> ()
    }
  }
  %3 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  %4 = affine.max affine_map<()[s0, s1] -> (s1 + 1, s0, 5)>()[%a, %3]
  return %3, %4 : index, index
}

// CHECK: #map = affine_map<(d0, d1) -> (d1 + 1, d0 + 4)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 * 3 - 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 * 4)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (16, s0, s0 + s1 * 4)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1 - 1, d1, d0 + 2, d0 * 2)>
// CHECK-NEXT: #map6 = affine_map<()[s0, s1] -> (s1, s0)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (5, s1 + 1, s0)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 * 2 - s0 >= 0, d0 * 2 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @compose(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 20 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3 + %arg2 * 2 + 2, (%arg3 + %arg2 * 2 + 2) floordiv 4 + symbol(%arg1)] : memref<100x100xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg2 + 1, %arg2 + 1] : memref<100x100xf32>
// CHECK-NEXT:         %1 = affine.min #map(%arg3, %arg2)
// CHECK-NEXT:         %2 = affine.apply #map1(%arg2)
// CHECK-NEXT:         "foo.use"(%1, %2, %c0) : (index, index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @promote(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map2()[%arg0, %arg1]
// CHECK-NEXT:     %1 = affine.min #map3()[%arg0, %arg1]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: f32) -> (f32, f32, f32) {
// CHECK-NEXT:     affine.for %arg2 = 2 to 11 {
// CHECK-NEXT:       "foo.body"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to #map4()[%arg0] {
// CHECK-NEXT:       "foo.body"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT:       "foo.body"(%arg2) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %arg1, %arg1 : f32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ifs(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     "foo.then"() : () -> ()
// CHECK-NEXT:     %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.if #set(%arg2)[%arg0] {
// CHECK-NEXT:         "foo.then"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @minmax(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:         %2 = affine.min #map5(%arg3, %arg2)
// CHECK-NEXT:         "foo.use"(%2, %arg2) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.min #map6()[%arg0, %arg1]
// CHECK-NEXT:     %1 = affine.max #map7()[%arg0, %0]
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
