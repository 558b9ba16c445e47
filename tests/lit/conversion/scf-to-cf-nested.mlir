// convert-scf-to-cf on nested structured ops: execute_region, while and index_switch
// inside a loop, an if inside an execute_region, parallel inside parallel. Outer ops are
// lowered first and the blocks of inner ones are spliced where they stand. Expected
// output: mlir-opt 19's, block for block.
// RUN: irlite-opt %s --convert-scf-to-cf | FileCheck %s

// CHECK-LABEL: func.func @exec_in_for(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg3 : index, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: i32):  // 2 preds: ^bb0, ^bb10
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb11
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %3 = arith.addi %1, %1 : i32
// CHECK-NEXT: cf.br ^bb4(%3, %1 : i32, i32)
// CHECK-NEXT: ^bb4(%4: i32, %5: i32):  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb5(%4 : i32)
// CHECK-NEXT: ^bb5(%6: i32):  // 2 preds: ^bb4, ^bb9
// CHECK-NEXT: %7 = arith.cmpi slt, %6, %5 : i32
// CHECK-NEXT: cf.cond_br %7, ^bb6(%6 : i32), ^bb10
// CHECK-NEXT: ^bb6(%8: i32):  // pred: ^bb5
// CHECK-NEXT: %9 = arith.index_cast %0 : index to i32
// CHECK-NEXT: cf.switch %9 : i32, [
// CHECK-NEXT: default: ^bb8,
// CHECK-NEXT: 0: ^bb7
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: cf.br ^bb9(%8 : i32)
// CHECK-NEXT: ^bb8:  // pred: ^bb6
// CHECK-NEXT: %10 = arith.muli %8, %8 : i32
// CHECK-NEXT: cf.br ^bb9(%10 : i32)
// CHECK-NEXT: ^bb9(%11: i32):  // 2 preds: ^bb7, ^bb8
// CHECK-NEXT: cf.br ^bb5(%11 : i32)
// CHECK-NEXT: ^bb10:  // pred: ^bb5
// CHECK-NEXT: %12 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%12, %6 : index, i32)
// CHECK-NEXT: ^bb11:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @exec_in_for(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (i32) {
    %e:2 = scf.execute_region -> (i32, i32) {
      %q = arith.addi %a, %a : i32
      scf.yield %q, %a : i32, i32
    }
    %w = scf.while (%v = %e#0) : (i32) -> i32 {
      %c = arith.cmpi slt, %v, %e#1 : i32
      scf.condition(%c) %v : i32
    } do {
    ^bb0(%v2: i32):
      %n = scf.index_switch %i -> i32
      case 0 {
        scf.yield %v2 : i32
      }
      default {
        %m = arith.muli %v2, %v2 : i32
        scf.yield %m : i32
      }
      scf.yield %n : i32
    }
    scf.yield %w : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_noresult(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @exec_noresult(%c: i1) {
  scf.execute_region {
    scf.if %c {
      scf.yield
    }
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @par_nested(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xf32>) {
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
// CHECK-NEXT: %4 = memref.load %arg3[%2] : memref<?xf32>
// CHECK-NEXT: memref.store %4, %arg3[%0] : memref<?xf32>
// CHECK-NEXT: %5 = arith.addi %2, %arg2 : index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %6 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%6 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @par_nested(%lb: index, %ub: index, %s: index, %m: memref<?xf32>) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.parallel (%j) = (%lb) to (%ub) step (%s) {
      %v = memref.load %m[%j] : memref<?xf32>
      memref.store %v, %m[%i] : memref<?xf32>
    }
  }
  return
}
