// RUN: irlite-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// Folds through poison (MLIR 19): an arith or math op whose folder ends in MLIR's
// constFold helpers folds to poison when an operand is poison and no algebraic fold
// applies first (muli/andi with 0 still give 0); cmpi, cmpf, the shifts, cbrt, rsqrt and
// fma do not. The CHECK lines are mlir-opt 19's output.

func.func @f(%x: i32, %y: f32) -> (i32, i32, i32, i32, f32, i32) {
  %pi = ub.poison : i32
  %pf = ub.poison : f32
  %c0 = arith.constant 0 : i32
  %a = arith.addi %pi, %x : i32
  %b = arith.muli %pi, %c0 : i32
  %c = arith.divsi %x, %pi : i32
  %d = arith.andi %pi, %c0 : i32
  %e = arith.addf %y, %pf : f32
  %g = arith.extui %pi : i32 to i64
  %h = arith.trunci %g : i64 to i32
  return %a, %b, %c, %d, %e, %h : i32, i32, i32, i32, f32, i32
}

func.func @g(%x: i32, %y: f32) {
  %pi = ub.poison : i32
  %pf = ub.poison : f32
  %ci = arith.constant 3 : i32
  %cf = arith.constant 2.0 : f32
  %r0 = arith.addi %pi, %ci : i32
  "test.use"(%r0) : (i32) -> ()
  %r1 = arith.subi %pi, %ci : i32
  "test.use"(%r1) : (i32) -> ()
  %r2 = arith.muli %pi, %ci : i32
  "test.use"(%r2) : (i32) -> ()
  %r3 = arith.divsi %pi, %ci : i32
  "test.use"(%r3) : (i32) -> ()
  %r4 = arith.divui %pi, %ci : i32
  "test.use"(%r4) : (i32) -> ()
  %r5 = arith.ceildivsi %pi, %ci : i32
  "test.use"(%r5) : (i32) -> ()
  %r6 = arith.ceildivui %pi, %ci : i32
  "test.use"(%r6) : (i32) -> ()
  %r7 = arith.floordivsi %pi, %ci : i32
  "test.use"(%r7) : (i32) -> ()
  %r8 = arith.remsi %pi, %ci : i32
  "test.use"(%r8) : (i32) -> ()
  %r9 = arith.remui %pi, %ci : i32
  "test.use"(%r9) : (i32) -> ()
  %r10 = arith.andi %pi, %ci : i32
  "test.use"(%r10) : (i32) -> ()
  %r11 = arith.ori %pi, %ci : i32
  "test.use"(%r11) : (i32) -> ()
  %r12 = arith.xori %pi, %ci : i32
  "test.use"(%r12) : (i32) -> ()
  %r13 = arith.shli %pi, %ci : i32
  "test.use"(%r13) : (i32) -> ()
  %r14 = arith.shrsi %pi, %ci : i32
  "test.use"(%r14) : (i32) -> ()
  %r15 = arith.shrui %pi, %ci : i32
  "test.use"(%r15) : (i32) -> ()
  %r16 = arith.maxsi %pi, %ci : i32
  "test.use"(%r16) : (i32) -> ()
  %r17 = arith.maxui %pi, %ci : i32
  "test.use"(%r17) : (i32) -> ()
  %r18 = arith.minsi %pi, %ci : i32
  "test.use"(%r18) : (i32) -> ()
  %r19 = arith.minui %pi, %ci : i32
  "test.use"(%r19) : (i32) -> ()
  %r20 = arith.addf %pf, %cf : f32
  "test.use"(%r20) : (f32) -> ()
  %r21 = arith.subf %pf, %cf : f32
  "test.use"(%r21) : (f32) -> ()
  %r22 = arith.mulf %pf, %cf : f32
  "test.use"(%r22) : (f32) -> ()
  %r23 = arith.divf %pf, %cf : f32
  "test.use"(%r23) : (f32) -> ()
  %r24 = arith.remf %pf, %cf : f32
  "test.use"(%r24) : (f32) -> ()
  %r25 = arith.maximumf %pf, %cf : f32
  "test.use"(%r25) : (f32) -> ()
  %r26 = arith.minimumf %pf, %cf : f32
  "test.use"(%r26) : (f32) -> ()
  %r27 = arith.maxnumf %pf, %cf : f32
  "test.use"(%r27) : (f32) -> ()
  %r28 = arith.minnumf %pf, %cf : f32
  "test.use"(%r28) : (f32) -> ()
  %r29 = arith.negf %pf : f32
  "test.use"(%r29) : (f32) -> ()
  %r30 = arith.extui %pi : i32 to i64
  "test.use"(%r30) : (i64) -> ()
  %r31 = arith.extsi %pi : i32 to i64
  "test.use"(%r31) : (i64) -> ()
  %r32 = arith.trunci %pi : i32 to i8
  "test.use"(%r32) : (i8) -> ()
  %r33 = arith.sitofp %pi : i32 to f32
  "test.use"(%r33) : (f32) -> ()
  %r34 = arith.uitofp %pi : i32 to f32
  "test.use"(%r34) : (f32) -> ()
  %r35 = arith.fptosi %pf : f32 to i32
  "test.use"(%r35) : (i32) -> ()
  %r36 = arith.fptoui %pf : f32 to i32
  "test.use"(%r36) : (i32) -> ()
  %r37 = arith.extf %pf : f32 to f64
  "test.use"(%r37) : (f64) -> ()
  %r38 = arith.truncf %pf : f32 to f16
  "test.use"(%r38) : (f16) -> ()
  %r39 = arith.index_cast %pi : i32 to index
  "test.use"(%r39) : (index) -> ()
  %r40 = arith.index_castui %pi : i32 to index
  "test.use"(%r40) : (index) -> ()
  %r42 = arith.cmpi slt, %pi, %ci : i32
  "test.use"(%r42) : (i1) -> ()
  %r43 = arith.cmpf olt, %pf, %cf : f32
  "test.use"(%r43) : (i1) -> ()
  %r44 = math.absf %pf : f32
  "test.use"(%r44) : (f32) -> ()
  %r45 = math.sqrt %pf : f32
  "test.use"(%r45) : (f32) -> ()
  %r46 = math.exp %pf : f32
  "test.use"(%r46) : (f32) -> ()
  %r47 = math.log %pf : f32
  "test.use"(%r47) : (f32) -> ()
  %r48 = math.sin %pf : f32
  "test.use"(%r48) : (f32) -> ()
  %r49 = math.cos %pf : f32
  "test.use"(%r49) : (f32) -> ()
  %r50 = math.tanh %pf : f32
  "test.use"(%r50) : (f32) -> ()
  %r51 = math.floor %pf : f32
  "test.use"(%r51) : (f32) -> ()
  %r52 = math.ceil %pf : f32
  "test.use"(%r52) : (f32) -> ()
  %r53 = math.rsqrt %pf : f32
  "test.use"(%r53) : (f32) -> ()
  %r54 = math.erf %pf : f32
  "test.use"(%r54) : (f32) -> ()
  %r55 = math.exp2 %pf : f32
  "test.use"(%r55) : (f32) -> ()
  %r56 = math.log2 %pf : f32
  "test.use"(%r56) : (f32) -> ()
  %r57 = math.log10 %pf : f32
  "test.use"(%r57) : (f32) -> ()
  %r58 = math.log1p %pf : f32
  "test.use"(%r58) : (f32) -> ()
  %r59 = math.expm1 %pf : f32
  "test.use"(%r59) : (f32) -> ()
  %r60 = math.round %pf : f32
  "test.use"(%r60) : (f32) -> ()
  %r61 = math.roundeven %pf : f32
  "test.use"(%r61) : (f32) -> ()
  %r62 = math.trunc %pf : f32
  "test.use"(%r62) : (f32) -> ()
  %r63 = math.cbrt %pf : f32
  "test.use"(%r63) : (f32) -> ()
  %r64 = math.atan %pf : f32
  "test.use"(%r64) : (f32) -> ()
  %r65 = math.tan %pf : f32
  "test.use"(%r65) : (f32) -> ()
  %r66 = math.powf %pf, %cf : f32
  "test.use"(%r66) : (f32) -> ()
  %r67 = math.fma %pf, %cf, %cf : f32
  "test.use"(%r67) : (f32) -> ()
  %r68 = math.absi %pi : i32
  "test.use"(%r68) : (i32) -> ()
  %r69 = math.ctlz %pi : i32
  "test.use"(%r69) : (i32) -> ()
  return
}

