// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Parse and verifier errors of the `llvm` dialect, worded and placed as mlir-opt 19's
// (this file passes `mlir-opt --split-input-file --verify-diagnostics` too).

llvm.func @f(%a: f32) {
// expected-error@+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.extractvalue %p[0] : !llvm.ptr
// expected-error@+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: '!llvm.ptr'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32)>
// expected-error@+1 {{custom op 'llvm.extractvalue' position out of bounds: 1}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @f(%a: i32) -> i32 {
// expected-error@+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.return' op expected no operands}}
  llvm.return %a : i32
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op 'g' does not reference a symbol in the current scope}}
  %0 = llvm.call @g(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i64) -> i32
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'}}
  %0 = llvm.call @g(%a) : (i32) -> i32
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @g(i64) -> i32

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
// expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
// expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %a : i32 -> i32
  llvm.return
}

// -----

llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>
  llvm.return
}

// -----

llvm.func @f() {
// expected-error@+1 {{'llvm.mlir.constant' op expected float type of width 64}}
  %0 = llvm.mlir.constant(1.0 : f64) : f32
  llvm.return
}

// -----

llvm.func @f() {
  %0 = llvm.mlir.constant(true) : i1
// expected-error@+1 {{'llvm.mlir.constant' op expected integer type}}
  %1 = llvm.mlir.constant(2 : i64) : f32
  llvm.return
}

// -----

llvm.func @v(i32, ...)
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @v(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @v(i32)
llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = llvm.call @v(%a) : (i32) -> i32
  llvm.return
}

// -----

// expected-note@+1 {{when returning from function}}
llvm.func @f(%a: i32) -> i64 {
// expected-error@+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%x: i64):
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.sext' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.sext %a : i32 to f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %a, %a, %a : i32, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{'llvm.getelementptr' op index 1 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[0, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  llvm.switch %a : i32, ^bb1 [
    1: ^bb1(%a : i32)
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
// expected-error@+1 {{custom op 'llvm.add' invalid overflow flag: expected nsw, nuw, or none}}
  %0 = llvm.add %a, %a overflow<nsx> : i32
  llvm.return
}

// -----

llvm.func @f(%a: !llvm.ptr) {
// expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %a, %a atomic acquire {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{'llvm.load' op unsupported type 'i33' for atomic access}}
  %0 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i33
  llvm.return
}

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @f() attributes {no_inline, always_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f()

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal @g("abc") : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i64) : i64
  llvm.return %0 : i64
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g(1 : i32) : i32

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @g(1 : i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(index)

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{custom op 'llvm.call' expected trailing function type}}
  %0 = llvm.call @f(%p) : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[x] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
