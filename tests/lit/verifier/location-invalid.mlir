// RUN: irlite-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Locations that name a dialect attribute, as mlir-opt 19 words the errors (this file
// passes mlir-opt 19 too): a trailing loc(#a.b) is not an alias; inside a location, a
// dialect attribute that is not a location.

func.func @trailing() {
  // expected-error@+1 {{expected location, but found dialect attribute: '#foo.loc'}}
  return loc(#foo.loc)
}

// -----

func.func @inside() {
  // expected-error@+1 {{expected location attribute, but got#foo.loc}}
  return loc(fused[#foo.loc])
}
