// RUN: irlite-opt %s -generate-runtime-verification -cse | FileCheck %s
// generate-runtime-verification: memref.expand_shape asserts that each reassociation
// group's static result sizes divide the source dim. The CHECK lines hold for what
// mlir-opt 19 prints for this file too (the message text names values differently).

// CHECK-LABEL: func.func @two_groups(
//  CHECK-SAME:     %[[M:.*]]: memref<?x?xf32>
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : index
//   CHECK-DAG:   %[[D0:.*]] = memref.dim %[[M]], %[[C0]]
//       CHECK:   %[[R0:.*]] = arith.remsi %[[D0]], %[[C4]] : index
//       CHECK:   %[[E0:.*]] = arith.cmpi eq, %[[R0]], %[[C0]] : index
//       CHECK:   cf.assert %[[E0]], "ERROR: Runtime op verification failed\0A{{.*}}memref.expand_shape{{.*}}\0A^ static result dims in reassoc group do not divide src dim evenly\0ALocation: loc({{.*}}:22:8)"
//       CHECK:   %[[C1:.*]] = arith.constant 1 : index
//       CHECK:   %[[D1:.*]] = memref.dim %[[M]], %[[C1]]
//       CHECK:   %[[C2:.*]] = arith.constant 2 : index
//       CHECK:   %[[R1:.*]] = arith.remsi %[[D1]], %[[C2]] : index
//       CHECK:   %[[E1:.*]] = arith.cmpi eq, %[[R1]], %[[C0]] : index
//       CHECK:   cf.assert %[[E1]], "ERROR: Runtime op verification failed
//       CHECK:   memref.expand_shape %[[M]] {{\[}}[0, 1], [2, 3]]
func.func @two_groups(%m: memref<?x?xf32>, %n: index, %k: index) -> memref<?x4x?x2xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, %k, 2] : memref<?x?xf32> into memref<?x4x?x2xf32>
  return %0 : memref<?x4x?x2xf32>
}
