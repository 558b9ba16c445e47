// symbol-dce erases private symbols nothing live refers to, in nested tables too.
// RUN: irlite-opt %s --symbol-dce | FileCheck %s
// RUN: irlite-opt %s --pass-pipeline='builtin.module(symbol-dce)' --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// CHECK-NOT: @dead
// CHECK: func.func private @used()
// CHECK: func.func @live
func.func private @dead()
func.func private @used()
func.func @live(%a: i32) -> i32 {
  call @used() : () -> ()
  return %a : i32
}
// CHECK: module @kept
// CHECK-NOT: @gone
// CHECK: func.func @stays
module @kept {
  func.func private @gone()
  func.func @stays() {
    return
  }
}

// STATS: SymbolDCE
// STATS-NEXT: (S) 2 num-dce'd - Number of symbols DCE'd
