// RUN: irlite-opt %s --lower-affine --split-input-file --verify-diagnostics
//
// A reduction arith has no identity value for: mlir-opt 19 reports the same error at the
// op (then aborts in arith::getIdentityValue); irlite stops the pass there.

func.func @assign(%x: f32) -> f32 {
  // expected-error@+1 {{Reduction operation type not supported}}
  %0 = affine.parallel (%i) = (0) to (10) reduce ("assign") -> (f32) {
    affine.yield %x : f32
  }
  return %0 : f32
}
