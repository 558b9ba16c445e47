// RUN: irlite-opt %s --canonicalize --split-input-file | FileCheck %s
//
// index folders: constants fold only when 64- and 32-bit results agree (the width of
// index is the target's); identities x+0, x-0, x*1, x*0; cmp(x, x). CHECK lines from
// mlir-opt 19 --canonicalize.

// CHECK-LABEL: func.func @fold(
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx8589934592 = index.constant 8589934592
// CHECK-NEXT: %idx8 = index.constant 8
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx3 = index.constant 3
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx5 = index.constant 5
// CHECK-NEXT: %idx4294967297 = index.constant 4294967297
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.divu %idx-1, %idx2
// CHECK-NEXT: %1 = index.casts %idx3 : index to i32
// CHECK-NEXT: %2 = index.sizeof
// CHECK-NEXT: %3 = index.and %arg0, %idx-1
// CHECK-NEXT: %4 = index.sub %arg0, %arg0
// CHECK-NEXT: return %idx5, %arg0, %arg0, %idx4294967297, %idx-1, %idx1, %true, %false, %0, %idx2, %idx8, %idx2, %1, %2, %idx8589934592, %idx0, %3, %4 : index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index, index, index, index, index

func.func @fold(%a: index, %x: i32) -> (index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index, index, index, index, index) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %c0 = index.constant 0
  %c1 = index.constant 1
  %big = index.constant 4294967296
  %m1 = index.constant -1
  %0 = index.add %c2, %c3
  %1 = index.add %a, %c0
  %2 = index.mul %a, %c1
  %3 = index.add %big, %c1
  %4 = index.sub %c2, %c3
  %5 = index.divs %c3, %c2
  %6 = index.cmp slt(%c2, %c3)
  %7 = index.cmp ult(%m1, %c3)
  %8 = index.divu %m1, %c2
  %9 = index.ceildivs %c3, %c2
  %10 = index.shl %c1, %c3
  %11 = index.maxs %c2, %m1
  %12 = index.casts %c3 : index to i32
  %13 = index.sizeof
  %14 = index.mul %big, %c2
  %15 = index.mul %a, %c0
  %16 = index.and %a, %m1
  %17 = index.sub %a, %a
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : index, index, index, index, index, index, i1, i1, index, index, index, index, i32, index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @fold2(
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %idx20 = index.constant 20
// CHECK-NEXT: %idx-4 = index.constant -4
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %idx40 = index.constant 40
// CHECK-NEXT: %idx4294967296 = index.constant 4294967296
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.divs %idx2, %idx0
// CHECK-NEXT: %1 = index.shl %idx2, %idx40
// CHECK-NEXT: %2 = index.shru %idx4294967296, %idx2
// CHECK-NEXT: %3 = index.sub %idx0, %arg0
// CHECK-NEXT: %4 = index.or %arg0, %idx0
// CHECK-NEXT: %5 = index.cmp sgt(%idx4294967296, %idx0)
// CHECK-NEXT: %6 = index.minu %idx4294967296, %idx2
// CHECK-NEXT: return %true, %false, %0, %1, %idx-4, %idx20, %idx-1, %2, %3, %4, %5, %6 : i1, i1, index, index, index, index, index, index, index, index, i1, index

func.func @fold2(%a: index) -> (i1, i1, index, index, index, index, index, index, index, index, i1, index) {
  %c0 = index.constant 0
  %c2 = index.constant 2
  %c40 = index.constant 40
  %m7 = index.constant -7
  %big = index.constant 4294967296
  %0 = index.cmp eq(%a, %a)
  %1 = index.cmp slt(%a, %a)
  %2 = index.divs %c2, %c0
  %3 = index.shl %c2, %c40
  %4 = index.floordivs %m7, %c2
  %5 = index.ceildivu %c40, %c2
  %6 = index.rems %m7, %c2
  %7 = index.shru %big, %c2
  %8 = index.sub %c0, %a
  %9 = index.or %a, %c0
  %10 = index.cmp sgt(%big, %c0)
  %11 = index.minu %big, %c2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, index, index, index, index, index, index, index, index, i1, index
}
// -----

// CHECK-LABEL: func.func @fold3(
// CHECK-NEXT: %idx-1 = index.constant -1
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %0 = index.divs %arg0, %idx1
// CHECK-NEXT: %1 = index.divu %arg0, %idx1
// CHECK-NEXT: %2 = index.maxs %arg0, %arg0
// CHECK-NEXT: %3 = index.and %arg0, %arg0
// CHECK-NEXT: %4 = index.xor %arg0, %arg0
// CHECK-NEXT: %5 = index.shl %arg0, %idx0
// CHECK-NEXT: %6 = index.rems %arg0, %idx1
// CHECK-NEXT: %7 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: return %arg0, %0, %1, %arg0, %arg0, %2, %3, %4, %idx-9223372036854775808, %5, %6, %7, %true, %idx-9223372036854775808, %idx-9223372036854775808, %idx-1 : index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index

func.func @fold3(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %min = index.constant -9223372036854775808
  %0 = index.sub %a, %c0
  %1 = index.divs %a, %c1
  %2 = index.divu %a, %c1
  %3 = index.mul %c1, %a
  %4 = index.add %c0, %a
  %5 = index.maxs %a, %a
  %6 = index.and %a, %a
  %7 = index.xor %a, %a
  %8 = index.divs %min, %m1
  %9 = index.shl %a, %c0
  %10 = index.rems %a, %c1
  %11 = index.cmp ne(%a, %b)
  %12 = index.cmp uge(%a, %a)
  %13 = index.mins %min, %c1
  %14 = index.ceildivs %min, %m1
  %15 = index.floordivs %m1, %c1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : index, index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index
}
