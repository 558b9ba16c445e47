// RUN: irlite-opt %s -allow-unregistered-dialect -mlir-print-local-scope -split-input-file -test-symbol-rauw | FileCheck %s
// test-symbol-rauw renames each op with sym.new_name and the references to it: flat ones
// beside it, nested ones through its symbol tables, and references that go through it
// (a renamed table's @t::@f). References inside a nested symbol table mean that table's
// symbols and stay. The CHECK lines are mlir-opt 19's output for this file.

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @g() attributes {sym.new_name = "g"}
// CHECK-NEXT:    func.func @user() attributes {ref = [@g, {x = @g}]} {
// CHECK-NEXT:      "foo.op"() {ref = @g} : () -> ()
// CHECK:         module attributes {test.ref = @g} {
// CHECK-NEXT:      func.func private @f()
// CHECK-NEXT:      "foo.op"() {ref = @f} : () -> ()
module {
  func.func private @f() attributes {sym.new_name = "g"}
  func.func @user() attributes {ref = [@f, {x = @f}]} {
    "foo.op"() {ref = @f} : () -> ()
    return
  }
  module attributes {test.ref = @f} {
    func.func private @f()
    "foo.op"() {ref = @f} : () -> ()
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    module @u attributes {sym.new_name = "u"} {
// CHECK-NEXT:      func.func nested @h() attributes {sym.new_name = "h"}
// CHECK:         "foo.op"() {a = @u::@h, b = @u} : () -> ()
module {
  module @t attributes {sym.new_name = "u"} {
    func.func nested @f() attributes {sym.new_name = "h"}
  }
  "foo.op"() {a = @t::@f, b = @t} : () -> ()
}
