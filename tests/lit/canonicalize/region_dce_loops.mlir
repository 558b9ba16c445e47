// Region DCE (MLIR's runRegionDCE): block arguments and the pure ops that only feed
// each other round a loop are dead; an argument used by a live op stays, and so does
// what flows into it.
// RUN: irlite-opt %s -pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s
// Expected output: mlir-opt 19 on this file.

// CHECK-LABEL: func.func @loop(%arg0: f32) {
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @loop(%arg0: f32) {
  cf.br ^loop(%arg0: f32)
^loop(%0: f32):
  %1 = math.exp %0 : f32
  cf.br ^loop(%1: f32)
}

// CHECK-LABEL: func.func @partly(%arg0: f32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%1 : i32), ^bb2(%1 : i32)
// CHECK-NEXT:  ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @partly(%arg0: f32, %arg1: i32, %c: i1) -> i32 {
  cf.br ^loop(%arg0, %arg1 : f32, i32)
^loop(%0: f32, %1: i32):
  %2 = math.exp %0 : f32
  %3 = arith.addi %1, %1 : i32
  cf.cond_br %c, ^loop(%2, %3 : f32, i32), ^exit(%3 : i32)
^exit(%4: i32):
  return %4 : i32
}

// CHECK-LABEL: func.func @nested(%arg0: f32, %arg1: index) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:      scf.execute_region {
// CHECK-NEXT:        cf.br ^bb1
// CHECK-NEXT:      ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:        cf.br ^bb1
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested(%arg0: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.br ^loop(%arg0: f32)
    ^loop(%0: f32):
      %1 = math.absf %0 : f32
      cf.br ^loop(%1: f32)
    }
  }
  return
}
