// The inliner's options, each run compared with mlir-opt 19's output on this file:
// inlining-threshold (callee ops as a percentage of the caller's), default-pipeline
// (empty: no simplification between rounds), op-pipelines, max-iterations; the
// pipeline as --dump-pass-pipeline prints it; the error on an op that is no symbol table.
// RUN: irlite-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=0})' | FileCheck %s --check-prefix=T0
// RUN: irlite-opt %s --pass-pipeline='builtin.module(inline{inlining-threshold=50})' | FileCheck %s --check-prefix=T50
// RUN: irlite-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=})' | FileCheck %s --check-prefix=NONE
// RUN: irlite-opt %s --pass-pipeline='builtin.module(inline{op-pipelines=func.func(cse) default-pipeline=})' | FileCheck %s --check-prefix=CSE
// RUN: irlite-opt %s --pass-pipeline='builtin.module(inline{max-iterations=1})' | FileCheck %s --check-prefix=ONE
// RUN: irlite-opt %s --pass-pipeline='builtin.module(inline)' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(inline))' 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not irlite-opt %s --pass-pipeline='builtin.module(inline{default-pipeline=bogus})' 2>&1 | FileCheck %s --check-prefix=BAD

func.func private @body(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %0 = arith.muli %a, %c : i32
  %1 = arith.muli %0, %c : i32
  return %1 : i32
}
func.func @small(%a: i32) -> i32 {
  %0 = call @body(%a) : (i32) -> i32
  return %0 : i32
}
func.func @large(%a: i32) -> i32 {
  %c = arith.constant 7 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c : i32
  %2 = arith.addi %1, %c : i32
  %3 = arith.addi %2, %c : i32
  %4 = arith.addi %3, %c : i32
  %5 = arith.addi %4, %c : i32
  %6 = arith.addi %5, %c : i32
  %7 = call @body(%6) : (i32) -> i32
  %8 = arith.addi %7, %7 : i32
  %9 = arith.addi %7, %7 : i32
  %10 = arith.addi %8, %9 : i32
  return %10 : i32
}

// T0-LABEL: module {
// T0-NEXT:   func.func private @body(%arg0: i32) -> i32 {
// T0-NEXT:     %c4_i32 = arith.constant 4 : i32
// T0-NEXT:     %0 = arith.muli %arg0, %c4_i32 : i32
// T0-NEXT:     return %0 : i32
// T0-NEXT:   }
// T0-NEXT:   func.func @small(%arg0: i32) -> i32 {
// T0-NEXT:     %0 = call @body(%arg0) : (i32) -> i32
// T0-NEXT:     return %0 : i32
// T0-NEXT:   }
// T0-NEXT:   func.func @large(%arg0: i32) -> i32 {
// T0-NEXT:     %c49_i32 = arith.constant 49 : i32
// T0-NEXT:     %0 = arith.addi %arg0, %c49_i32 : i32
// T0-NEXT:     %1 = call @body(%0) : (i32) -> i32
// T0-NEXT:     %2 = arith.addi %1, %1 : i32
// T0-NEXT:     %3 = arith.addi %1, %1 : i32
// T0-NEXT:     %4 = arith.addi %2, %3 : i32
// T0-NEXT:     return %4 : i32
// T0-NEXT:   }
// T0-NEXT: }

// T50-LABEL: module {
// T50-NEXT:   func.func private @body(%arg0: i32) -> i32 {
// T50-NEXT:     %c4_i32 = arith.constant 4 : i32
// T50-NEXT:     %0 = arith.muli %arg0, %c4_i32 : i32
// T50-NEXT:     return %0 : i32
// T50-NEXT:   }
// T50-NEXT:   func.func @small(%arg0: i32) -> i32 {
// T50-NEXT:     %0 = call @body(%arg0) : (i32) -> i32
// T50-NEXT:     return %0 : i32
// T50-NEXT:   }
// T50-NEXT:   func.func @large(%arg0: i32) -> i32 {
// T50-NEXT:     %c4_i32 = arith.constant 4 : i32
// T50-NEXT:     %c49_i32 = arith.constant 49 : i32
// T50-NEXT:     %0 = arith.addi %arg0, %c49_i32 : i32
// T50-NEXT:     %1 = arith.muli %0, %c4_i32 : i32
// T50-NEXT:     %2 = arith.addi %1, %1 : i32
// T50-NEXT:     %3 = arith.addi %1, %1 : i32
// T50-NEXT:     %4 = arith.addi %2, %3 : i32
// T50-NEXT:     return %4 : i32
// T50-NEXT:   }
// T50-NEXT: }

