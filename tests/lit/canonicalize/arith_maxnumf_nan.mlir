// maxnumf with a NaN operand folds to the other operand, as the op is documented
// ("if one of the arguments is NaN, then the result is the other argument").
// mlir-opt 19 folds it to the NaN instead (it constant-folds maxnumf with
// llvm::maximum); irlite deliberately keeps the documented semantics.
// RUN: irlite-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @maxnumf_nan() -> (f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: return %cst, %cst, %cst_0 : f32, f32, f32
func.func @maxnumf_nan() -> (f32, f32, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %snan = arith.constant 0x7F800001 : f32
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.maxnumf %one, %nan : f32
  %1 = arith.maxnumf %snan, %one : f32
  %2 = arith.maxnumf %nz, %z : f32
  return %0, %1, %2 : f32, f32, f32
}
