// finalize-memref-to-llvm: memref.global/get_global, memref.copy (memcpy and memrefCopy), atomic_rmw.
// RUN: irlite-opt %s --finalize-memref-to-llvm | FileCheck %s
//
// CHECK lines generated from mlir-opt 19's output for the same passes
// (dead casts mlir-opt leaves behind dropped).

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.mlir.global private constant @cst(dense<1.000000e+00> : tensor<2x3xf32>) {addr_space = 0 : i32} : !llvm.array<2 x array<3 x f32>>
// CHECK-LABEL: llvm.mlir.global external @g(
// CHECK-SAME: ) {addr_space = 0 : i32} : !llvm.array<4 x i32> {
// CHECK: %[[V0:.*]] = llvm.mlir.undef : !llvm.array<4 x i32>
// CHECK-NEXT: llvm.return %[[V0]] : !llvm.array<4 x i32>
// CHECK: llvm.mlir.global external @s(2.000000e+00 : f32) {addr_space = 0 : i32, alignment = 64 : i64} : f32
// CHECK: llvm.mlir.global private @ext() {addr_space = 0 : i32} : !llvm.array<8 x i64>
// CHECK-LABEL: func.func @get_global(
// CHECK-SAME: ) -> (memref<2x3xf32>, memref<f32>) {
// CHECK: %[[V0:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %[[V1:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[V2:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V5:.*]] = llvm.getelementptr %[[V4]][%[[V3]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V6:.*]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V7:.*]] = llvm.mlir.addressof @cst : !llvm.ptr
// CHECK-NEXT: %[[V8:.*]] = llvm.getelementptr %[[V7]][0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<3 x f32>>
// CHECK-NEXT: %[[V9:.*]] = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %[[V10:.*]] = llvm.inttoptr %[[V9]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[V11:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V12:.*]] = llvm.insertvalue %[[V10]], %[[V11]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V13:.*]] = llvm.insertvalue %[[V8]], %[[V12]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V15:.*]] = llvm.insertvalue %[[V14]], %[[V13]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V16:.*]] = llvm.insertvalue %[[V0]], %[[V15]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = llvm.insertvalue %[[V1]], %[[V16]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = llvm.insertvalue %[[V1]], %[[V17]][4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V19:.*]] = llvm.insertvalue %[[V2]], %[[V18]][4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V20:.*]] = builtin.unrealized_conversion_cast %[[V19]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT: %[[V21:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V22:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V23:.*]] = llvm.getelementptr %[[V22]][%[[V21]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V24:.*]] = llvm.ptrtoint %[[V23]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V25:.*]] = llvm.mlir.addressof @s : !llvm.ptr
// CHECK-NEXT: %[[V26:.*]] = llvm.getelementptr %[[V25]][0] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V27:.*]] = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %[[V28:.*]] = llvm.inttoptr %[[V27]] : i64 to !llvm.ptr
// CHECK-NEXT: %[[V29:.*]] = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V30:.*]] = llvm.insertvalue %[[V28]], %[[V29]][0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V31:.*]] = llvm.insertvalue %[[V26]], %[[V30]][1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V32:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %[[V33:.*]] = llvm.insertvalue %[[V32]], %[[V31]][2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %[[V34:.*]] = builtin.unrealized_conversion_cast %[[V33]] : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
// CHECK-NEXT: return %[[V20]], %[[V34]] : memref<2x3xf32>, memref<f32>
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg3: memref<?x?xf32>) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg3 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg2 : memref<?x?xf32, strided<[?, ?], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-DAG: %[[V3:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[V4:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V5:.*]] = llvm.extractvalue %[[V3]][3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V6:.*]] = llvm.mul %[[V4]], %[[V5]] : i64
// CHECK-NEXT: %[[V7:.*]] = llvm.extractvalue %[[V3]][3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V8:.*]] = llvm.mul %[[V6]], %[[V7]] : i64
// CHECK-NEXT: %[[V9:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V10:.*]] = llvm.getelementptr %[[V9]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V11:.*]] = llvm.ptrtoint %[[V10]] : !llvm.ptr to i64
// CHECK-NEXT: %[[V12:.*]] = llvm.mul %[[V8]], %[[V11]] : i64
// CHECK-NEXT: %[[V13:.*]] = llvm.extractvalue %[[V3]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V14:.*]] = llvm.extractvalue %[[V3]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V15:.*]] = llvm.getelementptr %[[V13]][%[[V14]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V16:.*]] = llvm.extractvalue %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V17:.*]] = llvm.extractvalue %[[V2]][2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[V18:.*]] = llvm.getelementptr %[[V16]][%[[V17]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%[[V18]], %[[V15]], %[[V12]]) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %[[V19:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[V20:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[V21:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V22:.*]] = llvm.alloca %[[V21]] x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V1]], %[[V22]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %[[V23:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V24:.*]] = llvm.insertvalue %[[V20]], %[[V23]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V25:.*]] = llvm.insertvalue %[[V22]], %[[V24]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V26:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[V27:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V28:.*]] = llvm.alloca %[[V27]] x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V0]], %[[V28]] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %[[V29:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V30:.*]] = llvm.insertvalue %[[V26]], %[[V29]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V31:.*]] = llvm.insertvalue %[[V28]], %[[V30]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V32:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V33:.*]] = llvm.alloca %[[V32]] x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V25]], %[[V33]] : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %[[V34:.*]] = llvm.alloca %[[V32]] x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V31]], %[[V34]] : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %[[V35:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V36:.*]] = llvm.getelementptr %[[V35]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V37:.*]] = llvm.ptrtoint %[[V36]] : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%[[V37]], %[[V33]], %[[V34]]) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %[[V19]] : !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @atomic(
// CHECK-SAME: %arg0: memref<10xf32>, %arg1: f32, %arg2: index, %arg3: memref<10xi32>, %arg4: i32) -> (f32, i32) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg3 : memref<10xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-DAG: %[[V2:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<10xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[V3:.*]] = llvm.extractvalue %[[V2]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V4:.*]] = llvm.getelementptr %[[V3]][%[[V1]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V5:.*]] = llvm.atomicrmw fadd %[[V4]], %arg1 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %[[V6:.*]] = llvm.extractvalue %[[V0]][1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[V7:.*]] = llvm.getelementptr %[[V6]][%[[V1]]] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %[[V8:.*]] = llvm.atomicrmw max %[[V7]], %arg4 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: return %[[V5]], %[[V8]] : f32, i32
// CHECK-LABEL: func.func @copy_unranked(
// CHECK-SAME: %arg0: memref<*xf32>, %arg1: memref<?xf32>) {
// CHECK-DAG: %[[V0:.*]] = builtin.unrealized_conversion_cast %arg1 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-DAG: %[[V1:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK: %[[V2:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %[[V3:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %[[V4:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V5:.*]] = llvm.alloca %[[V4]] x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V0]], %[[V5]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %[[V6:.*]] = llvm.mlir.undef : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V7:.*]] = llvm.insertvalue %[[V3]], %[[V6]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V8:.*]] = llvm.insertvalue %[[V5]], %[[V7]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %[[V9:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[V10:.*]] = llvm.alloca %[[V9]] x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V1]], %[[V10]] : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %[[V11:.*]] = llvm.alloca %[[V9]] x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %[[V8]], %[[V11]] : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %[[V12:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %[[V13:.*]] = llvm.getelementptr %[[V12]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %[[V14:.*]] = llvm.ptrtoint %[[V13]] : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%[[V14]], %[[V10]], %[[V11]]) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %[[V2]] : !llvm.ptr
// CHECK-NEXT: return

