// CmpFIntToFPConst: cmpf of (sitofp|uitofp %a) against a float constant becomes cmpi or a
// constant (integral, fractional, out-of-range, infinite and NaN constants; ord/uno; i8/i32/i64
// and i1/i16 sources; f16/bf16/f32/f64), as MLIR 19.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file (the whole output, line by line).
// The always-false/true predicates are not covered: mlir-opt 19 crashes on them (llvm_unreachable).

// CHECK: module {
// CHECK-LABEL: func.func @int_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i8 : i8
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-128_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %false, %1, %false, %true, %false, %true, %false, %2, %3, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i8 : i8
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c-1_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %true, %false, %2, %false, %true, %false, %3, %false, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i8_f16(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i8 : i8
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-128_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %false, %1, %false, %true, %false, %true, %false, %2, %3, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i8 : i8
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c-1_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %true, %false, %2, %false, %true, %false, %3, %false, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i8_f32(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i8 : i8
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i8 = arith.constant -4 : i8
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-128_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %false, %1, %false, %true, %false, %true, %false, %2, %3, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i8 = arith.constant 10 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i8 : i8
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i8 : i8
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i8 : i8
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i8 : i8
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i8 : i8
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %true, %false, %false, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i8 : i8
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i8 : i8
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i8 = arith.constant 127 : i8
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i8 : i8
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c-1_i8 : i8
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c0_i8 : i8
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c0_i8 : i8
// CHECK-NEXT: return %0, %1, %true, %false, %2, %false, %true, %false, %3, %false, %4 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i8_f64(%arg0: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %true, %false, %false, %true, %true, %true, %true, %true, %true, %true, %true, %true, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant -6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ord, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf uno, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %c-128_i32 = arith.constant -128 : i32
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c-128_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-128_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c255_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c256_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c255_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c0_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %false, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT: %cst_0 = arith.constant 4.096000e+03 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0xFC00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_2 : f16
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_1 : f16
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %8 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %9 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %10 = arith.cmpf ogt, %0, %cst_1 : f16
// CHECK-NEXT: %11 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %12 = arith.cmpf olt, %0, %cst_0 : f16
// CHECK-NEXT: %13 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant -6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ord, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf uno, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c255_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi uge, %arg0, %c256_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c255_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ule, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %true, %false, %2, %3, %4, %false, %5, %false, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i32_f16(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT: %cst_0 = arith.constant 4.096000e+03 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0xFC00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f16
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_2 : f16
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_1 : f16
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %8 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %9 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %10 = arith.cmpf ogt, %0, %cst_1 : f16
// CHECK-NEXT: %11 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %12 = arith.cmpf olt, %0, %cst_0 : f16
// CHECK-NEXT: %13 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i32 = arith.constant 60000 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c-60000_i32 = arith.constant -60000 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %c-128_i32 = arith.constant -128 : i32
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c-128_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-128_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c255_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c256_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c255_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c0_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %false, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i32 = arith.constant 2048 : i32
// CHECK-NEXT: %c4096_i32 = arith.constant 4096 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c16777210_i32 = arith.constant 16777210 : i32
// CHECK-NEXT: %cst = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT: %cst_0 = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+09 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_2 : f32
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c16777210_i32 : i32
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_1 : f32
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_0 : f32
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst : f32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c4096_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c2048_i32 : i32
// CHECK-NEXT: return %1, %2, %3, %4, %5, %true, %true, %true, %true, %true, %true, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i32 = arith.constant 60000 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ult, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c255_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi uge, %arg0, %c256_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c255_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ule, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %true, %false, %2, %3, %4, %false, %5, %false, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i32_f32(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i32 = arith.constant 2048 : i32
// CHECK-NEXT: %c4096_i32 = arith.constant 4096 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c16777210_i32 = arith.constant 16777210 : i32
// CHECK-NEXT: %cst = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT: %cst_1 = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+09 : f32
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_3 : f32
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %c16777210_i32 : i32
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_2 : f32
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_1 : f32
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_0 : f32
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst : f32
// CHECK-NEXT: %7 = arith.cmpi ult, %arg0, %c4096_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi ult, %arg0, %c2048_i32 : i32
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %true, %true, %true, %true, %true, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i32 = arith.constant 60000 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c-60000_i32 = arith.constant -60000 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c-60000_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %c-128_i32 = arith.constant -128 : i32
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c-128_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-128_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c255_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c256_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c255_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c0_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %false, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i32 = arith.constant 2048 : i32
// CHECK-NEXT: %c4096_i32 = arith.constant 4096 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-2147483600_i32 = arith.constant -2147483600 : i32
// CHECK-NEXT: %c2147483600_i32 = arith.constant 2147483600 : i32
// CHECK-NEXT: %c16777216_i32 = arith.constant 16777216 : i32
// CHECK-NEXT: %c16777210_i32 = arith.constant 16777210 : i32
// CHECK-NEXT: %c1000000000_i32 = arith.constant 1000000000 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c1000000000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c16777210_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c16777216_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c2147483600_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-2147483600_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi slt, %arg0, %c4096_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c2048_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %true, %true, %true, %true, %true, %true, %5, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i32 : i32
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i32 : i32
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i32 : i32
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i32 : i32
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i32 : i32
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i32 = arith.constant 60000 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ult, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %c60000_i32 : i32
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c60000_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c256_i32 = arith.constant 256 : i32
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i32 = arith.constant 127 : i32
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c255_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi uge, %arg0, %c256_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c255_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ule, %arg0, %c0_i32 : i32
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %true, %false, %2, %3, %4, %false, %5, %false, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i32_f64(%arg0: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i32 = arith.constant 2048 : i32
// CHECK-NEXT: %c4096_i32 = arith.constant 4096 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c2147483600_i32 = arith.constant 2147483600 : i32
// CHECK-NEXT: %c16777216_i32 = arith.constant 16777216 : i32
// CHECK-NEXT: %c16777210_i32 = arith.constant 16777210 : i32
// CHECK-NEXT: %c1000000000_i32 = arith.constant 1000000000 : i32
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c1000000000_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c16777210_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %c16777216_i32 : i32
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c2147483600_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c4096_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ult, %arg0, %c2048_i32 : i32
// CHECK-NEXT: return %0, %1, %2, %3, %true, %true, %true, %true, %true, %true, %true, %4, %5 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i64 = arith.constant -4 : i64
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant -6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ord, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf uno, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c256_i64 = arith.constant 256 : i64
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %c-128_i64 = arith.constant -128 : i64
// CHECK-NEXT: %c127_i64 = arith.constant 127 : i64
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c-128_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-128_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c255_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c256_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c255_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c0_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %false, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT: %cst_0 = arith.constant 4.096000e+03 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0xFC00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_2 : f16
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_1 : f16
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %8 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %9 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %10 = arith.cmpf ogt, %0, %cst_1 : f16
// CHECK-NEXT: %11 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %12 = arith.cmpf olt, %0, %cst_0 : f16
// CHECK-NEXT: %13 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant -6.000000e+04 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf oge, %0, %cst : f16
// CHECK-NEXT: %7 = arith.cmpf ult, %0, %cst : f16
// CHECK-NEXT: %8 = arith.cmpf ugt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ord, %0, %cst : f16
// CHECK-NEXT: %6 = arith.cmpf uno, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 0xFC00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf oeq, %0, %cst : f16
// CHECK-NEXT: %2 = arith.cmpf one, %0, %cst : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %4 = arith.cmpf ogt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c256_i64 = arith.constant 256 : i64
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i64 = arith.constant 127 : i64
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c255_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi uge, %arg0, %c256_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c255_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ule, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %true, %false, %2, %3, %4, %false, %5, %false, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i64_f16(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %cst = arith.constant 2.048000e+03 : f16
// CHECK-NEXT: %cst_0 = arith.constant 4.096000e+03 : f16
// CHECK-NEXT: %cst_1 = arith.constant 0xFC00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f16
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %2 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_2 : f16
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_2 : f16
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_1 : f16
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %8 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %9 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %10 = arith.cmpf ogt, %0, %cst_1 : f16
// CHECK-NEXT: %11 = arith.cmpf olt, %0, %cst_2 : f16
// CHECK-NEXT: %12 = arith.cmpf olt, %0, %cst_0 : f16
// CHECK-NEXT: %13 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i64 = arith.constant -4 : i64
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i64 = arith.constant 60000 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c-60000_i64 = arith.constant -60000 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c256_i64 = arith.constant 256 : i64
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %c-128_i64 = arith.constant -128 : i64
// CHECK-NEXT: %c127_i64 = arith.constant 127 : i64
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c-128_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-128_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c255_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c256_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c255_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c0_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %false, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i64 = arith.constant 2048 : i64
// CHECK-NEXT: %c4096_i64 = arith.constant 4096 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c16777210_i64 = arith.constant 16777210 : i64
// CHECK-NEXT: %cst = arith.constant 1.23456781E+15 : f32
// CHECK-NEXT: %cst_0 = arith.constant 9.22337203E+18 : f32
// CHECK-NEXT: %cst_1 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_2 = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT: %cst_3 = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_5 = arith.constant 1.000000e+09 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_5 : f32
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c16777210_i64 : i64
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_4 : f32
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_3 : f32
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_2 : f32
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_1 : f32
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst_0 : f32
// CHECK-NEXT: %8 = arith.cmpf olt, %0, %cst : f32
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c4096_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi slt, %arg0, %c2048_i64 : i64
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %true, %true, %true, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i64 = arith.constant 60000 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ult, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c256_i64 = arith.constant 256 : i64
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i64 = arith.constant 127 : i64
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c255_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi uge, %arg0, %c256_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c255_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ule, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %true, %false, %2, %3, %4, %false, %5, %false, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i64_f32(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i64 = arith.constant 2048 : i64
// CHECK-NEXT: %c4096_i64 = arith.constant 4096 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c16777210_i64 = arith.constant 16777210 : i64
// CHECK-NEXT: %cst = arith.constant 1.23456781E+15 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.84467441E+19 : f32
// CHECK-NEXT: %cst_1 = arith.constant 9.22337203E+18 : f32
// CHECK-NEXT: %cst_2 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT: %cst_3 = arith.constant -2.14748365E+9 : f32
// CHECK-NEXT: %cst_4 = arith.constant 2.14748365E+9 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.000000e+09 : f32
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %0, %cst_6 : f32
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %c16777210_i64 : i64
// CHECK-NEXT: %3 = arith.cmpf ogt, %0, %cst_5 : f32
// CHECK-NEXT: %4 = arith.cmpf ole, %0, %cst_4 : f32
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst_3 : f32
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_2 : f32
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst_1 : f32
// CHECK-NEXT: %8 = arith.cmpf olt, %0, %cst_0 : f32
// CHECK-NEXT: %9 = arith.cmpf olt, %0, %cst : f32
// CHECK-NEXT: %10 = arith.cmpi ult, %arg0, %c4096_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ult, %arg0, %c2048_i64 : i64
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %8, %true, %true, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c10_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi sge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi sle, %arg0, %c10_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sgt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c-4_i64 = arith.constant -4 : i64
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi slt, %arg0, %c-4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i64 = arith.constant 60000 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c-60000_i64 = arith.constant -60000 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sgt, %arg0, %c-60000_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sgt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c256_i64 = arith.constant 256 : i64
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %c-128_i64 = arith.constant -128 : i64
// CHECK-NEXT: %c127_i64 = arith.constant 127 : i64
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sge, %arg0, %c-128_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c-128_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c255_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c256_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi sle, %arg0, %c255_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi sle, %arg0, %c0_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c0_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi sgt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %false, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_sitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i64 = arith.constant 2048 : i64
// CHECK-NEXT: %c4096_i64 = arith.constant 4096 : i64
// CHECK-NEXT: %c1234567800000000_i64 = arith.constant 1234567800000000 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c4294967300_i64 = arith.constant 4294967300 : i64
// CHECK-NEXT: %c-2147483600_i64 = arith.constant -2147483600 : i64
// CHECK-NEXT: %c2147483600_i64 = arith.constant 2147483600 : i64
// CHECK-NEXT: %c16777216_i64 = arith.constant 16777216 : i64
// CHECK-NEXT: %c16777210_i64 = arith.constant 16777210 : i64
// CHECK-NEXT: %c1000000000_i64 = arith.constant 1000000000 : i64
// CHECK-NEXT: %cst = arith.constant 9.2233720368547758E+18 : f64
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f64
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %c1000000000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi sgt, %arg0, %c16777210_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %c16777216_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi sle, %arg0, %c2147483600_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %c-2147483600_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi slt, %arg0, %c4294967300_i64 : i64
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst : f64
// CHECK-NEXT: %8 = arith.cmpi slt, %arg0, %c1234567800000000_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi slt, %arg0, %c4096_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi slt, %arg0, %c2048_i64 : i64
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %7, %true, %true, %true, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c10_i64 = arith.constant 10 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ult, %arg0, %c10_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c10_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi eq, %arg0, %c10_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c10_i64 : i64
// CHECK-NEXT: %8 = arith.cmpi uge, %arg0, %c10_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c10_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi ule, %arg0, %c10_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %arg0, %c10_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %true, %false : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_pos_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT: %0 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ugt, %arg0, %c4_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %c4_i64 : i64
// CHECK-NEXT: return %false, %0, %1, %2, %3, %true, %false, %4, %5, %6, %7, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @frac_neg_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %false, %true, %false, %true, %true, %false, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @big_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c60000_i64 = arith.constant 60000 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ult, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ule, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ugt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %c60000_i64 : i64
// CHECK-NEXT: %7 = arith.cmpi ugt, %arg0, %c60000_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negbig_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %false, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inf_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %true, %false, %true, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ninf_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nan_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %false, %true, %false, %true : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi uge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ult, %arg0, %c0_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi uge, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @edge_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c256_i64 = arith.constant 256 : i64
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c127_i64 = arith.constant 127 : i64
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c127_i64 : i64
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %c127_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ule, %arg0, %c255_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi uge, %arg0, %c256_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c255_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ule, %arg0, %c0_i64 : i64
// CHECK-NEXT: %6 = arith.cmpi ugt, %arg0, %c0_i64 : i64
// CHECK-NEXT: return %0, %1, %true, %false, %2, %3, %4, %false, %5, %false, %6 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @large_uitofp_i64_f64(%arg0: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c2048_i64 = arith.constant 2048 : i64
// CHECK-NEXT: %c4096_i64 = arith.constant 4096 : i64
// CHECK-NEXT: %c1234567800000000_i64 = arith.constant 1234567800000000 : i64
// CHECK-NEXT: %c4294967300_i64 = arith.constant 4294967300 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c2147483600_i64 = arith.constant 2147483600 : i64
// CHECK-NEXT: %c16777216_i64 = arith.constant 16777216 : i64
// CHECK-NEXT: %c16777210_i64 = arith.constant 16777210 : i64
// CHECK-NEXT: %c1000000000_i64 = arith.constant 1000000000 : i64
// CHECK-NEXT: %cst = arith.constant 1.8446744073709552E+19 : f64
// CHECK-NEXT: %cst_0 = arith.constant 9.2233720368547758E+18 : f64
// CHECK-NEXT: %0 = arith.uitofp %arg0 : i64 to f64
// CHECK-NEXT: %1 = arith.cmpi ult, %arg0, %c1000000000_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %c16777210_i64 : i64
// CHECK-NEXT: %3 = arith.cmpi ugt, %arg0, %c16777216_i64 : i64
// CHECK-NEXT: %4 = arith.cmpi ule, %arg0, %c2147483600_i64 : i64
// CHECK-NEXT: %5 = arith.cmpi ult, %arg0, %c4294967300_i64 : i64
// CHECK-NEXT: %6 = arith.cmpf olt, %0, %cst_0 : f64
// CHECK-NEXT: %7 = arith.cmpf olt, %0, %cst : f64
// CHECK-NEXT: %8 = arith.cmpi ult, %arg0, %c1234567800000000_i64 : i64
// CHECK-NEXT: %9 = arith.cmpi ult, %arg0, %c4096_i64 : i64
// CHECK-NEXT: %10 = arith.cmpi ult, %arg0, %c2048_i64 : i64
// CHECK-NEXT: return %1, %2, %3, %4, %true, %5, %6, %7, %true, %true, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bf16(%arg0: i8, %arg1: i16, %arg2: i32) -> (i1, i1, i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c128_i32 = arith.constant 128 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c2_i8 = arith.constant 2 : i8
// CHECK-NEXT: %cst = arith.constant 6.553600e+04 : bf16
// CHECK-NEXT: %0 = arith.uitofp %arg1 : i16 to bf16
// CHECK-NEXT: %1 = arith.cmpi sle, %arg0, %c2_i8 : i8
// CHECK-NEXT: %2 = arith.cmpf olt, %0, %cst : bf16
// CHECK-NEXT: %3 = arith.cmpi slt, %arg2, %c128_i32 : i32
// CHECK-NEXT: return %1, %true, %2, %true, %3, %false : i1, i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f16wide(%arg0: i16, %arg1: i16, %arg2: i32) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant 6.550400e+04 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %0 = arith.uitofp %arg1 : i16 to f16
// CHECK-NEXT: %1 = arith.sitofp %arg2 : i32 to f16
// CHECK-NEXT: %2 = arith.cmpf olt, %0, %cst_0 : f16
// CHECK-NEXT: %3 = arith.cmpf olt, %1, %cst_0 : f16
// CHECK-NEXT: %4 = arith.cmpf olt, %0, %cst : f16
// CHECK-NEXT: %5 = arith.cmpf ord, %1, %cst_0 : f16
// CHECK-NEXT: return %true, %2, %3, %4, %5 : i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @i1src(%arg0: i1) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %true : i1
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg0, %false : i1
// CHECK-NEXT: return %0, %true, %1, %false : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @lhsconst(%arg0: i32) -> i1 {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %1 = arith.cmpf olt, %cst, %0 : f32
// CHECK-NEXT: return %1 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f64i64(%arg0: i64, %arg1: i64) -> (i1, i1, i1, i1, i1) {
// CHECK-NEXT: %c4503599627370496_i64 = arith.constant 4503599627370496 : i64
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant -9.2233720368547758E+18 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.8446744073709552E+19 : f64
// CHECK-NEXT: %cst_1 = arith.constant 9.2233720368547758E+18 : f64
// CHECK-NEXT: %0 = arith.sitofp %arg0 : i64 to f64
// CHECK-NEXT: %1 = arith.uitofp %arg1 : i64 to f64
// CHECK-NEXT: %2 = arith.cmpf olt, %0, %cst_1 : f64
// CHECK-NEXT: %3 = arith.cmpf olt, %1, %cst_0 : f64
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %c4503599627370496_i64 : i64
// CHECK-NEXT: %5 = arith.cmpf oge, %0, %cst : f64
// CHECK-NEXT: return %2, %3, %true, %4, %5 : i1, i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @int_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 1.000000e+01 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 1.000000e+01 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.000000e+01 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 1.000000e+01 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 1.000000e+01 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 1.000000e+01 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 1.000000e+01 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 1.000000e+01 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+01 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 1.000000e+01 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 1.000000e+01 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 1.000000e+01 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  %c12 = arith.constant 1.000000e+01 : f16
  %r12 = arith.cmpf ord, %f, %c12 : f16
  %c13 = arith.constant 1.000000e+01 : f16
  %r13 = arith.cmpf uno, %f, %c13 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant -4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant -4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant -4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant -4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant -4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant -4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant -4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant -4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant -4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant 6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant 6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant 6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant -6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant -6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant -6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant -6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant -6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7C00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0x7C00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = arith.cmpf ord, %f, %c4 : f16
  %c5 = arith.constant 0x7C00 : f16
  %r5 = arith.cmpf uno, %f, %c5 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0xFC00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0xFC00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 0x7E00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7E00 : f16
  %r1 = arith.cmpf une, %f, %c1 : f16
  %c2 = arith.constant 0x7E00 : f16
  %r2 = arith.cmpf ord, %f, %c2 : f16
  %c3 = arith.constant 0x7E00 : f16
  %r3 = arith.cmpf uno, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 0.000000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0.000000e+00 : f16
  %r1 = arith.cmpf olt, %f, %c1 : f16
  %c2 = arith.constant 0.000000e+00 : f16
  %r2 = arith.cmpf uge, %f, %c2 : f16
  %c3 = arith.constant -0.000000e+00 : f16
  %r3 = arith.cmpf oeq, %f, %c3 : f16
  %c4 = arith.constant -0.000000e+00 : f16
  %r4 = arith.cmpf olt, %f, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f16
  %r5 = arith.cmpf uge, %f, %c5 : f16
  %c6 = arith.constant -0.000000e+00 : f16
  %r6 = arith.cmpf ugt, %f, %c6 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 1.270000e+02 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.275000e+02 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -1.280000e+02 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -1.285000e+02 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 2.550000e+02 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 2.560000e+02 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 2.555000e+02 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -5.000000e-01 : f16
  %r7 = arith.cmpf oeq, %f, %c7 : f16
  %c8 = arith.constant 5.000000e-01 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -5.000000e-01 : f16
  %r9 = arith.cmpf olt, %f, %c9 : f16
  %c10 = arith.constant 5.000000e-01 : f16
  %r10 = arith.cmpf oge, %f, %c10 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f16
  %c0 = arith.constant 1.000000e+09 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.677721e+07 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.6777216E+7 : f16
  %r2 = arith.cmpf ogt, %f, %c2 : f16
  %c3 = arith.constant 2.1474836E+9 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -2.1474836E+9 : f16
  %r4 = arith.cmpf oge, %f, %c4 : f16
  %c5 = arith.constant 4.2949673E+9 : f16
  %r5 = arith.cmpf olt, %f, %c5 : f16
  %c6 = arith.constant 9.2233720368547758E+18 : f16
  %r6 = arith.cmpf olt, %f, %c6 : f16
  %c7 = arith.constant 1.8446744073709552E+19 : f16
  %r7 = arith.cmpf olt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+30 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -1.000000e+30 : f16
  %r9 = arith.cmpf ogt, %f, %c9 : f16
  %c10 = arith.constant 1.2345678E+15 : f16
  %r10 = arith.cmpf olt, %f, %c10 : f16
  %c11 = arith.constant 4.096000e+03 : f16
  %r11 = arith.cmpf olt, %f, %c11 : f16
  %c12 = arith.constant 2.048000e+03 : f16
  %r12 = arith.cmpf olt, %f, %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 1.000000e+01 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 1.000000e+01 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.000000e+01 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 1.000000e+01 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 1.000000e+01 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 1.000000e+01 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 1.000000e+01 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 1.000000e+01 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+01 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 1.000000e+01 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 1.000000e+01 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 1.000000e+01 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  %c12 = arith.constant 1.000000e+01 : f16
  %r12 = arith.cmpf ord, %f, %c12 : f16
  %c13 = arith.constant 1.000000e+01 : f16
  %r13 = arith.cmpf uno, %f, %c13 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant -4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant -4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant -4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant -4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant -4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant -4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant -4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant -4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant -4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant 6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant 6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant 6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant -6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant -6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant -6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant -6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant -6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7C00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0x7C00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = arith.cmpf ord, %f, %c4 : f16
  %c5 = arith.constant 0x7C00 : f16
  %r5 = arith.cmpf uno, %f, %c5 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0xFC00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0xFC00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 0x7E00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7E00 : f16
  %r1 = arith.cmpf une, %f, %c1 : f16
  %c2 = arith.constant 0x7E00 : f16
  %r2 = arith.cmpf ord, %f, %c2 : f16
  %c3 = arith.constant 0x7E00 : f16
  %r3 = arith.cmpf uno, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 0.000000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0.000000e+00 : f16
  %r1 = arith.cmpf olt, %f, %c1 : f16
  %c2 = arith.constant 0.000000e+00 : f16
  %r2 = arith.cmpf uge, %f, %c2 : f16
  %c3 = arith.constant -0.000000e+00 : f16
  %r3 = arith.cmpf oeq, %f, %c3 : f16
  %c4 = arith.constant -0.000000e+00 : f16
  %r4 = arith.cmpf olt, %f, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f16
  %r5 = arith.cmpf uge, %f, %c5 : f16
  %c6 = arith.constant -0.000000e+00 : f16
  %r6 = arith.cmpf ugt, %f, %c6 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 1.270000e+02 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.275000e+02 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -1.280000e+02 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -1.285000e+02 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 2.550000e+02 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 2.560000e+02 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 2.555000e+02 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -5.000000e-01 : f16
  %r7 = arith.cmpf oeq, %f, %c7 : f16
  %c8 = arith.constant 5.000000e-01 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -5.000000e-01 : f16
  %r9 = arith.cmpf olt, %f, %c9 : f16
  %c10 = arith.constant 5.000000e-01 : f16
  %r10 = arith.cmpf oge, %f, %c10 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i8_f16(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f16
  %c0 = arith.constant 1.000000e+09 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.677721e+07 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.6777216E+7 : f16
  %r2 = arith.cmpf ogt, %f, %c2 : f16
  %c3 = arith.constant 2.1474836E+9 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -2.1474836E+9 : f16
  %r4 = arith.cmpf oge, %f, %c4 : f16
  %c5 = arith.constant 4.2949673E+9 : f16
  %r5 = arith.cmpf olt, %f, %c5 : f16
  %c6 = arith.constant 9.2233720368547758E+18 : f16
  %r6 = arith.cmpf olt, %f, %c6 : f16
  %c7 = arith.constant 1.8446744073709552E+19 : f16
  %r7 = arith.cmpf olt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+30 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -1.000000e+30 : f16
  %r9 = arith.cmpf ogt, %f, %c9 : f16
  %c10 = arith.constant 1.2345678E+15 : f16
  %r10 = arith.cmpf olt, %f, %c10 : f16
  %c11 = arith.constant 4.096000e+03 : f16
  %r11 = arith.cmpf olt, %f, %c11 : f16
  %c12 = arith.constant 2.048000e+03 : f16
  %r12 = arith.cmpf olt, %f, %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 1.000000e+01 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 1.000000e+01 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.000000e+01 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 1.000000e+01 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 1.000000e+01 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 1.000000e+01 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 1.000000e+01 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 1.000000e+01 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+01 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 1.000000e+01 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 1.000000e+01 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 1.000000e+01 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  %c12 = arith.constant 1.000000e+01 : f32
  %r12 = arith.cmpf ord, %f, %c12 : f32
  %c13 = arith.constant 1.000000e+01 : f32
  %r13 = arith.cmpf uno, %f, %c13 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant -4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant -4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant -4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant -4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant -4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant -4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant -4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant -4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant -4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant 6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant 6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant 6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant -6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant -6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant -6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant -6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant -6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = arith.cmpf ord, %f, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf uno, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf une, %f, %c1 : f32
  %c2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf ord, %f, %c2 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf uno, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 0.000000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0.000000e+00 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %c2 = arith.constant 0.000000e+00 : f32
  %r2 = arith.cmpf uge, %f, %c2 : f32
  %c3 = arith.constant -0.000000e+00 : f32
  %r3 = arith.cmpf oeq, %f, %c3 : f32
  %c4 = arith.constant -0.000000e+00 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %c5 = arith.constant -0.000000e+00 : f32
  %r5 = arith.cmpf uge, %f, %c5 : f32
  %c6 = arith.constant -0.000000e+00 : f32
  %r6 = arith.cmpf ugt, %f, %c6 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 1.270000e+02 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.275000e+02 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -1.280000e+02 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -1.285000e+02 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 2.550000e+02 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 2.560000e+02 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 2.555000e+02 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -5.000000e-01 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %c8 = arith.constant 5.000000e-01 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -5.000000e-01 : f32
  %r9 = arith.cmpf olt, %f, %c9 : f32
  %c10 = arith.constant 5.000000e-01 : f32
  %r10 = arith.cmpf oge, %f, %c10 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f32
  %c0 = arith.constant 1.000000e+09 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.677721e+07 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.6777216E+7 : f32
  %r2 = arith.cmpf ogt, %f, %c2 : f32
  %c3 = arith.constant 2.1474836E+9 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -2.1474836E+9 : f32
  %r4 = arith.cmpf oge, %f, %c4 : f32
  %c5 = arith.constant 4.2949673E+9 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  %c6 = arith.constant 9.2233720368547758E+18 : f32
  %r6 = arith.cmpf olt, %f, %c6 : f32
  %c7 = arith.constant 1.8446744073709552E+19 : f32
  %r7 = arith.cmpf olt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+30 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -1.000000e+30 : f32
  %r9 = arith.cmpf ogt, %f, %c9 : f32
  %c10 = arith.constant 1.2345678E+15 : f32
  %r10 = arith.cmpf olt, %f, %c10 : f32
  %c11 = arith.constant 4.096000e+03 : f32
  %r11 = arith.cmpf olt, %f, %c11 : f32
  %c12 = arith.constant 2.048000e+03 : f32
  %r12 = arith.cmpf olt, %f, %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 1.000000e+01 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 1.000000e+01 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.000000e+01 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 1.000000e+01 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 1.000000e+01 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 1.000000e+01 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 1.000000e+01 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 1.000000e+01 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+01 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 1.000000e+01 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 1.000000e+01 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 1.000000e+01 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  %c12 = arith.constant 1.000000e+01 : f32
  %r12 = arith.cmpf ord, %f, %c12 : f32
  %c13 = arith.constant 1.000000e+01 : f32
  %r13 = arith.cmpf uno, %f, %c13 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant -4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant -4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant -4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant -4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant -4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant -4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant -4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant -4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant -4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant 6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant 6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant 6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant -6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant -6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant -6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant -6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant -6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = arith.cmpf ord, %f, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf uno, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf une, %f, %c1 : f32
  %c2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf ord, %f, %c2 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf uno, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 0.000000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0.000000e+00 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %c2 = arith.constant 0.000000e+00 : f32
  %r2 = arith.cmpf uge, %f, %c2 : f32
  %c3 = arith.constant -0.000000e+00 : f32
  %r3 = arith.cmpf oeq, %f, %c3 : f32
  %c4 = arith.constant -0.000000e+00 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %c5 = arith.constant -0.000000e+00 : f32
  %r5 = arith.cmpf uge, %f, %c5 : f32
  %c6 = arith.constant -0.000000e+00 : f32
  %r6 = arith.cmpf ugt, %f, %c6 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 1.270000e+02 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.275000e+02 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -1.280000e+02 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -1.285000e+02 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 2.550000e+02 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 2.560000e+02 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 2.555000e+02 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -5.000000e-01 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %c8 = arith.constant 5.000000e-01 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -5.000000e-01 : f32
  %r9 = arith.cmpf olt, %f, %c9 : f32
  %c10 = arith.constant 5.000000e-01 : f32
  %r10 = arith.cmpf oge, %f, %c10 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i8_f32(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f32
  %c0 = arith.constant 1.000000e+09 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.677721e+07 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.6777216E+7 : f32
  %r2 = arith.cmpf ogt, %f, %c2 : f32
  %c3 = arith.constant 2.1474836E+9 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -2.1474836E+9 : f32
  %r4 = arith.cmpf oge, %f, %c4 : f32
  %c5 = arith.constant 4.2949673E+9 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  %c6 = arith.constant 9.2233720368547758E+18 : f32
  %r6 = arith.cmpf olt, %f, %c6 : f32
  %c7 = arith.constant 1.8446744073709552E+19 : f32
  %r7 = arith.cmpf olt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+30 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -1.000000e+30 : f32
  %r9 = arith.cmpf ogt, %f, %c9 : f32
  %c10 = arith.constant 1.2345678E+15 : f32
  %r10 = arith.cmpf olt, %f, %c10 : f32
  %c11 = arith.constant 4.096000e+03 : f32
  %r11 = arith.cmpf olt, %f, %c11 : f32
  %c12 = arith.constant 2.048000e+03 : f32
  %r12 = arith.cmpf olt, %f, %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 1.000000e+01 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 1.000000e+01 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.000000e+01 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 1.000000e+01 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 1.000000e+01 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 1.000000e+01 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 1.000000e+01 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 1.000000e+01 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+01 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 1.000000e+01 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 1.000000e+01 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 1.000000e+01 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  %c12 = arith.constant 1.000000e+01 : f64
  %r12 = arith.cmpf ord, %f, %c12 : f64
  %c13 = arith.constant 1.000000e+01 : f64
  %r13 = arith.cmpf uno, %f, %c13 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant -4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant -4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant -4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant -4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant -4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant -4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant -4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant -4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant -4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant 6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant 6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant 6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant -6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant -6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant -6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant -6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant -6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0x7FF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0x7FF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = arith.cmpf ord, %f, %c4 : f64
  %c5 = arith.constant 0x7FF0000000000000 : f64
  %r5 = arith.cmpf uno, %f, %c5 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 0xFFF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0xFFF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0xFFF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0xFFF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF8000000000000 : f64
  %r1 = arith.cmpf une, %f, %c1 : f64
  %c2 = arith.constant 0x7FF8000000000000 : f64
  %r2 = arith.cmpf ord, %f, %c2 : f64
  %c3 = arith.constant 0x7FF8000000000000 : f64
  %r3 = arith.cmpf uno, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 0.000000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0.000000e+00 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %c2 = arith.constant 0.000000e+00 : f64
  %r2 = arith.cmpf uge, %f, %c2 : f64
  %c3 = arith.constant -0.000000e+00 : f64
  %r3 = arith.cmpf oeq, %f, %c3 : f64
  %c4 = arith.constant -0.000000e+00 : f64
  %r4 = arith.cmpf olt, %f, %c4 : f64
  %c5 = arith.constant -0.000000e+00 : f64
  %r5 = arith.cmpf uge, %f, %c5 : f64
  %c6 = arith.constant -0.000000e+00 : f64
  %r6 = arith.cmpf ugt, %f, %c6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 1.270000e+02 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.275000e+02 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -1.280000e+02 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -1.285000e+02 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 2.550000e+02 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 2.560000e+02 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 2.555000e+02 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -5.000000e-01 : f64
  %r7 = arith.cmpf oeq, %f, %c7 : f64
  %c8 = arith.constant 5.000000e-01 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -5.000000e-01 : f64
  %r9 = arith.cmpf olt, %f, %c9 : f64
  %c10 = arith.constant 5.000000e-01 : f64
  %r10 = arith.cmpf oge, %f, %c10 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to f64
  %c0 = arith.constant 1.000000e+09 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.677721e+07 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.6777216E+7 : f64
  %r2 = arith.cmpf ogt, %f, %c2 : f64
  %c3 = arith.constant 2.1474836E+9 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -2.1474836E+9 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  %c5 = arith.constant 4.2949673E+9 : f64
  %r5 = arith.cmpf olt, %f, %c5 : f64
  %c6 = arith.constant 9.2233720368547758E+18 : f64
  %r6 = arith.cmpf olt, %f, %c6 : f64
  %c7 = arith.constant 1.8446744073709552E+19 : f64
  %r7 = arith.cmpf olt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+30 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -1.000000e+30 : f64
  %r9 = arith.cmpf ogt, %f, %c9 : f64
  %c10 = arith.constant 1.2345678E+15 : f64
  %r10 = arith.cmpf olt, %f, %c10 : f64
  %c11 = arith.constant 4.096000e+03 : f64
  %r11 = arith.cmpf olt, %f, %c11 : f64
  %c12 = arith.constant 2.048000e+03 : f64
  %r12 = arith.cmpf olt, %f, %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 1.000000e+01 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 1.000000e+01 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.000000e+01 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 1.000000e+01 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 1.000000e+01 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 1.000000e+01 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 1.000000e+01 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 1.000000e+01 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+01 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 1.000000e+01 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 1.000000e+01 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 1.000000e+01 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  %c12 = arith.constant 1.000000e+01 : f64
  %r12 = arith.cmpf ord, %f, %c12 : f64
  %c13 = arith.constant 1.000000e+01 : f64
  %r13 = arith.cmpf uno, %f, %c13 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant -4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant -4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant -4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant -4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant -4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant -4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant -4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant -4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant -4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant 6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant 6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant 6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant -6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant -6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant -6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant -6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant -6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0x7FF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0x7FF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = arith.cmpf ord, %f, %c4 : f64
  %c5 = arith.constant 0x7FF0000000000000 : f64
  %r5 = arith.cmpf uno, %f, %c5 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 0xFFF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0xFFF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0xFFF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0xFFF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF8000000000000 : f64
  %r1 = arith.cmpf une, %f, %c1 : f64
  %c2 = arith.constant 0x7FF8000000000000 : f64
  %r2 = arith.cmpf ord, %f, %c2 : f64
  %c3 = arith.constant 0x7FF8000000000000 : f64
  %r3 = arith.cmpf uno, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 0.000000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0.000000e+00 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %c2 = arith.constant 0.000000e+00 : f64
  %r2 = arith.cmpf uge, %f, %c2 : f64
  %c3 = arith.constant -0.000000e+00 : f64
  %r3 = arith.cmpf oeq, %f, %c3 : f64
  %c4 = arith.constant -0.000000e+00 : f64
  %r4 = arith.cmpf olt, %f, %c4 : f64
  %c5 = arith.constant -0.000000e+00 : f64
  %r5 = arith.cmpf uge, %f, %c5 : f64
  %c6 = arith.constant -0.000000e+00 : f64
  %r6 = arith.cmpf ugt, %f, %c6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 1.270000e+02 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.275000e+02 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -1.280000e+02 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -1.285000e+02 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 2.550000e+02 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 2.560000e+02 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 2.555000e+02 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -5.000000e-01 : f64
  %r7 = arith.cmpf oeq, %f, %c7 : f64
  %c8 = arith.constant 5.000000e-01 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -5.000000e-01 : f64
  %r9 = arith.cmpf olt, %f, %c9 : f64
  %c10 = arith.constant 5.000000e-01 : f64
  %r10 = arith.cmpf oge, %f, %c10 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i8_f64(%a: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i8 to f64
  %c0 = arith.constant 1.000000e+09 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.677721e+07 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.6777216E+7 : f64
  %r2 = arith.cmpf ogt, %f, %c2 : f64
  %c3 = arith.constant 2.1474836E+9 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -2.1474836E+9 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  %c5 = arith.constant 4.2949673E+9 : f64
  %r5 = arith.cmpf olt, %f, %c5 : f64
  %c6 = arith.constant 9.2233720368547758E+18 : f64
  %r6 = arith.cmpf olt, %f, %c6 : f64
  %c7 = arith.constant 1.8446744073709552E+19 : f64
  %r7 = arith.cmpf olt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+30 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -1.000000e+30 : f64
  %r9 = arith.cmpf ogt, %f, %c9 : f64
  %c10 = arith.constant 1.2345678E+15 : f64
  %r10 = arith.cmpf olt, %f, %c10 : f64
  %c11 = arith.constant 4.096000e+03 : f64
  %r11 = arith.cmpf olt, %f, %c11 : f64
  %c12 = arith.constant 2.048000e+03 : f64
  %r12 = arith.cmpf olt, %f, %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 1.000000e+01 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 1.000000e+01 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.000000e+01 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 1.000000e+01 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 1.000000e+01 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 1.000000e+01 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 1.000000e+01 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 1.000000e+01 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+01 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 1.000000e+01 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 1.000000e+01 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 1.000000e+01 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  %c12 = arith.constant 1.000000e+01 : f16
  %r12 = arith.cmpf ord, %f, %c12 : f16
  %c13 = arith.constant 1.000000e+01 : f16
  %r13 = arith.cmpf uno, %f, %c13 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant -4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant -4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant -4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant -4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant -4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant -4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant -4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant -4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant -4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant 6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant 6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant 6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant -6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant -6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant -6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant -6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant -6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7C00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0x7C00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = arith.cmpf ord, %f, %c4 : f16
  %c5 = arith.constant 0x7C00 : f16
  %r5 = arith.cmpf uno, %f, %c5 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0xFC00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0xFC00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 0x7E00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7E00 : f16
  %r1 = arith.cmpf une, %f, %c1 : f16
  %c2 = arith.constant 0x7E00 : f16
  %r2 = arith.cmpf ord, %f, %c2 : f16
  %c3 = arith.constant 0x7E00 : f16
  %r3 = arith.cmpf uno, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 0.000000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0.000000e+00 : f16
  %r1 = arith.cmpf olt, %f, %c1 : f16
  %c2 = arith.constant 0.000000e+00 : f16
  %r2 = arith.cmpf uge, %f, %c2 : f16
  %c3 = arith.constant -0.000000e+00 : f16
  %r3 = arith.cmpf oeq, %f, %c3 : f16
  %c4 = arith.constant -0.000000e+00 : f16
  %r4 = arith.cmpf olt, %f, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f16
  %r5 = arith.cmpf uge, %f, %c5 : f16
  %c6 = arith.constant -0.000000e+00 : f16
  %r6 = arith.cmpf ugt, %f, %c6 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 1.270000e+02 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.275000e+02 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -1.280000e+02 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -1.285000e+02 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 2.550000e+02 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 2.560000e+02 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 2.555000e+02 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -5.000000e-01 : f16
  %r7 = arith.cmpf oeq, %f, %c7 : f16
  %c8 = arith.constant 5.000000e-01 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -5.000000e-01 : f16
  %r9 = arith.cmpf olt, %f, %c9 : f16
  %c10 = arith.constant 5.000000e-01 : f16
  %r10 = arith.cmpf oge, %f, %c10 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f16
  %c0 = arith.constant 1.000000e+09 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.677721e+07 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.6777216E+7 : f16
  %r2 = arith.cmpf ogt, %f, %c2 : f16
  %c3 = arith.constant 2.1474836E+9 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -2.1474836E+9 : f16
  %r4 = arith.cmpf oge, %f, %c4 : f16
  %c5 = arith.constant 4.2949673E+9 : f16
  %r5 = arith.cmpf olt, %f, %c5 : f16
  %c6 = arith.constant 9.2233720368547758E+18 : f16
  %r6 = arith.cmpf olt, %f, %c6 : f16
  %c7 = arith.constant 1.8446744073709552E+19 : f16
  %r7 = arith.cmpf olt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+30 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -1.000000e+30 : f16
  %r9 = arith.cmpf ogt, %f, %c9 : f16
  %c10 = arith.constant 1.2345678E+15 : f16
  %r10 = arith.cmpf olt, %f, %c10 : f16
  %c11 = arith.constant 4.096000e+03 : f16
  %r11 = arith.cmpf olt, %f, %c11 : f16
  %c12 = arith.constant 2.048000e+03 : f16
  %r12 = arith.cmpf olt, %f, %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 1.000000e+01 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 1.000000e+01 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.000000e+01 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 1.000000e+01 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 1.000000e+01 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 1.000000e+01 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 1.000000e+01 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 1.000000e+01 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+01 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 1.000000e+01 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 1.000000e+01 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 1.000000e+01 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  %c12 = arith.constant 1.000000e+01 : f16
  %r12 = arith.cmpf ord, %f, %c12 : f16
  %c13 = arith.constant 1.000000e+01 : f16
  %r13 = arith.cmpf uno, %f, %c13 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant -4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant -4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant -4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant -4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant -4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant -4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant -4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant -4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant -4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant 6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant 6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant 6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant -6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant -6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant -6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant -6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant -6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7C00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0x7C00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = arith.cmpf ord, %f, %c4 : f16
  %c5 = arith.constant 0x7C00 : f16
  %r5 = arith.cmpf uno, %f, %c5 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0xFC00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0xFC00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 0x7E00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7E00 : f16
  %r1 = arith.cmpf une, %f, %c1 : f16
  %c2 = arith.constant 0x7E00 : f16
  %r2 = arith.cmpf ord, %f, %c2 : f16
  %c3 = arith.constant 0x7E00 : f16
  %r3 = arith.cmpf uno, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 0.000000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0.000000e+00 : f16
  %r1 = arith.cmpf olt, %f, %c1 : f16
  %c2 = arith.constant 0.000000e+00 : f16
  %r2 = arith.cmpf uge, %f, %c2 : f16
  %c3 = arith.constant -0.000000e+00 : f16
  %r3 = arith.cmpf oeq, %f, %c3 : f16
  %c4 = arith.constant -0.000000e+00 : f16
  %r4 = arith.cmpf olt, %f, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f16
  %r5 = arith.cmpf uge, %f, %c5 : f16
  %c6 = arith.constant -0.000000e+00 : f16
  %r6 = arith.cmpf ugt, %f, %c6 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 1.270000e+02 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.275000e+02 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -1.280000e+02 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -1.285000e+02 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 2.550000e+02 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 2.560000e+02 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 2.555000e+02 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -5.000000e-01 : f16
  %r7 = arith.cmpf oeq, %f, %c7 : f16
  %c8 = arith.constant 5.000000e-01 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -5.000000e-01 : f16
  %r9 = arith.cmpf olt, %f, %c9 : f16
  %c10 = arith.constant 5.000000e-01 : f16
  %r10 = arith.cmpf oge, %f, %c10 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i32_f16(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f16
  %c0 = arith.constant 1.000000e+09 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.677721e+07 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.6777216E+7 : f16
  %r2 = arith.cmpf ogt, %f, %c2 : f16
  %c3 = arith.constant 2.1474836E+9 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -2.1474836E+9 : f16
  %r4 = arith.cmpf oge, %f, %c4 : f16
  %c5 = arith.constant 4.2949673E+9 : f16
  %r5 = arith.cmpf olt, %f, %c5 : f16
  %c6 = arith.constant 9.2233720368547758E+18 : f16
  %r6 = arith.cmpf olt, %f, %c6 : f16
  %c7 = arith.constant 1.8446744073709552E+19 : f16
  %r7 = arith.cmpf olt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+30 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -1.000000e+30 : f16
  %r9 = arith.cmpf ogt, %f, %c9 : f16
  %c10 = arith.constant 1.2345678E+15 : f16
  %r10 = arith.cmpf olt, %f, %c10 : f16
  %c11 = arith.constant 4.096000e+03 : f16
  %r11 = arith.cmpf olt, %f, %c11 : f16
  %c12 = arith.constant 2.048000e+03 : f16
  %r12 = arith.cmpf olt, %f, %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 1.000000e+01 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 1.000000e+01 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.000000e+01 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 1.000000e+01 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 1.000000e+01 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 1.000000e+01 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 1.000000e+01 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 1.000000e+01 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+01 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 1.000000e+01 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 1.000000e+01 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 1.000000e+01 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  %c12 = arith.constant 1.000000e+01 : f32
  %r12 = arith.cmpf ord, %f, %c12 : f32
  %c13 = arith.constant 1.000000e+01 : f32
  %r13 = arith.cmpf uno, %f, %c13 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant -4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant -4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant -4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant -4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant -4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant -4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant -4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant -4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant -4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant 6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant 6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant 6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant -6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant -6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant -6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant -6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant -6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = arith.cmpf ord, %f, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf uno, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf une, %f, %c1 : f32
  %c2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf ord, %f, %c2 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf uno, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 0.000000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0.000000e+00 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %c2 = arith.constant 0.000000e+00 : f32
  %r2 = arith.cmpf uge, %f, %c2 : f32
  %c3 = arith.constant -0.000000e+00 : f32
  %r3 = arith.cmpf oeq, %f, %c3 : f32
  %c4 = arith.constant -0.000000e+00 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %c5 = arith.constant -0.000000e+00 : f32
  %r5 = arith.cmpf uge, %f, %c5 : f32
  %c6 = arith.constant -0.000000e+00 : f32
  %r6 = arith.cmpf ugt, %f, %c6 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 1.270000e+02 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.275000e+02 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -1.280000e+02 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -1.285000e+02 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 2.550000e+02 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 2.560000e+02 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 2.555000e+02 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -5.000000e-01 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %c8 = arith.constant 5.000000e-01 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -5.000000e-01 : f32
  %r9 = arith.cmpf olt, %f, %c9 : f32
  %c10 = arith.constant 5.000000e-01 : f32
  %r10 = arith.cmpf oge, %f, %c10 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f32
  %c0 = arith.constant 1.000000e+09 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.677721e+07 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.6777216E+7 : f32
  %r2 = arith.cmpf ogt, %f, %c2 : f32
  %c3 = arith.constant 2.1474836E+9 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -2.1474836E+9 : f32
  %r4 = arith.cmpf oge, %f, %c4 : f32
  %c5 = arith.constant 4.2949673E+9 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  %c6 = arith.constant 9.2233720368547758E+18 : f32
  %r6 = arith.cmpf olt, %f, %c6 : f32
  %c7 = arith.constant 1.8446744073709552E+19 : f32
  %r7 = arith.cmpf olt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+30 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -1.000000e+30 : f32
  %r9 = arith.cmpf ogt, %f, %c9 : f32
  %c10 = arith.constant 1.2345678E+15 : f32
  %r10 = arith.cmpf olt, %f, %c10 : f32
  %c11 = arith.constant 4.096000e+03 : f32
  %r11 = arith.cmpf olt, %f, %c11 : f32
  %c12 = arith.constant 2.048000e+03 : f32
  %r12 = arith.cmpf olt, %f, %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 1.000000e+01 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 1.000000e+01 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.000000e+01 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 1.000000e+01 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 1.000000e+01 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 1.000000e+01 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 1.000000e+01 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 1.000000e+01 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+01 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 1.000000e+01 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 1.000000e+01 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 1.000000e+01 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  %c12 = arith.constant 1.000000e+01 : f32
  %r12 = arith.cmpf ord, %f, %c12 : f32
  %c13 = arith.constant 1.000000e+01 : f32
  %r13 = arith.cmpf uno, %f, %c13 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant -4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant -4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant -4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant -4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant -4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant -4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant -4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant -4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant -4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant 6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant 6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant 6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant -6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant -6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant -6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant -6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant -6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = arith.cmpf ord, %f, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf uno, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf une, %f, %c1 : f32
  %c2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf ord, %f, %c2 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf uno, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 0.000000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0.000000e+00 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %c2 = arith.constant 0.000000e+00 : f32
  %r2 = arith.cmpf uge, %f, %c2 : f32
  %c3 = arith.constant -0.000000e+00 : f32
  %r3 = arith.cmpf oeq, %f, %c3 : f32
  %c4 = arith.constant -0.000000e+00 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %c5 = arith.constant -0.000000e+00 : f32
  %r5 = arith.cmpf uge, %f, %c5 : f32
  %c6 = arith.constant -0.000000e+00 : f32
  %r6 = arith.cmpf ugt, %f, %c6 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 1.270000e+02 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.275000e+02 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -1.280000e+02 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -1.285000e+02 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 2.550000e+02 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 2.560000e+02 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 2.555000e+02 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -5.000000e-01 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %c8 = arith.constant 5.000000e-01 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -5.000000e-01 : f32
  %r9 = arith.cmpf olt, %f, %c9 : f32
  %c10 = arith.constant 5.000000e-01 : f32
  %r10 = arith.cmpf oge, %f, %c10 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i32_f32(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f32
  %c0 = arith.constant 1.000000e+09 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.677721e+07 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.6777216E+7 : f32
  %r2 = arith.cmpf ogt, %f, %c2 : f32
  %c3 = arith.constant 2.1474836E+9 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -2.1474836E+9 : f32
  %r4 = arith.cmpf oge, %f, %c4 : f32
  %c5 = arith.constant 4.2949673E+9 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  %c6 = arith.constant 9.2233720368547758E+18 : f32
  %r6 = arith.cmpf olt, %f, %c6 : f32
  %c7 = arith.constant 1.8446744073709552E+19 : f32
  %r7 = arith.cmpf olt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+30 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -1.000000e+30 : f32
  %r9 = arith.cmpf ogt, %f, %c9 : f32
  %c10 = arith.constant 1.2345678E+15 : f32
  %r10 = arith.cmpf olt, %f, %c10 : f32
  %c11 = arith.constant 4.096000e+03 : f32
  %r11 = arith.cmpf olt, %f, %c11 : f32
  %c12 = arith.constant 2.048000e+03 : f32
  %r12 = arith.cmpf olt, %f, %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 1.000000e+01 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 1.000000e+01 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.000000e+01 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 1.000000e+01 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 1.000000e+01 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 1.000000e+01 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 1.000000e+01 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 1.000000e+01 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+01 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 1.000000e+01 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 1.000000e+01 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 1.000000e+01 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  %c12 = arith.constant 1.000000e+01 : f64
  %r12 = arith.cmpf ord, %f, %c12 : f64
  %c13 = arith.constant 1.000000e+01 : f64
  %r13 = arith.cmpf uno, %f, %c13 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant -4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant -4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant -4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant -4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant -4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant -4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant -4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant -4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant -4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant 6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant 6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant 6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant -6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant -6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant -6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant -6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant -6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0x7FF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0x7FF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = arith.cmpf ord, %f, %c4 : f64
  %c5 = arith.constant 0x7FF0000000000000 : f64
  %r5 = arith.cmpf uno, %f, %c5 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 0xFFF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0xFFF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0xFFF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0xFFF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF8000000000000 : f64
  %r1 = arith.cmpf une, %f, %c1 : f64
  %c2 = arith.constant 0x7FF8000000000000 : f64
  %r2 = arith.cmpf ord, %f, %c2 : f64
  %c3 = arith.constant 0x7FF8000000000000 : f64
  %r3 = arith.cmpf uno, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 0.000000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0.000000e+00 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %c2 = arith.constant 0.000000e+00 : f64
  %r2 = arith.cmpf uge, %f, %c2 : f64
  %c3 = arith.constant -0.000000e+00 : f64
  %r3 = arith.cmpf oeq, %f, %c3 : f64
  %c4 = arith.constant -0.000000e+00 : f64
  %r4 = arith.cmpf olt, %f, %c4 : f64
  %c5 = arith.constant -0.000000e+00 : f64
  %r5 = arith.cmpf uge, %f, %c5 : f64
  %c6 = arith.constant -0.000000e+00 : f64
  %r6 = arith.cmpf ugt, %f, %c6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 1.270000e+02 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.275000e+02 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -1.280000e+02 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -1.285000e+02 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 2.550000e+02 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 2.560000e+02 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 2.555000e+02 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -5.000000e-01 : f64
  %r7 = arith.cmpf oeq, %f, %c7 : f64
  %c8 = arith.constant 5.000000e-01 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -5.000000e-01 : f64
  %r9 = arith.cmpf olt, %f, %c9 : f64
  %c10 = arith.constant 5.000000e-01 : f64
  %r10 = arith.cmpf oge, %f, %c10 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i32 to f64
  %c0 = arith.constant 1.000000e+09 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.677721e+07 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.6777216E+7 : f64
  %r2 = arith.cmpf ogt, %f, %c2 : f64
  %c3 = arith.constant 2.1474836E+9 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -2.1474836E+9 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  %c5 = arith.constant 4.2949673E+9 : f64
  %r5 = arith.cmpf olt, %f, %c5 : f64
  %c6 = arith.constant 9.2233720368547758E+18 : f64
  %r6 = arith.cmpf olt, %f, %c6 : f64
  %c7 = arith.constant 1.8446744073709552E+19 : f64
  %r7 = arith.cmpf olt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+30 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -1.000000e+30 : f64
  %r9 = arith.cmpf ogt, %f, %c9 : f64
  %c10 = arith.constant 1.2345678E+15 : f64
  %r10 = arith.cmpf olt, %f, %c10 : f64
  %c11 = arith.constant 4.096000e+03 : f64
  %r11 = arith.cmpf olt, %f, %c11 : f64
  %c12 = arith.constant 2.048000e+03 : f64
  %r12 = arith.cmpf olt, %f, %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 1.000000e+01 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 1.000000e+01 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.000000e+01 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 1.000000e+01 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 1.000000e+01 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 1.000000e+01 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 1.000000e+01 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 1.000000e+01 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+01 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 1.000000e+01 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 1.000000e+01 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 1.000000e+01 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  %c12 = arith.constant 1.000000e+01 : f64
  %r12 = arith.cmpf ord, %f, %c12 : f64
  %c13 = arith.constant 1.000000e+01 : f64
  %r13 = arith.cmpf uno, %f, %c13 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant -4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant -4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant -4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant -4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant -4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant -4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant -4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant -4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant -4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant 6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant 6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant 6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant -6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant -6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant -6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant -6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant -6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0x7FF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0x7FF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = arith.cmpf ord, %f, %c4 : f64
  %c5 = arith.constant 0x7FF0000000000000 : f64
  %r5 = arith.cmpf uno, %f, %c5 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 0xFFF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0xFFF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0xFFF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0xFFF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF8000000000000 : f64
  %r1 = arith.cmpf une, %f, %c1 : f64
  %c2 = arith.constant 0x7FF8000000000000 : f64
  %r2 = arith.cmpf ord, %f, %c2 : f64
  %c3 = arith.constant 0x7FF8000000000000 : f64
  %r3 = arith.cmpf uno, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 0.000000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0.000000e+00 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %c2 = arith.constant 0.000000e+00 : f64
  %r2 = arith.cmpf uge, %f, %c2 : f64
  %c3 = arith.constant -0.000000e+00 : f64
  %r3 = arith.cmpf oeq, %f, %c3 : f64
  %c4 = arith.constant -0.000000e+00 : f64
  %r4 = arith.cmpf olt, %f, %c4 : f64
  %c5 = arith.constant -0.000000e+00 : f64
  %r5 = arith.cmpf uge, %f, %c5 : f64
  %c6 = arith.constant -0.000000e+00 : f64
  %r6 = arith.cmpf ugt, %f, %c6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 1.270000e+02 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.275000e+02 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -1.280000e+02 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -1.285000e+02 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 2.550000e+02 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 2.560000e+02 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 2.555000e+02 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -5.000000e-01 : f64
  %r7 = arith.cmpf oeq, %f, %c7 : f64
  %c8 = arith.constant 5.000000e-01 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -5.000000e-01 : f64
  %r9 = arith.cmpf olt, %f, %c9 : f64
  %c10 = arith.constant 5.000000e-01 : f64
  %r10 = arith.cmpf oge, %f, %c10 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i32_f64(%a: i32) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i32 to f64
  %c0 = arith.constant 1.000000e+09 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.677721e+07 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.6777216E+7 : f64
  %r2 = arith.cmpf ogt, %f, %c2 : f64
  %c3 = arith.constant 2.1474836E+9 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -2.1474836E+9 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  %c5 = arith.constant 4.2949673E+9 : f64
  %r5 = arith.cmpf olt, %f, %c5 : f64
  %c6 = arith.constant 9.2233720368547758E+18 : f64
  %r6 = arith.cmpf olt, %f, %c6 : f64
  %c7 = arith.constant 1.8446744073709552E+19 : f64
  %r7 = arith.cmpf olt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+30 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -1.000000e+30 : f64
  %r9 = arith.cmpf ogt, %f, %c9 : f64
  %c10 = arith.constant 1.2345678E+15 : f64
  %r10 = arith.cmpf olt, %f, %c10 : f64
  %c11 = arith.constant 4.096000e+03 : f64
  %r11 = arith.cmpf olt, %f, %c11 : f64
  %c12 = arith.constant 2.048000e+03 : f64
  %r12 = arith.cmpf olt, %f, %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 1.000000e+01 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 1.000000e+01 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.000000e+01 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 1.000000e+01 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 1.000000e+01 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 1.000000e+01 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 1.000000e+01 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 1.000000e+01 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+01 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 1.000000e+01 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 1.000000e+01 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 1.000000e+01 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  %c12 = arith.constant 1.000000e+01 : f16
  %r12 = arith.cmpf ord, %f, %c12 : f16
  %c13 = arith.constant 1.000000e+01 : f16
  %r13 = arith.cmpf uno, %f, %c13 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant -4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant -4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant -4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant -4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant -4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant -4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant -4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant -4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant -4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant 6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant 6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant 6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant -6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant -6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant -6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant -6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant -6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7C00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0x7C00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = arith.cmpf ord, %f, %c4 : f16
  %c5 = arith.constant 0x7C00 : f16
  %r5 = arith.cmpf uno, %f, %c5 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0xFC00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0xFC00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 0x7E00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7E00 : f16
  %r1 = arith.cmpf une, %f, %c1 : f16
  %c2 = arith.constant 0x7E00 : f16
  %r2 = arith.cmpf ord, %f, %c2 : f16
  %c3 = arith.constant 0x7E00 : f16
  %r3 = arith.cmpf uno, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 0.000000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0.000000e+00 : f16
  %r1 = arith.cmpf olt, %f, %c1 : f16
  %c2 = arith.constant 0.000000e+00 : f16
  %r2 = arith.cmpf uge, %f, %c2 : f16
  %c3 = arith.constant -0.000000e+00 : f16
  %r3 = arith.cmpf oeq, %f, %c3 : f16
  %c4 = arith.constant -0.000000e+00 : f16
  %r4 = arith.cmpf olt, %f, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f16
  %r5 = arith.cmpf uge, %f, %c5 : f16
  %c6 = arith.constant -0.000000e+00 : f16
  %r6 = arith.cmpf ugt, %f, %c6 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 1.270000e+02 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.275000e+02 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -1.280000e+02 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -1.285000e+02 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 2.550000e+02 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 2.560000e+02 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 2.555000e+02 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -5.000000e-01 : f16
  %r7 = arith.cmpf oeq, %f, %c7 : f16
  %c8 = arith.constant 5.000000e-01 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -5.000000e-01 : f16
  %r9 = arith.cmpf olt, %f, %c9 : f16
  %c10 = arith.constant 5.000000e-01 : f16
  %r10 = arith.cmpf oge, %f, %c10 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f16
  %c0 = arith.constant 1.000000e+09 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.677721e+07 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.6777216E+7 : f16
  %r2 = arith.cmpf ogt, %f, %c2 : f16
  %c3 = arith.constant 2.1474836E+9 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -2.1474836E+9 : f16
  %r4 = arith.cmpf oge, %f, %c4 : f16
  %c5 = arith.constant 4.2949673E+9 : f16
  %r5 = arith.cmpf olt, %f, %c5 : f16
  %c6 = arith.constant 9.2233720368547758E+18 : f16
  %r6 = arith.cmpf olt, %f, %c6 : f16
  %c7 = arith.constant 1.8446744073709552E+19 : f16
  %r7 = arith.cmpf olt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+30 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -1.000000e+30 : f16
  %r9 = arith.cmpf ogt, %f, %c9 : f16
  %c10 = arith.constant 1.2345678E+15 : f16
  %r10 = arith.cmpf olt, %f, %c10 : f16
  %c11 = arith.constant 4.096000e+03 : f16
  %r11 = arith.cmpf olt, %f, %c11 : f16
  %c12 = arith.constant 2.048000e+03 : f16
  %r12 = arith.cmpf olt, %f, %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 1.000000e+01 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 1.000000e+01 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.000000e+01 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 1.000000e+01 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 1.000000e+01 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 1.000000e+01 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 1.000000e+01 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 1.000000e+01 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+01 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 1.000000e+01 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 1.000000e+01 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 1.000000e+01 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  %c12 = arith.constant 1.000000e+01 : f16
  %r12 = arith.cmpf ord, %f, %c12 : f16
  %c13 = arith.constant 1.000000e+01 : f16
  %r13 = arith.cmpf uno, %f, %c13 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant 4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant 4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant 4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant 4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant 4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant 4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant 4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant -4.500000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -4.500000e+00 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -4.500000e+00 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -4.500000e+00 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant -4.500000e+00 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant -4.500000e+00 : f16
  %r5 = arith.cmpf one, %f, %c5 : f16
  %c6 = arith.constant -4.500000e+00 : f16
  %r6 = arith.cmpf ueq, %f, %c6 : f16
  %c7 = arith.constant -4.500000e+00 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  %c8 = arith.constant -4.500000e+00 : f16
  %r8 = arith.cmpf uge, %f, %c8 : f16
  %c9 = arith.constant -4.500000e+00 : f16
  %r9 = arith.cmpf ult, %f, %c9 : f16
  %c10 = arith.constant -4.500000e+00 : f16
  %r10 = arith.cmpf ule, %f, %c10 : f16
  %c11 = arith.constant -4.500000e+00 : f16
  %r11 = arith.cmpf une, %f, %c11 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant 6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant 6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant 6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant -6.000000e+04 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant -6.000000e+04 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant -6.000000e+04 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant -6.000000e+04 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -6.000000e+04 : f16
  %r4 = arith.cmpf ogt, %f, %c4 : f16
  %c5 = arith.constant -6.000000e+04 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant -6.000000e+04 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -6.000000e+04 : f16
  %r7 = arith.cmpf ugt, %f, %c7 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 0x7C00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7C00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0x7C00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0x7C00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  %c4 = arith.constant 0x7C00 : f16
  %r4 = arith.cmpf ord, %f, %c4 : f16
  %c5 = arith.constant 0x7C00 : f16
  %r5 = arith.cmpf uno, %f, %c5 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 0xFC00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0xFC00 : f16
  %r1 = arith.cmpf one, %f, %c1 : f16
  %c2 = arith.constant 0xFC00 : f16
  %r2 = arith.cmpf olt, %f, %c2 : f16
  %c3 = arith.constant 0xFC00 : f16
  %r3 = arith.cmpf ogt, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 0x7E00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0x7E00 : f16
  %r1 = arith.cmpf une, %f, %c1 : f16
  %c2 = arith.constant 0x7E00 : f16
  %r2 = arith.cmpf ord, %f, %c2 : f16
  %c3 = arith.constant 0x7E00 : f16
  %r3 = arith.cmpf uno, %f, %c3 : f16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 0.000000e+00 : f16
  %r0 = arith.cmpf oeq, %f, %c0 : f16
  %c1 = arith.constant 0.000000e+00 : f16
  %r1 = arith.cmpf olt, %f, %c1 : f16
  %c2 = arith.constant 0.000000e+00 : f16
  %r2 = arith.cmpf uge, %f, %c2 : f16
  %c3 = arith.constant -0.000000e+00 : f16
  %r3 = arith.cmpf oeq, %f, %c3 : f16
  %c4 = arith.constant -0.000000e+00 : f16
  %r4 = arith.cmpf olt, %f, %c4 : f16
  %c5 = arith.constant -0.000000e+00 : f16
  %r5 = arith.cmpf uge, %f, %c5 : f16
  %c6 = arith.constant -0.000000e+00 : f16
  %r6 = arith.cmpf ugt, %f, %c6 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 1.270000e+02 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.275000e+02 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant -1.280000e+02 : f16
  %r2 = arith.cmpf oge, %f, %c2 : f16
  %c3 = arith.constant -1.285000e+02 : f16
  %r3 = arith.cmpf olt, %f, %c3 : f16
  %c4 = arith.constant 2.550000e+02 : f16
  %r4 = arith.cmpf ole, %f, %c4 : f16
  %c5 = arith.constant 2.560000e+02 : f16
  %r5 = arith.cmpf oge, %f, %c5 : f16
  %c6 = arith.constant 2.555000e+02 : f16
  %r6 = arith.cmpf ult, %f, %c6 : f16
  %c7 = arith.constant -5.000000e-01 : f16
  %r7 = arith.cmpf oeq, %f, %c7 : f16
  %c8 = arith.constant 5.000000e-01 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -5.000000e-01 : f16
  %r9 = arith.cmpf olt, %f, %c9 : f16
  %c10 = arith.constant 5.000000e-01 : f16
  %r10 = arith.cmpf oge, %f, %c10 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i64_f16(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f16
  %c0 = arith.constant 1.000000e+09 : f16
  %r0 = arith.cmpf olt, %f, %c0 : f16
  %c1 = arith.constant 1.677721e+07 : f16
  %r1 = arith.cmpf ogt, %f, %c1 : f16
  %c2 = arith.constant 1.6777216E+7 : f16
  %r2 = arith.cmpf ogt, %f, %c2 : f16
  %c3 = arith.constant 2.1474836E+9 : f16
  %r3 = arith.cmpf ole, %f, %c3 : f16
  %c4 = arith.constant -2.1474836E+9 : f16
  %r4 = arith.cmpf oge, %f, %c4 : f16
  %c5 = arith.constant 4.2949673E+9 : f16
  %r5 = arith.cmpf olt, %f, %c5 : f16
  %c6 = arith.constant 9.2233720368547758E+18 : f16
  %r6 = arith.cmpf olt, %f, %c6 : f16
  %c7 = arith.constant 1.8446744073709552E+19 : f16
  %r7 = arith.cmpf olt, %f, %c7 : f16
  %c8 = arith.constant 1.000000e+30 : f16
  %r8 = arith.cmpf olt, %f, %c8 : f16
  %c9 = arith.constant -1.000000e+30 : f16
  %r9 = arith.cmpf ogt, %f, %c9 : f16
  %c10 = arith.constant 1.2345678E+15 : f16
  %r10 = arith.cmpf olt, %f, %c10 : f16
  %c11 = arith.constant 4.096000e+03 : f16
  %r11 = arith.cmpf olt, %f, %c11 : f16
  %c12 = arith.constant 2.048000e+03 : f16
  %r12 = arith.cmpf olt, %f, %c12 : f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 1.000000e+01 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 1.000000e+01 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.000000e+01 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 1.000000e+01 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 1.000000e+01 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 1.000000e+01 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 1.000000e+01 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 1.000000e+01 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+01 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 1.000000e+01 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 1.000000e+01 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 1.000000e+01 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  %c12 = arith.constant 1.000000e+01 : f32
  %r12 = arith.cmpf ord, %f, %c12 : f32
  %c13 = arith.constant 1.000000e+01 : f32
  %r13 = arith.cmpf uno, %f, %c13 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant -4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant -4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant -4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant -4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant -4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant -4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant -4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant -4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant -4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant 6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant 6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant 6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant -6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant -6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant -6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant -6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant -6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = arith.cmpf ord, %f, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf uno, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf une, %f, %c1 : f32
  %c2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf ord, %f, %c2 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf uno, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 0.000000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0.000000e+00 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %c2 = arith.constant 0.000000e+00 : f32
  %r2 = arith.cmpf uge, %f, %c2 : f32
  %c3 = arith.constant -0.000000e+00 : f32
  %r3 = arith.cmpf oeq, %f, %c3 : f32
  %c4 = arith.constant -0.000000e+00 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %c5 = arith.constant -0.000000e+00 : f32
  %r5 = arith.cmpf uge, %f, %c5 : f32
  %c6 = arith.constant -0.000000e+00 : f32
  %r6 = arith.cmpf ugt, %f, %c6 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 1.270000e+02 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.275000e+02 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -1.280000e+02 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -1.285000e+02 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 2.550000e+02 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 2.560000e+02 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 2.555000e+02 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -5.000000e-01 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %c8 = arith.constant 5.000000e-01 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -5.000000e-01 : f32
  %r9 = arith.cmpf olt, %f, %c9 : f32
  %c10 = arith.constant 5.000000e-01 : f32
  %r10 = arith.cmpf oge, %f, %c10 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f32
  %c0 = arith.constant 1.000000e+09 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.677721e+07 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.6777216E+7 : f32
  %r2 = arith.cmpf ogt, %f, %c2 : f32
  %c3 = arith.constant 2.1474836E+9 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -2.1474836E+9 : f32
  %r4 = arith.cmpf oge, %f, %c4 : f32
  %c5 = arith.constant 4.2949673E+9 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  %c6 = arith.constant 9.2233720368547758E+18 : f32
  %r6 = arith.cmpf olt, %f, %c6 : f32
  %c7 = arith.constant 1.8446744073709552E+19 : f32
  %r7 = arith.cmpf olt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+30 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -1.000000e+30 : f32
  %r9 = arith.cmpf ogt, %f, %c9 : f32
  %c10 = arith.constant 1.2345678E+15 : f32
  %r10 = arith.cmpf olt, %f, %c10 : f32
  %c11 = arith.constant 4.096000e+03 : f32
  %r11 = arith.cmpf olt, %f, %c11 : f32
  %c12 = arith.constant 2.048000e+03 : f32
  %r12 = arith.cmpf olt, %f, %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 1.000000e+01 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 1.000000e+01 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.000000e+01 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 1.000000e+01 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 1.000000e+01 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 1.000000e+01 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 1.000000e+01 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 1.000000e+01 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+01 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 1.000000e+01 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 1.000000e+01 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 1.000000e+01 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  %c12 = arith.constant 1.000000e+01 : f32
  %r12 = arith.cmpf ord, %f, %c12 : f32
  %c13 = arith.constant 1.000000e+01 : f32
  %r13 = arith.cmpf uno, %f, %c13 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant 4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant 4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant 4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant 4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant 4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant 4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant 4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant -4.500000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -4.500000e+00 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -4.500000e+00 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -4.500000e+00 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant -4.500000e+00 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant -4.500000e+00 : f32
  %r5 = arith.cmpf one, %f, %c5 : f32
  %c6 = arith.constant -4.500000e+00 : f32
  %r6 = arith.cmpf ueq, %f, %c6 : f32
  %c7 = arith.constant -4.500000e+00 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  %c8 = arith.constant -4.500000e+00 : f32
  %r8 = arith.cmpf uge, %f, %c8 : f32
  %c9 = arith.constant -4.500000e+00 : f32
  %r9 = arith.cmpf ult, %f, %c9 : f32
  %c10 = arith.constant -4.500000e+00 : f32
  %r10 = arith.cmpf ule, %f, %c10 : f32
  %c11 = arith.constant -4.500000e+00 : f32
  %r11 = arith.cmpf une, %f, %c11 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant 6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant 6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant 6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant -6.000000e+04 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant -6.000000e+04 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant -6.000000e+04 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant -6.000000e+04 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -6.000000e+04 : f32
  %r4 = arith.cmpf ogt, %f, %c4 : f32
  %c5 = arith.constant -6.000000e+04 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant -6.000000e+04 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -6.000000e+04 : f32
  %r7 = arith.cmpf ugt, %f, %c7 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 0x7F800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7F800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0x7F800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0x7F800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  %c4 = arith.constant 0x7F800000 : f32
  %r4 = arith.cmpf ord, %f, %c4 : f32
  %c5 = arith.constant 0x7F800000 : f32
  %r5 = arith.cmpf uno, %f, %c5 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 0xFF800000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0xFF800000 : f32
  %r1 = arith.cmpf one, %f, %c1 : f32
  %c2 = arith.constant 0xFF800000 : f32
  %r2 = arith.cmpf olt, %f, %c2 : f32
  %c3 = arith.constant 0xFF800000 : f32
  %r3 = arith.cmpf ogt, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 0x7FC00000 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0x7FC00000 : f32
  %r1 = arith.cmpf une, %f, %c1 : f32
  %c2 = arith.constant 0x7FC00000 : f32
  %r2 = arith.cmpf ord, %f, %c2 : f32
  %c3 = arith.constant 0x7FC00000 : f32
  %r3 = arith.cmpf uno, %f, %c3 : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 0.000000e+00 : f32
  %r0 = arith.cmpf oeq, %f, %c0 : f32
  %c1 = arith.constant 0.000000e+00 : f32
  %r1 = arith.cmpf olt, %f, %c1 : f32
  %c2 = arith.constant 0.000000e+00 : f32
  %r2 = arith.cmpf uge, %f, %c2 : f32
  %c3 = arith.constant -0.000000e+00 : f32
  %r3 = arith.cmpf oeq, %f, %c3 : f32
  %c4 = arith.constant -0.000000e+00 : f32
  %r4 = arith.cmpf olt, %f, %c4 : f32
  %c5 = arith.constant -0.000000e+00 : f32
  %r5 = arith.cmpf uge, %f, %c5 : f32
  %c6 = arith.constant -0.000000e+00 : f32
  %r6 = arith.cmpf ugt, %f, %c6 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 1.270000e+02 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.275000e+02 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant -1.280000e+02 : f32
  %r2 = arith.cmpf oge, %f, %c2 : f32
  %c3 = arith.constant -1.285000e+02 : f32
  %r3 = arith.cmpf olt, %f, %c3 : f32
  %c4 = arith.constant 2.550000e+02 : f32
  %r4 = arith.cmpf ole, %f, %c4 : f32
  %c5 = arith.constant 2.560000e+02 : f32
  %r5 = arith.cmpf oge, %f, %c5 : f32
  %c6 = arith.constant 2.555000e+02 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  %c7 = arith.constant -5.000000e-01 : f32
  %r7 = arith.cmpf oeq, %f, %c7 : f32
  %c8 = arith.constant 5.000000e-01 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -5.000000e-01 : f32
  %r9 = arith.cmpf olt, %f, %c9 : f32
  %c10 = arith.constant 5.000000e-01 : f32
  %r10 = arith.cmpf oge, %f, %c10 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i64_f32(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f32
  %c0 = arith.constant 1.000000e+09 : f32
  %r0 = arith.cmpf olt, %f, %c0 : f32
  %c1 = arith.constant 1.677721e+07 : f32
  %r1 = arith.cmpf ogt, %f, %c1 : f32
  %c2 = arith.constant 1.6777216E+7 : f32
  %r2 = arith.cmpf ogt, %f, %c2 : f32
  %c3 = arith.constant 2.1474836E+9 : f32
  %r3 = arith.cmpf ole, %f, %c3 : f32
  %c4 = arith.constant -2.1474836E+9 : f32
  %r4 = arith.cmpf oge, %f, %c4 : f32
  %c5 = arith.constant 4.2949673E+9 : f32
  %r5 = arith.cmpf olt, %f, %c5 : f32
  %c6 = arith.constant 9.2233720368547758E+18 : f32
  %r6 = arith.cmpf olt, %f, %c6 : f32
  %c7 = arith.constant 1.8446744073709552E+19 : f32
  %r7 = arith.cmpf olt, %f, %c7 : f32
  %c8 = arith.constant 1.000000e+30 : f32
  %r8 = arith.cmpf olt, %f, %c8 : f32
  %c9 = arith.constant -1.000000e+30 : f32
  %r9 = arith.cmpf ogt, %f, %c9 : f32
  %c10 = arith.constant 1.2345678E+15 : f32
  %r10 = arith.cmpf olt, %f, %c10 : f32
  %c11 = arith.constant 4.096000e+03 : f32
  %r11 = arith.cmpf olt, %f, %c11 : f32
  %c12 = arith.constant 2.048000e+03 : f32
  %r12 = arith.cmpf olt, %f, %c12 : f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 1.000000e+01 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 1.000000e+01 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.000000e+01 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 1.000000e+01 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 1.000000e+01 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 1.000000e+01 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 1.000000e+01 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 1.000000e+01 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+01 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 1.000000e+01 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 1.000000e+01 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 1.000000e+01 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  %c12 = arith.constant 1.000000e+01 : f64
  %r12 = arith.cmpf ord, %f, %c12 : f64
  %c13 = arith.constant 1.000000e+01 : f64
  %r13 = arith.cmpf uno, %f, %c13 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant -4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant -4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant -4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant -4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant -4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant -4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant -4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant -4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant -4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant 6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant 6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant 6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant -6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant -6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant -6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant -6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant -6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0x7FF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0x7FF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = arith.cmpf ord, %f, %c4 : f64
  %c5 = arith.constant 0x7FF0000000000000 : f64
  %r5 = arith.cmpf uno, %f, %c5 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 0xFFF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0xFFF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0xFFF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0xFFF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF8000000000000 : f64
  %r1 = arith.cmpf une, %f, %c1 : f64
  %c2 = arith.constant 0x7FF8000000000000 : f64
  %r2 = arith.cmpf ord, %f, %c2 : f64
  %c3 = arith.constant 0x7FF8000000000000 : f64
  %r3 = arith.cmpf uno, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 0.000000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0.000000e+00 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %c2 = arith.constant 0.000000e+00 : f64
  %r2 = arith.cmpf uge, %f, %c2 : f64
  %c3 = arith.constant -0.000000e+00 : f64
  %r3 = arith.cmpf oeq, %f, %c3 : f64
  %c4 = arith.constant -0.000000e+00 : f64
  %r4 = arith.cmpf olt, %f, %c4 : f64
  %c5 = arith.constant -0.000000e+00 : f64
  %r5 = arith.cmpf uge, %f, %c5 : f64
  %c6 = arith.constant -0.000000e+00 : f64
  %r6 = arith.cmpf ugt, %f, %c6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 1.270000e+02 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.275000e+02 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -1.280000e+02 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -1.285000e+02 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 2.550000e+02 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 2.560000e+02 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 2.555000e+02 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -5.000000e-01 : f64
  %r7 = arith.cmpf oeq, %f, %c7 : f64
  %c8 = arith.constant 5.000000e-01 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -5.000000e-01 : f64
  %r9 = arith.cmpf olt, %f, %c9 : f64
  %c10 = arith.constant 5.000000e-01 : f64
  %r10 = arith.cmpf oge, %f, %c10 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_sitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %c0 = arith.constant 1.000000e+09 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.677721e+07 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.6777216E+7 : f64
  %r2 = arith.cmpf ogt, %f, %c2 : f64
  %c3 = arith.constant 2.1474836E+9 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -2.1474836E+9 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  %c5 = arith.constant 4.2949673E+9 : f64
  %r5 = arith.cmpf olt, %f, %c5 : f64
  %c6 = arith.constant 9.2233720368547758E+18 : f64
  %r6 = arith.cmpf olt, %f, %c6 : f64
  %c7 = arith.constant 1.8446744073709552E+19 : f64
  %r7 = arith.cmpf olt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+30 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -1.000000e+30 : f64
  %r9 = arith.cmpf ogt, %f, %c9 : f64
  %c10 = arith.constant 1.2345678E+15 : f64
  %r10 = arith.cmpf olt, %f, %c10 : f64
  %c11 = arith.constant 4.096000e+03 : f64
  %r11 = arith.cmpf olt, %f, %c11 : f64
  %c12 = arith.constant 2.048000e+03 : f64
  %r12 = arith.cmpf olt, %f, %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @int_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 1.000000e+01 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 1.000000e+01 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.000000e+01 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 1.000000e+01 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 1.000000e+01 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 1.000000e+01 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 1.000000e+01 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 1.000000e+01 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+01 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 1.000000e+01 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 1.000000e+01 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 1.000000e+01 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  %c12 = arith.constant 1.000000e+01 : f64
  %r12 = arith.cmpf ord, %f, %c12 : f64
  %c13 = arith.constant 1.000000e+01 : f64
  %r13 = arith.cmpf uno, %f, %c13 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_pos_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant 4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant 4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant 4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant 4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant 4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant 4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant 4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @frac_neg_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant -4.500000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -4.500000e+00 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -4.500000e+00 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -4.500000e+00 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant -4.500000e+00 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant -4.500000e+00 : f64
  %r5 = arith.cmpf one, %f, %c5 : f64
  %c6 = arith.constant -4.500000e+00 : f64
  %r6 = arith.cmpf ueq, %f, %c6 : f64
  %c7 = arith.constant -4.500000e+00 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  %c8 = arith.constant -4.500000e+00 : f64
  %r8 = arith.cmpf uge, %f, %c8 : f64
  %c9 = arith.constant -4.500000e+00 : f64
  %r9 = arith.cmpf ult, %f, %c9 : f64
  %c10 = arith.constant -4.500000e+00 : f64
  %r10 = arith.cmpf ule, %f, %c10 : f64
  %c11 = arith.constant -4.500000e+00 : f64
  %r11 = arith.cmpf une, %f, %c11 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @big_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant 6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant 6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant 6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @negbig_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant -6.000000e+04 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant -6.000000e+04 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant -6.000000e+04 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant -6.000000e+04 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -6.000000e+04 : f64
  %r4 = arith.cmpf ogt, %f, %c4 : f64
  %c5 = arith.constant -6.000000e+04 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant -6.000000e+04 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -6.000000e+04 : f64
  %r7 = arith.cmpf ugt, %f, %c7 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @inf_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 0x7FF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0x7FF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0x7FF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  %c4 = arith.constant 0x7FF0000000000000 : f64
  %r4 = arith.cmpf ord, %f, %c4 : f64
  %c5 = arith.constant 0x7FF0000000000000 : f64
  %r5 = arith.cmpf uno, %f, %c5 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}

func.func @ninf_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 0xFFF0000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0xFFF0000000000000 : f64
  %r1 = arith.cmpf one, %f, %c1 : f64
  %c2 = arith.constant 0xFFF0000000000000 : f64
  %r2 = arith.cmpf olt, %f, %c2 : f64
  %c3 = arith.constant 0xFFF0000000000000 : f64
  %r3 = arith.cmpf ogt, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @nan_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 0x7FF8000000000000 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0x7FF8000000000000 : f64
  %r1 = arith.cmpf une, %f, %c1 : f64
  %c2 = arith.constant 0x7FF8000000000000 : f64
  %r2 = arith.cmpf ord, %f, %c2 : f64
  %c3 = arith.constant 0x7FF8000000000000 : f64
  %r3 = arith.cmpf uno, %f, %c3 : f64
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}

func.func @zero_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 0.000000e+00 : f64
  %r0 = arith.cmpf oeq, %f, %c0 : f64
  %c1 = arith.constant 0.000000e+00 : f64
  %r1 = arith.cmpf olt, %f, %c1 : f64
  %c2 = arith.constant 0.000000e+00 : f64
  %r2 = arith.cmpf uge, %f, %c2 : f64
  %c3 = arith.constant -0.000000e+00 : f64
  %r3 = arith.cmpf oeq, %f, %c3 : f64
  %c4 = arith.constant -0.000000e+00 : f64
  %r4 = arith.cmpf olt, %f, %c4 : f64
  %c5 = arith.constant -0.000000e+00 : f64
  %r5 = arith.cmpf uge, %f, %c5 : f64
  %c6 = arith.constant -0.000000e+00 : f64
  %r6 = arith.cmpf ugt, %f, %c6 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

func.func @edge_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 1.270000e+02 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.275000e+02 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant -1.280000e+02 : f64
  %r2 = arith.cmpf oge, %f, %c2 : f64
  %c3 = arith.constant -1.285000e+02 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %c4 = arith.constant 2.550000e+02 : f64
  %r4 = arith.cmpf ole, %f, %c4 : f64
  %c5 = arith.constant 2.560000e+02 : f64
  %r5 = arith.cmpf oge, %f, %c5 : f64
  %c6 = arith.constant 2.555000e+02 : f64
  %r6 = arith.cmpf ult, %f, %c6 : f64
  %c7 = arith.constant -5.000000e-01 : f64
  %r7 = arith.cmpf oeq, %f, %c7 : f64
  %c8 = arith.constant 5.000000e-01 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -5.000000e-01 : f64
  %r9 = arith.cmpf olt, %f, %c9 : f64
  %c10 = arith.constant 5.000000e-01 : f64
  %r10 = arith.cmpf oge, %f, %c10 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @large_uitofp_i64_f64(%a: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %f = arith.uitofp %a : i64 to f64
  %c0 = arith.constant 1.000000e+09 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %c1 = arith.constant 1.677721e+07 : f64
  %r1 = arith.cmpf ogt, %f, %c1 : f64
  %c2 = arith.constant 1.6777216E+7 : f64
  %r2 = arith.cmpf ogt, %f, %c2 : f64
  %c3 = arith.constant 2.1474836E+9 : f64
  %r3 = arith.cmpf ole, %f, %c3 : f64
  %c4 = arith.constant -2.1474836E+9 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  %c5 = arith.constant 4.2949673E+9 : f64
  %r5 = arith.cmpf olt, %f, %c5 : f64
  %c6 = arith.constant 9.2233720368547758E+18 : f64
  %r6 = arith.cmpf olt, %f, %c6 : f64
  %c7 = arith.constant 1.8446744073709552E+19 : f64
  %r7 = arith.cmpf olt, %f, %c7 : f64
  %c8 = arith.constant 1.000000e+30 : f64
  %r8 = arith.cmpf olt, %f, %c8 : f64
  %c9 = arith.constant -1.000000e+30 : f64
  %r9 = arith.cmpf ogt, %f, %c9 : f64
  %c10 = arith.constant 1.2345678E+15 : f64
  %r10 = arith.cmpf olt, %f, %c10 : f64
  %c11 = arith.constant 4.096000e+03 : f64
  %r11 = arith.cmpf olt, %f, %c11 : f64
  %c12 = arith.constant 2.048000e+03 : f64
  %r12 = arith.cmpf olt, %f, %c12 : f64
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
func.func @bf16(%a: i8, %b: i16, %c: i32) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i8 to bf16
  %g = arith.uitofp %b : i16 to bf16
  %h = arith.sitofp %c : i32 to bf16
  %c0 = arith.constant 2.500000e+00 : bf16
  %c1 = arith.constant 0x7F80 : bf16
  %c2 = arith.constant 6.553600e+04 : bf16
  %c3 = arith.constant 1.280000e+02 : bf16
  %r0 = arith.cmpf olt, %f, %c0 : bf16
  %r1 = arith.cmpf olt, %g, %c1 : bf16
  %r2 = arith.cmpf olt, %g, %c2 : bf16
  %r3 = arith.cmpf olt, %h, %c1 : bf16
  %r4 = arith.cmpf olt, %h, %c3 : bf16
  %r5 = arith.cmpf oge, %f, %c3 : bf16
  return %r0, %r1, %r2, %r3, %r4, %r5 : i1, i1, i1, i1, i1, i1
}
func.func @f16wide(%a: i16, %b: i16, %c: i32) -> (i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i16 to f16
  %g = arith.uitofp %b : i16 to f16
  %h = arith.sitofp %c : i32 to f16
  %inf = arith.constant 0x7C00 : f16
  %big = arith.constant 6.550400e+04 : f16
  %r0 = arith.cmpf olt, %f, %inf : f16
  %r1 = arith.cmpf olt, %g, %inf : f16
  %r2 = arith.cmpf olt, %h, %inf : f16
  %r3 = arith.cmpf olt, %g, %big : f16
  %r4 = arith.cmpf ord, %h, %inf : f16
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}
func.func @i1src(%a: i1) -> (i1, i1, i1, i1) {
  %f = arith.sitofp %a : i1 to f32
  %g = arith.uitofp %a : i1 to f32
  %c = arith.constant -1.000000e+00 : f32
  %d = arith.constant 5.000000e-01 : f32
  %r0 = arith.cmpf oeq, %f, %c : f32
  %r1 = arith.cmpf olt, %f, %d : f32
  %r2 = arith.cmpf ogt, %g, %d : f32
  %r3 = arith.cmpf oeq, %g, %c : f32
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}
func.func @lhsconst(%a: i32) -> i1 {
  %f = arith.sitofp %a : i32 to f32
  %c = arith.constant 2.000000e+00 : f32
  %r0 = arith.cmpf olt, %c, %f : f32
  return %r0 : i1
}
func.func @f64i64(%a: i64, %b: i64) -> (i1, i1, i1, i1, i1) {
  %f = arith.sitofp %a : i64 to f64
  %g = arith.uitofp %b : i64 to f64
  %c0 = arith.constant 9.2233720368547758E+18 : f64
  %c1 = arith.constant 1.8446744073709552E+19 : f64
  %c2 = arith.constant 3.6893488147419103E+19 : f64
  %c3 = arith.constant 4.5035996273704960E+15 : f64
  %c4 = arith.constant -9.2233720368547758E+18 : f64
  %r0 = arith.cmpf olt, %f, %c0 : f64
  %r1 = arith.cmpf olt, %g, %c1 : f64
  %r2 = arith.cmpf olt, %g, %c2 : f64
  %r3 = arith.cmpf olt, %f, %c3 : f64
  %r4 = arith.cmpf oge, %f, %c4 : f64
  return %r0, %r1, %r2, %r3, %r4 : i1, i1, i1, i1, i1
}
