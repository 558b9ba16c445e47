// RUN: irlite-opt %s --convert-func-to-llvm | FileCheck %s
//
// func.constant -> llvm.mlir.addressof and func.call_indirect -> llvm.call through a
// pointer, as mlir-opt 19's convert-func-to-llvm does (function values become
// !llvm.ptr; packed results, expanded memref descriptors, discardable attributes kept).

func.func private @pair(i32, f32) -> (i32, f32)
func.func private @mem(memref<?xf32>, index) -> memref<?xf32>

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: f32, %[[P0:[^:]*]]: !llvm.ptr, %[[P1:[^:]*]]: !llvm.ptr, %[[OFF:[^:]*]]: i64, %[[SZ:[^:]*]]: i64, %[[ST:[^:]*]]: i64, %[[I:[^:]*]]: i64) -> !llvm.struct<(i32, f32)> {
// CHECK: %[[FP:.*]] = llvm.mlir.addressof @pair {foo} : !llvm.ptr
// CHECK-NEXT: %[[R:.*]] = llvm.call %[[FP]](%[[A]], %[[B]]) {bar} : !llvm.ptr, (i32, f32) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %[[R0:.*]] = llvm.extractvalue %[[R]][0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %[[R1:.*]] = llvm.extractvalue %[[R]][1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %[[MP:.*]] = llvm.mlir.addressof @mem : !llvm.ptr
// CHECK-NEXT: %[[D0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[D1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[D2:.*]] = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[D3:.*]] = llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[D4:.*]] = llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{.*}} = llvm.call %[[MP]](%[[D0]], %[[D1]], %[[D2]], %[[D3]], %[[D4]], %[[I]]) : !llvm.ptr, (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
func.func @f(%a: i32, %b: f32, %m: memref<?xf32>, %i: index) -> (i32, f32) {
  %p = func.constant {foo} @pair : (i32, f32) -> (i32, f32)
  %q:2 = func.call_indirect %p(%a, %b) {bar} : (i32, f32) -> (i32, f32)
  %g = func.constant @mem : (memref<?xf32>, index) -> memref<?xf32>
  %r = func.call_indirect %g(%m, %i) : (memref<?xf32>, index) -> memref<?xf32>
  return %q#0, %q#1 : i32, f32
}

// A function value as an argument: (f32) -> f32 converts to !llvm.ptr.
// CHECK-LABEL: llvm.func @apply(
// CHECK-SAME: %[[F:.*]]: !llvm.ptr, %[[X:.*]]: f32) -> f32 {
// CHECK-NEXT: %[[Y:.*]] = llvm.call %[[F]](%[[X]]) : !llvm.ptr, (f32) -> f32
// CHECK-NEXT: llvm.return %[[Y]] : f32
func.func @apply(%fn: (f32) -> f32, %x: f32) -> f32 {
  %y = func.call_indirect %fn(%x) : (f32) -> f32
  return %y : f32
}

// Returning a function value; a call without results.
// CHECK-LABEL: llvm.func @take() -> !llvm.ptr {
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.addressof @neg : !llvm.ptr
// CHECK-NEXT: llvm.return %[[N]] : !llvm.ptr
func.func @take() -> ((f32) -> f32) {
  %f = func.constant @neg : (f32) -> f32
  return %f : (f32) -> f32
}

// CHECK-LABEL: llvm.func @void_call(
// CHECK-SAME: %[[F:.*]]: !llvm.ptr) {
// CHECK-NEXT: llvm.call %[[F]]() : !llvm.ptr, () -> ()
// CHECK-NEXT: llvm.return
func.func @void_call(%fn: () -> ()) {
  func.call_indirect %fn() : () -> ()
  return
}

func.func @neg(%x: f32) -> f32 {
  %y = arith.negf %x : f32
  return %y : f32
}
