// test-emulate-narrow-int: a reinterpret_cast of rank 2 is not emulated (MLIR 19 handles
// rank 0 and 1 only), so the partial conversion fails at it, as mlir-opt 19 reports.
// RUN: irlite-opt %s --test-emulate-narrow-int="memref-load-bitwidth=8" --verify-diagnostics

func.func @rank2_cast() -> i4 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<64xi4>
  // expected-error @+1 {{failed to legalize operation 'memref.reinterpret_cast' that was explicitly marked illegal}}
  %c = memref.reinterpret_cast %m to offset: [8], sizes: [8, 4], strides: [4, 1] : memref<64xi4> to memref<8x4xi4, strided<[4, 1], offset: 8>>
  %r = memref.load %c[%c0, %c0] : memref<8x4xi4, strided<[4, 1], offset: 8>>
  return %r : i4
}
