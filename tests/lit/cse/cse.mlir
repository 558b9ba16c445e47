// cse merges equivalent ops that a dominating op already computes, as mlir-opt 19 does.
// RUN: irlite-opt %s --allow-unregistered-dialect --cse | FileCheck %s
// RUN: irlite-opt %s --allow-unregistered-dialect --cse --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS

// STATS: CSE
// STATS-DAG: (S) {{ *}}[[#]] num-cse'd - Number of operations CSE'd
// STATS-DAG: (S) {{ *}}[[#]] num-dce'd - Number of operations DCE'd

// Commutative operands are compared as a multiset; constants merge; a dead op is erased.
// CHECK-LABEL: func.func @basic
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[D:.*]] = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[E:.*]] = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:    %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[P:.*]] = arith.addi %[[S]], %[[C]] : i32
// CHECK-NEXT:    %[[Q:.*]] = arith.muli %[[P]], %[[P]] : i32
// CHECK-NEXT:    %[[R:.*]] = arith.muli %[[S]], %[[D]] : i32
// CHECK-NEXT:    %[[T:.*]] = arith.muli %[[R]], %[[E]] : i32
// CHECK-NEXT:    return %[[Q]], %[[T]] : i32, i32
func.func @basic(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.addi %a, %b : i32
  %3 = arith.subi %a, %b : i32
  %4 = arith.subi %b, %a : i32
  %c1 = arith.constant 1 : i32
  %c1b = arith.constant 1 : i32
  %c1c = arith.constant 1 : i64
  %5 = arith.addi %0, %c1 : i32
  %6 = arith.addi %2, %c1b : i32
  %7 = arith.muli %5, %6 : i32
  %8 = arith.muli %1, %3 : i32
  %9 = arith.muli %8, %4 : i32
  %dead = arith.muli %9, %9 : i32
  return %7, %9 : i32, i32
}

// Across blocks only down the dominator tree: ^bb3 keeps its own copies.
// CHECK-LABEL: func.func @dominance
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[A1:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[M1:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK:       ^bb3(
// CHECK-NEXT:    arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    arith.muli %arg0, %arg1 : i32
func.func @dominance(%a: i32, %b: i32, %c: i1) -> i32 {
  "x.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.addi %b, %a : i32
  "x.br"(%1, %2, %3)[^bb3] : (i32, i32, i32) -> ()
^bb2:
  %4 = arith.muli %a, %b : i32
  "x.br"(%4, %4, %4)[^bb3] : (i32, i32, i32) -> ()
^bb3(%r: i32, %s: i32, %t: i32):
  %5 = arith.addi %a, %b : i32
  %6 = arith.muli %a, %b : i32
  %7 = arith.addi %5, %6 : i32
  "x.use"(%r, %s, %t) : (i32, i32, i32) -> ()
  return %7 : i32
}

// Reads merge within a block unless something may write in between; unregistered
// ops never merge.
// CHECK-LABEL: func.func @memory
// CHECK-NEXT:    %[[L0:.*]] = memref.load
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    %[[L1:.*]] = memref.load
// CHECK-NEXT:    %[[U0:.*]] = "x.op"() : () -> i32
// CHECK-NEXT:    %[[U1:.*]] = "x.op"() : () -> i32
// CHECK-NEXT:    return %[[L0]], %[[L0]], %[[L1]], %[[L1]], %[[U0]], %[[U1]]
func.func @memory(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32, i32, i32) {
  %0 = memref.load %m[%i] : memref<4xi32>
  %1 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %2 = memref.load %m[%i] : memref<4xi32>
  %3 = memref.load %m[%i] : memref<4xi32>
  %u0 = "x.op"() : () -> i32
  %u1 = "x.op"() : () -> i32
  return %0, %1, %2, %3, %u0, %u1 : i32, i32, i32, i32, i32, i32
}

// Nested regions see the enclosing scope; whole scf.if ops with pure bodies merge.
// CHECK-LABEL: func.func @regions
// CHECK-NEXT:    %[[X:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    %[[IF:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK:         return %[[X]], %[[IF]], %[[IF]] : i32, i32, i32
func.func @regions(%c: i1, %a: i32) -> (i32, i32, i32) {
  %x = arith.addi %a, %a : i32
  %0 = scf.if %c -> (i32) {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> (i32) {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  return %x, %0, %1 : i32, i32, i32
}

// In a graph region a duplicate is replaced where its user has no equivalent in the
// table (MLIR's rule), here everywhere.
// CHECK-LABEL: "x.graph"
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[Y:.*]], %[[Y]] : i32
// CHECK-NEXT:    %[[Y]] = "x.op"() : () -> i32
// CHECK-NEXT:    "x.use"(%[[X]], %[[X]], %[[X]])
"x.graph"() ({
  %1 = arith.addi %0, %0 : i32
  %0 = "x.op"() : () -> i32
  %2 = arith.addi %0, %0 : i32
  %3 = arith.addi %0, %0 : i32
  "x.use"(%1, %2, %3) : (i32, i32, i32) -> ()
}) : () -> ()
