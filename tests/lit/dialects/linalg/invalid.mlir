// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).

#id = affine_map<(d0) -> (d0)>
func.func @map_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0)>
func.func @map_dims(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #1 to have 1 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [#id, #id2], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @rank(%a: tensor<4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand rank (1) to match the result rank of indexing_map #0 (2)}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @no_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @result_type(%a: tensor<4xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @bb_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @bb_type(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: i32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_count(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %y : f32, f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @yield_type(%a: tensor<4xf32>, %i: i32) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @index_dim(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @shapes(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @iterator(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (window)}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["window"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @mixed(%a: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected to have pure tensor or buffer semantics}}
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %x : f32
}

// -----

func.func @transpose_perm(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 1]
  return %0 : tensor<8x4xf32>
}

// -----

func.func @transpose_dims(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) permutation = [1, 0]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_rank(%a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0, 1]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_dim(%a: tensor<4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @reduce_range(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_init(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<8xf32>) dimensions = [1]
  return %0 : tensor<8xf32>
}

// -----

func.func @map_arity(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 1 and 2}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @map_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4) to match shape of output (5)}}
  %0 = linalg.map { math.exp } ins(%a : tensor<4xf32>) outs(%b : tensor<5xf32>)
  return %0 : tensor<5xf32>
}

// -----

func.func @fill_scalar(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected op with scalar input}}
  %0 = linalg.fill ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @a(%a: tensor<4x8xf32>, %b: tensor<8x4x2xf32>) -> tensor<8x4x2xf32> {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4x2xf32>) permutation = [1, 0]
  return %0 : tensor<8x4x2xf32>
}

// -----

func.func @b(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @c(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'i32'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: i32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @d(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>) -> tensor<4x9xf32> {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 8) to match shape of output (4, 9)}}
  %0 = linalg.map { math.exp } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x9xf32>)
  return %0 : tensor<4x9xf32>
}

// -----

func.func @e(%a: tensor<4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [2]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'i32'}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: i32) {
      %c = arith.constant 0.0 : f32
      linalg.yield %c : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @g(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'i32'}}
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%x: i32, %y: f32) {
      linalg.yield %y : f32
    }
  return %0 : tensor<4xf32>
}

// -----

// A named op in generic form must carry its body (MLIR builds it only when parsing the
// custom form or building the op).
func.func @named_without_body(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.matmul' op expects to have 1 region with 1 block}}
  %1 = "linalg.matmul"(%a, %a, %a) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// -----

func.func @transpose_without_body(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'linalg.transpose' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  %1 = "linalg.transpose"(%a, %a) <{permutation = array<i64: 1, 0>}> ({
  }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
