// RUN: irlite-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// RUN: irlite-opt %s --split-input-file --mlir-print-op-generic | irlite-opt --split-input-file --mlir-print-op-generic | FileCheck %s
// The `llvm` dialect's generic form (properties with their defaults), as mlir-opt 19 prints it.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<2 x f32>, linkage = #llvm.linkage<internal>, sym_name = "cst", unnamed_addr = 0 : i64, value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i64, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, value = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<6 x i8>, linkage = #llvm.linkage<private>, sym_name = "s", unnamed_addr = 0 : i64, value = "hello\00", visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "init", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: %36 = "llvm.mlir.constant"() <{value = 3 : i32}> : () -> i32
// CHECK-NEXT: "llvm.return"(%36) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (i64)>, linkage = #llvm.linkage<external>, sym_name = "malloc", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "printf", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{llvm.signext}, {llvm.noalias}], function_type = !llvm.func<i32 (i32, ptr)>, linkage = #llvm.linkage<private>, res_attrs = [{llvm.zeroext}], sym_name = "priv", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg5: i32, %arg6: !llvm.ptr):
// CHECK-NEXT: "llvm.return"(%arg5) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i32, i64, ptr, f32, i1)>, linkage = #llvm.linkage<internal>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i64, %arg2: !llvm.ptr, %arg3: f32, %arg4: i1):
// CHECK-NEXT: %0 = "llvm.mlir.constant"() <{value = 1 : index}> : () -> i64
// CHECK-NEXT: %1 = "llvm.add"(%arg0, %arg0) <{overflowFlags = #llvm.overflow<nsw>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "llvm.add"(%arg0, %arg0) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %3 = "llvm.mul"(%arg1, %0) <{overflowFlags = #llvm.overflow<nsw, nuw>}> : (i64, i64) -> i64
// CHECK-NEXT: %4 = "llvm.fadd"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32) -> f32
// CHECK-NEXT: %5 = "llvm.fmul"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %6 = "llvm.fneg"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %7 = "llvm.icmp"(%arg0, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %8 = "llvm.fcmp"(%arg3, %arg3) <{fastmathFlags = #llvm.fastmath<nnan>, predicate = 4 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %9 = "llvm.select"(%arg4, %arg0, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (i1, i32, i32) -> i32
// CHECK-NEXT: %10 = "llvm.sext"(%arg0) : (i32) -> i64
// CHECK-NEXT: %11 = "llvm.sitofp"(%arg0) : (i32) -> f32
// CHECK-NEXT: %12 = "llvm.ptrtoint"(%arg2) : (!llvm.ptr) -> i64
// CHECK-NEXT: %13 = "llvm.inttoptr"(%arg1) : (i64) -> !llvm.ptr
// CHECK-NEXT: %14 = "llvm.mlir.undef"() : () -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = "llvm.insertvalue"(%14, %arg2) <{position = array<i64: 0>}> : (!llvm.struct<(ptr, ptr, i64)>, !llvm.ptr) -> !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %16 = "llvm.extractvalue"(%15) <{position = array<i64: 2>}> : (!llvm.struct<(ptr, ptr, i64)>) -> i64
// CHECK-NEXT: %17 = "llvm.alloca"(%0) <{alignment = 16 : i64, elem_type = f32}> : (i64) -> !llvm.ptr
// CHECK-NEXT: %18 = "llvm.load"(%arg2) <{alignment = 4 : i64, ordering = 0 : i64}> : (!llvm.ptr) -> f32
// CHECK-NEXT: "llvm.store"(%arg3, %arg2) <{alignment = 4 : i64, ordering = 0 : i64, volatile_}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: %19 = "llvm.getelementptr"(%arg2, %arg1) <{elem_type = !llvm.struct<(f32, f32)>, inbounds, rawConstantIndices = array<i32: -2147483648, 1>}> : (!llvm.ptr, i64) -> !llvm.ptr
// CHECK-NEXT: %20 = "llvm.getelementptr"(%arg2) <{elem_type = f32, rawConstantIndices = array<i32: 3>}> : (!llvm.ptr) -> !llvm.ptr
// CHECK-NEXT: %21 = "llvm.intr.sqrt"(%arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32) -> f32
// CHECK-NEXT: %22 = "llvm.intr.fma"(%arg3, %arg3, %arg3) <{fastmathFlags = #llvm.fastmath<fast>}> : (f32, f32, f32) -> f32
// CHECK-NEXT: %23 = "llvm.intr.ctlz"(%arg0) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %24 = "llvm.intr.powi"(%arg3, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
// CHECK-NEXT: %25 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
// CHECK-NEXT: %26 = "llvm.call"(%arg1) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @malloc, fastmathFlags = #llvm.fastmath<none>}> : (i64) -> !llvm.ptr
// CHECK-NEXT: %27 = "llvm.call"(%arg2, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @printf, fastmathFlags = #llvm.fastmath<none>, var_callee_type = !llvm.func<i32 (ptr, ...)>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: %28 = "llvm.mlir.zero"() : () -> !llvm.ptr
// CHECK-NEXT: %29 = "llvm.mlir.poison"() : () -> f32
// CHECK-NEXT: %30 = "llvm.call_intrinsic"(%arg0) <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.foo"}> : (i32) -> i32
// CHECK-NEXT: %31 = "llvm.mlir.constant"() <{value = dense<1.000000e+00> : vector<4xf32>}> : () -> vector<4xf32>
// CHECK-NEXT: %32 = "llvm.intr.abs"(%arg0) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: "llvm.intr.memcpy"(%arg2, %arg2, %arg1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %33 = "llvm.bitcast"(%arg3) : (f32) -> i32
// CHECK-NEXT: %34 = "llvm.call"(%arg2, %arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, fastmathFlags = #llvm.fastmath<none>}> : (!llvm.ptr, i32) -> i32
// CHECK-NEXT: "llvm.cond_br"(%arg4, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
// CHECK-NEXT: ^bb1(%35: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "llvm.switch"(%arg0, %arg3)[^bb2, ^bb1, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, f32) -> ()
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: "llvm.br"()[^bb3] : () -> ()
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: "llvm.return"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) {llvm.emit_c_interface} : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "u", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: "llvm.unreachable"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
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

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32, ptr, i32, vector<4xf32>, struct<(i32, array<2 x f32>)>)>, linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: !llvm.ptr, %arg3: i32, %arg4: vector<4xf32>, %arg5: !llvm.struct<(i32, array<2 x f32>)>):
// CHECK-NEXT: %0 = "llvm.fadd"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<nnan, ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %1 = "llvm.load"(%arg2) <{alignment = 4 : i64, nontemporal, ordering = 0 : i64, volatile_}> : (!llvm.ptr) -> f32
// CHECK-NEXT: %2 = "llvm.load"(%arg2) <{alignment = 4 : i64, ordering = 4 : i64}> : (!llvm.ptr) -> i32
// CHECK-NEXT: %3 = "llvm.extractvalue"(%arg5) <{position = array<i64: 1, 0>}> : (!llvm.struct<(i32, array<2 x f32>)>) -> f32
// CHECK-NEXT: %4 = "llvm.fdiv"(%arg4, %arg4) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = "llvm.intr.exp"(%arg1) <{fastmathFlags = #llvm.fastmath<afn>}> : (f32) -> f32
// CHECK-NEXT: %6 = "llvm.intr.ctpop"(%arg3) : (i32) -> i32
// CHECK-NEXT: %7 = "llvm.intr.smax"(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %8 = "llvm.intr.copysign"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %9 = "llvm.intr.minnum"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %10 = "llvm.intr.maximum"(%arg1, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %11 = "llvm.zext"(%arg3) : (i32) -> i64
// CHECK-NEXT: %12 = "llvm.fpext"(%arg1) : (f32) -> f64
// CHECK-NEXT: %13 = "llvm.udiv"(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %14 = "llvm.shl"(%arg3, %arg3) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
// CHECK-NEXT: %15 = "llvm.and"(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %16 = "llvm.mlir.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
// CHECK-NEXT: %17 = "llvm.mlir.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT: %18 = "llvm.alloca"(%17) <{elem_type = i32}> : (i32) -> !llvm.ptr
// CHECK-NEXT: %19 = "llvm.getelementptr"(%arg2, %arg3) <{elem_type = f32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
// CHECK-NEXT: "llvm.store"(%arg1, %arg2) <{ordering = 0 : i64}> : (f32, !llvm.ptr) -> ()
// CHECK-NEXT: %20 = "llvm.mlir.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: %21 = "llvm.trunc"(%arg3) : (i32) -> i8
// CHECK-NEXT: %22 = "llvm.call"(%arg3) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, fastmathFlags = #llvm.fastmath<fast>}> : (i32) -> i32
// CHECK-NEXT: "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @h, fastmathFlags = #llvm.fastmath<none>}> : () -> ()
// CHECK-NEXT: %23 = "llvm.call_intrinsic"() <{fastmathFlags = #llvm.fastmath<none>, intrin = "llvm.x"}> : () -> !llvm.ptr
// CHECK-NEXT: "llvm.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "h", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<linkonce_odr>, passthrough = ["noinline"], sym_name = "k", unnamed_addr = 0 : i64, visibility_ = 1 : i64}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "llvm.return"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
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
