// RUN: irlite-opt %s --allow-unregistered-dialect --buffer-deallocation-simplification | FileCheck %s
// buffer-deallocation-simplification: a memref that is the retained value itself, retained
// values that cannot alias, deallocs split where the memrefs are distinct allocations, and
// retained values freed under a true condition. CHECK lines: mlir-opt 19's output.

func.func @retained_alloc(%c: i1, %m: memref<2xf32>) -> (memref<2xf32>, i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %base, %o, %s, %st = memref.extract_strided_metadata %a : memref<2xf32> -> memref<f32>, index, index, index
  %0 = bufferization.dealloc (%base : memref<f32>) if (%c) retain (%a : memref<2xf32>)
  return %a, %0 : memref<2xf32>, i1
}
func.func @no_alias(%c: i1, %m: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%b : memref<2xf32>)
  "test.use"(%b) : (memref<2xf32>) -> ()
  return %0 : i1
}
func.func @split(%c: i1, %d: i1, %m: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %0 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d) retain (%m : memref<2xf32>)
  return %0 : i1
}
func.func @always(%m: memref<2xf32>, %n: memref<2xf32>) -> (i1, i1) {
  %true = arith.constant true
  %0:2 = bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%true, %true) retain (%m, %n : memref<2xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// CHECK-LABEL: func.func @retained_alloc(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: return %alloc, %arg0 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @no_alias(%arg0: i1, %arg1: memref<2xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @split(%arg0: i1, %arg1: i1, %arg2: memref<2xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @always(%arg0: memref<2xf32>, %arg1: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true, %true : i1, i1
// CHECK-NEXT: }
