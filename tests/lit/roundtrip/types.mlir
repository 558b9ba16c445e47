// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// Every builtin type form, printed as mlir-opt 19 prints it. Each chunk is
// parsed and printed in the custom and in the generic form; the re-parse RUN
// lines check that irlite reads back what it prints (both forms). The
// expected text is mlir-opt 19's output: the CHECK prefix holds for both
// forms, the CUSTOM and GENERIC prefixes for one form only.

// Integers: signless of any width (up to MLIR's maximum, 2^24 - 1), signed, unsigned.
"foo.integers"() : () -> (i1, i2, i8, i16, i32, i64, i128, i17, i1000, i16777215)
"foo.signed"() : () -> (si1, si8, si16, si32, si64, si128)
"foo.unsigned"() : () -> (ui1, ui8, ui16, ui32, ui64, ui128, ui3)

// CUSTOM: module {
// GENERIC: "builtin.module"() ({
// CHECK-NEXT:   %0:10 = "foo.integers"() : () -> (i1, i2, i8, i16, i32, i64, i128, i17, i1000, i16777215)
// CHECK-NEXT:   %1:6 = "foo.signed"() : () -> (si1, si8, si16, si32, si64, si128)
// CHECK-NEXT:   %2:7 = "foo.unsigned"() : () -> (ui1, ui8, ui16, ui32, ui64, ui128, ui3)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// index and every float type, the f8 family included.
"foo.index"() : () -> index
"foo.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
"foo.f8"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3)

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.index"() : () -> index
// CHECK-NEXT:   %1:7 = "foo.floats"() : () -> (f16, bf16, f32, f64, f80, f128, tf32)
// CHECK-NEXT:   %2:6 = "foo.f8"() : () -> (f8E5M2, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E4M3)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

"foo.complex"() : () -> (complex<f32>, complex<f64>, complex<bf16>, complex<i32>, complex<si8>)

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.complex"() : () -> (complex<f32>, complex<f64>, complex<bf16>, complex<i32>, complex<si8>)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Ranked (static, dynamic, 0-d, zero-sized) and unranked tensors; encodings
// of any attribute kind.
"foo.tensor"() : () -> (tensor<4x?xf32>, tensor<f32>, tensor<0x1x2xi8>, tensor<?x?x?xindex>, tensor<*xf32>, tensor<*xcomplex<f64>>)
"foo.tensor_encoding"() : () -> (tensor<4xf32, #foo.enc<1>>, tensor<?xi8, "sparse">, tensor<2x2xf32, {a = 1 : i64}>, tensor<3xi1, 7 : i32>)
"foo.tensor_of"() : () -> (tensor<2xvector<4xf32>>, tensor<1x!foo.elt>)

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:6 = "foo.tensor"() : () -> (tensor<4x?xf32>, tensor<f32>, tensor<0x1x2xi8>, tensor<?x?x?xindex>, tensor<*xf32>, tensor<*xcomplex<f64>>)
// CHECK-NEXT:   %1:4 = "foo.tensor_encoding"() : () -> (tensor<4xf32, #foo.enc<1>>, tensor<?xi8, "sparse">, tensor<2x2xf32, {a = 1 : i64}>, tensor<3xi1, 7 : i32>)
// CHECK-NEXT:   %2:2 = "foo.tensor_of"() : () -> (tensor<2xvector<4xf32>>, tensor<1x!foo.elt>)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Memrefs: identity layouts (written or implied), integer memory spaces (0
// is dropped), strided layouts (offset 0 is dropped), affine-map layouts
// (printed through #map aliases), unranked.
"foo.memref"() : () -> (memref<4x4xf32>, memref<f32>, memref<?x8xi32>, memref<0xf32>, memref<2xvector<4xf32>>)
"foo.memref_space"() : () -> (memref<4xf32, 1>, memref<4xf32, 0>, memref<?xi8, 3 : i64>, memref<*xf32>, memref<*xf32, 1>)
"foo.memref_strided"() : () -> (memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: ?>>, memref<4x?xf32, strided<[?, 1], offset: 5>>, memref<4x4xf32, strided<[4, 1], offset: 0>, 3>, memref<f32, strided<[], offset: 2>>)
"foo.memref_affine"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>, 2>, memref<2x3xf32, affine_map<(i, j) -> (j, i)>>)

