// RUN: irlite-opt %s -split-input-file -scf-for-loop-fusion | FileCheck %s
// scf-for-loop-fusion (irlite's own pass): adjacent loops over the same range whose
// conflicting accesses are all row i of the same buffers run as one loop, the first body
// then the second; allocations between them move above.

// The rows of a max, an exp-like step and a division, as convert-linalg-to-loops writes
// them: one loop. The input argument is only read; %m and %e are allocations. Inside it,
// the max's inner loop writes %m[i] in every iteration, so it stays apart from the next
// one; the exp-like step and the division touch element (i, j) of %e in iteration j of
// both, so their inner loops fuse too.
// CHECK-LABEL: func.func @rows
// CHECK: %[[M:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %[[E:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-NEXT: %[[O:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[M]][%[[I]]]
// CHECK-NEXT: scf.for
// CHECK: memref.store %{{.*}}, %[[M]][%[[I]]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK: memref.store %{{.*}}, %[[E]][%[[I]], %[[J]]]
// CHECK-NEXT: memref.load %[[E]][%[[I]], %[[J]]]
// CHECK: memref.store %{{.*}}, %[[O]][%[[I]], %[[J]]]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: scf.for
// CHECK: return %[[O]]
func.func @rows(%x: memref<8x16xf32>) -> memref<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %ninf = arith.constant 0xFF800000 : f32
  %m = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %ninf, %m[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %a = memref.load %m[%i] : memref<8xf32>
      %r = arith.maxnumf %v, %a : f32
      memref.store %r, %m[%i] : memref<8xf32>
    }
  }
  %e = memref.alloc() : memref<8x16xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %a = memref.load %m[%i] : memref<8xf32>
      %d = arith.subf %v, %a : f32
      memref.store %d, %e[%i, %j] : memref<8x16xf32>
    }
  }
  %o = memref.alloc() : memref<8x16xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %e[%i, %j] : memref<8x16xf32>
      %a = memref.load %m[%i] : memref<8xf32>
      %d = arith.divf %v, %a : f32
      memref.store %d, %o[%i, %j] : memref<8x16xf32>
    }
  }
  memref.dealloc %e : memref<8x16xf32>
  return %o : memref<8x16xf32>
}

// -----

// Row i of the second loop reads row i + 1 of what the first writes; the third writes an
// argument that may be the one the second writes; a dealloc stands between the third
// and the fourth: nothing is fused.
// CHECK-LABEL: func.func @kept_apart
// CHECK-COUNT-4: scf.for %{{.*}} = %c0 to %c4 step %c1 {
// CHECK-NOT: scf.for
func.func @kept_apart(%x: memref<8xf32>, %y: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %t = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %t[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %i1 = arith.addi %i, %c1 : index
    %v = memref.load %t[%i1] : memref<8xf32>
    memref.store %v, %x[%i] : memref<8xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %t[%i] : memref<8xf32>
    memref.store %v, %y[%i] : memref<8xf32>
  }
  memref.dealloc %t : memref<8xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %f, %y[%i] : memref<8xf32>
  }
  return
}

// -----

// Loops that carry values fuse: the fused loop carries the first's, then the second's,
// and the load of the second's initial value (of memory the first does not write) moves
// above the first.
// CHECK-LABEL: func.func @carried
// CHECK: %[[S0:.*]] = memref.load %{{.*}}[%c0] : memref<1xf32>
// CHECK-NEXT: %[[R:.*]]:2 = scf.for %[[J:.*]] = %c0 to %c16 step %c1 iter_args(%[[A:.*]] = %{{.*}}, %[[B:.*]] = %[[S0]]) -> (f32, f32) {
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[J]]] : memref<16xf32>
// CHECK-NEXT: %[[N:.*]] = arith.mulf %[[A]], %{{.*}} : f32
// CHECK-NEXT: %[[W:.*]] = memref.load %{{.*}}[%[[J]]] : memref<16xf32>
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[W]], %[[B]] : f32
// CHECK-NEXT: scf.yield %[[N]], %[[T]] : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : f32, f32
func.func @carried(%x: memref<16xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %e = memref.alloc() : memref<16xf32>
  %s = memref.alloc() : memref<1xf32>
  memref.store %one, %s[%c0] : memref<1xf32>
  %p = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %one) -> (f32) {
    %v = memref.load %x[%j] : memref<16xf32>
    %d = arith.mulf %v, %v : f32
    memref.store %d, %e[%j] : memref<16xf32>
    %n = arith.mulf %acc, %v : f32
    scf.yield %n : f32
  }
  %s0 = memref.load %s[%c0] : memref<1xf32>
  %q = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %s0) -> (f32) {
    %w = memref.load %e[%j] : memref<16xf32>
    %t = arith.addf %w, %acc : f32
    scf.yield %t : f32
  }
  return %p, %q : f32, f32
}

// -----

// A load between the first two loops reads memory the first writes, and the third
// starts from the second's result: nothing is fused.
// CHECK-LABEL: func.func @carried_apart
// CHECK-COUNT-3: scf.for %{{.*}} = %c0 to %c16 step %c1 iter_args
// CHECK-NOT: scf.for
func.func @carried_apart(%x: memref<16xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %e = memref.alloc() : memref<16xf32>
  %p = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %x[%j] : memref<16xf32>
    memref.store %v, %e[%j] : memref<16xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  %e0 = memref.load %e[%c0] : memref<16xf32>
  %q = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %e0) -> (f32) {
    %w = memref.load %x[%j] : memref<16xf32>
    %t = arith.maxnumf %w, %acc : f32
    scf.yield %t : f32
  }
  %r = scf.for %j = %c0 to %c16 step %c1 iter_args(%acc = %q) -> (f32) {
    %w = memref.load %x[%j] : memref<16xf32>
    %t = arith.addf %w, %acc : f32
    scf.yield %t : f32
  }
  return %p, %r : f32, f32
}
