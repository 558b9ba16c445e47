// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// func.call against its callee's signature: mlir-opt 19's messages and notes (the file also
// passes `mlir-opt --verify-diagnostics`).

func.func private @return_i32_f32() -> (i32, f32)

func.func @call() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: 'f32', 'i32'}}
  // expected-note @+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @return_i32_f32() : () -> (f32, i32)
  return
}

// -----

func.func private @takes_i32(i32)

func.func @call(%x: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  call @takes_i32(%x) : (f32) -> ()
  return
}

// -----

func.func private @returns_one() -> i32

func.func @call() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  call @returns_one() : () -> ()
  return
}
