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

// -----

func.func @for_results_before_iter_args(%lb: index, %init: f32) {
  // expected-error @below {{mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %init) ({
  ^bb0(%i: index, %x: f32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @parallel_missing_init(%lb: index) {
  // expected-error@+1 {{'scf.parallel' 0 operands present, but expected 1}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @while_empty_regions() {
  // expected-error@+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  scf.while : () -> () {
  } do {
  }
  return
}

// -----

func.func @while_empty_blocks() {
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
  ^bb0:
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @insert_into_non_output(%in: tensor<4xf32>, %out: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %in[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      // expected-error@+1 {{may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %out[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @in_parallel_other_op(%in: tensor<4xf32>, %out: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %in[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      %c = arith.constant 1 : index
    }
  }
  return
}
