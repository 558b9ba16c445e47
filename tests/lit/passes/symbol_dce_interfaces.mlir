// RUN: irlite-opt --allow-unregistered-dialect %s --symbol-dce | FileCheck %s

// symbol-dce through SymbolOpInterface, on the cases MLIR's SymbolDCE settles by its
// lookups: nested references (every symbol on the path is live), uses inside a nested
// symbol table (resolved there), public symbols of a private table, unnamed modules, uses
// under unregistered region ops. Every CHECK line is mlir-opt 19's output on this file,
// byte for byte.

// CHECK: module {
// CHECK-NEXT: module @n attributes {sym_visibility = "private"} {
// CHECK-NEXT: module @k {
// CHECK-NEXT: func.func private @z() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module @k2 {
// CHECK-NEXT: func.func private @g()
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: call @g() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module @p attributes {sym_visibility = "private"} {
// CHECK-NEXT: func.func @pub() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @pub_unnamed() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @used_in_region()
// CHECK-NEXT: func.func @user() {
// CHECK-NEXT: "test.use"() {q = @p, r = @n::@k::@z} : () -> ()
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: "test.use"() {r = @used_in_region} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// A nested reference keeps every symbol on its path: @n and @k are live through
// @n::@k::@z, though nothing names them alone.
module @n attributes {sym_visibility = "private"} {
  module @k {
    func.func private @z() {
      return
    }
    func.func private @unused()
  }
}
// The uses inside a nested table are resolved in it: @k2's call to @g keeps @k2's @g,
// not the top-level private @g, which goes.
func.func private @g()
module @k2 {
  func.func private @g()
  func.func @f() {
    call @g() : () -> ()
    return
  }
}
// A public symbol in a private table that is live stays (it cannot be discarded: not
// private); the private one nothing uses goes.
module @p attributes {sym_visibility = "private"} {
  func.func @pub() {
    return
  }
  func.func private @priv()
}
// An unnamed module is no symbol: never erased, and its table is hidden.
module {
  func.func private @in_unnamed()
  func.func @pub_unnamed() {
    return
  }
}
// Uses under unregistered region ops count.
func.func private @used_in_region()
func.func @user() {
  "test.use"() {r = @n::@k::@z, q = @p} : () -> ()
  "test.region"() ({
    "test.use"() {r = @used_in_region} : () -> ()
  }) : () -> ()
  return
}
