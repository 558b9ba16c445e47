// RUN: irlite-opt %s --split-input-file -scf-for-loop-canonicalization | FileCheck %s

// The CHECK lines are mlir-opt 19's output: min/max over scf.for, scf.parallel and scf.forall ranges fold to one result, an unprovable one stays, dims of shape-preserving iter args and results read the init.

func.func @min_const(%A : memref<i64>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c2 {
    %1 = affine.min affine_map<(d0, d1) -> (2, d1 - d0)> (%i, %c4)
    %2 = arith.index_cast %1 : index to i64
    memref.store %2, %A[] : memref<i64>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @min_const(%arg0: memref<i64>) {
// CHECK-NEXT:     %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c4 step %c2 {
// CHECK-NEXT:       memref.store %c2_i64, %arg0[] : memref<i64>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @max_parallel(%A : memref<index>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  scf.parallel (%i) = (%c1) to (%c7) step (%c2) {
    %1 = affine.max affine_map<(d0)[s0] -> (-2, d0 - s0)> (%i)[%c7]
    memref.store %1, %A[] : memref<index>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @max_parallel(%arg0: memref<index>) {
// CHECK-NEXT:     %c-2 = arith.constant -2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c1) to (%c7) step (%c2) {
// CHECK-NEXT:       memref.store %c-2, %arg0[] : memref<index>
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @partly(%A : memref<index>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c1 to %c256 step %c16 {
    %1 = affine.min affine_map<(d0) -> (256, 256 - d0)> (%i)
    memref.store %1, %A[] : memref<index>
  }
  return
}

// CHECK: #map = affine_map<(d0) -> (-d0 + 256)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @partly(%arg0: memref<index>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c256 = arith.constant 256 : index
// CHECK-NEXT:     scf.for %arg1 = %c1 to %c256 step %c16 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg1)
// CHECK-NEXT:       memref.store %0, %arg0[] : memref<index>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @not_provable(%A : memref<index>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c1 to %c4 step %c2 {
    %1 = affine.min affine_map<(d0)[s0] -> (2, s0 - d0)> (%i)[%c4]
    memref.store %1, %A[] : memref<index>
  }
  return
}

// CHECK: #map = affine_map<(d0)[s0] -> (2, -d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_provable(%arg0: memref<index>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.for %arg1 = %c1 to %c4 step %c2 {
// CHECK-NEXT:       %0 = affine.min #map(%arg1)[%c4]
// CHECK-NEXT:       memref.store %0, %arg0[] : memref<index>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @dim_of_iter_arg(%t : tensor<?x?xf32>, %t2 : tensor<10x10xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0, %1 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t, %arg1 = %c0)
      -> (tensor<?x?xf32>, index) {
    %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
    %2 = tensor.insert_slice %t2 into %arg0[0, 0] [10, 10] [1, 1]
        : tensor<10x10xf32> into tensor<?x?xf32>
    scf.yield %2, %dim : tensor<?x?xf32>, index
  }
  %d = tensor.dim %0, %c1 : tensor<?x?xf32>
  %s = arith.addi %1, %d : index
  return %s : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @dim_of_iter_arg(%arg0: tensor<?x?xf32>, %arg1: tensor<10x10xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %0:2 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0, %arg4 = %c0) -> (tensor<?x?xf32>, index) {
// CHECK-NEXT:       %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %arg1 into %arg3[0, 0] [10, 10] [1, 1] : tensor<10x10xf32> into tensor<?x?xf32>
// CHECK-NEXT:       scf.yield %inserted_slice, %dim_0 : tensor<?x?xf32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     %1 = arith.addi %0#1, %dim : index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @dim_not_preserved(%t : tensor<?x?xf32>, %u : tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c0 to %c10 step %c1 iter_args(%arg0 = %t) -> (tensor<?x?xf32>) {
    scf.yield %u : tensor<?x?xf32>
  }
  %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %dim : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @dim_not_preserved(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0) -> (tensor<?x?xf32>) {
// CHECK-NEXT:       scf.yield %arg1 : tensor<?x?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @forall_iv(%A : memref<4xindex>) {
  %c3 = arith.constant 3 : index
  scf.forall (%i) in (%c3) {
    %1 = affine.min affine_map<(d0) -> (d0 * -32 + 100, 32)>(%i)
    memref.store %1, %A[%i] : memref<4xindex>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @forall_iv(%arg0: memref<4xindex>) {
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.forall (%arg1) in (%c3) {
// CHECK-NEXT:       memref.store %c32, %arg0[%arg1] : memref<4xindex>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
