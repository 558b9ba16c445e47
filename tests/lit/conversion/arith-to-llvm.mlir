// RUN: irlite-opt %s --convert-arith-to-llvm | FileCheck %s
//
// Every arith op that convert-arith-to-llvm lowers one-to-one, with MLIR 19's
// overflow and fast-math flag mapping; CHECK lines from mlir-opt 19.

// CHECK-LABEL: func.func @int_binary(
// CHECK: %[[V0:.*]] = llvm.add %arg0, %arg1 : i32
// CHECK: %[[V1:.*]] = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK: %[[V2:.*]] = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK: %[[V3:.*]] = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// CHECK: %[[V4:.*]] = llvm.shl %arg0, %arg1 overflow<nsw> : i32
// CHECK: %[[V5:.*]] = llvm.udiv %arg0, %arg1  : i32
// CHECK: %[[V6:.*]] = llvm.sdiv %arg0, %arg1  : i32
// CHECK: %[[V7:.*]] = llvm.urem %arg0, %arg1  : i32
// CHECK: %[[V8:.*]] = llvm.srem %arg0, %arg1  : i32
// CHECK: %[[V9:.*]] = llvm.and %arg0, %arg1  : i32
// CHECK: %[[V10:.*]] = llvm.or %arg0, %arg1  : i32
// CHECK: %[[V11:.*]] = llvm.xor %arg0, %arg1  : i32
// CHECK: %[[V12:.*]] = llvm.lshr %arg0, %arg1  : i32
// CHECK: %[[V13:.*]] = llvm.ashr %arg0, %arg1  : i32
// CHECK: %[[V14:.*]] = llvm.intr.smax(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK: %[[V15:.*]] = llvm.intr.umax(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK: %[[V16:.*]] = llvm.intr.smin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK: %[[V17:.*]] = llvm.intr.umin(%arg0, %arg1)  : (i32, i32) -> i32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]], %[[V16]], %[[V17]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
func.func @int_binary(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.subi %a, %b overflow<nsw, nuw> : i32
  %3 = arith.muli %a, %b overflow<nuw> : i32
  %4 = arith.shli %a, %b overflow<nsw> : i32
  %5 = arith.divui %a, %b : i32
  %6 = arith.divsi %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.andi %a, %b : i32
  %10 = arith.ori %a, %b : i32
  %11 = arith.xori %a, %b : i32
  %12 = arith.shrui %a, %b : i32
  %13 = arith.shrsi %a, %b : i32
  %14 = arith.maxsi %a, %b : i32
  %15 = arith.maxui %a, %b : i32
  %16 = arith.minsi %a, %b : i32
  %17 = arith.minui %a, %b : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @index_and_vector(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.mul %[[C1]], %[[C0]] overflow<nsw> : i64
// CHECK: %[[C3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i64 to index
// CHECK: %[[V4:.*]] = llvm.add %arg2, %arg3 : vector<4xi32>
// CHECK: return %[[C3]], %[[V4]] : index, vector<4xi32>
func.func @index_and_vector(%i: index, %j: index, %v: vector<4xi32>, %w: vector<4xi32>) -> (index, vector<4xi32>) {
  %0 = arith.muli %i, %j overflow<nsw> : index
  %1 = arith.addi %v, %w : vector<4xi32>
  return %0, %1 : index, vector<4xi32>
}

// CHECK-LABEL: func.func @float_binary(
// CHECK: %[[V0:.*]] = llvm.fadd %arg0, %arg1  : f32
// CHECK: %[[V1:.*]] = llvm.fsub %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %[[V2:.*]] = llvm.fmul %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK: %[[V3:.*]] = llvm.fdiv %arg0, %arg1  {fastmathFlags = #llvm.fastmath<reassoc>} : f32
// CHECK: %[[V4:.*]] = llvm.frem %arg0, %arg1  : f32
// CHECK: %[[V5:.*]] = llvm.fneg %arg0  {fastmathFlags = #llvm.fastmath<nsz>} : f32
// CHECK: %[[V6:.*]] = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK: %[[V7:.*]] = llvm.intr.minimum(%arg0, %arg1)  {fastmathFlags = #llvm.fastmath<nnan>} : (f32, f32) -> f32
// CHECK: %[[V8:.*]] = llvm.intr.maxnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK: %[[V9:.*]] = llvm.intr.minnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @float_binary(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = arith.addf %x, %y : f32
  %1 = arith.subf %x, %y fastmath<fast> : f32
  %2 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %3 = arith.divf %x, %y fastmath<reassoc> : f32
  %4 = arith.remf %x, %y : f32
  %5 = arith.negf %x fastmath<nsz> : f32
  %6 = arith.maximumf %x, %y : f32
  %7 = arith.minimumf %x, %y fastmath<nnan> : f32
  %8 = arith.maxnumf %x, %y : f32
  %9 = arith.minnumf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @fastmath_order(
// CHECK: %[[V0:.*]] = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nnan, afn, reassoc>} : f32
// CHECK: %[[V1:.*]] = llvm.fmul %arg0, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %[[V2:.*]] = llvm.fdiv %arg0, %arg1  {fastmathFlags = #llvm.fastmath<nsz, contract>} : f32
// CHECK: return %[[V0]], %[[V1]], %[[V2]] : f32, f32, f32
func.func @fastmath_order(%x: f32, %y: f32) -> (f32, f32, f32) {
  %0 = arith.addf %x, %y fastmath<reassoc,nnan,afn> : f32
  %1 = arith.mulf %x, %y fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  %2 = arith.divf %x, %y fastmath<contract,nsz> : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @float_vector(
// CHECK: %[[V0:.*]] = llvm.fadd %arg0, %arg1  {fastmathFlags = #llvm.fastmath<contract>} : vector<4xf32>
// CHECK: %[[V1:.*]] = llvm.intr.maximum(%arg0, %arg1)  : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: return %[[V0]], %[[V1]] : vector<4xf32>, vector<4xf32>
func.func @float_vector(%x: vector<4xf32>, %y: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = arith.addf %x, %y fastmath<contract> : vector<4xf32>
  %1 = arith.maximumf %x, %y : vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @cmpi(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[V2:.*]] = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK: %[[V3:.*]] = llvm.icmp "ne" %arg0, %arg1 : i32
// CHECK: %[[V4:.*]] = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK: %[[V5:.*]] = llvm.icmp "sle" %arg0, %arg1 : i32
// CHECK: %[[V6:.*]] = llvm.icmp "sgt" %arg0, %arg1 : i32
// CHECK: %[[V7:.*]] = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK: %[[V8:.*]] = llvm.icmp "ult" %arg0, %arg1 : i32
// CHECK: %[[V9:.*]] = llvm.icmp "ule" %arg0, %arg1 : i32
// CHECK: %[[V10:.*]] = llvm.icmp "ugt" %arg0, %arg1 : i32
// CHECK: %[[V11:.*]] = llvm.icmp "uge" %arg0, %arg1 : i32
// CHECK: %[[V12:.*]] = llvm.icmp "slt" %[[C1]], %[[C0]] : i64
// CHECK: %[[V13:.*]] = llvm.icmp "ne" %arg4, %arg5 : vector<4xi32>
// CHECK: return %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>
func.func @cmpi(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi32>, %w: vector<4xi32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %a, %b : i32
  %10 = arith.cmpi slt, %i, %j : index
  %11 = arith.cmpi ne, %v, %w : vector<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<4xi1>
}

// CHECK-LABEL: func.func @cmpf(
// CHECK: %[[V0:.*]] = llvm.fcmp "_false" %arg0, %arg1 : f32
// CHECK: %[[V1:.*]] = llvm.fcmp "oeq" %arg0, %arg1 : f32
// CHECK: %[[V2:.*]] = llvm.fcmp "ogt" %arg0, %arg1 : f32
// CHECK: %[[V3:.*]] = llvm.fcmp "oge" %arg0, %arg1 : f32
// CHECK: %[[V4:.*]] = llvm.fcmp "olt" %arg0, %arg1 : f32
// CHECK: %[[V5:.*]] = llvm.fcmp "ole" %arg0, %arg1 : f32
// CHECK: %[[V6:.*]] = llvm.fcmp "one" %arg0, %arg1 : f32
// CHECK: %[[V7:.*]] = llvm.fcmp "ord" %arg0, %arg1 : f32
// CHECK: %[[V8:.*]] = llvm.fcmp "ueq" %arg0, %arg1 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %[[V9:.*]] = llvm.fcmp "ugt" %arg0, %arg1 : f32
// CHECK: %[[V10:.*]] = llvm.fcmp "uge" %arg0, %arg1 : f32
// CHECK: %[[V11:.*]] = llvm.fcmp "ult" %arg0, %arg1 : f32
// CHECK: %[[V12:.*]] = llvm.fcmp "ule" %arg0, %arg1 : f32
// CHECK: %[[V13:.*]] = llvm.fcmp "une" %arg0, %arg1 : f32
// CHECK: %[[V14:.*]] = llvm.fcmp "uno" %arg0, %arg1 : f32
// CHECK: %[[V15:.*]] = llvm.fcmp "_true" %arg0, %arg1 : f32
// CHECK: %[[V16:.*]] = llvm.fcmp "olt" %arg2, %arg3 : vector<2xf64>
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]], %[[V16]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
func.func @cmpf(%x: f32, %y: f32, %u: vector<2xf64>, %v: vector<2xf64>) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %0 = arith.cmpf false, %x, %y : f32
  %1 = arith.cmpf oeq, %x, %y : f32
  %2 = arith.cmpf ogt, %x, %y : f32
  %3 = arith.cmpf oge, %x, %y : f32
  %4 = arith.cmpf olt, %x, %y : f32
  %5 = arith.cmpf ole, %x, %y : f32
  %6 = arith.cmpf one, %x, %y : f32
  %7 = arith.cmpf ord, %x, %y : f32
  %8 = arith.cmpf ueq, %x, %y fastmath<fast> : f32
  %9 = arith.cmpf ugt, %x, %y : f32
  %10 = arith.cmpf uge, %x, %y : f32
  %11 = arith.cmpf ult, %x, %y : f32
  %12 = arith.cmpf ule, %x, %y : f32
  %13 = arith.cmpf une, %x, %y : f32
  %14 = arith.cmpf uno, %x, %y : f32
  %15 = arith.cmpf true, %x, %y : f32
  %16 = arith.cmpf olt, %u, %v : vector<2xf64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// CHECK-LABEL: func.func @select(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg7 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg6 : index to i64
// CHECK: %[[V2:.*]] = llvm.select %arg0, %arg1, %arg2 : i1, i32
// CHECK: %[[V3:.*]] = llvm.select %arg3, %arg4, %arg5 : vector<4xi1>, vector<4xi32>
// CHECK: %[[V4:.*]] = llvm.select %arg0, %arg4, %arg5 : i1, vector<4xi32>
// CHECK: %[[V5:.*]] = llvm.select %arg0, %[[C1]], %[[C0]] : i1, i64
// CHECK: %[[C6:.*]] = builtin.unrealized_conversion_cast %[[V5]] : i64 to index
// CHECK: return %[[V2]], %[[V3]], %[[V4]], %[[C6]] : i32, vector<4xi32>, vector<4xi32>, index
func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %v: vector<4xi32>, %w: vector<4xi32>, %i: index, %j: index) -> (i32, vector<4xi32>, vector<4xi32>, index) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %v, %w : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %v, %w : vector<4xi32>
  %3 = arith.select %c, %i, %j : index
  return %0, %1, %2, %3 : i32, vector<4xi32>, vector<4xi32>, index
}

// CHECK-LABEL: func.func @discardable_attrs(
// CHECK: %[[V0:.*]] = llvm.add %arg0, %arg1 {foo = 1 : i32} : i32
// CHECK: %[[V1:.*]] = llvm.fadd %arg2, %arg3  {bar, fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %[[V2:.*]] = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK: %[[V3:.*]] = llvm.select %[[V2]], %arg0, %arg1 {qux} : i1, i32
// CHECK: return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : i32, f32, i1, i32
func.func @discardable_attrs(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, f32, i1, i32) {
  %0 = arith.addi %a, %b {foo = 1 : i32} : i32
  %1 = arith.addf %x, %y fastmath<fast> {bar} : f32
  // Comparisons drop them, as in MLIR.
  %2 = arith.cmpi slt, %a, %b {baz} : i32
  %3 = arith.select %2, %a, %b {qux} : i32
  return %0, %1, %2, %3 : i32, f32, i1, i32
}
