// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s
// More memref/tensor ops; CHECK lines are mlir-opt 19's output (see tests/gen/test_memref_tensor.py).

func.func @x(%t: tensor<4xi32>, %s: tensor<1xindex>, %m: memref<4xf32, 1>, %d: index, %a: tensor<2x3xf32>, %b: tensor<2x4xf32>, %r: memref<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>
  %1 = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<1xindex>) -> tensor<?xi32>
  %2 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %3 = memref.extract_aligned_pointer_as_index %m : memref<4xf32, 1> -> index
  %4 = memref.realloc %r : memref<4xf32> to memref<8xf32>
  %5 = memref.realloc %r(%d) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>
  %6 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  return
}
func.func @p(%t: tensor<4x?xf32>, %d: index, %v: f32) {
  %0 = tensor.pad %t low[0, %d] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<5x?xf32>
  %1 = tensor.pad %t nofold low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } {x} : tensor<4x?xf32> to tensor<6x?xf32>
  return
}
func.func @x3(%m: memref<10xf32>, %i: index, %q: memref<400x400xi32>, %t: tensor<8xf32>, %s: tensor<2xf32>) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%cur : f32):
    %c1 = arith.constant 1.0 : f32
    %inc = arith.addf %c1, %cur : f32
    memref.atomic_yield %inc : f32
  }
  memref.prefetch %q[%i, %i], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %q[%i, %i], write, locality<0>, instr :  memref<400x400xi32>
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @x(%arg0: tensor<4xi32>, %arg1: tensor<1xindex>, %arg2: memref<4xf32, 1>, %arg3: index, %arg4: tensor<2x3xf32>, %arg5: tensor<2x4xf32>, %arg6: memref<4xf32>) {
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xui32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<4xi32>, tensor<1xindex>) -> tensor<?xi32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg2 : memref<4xf32, 1> to memref<4xf32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32, 1> -> index
// CHECK-NEXT: %1 = memref.realloc %arg6 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: %2 = memref.realloc %arg6(%arg3) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %concat = tensor.concat dim(1) %arg4, %arg5 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @p(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[0, %arg1] high[1, 2] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<5x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[1, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } {x} : tensor<4x?xf32> to tensor<6x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @x3(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<400x400xi32>, %arg3: tensor<8xf32>, %arg4: tensor<2xf32>) {
// CHECK-NEXT: %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = arith.addf %cst, %arg5 : f32
// CHECK-NEXT: memref.atomic_yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.prefetch %arg2[%arg1, %arg1], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT: memref.prefetch %arg2[%arg1, %arg1], write, locality<0>, instr : memref<400x400xi32>
// CHECK-NEXT: %1 = scf.forall (%arg5) in (4) shared_outs(%arg6 = %arg3) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %arg4 into %arg6[%arg5] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
