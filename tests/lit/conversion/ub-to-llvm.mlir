// RUN: irlite-opt %s --convert-ub-to-llvm | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --convert-ub-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32 --match-full-lines
// RUN: irlite-opt %s --convert-to-llvm | FileCheck %s --check-prefix=ALL --match-full-lines
//
// convert-ub-to-llvm: ub.poison -> llvm.mlir.poison of the llvm type (index ->
// i<index-bitwidth>, complex and memref -> structs, N-D vectors -> arrays, a function
// type -> !llvm.ptr), a cast back for users that stay; discardable attributes are
// dropped; a tensor does not convert and its ub.poison stays (the pass succeeds).
// convert-to-llvm includes the ub patterns. CHECK lines are mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT:   func.func @poison() -> i32 {
// CHECK-NEXT:     %0 = llvm.mlir.poison : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison_complex() -> complex<f32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(f32, f32)> to complex<f32>
// CHECK-NEXT:     return %1 : complex<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison_vec() -> vector<4xi64> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : vector<4xi64>
// CHECK-NEXT:     return %0 : vector<4xi64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison_vec2() -> vector<2x3xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT:     return %1 : vector<2x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @poison_tensor() -> tensor<8x?xf64> {
// CHECK-NEXT:     %0 = ub.poison : tensor<8x?xf64>
// CHECK-NEXT:     return %0 : tensor<8x?xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @i() -> index {
// CHECK-NEXT:     %0 = llvm.mlir.poison : i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT:     return %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m() -> memref<4xf32> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fn() -> (() -> ()) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.ptr
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.ptr to () -> ()
// CHECK-NEXT:     return %1 : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bf() -> (bf16, i1, f64) {
// CHECK-NEXT:     %0 = llvm.mlir.poison : bf16
// CHECK-NEXT:     %1 = llvm.mlir.poison : i1
// CHECK-NEXT:     %2 = llvm.mlir.poison : f64
// CHECK-NEXT:     return %0, %1, %2 : bf16, i1, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }

// I32: module {
// I32-NEXT:   func.func @poison() -> i32 {
// I32-NEXT:     %0 = llvm.mlir.poison : i32
// I32-NEXT:     return %0 : i32
// I32-NEXT:   }
// I32-NEXT:   func.func @poison_complex() -> complex<f32> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// I32-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(f32, f32)> to complex<f32>
// I32-NEXT:     return %1 : complex<f32>
// I32-NEXT:   }
// I32-NEXT:   func.func @poison_vec() -> vector<4xi64> {
// I32-NEXT:     %0 = llvm.mlir.poison : vector<4xi64>
// I32-NEXT:     return %0 : vector<4xi64>
// I32-NEXT:   }
// I32-NEXT:   func.func @poison_vec2() -> vector<2x3xf32> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// I32-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// I32-NEXT:     return %1 : vector<2x3xf32>
// I32-NEXT:   }
// I32-NEXT:   func.func @poison_tensor() -> tensor<8x?xf64> {
// I32-NEXT:     %0 = ub.poison : tensor<8x?xf64>
// I32-NEXT:     return %0 : tensor<8x?xf64>
// I32-NEXT:   }
// I32-NEXT:   func.func @i() -> index {
// I32-NEXT:     %0 = llvm.mlir.poison : i32
// I32-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// I32-NEXT:     return %1 : index
// I32-NEXT:   }
// I32-NEXT:   func.func @m() -> memref<4xf32> {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// I32-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<4xf32>
// I32-NEXT:     return %1 : memref<4xf32>
// I32-NEXT:   }
// I32-NEXT:   func.func @fn() -> (() -> ()) {
// I32-NEXT:     %0 = llvm.mlir.poison : !llvm.ptr
// I32-NEXT:     %1 = builtin.unrealized_conversion_cast %0 : !llvm.ptr to () -> ()
// I32-NEXT:     return %1 : () -> ()
// I32-NEXT:   }
// I32-NEXT:   func.func @bf() -> (bf16, i1, f64) {
// I32-NEXT:     %0 = llvm.mlir.poison : bf16
// I32-NEXT:     %1 = llvm.mlir.poison : i1
// I32-NEXT:     %2 = llvm.mlir.poison : f64
// I32-NEXT:     return %0, %1, %2 : bf16, i1, f64
// I32-NEXT:   }
// I32-NEXT: }

