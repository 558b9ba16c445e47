// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// The same file passes `mlir-opt --split-input-file --verify-diagnostics` (mlir-opt 19).

func.func @alloc_dims(%d: index) {
  // expected-error @+1 {{'memref.alloc' op dimension operand count does not equal memref dynamic dimension count}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @alloc_symbols(%d: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc(%d) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @load_indices(%m: memref<4x?xf32>, %d: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%d] : memref<4x?xf32>
  return
}

// -----

func.func @load_type(%m: memref<4x?xf32>, %d: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %d, %d) : (memref<4x?xf32>, index, index) -> i32
  return
}

// -----

func.func @store_indices(%m: memref<4x?xf32>, %d: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%d] : memref<4x?xf32>
  return
}

// -----

func.func @subview_ranks(%m: memref<4x?xf32>, %s: index) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [2, %s] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @subview_layout(%m: memref<4x?xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result layout)}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<4x?xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[?, 1]>>' or a rank-reduced version. (mismatch of result sizes)}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x?xf32> to memref<3x2xf32, strided<[?, 1]>>
  return
}

// -----

func.func @cast(%m: memref<4x?xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x?xf32>' and result type 'memref<5x?xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x?xf32> to memref<5x?xf32>
  return
}

// -----

func.func @atomic_kind(%m: memref<4x?xf32>, %d: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%d, %d] : (f32, memref<4x?xf32>) -> f32
  return
}

// -----

func.func @expand_groups(%m: memref<4x?xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 2, 4] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}

// -----

func.func @view_sizes(%b: memref<16xi8>, %d: index) {
  // expected-error @+1 {{incorrect number of size operands for type 'memref<?xf32>'}}
  %0 = memref.view %b[%d][] : memref<16xi8> to memref<?xf32>
  return
}

// -----

func.func @scope_types(%d: index) {
  // expected-error @+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %d : index
  }
  return
}

// -----

func.func @load_syntax(%m: memref<4x?xf32>, %d: index) {
  // expected-error @+1 {{expected ']'}}
  %0 = memref.load %m[%d, %d : memref<4x?xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (8) must equal reassociation group size (16)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<8xf32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error @+1 {{alignment attribute value 3 is not a power of 2}}
memref.global @g : memref<2xf32> = dense<1.0> {alignment = 3}

// -----

memref.global @g : memref<4xi32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<4xf32>' does not match type 'memref<4xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<4xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<4x?xf32>, %d: index) {
  // expected-error @+1 {{expected result type with offset = 2 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [%d, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @realloc_size(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<1xf32>'}}
  %0 = memref.realloc %m(%d) : memref<4xf32> to memref<1xf32>
  return
}

// -----

func.func @transpose_perm(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @prefetch_hint(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%d], read, locality<4>, data : memref<4xf32>
  return
}

// -----

// A strided source: the result's strides are the source's, expanded through each group.
func.func @expand_shape_result_layout(%m: memref<?x?xf32, strided<[?, ?]>>, %a: index, %b: index) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<?x4x?xf32, strided<[?, ?, ?]>>' but found 'memref<?x4x?xf32, strided<[?, ?, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [%a, 4, %b] : memref<?x?xf32, strided<[?, ?]>> into memref<?x4x?xf32, strided<[?, ?, 1]>>
  return
}

// -----

func.func @expand_shape_static_strides(%m: memref<6x8xf32, strided<[16, 2], offset: 3>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3x4x2xf32, strided<[48, 16, 4, 2], offset: 3>>' but found 'memref<2x3x4x2xf32, strided<[48, 16, 2, 1], offset: 3>>'}}
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 2] : memref<6x8xf32, strided<[16, 2], offset: 3>> into memref<2x3x4x2xf32, strided<[48, 16, 2, 1], offset: 3>>
  return
}

// -----

func.func @dma_start_dst_not_memref(%src: memref<4xf32>, %dst: f32, %tag: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  memref.dma_start %src[%i], %dst[%i], %i, %tag[%i] : memref<4xf32>, f32, memref<1xi32>
  return
}

// -----

func.func @dma_start_stride_pair(%src: memref<4xf32>, %dst: memref<4xf32, 1>, %tag: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%src, %i, %dst, %i, %i, %tag, %i, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_wait_indices(%tag: memref<2x2xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 0}}
  memref.dma_wait %tag[], %i : memref<2x2xi32>
  return
}

// -----

func.func @copy_shapes(%a: memref<4x2xf32>, %b: memref<2x4xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4x2xf32> to memref<2x4xf32>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %0 = memref.subview %m[0] [-2] [1] : memref<8xf32> to memref<2xf32>
  return
}

// -----

func.func @view_result_layout(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32>
  return
}

// -----

func.func @collapse_strided(%m: memref<4x4xf32, strided<[4, 1], offset: ?>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32, strided<[1], offset: ?>>' but found 'memref<16xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[4, 1], offset: ?>> into memref<16xf32>
  return
}

// -----

func.func @reinterpret_not_strided(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type to have strided layout but found 'memref<4x4xf32, affine_map<(d0, d1) -> (d1)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1)>>
  return
}

// -----

func.func @atomic_body_effects(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %old, %m[%i] : memref<4xf32>
    memref.atomic_yield %old : f32
  }
  return
}
