// RUN: irlite-opt %s -split-input-file -scf-for-row-prefetch | FileCheck %s
// scf-for-row-prefetch (irlite's own pass): a row loop whose inner loops read an input
// row more than once prefetches the next row (clamped to the last) in the busiest inner
// loop that reads it, one memref.prefetch per 64-byte line of a step.

// The max loop and the exp loop both read row i of %x: the exp loop (the busier of the
// two readers) prefetches row min(i + 1, 4) at both 16-float lines of its 32-float step.
// CHECK-LABEL: func.func @rows
// CHECK: scf.for %[[I:.*]] = %c0 to %c5 step %c1 {
// CHECK: %[[NEXT:.*]] = arith.addi %[[I]], %c1 : index
// CHECK-NEXT: %[[LAST:.*]] = arith.subi %c5, %{{.*}} : index
// CHECK-NEXT: %[[ROW:.*]] = arith.minsi %[[NEXT]], %[[LAST]] : index
// CHECK-NEXT: scf.for
// CHECK-NOT: memref.prefetch
// CHECK: vector.reduction
// CHECK: scf.for %[[J:.*]] = %c0 to %c64 step %c32 {
// CHECK-NEXT: memref.prefetch %arg0[%[[ROW]], %[[J]]], read, locality<3>, data : memref<5x64xf32>
// CHECK-NEXT: %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT: %[[J16:.*]] = arith.addi %[[J]], %[[C16]] : index
// CHECK-NEXT: memref.prefetch %arg0[%[[ROW]], %[[J16]]], read, locality<3>, data : memref<5x64xf32>
// CHECK-NEXT: vector.load %arg0[%[[I]], %[[J]]]
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @rows(%x: memref<5x64xf32> {llvm.noalias}, %o: memref<5x64xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c0f = arith.constant 0.0 : f32
  %z = vector.broadcast %c0f : f32 to vector<32xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    %a = scf.for %j = %c0 to %c64 step %c32 iter_args(%acc = %z) -> (vector<32xf32>) {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      %t = arith.maxnumf %v, %acc : vector<32xf32>
      scf.yield %t : vector<32xf32>
    }
    %m = vector.reduction <maxnumf>, %a : vector<32xf32> into f32
    %mb = vector.broadcast %m : f32 to vector<32xf32>
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      %d = arith.subf %v, %mb : vector<32xf32>
      %e = math.exp %d : vector<32xf32>
      %f = arith.mulf %e, %e : vector<32xf32>
      vector.store %f, %o[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
  }
  return
}

// -----

// The rows are written in place: nothing to prefetch ahead of.
// CHECK-LABEL: func.func @written
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @written(%x: memref<5x64xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      %f = arith.mulf %v, %v : vector<32xf32>
      vector.store %f, %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      %f = arith.addf %v, %v : vector<32xf32>
      vector.store %f, %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
  }
  return
}

// -----

// Each buffer's row is read by one inner loop only (the hardware prefetcher follows it).
// CHECK-LABEL: func.func @once
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @once(%x: memref<5x64xf32>, %o: memref<5x64xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      vector.store %v, %o[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %o[%i, %j] : memref<5x64xf32>, vector<32xf32>
      %f = arith.addf %v, %v : vector<32xf32>
      vector.store %f, %o[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
  }
  return
}

// -----

// The busiest inner loop is a scalar one over another buffer: the prefetch goes into the
// busier of the two vector loops that read %x (a per-element prefetch would cost more than
// it saves, and that loop's columns are not %x's).
// CHECK-LABEL: func.func @scalar_busiest
// CHECK: scf.for %{{.*}} = %c0 to %c64 step %c32 {
// CHECK-NOT: memref.prefetch
// CHECK: scf.for %[[J:.*]] = %c0 to %c64 step %c32 {
// CHECK-NEXT: memref.prefetch %arg0[%{{.*}}, %[[J]]]
// CHECK: scf.for %{{.*}} = %c0 to %c3 step %c1 {
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @scalar_busiest(%x: memref<5x64xf32> {llvm.noalias}, %o: memref<5x64xf32> {llvm.noalias}, %s: memref<5x3xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %c32 = arith.constant 32 : index
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      vector.store %v, %o[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
    scf.for %j = %c0 to %c64 step %c32 {
      %v = vector.load %x[%i, %j] : memref<5x64xf32>, vector<32xf32>
      %w = arith.mulf %v, %v : vector<32xf32>
      %u = arith.addf %w, %v : vector<32xf32>
      vector.store %u, %o[%i, %j] : memref<5x64xf32>, vector<32xf32>
    }
    scf.for %k = %c0 to %c3 step %c1 {
      %a = memref.load %s[%i, %k] : memref<5x3xf32>
      %b = arith.mulf %a, %a : f32
      %c = arith.addf %b, %a : f32
      %d = arith.mulf %c, %b : f32
      %e = arith.addf %d, %c : f32
      %f = arith.mulf %e, %e : f32
      memref.store %f, %s[%i, %k] : memref<5x3xf32>
    }
  }
  return
}
