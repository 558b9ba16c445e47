// RUN: irlite-opt %s --lower-affine | FileCheck %s --match-full-lines
//
// Cases after mlir/test/Conversion/AffineToStandard/lower-affine.mlir: simple, nested and
// imperfectly nested loops, loops with iter_args, the shorthand bounds, conditionals (alone,
// with else, nested, with results, several conditions), conditionals around loops, and
// loops with min/max bounds. CHECK lines are mlir-opt 19's output.

func.func @empty() {
  return
}

func.func private @body(index) -> ()

func.func @simple_loop() {
  affine.for %i = 1 to 42 {
    func.call @body(%i) : (index) -> ()
  }
  return
}

func.func @for_with_yield(%buffer: memref<1024xf32>) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 10 step 2 iter_args(%sum_iter = %sum_0) -> (f32) {
    %t = affine.load %buffer[%i] : memref<1024xf32>
    %sum_next = arith.addf %sum_iter, %t : f32
    affine.yield %sum_next : f32
  }
  return %sum : f32
}

func.func private @pre(index) -> ()
func.func private @body2(index, index) -> ()
func.func private @post(index) -> ()

func.func @imperfectly_nested_loops() {
  affine.for %i = 0 to 42 {
    func.call @pre(%i) : (index) -> ()
    affine.for %j = 7 to 56 step 2 {
      func.call @body2(%i, %j) : (index, index) -> ()
    }
    func.call @post(%i) : (index) -> ()
  }
  return
}

func.func private @mid(index) -> ()
func.func private @body3(index, index) -> ()

func.func @more_imperfectly_nested_loops() {
  affine.for %i = 0 to 42 {
    func.call @pre(%i) : (index) -> ()
    affine.for %j = 7 to 56 step 2 {
      func.call @body2(%i, %j) : (index, index) -> ()
    }
    func.call @mid(%i) : (index) -> ()
    affine.for %k = 18 to 37 step 3 {
      func.call @body3(%i, %k) : (index, index) -> ()
    }
    func.call @post(%i) : (index) -> ()
  }
  return
}

func.func @affine_apply_loops_shorthand(%N : index) {
  affine.for %i = 0 to %N {
    affine.for %j = affine_map<(d0)[]->(d0)>(%i)[] to 42 {
      func.call @body2(%i, %j) : (index, index) -> ()
    }
  }
  return
}

func.func private @get_idx() -> (index)

#set1 = affine_set<(d0) : (20 - d0 >= 0)>
#set2 = affine_set<(d0) : (d0 - 10 >= 0)>

func.func @if_only() {
  %i = call @get_idx() : () -> (index)
  affine.if #set1(%i) {
    func.call @body(%i) : (index) -> ()
  }
  return
}

func.func @if_else() {
  %i = call @get_idx() : () -> (index)
  affine.if #set1(%i) {
    func.call @body(%i) : (index) -> ()
  } else {
    func.call @mid(%i) : (index) -> ()
  }
  return
}

func.func @nested_ifs() {
  %i = call @get_idx() : () -> (index)
  affine.if #set1(%i) {
    affine.if #set2(%i) {
      func.call @body(%i) : (index) -> ()
    }
  } else {
    affine.if #set2(%i) {
      func.call @mid(%i) : (index) -> ()
    }
  }
  return
}

func.func @if_with_yield() -> (i64) {
  %cst0 = arith.constant 0 : i64
  %cst1 = arith.constant 1 : i64
  %i = call @get_idx() : () -> (index)
  %1 = affine.if #set2(%i) -> (i64) {
      affine.yield %cst0 : i64
  } else {
      affine.yield %cst1 : i64
  }
  return %1 : i64
}

#setN = affine_set<(d0)[N,M,K,L] : (N - d0 + 1 >= 0, N - 1 >= 0, M - 1 >= 0, K - 1 >= 0, L - 42 == 0)>

func.func @multi_cond(%N : index, %M : index, %K : index, %L : index) {
  %i = call @get_idx() : () -> (index)
  affine.if #setN(%i)[%N,%M,%K,%L] {
    func.call @body(%i) : (index) -> ()
  } else {
    func.call @mid(%i) : (index) -> ()
  }
  return
}

func.func @if_for() {
  %i = call @get_idx() : () -> (index)
  affine.if #set1(%i) {
    affine.for %j = 0 to 42 {
      affine.if #set2(%j) {
        func.call @body2(%i, %j) : (index, index) -> ()
      }
    }
  }
  affine.for %k = 0 to 42 {
    affine.if #set2(%k) {
      affine.for %l = 0 to 42 {
        func.call @body3(%k, %l) : (index, index) -> ()
      }
    }
  }
  return
}

