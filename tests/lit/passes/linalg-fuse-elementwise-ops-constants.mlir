// RUN: irlite-opt %s -linalg-fuse-elementwise-ops | FileCheck %s
// linalg-fuse-elementwise-ops's constant folding (FoldConstantTranspose): a generic that
// only permutes a dense constant becomes the permuted constant (2-d, 3-d, 4-d with
// non-trivial input and output maps); a constant with another use is left alone.
// CHECK lines: mlir-opt 19's output, byte for byte.

func.func @transpose_const() -> tensor<3x2xi32> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) {
    ^bb0(%x: i32, %o: i32):
      linalg.yield %x : i32
  } -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
func.func @transpose_const_3d() -> tensor<2x3x2xf32> {
  %c = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]], [[9.0, 10.0], [11.0, 12.0]]]> : tensor<3x2x2xf32>
  %e = tensor.empty() : tensor<2x3x2xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : tensor<3x2x2xf32>) outs(%e : tensor<2x3x2xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<2x3x2xf32>
  return %0 : tensor<2x3x2xf32>
}
func.func @two_uses(%a: tensor<2x3xi32>) -> (tensor<3x2xi32>, tensor<2x3xi32>) {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) {
    ^bb0(%x: i32, %o: i32):
      linalg.yield %x : i32
  } -> tensor<3x2xi32>
  %1 = arith.addi %c, %a : tensor<2x3xi32>
  return %0, %1 : tensor<3x2xi32>, tensor<2x3xi32>
}
func.func @t4() -> tensor<5x4x3x2xi16> {
  %c = arith.constant dense<[[[[0, 1, 2, 3, 4], [5, 6, 7, 8, 9], [10, 11, 12, 13, 14], [15, 16, 17, 18, 19]], [[20, 21, 22, 23, 24], [25, 26, 27, 28, 29], [30, 31, 32, 33, 34], [35, 36, 37, 38, 39]], [[40, 41, 42, 43, 44], [45, 46, 47, 48, 49], [50, 51, 52, 53, 54], [55, 56, 57, 58, 59]]], [[[60, 61, 62, 63, 64], [65, 66, 67, 68, 69], [70, 71, 72, 73, 74], [75, 76, 77, 78, 79]], [[80, 81, 82, 83, 84], [85, 86, 87, 88, 89], [90, 91, 92, 93, 94], [95, 96, 97, 98, 99]], [[100, 101, 102, 103, 104], [105, 106, 107, 108, 109], [110, 111, 112, 113, 114], [115, 116, 117, 118, 119]]]]> : tensor<2x3x4x5xi16>
  %e = tensor.empty() : tensor<5x4x3x2xi16>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d1, d3, d0, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<2x3x4x5xi16>) outs(%e : tensor<5x4x3x2xi16>) {
    ^bb0(%x: i16, %o: i16):
      linalg.yield %x : i16
  } -> tensor<5x4x3x2xi16>
  return %0 : tensor<5x4x3x2xi16>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose_const() -> tensor<3x2xi32> {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
// CHECK-NEXT:     return %cst : tensor<3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @transpose_const_3d() -> tensor<2x3x2xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}[1.000000e+00, 3.000000e+00], [5.000000e+00, 7.000000e+00], [9.000000e+00, 1.100000e+01]], {{\[\[}}2.000000e+00, 4.000000e+00], [6.000000e+00, 8.000000e+00], [1.000000e+01, 1.200000e+01]]]> : tensor<2x3x2xf32>
// CHECK-NEXT:     return %cst : tensor<2x3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_uses(%arg0: tensor<2x3xi32>) -> (tensor<3x2xi32>, tensor<2x3xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3x2xi32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst : tensor<2x3xi32>) outs(%0 : tensor<3x2xi32>) {
// CHECK-NEXT:     ^bb0(%in: i32, %out: i32):
// CHECK-NEXT:       linalg.yield %in : i32
// CHECK-NEXT:     } -> tensor<3x2xi32>
// CHECK-NEXT:     %2 = arith.addi %arg0, %cst : tensor<2x3xi32>
// CHECK-NEXT:     return %1, %2 : tensor<3x2xi32>, tensor<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @t4() -> tensor<5x4x3x2xi16> {
// CHECK-NEXT:     %cst = arith.constant dense<"0x00003C00140050002800640005004100190055002D0069000A0046001E005A0032006E000F004B0023005F003700730001003D001500510029006500060042001A0056002E006A000B0047001F005B0033006F0010004C00240060003800740002003E00160052002A006600070043001B0057002F006B000C00480020005C003400700011004D00250061003900750003003F00170053002B006700080044001C00580030006C000D00490021005D003500710012004E00260062003A00760004004000180054002C006800090045001D00590031006D000E004A0022005E003600720013004F00270063003B007700"> : tensor<5x4x3x2xi16>
// CHECK-NEXT:     return %cst : tensor<5x4x3x2xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
