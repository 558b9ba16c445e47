// A fused elementwise + row-sum kernel on 2-D f32:
//
//   t = x * y + x;   r = t > 0 ? t : 0.01 * t   (a leaky ReLU);   out[i] = sum_j r[i, j]^2
//
// numpy evaluates it as seven passes over memory with temporaries
//   t = x * y + x; r = np.where(t > 0, t, 0.01 * t); out = (r * r).sum(axis=1)
// here it is one loop nest that reads x and y once. The reduction's addf carries
// fastmath<fast> (reassociation allowed), so the compiler may vectorize the sum:
// results may differ from a sequential sum in the last bits.
//
//   irlite-run examples/fused.mlir -e fused --arg iota:3x4xf32 --arg ones:3x4xf32 --arg zeros:3xf32 --print-args
//   benchmarks/jit.py times it on 4096x4096 against numpy and numba.

func.func @fused(%x: memref<?x?xf32>, %y: memref<?x?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f32
  %slope = arith.constant 0.00999999977 : f32
  %M = memref.dim %x, %c0 : memref<?x?xf32>
  %N = memref.dim %x, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %M step %c1 {
    %row = scf.for %j = %c0 to %N step %c1 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %x[%i, %j] : memref<?x?xf32>
      %b = memref.load %y[%i, %j] : memref<?x?xf32>
      %p = arith.mulf %a, %b : f32
      %t = arith.addf %p, %a : f32
      %pos = arith.cmpf ogt, %t, %zero : f32
      %leak = arith.mulf %t, %slope : f32
      %r = arith.select %pos, %t, %leak : f32
      %sq = arith.mulf %r, %r : f32
      %s = arith.addf %acc, %sq fastmath<fast> : f32
      scf.yield %s : f32
    }
    memref.store %row, %out[%i] : memref<?xf32>
  }
  return
}
