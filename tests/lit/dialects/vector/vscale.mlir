// RUN: irlite-opt %s | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
//
// vector.vscale and the names mlir-opt 19 gives `c * vscale` products of index type
// (arith.muli's result-name hook): %c8_vscale in either operand order, a plain number
// when the other operand is not a constant or the type is not index. CHECK lines are
// mlir-opt 19's output.

// CHECK:      func.func @names(%arg0: index) -> (index, index, index, index) {
// CHECK-NEXT:   %vscale = vector.vscale
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c8_vscale = arith.muli %vscale, %c8 : index
// CHECK-NEXT:   %c8_vscale_0 = arith.muli %c8, %vscale : index
// CHECK-NEXT:   %0 = arith.muli %arg0, %vscale : index
// CHECK-NEXT:   %1 = arith.muli %c8_vscale, %vscale : index
// CHECK-NEXT:   return %c8_vscale, %c8_vscale_0, %0, %1 : index, index, index, index
// GENERIC:      %0 = "vector.vscale"() : () -> index
func.func @names(%a: index) -> (index, index, index, index) {
  %vscale = vector.vscale
  %c8 = arith.constant 8 : index
  %0 = arith.muli %vscale, %c8 : index
  %1 = arith.muli %c8, %vscale : index
  %2 = arith.muli %a, %vscale : index
  %3 = arith.muli %0, %vscale : index
  return %0, %1, %2, %3 : index, index, index, index
}
