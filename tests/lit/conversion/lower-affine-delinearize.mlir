// RUN: irlite-opt %s --allow-unregistered-dialect --lower-affine | FileCheck %s --match-full-lines
//
// MLIR 19's lowering of affine.delinearize_index (populateAffineExpandIndexOpsPatterns):
// floordiv/mod by products of the trailing basis elements, through composed affine.apply
// ops lowered in turn; constant bases fold. CHECK lines are mlir-opt 19's output.

func.func @d(%i: index, %b0: index, %b1: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%b0, %b1, %b1) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @c(%i: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c3 = arith.constant 3 : index
  %0:3 = affine.delinearize_index %i into (%c3, %c4, %c8) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}
func.func @m(%i: index, %b: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %0:2 = affine.delinearize_index %i into (%b, %c4) : index, index
  %1 = affine.delinearize_index %i into (%b) : index
  return %0#0, %1 : index, index
}
func.func @n(%b: index) -> (index, index) {
  affine.for %i = 0 to 16 {
    %c4 = arith.constant 4 : index
    %0:3 = affine.delinearize_index %i into (%b, %c4, %b) : index, index, index
    "foo.use"(%0#0, %0#1, %0#2) : (index, index, index) -> ()
  }
  %z = arith.constant 0 : index
  return %z, %z : index, index
}

// CHECK: module {
// CHECK-NEXT:   func.func @d(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT:     %0 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT:     %1 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %2 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %3 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:     %4 = arith.select %2, %3, %arg0 : index
// CHECK-NEXT:     %5 = arith.divsi %4, %1 : index
// CHECK-NEXT:     %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT:     %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT:     %8 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT:     %9 = arith.remsi %arg0, %8 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %10 = arith.cmpi slt, %9, %c0_0 : index
// CHECK-NEXT:     %11 = arith.addi %9, %8 : index
// CHECK-NEXT:     %12 = arith.select %10, %11, %9 : index
// CHECK-NEXT:     %13 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT:     %14 = arith.remsi %arg0, %13 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %15 = arith.cmpi slt, %14, %c0_1 : index
// CHECK-NEXT:     %16 = arith.addi %14, %13 : index
// CHECK-NEXT:     %17 = arith.select %15, %16, %14 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c-1_3 = arith.constant -1 : index
// CHECK-NEXT:     %18 = arith.cmpi slt, %17, %c0_2 : index
// CHECK-NEXT:     %19 = arith.subi %c-1_3, %17 : index
// CHECK-NEXT:     %20 = arith.select %18, %19, %17 : index
// CHECK-NEXT:     %21 = arith.divsi %20, %arg2 : index
// CHECK-NEXT:     %22 = arith.subi %c-1_3, %21 : index
// CHECK-NEXT:     %23 = arith.select %18, %22, %21 : index
// CHECK-NEXT:     %24 = arith.muli %arg2, %arg2 : index
// CHECK-NEXT:     %25 = arith.remsi %arg0, %24 : index
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %26 = arith.cmpi slt, %25, %c0_4 : index
// CHECK-NEXT:     %27 = arith.addi %25, %24 : index
// CHECK-NEXT:     %28 = arith.select %26, %27, %25 : index
// CHECK-NEXT:     %29 = arith.remsi %28, %arg2 : index
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %30 = arith.cmpi slt, %29, %c0_5 : index
// CHECK-NEXT:     %31 = arith.addi %29, %arg2 : index
// CHECK-NEXT:     %32 = arith.select %30, %31, %29 : index
// CHECK-NEXT:     return %7, %23, %32 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @c(%arg0: index) -> (index, index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c32 = arith.constant 32 : index
// CHECK-NEXT:     %c32_0 = arith.constant 32 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %c32_0 : index
// CHECK-NEXT:     %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:     %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:     %c32_1 = arith.constant 32 : index
// CHECK-NEXT:     %6 = arith.remsi %arg0, %c32_1 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %7 = arith.cmpi slt, %6, %c0_2 : index
// CHECK-NEXT:     %8 = arith.addi %6, %c32_1 : index
// CHECK-NEXT:     %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT:     %c32_3 = arith.constant 32 : index
// CHECK-NEXT:     %10 = arith.remsi %arg0, %c32_3 : index
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %11 = arith.cmpi slt, %10, %c0_4 : index
// CHECK-NEXT:     %12 = arith.addi %10, %c32_3 : index
// CHECK-NEXT:     %13 = arith.select %11, %12, %10 : index
// CHECK-NEXT:     %c8_5 = arith.constant 8 : index
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %c-1_7 = arith.constant -1 : index
// CHECK-NEXT:     %14 = arith.cmpi slt, %13, %c0_6 : index
// CHECK-NEXT:     %15 = arith.subi %c-1_7, %13 : index
// CHECK-NEXT:     %16 = arith.select %14, %15, %13 : index
// CHECK-NEXT:     %17 = arith.divsi %16, %c8_5 : index
// CHECK-NEXT:     %18 = arith.subi %c-1_7, %17 : index
// CHECK-NEXT:     %19 = arith.select %14, %18, %17 : index
// CHECK-NEXT:     %c8_8 = arith.constant 8 : index
// CHECK-NEXT:     %20 = arith.remsi %arg0, %c8_8 : index
// CHECK-NEXT:     %c0_9 = arith.constant 0 : index
// CHECK-NEXT:     %21 = arith.cmpi slt, %20, %c0_9 : index
// CHECK-NEXT:     %22 = arith.addi %20, %c8_8 : index
// CHECK-NEXT:     %23 = arith.select %21, %22, %20 : index
// CHECK-NEXT:     return %5, %19, %23 : index, index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %c4_0 = arith.constant 4 : index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %c0 : index
// CHECK-NEXT:     %1 = arith.subi %c-1, %arg0 : index
// CHECK-NEXT:     %2 = arith.select %0, %1, %arg0 : index
// CHECK-NEXT:     %3 = arith.divsi %2, %c4_0 : index
// CHECK-NEXT:     %4 = arith.subi %c-1, %3 : index
// CHECK-NEXT:     %5 = arith.select %0, %4, %3 : index
// CHECK-NEXT:     %c4_1 = arith.constant 4 : index
// CHECK-NEXT:     %6 = arith.remsi %arg0, %c4_1 : index
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %7 = arith.cmpi slt, %6, %c0_2 : index
// CHECK-NEXT:     %8 = arith.addi %6, %c4_1 : index
// CHECK-NEXT:     %9 = arith.select %7, %8, %6 : index
// CHECK-NEXT:     return %5, %arg0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @n(%arg0: index) -> (index, index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c1 {
// CHECK-NEXT:       %c4 = arith.constant 4 : index
// CHECK-NEXT:       %c4_1 = arith.constant 4 : index
// CHECK-NEXT:       %0 = arith.muli %arg0, %c4_1 : index
// CHECK-NEXT:       %c4_2 = arith.constant 4 : index
// CHECK-NEXT:       %1 = arith.muli %arg0, %c4_2 : index
// CHECK-NEXT:       %c0_3 = arith.constant 0 : index
// CHECK-NEXT:       %c-1 = arith.constant -1 : index
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg1, %c0_3 : index
// CHECK-NEXT:       %3 = arith.subi %c-1, %arg1 : index
// CHECK-NEXT:       %4 = arith.select %2, %3, %arg1 : index
// CHECK-NEXT:       %5 = arith.divsi %4, %1 : index
// CHECK-NEXT:       %6 = arith.subi %c-1, %5 : index
// CHECK-NEXT:       %7 = arith.select %2, %6, %5 : index
// CHECK-NEXT:       %c4_4 = arith.constant 4 : index
// CHECK-NEXT:       %8 = arith.muli %arg0, %c4_4 : index
// CHECK-NEXT:       %9 = arith.remsi %arg1, %8 : index
// CHECK-NEXT:       %c0_5 = arith.constant 0 : index
// CHECK-NEXT:       %10 = arith.cmpi slt, %9, %c0_5 : index
// CHECK-NEXT:       %11 = arith.addi %9, %8 : index
// CHECK-NEXT:       %12 = arith.select %10, %11, %9 : index
// CHECK-NEXT:       %c4_6 = arith.constant 4 : index
// CHECK-NEXT:       %13 = arith.muli %arg0, %c4_6 : index
// CHECK-NEXT:       %14 = arith.remsi %arg1, %13 : index
// CHECK-NEXT:       %c0_7 = arith.constant 0 : index
// CHECK-NEXT:       %15 = arith.cmpi slt, %14, %c0_7 : index
// CHECK-NEXT:       %16 = arith.addi %14, %13 : index
// CHECK-NEXT:       %17 = arith.select %15, %16, %14 : index
// CHECK-NEXT:       %c0_8 = arith.constant 0 : index
// CHECK-NEXT:       %c-1_9 = arith.constant -1 : index
// CHECK-NEXT:       %18 = arith.cmpi slt, %17, %c0_8 : index
// CHECK-NEXT:       %19 = arith.subi %c-1_9, %17 : index
// CHECK-NEXT:       %20 = arith.select %18, %19, %17 : index
// CHECK-NEXT:       %21 = arith.divsi %20, %arg0 : index
// CHECK-NEXT:       %22 = arith.subi %c-1_9, %21 : index
// CHECK-NEXT:       %23 = arith.select %18, %22, %21 : index
// CHECK-NEXT:       %c4_10 = arith.constant 4 : index
// CHECK-NEXT:       %24 = arith.muli %arg0, %c4_10 : index
// CHECK-NEXT:       %25 = arith.remsi %arg1, %24 : index
// CHECK-NEXT:       %c0_11 = arith.constant 0 : index
// CHECK-NEXT:       %26 = arith.cmpi slt, %25, %c0_11 : index
// CHECK-NEXT:       %27 = arith.addi %25, %24 : index
// CHECK-NEXT:       %28 = arith.select %26, %27, %25 : index
// CHECK-NEXT:       %29 = arith.remsi %28, %arg0 : index
// CHECK-NEXT:       %c0_12 = arith.constant 0 : index
// CHECK-NEXT:       %30 = arith.cmpi slt, %29, %c0_12 : index
// CHECK-NEXT:       %31 = arith.addi %29, %arg0 : index
// CHECK-NEXT:       %32 = arith.select %30, %31, %29 : index
// CHECK-NEXT:       "foo.use"(%7, %23, %32) : (index, index, index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     return %c0_0, %c0_0 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT: }
