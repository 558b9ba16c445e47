"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, f32, i32) -> i32, sym_name = "f"}> ({
  ^bb0(%arg3: i1, %arg4: i32, %arg5: f32, %arg6: i32):
    "cf.assert"(%arg3) <{msg = "must hold"}> : (i1) -> ()
    "cf.br"(%arg4, %arg5)[^bb1] : (i32, f32) -> ()
  ^bb1(%2: i32, %3: f32):  // pred: ^bb0
    "cf.cond_br"(%arg3, %2)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    "cf.cond_br"(%arg3, %arg4)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 0>}> {weights = 1 : i64} : (i1, i32) -> ()
  ^bb3(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
    "cf.switch"(%arg6, %4, %4, %4)[^bb4, ^bb3, ^bb5] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i32, i32, i32, i32) -> ()
  ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb6
    "cf.br"()[^bb6] : () -> ()
  ^bb5(%5: i32, %6: i32):  // pred: ^bb3
    "cf.switch"(%arg6)[^bb6] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb6:  // 2 preds: ^bb4, ^bb5
    "cf.cond_br"(%arg3)[^bb7, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb7:  // pred: ^bb6
    "func.return"(%arg4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i64, i1) -> (), sym_name = "s"}> ({
  ^bb0(%arg0: i8, %arg1: i64, %arg2: i1):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3, ^bb4, ^bb5] <{case_operand_segments = array<i32: 0, 0, 0, 0>, case_values = dense<[-1, 127, 16, 44]> : vector<4xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // pred: ^bb0
    "cf.switch"(%arg1, %arg1, %arg1)[^bb6, ^bb7, ^bb8, ^bb9] <{case_operand_segments = array<i32: 1, 0, 0>, case_values = dense<[-9999999999999999, -1, -1]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> {tag} : (i64, i64, i64) -> ()
  ^bb2:  // pred: ^bb0
    "cf.switch"(%arg2)[^bb3, ^bb4] <{case_operand_segments = array<i32: 0>, case_values = dense<true> : vector<1xi1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    "func.return"() : () -> ()
  ^bb4:  // 2 preds: ^bb0, ^bb2
    "func.return"() : () -> ()
  ^bb5:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb6(%0: i64):  // pred: ^bb1
    "func.return"() : () -> ()
  ^bb7(%1: i64):  // pred: ^bb1
    "func.return"() : () -> ()
  ^bb8:  // pred: ^bb1
    "func.return"() : () -> ()
  ^bb9:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

