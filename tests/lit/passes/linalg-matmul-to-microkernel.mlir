// RUN: irlite-opt %s -split-input-file -pass-pipeline='builtin.module(func.func(linalg-matmul-to-microkernel{mr=2 nr-vectors=1 kc=64}),canonicalize,cse)' | FileCheck %s
// linalg-matmul-to-microkernel (irlite's own pass): the packing loop, the cache tile over
// K, the register block (here 2 rows x 1 vector) with its loop-carried accumulators, the
// one-row remainder and the scalar remainder columns; B's packed copy is freed after.

// CHECK-LABEL: func.func @mm
// CHECK: %[[BP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<320xf32>
// packing: B's two full 16-column panels, one vector per k
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c10 step %c1 {
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xf32>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<16xf32>, !llvm.ptr
// the cache tile over K, the panels, the 2-row blocks of rows 0..4
// CHECK: scf.for %[[KC:.*]] = %c0 to %c10 step %c64 {
// CHECK: arith.minui
// CHECK: scf.for %{{.*}} = %c0 to %c2 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c4 step %c2 {
// CHECK: scf.for %{{.*}} = %[[KC]] to %{{.*}} step %c1 iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (vector<16xf32>, vector<16xf32>) {
// CHECK: llvm.insertelement
// CHECK: llvm.shufflevector %{{.*}}, %{{.*}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}})  : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
// CHECK: scf.yield %{{.*}}, %{{.*}} : vector<16xf32>, vector<16xf32>
// the last row (5 = 2 * 2 + 1) with one-row blocks
// CHECK: scf.for %{{.*}} = %c4 to %c5 step %c1 {
// CHECK: iter_args(%{{.*}} = %{{.*}}) -> (vector<16xf32>) {
// the columns 32..34 one by one
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 {
// CHECK: scf.for %{{.*}} = %c32 to %c35 step %c1 {
// CHECK: iter_args(%{{.*}} = %{{.*}}) -> (f32) {
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}})  : (f32, f32, f32) -> f32
// CHECK: memref.dealloc %[[BP]] : memref<320xf32>
// CHECK-NOT: linalg.matmul
func.func @mm(%A: memref<5x10xf32>, %B: memref<10x35xf32>, %C: memref<5x35xf32>) {
  linalg.matmul ins(%A, %B : memref<5x10xf32>, memref<10x35xf32>) outs(%C : memref<5x35xf32>)
  return
}

// -----

// On tensors (before bufferization) nothing happens.
// CHECK-LABEL: func.func @on_tensors
// CHECK: linalg.matmul
func.func @on_tensors(%A: tensor<5x10xf32>, %B: tensor<10x35xf32>, %C: tensor<5x35xf32>) -> tensor<5x35xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<5x10xf32>, tensor<10x35xf32>) outs(%C : tensor<5x35xf32>) -> tensor<5x35xf32>
  return %r : tensor<5x35xf32>
}
