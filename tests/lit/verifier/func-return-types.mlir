// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// func.return's checks with MLIR 19's words: a type mismatch is reported without the
// 'op' prefix and with the types quoted (the file also passes mlir-opt 19).

func.func @f(%a: i64) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

func.func @g(%a: i32, %b: f32) -> (i32, f64) {
  // expected-error @+1 {{type of return operand 1 ('f32') doesn't match function result type ('f64') in function @g}}
  return %a, %b : i32, f32
}

// -----

func.func @h(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@h) returns 2}}
  return %a : i32
}
