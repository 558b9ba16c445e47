func.func @f(%x: f32, %y: f32, %z: f32, %i: i32, %j: i32, %v: vector<4xf32>, %t: tensor<?xf64>, %vi: vector<4xi16>) {
  %0 = math.absf %x : f32
  %1 = math.acos %v fastmath<nnan,ninf> : vector<4xf32>
  %2 = math.acosh %t fastmath<fast> : tensor<?xf64>
  %3 = math.asin %x : f32
  %4 = math.asinh %v fastmath<none> : vector<4xf32>
  %5 = math.atan %t : tensor<?xf64>
  %6 = math.atanh %x fastmath<nnan,ninf> : f32
  %7 = math.cbrt %v fastmath<fast> : vector<4xf32>
  %8 = math.ceil %t : tensor<?xf64>
  %9 = math.cos %x fastmath<none> : f32
  %10 = math.cosh %v : vector<4xf32>
  %11 = math.erf %t fastmath<nnan,ninf> : tensor<?xf64>
  %12 = math.exp %x fastmath<fast> : f32
  %13 = math.exp2 %v : vector<4xf32>
  %14 = math.expm1 %t fastmath<none> : tensor<?xf64>
  %15 = math.floor %x : f32
  %16 = math.log %v fastmath<nnan,ninf> : vector<4xf32>
  %17 = math.log10 %t fastmath<fast> : tensor<?xf64>
  %18 = math.log1p %x : f32
  %19 = math.log2 %v fastmath<none> : vector<4xf32>
  %20 = math.round %t : tensor<?xf64>
  %21 = math.roundeven %x fastmath<nnan,ninf> : f32
  %22 = math.rsqrt %v fastmath<fast> : vector<4xf32>
  %23 = math.sin %t : tensor<?xf64>
  %24 = math.sinh %x fastmath<none> : f32
  %25 = math.sqrt %v : vector<4xf32>
  %26 = math.tan %t fastmath<nnan,ninf> : tensor<?xf64>
  %27 = math.tanh %x fastmath<fast> : f32
  %28 = math.trunc %v : vector<4xf32>
  %29 = math.atan2 %x, %y fastmath<contract> : f32
  %30 = math.atan2 %v, %v : vector<4xf32>
  %31 = math.copysign %x, %y fastmath<contract> : f32
  %32 = math.copysign %v, %v : vector<4xf32>
  %33 = math.powf %x, %y fastmath<contract> : f32
  %34 = math.powf %v, %v : vector<4xf32>
  %35 = math.fma %x, %y, %z fastmath<fast> : f32
  %36 = math.fma %t, %t, %t : tensor<?xf64>
  %37 = math.fpowi %x, %i : f32, i32
  %38 = math.fpowi %v, %vi fastmath<afn> : vector<4xf32>, vector<4xi16>
  %39 = math.absi %i : i32
  %40 = math.ctlz %i : i32
  %41 = math.cttz %i : i32
  %42 = math.ctpop %i : i32
  %43 = math.ctpop %vi {tag = 1 : i64} : vector<4xi16>
  %44 = math.ipowi %i, %j : i32
  %45 = math.sqrt %x {fastmath = #arith.fastmath<reassoc>} : f32
  return
}
