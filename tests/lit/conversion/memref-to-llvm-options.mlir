// finalize-memref-to-llvm options: use-aligned-alloc, use-generic-functions, index-bitwidth.
// RUN: irlite-opt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: irlite-opt %s --finalize-memref-to-llvm=use-aligned-alloc | FileCheck %s --check-prefix=ALIGNED
// RUN: irlite-opt %s --finalize-memref-to-llvm=use-generic-functions | FileCheck %s --check-prefix=GENERIC
// RUN: irlite-opt %s --finalize-memref-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=IDX32
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (dead casts mlir-opt leaves behind dropped).

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @alloc(
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
// CHECK-NEXT: %[[V18:.*]] = llvm.extractvalue %[[V16]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%[[V18]]) : (!llvm.ptr) -> ()
// CHECK-NEXT: %[[V19:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[V20:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V21:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V22:.*]] = llvm.getelementptr %[[V21]][%[[V19]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %[[V23:.*]] = llvm.ptrtoint %[[V22]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V24:.*]] = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %[[V25:.*]] = llvm.add %[[V23]], %[[V24]] : i64
// CHECK-NEXT: %[[V26:.*]] = llvm.call @malloc(%[[V25]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V27:.*]] = llvm.ptrtoint %[[V26]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V28:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V29:.*]] = llvm.sub %[[V24]], %[[V28]] : i64
// CHECK-NEXT: %[[V30:.*]] = llvm.add %[[V27]], %[[V29]] : i64
// CHECK-NEXT: %[[V31:.*]] = llvm.urem %[[V30]], %[[V24]]  : i64
// CHECK-NEXT: %[[V32:.*]] = llvm.sub %[[V30]], %[[V31]] : i64
// CHECK-NEXT: %[[V33:.*]] = llvm.inttoptr %[[V32]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[V34:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V35:.*]] = llvm.insertvalue %[[V26]], %[[V34]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V36:.*]] = llvm.insertvalue %[[V33]], %[[V35]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V37:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V38:.*]] = llvm.insertvalue %[[V37]], %[[V36]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V39:.*]] = llvm.insertvalue %[[V19]], %[[V38]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V40:.*]] = llvm.insertvalue %[[V20]], %[[V39]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V41:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V42:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V43:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V44:.*]] = llvm.getelementptr %[[V43]][%[[V41]]] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %[[V45:.*]] = llvm.ptrtoint %[[V44]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V46:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V47:.*]] = llvm.getelementptr %[[V46]][1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %[[V48:.*]] = llvm.ptrtoint %[[V47]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V49:.*]] = llvm.add %[[V45]], %[[V48]] : i64
// CHECK-NEXT: %[[V50:.*]] = llvm.call @malloc(%[[V49]]) : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[V51:.*]] = llvm.ptrtoint %[[V50]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V52:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V53:.*]] = llvm.sub %[[V48]], %[[V52]] : i64
// CHECK-NEXT: %[[V54:.*]] = llvm.add %[[V51]], %[[V53]] : i64
// CHECK-NEXT: %[[V55:.*]] = llvm.urem %[[V54]], %[[V48]]  : i64
// CHECK-NEXT: %[[V56:.*]] = llvm.sub %[[V54]], %[[V55]] : i64
// CHECK-NEXT: %[[V57:.*]] = llvm.inttoptr %[[V56]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[V58:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V59:.*]] = llvm.insertvalue %[[V50]], %[[V58]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V60:.*]] = llvm.insertvalue %[[V57]], %[[V59]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V61:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V62:.*]] = llvm.insertvalue %[[V61]], %[[V60]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V63:.*]] = llvm.insertvalue %[[V41]], %[[V62]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V64:.*]] = llvm.insertvalue %[[V42]], %[[V63]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return %[[V17]] : memref<4x?xf32>
// CHECK-LABEL: func.func @load(
// CHECK-SAME: %arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V3:.*]] = llvm.extractvalue %[[V1]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.mul %[[V0]], %[[V3]] : i64
// CHECK-NEXT: %[[V5:.*]] = llvm.add %[[V4]], %[[V0]] : i64
// CHECK-NEXT: %[[V6:.*]] = llvm.getelementptr %[[V2]][%[[V5]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> f32
// CHECK-NEXT: return %[[V7]] : f32

// ALIGNED: llvm.func @free(!llvm.ptr)
// ALIGNED: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-LABEL: func.func @alloc(
// ALIGNED-SAME: %arg0: index) -> memref<4x?xf32> {
// ALIGNED-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED: %[[V1:.*]] = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %[[V2:.*]] = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %[[V3:.*]] = llvm.mul %[[V0]], %[[V1]] : i64
// ALIGNED-NEXT: %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %[[V5:.*]] = llvm.getelementptr %[[V4]][%[[V3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %[[V6:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// ALIGNED-NEXT: %[[V7:.*]] = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %[[V8:.*]] = llvm.call @aligned_alloc(%[[V7]], %[[V6]]) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %[[V9:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V8]], %[[V9]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V11:.*]] = llvm.insertvalue %[[V8]], %[[V10]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V12:.*]] = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V12]], %[[V11]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V1]], %[[V13]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V0]], %[[V14]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V0]], %[[V15]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V17:.*]] = llvm.insertvalue %[[V2]], %[[V16]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V18:.*]] = builtin.unrealized_conversion_cast %[[V17]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// ALIGNED-NEXT: %[[V19:.*]] = llvm.extractvalue %[[V17]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: llvm.call @free(%[[V19]]) : (!llvm.ptr) -> ()
// ALIGNED-NEXT: %[[V20:.*]] = llvm.mlir.constant(3 : index) : i64
// ALIGNED-NEXT: %[[V21:.*]] = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %[[V22:.*]] = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %[[V23:.*]] = llvm.getelementptr %[[V22]][%[[V20]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// ALIGNED-NEXT: %[[V24:.*]] = llvm.ptrtoint %[[V23]] : !llvm.ptr to i64
// ALIGNED-NEXT: %[[V25:.*]] = llvm.mlir.constant(64 : index) : i64
// ALIGNED-NEXT: %[[V26:.*]] = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %[[V27:.*]] = llvm.sub %[[V25]], %[[V26]] : i64
// ALIGNED-NEXT: %[[V28:.*]] = llvm.add %[[V24]], %[[V27]] : i64
// ALIGNED-NEXT: %[[V29:.*]] = llvm.urem %[[V28]], %[[V25]]  : i64
// ALIGNED-NEXT: %[[V30:.*]] = llvm.sub %[[V28]], %[[V29]] : i64
// ALIGNED-NEXT: %[[V31:.*]] = llvm.call @aligned_alloc(%[[V25]], %[[V30]]) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %[[V32:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V33:.*]] = llvm.insertvalue %[[V31]], %[[V32]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V34:.*]] = llvm.insertvalue %[[V31]], %[[V33]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V35:.*]] = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %[[V36:.*]] = llvm.insertvalue %[[V35]], %[[V34]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V37:.*]] = llvm.insertvalue %[[V20]], %[[V36]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V38:.*]] = llvm.insertvalue %[[V21]], %[[V37]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V39:.*]] = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %[[V40:.*]] = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %[[V41:.*]] = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %[[V42:.*]] = llvm.getelementptr %[[V41]][%[[V39]]] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// ALIGNED-NEXT: %[[V43:.*]] = llvm.ptrtoint %[[V42]] : !llvm.ptr to i64
// ALIGNED-NEXT: %[[V44:.*]] = llvm.mlir.constant(16 : index) : i64
// ALIGNED-NEXT: %[[V45:.*]] = llvm.call @aligned_alloc(%[[V44]], %[[V43]]) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %[[V46:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V47:.*]] = llvm.insertvalue %[[V45]], %[[V46]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V48:.*]] = llvm.insertvalue %[[V45]], %[[V47]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V49:.*]] = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %[[V50:.*]] = llvm.insertvalue %[[V49]], %[[V48]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V51:.*]] = llvm.insertvalue %[[V39]], %[[V50]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %[[V52:.*]] = llvm.insertvalue %[[V40]], %[[V51]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: return %[[V18]] : memref<4x?xf32>
// ALIGNED-LABEL: func.func @load(
// ALIGNED-SAME: %arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// ALIGNED-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// ALIGNED-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED: %[[V2:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V3:.*]] = llvm.extractvalue %[[V1]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %[[V4:.*]] = llvm.mul %[[V0]], %[[V3]] : i64
// ALIGNED-NEXT: %[[V5:.*]] = llvm.add %[[V4]], %[[V0]] : i64
// ALIGNED-NEXT: %[[V6:.*]] = llvm.getelementptr %[[V2]][%[[V5]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> f32
// ALIGNED-NEXT: return %[[V7]] : f32

// GENERIC: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GENERIC-LABEL: func.func @alloc(
// GENERIC-SAME: %arg0: index) -> memref<4x?xf32> {
// GENERIC-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// GENERIC: %[[V1:.*]] = llvm.mlir.constant(4 : index) : i64
// GENERIC-NEXT: %[[V2:.*]] = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %[[V3:.*]] = llvm.mul %[[V0]], %[[V1]] : i64
// GENERIC-NEXT: %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %[[V5:.*]] = llvm.getelementptr %[[V4]][%[[V3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: %[[V6:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// GENERIC-NEXT: %[[V7:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(%[[V6]]) : (i64) -> !llvm.ptr
// GENERIC-NEXT: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V7]], %[[V8]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V7]], %[[V9]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V11:.*]] = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V11]], %[[V10]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V1]], %[[V12]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V0]], %[[V13]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V0]], %[[V14]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V2]], %[[V15]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V17:.*]] = builtin.unrealized_conversion_cast %[[V16]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32>
// GENERIC-NEXT: %[[V18:.*]] = llvm.extractvalue %[[V16]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: llvm.call @_mlir_memref_to_llvm_free(%[[V18]]) : (!llvm.ptr) -> ()
// GENERIC-NEXT: %[[V19:.*]] = llvm.mlir.constant(3 : index) : i64
// GENERIC-NEXT: %[[V20:.*]] = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %[[V21:.*]] = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %[[V22:.*]] = llvm.getelementptr %[[V21]][%[[V19]]] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// GENERIC-NEXT: %[[V23:.*]] = llvm.ptrtoint %[[V22]] : !llvm.ptr to i64
// GENERIC-NEXT: %[[V24:.*]] = llvm.mlir.constant(64 : index) : i64
// GENERIC-NEXT: %[[V25:.*]] = llvm.add %[[V23]], %[[V24]] : i64
// GENERIC-NEXT: %[[V26:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(%[[V25]]) : (i64) -> !llvm.ptr
// GENERIC-NEXT: %[[V27:.*]] = llvm.ptrtoint %[[V26]] : !llvm.ptr to i64
// GENERIC-NEXT: %[[V28:.*]] = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %[[V29:.*]] = llvm.sub %[[V24]], %[[V28]] : i64
// GENERIC-NEXT: %[[V30:.*]] = llvm.add %[[V27]], %[[V29]] : i64
// GENERIC-NEXT: %[[V31:.*]] = llvm.urem %[[V30]], %[[V24]]  : i64
// GENERIC-NEXT: %[[V32:.*]] = llvm.sub %[[V30]], %[[V31]] : i64
// GENERIC-NEXT: %[[V33:.*]] = llvm.inttoptr %[[V32]] : i64 to !llvm.ptr
// GENERIC-NEXT: %[[V34:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V35:.*]] = llvm.insertvalue %[[V26]], %[[V34]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V36:.*]] = llvm.insertvalue %[[V33]], %[[V35]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V37:.*]] = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %[[V38:.*]] = llvm.insertvalue %[[V37]], %[[V36]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V39:.*]] = llvm.insertvalue %[[V19]], %[[V38]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V40:.*]] = llvm.insertvalue %[[V20]], %[[V39]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V41:.*]] = llvm.mlir.constant(2 : index) : i64
// GENERIC-NEXT: %[[V42:.*]] = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %[[V43:.*]] = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %[[V44:.*]] = llvm.getelementptr %[[V43]][%[[V41]]] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// GENERIC-NEXT: %[[V45:.*]] = llvm.ptrtoint %[[V44]] : !llvm.ptr to i64
// GENERIC-NEXT: %[[V46:.*]] = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %[[V47:.*]] = llvm.getelementptr %[[V46]][1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// GENERIC-NEXT: %[[V48:.*]] = llvm.ptrtoint %[[V47]] : !llvm.ptr to i64
// GENERIC-NEXT: %[[V49:.*]] = llvm.add %[[V45]], %[[V48]] : i64
// GENERIC-NEXT: %[[V50:.*]] = llvm.call @_mlir_memref_to_llvm_alloc(%[[V49]]) : (i64) -> !llvm.ptr
// GENERIC-NEXT: %[[V51:.*]] = llvm.ptrtoint %[[V50]] : !llvm.ptr to i64
// GENERIC-NEXT: %[[V52:.*]] = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %[[V53:.*]] = llvm.sub %[[V48]], %[[V52]] : i64
// GENERIC-NEXT: %[[V54:.*]] = llvm.add %[[V51]], %[[V53]] : i64
// GENERIC-NEXT: %[[V55:.*]] = llvm.urem %[[V54]], %[[V48]]  : i64
// GENERIC-NEXT: %[[V56:.*]] = llvm.sub %[[V54]], %[[V55]] : i64
// GENERIC-NEXT: %[[V57:.*]] = llvm.inttoptr %[[V56]] : i64 to !llvm.ptr
// GENERIC-NEXT: %[[V58:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V59:.*]] = llvm.insertvalue %[[V50]], %[[V58]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V60:.*]] = llvm.insertvalue %[[V57]], %[[V59]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V61:.*]] = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %[[V62:.*]] = llvm.insertvalue %[[V61]], %[[V60]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V63:.*]] = llvm.insertvalue %[[V41]], %[[V62]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %[[V64:.*]] = llvm.insertvalue %[[V42]], %[[V63]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: return %[[V17]] : memref<4x?xf32>
// GENERIC-LABEL: func.func @load(
// GENERIC-SAME: %arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// GENERIC-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// GENERIC-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC: %[[V2:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V3:.*]] = llvm.extractvalue %[[V1]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %[[V4:.*]] = llvm.mul %[[V0]], %[[V3]] : i64
// GENERIC-NEXT: %[[V5:.*]] = llvm.add %[[V4]], %[[V0]] : i64
// GENERIC-NEXT: %[[V6:.*]] = llvm.getelementptr %[[V2]][%[[V5]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> f32
// GENERIC-NEXT: return %[[V7]] : f32

// IDX32: llvm.func @free(!llvm.ptr)
// IDX32: llvm.func @malloc(i32) -> !llvm.ptr
// IDX32-LABEL: func.func @alloc(
// IDX32-SAME: %arg0: index) -> memref<4x?xf32> {
// IDX32-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i32
// IDX32: %[[V1:.*]] = llvm.mlir.constant(4 : index) : i32
// IDX32-NEXT: %[[V2:.*]] = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %[[V3:.*]] = llvm.mul %[[V0]], %[[V1]] : i32
// IDX32-NEXT: %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %[[V5:.*]] = llvm.getelementptr %[[V4]][%[[V3]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// IDX32-NEXT: %[[V6:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i32
// IDX32-NEXT: %[[V7:.*]] = llvm.call @malloc(%[[V6]]) : (i32) -> !llvm.ptr
// IDX32-NEXT: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V9:.*]] = llvm.insertvalue %[[V7]], %[[V8]][0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V10:.*]] = llvm.insertvalue %[[V7]], %[[V9]][1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V11:.*]] = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V11]], %[[V10]][2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V1]], %[[V12]][3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V14:.*]] = llvm.insertvalue %[[V0]], %[[V13]][3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V0]], %[[V14]][4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V2]], %[[V15]][4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V17:.*]] = builtin.unrealized_conversion_cast %[[V16]] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> to memref<4x?xf32>
// IDX32-NEXT: %[[V18:.*]] = llvm.extractvalue %[[V16]][0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: llvm.call @free(%[[V18]]) : (!llvm.ptr) -> ()
// IDX32-NEXT: %[[V19:.*]] = llvm.mlir.constant(3 : index) : i32
// IDX32-NEXT: %[[V20:.*]] = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %[[V21:.*]] = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %[[V22:.*]] = llvm.getelementptr %[[V21]][%[[V19]]] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// IDX32-NEXT: %[[V23:.*]] = llvm.ptrtoint %[[V22]] : !llvm.ptr to i32
// IDX32-NEXT: %[[V24:.*]] = llvm.mlir.constant(64 : index) : i32
// IDX32-NEXT: %[[V25:.*]] = llvm.add %[[V23]], %[[V24]] : i32
// IDX32-NEXT: %[[V26:.*]] = llvm.call @malloc(%[[V25]]) : (i32) -> !llvm.ptr
// IDX32-NEXT: %[[V27:.*]] = llvm.ptrtoint %[[V26]] : !llvm.ptr to i32
// IDX32-NEXT: %[[V28:.*]] = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %[[V29:.*]] = llvm.sub %[[V24]], %[[V28]] : i32
// IDX32-NEXT: %[[V30:.*]] = llvm.add %[[V27]], %[[V29]] : i32
// IDX32-NEXT: %[[V31:.*]] = llvm.urem %[[V30]], %[[V24]]  : i32
// IDX32-NEXT: %[[V32:.*]] = llvm.sub %[[V30]], %[[V31]] : i32
// IDX32-NEXT: %[[V33:.*]] = llvm.inttoptr %[[V32]] : i32 to !llvm.ptr
// IDX32-NEXT: %[[V34:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V35:.*]] = llvm.insertvalue %[[V26]], %[[V34]][0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V36:.*]] = llvm.insertvalue %[[V33]], %[[V35]][1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V37:.*]] = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %[[V38:.*]] = llvm.insertvalue %[[V37]], %[[V36]][2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V39:.*]] = llvm.insertvalue %[[V19]], %[[V38]][3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V40:.*]] = llvm.insertvalue %[[V20]], %[[V39]][4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V41:.*]] = llvm.mlir.constant(2 : index) : i32
// IDX32-NEXT: %[[V42:.*]] = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %[[V43:.*]] = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %[[V44:.*]] = llvm.getelementptr %[[V43]][%[[V41]]] : (!llvm.ptr, i32) -> !llvm.ptr, vector<4xf32>
// IDX32-NEXT: %[[V45:.*]] = llvm.ptrtoint %[[V44]] : !llvm.ptr to i32
// IDX32-NEXT: %[[V46:.*]] = llvm.mlir.zero : !llvm.ptr
// IDX32-NEXT: %[[V47:.*]] = llvm.getelementptr %[[V46]][1] : (!llvm.ptr) -> !llvm.ptr, vector<4xf32>
// IDX32-NEXT: %[[V48:.*]] = llvm.ptrtoint %[[V47]] : !llvm.ptr to i32
// IDX32-NEXT: %[[V49:.*]] = llvm.add %[[V45]], %[[V48]] : i32
// IDX32-NEXT: %[[V50:.*]] = llvm.call @malloc(%[[V49]]) : (i32) -> !llvm.ptr
// IDX32-NEXT: %[[V51:.*]] = llvm.ptrtoint %[[V50]] : !llvm.ptr to i32
// IDX32-NEXT: %[[V52:.*]] = llvm.mlir.constant(1 : index) : i32
// IDX32-NEXT: %[[V53:.*]] = llvm.sub %[[V48]], %[[V52]] : i32
// IDX32-NEXT: %[[V54:.*]] = llvm.add %[[V51]], %[[V53]] : i32
// IDX32-NEXT: %[[V55:.*]] = llvm.urem %[[V54]], %[[V48]]  : i32
// IDX32-NEXT: %[[V56:.*]] = llvm.sub %[[V54]], %[[V55]] : i32
// IDX32-NEXT: %[[V57:.*]] = llvm.inttoptr %[[V56]] : i32 to !llvm.ptr
// IDX32-NEXT: %[[V58:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V59:.*]] = llvm.insertvalue %[[V50]], %[[V58]][0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V60:.*]] = llvm.insertvalue %[[V57]], %[[V59]][1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V61:.*]] = llvm.mlir.constant(0 : index) : i32
// IDX32-NEXT: %[[V62:.*]] = llvm.insertvalue %[[V61]], %[[V60]][2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V63:.*]] = llvm.insertvalue %[[V41]], %[[V62]][3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: %[[V64:.*]] = llvm.insertvalue %[[V42]], %[[V63]][4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// IDX32-NEXT: return %[[V17]] : memref<4x?xf32>
// IDX32-LABEL: func.func @load(
// IDX32-SAME: %arg0: memref<4x?xf32>, %arg1: index) -> f32 {
// IDX32-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i32
// IDX32-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32: %[[V2:.*]] = llvm.extractvalue %[[V1]][1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V3:.*]] = llvm.extractvalue %[[V1]][4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// IDX32-NEXT: %[[V4:.*]] = llvm.mul %[[V0]], %[[V3]] : i32
// IDX32-NEXT: %[[V5:.*]] = llvm.add %[[V4]], %[[V0]] : i32
// IDX32-NEXT: %[[V6:.*]] = llvm.getelementptr %[[V2]][%[[V5]]] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// IDX32-NEXT: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> f32
// IDX32-NEXT: return %[[V7]] : f32

func.func @alloc(%n: index) -> memref<4x?xf32> {
  %a = memref.alloc(%n) : memref<4x?xf32>
  memref.dealloc %a : memref<4x?xf32>
  %b = memref.alloc() {alignment = 64} : memref<3xi8>
  %c = memref.alloc() : memref<2xvector<4xf32>>
  return %a : memref<4x?xf32>
}

func.func @load(%a: memref<4x?xf32>, %i: index) -> f32 {
  %v = memref.load %a[%i, %i] : memref<4x?xf32>
  return %v : f32
}
