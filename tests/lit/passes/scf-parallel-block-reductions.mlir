// RUN: irlite-opt %s -split-input-file -scf-parallel-block-reductions=block-size=64 | FileCheck %s
// scf-parallel-block-reductions (irlite's own pass): a row reduction in a tile of one
// iteration (what scf-parallel-loop-tiling makes of convert-linalg-to-parallel-loops'
// reductions) is reduced by block-size threads, each over a strided part of the row,
// then one uniform gpu.all_reduce; the first thread combines the total into the cell.

// CHECK-LABEL: func.func @rowmax
// CHECK: %[[T:.*]] = arith.constant 64 : index
// CHECK-NEXT: scf.parallel (%[[R:.*]]) = (%c0) to (%c8) step (%c1) {
// CHECK-NEXT: scf.parallel (%[[TID:.*]]) = (%c0) to (%[[T]]) step (%c1) {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[TID]], %[[Z]] : index
// CHECK-NEXT: %[[I:.*]] = arith.addi %c0, %[[R]] : index
// CHECK-NEXT: %[[OFF:.*]] = arith.muli %[[TID]], %c1 : index
// CHECK-NEXT: %[[START:.*]] = arith.addi %c0, %[[OFF]] : index
// CHECK: %[[STRIDE:.*]] = arith.muli %c1, %{{.*}} : index
// CHECK-NEXT: %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %[[P:.*]] = scf.for %[[J:.*]] = %[[START]] to %c100 step %[[STRIDE]] iter_args(%[[ACC:.*]] = %[[NAN]]) -> (f32) {
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT: %[[M:.*]] = arith.maxnumf %[[V]], %[[ACC]] : f32
// CHECK-NEXT: scf.yield %[[M]] : f32
// CHECK: %[[TOT:.*]] = gpu.all_reduce  maxnumf %[[P]] uniform
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[CUR:.*]] = memref.load %arg1[%[[I]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.maxnumf %[[TOT]], %[[CUR]] : f32
// CHECK-NEXT: memref.store %[[NEW]], %arg1[%[[I]]]
func.func @rowmax(%x: memref<8x100xf32>, %out: memref<8xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%r) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {
      %i = arith.addi %t, %r : index
      scf.for %j = %c0 to %c100 step %c1 {
        %v = memref.load %x[%i, %j] : memref<8x100xf32>
        %a = memref.load %out[%i] : memref<8xf32>
        %m = arith.maxnumf %v, %a : f32
        memref.store %m, %out[%i] : memref<8xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// The loop also stores the row elsewhere (and the cell may alias the input): left alone.
// CHECK-LABEL: func.func @two_stores
// CHECK-NOT: gpu.all_reduce
// CHECK: return
func.func @two_stores(%x: memref<8x100xf32>, %out: memref<8xf32>, %o2: memref<8x100xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%r) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {
      %i = arith.addi %t, %r : index
      scf.for %j = %c0 to %c100 step %c1 {
        %v = memref.load %x[%i, %j] : memref<8x100xf32>
        %a = memref.load %out[%i] : memref<8xf32>
        %m = arith.addf %v, %a : f32
        memref.store %m, %out[%i] : memref<8xf32>
        memref.store %v, %o2[%i, %j] : memref<8x100xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// Two reductions over the same rows fused with their fills (scf-parallel-loop-fusion):
// the first thread initializes each cell, each loop gets its own all-reduce.
// CHECK-LABEL: func.func @fused
// CHECK: scf.parallel
// CHECK-NEXT: scf.parallel (%[[TID:.*]]) = (%c0) to (%{{.*}}) step (%c1) {
// CHECK: %[[F:.*]] = arith.cmpi eq, %[[TID]], %{{.*}} : index
// CHECK: scf.if %[[F]] {
// CHECK-NEXT: memref.store %cst, %arg1
// CHECK: scf.if %[[F]] {
// CHECK-NEXT: memref.store %cst_0, %arg2
// CHECK: gpu.all_reduce  add
// CHECK: gpu.all_reduce  minimumf
func.func @fused(%x: memref<8x100xf32>, %s: memref<8xf32> {llvm.noalias}, %m: memref<8xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  scf.parallel (%r) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {
      %i = arith.addi %t, %r : index
      memref.store %z, %s[%i] : memref<8xf32>
      memref.store %inf, %m[%i] : memref<8xf32>
      scf.for %j = %c0 to %c100 step %c1 {
        %v = memref.load %x[%i, %j] : memref<8x100xf32>
        %a = memref.load %s[%i] : memref<8xf32>
        %n = arith.addf %v, %a : f32
        memref.store %n, %s[%i] : memref<8xf32>
      }
      scf.for %j = %c0 to %c100 step %c1 {
        %v = memref.load %x[%i, %j] : memref<8x100xf32>
        %a = memref.load %m[%i] : memref<8xf32>
        %n = arith.minimumf %v, %a : f32
        memref.store %n, %m[%i] : memref<8xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// -----

// A full reduction of 2048 elements (at least 2 x 64 x 8): 4 blocks of 64 threads reduce
// strided shares (global thread g from g, step 256) into memref<4xf32> partials, thread
// 0 of each block storing its block's total; then one subgroup (a row of 4 is short)
// reduces the 4 partials into the cell.
// CHECK-LABEL: func.func @total
// CHECK: %[[P:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.parallel (%[[B:.*]]) = (%c0{{.*}}) to (%c4{{.*}}) step
// CHECK-NEXT: scf.parallel (%[[T:.*]]) = (%c0{{.*}}) to (%c64{{.*}}) step
// CHECK: %[[G0:.*]] = arith.muli %[[B]], %c64{{.*}} : index
// CHECK-NEXT: %[[G:.*]] = arith.addi %[[G0]], %[[T]] : index
// CHECK: scf.for %{{.*}} = %{{.*}} to %c2048 step %{{.*}} iter_args
// CHECK: gpu.all_reduce add
// CHECK: memref.store %{{.*}}, %[[P]][%[[B]]] : memref<4xf32>
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %c4{{.*}} step %{{.*}} iter_args
// CHECK-NEXT: memref.load %[[P]][%[[K]]] : memref<4xf32>
// CHECK: gpu.subgroup_reduce add
// CHECK: memref.dealloc %[[P]] : memref<4xf32>
func.func @total(%x: memref<2048xf32>, %out: memref<f32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2048 = arith.constant 2048 : index
  scf.for %j = %c0 to %c2048 step %c1 {
    %v = memref.load %x[%j] : memref<2048xf32>
    %a = memref.load %out[] : memref<f32>
    %n = arith.addf %v, %a : f32
    memref.store %n, %out[] : memref<f32>
  }
  return
}

// -----

// Rows of 40 (at most 64): a subgroup per row, 64 / 32 = 2 rows per block: the row loop
// steps by 2, the tile is (32 lanes) x (2 rows), lanes as thread x; a row past the end
// (5 rows) is skipped by its subgroup; gpu.subgroup_reduce, no block all-reduce.
// CHECK-LABEL: func.func @short_rows
// CHECK: scf.parallel (%[[R:.*]]) = (%c0) to (%c5) step (%[[TWO:.*]]) {
// CHECK-NEXT: scf.parallel (%[[L:.*]], %[[Y:.*]]) = (%{{.*}}, %{{.*}}) to (%c32{{.*}}, %[[TWO]]) step
// CHECK: %[[ROW:.*]] = arith.addi %[[Y]], %[[R]] : index
// CHECK-NEXT: %[[IN:.*]] = arith.cmpi ult, %[[ROW]], %c5 : index
// CHECK-NEXT: scf.if %[[IN]] {
// CHECK: gpu.subgroup_reduce maxnumf
// CHECK-NOT: gpu.all_reduce
// CHECK: return
func.func @short_rows(%x: memref<5x40xf32>, %out: memref<5xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c40 = arith.constant 40 : index
  scf.parallel (%r) = (%c0) to (%c5) step (%c1) {
    scf.parallel (%t) = (%c0) to (%c1) step (%c1) {
      %i = arith.addi %t, %r : index
      scf.for %j = %c0 to %c40 step %c1 {
        %v = memref.load %x[%i, %j] : memref<5x40xf32>
        %a = memref.load %out[%i] : memref<5xf32>
        %n = arith.maxnumf %v, %a : f32
        memref.store %n, %out[%i] : memref<5xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
