// RUN: irlite-opt %s --convert-scf-to-cf --split-input-file --verify-diagnostics
// A failed legalization is an error at the op that stays illegal, worded as mlir-opt 19
// words it (partial conversions add "that was explicitly marked illegal"); the file also
// passes `mlir-opt --convert-scf-to-cf --split-input-file --verify-diagnostics`.

// scf.forall with shared_outs (tensor results) only lowers once bufferized.
func.func @forall_outs(%t: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}

// -----

// The error names the first illegal op left; the loops before it were lowered.
func.func @after_loop(%lb: index, %ub: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.for %i = %lb to %ub step %ub {
  }
  // expected-error@+1 {{failed to legalize operation 'scf.forall' that was explicitly marked illegal}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<8xf32>
}
