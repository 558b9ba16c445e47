func.func @g() {
  // expected-error-re@+1 {{must {{}}be}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{{{[[:alpha:]]+}} be the {{l.st}}}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must (}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{(}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{a**}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{*a}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{a{1}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{a\}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{[z-a]}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{[[:foo:]]}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{a|}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{must {{\d}} }}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{{{^'func}}}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{{{^func}}}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{parent {{block$}}}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{'{{func|scf}}.return' op {{(must|should) be}} the {{l[[:lower:]]{2}t}} operation}}
  return
  "foo.x"() : () -> ()
}
// -----
func.func @g() {
  // expected-error-re@+1 {{'{{[^.]*}}.return' op must be the last{{ }}operation in the {{[a-z]+}} block}}
  return
  "foo.x"() : () -> ()
}
