// RUN: irlite-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// Terminators: where they may stand, and which blocks need one.

func.func @return_not_last() {
  // expected-error@+1 {{'func.return' op must be the last operation in the parent block}}
  return
  "foo.x"() : () -> ()
}

// -----

// An unregistered op may end a block: it might be a terminator.
func.func @unregistered_last() {
  "foo.x"() : () -> ()
}

// -----

func.func @no_terminator() {
  // expected-error@+1 {{block with no terminator, has %0 = "builtin.unrealized_conversion_cast"() : () -> i32}}
  %0 = builtin.unrealized_conversion_cast to i32
}

// -----

// expected-error@+1 {{empty block: expect at least a terminator}}
func.func @empty_block() {
  "foo.br"()[^bb1] : () -> ()
^bb1:
^bb2:
  return
}

// -----

// The single block of an unregistered op's region needs no terminator...
func.func @single_block_unregistered() {
  "foo.region"() ({
    %0 = builtin.unrealized_conversion_cast to i32
  }) : () -> ()
  return
}

// -----

// ... but blocks of a multi-block region do.
func.func @multi_block_unregistered() {
  "foo.region"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    // expected-error@+1 {{block with no terminator}}
    %0 = builtin.unrealized_conversion_cast to i32
  }) : () -> ()
  return
}

// -----

func.func @successor_not_last() {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}

// -----

func.func @entry_block_predecessor() {
  // expected-error@+1 {{entry block of region may not have predecessors}}
  "foo.r"() ({
  ^bb0:
    "foo.br"()[^bb0] : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parent() {
  "foo.r"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

// expected-error@+1 {{unregistered operation 'func.nope' found in dialect ('func') that does not allow unknown operations}}
"func.nope"() : () -> ()
