// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines
// RUN: not irlite-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=NOSPLIT
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines

// --split-input-file: each chunk between split markers (a comment of five
// dashes, written nowhere else in this file: mlir-opt splits at the marker
// anywhere in a line) is its own module; the outputs are joined with marker
// lines, as mlir-opt joins them. The chunks reuse names, so without the flag
// the file is one invalid module.

// CHECK:      module {
// CHECK-NEXT:   %0 = "foo.first"() : () -> i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   %0 = "foo.second"() : () -> i64
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.third"() {a = 1 : i64} : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

// NOSPLIT: split_input_file.mlir:[[# @LINE + 5]]:1: error: redefinition of SSA value '%x'
%x = "foo.first"() : () -> i32

// -----

%x = "foo.second"() : () -> i64

// -----
// A chunk may be anything a file may be: here aliases of its own.
#a = 1
"foo.third"() {a = #a} : () -> ()
