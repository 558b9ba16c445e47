func.func @f() {
  // expected-warning@+1 {{must be the last operation}}
  return
  "foo.x"() : () -> ()
}

func.func @g() {
  // expected-error@+1 {{never emitted}}
  "foo.y"() : () -> ()
  return
}
