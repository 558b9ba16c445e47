module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: i32) -> i32 {
    cf.assert %arg0, "must hold"
    cf.br ^bb1(%arg1, %arg2 : i32, f32)
  ^bb1(%0: i32, %1: f32):  // pred: ^bb0
    cf.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb1
    cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb4 {weights = 1 : i64}
  ^bb3(%2: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
    cf.switch %arg3 : i32, [
      default: ^bb4,
      42: ^bb3(%2 : i32),
      4294967289: ^bb5(%2, %2 : i32, i32)
    ]
  ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb6
    cf.br ^bb6
  ^bb5(%3: i32, %4: i32):  // pred: ^bb3
    cf.switch %arg3 : i32, [
      default: ^bb6]
  ^bb6:  // 2 preds: ^bb4, ^bb5
    cf.cond_br %arg0, ^bb7, ^bb4
  ^bb7:  // pred: ^bb6
    return %arg1 : i32
  }
  func.func @s(%arg0: i8, %arg1: i64, %arg2: i1) {
    cf.switch %arg0 : i8, [
      default: ^bb1,
      255: ^bb2,
      127: ^bb3,
      16: ^bb4,
      44: ^bb5
    ]
  ^bb1:  // pred: ^bb0
    cf.switch %arg1 : i64, [
      default: ^bb6(%arg1 : i64),
      18436744073709551617: ^bb7(%arg1 : i64),
      18446744073709551615: ^bb8,
      18446744073709551615: ^bb9
    ] {tag}
  ^bb2:  // pred: ^bb0
    cf.switch %arg2 : i1, [
      default: ^bb3,
      1: ^bb4
    ]
  ^bb3:  // 2 preds: ^bb0, ^bb2
    return
  ^bb4:  // 2 preds: ^bb0, ^bb2
    return
  ^bb5:  // pred: ^bb0
    return
  ^bb6(%0: i64):  // pred: ^bb1
    return
  ^bb7(%1: i64):  // pred: ^bb1
    return
  ^bb8:  // pred: ^bb1
    return
  ^bb9:  // pred: ^bb1
    return
  }
}

