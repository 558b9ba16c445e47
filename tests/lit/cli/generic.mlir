// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic=true | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic=false | FileCheck %s --match-full-lines --check-prefix=CUSTOM
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines --check-prefix=CUSTOM

// --mlir-print-op-generic prints every op in the generic form: quoted name,
// properties in <{...}>, regions in parentheses, the entry block's arguments
// as an explicit ^bb0 label. Registered ops only (no --allow-unregistered-dialect).

// CHECK:      "builtin.module"() <{sym_name = "m"}> ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "id", sym_visibility = "private"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "func.return"(%arg0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()

// CUSTOM:      module @m {
// CUSTOM-NEXT:   func.func private @id(%arg0: i32) -> i32 {
// CUSTOM-NEXT:     return %arg0 : i32
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   func.func private @decl()
// CUSTOM-NEXT: }

module @m {
  func.func private @id(%x: i32) -> i32 {
    return %x : i32
  }
  func.func private @decl()
}