memref.global "private" constant @cst : memref<2x3xf32> = dense<1.0>
memref.global @g : memref<4xi32> = uninitialized
memref.global @s : memref<f32> = dense<2.0> {alignment = 64}
memref.global "private" @ext : memref<8xi64>

func.func @get_global() -> (memref<2x3xf32>, memref<f32>) {
  %a = memref.get_global @cst : memref<2x3xf32>
  %b = memref.get_global @s : memref<f32>
  return %a, %b : memref<2x3xf32>, memref<f32>
}

func.func @copy(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<?x?xf32, strided<[?, ?], offset: ?>>, %d : memref<?x?xf32>) {
  memref.copy %a, %b : memref<4x8xf32> to memref<4x8xf32>
  memref.copy %c, %d : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32>
  return
}

func.func @atomic(%a: memref<10xf32>, %v: f32, %i: index, %b: memref<10xi32>, %w: i32) -> (f32, i32) {
  %r = memref.atomic_rmw addf %v, %a[%i] : (f32, memref<10xf32>) -> f32
  %s = memref.atomic_rmw maxs %w, %b[%i] : (i32, memref<10xi32>) -> i32
  return %r, %s : f32, i32
}

func.func @copy_unranked(%u: memref<*xf32>, %r: memref<?xf32>) {
  memref.copy %u, %r : memref<*xf32> to memref<?xf32>
  return
}
