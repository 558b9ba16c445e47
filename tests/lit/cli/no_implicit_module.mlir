// RUN: not irlite-opt %s --split-input-file --no-implicit-module --allow-unregistered-dialect 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefix=IMPLICIT

// --no-implicit-module: the file must hold exactly one top-level op, printed
// as it is (no module around it); anything else is an error located at
// line 0, column 0 of the file.

// CHECK:      "foo.single"() ({
// CHECK-NEXT:   "foo.inner"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module @m {
// CHECK-NEXT:   "foo.in_module"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NOT: {{.}}

// ERR: {{.*}}no_implicit_module.mlir{{.*}}:0:0: error: source must contain a single top-level operation, found: 2
// ERR-NOT: Traceback

// IMPLICIT:      module {
// IMPLICIT-NEXT:   "foo.single"() ({
// IMPLICIT:      module @m {
// IMPLICIT-NEXT:   "foo.in_module"() : () -> ()
// IMPLICIT-NEXT: }
// IMPLICIT:      module {
// IMPLICIT-NEXT:   "foo.first"() : () -> ()
// IMPLICIT-NEXT:   "foo.second"() : () -> ()
// IMPLICIT-NEXT: }

"foo.single"() ({
  "foo.inner"() : () -> ()
}) : () -> ()

// -----

module @m {
  "foo.in_module"() : () -> ()
}

// -----

"foo.first"() : () -> ()
"foo.second"() : () -> ()
