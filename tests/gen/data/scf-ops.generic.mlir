"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32, i1, i32, i32) -> f32, sym_name = "f"}> ({
  ^bb0(%arg25: index, %arg26: index, %arg27: index, %arg28: f32, %arg29: i1, %arg30: i32, %arg31: i32):
    "scf.for"(%arg25, %arg26, %arg27) ({
    ^bb0(%arg46: index):
      %20 = "arith.addi"(%arg46, %arg46) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %7 = "scf.for"(%arg25, %arg26, %arg27, %arg28) ({
    ^bb0(%arg44: index, %arg45: f32):
      %19 = "arith.addf"(%arg45, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%19) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %8:2 = "scf.for"(%arg30, %arg31, %arg31, %arg28, %arg30) ({
    ^bb0(%arg41: i32, %arg42: f32, %arg43: i32):
      "scf.yield"(%arg42, %arg43) : (f32, i32) -> ()
    }) : (i32, i32, i32, f32, i32) -> (f32, i32)
    "scf.if"(%arg29) ({
      %18 = "arith.addf"(%arg28, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg29) ({
      "scf.yield"() : () -> ()
    }, {
      %17 = "arith.addf"(%arg28, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %9 = "scf.if"(%arg29) ({
      "scf.yield"(%arg28) : (f32) -> ()
    }, {
      "scf.yield"(%7) : (f32) -> ()
    }) : (i1) -> f32
    %10:2 = "scf.while"(%arg30, %arg28) ({
    ^bb0(%arg39: i32, %arg40: f32):
      %16 = "arith.cmpi"(%arg39, %arg31) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%16, %arg39, %arg40) : (i1, i32, f32) -> ()
    }, {
    ^bb0(%arg37: i32, %arg38: f32):
      "scf.yield"(%arg37, %arg38) : (i32, f32) -> ()
    }) : (i32, f32) -> (i32, f32)
    %11 = "scf.execute_region"() ({
      "scf.yield"(%arg28) : (f32) -> ()
    }) : () -> f32
    "scf.execute_region"() ({
      "scf.yield"() : () -> ()
    }) : () -> ()
    %12 = "scf.index_switch"(%arg25) <{cases = array<i64: 2, 5>}> ({
      "scf.yield"(%arg28) : (f32) -> ()
    }, {
      "scf.yield"(%arg28) : (f32) -> ()
    }, {
      "scf.yield"(%arg28) : (f32) -> ()
    }) : (index) -> f32
    "scf.index_switch"(%arg25) <{cases = array<i64>}> ({
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "scf.parallel"(%arg25, %arg25, %arg26, %arg26, %arg27, %arg27) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg35: index, %arg36: index):
      %15 = "arith.addi"(%arg35, %arg36) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %13 = "scf.parallel"(%arg25, %arg26, %arg27, %arg28) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg32: index):
      "scf.reduce"(%arg28) ({
      ^bb0(%arg33: f32, %arg34: f32):
        %14 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%14) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%9) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, i32, i64, i1, f32) -> (), sym_name = "g"}> ({
  ^bb0(%arg10: index, %arg11: index, %arg12: i32, %arg13: i64, %arg14: i1, %arg15: f32):
    "scf.for"(%arg12, %arg12, %arg12) ({
    ^bb0(%arg24: i32):
      "scf.yield"() : () -> ()
    }) {tag = "loop"} : (i32, i32, i32) -> ()
    %3 = "scf.for"(%arg13, %arg13, %arg13, %arg15) ({
    ^bb0(%arg22: i64, %arg23: f32):
      "scf.yield"(%arg23) : (f32) -> ()
    }) : (i64, i64, i64, f32) -> f32
    "scf.if"(%arg14) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {tag} : (i1) -> ()
    "scf.while"() ({
      "scf.condition"(%arg14) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {w = 1 : i32} : () -> ()
    %4:2 = "scf.execute_region"() ({
      "cf.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg15, %arg12) : (f32, i32) -> ()
    }) {e} : () -> (f32, i32)
    %5:2 = "scf.index_switch"(%arg10) <{cases = array<i64: -1>}> ({
      "scf.yield"(%arg15, %arg12) : (f32, i32) -> ()
    }, {
      "scf.yield"(%arg15, %arg12) : (f32, i32) -> ()
    }) {sw} : (index) -> (f32, i32)
    "scf.parallel"(%arg10, %arg11, %arg11) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg21: index):
      "scf.reduce"() : () -> ()
    }) {par} : (index, index, index) -> ()
    %6:2 = "scf.parallel"(%arg10, %arg11, %arg11, %arg15, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg16: index):
      "scf.reduce"(%arg15, %arg12) ({
      ^bb0(%arg19: f32, %arg20: f32):
        "scf.reduce.return"(%arg19) : (f32) -> ()
      }, {
      ^bb0(%arg17: i32, %arg18: i32):
        "scf.reduce.return"(%arg17) : (i32) -> ()
      }) : (f32, i32) -> ()
    }) : (index, index, index, f32, i32) -> (f32, i32)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, tensor<8xf32>, index) -> tensor<8xf32>, sym_name = "h"}> ({
  ^bb0(%arg0: index, %arg1: tensor<8xf32>, %arg2: index):
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg8: index, %arg9: index):
      %2 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg7: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) {tag} : (index) -> ()
    "scf.forall"(%arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: 16>}> ({
    ^bb0(%arg6: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    %0:2 = "scf.forall"(%arg1, %arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 2>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg3: index, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>):
      %1 = "tensor.extract_slice"(%arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<1xf32>
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    "func.return"(%0#1) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

