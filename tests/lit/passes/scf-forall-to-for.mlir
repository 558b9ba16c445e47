// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(scf-forall-to-for))' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: static bounds become constants (lower bounds, upper bounds, steps), dynamic ones are kept, nests convert inside out.

func.func private @callee(%i: index, %j: index)

func.func @two_iters(%ub1: index, %ub2: index) {
  scf.forall (%i, %j) in (%ub1, %ub2) {
    func.call @callee(%i, %j) : (index, index) -> ()
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(index, index)
// CHECK-NEXT:   func.func @two_iters(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       scf.for %arg3 = %c0_0 to %arg1 step %c1_1 {
// CHECK-NEXT:         func.call @callee(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func private @callee(%i: index, %j: index)

func.func @bounds_and_steps(%lb: index, %ub: index) {
  scf.forall (%i, %j) = (%lb, 2) to (%ub, 16) step (3, %lb) {
    func.call @callee(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(index, index)
// CHECK-NEXT:   func.func @bounds_and_steps(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     scf.for %arg2 = %arg0 to %arg1 step %c3 {
// CHECK-NEXT:       scf.for %arg3 = %c2 to %c16 step %arg0 {
// CHECK-NEXT:         func.call @callee(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func private @callee(%i: index, %j: index)

func.func @nested(%ub1: index, %ub2: index) {
  scf.forall (%i) in (%ub1) {
    scf.forall (%j) in (%ub2) {
      func.call @callee(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @callee(index, index)
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c1_1 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg3 = %c0_0 to %arg1 step %c1_1 {
// CHECK-NEXT:         func.call @callee(%arg2, %arg3) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
