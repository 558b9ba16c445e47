// RUN: irlite-opt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification --split-input-file | FileCheck %s

// The CHECK lines are mlir-opt 19's output: buffers allocated in an scf.forall body or an
// scf.reduce region are deallocated before the body's terminator.

func.func @forall_body(%n: index) {
  %c0 = arith.constant 0 : index
  %outer = memref.alloc() : memref<4xf32>
  scf.forall (%i) in (%n) {
    %inner = memref.alloc() : memref<4xf32>
    %v = memref.load %outer[%c0] : memref<4xf32>
    memref.store %v, %inner[%c0] : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @forall_body
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[OUTER:.*]] = memref.alloc() : memref<4xf32>
// CHECK:         scf.forall
// CHECK:           %[[INNER:.*]] = memref.alloc() : memref<4xf32>
// CHECK:           memref.store
// CHECK-NEXT:      bufferization.dealloc (%[[INNER]] : memref<4xf32>) if (%[[TRUE]])
// CHECK-NEXT:    }
// CHECK-NEXT:    bufferization.dealloc (%[[OUTER]] : memref<4xf32>) if (%[[TRUE]])

// -----

func.func @reduce_region(%m: memref<8xf32>) {
  %init = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.parallel (%i) = (%c0) to (%c8) step (%c1) init (%init) -> f32 {
    %e = memref.load %m[%i] : memref<8xf32>
    scf.reduce(%e : f32) {
    ^bb0(%l: f32, %r: f32):
      %tmp = memref.alloc() : memref<1xf32>
      memref.store %l, %tmp[%c0] : memref<1xf32>
      %x = memref.load %tmp[%c0] : memref<1xf32>
      %s = arith.addf %x, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return
}

// CHECK-LABEL: func.func @reduce_region
// CHECK:         scf.reduce
// CHECK:           %[[TMP:.*]] = memref.alloc() : memref<1xf32>
// CHECK:           %[[S:.*]] = arith.addf
// CHECK-NEXT:      bufferization.dealloc (%[[TMP]] : memref<1xf32>) if (%{{.*}})
// CHECK-NEXT:      scf.reduce.return %[[S]] : f32
