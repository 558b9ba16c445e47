// RUN: irlite-opt %s -gpu-promote-workgroup-allocas | FileCheck %s
// gpu-promote-workgroup-allocas (irlite's own pass): an alloca of workgroup memory at the
// top of a kernel becomes a workgroup attribution after the existing ones; a private
// alloca stays.

// CHECK-LABEL: gpu.func @k
// CHECK-SAME: workgroup(%{{.*}} : memref<32xf32, #gpu.address_space<workgroup>>, %[[ROW:.*]] : memref<8xf32, #gpu.address_space<workgroup>>)
// CHECK-NOT: memref.alloca() : memref<8xf32
// CHECK: memref.alloca() : memref<4xf32>
// CHECK: memref.store %{{.*}}, %[[ROW]][%{{.*}}] : memref<8xf32, #gpu.address_space<workgroup>>
gpu.module @m {
  gpu.func @k(%x: memref<8xf32>) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
    %row = memref.alloca() : memref<8xf32, #gpu.address_space<workgroup>>
    %private = memref.alloca() : memref<4xf32>
    %t = gpu.thread_id x
    %v = memref.load %x[%t] : memref<8xf32>
    memref.store %v, %row[%t] : memref<8xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    gpu.return
  }
}
