// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// bufferization.dealloc's diagnostics, as mlir-opt 19 gives them (the file also passes
// `mlir-opt --verify-diagnostics`).

func.func @conditions_count(%a: memref<2xf32>, %c: i1, %d: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c, %d)
  return
}

// -----

func.func @results_count(%a: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%a, %c, %a) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1, i1)
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @condition_type(%a: memref<2xf32>, %c: i32) {
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c)
  return
}

// -----

func.func @missing_if(%a: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{custom op 'bufferization.dealloc' expected 'if'}}
  bufferization.dealloc (%a : memref<2xf32>) (%c)
  return
}
