// RUN: irlite-opt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// A zero-trip loop erased with loops and conditionals nested two levels inside: the
// greedy driver hears of every nested op's erasure and never visits one again
// (mlir-opt 19's output).

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index) {
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @f(%a: index, %b: index) {
  %c1 = arith.constant 1 : index
  scf.for %i = %a to %a step %c1 {
    %c0 = arith.constant 0 : index
    scf.for %j = %b to %a step %c1 {
      %t = arith.cmpi sge, %b, %c0 : index
      scf.if %t {
      } else {
        "foo.else"() : () -> ()
      }
    }
  }
  return
}
