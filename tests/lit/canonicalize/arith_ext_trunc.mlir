// arith canonicalizations that build casts and *_extended ops (rules/arith_canon.rules), as MLIR 19:
// and/or/xor of extui/extsi, index_cast(ui) of ext, bitcast of bitcast, extsi of extui, trunci of
// ext / shrsi / shrui(muli(ext, ext)), mulsi/mului/addui_extended with an unused result, mulsi_extended by 1.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @andi_extui(%arg0: i8, %arg1: i8) -> i32 {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @andi_extsi_vec(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi32> {
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : vector<4xi8>
// CHECK-NEXT: %1 = arith.extsi %0 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: return %1 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @andi_ext_mismatch(%arg0: i8, %arg1: i16) -> i32 {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i16 to i32
// CHECK-NEXT: %2 = arith.andi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @andi_ext_mixed(%arg0: i8, %arg1: i8) -> i32 {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : i8 to i32
// CHECK-NEXT: %2 = arith.andi %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ori_extui(%arg0: i1, %arg1: i1) -> i64 {
// CHECK-NEXT: %0 = arith.ori %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.extui %0 : i1 to i64
// CHECK-NEXT: return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ori_extsi(%arg0: i16, %arg1: i16) -> i32 {
// CHECK-NEXT: %0 = arith.ori %arg0, %arg1 : i16
// CHECK-NEXT: %1 = arith.extsi %0 : i16 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @xori_extui(%arg0: i8, %arg1: i8) -> i32 {
// CHECK-NEXT: %0 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %0 : i8 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @xori_extsi(%arg0: i8, %arg1: i8) -> i32 {
// CHECK-NEXT: %0 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extsi %0 : i8 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_cast_extsi(%arg0: i8) -> index {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_castui_extui(%arg0: i8) -> index {
// CHECK-NEXT: %0 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_castui_extsi(%arg0: i8) -> index {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.index_castui %0 : i32 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcast_bitcast_int_float(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bitcast_roundtrip(%arg0: f64) -> f64 {
// CHECK-NEXT: return %arg0 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extsi_extui(%arg0: i8) -> i64 {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunci_extsi(%arg0: i8) -> i32 {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunci_extui(%arg0: vector<2xi8>) -> vector<2xi16> {
// CHECK-NEXT: %0 = arith.extui %arg0 : vector<2xi8> to vector<2xi16>
// CHECK-NEXT: return %0 : vector<2xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunci_extsi_narrower(%arg0: i16) -> i8 {
// CHECK-NEXT: %0 = arith.trunci %arg0 : i16 to i8
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunci_shrsi(%arg0: i64) -> i32 {
// CHECK-NEXT: %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT: %0 = arith.shrui %arg0, %c32_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @trunci_shrsi_other_amount(%arg0: i64) -> i32 {
// CHECK-NEXT: %c31_i64 = arith.constant 31 : i64
// CHECK-NEXT: %0 = arith.shrsi %arg0, %c31_i64 : i64
// CHECK-NEXT: %1 = arith.trunci %0 : i64 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulsi_extended_high(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: return %high : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mului_extended_high(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT: %low, %high = arith.mului_extended %arg0, %arg1 : i16
// CHECK-NEXT: return %high : i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mul_high_wrong_shift(%arg0: i16, %arg1: i16) -> i16 {
// CHECK-NEXT: %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT: %0 = arith.extui %arg0 : i16 to i32
// CHECK-NEXT: %1 = arith.extui %arg1 : i16 to i32
// CHECK-NEXT: %2 = arith.muli %0, %1 : i32
// CHECK-NEXT: %3 = arith.shrui %2, %c8_i32 : i32
// CHECK-NEXT: %4 = arith.trunci %3 : i32 to i16
// CHECK-NEXT: return %4 : i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulsi_extended_low(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulsi_extended_both(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: return %low, %high : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulsi_extended_one(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mulsi_extended_one_lhs(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: return %arg0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mului_extended_low(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg1 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @addui_extended_sum(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @addui_extended_both(%arg0: i32, %arg1: i32) -> (i32, i1) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: return %sum, %overflow : i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tt(%arg0: i64) -> i8 {
// CHECK-NEXT: %0 = arith.trunci %arg0 : i64 to i8
// CHECK-NEXT: return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tz(%arg0: i32) -> i16 {
// CHECK-NEXT: %0 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT: return %0 : i16
// CHECK-NEXT: }

func.func @andi_extui(%a: i8, %b: i8) -> i32 {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}
func.func @andi_extsi_vec(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi32> {
  %0 = arith.extsi %a : vector<4xi8> to vector<4xi32>
  %1 = arith.extsi %b : vector<4xi8> to vector<4xi32>
  %2 = arith.andi %0, %1 : vector<4xi32>
  return %2 : vector<4xi32>
}
func.func @andi_ext_mismatch(%a: i8, %b: i16) -> i32 {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i16 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}
func.func @andi_ext_mixed(%a: i8, %b: i8) -> i32 {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.andi %0, %1 : i32
  return %2 : i32
}
func.func @ori_extui(%a: i1, %b: i1) -> i64 {
  %0 = arith.extui %a : i1 to i64
  %1 = arith.extui %b : i1 to i64
  %2 = arith.ori %0, %1 : i64
  return %2 : i64
}
func.func @ori_extsi(%a: i16, %b: i16) -> i32 {
  %0 = arith.extsi %a : i16 to i32
  %1 = arith.extsi %b : i16 to i32
  %2 = arith.ori %0, %1 : i32
  return %2 : i32
}
func.func @xori_extui(%a: i8, %b: i8) -> i32 {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extui %b : i8 to i32
  %2 = arith.xori %0, %1 : i32
  return %2 : i32
}
func.func @xori_extsi(%a: i8, %b: i8) -> i32 {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.xori %0, %1 : i32
  return %2 : i32
}
func.func @index_cast_extsi(%a: i8) -> index {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.index_cast %0 : i32 to index
  return %1 : index
}
func.func @index_castui_extui(%a: i8) -> index {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.index_castui %0 : i32 to index
  return %1 : index
}
func.func @index_castui_extsi(%a: i8) -> index {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.index_castui %0 : i32 to index
  return %1 : index
}
func.func @bitcast_bitcast_int_float(%a: i32) -> i32 {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  return %1 : i32
}
func.func @bitcast_roundtrip(%a: f64) -> f64 {
  %0 = arith.bitcast %a : f64 to i64
  %1 = arith.bitcast %0 : i64 to f64
  return %1 : f64
}
func.func @extsi_extui(%a: i8) -> i64 {
  %0 = arith.extui %a : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  return %1 : i64
}
func.func @trunci_extsi(%a: i8) -> i32 {
  %0 = arith.extsi %a : i8 to i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}
func.func @trunci_extui(%a: vector<2xi8>) -> vector<2xi16> {
  %0 = arith.extui %a : vector<2xi8> to vector<2xi64>
  %1 = arith.trunci %0 : vector<2xi64> to vector<2xi16>
  return %1 : vector<2xi16>
}
func.func @trunci_extsi_narrower(%a: i16) -> i8 {
  %0 = arith.extsi %a : i16 to i64
  %1 = arith.trunci %0 : i64 to i8
  return %1 : i8
}
func.func @trunci_shrsi(%a: i64) -> i32 {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}
func.func @trunci_shrsi_other_amount(%a: i64) -> i32 {
  %c31 = arith.constant 31 : i64
  %0 = arith.shrsi %a, %c31 : i64
  %1 = arith.trunci %0 : i64 to i32
  return %1 : i32
}
func.func @mulsi_extended_high(%a: i32, %b: i32) -> i32 {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extsi %b : i32 to i64
  %2 = arith.muli %0, %1 : i64
  %c32 = arith.constant 32 : i64
  %3 = arith.shrui %2, %c32 : i64
  %4 = arith.trunci %3 : i64 to i32
  return %4 : i32
}
func.func @mului_extended_high(%a: i16, %b: i16) -> i16 {
  %0 = arith.extui %a : i16 to i32
  %1 = arith.extui %b : i16 to i32
  %2 = arith.muli %0, %1 : i32
  %c16 = arith.constant 16 : i32
  %3 = arith.shrui %2, %c16 : i32
  %4 = arith.trunci %3 : i32 to i16
  return %4 : i16
}
func.func @mul_high_wrong_shift(%a: i16, %b: i16) -> i16 {
  %0 = arith.extui %a : i16 to i32
  %1 = arith.extui %b : i16 to i32
  %2 = arith.muli %0, %1 : i32
  %c8 = arith.constant 8 : i32
  %3 = arith.shrui %2, %c8 : i32
  %4 = arith.trunci %3 : i32 to i16
  return %4 : i16
}
func.func @mulsi_extended_low(%a: i32, %b: i32) -> i32 {
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %low : i32
}
func.func @mulsi_extended_both(%a: i32, %b: i32) -> (i32, i32) {
  %low, %high = arith.mulsi_extended %a, %b : i32
  return %low, %high : i32, i32
}
func.func @mulsi_extended_one(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %low, %high = arith.mulsi_extended %a, %c1 : i32
  return %low, %high : i32, i32
}
func.func @mulsi_extended_one_lhs(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %low, %high = arith.mulsi_extended %c1, %a : i32
  return %low, %high : i32, i32
}
func.func @mului_extended_low(%a: i64, %b: i64) -> i64 {
  %low, %high = arith.mului_extended %a, %b : i64
  return %low : i64
}
func.func @addui_extended_sum(%a: i32, %b: i32) -> i32 {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum : i32
}
func.func @addui_extended_both(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}
func.func @tt(%a: i64) -> i8 {
  %0 = arith.trunci %a : i64 to i32
  %1 = arith.trunci %0 : i32 to i8
  return %1 : i8
}
func.func @tz(%a: i32) -> i16 {
  %0 = arith.extui %a : i32 to i64
  %1 = arith.trunci %0 : i64 to i16
  return %1 : i16
}
