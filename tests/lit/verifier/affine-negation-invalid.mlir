// RUN: irlite-opt %s -split-input-file -verify-diagnostics
// A negation without an operand reports the operand's error, then its own, as mlir-opt
// 19 does (this file passes mlir-opt 19 too).

// expected-error@+2 {{no expression inside parentheses}}
// expected-error@+1 {{missing operand of negation}}
#m = affine_map<(i, j) -> (-(), j)>

// -----

// expected-error@+2 {{missing right operand of binary operator}}
// expected-error@+1 {{missing operand of negation}}
#m = affine_map<(i, j) -> (i + -)>
