// RUN: irlite-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// IsolatedFromAbove and SymbolTable.

"foo.r"() ({
  %1 = "foo.d"() : () -> i32
  // expected-note@+1 {{required by region isolation constraints}}
  func.func @g() {
    // expected-error@+1 {{'foo.u' op using value defined outside the region}}
    "foo.u"(%1) : (i32) -> ()
    return
  }
}) : () -> ()

// -----

func.func @outer(%a: i32) {
  "foo.r"() ({
    // expected-note@+1 {{required by region isolation constraints}}
    func.func @inner() {
      "foo.w"() ({
        // expected-error@+1 {{'foo.use' op using value defined outside the region}}
        "foo.use"(%a) : (i32) -> ()
      }) : () -> ()
      return
    }
  }) : () -> ()
  return
}

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// Symbols are unique per symbol table; nested modules are tables of their own.
module {
  func.func @a() { return }
  module {
    func.func @a() { return }
  }
  // expected-note@+1 {{see existing symbol definition here}}
  func.func @b() { return }
  // expected-error@+1 {{redefinition of symbol named 'b'}}
  "foo.sym"() {sym_name = "b"} : () -> ()
}
