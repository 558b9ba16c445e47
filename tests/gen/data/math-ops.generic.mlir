"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32, i32, i32, vector<4xf32>, tensor<?xf64>, vector<4xi16>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f32, %arg3: i32, %arg4: i32, %arg5: vector<4xf32>, %arg6: tensor<?xf64>, %arg7: vector<4xi16>):
    %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.acos"(%arg5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
    %2 = "math.acosh"(%arg6) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xf64>) -> tensor<?xf64>
    %3 = "math.asin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "math.asinh"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %5 = "math.atan"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>) -> tensor<?xf64>
    %6 = "math.atanh"(%arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %7 = "math.cbrt"(%arg5) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf32>
    %8 = "math.ceil"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>) -> tensor<?xf64>
    %9 = "math.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %10 = "math.cosh"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %11 = "math.erf"(%arg6) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<?xf64>) -> tensor<?xf64>
    %12 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %13 = "math.exp2"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %14 = "math.expm1"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>) -> tensor<?xf64>
    %15 = "math.floor"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %16 = "math.log"(%arg5) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf32>) -> vector<4xf32>
    %17 = "math.log10"(%arg6) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xf64>) -> tensor<?xf64>
    %18 = "math.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %19 = "math.log2"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %20 = "math.round"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>) -> tensor<?xf64>
    %21 = "math.roundeven"(%arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %22 = "math.rsqrt"(%arg5) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> vector<4xf32>
    %23 = "math.sin"(%arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>) -> tensor<?xf64>
    %24 = "math.sinh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %25 = "math.sqrt"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %26 = "math.tan"(%arg6) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<?xf64>) -> tensor<?xf64>
    %27 = "math.tanh"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %28 = "math.trunc"(%arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %29 = "math.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    %30 = "math.atan2"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %31 = "math.copysign"(%arg0, %arg1) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    %32 = "math.copysign"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %33 = "math.powf"(%arg0, %arg1) <{fastmath = #arith.fastmath<contract>}> : (f32, f32) -> f32
    %34 = "math.powf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %35 = "math.fma"(%arg0, %arg1, %arg2) <{fastmath = #arith.fastmath<fast>}> : (f32, f32, f32) -> f32
    %36 = "math.fma"(%arg6, %arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>, tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
    %37 = "math.fpowi"(%arg0, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %38 = "math.fpowi"(%arg5, %arg7) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>, vector<4xi16>) -> vector<4xf32>
    %39 = "math.absi"(%arg3) : (i32) -> i32
    %40 = "math.ctlz"(%arg3) : (i32) -> i32
    %41 = "math.cttz"(%arg3) : (i32) -> i32
    %42 = "math.ctpop"(%arg3) : (i32) -> i32
    %43 = "math.ctpop"(%arg7) {tag = 1 : i64} : (vector<4xi16>) -> vector<4xi16>
    %44 = "math.ipowi"(%arg3, %arg4) : (i32, i32) -> i32
    %45 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<reassoc>}> : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

