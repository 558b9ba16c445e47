// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).
// Malformed custom forms of scf and cf ops: mlir-opt 19's parse errors (message and position).

func.func @a(%a: index, %x: f32) {
  // expected-error@+1 {{expected non-function type}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %x) -> f32 : {
  }
  return
}

// -----

func.func @a(%c: i1) {
  // expected-error@+1 {{expected non-function type}}
  scf.if %c -> {
  }
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{custom op 'scf.while' invalid kind of type specified}}
  %r = scf.while (%b = %x) : f32 {
  } do {
  }
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%b = %x) : (f32, f32) -> f32 {
  } do {
  }
  return
}

// -----

func.func @a(%x: f32) {
  %r = scf.while (%b = %x) : (f32) -> f32 {
  // expected-error@+1 {{custom op 'scf.while' expected 'do'}}
  } {
  }
  return
}

// -----

func.func @a(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a) to (%a, %a) step (%a, %a) {
  }
  return
}

// -----

func.func @a(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 'step'}}
  scf.parallel (%i) = (%a) to (%a) {
  }
  return
}

// -----

func.func @a(%a: index) {
  scf.index_switch %a
  // expected-error@+1 {{custom op 'scf.index_switch' expected integer value}}
  case x {
  }
  default {
  }
  return
}

// -----

func.func @a(%a: index) {
  scf.index_switch %a
  case 1 {
  }
  // expected-error@+1 {{custom op 'scf.index_switch' expected 'default'}}
  return
}

// -----

func.func @a(%a: index) {
  // expected-error@+1 {{custom op 'scf.forall' expected 'step'}}
  scf.forall (%i) = (0) to (4) {
  }
  return
}

// -----

func.func @a(%x: f32) {
  // expected-error@+1 {{expected non-function type}}
  %r = scf.execute_region -> {
  }
  return
}

// -----

func.func @a(%x: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @a(%x: i32) {
  // expected-error@+1 {{expected ':'}}
  cf.br ^bb1(%x)
^bb1(%y: i32):
  return
}
