// BitcastOfBitcast (rules/arith_canon.rules) across three different types.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// mlir-opt 19 --canonicalize produces invalid IR on this input (its DRR pattern builds the new
// bitcast with the operand's type, i16 -> i16, which then folds away: "type of return operand 0
// ('i16') doesn't match function result type ('bf16')"); irlite builds it with the root's result
// type, as the pattern's own comment states: bitcast(type1, bitcast(type2, x)) -> bitcast(type1, x).
// The same-type case (f64 -> i64 -> f64) matches mlir-opt 19 and is
// in arith_ext_trunc.mlir.

// CHECK-LABEL: func.func @bitcast_bitcast(%arg0: i16) -> bf16 {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : i16 to bf16
// CHECK-NEXT: return %0 : bf16
// CHECK-NEXT: }
func.func @bitcast_bitcast(%a: i16) -> bf16 {
  %0 = arith.bitcast %a : i16 to f16
  %1 = arith.bitcast %0 : f16 to bf16
  return %1 : bf16
}

// CHECK-LABEL: func.func @bitcast_bitcast_vector(%arg0: vector<2xi16>) -> vector<2xbf16> {
// CHECK-NEXT: %0 = arith.bitcast %arg0 : vector<2xi16> to vector<2xbf16>
// CHECK-NEXT: return %0 : vector<2xbf16>
// CHECK-NEXT: }
func.func @bitcast_bitcast_vector(%a: vector<2xi16>) -> vector<2xbf16> {
  %0 = arith.bitcast %a : vector<2xi16> to vector<2xf16>
  %1 = arith.bitcast %0 : vector<2xf16> to vector<2xbf16>
  return %1 : vector<2xbf16>
}
