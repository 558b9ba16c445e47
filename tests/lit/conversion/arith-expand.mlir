// RUN: irlite-opt %s --arith-expand | FileCheck %s
// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(arith-expand))" | FileCheck %s
//
// arith-expand with MLIR 19's semantics: the integer divisions, the integer and
// float min/max ops expanded op for op as mlir-opt 19 builds them (CHECK lines are
// mlir-opt 19's output), constant operands folded first, other ops untouched.

// CHECK-LABEL: func.func @ceildivsi(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %0 = arith.cmpi sgt, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %1 = arith.select %0, %c-1_i32, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT:    %3 = arith.divsi %2, %arg1 : i32
// CHECK-NEXT:    %4 = arith.addi %c1_i32, %3 : i32
// CHECK-NEXT:    %5 = arith.subi %c0_i32, %arg0 : i32
// CHECK-NEXT:    %6 = arith.divsi %5, %arg1 : i32
// CHECK-NEXT:    %7 = arith.subi %c0_i32, %6 : i32
// CHECK-NEXT:    %8 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %9 = arith.cmpi sgt, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %10 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %11 = arith.cmpi sgt, %arg1, %c0_i32 : i32
// CHECK-NEXT:    %12 = arith.andi %8, %10 : i1
// CHECK-NEXT:    %13 = arith.andi %9, %11 : i1
// CHECK-NEXT:    %14 = arith.ori %12, %13 : i1
// CHECK-NEXT:    %15 = arith.select %14, %4, %7 : i32
// CHECK-NEXT:    return %15 : i32
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivsi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @ceildivui(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.divui %1, %arg1 : i32
// CHECK-NEXT:    %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:    %4 = arith.select %0, %c0_i32, %3 : i32
// CHECK-NEXT:    return %4 : i32
func.func @ceildivui(%a: i32, %b: i32) -> i32 {
  %0 = arith.ceildivui %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @floordivsi(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT:    %0 = arith.divsi %arg0, %arg1 : index
// CHECK-NEXT:    %1 = arith.muli %0, %arg1 : index
// CHECK-NEXT:    %2 = arith.cmpi ne, %arg0, %1 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %3 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg1, %c0 : index
// CHECK-NEXT:    %5 = arith.cmpi ne, %3, %4 : i1
// CHECK-NEXT:    %6 = arith.andi %2, %5 : i1
// CHECK-NEXT:    %c-1 = arith.constant -1 : index
// CHECK-NEXT:    %7 = arith.addi %0, %c-1 : index
// CHECK-NEXT:    %8 = arith.select %6, %7, %0 : index
// CHECK-NEXT:    return %8 : index
func.func @floordivsi(%a: index, %b: index) -> index {
  %0 = arith.floordivsi %a, %b : index
  return %0 : index
}

// CHECK-LABEL: func.func @ceildivsi_vector(%arg0: vector<4xindex>, %arg1: vector<4xindex>) -> vector<4xindex> {
// CHECK-NEXT:    %cst = arith.constant dense<1> : vector<4xindex>
// CHECK-NEXT:    %cst_0 = arith.constant dense<0> : vector<4xindex>
// CHECK-NEXT:    %cst_1 = arith.constant dense<-1> : vector<4xindex>
// CHECK-NEXT:    %0 = arith.cmpi sgt, %arg1, %cst_0 : vector<4xindex>
// CHECK-NEXT:    %1 = arith.select %0, %cst_1, %cst : vector<4xi1>, vector<4xindex>
// CHECK-NEXT:    %2 = arith.addi %1, %arg0 : vector<4xindex>
// CHECK-NEXT:    %3 = arith.divsi %2, %arg1 : vector<4xindex>
// CHECK-NEXT:    %4 = arith.addi %cst, %3 : vector<4xindex>
// CHECK-NEXT:    %5 = arith.subi %cst_0, %arg0 : vector<4xindex>
// CHECK-NEXT:    %6 = arith.divsi %5, %arg1 : vector<4xindex>
// CHECK-NEXT:    %7 = arith.subi %cst_0, %6 : vector<4xindex>
// CHECK-NEXT:    %8 = arith.cmpi slt, %arg0, %cst_0 : vector<4xindex>
// CHECK-NEXT:    %9 = arith.cmpi sgt, %arg0, %cst_0 : vector<4xindex>
// CHECK-NEXT:    %10 = arith.cmpi slt, %arg1, %cst_0 : vector<4xindex>
// CHECK-NEXT:    %11 = arith.cmpi sgt, %arg1, %cst_0 : vector<4xindex>
// CHECK-NEXT:    %12 = arith.andi %8, %10 : vector<4xi1>
// CHECK-NEXT:    %13 = arith.andi %9, %11 : vector<4xi1>
// CHECK-NEXT:    %14 = arith.ori %12, %13 : vector<4xi1>
// CHECK-NEXT:    %15 = arith.select %14, %4, %7 : vector<4xi1>, vector<4xindex>
// CHECK-NEXT:    return %15 : vector<4xindex>
func.func @ceildivsi_vector(%a: vector<4xindex>, %b: vector<4xindex>) -> vector<4xindex> {
  %0 = arith.ceildivsi %a, %b : vector<4xindex>
  return %0 : vector<4xindex>
}

// CHECK-LABEL: func.func @floordivsi_tensor(%arg0: tensor<2x3xi64>, %arg1: tensor<2x3xi64>) -> tensor<2x3xi64> {
// CHECK-NEXT:    %0 = arith.divsi %arg0, %arg1 : tensor<2x3xi64>
// CHECK-NEXT:    %1 = arith.muli %0, %arg1 : tensor<2x3xi64>
// CHECK-NEXT:    %2 = arith.cmpi ne, %arg0, %1 : tensor<2x3xi64>
// CHECK-NEXT:    %cst = arith.constant dense<0> : tensor<2x3xi64>
// CHECK-NEXT:    %3 = arith.cmpi slt, %arg0, %cst : tensor<2x3xi64>
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg1, %cst : tensor<2x3xi64>
// CHECK-NEXT:    %5 = arith.cmpi ne, %3, %4 : tensor<2x3xi1>
// CHECK-NEXT:    %6 = arith.andi %2, %5 : tensor<2x3xi1>
// CHECK-NEXT:    %cst_0 = arith.constant dense<-1> : tensor<2x3xi64>
// CHECK-NEXT:    %7 = arith.addi %0, %cst_0 : tensor<2x3xi64>
// CHECK-NEXT:    %8 = arith.select %6, %7, %0 : tensor<2x3xi1>, tensor<2x3xi64>
// CHECK-NEXT:    return %8 : tensor<2x3xi64>
func.func @floordivsi_tensor(%a: tensor<2x3xi64>, %b: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %0 = arith.floordivsi %a, %b : tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// CHECK-LABEL: func.func @ceildivui_vector(%arg0: vector<8xi16>, %arg1: vector<8xi16>) -> vector<8xi16> {
// CHECK-NEXT:    %cst = arith.constant dense<0> : vector<8xi16>
// CHECK-NEXT:    %0 = arith.cmpi eq, %arg0, %cst : vector<8xi16>
// CHECK-NEXT:    %cst_0 = arith.constant dense<1> : vector<8xi16>
// CHECK-NEXT:    %1 = arith.subi %arg0, %cst_0 : vector<8xi16>
// CHECK-NEXT:    %2 = arith.divui %1, %arg1 : vector<8xi16>
// CHECK-NEXT:    %3 = arith.addi %2, %cst_0 : vector<8xi16>
// CHECK-NEXT:    %4 = arith.select %0, %cst, %3 : vector<8xi1>, vector<8xi16>
// CHECK-NEXT:    return %4 : vector<8xi16>
func.func @ceildivui_vector(%a: vector<8xi16>, %b: vector<8xi16>) -> vector<8xi16> {
  %0 = arith.ceildivui %a, %b : vector<8xi16>
  return %0 : vector<8xi16>
}

// CHECK-LABEL: func.func @minmax_int(%arg0: i8, %arg1: i8, %arg2: vector<4xi16>, %arg3: vector<4xi16>) -> (i8, i8, vector<4xi16>, vector<4xi16>) {
// CHECK-NEXT:    %0 = arith.cmpi sgt, %arg0, %arg1 : i8
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %arg1 : i8
// CHECK-NEXT:    %2 = arith.cmpi ugt, %arg0, %arg1 : i8
// CHECK-NEXT:    %3 = arith.select %2, %arg0, %arg1 : i8
// CHECK-NEXT:    %4 = arith.cmpi slt, %arg2, %arg3 : vector<4xi16>
// CHECK-NEXT:    %5 = arith.select %4, %arg2, %arg3 : vector<4xi1>, vector<4xi16>
// CHECK-NEXT:    %6 = arith.cmpi ult, %arg2, %arg3 : vector<4xi16>
// CHECK-NEXT:    %7 = arith.select %6, %arg2, %arg3 : vector<4xi1>, vector<4xi16>
// CHECK-NEXT:    return %1, %3, %5, %7 : i8, i8, vector<4xi16>, vector<4xi16>
func.func @minmax_int(%a: i8, %b: i8, %v: vector<4xi16>, %w: vector<4xi16>) -> (i8, i8, vector<4xi16>, vector<4xi16>) {
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.maxui %a, %b : i8
  %2 = arith.minsi %v, %w : vector<4xi16>
  %3 = arith.minui %v, %w : vector<4xi16>
  return %0, %1, %2, %3 : i8, i8, vector<4xi16>, vector<4xi16>
}

// CHECK-LABEL: func.func @minmax_float(%arg0: f32, %arg1: f32, %arg2: tensor<?xf64>, %arg3: tensor<?xf64>) -> (f32, f32, f32, f32, tensor<?xf64>) {
// CHECK-NEXT:    %0 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:    %1 = arith.select %0, %arg0, %arg1 : f32
// CHECK-NEXT:    %2 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:    %3 = arith.select %2, %arg1, %1 : f32
// CHECK-NEXT:    %4 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:    %5 = arith.select %4, %arg0, %arg1 : f32
// CHECK-NEXT:    %6 = arith.cmpf uno, %arg1, %arg1 : f32
// CHECK-NEXT:    %7 = arith.select %6, %arg1, %5 : f32
// CHECK-NEXT:    %8 = arith.cmpf ugt, %arg0, %arg1 : f32
// CHECK-NEXT:    %9 = arith.select %8, %arg0, %arg1 : f32
// CHECK-NEXT:    %10 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:    %11 = arith.select %10, %arg1, %9 : f32
// CHECK-NEXT:    %12 = arith.cmpf ult, %arg0, %arg1 : f32
// CHECK-NEXT:    %13 = arith.select %12, %arg0, %arg1 : f32
// CHECK-NEXT:    %14 = arith.cmpf uno, %arg0, %arg0 : f32
// CHECK-NEXT:    %15 = arith.select %14, %arg1, %13 : f32
// CHECK-NEXT:    %16 = arith.cmpf ugt, %arg2, %arg3 : tensor<?xf64>
// CHECK-NEXT:    %17 = arith.select %16, %arg2, %arg3 : tensor<?xi1>, tensor<?xf64>
// CHECK-NEXT:    %18 = arith.cmpf uno, %arg3, %arg3 : tensor<?xf64>
// CHECK-NEXT:    %19 = arith.select %18, %arg3, %17 : tensor<?xi1>, tensor<?xf64>
// CHECK-NEXT:    return %3, %7, %11, %15, %19 : f32, f32, f32, f32, tensor<?xf64>
func.func @minmax_float(%a: f32, %b: f32, %t: tensor<?xf64>, %u: tensor<?xf64>) -> (f32, f32, f32, f32, tensor<?xf64>) {
  %0 = arith.maximumf %a, %b : f32
  %1 = arith.minimumf %a, %b fastmath<nnan> : f32
  %2 = arith.maxnumf %a, %b {tag} : f32
  %3 = arith.minnumf %a, %b : f32
  %4 = arith.maximumf %t, %u : tensor<?xf64>
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, tensor<?xf64>
}

// CHECK-LABEL: func.func @folded() -> (i32, index) {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:    %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:    %c7 = arith.constant 7 : index
// CHECK-NEXT:    %c-2 = arith.constant -2 : index
// CHECK-NEXT:    %c-4 = arith.constant -4 : index
// CHECK-NEXT:    return %c-3_i32, %c-4 : i32, index
func.func @folded() -> (i32, index) {
  %a = arith.constant 7 : i32
  %b = arith.constant -2 : i32
  %0 = arith.ceildivsi %a, %b : i32
  %x = arith.constant 7 : index
  %y = arith.constant -2 : index
  %1 = arith.floordivsi %x, %y : index
  return %0, %1 : i32, index
}

// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (index) {
// CHECK-NEXT:    %c0_0 = arith.constant 0 : index
// CHECK-NEXT:    %1 = arith.cmpi eq, %arg4, %c0_0 : index
// CHECK-NEXT:    %c1_1 = arith.constant 1 : index
// CHECK-NEXT:    %2 = arith.subi %arg4, %c1_1 : index
// CHECK-NEXT:    %3 = arith.divui %2, %arg1 : index
// CHECK-NEXT:    %4 = arith.addi %3, %c1_1 : index
// CHECK-NEXT:    %5 = arith.select %1, %c0_0, %4 : index
// CHECK-NEXT:    scf.yield %5 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : index
func.func @nested(%a: index, %b: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> index {
    %q = arith.ceildivui %acc, %b : index
    scf.yield %q : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @untouched(%arg0: i32, %arg1: i32, %arg2: bf16) -> (i32, f32) {
// CHECK-NEXT:    %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.extf %arg2 : bf16 to f32
// CHECK-NEXT:    return %0, %1 : i32, f32
func.func @untouched(%a: i32, %b: i32, %f: bf16) -> (i32, f32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.extf %f : bf16 to f32
  return %0, %1 : i32, f32
}
