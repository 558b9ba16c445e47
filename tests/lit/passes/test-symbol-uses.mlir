// RUN: irlite-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -test-symbol-uses
// test-symbol-uses remarks each symbol's nested references (each distinct reference of an
// op once) and its uses in the module's body; unused external functions are erased. The
// remarks are mlir-opt 19's for this file.

// expected-remark@below {{dead function successfully erased}}
module {
  // expected-remark@+1 {{symbol has 1 uses}}
  func.func private @f()
  // expected-remark@+1 {{symbol has no uses}}
  func.func private @dead()
  // expected-remark@below {{symbol contains 1 nested references}}
  // expected-remark@below {{symbol has no uses}}
  func.func @user() {
    // Both @f (the outer, and the inner through the unnamed table) report this use.
    // expected-remark@below {{found use of symbol : @f : "f"}}
    "foo.op"() {a = @f, b = [{c = @f}]} : () -> ()
    return
  }
  module {
    // An unnamed table cannot be referenced through; as in MLIR 19, the outer @f counts.
    // expected-remark@+1 {{symbol has 1 uses}}
    func.func private @f()
  }
}

// -----

// expected-remark@below {{symbol contains an unknown nested operation that 'may' define a new symbol table}}
func.func @g() {
  "foo.region"() ({
  }) : () -> ()
  return
}
