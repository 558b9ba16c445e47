// irlite-run --print-pipeline: the lowering pipeline irlite.compile chooses for a file, by
// what it holds (targets/pipeline.py), as builtin.module(...) text; --pipeline's own text
// as the pass manager reads it; --help names the default pipeline.
// RUN: irlite-run --print-pipeline %s 2>/dev/null | FileCheck %s --check-prefix=TENSOR
// RUN: irlite-run --print-pipeline %S/../../../examples/matmul.mlir | FileCheck %s --check-prefix=MEMREF
// RUN: irlite-run --print-pipeline %S/../../../examples/matmul.mlir --pipeline 'convert-scf-to-cf,cse' | FileCheck %s --check-prefix=GIVEN
// RUN: irlite-run --help | FileCheck %s --check-prefix=HELP

// A tensor function: MLIR's way down, bufferization first, function boundaries as
// identity-layout memrefs (what the memref ABI passes numpy arrays as); irlite's own
// codegen passes may join it (reduction-fastmath, and between the cleanups and scf-to-cf).
// TENSOR: {{^}}builtin.module({{(reduction-fastmath,)?}}one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,convert-bufferization-to-memref,expand-strided-metadata,math-polynomial-approximation,arith-expand{ceil-floor-div-only=true},canonicalize,cse,loop-invariant-code-motion,
// TENSOR-SAME: convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts){{$}}
func.func @slice_exp(%t: tensor<8xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %s[%c0] : tensor<4xf32>
  %e = math.exp %x : f32
  %r = tensor.insert %e into %s[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// A memref program: what convert-to-llvm needs and nothing else.
// MEMREF: {{^}}builtin.module(arith-expand{ceil-floor-div-only=true},convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts){{$}}
// GIVEN: {{^}}builtin.module(convert-scf-to-cf,cse){{$}}
// HELP: --print-pipeline Print the lowering pipeline chosen for FILE and exit
// HELP-NEXT: one-shot-bufferize, buffer
// HELP-NEXT: convert-linalg-to-loops, lower-affine
