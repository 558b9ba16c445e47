// How irlite-opt reads its command line: as LLVM's parser reads mlir-opt 19's. Each
// expected text below is what mlir-opt 19 prints for the same command line (its
// name replaced; where its 'Did you mean' hint names an option irlite-opt lacks, the
// hint is left out).

// Whole option names first: an unknown flag that starts with -o is not '-o' with
// its value glued on (LLVM reads a single letter followed by more as a group of
// one-letter options, and -o needs a value), so nothing is written.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir
// RUN: not irlite-opt %s -one-shot-bufferizz 2>&1 | FileCheck %s --check-prefix=GROUP
// RUN: not irlite-opt %s -ofoo.mlir 2>&1 | FileCheck %s --check-prefix=GROUP-O
// RUN: not irlite-opt %s --ofoo.mlir 2>&1 | FileCheck %s --check-prefix=GROUP-O
// RUN: ls %t.dir | FileCheck %s --check-prefix=NOFILE --allow-empty
// GROUP:      irlite-opt: for the -o option: may not occur within a group!
// GROUP-NEXT: irlite-opt: Unknown command line argument '-one-shot-bufferizz'.  Try: 'irlite-opt --help'
// GROUP-O:      irlite-opt: for the -o option: may not occur within a group!
// GROUP-O-NEXT: irlite-opt: Unknown command line argument '{{-?}}-ofoo.mlir'.  Try: 'irlite-opt --help'
// GROUP-O-NEXT: irlite-opt: Did you mean '-o'?
// NOFILE-NOT: {{.}}

// -o takes its value as -o FILE, -o=FILE or --o=FILE; the last one wins.
// RUN: irlite-opt %s -o=%t.a && FileCheck %s --input-file %t.a
// RUN: irlite-opt %s --o %t.b && FileCheck %s --input-file %t.b
// RUN: irlite-opt %s -o %t.c -o=%t.d && FileCheck %s --input-file %t.d
// RUN: not test -e %t.c
// CHECK: func.func @f

// One or two dashes: a third is part of the name.
// RUN: not irlite-opt %s ---canonicalize 2>&1 | FileCheck %s --check-prefix=DASHES
// DASHES:      irlite-opt: Unknown command line argument '---canonicalize'.  Try: 'irlite-opt --help'
// DASHES-NEXT: irlite-opt: Did you mean '--canonicalize'?
// RUN: irlite-opt %s -canonicalize -canonicalize | FileCheck %s

// Every error in the order of the arguments, the positional count last.
// RUN: not irlite-opt %s --threads=x --bogus %s -o 2>&1 | FileCheck %s --check-prefix=ORDER
// ORDER:      irlite-opt: for the --threads option: 'x' value invalid for integer argument!
// ORDER-NEXT: irlite-opt: Unknown command line argument '--bogus'.  Try: 'irlite-opt --help'
// ORDER-NEXT: irlite-opt: Did you mean '-o'?
// ORDER-NEXT: irlite-opt: for the -o option: requires a value!
// ORDER-NEXT: irlite-opt: Too many positional arguments specified!
// ORDER-NEXT: Can specify at most 1 positional arguments: See: irlite-opt --help

// A flag that needs a value takes the next argument; one whose value is optional does not.
// RUN: not irlite-opt %s --threads x 2>&1 | FileCheck %s --check-prefix=THREADS
// THREADS: irlite-opt: for the --threads option: 'x' value invalid for integer argument!
// RUN: not irlite-opt %s --mlir-print-ir-before cse 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE:      irlite-opt: for the --mlir-print-ir-before option: Cannot find option named ''!
// BEFORE-NEXT: irlite-opt: Too many positional arguments specified!

// --help and --version take no value, act where they stand (after the errors
// before them) and exit 0; -h followed by anything is -h.
// RUN: not irlite-opt %s --version=1 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: irlite-opt: for the --version option: does not allow a value! '1' specified.
// RUN: not irlite-opt %s -h=1 2>&1 | FileCheck %s --check-prefix=HVALUE
// HVALUE: irlite-opt: for the -h option: does not allow a value! '1' specified.
// RUN: irlite-opt %s --bogus --help 2>&1 | FileCheck %s --check-prefix=HELP
// HELP:      irlite-opt: Unknown command line argument '--bogus'.  Try: 'irlite-opt --help'
// HELP:      OVERVIEW:
// RUN: irlite-opt %s -hx | FileCheck %s --check-prefix=HX
// HX: OVERVIEW:

// After --, every argument is positional.
// RUN: not irlite-opt %s -- -x 2>&1 | FileCheck %s --check-prefix=DASHDASH
// DASHDASH: irlite-opt: Too many positional arguments specified!
// RUN: not irlite-opt -- --help 2>&1 | FileCheck %s --check-prefix=DDHELP
// DDHELP: {{^}}cannot open input file '--help': No such file or directory

// --pass-pipeline with pass flags is mlir-opt's diagnostic.
// RUN: not irlite-opt %s --cse --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

// An output file that cannot be opened.
// RUN: not irlite-opt %s -o= 2>&1 | FileCheck %s --check-prefix=NOOUT
// NOOUT: {{^}}cannot open output file '': No such file or directory

func.func @f() {
  return
}
