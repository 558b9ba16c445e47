// reconcile-unrealized-casts erases dead unrealized_conversion_cast ops and replaces a
// cast by the inputs of the first cast up its chain (each defining all the inputs of the
// next, in order) whose input types equal its result types: A->B->A and A->B->C->A fold,
// N:1 then 1:N folds, casts fed by different ops do not. A cast that stays is left in
// place without an error, as mlir-opt 19 does. Expected output: mlir-opt 19's.
// RUN: irlite-opt %s --reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: func.func @pair(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
func.func @pair(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// CHECK-LABEL: func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
func.func @chain(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2 : i64
}

// CHECK-LABEL: func.func @dead(%arg0: i64) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dead(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return
}

// CHECK-LABEL: func.func @multi(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: return %arg0, %arg1 : i64, i64
// CHECK-NEXT: }
func.func @multi(%a: i64, %b: i64) -> (i64, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to index, index
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : index, index to i64, i64
  return %1#0, %1#1 : i64, i64
}

// CHECK-LABEL: func.func @nto1(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: return %arg0, %arg1 : i64, i64
// CHECK-NEXT: }
func.func @nto1(%a: i64, %b: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to memref<2xf32>
  %1:2 = builtin.unrealized_conversion_cast %0 : memref<2xf32> to i64, i64
  return %1#0, %1#1 : i64, i64
}

// CHECK-LABEL: func.func @live(%arg0: i64) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
func.func @live(%a: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  return %0 : index
}

// CHECK-LABEL: func.func @shared(%arg0: i64) -> (i64, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %arg0, %0 : i64, index
// CHECK-NEXT: }
func.func @shared(%a: i64) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1, %0 : i64, index
}

// CHECK-LABEL: func.func @mismatch(%arg0: i64) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : index to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @mismatch(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  return %1 : i32
}

// CHECK-LABEL: func.func @no_inputs() -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast to i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @no_inputs() -> i64 {
  %0 = builtin.unrealized_conversion_cast to i64
  return %0 : i64
}

// CHECK-LABEL: func.func @split_inputs(%arg0: i64, %arg1: i64) -> (i64, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : i64 to index
// CHECK-NEXT: %2:2 = builtin.unrealized_conversion_cast %0, %1 : index, index to i64, i64
// CHECK-NEXT: return %2#0, %2#1 : i64, i64
// CHECK-NEXT: }
func.func @split_inputs(%a: i64, %b: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %b : i64 to index
  %2:2 = builtin.unrealized_conversion_cast %0, %1 : index, index to i64, i64
  return %2#0, %2#1 : i64, i64
}

// CHECK-LABEL: func.func @nested(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT: %0 = scf.if %arg1 -> (i64) {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @nested(%a: i64, %c: i1) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %r = scf.if %c -> i64 {
    %1 = builtin.unrealized_conversion_cast %0 : index to i64
    scf.yield %1 : i64
  } else {
    scf.yield %a : i64
  }
  return %r : i64
}
