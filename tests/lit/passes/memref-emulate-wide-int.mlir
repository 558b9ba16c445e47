// memref-emulate-wide-int: a memref of i64 holds vector<2xi32>; alloc, load and store
// keep their attributes, other memrefs stay. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --memref-emulate-wide-int="widest-int-supported=32" | FileCheck %s

// CHECK-LABEL: func.func @load_store(%arg0: index) {
// CHECK-NEXT:   %cst = arith.constant dense<[5, 0]> : vector<2xi32>
// CHECK-NEXT:   %alloc = memref.alloc() {alignment = 16 : i64} : memref<8xvector<2xi32>>
// CHECK-NEXT:   %0 = memref.load %alloc[%arg0] {nontemporal = true} : memref<8xvector<2xi32>>
// CHECK-NEXT:   %1 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %2 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %3 = vector.extract %cst[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %4 = vector.extract %cst[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %1, %3 : i32, i1
// CHECK-NEXT:   %5 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:   %6 = arith.addi %5, %2 : i32
// CHECK-NEXT:   %7 = arith.addi %6, %4 : i32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %8 = vector.insert %sum, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %9 = vector.insert %7, %8 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   memref.store %9, %alloc[%arg0] : memref<8xvector<2xi32>>
// CHECK-NEXT:   %alloca = memref.alloca() : memref<2xf64>
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @load_store(%i: index) {
  %v = arith.constant 5 : i64
  %m = memref.alloc() {alignment = 16 : i64} : memref<8xi64>
  %x = memref.load %m[%i] {nontemporal = true} : memref<8xi64>
  %s = arith.addi %x, %v : i64
  memref.store %s, %m[%i] : memref<8xi64>
  %f = memref.alloca() : memref<2xf64>
  return
}
