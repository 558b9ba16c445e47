// RUN: irlite-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// Ownership-based buffer deallocation over unstructured control flow without loops:
// cf.cond_br (one dealloc per successor under the branch condition, a select of the
// ownerships both retain), cf.br with forwarded memrefs and their i1 ownerships, blocks in
// dominance order. CHECK lines: mlir-opt 19's output on this file.

func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
func.func @diamond(%c: i1, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  cf.cond_br %c, ^bb1(%a : memref<?xf32>), ^bb2
^bb1(%x: memref<?xf32>):
  %b = memref.alloc(%n) : memref<?xf32>
  memref.copy %x, %b : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%b : memref<?xf32>)
^bb2:
  cf.br ^bb3(%a : memref<?xf32>)
^bb3(%y: memref<?xf32>):
  return %y : memref<?xf32>
}
func.func @seq(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  cf.br ^bb1
^bb1:
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT: %1 = arith.andi %false_0, %arg0 : i1
// CHECK-NEXT: %2:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%0, %1) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %3 = arith.xori %true, %arg0 : i1
// CHECK-NEXT: %4 = arith.andi %false, %3 : i1
// CHECK-NEXT: %true_5 = arith.constant true
// CHECK-NEXT: %5 = arith.xori %true_5, %arg0 : i1
// CHECK-NEXT: %6 = arith.andi %false_0, %5 : i1
// CHECK-NEXT: %7:2 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%4, %6) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %8 = arith.select %arg0, %2#0, %7#0 : i1
// CHECK-NEXT: %9 = arith.select %arg0, %2#1, %7#1 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %10:2 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%8, %9) retain (%arg1, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%arg1, %10#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %true_14 = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %arg1, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_23, %offset_24, %sizes_25, %strides_26 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %11:2 = bufferization.dealloc (%base_buffer_15, %base_buffer_19, %base_buffer_23 : memref<f32>, memref<f32>, memref<f32>) if (%8, %9, %true_14) retain (%alloc, %arg2 : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc, %11#0 : memref<2xf32>, i1)
// CHECK-NEXT: ^bb3(%12: memref<2xf32>, %13: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %12, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %base_buffer_27, %offset_28, %sizes_29, %strides_30 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_31, %offset_32, %sizes_33, %strides_34 = memref.extract_strided_metadata %12 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_27, %base_buffer_31 : memref<f32>, memref<f32>) if (%9, %13)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @diamond(%arg0: i1, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = arith.andi %true, %arg0 : i1
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %2 = arith.xori %true_0, %arg0 : i1
// CHECK-NEXT: %3 = arith.andi %true, %2 : i1
// CHECK-NEXT: %4 = bufferization.dealloc (%base_buffer : memref<f32>) if (%3) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: %5 = arith.select %arg0, %1, %4 : i1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%alloc, %1 : memref<?xf32>, i1), ^bb2
// CHECK-NEXT: ^bb1(%6: memref<?xf32>, %7: i1):  // pred: ^bb0
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: memref.copy %6, %alloc_2 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %6 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %alloc_2 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %8 = bufferization.dealloc (%base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>) if (%7, %true_1) retain (%alloc_2 : memref<?xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc_2, %8 : memref<?xf32>, i1)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %9 = bufferization.dealloc (%base_buffer_11 : memref<f32>) if (%5) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: cf.br ^bb3(%alloc, %9 : memref<?xf32>, i1)
// CHECK-NEXT: ^bb3(%10: memref<?xf32>, %11: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %12 = scf.if %11 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %10 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %14 = bufferization.clone %10 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %14 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true_15 = arith.constant true
// CHECK-NEXT: %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %10 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %12 : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %13 = bufferization.dealloc (%base_buffer_16, %base_buffer_20 : memref<f32>, memref<f32>) if (%11, %true_15) retain (%12 : memref<?xf32>)
// CHECK-NEXT: return %12 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @seq(%arg0: index) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%alloc : memref<?xf32>)
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%0)
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
