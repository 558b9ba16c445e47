// arith-emulate-wide-int: i64 as vector<2xi32> halves (constants, addi with the carry,
// muli, casts, shifts, comparisons, select, min, sitofp/uitofp) and the function
// signatures. The CHECK lines are mlir-opt 19's output.
// RUN: irlite-opt %s --arith-emulate-wide-int="widest-int-supported=32" | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:   %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %0, %2 : i32, i1
// CHECK-NEXT:   %4 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:   %5 = arith.addi %4, %1 : i32
// CHECK-NEXT:   %6 = arith.addi %5, %3 : i32
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %7 = vector.insert %sum, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %8 = vector.insert %6, %7 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<[7, 0]> : vector<2xi32>
// CHECK-NEXT:   %9 = vector.extract %8[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %10 = vector.extract %8[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %11 = vector.extract %cst_0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %12 = vector.extract %cst_0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %low, %high = arith.mului_extended %9, %11 : i32
// CHECK-NEXT:   %13 = arith.muli %9, %12 : i32
// CHECK-NEXT:   %14 = arith.muli %10, %11 : i32
// CHECK-NEXT:   %15 = arith.addi %high, %13 : i32
// CHECK-NEXT:   %16 = arith.addi %15, %14 : i32
// CHECK-NEXT:   %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %17 = vector.insert %low, %cst_1 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %18 = vector.insert %16, %17 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   return %18 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: vector<2xi32>, %arg1: i16, %arg2: i32, %arg3: index) -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, i16, i32, index, vector<2xi32>, f32, f64) {
// CHECK-NEXT:   %0 = arith.extui %arg1 : i16 to i32
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %1 = vector.insert %0, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %2 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %c0_i32 : i32
// CHECK-NEXT:   %4 = arith.extsi %3 : i1 to i32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %5 = vector.insert %2, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %6 = vector.insert %4, %5 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT:   %7 = arith.cmpi slt, %arg2, %c0_i32_1 : i32
// CHECK-NEXT:   %8 = arith.extsi %7 : i1 to i32
// CHECK-NEXT:   %cst_2 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %9 = vector.insert %arg2, %cst_2 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %10 = vector.insert %8, %9 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %11 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %12 = arith.trunci %11 : i32 to i16
// CHECK-NEXT:   %13 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %14 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %15 = arith.index_cast %14 : i32 to index
// CHECK-NEXT:   %16 = arith.index_castui %arg3 : index to i32
// CHECK-NEXT:   %cst_3 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %17 = vector.insert %16, %cst_3 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %cst_4 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %cst_5 = arith.constant dense<[1, 0]> : vector<2xi32>
// CHECK-NEXT:   %cst_6 = arith.constant dense<-1> : vector<2xi32>
// CHECK-NEXT:   %18 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %19 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %20 = vector.extract %cst_4[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %21 = vector.extract %cst_4[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %22 = arith.cmpi ult, %18, %20 : i32
// CHECK-NEXT:   %23 = arith.cmpi slt, %19, %21 : i32
// CHECK-NEXT:   %24 = arith.cmpi eq, %19, %21 : i32
// CHECK-NEXT:   %25 = arith.select %24, %22, %23 : i1
// CHECK-NEXT:   %26 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %27 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %28 = vector.extract %cst_6[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %29 = vector.extract %cst_6[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %30 = arith.xori %26, %28 : i32
// CHECK-NEXT:   %31 = arith.xori %27, %29 : i32
// CHECK-NEXT:   %cst_7 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %32 = vector.insert %30, %cst_7 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %33 = vector.insert %31, %32 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %34 = vector.extract %33[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %35 = vector.extract %33[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %36 = vector.extract %cst_5[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %37 = vector.extract %cst_5[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %34, %36 : i32, i1
// CHECK-NEXT:   %38 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:   %39 = arith.addi %38, %35 : i32
// CHECK-NEXT:   %40 = arith.addi %39, %37 : i32
// CHECK-NEXT:   %cst_8 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %41 = vector.insert %sum, %cst_8 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %42 = vector.insert %40, %41 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %43 = vector.extract %42[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %44 = vector.extract %42[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %45 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %46 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %47 = arith.select %25, %43, %45 : i32
// CHECK-NEXT:   %48 = arith.select %25, %44, %46 : i32
// CHECK-NEXT:   %cst_9 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %49 = vector.insert %47, %cst_9 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %50 = vector.insert %48, %49 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %51 = vector.extract %50[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %52 = vector.extract %50[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %c0_i32_10 = arith.constant 0 : i32
// CHECK-NEXT:   %53 = arith.cmpi eq, %52, %c0_i32_10 : i32
// CHECK-NEXT:   %54 = arith.uitofp %51 : i32 to f32
// CHECK-NEXT:   %55 = arith.uitofp %52 : i32 to f32
// CHECK-NEXT:   %cst_11 = arith.constant 4.2949673E+9 : f32
// CHECK-NEXT:   %56 = arith.mulf %55, %cst_11 : f32
// CHECK-NEXT:   %57 = arith.addf %54, %56 : f32
// CHECK-NEXT:   %58 = arith.select %53, %54, %57 : f32
// CHECK-NEXT:   %59 = arith.negf %58 : f32
// CHECK-NEXT:   %60 = arith.select %25, %59, %58 : f32
// CHECK-NEXT:   %61 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %62 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %c0_i32_12 = arith.constant 0 : i32
// CHECK-NEXT:   %63 = arith.cmpi eq, %62, %c0_i32_12 : i32
// CHECK-NEXT:   %64 = arith.uitofp %61 : i32 to f64
// CHECK-NEXT:   %65 = arith.uitofp %62 : i32 to f64
// CHECK-NEXT:   %cst_13 = arith.constant 0x41F0000000000000 : f64
// CHECK-NEXT:   %66 = arith.mulf %65, %cst_13 : f64
// CHECK-NEXT:   %67 = arith.addf %64, %66 : f64
// CHECK-NEXT:   %68 = arith.select %63, %64, %67 : f64
// CHECK-NEXT:   return %1, %6, %10, %12, %13, %15, %17, %60, %68 : vector<2xi32>, vector<2xi32>, vector<2xi32>, i16, i32, index, vector<2xi32>, f32, f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shrsi(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:   %0 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %1 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %c0_i32 : i32
// CHECK-NEXT:   %3 = arith.extsi %2 : i1 to i32
// CHECK-NEXT:   %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT:   %4 = arith.cmpi slt, %3, %c0_i32_0 : i32
// CHECK-NEXT:   %5 = arith.extsi %4 : i1 to i32
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %6 = vector.insert %3, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %7 = vector.insert %5, %6 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT:   %8 = arith.subi %c64_i32, %1 : i32
// CHECK-NEXT:   %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %9 = vector.insert %8, %cst_1 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %10 = vector.extract %7[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %11 = vector.extract %7[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %12 = vector.extract %9[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT:   %c32_i32 = arith.constant 32 : i32
// CHECK-NEXT:   %13 = arith.cmpi uge, %12, %c32_i32 : i32
// CHECK-NEXT:   %14 = arith.shli %10, %12 : i32
// CHECK-NEXT:   %15 = arith.select %13, %c0_i32_2, %14 : i32
// CHECK-NEXT:   %16 = arith.select %13, %c32_i32, %12 : i32
// CHECK-NEXT:   %17 = arith.subi %c32_i32, %16 : i32
// CHECK-NEXT:   %18 = arith.shrui %10, %17 : i32
// CHECK-NEXT:   %19 = arith.subi %12, %c32_i32 : i32
// CHECK-NEXT:   %20 = arith.shli %10, %19 : i32
// CHECK-NEXT:   %21 = arith.shli %11, %12 : i32
// CHECK-NEXT:   %22 = arith.select %13, %c0_i32_2, %21 : i32
// CHECK-NEXT:   %23 = arith.select %13, %20, %18 : i32
// CHECK-NEXT:   %24 = arith.ori %23, %22 : i32
// CHECK-NEXT:   %cst_3 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %25 = vector.insert %15, %cst_3 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %26 = vector.insert %24, %25 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %27 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %28 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %29 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %c0_i32_4 = arith.constant 0 : i32
// CHECK-NEXT:   %c32_i32_5 = arith.constant 32 : i32
// CHECK-NEXT:   %30 = arith.cmpi uge, %29, %c32_i32_5 : i32
// CHECK-NEXT:   %31 = arith.shrui %27, %29 : i32
// CHECK-NEXT:   %32 = arith.select %30, %c0_i32_4, %31 : i32
// CHECK-NEXT:   %33 = arith.shrui %28, %29 : i32
// CHECK-NEXT:   %34 = arith.select %30, %c0_i32_4, %33 : i32
// CHECK-NEXT:   %35 = arith.select %30, %c32_i32_5, %29 : i32
// CHECK-NEXT:   %36 = arith.subi %c32_i32_5, %35 : i32
// CHECK-NEXT:   %37 = arith.shli %28, %36 : i32
// CHECK-NEXT:   %38 = arith.subi %29, %c32_i32_5 : i32
// CHECK-NEXT:   %39 = arith.shrui %28, %38 : i32
// CHECK-NEXT:   %40 = arith.select %30, %39, %37 : i32
// CHECK-NEXT:   %41 = arith.ori %32, %40 : i32
// CHECK-NEXT:   %cst_6 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %42 = vector.insert %41, %cst_6 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %43 = vector.insert %34, %42 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %44 = vector.extract %43[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %45 = vector.extract %43[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %46 = vector.extract %26[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %47 = vector.extract %26[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %48 = arith.ori %44, %46 : i32
// CHECK-NEXT:   %49 = arith.ori %45, %47 : i32
// CHECK-NEXT:   %cst_7 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %50 = vector.insert %48, %cst_7 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %51 = vector.insert %49, %50 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %52 = arith.cmpi eq, %1, %c0_i32 : i32
// CHECK-NEXT:   %53 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %54 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %55 = vector.extract %51[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %56 = vector.extract %51[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %57 = arith.select %52, %53, %55 : i32
// CHECK-NEXT:   %58 = arith.select %52, %54, %56 : i32
// CHECK-NEXT:   %cst_8 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %59 = vector.insert %57, %cst_8 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %60 = vector.insert %58, %59 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %cst_9 = arith.constant dense<[-3, -1]> : vector<2xi32>
// CHECK-NEXT:   %61 = vector.extract %60[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %62 = vector.extract %60[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %63 = vector.extract %cst_9[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %64 = vector.extract %cst_9[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %low, %high = arith.mului_extended %61, %63 : i32
// CHECK-NEXT:   %65 = arith.muli %61, %64 : i32
// CHECK-NEXT:   %66 = arith.muli %62, %63 : i32
// CHECK-NEXT:   %67 = arith.addi %high, %65 : i32
// CHECK-NEXT:   %68 = arith.addi %67, %66 : i32
// CHECK-NEXT:   %cst_10 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %69 = vector.insert %low, %cst_10 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %70 = vector.insert %68, %69 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   return %70 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmp_select(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT:   %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %4 = arith.cmpi uge, %0, %2 : i32
// CHECK-NEXT:   %5 = arith.cmpi uge, %1, %3 : i32
// CHECK-NEXT:   %6 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT:   %7 = arith.select %6, %4, %5 : i1
// CHECK-NEXT:   %8 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %9 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %10 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %11 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %12 = arith.cmpi ult, %8, %10 : i32
// CHECK-NEXT:   %13 = arith.cmpi slt, %9, %11 : i32
// CHECK-NEXT:   %14 = arith.cmpi eq, %9, %11 : i32
// CHECK-NEXT:   %15 = arith.select %14, %12, %13 : i1
// CHECK-NEXT:   %16 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %17 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %18 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %19 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %20 = arith.select %15, %16, %18 : i32
// CHECK-NEXT:   %21 = arith.select %15, %17, %19 : i32
// CHECK-NEXT:   %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %22 = vector.insert %20, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %23 = vector.insert %21, %22 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %24 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %25 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %26 = vector.extract %23[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %27 = vector.extract %23[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %28 = arith.select %7, %24, %26 : i32
// CHECK-NEXT:   %29 = arith.select %7, %25, %27 : i32
// CHECK-NEXT:   %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %30 = vector.insert %28, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %31 = vector.insert %29, %30 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   %32 = vector.extract %31[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %33 = vector.extract %31[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %34 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT:   %35 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT:   %36 = arith.xori %32, %34 : i32
// CHECK-NEXT:   %37 = arith.xori %33, %35 : i32
// CHECK-NEXT:   %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT:   %38 = vector.insert %36, %cst_1 [0] : i32 into vector<2xi32>
// CHECK-NEXT:   %39 = vector.insert %37, %38 [1] : i32 into vector<2xi32>
// CHECK-NEXT:   return %39 : vector<2xi32>
// CHECK-NEXT: }

