// RUN: irlite-opt %s --eliminate-empty-tensors --split-input-file | FileCheck %s --check-prefix=ELIM
// RUN: irlite-opt %s --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" --split-input-file | FileCheck %s
//
// eliminate-empty-tensors, alone and followed by one-shot-bufferize: cases and CHECK lines
// (the second RUN) from MLIR's
// test/Dialect/Bufferization/Transforms/one-shot-bufferize-empty-tensor-elimination.mlir
// (MLIR runs -empty-tensor-to-alloc-tensor in between, which irlite's tensor.empty model
// makes unnecessary). Both RUN lines pass with mlir-opt 19 in place of irlite-opt.

// ELIM-LABEL: func @buffer_forwarding_conflict(
//  ELIM-SAME:   %[[T:[0-9a-zA-Z]*]]: tensor<?xf32>
//  ELIM-SAME:   %[[SZ:[0-9a-zA-Z]*]]: index
//       ELIM:   %[[S:.*]] = tensor.extract_slice %[[T]][0] [%[[SZ]]] [1] : tensor<?xf32> to tensor<?xf32>
//  ELIM-NEXT:   linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<?xf32>)

// CHECK-LABEL: func @buffer_forwarding_conflict(
//  CHECK-SAME:   %[[FUNC_ARG:[0-9a-zA-Z]*]]: memref<?xf32>
//  CHECK-SAME:   %[[sz:[0-9a-zA-Z]*]]: index
func.func @buffer_forwarding_conflict(
  %t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true},
  %sz: index)
    -> (tensor<?xf32>, tensor<?xf32>)
{
  %f0 = arith.constant 0.0: f32

  //     CHECK: %[[EXTRACT_SLICE_ALLOC:.*]] = memref.alloc(%[[sz]])
  //     CHECK: linalg.fill ins({{.*}} : f32) outs(%[[EXTRACT_SLICE_ALLOC]] : memref<?xf32>)
  // Alloc is needed for the **first** insert_slice (due to backward traversal during analysis).
  //     CHECK: %[[DIM:.*]] = memref.dim %[[FUNC_ARG]]
  // This allocs the whole dim to allow for a full clone of t.
  //     CHECK: %[[ALLOC:.*]] = memref.alloc(%[[DIM]])
  // tensor.empty itself does not alloc but forwards to the insert_slice.
  // The pass replaces the tensor.empty with an out-of-place extract_slice.
  %a = tensor.empty(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%f0 : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>

  //     CHECK: memref.copy %[[FUNC_ARG]], %[[ALLOC]] : memref<?xf32> to memref<?xf32>
  //     CHECK: %[[SV0_ALLOC:.*]] = memref.subview %[[ALLOC]][0] [%[[sz]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  //     CHECK: memref.copy %[[EXTRACT_SLICE_ALLOC]], %[[SV0_ALLOC]] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %r0 = tensor.insert_slice %f into %t[0][%sz][1]: tensor<?xf32> into tensor<?xf32>

  //     CHECK: %[[T_SUBVIEW:.*]] =  memref.subview %[[FUNC_ARG]][42] [%[[sz]]] [1]
  //     CHECK: memref.copy %[[EXTRACT_SLICE_ALLOC]], %[[T_SUBVIEW]]
  %r1 = tensor.insert_slice %f into %t[42][%sz][1]: tensor<?xf32> into tensor<?xf32>

  return %r0, %r1: tensor<?xf32>, tensor<?xf32>
}

// -----

// ELIM-LABEL: func @buffer_forwarding_no_conflict(
//       ELIM:   tensor.extract_slice %{{.*}}[42] [%{{.*}}] [1]

// CHECK-LABEL: func @buffer_forwarding_no_conflict(
//  CHECK-SAME:   %[[FUNC_ARG:[0-9a-zA-Z]*]]: memref<?xf32>
//  CHECK-SAME:   %[[sz:[0-9a-zA-Z]*]]: index
func.func @buffer_forwarding_no_conflict(
  %t: tensor<?xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0)>, bufferization.writable = true},
  %sz: index)
    -> (tensor<?xf32>)
{
  %f0 = arith.constant 0.0: f32

  // Prepare a slice of %t for the in-place fill.
  //     CHECK: %[[T_SUBVIEW:.*]] =  memref.subview %[[FUNC_ARG]][42] [%[[sz]]] [1]
  //     CHECK: linalg.fill ins({{.*}} : f32) outs(%[[T_SUBVIEW]] : memref<?xf32
  %a = tensor.empty(%sz) : tensor<?xf32>
  %f = linalg.fill ins(%f0 : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  // MLIR's RUN line adds -cse -canonicalize, which fold the copy of the subview onto the
  // same subview; without them the copy stays (no allocation either way).
  //   CHECK-NOT: alloc
  //       CHECK: %[[SV2:.*]] = memref.subview %[[FUNC_ARG]][42] [%[[sz]]] [1]
  //       CHECK: memref.copy %[[T_SUBVIEW]], %[[SV2]]
  %r0 = tensor.insert_slice %f into %t[42][%sz][1]: tensor<?xf32> into tensor<?xf32>

  //     CHECK: return %[[FUNC_ARG]]
  return %r0: tensor<?xf32>
}
