// RUN: not irlite-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --strict-whitespace

// How a verifier error prints: location, source line, caret, the op, the note.

func.func @f() {
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"() : () -> i32
  return
}

//      CHECK: {{.*}}diagnostic_format.mlir:6:8: error: operand #0 does not dominate this use
// CHECK-NEXT: {{^}}  %0 = "foo.a"(%1) : (i32) -> i32
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: {{.*}}diagnostic_format.mlir:6:8: note: see current operation: %0 = "foo.a"(%1) : (i32) -> i32
// CHECK-NEXT: {{.*}}diagnostic_format.mlir:7:8: note: operand defined here (op in the same block)
// CHECK-NEXT: {{^}}  %1 = "foo.b"() : () -> i32
// CHECK-NEXT: {{^}}       ^
