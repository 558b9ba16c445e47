// RUN: irlite-opt %s -slice-analysis-test | FileCheck %s
// RUN: irlite-opt %s --pass-pipeline="builtin.module(slice-analysis-test{omit-block-arguments=false})" | FileCheck %s
// MLIR's SliceAnalysisTestPass: each Linalg op's backward slice cloned into a function
// inserted before its parent, the slice's ops in dependency order; numbering runs over the
// module. The CHECK lines are mlir-opt 19's whole output for this file.

func.func @f(%n: index, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.0 : f32
  %n1 = arith.addi %n, %c1 : index
  %a = memref.alloc(%n1) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%cst : f32) outs(%a : memref<?xf32>)
  linalg.copy ins(%m : memref<?xf32>) outs(%b : memref<?xf32>)
  return
}

func.func @g(%m: memref<4xf32>) {
  %cst = arith.constant 2.0 : f32
  linalg.fill ins(%cst : f32) outs(%m : memref<4xf32>)
  return
}

// CHECK:      module {
// CHECK-NEXT:   func.func @f__backward_slice__0(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f__backward_slice__1(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @f(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:     %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
// CHECK-NEXT:     linalg.copy ins(%arg1 : memref<?xf32>) outs(%alloc_0 : memref<?xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g__backward_slice__2(%arg0: memref<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>) {
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
