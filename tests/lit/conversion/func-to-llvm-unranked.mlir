// convert-func-to-llvm: unranked memrefs pass as (rank, descriptor pointer).
// RUN: irlite-opt %s --finalize-memref-to-llvm --convert-func-to-llvm | FileCheck %s
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (builtin.unrealized_conversion_cast lines are not checked, so the other lines are checked
// in order but not for adjacency: which casts are left before reconcile-unrealized-casts,
// and where, is up to the conversion driver).

// CHECK-LABEL: llvm.func @unranked(
// CHECK-SAME: %arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64) {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V1:.*]] = llvm.insertvalue %arg2, %[[V0]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V2:.*]] = llvm.insertvalue %arg3, %[[V1]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.insertvalue %arg4, %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V4:.*]] = llvm.insertvalue %arg5, %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V5:.*]] = llvm.insertvalue %arg6, %[[V4]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V8:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK: %[[V9:.*]] = llvm.insertvalue %arg0, %[[V8]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[V10:.*]] = llvm.insertvalue %arg1, %[[V9]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[V14:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V15:.*]] = llvm.alloca %[[V14]] x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK: llvm.store %{{[0-9]+}}, %[[V15]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK: %[[V16:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: %[[V17:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK: %[[V18:.*]] = llvm.insertvalue %[[V16]], %[[V17]][0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[V19:.*]] = llvm.insertvalue %[[V15]], %[[V18]][1] : !llvm.struct<(i64, ptr)>
// CHECK: %[[V20:.*]] = llvm.extractvalue %{{[0-9]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK: %[[V21:.*]] = llvm.extractvalue %{{[0-9]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK: llvm.call @callee(%[[V20]], %[[V21]]) : (i64, !llvm.ptr) -> ()
// CHECK: llvm.return
// CHECK: llvm.func @callee(i64, !llvm.ptr) attributes {sym_visibility = "private"}

func.func @unranked(%a: memref<*xf32>, %b: memref<2xf32>) {
  %c = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @callee(%a) : (memref<*xf32>) -> ()
  return
}

func.func private @callee(memref<*xf32>)
