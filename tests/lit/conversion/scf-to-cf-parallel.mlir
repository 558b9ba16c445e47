// convert-scf-to-cf lowers scf.parallel through a nest of scf.for (reductions carried
// as iteration arguments, each reduction body inlined into the innermost loop) and a
// bufferized scf.forall through scf.parallel (its static bounds become arith.constant
// ops at the loop). Expected output: mlir-opt 19's, block for block.
// RUN: irlite-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %1 : index, f32)
// CHECK-NEXT: ^bb3(%3: index, %4: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT: cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %6 = arith.addf %4, %cst : f32
// CHECK-NEXT: %7 = arith.addi %3, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%7, %6 : index, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %8 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%8, %4 : index, f32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @par(%lb: index, %ub: index, %s: index, %init: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%init) -> f32 {
    %v = arith.constant 1.0 : f32
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      scf.reduce.return %sum : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @par_noreduce(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = memref.load %arg3[%0, %2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %4, %arg3[%2, %0] : memref<?x?xf32>
// CHECK-NEXT: %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @par_noreduce(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    memref.store %v, %m[%j, %i] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @par2(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %4 = arith.addf %1, %cst : f32
// CHECK-NEXT: %5 = arith.muli %2, %c2_i32 : i32
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6, %4, %5 : index, f32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i32
// CHECK-NEXT: }
func.func @par2(%lb: index, %ub: index, %s: index, %a: f32, %b: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a, %b) -> (f32, i32) {
    %v = arith.constant 1.0 : f32
    %w = arith.constant 2 : i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%l: f32, %rr: f32):
      %sum = arith.addf %l, %rr : f32
      scf.reduce.return %sum : f32
    }, {
    ^bb0(%l: i32, %rr: i32):
      %sum = arith.muli %l, %rr : i32
      scf.reduce.return %sum : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// CHECK-LABEL: func.func @forall(%arg0: memref<8x?xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c8 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %4 = memref.load %arg0[%0, %2] : memref<8x?xf32>
// CHECK-NEXT: memref.store %4, %arg0[%0, %2] : memref<8x?xf32>
// CHECK-NEXT: %5 = arith.addi %2, %c1_1 : index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall(%m: memref<8x?xf32>, %n: index) {
  scf.forall (%i, %j) in (8, %n) {
    %v = memref.load %m[%i, %j] : memref<8x?xf32>
    memref.store %v, %m[%i, %j] : memref<8x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @forall2(%arg0: memref<8x?xf32>, %arg1: index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: cf.br ^bb1(%c2 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = memref.load %arg0[%0, %0] : memref<8x?xf32>
// CHECK-NEXT: %3 = arith.addi %0, %c3 : index
// CHECK-NEXT: cf.br ^bb1(%3 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall2(%m: memref<8x?xf32>, %n: index) {
  scf.forall (%i) = (2) to (%n) step (3) {
    %v = memref.load %m[%i, %i] : memref<8x?xf32>
  }
  return
}
