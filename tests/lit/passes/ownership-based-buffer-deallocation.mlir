// RUN: irlite-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: irlite-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership=true | FileCheck %s --check-prefix=DYN
// Ownership-based buffer deallocation over straight-line code, escaping allocations,
// function arguments, scf.if/scf.for/scf.while with memref results and iter_args, views
// and allocas, calls of a private function (with and without dynamic ownership), and
// nested regions. CHECK and DYN lines: mlir-opt 19's output on this file.

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
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @escape(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @arg(%arg0: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.if %false -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %2 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<2xf32>)
// CHECK-NEXT: return %0 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branch(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT: scf.yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @priv(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:2 = scf.if %arg1 -> (memref<2xf32>, i1) {
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: %3 = bufferization.dealloc retain (%arg0 : memref<2xf32>)
// CHECK-NEXT: scf.yield %arg0, %3 : memref<2xf32>, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(%arg0: i1) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %0 = call @priv(%alloc, %arg0) : (memref<2xf32>, i1) -> memref<2xf32>
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<2xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true_0)
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @views(%arg0: index) -> memref<?xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%cast : memref<?xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while(%arg0: memref<2xf32>, %arg1: i32) -> memref<2xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %0:3 = scf.while (%arg2 = %arg0, %arg3 = %arg1, %arg4 = %false) : (memref<2xf32>, i32, i1) -> (memref<2xf32>, i32, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg3, %c0_i32 : i32
// CHECK-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg4) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT: scf.condition(%3) %arg2, %arg3, %4 : memref<2xf32>, i32, i1
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: i32, %arg4: i1):
// CHECK-NEXT: %true_9 = arith.constant true
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %3 = arith.subi %arg3, %c1_i32 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg4, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT: scf.yield %alloc, %3, %4 : memref<2xf32>, i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %0#2 -> (memref<2xf32>) {
// CHECK-NEXT: scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: scf.yield %3 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#2, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT: return %1 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %false_2 = arith.constant false
// CHECK-NEXT: %alloc_3 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %false_8 = arith.constant false
// CHECK-NEXT: %false_9 = arith.constant false
// CHECK-NEXT: memref.copy %alloc, %alloc_3 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc_3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%true_1)
// CHECK-NEXT: }
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return
// CHECK-NEXT: }

