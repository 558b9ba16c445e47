// RUN: irlite-opt %s -allow-unregistered-dialect -test-affine-walk -verify-diagnostics
// test-affine-walk remarks once per result expression holding a mod (the post-order
// walk stops at the first). The remarks are mlir-opt 19's for this file.

"foo.op"() {map = affine_map<(d0, d1) -> (d0 mod 4 + d1 mod 2, d1)>} : () -> ()
// expected-remark@-1 {{mod expression}}

"foo.op"() {map = affine_map<(d0, d1) -> (d0 floordiv 2, d1 * 3)>} : () -> ()
