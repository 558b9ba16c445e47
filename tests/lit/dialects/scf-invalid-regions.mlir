// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).
// Region, terminator and loop-carried value checks of scf (generated from mlir-opt's output).

func.func @c1(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = "scf.parallel"(%a, %a, %a, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @c2(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-note@+1 {{terminator here}}
    scf.reduce.return %x : f32
  }
  return
}

// -----

func.func @c3(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32):
      scf.reduce.return %l : f32
    }
  }
  return
}

// -----

func.func @c4(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %a -> index
  default {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @c5(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
  %r = scf.index_switch %a -> index
  case 1 {
    scf.yield %a : index
  }
  default {
    // expected-note@+1 {{default region returns 'f32' here}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @c6(%a: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @c7(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %a : index
    }
  }
  return
}

// -----

func.func @c8(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%a : index) {
    ^bb0(%l: index, %m: index):
      scf.reduce.return %l : index
    }
  }
  return
}

// -----

func.func @c9(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @c10(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: f32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @c11(%x: f32) {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> f32 {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  return
}

// -----

func.func @c12(%x: f32) {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = "scf.execute_region"() ({
  }) : () -> f32
  return
}

// -----

func.func @c13(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%b = %x) : (f32) -> f32 {
    %c = arith.constant true
    // expected-note@+1 {{terminator here}}
    scf.yield
  } do {
  ^bb0(%z: f32):
    scf.yield %z : f32
  }
  return
}

// -----

func.func @c14(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from Region #0 to Region #1: source type #0 'f32' should match input type #0 'index'}}
  %r = scf.while (%b = %x) : (f32) -> f32 {
    %c = arith.constant true
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%z: index):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @c15(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'f32' should match input type #0 'index'}}
  %r = "scf.while"(%x) ({
  ^bb0(%b: index):
    %c = arith.constant true
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%z: f32):
    scf.yield %a : index
  }) : (f32) -> f32
  return
}

// -----

func.func @c16(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'index' != 'f32'}}
  %r = "scf.for"(%a, %a, %a, %a) ({
  ^bb0(%i: index, %b: f32):
    scf.yield %b : f32
  }) : (index, index, index, index) -> f32
  return
}

// -----

func.func @c17(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'index'}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index, %b: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @c18(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%a, %a, %a, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @c19(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @c21(%a: index) {
  // expected-error@+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (index) -> ()
  return
}

// -----

func.func @c22(%a: index) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @c23(%a: index) {
  // expected-error@+1 {{'scf.forall' op region expects 2 arguments}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @c24(%a: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf64>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @c26(%x: i32) {
  // expected-error@+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @c28(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @c29(%a: index, %t: tensor<4xf32>) {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  // expected-error@+1 {{invalid block name in region with named arguments}}
  ^bb0(%x: index, %y: tensor<4xf64>):
  }
  return
}

// -----

func.func @c30(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %a -> f32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'index' here}}
    scf.yield %a : index
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @c31(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
    }
  }
  return
}

// -----

func.func @c32(%a: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %x) -> (f32) {
    scf.yield %b, %b : f32, f32
  }
  return
}
