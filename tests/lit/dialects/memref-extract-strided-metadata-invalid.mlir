// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// The same file passes `mlir-opt --split-input-file --verify-diagnostics` (mlir-opt 19).

func.func @unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.extract_strided_metadata' invalid kind of type specified}}
  %b, %o = memref.extract_strided_metadata %u : memref<*xf32> -> memref<f32>, index
  return
}

// -----

func.func @not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> -> memref<f32>, index, index, index, index, index
  return
}

// -----

func.func @variadic_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #3 must be variadic of index, but got 'i32'}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, i32
  return
}

// -----

func.func @count(%m: memref<4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index'}}
  // expected-error @+1 {{failed to infer returned types}}
  %b, %o = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index
  return
}

// -----

func.func @base_type(%m: memref<4xf32, 1>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32, 1>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error @+1 {{failed to infer returned types}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32, 1> -> memref<f32>, index, index, index
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}
