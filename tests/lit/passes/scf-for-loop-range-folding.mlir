// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(scf-for-loop-range-folding))' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: addi of the induction variable and an invariant folds into the bounds, repeatedly; two uses or a value from inside the loop stop it. (MLIR 19 leaves the lower bound of a muli fold unmultiplied; irlite multiplies it, so muli cases are not compared here.)

func.func @fold_add(%m: memref<?xi32>, %lb: index, %ub: index, %x: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %j = arith.addi %i, %x : index
    %v = memref.load %m[%j] : memref<?xi32>
    memref.store %v, %m[%j] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @fold_add(%arg0: memref<?xi32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg3 : index
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:     scf.for %arg4 = %0 to %1 step %c1 {
// CHECK-NEXT:       %2 = memref.load %arg0[%arg4] : memref<?xi32>
// CHECK-NEXT:       memref.store %2, %arg0[%arg4] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @fold_twice(%m: memref<?xi32>, %lb: index, %ub: index, %x: index, %y: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %j = arith.addi %i, %x : index
    %k = arith.addi %y, %j : index
    %v = memref.load %m[%k] : memref<?xi32>
    memref.store %v, %m[%k] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @fold_twice(%arg0: memref<?xi32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg3 : index
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:     %2 = arith.addi %arg4, %0 : index
// CHECK-NEXT:     %3 = arith.addi %arg4, %1 : index
// CHECK-NEXT:     scf.for %arg5 = %2 to %3 step %c1 {
// CHECK-NEXT:       %4 = memref.load %arg0[%arg5] : memref<?xi32>
// CHECK-NEXT:       memref.store %4, %arg0[%arg5] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @no_fold_two_uses(%m: memref<?xi32>, %lb: index, %ub: index, %x: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %j = arith.addi %i, %x : index
    %v = memref.load %m[%j] : memref<?xi32>
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @no_fold_two_uses(%arg0: memref<?xi32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg4 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT:       %0 = arith.addi %arg4, %arg3 : index
// CHECK-NEXT:       %1 = memref.load %arg0[%0] : memref<?xi32>
// CHECK-NEXT:       memref.store %1, %arg0[%arg4] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @no_fold_inner_value(%m: memref<?xi32>, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %v = memref.load %m[%i] : memref<?xi32>
    %w = arith.index_cast %v : i32 to index
    %j = arith.addi %i, %w : index
    memref.store %v, %m[%j] : memref<?xi32>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @no_fold_inner_value(%arg0: memref<?xi32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %arg1 to %arg2 step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg3] : memref<?xi32>
// CHECK-NEXT:       %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:       %2 = arith.addi %arg3, %1 : index
// CHECK-NEXT:       memref.store %0, %arg0[%2] : memref<?xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
