// finalize-memref-to-llvm: alloc/alloca/dealloc, load/store address arithmetic, dim, rank.
// RUN: irlite-opt %s --finalize-memref-to-llvm | FileCheck %s
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (dead casts mlir-opt leaves behind dropped).

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc_dynamic(
// CHECK-SAME: %arg0: index) -> memref<4x?xf32> {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V1:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V3:.*]] = llvm.mul %[[V0]], %[[V1]] : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V5:.*]] = llvm.getelementptr %[[V4]][%[[V3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V6:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V7:.*]] = llvm.call @malloc(%[[V6]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V7]], %[[V8]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V7]], %[[V9]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V11]], %[[V10]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V1]], %[[V12]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V0]], %[[V13]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V0]], %[[V14]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V2]], %[[V15]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = builtin.unrealized_conversion_cast %[[V16]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// CHECK-NEXT: return %[[V17]] : memref<4x?xf32>
// CHECK-LABEL: func.func @alloc_aligned(
// CHECK-SAME: ) -> memref<4xf32> {
// CHECK: %[[V0:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V3:.*]] = llvm.getelementptr %[[V2]][%[[V0]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V4:.*]] = llvm.ptrtoint %[[V3]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V5:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %[[V6:.*]] = llvm.add %[[V4]], %[[V5]] : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.call @malloc(%[[V6]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V8:.*]] = llvm.ptrtoint %[[V7]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V9:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V10:.*]] = llvm.sub %[[V5]], %[[V9]] : i64
// CHECK-NEXT: %[[V11:.*]] = llvm.add %[[V8]], %[[V10]] : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.urem %[[V11]], %[[V5]]  : i64
// CHECK-NEXT: %[[V13:.*]] = llvm.sub %[[V11]], %[[V12]] : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.inttoptr %[[V13]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[V15:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V7]], %[[V15]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = llvm.insertvalue %[[V14]], %[[V16]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V19:.*]] = llvm.insertvalue %[[V18]], %[[V17]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V20:.*]] = llvm.insertvalue %[[V0]], %[[V19]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V21:.*]] = llvm.insertvalue %[[V1]], %[[V20]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V22:.*]] = builtin.unrealized_conversion_cast %[[V21]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT: return %[[V22]] : memref<4xf32>
// CHECK-LABEL: func.func @alloc_vector(
// CHECK-SAME: ) -> memref<2xvector<4xf32>> {
// CHECK: %[[V0:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V3:.*]] = llvm.getelementptr %[[V2]][%[[V0]]] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %[[V4:.*]] = llvm.ptrtoint %[[V3]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V5:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V6:.*]] = llvm.getelementptr %[[V5]][1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %[[V7:.*]] = llvm.ptrtoint %[[V6]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V8:.*]] = llvm.add %[[V4]], %[[V7]] : i64
// CHECK-NEXT: %[[V9:.*]] = llvm.call @malloc(%[[V8]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V10:.*]] = llvm.ptrtoint %[[V9]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.sub %[[V7]], %[[V11]] : i64
// CHECK-NEXT: %[[V13:.*]] = llvm.add %[[V10]], %[[V12]] : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.urem %[[V13]], %[[V7]]  : i64
// CHECK-NEXT: %[[V15:.*]] = llvm.sub %[[V13]], %[[V14]] : i64
// CHECK-NEXT: %[[V16:.*]] = llvm.inttoptr %[[V15]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[V17:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = llvm.insertvalue %[[V9]], %[[V17]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V19:.*]] = llvm.insertvalue %[[V16]], %[[V18]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V20:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V21:.*]] = llvm.insertvalue %[[V20]], %[[V19]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V22:.*]] = llvm.insertvalue %[[V0]], %[[V21]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V23:.*]] = llvm.insertvalue %[[V1]], %[[V22]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V24:.*]] = builtin.unrealized_conversion_cast %[[V23]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xvector<4xf32>>
// CHECK-NEXT: return %[[V24]] : memref<2xvector<4xf32>>
// CHECK-LABEL: func.func @alloca(
// CHECK-SAME: %arg0: index) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.alloca %[[V0]] x i64 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.insertvalue %[[V2]], %[[V3]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.insertvalue %[[V2]], %[[V4]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.insertvalue %[[V6]], %[[V5]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.insertvalue %[[V0]], %[[V7]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V1]], %[[V8]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V13:.*]] = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %[[V14:.*]] = llvm.alloca %[[V13]] x f64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V15:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V14]], %[[V15]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = llvm.insertvalue %[[V14]], %[[V16]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V19:.*]] = llvm.insertvalue %[[V18]], %[[V17]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V20:.*]] = llvm.insertvalue %[[V10]], %[[V19]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V21:.*]] = llvm.insertvalue %[[V11]], %[[V20]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V22:.*]] = llvm.insertvalue %[[V11]], %[[V21]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V23:.*]] = llvm.insertvalue %[[V12]], %[[V22]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V24:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V25:.*]] = llvm.alloca %[[V24]] x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V26:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V27:.*]] = llvm.insertvalue %[[V25]], %[[V26]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V28:.*]] = llvm.insertvalue %[[V25]], %[[V27]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V29:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V30:.*]] = llvm.insertvalue %[[V29]], %[[V28]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @dealloc(
// CHECK-SAME: %arg0: memref<?xf32>) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%[[V1]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @load_store(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: memref<4x?xf32>, %arg2: index, %arg3: index, %arg4: memref<f32>) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg4 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[V3:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[V4:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.extractvalue %[[V4]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.getelementptr %[[V5]][%[[V3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> f32
// CHECK-NEXT: %[[V8:.*]] = llvm.extractvalue %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.extractvalue %[[V2]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.mul %[[V3]], %[[V9]] : i64
// CHECK-NEXT: %[[V11:.*]] = llvm.add %[[V10]], %[[V1]] : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.getelementptr %[[V8]][%[[V11]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V13:.*]] = llvm.load %[[V12]] : !llvm.ptr -> f32
// CHECK-NEXT: %[[V14:.*]] = llvm.extractvalue %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.extractvalue %[[V2]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.mul %[[V3]], %[[V15]] : i64
// CHECK-NEXT: %[[V17:.*]] = llvm.add %[[V16]], %[[V1]] : i64
// CHECK-NEXT: %[[V18:.*]] = llvm.getelementptr %[[V14]][%[[V17]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[V7]], %[[V18]] : f32, !llvm.ptr
// CHECK-NEXT: %[[V19:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V20:.*]] = llvm.load %[[V19]] : !llvm.ptr -> f32
// CHECK-NEXT: %[[V21:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.store %[[V20]], %[[V21]] : f32, !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @strided(
// CHECK-SAME: %arg0: memref<4x8xf32>, %arg1: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg2: index, %arg3: index) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[V3:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[V3]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %[[V6:.*]] = llvm.mul %[[V2]], %[[V5]] : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.add %[[V6]], %[[V1]] : i64
// CHECK-NEXT: %[[V8:.*]] = llvm.getelementptr %[[V4]][%[[V7]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V9:.*]] = llvm.load %[[V8]] : !llvm.ptr -> f32
// CHECK-NEXT: %[[V10:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V12:.*]] = llvm.getelementptr %[[V10]][%[[V11]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V13:.*]] = llvm.extractvalue %[[V0]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.mul %[[V2]], %[[V13]] : i64
// CHECK-NEXT: %[[V15:.*]] = llvm.extractvalue %[[V0]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.mul %[[V1]], %[[V15]] : i64
// CHECK-NEXT: %[[V17:.*]] = llvm.add %[[V14]], %[[V16]] : i64
// CHECK-NEXT: %[[V18:.*]] = llvm.getelementptr %[[V12]][%[[V17]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %[[V9]], %[[V18]] : f32, !llvm.ptr
// CHECK-NEXT: %[[V19:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V20:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V21:.*]] = llvm.getelementptr %[[V19]][%[[V20]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V22:.*]] = llvm.extractvalue %[[V0]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V23:.*]] = llvm.mul %[[V2]], %[[V22]] : i64
// CHECK-NEXT: %[[V24:.*]] = llvm.extractvalue %[[V0]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V25:.*]] = llvm.mul %[[V1]], %[[V24]] : i64
// CHECK-NEXT: %[[V26:.*]] = llvm.add %[[V23]], %[[V25]] : i64
// CHECK-NEXT: %[[V27:.*]] = llvm.getelementptr %[[V21]][%[[V26]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V28:.*]] = llvm.load %[[V27]] {nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @static_offset(
// CHECK-SAME: %arg0: memref<4xf32, strided<[2], offset: 3>>, %arg1: index) -> f32 {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4xf32, strided<[2], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.getelementptr %[[V2]][%[[V3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V5:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V6:.*]] = llvm.mul %[[V0]], %[[V5]] : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.getelementptr %[[V4]][%[[V6]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V8:.*]] = llvm.load %[[V7]] : !llvm.ptr -> f32
// CHECK-NEXT: return %[[V8]] : f32
// CHECK-LABEL: func.func @dim_rank(
// CHECK-SAME: %arg0: memref<4x?xf32>, %arg1: index) -> (index, index, index, index) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[VC0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[VC1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i64 to index
// CHECK-NEXT: %[[V4:.*]] = llvm.extractvalue %[[V1]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V5:.*]] = builtin.unrealized_conversion_cast %[[V4]] : i64 to index
// CHECK-NEXT: %[[V6:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.extractvalue %[[V1]][3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.alloca %[[V6]] x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V7]], %[[V8]] : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %[[V9:.*]] = llvm.getelementptr %[[V8]][0, %[[V0]]] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %[[V10:.*]] = llvm.load %[[V9]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[V11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : i64 to index
// CHECK-NEXT: %[[V12:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V13:.*]] = builtin.unrealized_conversion_cast %[[V12]] : i64 to index
// CHECK-NEXT: return %[[V3]], %[[V5]], %[[V11]], %[[V13]] : index, index, index, index
// CHECK-LABEL: func.func @alloc_empty(
// CHECK-SAME: %arg0: index) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V1:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V5:.*]] = llvm.getelementptr %[[V4]][%[[V2]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V6:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V7:.*]] = llvm.call @malloc(%[[V6]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V7]], %[[V8]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V7]], %[[V9]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V11]], %[[V10]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V1]], %[[V12]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V2]], %[[V13]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V2]], %[[V14]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V3]], %[[V15]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V18:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V19:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[V20:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V21:.*]] = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %[[V22:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V23:.*]] = llvm.getelementptr %[[V22]][%[[V21]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V24:.*]] = llvm.ptrtoint %[[V23]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V25:.*]] = llvm.call @malloc(%[[V24]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V26:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V27:.*]] = llvm.insertvalue %[[V25]], %[[V26]][0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V28:.*]] = llvm.insertvalue %[[V25]], %[[V27]][1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V29:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V30:.*]] = llvm.insertvalue %[[V29]], %[[V28]][2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V31:.*]] = llvm.insertvalue %[[V17]], %[[V30]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V32:.*]] = llvm.insertvalue %[[V18]], %[[V31]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V33:.*]] = llvm.insertvalue %[[V19]], %[[V32]][3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V34:.*]] = llvm.insertvalue %[[V19]], %[[V33]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V35:.*]] = llvm.insertvalue %[[V19]], %[[V34]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V36:.*]] = llvm.insertvalue %[[V20]], %[[V35]][4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %[[V37:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V38:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V39:.*]] = llvm.alloca %[[V0]] x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V40:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V41:.*]] = llvm.insertvalue %[[V39]], %[[V40]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V42:.*]] = llvm.insertvalue %[[V39]], %[[V41]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V43:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V44:.*]] = llvm.insertvalue %[[V43]], %[[V42]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V45:.*]] = llvm.insertvalue %[[V37]], %[[V44]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V46:.*]] = llvm.insertvalue %[[V0]], %[[V45]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V47:.*]] = llvm.insertvalue %[[V0]], %[[V46]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V48:.*]] = llvm.insertvalue %[[V38]], %[[V47]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @scalar_types(
// CHECK-SAME: %arg0: memref<index>, %arg1: memref<2xi1>, %arg2: memref<4xvector<4xf32>>, %arg3: index) -> (index, i1, vector<4xf32>) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg2 : memref<4xvector<4xf32>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<2xi1> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[V3:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<index> to !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[V3]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V5:.*]] = llvm.load %[[V4]] : !llvm.ptr -> i64
// CHECK-NEXT: %[[V6:.*]] = builtin.unrealized_conversion_cast %[[V5]] : i64 to index
// CHECK-NEXT: %[[V7:.*]] = llvm.extractvalue %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.getelementptr %[[V7]][%[[V1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i1
// CHECK-NEXT: %[[V9:.*]] = llvm.load %[[V8]] : !llvm.ptr -> i1
// CHECK-NEXT: %[[V10:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V11:.*]] = llvm.getelementptr %[[V10]][%[[V1]]] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %[[V12:.*]] = llvm.load %[[V11]] : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: return %[[V6]], %[[V9]], %[[V12]] : index, i1, vector<4xf32>

func.func @alloc_dynamic(%n: index) -> memref<4x?xf32> {
  %a = memref.alloc(%n) : memref<4x?xf32>
  return %a : memref<4x?xf32>
}

func.func @alloc_aligned() -> memref<4xf32> {
  %a = memref.alloc() {alignment = 32} : memref<4xf32>
  return %a : memref<4xf32>
}

func.func @alloc_vector() -> memref<2xvector<4xf32>> {
  %a = memref.alloc() : memref<2xvector<4xf32>>
  return %a : memref<2xvector<4xf32>>
}

func.func @alloca(%n: index) {
  %a = memref.alloca(%n) : memref<?xi64>
  %b = memref.alloca() {alignment = 16} : memref<2x3xf64>
  %c = memref.alloca() : memref<f32>
  return
}

func.func @dealloc(%a: memref<?xf32>) {
  memref.dealloc %a : memref<?xf32>
  return
}

func.func @load_store(%a: memref<?xf32>, %b: memref<4x?xf32>, %i: index, %j: index, %s: memref<f32>) {
  %v = memref.load %a[%i] : memref<?xf32>
  %w = memref.load %b[%i, %j] : memref<4x?xf32>
  memref.store %v, %b[%i, %j] : memref<4x?xf32>
  %x = memref.load %s[] : memref<f32>
  memref.store %x, %s[] : memref<f32>
  return
}

func.func @strided(%b: memref<4x8xf32>, %c: memref<4x8xf32, strided<[?, ?], offset: ?>>, %i: index, %j: index) {
  %w = memref.load %b[%i, %j] : memref<4x8xf32>
  memref.store %w, %c[%i, %j] : memref<4x8xf32, strided<[?, ?], offset: ?>>
  %d = memref.load %c[%i, %j] {nontemporal = true} : memref<4x8xf32, strided<[?, ?], offset: ?>>
  return
}

func.func @static_offset(%c: memref<4xf32, strided<[2], offset: 3>>, %i: index) -> f32 {
  %v = memref.load %c[%i] : memref<4xf32, strided<[2], offset: 3>>
  return %v : f32
}

func.func @dim_rank(%a: memref<4x?xf32>, %i: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %d2 = memref.dim %a, %i : memref<4x?xf32>
  %r = memref.rank %a : memref<4x?xf32>
  return %d0, %d1, %d2, %r : index, index, index, index
}

func.func @alloc_empty(%n: index) {
  %a = memref.alloc() : memref<0x4xf32>
  %b = memref.alloc() : memref<2x0x3xf32>
  %c = memref.alloca(%n) : memref<0x?xf32>
  return
}

func.func @scalar_types(%a: memref<index>, %b: memref<2xi1>, %c: memref<4xvector<4xf32>>, %i: index) -> (index, i1, vector<4xf32>) {
  %x = memref.load %a[] : memref<index>
  %y = memref.load %b[%i] : memref<2xi1>
  %z = memref.load %c[%i] : memref<4xvector<4xf32>>
  return %x, %y, %z : index, i1, vector<4xf32>
}