// CHECK: {{//}} -----
// CHECK-NEXT: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.memref"() : () -> (memref<4x4xf32>, memref<f32>, memref<?x8xi32>, memref<0xf32>, memref<2xvector<4xf32>>)
// CHECK-NEXT:   %1:5 = "foo.memref_space"() : () -> (memref<4xf32, 1>, memref<4xf32>, memref<?xi8, 3>, memref<*xf32>, memref<*xf32, 1>)
// CHECK-NEXT:   %2:5 = "foo.memref_strided"() : () -> (memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: ?>>, memref<4x?xf32, strided<[?, 1], offset: 5>>, memref<4x4xf32, strided<[4, 1]>, 3>, memref<f32, strided<[], offset: 2>>)
// CHECK-NEXT:   %3:4 = "foo.memref_affine"() : () -> (memref<4x4xf32, #map>, memref<4x4xf32>, memref<8xf32, #map1, 2>, memref<2x3xf32, #map>)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Vectors: fixed, 0-d, scalable dimensions.
"foo.vector"() : () -> (vector<4xf32>, vector<2x3xi1>, vector<f32>, vector<1xindex>, vector<2x2xf8E4M3FN>)
"foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xi8>, vector<[2]x[8]xf64>, vector<[1]xi1>)

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.vector"() : () -> (vector<4xf32>, vector<2x3xi1>, vector<f32>, vector<1xindex>, vector<2x2xf8E4M3FN>)
// CHECK-NEXT:   %1:4 = "foo.scalable"() : () -> (vector<[4]xf32>, vector<2x[4]xi8>, vector<[2]x[8]xf64>, vector<[1]xi1>)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

"foo.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i32, tensor<2xf32>>, none>)
"foo.none"() : () -> none
// Function types as type attributes: results in parentheses unless a single
// non-function type.
"foo.function"() {t0 = () -> (), t1 = (i32) -> i32, t2 = (i32, f32) -> (i64, f64), t3 = (() -> ()) -> (() -> ()), t4 = (i32) -> ((i32) -> i32), t5 = (tuple<>) -> (i32)} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.tuple"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32>, tuple<tuple<i32, tensor<2xf32>>, none>)
// CHECK-NEXT:   %1 = "foo.none"() : () -> none
// CHECK-NEXT:   "foo.function"() {t0 = () -> (), t1 = (i32) -> i32, t2 = (i32, f32) -> (i64, f64), t3 = (() -> ()) -> (() -> ()), t4 = (i32) -> ((i32) -> i32), t5 = (tuple<>) -> i32} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Types of unregistered dialects: opaque !dialect<"..."> bodies and the
// pretty !dialect.name<...> form, kept verbatim.
"foo.opaque"() : () -> (!foo<"bar">, !foo<"a.b<c, [d]>">, !foo.bar, !foo.bar<1, "x", [2]>, !foo.baz<i32>, !foo.nest<!foo.bar<tensor<2xf32>>>)

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:6 = "foo.opaque"() : () -> (!foo<"bar">, !foo<"a.b<c, [d]>">, !foo.bar, !foo.bar<1, "x", [2]>, !foo.baz<i32>, !foo.nest<!foo.bar<tensor<2xf32>>>)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Types where values live: block arguments, operands, function signatures.
func.func @signature(%arg0: i32, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: vector<[4]xi1>) -> (tensor<*xf32>, !foo.t) {
  %0:2 = "foo.op"(%arg0, %arg1, %arg2) : (i32, memref<?xf32, strided<[?], offset: ?>>, vector<[4]xi1>) -> (tensor<*xf32>, !foo.t)
  return %0#0, %0#1 : tensor<*xf32>, !foo.t
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @signature(%arg0: i32, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: vector<[4]xi1>) -> (tensor<*xf32>, !foo.t) {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, memref<?xf32, strided<[?], offset: ?>>, vector<[4]xi1>) -> (tensor<*xf32>, !foo.t), sym_name = "signature"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: vector<[4]xi1>):
// CHECK-NEXT:     %0:2 = "foo.op"(%arg0, %arg1, %arg2) : (i32, memref<?xf32, strided<[?], offset: ?>>, vector<[4]xi1>) -> (tensor<*xf32>, !foo.t)
// CUSTOM-NEXT:     return %0#0, %0#1 : tensor<*xf32>, !foo.t
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:     "func.return"(%0#0, %0#1) : (tensor<*xf32>, !foo.t) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
