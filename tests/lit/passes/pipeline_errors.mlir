// A bad pipeline is an error pointing into the pipeline text, before any input is read.
// The lines are mlir-opt 19's: columns count inside the outermost anchor.
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(nope)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^nope$}}
// UNKNOWN-NEXT: {{^\^$}}

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(cse, nope))' 2>&1 | FileCheck %s --check-prefix=NESTED
// NESTED: MLIR Textual PassPipeline Parser:1:16: error: 'nope' does not refer to a registered pass or pass pipeline
// NESTED-NEXT: {{^func.func\(cse, nope\)$}}
// NESTED-NEXT: {{^               \^$}}

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: irlite-opt: for the --max-iterations option: 'x' value invalid for integer argument!
// VALUE-NEXT: {{^<unknown>:0: error: $}}
// VALUE-NEXT: failed to add `canonicalize` with options `max-iterations=x`
// VALUE-NEXT: {{^canonicalize\{max-iterations=x\}$}}
// VALUE-NEXT: {{^                            \^$}}

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{nope=1}))' 2>&1 | FileCheck %s --check-prefix=NOOPT
// NOOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option nope
// NOOPT-EMPTY:
// NOOPT-NEXT: failed to add `canonicalize` with options `nope=1`
// NOOPT-NEXT: failed to add `func.func` with options `` to inner pipeline

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=PARENS
// PARENS: MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(cse)))' 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: MLIR Textual PassPipeline Parser:1:15: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline

// mlir-opt only notices a non-isolated anchor when it meets such an op; irlite says so up front.
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.return(test-count))' 2>&1 | FileCheck %s --check-prefix=ISO
// ISO: 1:1: error: trying to schedule a pass on 'func.return', an operation not marked as 'IsolatedFromAbove'

// RUN: not irlite-opt %s --pass-pipeline='test-count' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: {{^<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module\(...\)'$}}

// An unknown anchor op is not an error (nothing matches it), as in mlir-opt.
// RUN: irlite-opt %s --pass-pipeline='builtin.module(foo.bar(cse))' | FileCheck %s --check-prefix=NOMATCH
// NOMATCH: func.func @f()

// RUN: irlite-opt %s --test-count --symbol-dce --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(test-count,symbol-dce)
func.func @f() {
  return
}

// A pass on the wrong anchor: mlir-opt names it by its class, then what failed to be added.
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(finalize-memref-to-llvm{use-generic-functions=true}))' 2>&1 | FileCheck %s --check-prefix=NEST
// NEST: <unknown>:0: error: Can't add pass 'FinalizeMemRefToLLVMConversionPass' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?
// NEST-NEXT: failed to add `finalize-memref-to-llvm` with options `use-generic-functions=true`
// NEST-NEXT: failed to add `func.func` with options `` to inner pipeline
