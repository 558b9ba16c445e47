// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// Operations, regions, blocks and values: SSA numbering as mlir-opt prints it
// (results %N, block arguments %argN in entry blocks of isolated regions,
// blocks ^bbN with predecessor comments), multi-result groups (%0:2, %0#1),
// successors, forward references, graph regions, func.func's custom forms.

func.func @empty() {
  return
}
func.func private @decl(i32, f32) -> (i1, i64)
func.func @args(%a: i32, %b: f32 {foo.arg_attr = 1 : i32}) -> (i32 {foo.res}) attributes {foo.fn_attr = "x"} {
  return %a : i32
}
func.func nested @vis_nested() {
  return
}
func.func public @vis_public() -> () {
  return
}

// CUSTOM: module {
// CUSTOM-NEXT:   func.func @empty() {
// CUSTOM-NEXT:     return
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   func.func private @decl(i32, f32) -> (i1, i64)
// CUSTOM-NEXT:   func.func @args(%arg0: i32, %arg1: f32 {foo.arg_attr = 1 : i32}) -> (i32 {foo.res}) attributes {foo.fn_attr = "x"} {
// CUSTOM-NEXT:     return %arg0 : i32
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   func.func nested @vis_nested() {
// CUSTOM-NEXT:     return
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   func.func public @vis_public() {
// CUSTOM-NEXT:     return
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (i32, f32) -> (i1, i64), sym_name = "decl", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{arg_attrs = [{}, {foo.arg_attr = 1 : i32}], function_type = (i32, f32) -> i32, res_attrs = [{foo.res}], sym_name = "args"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT:     "func.return"(%arg0) : (i32) -> ()
// GENERIC-NEXT:   }) {foo.fn_attr = "x"} : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "vis_nested", sym_visibility = "nested"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "vis_public", sym_visibility = "public"}> ({
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Blocks and successors, with block arguments; unreachable blocks.
func.func @cfg(%cond: i1, %x: i32) -> i32 {
  "foo.cond_br"(%cond, %x)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  "foo.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  %y = "foo.op"(%x) : (i32) -> i32
  "foo.br"(%y)[^bb3] : (i32) -> ()
^bb3(%z: i32):
  return %z : i32
^dead:
  "foo.unreachable"() : () -> ()
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "cfg"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i1, %arg1: i32):
// CHECK-NEXT:     "foo.cond_br"(%arg0, %arg1)[^bb1, ^bb2] : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"(%arg1)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.op"(%arg1) : (i32) -> i32
// CHECK-NEXT:     "foo.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CUSTOM-NEXT:     return %1 : i32
// GENERIC-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   ^bb4:  // no predecessors
// CHECK-NEXT:     "foo.unreachable"() : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// A forward reference to a value defined in a later (dominating) block.
func.func @forward() {
  "foo.br"()[^bb2] : () -> ()
^bb1:
  "foo.use"(%v) : (i32) -> ()
  return
^bb2:
  %v = "foo.def"() : () -> i32
  "foo.br"()[^bb1] : () -> ()
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @forward() {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "forward"}> ({
// CHECK-NEXT:     "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "foo.use"(%0) : (i32) -> ()
// CUSTOM-NEXT:     return
// GENERIC-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "foo.def"() : () -> i32
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Multi-result ops and result groups: %a, %b:2 = ... is one op with 3 results.
func.func @multi() -> (i32, f32) {
  %0:2 = "foo.pair"() : () -> (i32, f32)
  %1:3 = "foo.triple"(%0#1, %0#0) : (f32, i32) -> (i8, i16, i32)
  "foo.use"(%1#2, %1#0) : (i32, i8) -> ()
  %a, %b:2, %c = "foo.groups"() : () -> (i32, i64, i64, f32)
  "foo.use"(%b#1, %a, %c) : (i64, i32, f32) -> ()
  return %0#0, %0#1 : i32, f32
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @multi() -> (i32, f32) {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (i32, f32), sym_name = "multi"}> ({
// CHECK-NEXT:     %0:2 = "foo.pair"() : () -> (i32, f32)
// CHECK-NEXT:     %1:3 = "foo.triple"(%0#1, %0#0) : (f32, i32) -> (i8, i16, i32)
// CHECK-NEXT:     "foo.use"(%1#2, %1#0) : (i32, i8) -> ()
// CHECK-NEXT:     %2:4 = "foo.groups"() : () -> (i32, i64, i64, f32)
// CHECK-NEXT:     "foo.use"(%2#2, %2#0, %2#3) : (i64, i32, f32) -> ()
// CUSTOM-NEXT:     return %0#0, %0#1 : i32, f32
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:     "func.return"(%0#0, %0#1) : (i32, f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Regions of unregistered ops: several regions, empty regions, blocks with
// arguments in nested regions, names reused in sibling regions.
func.func @regions() {
  "foo.two_regions"() ({
    "foo.a"() : () -> ()
  }, {
  ^bb0(%arg0: index):
    "foo.b"(%arg0) : (index) -> ()
  ^bb1:
    "foo.c"() : () -> ()
  }) : () -> ()
  "foo.empty_region"() ({
  }) : () -> ()
  %r = "foo.region_result"() ({
    %c = "foo.c"() : () -> i32
    "foo.yield"(%c) : (i32) -> ()
  }) {attr = 1} : () -> i32
  "foo.shadow"() ({
  ^entry(%x: i32, %y: i32):
    "foo.x"(%x, %r) : (i32, i32) -> ()
  }, {
  ^entry(%x: f32):
    "foo.y"(%x) : (f32) -> ()
  }) : () -> ()
  return
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @regions() {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "regions"}> ({
// CHECK-NEXT:     "foo.two_regions"() ({
// CHECK-NEXT:       "foo.a"() : () -> ()
// CHECK-NEXT:     }, {
// CUSTOM-NEXT:     ^bb0(%arg0: index):
// CUSTOM-NEXT:       "foo.b"(%arg0) : (index) -> ()
// GENERIC-NEXT:     ^bb0(%arg3: index):
// GENERIC-NEXT:       "foo.b"(%arg3) : (index) -> ()
// CHECK-NEXT:     ^bb1:  // no predecessors
// CHECK-NEXT:       "foo.c"() : () -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     "foo.empty_region"() ({
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     %0 = "foo.region_result"() ({
// CHECK-NEXT:       %1 = "foo.c"() : () -> i32
// CHECK-NEXT:       "foo.yield"(%1) : (i32) -> ()
// CHECK-NEXT:     }) {attr = 1 : i64} : () -> i32
// CHECK-NEXT:     "foo.shadow"() ({
// CUSTOM-NEXT:     ^bb0(%arg0: i32, %arg1: i32):
// CUSTOM-NEXT:       "foo.x"(%arg0, %0) : (i32, i32) -> ()
// GENERIC-NEXT:     ^bb0(%arg1: i32, %arg2: i32):
// GENERIC-NEXT:       "foo.x"(%arg1, %0) : (i32, i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     ^bb0(%arg0: f32):
// CHECK-NEXT:       "foo.y"(%arg0) : (f32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CUSTOM-NEXT:     return
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Every part of the generic syntax at once: operands, successors, properties,
// regions, attributes, function type, location; trailing comments ignored.
func.func @everything(%arg: i32) {
  "foo.br"()[^bb1] : () -> ()
^bb1:  // pred: ^bb0
  %r:2 = "foo.all"(%arg, %arg)[^bb1, ^bb2] <{p = 1 : i32}> ({
  ^bb0(%inner: i32):
    "foo.yield"(%inner) : (i32) -> ()
  }, {
  }) {d = "discardable"} : (i32, i32) -> (i32, i1) loc("everything.mlir":1:1) // comment
^bb2:
  return
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// CUSTOM-NEXT:   func.func @everything(%arg0: i32) {
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (i32) -> (), sym_name = "everything"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %0:2 = "foo.all"(%arg0, %arg0)[^bb1, ^bb2] <{p = 1 : i32}> ({
// CHECK-NEXT:     ^bb0(%arg1: i32):
// CHECK-NEXT:       "foo.yield"(%arg1) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) {d = "discardable"} : (i32, i32) -> (i32, i1)
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CUSTOM-NEXT:     return
// CUSTOM-NEXT:   }
// CUSTOM-NEXT: }
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// The module body is a graph region: uses may precede definitions, cycles
// are allowed.
%g1 = "foo.graph_user"(%g2) : (i32) -> i32
%g2 = "foo.graph_def"(%g1) : (i32) -> i32
"foo.blocks"() ({
  %c0 = "foo.c0"() : () -> i32
  %c1 = "foo.c1"() : () -> i64
  "foo.br"(%c0, %c1)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i64) -> ()
^bb1(%p: i32):
  "foo.br"(%p)[^bb1] : (i32) -> ()
^bb2(%q: i64, %q2: i64):
  "foo.ret"(%g1) : (i32) -> ()
}) : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.graph_user"(%1) : (i32) -> i32
// CHECK-NEXT:   %1 = "foo.graph_def"(%0) : (i32) -> i32
// CHECK-NEXT:   "foo.blocks"() ({
// CHECK-NEXT:     %2 = "foo.c0"() : () -> i32
// CHECK-NEXT:     %3 = "foo.c1"() : () -> i64
// CHECK-NEXT:     "foo.br"(%2, %3)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i64) -> ()
// CHECK-NEXT:   ^bb1(%4: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.br"(%4)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb2(%5: i64, %6: i64):  // pred: ^bb0
// CHECK-NEXT:     "foo.ret"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Explicit and nested modules, symbol names that need quotes.
module @outer attributes {foo.attr = "x"} {
  module @inner {
    func.func nested @nested_fn() {
      return
    }
  }
  module {
  }
  func.func private @"quoted name"() attributes {foo.x}
  "foo.symref"() {callee = @"quoted name", nested = @inner::@nested_fn} : () -> ()
}

// CHECK: {{//}} -----
// CUSTOM-NEXT: module @outer attributes {foo.attr = "x"} {
// CUSTOM-NEXT:   module @inner {
// CUSTOM-NEXT:     func.func nested @nested_fn() {
// CUSTOM-NEXT:       return
// CUSTOM-NEXT:     }
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   module {
// CUSTOM-NEXT:   }
// CUSTOM-NEXT:   func.func private @"quoted name"() attributes {foo.x}
// GENERIC-NEXT: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC-NEXT:     "func.func"() <{function_type = () -> (), sym_name = "nested_fn", sym_visibility = "nested"}> ({
// GENERIC-NEXT:       "func.return"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "builtin.module"() ({
// GENERIC-NEXT:   ^bb0:
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "quoted name", sym_visibility = "private"}> ({
// GENERIC-NEXT:   }) {foo.x} : () -> ()
// CHECK-NEXT:   "foo.symref"() {callee = @"quoted name", nested = @inner::@nested_fn} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) {foo.attr = "x"} : () -> ()
// CHECK-EMPTY:
