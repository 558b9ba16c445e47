// RUN: irlite-opt %s -split-input-file -scf-for-loop-fusion | FileCheck %s
// scf-for-loop-fusion (irlite's own pass): adjacent loops over the same range whose
// conflicting accesses are all row i of the same buffers run as one loop, the first body
// then the second; allocations between them move above.

// The rows of a max, an exp-like step and a division, as convert-linalg-to-loops writes
// them: one loop. The input argument is only read; %m and %e are allocations.
// CHECK-LABEL: func.func @rows
// CHECK: %[[M:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %[[E:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-NEXT: %[[O:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[M]][%[[I]]]
// CHECK-NEXT: scf.for
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[E]][%[[I]], %{{.*}}]
// CHECK: scf.for
// CHECK: memref.store %{{.*}}, %[[O]][%[[I]], %{{.*}}]
// CHECK-NOT: scf.for %{{.*}} = %c0 to %c8
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
