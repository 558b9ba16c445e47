// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// The shape checks of arith's casts in MLIR 19's order and words: the ODS predicate on
// tensors ("input and output have the same tensor dimensions": both ranked, equal shapes),
// then SameOperandsAndResultShape ("requires the same shape for all operands and
// results": scalars with vectors, vector sizes and scalable dims, memref ranks; dynamic
// memref sizes match any). Units without an expected error verify. The file also passes
// `mlir-opt --split-input-file --verify-diagnostics` (19).

func.func @a1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %1 = arith.extf %a : tensor<4xf32> to tensor<8xf64>
  return
}

// -----

func.func @b1(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %1 = arith.index_cast %a : vector<4xi32> to vector<8xindex>
  return
}

// -----

func.func @c1(%a: f32) {
  // expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %1 = arith.extf %a : f32 to vector<4xf64>
  return
}

// -----

func.func @d1(%a: tensor<?xf32>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %1 = arith.extf %a : tensor<?xf32> to tensor<4xf64>
  return
}

// -----

func.func @e1(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %1 = arith.sitofp %a : vector<4xi32> to vector<8xf32>
  return
}

// -----

func.func @f1(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.trunci' op requires the same shape for all operands and results}}
  %1 = arith.trunci %a : vector<4xi32> to vector<8xi16>
  return
}

// -----

func.func @g1(%a: vector<4xf32>) {
  // expected-error @+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %1 = arith.bitcast %a : vector<4xf32> to vector<8xi32>
  return
}

// -----

func.func @h1(%a: memref<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %1 = arith.index_cast %a : memref<4xi32> to memref<8xindex>
  return
}

// -----

func.func @i1(%a: tensor<4xf32>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %1 = arith.extf %a : tensor<4xf32> to tensor<4x1xf64>
  return
}

// -----

func.func @a2(%a: tensor<*xf32>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %1 = arith.extf %a : tensor<*xf32> to tensor<*xf64>
  return
}

// -----

func.func @b2(%a: tensor<*xf32>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %1 = arith.extf %a : tensor<*xf32> to tensor<4xf64>
  return
}

// -----

func.func @c2(%a: tensor<4xf32>) {
  // expected-error @+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %1 = arith.extf %a : tensor<4xf32> to vector<4xf64>
  return
}

// -----

func.func @d2(%a: vector<[4]xf32>) {
  // expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %1 = arith.extf %a : vector<[4]xf32> to vector<4xf64>
  return
}

// -----

func.func @e2(%a: tensor<?xf32>) {
  %1 = arith.extf %a : tensor<?xf32> to tensor<?xf64>
  return
}

// -----

func.func @f2(%a: memref<?xi32>) {
  %1 = arith.index_cast %a : memref<?xi32> to memref<4xindex>
  return
}
