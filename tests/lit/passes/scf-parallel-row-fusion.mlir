// RUN: irlite-opt %s -split-input-file -scf-parallel-row-fusion='block-size=4' | FileCheck %s
// scf-parallel-row-fusion (irlite's own pass): a row reduction of a block's threads (as
// scf-parallel-block-reductions leaves it) and the row tiles that follow it (as
// scf-parallel-loop-tiling{1,T} leaves them) become one nest, a block per row, the tiles
// a loop over column tiles in each thread, a gpu.barrier between the steps.

// CHECK-LABEL: func.func @scale_rows
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%c3) step (%[[ONE:.*]]) {
// CHECK-NEXT: scf.parallel (%[[T:.*]]) = (%{{.*}}) to (%{{.*}}) step (%[[ONE]]) {
// CHECK: gpu.all_reduce add
// CHECK: memref.store %{{.*}}, %[[S:.*]][%[[I]]] : memref<3xf32>
// CHECK: gpu.barrier
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c8 step %c4 {
// CHECK: %[[COL:.*]] = arith.addi %[[T]], %[[J]] : index
// CHECK: memref.load %arg0[%{{.*}}, %[[COL]]] : memref<3x8xf32>
// CHECK: memref.store %{{.*}}, %arg1[%{{.*}}, %[[COL]]] : memref<3x8xf32>
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @scale_rows(%x: memref<3x8xf32>, %y: memref<3x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c4) step (%c1) {
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        memref.store %zero, %s[%i] : memref<3xf32>
      }
      %p = scf.for %j = %t to %c8 step %c4 iter_args(%a = %zero) -> (f32) {
        %v = memref.load %x[%i, %j] : memref<3x8xf32>
        %n = arith.addf %v, %a : f32
        scf.yield %n : f32
      }
      %tot = gpu.all_reduce add %p uniform {} : (f32) -> f32
      scf.if %first {
        %old = memref.load %s[%i] : memref<3xf32>
        %new = arith.addf %tot, %old : f32
        memref.store %new, %s[%i] : memref<3xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  %c1b = arith.constant 1 : index
  scf.parallel (%r, %ct) = (%c0, %c0) to (%c3, %c8) step (%c1b, %c4) {
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1b, %c4) step (%c1, %c1) {
      %row = arith.addi %a, %r : index
      %col = arith.addi %b, %ct : index
      %v = memref.load %x[%row, %col] : memref<3x8xf32>
      %d = memref.load %s[%row] : memref<3xf32>
      %q = arith.divf %v, %d : f32
      memref.store %q, %y[%row, %col] : memref<3x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %s : memref<3xf32>
  return
}

// -----

// The tile nest reads the sums of row 0 in every row: block i would read what block 0
// writes, so the nests stay apart.
// CHECK-LABEL: func.func @other_row
// CHECK-COUNT-2: scf.parallel (%{{[^)]*}}) = (%c0
// CHECK-NOT: gpu.barrier
func.func @other_row(%x: memref<3x8xf32>, %y: memref<3x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c4) step (%c1) {
      %p = scf.for %j = %t to %c8 step %c4 iter_args(%a = %zero) -> (f32) {
        %v = memref.load %x[%i, %j] : memref<3x8xf32>
        %n = arith.addf %v, %a : f32
        scf.yield %n : f32
      }
      %tot = gpu.all_reduce add %p uniform {} : (f32) -> f32
      memref.store %tot, %s[%i] : memref<3xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%r, %ct) = (%c0, %c0) to (%c3, %c8) step (%c1, %c4) {
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
      %row = arith.addi %a, %r : index
      %col = arith.addi %b, %ct : index
      %v = memref.load %x[%row, %col] : memref<3x8xf32>
      %d = memref.load %s[%c0] : memref<3xf32>
      %q = arith.divf %v, %d : f32
      memref.store %q, %y[%row, %col] : memref<3x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %s : memref<3xf32>
  return
}

// -----

// With shared-bytes, an intermediate that the merged nest uses only at its row becomes a
// row of workgroup memory per block (an alloca at the start of the block's body); the
// global buffer and its dealloc go.
// RUN: irlite-opt %s -split-input-file -scf-parallel-row-fusion='block-size=4 shared-bytes=1024' | FileCheck %s --check-prefix=SHARED
// CHECK-LABEL: func.func @exp_rows
// CHECK: memref.alloc() : memref<3x8xf32>
// SHARED-LABEL: func.func @exp_rows
// SHARED-NOT: memref.alloc() : memref<3x8xf32>
// SHARED: scf.parallel (%[[I:.*]]) = (%c0) to (%c3)
// SHARED-NEXT: %[[ROW:.*]] = memref.alloca() : memref<8xf32, #gpu.address_space<workgroup>>
// SHARED: memref.store %{{.*}}, %[[ROW]][%[[COL:.*]]] : memref<8xf32, #gpu.address_space<workgroup>>
// SHARED: gpu.barrier
// SHARED: memref.load %[[ROW]][%[[COL2:.*]]] : memref<8xf32, #gpu.address_space<workgroup>>
// SHARED-NOT: memref.dealloc %{{.*}} : memref<3x8xf32>
// SHARED: return
func.func @exp_rows(%x: memref<3x8xf32>, %y: memref<3x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<3xf32>
  %e = memref.alloc() : memref<3x8xf32>
  scf.parallel (%r, %ct) = (%c0, %c0) to (%c3, %c8) step (%c1, %c4) {
    scf.parallel (%a, %b) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
      %row = arith.addi %a, %r : index
      %col = arith.addi %b, %ct : index
      %v = memref.load %x[%row, %col] : memref<3x8xf32>
      %w = math.exp %v : f32
      memref.store %w, %e[%row, %col] : memref<3x8xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c4) step (%c1) {
      %p = scf.for %j = %t to %c8 step %c4 iter_args(%a = %zero) -> (f32) {
        %v = memref.load %e[%i, %j] : memref<3x8xf32>
        %n = arith.addf %v, %a : f32
        scf.yield %n : f32
      }
      %tot = gpu.all_reduce add %p uniform {} : (f32) -> f32
      memref.store %tot, %s[%i] : memref<3xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %e : memref<3x8xf32>
  memref.dealloc %s : memref<3xf32>
  return
}
