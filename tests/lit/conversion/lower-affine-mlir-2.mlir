// RUN: irlite-opt %s --lower-affine | FileCheck %s --match-full-lines
//
// More cases after mlir/test/Conversion/AffineToStandard/lower-affine.mlir: a min bound of
// seven results, affine.apply of constant and identity maps (folded while converting, as
// MLIR's conversion driver folds), the mod/floordiv/ceildiv expansions with constant and
// symbolic divisors, loads and stores (also of rank 0), min/max, parallel loops (nested,
// tiled) and their reductions. CHECK lines are mlir-opt 19's output. (MLIR's `%one =
// affine.apply #map3(%symbZero)[%zero]` is left out: irlite's conversion driver folds it,
// seeing the constants that replaced its operands, where MLIR's still sees the original ops.)

func.func private @body(index) -> ()

#map_7_values = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4, d5, d6)>

func.func @min_reduction_tree(%v1 : index, %v2 : index, %v3 : index, %v4 : index, %v5 : index, %v6 : index, %v7 : index) {
  affine.for %i = 0 to min #map_7_values(%v1, %v2, %v3, %v4, %v5, %v6, %v7)[] {
    func.call @body(%i) : (index) -> ()
  }
  return
}

#map0 = affine_map<() -> (0)>
#map1 = affine_map<()[s0] -> (s0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0 + 1)>
#map4 = affine_map<(d0,d1,d2,d3)[s0,s1,s2] -> (d0 + 2*d1 + 3*d2 + 4*d3 + 5*s0 + 6*s1 + 7*s2)>

func.func @affine_applies(%arg0 : index) {
  %zero = affine.apply #map0()
  %101 = arith.constant 101 : index
  %symbZero = affine.apply #map1()[%zero]
  %102 = arith.constant 102 : index
  %copy = affine.apply #map2(%zero)
  %four = affine.apply #map4(%arg0, %arg0, %arg0, %arg0)[%arg0, %arg0, %arg0]
  return
}

func.func @args_ret_affine_apply(index, index) -> (index, index) {
^bb0(%0 : index, %1 : index):
  %00 = affine.apply #map2 (%0)
  %11 = affine.apply #map1 ()[%1]
  return %00, %11 : index, index
}

#map_mod = affine_map<(i) -> (i mod 42)>
func.func @affine_apply_mod(%arg0 : index) -> (index) {
  %0 = affine.apply #map_mod (%arg0)
  return %0 : index
}

#map_mod_dynamic_divisor = affine_map<(i)[s] -> (i mod s)>
func.func @affine_apply_mod_dynamic_divisor(%arg0 : index, %arg1 : index) -> (index) {
  %0 = affine.apply #map_mod_dynamic_divisor (%arg0)[%arg1]
  return %0 : index
}

#map_floordiv = affine_map<(i) -> (i floordiv 42)>
func.func @affine_apply_floordiv(%arg0 : index) -> (index) {
  %0 = affine.apply #map_floordiv (%arg0)
  return %0 : index
}

#map_floordiv_dynamic_divisor = affine_map<(i)[s] -> (i floordiv s)>
func.func @affine_apply_floordiv_dynamic_divisor(%arg0 : index, %arg1 : index) -> (index) {
  %0 = affine.apply #map_floordiv_dynamic_divisor (%arg0)[%arg1]
  return %0 : index
}

#map_ceildiv = affine_map<(i) -> (i ceildiv 42)>
func.func @affine_apply_ceildiv(%arg0 : index) -> (index) {
  %0 = affine.apply #map_ceildiv (%arg0)
  return %0 : index
}

#map_ceildiv_dynamic_divisor = affine_map<(i)[s] -> (i ceildiv s)>
func.func @affine_apply_ceildiv_dynamic_divisor(%arg0 : index, %arg1 : index) -> (index) {
  %0 = affine.apply #map_ceildiv_dynamic_divisor (%arg0)[%arg1]
  return %0 : index
}

func.func @affine_load(%arg0 : index) {
  %0 = memref.alloc() : memref<10xf32>
  affine.for %i0 = 0 to 10 {
    %1 = affine.load %0[%i0 + symbol(%arg0) + 7] : memref<10xf32>
  }
  return
}

func.func @affine_store(%arg0 : index) {
  %0 = memref.alloc() : memref<10xf32>
  %1 = arith.constant 11.0 : f32
  affine.for %i0 = 0 to 10 {
    affine.store %1, %0[%i0 - symbol(%arg0) + 7] : memref<10xf32>
  }
  return
}

func.func @affine_load_store_zero_dim(%arg0 : memref<i32>, %arg1 : memref<i32>) {
  %0 = affine.load %arg0[] : memref<i32>
  affine.store %0, %arg1[] : memref<i32>
  return
}

func.func @affine_min(%arg0: index, %arg1: index) -> index{
  %0 = affine.min affine_map<(d0,d1) -> (d0 - d1, d1 - d0)>(%arg0, %arg1)
  return %0 : index
}

func.func @affine_max(%arg0: index, %arg1: index) -> index{
  %0 = affine.max affine_map<(d0,d1) -> (d0 - d1, d1 - d0)>(%arg0, %arg1)
  return %0 : index
}

