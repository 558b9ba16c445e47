// RUN: irlite-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' | FileCheck %s

// convert-gpu-to-nvvm: ids as PTX special registers widened to index (i64), global_id as
// ctaid * ntid + tid, gpu.barrier as nvvm.barrier0, gpu.shuffle as nvvm.shfl.sync with
// MLIR's active mask and clamp (width - 1 for down) and the value/valid pair extracted,
// the kernel an llvm.func with gpu.kernel and nvvm.kernel whose memref argument is the
// descriptor's fields in address space 1. (irlite's lowering, not byte-for-byte MLIR's:
// MLIR 19 adds range attributes to the ids and lowers the shuffle mask unfolded.)

// CHECK-LABEL: llvm.func @k(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) attributes {gpu.kernel, nvvm.kernel} {
// CHECK: %[[T:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: llvm.sext %[[T]] : i32 to i64
// CHECK: nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %[[B:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %[[BX:.*]] = llvm.sext %[[B]] : i32 to i64
// CHECK-NEXT: %[[N:.*]] = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK-NEXT: %[[NX:.*]] = llvm.sext %[[N]] : i32 to i64
// CHECK-NEXT: %[[T2:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %[[TX:.*]] = llvm.sext %[[T2]] : i32 to i64
// CHECK-NEXT: %[[M:.*]] = llvm.mul %[[BX]], %[[NX]] : i64
// CHECK-NEXT: %[[G:.*]] = llvm.add %[[M]], %[[TX]] : i64
// CHECK-NEXT: nvvm.barrier0
// CHECK-DAG: %[[MASK:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-DAG: %[[CLAMP:.*]] = llvm.mlir.constant(31 : i32) : i32
// CHECK: %[[S:.*]] = nvvm.shfl.sync  down %[[MASK]], %arg5, %{{.*}}, %[[CLAMP]] {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK-NEXT: %[[V:.*]] = llvm.extractvalue %[[S]][0] : !llvm.struct<(f32, i1)>
// CHECK-NEXT: llvm.extractvalue %[[S]][1] : !llvm.struct<(f32, i1)>
// CHECK: %[[P:.*]] = llvm.getelementptr %{{.*}}[%[[G]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
// CHECK-NEXT: llvm.store %[[V]], %[[P]] : f32, !llvm.ptr<1>
// CHECK-NEXT: llvm.return
// CHECK-NOT: gpu.func

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32, 1>, %v: f32) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id y
      %g = gpu.global_id x
      gpu.barrier
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s, %ok = gpu.shuffle down %v, %c1, %c32 : f32
      memref.store %s, %a[%g] : memref<?xf32, 1>
      gpu.return
    }
  }
}
