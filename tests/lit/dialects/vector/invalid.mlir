// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// The vector subset's verifiers: each diagnostic is mlir-opt 19's (the file also passes
// `mlir-opt --split-input-file --verify-diagnostics`).

func.func @broadcast_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_dim(%v: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast_elem(%a: i32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %a : i32 to vector<4xf32>
  return
}

// -----

func.func @extract_rank(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 0] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_bounds(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_type(%v: vector<2x4xf32>) {
  // expected-error @+2 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  // expected-error @+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %v[0] : f32 from vector<2x4xf32>
  return
}

// -----

func.func @insert_rank(%a: f32, %v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %a, %v [0] : f32 into vector<2x4xf32>
  return
}

// -----

func.func @insert_vector_rank(%s: vector<4xf32>, %v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %s, %v [0, 1] : vector<4xf32> into vector<2x4xf32>
  return
}

// -----

func.func @insert_bounds(%a: f32, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %a, %v [7] : f32 into vector<4xf32>
  return
}

// -----

func.func @extractelement_no_position(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extractelement' op expected position for 1-D vector}}
  %0 = vector.extractelement %v[] : vector<4xf32>
  return
}

// -----

func.func @extractelement_0d_position(%v: vector<f32>, %i: index) {
  // expected-error @+1 {{'vector.extractelement' op expected position to be empty with 0-D vector}}
  %0 = vector.extractelement %v[%i : index] : vector<f32>
  return
}

// -----

func.func @insertelement_2d(%a: f32, %v: vector<2x4xf32>, %i: index) {
  // expected-error @+1 {{'vector.insertelement' op unexpected >1 vector rank}}
  %0 = vector.insertelement %a, %v[%i : index] : vector<2x4xf32>
  return
}

// -----

func.func @shape_cast_elements(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result number of elements must match}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<6xf32>
  return
}

// -----

func.func @shape_cast_type(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op source/result vectors must have same element type}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xi32>
  return
}

// -----

func.func @shape_cast_invalid(%v: vector<2x3x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op invalid shape cast}}
  %0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<4x6xf32>
  return
}

// -----

func.func @reduction_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}

// -----

func.func @reduction_kind(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_float_kind(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %v : vector<4xi32> into i32
  return
}

// -----

func.func @reduction_result(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into f64
  return
}

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @constant_mask_zeros() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x3xi1>
  return
}

// -----

func.func @create_mask_operands(%n: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %n : vector<4x3xi1>
  return
}

// -----

func.func @load_element(%m: memref<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<16xf32>, vector<8xi32>
  return
}

// -----

func.func @load_indices(%m: memref<4x16xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<4x16xf32>, vector<8xf32>
  return
}

// -----

func.func @store_element(%v: vector<8xi32>, %m: memref<16xf32>, %i: index) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<16xf32>, vector<8xi32>
  return
}

// -----

func.func @splat_not_vector(%a: f32) {
  // expected-error @+1 {{custom op 'vector.splat' invalid kind of type specified}}
  %0 = vector.splat %a : tensor<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @fma_types(%v: vector<4xf32>, %w: vector<4xf64>) {
  // expected-error @+1 {{use of value '%w' expects different type than prior uses: 'vector<4xf32>' vs 'vector<4xf64>'}}
  %0 = vector.fma %v, %w, %v : vector<4xf32>
  return
}
