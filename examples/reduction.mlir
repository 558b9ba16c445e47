// Reductions over a 1-D memref: a float sum, an integer sum and a maximum.
//
//   irlite-run examples/reduction.mlir -e sum --arg iota:10xf32
//   irlite-run examples/reduction.mlir -e sum_i64 --arg iota:100xi64
//   irlite-run examples/reduction.mlir -e max --arg @values.npy
//
// `sum` adds in order (no reassociation), so every target gives the same bits.

func.func @sum(%a: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %a[%i] : memref<?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @sum_i64(%a: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %a, %c0 : memref<?xi64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %a[%i] : memref<?xi64>
    %s = arith.addi %acc, %x : i64
    scf.yield %s : i64
  }
  return %r : i64
}

// The largest element and its first index (-inf and 0 when %a is empty;
// NaNs are ignored: a comparison with NaN is false).
func.func @max(%a: memref<?xf32>) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ninf = arith.constant 0xFF800000 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%best = %ninf, %at = %c0) -> (f32, index) {
    %x = memref.load %a[%i] : memref<?xf32>
    %gt = arith.cmpf ogt, %x, %best : f32
    %b = arith.select %gt, %x, %best : f32
    %j = arith.select %gt, %i, %at : index
    scf.yield %b, %j : f32, index
  }
  return %r#0, %r#1 : f32, index
}
