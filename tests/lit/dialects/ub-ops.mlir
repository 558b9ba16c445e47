// RUN: irlite-opt %s | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines
//
// MLIR 19's ub dialect: `ub.poison` in its custom form (the `<value>` group only for a
// value other than the default #ub.poison), its generic form (the default value is
// materialized in the properties), and the #ub.poison attribute (a typed or bodied
// spelling reads as #ub.poison, as in mlir-opt 19). CHECK lines are mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT:   func.func @poison() -> i32 {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @full_form() -> i32 {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @typed_value_and_attrs() -> f16 {
// CHECK-NEXT:     %0 = ub.poison {tag = "t"} : f16
// CHECK-NEXT:     return %0 : f16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic_forms() -> (i1, index) {
// CHECK-NEXT:     %0 = ub.poison : i1
// CHECK-NEXT:     %1 = ub.poison : index
// CHECK-NEXT:     return %0, %1 : i1, index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @types() -> (complex<f32>, vector<4xi64>, vector<[4]xf32>, tensor<8x?xf64>, memref<2xbf16>, !llvm.ptr) {
// CHECK-NEXT:     %0 = ub.poison : complex<f32>
// CHECK-NEXT:     %1 = ub.poison : vector<4xi64>
// CHECK-NEXT:     %2 = ub.poison : vector<[4]xf32>
// CHECK-NEXT:     %3 = ub.poison : tensor<8x?xf64>
// CHECK-NEXT:     %4 = ub.poison : memref<2xbf16>
// CHECK-NEXT:     %5 = ub.poison : !llvm.ptr
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : complex<f32>, vector<4xi64>, vector<[4]xf32>, tensor<8x?xf64>, memref<2xbf16>, !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @attribute() attributes {p = #ub.poison, q = [#ub.poison, #ub.poison]} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "poison"}> ({
// GENERIC-NEXT:     %10 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     "func.return"(%10) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> i32, sym_name = "full_form"}> ({
// GENERIC-NEXT:     %9 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// GENERIC-NEXT:     "func.return"(%9) : (i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> f16, sym_name = "typed_value_and_attrs"}> ({
// GENERIC-NEXT:     %8 = "ub.poison"() <{value = #ub.poison}> {tag = "t"} : () -> f16
// GENERIC-NEXT:     "func.return"(%8) : (f16) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i1, index), sym_name = "generic_forms"}> ({
// GENERIC-NEXT:     %6 = "ub.poison"() <{value = #ub.poison}> : () -> i1
// GENERIC-NEXT:     %7 = "ub.poison"() <{value = #ub.poison}> : () -> index
// GENERIC-NEXT:     "func.return"(%6, %7) : (i1, index) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (complex<f32>, vector<4xi64>, vector<[4]xf32>, tensor<8x?xf64>, memref<2xbf16>, !llvm.ptr), sym_name = "types"}> ({
// GENERIC-NEXT:     %0 = "ub.poison"() <{value = #ub.poison}> : () -> complex<f32>
// GENERIC-NEXT:     %1 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi64>
// GENERIC-NEXT:     %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<[4]xf32>
// GENERIC-NEXT:     %3 = "ub.poison"() <{value = #ub.poison}> : () -> tensor<8x?xf64>
// GENERIC-NEXT:     %4 = "ub.poison"() <{value = #ub.poison}> : () -> memref<2xbf16>
// GENERIC-NEXT:     %5 = "ub.poison"() <{value = #ub.poison}> : () -> !llvm.ptr
// GENERIC-NEXT:     "func.return"(%0, %1, %2, %3, %4, %5) : (complex<f32>, vector<4xi64>, vector<[4]xf32>, tensor<8x?xf64>, memref<2xbf16>, !llvm.ptr) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "attribute"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) {p = #ub.poison, q = [#ub.poison, #ub.poison]} : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @poison() -> i32 {
  %0 = ub.poison : i32
  return %0 : i32
}
func.func @full_form() -> i32 {
  %0 = ub.poison <#ub.poison> : i32
  return %0 : i32
}
func.func @typed_value_and_attrs() -> f16 {
  %0 = ub.poison {tag = "t"} <#ub.poison : i32> : f16
  return %0 : f16
}
func.func @generic_forms() -> (i1, index) {
  %0 = "ub.poison"() : () -> i1
  %1 = "ub.poison"() <{value = #ub.poison}> : () -> index
  return %0, %1 : i1, index
}
func.func @types() -> (complex<f32>, vector<4xi64>, vector<[4]xf32>, tensor<8x?xf64>, memref<2xbf16>, !llvm.ptr) {
  %0 = ub.poison : complex<f32>
  %1 = ub.poison : vector<4xi64>
  %2 = ub.poison : vector<[4]xf32>
  %3 = ub.poison : tensor<8x?xf64>
  %4 = ub.poison : memref<2xbf16>
  %5 = ub.poison : !llvm.ptr
  return %0, %1, %2, %3, %4, %5 : complex<f32>, vector<4xi64>, vector<[4]xf32>, tensor<8x?xf64>, memref<2xbf16>, !llvm.ptr
}
func.func @attribute() attributes {p = #ub.poison, q = [#ub.poison : i8, #ub.poison<"ignored">]} {
  return
}
