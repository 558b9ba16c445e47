// convert-to-llvm: arith, math, index, cf, func and memref lowered in one conversion; filter-dialects.
// RUN: irlite-opt %s --convert-to-llvm | FileCheck %s
// RUN: irlite-opt %s --convert-to-llvm=filter-dialects=memref | FileCheck %s --check-prefix=MEMREF
// RUN: irlite-opt %s --convert-to-llvm=filter-dialects=func,arith,cf | FileCheck %s --check-prefix=FUNC
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (builtin.unrealized_conversion_cast lines are not checked, so the other lines are checked
// in order but not for adjacency: which casts are left before reconcile-unrealized-casts,
// and where, is up to the conversion driver).

// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @axpy(
// CHECK-SAME: %arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg6, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg7, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg8, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg9, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg10, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V9:.*]] = llvm.insertvalue %arg1, %[[V8]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V10:.*]] = llvm.insertvalue %arg2, %[[V9]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V11:.*]] = llvm.insertvalue %arg3, %[[V10]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V12:.*]] = llvm.insertvalue %arg4, %[[V11]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V13:.*]] = llvm.insertvalue %arg5, %[[V12]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V16:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V17:.*]] = llvm.getelementptr %[[V16]][%arg11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V18:.*]] = llvm.load %[[V17]] : !llvm.ptr -> f32
// CHECK: %[[V19:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V20:.*]] = llvm.getelementptr %[[V19]][%arg11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V21:.*]] = llvm.load %[[V20]] : !llvm.ptr -> f32
// CHECK: %[[V22:.*]] = llvm.fmul %arg0, %[[V18]]  : f32
// CHECK: %[[V23:.*]] = llvm.fadd %[[V22]], %[[V21]]  : f32
// CHECK: %[[V24:.*]] = llvm.intr.sqrt(%[[V23]])  : (f32) -> f32
// CHECK: %[[V25:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V26:.*]] = llvm.getelementptr %[[V25]][%arg11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.store %[[V24]], %[[V26]] : f32, !llvm.ptr
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @alloc_index(
// CHECK-SAME: %arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)> {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg2, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg3, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg4, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg5, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg7, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V6:.*]] = llvm.insertvalue %arg6, %[[V5]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V7:.*]] = llvm.insertvalue %arg8, %[[V6]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V10:.*]] = llvm.add %arg0, %arg1 : i64
// CHECK: %[[V11:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[V12:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V13:.*]] = llvm.mul %[[V11]], %[[V10]] : i64
// CHECK: %[[V14:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: %[[V15:.*]] = llvm.getelementptr %[[V14]][%[[V13]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK: %[[V16:.*]] = llvm.ptrtoint %[[V15]] : !llvm.ptr to i64
// CHECK: %[[V17:.*]] = llvm.call @malloc(%[[V16]]) : (i64) -> !llvm.ptr
// CHECK: %[[V18:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V19:.*]] = llvm.insertvalue %[[V17]], %[[V18]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V20:.*]] = llvm.insertvalue %[[V17]], %[[V19]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V21:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V22:.*]] = llvm.insertvalue %[[V21]], %[[V20]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V23:.*]] = llvm.insertvalue %[[V10]], %[[V22]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V24:.*]] = llvm.insertvalue %[[V11]], %[[V23]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V25:.*]] = llvm.insertvalue %[[V11]], %[[V24]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V26:.*]] = llvm.insertvalue %[[V12]], %[[V25]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V27:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V28:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V29:.*]] = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK: %[[V30:.*]] = llvm.insertvalue %[[V26]], %[[V29]][0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK: %[[V31:.*]] = llvm.insertvalue %[[V28]], %[[V30]][1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK: llvm.return %[[V31]] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// CHECK-LABEL: llvm.func @caller(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg5, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg6, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg7, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg8, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg9, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V9:.*]] = llvm.insertvalue %arg0, %[[V8]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V10:.*]] = llvm.insertvalue %arg1, %[[V9]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V11:.*]] = llvm.insertvalue %arg2, %[[V10]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V12:.*]] = llvm.insertvalue %arg3, %[[V11]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V13:.*]] = llvm.insertvalue %arg4, %[[V12]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V16:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V17:.*]] = llvm.mlir.constant(2.000000e+00 : f32) : f32
// CHECK: %[[V18:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V19:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V20:.*]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V21:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V22:.*]] = llvm.extractvalue %{{[0-9]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V23:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V24:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V25:.*]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V26:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V27:.*]] = llvm.extractvalue %{{[0-9]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.call @axpy(%[[V17]], %[[V18]], %[[V19]], %[[V20]], %[[V21]], %[[V22]], %[[V23]], %[[V24]], %[[V25]], %[[V26]], %[[V27]], %[[V16]]) : (f32, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @sum(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V8:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V9:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V10:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK: llvm.br ^bb1(%[[V8]], %[[V10]] : i64, f32)
// CHECK: ^bb1(%[[V11:[0-9a-z_]+]]: i64, %[[V12:[0-9a-z_]+]]: f32):
// CHECK: %[[V13:.*]] = llvm.icmp "slt" %[[V11]], %arg5 : i64
// CHECK: llvm.cond_br %[[V13]], ^bb2, ^bb3
// CHECK: ^bb2:
// CHECK: %[[V14:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V15:.*]] = llvm.getelementptr %[[V14]][%[[V11]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V16:.*]] = llvm.load %[[V15]] : !llvm.ptr -> f32
// CHECK: %[[V17:.*]] = llvm.fadd %[[V12]], %[[V16]]  : f32
// CHECK: %[[V18:.*]] = llvm.add %[[V11]], %[[V9]] : i64
// CHECK: llvm.br ^bb1(%[[V18]], %[[V17]] : i64, f32)
// CHECK: ^bb3:
// CHECK: llvm.return %[[V12]] : f32

// MEMREF: llvm.func @malloc(i64) -> !llvm.ptr
// MEMREF-LABEL: func.func @axpy(
// MEMREF-SAME: %arg0: f32, %arg1: memref<?xf32> {llvm.noalias}, %arg2: memref<?xf32>, %arg3: index) {
// MEMREF: %[[V3:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF: %[[V4:.*]] = llvm.getelementptr %[[V3]][%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF: %[[V5:.*]] = llvm.load %[[V4]] : !llvm.ptr -> f32
// MEMREF: %[[V6:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF: %[[V7:.*]] = llvm.getelementptr %[[V6]][%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF: %[[V8:.*]] = llvm.load %[[V7]] : !llvm.ptr -> f32
// MEMREF: %[[V9:.*]] = arith.mulf %arg0, %[[V5]] : f32
// MEMREF: %[[V10:.*]] = arith.addf %[[V9]], %[[V8]] : f32
// MEMREF: %[[V11:.*]] = math.sqrt %[[V10]] : f32
// MEMREF: %[[V12:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF: %[[V13:.*]] = llvm.getelementptr %[[V12]][%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF: llvm.store %[[V11]], %[[V13]] : f32, !llvm.ptr
// MEMREF: return
// MEMREF-LABEL: func.func @alloc_index(
// MEMREF-SAME: %arg0: index, %arg1: index, %arg2: memref<?x?xi32>) -> (memref<?x4xi32>, index) {
// MEMREF: %[[V1:.*]] = index.add %arg0, %arg1
// MEMREF: %[[V3:.*]] = llvm.mlir.constant(4 : index) : i64
// MEMREF: %[[V4:.*]] = llvm.mlir.constant(1 : index) : i64
// MEMREF: %[[V5:.*]] = llvm.mul %[[V3]], %{{[0-9]+}} : i64
// MEMREF: %[[V6:.*]] = llvm.mlir.zero : !llvm.ptr
// MEMREF: %[[V7:.*]] = llvm.getelementptr %[[V6]][%[[V5]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// MEMREF: %[[V8:.*]] = llvm.ptrtoint %[[V7]] : !llvm.ptr to i64
// MEMREF: %[[V9:.*]] = llvm.call @malloc(%[[V8]]) : (i64) -> !llvm.ptr
// MEMREF: %[[V10:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V11:.*]] = llvm.insertvalue %[[V9]], %[[V10]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V12:.*]] = llvm.insertvalue %[[V9]], %[[V11]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V13:.*]] = llvm.mlir.constant(0 : index) : i64
// MEMREF: %[[V14:.*]] = llvm.insertvalue %[[V13]], %[[V12]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V15:.*]] = llvm.insertvalue %{{[0-9]+}}, %[[V14]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V16:.*]] = llvm.insertvalue %[[V3]], %[[V15]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V17:.*]] = llvm.insertvalue %[[V3]], %[[V16]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[V18:.*]] = llvm.insertvalue %[[V4]], %[[V17]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: %[[VC1:.*]] = arith.constant 1 : index
// MEMREF: %[[V20:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// MEMREF: return %{{[0-9]+}}, %{{[0-9]+}} : memref<?x4xi32>, index
// MEMREF-LABEL: func.func @caller(
// MEMREF-SAME: %arg0: memref<?xf32>, %arg1: memref<?xf32>) {
// MEMREF: %[[VC1:.*]] = arith.constant 1 : index
// MEMREF: %[[VCST:.*]] = arith.constant 2.000000e+00 : f32
// MEMREF: call @axpy(%[[VCST]], %arg0, %arg1, %[[VC1]]) : (f32, memref<?xf32>, memref<?xf32>, index) -> ()
// MEMREF: return
// MEMREF-LABEL: func.func @sum(
// MEMREF-SAME: %arg0: memref<?xf32>, %arg1: index) -> f32 {
// MEMREF: %[[VC0:.*]] = arith.constant 0 : index
// MEMREF: %[[VC1:.*]] = arith.constant 1 : index
// MEMREF: %[[VCST:.*]] = arith.constant 0.000000e+00 : f32
// MEMREF: cf.br ^bb1(%[[VC0]], %[[VCST]] : index, f32)
// MEMREF: ^bb1(%[[V1:[0-9a-z_]+]]: index, %[[V2:[0-9a-z_]+]]: f32):
// MEMREF: %[[V4:.*]] = arith.cmpi slt, %[[V1]], %arg1 : index
// MEMREF: cf.cond_br %[[V4]], ^bb2, ^bb3
// MEMREF: ^bb2:
// MEMREF: %[[V5:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// MEMREF: %[[V6:.*]] = llvm.getelementptr %[[V5]][%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// MEMREF: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> f32
// MEMREF: %[[V8:.*]] = arith.addf %[[V2]], %[[V7]] : f32
// MEMREF: %[[V9:.*]] = arith.addi %[[V1]], %[[VC1]] : index
// MEMREF: cf.br ^bb1(%[[V9]], %[[V8]] : index, f32)
// MEMREF: ^bb3:
// MEMREF: return %[[V2]] : f32

// FUNC-LABEL: llvm.func @axpy(
// FUNC-SAME: %arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) {
// FUNC: %[[V1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V2:.*]] = llvm.insertvalue %arg6, %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V3:.*]] = llvm.insertvalue %arg7, %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V4:.*]] = llvm.insertvalue %arg8, %[[V3]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V5:.*]] = llvm.insertvalue %arg9, %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V6:.*]] = llvm.insertvalue %arg10, %[[V5]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V9:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V10:.*]] = llvm.insertvalue %arg1, %[[V9]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V11:.*]] = llvm.insertvalue %arg2, %[[V10]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V12:.*]] = llvm.insertvalue %arg3, %[[V11]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V13:.*]] = llvm.insertvalue %arg4, %[[V12]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V14:.*]] = llvm.insertvalue %arg5, %[[V13]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V17:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}] : memref<?xf32>
// FUNC: %[[V18:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}] : memref<?xf32>
// FUNC: %[[V19:.*]] = llvm.fmul %arg0, %[[V17]]  : f32
// FUNC: %[[V20:.*]] = llvm.fadd %[[V19]], %[[V18]]  : f32
// FUNC: %[[V21:.*]] = math.sqrt %[[V20]] : f32
// FUNC: memref.store %[[V21]], %{{[0-9]+}}[%{{[0-9]+}}] : memref<?xf32>
// FUNC: llvm.return
// FUNC-LABEL: llvm.func @alloc_index(
// FUNC-SAME: %arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)> {
// FUNC: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V1:.*]] = llvm.insertvalue %arg2, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V2:.*]] = llvm.insertvalue %arg3, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V3:.*]] = llvm.insertvalue %arg4, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V4:.*]] = llvm.insertvalue %arg5, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V5:.*]] = llvm.insertvalue %arg7, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V6:.*]] = llvm.insertvalue %arg6, %[[V5]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V7:.*]] = llvm.insertvalue %arg8, %[[V6]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FUNC: %[[V12:.*]] = index.add %{{[0-9]+}}, %{{[0-9]+}}
// FUNC: %[[VALLOC:.*]] = memref.alloc(%[[V12]]) : memref<?x4xi32>
// FUNC: %[[V14:.*]] = llvm.mlir.constant(1 : index) : i64
// FUNC: %[[VDIM:.*]] = memref.dim %{{[0-9]+}}, %{{[0-9]+}} : memref<?x?xi32>
// FUNC: %[[V17:.*]] = llvm.mlir.undef : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// FUNC: %[[V18:.*]] = llvm.insertvalue %{{[0-9]+}}, %[[V17]][0] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// FUNC: %[[V19:.*]] = llvm.insertvalue %{{[0-9]+}}, %[[V18]][1] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// FUNC: llvm.return %[[V19]] : !llvm.struct<(struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, i64)>
// FUNC-LABEL: llvm.func @caller(
// FUNC-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
// FUNC: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V1:.*]] = llvm.insertvalue %arg5, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V2:.*]] = llvm.insertvalue %arg6, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V3:.*]] = llvm.insertvalue %arg7, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V4:.*]] = llvm.insertvalue %arg8, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V5:.*]] = llvm.insertvalue %arg9, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V9:.*]] = llvm.insertvalue %arg0, %[[V8]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V10:.*]] = llvm.insertvalue %arg1, %[[V9]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V11:.*]] = llvm.insertvalue %arg2, %[[V10]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V12:.*]] = llvm.insertvalue %arg3, %[[V11]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V13:.*]] = llvm.insertvalue %arg4, %[[V12]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V16:.*]] = llvm.mlir.constant(1 : index) : i64
// FUNC: %[[V17:.*]] = llvm.mlir.constant(2.000000e+00 : f32) : f32
// FUNC: %[[V18:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V19:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V20:.*]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V21:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V22:.*]] = llvm.extractvalue %{{[0-9]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V23:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V24:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V25:.*]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V26:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V27:.*]] = llvm.extractvalue %{{[0-9]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: llvm.call @axpy(%[[V17]], %[[V18]], %[[V19]], %[[V20]], %[[V21]], %[[V22]], %[[V23]], %[[V24]], %[[V25]], %[[V26]], %[[V27]], %[[V16]]) : (f32, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> ()
// FUNC: llvm.return
// FUNC-LABEL: llvm.func @sum(
// FUNC-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> f32 {
// FUNC: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FUNC: %[[V8:.*]] = llvm.mlir.constant(0 : index) : i64
// FUNC: %[[V9:.*]] = llvm.mlir.constant(1 : index) : i64
// FUNC: %[[V10:.*]] = llvm.mlir.constant(0.000000e+00 : f32) : f32
// FUNC: llvm.br ^bb1(%[[V8]], %[[V10]] : i64, f32)
// FUNC: ^bb1(%[[V11:[0-9a-z_]+]]: i64, %[[V12:[0-9a-z_]+]]: f32):
// FUNC: %[[V14:.*]] = llvm.icmp "slt" %[[V11]], %arg5 : i64
// FUNC: llvm.cond_br %[[V14]], ^bb2, ^bb3
// FUNC: ^bb2:
// FUNC: %[[V15:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}] : memref<?xf32>
// FUNC: %[[V16:.*]] = llvm.fadd %[[V12]], %[[V15]]  : f32
// FUNC: %[[V17:.*]] = llvm.add %[[V11]], %[[V9]] : i64
// FUNC: llvm.br ^bb1(%[[V17]], %[[V16]] : i64, f32)
// FUNC: ^bb3:
// FUNC: llvm.return %[[V12]] : f32

func.func @axpy(%a: f32, %x: memref<?xf32> {llvm.noalias}, %y: memref<?xf32>, %i: index) {
  %xv = memref.load %x[%i] : memref<?xf32>
  %yv = memref.load %y[%i] : memref<?xf32>
  %p = arith.mulf %a, %xv : f32
  %s = arith.addf %p, %yv : f32
  %r = math.sqrt %s : f32
  memref.store %r, %y[%i] : memref<?xf32>
  return
}

func.func @alloc_index(%n: index, %m: index, %b: memref<?x?xi32>) -> (memref<?x4xi32>, index) {
  %k = index.add %n, %m
  %a = memref.alloc(%k) : memref<?x4xi32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %b, %c1 : memref<?x?xi32>
  return %a, %d : memref<?x4xi32>, index
}

func.func @caller(%x: memref<?xf32>, %y: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %a = arith.constant 2.0 : f32
  call @axpy(%a, %x, %y, %c1) : (f32, memref<?xf32>, memref<?xf32>, index) -> ()
  return
}

func.func @sum(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^loop(%c0, %z : index, f32)
^loop(%i: index, %acc: f32):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^body, ^exit
^body:
  %v = memref.load %a[%i] : memref<?xf32>
  %s = arith.addf %acc, %v : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^loop(%i2, %s : index, f32)
^exit:
  return %acc : f32
}
