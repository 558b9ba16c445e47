// int-range-optimizations with mlir-opt's test ops: test.increment, test.with_bounds_region
// (its block argument bounded), constants of test values as test.constant (the test
// dialect's materializer). The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --int-range-optimizations | FileCheck %s

// CHECK-LABEL: func.func @increment(%arg0: i1) -> index {
// CHECK-NEXT:   %0 = "test.constant"() <{value = 3 : index}> : () -> index
// CHECK-NEXT:   %1 = "test.constant"() <{value = 4 : index}> : () -> index
// CHECK-NEXT:   %2 = scf.if %arg0 -> (index) {
// CHECK-NEXT:     scf.yield %0 : index
// CHECK-NEXT:   } else {
// CHECK-NEXT:     scf.yield %1 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   %3 = test.reflect_bounds {smax = 4 : index, smin = 3 : index, umax = 4 : index, umin = 3 : index} %2 : index
// CHECK-NEXT:   return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @region() {
// CHECK-NEXT:   test.with_bounds_region {smax = 4 : i8, smin = 1 : i8, umax = 4 : i8, umin = 1 : i8} %arg0: i8 {
// CHECK-NEXT:     %0 = test.increment %arg0 : i8
// CHECK-NEXT:     %1 = test.reflect_bounds {smax = 5 : si8, smin = 2 : si8, umax = 5 : ui8, umin = 2 : ui8} %0 : i8
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }

func.func @increment(%c: i1) -> index {
  %0 = test.with_bounds {umin = 3 : index, umax = 3 : index, smin = 3 : index, smax = 3 : index} : index
  %1 = test.increment %0 : index
  %2 = scf.if %c -> index {
    scf.yield %0 : index
  } else {
    scf.yield %1 : index
  }
  %3 = test.reflect_bounds %2 : index
  return %1 : index
}

func.func @region() {
  test.with_bounds_region {umin = 1 : i8, umax = 4 : i8, smin = 1 : i8, smax = 4 : i8} %arg0 : i8 {
    %0 = test.increment %arg0 : i8
    %1 = test.reflect_bounds %0 : i8
  }
  return
}
