// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | irlite-opt --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// Locations under --mlir-print-debuginfo: every location kind, trailing op
// locations printed through #locN aliases defined after the module (or
// before it when a block argument uses them too), block-argument locations
// printed inline, implicit file:line:col locations of ops written without one.

module {
  "foo.unknown"() : () -> () loc(unknown)
  "foo.file"() : () -> () loc("foo.mlir":10:20)
  "foo.name"() : () -> () loc("named")
  "foo.name_child"() : () -> () loc("outer"("foo.mlir":1:2))
  "foo.name_unknown"() : () -> () loc("n"(unknown))
  "foo.escaped"() : () -> () loc("quote\"name\0A")
  "foo.same"() : () -> () loc("foo.mlir":10:20)
} loc("top")

// CUSTOM: module {
// GENERIC: "builtin.module"() ({
// CHECK-NEXT:   "foo.unknown"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.file"() : () -> () loc(#loc2)
// CHECK-NEXT:   "foo.name"() : () -> () loc(#loc3)
// CHECK-NEXT:   "foo.name_child"() : () -> () loc(#loc7)
// CHECK-NEXT:   "foo.name_unknown"() : () -> () loc(#loc5)
// CHECK-NEXT:   "foo.escaped"() : () -> () loc(#loc6)
// CHECK-NEXT:   "foo.same"() : () -> () loc(#loc2)
// CUSTOM-NEXT: } loc(#loc)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("top")
// CHECK-NEXT: #loc1 = loc(unknown)
// CHECK-NEXT: #loc2 = loc("foo.mlir":10:20)
// CHECK-NEXT: #loc3 = loc("named")
// CHECK-NEXT: #loc4 = loc("foo.mlir":1:2)
// CHECK-NEXT: #loc5 = loc("n")
// CHECK-NEXT: #loc6 = loc("quote\22name\0A")
// CHECK-NEXT: #loc7 = loc("outer"(#loc4))
// CHECK-EMPTY:

// -----

// Call sites, nested call sites (printed through aliases of aliases).
module {
  "foo.callsite"() : () -> () loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  "foo.callsite_nested"() : () -> () loc(callsite(callsite("a":1:1 at "b":2:2) at "c":3:3))
  "foo.plain"() : () -> () loc("d":4:4)
} loc("top")

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.callsite"() : () -> () loc(#loc7)
// CHECK-NEXT:   "foo.callsite_nested"() : () -> () loc(#loc9)
// CHECK-NEXT:   "foo.plain"() : () -> () loc(#loc6)
// CUSTOM-NEXT: } loc(#loc)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("top")
// CHECK-NEXT: #loc1 = loc("callee.mlir":1:1)
// CHECK-NEXT: #loc2 = loc("caller.mlir":2:2)
// CHECK-NEXT: #loc3 = loc("a":1:1)
// CHECK-NEXT: #loc4 = loc("b":2:2)
// CHECK-NEXT: #loc5 = loc("c":3:3)
// CHECK-NEXT: #loc6 = loc("d":4:4)
// CHECK-NEXT: #loc7 = loc(callsite(#loc1 at #loc2))
// CHECK-NEXT: #loc8 = loc(callsite(#loc3 at #loc4))
// CHECK-NEXT: #loc9 = loc(callsite(#loc8 at #loc5))
// CHECK-EMPTY:

// -----

// Fused locations, with and without metadata.
module {
  "foo.fused"() : () -> () loc(fused["a.mlir":1:1, "b.mlir":2:2])
  "foo.fused_meta"() : () -> () loc(fused<"myPass">["a.mlir":1:1, "named"])
  "foo.fused_meta_dict"() : () -> () loc(fused<{x = 1 : i32}>["a.mlir":1:1, "b.mlir":2:2])
  "foo.fused_one"() : () -> () loc(fused["c.mlir":3:3])
  "foo.fused_dup"() : () -> () loc(fused["d.mlir":1:1, "d.mlir":1:1, unknown])
} loc(unknown)

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.fused"() : () -> () loc(#loc6)
// CHECK-NEXT:   "foo.fused_meta"() : () -> () loc(#loc7)
// CHECK-NEXT:   "foo.fused_meta_dict"() : () -> () loc(#loc8)
// CHECK-NEXT:   "foo.fused_one"() : () -> () loc(#loc4)
// CHECK-NEXT:   "foo.fused_dup"() : () -> () loc(#loc5)
// CUSTOM-NEXT: } loc(#loc)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc(unknown)
// CHECK-NEXT: #loc1 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc2 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc3 = loc("named")
// CHECK-NEXT: #loc4 = loc("c.mlir":3:3)
// CHECK-NEXT: #loc5 = loc("d.mlir":1:1)
// CHECK-NEXT: #loc6 = loc(fused[#loc1, #loc2])
// CHECK-NEXT: #loc7 = loc(fused<"myPass">[#loc1, #loc3])
// CHECK-NEXT: #loc8 = loc(fused<{x = 1 : i32}>[#loc1, #loc2])
// CHECK-EMPTY:

