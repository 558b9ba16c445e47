// RUN: irlite-opt %s -test-side-effects -verify-diagnostics -o /dev/null
// MLIR's SideEffectsPass: each non-terminator op with MemoryEffectOpInterface remarks its
// effects (kind, what they are on, the resource), ops with the test dialect's
// TestEffectOpInterface their parametric effects; an unknown op has neither. mlir-opt 19
// passes this file too.

func.func @effects(%m: memref<4xf32>, %i: index, %a: i32) -> memref<2xf32> {
  // expected-remark @+1 {{operation has no memory effects}}
  %s = arith.addi %a, %a : i32
  // expected-remark @+1 {{found an instance of 'allocate' on a op result, on resource '<Default>'}}
  %n = memref.alloc() : memref<2xf32>
  // expected-remark @+2 {{found an instance of 'write' on resource '<Test>'}}
  // expected-remark @+1 {{found an instance of 'read' on a symbol '@g', on resource '<Default>'}}
  %t = "test.side_effect_op"() {effects = [{effect = "write", test_resource}, {effect = "read", on_reference = @g}]} : () -> i32
  // expected-remark @+1 {{found an instance of 'free' on a block argument, on resource '<Default>'}}
  %r = test.side_effect_with_region_op (%a) {
  ^bb0(%x: i32):
    test.region_yield %x : i32
  } {effects = [{effect = "free", on_argument}]} : i32 -> i32
  // expected-remark @+1 {{found a parametric effect with affine_map<(d0) -> (d0 + 1)>}}
  "test.unregistered_side_effect_op"() {effect_parameter = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  "test.unknown"() : () -> ()
  return %n : memref<2xf32>
}
