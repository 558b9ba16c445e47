// RUN: irlite-opt %s --math-uplift-to-fma | FileCheck %s

// addf(mulf) -> fma where both contract, the product on the left first, the flags both
// carry on the fma; a mulf without contract, or one with other uses, stays. Every CHECK
// line is mlir-opt 19's output for this file.

func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>, %d: f64, %e: f64) -> (vector<4xf32>, vector<4xf32>, f64, f64) {
  %m = arith.mulf %a, %b fastmath<contract> : vector<4xf32>
  %0 = arith.addf %m, %c fastmath<contract,nnan> : vector<4xf32>
  %1 = arith.addf %c, %m fastmath<fast> : vector<4xf32>
  %n = arith.mulf %d, %e : f64
  %2 = arith.addf %n, %d fastmath<fast> : f64
  %p = arith.mulf %d, %e fastmath<reassoc,contract> : f64
  %q = arith.mulf %e, %d fastmath<contract> : f64
  %3 = arith.addf %p, %q fastmath<contract,reassoc> : f64
  return %0, %1, %2, %3 : vector<4xf32>, vector<4xf32>, f64, f64
}
// CHECK-LABEL: func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: f64, %arg4: f64) -> (vector<4xf32>, vector<4xf32>, f64, f64) {
// CHECK-NEXT:    %0 = math.fma %arg0, %arg1, %arg2 fastmath<contract> : vector<4xf32>
// CHECK-NEXT:    %1 = math.fma %arg0, %arg1, %arg2 fastmath<contract> : vector<4xf32>
// CHECK-NEXT:    %2 = arith.mulf %arg3, %arg4 : f64
// CHECK-NEXT:    %3 = arith.addf %2, %arg3 fastmath<fast> : f64
// CHECK-NEXT:    %4 = arith.mulf %arg4, %arg3 fastmath<contract> : f64
// CHECK-NEXT:    %5 = math.fma %arg3, %arg4, %4 fastmath<reassoc,contract> : f64
// CHECK-NEXT:    return %0, %1, %3, %5 : vector<4xf32>, vector<4xf32>, f64, f64
// CHECK-NEXT:  }
