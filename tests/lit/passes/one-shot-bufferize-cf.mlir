// RUN: irlite-opt %s -one-shot-bufferize=bufferize-function-boundaries -split-input-file | FileCheck %s
// RUN: irlite-opt %s -one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" -split-input-file | FileCheck %s --check-prefix=ANALYSIS

// The CHECK lines are mlir-opt 19's output. Branches (cf.br, cf.cond_br) neither read nor
// write: each tensor they pass aliases its successor's block argument, and the function
// converts every block's signature. In the loop, %init is read after the loop wrote
// through the block argument: the branch into the loop passes a copy.

func.func @diamond_write(%c: i1, %t0: tensor<4xf32>, %t1: tensor<4xf32>, %v: f32, %i: index) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%t0 : tensor<4xf32>), ^bb2(%t1 : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  %w = tensor.insert %v into %a[%i] : tensor<4xf32>
  cf.br ^bb3(%w : tensor<4xf32>)
^bb2(%b: tensor<4xf32>):
  cf.br ^bb3(%b : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// -----

func.func @loop_reads_old_value(%f: f32, %v: f32, %n: index) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^loop(%c0, %init : index, tensor<4xf32>)
^loop(%i: index, %t: tensor<4xf32>):
  %u = tensor.insert %v into %t[%i] : tensor<4xf32>
  %old = tensor.extract %init[%i] : tensor<4xf32>
  %next = arith.addi %i, %c1 : index
  %done = arith.cmpi eq, %next, %n : index
  cf.cond_br %done, ^exit(%u, %old : tensor<4xf32>, f32), ^loop(%next, %u : index, tensor<4xf32>)
^exit(%r: tensor<4xf32>, %x: f32):
  return %r, %x : tensor<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @diamond_write(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : memref<4xf32, strided<[?], offset: ?>>), ^bb2(%arg2 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg3, %0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.br ^bb3(%0 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb2(%1: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3(%2: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK: module {
// CHECK-NEXT:   func.func @loop_reads_old_value(%arg0: f32, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     cf.br ^bb1(%c0, %alloc_0 : index, memref<4xf32>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     memref.store %arg1, %1[%0] : memref<4xf32>
// CHECK-NEXT:     %2 = memref.load %alloc[%0] : memref<4xf32>
// CHECK-NEXT:     %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %4 = arith.cmpi eq, %3, %arg2 : index
// CHECK-NEXT:     cf.cond_br %4, ^bb2(%1, %2 : memref<4xf32>, f32), ^bb1(%3, %1 : index, memref<4xf32>)
// CHECK-NEXT:   ^bb2(%5: memref<4xf32>, %6: f32):  // pred: ^bb1
// CHECK-NEXT:     %cast = memref.cast %5 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %5, %6 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @diamond_write(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%2", "%1", "%inserted", "%0", "%arg1", "%arg2"], ["%2", "%1", "%inserted", "%0", "%arg1", "%arg2"]], {{\[\[}}"%2", "%1", "%inserted", "%0", "%arg1", "%arg2"]], {{\[\[}}"%2", "%1", "%inserted", "%0", "%arg1", "%arg2"]], {{\[\[}}"%2", "%1", "%inserted", "%0", "%arg1", "%arg2"]]]]} {
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : tensor<4xf32>), ^bb2(%arg2 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%2", "%1", "%inserted", "%0", "%arg1", "%arg2"]]} : tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb3(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb2(%1: tensor<4xf32>):  // pred: ^bb0
// ANALYSIS-NEXT:     cf.br ^bb3(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb3(%2: tensor<4xf32>):  // 2 preds: ^bb1, ^bb2
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @loop_reads_old_value(%arg0: f32, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}[], {{\[\[}}"%3", "%6", "%inserted"]], {{\[\[}}"%3", "%6", "%inserted"]]]]} {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%1", "%0"]]} : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%1", "%0"]]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %1 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS-NEXT:   ^bb1(%2: index, %3: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %3[%2] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%3", "%6", "%inserted"]]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %1[%2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %2, %c1 : index
// ANALYSIS-NEXT:     %5 = arith.cmpi eq, %4, %arg2 : index
// ANALYSIS-NEXT:     cf.cond_br %5, ^bb2(%inserted, %extracted : tensor<4xf32>, f32), ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "none", "none", "true"]}
// ANALYSIS-NEXT:   ^bb2(%6: tensor<4xf32>, %7: f32):  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %6, %7 : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
