// RUN: irlite-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file -verify-diagnostics
// RUN: not irlite-opt %s -one-shot-bufferize=dump-alias-sets 2>&1 | FileCheck %s --check-prefix=OPTION

// As mlir-opt 19: a block argument's buffer type is what the branches to it pass; branches
// from two memory spaces, or none at all, cannot give it one.

// expected-error @below{{'func.func' op incoming operands of block argument have inconsistent memory spaces}}
// expected-error @below{{failed to bufferize op}}
func.func @two_memory_spaces(%c: i1) -> tensor<8xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<8xf32>
  %1 = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<8xf32>
  cf.cond_br %c, ^bb1(%0 : tensor<8xf32>), ^bb2
^bb1(%a: tensor<8xf32>):
  func.return %a : tensor<8xf32>
^bb2:
  cf.br ^bb1(%1 : tensor<8xf32>)
}

// -----

// expected-error @below{{'func.func' op could not infer buffer type of block argument}}
// expected-error @below{{failed to bufferize op}}
func.func @only_itself(%n: index) {
  return
^bb1(%t: tensor<?xf32>):
  cf.br ^bb1(%t : tensor<?xf32>)
}

// OPTION: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
