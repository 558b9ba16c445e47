// Block headers list one predecessor per edge, as mlir-opt 19 prints them
// (a cond_br or switch with two edges to one block counts twice).
// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK:       ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:    cf.cond_br %arg0, ^bb4, ^bb3
// CHECK-NEXT:  ^bb4:  // pred: ^bb3
// CHECK-NEXT:    return
// CHECK-NEXT:  ^bb5:  // no predecessors
func.func @f(%c: i1, %i: i32) {
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  cf.switch %i : i32, [
    default: ^bb2,
    0: ^bb2,
    1: ^bb3
  ]
^bb2:
  cf.br ^bb3
^bb3:
  cf.cond_br %c, ^bb4, ^bb3
^bb4:
  return
^bb5:
  return
}
