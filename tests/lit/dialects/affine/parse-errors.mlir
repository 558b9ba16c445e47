// RUN: irlite-opt %s --split-input-file --verify-diagnostics
//
// Parse errors of the affine ops' custom forms: MLIR 19's messages at MLIR's positions (the
// file also passes `mlir-opt --split-input-file --verify-diagnostics`).

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %A[%i : memref<4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ':'}}
  %0 = affine.load %A[%i] memref<4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified}}
  %0 = affine.load %A[%i] : f32
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{missing right operand of binary operator}}
  %0 = affine.load %A[%i + ] : memref<4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %A[%i * %i] : memref<4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %A[symbol(%i] : memref<4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%f' expects different type than prior uses: 'i32' vs 'f32'}}
  affine.store %f, %A[%i] : memref<4xi32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ','}}
  affine.store %f %A[%i] : memref<4xf32>
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 3 (%i)
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)> %i
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ')' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ']' in operand list}}
  %0 = affine.min affine_map<(d0) -> (d0)>(%i)[%i
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{undefined symbol alias id 'nomap'}}
  %0 = affine.max #nomap(%i)
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{floating point value not valid for specified type}}
  affine.for %k = 0 to 10 step 2.5 {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected SSA operand}}
  affine.for %k = 0 to %i, {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected '->'}}
  affine.for %k = 0 to 10 iter_args(%a = %f) {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  affine.for %k = 0 to 10 iter_args(%a = %f) -> (f32, f32) {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected attribute value}}
  affine.for %k = min affine_map<(d0) -> (d0)>(%i) to 10 {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected non-function type}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%k) = (0) to (10) step (%i) {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  affine.parallel (%k) = (0) to (10) reduce (3) -> (f32) {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected ')'}}
  affine.parallel (%k) = (0) to (10 {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{use of undeclared identifier}}
  affine.parallel (%k) = (min(%i, 3)) to (10) {
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{expected '('}}
  %0 = affine.delinearize_index %i into %i : index
  }
  return
}

// -----

func.func @bound_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 9223372036854775810 {
  }
  return
}
