// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s
// Output compared with mlir-opt 19 (see tests/gen/test_arith_roundtrip.py).

func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %t: tensor<?xf64>) {
  %0 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %i, %i : index
  %3 = arith.divsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.ceildivsi %a, %b : i32
  %6 = arith.ceildivui %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remsi %a, %b : i32
  %9 = arith.remui %a, %b : i32
  %10 = arith.andi %v, %v : vector<4xi32>
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrsi %a, %b : i32
  %15 = arith.shrui %a, %b : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  %20 = arith.addf %x, %y fastmath<reassoc, nnan> : f32
  %21 = arith.subf %x, %y : f32
  %22 = arith.mulf %t, %t fastmath<fast> : tensor<?xf64>
  %23 = arith.divf %x, %y : f32
  %24 = arith.remf %x, %y : f32
  %25 = arith.maximumf %x, %y : f32
  %26 = arith.maxnumf %x, %y : f32
  %27 = arith.minimumf %x, %y : f32
  %28 = arith.minnumf %x, %y : f32
  %29 = arith.negf %x fastmath<nnan> : f32
  %30 = arith.cmpi uge, %v, %v : vector<4xi32>
  %31 = arith.cmpf uno, %x, %y : f32
  %32 = arith.select %vc, %v, %v {tag} : vector<4xi1>, vector<4xi32>
  %33 = arith.extui %a : i32 to i64
  %34 = arith.extsi %a : i32 to i64
  %35 = arith.trunci %a : i32 to i16
  %36 = arith.extf %x : f32 to f64
  %37 = arith.truncf %x downward : f32 to bf16
  %38 = arith.uitofp %a : i32 to f32
  %39 = arith.sitofp %v : vector<4xi32> to vector<4xf32>
  %40 = arith.fptoui %x : f32 to i32
  %41 = arith.fptosi %x : f32 to i32
  %42 = arith.index_cast %i : index to i64
  %43 = arith.index_castui %a : i32 to index
  %44 = arith.bitcast %a : i32 to f32
  %45 = arith.cmpi ne, %i, %i {foo = 1 : i32} : index
  %46 = arith.truncf %x fastmath<none> : f32 to f16
  return
}

// CHECK: func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: i1, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.muli %arg4, %arg4 : index
// CHECK-NEXT: %3 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.divui %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %arg6, %arg6 : vector<4xi32>
// CHECK-NEXT: %11 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.addf %arg2, %arg3 fastmath<reassoc,nnan> : f32
// CHECK-NEXT: %21 = arith.subf %arg2, %arg3 : f32
// CHECK-NEXT: %22 = arith.mulf %arg8, %arg8 fastmath<fast> : tensor<?xf64>
// CHECK-NEXT: %23 = arith.divf %arg2, %arg3 : f32
// CHECK-NEXT: %24 = arith.remf %arg2, %arg3 : f32
// CHECK-NEXT: %25 = arith.maximumf %arg2, %arg3 : f32
// CHECK-NEXT: %26 = arith.maxnumf %arg2, %arg3 : f32
// CHECK-NEXT: %27 = arith.minimumf %arg2, %arg3 : f32
// CHECK-NEXT: %28 = arith.minnumf %arg2, %arg3 : f32
// CHECK-NEXT: %29 = arith.negf %arg2 fastmath<nnan> : f32
// CHECK-NEXT: %30 = arith.cmpi uge, %arg6, %arg6 : vector<4xi32>
// CHECK-NEXT: %31 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT: %32 = arith.select %arg7, %arg6, %arg6 {tag} : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %33 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: %34 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %35 = arith.trunci %arg0 : i32 to i16
// CHECK-NEXT: %36 = arith.extf %arg2 : f32 to f64
// CHECK-NEXT: %37 = arith.truncf %arg2 downward : f32 to bf16
// CHECK-NEXT: %38 = arith.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %39 = arith.sitofp %arg6 : vector<4xi32> to vector<4xf32>
// CHECK-NEXT: %40 = arith.fptoui %arg2 : f32 to i32
// CHECK-NEXT: %41 = arith.fptosi %arg2 : f32 to i32
// CHECK-NEXT: %42 = arith.index_cast %arg4 : index to i64
// CHECK-NEXT: %43 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %44 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %45 = arith.cmpi ne, %arg4, %arg4 {foo = 1 : i32} : index
// CHECK-NEXT: %46 = arith.truncf %arg2 fastmath<none> : f32 to f16
// CHECK-NEXT: return
// CHECK-NEXT: }
