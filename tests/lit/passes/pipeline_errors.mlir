// A bad pipeline is an error pointing into the pipeline text, before any input is read.
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(nope)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: MLIR Textual PassPipeline Parser:1:16: error: 'nope' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: builtin.module(nope)
// UNKNOWN-NEXT: {{^               \^$}}

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(test-sleep{ms=x})' 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: 1:30: error: invalid value for option 'ms' of pass 'test-sleep'

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.return(test-count))' 2>&1 | FileCheck %s --check-prefix=ISO
// ISO: 1:16: error: 'func.return' is not isolated from above

// RUN: not irlite-opt %s --pass-pipeline='test-count' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: expected pass pipeline to be wrapped with the anchor operation type

// RUN: irlite-opt %s --test-count --symbol-dce --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// DUMP: Pass Manager with 2 passes:
// DUMP-NEXT: builtin.module(test-count,symbol-dce)
func.func @f() {
  return
}
