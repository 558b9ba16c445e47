// RUN: irlite-opt %s -split-input-file -promote-loop-accumulators | FileCheck %s
// promote-loop-accumulators (irlite's own pass): a cell an scf.for loads and stores
// back at loop-invariant indices becomes an iter_arg, loaded before the loop and stored
// after it, when nothing else in the loop may touch its buffer.

// The row sum convert-linalg-to-loops writes: the output is an allocation, so the input
// argument cannot alias it; the cell climbs out of the inner loop only (the outer one
// indexes it).
// CHECK-LABEL: func.func @row_sum
// CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[A0:.*]] = memref.load %alloc[%[[I]]] : memref<8xf32>
// CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} = %c0 to %c16 step %c1 iter_args(%[[ACC:.*]] = %[[A0]]) -> (f32) {
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[V]], %[[ACC]] : f32
// CHECK-NEXT: scf.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %[[R]], %alloc[%[[I]]] : memref<8xf32>
func.func @row_sum(%x: memref<8x16xf32>) -> memref<8xf32> {
  %o = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %a = memref.load %o[%i] : memref<8xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %o[%i] : memref<8xf32>
    }
  }
  return %o : memref<8xf32>
}

// -----

// A scalar cell climbs both loops; the loop's own results are kept.
// CHECK-LABEL: func.func @total
// CHECK: %[[A0:.*]] = memref.load %alloc[] : memref<f32>
// CHECK-NEXT: %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%{{.*}} = %{{.*}}, %[[ACC:.*]] = %[[A0]]) -> (index, f32) {
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ACC]]) -> (f32) {
// CHECK: memref.store %[[R]]#1, %alloc[] : memref<f32>
// CHECK: return %alloc, %[[R]]#0
func.func @total(%x: memref<8x16xf32>) -> (memref<f32>, index) {
  %o = memref.alloc() : memref<f32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %n = scf.for %i = %c0 to %c8 step %c1 iter_args(%k = %c0) -> (index) {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %a = memref.load %o[] : memref<f32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %o[] : memref<f32>
    }
    %k1 = arith.addi %k, %c1 : index
    scf.yield %k1 : index
  }
  return %o, %n : memref<f32>, index
}

// -----

// Two arguments may be the same buffer: left alone.
// CHECK-LABEL: func.func @may_alias
// CHECK-NOT: iter_args
func.func @may_alias(%x: memref<8x16xf32>, %o: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %a = memref.load %o[%i] : memref<8xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %o[%i] : memref<8xf32>
    }
  }
  return
}

// -----

// An argument marked llvm.noalias shares no written memory with the other arguments
// (LLVM's noalias, as the dispatch kernels' are): the cell is promoted.
// CHECK-LABEL: func.func @noalias_output
// CHECK: %[[A0:.*]] = memref.load %arg1[%{{.*}}] : memref<8xf32>
// CHECK-NEXT: %[[R:.*]] = scf.for %{{.*}} iter_args(%{{.*}} = %[[A0]]) -> (f32) {
// CHECK: memref.store %[[R]], %arg1[%{{.*}}] : memref<8xf32>
func.func @noalias_output(%x: memref<8x16xf32>, %o: memref<8xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %a = memref.load %o[%i] : memref<8xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %o[%i] : memref<8xf32>
    }
  }
  return
}

// -----

// Another access to the same buffer (a view of it), a store under a condition, an op
// with unknown effects: left alone.
// CHECK-LABEL: func.func @blocked
// CHECK-NOT: iter_args
func.func @blocked(%x: memref<16xf32>, %c: i1) -> memref<8xf32> {
  %o = memref.alloc() : memref<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %view = memref.subview %o[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  scf.for %j = %c0 to %c16 step %c1 {
    %v = memref.load %x[%j] : memref<16xf32>
    %a = memref.load %o[%c0] : memref<8xf32>
    %s = arith.addf %v, %a : f32
    memref.store %s, %o[%c0] : memref<8xf32>
    memref.store %v, %view[%c1] : memref<4xf32, strided<[1]>>
  }
  scf.for %j = %c0 to %c16 step %c1 {
    %a = memref.load %o[%c1] : memref<8xf32>
    scf.if %c {
      memref.store %a, %o[%c1] : memref<8xf32>
    }
  }
  scf.for %j = %c0 to %c16 step %c1 {
    %a = memref.load %o[%c1] : memref<8xf32>
    func.call @g() : () -> ()
    memref.store %a, %o[%c1] : memref<8xf32>
  }
  return %o : memref<8xf32>
}
func.func private @g()

// -----

// A cell the loop only reads is loaded once before it (then loop-invariant-code-motion can
// hoist what is computed from it); one the loop also writes through an alias stays.
// CHECK-LABEL: func.func @read_only_cells
// CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[V:.*]] = memref.load %arg1[%[[I]]] : memref<8xf32>
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c16 step %c1 {
// CHECK-NEXT: %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[X]], %[[V]] : f32
// CHECK-NEXT: memref.store %[[S]], %alloc[%[[I]], %[[J]]] : memref<8x16xf32>
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NEXT: memref.load %alloc[%{{.*}}, %c0] : memref<8x16xf32>
func.func @read_only_cells(%x: memref<8x16xf32>, %v: memref<8xf32>) -> memref<8x16xf32> {
  %o = memref.alloc() : memref<8x16xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %a = memref.load %x[%i, %j] : memref<8x16xf32>
      %s = memref.load %v[%i] : memref<8xf32>
      %p = arith.mulf %a, %s : f32
      memref.store %p, %o[%i, %j] : memref<8x16xf32>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c16 step %c1 {
      %s = memref.load %o[%i, %c0] : memref<8x16xf32>
      memref.store %s, %o[%i, %j] : memref<8x16xf32>
    }
  }
  return %o : memref<8x16xf32>
}

// -----

// A loop that may not run (dynamic bounds) whose cell's index is not an enclosing
// loop's induction variable: loading it before the loop could read out of bounds, so it
// is left alone; indexed by the enclosing loop's variable, it is promoted.
// CHECK-LABEL: func.func @maybe_empty
// CHECK: scf.for %{{.*}} = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.load %arg0
// CHECK-NEXT: memref.load %alloc[%arg2]
// CHECK: scf.for %[[I:.*]] = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %[[A:.*]] = memref.load %alloc[%[[I]]]
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %arg1 step %c1 iter_args(%{{.*}} = %[[A]]) -> (f32) {
func.func @maybe_empty(%x: memref<?xf32>, %n: index, %k: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %o = memref.alloc(%n) : memref<?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %x[%j] : memref<?xf32>
    %a = memref.load %o[%k] : memref<?xf32>
    %s = arith.addf %v, %a : f32
    memref.store %s, %o[%k] : memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %x[%j] : memref<?xf32>
      %a = memref.load %o[%i] : memref<?xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %o[%i] : memref<?xf32>
    }
  }
  return %o : memref<?xf32>
}
