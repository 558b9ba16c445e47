// RUN: irlite-opt %s --arith-expand --mlir-print-debuginfo | FileCheck %s
//
// The ops an arith-expand rule (rules/arith_expand.rules) builds take the expanded op's
// location, a fused one included (CHECK lines are mlir-opt 19's output with
// --mlir-print-debuginfo).

// CHECK-LABEL: func.func @div(
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32 loc(#loc4)
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32 loc(#loc4)
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32 loc(#loc4)
// CHECK-NEXT:    %1 = arith.subi %arg0, %c1_i32 : i32 loc(#loc4)
// CHECK-NEXT:    %2 = arith.divui %1, %arg1 : i32 loc(#loc4)
// CHECK-NEXT:    %3 = arith.addi %2, %c1_i32 : i32 loc(#loc4)
// CHECK-NEXT:    %4 = arith.select %0, %c0_i32, %3 : i32 loc(#loc4)
// CHECK-NEXT:    return %4 : i32 loc(#loc5)
func.func @div(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivui %a, %b : i32 loc("div.py":3:7)
  return %0 : i32
}

// CHECK-LABEL: func.func @minmax(
// CHECK-NEXT:    %0 = arith.cmpf ugt, %arg0, %arg1 : f32 loc(#loc11)
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %arg1 : f32 loc(#loc11)
// CHECK-NEXT:    %2 = arith.cmpf uno, %arg0, %arg0 : f32 loc(#loc11)
// CHECK-NEXT:    %3 = arith.select %2, %arg1, %1 : f32 loc(#loc11)
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg2, %arg3 : i8 loc(#loc15)
// CHECK-NEXT:    %5 = arith.select %4, %arg2, %arg3 : i8 loc(#loc15)
// CHECK-NEXT:    return %3, %5 : f32, i8 loc(#loc14)
// CHECK:       #loc4 = loc("div.py":3:7)
// CHECK:       #loc11 = loc("mm.py":5:1)
// CHECK-NEXT:  #loc12 = loc("x.py":1:1)
// CHECK-NEXT:  #loc13 = loc("y.py":2:2)
// CHECK-NEXT:  #loc14 = loc({{.*}}:{{[0-9]+}}:3)
// CHECK-NEXT:  #loc15 = loc(fused[#loc12, #loc13])
func.func @minmax(%a: f32, %b: f32, %c: i8, %d: i8) -> (f32, i8) {
  %0 = arith.maxnumf %a, %b : f32 loc("mm.py":5:1)
  %1 = arith.minsi %c, %d : i8 loc(fused["x.py":1:1, "y.py":2:2])
  return %0, %1 : f32, i8
}
