// RUN: irlite-opt %s --arith-expand=ceil-floor-div-only | FileCheck %s --check-prefix=DIV
// RUN: irlite-opt %s --arith-expand="ceil-floor-div-only include-bf16" | FileCheck %s --check-prefix=DIVBF16
//
// ceil-floor-div-only (irlite's option, for irlite.compile's pipeline) applies only the
// division rules of rules/arith_expand.rules: the min/max ops stay (their LLVM
// intrinsics order -0 below +0), and include-bf16 still adds the bf16 rules. The
// expansions are mlir-opt 19's (its --arith-expand=include-bf16 output for them).

// DIV-LABEL: func.func @mixed(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: bf16) -> (i32, i32, f32, f32) {
// DIV-NEXT:    %0 = arith.divsi %arg0, %arg1 : i32
// DIV-NEXT:    %1 = arith.muli %0, %arg1 : i32
// DIV-NEXT:    %2 = arith.cmpi ne, %arg0, %1 : i32
// DIV-NEXT:    %c0_i32 = arith.constant 0 : i32
// DIV-NEXT:    %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// DIV-NEXT:    %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// DIV-NEXT:    %5 = arith.cmpi ne, %3, %4 : i1
// DIV-NEXT:    %6 = arith.andi %2, %5 : i1
// DIV-NEXT:    %c-1_i32 = arith.constant -1 : i32
// DIV-NEXT:    %7 = arith.addi %0, %c-1_i32 : i32
// DIV-NEXT:    %8 = arith.select %6, %7, %0 : i32
// DIV-NEXT:    %9 = arith.maxsi %arg0, %arg1 : i32
// DIV-NEXT:    %10 = arith.maximumf %arg2, %arg3 : f32
// DIV-NEXT:    %11 = arith.extf %arg4 : bf16 to f32
// DIV-NEXT:    return %8, %9, %10, %11 : i32, i32, f32, f32

// DIVBF16-LABEL: func.func @mixed(
// DIVBF16:         %8 = arith.select %6, %7, %0 : i32
// DIVBF16-NEXT:    %9 = arith.maxsi %arg0, %arg1 : i32
// DIVBF16-NEXT:    %10 = arith.maximumf %arg2, %arg3 : f32
// DIVBF16-NEXT:    %11 = arith.bitcast %arg4 : bf16 to i16
// DIVBF16-NEXT:    %12 = arith.extui %11 : i16 to i32
// DIVBF16-NEXT:    %c16_i32 = arith.constant 16 : i32
// DIVBF16-NEXT:    %13 = arith.shli %12, %c16_i32 : i32
// DIVBF16-NEXT:    %14 = arith.bitcast %13 : i32 to f32
// DIVBF16-NEXT:    return %8, %9, %10, %14 : i32, i32, f32, f32
func.func @mixed(%a: i32, %b: i32, %f: f32, %g: f32, %h: bf16) -> (i32, i32, f32, f32) {
  %0 = arith.floordivsi %a, %b : i32
  %1 = arith.maxsi %a, %b : i32
  %2 = arith.maximumf %f, %g : f32
  %3 = arith.extf %h : bf16 to f32
  return %0, %1, %2, %3 : i32, i32, f32, f32
}
