// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).

func.func @if_results_need_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_type(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  along control flow edge from Region #0 to parent results: source type #0 'i1' should match input type #0 'f32'}}
  %y = scf.if %c -> (f32) {
    scf.yield %c : i1
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %y = scf.if %c -> (f32) {
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @for_yield_type(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'index'}}
  %y = scf.for %i = %a to %a step %a iter_args(%b = %x) -> (f32) {
    scf.yield %a : index
  }
  return
}

// -----

func.func @for_yield_count(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %y = scf.for %i = %a to %a step %a iter_args(%b = %x) -> (f32) {
    scf.yield
  }
  return
}

// -----

func.func @for_loop_carried_mismatch(%a: index, %x: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %y = scf.for %i = %a to %a step %a iter_args(%b = %x) -> (f32, f32) {
    scf.yield %b : f32
  }
  return
}

// -----

func.func @for_bounds_types(%a: index, %j: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %j, %a) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @while_condition_type(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'}}
  %y = scf.while (%b = %x) : (f32) -> f32 {
    %c = arith.constant true
    scf.condition(%c) %a : index
  } do {
  ^bb0(%z: f32):
    scf.yield %z : f32
  }
  return
}

// -----

func.func @while_after_yield(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'index' should match input type #0 'f32'}}
  %y = scf.while (%b = %x) : (f32) -> f32 {
    %c = arith.constant true
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%z: f32):
    scf.yield %a : index
  }
  return
}

// -----

func.func @yield_outside(%a: index) {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
  return
}

// -----

func.func @execute_region_type(%a: index) {
  // expected-error@+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'index' should match input type #0 'f32'}}
  %y = scf.execute_region -> f32 {
    scf.yield %a : index
  }
  return
}

// -----

func.func @index_switch_blocks(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %a
  case 1 {
  }
  default {
  }
  return
}
