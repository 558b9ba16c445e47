// RUN: irlite-opt %s --split-input-file -canonicalize | FileCheck %s

// The CHECK lines are mlir-opt 19's output: dim of a forall result reads its shared output, constant dynamic bounds become static, single-iteration dimensions drop (all: the body is inlined), a zero-iteration forall gives its outputs, a mapped forall keeps its dimensions, unused or unwritten shared outputs go, a cast shared output is carried static.

func.func @dim_of_forall(%t: tensor<1x5xf32>, %o: tensor<?x?xf32>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%out = %o) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %out[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}

// CHECK: module {
// CHECK-NEXT:   func.func @dim_of_forall(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> index {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT:     return %dim : index
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @constant_bounds(%a: tensor<?x10xf32>, %o: tensor<?x10xf32>) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %d = tensor.dim %a, %c0 : tensor<?x10xf32>
  %r = scf.forall (%i, %j) = (%c0, %c0) to (%d, %c10) step (%c1, %c1) shared_outs(%out = %o) -> (tensor<?x10xf32>) {
    %s = tensor.extract_slice %a[%i, %j] [1, 1] [1, 1] : tensor<?x10xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %out[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
    }
  }
  return %r : tensor<?x10xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @constant_bounds(%arg0: tensor<?x10xf32>, %arg1: tensor<?x10xf32>) -> tensor<?x10xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<?x10xf32>
// CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) in (%dim, 10) shared_outs(%arg4 = %arg1) -> (tensor<?x10xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg3] [1, 1] [1, 1] : tensor<?x10xf32> to tensor<1x1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg4[%arg2, %arg3] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<?x10xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @single_iteration_inlined(%a: tensor<2x3xf32>, %o: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (0, 0) to (1, 1) step (8, 8) shared_outs(%out = %o) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %out[%i, %j] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @single_iteration_inlined(%arg0: tensor<2x3xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %arg0 into %arg1[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<8x8xf32>
// CHECK-NEXT:     return %inserted_slice : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @one_dim_dropped(%a: tensor<8x8xf32>, %o: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (0, 0) to (1, 16) step (8, 8) shared_outs(%out = %o) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %out[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @one_dim_dropped(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) = (0) to (16) step (8) shared_outs(%arg3 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg3[0, %arg2] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @zero_iterations(%a: tensor<8x8xf32>, %o: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (0, %n) to (16, %n) step (8, 8) shared_outs(%out = %o) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %out[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @zero_iterations(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: index) -> tensor<8x8xf32> {
// CHECK-NEXT:     return %arg1 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @mapped_constant_iv(%a: tensor<1x8xf32>, %o: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) in (1, 8) shared_outs(%out = %o) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %out[%i, %j] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r : tensor<8x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @mapped_constant_iv(%arg0: tensor<1x8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2, %arg3) in (1, 8) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg4[%arg2, %arg3] [1, 8] [1, 1] : tensor<1x8xf32> into tensor<8x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:     return %0 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @unused_and_unwritten(%n: index, %a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>) -> tensor<?xf32> {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %a, %y = %b, %z = %c) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %x[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %z[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#1 : tensor<?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @unused_and_unwritten(%arg0: index, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>, %arg3: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg4) in (%arg0) shared_outs(%arg5 = %arg2) -> (tensor<?xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg1[%arg4] [1] [1] : tensor<?xf32> to tensor<1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @forall_cast_output(%in: tensor<1xi32>, %out: tensor<4xi32>) -> tensor<4xi32> {
  %cast = tensor.cast %out : tensor<4xi32> to tensor<?xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %cast) -> tensor<?xi32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %in into %o[%i] [1] [1] : tensor<1xi32> into tensor<?xi32>
    }
  }
  %back = tensor.cast %r : tensor<?xi32> to tensor<4xi32>
  return %back : tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @forall_cast_output(%arg0: tensor<1xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<4xi32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %arg0 into %arg3[%arg2] [1] [1] : tensor<1xi32> into tensor<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
