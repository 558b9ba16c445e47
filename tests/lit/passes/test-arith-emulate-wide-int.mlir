// test-arith-emulate-wide-int: only functions named with the prefix are emulated, their
// signatures kept through llvm.bitcast. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --test-arith-emulate-wide-int | FileCheck %s

// CHECK-LABEL: func.func @emulate_add(%arg0: i64, %arg1: i64) -> i64 {
// CHECK-NEXT:   %0 = llvm.bitcast %arg1 : i64 to vector<2xi32>
// CHECK-NEXT:   %1 = llvm.bitcast %arg0 : i64 to vector<2xi32>
// CHECK-NEXT:   %2 = vector.extract %1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %3 = vector.extract %1[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %4 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %5 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %2, %4 : i32, i1
// CHECK-NEXT:   %6 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:   %7 = arith.addi %6, %3 : i32
// CHECK-NEXT:   %8 = arith.addi %7, %5 : i32
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %9 = vector.insert %sum, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %10 = vector.insert %8, %9 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %11 = llvm.bitcast %10 : vector<2xi32> to i64
// CHECK-NEXT:   return %11 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @kept(%arg0: i64) -> i64 {
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT: }

func.func @emulate_add(%x: i64, %y: i64) -> i64 {
  %r = arith.addi %x, %y : i64
  return %r : i64
}
func.func @kept(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
