// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// Ops whose custom form is now a declarative `format` (memref.load/store with the
// defaulted `nontemporal`, memref.global with its custom directive, tensor.insert/
// splat/generate with derived operand types): CHECK lines are mlir-opt 19's output.
// (`{nontemporal = false}` written out is elided from the custom form, as by mlir-opt;
// tests/gen/test_memref_tensor.py covers it, since it does not survive a custom round trip.)

func.func @f(%t: tensor<4x?xf32>, %d: index, %v: f32, %m: memref<?xf32>) -> tensor<?x3xf32> {
  %0 = tensor.insert %v into %t[%d, %d] {a = 1} : tensor<4x?xf32>
  %1 = tensor.splat %v[%d] : tensor<?x3xf32>
  %2 = tensor.splat %v {b} : tensor<4x3xf32>
  %3 = tensor.generate %d {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32>
  %4 = tensor.generate %d {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } {x = 2} : tensor<?x3xf32>
  %5 = memref.load %m[%d] {q} : memref<?xf32>
  memref.store %5, %m[%d] : memref<?xf32>
  memref.store %5, %m[%d] {nontemporal = true, q} : memref<?xf32>
  return %3 : tensor<?x3xf32>
}
memref.global "private" @gv : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 8 : i64, z}
memref.global constant @gc : memref<f32> = uninitialized

// CHECK:      module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32, %arg3: memref<?xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1, %arg1] {a = 1 : i64} : tensor<4x?xf32>
// CHECK-NEXT:     %splat = tensor.splat %arg2[%arg1] : tensor<?x3xf32>
// CHECK-NEXT:     %splat_0 = tensor.splat %arg2 {b} : tensor<4x3xf32>
// CHECK-NEXT:     %generated = tensor.generate %arg1 {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } : tensor<?x3xf32>
// CHECK-NEXT:     %generated_1 = tensor.generate %arg1 {
// CHECK-NEXT:     ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT:       tensor.yield %arg2 : f32
// CHECK-NEXT:     } {x = 2 : i64} : tensor<?x3xf32>
// CHECK-NEXT:     %0 = memref.load %arg3[%arg1] {q} : memref<?xf32>
// CHECK-NEXT:     memref.store %0, %arg3[%arg1] : memref<?xf32>
// CHECK-NEXT:     memref.store %0, %arg3[%arg1] {nontemporal = true, q} : memref<?xf32>
// CHECK-NEXT:     return %generated : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" @gv : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 8 : i64, z}
// CHECK-NEXT:   memref.global constant @gc : memref<f32> = uninitialized
// CHECK-NEXT: }
