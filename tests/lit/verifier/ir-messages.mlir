// RUN: irlite-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Parser and verifier messages as mlir-opt 19 words them (this file passes mlir-opt 19).

func.func @f(%a : i32, %b : i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %c = "arith.addi"(%a, %b)[^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @f() {
  affine.for %i = 1 to 10 {   // expected-note {{previously referenced here}}
    affine.for %i = 1 to 10 { // expected-error {{region entry argument '%i' is already in use}}
    }
  }
  return
}

// -----

!t = i32
!t = i32 // expected-error {{redefinition of type alias id 't'}}

// -----

#m = affine_map<(d0) -> (d0)>
#m = affine_map<(d0) -> (d0)> // expected-error {{redefinition of attribute alias id 'm'}}

// -----

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[2, 0], and type='tensor<2x2xi16>'}}
"x"() {a = sparse<[[0, 0], [2, 0]], [1, 2]> : tensor<2x2xi16>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([2, 2]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
"x"() {a = sparse<[[0, 0], [1, 1]], [1, 2, 3]> : tensor<2x2xi16>} : () -> ()

// -----

// expected-error@+4 {{expected hex string blob for key 'b'}}
{-#
  dialect_resources: {
    test: {
      b: 10
    }
  }
#-}

// -----

// expected-error@+1 {{expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
func.func private @f(i32, i32) attributes {arg_attrs = [{}]}

// -----

// expected-error@+1 {{arguments may only have dialect attributes}}
func.func private @f(i32 {a})

// -----

func.func @f() {
  // expected-error@+1 {{symbol's parent must have the SymbolTable trait}}
  func.func private @g()
  return
}

// -----

// expected-error@+1 {{can only contain attributes with dialect-prefixed names, found: 'a'}}
module attributes {a} {
}
