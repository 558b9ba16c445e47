// convert-bufferization-to-memref (MLIR 19): clones become alloc + copy (dims of dynamic
// sizes, a cast to a layout the identity casts to), deallocs lowered as
// bufferization-lower-deallocations lowers them (the helper for several memrefs).
// The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --convert-bufferization-to-memref | FileCheck %s

func.func @static(%a: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = bufferization.clone %a : memref<2x3xf32> to memref<2x3xf32>
  return %0 : memref<2x3xf32>
}
func.func @dynamic(%a: memref<?x4x?xf32>) -> memref<?x4x?xf32> {
  %0 = bufferization.clone %a : memref<?x4x?xf32> to memref<?x4x?xf32>
  return %0 : memref<?x4x?xf32>
}
func.func @scalar(%a: memref<f32>) -> memref<f32> {
  %0 = bufferization.clone %a : memref<f32> to memref<f32>
  return %0 : memref<f32>
}
func.func @to_identity(%a: memref<4xf32, strided<[1]>>) -> memref<4xf32> {
  %0 = bufferization.clone %a : memref<4xf32, strided<[1]>> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @dyn_layout(%a: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %0 = bufferization.clone %a : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>
}
func.func @dealloc1(%a: memref<4xf32>, %c: i1) {
  bufferization.dealloc (%a : memref<4xf32>) if (%c)
  return
}
func.func @dealloc2(%a: memref<4xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<2xf32>) if (%c, %d)
  return
}

// CHECK-LABEL: func.func @static(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT: return %alloc : memref<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dynamic(%arg0: memref<?x4x?xf32>) -> memref<?x4x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4x?xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x4x?xf32>
// CHECK-NEXT: %alloc = memref.alloc(%dim, %dim_0) : memref<?x4x?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?x4x?xf32> to memref<?x4x?xf32>
// CHECK-NEXT: return %alloc : memref<?x4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scalar(%arg0: memref<f32>) -> memref<f32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<f32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<f32> to memref<f32>
// CHECK-NEXT: return %alloc : memref<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_identity(%arg0: memref<4xf32, strided<[1]>>) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32, strided<[1]>> to memref<4xf32>
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn_layout(%arg0: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<4x?xf32, strided<[?, 1], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %cast : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dealloc1(%arg0: memref<4xf32>, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dealloc2(%arg0: memref<4xf32>, %arg1: memref<2xf32>, %arg2: i1, %arg3: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<2xf32> -> index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_6 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_8 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_10 = memref.cast %alloc_8 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_6, %cast_5, %cast_9, %cast_10) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %c0_11 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %alloc_7[%c0_11] : memref<2xi1>
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c1_12 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %alloc_7[%c1_12] : memref<2xi1>
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_8 : memref<0xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT: memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT: %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT: %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT: scf.if %6 {
// CHECK-NEXT: %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: %10 = arith.ori %9, %1 : i1
// CHECK-NEXT: memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT: scf.yield %8 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT: %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT: %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT: %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT: scf.yield %7 : i1
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.andi %3, %1 : i1
// CHECK-NEXT: memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
