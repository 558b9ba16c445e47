// RUN: irlite-opt %s -allow-unregistered-dialect --mlir-elide-resource-strings-if-larger=20 | FileCheck %s
// --mlir-elide-resource-strings-if-larger leaves out resource entries whose printed
// value is longer than the limit, and the groups left empty. The CHECK lines are
// mlir-opt 19's output for this file.

// CHECK: attr = dense_resource<blob1> : tensor<3xi64>
// CHECK:      {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     e: {
// CHECK-NEXT:       flag: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"foo.op"() {attr = dense_resource<blob1> : tensor<3xi64>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  },
  external_resources: {
    e: {
      blob: "0x08000000010000000000000002000000000000000300000000000000",
      flag: true
    },
    f: {
      text: "a string longer than twenty characters"
    }
  }
#-}
