// IR printing, timing and failure reporting, with mlir-opt's flag names and layout.
// RUN: irlite-opt %s --pass-pipeline='builtin.module(func.func(test-count),symbol-dce)' --mlir-print-ir-before=symbol-dce --mlir-print-ir-after=test-count 2>&1 >/dev/null | FileCheck %s --check-prefix=PRINT
// PRINT: // -----// IR Dump After TestCount (test-count) //----- //
// PRINT-NEXT: func.func @g(%arg0: i32) -> i32 {
// PRINT: // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// PRINT-NEXT: module {

// RUN: irlite-opt %s --pass-pipeline='builtin.module(func.func(test-count))' --mlir-timing 2>&1 >/dev/null | FileCheck %s --check-prefix=TIME
// TIME: ... Execution time report ...
// TIME: ----User Time----  ----Wall Time----  ----Name----
// TIME: Parser
// TIME: 'func.func' Pipeline
// TIME-NEXT: TestCount
// TIME: Output
// TIME: Total

// RUN: not irlite-opt %s --pass-pipeline='builtin.module(func.func(test-raise))' 2>&1 | FileCheck %s --check-prefix=RAISE
// RAISE: instrumentation.mlir:[[# @LINE + 3]]:1: error: pass 'test-raise' failed on 'func.func' op with an exception: RuntimeError: test-raise: boom
// RAISE-NOT: Traceback

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
