// RUN: irlite-opt %s --allow-unregistered-dialect -o %t
// RUN: FileCheck %s --match-full-lines --input-file %t
// RUN: irlite-opt %s --allow-unregistered-dialect -o %t.generic --mlir-print-op-generic
// RUN: FileCheck %s --match-full-lines --check-prefix=GENERIC --input-file %t.generic
// RUN: irlite-opt %s --allow-unregistered-dialect -o - | FileCheck %s --match-full-lines
// RUN: irlite-opt - --allow-unregistered-dialect < %s | FileCheck %s --match-full-lines
// RUN: irlite-opt --allow-unregistered-dialect < %s | FileCheck %s --match-full-lines

// -o writes the output to a file ('-' is stdout); the input may be '-' or
// absent (stdin). The output file is written whole, or not at all when the
// input is invalid: an existing file is then left as it was (mlir-opt
// deletes it instead).
// RUN: echo "previous contents" > %t.keep
// RUN: not irlite-opt %s --allow-unregistered-dialect --no-implicit-module -o %t.keep
// RUN: FileCheck %s --check-prefix=KEEP --input-file %t.keep
// KEEP: previous contents

// CHECK:      module {
// CHECK-NEXT:   %0 = "foo.def"() : () -> i32
// CHECK-NEXT:   "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: }

// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   %0 = "foo.def"() : () -> i32
// GENERIC-NEXT:   "foo.use"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()

%v = "foo.def"() : () -> i32
"foo.use"(%v) : (i32) -> ()
