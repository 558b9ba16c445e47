// RUN: irlite-opt %s --inline='default-pipeline=' | FileCheck %s --match-full-lines
//
// MLIR 19's AffineInlinerInterface: into affine.for/affine.if only single-block bodies whose
// ops have no memory effects or are affine accesses that stay valid (a memref.store or a
// loop stays a call there); into the function body anything. CHECK lines are mlir-opt 19's
// output.

func.func private @pure(%i: index) -> index {
  %c = arith.constant 2 : index
  %0 = arith.muli %i, %c : index
  return %0 : index
}
func.func private @store(%A: memref<10xf32>, %i: index, %v: f32) {
  memref.store %v, %A[%i] : memref<10xf32>
  return
}
func.func private @astore(%A: memref<10xf32>, %i: index, %v: f32) {
  affine.store %v, %A[%i] : memref<10xf32>
  return
}
func.func private @loop(%A: memref<10xf32>, %v: f32) {
  affine.for %j = 0 to 10 {
    affine.store %v, %A[%j] : memref<10xf32>
  }
  return
}
func.func @caller(%A: memref<10xf32>, %v: f32) {
  affine.for %i = 0 to 10 {
    %0 = func.call @pure(%i) : (index) -> index
    func.call @store(%A, %0, %v) : (memref<10xf32>, index, f32) -> ()
    func.call @astore(%A, %i, %v) : (memref<10xf32>, index, f32) -> ()
    func.call @loop(%A, %v) : (memref<10xf32>, f32) -> ()
  }
  func.call @loop(%A, %v) : (memref<10xf32>, f32) -> ()
  affine.if affine_set<() : (0 == 0)>() {
    %c1 = arith.constant 1 : index
    func.call @astore(%A, %c1, %v) : (memref<10xf32>, index, f32) -> ()
  }
  return
}

// CHECK: #set = affine_set<() : (0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @store(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<10xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @loop(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.store %arg1, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<10xf32>, %arg1: f32) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       %0 = arith.muli %arg2, %c2 : index
// CHECK-NEXT:       func.call @store(%arg0, %0, %arg1) : (memref<10xf32>, index, f32) -> ()
// CHECK-NEXT:       affine.store %arg1, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:       func.call @loop(%arg0, %arg1) : (memref<10xf32>, f32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.store %arg1, %arg0[%arg2] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set() {
// CHECK-NEXT:       %c1 = arith.constant 1 : index
// CHECK-NEXT:       affine.store %arg1, %arg0[%c1] : memref<10xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
