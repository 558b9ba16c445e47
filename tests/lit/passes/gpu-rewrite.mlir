// RUN: irlite-opt %s -split-input-file -test-gpu-rewrite | FileCheck %s
// test-gpu-rewrite (MLIR 19's populateGpuRewritePatterns, what convert-gpu-to-nvvm applies
// first): a uniform gpu.all_reduce becomes subgroup butterflies, a workgroup buffer and
// barriers; gpu.global_id the block's offset plus the thread id; a 64-bit shuffle two
// 32-bit ones.

// The integer max over a workgroup: a new workgroup attribution of 32 i32s, the
// partial-subgroup path (each step guarded by the shuffle's validity) and the full one,
// the first lane of each subgroup storing its result, a barrier, the first
// num_subgroups invocations reducing those, a barrier, every invocation loading element 0.
// CHECK-LABEL: gpu.func @imax
// CHECK-SAME: workgroup(%[[BUF:.*]] : memref<32xi32, #gpu.address_space<workgroup>>) kernel
// CHECK-DAG: %[[C31:.*]] = arith.constant 31 : i32
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : i32
// CHECK: gpu.thread_id  z
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.muli
// CHECK-NEXT: arith.muli
// CHECK-NEXT: %[[INV:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[SIZE:.*]] = arith.muli %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: %[[LANE:.*]] = arith.andi %[[INV]], %[[C31]] : i32
// CHECK-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[LANE]], %{{.*}} : i32
// CHECK-NEXT: %[[BEFORE:.*]] = arith.subi %[[INV]], %[[LANE]] : i32
// CHECK-NEXT: %[[ACTIVE:.*]] = arith.subi %[[SIZE]], %[[BEFORE]] : i32
// CHECK-NEXT: %[[PARTIAL:.*]] = arith.cmpi slt, %[[ACTIVE]], %[[C32]] : i32
// CHECK-NEXT: cf.cond_br %[[PARTIAL]], ^bb1, ^bb17
// CHECK: ^bb1:
// CHECK-NEXT: %[[S1:.*]], %[[OK1:.*]] = gpu.shuffle  xor %arg0, %{{.*}}, %[[ACTIVE]] : i32
// CHECK-NEXT: cf.cond_br %[[OK1]], ^bb2, ^bb3
// CHECK: ^bb2:
// CHECK-NEXT: %[[M1:.*]] = arith.maxsi %arg0, %[[S1]] : i32
// CHECK-NEXT: cf.br ^bb4(%[[M1]] : i32)
// CHECK: ^bb3:
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK: ^bb17:
// CHECK-NEXT: %[[F1:.*]], %{{.*}} = gpu.shuffle  xor %arg0, %{{.*}}, %[[C32]] : i32
// CHECK-NEXT: arith.maxsi %arg0, %[[F1]] : i32
// CHECK: ^bb18(%[[SUB:.*]]: i32):
// CHECK-NEXT: cf.cond_br %[[FIRST]], ^bb19, ^bb20
// CHECK: ^bb19:
// CHECK-NEXT: %[[SID:.*]] = arith.divsi %[[INV]], %[[C32]] : i32
// CHECK-NEXT: %[[SIDX:.*]] = arith.index_cast %[[SID]] : i32 to index
// CHECK-NEXT: memref.store %[[SUB]], %[[BUF]][%[[SIDX]]]
// CHECK: gpu.barrier
// CHECK-NEXT: %[[BIASED:.*]] = arith.addi %[[SIZE]], %[[C31]] : i32
// CHECK-NEXT: %[[NSUB:.*]] = arith.divsi %[[BIASED]], %[[C32]] : i32
// CHECK-NEXT: %[[VALID:.*]] = arith.cmpi slt, %[[INV]], %[[NSUB]] : i32
// CHECK-NEXT: cf.cond_br %[[VALID]], ^bb22, ^bb41
// CHECK: ^bb42:
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[R:.*]] = memref.load %[[BUF]][%c0]
// CHECK-NEXT: memref.store %[[R]], %arg1[%c0]
// A non-uniform reduction is left whole (MLIR's pattern fails on its function).
// CHECK-LABEL: gpu.func @nonuniform
// CHECK-NOT: workgroup
// CHECK: gpu.all_reduce  add
gpu.module @m {
  gpu.func @imax(%v : i32, %out : memref<1xi32>) kernel {
    %r = gpu.all_reduce maxsi %v uniform {} : (i32) -> (i32)
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xi32>
    gpu.return
  }
  gpu.func @nonuniform(%v : f32) kernel {
    %r = gpu.all_reduce add %v {} : (f32) -> (f32)
    gpu.return
  }
}

// -----

// CHECK-LABEL: gpu.func @ids
// CHECK: %[[BID:.*]] = gpu.block_id  y
// CHECK-NEXT: %[[BDIM:.*]] = gpu.block_dim  y
// CHECK-NEXT: %[[OFF:.*]] = index.mul %[[BID]], %[[BDIM]]
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id  y
// CHECK-NEXT: %[[GID:.*]] = index.add %[[TID]], %[[OFF]]
// CHECK-NEXT: memref.store %[[GID]]
// CHECK: %[[BITS:.*]] = arith.bitcast %arg1 : f64 to i64
// CHECK-NEXT: %[[LO:.*]] = arith.trunci %[[BITS]] : i64 to i32
// CHECK-NEXT: %[[HI64:.*]] = arith.shrui %[[BITS]], %[[C32:.*]] : i64
// CHECK-NEXT: %[[HI:.*]] = arith.trunci %[[HI64]] : i64 to i32
// CHECK-NEXT: %[[SLO:.*]], %[[OK:.*]] = gpu.shuffle  down %[[LO]], %arg2, %arg3 : i32
// CHECK-NEXT: %[[SHI:.*]], %{{.*}} = gpu.shuffle  down %[[HI]], %arg2, %arg3 : i32
// CHECK-NEXT: %[[ELO:.*]] = arith.extui %[[SLO]] : i32 to i64
// CHECK-NEXT: %[[EHI:.*]] = arith.extui %[[SHI]] : i32 to i64
// CHECK-NEXT: %[[SHL:.*]] = arith.shli %[[EHI]], %[[C32]] : i64
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[SHL]], %[[ELO]] : i64
// CHECK-NEXT: %[[F:.*]] = arith.bitcast %[[OR]] : i64 to f64
// CHECK-NEXT: memref.store %[[F]], %arg4[%c0]
// CHECK-NEXT: memref.store %[[OK]], %arg5[%c0]
gpu.module @m {
  gpu.func @ids(%out : memref<2xindex>, %w : f64, %o : i32, %n : i32, %wout : memref<1xf64>,
                %okout : memref<1xi1>) kernel {
    %g = gpu.global_id y
    %c0 = arith.constant 0 : index
    memref.store %g, %out[%c0] : memref<2xindex>
    %s, %ok = gpu.shuffle down %w, %o, %n : f64
    memref.store %s, %wout[%c0] : memref<1xf64>
    memref.store %ok, %okout[%c0] : memref<1xi1>
    gpu.return
  }
}
