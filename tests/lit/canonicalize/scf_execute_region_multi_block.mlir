// Multi-block scf.execute_region in a function joins its CFG (MultiBlockExecuteInliner); not inside scf.if.
// RUN: irlite-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @multi(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.a"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.b"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @in_if(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:     %1 = scf.execute_region -> i32 {
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:     ^bb1:  // pred: ^bb0
// CHECK-NEXT:       scf.yield %arg2 : i32
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       "test.b"() : () -> ()
// CHECK-NEXT:       scf.yield %arg3 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noresult(%arg0: i1) {
// CHECK-NEXT:   "test.before"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.a"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "test.after"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @multi(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"() : () -> ()
    scf.yield %x : i32
  ^bb2:
    "test.b"() : () -> ()
    scf.yield %y : i32
  }
  %s = arith.addi %r, %x : i32
  return %s : i32
}
func.func @in_if(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %d -> i32 {
    %e = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      scf.yield %x : i32
    ^bb2:
      "test.b"() : () -> ()
      scf.yield %y : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @noresult(%c: i1) {
  "test.before"() : () -> ()
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"() : () -> ()
    scf.yield
  ^bb2:
    scf.yield
  }
  "test.after"() : () -> ()
  return
}
