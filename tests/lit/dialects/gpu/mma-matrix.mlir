// RUN: irlite-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: irlite-opt %s -split-input-file -verify-diagnostics | irlite-opt -split-input-file | FileCheck %s
// gpu.subgroup_mma_load_matrix / store_matrix and !gpu.mma_matrix as mlir-opt 19 prints
// them (the CHECK lines are its output for this file); bad matrix types are errors.

// CHECK-LABEL: func.func @load_store(
//  CHECK-SAME:     %[[M:.*]]: memref<32x32xf16, 3>, %[[I:.*]]: index
//       CHECK:   %[[A:.*]] = gpu.subgroup_mma_load_matrix %[[M]][%[[I]], %[[I]]] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
//       CHECK:   %[[B:.*]] = gpu.subgroup_mma_load_matrix %[[M]][%[[I]], %[[I]]] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
//       CHECK:   %[[C:.*]] = gpu.subgroup_mma_load_matrix %[[M]][%[[I]], %[[I]]] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf32, "COp">
//       CHECK:   gpu.subgroup_mma_store_matrix %[[C]], %[[M]][%[[I]], %[[I]]] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf16, 3>
//       CHECK:   return %[[B]] : !gpu.mma_matrix<16x16xf16, "BOp">
func.func @load_store(%m: memref<32x32xf16, 3>, %i: index) -> !gpu.mma_matrix<16x16xf16, "BOp"> {
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %b = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %c = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %c, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf16, 3>
  return %b : !gpu.mma_matrix<16x16xf16, "BOp">
}

// -----

// expected-error @+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @bad_operand(%a: !gpu.mma_matrix<16x16xf16, "DOp">) {
  return
}

// -----

func.func @store_not_c(%m: memref<32x32xf16>, %a: !gpu.mma_matrix<16x16xf16, "AOp">, %i: index) {
  // expected-error @+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16>
  return
}

// -----

func.func @load_strided(%m: memref<32x32xf16, strided<[64, 2]>>, %i: index) {
  // expected-error @+1 {{expected source memref most minor dim must have unit stride}}
  %a = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, strided<[64, 2]>> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
