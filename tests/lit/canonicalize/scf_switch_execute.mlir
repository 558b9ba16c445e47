// scf.index_switch with a constant selector (FoldConstantCase) and one-block scf.execute_region
// (SingleBlockExecuteInliner; a multi-block body first merged by cf.br's pattern).
// RUN: irlite-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @switch_const() -> i32 {
// CHECK-NEXT:   %c20_i32 = arith.constant 20 : i32
// CHECK-NEXT:   "test.side"() : () -> ()
// CHECK-NEXT:   return %c20_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_default(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @switch_noresult(%arg0: index) {
// CHECK-NEXT:   "test.one"() : () -> ()
// CHECK-NEXT:   scf.index_switch %arg0 
// CHECK-NEXT:   case 1 {
// CHECK-NEXT:     "test.two"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   default {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   "test.side"() : () -> ()
// CHECK-NEXT:   "test.multi"() : () -> ()
// CHECK-NEXT:   %1 = arith.addi %0, %arg0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec_nested(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }

func.func @switch_const() -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %a = arith.constant 10 : i32
    scf.yield %a : i32
  }
  case 2 {
    %b = arith.constant 20 : i32
    "test.side"() : () -> ()
    scf.yield %b : i32
  }
  default {
    %d = arith.constant 0 : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @switch_default(%x: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    scf.yield %x : i32
  }
  default {
    %d = arith.addi %x, %x : i32
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @switch_noresult(%i: index) {
  %c1 = arith.constant 1 : index
  scf.index_switch %c1
  case 1 {
    "test.one"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  scf.index_switch %i
  case 1 {
    "test.two"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
func.func @exec(%x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %a = arith.muli %x, %x : i32
    "test.side"() : () -> ()
    scf.yield %a : i32
  }
  %s = scf.execute_region -> i32 {
    "test.multi"() : () -> ()
    cf.br ^bb1
  ^bb1:
    scf.yield %x : i32
  }
  %t = arith.addi %r, %s : i32
  return %t : i32
}
func.func @exec_nested(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %e = scf.execute_region -> i32 {
      "test.a"() : () -> ()
      cf.br ^bb1
    ^bb1:
      scf.yield %x : i32
    }
    scf.yield %e : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
