// RUN: irlite-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(form-dispatch-regions{debug-fusion=true}))' | FileCheck %s
// RUN: irlite-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(form-dispatch-regions{debug-fusion=true}))' 2>&1 >/dev/null | FileCheck %s --check-prefix=TEXT

// The fusion report: a remark at every producer or consumer left out of a dispatch it
// was offered to, naming the policy, the rule (where the policy file says it) and the
// reason; a remark at each root listing what its dispatch holds.

// The second matmul reads the bias+relu through (d0, d2): its row loops do not index the
// value's rows, so the epilogue stays with the first matmul (as in IREE).
#map_b = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @mlp(%x: tensor<16x32xf32>, %w1: tensor<32x32xf32>, %b1: tensor<32xf32>,
               %w2: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<16x32xf32>
  %z1 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  // expected-remark @below {{dispatch root (Reduction) of 2 ops: 'linalg.matmul' (18:8), 'linalg.generic' (21:8)}}
  %h = linalg.matmul ins(%x, %w1 : tensor<16x32xf32>, tensor<32x32xf32>)
                     outs(%z1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  // expected-remark @below {{not fused as a producer into the dispatch of 'linalg.matmul' (32:8): rows.Rows (dispatch_policy.rules:52:5): the row loops of the producer ((d0, d1) -> (d0, d1)) and of the consumer ((d0, d1, d2) -> (d0, d2)) index different dimensions of the value}}
  %a = linalg.generic {indexing_maps = [#id2, #map_b, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<16x32xf32>, tensor<32xf32>) outs(%e1 : tensor<16x32xf32>) {
    ^bb0(%hv: f32, %bv: f32, %o: f32):
      %s = arith.addf %hv, %bv : f32
      %r = arith.maximumf %s, %c0 : f32
      linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  // expected-remark @below {{not fused as a consumer into the dispatch of 'linalg.matmul' (18:8): form-dispatch-regions.Grouped: it is already in the dispatch of 'linalg.matmul' (32:8)}}
  // expected-remark @below {{dispatch root (Reduction) of 1 op: 'linalg.matmul' (32:8)}}
  %y = linalg.matmul ins(%a, %w2 : tensor<16x32xf32>, tensor<32x8xf32>)
                     outs(%z2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}

// CHECK-LABEL: func.func @mlp(
// CHECK: %[[R0:.*]] = flow.dispatch.region -> (tensor<16x32xf32>) {
// CHECK:   linalg.matmul
// CHECK:   linalg.generic
// CHECK:   flow.return
// CHECK: flow.dispatch.region -> (tensor<16x8xf32>) {
// CHECK:   linalg.matmul ins(%[[R0]],

// TEXT: within split at {{.*}}form-dispatch-regions-report.mlir:1 offset :21:8: remark: not fused as a producer into the dispatch of 'linalg.matmul' (32:8): rows.Rows
// TEXT-NEXT:   %a = linalg.generic
// TEXT-NEXT:        ^

// irlite-opt's --debug-fusion flag turns the report on for every form-dispatch-regions run:
// RUN: irlite-opt %s -split-input-file --debug-fusion --dispatch-creation 2>&1 >/dev/null | FileCheck %s --check-prefix=TEXT

// -----

// A producer whose indexing maps are not projected permutations (a sliding window) is a
// dispatch of its own. Lines and columns in the messages count from the start of this
// split.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#win = affine_map<(d0, d1) -> (d0, d1 + 1)>
func.func @window(%x: tensor<4x9xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  // expected-remark @below {{not fused as a producer into the dispatch of 'linalg.generic' (23:8): rows.Maps (dispatch_policy.rules:48:5): its indexing maps are not all projected permutations}}
  // expected-remark @below {{dispatch root (Window) of 1 op: 'linalg.generic' (14:8)}}
  %w = linalg.generic {indexing_maps = [#win, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x9xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %r0 = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%r0 : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{not fused as a consumer into the dispatch of 'linalg.generic' (14:8): form-dispatch-regions.Grouped: it is already in the dispatch of 'linalg.generic' (23:8)}}
  // expected-remark @below {{dispatch root (Reduction) of 1 op: 'linalg.generic' (23:8)}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%w : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}
// CHECK-LABEL: func.func @window(
// CHECK-COUNT-2: flow.dispatch.region
