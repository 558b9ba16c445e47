// RUN: irlite-opt %s --buffer-deallocation-pipeline | FileCheck %s
// buffer-deallocation-pipeline (MLIR 19's, without expand-realloc) over the programs of
// ownership-based-buffer-deallocation.mlir. CHECK lines: mlir-opt 19's output.

func.func @straight(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}
func.func @escape(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @arg(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}
func.func @branch(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @loop(%lb: index, %ub: index, %s: index, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%it = %m) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.copy %it, %a : memref<2xf32> to memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @priv(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @caller(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2xf32>
  %r = func.call @priv(%m, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  %v = memref.load %r[%c0] : memref<2xf32>
  return %v : f32
}
func.func @views(%n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc(%n) : memref<?xf32>
  %s = memref.subview %a[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  %t = memref.alloca() : memref<4xf32>
  %c = memref.cast %s : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
  return %c : memref<?xf32, strided<[1], offset: ?>>
}
func.func @while(%m: memref<2xf32>, %n: i32) -> memref<2xf32> {
  %r:2 = scf.while (%x = %m, %i = %n) : (memref<2xf32>, i32) -> (memref<2xf32>, i32) {
    %z = arith.constant 0 : i32
    %c = arith.cmpi sgt, %i, %z : i32
    scf.condition(%c) %x, %i : memref<2xf32>, i32
  } do {
  ^bb0(%y: memref<2xf32>, %j: i32):
    %one = arith.constant 1 : i32
    %k = arith.subi %j, %one : i32
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a, %k : memref<2xf32>, i32
  }
  return %r#0 : memref<2xf32>
}
func.func @nested(%c: i1, %d: i1) {
  %a = memref.alloc() : memref<2xf32>
  scf.if %c {
    %b = memref.alloc() : memref<2xf32>
    scf.if %d {
      memref.copy %a, %b : memref<2xf32> to memref<2xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @straight(%arg0: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @escape(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @arg(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branch(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc, %alloc : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %arg1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %arg1, %3 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %0#1 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %2 = arith.andi %1, %arg0 : i1
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %arg6 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc, %true : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<2xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %0#1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @priv(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %0:2 = scf.if %arg1 -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc, %alloc : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %arg0, %3 : memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %0#1 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %2 = arith.andi %1, %arg1 : i1
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: i1) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = call @priv(%alloc, %arg0) : (memref<2xf32>, i1) -> memref<2xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xindex>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<0xindex>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<2xf32> -> index
// CHECK-NEXT: memref.store %intptr, %alloc_0[%c0] : memref<2xindex>
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: memref.store %intptr_3, %alloc_0[%c1] : memref<2xindex>
// CHECK-NEXT: memref.store %true, %alloc_1[%c0] : memref<2xi1>
// CHECK-NEXT: memref.store %true, %alloc_1[%c1] : memref<2xi1>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT: %cast_4 = memref.cast %alloc_1 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_5 = memref.cast %alloc_2 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT: %alloc_6 = memref.alloc() : memref<2xi1>
// CHECK-NEXT: %alloc_7 = memref.alloc() : memref<0xi1>
// CHECK-NEXT: %cast_8 = memref.cast %alloc_6 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT: %cast_9 = memref.cast %alloc_7 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT: call @dealloc_helper(%cast, %cast_5, %cast_4, %cast_8, %cast_9) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT: %2 = memref.load %alloc_6[%c0] : memref<2xi1>
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3 = memref.load %alloc_6[%c1] : memref<2xi1>
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xindex>
// CHECK-NEXT: memref.dealloc %alloc_2 : memref<0xindex>
// CHECK-NEXT: memref.dealloc %alloc_1 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_6 : memref<2xi1>
// CHECK-NEXT: memref.dealloc %alloc_7 : memref<0xi1>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while(%arg0: memref<2xf32>, %arg1: i32) -> memref<2xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:3 = scf.while (%arg2 = %arg0, %arg3 = %arg1, %arg4 = %false) : (memref<2xf32>, i32, i1) -> (memref<2xf32>, i32, i1) {
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg3, %c0_i32 : i32
// CHECK-NEXT: scf.condition(%4) %arg2, %arg3, %arg4 : memref<2xf32>, i32, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: i32, %arg4: i1):
// CHECK-NEXT: %4 = arith.subi %arg3, %c1_i32 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.dealloc %base_buffer_1 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %alloc, %4, %true : memref<2xf32>, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#2 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %4 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %1 : memref<2xf32> -> index
// CHECK-NEXT: %2 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %3 = arith.andi %2, %0#2 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %base_buffer : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
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
