// RUN: irlite-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s
// bufferization.dealloc's canonicalization patterns (MLIR 19's populateDeallocOpCanonicalizationPatterns).
// CHECK lines: mlir-opt 19's output.

func.func @dup(%a: memref<2xi32>, %b: memref<2xi32>, %c0: i1, %c1: i1, %c2: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%a, %b, %a : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%c0, %c1, %c2) retain (%a, %b, %a : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}
func.func @empty(%a: memref<2xi32>) -> i1 {
  %0 = bufferization.dealloc retain (%a : memref<2xi32>)
  bufferization.dealloc
  return %0 : i1
}
func.func @false_cond(%a: memref<2xi32>, %b: memref<2xi32>, %c: i1) -> (i1, i1) {
  %false = arith.constant false
  %0:2 = bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%false, %c) retain (%a, %b : memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%a : memref<2xi32>) if (%false)
  return %0#0, %0#1 : i1, i1
}
func.func @skip_meta(%c: i1) {
  %alloc = memref.alloc() : memref<2xi32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %alloc : memref<2xi32> -> memref<i32>, index, index, index
  "test.use"(%alloc) : (memref<2xi32>) -> ()
  bufferization.dealloc (%base : memref<i32>) if (%c)
  return
}
func.func @skip_meta2(%c: i1) {
  %alloc = memref.alloc() : memref<i32>
  %base, %off = memref.extract_strided_metadata %alloc : memref<i32> -> memref<i32>, index
  "test.use"(%alloc) : (memref<i32>) -> ()
  bufferization.dealloc (%base : memref<i32>) if (%c)
  return
}
func.func @pair(%c: i1, %m: memref<2xi32>) -> i1 {
  %alloc = memref.alloc() : memref<2xi32>
  %alloc2 = memref.alloc() : memref<2xi32>
  "test.use"(%alloc2) : (memref<2xi32>) -> ()
  %0 = bufferization.dealloc (%alloc, %alloc2 : memref<2xi32>, memref<2xi32>) if (%c, %c) retain (%m : memref<2xi32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @dup(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1, %arg3: i1, %arg4: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.ori %arg2, %arg4 : i1
// CHECK-NEXT: %1:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xi32>, memref<2xi32>) if (%0, %arg3) retain (%arg0, %arg1 : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT: return %1#0, %1#1, %1#0 : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: memref<2xi32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @false_cond(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1) -> (i1, i1) {
// CHECK-NEXT: %0:2 = bufferization.dealloc (%arg1 : memref<2xi32>) if (%arg2) retain (%arg0, %arg1 : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT: return %0#0, %0#1 : i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @skip_meta(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xi32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<2xi32>) if (%arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @skip_meta2(%arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<i32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<i32>) -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<i32>) if (%arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pair(%arg0: i1, %arg1: memref<2xi32>) -> i1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xi32>) -> ()
// CHECK-NEXT: %0 = bufferization.dealloc (%alloc : memref<2xi32>) if (%arg0) retain (%arg1 : memref<2xi32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
