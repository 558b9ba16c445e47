// RUN: irlite-opt %s --split-input-file '-one-shot-bufferize=allow-return-allocs-from-loops bufferize-function-boundaries' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: an scf.while whose condition and yield forward their arguments bufferizes in place; swapped values are copied before scf.condition.

func.func @while_in_place(%arg0: tensor<?xi1>, %idx: index, %v: i1) -> tensor<?xi1> {
  %r = scf.while (%w = %arg0) : (tensor<?xi1>) -> tensor<?xi1> {
    %c = tensor.extract %w[%idx] : tensor<?xi1>
    scf.condition(%c) %w : tensor<?xi1>
  } do {
  ^bb0(%b: tensor<?xi1>):
    %n = tensor.insert %v into %b[%idx] : tensor<?xi1>
    scf.yield %n : tensor<?xi1>
  }
  return %r : tensor<?xi1>
}

// CHECK: module {
// CHECK-NEXT:   func.func @while_in_place(%arg0: memref<?xi1, strided<[?], offset: ?>>, %arg1: index, %arg2: i1) -> memref<?xi1, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.while (%arg3 = %arg0) : (memref<?xi1, strided<[?], offset: ?>>) -> memref<?xi1, strided<[?], offset: ?>> {
// CHECK-NEXT:       %1 = memref.load %arg3[%arg1] : memref<?xi1, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.condition(%1) %arg3 : memref<?xi1, strided<[?], offset: ?>>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<?xi1, strided<[?], offset: ?>>):
// CHECK-NEXT:       memref.store %arg2, %arg3[%arg1] : memref<?xi1, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg3 : memref<?xi1, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<?xi1, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// -----


func.func @while_swapped(%a: tensor<5xi1>, %b: tensor<5xi1>, %idx: index) -> (i1, i1) {
  %r0, %r1 = scf.while (%w0 = %a, %w1 = %b) : (tensor<5xi1>, tensor<5xi1>) -> (tensor<5xi1>, tensor<5xi1>) {
    %c = tensor.extract %w0[%idx] : tensor<5xi1>
    scf.condition(%c) %w1, %w0 : tensor<5xi1>, tensor<5xi1>
  } do {
  ^bb0(%b0: tensor<5xi1>, %b1: tensor<5xi1>):
    scf.yield %b0, %b1 : tensor<5xi1>, tensor<5xi1>
  }
  %e0 = tensor.extract %r0[%idx] : tensor<5xi1>
  %e1 = tensor.extract %r1[%idx] : tensor<5xi1>
  return %e0, %e1 : i1, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @while_swapped(%arg0: memref<5xi1, strided<[?], offset: ?>>, %arg1: memref<5xi1, strided<[?], offset: ?>>, %arg2: index) -> (i1, i1) {
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (memref<5xi1, strided<[?], offset: ?>>, memref<5xi1, strided<[?], offset: ?>>) -> (memref<5xi1>, memref<5xi1>) {
// CHECK-NEXT:       %3 = memref.load %arg3[%arg2] : memref<5xi1, strided<[?], offset: ?>>
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xi1>
// CHECK-NEXT:       memref.copy %arg4, %alloc : memref<5xi1, strided<[?], offset: ?>> to memref<5xi1>
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xi1>
// CHECK-NEXT:       memref.copy %arg3, %alloc_0 : memref<5xi1, strided<[?], offset: ?>> to memref<5xi1>
// CHECK-NEXT:       scf.condition(%3) %alloc, %alloc_0 : memref<5xi1>, memref<5xi1>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<5xi1>, %arg4: memref<5xi1>):
// CHECK-NEXT:       %cast = memref.cast %arg3 : memref<5xi1> to memref<5xi1, strided<[?], offset: ?>>
// CHECK-NEXT:       %cast_0 = memref.cast %arg4 : memref<5xi1> to memref<5xi1, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %cast_0 : memref<5xi1, strided<[?], offset: ?>>, memref<5xi1, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0#0[%arg2] : memref<5xi1>
// CHECK-NEXT:     %2 = memref.load %0#1[%arg2] : memref<5xi1>
// CHECK-NEXT:     return %1, %2 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