// NONE-LABEL: module {
// NONE-NEXT:   func.func @small(%arg0: i32) -> i32 {
// NONE-NEXT:     %c2_i32 = arith.constant 2 : i32
// NONE-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// NONE-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// NONE-NEXT:     return %1 : i32
// NONE-NEXT:   }
// NONE-NEXT:   func.func @large(%arg0: i32) -> i32 {
// NONE-NEXT:     %c7_i32 = arith.constant 7 : i32
// NONE-NEXT:     %0 = arith.addi %arg0, %c7_i32 : i32
// NONE-NEXT:     %1 = arith.addi %0, %c7_i32 : i32
// NONE-NEXT:     %2 = arith.addi %1, %c7_i32 : i32
// NONE-NEXT:     %3 = arith.addi %2, %c7_i32 : i32
// NONE-NEXT:     %4 = arith.addi %3, %c7_i32 : i32
// NONE-NEXT:     %5 = arith.addi %4, %c7_i32 : i32
// NONE-NEXT:     %6 = arith.addi %5, %c7_i32 : i32
// NONE-NEXT:     %c2_i32 = arith.constant 2 : i32
// NONE-NEXT:     %7 = arith.muli %6, %c2_i32 : i32
// NONE-NEXT:     %8 = arith.muli %7, %c2_i32 : i32
// NONE-NEXT:     %9 = arith.addi %8, %8 : i32
// NONE-NEXT:     %10 = arith.addi %8, %8 : i32
// NONE-NEXT:     %11 = arith.addi %9, %10 : i32
// NONE-NEXT:     return %11 : i32
// NONE-NEXT:   }
// NONE-NEXT: }

// CSE-LABEL: module {
// CSE-NEXT:   func.func @small(%arg0: i32) -> i32 {
// CSE-NEXT:     %c2_i32 = arith.constant 2 : i32
// CSE-NEXT:     %0 = arith.muli %arg0, %c2_i32 : i32
// CSE-NEXT:     %1 = arith.muli %0, %c2_i32 : i32
// CSE-NEXT:     return %1 : i32
// CSE-NEXT:   }
// CSE-NEXT:   func.func @large(%arg0: i32) -> i32 {
// CSE-NEXT:     %c7_i32 = arith.constant 7 : i32
// CSE-NEXT:     %0 = arith.addi %arg0, %c7_i32 : i32
// CSE-NEXT:     %1 = arith.addi %0, %c7_i32 : i32
// CSE-NEXT:     %2 = arith.addi %1, %c7_i32 : i32
// CSE-NEXT:     %3 = arith.addi %2, %c7_i32 : i32
// CSE-NEXT:     %4 = arith.addi %3, %c7_i32 : i32
// CSE-NEXT:     %5 = arith.addi %4, %c7_i32 : i32
// CSE-NEXT:     %6 = arith.addi %5, %c7_i32 : i32
// CSE-NEXT:     %c2_i32 = arith.constant 2 : i32
// CSE-NEXT:     %7 = arith.muli %6, %c2_i32 : i32
// CSE-NEXT:     %8 = arith.muli %7, %c2_i32 : i32
// CSE-NEXT:     %9 = arith.addi %8, %8 : i32
// CSE-NEXT:     %10 = arith.addi %9, %9 : i32
// CSE-NEXT:     return %10 : i32
// CSE-NEXT:   }
// CSE-NEXT: }

// ONE-LABEL: module {
// ONE-NEXT:   func.func @small(%arg0: i32) -> i32 {
// ONE-NEXT:     %c4_i32 = arith.constant 4 : i32
// ONE-NEXT:     %0 = arith.muli %arg0, %c4_i32 : i32
// ONE-NEXT:     return %0 : i32
// ONE-NEXT:   }
// ONE-NEXT:   func.func @large(%arg0: i32) -> i32 {
// ONE-NEXT:     %c49_i32 = arith.constant 49 : i32
// ONE-NEXT:     %0 = arith.addi %arg0, %c49_i32 : i32
// ONE-NEXT:     %c4_i32 = arith.constant 4 : i32
// ONE-NEXT:     %1 = arith.muli %0, %c4_i32 : i32
// ONE-NEXT:     %2 = arith.addi %1, %1 : i32
// ONE-NEXT:     %3 = arith.addi %1, %1 : i32
// ONE-NEXT:     %4 = arith.addi %2, %3 : i32
// ONE-NEXT:     return %4 : i32
// ONE-NEXT:   }
// ONE-NEXT: }

// DUMP: builtin.module(inline{default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4 })

// ERR: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table

// irlite fails on a default pipeline that does not parse (mlir-opt 19 reports it and
// goes on without one).
// BAD: error: 'builtin.module' op inline: invalid pipeline 'bogus': 'bogus' does not refer to a registered pass or pass pipeline
