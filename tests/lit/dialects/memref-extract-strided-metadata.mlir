// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s
// CHECK lines are mlir-opt 19's output for this file: result groups named as MLIR's
// getAsmResultNames gives them (a name on the first value of each variadic group).

func.func @f(%m: memref<4x?xf32>, %s: memref<f32, 1>, %v: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index) -> index {
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %o2 = memref.extract_strided_metadata %s : memref<f32, 1> -> memref<f32, 1>, index
  %r:6 = memref.extract_strided_metadata %v : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %b3, %o3 = memref.extract_strided_metadata %b2 : memref<f32, 1> -> memref<f32, 1>, index {tag}
  %x = arith.addi %sz#1, %st#0 : index
  %y = arith.addi %r#3, %r#5 : index
  %z = arith.addi %x, %y : index
  %w = arith.addi %z, %o2 : index
  %l = memref.load %b[] : memref<f32>
  return %w : index
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4x?xf32>, %arg1: memref<f32, 1>, %arg2: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg3: index) -> index {
// CHECK-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f32, 1> -> memref<f32, 1>, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4:2, %strides_5:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT:     %base_buffer_6, %offset_7 = memref.extract_strided_metadata %base_buffer_0 : memref<f32, 1> -> memref<f32, 1>, index {tag}
// CHECK-NEXT:     %0 = arith.addi %sizes#1, %strides#0 : index
// CHECK-NEXT:     %1 = arith.addi %sizes_4#1, %strides_5#1 : index
// CHECK-NEXT:     %2 = arith.addi %0, %1 : index
// CHECK-NEXT:     %3 = arith.addi %2, %offset_1 : index
// CHECK-NEXT:     %4 = memref.load %base_buffer[] : memref<f32>
// CHECK-NEXT:     return %3 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
