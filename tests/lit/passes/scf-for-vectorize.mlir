// RUN: irlite-opt %s -split-input-file -scf-for-vectorize='vector-bits=128 min-steps=1' | FileCheck %s
// scf-for-vectorize (irlite's own pass): innermost loops over contiguous elements become
// loops over vectors, here of 128 bits (4 f32 or i32 lanes); reductions carry a vector
// that starts at the combiner's neutral element and is folded after the loop.

// A row of a scaled copy and its sum: the loads and stores become vector ones, the
// invariant scale a broadcast, the sum a vector accumulator from -0.0 folded into the row's
// cell (16 iterations, 4 steps of 4: no epilogue).
// CHECK-LABEL: func.func @rows
// CHECK: scf.for %[[I:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[Z:.*]] = memref.load %{{.*}}[%[[I]]] : memref<8xf32>
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: %[[A0:.*]] = vector.broadcast %[[NZ]] : f32 to vector<4xf32>
// CHECK-DAG: %[[TWO:.*]] = vector.broadcast %cst : f32 to vector<4xf32>
// CHECK: %[[R:.*]] = scf.for %[[J:.*]] = %c0 to %c16 step %[[C4]] iter_args(%[[A:.*]] = %[[A0]]) -> (vector<4xf32>) {
// CHECK-NEXT: %[[V:.*]] = vector.load %arg0[%[[I]], %[[J]]] : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[V]], %[[TWO]] : vector<4xf32>
// CHECK-NEXT: vector.store %[[M]], %arg1[%[[I]], %[[J]]] : memref<8x16xf32>, vector<4xf32>
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[M]], %[[A]] fastmath<reassoc> : vector<4xf32>
// CHECK-NEXT: scf.yield %[[T]] : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.*]] = vector.reduction <add>, %[[R]], %[[Z]] fastmath<reassoc> : vector<4xf32> into f32
// CHECK-NEXT: memref.store %[[S]], %arg2[%[[I]]] : memref<8xf32>
// CHECK-NOT: scf.for
func.func @rows(%x: memref<8x16xf32>, %o: memref<8x16xf32> {llvm.noalias}, %s: memref<8xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %two = arith.constant 2.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    %z = memref.load %s[%i] : memref<8xf32>
    %r = scf.for %j = %c0 to %c16 step %c1 iter_args(%a = %z) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<8x16xf32>
      %m = arith.mulf %v, %two : f32
      memref.store %m, %o[%i, %j] : memref<8x16xf32>
      %t = arith.addf %m, %a fastmath<reassoc> : f32
      scf.yield %t : f32
    }
    memref.store %r, %s[%i] : memref<8xf32>
  }
  return
}

// -----

