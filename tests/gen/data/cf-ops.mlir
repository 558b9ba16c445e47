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
