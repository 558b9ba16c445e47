func.func @f() {
  // expected-error@+1 {{must be the last operation}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error@+1 {{something else}}
  return
  "foo.x"() : () -> ()
}
// -----
// expected-warning@+1 {{never}}
"foo.y"() : () -> ()
// -----
func.func @h() {
  return
  "foo.x"() : () -> ()
}
