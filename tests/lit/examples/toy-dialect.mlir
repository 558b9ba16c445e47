// A user dialect loaded from a .rules file: custom form and generic form round-trip.
// RUN: irlite-opt --load-rules %S/../../../examples/toy/toy.rules %S/../../../examples/toy/example.mlir | FileCheck %s
// RUN: irlite-opt --load-rules %S/../../../examples/toy/toy.rules %S/../../../examples/toy/example.mlir --mlir-print-op-generic | irlite-opt --load-rules %S/../../../examples/toy/toy.rules | FileCheck %s
// RUN: not irlite-opt %S/../../../examples/toy/example.mlir 2>&1 | FileCheck %s --check-prefix=NOLOAD

// CHECK-LABEL: func.func @main()
// CHECK-NEXT:    %0 = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-NEXT:    %1 = toy.transpose(%0 : tensor<2x2xf64>) to tensor<2x2xf64>
// CHECK-NEXT:    %2 = toy.add %0, %1 : tensor<2x2xf64>
// CHECK-NEXT:    toy.print %2 : tensor<2x2xf64>
// CHECK-NEXT:    return

// NOLOAD: example.mlir:3:8: error: Dialect `toy' not found for custom op 'toy.constant'