// CHECK: func.func @f(%arg0: i32, %arg1: f32) -> (i32, i32, i32, i32, f32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: return %0, %c0_i32, %0, %c0_i32, %1, %0 : i32, i32, i32, i32, f32, i32
// CHECK-NEXT: }
// CHECK: func.func @g(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = ub.poison : index
// CHECK-NEXT: %1 = ub.poison : f16
// CHECK-NEXT: %2 = ub.poison : f64
// CHECK-NEXT: %3 = ub.poison : i8
// CHECK-NEXT: %4 = ub.poison : i64
// CHECK-NEXT: %5 = ub.poison : i32
// CHECK-NEXT: %6 = ub.poison : f32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: %7 = arith.shli %5, %c3_i32 : i32
// CHECK-NEXT: "test.use"(%7) : (i32) -> ()
// CHECK-NEXT: %8 = arith.shrsi %5, %c3_i32 : i32
// CHECK-NEXT: "test.use"(%8) : (i32) -> ()
// CHECK-NEXT: %9 = arith.shrui %5, %c3_i32 : i32
// CHECK-NEXT: "test.use"(%9) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%4) : (i64) -> ()
// CHECK-NEXT: "test.use"(%4) : (i64) -> ()
// CHECK-NEXT: "test.use"(%3) : (i8) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%2) : (f64) -> ()
// CHECK-NEXT: "test.use"(%1) : (f16) -> ()
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: "test.use"(%0) : (index) -> ()
// CHECK-NEXT: %10 = arith.cmpi slt, %5, %c3_i32 : i32
// CHECK-NEXT: "test.use"(%10) : (i1) -> ()
// CHECK-NEXT: %11 = arith.cmpf olt, %6, %cst : f32
// CHECK-NEXT: "test.use"(%11) : (i1) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: %12 = math.rsqrt %6 : f32
// CHECK-NEXT: "test.use"(%12) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: %13 = math.cbrt %6 : f32
// CHECK-NEXT: "test.use"(%13) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: "test.use"(%6) : (f32) -> ()
// CHECK-NEXT: %14 = math.fma %6, %cst, %cst : f32
// CHECK-NEXT: "test.use"(%14) : (f32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: "test.use"(%5) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
