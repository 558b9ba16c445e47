// RUN: irlite-opt %s -allow-unregistered-dialect --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: irlite-opt %s -allow-unregistered-dialect --mlir-print-elementsattrs-with-hex-if-larger=1 | FileCheck %s --check-prefix=HEX
// Elements attributes with more elements than the limit print elided or in hex; splats
// print as they are. The CHECK lines are mlir-opt 19's output.

// ELIDE: a = [dense_resource<__elided__> : tensor<3xi32>, dense<[1, 2]> : tensor<2xi32>]
// ELIDE-SAME: b = dense<7> : tensor<8xi32>
// ELIDE-SAME: c = dense_resource<__elided__> : tensor<4x4xf32>
// HEX: a = [dense<"0x010000000200000003000000"> : tensor<3xi32>, dense<"0x0100000002000000"> : tensor<2xi32>]
// HEX-SAME: b = dense<7> : tensor<8xi32>
// HEX-SAME: c = sparse<{{.+}}, 1.000000e+00> : tensor<4x4xf32>
"foo.op"() {
  a = [dense<[1, 2, 3]> : tensor<3xi32>, dense<[1, 2]> : tensor<2xi32>],
  b = dense<7> : tensor<8xi32>,
  c = sparse<[[0, 1], [1, 2], [2, 3]], 1.0> : tensor<4x4xf32>
} : () -> ()
