// RUN: irlite-opt %s -test-gpu-subgroup-reduce-lowering=expand-to-shuffles | FileCheck %s
// A uniform gpu.subgroup_reduce as the subgroup's xor butterfly: five shuffles with
// offsets 1, 2, 4, 8, 16 over a full subgroup (a guarded butterfly and a broadcast from
// lane 0 in a partial one); the op is gone.
// CHECK-LABEL: gpu.func @k
// CHECK-NOT: gpu.subgroup_reduce
// CHECK: gpu.shuffle xor
// CHECK: gpu.shuffle idx
// CHECK: gpu.return
gpu.module @m {
  gpu.func @k(%x: memref<32xf32>) kernel {
    %t = gpu.thread_id x
    %v = memref.load %x[%t] : memref<32xf32>
    %s = gpu.subgroup_reduce add %v uniform : (f32) -> f32
    memref.store %s, %x[%t] : memref<32xf32>
    gpu.return
  }
}
