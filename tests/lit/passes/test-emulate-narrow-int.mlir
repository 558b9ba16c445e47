// test-emulate-narrow-int: i4 and i2 memrefs packed into i8 words (alloc, alloca, load,
// store as two atomic_rmw, rank 0, subview, reinterpret_cast); the function signature
// widens i2 to the compute width. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --test-emulate-narrow-int="memref-load-bitwidth=8" --cse | FileCheck %s

// CHECK: #map = affine_map<()[s0, s1] -> ((s0 * 5 + s1) floordiv 2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 * 20 + s1 * 4 - ((s0 * 5 + s1) floordiv 2) * 8)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 * 2 - (s0 floordiv 4) * 8)>
// CHECK-LABEL: func.func @load_store_i4(%arg0: index, %arg1: index, %arg2: i4) -> i4 {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<8xi8>
// CHECK-NEXT:   %0 = arith.extui %arg2 : i4 to i8
// CHECK-NEXT:   %1 = affine.apply #map()[%arg0, %arg1]
// CHECK-NEXT:   %2 = affine.apply #map1()[%arg0, %arg1]
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i8
// CHECK-NEXT:   %c15_i8 = arith.constant 15 : i8
// CHECK-NEXT:   %4 = arith.shli %c15_i8, %3 : i8
// CHECK-NEXT:   %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:   %5 = arith.xori %4, %c-1_i8 : i8
// CHECK-NEXT:   %6 = arith.shli %0, %3 : i8
// CHECK-NEXT:   %7 = memref.atomic_rmw andi %5, %alloc[%1] : (i8, memref<8xi8>) -> i8
// CHECK-NEXT:   %8 = memref.atomic_rmw ori %6, %alloc[%1] : (i8, memref<8xi8>) -> i8
// CHECK-NEXT:   %9 = affine.apply #map()[%arg1, %arg0]
// CHECK-NEXT:   %10 = memref.load %alloc[%9] : memref<8xi8>
// CHECK-NEXT:   %11 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT:   %12 = arith.index_cast %11 : index to i8
// CHECK-NEXT:   %13 = arith.shrsi %10, %12 : i8
// CHECK-NEXT:   %14 = arith.trunci %13 : i8 to i4
// CHECK-NEXT:   return %14 : i4
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0(%arg0: i4) -> i4 {
// CHECK-NEXT:   %alloca = memref.alloca() : memref<i8>
// CHECK-NEXT:   %0 = arith.extui %arg0 : i4 to i8
// CHECK-NEXT:   %1 = memref.atomic_rmw assign %0, %alloca[] : (i8, memref<i8>) -> i8
// CHECK-NEXT:   %2 = memref.load %alloca[] : memref<i8>
// CHECK-NEXT:   %3 = arith.trunci %2 : i8 to i4
// CHECK-NEXT:   return %3 : i4
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: index) -> (i4, i4) {
// CHECK-NEXT:   %alloc = memref.alloc() : memref<16xi8>
// CHECK-NEXT:   %subview = memref.subview %alloc[4] [8] [1] : memref<16xi8> to memref<8xi8, strided<[1], offset: 4>>
// CHECK-NEXT:   %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [2], sizes: [8], strides: [1] : memref<16xi8> to memref<8xi8, strided<[1], offset: 2>>
// CHECK-NEXT:   %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT:   %1 = memref.load %reinterpret_cast[%0] : memref<8xi8, strided<[1], offset: 2>>
// CHECK-NEXT:   %2 = affine.apply #map3()[%arg0]
// CHECK-NEXT:   %3 = arith.index_cast %2 : index to i8
// CHECK-NEXT:   %4 = arith.shrsi %1, %3 : i8
// CHECK-NEXT:   %5 = arith.trunci %4 : i8 to i4
// CHECK-NEXT:   %6 = memref.load %subview[%0] : memref<8xi8, strided<[1], offset: 4>>
// CHECK-NEXT:   %7 = arith.shrsi %6, %3 : i8
// CHECK-NEXT:   %8 = arith.trunci %7 : i8 to i4
// CHECK-NEXT:   return %8, %5 : i4, i4
// CHECK-NEXT: }

func.func @load_store_i4(%i: index, %j: index, %v: i4) -> i4 {
  %m = memref.alloc() : memref<3x5xi4>
  memref.store %v, %m[%i, %j] : memref<3x5xi4>
  %r = memref.load %m[%j, %i] : memref<3x5xi4>
  return %r : i4
}

func.func @rank0(%v: i4) -> i4 {
  %m = memref.alloca() : memref<i4>
  memref.store %v, %m[] : memref<i4>
  %r = memref.load %m[] : memref<i4>
  return %r : i4
}

func.func @views(%i: index) -> (i2, i2) {
  %m = memref.alloc() : memref<64xi2>
  %s = memref.subview %m[16] [32] [1] : memref<64xi2> to memref<32xi2, strided<[1], offset: 16>>
  %c = memref.reinterpret_cast %m to offset: [8], sizes: [32], strides: [1] : memref<64xi2> to memref<32xi2, strided<[1], offset: 8>>
  %x = memref.load %c[%i] : memref<32xi2, strided<[1], offset: 8>>
  %r = memref.load %s[%i] : memref<32xi2, strided<[1], offset: 16>>
  return %r, %x : i2, i2
}
