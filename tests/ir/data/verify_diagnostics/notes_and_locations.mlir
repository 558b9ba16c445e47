%0 = "foo.a"() : () -> i32 // expected-note {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value}}
%0 = "foo.b"() : () -> i32
// -----
%0 = "foo.a"() : () -> i32
%0 = "foo.b"() : () -> i32 // expected-error {{redefinition of SSA value}}
// -----
func.func @f() {
  // expected-error@+2 {{does not dominate}}
  // expected-note@+2 {{operand defined here}}
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"() : () -> i32
  return
}
// -----
func.func @f() {
  // expected-error@+2 {{does not dominate}}
  // expected-error@+2 {{operand defined here}}
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"() : () -> i32
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{does not dominate}}
  %0 = "foo.a"(%0) : (i32) -> i32
  return
}
// -----
"func.return"() : () -> () loc("name")
// -----
"func.return"() : () -> () loc(unknown)
// -----
"func.return"() : () -> () loc("zzz.mlir":1:2)
// -----
"func.return"() : () -> () loc(callsite("foo" at "bar.mlir":3:4))
// -----
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}
// -----
// expected-note@+1 {{see existing symbol definition}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}