// ALL: module {
// ALL-NEXT:   llvm.func @poison() -> i32 {
// ALL-NEXT:     %0 = llvm.mlir.poison : i32
// ALL-NEXT:     llvm.return %0 : i32
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @poison_complex() -> !llvm.struct<(f32, f32)> {
// ALL-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// ALL-NEXT:     llvm.return %0 : !llvm.struct<(f32, f32)>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @poison_vec() -> vector<4xi64> {
// ALL-NEXT:     %0 = llvm.mlir.poison : vector<4xi64>
// ALL-NEXT:     llvm.return %0 : vector<4xi64>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @poison_vec2() -> !llvm.array<2 x vector<3xf32>> {
// ALL-NEXT:     %0 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT:     llvm.return %0 : !llvm.array<2 x vector<3xf32>>
// ALL-NEXT:   }
// ALL-NEXT:   func.func @poison_tensor() -> tensor<8x?xf64> {
// ALL-NEXT:     %0 = ub.poison : tensor<8x?xf64>
// ALL-NEXT:     return %0 : tensor<8x?xf64>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @i() -> i64 {
// ALL-NEXT:     %0 = llvm.mlir.poison : i64
// ALL-NEXT:     llvm.return %0 : i64
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @m() -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
// ALL-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:     llvm.return %0 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @fn() -> !llvm.ptr {
// ALL-NEXT:     %0 = llvm.mlir.poison : !llvm.ptr
// ALL-NEXT:     llvm.return %0 : !llvm.ptr
// ALL-NEXT:   }
// ALL-NEXT:   llvm.func @bf() -> !llvm.struct<(bf16, i1, f64)> {
// ALL-NEXT:     %0 = llvm.mlir.poison : bf16
// ALL-NEXT:     %1 = llvm.mlir.poison : i1
// ALL-NEXT:     %2 = llvm.mlir.poison : f64
// ALL-NEXT:     %3 = llvm.mlir.undef : !llvm.struct<(bf16, i1, f64)>
// ALL-NEXT:     %4 = llvm.insertvalue %0, %3[0] : !llvm.struct<(bf16, i1, f64)> 
// ALL-NEXT:     %5 = llvm.insertvalue %1, %4[1] : !llvm.struct<(bf16, i1, f64)> 
// ALL-NEXT:     %6 = llvm.insertvalue %2, %5[2] : !llvm.struct<(bf16, i1, f64)> 
// ALL-NEXT:     llvm.return %6 : !llvm.struct<(bf16, i1, f64)>
// ALL-NEXT:   }
// ALL-NEXT: }

func.func @poison() -> i32 {
  %0 = ub.poison {a = 1} : i32
  return %0 : i32
}
func.func @poison_complex() -> complex<f32> {
  %0 = ub.poison : complex<f32>
  return %0 : complex<f32>
}
func.func @poison_vec() -> vector<4xi64> {
  %0 = ub.poison : vector<4xi64>
  return %0 : vector<4xi64>
}
func.func @poison_vec2() -> vector<2x3xf32> {
  %0 = ub.poison : vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @poison_tensor() -> tensor<8x?xf64> {
  %0 = ub.poison : tensor<8x?xf64>
  return %0 : tensor<8x?xf64>
}
func.func @i() -> index {
  %0 = ub.poison : index
  return %0 : index
}
func.func @m() -> memref<4xf32> {
  %0 = ub.poison : memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @fn() -> (() -> ()) {
  %0 = ub.poison : () -> ()
  return %0 : () -> ()
}
func.func @bf() -> (bf16, i1, f64) {
  %0 = ub.poison : bf16
  %1 = ub.poison : i1
  %2 = ub.poison : f64
  return %0, %1, %2 : bf16, i1, f64
}
