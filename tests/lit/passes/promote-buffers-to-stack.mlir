// RUN: irlite-opt %s -promote-buffers-to-stack | FileCheck %s
// RUN: irlite-opt %s -promote-buffers-to-stack="max-alloc-size-in-bytes=16" | FileCheck %s --check-prefix=SMALL
// RUN: irlite-opt %s -promote-buffers-to-stack="max-rank-of-allocated-memref=2" | FileCheck %s --check-prefix=RANK2
// promote-buffers-to-stack: a small memref.alloc that nothing frees and that does not
// leave its allocation scope becomes a memref.alloca (attributes kept). The CHECK lines
// are what mlir-opt 19 prints for this file.

// CHECK-LABEL: func.func @freed(
//       CHECK:   memref.alloc() {alignment = 16 : i64} : memref<8xf32>
//       CHECK:   memref.dealloc
func.func @freed(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
  memref.store %v, %0[%c0] : memref<8xf32>
  %1 = memref.load %0[%c0] : memref<8xf32>
  memref.dealloc %0 : memref<8xf32>
  return %1 : f32
}

// CHECK-LABEL: func.func @small(
//  CHECK-NEXT:   memref.alloca() {alignment = 16 : i64, tag} : memref<4xf32>
// SMALL-LABEL: func.func @small(
//  SMALL-NEXT:   memref.alloca() {alignment = 16 : i64, tag} : memref<4xf32>
func.func @small() {
  %0 = memref.alloc() {alignment = 16 : i64, tag} : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @over_limit(
//  CHECK-NEXT:   memref.alloca() : memref<8xi32>
//  CHECK-NEXT:   memref.alloc() : memref<512xf32>
// SMALL-LABEL: func.func @over_limit(
//  SMALL-NEXT:   memref.alloc() : memref<8xi32>
//  SMALL-NEXT:   memref.alloc() : memref<512xf32>
func.func @over_limit() {
  %0 = memref.alloc() : memref<8xi32>
  %1 = memref.alloc() : memref<512xf32>
  return
}

// CHECK-LABEL: func.func @rank2(
//  CHECK-NEXT:   memref.alloca() : memref<2x2xf32>
func.func @rank2() {
  %0 = memref.alloc() : memref<2x2xf32>
  return
}

// CHECK-LABEL: func.func @dynamic(
//       CHECK:   %[[R:.*]] = memref.rank
//  CHECK-NEXT:   memref.alloca(%[[R]]) : memref<?xindex>
//  CHECK-NEXT:   memref.alloc(%arg1) : memref<?xf32>
//  CHECK-NEXT:   memref.alloc(%[[R]], %[[R]]) : memref<?x?xi8>
// RANK2-LABEL: func.func @dynamic(
//       RANK2:   memref.alloca(%{{.*}}) : memref<?xindex>
//  RANK2-NEXT:   memref.alloc(%arg1) : memref<?xf32>
//  RANK2-NEXT:   memref.alloca(%{{.*}}, %{{.*}}) : memref<?x?xi8>
func.func @dynamic(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %0 = memref.alloc(%r) : memref<?xindex>
  %1 = memref.alloc(%n) : memref<?xf32>
  %2 = memref.alloc(%r, %r) : memref<?x?xi8>
  return
}

// CHECK-LABEL: func.func @escapes(
//  CHECK-NEXT:   memref.alloc() : memref<4xf32>
func.func @escapes() -> memref<2xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.subview %0[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %2 = memref.cast %1 : memref<2xf32, strided<[1]>> to memref<2xf32>
  return %2 : memref<2xf32>
}

// CHECK-LABEL: func.func @yielded(
//       CHECK:   scf.if
//  CHECK-NEXT:     memref.alloc() : memref<2xf32>
//       CHECK:   } else {
//  CHECK-NEXT:     memref.alloca() : memref<2xf32>
//  CHECK-NEXT:     memref.alloc() : memref<2xf32>
func.func @yielded(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  } else {
    %1 = memref.alloc() : memref<2xf32>
    %2 = memref.alloc() : memref<2xf32>
    scf.yield %2 : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @in_loop(
//       CHECK:   scf.for
//  CHECK-NEXT:     memref.alloca() : memref<2xf32>
func.func @in_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %0 = memref.alloc() : memref<2xf32>
  }
  return
}

