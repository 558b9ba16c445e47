// int-range-optimizations on gpu ops: gpu.launch bounds its body's ids and sizes by its
// size operands, id and size ops by the launch, known_block_size and upper_bound. The
// CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --int-range-optimizations | FileCheck %s

// CHECK-LABEL: func.func @launch(%arg0: index) {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %0 = test.with_bounds {smax = 6 : index, smin = 2 : index, umax = 6 : index, umin = 2 : index} : index
// CHECK-NEXT:   gpu.launch blocks(%arg1, %arg2, %arg3) in (%arg7 = %0, %arg8 = %c4, %arg9 = %arg0) threads(%arg4, %arg5, %arg6) in (%arg10 = %c4, %arg11 = %0, %arg12 = %arg0) {
// CHECK-NEXT:     %1 = test.reflect_bounds {smax = 5 : index, smin = 0 : index, umax = 5 : index, umin = 0 : index} %arg1 : index
// CHECK-NEXT:     %2 = test.reflect_bounds {smax = 4294967295 : index, smin = 1 : index, umax = 4294967295 : index, umin = 1 : index} %arg9 : index
// CHECK-NEXT:     %3 = test.reflect_bounds {smax = 4294967294 : index, smin = 0 : index, umax = 4294967294 : index, umin = 0 : index} %arg6 : index
// CHECK-NEXT:     %thread_id_x = gpu.thread_id  x
// CHECK-NEXT:     %4 = test.reflect_bounds {smax = 3 : index, smin = 0 : index, umax = 3 : index, umin = 0 : index} %thread_id_x : index
// CHECK-NEXT:     %5 = test.reflect_bounds {smax = 4 : index, smin = 4 : index, umax = 4 : index, umin = 4 : index} %c4 : index
// CHECK-NEXT:     %6 = gpu.lane_id
// CHECK-NEXT:     %7 = test.reflect_bounds {smax = 127 : index, smin = 0 : index, umax = 127 : index, umin = 0 : index} %6 : index
// CHECK-NEXT:     gpu.terminator
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @annotated() attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
// CHECK-NEXT:   %thread_id_y = gpu.thread_id  y
// CHECK-NEXT:   %0 = test.reflect_bounds {smax = 1 : index, smin = 0 : index, umax = 1 : index, umin = 0 : index} %thread_id_y : index
// CHECK-NEXT:   %global_id_x = gpu.global_id  x upper_bound 100
// CHECK-NEXT:   %1 = test.reflect_bounds {smax = 99 : index, smin = 0 : index, umax = 99 : index, umin = 0 : index} %global_id_x : index
// CHECK-NEXT:   %2 = gpu.subgroup_size : index
// CHECK-NEXT:   %3 = test.reflect_bounds {smax = 128 : index, smin = 1 : index, umax = 128 : index, umin = 1 : index} %2 : index
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @launch(%n: index) {
  %c4 = arith.constant 4 : index
  %s = test.with_bounds {umin = 2 : index, umax = 6 : index, smin = 2 : index, smax = 6 : index} : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %s, %gy = %c4, %gz = %n)
      threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %s, %sz = %n) {
    %0 = test.reflect_bounds %bx : index
    %1 = test.reflect_bounds %gz : index
    %2 = test.reflect_bounds %tz : index
    %t = gpu.thread_id x
    %3 = test.reflect_bounds %t : index
    %b = gpu.block_dim x
    %4 = test.reflect_bounds %b : index
    %l = gpu.lane_id
    %5 = test.reflect_bounds %l : index
    gpu.terminator
  }
  return
}

func.func @annotated() attributes {gpu.known_block_size = array<i32: 32, 2, 1>} {
  %t = gpu.thread_id y
  %0 = test.reflect_bounds %t : index
  %g = gpu.global_id x upper_bound 100
  %1 = test.reflect_bounds %g : index
  %s = gpu.subgroup_size : index
  %2 = test.reflect_bounds %s : index
  return
}
