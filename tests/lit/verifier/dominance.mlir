// RUN: irlite-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// SSA dominance: within a block, across blocks, into nested regions.

func.func @same_block() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.a"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = "foo.b"() : () -> i32
  return
}

// -----

func.func @self_use() {
  // expected-error@+2 {{operand #0 does not dominate this use}}
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %0 = "foo.a"(%0) : (i32) -> i32
  return
}

// -----

func.func @diamond(%c: i1) -> i32 {
  "foo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "foo.c"() : () -> i32
  "foo.br"(%a)[^bb3] : (i32) -> ()
^bb2:
  %b = "foo.c"() : () -> i32
  "foo.br"(%b)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}

// -----

func.func @not_dominated(%c: i1) -> i32 {
  "foo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %a = "foo.c"() : () -> i32
  "foo.br"()[^bb3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  return %a : i32
}

// -----

// Uses in unreachable blocks are not checked.
func.func @unreachable() -> i32 {
  %z = "foo.c"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb1:
  %u = "foo.add"(%v, %v) : (i32, i32) -> i32
  %v = "foo.c"() : () -> i32
  "foo.br"()[^bb2] : () -> ()
^bb2:
  return %z : i32
}

// -----

func.func @loop(%n: i32, %c: i1) -> i32 {
  "foo.br"(%n)[^bb1] : (i32) -> ()
^bb1(%i: i32):
  %j = "foo.add"(%i, %n) : (i32, i32) -> i32
  "foo.cond_br"(%c, %j)[^bb1, ^bb2] : (i1, i32) -> ()
^bb2:
  return %j : i32
}

// -----

// expected-note@+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument(%c: i1, %v: i32) {
  "foo.cond_br"(%c, %v)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1(%p: i32):
  "foo.br"()[^bb2] : () -> ()
^bb2:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  "foo.use"(%p) : (i32) -> ()
  return
}

// -----

func.func @parent_region() {
  "foo.r"() ({
  ^bb0:
    // expected-error@+1 {{operand #0 does not dominate this use}}
    %0 = "foo.a"(%1) : (i32) -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.t"() : () -> ()
  }) : () -> ()
  // expected-note@+1 {{operand defined here (op in a parent region)}}
  %1 = "foo.b"() : () -> i32
  return
}

// -----

// The single block of an unregistered op's region is not checked for dominance.
func.func @unregistered_graph_like() -> i32 {
  %r = "foo.region"() ({
    %x = "foo.add"(%y, %y) : (i32, i32) -> i32
    %y = "foo.c"() : () -> i32
  }) : () -> i32
  return %r : i32
}

// -----

// builtin.module's body is a graph region.
%0 = "foo.u"(%1) : (i32) -> i32
%1 = "foo.d"() : () -> i32

// -----

// Of several functions with errors, the first is reported.
func.func @a() {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = "foo.u"(%1) : (i32) -> i32
  // expected-note@+1 {{operand defined here}}
  %1 = "foo.d"() : () -> i32
  return
}
func.func @b() {
  %0 = "foo.u"(%1) : (i32) -> i32
  %1 = "foo.d"() : () -> i32
  return
}
