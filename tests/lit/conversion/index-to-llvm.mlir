// RUN: irlite-opt %s --convert-index-to-llvm | FileCheck %s
// RUN: irlite-opt %s --convert-index-to-llvm | FileCheck %s --check-prefix=CAST
//
// Every index op under convert-index-to-llvm (index -> i64), including MLIR's
// select-based expansions of ceildivs/ceildivu/floordivs; CHECK lines from
// mlir-opt 19.

// CHECK-LABEL: func.func @binary(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.add %[[C1]], %[[C0]] : i64
// CHECK: %[[C3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i64 to index
// CHECK: %[[V4:.*]] = llvm.sub %[[C1]], %[[C0]] : i64
// CHECK: %[[C5:.*]] = builtin.unrealized_conversion_cast %[[V4]] : i64 to index
// CHECK: %[[V6:.*]] = llvm.mul %[[C1]], %[[C0]] : i64
// CHECK: %[[C7:.*]] = builtin.unrealized_conversion_cast %[[V6]] : i64 to index
// CHECK: %[[V8:.*]] = llvm.sdiv %[[C1]], %[[C0]]  : i64
// CHECK: %[[C9:.*]] = builtin.unrealized_conversion_cast %[[V8]] : i64 to index
// CHECK: %[[V10:.*]] = llvm.udiv %[[C1]], %[[C0]]  : i64
// CHECK: %[[C11:.*]] = builtin.unrealized_conversion_cast %[[V10]] : i64 to index
// CHECK: %[[V12:.*]] = llvm.srem %[[C1]], %[[C0]]  : i64
// CHECK: %[[C13:.*]] = builtin.unrealized_conversion_cast %[[V12]] : i64 to index
// CHECK: %[[V14:.*]] = llvm.urem %[[C1]], %[[C0]]  : i64
// CHECK: %[[C15:.*]] = builtin.unrealized_conversion_cast %[[V14]] : i64 to index
// CHECK: %[[V16:.*]] = llvm.intr.smax(%[[C1]], %[[C0]])  : (i64, i64) -> i64
// CHECK: %[[C17:.*]] = builtin.unrealized_conversion_cast %[[V16]] : i64 to index
// CHECK: %[[V18:.*]] = llvm.intr.umax(%[[C1]], %[[C0]])  : (i64, i64) -> i64
// CHECK: %[[C19:.*]] = builtin.unrealized_conversion_cast %[[V18]] : i64 to index
// CHECK: %[[V20:.*]] = llvm.intr.smin(%[[C1]], %[[C0]])  : (i64, i64) -> i64
// CHECK: %[[C21:.*]] = builtin.unrealized_conversion_cast %[[V20]] : i64 to index
// CHECK: %[[V22:.*]] = llvm.intr.umin(%[[C1]], %[[C0]])  : (i64, i64) -> i64
// CHECK: %[[C23:.*]] = builtin.unrealized_conversion_cast %[[V22]] : i64 to index
// CHECK: %[[V24:.*]] = llvm.shl %[[C1]], %[[C0]] : i64
// CHECK: %[[C25:.*]] = builtin.unrealized_conversion_cast %[[V24]] : i64 to index
// CHECK: %[[V26:.*]] = llvm.ashr %[[C1]], %[[C0]]  : i64
// CHECK: %[[C27:.*]] = builtin.unrealized_conversion_cast %[[V26]] : i64 to index
// CHECK: %[[V28:.*]] = llvm.lshr %[[C1]], %[[C0]]  : i64
// CHECK: %[[C29:.*]] = builtin.unrealized_conversion_cast %[[V28]] : i64 to index
// CHECK: %[[V30:.*]] = llvm.and %[[C1]], %[[C0]]  : i64
// CHECK: %[[C31:.*]] = builtin.unrealized_conversion_cast %[[V30]] : i64 to index
// CHECK: %[[V32:.*]] = llvm.or %[[C1]], %[[C0]]  : i64
// CHECK: %[[C33:.*]] = builtin.unrealized_conversion_cast %[[V32]] : i64 to index
// CHECK: %[[V34:.*]] = llvm.xor %[[C1]], %[[C0]]  : i64
// CHECK: %[[C35:.*]] = builtin.unrealized_conversion_cast %[[V34]] : i64 to index
// CHECK: return %[[C3]], %[[C5]], %{{[0-9]+}}, %[[C9]], %[[C11]], %[[C13]], %[[C15]], %[[C17]], %[[C19]], %[[C21]], %[[C23]], %[[C25]], %[[C27]], %[[C29]], %[[C31]], %[[C33]], %[[C35]] : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
func.func @binary(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.rems %a, %b
  %6 = index.remu %a, %b
  %7 = index.maxs %a, %b
  %8 = index.maxu %a, %b
  %9 = index.mins %a, %b
  %10 = index.minu %a, %b
  %11 = index.shl %a, %b
  %12 = index.shrs %a, %b
  %13 = index.shru %a, %b
  %14 = index.and %a, %b
  %15 = index.or %a, %b
  %16 = index.xor %a, %b
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// CHECK-LABEL: func.func @cmp(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.icmp "eq" %[[C1]], %[[C0]] : i64
// CHECK: %[[V3:.*]] = llvm.icmp "ne" %[[C1]], %[[C0]] : i64
// CHECK: %[[V4:.*]] = llvm.icmp "slt" %[[C1]], %[[C0]] : i64
// CHECK: %[[V5:.*]] = llvm.icmp "sle" %[[C1]], %[[C0]] : i64
// CHECK: %[[V6:.*]] = llvm.icmp "sgt" %[[C1]], %[[C0]] : i64
// CHECK: %[[V7:.*]] = llvm.icmp "sge" %[[C1]], %[[C0]] : i64
// CHECK: %[[V8:.*]] = llvm.icmp "ult" %[[C1]], %[[C0]] : i64
// CHECK: %[[V9:.*]] = llvm.icmp "ule" %[[C1]], %[[C0]] : i64
// CHECK: %[[V10:.*]] = llvm.icmp "ugt" %[[C1]], %[[C0]] : i64
// CHECK: %[[V11:.*]] = llvm.icmp "uge" %[[C1]], %[[C0]] : i64
// CHECK: return %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
func.func @cmp(%a: index, %b: index) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @constants(
// CHECK: %[[V0:.*]] = llvm.mlir.constant(42 : i64) : i64
// CHECK: %[[C1:.*]] = builtin.unrealized_conversion_cast %[[V0]] : i64 to index
// CHECK: %[[V2:.*]] = llvm.mlir.constant(-3 : i64) : i64
// CHECK: %[[C3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i64 to index
// CHECK: %[[V4:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[V5:.*]] = llvm.mlir.constant(false) : i1
// CHECK: %[[V6:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: %[[C7:.*]] = builtin.unrealized_conversion_cast %[[V6]] : i64 to index
// CHECK: return %[[C1]], %[[C3]], %[[V4]], %[[V5]], %{{[0-9]+}} : index, index, i1, i1, index
func.func @constants() -> (index, index, i1, i1, index) {
  %0 = index.constant 42
  %1 = index.constant -3
  %2 = index.bool.constant true
  %3 = index.bool.constant false
  %4 = index.sizeof
  return %0, %1, %2, %3, %4 : index, index, i1, i1, index
}

// CHECK-LABEL: func.func @casts(
// CAST-LABEL: func.func @casts(
// CAST: builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V1:.*]] = llvm.trunc %[[C0]] : i64 to i32
// CHECK: %[[V2:.*]] = llvm.trunc %[[C0]] : i64 to i32
// CHECK: %[[V3:.*]] = llvm.sext %arg1 : i32 to i64
// CHECK: %[[C4:.*]] = builtin.unrealized_conversion_cast %[[V3]] : i64 to index
// CHECK: %[[V5:.*]] = llvm.zext %arg1 : i32 to i64
// CHECK: %[[C6:.*]] = builtin.unrealized_conversion_cast %[[V5]] : i64 to index
// CHECK: %[[V8:.*]] = llvm.trunc %arg3 : i128 to i64
// CHECK: %[[C9:.*]] = builtin.unrealized_conversion_cast %[[V8]] : i64 to index
// CHECK: %[[V10:.*]] = llvm.zext %[[C0]] : i64 to i128
// CHECK: return %[[V1]], %[[V2]], %[[C4]], %[[C6]], %[[C0]], %{{[0-9]+}}, %[[C9]], %[[V10]] : i32, i32, index, index, i64, index, index, i128
func.func @casts(%a: index, %x: i32, %y: i64, %z: i128) -> (i32, i32, index, index, i64, index, index, i128) {
  %0 = index.casts %a : index to i32
  %1 = index.castu %a : index to i32
  %2 = index.casts %x : i32 to index
  %3 = index.castu %x : i32 to index
  %4 = index.casts %a : index to i64
  %5 = index.castu %y : i64 to index
  %6 = index.casts %z : i128 to index
  %7 = index.castu %a : index to i128
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, index, index, i64, index, index, i128
}

// CHECK-LABEL: func.func @ceildivs(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[V3:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[V4:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK: %[[V5:.*]] = llvm.icmp "sgt" %[[C0]], %[[V2]] : i64
// CHECK: %[[V6:.*]] = llvm.select %[[V5]], %[[V4]], %[[V3]] : i1, i64
// CHECK: %[[V7:.*]] = llvm.add %[[C1]], %[[V6]] : i64
// CHECK: %[[V8:.*]] = llvm.sdiv %[[V7]], %[[C0]]  : i64
// CHECK: %[[V9:.*]] = llvm.add %[[V8]], %[[V3]] : i64
// CHECK: %[[V10:.*]] = llvm.sub %[[V2]], %[[C1]] : i64
// CHECK: %[[V11:.*]] = llvm.sdiv %[[V10]], %[[C0]]  : i64
// CHECK: %[[V12:.*]] = llvm.sub %[[V2]], %[[V11]] : i64
// CHECK: %[[V13:.*]] = llvm.icmp "sgt" %[[C1]], %[[V2]] : i64
// CHECK: %[[V14:.*]] = llvm.icmp "eq" %[[V13]], %[[V5]] : i1
// CHECK: %[[V15:.*]] = llvm.icmp "ne" %[[C1]], %[[V2]] : i64
// CHECK: %[[V16:.*]] = llvm.and %[[V14]], %[[V15]]  : i1
// CHECK: %[[V17:.*]] = llvm.select %[[V16]], %[[V9]], %[[V12]] : i1, i64
// CHECK: %[[C18:.*]] = builtin.unrealized_conversion_cast %[[V17]] : i64 to index
// CHECK: return %[[C18]] : index
func.func @ceildivs(%n: index, %m: index) -> (index) {
  %0 = index.ceildivs %n, %m
  return %0 : index
}

// CHECK-LABEL: func.func @ceildivu(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[V3:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[V4:.*]] = llvm.sub %[[C1]], %[[V3]] : i64
// CHECK: %[[V5:.*]] = llvm.udiv %[[V4]], %[[C0]]  : i64
// CHECK: %[[V6:.*]] = llvm.add %[[V5]], %[[V3]] : i64
// CHECK: %[[V7:.*]] = llvm.icmp "eq" %[[C1]], %[[V2]] : i64
// CHECK: %[[V8:.*]] = llvm.select %[[V7]], %[[V2]], %[[V6]] : i1, i64
// CHECK: %[[C9:.*]] = builtin.unrealized_conversion_cast %[[V8]] : i64 to index
// CHECK: return %[[C9]] : index
func.func @ceildivu(%n: index, %m: index) -> (index) {
  %0 = index.ceildivu %n, %m
  return %0 : index
}

// CHECK-LABEL: func.func @floordivs(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[V3:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[V4:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK: %[[V5:.*]] = llvm.icmp "slt" %[[C0]], %[[V2]] : i64
// CHECK: %[[V6:.*]] = llvm.select %[[V5]], %[[V3]], %[[V4]] : i1, i64
// CHECK: %[[V7:.*]] = llvm.sub %[[V6]], %[[C1]] : i64
// CHECK: %[[V8:.*]] = llvm.sdiv %[[V7]], %[[C0]]  : i64
// CHECK: %[[V9:.*]] = llvm.sub %[[V4]], %[[V8]] : i64
// CHECK: %[[V10:.*]] = llvm.sdiv %[[C1]], %[[C0]]  : i64
// CHECK: %[[V11:.*]] = llvm.icmp "slt" %[[C1]], %[[V2]] : i64
// CHECK: %[[V12:.*]] = llvm.icmp "ne" %[[V11]], %[[V5]] : i1
// CHECK: %[[V13:.*]] = llvm.icmp "ne" %[[C1]], %[[V2]] : i64
// CHECK: %[[V14:.*]] = llvm.and %[[V12]], %[[V13]]  : i1
// CHECK: %[[V15:.*]] = llvm.select %[[V14]], %[[V9]], %[[V10]] : i1, i64
// CHECK: %[[C16:.*]] = builtin.unrealized_conversion_cast %[[V15]] : i64 to index
// CHECK: return %[[C16]] : index
func.func @floordivs(%n: index, %m: index) -> (index) {
  %0 = index.floordivs %n, %m
  return %0 : index
}

// CHECK-LABEL: func.func @discardable_attrs(
// CHECK-DAG: %[[C0:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG: %[[C1:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK: %[[V2:.*]] = llvm.add %[[C1]], %[[C0]] {foo} : i64
// CHECK: %[[C3:.*]] = builtin.unrealized_conversion_cast %[[V2]] : i64 to index
// CHECK: %[[V4:.*]] = llvm.icmp "slt" %[[C1]], %[[C0]] : i64
// CHECK: %[[V5:.*]] = llvm.mlir.constant(true) {baz} : i1
// CHECK: return %[[C3]], %[[V4]], %[[V5]] : index, i1, i1
func.func @discardable_attrs(%a: index, %b: index) -> (index, i1, i1) {
  %0 = index.add %a, %b {foo}
  %1 = index.cmp slt(%a, %b) {bar}
  %2 = index.bool.constant {baz} true
  return %0, %1, %2 : index, i1, i1
}
