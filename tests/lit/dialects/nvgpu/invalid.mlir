// RUN: irlite-opt %s -split-input-file -verify-diagnostics
// nvgpu.ldmatrix's verifier: each diagnostic is mlir-opt 19's (the file also passes
// `mlir-opt -split-input-file -verify-diagnostics`).

func.func @not_shared(%m: memref<4x32x32xf16>, %i: index) -> vector<4x2xf16> {
  // expected-error @+1 {{expected nvgpu.ldmatrix srcMemref must have a memory space attribute of IntegerAttr(3) or gpu::AddressSpaceAttr(Workgroup)}}
  %r = nvgpu.ldmatrix %m[%i, %i, %i] {numTiles = 4 : i32, transpose = false} : memref<4x32x32xf16> -> vector<4x2xf16>
  return %r : vector<4x2xf16>
}

// -----

func.func @too_wide(%m: memref<32x32xf64, 3>, %i: index) -> vector<4x1xf64> {
  // expected-error @+1 {{nvgpu.ldmatrix works for 32b or lower}}
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf64, 3> -> vector<4x1xf64>
  return %r : vector<4x1xf64>
}

// -----

func.func @transpose_8b(%m: memref<32x32xi8, 3>, %i: index) -> vector<4x4xi8> {
  // expected-error @+1 {{nvgpu.ldmatrix transpose works only at 16b granularity}}
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = true} : memref<32x32xi8, 3> -> vector<4x4xi8>
  return %r : vector<4x4xi8>
}

// -----

func.func @rank(%m: memref<32x32xf16, 3>, %i: index) -> vector<8xf16> {
  // expected-error @+1 {{results must be 2 dimensional vector}}
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<8xf16>
  return %r : vector<8xf16>
}

// -----

func.func @per_32b(%m: memref<32x32xf16, 3>, %i: index) -> vector<4x4xf16> {
  // expected-error @+1 {{expected vector register shape[1] = 2}}
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<4x4xf16>
  return %r : vector<4x4xf16>
}

// -----

func.func @tiles(%m: memref<32x32xf16, 3>, %i: index) -> vector<2x2xf16> {
  // expected-error @+1 {{expected vector register shape[0] and numTiles to match}}
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<2x2xf16>
  return %r : vector<2x2xf16>
}

// -----

func.func @element_type(%m: memref<32x32xf16, 3>, %i: index) -> vector<4x2xf32> {
  // expected-error @+1 {{'nvgpu.ldmatrix' op failed to verify that srcMemref and res have same element type}}
  %r = nvgpu.ldmatrix %m[%i, %i] {numTiles = 4 : i32, transpose = false} : memref<32x32xf16, 3> -> vector<4x2xf32>
  return %r : vector<4x2xf32>
}
