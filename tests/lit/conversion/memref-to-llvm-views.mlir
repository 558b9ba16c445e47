// finalize-memref-to-llvm: descriptor-only ops (cast, reinterpret_cast, transpose, view, ...);
// collapse_shape/expand_shape/subview are left alone, as in MLIR 19.
// RUN: irlite-opt %s --finalize-memref-to-llvm | FileCheck %s
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (dead casts mlir-opt leaves behind dropped).

// CHECK-LABEL: func.func @cast(
// CHECK-SAME: %arg0: memref<4x?xf32>) -> memref<?x?xf32> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V1:.*]] = builtin.unrealized_conversion_cast %[[V0]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %[[V1]] : memref<?x?xf32>
// CHECK-LABEL: func.func @cast_unranked(
// CHECK-SAME: %arg0: memref<4x?xf32>) -> memref<*xf32> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.alloca %[[V1]] x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V0]], %[[V2]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V5:.*]] = llvm.insertvalue %[[V3]], %[[V4]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V6:.*]] = llvm.insertvalue %[[V2]], %[[V5]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V7:.*]] = builtin.unrealized_conversion_cast %[[V6]] : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: return %[[V7]] : memref<*xf32>
// CHECK-LABEL: func.func @reinterpret(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = llvm.extractvalue %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.insertvalue %[[V3]], %[[V2]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.insertvalue %[[V4]], %[[V5]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V7:.*]] = llvm.insertvalue %[[V0]], %[[V6]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.insertvalue %[[V0]], %[[V7]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V9]], %[[V8]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V11]], %[[V10]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V13]], %[[V12]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = builtin.unrealized_conversion_cast %[[V14]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: return %[[V15]] : memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-LABEL: func.func @reinterpret_static(
// CHECK-SAME: %arg0: memref<?xf32>) -> memref<2x2xf32, strided<[2, 1], offset: 1>> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V2:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.insertvalue %[[V2]], %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.insertvalue %[[V3]], %[[V4]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.insertvalue %[[V6]], %[[V5]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V8]], %[[V7]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V11:.*]] = llvm.insertvalue %[[V10]], %[[V9]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V12:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V12]], %[[V11]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V14]], %[[V13]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = builtin.unrealized_conversion_cast %[[V15]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x2xf32, strided<[2, 1], offset: 1>>
// CHECK-NEXT: return %[[V16]] : memref<2x2xf32, strided<[2, 1], offset: 1>>
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %arg0: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V2:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = llvm.insertvalue %[[V2]], %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.insertvalue %[[V4]], %[[V3]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V7:.*]] = llvm.insertvalue %[[V6]], %[[V5]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.extractvalue %[[V0]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V8]], %[[V7]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.extractvalue %[[V0]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.insertvalue %[[V10]], %[[V9]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V12:.*]] = llvm.extractvalue %[[V0]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V12]], %[[V11]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.extractvalue %[[V0]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V14]], %[[V13]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = builtin.unrealized_conversion_cast %[[V15]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: return %[[V16]] : memref<?x?xf32, strided<[1, ?]>>
// CHECK-LABEL: func.func @view(
// CHECK-SAME: %arg0: memref<2048xi8>, %arg1: index, %arg2: index) -> memref<?x4xf32> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.extractvalue %[[V2]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.insertvalue %[[V4]], %[[V3]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.extractvalue %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V7:.*]] = llvm.getelementptr %[[V6]][%[[V1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V5]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V9]], %[[V8]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V11]], %[[V10]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V13]], %[[V12]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V0]], %[[V14]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V17:.*]] = llvm.insertvalue %[[V16]], %[[V15]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = builtin.unrealized_conversion_cast %[[V17]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT: return %[[V18]] : memref<?x4xf32>
// CHECK-LABEL: func.func @view_dynamic(
// CHECK-SAME: %arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: index) -> memref<?x?xf32> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V3:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<2048xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.extractvalue %[[V3]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V7:.*]] = llvm.extractvalue %[[V3]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.getelementptr %[[V7]][%[[V2]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V8]], %[[V6]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V11:.*]] = llvm.insertvalue %[[V10]], %[[V9]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V0]], %[[V11]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V13]], %[[V12]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V1]], %[[V14]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.mul %[[V13]], %[[V0]] : i64
// CHECK-NEXT: %[[V17:.*]] = llvm.insertvalue %[[V16]], %[[V15]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = builtin.unrealized_conversion_cast %[[V17]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: return %[[V18]] : memref<?x?xf32>
// CHECK-LABEL: func.func @misc(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: index) -> index {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = llvm.ptrtoint %[[V2]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V4:.*]] = builtin.unrealized_conversion_cast %[[V3]] : i64 to index
// CHECK-NEXT: %[[V5:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.mlir.constant(15 : index) : i64
// CHECK-NEXT: %[[V8:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V9:.*]] = llvm.and %[[V8]], %[[V7]]  : i64
// CHECK-NEXT: %[[V10:.*]] = llvm.icmp "eq" %[[V9]], %[[V6]] : i64
// CHECK-NEXT: "llvm.intr.assume"(%[[V10]]) : (i1) -> ()
// CHECK-NEXT: %[[V11:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V12:.*]] = llvm.getelementptr %[[V11]][%[[V0]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.prefetch"(%[[V12]]) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %[[V13:.*]] = llvm.extractvalue %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.extractvalue %[[V1]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.extractvalue %[[V1]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = llvm.extractvalue %[[V1]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = llvm.addrspacecast %[[V13]] : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %[[V19:.*]] = llvm.addrspacecast %[[V14]] : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %[[V20:.*]] = llvm.mlir.undef : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V21:.*]] = llvm.insertvalue %[[V18]], %[[V20]][0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V22:.*]] = llvm.insertvalue %[[V19]], %[[V21]][1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V23:.*]] = llvm.insertvalue %[[V15]], %[[V22]][2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V24:.*]] = llvm.insertvalue %[[V16]], %[[V23]][3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V25:.*]] = llvm.insertvalue %[[V17]], %[[V24]][4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return %[[V4]] : index
// CHECK-LABEL: func.func @left_alone(
// CHECK-SAME: %arg0: memref<4x8xf32>) -> memref<32xf32> {
// CHECK: %[[VCOLLAPSE_SHAPE:.*]] = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x8xf32> into memref<32xf32>
// CHECK-NEXT: return %[[VCOLLAPSE_SHAPE]] : memref<32xf32>
// CHECK-LABEL: func.func @cast_to_ranked(
// CHECK-SAME: %arg0: memref<*xf32>) -> (memref<4xf32>, index) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V2:.*]] = llvm.load %[[V1]] : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: %[[V4:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V5:.*]] = builtin.unrealized_conversion_cast %[[V4]] : i64 to index
// CHECK-NEXT: return %[[V3]], %[[V5]] : memref<4xf32>, index

func.func @cast(%a: memref<4x?xf32>) -> memref<?x?xf32> {
  %b = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @cast_unranked(%a: memref<4x?xf32>) -> memref<*xf32> {
  %b = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  return %b : memref<*xf32>
}

func.func @reinterpret(%a: memref<?xf32>, %n: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %b = memref.reinterpret_cast %a to offset: [%n], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %b : memref<?x4xf32, strided<[4, 1], offset: ?>>
}

func.func @reinterpret_static(%a: memref<?xf32>) -> memref<2x2xf32, strided<[2, 1], offset: 1>> {
  %b = memref.reinterpret_cast %a to offset: [1], sizes: [2, 2], strides: [2, 1] : memref<?xf32> to memref<2x2xf32, strided<[2, 1], offset: 1>>
  return %b : memref<2x2xf32, strided<[2, 1], offset: 1>>
}

func.func @transpose(%a: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %b = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  return %b : memref<?x?xf32, strided<[1, ?]>>
}

func.func @view(%a: memref<2048xi8>, %s: index, %n: index) -> memref<?x4xf32> {
  %b = memref.view %a[%s][%n] : memref<2048xi8> to memref<?x4xf32>
  return %b : memref<?x4xf32>
}

func.func @view_dynamic(%a: memref<2048xi8>, %s: index, %m: index, %n: index) -> memref<?x?xf32> {
  %b = memref.view %a[%s][%m, %n] : memref<2048xi8> to memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @misc(%a: memref<?xf32>, %i: index) -> index {
  %p = memref.extract_aligned_pointer_as_index %a : memref<?xf32> -> index
  memref.assume_alignment %a, 16 : memref<?xf32>
  memref.prefetch %a[%i], read, locality<3>, data : memref<?xf32>
  %m = memref.memory_space_cast %a : memref<?xf32> to memref<?xf32, 1>
  return %p : index
}

func.func @left_alone(%a: memref<4x8xf32>) -> memref<32xf32> {
  %b = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  return %b : memref<32xf32>
}

func.func @cast_to_ranked(%u: memref<*xf32>) -> (memref<4xf32>, index) {
  %r = memref.cast %u : memref<*xf32> to memref<4xf32>
  %k = memref.rank %u : memref<*xf32>
  return %r, %k : memref<4xf32>, index
}
