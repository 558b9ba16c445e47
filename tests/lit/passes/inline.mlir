// The inliner (MLIR 19's): calls inlined bottom-up over the call graph, callables
// canonicalized between rounds, private callables left without uses erased. The CHECK
// lines are mlir-opt 19's output on this file (--split-input-file --inline), but that
// irlite prints a func.call nested in an scf region without its dialect prefix.
// RUN: irlite-opt %s --split-input-file --inline | FileCheck %s

// A single-block callee: its body replaces the call; the public callee stays.
func.func @func_with_arg(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32
  return %b : i32
}
func.func @inline_with_arg(%arg0 : i32) -> i32 {
  %0 = call @func_with_arg(%arg0) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @func_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inline_with_arg(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// A multi-block callee: blocks inlined, then canonicalized into a select.
func.func private @multi(%c : i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.constant 0 : i32
  return %a : i32
^bb2:
  %b = arith.constant 55 : i32
  return %b : i32
}
func.func @inline_multi(%c : i1) -> i32 {
  %x = call @multi(%c) : (i1) -> i32
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @inline_multi(%arg0: i1) -> i32 {
// CHECK-NEXT:     %c55_i32 = arith.constant 55 : i32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = arith.select %arg0, %c0_i32, %c55_i32 : i32
// CHECK-NEXT:     %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Recursion: a self-recursive callee is not inlined; mutual recursion stops at the
// inline history.
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func @A(%a: i32) -> i32 {
  %0 = call @B(%a) : (i32) -> i32
  return %0 : i32
}
func.func @B(%a: i32) -> i32 {
  %0 = call @A(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @rec(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @rec(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @A(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @B(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @B(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @B(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Declarations are not inlined; private callables nothing uses any more are erased,
// a private one still referenced (func.constant) stays.
func.func private @ext(i32) -> i32
func.func @callext(%a: i32) -> i32 {
  %0 = call @ext(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @twice(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  return %0 : i32
}
func.func @g(%a: i32) -> i32 {
  %0 = call @twice(%a) : (i32) -> i32
  %1 = call @twice(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @unused() {
  return
}
func.func private @refd() {
  return
}
func.func @takes() -> (() -> ()) {
  %f = func.constant @refd : () -> ()
  call @refd() : () -> ()
  return %f : () -> ()
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func private @ext(i32) -> i32
// CHECK-NEXT:   func.func @callext(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = call @ext(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:     %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @refd() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @takes() -> (() -> ()) {
// CHECK-NEXT:     %f = constant @refd : () -> ()
// CHECK-NEXT:     return %f : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Calls in nested regions: into scf.for bodies; a multi-block callee does not go into a
// single-block region (scf.if) but goes into scf.execute_region.
func.func private @body(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %0 = arith.muli %a, %c : i32
  return %0 : i32
}
func.func @in_loop(%lb: index, %ub: index, %s: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %init) -> (i32) {
    %x = func.call @body(%acc) : (i32) -> i32
    scf.yield %x : i32
  }
  %y = call @body(%r) : (i32) -> i32
  return %y : i32
}
func.func private @multi2(%c : i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : i32
^bb2:
  %b = arith.addi %a, %a : i32
  return %b : i32
}
func.func @in_exec(%c : i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = func.call @multi2(%c, %a) : (i1, i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @in_if(%c : i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = func.call @multi2(%c, %a) : (i1, i32) -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:       %2 = arith.muli %arg5, %c2_i32 : i32
// CHECK-NEXT:       scf.yield %2 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @multi2(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg1 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_exec(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:     cf.br ^bb2(%0 : i32)
// CHECK-NEXT:   ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @in_if(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:       %1 = {{(func\.)?}}call @multi2(%true, %arg1) : (i1, i32) -> i32
// CHECK-NEXT:       scf.yield %1 : i32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Nested symbol tables: a nested module's private callee is inlined and erased.
module @inner {
  func.func private @ni() -> i32 {
    %c = arith.constant 3 : i32
    return %c : i32
  }
  func.func @nc() -> i32 {
    %0 = call @ni() : () -> i32
    return %0 : i32
  }
}

// CHECK: module @inner {
// CHECK-NEXT:   func.func @nc() -> i32 {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----
// Several results, a callee inlined bottom-up through a chain of calls.
func.func private @pair(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  return %0, %1 : i32, i32
}
func.func private @mid(%a: i32) -> i32 {
  %0:2 = call @pair(%a, %a) : (i32, i32) -> (i32, i32)
  %1 = arith.muli %0#0, %0#1 : i32
  return %1 : i32
}
func.func @top(%a: i32) -> i32 {
  %0 = call @mid(%a) : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: module {
// CHECK-NEXT:   func.func @top(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     return %c0_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