// -----

// Block argument locations are printed inline (never deferred).
module {
  "foo.region"() ({
  ^bb0(%a: i32 loc("arg.mlir":1:1), %b: f32 loc(unknown), %c: i8 loc("named_arg")):
    "foo.use"(%a, %b, %c) : (i32, f32, i8) -> () loc("use.mlir":2:2)
  ^bb1(%d: index loc("arg.mlir":3:3)):
    "foo.other"(%d) : (index) -> () loc("use.mlir":4:4)
  }) : () -> () loc("region_op")
} loc("top")

// CHECK: {{//}} -----
// CHECK-NEXT: #loc2 = loc("arg.mlir":1:1)
// CHECK-NEXT: #loc3 = loc(unknown)
// CHECK-NEXT: #loc4 = loc("named_arg")
// CHECK-NEXT: #loc6 = loc("arg.mlir":3:3)
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("arg.mlir":1:1), %arg1: f32 loc(unknown), %arg2: i8 loc("named_arg")):
// CHECK-NEXT:     "foo.use"(%arg0, %arg1, %arg2) : (i32, f32, i8) -> () loc(#loc5)
// CHECK-NEXT:   ^bb1(%0: index loc("arg.mlir":3:3)):  // no predecessors
// CHECK-NEXT:     "foo.other"(%0) : (index) -> () loc(#loc7)
// CHECK-NEXT:   }) : () -> () loc(#loc1)
// CUSTOM-NEXT: } loc(#loc)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("top")
// CHECK-NEXT: #loc1 = loc("region_op")
// CHECK-NEXT: #loc5 = loc("use.mlir":2:2)
// CHECK-NEXT: #loc7 = loc("use.mlir":4:4)
// CHECK-EMPTY:

// -----

// Location aliases in the input.
#loc_a = loc("aliased.mlir":7:8)
#loc_b = loc(callsite(#loc_a at "site.mlir":1:1))
module {
  "foo.loc_alias"() : () -> () loc(#loc_a)
  "foo.loc_alias2"() : () -> () loc(#loc_b)
} loc("top")

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.loc_alias"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.loc_alias2"() : () -> () loc(#loc3)
// CUSTOM-NEXT: } loc(#loc)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("top")
// CHECK-NEXT: #loc1 = loc("aliased.mlir":7:8)
// CHECK-NEXT: #loc2 = loc("site.mlir":1:1)
// CHECK-NEXT: #loc3 = loc(callsite(#loc1 at #loc2))
// CHECK-EMPTY:

// -----

// Ops without a written location get file:line:col of their name; so do the
// implicit module (line 0, column 0) and block arguments. In a split chunk the
// file is named as mlir-opt names it, with lines counted from the split marker.
"foo.implicit"() : () -> ()
  "foo.indented"() ({
  ^bb0(%x: i32):
    "foo.inner"(%x) : (i32) -> ()
  }) : () -> ()
%r = "foo.result"() : () -> i32

// CHECK: {{//}} -----
// CHECK-NEXT: #loc3 = loc("within split at {{.*}}locations.mlir:159 offset ":8:8)
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.implicit"() : () -> () loc(#loc1)
// CHECK-NEXT:   "foo.indented"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("within split at {{.*}}locations.mlir:159 offset ":8:8)):
// CHECK-NEXT:     "foo.inner"(%arg0) : (i32) -> () loc(#loc4)
// CHECK-NEXT:   }) : () -> () loc(#loc2)
// CHECK-NEXT:   %0 = "foo.result"() : () -> i32 loc(#loc5)
// CUSTOM-NEXT: } loc(#loc)
// GENERIC-NEXT: }) : () -> () loc(#loc)
// CHECK-NEXT: #loc = loc("within split at {{.*}}locations.mlir:159 offset ":0:0)
// CHECK-NEXT: #loc1 = loc("within split at {{.*}}locations.mlir:159 offset ":6:1)
// CHECK-NEXT: #loc2 = loc("within split at {{.*}}locations.mlir:159 offset ":7:3)
// CHECK-NEXT: #loc4 = loc("within split at {{.*}}locations.mlir:159 offset ":9:5)
// CHECK-NEXT: #loc5 = loc("within split at {{.*}}locations.mlir:159 offset ":11:6)
// CHECK-EMPTY:
