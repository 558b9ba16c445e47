// RUN: irlite-opt %s --split-input-file --finalize-memref-to-llvm | FileCheck %s
// RUN: irlite-opt %s --split-input-file --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM
//
// memref.extract_strided_metadata lowered as mlir-opt 19 does
// (`mlir-opt --split-input-file --finalize-memref-to-llvm` gives the CHECK lines):
// first the op's in-place fold replaces the uses of statically known offset,
// sizes and strides with `arith.constant`s, then the base buffer becomes a rank-0
// descriptor around the source's pointers and the other results are
// `llvm.extractvalue`s of the source descriptor (emitted even when unused).
// Under convert-to-llvm the fold's constants stay arith.constant behind casts, as in
// mlir-opt 19 (the op's fold creates them out of the conversion driver's sight).

// CHECK-LABEL: func.func @static(
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[C8B:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[B:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    %[[I0:.*]] = llvm.insertvalue %[[A]], %[[U]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    %[[I1:.*]] = llvm.insertvalue %[[B]], %[[I0]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %[[I2:.*]] = llvm.insertvalue %[[Z]], %[[I1]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[BASE:.*]] = builtin.unrealized_conversion_cast %[[I2]] : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT:    return %[[BASE]], %[[C0]], %[[C4]], %[[C8]], %[[C8B]], %[[C1]] : memref<f32>, index, index, index, index, index
// LLVM-LABEL: llvm.func @static(
// LLVM-NOT:     memref.
// LLVM:         %[[C0:.*]] = arith.constant 0 : index
// LLVM-NEXT:    builtin.unrealized_conversion_cast %[[C0]] : index to i64
// LLVM:         %[[C1:.*]] = arith.constant 1 : index
// LLVM-NEXT:    builtin.unrealized_conversion_cast %[[C1]] : index to i64
// LLVM-NOT:     memref.
// LLVM:         llvm.return
func.func @static(%m: memref<4x8xf32>) -> (memref<f32>, index, index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// -----

// Dynamic metadata: the extracted fields, cast back to index; a memory space
// carries over to the base buffer's pointers.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[A:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[B:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:    %[[I0:.*]] = llvm.insertvalue %[[A]], %[[U]][0] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:    %[[I1:.*]] = llvm.insertvalue %[[B]], %[[I0]][1] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:    %[[Z:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %[[I2:.*]] = llvm.insertvalue %[[Z]], %[[I1]][2] : !llvm.struct<(ptr<3>, ptr<3>, i64)>
// CHECK-NEXT:    %[[OFF:.*]] = llvm.extractvalue %[[D]][2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[S1:.*]] = llvm.extractvalue %[[D]][4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:    %[[BASE:.*]] = builtin.unrealized_conversion_cast %[[I2]] : !llvm.struct<(ptr<3>, ptr<3>, i64)> to memref<f32, 3>
// CHECK-NEXT:    %[[OFFI:.*]] = builtin.unrealized_conversion_cast %[[OFF]] : i64 to index
// CHECK-NEXT:    %[[S1I:.*]] = builtin.unrealized_conversion_cast %[[S1]] : i64 to index
// CHECK-NEXT:    return %[[BASE]], %[[OFFI]], %[[S1I]] : memref<f32, 3>, index, index
// LLVM-LABEL: llvm.func @dynamic(
// LLVM-NOT:     memref.
// LLVM-NOT:     builtin.unrealized_conversion_cast
// LLVM:         llvm.return
func.func @dynamic(%m: memref<?x?xf32, strided<[?, ?], offset: ?>, 3>) -> (memref<f32, 3>, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>, 3> -> memref<f32, 3>, index, index, index, index, index
  return %base, %offset, %strides#1 : memref<f32, 3>, index, index
}

// -----

// Rank 0: a base buffer and an offset only.
// CHECK-LABEL: func.func @rank0(
// CHECK-NEXT:    %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<i64> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    llvm.extractvalue %[[D]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    llvm.extractvalue %[[D]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    llvm.insertvalue
// CHECK-NEXT:    llvm.insertvalue
// CHECK-NEXT:    llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:    %[[I2:.*]] = llvm.insertvalue
// CHECK-NEXT:    llvm.extractvalue %[[D]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT:    %[[BASE:.*]] = builtin.unrealized_conversion_cast %[[I2]] : !llvm.struct<(ptr, ptr, i64)> to memref<i64>
// CHECK-NEXT:    return %[[BASE]], %[[C0]] : memref<i64>, index
func.func @rank0(%m: memref<i64>) -> (memref<i64>, index) {
  %base, %offset = memref.extract_strided_metadata %m : memref<i64> -> memref<i64>, index
  return %base, %offset : memref<i64>, index
}

// -----

// Only results with uses get a constant (here one size).
// CHECK-LABEL: func.func @unused(
// CHECK-NEXT:    builtin.unrealized_conversion_cast %arg0
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NOT:     arith.constant
// CHECK:         llvm.extractvalue %{{.*}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:    return %[[C2]] : index
func.func @unused(%m: memref<2xf32>) -> index {
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
  return %sizes : index
}