// A dynamic trip count: the vector loop stops at the last multiple of 4 and the scalar
// loop does the rest, starting from the folded reductions (maxsi from INT_MIN, maxnumf
// from NaN, which maxnum ignores).
// CHECK-LABEL: func.func @tail
// CHECK: %[[N:.*]] = arith.maxsi %{{.*}}, %{{.*}} : index
// CHECK: %[[REM:.*]] = arith.remui %[[N]], %[[C4:.*]] : index
// CHECK: %[[VUB:.*]] = arith.subi %{{.*}}, %[[REM]] : index
// CHECK: arith.constant -2147483648 : i32
// CHECK: arith.constant 0x7FC00000 : f32
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %c0 to %[[VUB]] step %[[C4]] iter_args({{.*}}) -> (vector<4xi32>, vector<4xf32>) {
// CHECK: arith.maxsi %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: arith.sitofp %{{.*}} : vector<4xi32> to vector<4xf32>
// CHECK: arith.maxnumf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: %[[A:.*]] = vector.reduction <maxsi>, %[[R]]#0, %c-5_i32 : vector<4xi32> into i32
// CHECK-NEXT: %[[B:.*]] = vector.reduction <maxnumf>, %[[R]]#1, %cst : vector<4xf32> into f32
// CHECK-NEXT: %[[E:.*]]:2 = scf.for %{{.*}} = %[[VUB]] to %arg1 step %c1 iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[B]]) -> (i32, f32) {
// CHECK: memref.load %arg0
// CHECK: return %[[E]]#0, %[[E]]#1
func.func @tail(%x: memref<?xi32>, %n: index) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m0 = arith.constant -5 : i32
  %f0 = arith.constant 0.0 : f32
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %m0, %b = %f0) -> (i32, f32) {
    %v = memref.load %x[%j] : memref<?xi32>
    %t = arith.maxsi %a, %v : i32
    %f = arith.sitofp %v : i32 to f32
    %u = arith.maxnumf %f, %b : f32
    scf.yield %t, %u : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// A sum without reassoc is kept in order: not vectorized.
// CHECK-LABEL: func.func @not_reassoc
// CHECK-NOT: vector.
// CHECK: return
func.func @not_reassoc(%x: memref<16xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %f0 = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %c16 step %c1 iter_args(%a = %f0) -> (f32) {
    %v = memref.load %x[%j] : memref<16xf32>
    %t = arith.addf %a, %v : f32
    scf.yield %t : f32
  }
  return %r : f32
}

// -----

// A column (the induction variable not the last index) is not contiguous.
// CHECK-LABEL: func.func @column
// CHECK-NOT: vector.
// CHECK: return
func.func @column(%x: memref<16x16xf32>, %o: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %j = %c0 to %c16 step %c1 {
    %v = memref.load %x[%j, %c0] : memref<16x16xf32>
    memref.store %v, %o[%j] : memref<16xf32>
  }
  return
}

// -----

// The induction variable used as a value: left alone.
// CHECK-LABEL: func.func @iota
// CHECK-NOT: vector.
// CHECK: return
func.func @iota(%o: memref<16xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %j = %c0 to %c16 step %c1 {
    %v = arith.index_cast %j : index to i64
    memref.store %v, %o[%j] : memref<16xi64>
  }
  return
}

// -----

// Two arguments that may overlap (no llvm.noalias), one stored: left to LLVM, which
// checks at run time.
// CHECK-LABEL: func.func @overlap
// CHECK-NOT: vector.
// CHECK: return
func.func @overlap(%x: memref<16xf32>, %y: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %j = %c0 to %c16 step %c1 {
    %v = memref.load %x[%j] : memref<16xf32>
    memref.store %v, %y[%j] : memref<16xf32>
  }
  return
}

// -----

// A stored invariant: the store's element type sets the lanes; 4 iterations of 4.
// CHECK-LABEL: func.func @short
// CHECK: arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[ONE:.*]] = vector.broadcast %cst : f32 to vector<4xf32>
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c4 step %[[C4]] {
// CHECK-NEXT: vector.store %[[ONE]], %arg0[%[[J]]] : memref<4xf32>, vector<4xf32>
func.func @short(%x: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1.0 : f32
  scf.for %j = %c0 to %c4 step %c1 {
    memref.store %one, %x[%j] : memref<4xf32>
  }
  return
}

// -----

// A carried index (a count) is not a vector element type here: left alone.
// CHECK-LABEL: func.func @index_count
// CHECK-NOT: vector.
// CHECK: return
func.func @index_count(%x: memref<64xi32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %j = %c0 to %c64 step %c1 iter_args(%a = %n) -> (index) {
    %t = arith.addi %a, %c1 : index
    scf.yield %t : index
  }
  return %r : index
}

// -----

// A maximumf reduction of a loop that only reads: a select per vector (one vmaxps on
// x86, where maximumf takes six instructions) and a sum of the elements; after the loop
// the result is kept when that sum is not NaN (no NaN, which the select drops, and no
// infinity) and the maximum is not a zero (the select keeps the first of -0 and +0),
// else the scalar loop runs again from the start.
// CHECK-LABEL: func.func @checked_max
// CHECK: %[[R:.*]]:2 = scf.for %[[J:.*]] = %c0 to %c64 step %c4 iter_args(%[[A:.*]] = %{{.*}}, %[[S:.*]] = %{{.*}}) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %[[V:.*]] = vector.load %arg0[%[[J]]] : memref<64xf32>, vector<4xf32>
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[V]], %[[A]] : vector<4xf32>
// CHECK-NEXT: %[[M:.*]] = arith.select %[[GT]], %[[V]], %[[A]] : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[S]], %[[V]] : vector<4xf32>
// CHECK-NEXT: scf.yield %[[M]], %[[T]] : vector<4xf32>, vector<4xf32>
// CHECK: %[[L:.*]] = vector.reduction <maximumf>, %[[R]]#0 : vector<4xf32> into f32
// CHECK-NEXT: %[[SUM:.*]] = vector.reduction <add>, %[[R]]#1 : vector<4xf32> into f32
// CHECK: %[[ORD:.*]] = arith.cmpf ord, %[[SUM]], %[[SUM]] : f32
// CHECK-NEXT: %[[NZ:.*]] = arith.cmpf one, %[[L]], %{{.*}} : f32
// CHECK-NEXT: %[[FAST:.*]] = arith.maximumf %[[L]], %{{.*}} : f32
// CHECK-NEXT: %[[OK:.*]] = arith.andi %[[ORD]], %[[NZ]] : i1
// CHECK-NEXT: %[[RES:.*]] = scf.if %[[OK]] -> (f32) {
// CHECK-NEXT: scf.yield %[[FAST]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[SLOW:.*]] = scf.for %{{.*}} = %c0 to %c64 step %c1 iter_args
// CHECK: arith.maximumf
// CHECK: scf.yield %[[SLOW]] : f32
// CHECK: return %[[RES]] : f32
func.func @checked_max(%x: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %ninf = arith.constant 0xFF800000 : f32
  %r = scf.for %j = %c0 to %c64 step %c1 iter_args(%a = %ninf) -> (f32) {
    %v = memref.load %x[%j] : memref<64xf32>
    %m = arith.maximumf %v, %a : f32
    scf.yield %m : f32
  }
  return %r : f32
}

// -----

// The same reduction in a loop that also stores keeps maximumf (the loop may not run twice).
// CHECK-LABEL: func.func @max_and_store
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NOT: scf.if
// CHECK: return
func.func @max_and_store(%x: memref<64xf32> {llvm.noalias}, %y: memref<64xf32> {llvm.noalias}) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %ninf = arith.constant 0xFF800000 : f32
  %r = scf.for %j = %c0 to %c64 step %c1 iter_args(%a = %ninf) -> (f32) {
    %v = memref.load %x[%j] : memref<64xf32>
    memref.store %v, %y[%j] : memref<64xf32>
    %m = arith.maximumf %v, %a : f32
    scf.yield %m : f32
  }
  return %r : f32
}
