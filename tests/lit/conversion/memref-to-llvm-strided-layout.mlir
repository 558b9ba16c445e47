// RUN: irlite-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// RUN: irlite-opt %s --split-input-file --convert-to-llvm | FileCheck %s --check-prefix=LLVM
//
// Regressions of the memref lowering, checked against mlir-opt 19's output for the
// same passes: memrefs whose layout is a strided affine_map convert (the type
// converter and the lowering share one strides_and_offset), and folding during the
// conversion never looks at an op the conversion already erased.

// CHECK-LABEL: func.func @affine_layout(
// CHECK-SAME: %[[M:.*]]: memref<4x4xf32, #map>, %[[I:.*]]: index) -> f32 {
// CHECK-NEXT: %[[II:.*]] = builtin.unrealized_conversion_cast %[[I]] : index to i64
// CHECK-NEXT: %[[D:.*]] = builtin.unrealized_conversion_cast %[[M]] : memref<4x4xf32, #map> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[P:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[OFF:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[B:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[S:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[X:.*]] = llvm.mul %[[II]], %[[S]] : i64
// CHECK-NEXT: %[[Y:.*]] = llvm.add %[[X]], %[[II]] : i64
// CHECK-NEXT: %[[E:.*]] = llvm.getelementptr %[[B]][%[[Y]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V:.*]] = llvm.load %[[E]] : !llvm.ptr -> f32
// CHECK-NEXT: return %[[V]] : f32

// The function signature expands the descriptor of an affine-map layout too.
// LLVM-LABEL: llvm.func @affine_layout(
// LLVM-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> f32
func.func @affine_layout(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>, %i: index) -> f32 {
  %v = memref.load %m[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>
  return %v : f32
}

// -----

// A symbolic stride: strides [?, 1].
// LLVM-LABEL: llvm.func @symbolic_stride(
// LLVM-SAME: -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
func.func @symbolic_stride(%m: memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>) -> memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>> {
  return %m : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
}

// -----

// memref.dim of a memref.alloc lowered first: the folder must not see the erased
// alloc (it used to crash with an IndexError); MLIR folds to %n, irlite lowers the dim.
// CHECK-LABEL: func.func @dim_of_lowered_alloc(
// CHECK-NOT: memref.
// CHECK: return %{{.*}} : index
func.func @dim_of_lowered_alloc(%n: index) -> index {
  %a = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?xf32>
  return %d : index
}
