// RUN: irlite-opt %s --convert-vector-to-llvm | FileCheck %s --match-full-lines
//
// convert-vector-to-llvm on the 1-D subset: splat/broadcast as insertelement +
// shufflevector, extract/insert and extractelement/insertelement as llvm's element ops,
// fma as llvm.intr.fmuladd, every reduction kind (with and without accumulator and
// fastmath), load/store of a 1-D vector (alignment of the element, nontemporal); dead ops
// are erased first as MLIR's greedy pre-pass does. CHECK lines are mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: index, %arg3: i32, %arg4: memref<16xf32>, %arg5: vector<4xi32>) -> (vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, i32, vector<4xf32>, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %1 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %3 = llvm.insertelement %arg0, %1[%2 : i32] : vector<4xf32>
// CHECK-NEXT:     %4 = llvm.shufflevector %3, %1 [0, 0, 0, 0] : vector<4xf32> 
// CHECK-NEXT:     %5 = llvm.extractelement %arg1[%arg3 : i32] : vector<4xf32>
// CHECK-NEXT:     %6 = llvm.insertelement %arg0, %arg1[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     %7 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT:     %8 = llvm.extractelement %arg1[%7 : i64] : vector<4xf32>
// CHECK-NEXT:     %9 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT:     %10 = llvm.insertelement %arg0, %arg1[%9 : i64] : vector<4xf32>
// CHECK-NEXT:     %11 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT:     %12 = "llvm.intr.vector.reduce.fadd"(%11, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %13 = llvm.intr.vector.reduce.fmaximum(%arg1)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %14 = llvm.intr.maximum(%13, %arg0)  : (f32, f32) -> f32
// CHECK-NEXT:     %15 = llvm.intr.fmuladd(%arg1, %arg1, %arg1)  : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:     %16 = "llvm.intr.vector.reduce.add"(%arg5) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %17 = llvm.mlir.undef : vector<4xf32>
// CHECK-NEXT:     %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %19 = llvm.insertelement %arg0, %17[%18 : i32] : vector<4xf32>
// CHECK-NEXT:     %20 = llvm.shufflevector %19, %17 [0, 0, 0, 0] : vector<4xf32> 
// CHECK-NEXT:     %21 = "llvm.intr.vector.reduce.fmul"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     return %4, %5, %6, %8, %10, %12, %14, %15, %16, %20, %21 : vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, i32, vector<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mem(%arg0: memref<16xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<16xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.load %3 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT:     %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     llvm.store %4, %6 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT:     return %4 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @r(%arg0: vector<4xf32>, %arg1: f32, %arg2: vector<4xi32>, %arg3: i32, %arg4: index) -> (f32, f32, f32, f32, i32, i32, i32, i32, f32, f32) {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT:     %1 = llvm.intr.vector.reduce.fmin(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32
// CHECK-NEXT:     %2 = llvm.intr.minnum(%1, %arg1)  : (f32, f32) -> f32
// CHECK-NEXT:     %3 = llvm.intr.vector.reduce.fmax(%arg0)  : (vector<4xf32>) -> f32
// CHECK-NEXT:     %4 = "llvm.intr.vector.reduce.fadd"(%arg1, %arg0) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %5 = llvm.intr.vector.reduce.fminimum(%arg0)  {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> f32
// CHECK-NEXT:     %6 = "llvm.intr.vector.reduce.add"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %7 = llvm.add %arg3, %6 : i32
// CHECK-NEXT:     %8 = "llvm.intr.vector.reduce.smin"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %9 = llvm.icmp "sle" %arg3, %8 : i32
// CHECK-NEXT:     %10 = llvm.select %9, %arg3, %8 : i1, i32
// CHECK-NEXT:     %11 = "llvm.intr.vector.reduce.umax"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %12 = llvm.icmp "uge" %arg3, %11 : i32
// CHECK-NEXT:     %13 = llvm.select %12, %arg3, %11 : i1, i32
// CHECK-NEXT:     %14 = "llvm.intr.vector.reduce.xor"(%arg2) : (vector<4xi32>) -> i32
// CHECK-NEXT:     %15 = llvm.xor %arg3, %14  : i32
// CHECK-NEXT:     %16 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT:     %17 = "llvm.intr.vector.reduce.fmul"(%16, %arg0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT:     %18 = llvm.extractelement %arg0[%0 : i64] : vector<4xf32>
// CHECK-NEXT:     return %2, %3, %4, %5, %7, %10, %13, %15, %17, %18 : f32, f32, f32, f32, i32, i32, i32, i32, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @m(%arg0: memref<8xi8>, %arg1: memref<?xf64>, %arg2: index, %arg3: vector<2xf64>) -> vector<16xi8> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xf64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT:     %2 = builtin.unrealized_conversion_cast %arg0 : memref<8xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %3 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %4 = llvm.getelementptr %3[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT:     %5 = llvm.load %4 {alignment = 1 : i64} : !llvm.ptr -> vector<16xi8>
// CHECK-NEXT:     %6 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT:     %7 = llvm.getelementptr %6[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f64
// CHECK-NEXT:     llvm.store %arg3, %7 {alignment = 8 : i64, nontemporal} : vector<2xf64>, !llvm.ptr
// CHECK-NEXT:     return %5 : vector<16xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%a: f32, %v: vector<4xf32>, %i: index, %k: i32, %m: memref<16xf32>, %iv: vector<4xi32>) -> (vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, i32, vector<4xf32>, f32) {
  %0 = vector.splat %a : vector<4xf32>
  %1 = vector.extractelement %v[%k : i32] : vector<4xf32>
  %2 = vector.insertelement %a, %v[%i : index] : vector<4xf32>
  %3 = vector.extract %v[1] : f32 from vector<4xf32>
  %4 = vector.insert %a, %v [2] : f32 into vector<4xf32>
  %5 = vector.reduction <add>, %v : vector<4xf32> into f32
  %6 = vector.reduction <maximumf>, %v, %a : vector<4xf32> into f32
  %7 = vector.fma %v, %v, %v : vector<4xf32>
  %8 = vector.reduction <add>, %iv : vector<4xi32> into i32
  %9 = vector.broadcast %a : f32 to vector<4xf32>
  %10 = vector.reduction <mul>, %v, %a fastmath<reassoc> : vector<4xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xf32>, f32, vector<4xf32>, f32, vector<4xf32>, f32, f32, vector<4xf32>, i32, vector<4xf32>, f32
}
func.func @mem(%m: memref<16xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.load %m[%i] : memref<16xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<16xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @r(%v: vector<4xf32>, %a: f32, %iv: vector<4xi32>, %b: i32, %x: index) -> (f32, f32, f32, f32, i32, i32, i32, i32, f32, f32) {
  %0 = vector.reduction <minnumf>, %v, %a fastmath<nnan> : vector<4xf32> into f32
  %1 = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
  %2 = vector.reduction <add>, %v, %a fastmath<reassoc,nnan> : vector<4xf32> into f32
  %3 = vector.reduction <minimumf>, %v fastmath<fast> : vector<4xf32> into f32
  %4 = vector.reduction <add>, %iv, %b : vector<4xi32> into i32
  %5 = vector.reduction <minsi>, %iv, %b : vector<4xi32> into i32
  %6 = vector.reduction <maxui>, %iv, %b : vector<4xi32> into i32
  %7 = vector.reduction <xor>, %iv, %b : vector<4xi32> into i32
  %8 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %9 = vector.extract %v[%x] : f32 from vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, i32, i32, i32, i32, f32, f32
}
func.func @m(%m: memref<8xi8>, %d: memref<?xf64>, %i: index, %v: vector<2xf64>) -> vector<16xi8> {
  %0 = vector.load %m[%i] : memref<8xi8>, vector<16xi8>
  vector.store %v, %d[%i] {nontemporal = true} : memref<?xf64>, vector<2xf64>
  %w = vector.fma %v, %v, %v : vector<2xf64>
  return %0 : vector<16xi8>
}
