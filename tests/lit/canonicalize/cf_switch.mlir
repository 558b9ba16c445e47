// cf.switch canonicalizations (rules/cf_canon.py): MLIR 19's six SwitchOp patterns.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @drop(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1(%arg1 : i32),
// CHECK-NEXT: 43: ^bb1(%arg2 : i32),
// CHECK-NEXT: 4294967295: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_neg(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pass(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg2 : i32),
// CHECK-NEXT: 1: ^bb2(%arg1 : i32),
// CHECK-NEXT: 2: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 1: ^bb2,
// CHECK-NEXT: 2: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb4(%arg1 : i32),
// CHECK-NEXT: 3: ^bb4(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 4 preds: ^bb1, ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_cases(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg2 : i32),
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : i32),
// CHECK-NEXT: 1: ^bb2(%0 : i32),
// CHECK-NEXT: 2: ^bb2(%arg0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%1: i32):  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [ default: ^b(%a : i32) ]
^b(%x: i32):
  return %x : i32
}
func.func @drop(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [ default: ^b(%a : i32), 42: ^b(%a : i32), 43: ^b(%b : i32), -1: ^c ]
^b(%x: i32):
  return %x : i32
^c:
  return %b : i32
}
func.func @const(%a: i32, %b: i32) -> i32 {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [ default: ^b(%a : i32), 42: ^b(%a : i32), 43: ^b(%b : i32) ]
^b(%x: i32):
  return %x : i32
}
func.func @const_neg(%a: i32, %b: i32) -> i32 {
  %c = arith.constant -1 : i32
  cf.switch %c : i32, [ default: ^b(%a : i32), 4294967295: ^b(%b : i32) ]
^b(%x: i32):
  return %x : i32
}
func.func @pass(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [ default: ^d, 1: ^p(%a : i32), 2: ^q ]
^d:
  cf.br ^e(%b : i32)
^p(%y: i32):
  cf.br ^e(%y : i32)
^q:
  return %a : i32
^e(%x: i32):
  return %x : i32
}
func.func @same(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [ default: ^d, 1: ^one, 2: ^two ]
^d:
  cf.switch %f : i32, [ default: ^r(%a : i32), 1: ^r(%b : i32), 3: ^r(%f : i32) ]
^one:
  %z = arith.addi %a, %b : i32
  cf.switch %f : i32, [ default: ^r(%a : i32), 1: ^r(%z : i32), 3: ^r(%f : i32) ]
^two:
  %w = arith.muli %a, %b : i32
  cf.switch %f : i32, [ default: ^r(%w : i32), 1: ^r(%b : i32) ]
^r(%x: i32):
  return %x : i32
}
func.func @two_cases(%f: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %f : i32, [ default: ^r(%b : i32), 1: ^one, 2: ^one ]
^one:
  %z = arith.addi %a, %b : i32
  cf.switch %f : i32, [ default: ^r(%a : i32), 1: ^r(%z : i32), 2: ^r(%f : i32) ]
^r(%x: i32):
  return %x : i32
}
