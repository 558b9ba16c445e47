func.func @f() {
  // expected-warning@+1 {{must be the last operation}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  return
  // expected-error@above {{must be the last}}
  // expected-error@-2 {{must be}}
  "foo.x"() : () -> ()
}
// -----
// expected-error@below {{must be the last}}
// expected-note@below {{see current}}

func.func @g() {
  // expected-error-re@+1 {{op {{[a-z]+}} be the last}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  return // expected-error {{must be the last}}
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  return // expected-error    @+0     {{must be the last}}  
  "foo.x"() : () -> ()
}
// -----
"foo.x"(%1) : (i32) -> () // expected-error {{undeclared SSA}}
// -----
func.func @g() {
  return // expected-error {{}}
  "foo.x"() : () -> ()
}
// -----
// expected-error@+010 {{must be the last}}
func.func @g() {
  "foo.a"() : () -> ()
  "foo.a"() : () -> ()
  "foo.a"() : () -> ()
  "foo.a"() : () -> ()
  "foo.a"() : () -> ()
  "foo.a"() : () -> ()
  return
  "foo.x"() : () -> ()
}
// -----
"foo.a"() : () -> ()
// expected-error@below {{dangling}}
