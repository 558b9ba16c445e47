// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Parse errors of the `llvm` dialect types, worded and placed as mlir-opt 19's
// (this file passes `mlir-opt --split-input-file --verify-diagnostics` too).

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @f(%x: !llvm.foo)

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
func.func private @f(%x: !llvm.i32)

// -----

// expected-error@+1 {{expected 'x'}}
func.func private @f(%x: !llvm.array<4 f32>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @f(%x: !llvm.array<4 x void>)

// -----

// expected-error@+1 {{expected '('}}
func.func private @f(%x: !llvm.struct<i32>)

// -----

// expected-error@+1 {{expected '('}}
func.func private @f(%x: !llvm.func<i32>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(%x: !llvm.struct<(void)>)

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @f(%x: !llvm.func<i32 (void)>)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @f(%x: !llvm.func<void (i32, ..., i32)>)

// -----

// expected-error@+1 {{invalid array element type: '!llvm.func<void ()>'}}
func.func private @f(%x: !llvm.array<4 x func<void ()>>)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
func.func private @f(%x: !llvm.struct<"a">)

// -----

// expected-error@+1 {{identified type already used with a different body}}
func.func private @f(%x: !llvm.struct<"a", (i32)>, %y: !llvm.struct<"a", (i64)>)

// -----

// expected-error@+1 {{redeclaring defined struct as opaque}}
func.func private @f(%x: !llvm.struct<"a", (i32)>, %y: !llvm.struct<"a", opaque>)

// -----

// expected-error@+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func.func private @f(%x: !llvm.vec<4 x i32>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.func<void ()>'}}
func.func private @f(%x: !llvm.func<func<void ()> ()>)

// -----

// expected-error@+1 {{expected '>'}}
func.func private @f(%x: !llvm.ptr<1 2>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @f(%x: !llvm.struct<(i32,)>)

// -----

// expected-error@+1 {{expected 'x'}}
func.func private @f(%x: !llvm.array<4xi32>)

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @f(%x: !llvm.struct<(foo)>)
