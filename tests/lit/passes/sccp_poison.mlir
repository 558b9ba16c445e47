// RUN: irlite-opt %s --sccp | FileCheck %s --match-full-lines
//
// SCCP with ub.poison, as mlir-opt 19: a poison constant (#ub.poison has no type, so
// it fits any) flows through block arguments and region results, and the values are
// replaced by one ub.poison per type at the function's entry. CHECK lines are
// mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb1(%1: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb2(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%0, %arg1 : i32, i32)
// CHECK-NEXT:   ^bb3(%3: i32, %4: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %0, %4 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i1) -> f32 {
// CHECK-NEXT:     %0 = ub.poison : f32
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%c: i1, %x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  cf.cond_br %c, ^a(%p : i32), ^b(%p : i32)
^a(%u: i32):
  cf.br ^m(%u, %x : i32, i32)
^b(%v: i32):
  cf.br ^m(%v, %x : i32, i32)
^m(%r: i32, %t: i32):
  return %r, %t : i32, i32
}
func.func @g(%c: i1) -> f32 {
  %r = scf.if %c -> f32 {
    %p = ub.poison : f32
    scf.yield %p : f32
  } else {
    %q = ub.poison : f32
    scf.yield %q : f32
  }
  return %r : f32
}
