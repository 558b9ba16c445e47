// RUN: irlite-translate --mlir-to-llvmir %s | FileCheck %s

// Module attributes, globals (value, string, region initializer), function
// declarations, attributes and intrinsics with mangled names.

// CHECK:      ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"
// CHECK-NEXT: target datalayout = "e-m:e-i64:64"
// CHECK-NEXT: target triple = "x86_64-unknown-linux-gnu"
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu", llvm.data_layout = "e-m:e-i64:64"} {

// CHECK:      @cst = internal constant [2 x float] [float 1.000000e+00, float 2.500000e-01], align 16
// CHECK-NEXT: @ext = external global i32
// CHECK-NEXT: @msg = private constant [3 x i8] c"ok\00"
// CHECK-NEXT: @pair = internal global { i32, ptr } { i32 7, ptr @ext }
llvm.mlir.global internal constant @cst(dense<[1.0, 0.25]> : tensor<2xf32>) {alignment = 16 : i64} : !llvm.array<2 x f32>
llvm.mlir.global external @ext() : i32
llvm.mlir.global private constant @msg("ok\00") : !llvm.array<3 x i8>
llvm.mlir.global internal @pair() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @ext : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}

// CHECK: declare ptr @malloc(i64)
llvm.func @malloc(i64) -> !llvm.ptr

// CHECK-LABEL: define float @f(ptr noalias nonnull align 16 %0, i64 %1, float %2) #0 {
// CHECK-NEXT:    %4 = getelementptr inbounds float, ptr %0, i64 %1
// CHECK-NEXT:    %5 = load float, ptr %4, align 4
// CHECK-NEXT:    %6 = fadd fast float %5, %2
// CHECK-NEXT:    %7 = call float @llvm.fabs.f32(float %6)
// CHECK-NEXT:    %8 = trunc i64 %1 to i32
// CHECK-NEXT:    %9 = call i32 @llvm.ctlz.i32(i32 %8, i1 true)
// CHECK-NEXT:    %10 = call float @llvm.powi.f32.i32(float %7, i32 %9)
// CHECK-NEXT:    %11 = call ptr @malloc(i64 %1)
// CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr %11, ptr %0, i64 %1, i1 false)
// CHECK-NEXT:    %12 = call <4 x double> @llvm.sqrt.v4f64(<4 x double> <double 1.000000e+00, double 4.000000e+00, double 9.000000e+00, double 1.600000e+01>)
// CHECK-NEXT:    ret float %10
// CHECK-NEXT:  }
llvm.func @f(%p: !llvm.ptr {llvm.noalias, llvm.nonnull, llvm.align = 16 : i64}, %n: i64, %x: f32) -> f32 attributes {passthrough = ["noinline", ["target-cpu", "x86-64"]]} {
  %g = llvm.getelementptr inbounds %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %g {alignment = 4 : i64} : !llvm.ptr -> f32
  %s = llvm.fadd %v, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %a = llvm.intr.fabs(%s) : (f32) -> f32
  %t = llvm.trunc %n : i64 to i32
  %z = "llvm.intr.ctlz"(%t) <{is_zero_poison = true}> : (i32) -> i32
  %r = llvm.intr.powi(%a, %z) : (f32, i32) -> f32
  %m = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  "llvm.intr.memcpy"(%m, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %c = llvm.mlir.constant(dense<[1.0, 4.0, 9.0, 16.0]> : vector<4xf64>) : vector<4xf64>
  %q = llvm.intr.sqrt(%c) : (vector<4xf64>) -> vector<4xf64>
  llvm.return %r : f32
}

}

// Intrinsic declarations follow the functions, once each; then attribute groups.
// CHECK:      declare float @llvm.fabs.f32(float)
// CHECK-EMPTY:
// CHECK-NEXT: declare i32 @llvm.ctlz.i32(i32, i1)
// CHECK-EMPTY:
// CHECK-NEXT: declare float @llvm.powi.f32.i32(float, i32)
// CHECK-EMPTY:
// CHECK-NEXT: declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
// CHECK-EMPTY:
// CHECK-NEXT: declare <4 x double> @llvm.sqrt.v4f64(<4 x double>)
// CHECK-EMPTY:
// CHECK-NEXT: attributes #0 = { noinline "target-cpu"="x86-64" }
