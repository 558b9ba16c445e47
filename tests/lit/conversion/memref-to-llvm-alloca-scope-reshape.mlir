// finalize-memref-to-llvm: alloca_scope, reshape, dim of unranked memrefs.
// RUN: irlite-opt %s --finalize-memref-to-llvm | FileCheck %s
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (builtin.unrealized_conversion_cast lines are not checked, so the other lines are checked
// in order but not for adjacency: which casts are left before reconcile-unrealized-casts,
// and where, is up to the conversion driver).

// CHECK-LABEL: func.func @scope(
// CHECK-SAME: %arg0: index) -> f32 {
// CHECK: %[[V1:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: llvm.br ^bb1
// CHECK: ^bb1:
// CHECK: %[[V2:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V3:.*]] = llvm.alloca %{{[0-9]+}} x f32 : (i64) -> !llvm.ptr
// CHECK: %[[V4:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %[[V3]], %[[V4]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V6:.*]] = llvm.insertvalue %[[V3]], %[[V5]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V7:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V9:.*]] = llvm.insertvalue %{{[0-9]+}}, %[[V8]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V10:.*]] = llvm.insertvalue %[[V2]], %[[V9]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[VC0:.*]] = arith.constant 0 : index
// CHECK: %[[V12:.*]] = llvm.extractvalue %[[V10]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V13:.*]] = llvm.getelementptr %[[V12]][%{{[0-9]+}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: %[[V14:.*]] = llvm.load %[[V13]] : !llvm.ptr -> f32
// CHECK: llvm.intr.stackrestore %[[V1]] : !llvm.ptr
// CHECK: llvm.br ^bb2(%[[V14]] : f32)
// CHECK: ^bb2(%[[V15:[0-9a-z_]+]]: f32):
// CHECK: llvm.br ^bb3
// CHECK: ^bb3:
// CHECK: %[[V16:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK: llvm.br ^bb4
// CHECK: ^bb4:
// CHECK: %[[V17:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK: %[[V18:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V19:.*]] = llvm.alloca %[[V17]] x i8 : (i64) -> !llvm.ptr
// CHECK: %[[V20:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V21:.*]] = llvm.insertvalue %[[V19]], %[[V20]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V22:.*]] = llvm.insertvalue %[[V19]], %[[V21]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V23:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V24:.*]] = llvm.insertvalue %[[V23]], %[[V22]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V25:.*]] = llvm.insertvalue %[[V17]], %[[V24]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V26:.*]] = llvm.insertvalue %[[V18]], %[[V25]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.intr.stackrestore %[[V16]] : !llvm.ptr
// CHECK: llvm.br ^bb5
// CHECK: ^bb5:
// CHECK: return %[[V15]] : f32
// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %arg0: memref<4xf32>, %arg1: memref<2xindex>) -> memref<?x?xf32> {
// CHECK: %[[V2:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V3:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %[[V3]], %[[V2]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V6:.*]] = llvm.insertvalue %[[V4]], %[[V5]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V7:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V8:.*]] = llvm.insertvalue %[[V7]], %[[V6]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V9:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V10:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V11:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V12:.*]] = llvm.getelementptr %[[V11]][%[[V10]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[V13:.*]] = llvm.load %[[V12]] : !llvm.ptr -> i64
// CHECK: %[[V16:.*]] = llvm.insertvalue %{{[0-9]+}}, %[[V8]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V17:.*]] = llvm.insertvalue %[[V9]], %[[V16]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V18:.*]] = llvm.mul %[[V9]], %{{[0-9]+}} : i64
// CHECK: %[[V19:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V20:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V21:.*]] = llvm.getelementptr %[[V20]][%[[V19]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[V22:.*]] = llvm.load %[[V21]] : !llvm.ptr -> i64
// CHECK: %[[V25:.*]] = llvm.insertvalue %{{[0-9]+}}, %[[V17]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V26:.*]] = llvm.insertvalue %[[V18]], %[[V25]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V27:.*]] = llvm.mul %[[V18]], %{{[0-9]+}} : i64
// CHECK: return %{{[0-9]+}} : memref<?x?xf32>
// CHECK-LABEL: func.func @reshape_static(
// CHECK-SAME: %arg0: memref<?xf32>, %arg1: memref<2xi32>) -> memref<2x3xf32> {
// CHECK: %[[V1:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V2:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %[[V2]], %[[V1]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %[[V3]], %[[V4]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V6:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[V7:.*]] = llvm.insertvalue %[[V6]], %[[V5]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V8:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V9:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK: %[[V10:.*]] = llvm.insertvalue %[[V9]], %[[V7]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V11:.*]] = llvm.insertvalue %[[V8]], %[[V10]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V12:.*]] = llvm.mul %[[V8]], %[[V9]] : i64
// CHECK: %[[V13:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK: %[[V14:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK: %[[V15:.*]] = llvm.insertvalue %[[V14]], %[[V11]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V16:.*]] = llvm.insertvalue %[[V13]], %[[V15]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V17:.*]] = llvm.mul %[[V13]], %[[V14]] : i64
// CHECK: return %{{[0-9]+}} : memref<2x3xf32>
// CHECK-LABEL: func.func @dim_unranked(
// CHECK-SAME: %arg0: memref<*xf32>, %arg1: index) -> index {
// CHECK: %[[V2:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[V3:.*]] = llvm.getelementptr %[[V2]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[V4:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V5:.*]] = llvm.add %[[V4]], %{{[0-9]+}} : i64
// CHECK: %[[V6:.*]] = llvm.getelementptr %[[V3]][%[[V5]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK: %[[V7:.*]] = llvm.load %[[V6]] : !llvm.ptr -> i64
// CHECK: return %{{[0-9]+}} : index

// static shape operand, dim of an unranked memref.
func.func @scope(%n: index) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca(%n) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<?xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %b = memref.alloca() : memref<4xi8>
  }
  return %r : f32
}

func.func @reshape(%a: memref<4xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %b = memref.reshape %a(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %b : memref<?x?xf32>
}

func.func @reshape_static(%a: memref<?xf32>, %s: memref<2xi32>) -> memref<2x3xf32> {
  %b = memref.reshape %a(%s) : (memref<?xf32>, memref<2xi32>) -> memref<2x3xf32>
  return %b : memref<2x3xf32>
}

func.func @dim_unranked(%u: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %u, %i : memref<*xf32>
  return %d : index
}
