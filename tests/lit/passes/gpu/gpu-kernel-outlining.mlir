// RUN: irlite-opt %s --split-input-file --pass-pipeline='builtin.module(gpu-kernel-outlining)' | FileCheck %s

// The CHECK lines are mlir-opt 19's output: captured values in MLIR's order, the id ops at the top, known block/grid sizes, uniqued module names, nested regions.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   func.func @launch(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     gpu.launch_func  @launch_kernel::@launch_kernel blocks in (%arg2, %c1, %c1) threads in (%c32, %c1, %c1)  args(%arg0 : memref<?xf32>, %cst : f32, %arg1 : memref<?xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @launch_kernel {
// CHECK-NEXT:     gpu.func @launch_kernel(%arg0: memref<?xf32>, %arg1: f32, %arg2: memref<?xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
// CHECK-NEXT:       %block_id_x = gpu.block_id  x
// CHECK-NEXT:       %block_id_y = gpu.block_id  y
// CHECK-NEXT:       %block_id_z = gpu.block_id  z
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:       %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:       %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:       %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:       %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:       %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:       %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:       %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:       %0 = arith.muli %block_id_x, %block_dim_x : index
// CHECK-NEXT:       %1 = arith.addi %0, %thread_id_x : index
// CHECK-NEXT:       %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT:       %3 = arith.mulf %2, %arg1 : f32
// CHECK-NEXT:       memref.store %3, %arg2[%1] : memref<?xf32>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @launch(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %cst = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %v = memref.load %arg0[%i] : memref<?xf32>
    %w = arith.mulf %v, %cst : f32
    memref.store %w, %arg1[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   func.func @launch(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     gpu.launch_func  @launch_kernel::@launch_kernel blocks in (%c32, %c1, %c1) threads in (%c32, %c1, %c1)  args(%arg0 : memref<?xf32>, %cst : f32, %arg1 : memref<?xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @launch_kernel {
// CHECK-NEXT:     gpu.func @launch_kernel(%arg0: memref<?xf32>, %arg1: f32, %arg2: memref<?xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 32, 1, 1>} {
// CHECK-NEXT:       %block_id_x = gpu.block_id  x
// CHECK-NEXT:       %block_id_y = gpu.block_id  y
// CHECK-NEXT:       %block_id_z = gpu.block_id  z
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:       %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:       %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:       %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:       %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:       %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:       %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:       %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:       %0 = arith.muli %block_id_x, %block_dim_x : index
// CHECK-NEXT:       %1 = arith.addi %0, %thread_id_x : index
// CHECK-NEXT:       %2 = memref.load %arg0[%1] : memref<?xf32>
// CHECK-NEXT:       %3 = arith.mulf %2, %arg1 : f32
// CHECK-NEXT:       memref.store %3, %arg2[%1] : memref<?xf32>
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     gpu.launch_func  @two_kernel::@two_kernel blocks in (%arg1, %c1, %c1) threads in (%arg1, %c1, %c1)  args(%arg0 : memref<?xf32>, %c1 : index, %arg1 : index)
// CHECK-NEXT:     gpu.launch_func  @two_kernel_0::@two_kernel blocks in (%arg1, %c1, %c1) threads in (%arg1, %c1, %c1)  
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @two_kernel {
// CHECK-NEXT:     gpu.func @two_kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: index) kernel {
// CHECK-NEXT:       %block_id_x = gpu.block_id  x
// CHECK-NEXT:       %block_id_y = gpu.block_id  y
// CHECK-NEXT:       %block_id_z = gpu.block_id  z
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:       %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:       %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:       %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:       %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:       %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:       %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:       %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:       scf.for %arg3 = %arg1 to %arg2 step %arg1 {
// CHECK-NEXT:         %0 = memref.load %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT:         memref.store %0, %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @two_kernel_0 {
// CHECK-NEXT:     gpu.func @two_kernel() kernel {
// CHECK-NEXT:       %block_id_x = gpu.block_id  x
// CHECK-NEXT:       %block_id_y = gpu.block_id  y
// CHECK-NEXT:       %block_id_z = gpu.block_id  z
// CHECK-NEXT:       %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:       %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:       %thread_id_z = gpu.thread_id  z
// CHECK-NEXT:       %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT:       %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT:       %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT:       %block_dim_x = gpu.block_dim  x
// CHECK-NEXT:       %block_dim_y = gpu.block_dim  y
// CHECK-NEXT:       %block_dim_z = gpu.block_dim  z
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @launch(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %cst = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c32, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %v = memref.load %arg0[%i] : memref<?xf32>
    %w = arith.mulf %v, %cst : f32
    memref.store %w, %arg1[%i] : memref<?xf32>
    gpu.terminator
  }
  return
}
func.func @two(%arg0: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    scf.for %i = %c1 to %n step %c1 {
      %v = memref.load %arg0[%i] : memref<?xf32>
      memref.store %v, %arg0[%tx] : memref<?xf32>
    }
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}
