// RUN: irlite-opt --allow-unregistered-dialect %s --symbol-privatize | FileCheck %s
// RUN: irlite-opt --allow-unregistered-dialect %s --symbol-privatize=exclude=keep,g | FileCheck %s --check-prefix=EXCL
// RUN: irlite-opt --allow-unregistered-dialect %s --pass-pipeline='builtin.module(builtin.module(symbol-privatize{exclude=y}))' | FileCheck %s --check-prefix=NESTED

// symbol-privatize makes every symbol defined directly in the op's region private, whatever
// its visibility (public, nested), but the names in exclude; nested symbol tables are not
// entered (the third run privatizes the nested modules' symbols, not the top's), an unnamed
// module is no symbol, and an unregistered op with a sym_name has no SymbolOpInterface.
// Every CHECK line is mlir-opt 19's output on this file, byte for byte.

// CHECK: module {
// CHECK-NEXT: func.func private @pub() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @decl()
// CHECK-NEXT: func.func private @nest() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @keep() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: memref.global "private" @g : memref<2xi32> = dense<0>
// CHECK-NEXT: memref.global "private" @h : memref<2xi32> = dense<1>
// CHECK-NEXT: module @inner attributes {sym_visibility = "private"} {
// CHECK-NEXT: func.func @x() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @y() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: "test.sym"() {sym_name = "u"} : () -> ()
// CHECK-NEXT: }

// EXCL: module {
// EXCL-NEXT: func.func private @pub() {
// EXCL-NEXT: return
// EXCL-NEXT: }
// EXCL-NEXT: func.func private @decl()
// EXCL-NEXT: func.func private @nest() {
// EXCL-NEXT: return
// EXCL-NEXT: }
// EXCL-NEXT: func.func @keep() {
// EXCL-NEXT: return
// EXCL-NEXT: }
// EXCL-NEXT: memref.global @g : memref<2xi32> = dense<0>
// EXCL-NEXT: memref.global "private" @h : memref<2xi32> = dense<1>
// EXCL-NEXT: module @inner attributes {sym_visibility = "private"} {
// EXCL-NEXT: func.func @x() {
// EXCL-NEXT: return
// EXCL-NEXT: }
// EXCL-NEXT: }
// EXCL-NEXT: module {
// EXCL-NEXT: func.func @y() {
// EXCL-NEXT: return
// EXCL-NEXT: }
// EXCL-NEXT: }
// EXCL-NEXT: "test.sym"() {sym_name = "u"} : () -> ()
// EXCL-NEXT: }

// NESTED: module {
// NESTED-NEXT: func.func @pub() {
// NESTED-NEXT: return
// NESTED-NEXT: }
// NESTED-NEXT: func.func private @decl()
// NESTED-NEXT: func.func nested @nest() {
// NESTED-NEXT: return
// NESTED-NEXT: }
// NESTED-NEXT: func.func @keep() {
// NESTED-NEXT: return
// NESTED-NEXT: }
// NESTED-NEXT: memref.global @g : memref<2xi32> = dense<0>
// NESTED-NEXT: memref.global "private" @h : memref<2xi32> = dense<1>
// NESTED-NEXT: module @inner {
// NESTED-NEXT: func.func private @x() {
// NESTED-NEXT: return
// NESTED-NEXT: }
// NESTED-NEXT: }
// NESTED-NEXT: module {
// NESTED-NEXT: func.func @y() {
// NESTED-NEXT: return
// NESTED-NEXT: }
// NESTED-NEXT: }
// NESTED-NEXT: "test.sym"() {sym_name = "u"} : () -> ()
// NESTED-NEXT: }

func.func @pub() {
  return
}
func.func private @decl()
func.func nested @nest() {
  return
}
func.func @keep() {
  return
}
memref.global @g : memref<2xi32> = dense<0>
memref.global "private" @h : memref<2xi32> = dense<1>
module @inner {
  func.func @x() {
    return
  }
}
module {
  func.func @y() {
    return
  }
}
"test.sym"() {sym_name = "u"} : () -> ()
