// RUN: irlite-opt %s -allow-unregistered-dialect -test-multi-buffering=multiplier=3 | FileCheck %s
// test-multi-buffering: an alloc that each iteration overwrites (a memref.copy into it dominating
// its other uses) gets one copy per iteration modulo the multiplier; its subview uses are
// rebuilt on the slice. Allocs used outside the loop, in a loop with a non-constant
// affine lower bound, or whose dealloc the copy does not dominate are left alone.
// CHECK lines: mlir-opt 19's output on this file.

// CHECK: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 3)>
// CHECK: #map1 = affine_map<(d0) -> ((d0 floordiv 4) mod 3)>
// CHECK: #map2 = affine_map<(d0) -> ((d0 floordiv 8) mod 3)>
// CHECK-LABEL: func.func @dynamic_bounds(%arg0: memref<?xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x8xf32>
// CHECK-NEXT:     scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg4)[%arg1, %arg3]
// CHECK-NEXT:       %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg0[%arg4] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview_0, %subview : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %1 = memref.load %subview[%c0] : memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       "use"(%1) : (f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dealloc_after_loop(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c64 step %c8 {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg1] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %alloc : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @nested_subviews(%arg0: memref<64x64xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3x4x64xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c64 step %c4 {
// CHECK-NEXT:       %0 = affine.apply #map1(%arg1)
// CHECK-NEXT:       %subview = memref.subview %alloc[%0, 0, 0] [1, 4, 64] [1, 1, 1] : memref<3x4x64xf32> to memref<4x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg0[%arg1, 0] [4, 64] [1, 1] : memref<64x64xf32> to memref<4x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview_0, %subview : memref<4x64xf32, strided<[64, 1], offset: ?>> to memref<4x64xf32, strided<[64, 1], offset: ?>>
// CHECK-NEXT:       %subview_1 = memref.subview %subview[1, 0] [1, 64] [1, 1] : memref<4x64xf32, strided<[64, 1], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_2 = memref.subview %subview_1[8] [16] [2] : memref<64xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[2], offset: ?>>
// CHECK-NEXT:       "use"(%subview_2) : (memref<16xf32, strided<[2], offset: ?>>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @inner_loop(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3x8xf32>
// CHECK-NEXT:     scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:       scf.for %arg3 = %c0 to %c64 step %c8 {
// CHECK-NEXT:         %0 = affine.apply #map2(%arg3)
// CHECK-NEXT:         %subview = memref.subview %alloc[%0, 0] [1, 8] [1, 1] : memref<3x8xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:         %subview_0 = memref.subview %arg0[%arg3] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:         memref.copy %subview_0, %subview : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:         "use"(%subview) : (memref<8xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @affine_symbol_lower_bound(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     affine.for %arg2 = %arg1 to 64 step 8 {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg2] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %alloc : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
// CHECK-NEXT:       "use"(%alloc) : (memref<8xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @used_outside_loop(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c64 step %c8 {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg1] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %alloc : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     "use"(%alloc) : (memref<8xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @alloc_in_loop(%arg0: memref<64xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c64 step %c8 {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg1] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %alloc : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
// CHECK-NEXT:       "use"(%alloc) : (memref<8xf32>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

func.func @dynamic_bounds(%in: memref<?xf32>, %lb: index, %ub: index, %step: index) {
  %tmp = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
  scf.for %i = %lb to %ub step %step {
    %v = memref.subview %in[%i] [8] [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %v, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    %c0 = arith.constant 0 : index
    %x = memref.load %tmp[%c0] : memref<8xf32>
    "use"(%x) : (f32) -> ()
  }
  return
}

// A dealloc after the loop is not dominated by the copy: left alone.
func.func @dealloc_after_loop(%in: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %tmp = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c64 step %c8 {
    %v = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %v, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
  }
  memref.dealloc %tmp : memref<8xf32>
  return
}

func.func @nested_subviews(%in: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %tmp = memref.alloc() : memref<4x64xf32>
  scf.for %i = %c0 to %c64 step %c4 {
    %v = memref.subview %in[%i, 0] [4, 64] [1, 1] : memref<64x64xf32> to memref<4x64xf32, strided<[64, 1], offset: ?>>
    memref.copy %v, %tmp : memref<4x64xf32, strided<[64, 1], offset: ?>> to memref<4x64xf32>
    %row = memref.subview %tmp[1, 0] [1, 64] [1, 1] : memref<4x64xf32> to memref<64xf32, strided<[1], offset: 64>>
    %part = memref.subview %row[8] [16] [2] : memref<64xf32, strided<[1], offset: 64>> to memref<16xf32, strided<[2], offset: 72>>
    "use"(%part) : (memref<16xf32, strided<[2], offset: 72>>) -> ()
  }
  return
}

func.func @inner_loop(%in: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %tmp = memref.alloc() : memref<8xf32>
  scf.for %j = %c0 to %n step %c1 {
    scf.for %i = %c0 to %c64 step %c8 {
      %v = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
      memref.copy %v, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
      "use"(%tmp) : (memref<8xf32>) -> ()
    }
  }
  return
}

func.func @affine_symbol_lower_bound(%in: memref<64xf32>, %lb: index) {
  %tmp = memref.alloc() : memref<8xf32>
  affine.for %i = %lb to 64 step 8 {
    %v = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %v, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    "use"(%tmp) : (memref<8xf32>) -> ()
  }
  return
}

func.func @used_outside_loop(%in: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %tmp = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c64 step %c8 {
    %v = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %v, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
  }
  "use"(%tmp) : (memref<8xf32>) -> ()
  return
}

func.func @alloc_in_loop(%in: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  scf.for %i = %c0 to %c64 step %c8 {
    %tmp = memref.alloc() : memref<8xf32>
    %v = memref.subview %in[%i] [8] [1] : memref<64xf32> to memref<8xf32, strided<[1], offset: ?>>
    memref.copy %v, %tmp : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32>
    "use"(%tmp) : (memref<8xf32>) -> ()
  }
  return
}
