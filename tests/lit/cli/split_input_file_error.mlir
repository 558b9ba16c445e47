// RUN: not irlite-opt %s --split-input-file --allow-unregistered-dialect 2>%t.err | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: rm -f %t.out
// RUN: not irlite-opt %s --split-input-file --allow-unregistered-dialect -o %t.out
// RUN: not test -e %t.out

// A failing chunk reports its error and prints nothing; the other chunks are
// still processed and printed; the exit status is 1. As with mlir-opt, an
// output file (-o) is not written at all when a chunk failed.

// CHECK:      module {
// CHECK-NEXT:   "foo.good"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.also_good"() : () -> ()
// CHECK-NEXT: }

"foo.good"() : () -> ()

// -----

// ERR: error: use of undeclared SSA value name
// ERR-NEXT: "foo.bad"(%undefined) : (i32) -> ()
// ERR-NEXT:          ^
"foo.bad"(%undefined) : (i32) -> ()

// -----

"foo.also_good"() : () -> ()
