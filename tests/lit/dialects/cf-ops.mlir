// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// CHECK lines are mlir-opt 19's output for this file.
// cf.br/cond_br/switch/assert; switch case values print zero-extended in MLIR 19 (-7 : i32 -> 4294967289) and are read as MLIR's parseInteger<int64_t> reads them.

func.func @f(%c: i1, %x: i32, %y: f32, %i: i32) -> i32 {
  cf.assert %c, "must hold"
  cf.br ^bb1(%x, %y : i32, f32)
^bb1(%a: i32, %b: f32):
  cf.cond_br %c, ^bb2, ^bb3(%a : i32)
^bb2:
  cf.cond_br %c, ^bb3(%x : i32), ^bb4 {weights = 1}
^bb3(%d: i32):
  cf.switch %i : i32, [
    default: ^bb4,
    42: ^bb3(%d : i32),
    -7: ^bb5(%d, %d : i32, i32)
  ]
^bb4:
  cf.br ^bb6
^bb5(%e: i32, %g: i32):
  cf.switch %i : i32, [
    default: ^bb6
  ]
^bb6:
  cf.cond_br %c, ^bb7, ^bb4
^bb7:
  return %x : i32
}
func.func @s(%a: i8, %b: i64, %d: i1) {
  cf.switch %a : i8, [
    default: ^bb1,
    -1: ^bb2,
    127: ^bb3,
    0x10: ^bb4,
    300: ^bb5
  ]
^bb1:
  cf.switch %b : i64, [
    default: ^bb6(%b : i64),
    -9999999999999999: ^bb7(%b : i64),
    18446744073709551615: ^bb8,
    -00000000000000000001: ^bb9
  ] {tag}
^bb2:
  cf.switch %d : i1, [
    default: ^bb3,
    1: ^bb4
  ]
^bb3:
  return
^bb4:
  return
^bb5:
  return
^bb6(%x: i64):
  return
^bb7(%y: i64):
  return
^bb8:
  return
^bb9:
  return
}

// CHECK: func.func @f(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: i32) -> i32 {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb4 {weights = 1 : i64}
// CHECK-NEXT: ^bb3(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb4,
// CHECK-NEXT: 42: ^bb3(%2 : i32),
// CHECK-NEXT: 4294967289: ^bb5(%2, %2 : i32, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb6
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb5(%3: i32, %4: i32):  // pred: ^bb3
// CHECK-NEXT: cf.switch %arg3 : i32, [
// CHECK-NEXT: default: ^bb6]
// CHECK-NEXT: ^bb6:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: cf.cond_br %arg0, ^bb7, ^bb4
// CHECK-NEXT: ^bb7:  // pred: ^bb6
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @s(%arg0: i8, %arg1: i64, %arg2: i1) {
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 255: ^bb2,
// CHECK-NEXT: 127: ^bb3,
// CHECK-NEXT: 16: ^bb4,
// CHECK-NEXT: 44: ^bb5
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg1 : i64, [
// CHECK-NEXT: default: ^bb6(%arg1 : i64),
// CHECK-NEXT: 18436744073709551617: ^bb7(%arg1 : i64),
// CHECK-NEXT: 18446744073709551615: ^bb8,
// CHECK-NEXT: 18446744073709551615: ^bb9
// CHECK-NEXT: ] {tag}
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg2 : i1, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 1: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: return
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: ^bb6(%0: i64):  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb7(%1: i64):  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb8:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb9:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
