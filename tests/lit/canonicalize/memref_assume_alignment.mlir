// RUN: irlite-opt %s --canonicalize | FileCheck %s

// memref.assume_alignment declares no memory effects in MLIR 19, so it is not trivially
// dead: canonicalize keeps it (mlir-opt 19's output).

// CHECK-LABEL: func.func @h(
// CHECK-NEXT:    memref.assume_alignment %arg0, 16 : memref<4xf32>
// CHECK-NEXT:    return
func.func @h(%m: memref<4xf32>) {
  memref.assume_alignment %m, 16 : memref<4xf32>
  return
}
