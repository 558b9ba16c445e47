// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// Elements attributes: dense (splat, nested lists, hex, bool, complex,
// strings), dense arrays (array<...>), sparse, and dense_resource with its
// {-# dialect_resources #-} block, printed as mlir-opt 19 prints them.

// Splats: a single value, or a list whose elements are all equal.
"foo.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.5> : tensor<2x2xf32>, c = dense<true> : tensor<3xi1>, d = dense<0> : vector<4xi8>, e = dense<-1> : tensor<i64>, f = dense<[1, 1]> : tensor<2xi32>, g = dense<2.0> : tensor<0xf32>, h = dense<7> : tensor<1x1x1xindex>, i = dense<[[3, 3], [3, 3]]> : tensor<2x2xi16>} : () -> ()

// CUSTOM: module {
// GENERIC: "builtin.module"() ({
// CHECK-NEXT:   "foo.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.500000e+00> : tensor<2x2xf32>, c = dense<true> : tensor<3xi1>, d = dense<0> : vector<4xi8>, e = dense<-1> : tensor<i64>, f = dense<1> : tensor<2xi32>, g = dense<2.000000e+00> : tensor<0xf32>, h = dense<7> : tensor<1x1x1xindex>, i = dense<3> : tensor<2x2xi16>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Nested lists follow the shape; empty shapes print as dense<>.
"foo.nested"() {a = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<[[[1.0, 2.0]], [[3.0, 4.5]]]> : tensor<2x1x2xf64>, c = dense<[1, 2, 3]> : vector<3xi16>, d = dense<[]> : tensor<0xi32>, e = dense<[[]]> : tensor<1x0xf32>, f = dense<5> : tensor<i8>, g = dense<[-1, 0, 1]> : tensor<3xsi8>, h = dense<[255, 0]> : tensor<2xui8>, i = dense<[[1], [2]]> : vector<2x1xi64>} : () -> ()
"foo.bool"() {a = dense<[true, false, true]> : tensor<3xi1>, b = dense<false> : tensor<2x2xi1>, c = dense<[[true], [false]]> : tensor<2x1xi1>, d = dense<[1, 0]> : tensor<2xi1>} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.nested"() {a = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>, b = dense<{{\[\[}}[1.000000e+00, 2.000000e+00]], {{\[\[}}3.000000e+00, 4.500000e+00]]]> : tensor<2x1x2xf64>, c = dense<[1, 2, 3]> : vector<3xi16>, d = dense<> : tensor<0xi32>, e = dense<> : tensor<1x0xf32>, f = dense<5> : tensor<i8>, g = dense<[-1, 0, 1]> : tensor<3xsi8>, h = dense<[255, 0]> : tensor<2xui8>, i = dense<{{\[\[}}1], [2]]> : vector<2x1xi64>} : () -> ()
// CHECK-NEXT:   "foo.bool"() {a = dense<[true, false, true]> : tensor<3xi1>, b = dense<false> : tensor<2x2xi1>, c = dense<{{\[\[}}true], [false]]> : tensor<2x1xi1>, d = dense<[true, false]> : tensor<2xi1>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Integer widths and signedness; index elements.
"foo.int_widths"() {a = dense<[1, -1]> : tensor<2xi7>, b = dense<[18446744073709551615]> : tensor<1xui64>, c = dense<-9223372036854775808> : tensor<2xi64>, d = dense<[1, 2]> : tensor<2xi128>, e = dense<[1, 2]> : tensor<2xindex>, f = dense<[0x7F, -0x80]> : tensor<2xi8>} : () -> ()
// Floats, in every float type.
"foo.floats"() {a = dense<[0.1, 1.0e20, -0.0, 0x7F800000]> : tensor<4xf32>, b = dense<[1.0, 2.0]> : tensor<2xf16>, c = dense<[1.0, 2.0]> : tensor<2xbf16>, d = dense<[0x7FC00000, 1.0]> : tensor<2xf32>, e = dense<1.0> : tensor<2xf8E4M3FN>, f = dense<[1.5, -2.25]> : tensor<2xf64>} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.int_widths"() {a = dense<[1, -1]> : tensor<2xi7>, b = dense<18446744073709551615> : tensor<1xui64>, c = dense<-9223372036854775808> : tensor<2xi64>, d = dense<[1, 2]> : tensor<2xi128>, e = dense<[1, 2]> : tensor<2xindex>, f = dense<[127, -128]> : tensor<2xi8>} : () -> ()
// CHECK-NEXT:   "foo.floats"() {a = dense<[1.000000e-01, 1.000000e+20, -0.000000e+00, 0x7F800000]> : tensor<4xf32>, b = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>, c = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>, d = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>, e = dense<1.000000e+00> : tensor<2xf8E4M3FN>, f = dense<[1.500000e+00, -2.250000e+00]> : tensor<2xf64>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Hex strings are raw little-endian data, printed back as values (a splat
// when all are equal).
"foo.hex"() {a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x0000803F"> : tensor<4xf32>, c = dense<"0x01020304"> : tensor<4xi8>, d = dense<"0x0000803F0000004000004040000080400000A040"> : tensor<5xf32>, e = dense<"0xFFFF"> : tensor<1xi16>} : () -> ()
// More than 100 elements (and not a splat) print as hex.
"foo.large"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119]> : tensor<120xi32>, b = dense<"0x00070E151C232A31383F464D545B626970777E858C939AA1A8AFB6BDC4CBD2D9E0E7EEF5FC030A11181F262D343B424950575E656C737A81888F969DA4ABB2B9C0C7CED5DCE3EAF1F8FF060D141B222930373E454C535A61686F767D848B9299A0A7AEB5BCC3CAD1D8DFE6EDF4FB020910171E252C333A41"> : tensor<2x60xi8>, c = dense<"0x0102"> : tensor<2xi8>} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<1.000000e+00> : tensor<4xf32>, c = dense<[1, 2, 3, 4]> : tensor<4xi8>, d = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]> : tensor<5xf32>, e = dense<-1> : tensor<1xi16>} : () -> ()
// CHECK-NEXT:   "foo.large"() {a = dense<"0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F000000600000006100000062000000630000006400000065000000660000006700000068000000690000006A0000006B0000006C0000006D0000006E0000006F0000007000000071000000720000007300000074000000750000007600000077000000"> : tensor<120xi32>, b = dense<"0x00070E151C232A31383F464D545B626970777E858C939AA1A8AFB6BDC4CBD2D9E0E7EEF5FC030A11181F262D343B424950575E656C737A81888F969DA4ABB2B9C0C7CED5DCE3EAF1F8FF060D141B222930373E454C535A61686F767D848B9299A0A7AEB5BCC3CAD1D8DFE6EDF4FB020910171E252C333A41"> : tensor<2x60xi8>, c = dense<[1, 2]> : tensor<2xi8>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Complex elements print without a space after the comma.
"foo.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[[(0.5, -1.0)]]> : tensor<1x1xcomplex<f64>>, d = dense<[(1.0, 0.0), (0.0, 1.0)]> : tensor<2xcomplex<f16>>} : () -> ()
// String elements (of a dialect type).
"foo.strings"() {a = dense<"splat"> : tensor<2x!foo.str>, b = dense<["a", "bc"]> : tensor<2x!foo.str>, c = dense<["x\0A", ""]> : tensor<2x!foo.str>, d = dense<["q\"", "s"]> : tensor<2x!foo.str>} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, c = dense<(5.000000e-01,-1.000000e+00)> : tensor<1x1xcomplex<f64>>, d = dense<[(1.000000e+00,0.000000e+00), (0.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f16>>} : () -> ()
// CHECK-NEXT:   "foo.strings"() {a = dense<"splat"> : tensor<2x!foo.str>, b = dense<["a", "bc"]> : tensor<2x!foo.str>, c = dense<["x\0A", ""]> : tensor<2x!foo.str>, d = dense<["q\22", "s"]> : tensor<2x!foo.str>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Dense arrays.
"foo.array"() {a = array<i32>, b = array<i32: 1, 2, 3>, c = array<i64: -1>, d = array<f32: 1.0, 2.5>, e = array<f64: 0.1>, f = array<i1: true, false>, g = array<i8: 127, -128>, h = array<i16: 0>, i = array<f32>, j = array<i64: 9223372036854775807>} : () -> ()
// Sparse elements.
"foo.sparse"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<[[1]], [2.5]> : tensor<4xf64>} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.array"() {a = array<i32>, b = array<i32: 1, 2, 3>, c = array<i64: -1>, d = array<f32: 1.000000e+00, 2.500000e+00>, e = array<f64: 1.000000e-01>, f = array<i1: true, false>, g = array<i8: 127, -128>, h = array<i16: 0>, i = array<f32>, j = array<i64: 9223372036854775807>} : () -> ()
// CHECK-NEXT:   "foo.sparse"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<> : tensor<2xf32>, c = sparse<1, 2.500000e+00> : tensor<4xf64>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// dense_resource: the blob lives in the file metadata block; only blobs that
// some attribute references are printed back.
"foo.res"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<3xf32>, c = dense_resource<third> : tensor<1xi8>} : () -> ()
"foo.res2"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000",
      blob2: "0x040000000000803F0000004000004040",
      third: "0x0100000007",
      never_used: "0x08000000FF"
    }
  }
#-}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.res"() {a = dense_resource<blob1> : tensor<2xi32>, b = dense_resource<blob2> : tensor<3xf32>, c = dense_resource<third> : tensor<1xi8>} : () -> ()
// CHECK-NEXT:   "foo.res2"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000",
// CHECK-NEXT:       blob2: "0x040000000000803F0000004000004040",
// CHECK-NEXT:       third: "0x0100000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:

// -----

// External resources are kept as written.
"foo.res"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  },
  external_resources: {
    ext: {
      key: "value",
      flag: true
    }
  }
#-}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.res"() {a = dense_resource<blob1> : tensor<2xi32>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       key: "value",
// CHECK-NEXT:       flag: true
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:

// -----

// External resources alone (no dialect resources, no dense_resource) too.
"foo.op"() : () -> ()
{-#
  external_resources: {
    ext: {
      key: "value",
      blob: "0x0400000001000000"
    }
  }
#-}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     ext: {
// CHECK-NEXT:       key: "value",
// CHECK-NEXT:       blob: "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// CHECK-EMPTY:
