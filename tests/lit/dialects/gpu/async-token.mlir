// !gpu.async.token is read and printed (functions take and pass tokens along).
// RUN: irlite-opt %s | FileCheck %s
// Expected output: mlir-opt 19 on this file.

// CHECK-LABEL: func.func @f(%arg0: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT:    return %arg0 : !gpu.async.token
// CHECK-NEXT:  }
func.func @f(%t: !gpu.async.token) -> !gpu.async.token {
  return %t : !gpu.async.token
}
