// convert-func-to-llvm with use-bare-ptr-memref-call-conv (BARE) and with llvm.bareptr attributes.
// RUN: irlite-opt %s --convert-func-to-llvm=use-bare-ptr-memref-call-conv | FileCheck %s --check-prefix=BARE
// RUN: irlite-opt %s --convert-func-to-llvm | FileCheck %s --check-prefix=ATTR
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (builtin.unrealized_conversion_cast lines are not checked, so the other lines are checked
// in order but not for adjacency: which casts are left before reconcile-unrealized-casts,
// and where, is up to the conversion driver).

// BARE-LABEL: llvm.func @bp(
// BARE-SAME: %arg0: !llvm.ptr {llvm.noalias}, %arg1: i64) -> !llvm.ptr {
// BARE: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V2:.*]] = llvm.insertvalue %arg0, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V3:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V5:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V7:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: llvm.return %[[V11]] : !llvm.ptr
// BARE-LABEL: llvm.func @call_bp(
// BARE-SAME: %arg0: !llvm.ptr) -> !llvm.ptr {
// BARE: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V2:.*]] = llvm.insertvalue %arg0, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V3:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V5:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V7:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V11:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V12:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V13:.*]] = llvm.call @bp(%[[V12]], %[[V11]]) : (!llvm.ptr, i64) -> !llvm.ptr
// BARE: %[[V14:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V15:.*]] = llvm.insertvalue %[[V13]], %[[V14]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V16:.*]] = llvm.insertvalue %[[V13]], %[[V15]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V17:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V18:.*]] = llvm.insertvalue %[[V17]], %[[V16]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V19:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V20:.*]] = llvm.insertvalue %[[V19]], %[[V18]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V21:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V22:.*]] = llvm.insertvalue %[[V21]], %[[V20]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V23:.*]] = llvm.extractvalue %[[V22]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: llvm.return %[[V23]] : !llvm.ptr
// BARE-LABEL: llvm.func @load(
// BARE-SAME: %arg0: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface} {
// BARE: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V2:.*]] = llvm.insertvalue %arg0, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V3:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V5:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V7:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V11:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V13:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}] : memref<4xf32>
// BARE: llvm.return %[[V13]] : f32
// BARE-LABEL: llvm.func @bp_attr(
// BARE-SAME: %arg0: !llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr} {
// BARE: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V2:.*]] = llvm.insertvalue %arg0, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V3:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V5:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V7:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: llvm.return %[[V11]] : !llvm.ptr
// BARE-LABEL: llvm.func @call_bp_attr(
// BARE-SAME: %arg0: !llvm.ptr) -> !llvm.ptr {
// BARE: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V2:.*]] = llvm.insertvalue %arg0, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V3:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V5:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V7:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V12:.*]] = llvm.call @bp_attr(%[[V11]]) : (!llvm.ptr) -> !llvm.ptr
// BARE: %[[V13:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V14:.*]] = llvm.insertvalue %[[V12]], %[[V13]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V15:.*]] = llvm.insertvalue %[[V12]], %[[V14]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V16:.*]] = llvm.mlir.constant(0 : index) : i64
// BARE: %[[V17:.*]] = llvm.insertvalue %[[V16]], %[[V15]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V18:.*]] = llvm.mlir.constant(4 : index) : i64
// BARE: %[[V19:.*]] = llvm.insertvalue %[[V18]], %[[V17]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V20:.*]] = llvm.mlir.constant(1 : index) : i64
// BARE: %[[V21:.*]] = llvm.insertvalue %[[V20]], %[[V19]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: %[[V22:.*]] = llvm.extractvalue %[[V21]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// BARE: llvm.return %[[V22]] : !llvm.ptr

// ATTR-LABEL: llvm.func @bp(
// ATTR-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// ATTR: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: llvm.return %{{[0-9]+}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-LABEL: llvm.func @call_bp(
// ATTR-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// ATTR: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V8:.*]] = llvm.mlir.constant(0 : index) : i64
// ATTR: %[[V9:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V10:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V12:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V13:.*]] = llvm.extractvalue %{{[0-9]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V14:.*]] = llvm.call @bp(%[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V8]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: llvm.return %[[V14]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR-LABEL: llvm.func @load(
// ATTR-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> f32 attributes {llvm.emit_c_interface} {
// ATTR: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V8:.*]] = llvm.mlir.constant(0 : index) : i64
// ATTR: %[[V10:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}] : memref<4xf32>
// ATTR: llvm.return %[[V10]] : f32
// ATTR-LABEL: llvm.func @_mlir_ciface_load(
// ATTR-SAME: %arg0: !llvm.ptr) -> f32 attributes {llvm.emit_c_interface} {
// ATTR: %[[V0:.*]] = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V2:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V3:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V4:.*]] = llvm.extractvalue %[[V0]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V5:.*]] = llvm.extractvalue %[[V0]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V6:.*]] = llvm.call @load(%[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> f32
// ATTR: llvm.return %[[V6]] : f32
// ATTR-LABEL: llvm.func @bp_attr(
// ATTR-SAME: %arg0: !llvm.ptr) -> !llvm.ptr attributes {llvm.bareptr} {
// ATTR: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V2:.*]] = llvm.insertvalue %arg0, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V3:.*]] = llvm.mlir.constant(0 : index) : i64
// ATTR: %[[V4:.*]] = llvm.insertvalue %[[V3]], %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V5:.*]] = llvm.mlir.constant(4 : index) : i64
// ATTR: %[[V6:.*]] = llvm.insertvalue %[[V5]], %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V7:.*]] = llvm.mlir.constant(1 : index) : i64
// ATTR: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: llvm.return %[[V11]] : !llvm.ptr
// ATTR-LABEL: llvm.func @call_bp_attr(
// ATTR-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// ATTR: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V8:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V9:.*]] = llvm.call @bp_attr(%[[V8]]) : (!llvm.ptr) -> !llvm.ptr
// ATTR: %[[V10:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V11:.*]] = llvm.insertvalue %[[V9]], %[[V10]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V12:.*]] = llvm.insertvalue %[[V9]], %[[V11]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V13:.*]] = llvm.mlir.constant(0 : index) : i64
// ATTR: %[[V14:.*]] = llvm.insertvalue %[[V13]], %[[V12]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V15:.*]] = llvm.mlir.constant(4 : index) : i64
// ATTR: %[[V16:.*]] = llvm.insertvalue %[[V15]], %[[V14]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: %[[V17:.*]] = llvm.mlir.constant(1 : index) : i64
// ATTR: %[[V18:.*]] = llvm.insertvalue %[[V17]], %[[V16]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ATTR: llvm.return %[[V18]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>

func.func @bp(%a: memref<4xf32> {llvm.noalias}, %n: index) -> memref<4xf32> {
  return %a : memref<4xf32>
}

func.func @call_bp(%a: memref<4xf32>) -> memref<4xf32> {
  %c = arith.constant 0 : index
  %r = call @bp(%a, %c) : (memref<4xf32>, index) -> memref<4xf32>
  return %r : memref<4xf32>
}

func.func @load(%a: memref<4xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c = arith.constant 0 : index
  %v = memref.load %a[%c] : memref<4xf32>
  return %v : f32
}

// (callers look at the callee's attribute).
func.func @bp_attr(%a: memref<4xf32>) -> memref<4xf32> attributes {llvm.bareptr} {
  return %a : memref<4xf32>
}

func.func @call_bp_attr(%a: memref<4xf32>) -> memref<4xf32> {
  %r = call @bp_attr(%a) : (memref<4xf32>) -> memref<4xf32>
  return %r : memref<4xf32>
}
