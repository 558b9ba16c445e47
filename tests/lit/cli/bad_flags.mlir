// Command-line errors: a clear one-line message on stderr, nothing on
// stdout, exit status 1 (as mlir-opt), never a Python traceback.

// RUN: not irlite-opt %s --no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN-NOT: Traceback
// UNKNOWN: irlite-opt: Unknown command line argument '--no-such-pass'.  Try: 'irlite-opt --help'
// UNKNOWN-NOT: Traceback

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=NOPASS
// NOPASS-NOT: Traceback
// NOPASS: {{.*}}error: {{.*}}'no-such-pass' does not refer to a registered pass or pass pipeline
// NOPASS-NOT: Traceback

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED-NOT: Traceback
// UNBALANCED: {{.*}}error: {{.*}}unbalanced parentheses{{.*}}
// UNBALANCED-NOT: Traceback

// RUN: not irlite-opt %s --pass-pipeline='symbol-dce' 2>&1 | FileCheck %s --check-prefix=NOANCHOR
// NOANCHOR: {{.*}}error: {{.*}}expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(symbol-dce)' --symbol-dce 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: {{.*}}pass-pipeline{{.*}} individual pass {{.*}}

// RUN: not irlite-opt %s %s 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: irlite-opt: Too many positional arguments specified!
// TWO-NEXT: Can specify at most 1 positional arguments: See: irlite-opt --help

// mlir-opt prints this line without its name before it.
// RUN: not irlite-opt %s.does-not-exist 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: {{^}}cannot open input file '{{.*}}bad_flags.mlir.does-not-exist': No such file or directory

// RUN: not irlite-opt %s --mlir-print-op-generic=maybe 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: irlite-opt: for the --mlir-print-op-generic option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// RUN: not irlite-opt %s -o 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: irlite-opt: for the -o option: requires a value!

// Nothing reaches stdout on a usage error.
// RUN: not irlite-opt %s --no-such-pass 2>/dev/null | FileCheck %s --check-prefix=EMPTY --allow-empty
// EMPTY-NOT: {{.}}

func.func @f() {
  return
}
