// A 2-D 5-point stencil (one Jacobi step of the Laplace equation):
//
//   out[i, j] = 0.25 * (in[i-1, j] + in[i+1, j] + in[i, j-1] + in[i, j+1])
//
// on the interior 1 <= i < M-1, 1 <= j < N-1; the border of `out` is not written.
//
//   irlite-run examples/stencil.mlir -e stencil --arg iota:5x6xf32 --arg zeros:5x6xf32 --print-args
//   irlite-run examples/stencil.mlir -e main

func.func @stencil(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %quarter = arith.constant 2.500000e-01 : f32
  %M = memref.dim %in, %c0 : memref<?x?xf32>
  %N = memref.dim %in, %c1 : memref<?x?xf32>
  %M1 = arith.subi %M, %c1 : index
  %N1 = arith.subi %N, %c1 : index
  scf.for %i = %c1 to %M1 step %c1 {
    %im = arith.subi %i, %c1 : index
    %ip = arith.addi %i, %c1 : index
    scf.for %j = %c1 to %N1 step %c1 {
      %jm = arith.subi %j, %c1 : index
      %jp = arith.addi %j, %c1 : index
      %n = memref.load %in[%im, %j] : memref<?x?xf32>
      %s = memref.load %in[%ip, %j] : memref<?x?xf32>
      %w = memref.load %in[%i, %jm] : memref<?x?xf32>
      %e = memref.load %in[%i, %jp] : memref<?x?xf32>
      %ns = arith.addf %n, %s : f32
      %we = arith.addf %w, %e : f32
      %sum = arith.addf %ns, %we : f32
      %v = arith.mulf %sum, %quarter : f32
      memref.store %v, %out[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// `steps` Jacobi steps on an 8x8 grid whose top row is held at 1.0 and the rest
// starts at 0; returns the grid.
func.func @main() -> memref<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %steps = arith.constant 10 : index
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %a = memref.alloc() : memref<8x8xf32>
  %b = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %top = arith.cmpi eq, %i, %c0 : index
    %v = arith.select %top, %one, %zero : f32
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %v, %a[%i, %j] : memref<8x8xf32>
      memref.store %v, %b[%i, %j] : memref<8x8xf32>
    }
  }
  %ad = memref.cast %a : memref<8x8xf32> to memref<?x?xf32>
  %bd = memref.cast %b : memref<8x8xf32> to memref<?x?xf32>
  scf.for %t = %c0 to %steps step %c1 {
    func.call @stencil(%ad, %bd) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    func.call @stencil(%bd, %ad) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  memref.dealloc %b : memref<8x8xf32>
  return %a : memref<8x8xf32>
}
