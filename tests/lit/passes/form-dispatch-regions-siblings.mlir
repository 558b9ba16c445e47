// RUN: irlite-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(form-dispatch-regions,clone-producers-into-dispatch-regions))' | FileCheck %s --check-prefix=ROWS
// RUN: irlite-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(form-dispatch-regions{fusion=iree}))' | FileCheck %s --check-prefix=IREE
// RUN: irlite-opt %s -split-input-file --verify-diagnostics --pass-pipeline='builtin.module(func.func(form-dispatch-regions{debug-fusion=true}))' -o /dev/null

// Horizontal fusion (the rows policy's sibling section): two reductions that read the
// same rows of one value (a row sum and a row sum of squares) are one dispatch with two
// results, as Inductor's row kernel; IREE (no sibling section) makes two.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @moments(%x: tensor<8x16xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-remark @below {{dispatch root (Reduction) of 2 ops: 'linalg.generic' (16:8), 'linalg.generic' (22:8)}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%f : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x16xf32>) outs(%f : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %m = arith.mulf %a, %a : f32
      %t = arith.addf %m, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  return %s, %q : tensor<8xf32>, tensor<8xf32>
}

// ROWS-LABEL: func.func @moments(
// ROWS-NEXT: %[[R:.*]]:2 = flow.dispatch.region -> (tensor<8xf32>, tensor<8xf32>) {
// ROWS: linalg.fill
// ROWS: linalg.generic
// ROWS: arith.addf
// ROWS: linalg.generic
// ROWS: arith.mulf
// ROWS: flow.return %{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xf32>
// ROWS-NEXT: }
// ROWS-NEXT: return %[[R]]#0, %[[R]]#1

// IREE-LABEL: func.func @moments(
// IREE: flow.dispatch.region -> (tensor<8xf32>) {
// IREE: flow.dispatch.region -> (tensor<8xf32>) {

// -----

// A row reduction and a column reduction of the same value do not share rows.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @rows_and_columns(%x: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  // expected-remark @below {{dispatch root (Reduction) of 1 op: 'linalg.generic' (12:8)}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x8xf32>) outs(%f : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  // expected-remark @below {{not fused as a sibling into the dispatch of 'linalg.generic' (12:8): rows.Rows (dispatch_policy.rules:74:5): they read the value through (d0, d1) -> (d0, d1) and (d0, d1) -> (d1, d0), whose rows differ}}
  // expected-remark @below {{dispatch root (Reduction) of 1 op: 'linalg.generic' (20:8)}}
  %c = linalg.generic {indexing_maps = [#tr, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x8xf32>) outs(%f : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  return %s, %c : tensor<8xf32>, tensor<8xf32>
}
// ROWS-LABEL: func.func @rows_and_columns(
// ROWS-COUNT-2: flow.dispatch.region
