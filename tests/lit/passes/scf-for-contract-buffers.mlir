// RUN: irlite-opt %s -split-input-file -scf-for-contract-buffers | FileCheck %s
// scf-for-contract-buffers (irlite's own pass): a buffer that each iteration of an
// scf.for uses only at row %iv (its first index) becomes one row, reused by every
// iteration; the alloc's attributes and its dealloc follow.

// CHECK-LABEL: func.func @softmax_rows
// CHECK: %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK: scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK: memref.store %{{.*}}, %[[T]][%[[J]]] : memref<16xf32>
// CHECK: scf.for %[[K:.*]] = %c0 to %c16 step %c1 {
// CHECK: memref.load %[[T]][%[[K]]] {nontemporal = true} : memref<16xf32>
// CHECK: memref.dealloc %[[T]] : memref<16xf32>
func.func @softmax_rows(%x: memref<8x16xf32>, %y: memref<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %t = memref.alloc() {alignment = 64 : i64} : memref<8x16xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %e = math.exp %v : f32
      memref.store %e, %t[%i, %j] : memref<8x16xf32>
    }
    scf.for %k = %c0 to %c16 step %c1 {
      %v = memref.load %t[%i, %k] {nontemporal = true} : memref<8x16xf32>
      memref.store %v, %y[%i, %k] : memref<8x16xf32>
    }
  }
  memref.dealloc %t : memref<8x16xf32>
  return
}

// -----

// A batch of rows inside a loop over the batch: both leading dims go (the dynamic size
// operand with the first), one 8-float vector row is left.
// CHECK-LABEL: func.func @batched
// CHECK: %[[D:.*]] = memref.alloc() : memref<8xf32>
// CHECK: vector.store %{{.*}}, %[[D]][%c0] : memref<8xf32>, vector<8xf32>
// CHECK: vector.load %[[D]][%c0] : memref<8xf32>, vector<8xf32>
// CHECK: memref.dealloc %[[D]] : memref<8xf32>
func.func @batched(%x: memref<4x8xf32>, %y: memref<4x8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %d = memref.alloc(%n) : memref<?x4x8xf32>
  scf.for %b = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c4 step %c1 {
      %v = vector.load %x[%i, %c0] : memref<4x8xf32>, vector<8xf32>
      vector.store %v, %d[%b, %i, %c0] : memref<?x4x8xf32>, vector<8xf32>
      %w = vector.load %d[%b, %i, %c0] : memref<?x4x8xf32>, vector<8xf32>
      vector.store %w, %y[%i, %c0] : memref<4x8xf32>, vector<8xf32>
    }
  }
  memref.dealloc %d : memref<?x4x8xf32>
  return
}

// -----

// Left alone: a read after the loop, a row index that is not the induction variable,
// two loops, a view, and a loop whose iterations may run at once around the row loop.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-5: memref.alloc() : memref<4x8xf32>
// CHECK-NOT: memref.alloc() : memref<8xf32>
func.func @kept(%x: memref<4x8xf32>, %j: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %after = memref.alloc() : memref<4x8xf32>
  %shift = memref.alloc() : memref<4x8xf32>
  %two = memref.alloc() : memref<4x8xf32>
  %view = memref.alloc() : memref<4x8xf32>
  %par = memref.alloc() : memref<4x8xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %f, %after[%i, %j] : memref<4x8xf32>
    %i1 = arith.addi %i, %c1 : index
    memref.store %f, %shift[%i1, %j] : memref<4x8xf32>
    %v = memref.load %shift[%i, %j] : memref<4x8xf32>
    memref.store %v, %two[%i, %j] : memref<4x8xf32>
    %s = memref.subview %view[%i, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.store %f, %s[%j] : memref<8xf32, strided<[1], offset: ?>>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %two[%i, %j] : memref<4x8xf32>
    memref.store %v, %x[%i, %j] : memref<4x8xf32>
  }
  scf.parallel (%p) = (%c0) to (%c4) step (%c1) {
    scf.for %i = %c0 to %c4 step %c1 {
      memref.store %f, %par[%i, %p] : memref<4x8xf32>
      %w = memref.load %par[%i, %p] : memref<4x8xf32>
      memref.store %w, %x[%i, %p] : memref<4x8xf32>
    }
    scf.reduce
  }
  %r = memref.load %after[%c0, %j] : memref<4x8xf32>
  return %r : f32
}
