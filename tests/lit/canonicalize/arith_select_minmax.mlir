// arith select, float min/max and cmpi/xori/index_cast canonicalizations (rules/arith_folds.py,
// rules/arith_canon.rules): MLIR 19's SelectOp/MaximumFOp/... folders and ArithCanonicalization.td.
// RUN: irlite-opt %s --canonicalize | FileCheck %s
// Expected output: mlir-opt 19 --canonicalize on this file.

// CHECK-LABEL: func.func @sel_i1(%arg0: i1, %arg1: i1, %arg2: i1) -> i1 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i1
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel_ext(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %2 = arith.extui %1 : i1 to i32
// CHECK-NEXT: return %0, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel_not(%arg0: i1) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel_nest(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT: %1 = arith.select %arg1, %arg2, %arg3 : i32
// CHECK-NEXT: %2 = arith.select %arg0, %1, %arg3 : i32
// CHECK-NEXT: %3 = arith.select %arg0, %arg2, %1 : i32
// CHECK-NEXT: %4 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT: return %0, %2, %3, %4 : i32, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel_cmp(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT: return %arg1, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fmm() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0x7FC00001 : f32
// CHECK-NEXT: %cst_2 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800001 : f32
// CHECK-NEXT: return %cst, %cst_0, %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst : f32, f32, f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fmm2(%arg0: f32) -> (f32, f32, f32, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %0 = arith.minimumf %arg0, %cst_0 : f32
// CHECK-NEXT: %1 = arith.maxnumf %arg0, %cst : f32
// CHECK-NEXT: return %arg0, %arg0, %arg0, %arg0, %0, %1 : f32, f32, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_cmp(%arg0: i32, %arg1: i32) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: return %0, %1, %2 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_ext(%arg0: i8, %arg1: i8, %arg2: i16) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %0 = arith.cmpi ne, %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %2 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %3 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi ult, %1, %2 : i32
// CHECK-NEXT: %5 = arith.extui %arg2 : i16 to i32
// CHECK-NEXT: %6 = arith.cmpi eq, %1, %5 : i32
// CHECK-NEXT: return %0, %3, %4, %6 : i1, i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_casts(%arg0: i32, %arg1: i64) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = arith.index_cast %arg1 : i64 to index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: return %arg0, %arg0, %1 : i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sel_i64(%arg0: i1) -> (i64, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i64
// CHECK-NEXT: %1 = arith.select %arg0, %c1, %c0 : index
// CHECK-NEXT: return %0, %1 : i64, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @sel_i1(%c: i1, %a: i1, %b: i1) -> i1 {
  %0 = arith.select %c, %a, %b : i1
  return %0 : i1
}
func.func @sel_ext(%c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.select %c, %c1, %c0 : i32
  %1 = arith.select %c, %c0, %c1 : i32
  return %0, %1 : i32, i32
}
func.func @sel_not(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %f, %t : i1
  return %0 : i1
}
func.func @sel_nest(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %e : i32
  %2 = arith.select %d, %a, %b : i32
  %3 = arith.select %c, %2, %b : i32
  %4 = arith.select %c, %a, %2 : i32
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %5 = arith.select %n, %a, %b : i32
  return %1, %3, %4, %5 : i32, i32, i32, i32
}
func.func @sel_cmp(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.select %0, %a, %b : i32
  %2 = arith.cmpi ne, %a, %b : i32
  %3 = arith.select %2, %a, %b : i32
  return %1, %3 : i32, i32
}
func.func @fmm() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %n = arith.constant -0.0 : f32
  %p = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maxnumf %n, %p : f32
  %1 = arith.minnumf %p, %n : f32
  %2 = arith.maximumf %n, %p : f32
  %3 = arith.minimumf %p, %n : f32
  %4 = arith.maximumf %one, %nan : f32
  %5 = arith.minnumf %snan, %one : f32
  %6 = arith.minimumf %snan, %one : f32
  %7 = arith.maxnumf %p, %n : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}
func.func @fmm2(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %0 = arith.maxnumf %x, %ninf : f32
  %1 = arith.minnumf %x, %pinf : f32
  %2 = arith.maximumf %ninf, %x : f32
  %3 = arith.minimumf %x, %pinf : f32
  %4 = arith.minimumf %x, %ninf : f32
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.maxnumf %x, %nan : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}
func.func @not_cmp(%a: i32, %b: i32) -> (i1, i1, i1) {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi ugt, %a, %b : i32
  %3 = arith.xori %2, %t : i1
  %4 = arith.cmpi eq, %a, %b : i32
  %5 = arith.xori %t, %4 : i1
  return %1, %3, %5 : i1, i1, i1
}
func.func @cmp_ext(%a: i8, %b: i8, %c: i16) -> (i1, i1, i1, i1) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.extsi %b : i8 to i32
  %2 = arith.cmpi ne, %0, %1 : i32
  %3 = arith.extui %a : i8 to i32
  %4 = arith.extui %b : i8 to i32
  %5 = arith.cmpi eq, %3, %4 : i32
  %6 = arith.cmpi ult, %3, %4 : i32
  %7 = arith.extui %c : i16 to i32
  %8 = arith.cmpi eq, %3, %7 : i32
  return %2, %5, %6, %8 : i1, i1, i1, i1
}
func.func @index_casts(%a: i32, %b: i64) -> (i32, i32, i32) {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_castui %2 : index to i32
  %4 = arith.index_cast %b : i64 to index
  %5 = arith.index_cast %4 : index to i32
  return %1, %3, %5 : i32, i32, i32
}
func.func @sel_i64(%c: i1) -> (i64, index) {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %0 = arith.select %c, %c1, %c0 : i64
  %i1 = arith.constant 1 : index
  %i0 = arith.constant 0 : index
  %1 = arith.select %c, %i1, %i0 : index
  return %0, %1 : i64, index
}
