// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// #alias and !alias definitions: usable anywhere an attribute or type is,
// after their definition. They are expanded on printing: mlir-opt keeps no
// user alias names, it prints its own #map/#set (and #loc) aliases.

#my_map = affine_map<(d0) -> (d0 * 2)>
#attr = {a = 1 : i32, b = "x"}
#arr = [1, 2, #my_map]
!ty = tensor<4xf32>
!elt = f16
!tup = tuple<!ty, i32>
!dialect_t = !foo.bar<1>
#set0 = affine_set<(d0) : (d0 >= 0)>
#dense = dense<[1, 2]> : tensor<2xi32>
#typed = 5 : i16
"foo.uses"() {a = #my_map, b = #attr, c = #arr, d = #set0, e = !tup, f = #dense, g = #typed, h = [!ty, #attr]} : () -> (!ty, !tup, !dialect_t)
"foo.in_types"() : () -> (memref<4xf32, #my_map>, tensor<2x!elt>, tensor<4xi8, #attr>, vector<2x!elt>, complex<!elt>)

// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.uses"() {a = #map, b = {a = 1 : i32, b = "x"}, c = [1, 2, #map], d = #set, e = tuple<tensor<4xf32>, i32>, f = dense<[1, 2]> : tensor<2xi32>, g = 5 : i16, h = [tensor<4xf32>, {a = 1 : i32, b = "x"}]} : () -> (tensor<4xf32>, tuple<tensor<4xf32>, i32>, !foo.bar<1>)
// CHECK-NEXT:   %1:5 = "foo.in_types"() : () -> (memref<4xf32, #map>, tensor<2xf16>, tensor<4xi8, {a = 1 : i32, b = "x"}>, vector<2xf16>, complex<f16>)
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Alias names may hold digits, underscores and '$'; an alias may stand for
// another one (defined before it).
!i_32 = i32
#a_b$1 = "name"
!ty2 = !i_32
#a2 = [#a_b$1, !ty2]
"foo.names"() {a = #a_b$1, b = #a2, t = !ty2} : () -> !i_32

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.names"() {a = "name", b = ["name", i32], t = i32} : () -> i32
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// A function signature through aliases.
!in = tensor<?xf32>
!out = memref<?xf32>
func.func @f(%arg0: !in) -> !out {
  %0 = "foo.cast"(%arg0) : (!in) -> !out
  return %0 : !out
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @f(%arg0: tensor<?xf32>) -> memref<?xf32> {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?xf32>) -> memref<?xf32>, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<?xf32>):
// CHECK-NEXT:     %0 = "foo.cast"(%arg0) : (tensor<?xf32>) -> memref<?xf32>
// CUSTOM-NEXT:     return %0 : memref<?xf32>
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:     "func.return"(%0) : (memref<?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
