// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).
// Operand/result/region/successor counts of math, cf, scf ops (MLIR's count traits, in ODS order).

func.func @a(%x: f32) {
  // expected-error@+1 {{'math.absf' op requires a single operand}}
  %0 = "math.absf"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'math.fma' op expected 3 operands, but found 2}}
  %0 = "math.fma"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'math.absf' op requires one result}}
  "math.absf"(%x) : (f32) -> ()
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'math.absf' op requires one result}}
  %0:2 = "math.absf"(%x) : (f32) -> (f32, f32)
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'cf.assert' op requires zero results}}
  %0 = "cf.assert"() <{msg = "x"}> : () -> (f32)
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"()[^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"() : () -> ()
}

// -----

func.func @a(%x: f32, %c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @a(%a: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }, {
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @a(%a: index) {
  // expected-error@+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%a, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index) -> ()
  return
}

// -----

func.func @a(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"() <{cases = array<i64>}> : () -> ()
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
  %0:3 = "arith.addui_extended"(%x, %x) : (i32, i32) -> (i32, i1, i1)
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%x, %x) : (i32, i32) -> (i32)
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{'math.absi' op requires zero regions}}
  "math.absi"(%x) ({
  }) : (i32) -> (i32)
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{'math.absi' op requires a single operand}}
  %0 = "math.absi"() : () -> (i32)
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{'scf.while' op expected 2 regions}}
  "scf.while"(%x) ({}) : (i32) -> ()
  return
}