func.func @affine_parallel(%o: memref<100x100xf32>, %a: memref<100x100xf32>) {
  affine.parallel (%i, %j) = (0, 0) to (100, 100) {
  }
  return
}

func.func @affine_parallel_tiled(%o: memref<100x100xf32>, %a: memref<100x100xf32>, %b: memref<100x100xf32>) {
  affine.parallel (%i0, %j0, %k0) = (0, 0, 0) to (100, 100, 100) step (10, 10, 10) {
    affine.parallel (%i1, %j1, %k1) = (%i0, %j0, %k0) to (%i0 + 10, %j0 + 10, %k0 + 10) {
      %0 = affine.load %a[%i1, %k1] : memref<100x100xf32>
      %1 = affine.load %b[%k1, %j1] : memref<100x100xf32>
      %2 = arith.mulf %0, %1 : f32
    }
  }
  return
}

func.func @affine_parallel_reductions(%A: memref<10xi32>, %F: memref<10xf32>) -> (i32, i32, i32, f32, f32) {
  %0:3 = affine.parallel (%i) = (0) to (10) reduce ("addi", "muli", "andi") -> (i32, i32, i32) {
    %v = affine.load %A[%i] : memref<10xi32>
    affine.yield %v, %v, %v : i32, i32, i32
  }
  %1:2 = affine.parallel (%i) = (0) to (10) reduce ("mulf", "minimumf") -> (f32, f32) {
    %v = affine.load %F[%i] : memref<10xf32>
    affine.yield %v, %v : f32, f32
  }
  return %0#0, %0#1, %0#2, %1#0, %1#1 : i32, i32, i32, f32, f32
}