// DYN-LABEL: func.func @straight(%arg0: index) -> f32 {
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %c0 = arith.constant 0 : index
// DYN-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// DYN-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// DYN-NEXT: return %0 : f32
// DYN-NEXT: }
// DYN-LABEL: func.func @escape(%arg0: index) -> memref<?xf32> {
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<?xf32>)
// DYN-NEXT: return %alloc : memref<?xf32>
// DYN-NEXT: }
// DYN-LABEL: func.func @arg(%arg0: memref<2xf32>) -> memref<2xf32> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %0 = scf.if %false -> (memref<2xf32>) {
// DYN-NEXT: scf.yield %arg0 : memref<2xf32>
// DYN-NEXT: } else {
// DYN-NEXT: %2 = bufferization.clone %arg0 : memref<2xf32> to memref<2xf32>
// DYN-NEXT: scf.yield %2 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<2xf32>)
// DYN-NEXT: return %0 : memref<2xf32>
// DYN-NEXT: }
// DYN-LABEL: func.func @branch(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
// DYN-NEXT: %true_9 = arith.constant true
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// DYN-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// DYN-NEXT: } else {
// DYN-NEXT: %false_9 = arith.constant false
// DYN-NEXT: %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// DYN-NEXT: scf.yield %arg1, %3 : memref<2xf32>, i1
// DYN-NEXT: }
// DYN-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// DYN-NEXT: scf.yield %0#0 : memref<2xf32>
// DYN-NEXT: } else {
// DYN-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// DYN-NEXT: scf.yield %3 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// DYN-NEXT: return %1 : memref<2xf32>
// DYN-NEXT: }
// DYN-LABEL: func.func @loop(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// DYN-NEXT: %true_9 = arith.constant true
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// DYN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
// DYN-NEXT: scf.yield %alloc, %3 : memref<2xf32>, i1
// DYN-NEXT: }
// DYN-NEXT: %1 = scf.if %0#1 -> (memref<2xf32>) {
// DYN-NEXT: scf.yield %0#0 : memref<2xf32>
// DYN-NEXT: } else {
// DYN-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// DYN-NEXT: scf.yield %3 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// DYN-NEXT: return %1 : memref<2xf32>
// DYN-NEXT: }
// DYN-LABEL: func.func private @priv(%arg0: memref<2xf32>, %arg1: i1) -> (memref<2xf32>, i1) {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %0:2 = scf.if %arg1 -> (memref<2xf32>, i1) {
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %2 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// DYN-NEXT: scf.yield %alloc, %2 : memref<2xf32>, i1
// DYN-NEXT: } else {
// DYN-NEXT: %false_5 = arith.constant false
// DYN-NEXT: %2 = bufferization.dealloc retain (%arg0 : memref<2xf32>)
// DYN-NEXT: scf.yield %arg0, %2 : memref<2xf32>, i1
// DYN-NEXT: }
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %0#1) retain (%0#0 : memref<2xf32>)
// DYN-NEXT: return %0#0, %1 : memref<2xf32>, i1
// DYN-NEXT: }
// DYN-LABEL: func.func @caller(%arg0: i1) -> f32 {
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %c0 = arith.constant 0 : index
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: %0:2 = call @priv(%alloc, %arg0) : (memref<2xf32>, i1) -> (memref<2xf32>, i1)
// DYN-NEXT: %1 = memref.load %0#0[%c0] : memref<2xf32>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%true, %0#1)
// DYN-NEXT: return %1 : f32
// DYN-NEXT: }
// DYN-LABEL: func.func @views(%arg0: index) -> memref<?xf32, strided<[1], offset: ?>> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// DYN-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
// DYN-NEXT: %alloca = memref.alloca() : memref<4xf32>
// DYN-NEXT: %cast = memref.cast %subview : memref<2xf32, strided<[1], offset: 1>> to memref<?xf32, strided<[1], offset: ?>>
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%cast : memref<?xf32, strided<[1], offset: ?>>)
// DYN-NEXT: return %cast : memref<?xf32, strided<[1], offset: ?>>
// DYN-NEXT: }
// DYN-LABEL: func.func @while(%arg0: memref<2xf32>, %arg1: i32) -> memref<2xf32> {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %0:3 = scf.while (%arg2 = %arg0, %arg3 = %arg1, %arg4 = %false) : (memref<2xf32>, i32, i1) -> (memref<2xf32>, i32, i1) {
// DYN-NEXT: %c0_i32 = arith.constant 0 : i32
// DYN-NEXT: %3 = arith.cmpi sgt, %arg3, %c0_i32 : i32
// DYN-NEXT: %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %4 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg4) retain (%arg2 : memref<2xf32>)
// DYN-NEXT: scf.condition(%3) %arg2, %arg3, %4 : memref<2xf32>, i32, i1
// DYN-NEXT: } do {
// DYN-NEXT: ^bb0(%arg2: memref<2xf32>, %arg3: i32, %arg4: i1):
// DYN-NEXT: %true_9 = arith.constant true
// DYN-NEXT: %c1_i32 = arith.constant 1 : i32
// DYN-NEXT: %3 = arith.subi %arg3, %c1_i32 : i32
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %4 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg4, %true_9) retain (%alloc : memref<2xf32>)
// DYN-NEXT: scf.yield %alloc, %3, %4 : memref<2xf32>, i32, i1
// DYN-NEXT: }
// DYN-NEXT: %1 = scf.if %0#2 -> (memref<2xf32>) {
// DYN-NEXT: scf.yield %0#0 : memref<2xf32>
// DYN-NEXT: } else {
// DYN-NEXT: %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// DYN-NEXT: scf.yield %3 : memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#2, %true) retain (%1 : memref<2xf32>)
// DYN-NEXT: return %1 : memref<2xf32>
// DYN-NEXT: }
// DYN-LABEL: func.func @nested(%arg0: i1, %arg1: i1) {
// DYN-NEXT: %false = arith.constant false
// DYN-NEXT: %true = arith.constant true
// DYN-NEXT: %alloc = memref.alloc() : memref<2xf32>
// DYN-NEXT: scf.if %arg0 {
// DYN-NEXT: %false_0 = arith.constant false
// DYN-NEXT: %true_1 = arith.constant true
// DYN-NEXT: %false_2 = arith.constant false
// DYN-NEXT: %alloc_3 = memref.alloc() : memref<2xf32>
// DYN-NEXT: scf.if %arg1 {
// DYN-NEXT: %false_8 = arith.constant false
// DYN-NEXT: %false_9 = arith.constant false
// DYN-NEXT: memref.copy %alloc, %alloc_3 : memref<2xf32> to memref<2xf32>
// DYN-NEXT: }
// DYN-NEXT: %base_buffer_4, %offset_5, %sizes_6, %strides_7 = memref.extract_strided_metadata %alloc_3 : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: bufferization.dealloc (%base_buffer_4 : memref<f32>) if (%true_1)
// DYN-NEXT: }
// DYN-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// DYN-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// DYN-NEXT: return
// DYN-NEXT: }
