// RUN: irlite-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: irlite-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: irlite-opt %s --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --allow-unregistered-dialect | FileCheck %s
//
// MLIR 19's index dialect: every op in its custom form, as mlir-opt 19 prints it,
// and the generic form (the predicate is #index<cmp_predicate ...>).

// CHECK-LABEL: func.func @ops(
// CHECK: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1
// CHECK-NEXT: %20 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %21 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %22 = index.casts %arg0 : index to i32
// CHECK-NEXT: %23 = index.castu %arg0 : index to i32
// CHECK-NEXT: %24 = index.casts %arg2 : i32 to index
// CHECK-NEXT: %25 = index.castu %arg2 : i32 to index
// CHECK-NEXT: %26 = index.sizeof
// CHECK-NEXT: %27 = index.casts %arg0 : index to i64
// CHECK-NEXT: %28 = index.castu %arg3 : i64 to index
// CHECK-NEXT: %29 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %30 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %31 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %32 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %33 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %34 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %35 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %36 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %idx42, %true, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %false, %idx-3) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, i1, i32, i32, index, index, index, i64, index, i1, i1, i1, i1, i1, i1, i1, i1, i1, index) -> ()
// CHECK-NEXT: return

// GENERIC: %0 = "index.add"(%arg0, %arg1) : (index, index) -> index
// GENERIC: %20 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
// GENERIC: %21 = "index.cmp"(%arg0, %arg1) <{pred = #index<cmp_predicate uge>}> : (index, index) -> i1
// GENERIC: %22 = "index.constant"() <{value = 42 : index}> : () -> index
// GENERIC: %23 = "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC: %24 = "index.casts"(%arg0) : (index) -> i32
// GENERIC: %26 = "index.casts"(%arg2) : (i32) -> index
// GENERIC: %28 = "index.sizeof"() : () -> index

func.func @ops(%a: index, %b: index, %x: i32, %y: i64, %z: i16) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp slt(%a, %b)
  %21 = index.cmp uge(%a, %b)
  %22 = index.constant 42
  %23 = index.bool.constant true
  %24 = index.casts %a : index to i32
  %25 = index.castu %a : index to i32
  %26 = index.casts %x : i32 to index
  %27 = index.castu %x : i32 to index
  %28 = index.sizeof
  %29 = index.casts %a : index to i64
  %30 = index.castu %y : i64 to index
  %31 = index.cmp eq(%a, %b)
  %32 = index.cmp ne(%a, %b)
  %33 = index.cmp sle(%a, %b)
  %34 = index.cmp sgt(%a, %b)
  %35 = index.cmp sge(%a, %b)
  %36 = index.cmp ult(%a, %b)
  %37 = index.cmp ule(%a, %b)
  %38 = index.cmp ugt(%a, %b)
  %39 = index.bool.constant false
  %40 = index.constant -3
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31,%32,%33,%34,%35,%36,%37,%38,%39,%40) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, i1, i32, i32, index, index, index, i64, index, i1,i1,i1,i1,i1,i1,i1,i1,i1,index) -> ()
  return
}
