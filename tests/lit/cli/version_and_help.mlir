// RUN: irlite-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: irlite-opt --help | FileCheck %s --check-prefix=HELP
// RUN: irlite-opt -h | FileCheck %s --check-prefix=HELP

// --version and --help print to stdout and exit 0, reading no input.

// VERSION: irlite-opt {{[0-9]+\.[0-9]+\.[0-9]+}}{{.*}}

// HELP: OVERVIEW: irlite modular optimizer driver
// HELP: USAGE: irlite-opt [options] <input file>
// HELP-DAG: -o <filename>
// HELP-DAG: --split-input-file
// HELP-DAG: --verify-diagnostics
// HELP-DAG: --mlir-print-op-generic
// HELP-DAG: --mlir-print-debuginfo
// HELP-DAG: --allow-unregistered-dialect
// HELP-DAG: --no-implicit-module
// HELP-DAG: --pass-pipeline
// HELP-DAG: --version
// HELP-DAG: --help