func.func @f(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  %c = arith.constant 7 : i64
  %s = arith.muli %r, %c : i64
  return %s : i64
}
func.func @casts(%a: i64, %x: i16, %y: i32, %i: index) -> (i64, i64, i64, i16, i32, index, i64, f32, f64) {
  %0 = arith.extui %x : i16 to i64
  %1 = arith.extsi %x : i16 to i64
  %2 = arith.extsi %y : i32 to i64
  %3 = arith.trunci %a : i64 to i16
  %4 = arith.trunci %a : i64 to i32
  %5 = arith.index_cast %a : i64 to index
  %6 = arith.index_castui %i : index to i64
  %7 = arith.sitofp %a : i64 to f32
  %8 = arith.uitofp %a : i64 to f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i64, i64, i16, i32, index, i64, f32, f64
}
func.func @shrsi(%a: i64, %b: i64) -> i64 {
  %0 = arith.shrsi %a, %b : i64
  %c = arith.constant -3 : i64
  %1 = arith.muli %0, %c : i64
  return %1 : i64
}
func.func @cmp_select(%a: i64, %b: i64) -> i64 {
  %c = arith.cmpi uge, %a, %b : i64
  %m = arith.minsi %a, %b : i64
  %s = arith.select %c, %a, %m : i64
  %t = arith.xori %s, %b : i64
  return %t : i64
}