// CHECK: module {
// CHECK-NEXT:   func.func private @body(index)
// CHECK-NEXT:   func.func @min_reduction_tree(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = arith.minsi %arg0, %arg1 : index
// CHECK-NEXT:     %1 = arith.minsi %0, %arg2 : index
// CHECK-NEXT:     %2 = arith.minsi %1, %arg3 : index
// CHECK-NEXT:     %3 = arith.minsi %2, %arg4 : index
// CHECK-NEXT:     %4 = arith.minsi %3, %arg5 : index
// CHECK-NEXT:     %5 = arith.minsi %4, %arg6 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg7 = %c0 to %5 step %c1 {
// CHECK-NEXT:       func.call @body(%arg7) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_applies(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c101 = arith.constant 101 : index
// CHECK-NEXT:     %c102 = arith.constant 102 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg0, %c2 : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %c3 : index
// CHECK-NEXT:     %3 = arith.addi %1, %2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %4 = arith.muli %arg0, %c4 : index
// CHECK-NEXT:     %5 = arith.addi %3, %4 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %6 = arith.muli %arg0, %c5 : index
// CHECK-NEXT:     %7 = arith.addi %5, %6 : index
// CHECK-NEXT:     %c6 = arith.constant 6 : index
// CHECK-NEXT:     %8 = arith.muli %arg0, %c6 : index
// CHECK-NEXT:     %9 = arith.addi %7, %8 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %10 = arith.muli %arg0, %c7 : index
// CHECK-NEXT:     %11 = arith.addi %9, %10 : index
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @args_ret_affine_apply(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     return %arg0, %arg1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_mod(%arg0: index) -> index {
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %0 = arith.remsi %arg0, %c42 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT:     %2 = arith.addi %0, %c42 : index
// CHECK-NEXT:     %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_mod_dynamic_divisor(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %0 = arith.remsi %arg0, %arg1 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %1 = arith.cmpi slt, %0, %c0 : index
// CHECK-NEXT:     %2 = arith.addi %0, %arg1 : index
// CHECK-NEXT:     %3 = arith.select %1, %2, %0 : index
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_floordiv(%arg0: index) -> index {
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %c42 : index
// CHECK-NEXT:     %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:     %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:     return %5 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_floordiv_dynamic_divisor(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %arg1 : index
// CHECK-NEXT:     %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:     %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:     return %5 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_ceildiv(%arg0: index) -> index {
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c0, %arg0 : index
// CHECK-NEXT:     %2 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:     %3 = arith.select %0, %1, %2 : index
// CHECK-NEXT:     %4 = arith.divsi %3, %c42 : index
// CHECK-NEXT:     %5 = arith.subi %c0, %4 : index
// CHECK-NEXT:     %6 = arith.addi %4, %c1 : index
// CHECK-NEXT:     %7 = arith.select %0, %5, %6 : index
// CHECK-NEXT:     return %7 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_ceildiv_dynamic_divisor(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi sle, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c0, %arg0 : index
// CHECK-NEXT:     %2 = arith.subi %arg0, %c1 : index
// CHECK-NEXT:     %3 = arith.select %0, %1, %2 : index
// CHECK-NEXT:     %4 = arith.divsi %3, %arg1 : index
// CHECK-NEXT:     %5 = arith.subi %c0, %4 : index
// CHECK-NEXT:     %6 = arith.addi %4, %c1 : index
// CHECK-NEXT:     %7 = arith.select %0, %5, %6 : index
// CHECK-NEXT:     return %7 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_load(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT:       %0 = arith.addi %arg1, %arg0 : index
// CHECK-NEXT:       %c7 = arith.constant 7 : index
// CHECK-NEXT:       %1 = arith.addi %0, %c7 : index
// CHECK-NEXT:       %2 = memref.load %alloc[%1] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_store(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<10xf32>
// CHECK-NEXT:     %cst = arith.constant 1.100000e+01 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c10 step %c1 {
// CHECK-NEXT:       %c-1 = arith.constant -1 : index
// CHECK-NEXT:       %0 = arith.muli %arg0, %c-1 : index
// CHECK-NEXT:       %1 = arith.addi %arg1, %0 : index
// CHECK-NEXT:       %c7 = arith.constant 7 : index
// CHECK-NEXT:       %2 = arith.addi %1, %c7 : index
// CHECK-NEXT:       memref.store %cst, %alloc[%2] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_load_store_zero_dim(%arg0: memref<i32>, %arg1: memref<i32>) {
// CHECK-NEXT:     %0 = memref.load %arg0[] : memref<i32>
// CHECK-NEXT:     memref.store %0, %arg1[] : memref<i32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_min(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c-1 : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT:     %c-1_0 = arith.constant -1 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %c-1_0 : index
// CHECK-NEXT:     %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT:     %4 = arith.minsi %1, %3 : index
// CHECK-NEXT:     return %4 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_max(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c-1 : index
// CHECK-NEXT:     %1 = arith.addi %arg0, %0 : index
// CHECK-NEXT:     %c-1_0 = arith.constant -1 : index
// CHECK-NEXT:     %2 = arith.muli %arg0, %c-1_0 : index
// CHECK-NEXT:     %3 = arith.addi %arg1, %2 : index
// CHECK-NEXT:     %4 = arith.maxsi %1, %3 : index
// CHECK-NEXT:     return %4 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_parallel(%arg0: memref<100x100xf32>, %arg1: memref<100x100xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c100_1 = arith.constant 100 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%c100, %c100_1) step (%c1, %c1_2) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_parallel_tiled(%arg0: memref<100x100xf32>, %arg1: memref<100x100xf32>, %arg2: memref<100x100xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c100 = arith.constant 100 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c100_1 = arith.constant 100 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c100_3 = arith.constant 100 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c10_4 = arith.constant 10 : index
// CHECK-NEXT:     %c10_5 = arith.constant 10 : index
// CHECK-NEXT:     scf.parallel (%arg3, %arg4, %arg5) = (%c0, %c0_0, %c0_2) to (%c100, %c100_1, %c100_3) step (%c10, %c10_4, %c10_5) {
// CHECK-NEXT:       %c10_6 = arith.constant 10 : index
// CHECK-NEXT:       %0 = arith.addi %arg3, %c10_6 : index
// CHECK-NEXT:       %c10_7 = arith.constant 10 : index
// CHECK-NEXT:       %1 = arith.addi %arg4, %c10_7 : index
// CHECK-NEXT:       %c10_8 = arith.constant 10 : index
// CHECK-NEXT:       %2 = arith.addi %arg5, %c10_8 : index
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       %c1_9 = arith.constant 1 : index
// CHECK-NEXT:       %c1_10 = arith.constant 1 : index
// CHECK-NEXT:       scf.parallel (%arg6, %arg7, %arg8) = (%arg3, %arg4, %arg5) to (%0, %1, %2) step (%c1, %c1_9, %c1_10) {
// CHECK-NEXT:         %3 = memref.load %arg1[%arg6, %arg8] : memref<100x100xf32>
// CHECK-NEXT:         %4 = memref.load %arg2[%arg8, %arg7] : memref<100x100xf32>
// CHECK-NEXT:         %5 = arith.mulf %3, %4 : f32
// CHECK-NEXT:         scf.reduce
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_parallel_reductions(%arg0: memref<10xi32>, %arg1: memref<10xf32>) -> (i32, i32, i32, f32, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     %0:3 = scf.parallel (%arg2) = (%c0) to (%c10) step (%c1) init (%c0_i32, %c1_i32, %c-1_i32) -> (i32, i32, i32) {
// CHECK-NEXT:       %2 = memref.load %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT:       scf.reduce(%2, %2, %2 : i32, i32, i32) {
// CHECK-NEXT:       ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:         %3 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT:         scf.reduce.return %3 : i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:         %3 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT:         scf.reduce.return %3 : i32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT:         %3 = arith.andi %arg3, %arg4 : i32
// CHECK-NEXT:         scf.reduce.return %3 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c10_1 = arith.constant 10 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT:     %1:2 = scf.parallel (%arg2) = (%c0_0) to (%c10_1) step (%c1_2) init (%cst, %cst_3) -> (f32, f32) {
// CHECK-NEXT:       %2 = memref.load %arg1[%arg2] : memref<10xf32>
// CHECK-NEXT:       scf.reduce(%2, %2 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %3 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:         %3 = arith.minimumf %arg3, %arg4 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1, %0#2, %1#0, %1#1 : i32, i32, i32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
