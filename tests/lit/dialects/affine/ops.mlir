// RUN: irlite-opt %s --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --allow-unregistered-dialect | irlite-opt --allow-unregistered-dialect | FileCheck %s --match-full-lines
//
// MLIR 19's affine ops in their custom forms (cases after mlir/test/Dialect/Affine/ops.mlir):
// maps printed as aliases with their dim and symbol lists, loop bounds as constants, single
// symbols or [max|min] maps, subscripts as expressions of SSA names, affine.parallel's
// bound groups, steps and reductions. CHECK lines are mlir-opt 19's output.

func.func @empty() {
  affine.for %i = 0 to 10 {
  } {some_attr = true}
  affine.if affine_set<() : ()> () {
  } {some_attr = true}
  affine.if affine_set<() : ()> () {
  } else {
    "foo"() : () -> ()
  } {some_attr = true}
  return
}

func.func @affine.yield() {
  affine.for %i = 0 to 10 {
    "affine.yield"() : () -> ()
  }
  return
}

func.func @affine_min(%arg0 : index, %arg1 : index, %arg2 : index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  %1 = affine.min affine_map<(d0, d1)[s0] -> (d0 - d1, s0 + 512)> (%arg0, %arg1)[%arg2]
  %2 = affine.min affine_map<()[s0, s1] -> (s0 - s1, 11)> ()[%arg1, %arg2]
  %3 = affine.min affine_map<()[] -> (77, 78, 79)> ()[]
  return
}

func.func @affine_max(%arg0 : index, %arg1 : index, %arg2 : index) {
  %0 = affine.max affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  %1 = affine.max affine_map<(d0, d1)[s0] -> (d0 - d1, s0 + 512)> (%arg0, %arg1)[%arg2]
  %2 = affine.max affine_map<()[s0, s1] -> (s0 - s1, 11)> ()[%arg1, %arg2]
  %3 = affine.max affine_map<()[] -> (77, 78, 79)> ()[]
  return
}

func.func @apply(%i: index, %n: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3)> (%i)[%n]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 ceildiv 2 - d1 * 3)> (%0, %i) {tag}
  return %0, %1 : index, index
}

func.func @valid_symbols(%arg0: index, %arg1: index, %arg2: index) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  affine.for %arg3 = 0 to %arg2 step 768 {
    %13 = memref.dim %0, %c1 : memref<?x?xf32>
    affine.for %arg4 = 0 to %13 step 264 {
      %18 = memref.dim %0, %c0 : memref<?x?xf32>
      affine.for %arg5 = 0 to %18 step 768 {
        "foo"() : () -> ()
      }
    }
  }
  return
}

func.func @bounds(%n: index, %m: index) {
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)> (%n)[%m] to min affine_map<(d0)[s0] -> (d0 + 10, s0 * 2)> (%n)[%m] step 3 {
    affine.for %j = affine_map<(d0) -> (d0)> (%i) to affine_map<(d0) -> (d0 + 4)> (%i) {
      "foo"(%i, %j) : (index, index) -> ()
    }
    affine.for %j = -4 to %n step 0x10 {
    }
  }
  return
}

func.func @iter_args(%A: memref<100xf32>, %init: f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %r:2 = affine.for %i = 0 to 100 iter_args(%acc = %init, %k = %c0) -> (f32, index) {
    %v = affine.load %A[%i] : memref<100xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s, %i : f32, index
  }
  return %r#0, %r#1 : f32, index
}

func.func @load_store(%A: memref<10x20xf32>, %B: memref<f32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %A[%i, %j] : memref<10x20xf32>
      %w = affine.load %A[%i * 2 + 1, symbol(%n) floordiv 4] {nontemporal} : memref<10x20xf32>
      affine.store %v, %A[%j - %i, symbol(%n) + 3] : memref<10x20xf32>
      affine.store %w, %A[(%i + %j) mod 10, 0] : memref<10x20xf32>
      %s = affine.load %B[] : memref<f32>
      affine.store %s, %B[] : memref<f32>
    }
  }
  return
}

func.func @parallel(%A : memref<100x100xf32>, %N : index) {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    %0:2 = affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) reduce ("minimumf", "addf") -> (f32, f32) {
      %2 = affine.load %A[%i0 + %i0, %j0 + %j1] : memref<100x100xf32>
      affine.yield %2, %2 : f32, f32
    }
  }
  return
}

func.func @parallel_min_max(%a: index, %b: index, %c: index, %d: index) {
  affine.parallel (%i, %j, %k) = (max(%a, %b), %b, max(%a, %c)) to (%c, min(%c, %d), %b) {
    "foo"(%i, %j, %k) : (index, index, index) -> ()
  }
  return
}

func.func @parallel_no_ivs() {
  affine.parallel () = () to () {
    "foo"() : () -> ()
  }
  return
}

func.func @affine_if() -> f32 {
  %zero = arith.constant 0.0 : f32
  %0 = affine.if affine_set<() : ()> () -> f32 {
    affine.yield %zero : f32
  } else {
    affine.yield %zero : f32
  }
  return %0 : f32
}

func.func @if_operands(%i: index, %n: index) -> (f32, i32) {
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2 : i32
  %0:2 = affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)> (%i)[%n] -> (f32, i32) {
    affine.yield %x, %y : f32, i32
  } else {
    affine.yield %x, %y : f32, i32
  }
  return %0#0, %0#1 : f32, i32
}

