// RUN: irlite-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --match-full-lines
//
// MLIR 19's AffineParallelOp::fold: bound maps composed with producing affine.apply ops and
// canonicalized with their operands (constants folded, valid symbols promoted), inside and
// outside nested parallel loops. CHECK lines are mlir-opt 19's output.

func.func @par(%A: memref<100x100xf32>, %n: index, %m: index) {
  %c4 = arith.constant 4 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.parallel (%i, %j) = (%a, max(%n, %c4)) to (%a + 10, min(%m, %n * 2)) step (2, 1) {
    %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
    %v = affine.load %A[%b, %j] : memref<100x100xf32>
    affine.parallel (%k) = (%b) to (%b + %i + 3) {
      %w = affine.load %A[%k, %k] : memref<100x100xf32>
      "foo.use"(%w) : (f32) -> ()
    }
  }
  %r = affine.parallel (%i) = (0) to (symbol(%c4) * 2) reduce ("addf") -> (f32) {
    %v = affine.load %A[%i, %i] : memref<100x100xf32>
    affine.yield %v : f32
  }
  "foo.use"(%r) : (f32) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @par(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.parallel (%arg3, %arg4) = (symbol(%arg1) + 1, max(symbol(%arg1), 4)) to (symbol(%arg1) + 11, min(symbol(%arg2), symbol(%arg1) * 2)) step (2, 1) {
// CHECK-NEXT:       affine.parallel (%arg5) = (%arg3 * 2 + %arg4) to (%arg3 * 3 + %arg4 + 3) {
// CHECK-NEXT:         %1 = affine.load %arg0[%arg5, %arg5] : memref<100x100xf32>
// CHECK-NEXT:         "foo.use"(%1) : (f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.parallel (%arg3) = (0) to (8) reduce ("addf") -> (f32) {
// CHECK-NEXT:       %1 = affine.load %arg0[%arg3, %arg3] : memref<100x100xf32>
// CHECK-NEXT:       affine.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     "foo.use"(%0) : (f32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
