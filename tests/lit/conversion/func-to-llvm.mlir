// convert-func-to-llvm: MLIR 19's calling convention (expanded memref descriptors, packed
// results, argument/result attributes, llvm.emit_c_interface wrappers, linkage, readnone).
// RUN: irlite-opt %s --convert-func-to-llvm | FileCheck %s
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (builtin.unrealized_conversion_cast lines are not checked, so the other lines are checked
// in order but not for adjacency: which casts are left before reconcile-unrealized-casts,
// and where, is up to the conversion driver).

// CHECK-LABEL: llvm.func @args(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64) -> f32 {
// CHECK: %[[V1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg5, %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg6, %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg7, %[[V3]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg8, %[[V4]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V6:.*]] = llvm.insertvalue %arg10, %[[V5]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V7:.*]] = llvm.insertvalue %arg9, %[[V6]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V8:.*]] = llvm.insertvalue %arg11, %[[V7]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V11:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V12:.*]] = llvm.insertvalue %arg0, %[[V11]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V13:.*]] = llvm.insertvalue %arg1, %[[V12]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V14:.*]] = llvm.insertvalue %arg2, %[[V13]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V15:.*]] = llvm.insertvalue %arg3, %[[V14]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V16:.*]] = llvm.insertvalue %arg4, %[[V15]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V19:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V21:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}] : memref<?xf32>
// CHECK: %[[V22:.*]] = memref.load %{{[0-9]+}}[%{{[0-9]+}}, %{{[0-9]+}}] : memref<4x?xf32>
// CHECK: %[[V23:.*]] = llvm.fadd %[[V21]], %[[V22]]  : f32
// CHECK: memref.store %[[V23]], %{{[0-9]+}}[%{{[0-9]+}}, %{{[0-9]+}}] : memref<4x?xf32>
// CHECK: llvm.return %[[V23]] : f32
// CHECK-LABEL: llvm.func @multi(
// CHECK-SAME: %arg0: i32, %arg1: f32) -> !llvm.struct<(i32, f32)> {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(i32, f32)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(i32, f32)>
// CHECK: llvm.return %[[V2]] : !llvm.struct<(i32, f32)>
// CHECK-LABEL: llvm.func @call_multi(
// CHECK-SAME: %arg0: i32, %arg1: f32) -> i32 {
// CHECK: %[[V0:.*]] = llvm.call @multi(%arg0, %arg1) : (i32, f32) -> !llvm.struct<(i32, f32)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(i32, f32)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(i32, f32)>
// CHECK: llvm.return %[[V1]] : i32
// CHECK: llvm.func @ext(!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @call_memref(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> attributes {llvm.emit_c_interface} {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg0, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg1, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg2, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg3, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg4, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V8:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V9:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V10:.*]] = llvm.extractvalue %{{[0-9]+}}[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V12:.*]] = llvm.extractvalue %{{[0-9]+}}[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V13:.*]] = llvm.call @ext(%[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.return %[[V13]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-LABEL: llvm.func @_mlir_ciface_call_memref(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK: %[[V0:.*]] = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[V0]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.extractvalue %[[V0]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V6:.*]] = llvm.call @call_memref(%[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]]) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.store %[[V6]], %arg0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @attrs(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32 {llvm.foo = 1 : i32}) -> (f32 {llvm.bar}) attributes {llvm.emit_c_interface, other.attr} {
// CHECK: llvm.return %arg5 : f32
// CHECK-LABEL: llvm.func @_mlir_ciface_attrs(
// CHECK-SAME: %arg0: !llvm.ptr {llvm.noalias}, %arg1: f32 {llvm.foo = 1 : i32}) -> (f32 {llvm.bar}) attributes {llvm.emit_c_interface, other.attr} {
// CHECK: %[[V0:.*]] = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.extractvalue %[[V0]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.extractvalue %[[V0]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V6:.*]] = llvm.call @attrs(%[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %arg1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, f32) -> f32
// CHECK: llvm.return %[[V6]] : f32
// CHECK-LABEL: llvm.func private @ext_c(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> attributes {llvm.emit_c_interface, sym_visibility = "private"} {
// CHECK: %[[V0:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V1:.*]] = llvm.alloca %[[V0]] x !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)> : (i64) -> !llvm.ptr
// CHECK: %[[V2:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg0, %[[V2]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg1, %[[V3]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg2, %[[V4]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V6:.*]] = llvm.insertvalue %arg3, %[[V5]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V7:.*]] = llvm.insertvalue %arg4, %[[V6]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V8:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V9:.*]] = llvm.alloca %[[V8]] x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK: llvm.store %[[V7]], %[[V9]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK: llvm.call @_mlir_ciface_ext_c(%[[V1]], %[[V9]], %arg5) : (!llvm.ptr, !llvm.ptr, f32) -> ()
// CHECK: %[[V10:.*]] = llvm.load %[[V1]] : !llvm.ptr -> !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK: llvm.return %[[V10]] : !llvm.struct<(struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, i32)>
// CHECK: llvm.func @_mlir_ciface_ext_c(!llvm.ptr, !llvm.ptr, f32) attributes {llvm.emit_c_interface, sym_visibility = "private"}
// CHECK-LABEL: llvm.func @no_results(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emit_c_interface} {
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @_mlir_ciface_no_results(
// CHECK-SAME: %arg0: !llvm.ptr) attributes {llvm.emit_c_interface} {
// CHECK: %[[V0:.*]] = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[V1:.*]] = llvm.extractvalue %[[V0]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[V0]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK: llvm.call @no_results(%[[V1]], %[[V2]], %[[V3]]) : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @scalar(
// CHECK-SAME: %arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK: llvm.return %arg0 : i32
// CHECK-LABEL: llvm.func @_mlir_ciface_scalar(
// CHECK-SAME: %arg0: i32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK: %[[V0:.*]] = llvm.call @scalar(%arg0) : (i32) -> i32
// CHECK: llvm.return %[[V0]] : i32
// CHECK: llvm.func @readnone() attributes {memory = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none>, sym_visibility = "private"}
// CHECK: llvm.func @typed_attrs(!llvm.ptr {llvm.byval = i64, llvm.noalias}, !llvm.ptr {llvm.sret = !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>}) attributes {sym_visibility = "private"}

func.func @args(%a: memref<?xf32> {llvm.noalias}, %b: memref<4x?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<?xf32>
  %w = memref.load %b[%c0, %n] : memref<4x?xf32>
  %s = arith.addf %v, %w : f32
  memref.store %s, %b[%c0, %n] : memref<4x?xf32>
  return %s : f32
}

func.func @multi(%a: i32, %b: f32) -> (i32, f32) {
  return %a, %b : i32, f32
}

func.func @call_multi(%a: i32, %b: f32) -> i32 {
  %x:2 = call @multi(%a, %b) : (i32, f32) -> (i32, f32)
  return %x#0 : i32
}

func.func private @ext(memref<?xf32>) -> memref<2xf32>

func.func @call_memref(%a: memref<?xf32>) -> memref<2xf32> attributes {llvm.emit_c_interface} {
  %r = call @ext(%a) : (memref<?xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

func.func @attrs(%a: memref<?xf32> {llvm.noalias}, %b: f32 {llvm.foo = 1 : i32}) -> (f32 {llvm.bar}) attributes {llvm.emit_c_interface, other.attr} {
  return %b : f32
}

func.func private @ext_c(%a: memref<?xf32>, %b: f32) -> (memref<2xf32>, i32) attributes {llvm.emit_c_interface}

func.func @no_results(%a: memref<f32>) attributes {llvm.emit_c_interface} {
  return
}

func.func @scalar(%a: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %a : i32
}

func.func private @readnone() attributes {llvm.readnone, llvm.linkage = #llvm.linkage<external>}

func.func private @typed_attrs(%a: !llvm.ptr {llvm.byval = index, llvm.noalias}, %b: !llvm.ptr {llvm.sret = memref<2xf32>})