func.func @delinearize(%linear_index: index, %b0: index, %b1: index) -> (index, index) {
  %1:2 = affine.delinearize_index %linear_index into (%b0, %b1) : index, index
  return %1#0, %1#1 : index, index
}

// CHECK: #map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0] -> (d0 - d1, s0 + 512)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 - s1, 11)>
// CHECK-NEXT: #map3 = affine_map<() -> (77, 78, 79)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0 floordiv 4 + s0 mod 3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0 ceildiv 2 - d1 * 3)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map7 = affine_map<(d0)[s0] -> (d0 + 10, s0 * 2)>
// CHECK-NEXT: #map8 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #set = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty() {
// CHECK-NEXT:     affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:     } {some_attr = true}
// CHECK-NEXT:     affine.if #set() {
// CHECK-NEXT:     } {some_attr = true}
// CHECK-NEXT:     affine.if #set() {
// CHECK-NEXT:     } else {
// CHECK-NEXT:       "foo"() : () -> ()
// CHECK-NEXT:     } {some_attr = true}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine.yield() {
// CHECK-NEXT:     affine.for %arg0 = 0 to 10 {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_min(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = affine.min #map(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.min #map1(%arg0, %arg1)[%arg2]
// CHECK-NEXT:     %2 = affine.min #map2()[%arg1, %arg2]
// CHECK-NEXT:     %3 = affine.min #map3()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_max(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = affine.max #map(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.max #map1(%arg0, %arg1)[%arg2]
// CHECK-NEXT:     %2 = affine.max #map2()[%arg1, %arg2]
// CHECK-NEXT:     %3 = affine.max #map3()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @apply(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %0 = affine.apply #map4(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map5(%0, %arg0) {tag}
// CHECK-NEXT:     return %0, %1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @valid_symbols(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
// CHECK-NEXT:     affine.for %arg3 = 0 to %arg2 step 768 {
// CHECK-NEXT:       %dim = memref.dim %alloc, %c1 : memref<?x?xf32>
// CHECK-NEXT:       affine.for %arg4 = 0 to %dim step 264 {
// CHECK-NEXT:         %dim_0 = memref.dim %alloc, %c0 : memref<?x?xf32>
// CHECK-NEXT:         affine.for %arg5 = 0 to %dim_0 step 768 {
// CHECK-NEXT:           "foo"() : () -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bounds(%arg0: index, %arg1: index) {
// CHECK-NEXT:     affine.for %arg2 = max #map6(%arg0)[%arg1] to min #map7(%arg0)[%arg1] step 3 {
// CHECK-NEXT:       affine.for %arg3 = #map8(%arg2) to #map9(%arg2) {
// CHECK-NEXT:         "foo"(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.for %arg3 = -4 to %arg0 step 16 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @iter_args(%arg0: memref<100xf32>, %arg1: f32) -> (f32, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = affine.for %arg2 = 0 to 100 iter_args(%arg3 = %arg1, %arg4 = %c0) -> (f32, index) {
// CHECK-NEXT:       %1 = affine.load %arg0[%arg2] : memref<100xf32>
// CHECK-NEXT:       %2 = arith.addf %arg3, %1 : f32
// CHECK-NEXT:       affine.yield %2, %arg2 : f32, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @load_store(%arg0: memref<10x20xf32>, %arg1: memref<f32>, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg4 = 0 to 20 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg3, %arg4] : memref<10x20xf32>
// CHECK-NEXT:         %1 = affine.load %arg0[%arg3 * 2 + 1, symbol(%arg2) floordiv 4] {nontemporal} : memref<10x20xf32>
// CHECK-NEXT:         affine.store %0, %arg0[%arg4 - %arg3, symbol(%arg2) + 3] : memref<10x20xf32>
// CHECK-NEXT:         affine.store %1, %arg0[(%arg3 + %arg4) mod 10, 0] : memref<10x20xf32>
// CHECK-NEXT:         %2 = affine.load %arg1[] : memref<f32>
// CHECK-NEXT:         affine.store %2, %arg1[] : memref<f32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel(%arg0: memref<100x100xf32>, %arg1: index) {
// CHECK-NEXT:     affine.parallel (%arg2, %arg3) = (0, 0) to (symbol(%arg1), 100) step (10, 10) {
// CHECK-NEXT:       %0:2 = affine.parallel (%arg4, %arg5) = (%arg2, %arg3) to (%arg2 + 10, %arg3 + 10) reduce ("minimumf", "addf") -> (f32, f32) {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg2 * 2, %arg3 + %arg5] : memref<100x100xf32>
// CHECK-NEXT:         affine.yield %1, %1 : f32, f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_min_max(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     affine.parallel (%arg4, %arg5, %arg6) = (max(%arg0, %arg1), %arg1, max(%arg0, %arg2)) to (%arg2, min(%arg2, %arg3), %arg1) {
// CHECK-NEXT:       "foo"(%arg4, %arg5, %arg6) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_no_ivs() {
// CHECK-NEXT:     affine.parallel () = () to () {
// CHECK-NEXT:       "foo"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_if() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = affine.if #set() -> f32 {
// CHECK-NEXT:       affine.yield %cst : f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_operands(%arg0: index, %arg1: index) -> (f32, i32) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0:2 = affine.if #set1(%arg0)[%arg1] -> (f32, i32) {
// CHECK-NEXT:       affine.yield %cst, %c2_i32 : f32, i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %cst, %c2_i32 : f32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (%arg1, %arg2) : index, index
// CHECK-NEXT:     return %0#0, %0#1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
