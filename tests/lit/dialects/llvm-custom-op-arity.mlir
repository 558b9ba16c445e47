// RUN: irlite-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// Regressions: operand/type count mismatches in the generated custom-op parsers
// and `!llvm.void` arguments of `llvm.func`, worded, placed and printed as
// mlir-opt 19's (this file passes `mlir-opt --split-input-file --verify-diagnostics`
// piped into the same FileCheck lines too).

// The custom form of llvm.func builds its type unchecked, as MLIR's parser does.
// CHECK-LABEL: llvm.func @void_arg(!llvm.void)
llvm.func @void_arg(!llvm.void)
// CHECK: llvm.func @void_arg_body(%arg0: !llvm.void) {
llvm.func @void_arg_body(%a: !llvm.void) {
  llvm.return
}
// CHECK: llvm.func @void_vararg(!llvm.void, ...)
llvm.func @void_vararg(!llvm.void, ...)
// CHECK: llvm.func @void_result(){{$}}
llvm.func @void_result() -> !llvm.void

// -----

llvm.func @f(%x: f32) -> f32 {
  // expected-error@+1 {{custom op 'llvm.intr.copysign' 1 operands present, but expected 2}}
  %0 = llvm.intr.copysign(%x) : (f32, f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @f(%x: f32) -> f32 {
  // expected-error@+1 {{custom op 'llvm.intr.fma' 3 operands present, but expected 1}}
  %0 = llvm.intr.fma(%x, %x, %x) : (f32) -> f32
  llvm.return %0 : f32
}

// -----

llvm.func @f(%x: f32) {
  // expected-error@+1 {{custom op 'llvm.intr.copysign' 0 operands present, but expected 1}}
  %0 = llvm.intr.copysign( ) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error@+1 {{'llvm.intr.copysign' op expected 2 operands, but found 1}}
  %0 = llvm.intr.copysign(%x) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error@+1 {{'llvm.intr.fma' op requires one result}}
  llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> ()
  llvm.return
}

// -----

// The generic form goes through the checked type parser, which rejects it.
// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (void)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
}) : () -> ()
