// RUN: irlite-opt %s --pass-pipeline='builtin.module(func.func(form-dispatch-regions,clone-producers-into-dispatch-regions))' | FileCheck %s --check-prefix=ROWS
// RUN: irlite-opt %s --verify-diagnostics --pass-pipeline='builtin.module(func.func(form-dispatch-regions{policy=%S/one_reduction.rules debug-fusion=true},clone-producers-into-dispatch-regions))' | FileCheck %s --check-prefix=MINE
// RUN: not irlite-opt %s --form-dispatch-regions=policy=%S/bad.rules 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not irlite-opt %s --form-dispatch-regions=fusion=nope 2>&1 | FileCheck %s --check-prefix=NOPE

// A user's policy file changes a decision: one_reduction.rules keeps each reduction in a
// dispatch of its own, so softmax is 2 dispatches ({max}, {exp, sum, div}) where the
// built-in rows policy makes 1. A mistake in a policy file is reported at its
// file:line:col; an unknown policy name lists the file's policies.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %m0 = tensor.empty() : tensor<8xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%m0 : tensor<8xf32>) -> tensor<8xf32>
  // expected-remark @below {{not fused as a producer into the dispatch of 'linalg.reduce' (36:10): one_reduction.Parallel (one_reduction.rules:18:5): my policy: one reduction per dispatch}}
  // expected-remark @below {{dispatch root (Reduction) of 1 op: 'linalg.reduce' (20:10)}}
  %max = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%minit : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maxnumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<8x16xf32>
  // expected-remark @below {{not fused as a consumer into the dispatch of 'linalg.reduce' (20:10): form-dispatch-regions.Grouped: it is already in the dispatch of 'linalg.reduce' (36:10)}}
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<8x16xf32>, tensor<8xf32>) outs(%e0 : tensor<8x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %x1 = math.exp %d : f32
      linalg.yield %x1 : f32
  } -> tensor<8x16xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%m0 : tensor<8xf32>) -> tensor<8xf32>
  // expected-remark @below {{dispatch root (Reduction) of 3 ops: 'linalg.generic' (27:8), 'linalg.reduce' (36:10), 'linalg.generic' (41:8)}}
  %sum = linalg.reduce ins(%e : tensor<8x16xf32>) outs(%sinit : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<8x16xf32>, tensor<8xf32>) outs(%e0 : tensor<8x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %q = arith.divf %a, %s : f32
      linalg.yield %q : f32
  } -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// ROWS-LABEL: func.func @softmax(
// ROWS-NEXT: %[[R:.*]] = flow.dispatch.region -> (tensor<8x16xf32>) {
// ROWS: linalg.reduce
// ROWS: linalg.generic
// ROWS: linalg.reduce
// ROWS: linalg.generic
// ROWS: flow.return
// ROWS-NEXT: }
// ROWS-NEXT: return %[[R]]

// MINE-LABEL: func.func @softmax(
// MINE-NEXT: %[[M:.*]] = flow.dispatch.region -> (tensor<8xf32>) {
// MINE: linalg.fill
// MINE-NEXT: linalg.reduce
// MINE-NOT: linalg.generic
// MINE: flow.return
// MINE: %[[Y:.*]] = flow.dispatch.region -> (tensor<8x16xf32>) {
// MINE: linalg.generic {{.*}} ins(%arg0, %[[M]] :
// MINE: linalg.reduce
// MINE: linalg.generic
// MINE: return %[[Y]]

// BAD: bad.rules:6:18: error: native helper 'h' (irlite.rules.dispatch_policy) defines no 'reduction_loop'
// BAD-NEXT: Reduction: h.reduction_loop($op) > 0
// BAD-NEXT: ^

// NOPE: error: no fusion policy 'nope' in the built-in policy file (rules/dispatch_policy.rules) (policies: rows, iree)
