// RUN: irlite-opt %s --allow-unregistered-dialect --lower-affine | FileCheck %s --match-full-lines
//
// MLIR 19's lower-affine: expressions expand to arith (mod, floordiv and ceildiv with their
// select-based rounding), min/max chains, affine.for/if/parallel to scf (parallel
// reductions from arith's identities into scf.reduce regions), load/store to memref;
// affine.delinearize_index is left alone. CHECK lines are mlir-opt 19's output.

func.func @f(%A: memref<10x10xf32>, %n: index, %m: index, %x: f32) -> f32 {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 - s0 + 3)>(%n)[%m]
  %b = affine.apply affine_map<(d0) -> (d0 mod 4 + d0 floordiv 3)>(%n)
  %c = affine.apply affine_map<(d0) -> (d0 ceildiv 5)>(%n)
  %mn = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%n)[%m]
  %r = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%n)[%m] to 10 step 2 iter_args(%acc = %x) -> (f32) {
    %v = affine.load %A[%i + 1, symbol(%n)] : memref<10x10xf32>
    affine.store %v, %A[%i, %i * 2] : memref<10x10xf32>
    %y = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>(%i)[%n] -> f32 {
      affine.yield %x : f32
    } else {
      affine.yield %acc : f32
    }
    affine.yield %y : f32
  }
  affine.if affine_set<() : (0 == 0)>() {
    "foo.bar"() : () -> ()
  }
  affine.parallel (%i, %j) = (0, max(%n, %m)) to (10, %n + 5) step (2, 1) {
    %v = affine.load %A[%i, %j] : memref<10x10xf32>
  }
  %s:2 = affine.parallel (%i) = (0) to (10) reduce ("addf", "maximumf") -> (f32, f32) {
    affine.yield %x, %x : f32, f32
  }
  return %r : f32
}
func.func @e(%A: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n] {
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<10x10xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = arith.muli %arg1, %c2 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.muli %arg2, %c-1 : index
// CHECK-NEXT:     %2 = arith.addi %0, %1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %3 = arith.addi %2, %c3 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %4 = arith.remsi %arg1, %c4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %5 = arith.cmpi slt, %4, %c0 : index
// CHECK-NEXT:     %6 = arith.addi %4, %c4 : index
// CHECK-NEXT:     %7 = arith.select %5, %6, %4 : index
// CHECK-NEXT:     %c3_0 = arith.constant 3 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c-1_2 = arith.constant -1 : index
// CHECK-NEXT:     %8 = arith.cmpi slt, %arg1, %c0_1 : index
// CHECK-NEXT:     %9 = arith.subi %c-1_2, %arg1 : index
// CHECK-NEXT:     %10 = arith.select %8, %9, %arg1 : index
// CHECK-NEXT:     %11 = arith.divsi %10, %c3_0 : index
// CHECK-NEXT:     %12 = arith.subi %c-1_2, %11 : index
// CHECK-NEXT:     %13 = arith.select %8, %12, %11 : index
// CHECK-NEXT:     %14 = arith.addi %7, %13 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %15 = arith.cmpi sle, %arg1, %c0_3 : index
// CHECK-NEXT:     %16 = arith.subi %c0_3, %arg1 : index
// CHECK-NEXT:     %17 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:     %18 = arith.select %15, %16, %17 : index
// CHECK-NEXT:     %19 = arith.divsi %18, %c5 : index
// CHECK-NEXT:     %20 = arith.subi %c0_3, %19 : index
// CHECK-NEXT:     %21 = arith.addi %19, %c1 : index
// CHECK-NEXT:     %22 = arith.select %15, %20, %21 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %23 = arith.minsi %arg1, %arg2 : index
// CHECK-NEXT:     %24 = arith.minsi %23, %c10 : index
// CHECK-NEXT:     %25 = arith.maxsi %arg1, %arg2 : index
// CHECK-NEXT:     %c10_4 = arith.constant 10 : index
// CHECK-NEXT:     %c2_5 = arith.constant 2 : index
// CHECK-NEXT:     %26 = scf.for %arg4 = %25 to %c10_4 step %c2_5 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT:       %c1_17 = arith.constant 1 : index
// CHECK-NEXT:       %31 = arith.addi %arg4, %c1_17 : index
// CHECK-NEXT:       %32 = memref.load %arg0[%31, %arg1] : memref<10x10xf32>
// CHECK-NEXT:       %c2_18 = arith.constant 2 : index
// CHECK-NEXT:       %33 = arith.muli %arg4, %c2_18 : index
// CHECK-NEXT:       memref.store %32, %arg0[%arg4, %33] : memref<10x10xf32>
// CHECK-NEXT:       %c0_19 = arith.constant 0 : index
// CHECK-NEXT:       %c-1_20 = arith.constant -1 : index
// CHECK-NEXT:       %34 = arith.addi %arg4, %c-1_20 : index
// CHECK-NEXT:       %35 = arith.cmpi sge, %34, %c0_19 : index
// CHECK-NEXT:       %c-1_21 = arith.constant -1 : index
// CHECK-NEXT:       %36 = arith.muli %arg4, %c-1_21 : index
// CHECK-NEXT:       %37 = arith.addi %36, %arg1 : index
// CHECK-NEXT:       %38 = arith.cmpi eq, %37, %c0_19 : index
// CHECK-NEXT:       %39 = arith.andi %35, %38 : i1
// CHECK-NEXT:       %40 = scf.if %39 -> (f32) {
// CHECK-NEXT:         scf.yield %arg3 : f32
// CHECK-NEXT:       } else {
// CHECK-NEXT:         scf.yield %arg5 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %40 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %c0_7 = arith.constant 0 : index
// CHECK-NEXT:     %27 = arith.cmpi eq, %c0_7, %c0_6 : index
// CHECK-NEXT:     scf.if %27 {
// CHECK-NEXT:       "foo.bar"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_8 = arith.constant 0 : index
// CHECK-NEXT:     %c10_9 = arith.constant 10 : index
// CHECK-NEXT:     %28 = arith.maxsi %arg1, %arg2 : index
// CHECK-NEXT:     %c5_10 = arith.constant 5 : index
// CHECK-NEXT:     %29 = arith.addi %arg1, %c5_10 : index
// CHECK-NEXT:     %c2_11 = arith.constant 2 : index
// CHECK-NEXT:     %c1_12 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%c0_8, %28) to (%c10_9, %29) step (%c2_11, %c1_12) {
// CHECK-NEXT:       %31 = memref.load %arg0[%arg4, %arg5] : memref<10x10xf32>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %c10_14 = arith.constant 10 : index
// CHECK-NEXT:     %c1_15 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %cst_16 = arith.constant 0xFF800000 : f32
// CHECK-NEXT:     %30:2 = scf.parallel (%arg4) = (%c0_13) to (%c10_14) step (%c1_15) init (%cst, %cst_16) -> (f32, f32) {
// CHECK-NEXT:       scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %31 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %31 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %31 = arith.maximumf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %31 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %26 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @e(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       %c4 = arith.constant 4 : index
// CHECK-NEXT:       %0 = arith.addi %arg2, %c4 : index
// CHECK-NEXT:       %1 = arith.minsi %0, %arg1 : index
// CHECK-NEXT:       %c1_0 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg3 = %arg2 to %1 step %c1_0 {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
