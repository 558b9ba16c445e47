// RUN: irlite-opt %s --split-input-file | FileCheck %s
// RUN: irlite-opt %s --split-input-file --mlir-print-op-generic | irlite-opt --split-input-file | FileCheck %s
// The `llvm` dialect's custom forms, as mlir-opt 19 prints them (the CHECK lines are
// mlir-opt 19's output; tests/tools/test_interop.py compares the exact bytes, double spaces
// included, and has mlir-opt parse what irlite prints).

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal constant @cst(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
// CHECK-NEXT: llvm.mlir.global external @g(0 : i64) {addr_space = 0 : i32} : i64
// CHECK-NEXT: llvm.mlir.global private @s("hello\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @init() {addr_space = 0 : i32} : i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func private @priv(%arg0: i32 {llvm.signext}, %arg1: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private"} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func internal @f(%arg0: i32, %arg1: i64, %arg2: !llvm.ptr, %arg3: f32, %arg4: i1) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %1 = llvm.add %arg0, %arg0 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: %3 = llvm.mul %arg1, %0 overflow<nsw, nuw> : i64
// CHECK-NEXT: %4 = llvm.fadd %arg3, %arg3  {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %5 = llvm.fmul %arg3, %arg3  : f32
// CHECK-NEXT: %6 = llvm.fneg %arg3  : f32
// CHECK-NEXT: %7 = llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-NEXT: %8 = llvm.fcmp "olt" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %9 = llvm.select %arg4, %arg0, %arg0 : i1, i32
// CHECK-NEXT: %10 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %11 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %12 = llvm.ptrtoint %arg2 : !llvm.ptr to i64
// CHECK-NEXT: %13 = llvm.inttoptr %arg1 : i64 to !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg2, %14[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %16 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %17 = llvm.alloca %0 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %18 = llvm.load %arg2 {alignment = 4 : i64} : !llvm.ptr -> f32
// CHECK-NEXT: llvm.store volatile %arg3, %arg2 {alignment = 4 : i64} : f32, !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr inbounds %arg2[%arg1, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
// CHECK-NEXT: %20 = llvm.getelementptr %arg2[3] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %21 = llvm.intr.sqrt(%arg3)  : (f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.fma(%arg3, %arg3, %arg3)  {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
// CHECK-NEXT: %23 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %24 = llvm.intr.powi(%arg3, %arg0)  : (f32, i32) -> f32
// CHECK-NEXT: %25 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %26 = llvm.call @malloc(%arg1) : (i64) -> !llvm.ptr
// CHECK-NEXT: %27 = llvm.call @printf(%arg2, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %28 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %29 = llvm.mlir.poison : f32
// CHECK-NEXT: %30 = llvm.call_intrinsic "llvm.foo"(%arg0) : (i32) -> i32
// CHECK-NEXT: %31 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %32 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"(%arg2, %arg2, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %33 = llvm.bitcast %arg3 : f32 to i32
// CHECK-NEXT: %34 = llvm.call %arg2(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: llvm.cond_br %arg4, ^bb1(%arg3 : f32), ^bb2
// CHECK-NEXT: ^bb1(%35: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.switch %arg0 : i32, ^bb2 [
// CHECK-NEXT: 1: ^bb1(%arg3 : f32),
// CHECK-NEXT: 2: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.return %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @u() {
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  llvm.mlir.global internal constant @cst(dense<[1.0, 2.0]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
  llvm.mlir.global external @g(0 : i64) : i64
  llvm.mlir.global private @s("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>
  llvm.mlir.global external @init() : i32 {
    %0 = llvm.mlir.constant(3 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func private @priv(%arg0: i32 {llvm.signext}, %q: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext}) attributes {sym_visibility = "private"} {
    llvm.return %arg0 : i32
  }
  llvm.func internal @f(%a: i32, %b: i64, %p: !llvm.ptr, %x: f32, %c: i1) -> f32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.constant(1 : index) : i64
    %1 = llvm.add %a, %a overflow<nsw> : i32
    %2 = llvm.add %a, %a : i32
    %3 = llvm.mul %b, %0 overflow<nsw, nuw> : i64
    %4 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
    %5 = llvm.fmul %x, %x : f32
    %6 = llvm.fneg %x : f32
    %7 = llvm.icmp "slt" %a, %a : i32
    %8 = llvm.fcmp "olt" %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : f32
    %9 = llvm.select %c, %a, %a : i1, i32
    %10 = llvm.sext %a : i32 to i64
    %11 = llvm.sitofp %a : i32 to f32
    %12 = llvm.ptrtoint %p : !llvm.ptr to i64
    %13 = llvm.inttoptr %b : i64 to !llvm.ptr
    %14 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %15 = llvm.insertvalue %p, %14[0] : !llvm.struct<(ptr, ptr, i64)>
    %16 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64)>
    %17 = llvm.alloca %0 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
    %18 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.store %x, %p {alignment = 4 : i64, volatile_} : f32, !llvm.ptr
    %19 = llvm.getelementptr inbounds %p[%b, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(f32, f32)>
    %20 = llvm.getelementptr %p[3] : (!llvm.ptr) -> !llvm.ptr, f32
    %21 = llvm.intr.sqrt(%x) : (f32) -> f32
    %22 = llvm.intr.fma(%x, %x, %x) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
    %23 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    %24 = llvm.intr.powi(%x, %a) : (f32, i32) -> f32
    %25 = llvm.mlir.addressof @g : !llvm.ptr
    %26 = llvm.call @malloc(%b) : (i64) -> !llvm.ptr
    %27 = llvm.call @printf(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.mlir.poison : f32
    %30 = llvm.call_intrinsic "llvm.foo"(%a) : (i32) -> i32
    %31 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
    %32 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
    "llvm.intr.memcpy"(%p, %p, %b) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %33 = llvm.bitcast %x : f32 to i32
    %34 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
    llvm.cond_br %c, ^bb1(%x : f32), ^bb2
  ^bb1(%y: f32):
    llvm.switch %a : i32, ^bb2 [
      1: ^bb1(%x : f32),
      2: ^bb2
    ]
  ^bb2:
    llvm.br ^bb3
  ^bb3:
    llvm.return %x : f32
  }
  llvm.func @u() {
    llvm.unreachable
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: f32, %arg1: !llvm.ptr, %arg2: i32, %arg3: vector<4xf32>, %arg4: !llvm.struct<(i32, array<2 x f32>)>) {
// CHECK-NEXT: %0 = llvm.fadd %arg0, %arg0  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %1 = llvm.load volatile %arg1 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
// CHECK-NEXT: %2 = llvm.load %arg1 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %3 = llvm.extractvalue %arg4[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
// CHECK-NEXT: %4 = llvm.fdiv %arg3, %arg3  : vector<4xf32>
// CHECK-NEXT: %5 = llvm.intr.exp(%arg0)  {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.ctpop(%arg2)  : (i32) -> i32
// CHECK-NEXT: %7 = llvm.intr.smax(%arg2, %arg2)  : (i32, i32) -> i32
// CHECK-NEXT: %8 = llvm.intr.copysign(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.minnum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.maximum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %11 = llvm.zext %arg2 : i32 to i64
// CHECK-NEXT: %12 = llvm.fpext %arg0 : f32 to f64
// CHECK-NEXT: %13 = llvm.udiv %arg2, %arg2  : i32
// CHECK-NEXT: %14 = llvm.shl %arg2, %arg2 overflow<nuw> : i32
// CHECK-NEXT: %15 = llvm.and %arg2, %arg2  : i32
// CHECK-NEXT: %16 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %17 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %18 = llvm.alloca %17 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %arg1[%arg2] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg0, %arg1 : f32, !llvm.ptr
// CHECK-NEXT: %20 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %21 = llvm.trunc %arg2 : i32 to i8
// CHECK-NEXT: %22 = llvm.call @g(%arg2) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT: llvm.call @h() : () -> ()
// CHECK-NEXT: %23 = llvm.call_intrinsic "llvm.x"() : () -> !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @g(i32) -> i32
// CHECK-NEXT: llvm.func @h()
// CHECK-NEXT: llvm.func linkonce_odr hidden @k(%arg0: i32) -> i32 attributes {passthrough = ["noinline"]} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
llvm.func @f(%x: f32, %p: !llvm.ptr, %a: i32, %v: vector<4xf32>, %s: !llvm.struct<(i32, array<2 x f32>)>) {
  %0 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %1 = llvm.load volatile %p {alignment = 4 : i64, nontemporal} : !llvm.ptr -> f32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %4 = llvm.fdiv %v, %v : vector<4xf32>
  %5 = llvm.intr.exp(%x) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
  %6 = "llvm.intr.ctpop"(%a) : (i32) -> i32
  %7 = "llvm.intr.smax"(%a, %a) : (i32, i32) -> i32
  %8 = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
  %9 = llvm.intr.minnum(%x, %x) : (f32, f32) -> f32
  %10 = llvm.intr.maximum(%x, %x) : (f32, f32) -> f32
  %11 = llvm.zext %a : i32 to i64
  %12 = llvm.fpext %x : f32 to f64
  %13 = llvm.udiv %a, %a : i32
  %14 = llvm.shl %a, %a overflow<nuw> : i32
  %15 = llvm.and %a, %a : i32
  %16 = llvm.mlir.constant(1.5 : f32) : f32
  %17 = llvm.mlir.constant(7 : i32) : i32
  %18 = llvm.alloca %17 x i32 : (i32) -> !llvm.ptr
  %19 = llvm.getelementptr %p[%a] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  llvm.store %x, %p : f32, !llvm.ptr
  %21 = llvm.mlir.constant(true) : i1
  %22 = llvm.trunc %a : i32 to i8
  %23 = llvm.call @g(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.call @h() : () -> ()
  %24 = llvm.call_intrinsic "llvm.x"() : () -> !llvm.ptr
  llvm.return
}
llvm.func @g(i32) -> i32
llvm.func @h()
llvm.func linkonce_odr hidden @k(%a : i32) -> i32 attributes {passthrough = ["noinline"]} {
  llvm.return %a : i32
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: f32, %arg1: i32, %arg2: i1, %arg3: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT: %5 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT: %7 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %8 = llvm.intr.cos(%arg0)  : (f32) -> f32
// CHECK-NEXT: %9 = llvm.intr.ceil(%arg0)  : (f32) -> f32
// CHECK-NEXT: %10 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT: %13 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK-NEXT: %14 = llvm.intr.pow(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %15 = llvm.intr.copysign(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.minnum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.maxnum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.minimum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.maximum(%arg0, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.smin(%arg1, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %21 = llvm.intr.smax(%arg1, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %22 = llvm.intr.umin(%arg1, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %23 = llvm.intr.umax(%arg1, %arg1)  : (i32, i32) -> i32
// CHECK-NEXT: %24 = llvm.or %arg1, %arg1  : i32
// CHECK-NEXT: %25 = llvm.udiv %arg1, %arg1  : i32
// CHECK-NEXT: %26 = llvm.lshr %arg1, %arg1  : i32
// CHECK-NEXT: %27 = llvm.ashr %arg1, %arg1  : i32
// CHECK-NEXT: %28 = llvm.sdiv %arg1, %arg1  : i32
// CHECK-NEXT: %29 = llvm.xor %arg1, %arg1  : i32
// CHECK-NEXT: %30 = llvm.select %arg2, %arg0, %arg0 {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
// CHECK-NEXT: %31 = llvm.select %arg2, %arg0, %arg0 : i1, f32
// CHECK-NEXT: %32 = "llvm.intr.cttz"(%arg1) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"(%arg3, %arg3, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
llvm.func @f(%x: f32, %i: i32, %c: i1, %p: !llvm.ptr) {
%fabs = llvm.intr.fabs(%x) : (f32) -> f32
%sqrt = llvm.intr.sqrt(%x) : (f32) -> f32
%exp = llvm.intr.exp(%x) : (f32) -> f32
%exp2 = llvm.intr.exp2(%x) : (f32) -> f32
%log = llvm.intr.log(%x) : (f32) -> f32
%log2 = llvm.intr.log2(%x) : (f32) -> f32
%log10 = llvm.intr.log10(%x) : (f32) -> f32
%sin = llvm.intr.sin(%x) : (f32) -> f32
%cos = llvm.intr.cos(%x) : (f32) -> f32
%ceil = llvm.intr.ceil(%x) : (f32) -> f32
%floor = llvm.intr.floor(%x) : (f32) -> f32
%round = llvm.intr.round(%x) : (f32) -> f32
%roundeven = llvm.intr.roundeven(%x) : (f32) -> f32
%trunc = llvm.intr.trunc(%x) : (f32) -> f32
%pow = llvm.intr.pow(%x, %x) : (f32, f32) -> f32
%copysign = llvm.intr.copysign(%x, %x) : (f32, f32) -> f32
%minnum = llvm.intr.minnum(%x, %x) : (f32, f32) -> f32
%maxnum = llvm.intr.maxnum(%x, %x) : (f32, f32) -> f32
%minimum = llvm.intr.minimum(%x, %x) : (f32, f32) -> f32
%maximum = llvm.intr.maximum(%x, %x) : (f32, f32) -> f32
%smin = llvm.intr.smin(%i, %i) : (i32, i32) -> i32
%smax = llvm.intr.smax(%i, %i) : (i32, i32) -> i32
%umin = llvm.intr.umin(%i, %i) : (i32, i32) -> i32
%umax = llvm.intr.umax(%i, %i) : (i32, i32) -> i32
%or = llvm.or %i, %i : i32
%udiv = llvm.udiv %i, %i : i32
%lshr = llvm.lshr %i, %i : i32
%ashr = llvm.ashr %i, %i : i32
%sdiv = llvm.sdiv %i, %i : i32
%xor = llvm.xor %i, %i : i32
%s = llvm.select %c, %x, %x {fastmathFlags = #llvm.fastmath<fast>} : i1, f32
%s2 = llvm.select %c, %x, %x : i1, f32
%cv = "llvm.intr.cttz"(%i) <{is_zero_poison = true}> : (i32) -> i32
"llvm.intr.memcpy"(%p, %p, %i) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
llvm.return }

// -----

// CHECK: module {
// CHECK-NEXT: llvm.mlir.global internal hidden thread_local @tl(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
// CHECK-NEXT: llvm.mlir.global weak local_unnamed_addr constant @w(1.500000e+00 : f64) {addr_space = 1 : i32, section = "data"} : f64
// CHECK-NEXT: llvm.mlir.global private @z() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func fastcc @cc(%arg0: i32) -> i32 {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func weak protected unnamed_addr @wk() attributes {dso_local, passthrough = ["noinline"]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @decl(!llvm.ptr {llvm.noalias, llvm.nocapture}, i64) -> (!llvm.ptr {llvm.noalias})
// CHECK-NEXT: llvm.func @h(%arg0: i32, %arg1: f64, %arg2: !llvm.ptr<1>, %arg3: vector<2xi64>, %arg4: !llvm.ptr, %arg5: i1) {
// CHECK-NEXT: %0 = llvm.call fastcc @cc(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = llvm.call tail @cc(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.call_intrinsic "llvm.donothing"() : () -> ()
// CHECK-NEXT: %2 = llvm.sub %arg0, %arg0 overflow<nuw> : i32
// CHECK-NEXT: %3 = llvm.urem %arg0, %arg0  : i32
// CHECK-NEXT: %4 = llvm.srem %arg0, %arg0  : i32
// CHECK-NEXT: %5 = llvm.fsub %arg1, %arg1  {fastmathFlags = #llvm.fastmath<contract, afn>} : f64
// CHECK-NEXT: %6 = llvm.frem %arg1, %arg1  : f64
// CHECK-NEXT: %7 = llvm.fptoui %arg1 : f64 to i32
// CHECK-NEXT: %8 = llvm.uitofp %arg0 : i32 to f64
// CHECK-NEXT: %9 = llvm.fptosi %arg1 : f64 to i64
// CHECK-NEXT: %10 = llvm.addrspacecast %arg2 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr inbounds %arg2[%arg0, 2, %arg0] : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>, !llvm.array<4 x array<8 x f32>>
// CHECK-NEXT: %12 = llvm.load %arg4 atomic syncscope("agent") monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %arg0, %arg4 {nontemporal} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %12, %arg4 atomic release {alignment = 8 : i64} : i64, !llvm.ptr
// CHECK-NEXT: %13 = llvm.alloca inalloca %arg0 x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT: "llvm.intr.memset"(%arg4, %14, %arg0) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT: %15 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = true}> : (vector<2xi64>) -> vector<2xi64>
// CHECK-NEXT: %16 = llvm.icmp "ult" %arg3, %arg3 : vector<2xi64>
// CHECK-NEXT: %17 = llvm.icmp "eq" %arg4, %arg4 : !llvm.ptr
// CHECK-NEXT: %18 = llvm.fcmp "uno" %arg1, %arg1 : f64
// CHECK-NEXT: %19 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
// CHECK-NEXT: %20 = llvm.mlir.undef : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %21 = llvm.insertvalue %19, %20[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %22 = llvm.trunc %arg0 : i32 to i1
// CHECK-NEXT: %23 = llvm.zext %22 : i1 to i64
// CHECK-NEXT: %24 = llvm.mlir.addressof @tl : !llvm.ptr
// CHECK-NEXT: %25 = llvm.mlir.addressof @w : !llvm.ptr<1>
// CHECK-NEXT: llvm.cond_br %arg5, ^bb1(%arg0, %arg1 : i32, f64), ^bb2
// CHECK-NEXT: ^bb1(%26: i32, %27: f64):  // pred: ^bb0
// CHECK-NEXT: llvm.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  llvm.mlir.global internal hidden thread_local @tl(0 : i32) {alignment = 4 : i64} : i32
  llvm.mlir.global weak local_unnamed_addr constant @w(1.5 : f64) {addr_space = 1 : i32, section = "data"} : f64
  llvm.mlir.global private @z() : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.zero : !llvm.struct<(i32, ptr)>
    llvm.return %0 : !llvm.struct<(i32, ptr)>
  }
  llvm.func fastcc @cc(%a: i32) -> i32 {
    llvm.return %a : i32
  }
  llvm.func weak protected unnamed_addr @wk() attributes {dso_local, passthrough = ["noinline"]} {
    llvm.return
  }
  llvm.func @decl(!llvm.ptr {llvm.noalias, llvm.nocapture}, i64) -> (!llvm.ptr {llvm.noalias})
  llvm.func @h(%a: i32, %f: f64, %p: !llvm.ptr<1>, %v: vector<2xi64>, %q: !llvm.ptr, %c: i1) {
    %0 = llvm.call fastcc @cc(%a) : (i32) -> i32
    %1 = llvm.call tail @cc(%a) : (i32) -> i32
    llvm.call_intrinsic "llvm.donothing"() : () -> ()
    %2 = llvm.sub %a, %a overflow<nuw> : i32
    %3 = llvm.urem %a, %a : i32
    %4 = llvm.srem %a, %a : i32
    %5 = llvm.fsub %f, %f {fastmathFlags = #llvm.fastmath<contract, afn>} : f64
    %6 = llvm.frem %f, %f : f64
    %7 = llvm.fptoui %f : f64 to i32
    %8 = llvm.uitofp %a : i32 to f64
    %9 = llvm.fptosi %f : f64 to i64
    %10 = llvm.addrspacecast %p : !llvm.ptr<1> to !llvm.ptr
    %11 = llvm.getelementptr inbounds %p[%a, 2, %a] : (!llvm.ptr<1>, i32, i32) -> !llvm.ptr<1>, !llvm.array<4 x array<8 x f32>>
    %12 = llvm.load %q atomic syncscope("agent") monotonic {alignment = 8 : i64} : !llvm.ptr -> i64
    llvm.store %a, %q {nontemporal} : i32, !llvm.ptr
    llvm.store %12, %q atomic release {alignment = 8 : i64} : i64, !llvm.ptr
    %13 = llvm.alloca inalloca %a x !llvm.struct<(i32, f64)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
    %14 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%q, %14, %a) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
    %15 = "llvm.intr.cttz"(%v) <{is_zero_poison = true}> : (vector<2xi64>) -> vector<2xi64>
    %16 = llvm.icmp "ult" %v, %v : vector<2xi64>
    %17 = llvm.icmp "eq" %q, %q : !llvm.ptr
    %18 = llvm.fcmp "uno" %f, %f : f64
    %19 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
    %20 = llvm.mlir.undef : !llvm.array<2 x vector<2xi64>>
    %21 = llvm.insertvalue %19, %20[1] : !llvm.array<2 x vector<2xi64>>
    %22 = llvm.trunc %a : i32 to i1
    %23 = llvm.zext %22 : i1 to i64
    %24 = llvm.mlir.addressof @tl : !llvm.ptr
    %25 = llvm.mlir.addressof @w : !llvm.ptr<1>
    llvm.cond_br %c, ^bb1(%a, %f : i32, f64), ^bb2
  ^bb1(%x: i32, %y: f64):
    llvm.br ^bb2
  ^bb2:
    llvm.return
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: i1, %arg3: f64) {
// CHECK-NEXT: %0 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %0 : !llvm.ptr
// CHECK-NEXT: "llvm.intr.assume"(%arg2) : (i1) -> ()
// CHECK-NEXT: "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
// CHECK-NEXT: %1 = llvm.atomicrmw add %arg0, %arg1 acq_rel : !llvm.ptr, i32
// CHECK-NEXT: %2 = llvm.atomicrmw volatile xchg %arg0, %arg1 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT: %3 = "llvm.intr.uadd.with.overflow"(%arg1, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg3 towardzero ignore : f64 to f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
llvm.func @f(%p: !llvm.ptr, %a: i32, %c: i1, %x: f64) {
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  "llvm.intr.assume"(%c) : (i1) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %1 = llvm.atomicrmw add %p, %a acq_rel : !llvm.ptr, i32
  %2 = llvm.atomicrmw volatile xchg %p, %a syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %3 = "llvm.intr.uadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %4 = llvm.intr.experimental.constrained.fptrunc %x towardzero ignore : f64 to f32
  llvm.return
}
