// RUN: irlite-opt %s --split-input-file | FileCheck %s
// What mlir-opt 19's `--convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts`
// emits for arith, math, memref, cf and func code (its output is the input here and the
// CHECK lines), read and printed back unchanged.

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: f32, %arg14: i32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: llvm.br ^bb1(%14, %arg13 : i64, f32)
// CHECK-NEXT: ^bb1(%16: i64, %17: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %18 = llvm.icmp "slt" %16, %arg12 : i64
// CHECK-NEXT: llvm.cond_br %18, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %19 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %16, %20 : i64
// CHECK-NEXT: %22 = llvm.add %21, %15 : i64
// CHECK-NEXT: %23 = llvm.getelementptr %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> f32
// CHECK-NEXT: %25 = llvm.intr.exp(%24)  : (f32) -> f32
// CHECK-NEXT: %26 = llvm.intr.sqrt(%25)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %27 = llvm.intr.pow(%26, %arg13)  : (f32, f32) -> f32
// CHECK-NEXT: %28 = llvm.intr.powi(%27, %arg14)  : (f32, i32) -> f32
// CHECK-NEXT: %29 = llvm.intr.fabs(%28)  : (f32) -> f32
// CHECK-NEXT: %30 = "llvm.intr.ctlz"(%arg14) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %31 = "llvm.intr.abs"(%arg14) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %32 = llvm.fcmp "olt" %29, %17 : f32
// CHECK-NEXT: %33 = llvm.select %32, %29, %17 : i1, f32
// CHECK-NEXT: %34 = llvm.icmp "slt" %30, %31 : i32
// CHECK-NEXT: %35 = llvm.zext %34 : i1 to i64
// CHECK-NEXT: %36 = llvm.uitofp %35 : i64 to f32
// CHECK-NEXT: %37 = llvm.intr.maximum(%33, %36)  : (f32, f32) -> f32
// CHECK-NEXT: %38 = llvm.frem %37, %arg13  : f32
// CHECK-NEXT: %39 = llvm.sdiv %arg14, %30  : i32
// CHECK-NEXT: %40 = llvm.intr.smax(%39, %arg14)  : (i32, i32) -> i32
// CHECK-NEXT: %41 = llvm.sitofp %40 : i32 to f32
// CHECK-NEXT: %42 = llvm.fadd %38, %41  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %43 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.getelementptr %43[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %42, %44 : f32, !llvm.ptr
// CHECK-NEXT: %45 = llvm.add %16, %15 : i64
// CHECK-NEXT: llvm.br ^bb1(%45, %42 : i64, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %47 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %48 = llvm.getelementptr %47[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
// CHECK-NEXT: %50 = llvm.call @malloc(%49) : (i64) -> !llvm.ptr
// CHECK-NEXT: %51 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %arg12, %55[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.insertvalue %46, %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %59 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.mul %58, %59 : i64
// CHECK-NEXT: %61 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %62 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
// CHECK-NEXT: %64 = llvm.mul %60, %63 : i64
// CHECK-NEXT: %65 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %66 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.getelementptr %65[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %68 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.getelementptr %68[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%70, %67, %64) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %71 = llvm.extractvalue %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free(%71) : (!llvm.ptr) -> ()
// CHECK-NEXT: %72 = llvm.sext %arg14 : i32 to i64
// CHECK-NEXT: llvm.return %17 : f32
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @_mlir_ciface_k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: f32, %arg4: i32) -> f32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.call @k(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, f32, i32) -> f32
// CHECK-NEXT: llvm.return %14 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: f32, %arg14: i32) -> f32 attributes {llvm.emit_c_interface} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.constant(0 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    llvm.br ^bb1(%14, %arg13 : i64, f32)
  ^bb1(%16: i64, %17: f32):  // 2 preds: ^bb0, ^bb2
    %18 = llvm.icmp "slt" %16, %arg12 : i64
    llvm.cond_br %18, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %19 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.mlir.constant(4 : index) : i64
    %21 = llvm.mul %16, %20 : i64
    %22 = llvm.add %21, %15 : i64
    %23 = llvm.getelementptr %19[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %24 = llvm.load %23 : !llvm.ptr -> f32
    %25 = llvm.intr.exp(%24)  : (f32) -> f32
    %26 = llvm.intr.sqrt(%25)  {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %27 = llvm.intr.pow(%26, %arg13)  : (f32, f32) -> f32
    %28 = llvm.intr.powi(%27, %arg14)  : (f32, i32) -> f32
    %29 = llvm.intr.fabs(%28)  : (f32) -> f32
    %30 = "llvm.intr.ctlz"(%arg14) <{is_zero_poison = false}> : (i32) -> i32
    %31 = "llvm.intr.abs"(%arg14) <{is_int_min_poison = false}> : (i32) -> i32
    %32 = llvm.fcmp "olt" %29, %17 : f32
    %33 = llvm.select %32, %29, %17 : i1, f32
    %34 = llvm.icmp "slt" %30, %31 : i32
    %35 = llvm.zext %34 : i1 to i64
    %36 = llvm.uitofp %35 : i64 to f32
    %37 = llvm.intr.maximum(%33, %36)  : (f32, f32) -> f32
    %38 = llvm.frem %37, %arg13  : f32
    %39 = llvm.sdiv %arg14, %30  : i32
    %40 = llvm.intr.smax(%39, %arg14)  : (i32, i32) -> i32
    %41 = llvm.sitofp %40 : i32 to f32
    %42 = llvm.fadd %38, %41  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
    %43 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.getelementptr %43[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %44 : f32, !llvm.ptr
    %45 = llvm.add %16, %15 : i64
    llvm.br ^bb1(%45, %42 : i64, f32)
  ^bb3:  // pred: ^bb1
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.zero : !llvm.ptr
    %48 = llvm.getelementptr %47[%arg12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
    %50 = llvm.call @malloc(%49) : (i64) -> !llvm.ptr
    %51 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = llvm.insertvalue %50, %51[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.insertvalue %50, %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.mlir.constant(0 : index) : i64
    %55 = llvm.insertvalue %54, %53[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.insertvalue %arg12, %55[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.insertvalue %46, %56[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.mlir.constant(1 : index) : i64
    %59 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.mul %58, %59 : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[1] : (!llvm.ptr) -> !llvm.ptr, f32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.mul %60, %63 : i64
    %65 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.getelementptr %65[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %68 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.getelementptr %68[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    "llvm.intr.memcpy"(%70, %67, %64) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %71 = llvm.extractvalue %57[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%71) : (!llvm.ptr) -> ()
    %72 = llvm.sext %arg14 : i32 to i64
    llvm.return %17 : f32
  }
  llvm.func @_mlir_ciface_k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: f32, %arg4: i32) -> f32 attributes {llvm.emit_c_interface} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.call @k(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %arg2, %arg3, %arg4) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, f32, i32) -> f32
    llvm.return %14 : f32
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[111, 111, 112, 115, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-NEXT: llvm.func @ext(i32) -> i32 attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @g(%arg0: i32, %arg1: vector<4xf32>, %arg2: i1, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> vector<4xf32> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg8, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg7, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg9, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
// CHECK-NEXT: llvm.cond_br %arg2, ^bb1, ^bb4
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %9 = llvm.call @ext(%arg0) : (i32) -> i32
// CHECK-NEXT: %10 = llvm.intr.fma(%arg1, %arg1, %arg1)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %11 = llvm.intr.floor(%10)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %12 = llvm.intr.copysign(%11, %10)  : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %13 = llvm.fcmp "oeq" %12, %10 : vector<4xf32>
// CHECK-NEXT: %14 = llvm.select %13, %12, %10 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %15 = llvm.intr.ctpop(%arg0)  : (i32) -> i32
// CHECK-NEXT: %16 = llvm.intr.roundeven(%14)  : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %17 = llvm.fptrunc %16 : vector<4xf32> to vector<4xf16>
// CHECK-NEXT: %18 = llvm.fpext %17 : vector<4xf16> to vector<4xf32>
// CHECK-NEXT: %subview = memref.subview %8[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
// CHECK-NEXT: llvm.switch %9 : i32, ^bb2 [
// CHECK-NEXT: 5: ^bb3,
// CHECK-NEXT: 4294967293: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT: llvm.return %18 : vector<4xf32>
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.alloca %19 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.insertvalue %20, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.return %arg1 : vector<4xf32>
// CHECK-NEXT: ^bb4:  // pred: ^bb0
// CHECK-NEXT: %29 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT: llvm.call @puts(%30) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  llvm.func @abort()
  llvm.func @puts(!llvm.ptr)
  llvm.mlir.global private constant @assert_msg(dense<[111, 111, 112, 115, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
  llvm.func @ext(i32) -> i32 attributes {sym_visibility = "private"}
  llvm.func @g(%arg0: i32, %arg1: vector<4xf32>, %arg2: i1, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64) -> vector<4xf32> {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.insertvalue %arg8, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.insertvalue %arg7, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.insertvalue %arg9, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x3xf32>
    llvm.cond_br %arg2, ^bb1, ^bb4
  ^bb1:  // pred: ^bb0
    %9 = llvm.call @ext(%arg0) : (i32) -> i32
    %10 = llvm.intr.fma(%arg1, %arg1, %arg1)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %11 = llvm.intr.floor(%10)  : (vector<4xf32>) -> vector<4xf32>
    %12 = llvm.intr.copysign(%11, %10)  : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %13 = llvm.fcmp "oeq" %12, %10 : vector<4xf32>
    %14 = llvm.select %13, %12, %10 : vector<4xi1>, vector<4xf32>
    %15 = llvm.intr.ctpop(%arg0)  : (i32) -> i32
    %16 = llvm.intr.roundeven(%14)  : (vector<4xf32>) -> vector<4xf32>
    %17 = llvm.fptrunc %16 : vector<4xf32> to vector<4xf16>
    %18 = llvm.fpext %17 : vector<4xf16> to vector<4xf32>
    %subview = memref.subview %8[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
    llvm.switch %9 : i32, ^bb2 [
      5: ^bb3,
      4294967293: ^bb2
    ]
  ^bb2:  // 2 preds: ^bb1, ^bb1
    llvm.return %18 : vector<4xf32>
  ^bb3:  // pred: ^bb1
    %19 = llvm.mlir.constant(4 : index) : i64
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.alloca %19 x i8 : (i64) -> !llvm.ptr
    %22 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.insertvalue %21, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.insertvalue %20, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.return %arg1 : vector<4xf32>
  ^bb4:  // pred: ^bb0
    %29 = llvm.mlir.addressof @assert_msg : !llvm.ptr
    %30 = llvm.getelementptr %29[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
    llvm.call @puts(%30) : (!llvm.ptr) -> ()
    llvm.call @abort() : () -> ()
    llvm.unreachable
  }
}

// -----

// CHECK: module {
// CHECK-NEXT: llvm.func @m(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>, %arg5: i1, %arg6: i64) {
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
// CHECK-NEXT: %1 = math.atan %arg0 : f32
// CHECK-NEXT: %2 = llvm.intr.ceil(%arg0)  : (f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.cos(%arg0)  : (f32) -> f32
// CHECK-NEXT: %4 = math.erf %arg0 : f32
// CHECK-NEXT: %5 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %6 = llvm.intr.exp2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %8 = llvm.intr.exp(%arg0)  : (f32) -> f32
// CHECK-NEXT: %9 = llvm.fsub %8, %7  : f32
// CHECK-NEXT: %10 = llvm.intr.floor(%arg0)  : (f32) -> f32
// CHECK-NEXT: %11 = llvm.intr.log(%arg0)  : (f32) -> f32
// CHECK-NEXT: %12 = llvm.intr.log10(%arg0)  : (f32) -> f32
// CHECK-NEXT: %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %14 = llvm.fadd %13, %arg0  : f32
// CHECK-NEXT: %15 = llvm.intr.log(%14)  : (f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.log2(%arg0)  : (f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.round(%arg0)  : (f32) -> f32
// CHECK-NEXT: %18 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
// CHECK-NEXT: %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %20 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %21 = llvm.fdiv %19, %20  : f32
// CHECK-NEXT: %22 = llvm.intr.sin(%arg0)  : (f32) -> f32
// CHECK-NEXT: %23 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
// CHECK-NEXT: %24 = math.tan %arg0 : f32
// CHECK-NEXT: %25 = math.tanh %arg0 : f32
// CHECK-NEXT: %26 = llvm.intr.trunc(%arg0)  : (f32) -> f32
// CHECK-NEXT: %27 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %28 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %29 = llvm.intr.fma(%arg0, %arg1, %arg0)  : (f32, f32, f32) -> f32
// CHECK-NEXT: %30 = "llvm.intr.cttz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %31 = math.ipowi %arg2, %arg3 : i32
// CHECK-NEXT: %32 = llvm.add %arg2, %arg3 : i32
// CHECK-NEXT: %33 = llvm.sub %arg2, %arg3 : i32
// CHECK-NEXT: %34 = llvm.mul %arg2, %arg3 : i32
// CHECK-NEXT: %35 = llvm.sdiv %arg2, %arg3  : i32
// CHECK-NEXT: %36 = llvm.udiv %arg2, %arg3  : i32
// CHECK-NEXT: %37 = llvm.srem %arg2, %arg3  : i32
// CHECK-NEXT: %38 = llvm.urem %arg2, %arg3  : i32
// CHECK-NEXT: %39 = llvm.and %arg2, %arg3  : i32
// CHECK-NEXT: %40 = llvm.or %arg2, %arg3  : i32
// CHECK-NEXT: %41 = llvm.xor %arg2, %arg3  : i32
// CHECK-NEXT: %42 = llvm.shl %arg2, %arg3 : i32
// CHECK-NEXT: %43 = llvm.ashr %arg2, %arg3  : i32
// CHECK-NEXT: %44 = llvm.lshr %arg2, %arg3  : i32
// CHECK-NEXT: %45 = llvm.intr.smax(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %46 = llvm.intr.umax(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %47 = llvm.intr.smin(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %48 = llvm.intr.umin(%arg2, %arg3)  : (i32, i32) -> i32
// CHECK-NEXT: %49 = arith.ceildivsi %arg2, %arg3 : i32
// CHECK-NEXT: %50 = arith.ceildivui %arg2, %arg3 : i32
// CHECK-NEXT: %51 = arith.floordivsi %arg2, %arg3 : i32
// CHECK-NEXT: %52 = llvm.fadd %arg0, %arg1  : f32
// CHECK-NEXT: %53 = llvm.fsub %arg0, %arg1  : f32
// CHECK-NEXT: %54 = llvm.fmul %arg0, %arg1  : f32
// CHECK-NEXT: %55 = llvm.fdiv %arg0, %arg1  : f32
// CHECK-NEXT: %56 = llvm.frem %arg0, %arg1  : f32
// CHECK-NEXT: %57 = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %58 = llvm.intr.minimum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %59 = llvm.intr.maxnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %60 = llvm.intr.minnum(%arg0, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT: %61 = llvm.fneg %arg0  : f32
// CHECK-NEXT: %62 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: %63 = llvm.bitcast %arg0 : f32 to i32
// CHECK-NEXT: %64 = llvm.fptosi %arg0 : f32 to i32
// CHECK-NEXT: %65 = llvm.fptoui %arg0 : f32 to i32
// CHECK-NEXT: %66 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: %67 = llvm.trunc %arg2 : i32 to i8
// CHECK-NEXT: %68 = "llvm.intr.uadd.with.overflow"(%arg2, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %69 = llvm.extractvalue %68[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %70 = llvm.extractvalue %68[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %71 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: %72 = llvm.sext %arg3 : i32 to i64
// CHECK-NEXT: %73 = llvm.mul %71, %72 : i64
// CHECK-NEXT: %74 = llvm.trunc %73 : i64 to i32
// CHECK-NEXT: %75 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %76 = llvm.lshr %73, %75  : i64
// CHECK-NEXT: %77 = llvm.trunc %76 : i64 to i32
// CHECK-NEXT: %78 = llvm.zext %arg2 : i32 to i64
// CHECK-NEXT: %79 = llvm.zext %arg3 : i32 to i64
// CHECK-NEXT: %80 = llvm.mul %78, %79 : i64
// CHECK-NEXT: %81 = llvm.trunc %80 : i64 to i32
// CHECK-NEXT: %82 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %83 = llvm.lshr %80, %82  : i64
// CHECK-NEXT: %84 = llvm.trunc %83 : i64 to i32
// CHECK-NEXT: %85 = llvm.select %arg5, %arg2, %arg3 : i1, i32
// CHECK-NEXT: %86 = llvm.icmp "ult" %arg2, %arg3 : i32
// CHECK-NEXT: %87 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  llvm.func @m(%arg0: f32, %arg1: f32, %arg2: i32, %arg3: i32, %arg4: vector<4xf32>, %arg5: i1, %arg6: i64) {
    %0 = llvm.intr.fabs(%arg0)  : (f32) -> f32
    %1 = math.atan %arg0 : f32
    %2 = llvm.intr.ceil(%arg0)  : (f32) -> f32
    %3 = llvm.intr.cos(%arg0)  : (f32) -> f32
    %4 = math.erf %arg0 : f32
    %5 = llvm.intr.exp(%arg0)  : (f32) -> f32
    %6 = llvm.intr.exp2(%arg0)  : (f32) -> f32
    %7 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %8 = llvm.intr.exp(%arg0)  : (f32) -> f32
    %9 = llvm.fsub %8, %7  : f32
    %10 = llvm.intr.floor(%arg0)  : (f32) -> f32
    %11 = llvm.intr.log(%arg0)  : (f32) -> f32
    %12 = llvm.intr.log10(%arg0)  : (f32) -> f32
    %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %14 = llvm.fadd %13, %arg0  : f32
    %15 = llvm.intr.log(%14)  : (f32) -> f32
    %16 = llvm.intr.log2(%arg0)  : (f32) -> f32
    %17 = llvm.intr.round(%arg0)  : (f32) -> f32
    %18 = llvm.intr.roundeven(%arg0)  : (f32) -> f32
    %19 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %20 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %21 = llvm.fdiv %19, %20  : f32
    %22 = llvm.intr.sin(%arg0)  : (f32) -> f32
    %23 = llvm.intr.sqrt(%arg0)  : (f32) -> f32
    %24 = math.tan %arg0 : f32
    %25 = math.tanh %arg0 : f32
    %26 = llvm.intr.trunc(%arg0)  : (f32) -> f32
    %27 = llvm.intr.copysign(%arg0, %arg1)  : (f32, f32) -> f32
    %28 = llvm.intr.pow(%arg0, %arg1)  : (f32, f32) -> f32
    %29 = llvm.intr.fma(%arg0, %arg1, %arg0)  : (f32, f32, f32) -> f32
    %30 = "llvm.intr.cttz"(%arg2) <{is_zero_poison = false}> : (i32) -> i32
    %31 = math.ipowi %arg2, %arg3 : i32
    %32 = llvm.add %arg2, %arg3 : i32
    %33 = llvm.sub %arg2, %arg3 : i32
    %34 = llvm.mul %arg2, %arg3 : i32
    %35 = llvm.sdiv %arg2, %arg3  : i32
    %36 = llvm.udiv %arg2, %arg3  : i32
    %37 = llvm.srem %arg2, %arg3  : i32
    %38 = llvm.urem %arg2, %arg3  : i32
    %39 = llvm.and %arg2, %arg3  : i32
    %40 = llvm.or %arg2, %arg3  : i32
    %41 = llvm.xor %arg2, %arg3  : i32
    %42 = llvm.shl %arg2, %arg3 : i32
    %43 = llvm.ashr %arg2, %arg3  : i32
    %44 = llvm.lshr %arg2, %arg3  : i32
    %45 = llvm.intr.smax(%arg2, %arg3)  : (i32, i32) -> i32
    %46 = llvm.intr.umax(%arg2, %arg3)  : (i32, i32) -> i32
    %47 = llvm.intr.smin(%arg2, %arg3)  : (i32, i32) -> i32
    %48 = llvm.intr.umin(%arg2, %arg3)  : (i32, i32) -> i32
    %49 = arith.ceildivsi %arg2, %arg3 : i32
    %50 = arith.ceildivui %arg2, %arg3 : i32
    %51 = arith.floordivsi %arg2, %arg3 : i32
    %52 = llvm.fadd %arg0, %arg1  : f32
    %53 = llvm.fsub %arg0, %arg1  : f32
    %54 = llvm.fmul %arg0, %arg1  : f32
    %55 = llvm.fdiv %arg0, %arg1  : f32
    %56 = llvm.frem %arg0, %arg1  : f32
    %57 = llvm.intr.maximum(%arg0, %arg1)  : (f32, f32) -> f32
    %58 = llvm.intr.minimum(%arg0, %arg1)  : (f32, f32) -> f32
    %59 = llvm.intr.maxnum(%arg0, %arg1)  : (f32, f32) -> f32
    %60 = llvm.intr.minnum(%arg0, %arg1)  : (f32, f32) -> f32
    %61 = llvm.fneg %arg0  : f32
    %62 = llvm.sext %arg2 : i32 to i64
    %63 = llvm.bitcast %arg0 : f32 to i32
    %64 = llvm.fptosi %arg0 : f32 to i32
    %65 = llvm.fptoui %arg0 : f32 to i32
    %66 = llvm.sext %arg2 : i32 to i64
    %67 = llvm.trunc %arg2 : i32 to i8
    %68 = "llvm.intr.uadd.with.overflow"(%arg2, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
    %69 = llvm.extractvalue %68[0] : !llvm.struct<(i32, i1)> 
    %70 = llvm.extractvalue %68[1] : !llvm.struct<(i32, i1)> 
    %71 = llvm.sext %arg2 : i32 to i64
    %72 = llvm.sext %arg3 : i32 to i64
    %73 = llvm.mul %71, %72 : i64
    %74 = llvm.trunc %73 : i64 to i32
    %75 = llvm.mlir.constant(32 : i64) : i64
    %76 = llvm.lshr %73, %75  : i64
    %77 = llvm.trunc %76 : i64 to i32
    %78 = llvm.zext %arg2 : i32 to i64
    %79 = llvm.zext %arg3 : i32 to i64
    %80 = llvm.mul %78, %79 : i64
    %81 = llvm.trunc %80 : i64 to i32
    %82 = llvm.mlir.constant(32 : i64) : i64
    %83 = llvm.lshr %80, %82  : i64
    %84 = llvm.trunc %83 : i64 to i32
    %85 = llvm.select %arg5, %arg2, %arg3 : i1, i32
    %86 = llvm.icmp "ult" %arg2, %arg3 : i32
    %87 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
    llvm.return
  }
}
