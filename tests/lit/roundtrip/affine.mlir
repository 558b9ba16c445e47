// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// affine_map, affine_set and strided attributes. Affine maps and sets print
// simplified, through #mapN / #setN aliases defined at the top of the file:
// numbered in order of first use, all #map aliases before all #set ones.

"foo.maps"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = affine_map<(d0) -> (d0 + 1)>, c = affine_map<(d0)[s0] -> (d0 * 2 + s0 - 3)>, d = affine_map<() -> (0)>, e = affine_map<(d0, d1) -> (d0 floordiv 4, d1 ceildiv 8, d0 mod 3)>, f = affine_map<(d0, d1) -> ()>} : () -> ()
// Names of dimensions and symbols are not kept; expressions are simplified.
"foo.simplify"() {a = affine_map<(i, j)[N] -> (i + j * N, -i)>, b = affine_map<(d0) -> (d0 * -1 + 5, (d0 + 2) * 3, d0 - (d0 floordiv 2) * 2)>, c = affine_map<(d0)[s0, s1] -> (s0 * s1 + d0, s1 mod 7, -(d0 * 4))>, d = affine_map<(d0) -> (d0 * 3 - d0 * 2)>, e = affine_map<(d0, d1) -> (d0 + d1 + 1, 2 + d0)>, f = affine_map<(d0) -> ((d0 mod 4) floordiv 2)>, g = affine_map<(d0) -> (d0 - 1)>, h = affine_map<(d0)[s0] -> ((d0 + 8) floordiv 4 - 2, d0 * s0 + d0)>} : () -> ()
// The same map twice is one alias; maps inside arrays and types use aliases too.
"foo.reuse"() {a = affine_map<(d0, d1) -> (d1, d0)>, b = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]} : () -> memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 * 2 + s0 - 3)>
// CHECK-NEXT: #map3 = affine_map<() -> (0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0 floordiv 4, d1 ceildiv 8, d0 mod 3)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map6 = affine_map<(d0, d1)[s0] -> (d0 + d1 * s0, -d0)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (-d0 + 5, (d0 + 2) * 3, d0 mod 2)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0, s1] -> (d0 + s0 * s1, s1 mod 7, d0 * -4)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1) -> (d0 + d1 + 1, d0 + 2)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> ((d0 mod 4) floordiv 2)>
// CHECK-NEXT: #map12 = affine_map<(d0) -> (d0 - 1)>
// CHECK-NEXT: #map13 = affine_map<(d0)[s0] -> (d0 floordiv 4, d0 * s0 + d0)>
// CHECK-NEXT: #map14 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.maps"() {a = #map, b = #map1, c = #map2, d = #map3, e = #map4, f = #map5} : () -> ()
// CHECK-NEXT:   "foo.simplify"() {a = #map6, b = #map7, c = #map8, d = #map9, e = #map10, f = #map11, g = #map12, h = #map13} : () -> ()
// CHECK-NEXT:   %0 = "foo.reuse"() {a = #map, b = [#map, #map14]} : () -> memref<2x2xf32, #map>
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

"foo.sets"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d1 == 0, d0 + d1 * 2 - 10 >= 0)>, c = affine_set<() : (0 == 0)>, d = affine_set<(d0) : (1 == 0)>, e = affine_set<(d0)[s0] : (d0 <= s0)>, f = affine_set<(i)[N] : (i * 2 >= N, N - i - 1 >= 0)>} : () -> ()

// CHECK: {{//}} -----
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, -d1 + s0 == 0, d0 + d1 * 2 - 10 >= 0)>
// CHECK-NEXT: #set2 = affine_set<() : (0 == 0)>
// CHECK-NEXT: #set3 = affine_set<(d0) : (1 == 0)>
// CHECK-NEXT: #set4 = affine_set<(d0)[s0] : (-d0 + s0 >= 0)>
// CHECK-NEXT: #set5 = affine_set<(d0)[s0] : (d0 * 2 - s0 >= 0, -d0 + s0 - 1 >= 0)>
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.sets"() {a = #set, b = #set1, c = #set2, d = #set3, e = #set4, f = #set5} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Aliases are sorted by kind: #map before #set however they were met.
"foo.set_first"() {s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
"foo.map_second"() {m = affine_map<(d0) -> (d0)>} : () -> ()

// CHECK: {{//}} -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.set_first"() {s = #set} : () -> ()
// CHECK-NEXT:   "foo.map_second"() {m = #map} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// strided<> prints without an offset of 0.
"foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 8>, d = strided<[]>, e = strided<[2], offset: 0>, f = strided<[], offset: 3>, g = strided<[?, ?, ?]>} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.strided"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 8>, d = strided<[]>, e = strided<[2]>, f = strided<[], offset: 3>, g = strided<[?, ?, ?]>} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
