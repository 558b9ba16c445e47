// RUN: irlite-opt %s -split-input-file -scf-parallel-coarsen-threads='elements=4 block-size=4' | FileCheck %s
// scf-parallel-coarsen-threads (irlite's own pass): each thread of a row kernel takes
// four consecutive columns per step (the loads of the four side by side, which LLVM
// merges into one 128-bit load), and the buffers read so are assumed 16-byte aligned.

// A thread's reduction loop over a row of 16: from 4 * %t, step 16, the four loads side
// by side, then the four combines in order.
// CHECK-LABEL: func.func @row_sum
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK-NEXT: memref.assume_alignment %arg0, 16 : memref<3x16xf32>
// CHECK: scf.parallel (%[[T:.*]]) =
// CHECK: %[[T4:.*]] = arith.muli %[[T]], %c4{{.*}} : index
// CHECK-NEXT: %[[LB:.*]] = arith.addi %c0, %[[T4]] : index
// CHECK: %{{.*}} = scf.for %[[J:.*]] = %[[LB]] to %c16 step %c16{{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (f32) {
// CHECK: %[[J1:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK: %[[V0:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<3x16xf32>
// CHECK-NEXT: %[[V1:.*]] = memref.load %arg0[%[[I]], %[[J1]]] : memref<3x16xf32>
// CHECK-NEXT: memref.load
// CHECK-NEXT: memref.load
// CHECK-NEXT: %[[S0:.*]] = arith.addf %[[V0]], %[[A]] : f32
// CHECK-NEXT: %[[S1:.*]] = arith.addf %[[V1]], %[[S0]] : f32
// CHECK-NEXT: %[[S2:.*]] = arith.addf %{{.*}}, %[[S1]] : f32
// CHECK-NEXT: %[[S3:.*]] = arith.addf %{{.*}}, %[[S2]] : f32
// CHECK-NEXT: scf.yield %[[S3]] : f32
func.func @row_sum(%x: memref<3x16xf32>, %s: memref<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c4) step (%c1) {
      %t1 = arith.muli %t, %c1 : index
      %lb = arith.addi %c0, %t1 : index
      %p = scf.for %j = %lb to %c16 step %c4 iter_args(%a = %zero) -> (f32) {
        %v = memref.load %x[%i, %j] : memref<3x16xf32>
        %n = arith.addf %v, %a : f32
        scf.yield %n : f32
      }
      %tot = gpu.all_reduce add %p uniform {} : (f32) -> f32
      memref.store %tot, %s[%i] : memref<3xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// An elementwise tile nest over 16 columns: the column step becomes 16, the inner body
// four times, at 4 * %b + k, the loads first.
// CHECK-LABEL: func.func @scale
// CHECK: scf.parallel (%[[R:.*]], %[[C:.*]]) = (%c0, %c0) to (%c3, %c16) step (%c1, %{{.*}}) {
// CHECK-NEXT: memref.assume_alignment %arg0, 16
// CHECK-NEXT: memref.assume_alignment %arg1, 16
// CHECK: scf.parallel (%[[A:.*]], %[[B:.*]]) =
// CHECK-COUNT-4: memref.load %arg0
// CHECK-COUNT-4: arith.mulf
// CHECK-COUNT-4: memref.store
// CHECK-NEXT: scf.reduce
// CHECK-NOT: memref.load
func.func @scale(%x: memref<3x16xf32>, %y: memref<3x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%r, %ct) = (%c0, %c0) to (%c3, %c16) step (%c1, %c4) {
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
      %row = arith.addi %a, %r : index
      %col = arith.addi %b, %ct : index
      %v = memref.load %x[%row, %col] : memref<3x16xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %y[%row, %col] : memref<3x16xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Rows of 12 columns are not whole stretches of 16: left alone.
// CHECK-LABEL: func.func @short
// CHECK-NOT: assume_alignment
// CHECK: step (%c1, %c4)
func.func @short(%x: memref<3x12xf32>, %y: memref<3x12xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %two = arith.constant 2.0 : f32
  scf.parallel (%r, %ct) = (%c0, %c0) to (%c3, %c12) step (%c1, %c4) {
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
      %row = arith.addi %a, %r : index
      %col = arith.addi %b, %ct : index
      %v = memref.load %x[%row, %col] : memref<3x12xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %y[%row, %col] : memref<3x12xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}
