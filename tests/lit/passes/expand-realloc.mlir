// RUN: irlite-opt %s --expand-realloc | FileCheck %s
// RUN: irlite-opt %s --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC
// expand-realloc: a realloc is a size test, then a bigger allocation, a copy into its
// leading subview and a free of the old buffer, or a reinterpret_cast of the old one.
// CHECK lines: mlir-opt 19's output on this file.

// CHECK-LABEL: func.func @grow_dynamic(%arg0: memref<?xi32>, %arg1: index) -> memref<?xi32> {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %dim = memref.dim %arg0, %c0 : memref<?xi32>
// CHECK-NEXT:    %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT:    %1 = scf.if %0 -> (memref<?xi32>) {
// CHECK-NEXT:      %alloc = memref.alloc(%arg1) {alignment = 16 : i64} : memref<?xi32>
// CHECK-NEXT:      %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xi32> to memref<?xi32, strided<[1]>>
// CHECK-NEXT:      memref.copy %arg0, %subview : memref<?xi32> to memref<?xi32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %arg0 : memref<?xi32>
// CHECK-NEXT:      scf.yield %alloc : memref<?xi32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xi32> to memref<?xi32>
// CHECK-NEXT:      scf.yield %reinterpret_cast : memref<?xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : memref<?xi32>
// NODEALLOC-LABEL: func.func @grow_dynamic
// NODEALLOC-NOT:   memref.dealloc
// NODEALLOC:       return
func.func @grow_dynamic(%m: memref<?xi32>, %n: index) -> memref<?xi32> {
  %r = memref.realloc %m(%n) {alignment = 16} : memref<?xi32> to memref<?xi32>
  return %r : memref<?xi32>
}

// CHECK-LABEL: func.func @shrink_static(%arg0: memref<8xf64>) -> memref<3xf64> {
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = arith.cmpi ult, %c8, %c3 : index
// CHECK-NEXT:    %1 = scf.if %0 -> (memref<3xf64>) {
// CHECK-NEXT:      %alloc = memref.alloc() : memref<3xf64>
// CHECK-NEXT:      %subview = memref.subview %alloc[0] [8] [1] : memref<3xf64> to memref<8xf64, strided<[1]>>
// CHECK-NEXT:      memref.copy %arg0, %subview : memref<8xf64> to memref<8xf64, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %arg0 : memref<8xf64>
// CHECK-NEXT:      scf.yield %alloc : memref<3xf64>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [3], strides: [1] : memref<8xf64> to memref<3xf64>
// CHECK-NEXT:      scf.yield %reinterpret_cast : memref<3xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : memref<3xf64>
func.func @shrink_static(%m: memref<8xf64>) -> memref<3xf64> {
  %r = memref.realloc %m : memref<8xf64> to memref<3xf64>
  return %r : memref<3xf64>
}
