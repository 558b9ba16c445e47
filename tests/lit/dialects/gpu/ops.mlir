// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s

// The gpu and nvvm ops as mlir-opt 19 prints this file (the CHECK lines are its output):
// launches with their region arguments, kernels with workgroup and private attributions,
// ids, collectives, shuffles, barriers, launch_func, memory ops, #nvvm.target (reordered,
// defaults dropped), #gpu.loop_dim_map, NVVM special registers, barrier0 and shfl.sync.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   func.func @no_args(%arg0: index, %arg1: memref<?xf32, 1>) {
// CHECK-NEXT:     gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg0, %arg12 = %arg0, %arg13 = %arg0) {
// CHECK-NEXT:       %0 = memref.load %arg1[%arg5] : memref<?xf32, 1>
// CHECK-NEXT:       gpu.terminator
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @kernels {
// CHECK-NEXT:     gpu.func @kernel_1(%arg0: f32, %arg1: memref<?xf32, 1>) kernel {
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:       %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:       %block_id_z = gpu.block_id  z
// CHECK-NEXT:       %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:       %global_id_x = gpu.global_id  x
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %0 = gpu.all_reduce  add %cst {
// CHECK-NEXT:       } : (f32) -> f32
// CHECK-NEXT:       %1 = gpu.all_reduce  add %cst uniform {
// CHECK-NEXT:       } : (f32) -> f32
// CHECK-NEXT:       %2 = gpu.all_reduce  %cst {
// CHECK-NEXT:       ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:         %6 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT:         gpu.yield %6 : f32
// CHECK-NEXT:       } : (f32) -> f32
// CHECK-NEXT:       %3 = gpu.subgroup_reduce  add %cst : (f32) -> f32
// CHECK-NEXT:       %4 = gpu.subgroup_reduce  maximumf %cst uniform : (f32) -> f32
// CHECK-NEXT:       %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:       %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:       %shuffleResult, %valid = gpu.shuffle  xor %arg0, %c3_i32, %c7_i32 : f32
// CHECK-NEXT:       %shuffleResult_0, %valid_1 = gpu.shuffle  up %arg0, %c3_i32, %c7_i32 : f32
// CHECK-NEXT:       gpu.barrier
// CHECK-NEXT:       gpu.barrier
// CHECK-NEXT:       %5 = memref.load %arg1[%block_id_z] : memref<?xf32, 1>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @kernel_2() kernel {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @kernel_3(%arg0: f32) workgroup(%arg1 : memref<42xf32, 3>) private(%arg2 : memref<2xf32, 5>, %arg3 : memref<1xf32, 5>) kernel attributes {foo = "bar"} {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @helper(%arg0: f32) -> f32 {
// CHECK-NEXT:       gpu.return %arg0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.func @w() workgroup(%arg0 : memref<42xf32, #gpu.address_space<workgroup>>) {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @k2 [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]  {
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @foo(%arg0: f32, %arg1: memref<?xf32, 1>) {
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     gpu.launch_func  @kernels::@kernel_1 blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8)  args(%arg0 : f32, %arg1 : memref<?xf32, 1>)
// CHECK-NEXT:     gpu.launch_func  @kernels::@kernel_2 blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8)
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     gpu.launch_func  @kernels::@kernel_1 blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8)  dynamic_shared_memory_size %c0_i32 args(%arg0 : f32, %arg1 : memref<?xf32, 1>)
// CHECK-NEXT:     %memref = gpu.alloc  () : memref<13xf32, 1>
// CHECK-NEXT:     gpu.memcpy  %memref, %memref : memref<13xf32, 1>, memref<13xf32, 1>
// CHECK-NEXT:     gpu.dealloc  %memref : memref<13xf32, 1>
// CHECK-NEXT:     %memref_0 = gpu.alloc  host_shared () : memref<13xf32, 1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @par(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nv() {
// CHECK-NEXT:     %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:     %1 = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK-NEXT:     %2 = nvvm.read.ptx.sreg.ntid.z : i32
// CHECK-NEXT:     %3 = nvvm.read.ptx.sreg.nctaid.x : i32
// CHECK-NEXT:     %4 = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT:     nvvm.barrier0
// CHECK-NEXT:     %5 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:     %6 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT:     %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %8 = nvvm.shfl.sync  bfly %6, %7, %5, %5 : f32 -> f32
// CHECK-NEXT:     %9 = nvvm.shfl.sync  down %6, %5, %5, %5 : i32 -> i32
// CHECK-NEXT:     %10 = nvvm.shfl.sync  idx %6, %7, %5, %5 {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

module attributes {gpu.container_module} {
  func.func @no_args(%sz : index, %data : memref<?xf32, 1>) {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) {
      %v = memref.load %data[%tx] : memref<?xf32, 1>
      gpu.terminator
    }
    return
  }
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>) kernel {
      %tIdX = gpu.thread_id x
      %tIdY = gpu.thread_id y
      %bDimX = gpu.block_dim x
      %bIdX = gpu.block_id z
      %gDimX = gpu.grid_dim x
      %gIdX = gpu.global_id x
      %one = arith.constant 1.0 : f32
      %sum = gpu.all_reduce add %one {} : (f32) -> (f32)
      %sum1 = gpu.all_reduce add %one uniform {} : (f32) -> f32
      %sum2 = gpu.all_reduce %one {
      ^bb(%lhs : f32, %rhs : f32):
        %tmp = arith.addf %lhs, %rhs : f32
        gpu.yield %tmp : f32
      } : (f32) -> (f32)
      %sum_subgroup = gpu.subgroup_reduce add %one : (f32) -> f32
      %sum_subgroup1 = gpu.subgroup_reduce maximumf %one uniform : (f32) -> f32
      %width = arith.constant 7 : i32
      %offset = arith.constant 3 : i32
      %shfl, %pred = gpu.shuffle xor %arg0, %offset, %width : f32
      %shfl1, %pred1 = gpu.shuffle up %arg0, %offset, %width : f32
      "gpu.barrier"() : () -> ()
      gpu.barrier
      %42 = memref.load %arg1[%bIdX] : memref<?xf32, 1>
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
    gpu.func @kernel_3(%arg0: f32)
        workgroup(%arg1: memref<42xf32, 3>)
        private(%arg2: memref<2xf32, 5>, %arg3: memref<1xf32, 5>)
        kernel
        attributes {foo="bar"} {
      gpu.return
    }
    gpu.func @helper(%arg0: f32) -> f32 {
      gpu.return %arg0 : f32
    }
    gpu.func @w() workgroup(%arg0: memref<42xf32, #gpu.address_space<workgroup>>) {
      gpu.return
    }
  }
  gpu.module @k2 [#nvvm.target<chip = "sm_90", features = "+ptx80", O = 3>] {
  }
  func.func @foo(%0 : f32, %1 : memref<?xf32, 1>) {
    %cst = arith.constant 8 : index
    gpu.launch_func @kernels::@kernel_1 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst) args(%0 : f32, %1 : memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_2 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst)
    %c0 = arith.constant 0 : i32
    gpu.launch_func @kernels::@kernel_1 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst) dynamic_shared_memory_size %c0 args(%0 : f32, %1 : memref<?xf32, 1>)
    %m0 = gpu.alloc () : memref<13xf32, 1>
    gpu.memcpy %m0, %m0 : memref<13xf32, 1>, memref<13xf32, 1>
    gpu.dealloc %m0 : memref<13xf32, 1>
    %m2 = gpu.alloc host_shared () : memref<13xf32, 1>
    return
  }
  func.func @par(%a : index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%i) = (%c0) to (%a) step (%c1) {
    } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    return
  }
  func.func @nv() {
    %0 = nvvm.read.ptx.sreg.tid.x : i32
    %1 = nvvm.read.ptx.sreg.ctaid.y : i32
    %2 = nvvm.read.ptx.sreg.ntid.z : i32
    %3 = nvvm.read.ptx.sreg.nctaid.x : i32
    %4 = nvvm.read.ptx.sreg.laneid : i32
    nvvm.barrier0
    %c = llvm.mlir.constant(1 : i32) : i32
    %m = llvm.mlir.constant(-1 : i32) : i32
    %f = llvm.mlir.constant(1.0 : f32) : f32
    %s = nvvm.shfl.sync bfly %m, %f, %c, %c : f32 -> f32
    %s2 = nvvm.shfl.sync down %m, %c, %c, %c : i32 -> i32
    %r = nvvm.shfl.sync idx %m, %f, %c, %c {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    return
  }
}