#lbMultiMap = affine_map<(d0)[s0] -> (d0, s0 - d0)>
#ubMultiMap = affine_map<(d0)[s0] -> (s0, d0 + 10)>

func.func @loop_min_max(%N : index) {
  affine.for %i = 0 to 42 {
    affine.for %j = max #lbMultiMap(%i)[%N] to min #ubMultiMap(%i)[%N] {
      func.call @body2(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @empty() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @body(index)
// CHECK-NEXT:   func.func @simple_loop() {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg0 = %c1 to %c42 step %c1_0 {
// CHECK-NEXT:       func.call @body(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_with_yield(%arg0: memref<1024xf32>) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c10 = arith.constant 10 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %c10 step %c2 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg1] : memref<1024xf32>
// CHECK-NEXT:       %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @pre(index)
// CHECK-NEXT:   func.func private @body2(index, index)
// CHECK-NEXT:   func.func private @post(index)
// CHECK-NEXT:   func.func @imperfectly_nested_loops() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg0 = %c0 to %c42 step %c1 {
// CHECK-NEXT:       func.call @pre(%arg0) : (index) -> ()
// CHECK-NEXT:       %c7 = arith.constant 7 : index
// CHECK-NEXT:       %c56 = arith.constant 56 : index
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       scf.for %arg1 = %c7 to %c56 step %c2 {
// CHECK-NEXT:         func.call @body2(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @post(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @mid(index)
// CHECK-NEXT:   func.func private @body3(index, index)
// CHECK-NEXT:   func.func @more_imperfectly_nested_loops() {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg0 = %c0 to %c42 step %c1 {
// CHECK-NEXT:       func.call @pre(%arg0) : (index) -> ()
// CHECK-NEXT:       %c7 = arith.constant 7 : index
// CHECK-NEXT:       %c56 = arith.constant 56 : index
// CHECK-NEXT:       %c2 = arith.constant 2 : index
// CHECK-NEXT:       scf.for %arg1 = %c7 to %c56 step %c2 {
// CHECK-NEXT:         func.call @body2(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @mid(%arg0) : (index) -> ()
// CHECK-NEXT:       %c18 = arith.constant 18 : index
// CHECK-NEXT:       %c37 = arith.constant 37 : index
// CHECK-NEXT:       %c3 = arith.constant 3 : index
// CHECK-NEXT:       scf.for %arg1 = %c18 to %c37 step %c3 {
// CHECK-NEXT:         func.call @body3(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       func.call @post(%arg0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @affine_apply_loops_shorthand(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:       %c42 = arith.constant 42 : index
// CHECK-NEXT:       %c1_0 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg2 = %arg1 to %c42 step %c1_0 {
// CHECK-NEXT:         func.call @body2(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @get_idx() -> index
// CHECK-NEXT:   func.func @if_only() {
// CHECK-NEXT:     %0 = call @get_idx() : () -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c-1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c20 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       func.call @body(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_else() {
// CHECK-NEXT:     %0 = call @get_idx() : () -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c-1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c20 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       func.call @body(%0) : (index) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @mid(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_ifs() {
// CHECK-NEXT:     %0 = call @get_idx() : () -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c-1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c20 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c-10 = arith.constant -10 : index
// CHECK-NEXT:       %4 = arith.addi %0, %c-10 : index
// CHECK-NEXT:       %5 = arith.cmpi sge, %4, %c0_0 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         func.call @body(%0) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %c0_0 = arith.constant 0 : index
// CHECK-NEXT:       %c-10 = arith.constant -10 : index
// CHECK-NEXT:       %4 = arith.addi %0, %c-10 : index
// CHECK-NEXT:       %5 = arith.cmpi sge, %4, %c0_0 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         func.call @mid(%0) : (index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_with_yield() -> i64 {
// CHECK-NEXT:     %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:     %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:     %0 = call @get_idx() : () -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-10 = arith.constant -10 : index
// CHECK-NEXT:     %1 = arith.addi %0, %c-10 : index
// CHECK-NEXT:     %2 = arith.cmpi sge, %1, %c0 : index
// CHECK-NEXT:     %3 = scf.if %2 -> (i64) {
// CHECK-NEXT:       scf.yield %c0_i64 : i64
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %c1_i64 : i64
// CHECK-NEXT:     }
// CHECK-NEXT:     return %3 : i64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_cond(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %0 = call @get_idx() : () -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c-1 : index
// CHECK-NEXT:     %2 = arith.addi %1, %arg0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %3 = arith.addi %2, %c1 : index
// CHECK-NEXT:     %4 = arith.cmpi sge, %3, %c0 : index
// CHECK-NEXT:     %c-1_0 = arith.constant -1 : index
// CHECK-NEXT:     %5 = arith.addi %arg0, %c-1_0 : index
// CHECK-NEXT:     %6 = arith.cmpi sge, %5, %c0 : index
// CHECK-NEXT:     %7 = arith.andi %4, %6 : i1
// CHECK-NEXT:     %c-1_1 = arith.constant -1 : index
// CHECK-NEXT:     %8 = arith.addi %arg1, %c-1_1 : index
// CHECK-NEXT:     %9 = arith.cmpi sge, %8, %c0 : index
// CHECK-NEXT:     %10 = arith.andi %7, %9 : i1
// CHECK-NEXT:     %c-1_2 = arith.constant -1 : index
// CHECK-NEXT:     %11 = arith.addi %arg2, %c-1_2 : index
// CHECK-NEXT:     %12 = arith.cmpi sge, %11, %c0 : index
// CHECK-NEXT:     %13 = arith.andi %10, %12 : i1
// CHECK-NEXT:     %c-42 = arith.constant -42 : index
// CHECK-NEXT:     %14 = arith.addi %arg3, %c-42 : index
// CHECK-NEXT:     %15 = arith.cmpi eq, %14, %c0 : index
// CHECK-NEXT:     %16 = arith.andi %13, %15 : i1
// CHECK-NEXT:     scf.if %16 {
// CHECK-NEXT:       func.call @body(%0) : (index) -> ()
// CHECK-NEXT:     } else {
// CHECK-NEXT:       func.call @mid(%0) : (index) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_for() {
// CHECK-NEXT:     %0 = call @get_idx() : () -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %1 = arith.muli %0, %c-1 : index
// CHECK-NEXT:     %c20 = arith.constant 20 : index
// CHECK-NEXT:     %2 = arith.addi %1, %c20 : index
// CHECK-NEXT:     %3 = arith.cmpi sge, %2, %c0 : index
// CHECK-NEXT:     scf.if %3 {
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %c42_2 = arith.constant 42 : index
// CHECK-NEXT:       %c1_3 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg0 = %c0_1 to %c42_2 step %c1_3 {
// CHECK-NEXT:         %c0_4 = arith.constant 0 : index
// CHECK-NEXT:         %c-10 = arith.constant -10 : index
// CHECK-NEXT:         %4 = arith.addi %arg0, %c-10 : index
// CHECK-NEXT:         %5 = arith.cmpi sge, %4, %c0_4 : index
// CHECK-NEXT:         scf.if %5 {
// CHECK-NEXT:           func.call @body2(%0, %arg0) : (index, index) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg0 = %c0_0 to %c42 step %c1 {
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %c-10 = arith.constant -10 : index
// CHECK-NEXT:       %4 = arith.addi %arg0, %c-10 : index
// CHECK-NEXT:       %5 = arith.cmpi sge, %4, %c0_1 : index
// CHECK-NEXT:       scf.if %5 {
// CHECK-NEXT:         %c0_2 = arith.constant 0 : index
// CHECK-NEXT:         %c42_3 = arith.constant 42 : index
// CHECK-NEXT:         %c1_4 = arith.constant 1 : index
// CHECK-NEXT:         scf.for %arg1 = %c0_2 to %c42_3 step %c1_4 {
// CHECK-NEXT:           func.call @body3(%arg0, %arg1) : (index, index) -> ()
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_min_max(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c42 step %c1 {
// CHECK-NEXT:       %c-1 = arith.constant -1 : index
// CHECK-NEXT:       %0 = arith.muli %arg1, %c-1 : index
// CHECK-NEXT:       %1 = arith.addi %0, %arg0 : index
// CHECK-NEXT:       %2 = arith.maxsi %arg1, %1 : index
// CHECK-NEXT:       %c10 = arith.constant 10 : index
// CHECK-NEXT:       %3 = arith.addi %arg1, %c10 : index
// CHECK-NEXT:       %4 = arith.minsi %arg0, %3 : index
// CHECK-NEXT:       %c1_0 = arith.constant 1 : index
// CHECK-NEXT:       scf.for %arg2 = %2 to %4 step %c1_0 {
// CHECK-NEXT:         func.call @body2(%arg1, %arg2) : (index, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
