// mem2reg on memref.alloca/load/store: MLIR 19's test/Dialect/MemRef/mem2reg.mlir and
// the memref cases of test/Transforms/mem2reg.mlir, adapted (one module, no test dialect
// ops beyond unregistered ones), plus irlite's own cases (merges through cf.switch and a
// branch with one successor twice, unreachable stores, several slots, the default value
// of each element type, uses in nested regions). The CHECK lines are mlir-opt 19's output
// except in @poison_insertion_point, where mlir-opt 19 places the default value in the
// alloca's block and fails verification ("operand #0 does not dominate this use");
// irlite places it in the entry block (as later MLIR does).
// RUN: irlite-opt %s --allow-unregistered-dialect --mem2reg | FileCheck %s
// RUN: irlite-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(mem2reg{region-simplify=false}))' | FileCheck %s

// CHECK-LABEL: func.func private @use_i64(i64)
func.func private @use_i64(i64)

// CHECK-LABEL: func.func private @use_ref(memref<i32>)
func.func private @use_ref(memref<i32>)


// CHECK-LABEL: func.func @basic() -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
func.func @basic() -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  memref.store %0, %1[] : memref<i32>
  %2 = memref.load %1[] : memref<i32>
  return %2 : i32
}


// CHECK-LABEL: func.func @basic_default() -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @basic_default() -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  %2 = memref.load %1[] : memref<i32>
  memref.store %0, %1[] : memref<i32>
  return %2 : i32
}


// CHECK-LABEL: func.func @basic_float() -> f32 {
// CHECK-NEXT: %cst = arith.constant 5.200000e+00 : f32
// CHECK-NEXT: return %cst : f32
// CHECK-NEXT: }
func.func @basic_float() -> f32 {
  %0 = arith.constant 5.2 : f32
  %1 = memref.alloca() : memref<f32>
  memref.store %0, %1[] : memref<f32>
  %2 = memref.load %1[] : memref<f32>
  return %2 : f32
}


// CHECK-LABEL: func.func @basic_ranked() -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: return %c5_i32 : i32
// CHECK-NEXT: }
func.func @basic_ranked() -> i32 {
  %0 = arith.constant 0 : index
  %1 = arith.constant 5 : i32
  %2 = memref.alloca() : memref<1x1xi32>
  memref.store %1, %2[%0, %0] : memref<1x1xi32>
  %3 = memref.load %2[%0, %0] : memref<1x1xi32>
  return %3 : i32
}


// CHECK-LABEL: func.func @reject_multiple_elements() -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloca = memref.alloca() : memref<1x2xi32>
// CHECK-NEXT: memref.store %c5_i32, %alloca[%c0, %c0] : memref<1x2xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0, %c0] : memref<1x2xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @reject_multiple_elements() -> i32 {
  %0 = arith.constant 0 : index
  %1 = arith.constant 5 : i32
  %2 = memref.alloca() : memref<1x2xi32>
  memref.store %1, %2[%0, %0] : memref<1x2xi32>
  %3 = memref.load %2[%0, %0] : memref<1x2xi32>
  return %3 : i32
}


// CHECK-LABEL: func.func @reject_dynamic(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xi32>
// CHECK-NEXT: memref.store %arg1, %alloca[%c0] : memref<?xi32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<?xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @reject_dynamic(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca(%n) : memref<?xi32>
  memref.store %x, %a[%c0] : memref<?xi32>
  %v = memref.load %a[%c0] : memref<?xi32>
  return %v : i32
}


// CHECK-LABEL: func.func @reject_complex() -> complex<f32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<complex<f32>>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<complex<f32>>
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-NEXT: }
func.func @reject_complex() -> complex<f32> {
  %a = memref.alloca() : memref<complex<f32>>
  %v = memref.load %a[] : memref<complex<f32>>
  return %v : complex<f32>
}


// CHECK-LABEL: func.func @cycle(%arg0: i64, %arg1: i1, %arg2: i64) {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%arg2 : i64), ^bb2(%arg2 : i64)
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: call @use_i64(%0) : (i64) -> ()
// CHECK-NEXT: cf.br ^bb2(%arg0 : i64)
// CHECK-NEXT: ^bb2(%1: i64):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1(%1 : i64)
// CHECK-NEXT: }
func.func @cycle(%arg0: i64, %arg1: i1, %arg2: i64) {
  %alloca = memref.alloca() : memref<i64>
  memref.store %arg2, %alloca[] : memref<i64>
  cf.cond_br %arg1, ^bb1, ^bb2
^bb1:
  %use = memref.load %alloca[] : memref<i64>
  func.call @use_i64(%use) : (i64) -> ()
  memref.store %arg0, %alloca[] : memref<i64>
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}


// CHECK-LABEL: func.func @recursive(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
func.func @recursive(%arg: i64) -> i64 {
  %alloca0 = memref.alloca() : memref<memref<memref<i64>>>
  %alloca1 = memref.alloca() : memref<memref<i64>>
  %alloca2 = memref.alloca() : memref<i64>
  memref.store %arg, %alloca2[] : memref<i64>
  memref.store %alloca2, %alloca1[] : memref<memref<i64>>
  memref.store %alloca1, %alloca0[] : memref<memref<memref<i64>>>
  %load0 = memref.load %alloca0[] : memref<memref<memref<i64>>>
  %load1 = memref.load %load0[] : memref<memref<i64>>
  %load2 = memref.load %load1[] : memref<i64>
  return %load2 : i64
}


// CHECK-LABEL: func.func @memref_default() -> memref<i32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: return %alloca : memref<i32>
// CHECK-NEXT: }
func.func @memref_default() -> memref<i32> {
  %a = memref.alloca() : memref<memref<i32>>
  %v = memref.load %a[] : memref<memref<i32>>
  return %v : memref<i32>
}


// CHECK-LABEL: func.func @deny_store_of_alloca(%arg0: memref<memref<i32>>) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %c5_i32, %alloca[] : memref<i32>
// CHECK-NEXT: memref.store %alloca, %arg0[] : memref<memref<i32>>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @deny_store_of_alloca(%arg: memref<memref<i32>>) -> i32 {
  %0 = arith.constant 5 : i32
  %1 = memref.alloca() : memref<i32>
  memref.store %0, %1[] : memref<i32>
  memref.store %1, %arg[] : memref<memref<i32>>
  %2 = memref.load %1[] : memref<i32>
  return %2 : i32
}


// CHECK-LABEL: func.func @promotable_nonpromotable_intertwined() -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: call @use_ref(%alloca) : (memref<i32>) -> ()
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @promotable_nonpromotable_intertwined() -> i32 {
  %0 = memref.alloca() : memref<i32>
  %1 = memref.alloca() : memref<memref<i32>>
  memref.store %0, %1[] : memref<memref<i32>>
  %2 = memref.load %1[] : memref<memref<i32>>
  call @use_ref(%0) : (memref<i32>) -> ()
  %3 = memref.load %0[] : memref<i32>
  return %3 : i32
}


// CHECK-LABEL: func.func @freed_by_promotion(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @freed_by_promotion(%x: i32) -> i32 {
  %b = memref.alloca() : memref<i32>
  %a = memref.alloca() : memref<memref<i32>>
  memref.store %b, %a[] : memref<memref<i32>>
  %p = memref.load %a[] : memref<memref<i32>>
  memref.store %x, %p[] : memref<i32>
  %v = memref.load %p[] : memref<i32>
  return %v : i32
}


// CHECK-LABEL: func.func @unused_alloca_kept() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unused_alloca_kept() {
  %a = memref.alloca() : memref<i32>
  return
}


// CHECK-LABEL: func.func @unused_alloca_store_loop() {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: }
func.func @unused_alloca_store_loop() {
  %cst = arith.constant 1 : i32
  %alloca = memref.alloca() : memref<i32>
  cf.br ^bb1
^bb1:
  memref.store %cst, %alloca[] : memref<i32>
  cf.br ^bb1
}


// CHECK-LABEL: func.func @store_back_to_alloca(%arg0: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @store_back_to_alloca(%cond: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %alloca = memref.alloca() : memref<i32>
  memref.store %c0, %alloca[] : memref<i32>
  %loaded = memref.load %alloca[] : memref<i32>
  cf.cond_br %cond, ^store_back, ^skip
^store_back:
  memref.store %loaded, %alloca[] : memref<i32>
  cf.br ^merge
^skip:
  memref.store %c1, %alloca[] : memref<i32>
  cf.br ^merge
^merge:
  %result = memref.load %alloca[] : memref<i32>
  return %result : i32
}


// CHECK-LABEL: func.func @merge_point_used_by_erased_op(%arg0: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%c1_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @merge_point_used_by_erased_op(%cond: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %alloca = memref.alloca() : memref<i32>
  cf.cond_br %cond, ^pred1, ^pred2
^pred1:
  memref.store %c0, %alloca[] : memref<i32>
  cf.br ^merge
^pred2:
  memref.store %c1, %alloca[] : memref<i32>
  cf.br ^merge
^merge:
  %result = memref.load %alloca[] : memref<i32>
  memref.store %result, %alloca[] : memref<i32>
  return %c0 : i32
}


// CHECK-LABEL: func.func @two_consecutive_merge_points(%arg0: i1, %arg1: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg1, ^bb3, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb4(%c1_i32 : i32)
// CHECK-NEXT: ^bb4(%0: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: cf.br ^bb6(%0 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb6(%c2_i32 : i32)
// CHECK-NEXT: ^bb6(%1: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @two_consecutive_merge_points(%cond1: i1, %cond2: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %alloca = memref.alloca() : memref<i32>
  cf.cond_br %cond1, ^pred1, ^mid
^mid:
  cf.cond_br %cond2, ^pred2, ^pred3
^pred1:
  memref.store %c0, %alloca[] : memref<i32>
  cf.br ^merge1
^pred2:
  memref.store %c1, %alloca[] : memref<i32>
  cf.br ^merge1
^merge1:
  cf.br ^merge2
^pred3:
  memref.store %c2, %alloca[] : memref<i32>
  cf.br ^merge2
^merge2:
  %result = memref.load %alloca[] : memref<i32>
  return %result : i32
}


// CHECK-LABEL: func.func @merge_point_arg_not_confused(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: cf.br ^bb6(%0 : i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb6(%c0_i32 : i32)
// CHECK-NEXT: ^bb6(%1: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @merge_point_arg_not_confused(%cond: i1, %a: i32, %b: i32) -> i32 {
  %alloca = memref.alloca() : memref<i32>
  memref.store %a, %alloca[] : memref<i32>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  memref.store %b, %alloca[] : memref<i32>
  cf.br ^merge(%a : i32)
^bb2:
  cf.br ^merge(%b : i32)
^merge(%genuine: i32):
  cf.cond_br %cond, ^bb3, ^bb4
^bb3:
  memref.store %genuine, %alloca[] : memref<i32>
  cf.br ^final
^bb4:
  %dummy = arith.constant 0 : i32
  memref.store %dummy, %alloca[] : memref<i32>
  cf.br ^final
^final:
  %load = memref.load %alloca[] : memref<i32>
  return %load : i32
}


// CHECK-LABEL: func.func @cyclic_unused_merge_points(%arg0: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: return %c0_i32 : i32
// CHECK-NEXT: }
func.func @cyclic_unused_merge_points(%cond: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %alloca = memref.alloca() : memref<i32>
  memref.store %c0, %alloca[] : memref<i32>
  cf.br ^merge1
^merge1:
  cf.cond_br %cond, ^merge2, ^store
^store:
  memref.store %c1, %alloca[] : memref<i32>
  cf.br ^merge2
^merge2:
  cf.cond_br %cond, ^merge1, ^exit
^exit:
  return %c0 : i32
}


// CHECK-LABEL: func.func @loop_carried(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @loop_carried(%c: i1, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.br ^h
^h:
  %v = memref.load %a[] : memref<i32>
  %s = arith.addi %v, %x : i32
  memref.store %s, %a[] : memref<i32>
  cf.cond_br %c, ^h, ^e
^e:
  %w = memref.load %a[] : memref<i32>
  return %w : i32
}


// CHECK-LABEL: func.func @switch_merge(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg1 : i32),
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb2(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @switch_merge(%f: i32, %x: i32, %y: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  cf.switch %f : i32, [
    default: ^join,
    1: ^one,
    2: ^join
  ]
^one:
  memref.store %y, %a[] : memref<i32>
  cf.br ^join
^join:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}


// CHECK-LABEL: func.func @same_successor_twice(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @same_successor_twice(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^s, ^t
^s:
  memref.store %x, %a[] : memref<i32>
  cf.cond_br %c, ^j, ^j
^t:
  memref.store %y, %a[] : memref<i32>
  cf.br ^j
^j:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}


// CHECK-LABEL: func.func @unreachable_store(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT: ^bb3:  // no predecessors
// CHECK-NEXT: cf.br ^bb4(%c0_i32 : i32)
// CHECK-NEXT: ^bb4(%0: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unreachable_store(%x: i32, %c: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^l, ^r
^l:
  memref.store %x, %a[] : memref<i32>
  cf.br ^e
^r:
  cf.br ^e
^dead:
  memref.store %x, %a[] : memref<i32>
  %d = memref.load %a[] : memref<i32>
  cf.br ^e
^e:
  %w = memref.load %a[] : memref<i32>
  return %w : i32
}


// CHECK-LABEL: func.func @alloca_in_later_block(%arg0: i1) -> i32 {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb2, ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c7_i32 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @alloca_in_later_block(%c: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  cf.br ^b1
^b1:
  %x = arith.constant 7 : i32
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^b2, ^b3
^b2:
  memref.store %x, %a[] : memref<i32>
  cf.br ^b3
^b3:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}


// CHECK-LABEL: func.func @two_slots() -> (i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32_0, %c0_i32 : i32, i32
// CHECK-NEXT: }
func.func @two_slots() -> (i32, i32) {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<i32>
  %v = memref.load %a[] : memref<i32>
  %w = memref.load %b[] : memref<i32>
  return %v, %w : i32, i32
}


// CHECK-LABEL: func.func @two_slots_one_merge(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1, %cst_0 : i32, f32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg2, %cst : i32, f32)
// CHECK-NEXT: ^bb3(%0: i32, %1: f32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0, %1 : i32, f32
// CHECK-NEXT: }
func.func @two_slots_one_merge(%c: i1, %x: i32, %y: i32) -> (i32, f32) {
  %f = arith.constant 1.5 : f32
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<f32>
  cf.cond_br %c, ^l, ^r
^l:
  memref.store %x, %a[] : memref<i32>
  memref.store %f, %b[] : memref<f32>
  cf.br ^j
^r:
  memref.store %y, %a[] : memref<i32>
  cf.br ^j
^j:
  %v = memref.load %a[] : memref<i32>
  %w = memref.load %b[] : memref<f32>
  return %v, %w : i32, f32
}


// CHECK-LABEL: func.func @default_types() -> (i1, f16, bf16, vector<2xf32>, vector<2xindex>, i64, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xindex>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: return %false, %cst_2, %cst_1, %cst_0, %cst, %c0_i64, %c0 : i1, f16, bf16, vector<2xf32>, vector<2xindex>, i64, index
// CHECK-NEXT: }
func.func @default_types() -> (i1, f16, bf16, vector<2xf32>, vector<2xindex>, i64, index) {
  %a = memref.alloca() : memref<i1>
  %b = memref.alloca() : memref<f16>
  %c = memref.alloca() : memref<bf16>
  %d = memref.alloca() : memref<vector<2xf32>>
  %e = memref.alloca() : memref<vector<2xindex>>
  %f = memref.alloca() : memref<1x1x1xi64>
  %g = memref.alloca() : memref<index, 1>
  %c0 = arith.constant 0 : index
  %va = memref.load %a[] : memref<i1>
  %vb = memref.load %b[] : memref<f16>
  %vc = memref.load %c[] : memref<bf16>
  %vd = memref.load %d[] : memref<vector<2xf32>>
  %ve = memref.load %e[] : memref<vector<2xindex>>
  %vf = memref.load %f[%c0, %c0, %c0] : memref<1x1x1xi64>
  %vg = memref.load %g[] : memref<index, 1>
  return %va, %vb, %vc, %vd, %ve, %vf, %vg : i1, f16, bf16, vector<2xf32>, vector<2xindex>, i64, index
}


// CHECK-LABEL: func.func @use_in_nested_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %alloca[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @use_in_nested_region(%c: i1, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  scf.if %c {
    memref.store %x, %a[] : memref<i32>
  }
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}


// CHECK-LABEL: func.func @alloca_in_nested_region(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @alloca_in_nested_region(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = memref.alloca() : memref<i32>
    memref.store %x, %a[] : memref<i32>
    %v = memref.load %a[] : memref<i32>
    scf.yield %v : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}


// CHECK-LABEL: func.func @escapes(%arg0: i32) -> memref<i32> {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT: return %alloca : memref<i32>
// CHECK-NEXT: }
func.func @escapes(%x: i32) -> memref<i32> {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  return %a : memref<i32>
}


// CHECK-LABEL: func.func @cast_blocks(%arg0: i32) -> i32 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %arg0, %alloca[] : memref<i32>
// CHECK-NEXT: %cast = memref.cast %alloca : memref<i32> to memref<i32>
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @cast_blocks(%x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  %c = memref.cast %a : memref<i32> to memref<i32>
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}


// CHECK-LABEL: func.func @strided_one_element(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
func.func @strided_one_element(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xi32, strided<[1]>>
  memref.store %x, %a[%c0] : memref<1xi32, strided<[1]>>
  %v = memref.load %a[%c0] : memref<1xi32, strided<[1]>>
  return %v : i32
}


// CHECK-LABEL: func.func @alloca_element_count_overflow() {
// CHECK-NEXT: return
// CHECK-NEXT: ^bb1(%0: index):  // no predecessors
// CHECK-NEXT: %alloca = memref.alloca() : memref<9223372036854775807x3xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloca_element_count_overflow() {
  return
^bb1(%0: index):
  %alloca = memref.alloca() : memref<9223372036854775807x3xi32>
  return
}


// CHECK-LABEL: func.func @unknown_region_op_load() {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %alloca = memref.alloca() : memref<i32>
// CHECK-NEXT: memref.store %c5_i32, %alloca[] : memref<i32>
// CHECK-NEXT: "test.one_region_op"() ({
// CHECK-NEXT: %0 = memref.load %alloca[] : memref<i32>
// CHECK-NEXT: "test.finish"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unknown_region_op_load() {
  %c5 = arith.constant 5 : i32
  %alloca = memref.alloca() : memref<i32>
  memref.store %c5, %alloca[] : memref<i32>
  "test.one_region_op"() ({
    %load = memref.load %alloca[] : memref<i32>
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}


// irlite differs from mlir-opt 19 here (see the top of the file).
// CHECK-LABEL: func.func @poison_insertion_point(%arg0: f64) {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: cf.br ^bb1(%cst : f64)
// CHECK-NEXT: ^bb1(%0: f64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = "test.get"() : () -> i1
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = "test.get"() : () -> i1
// CHECK-NEXT: "test.use"(%0) : (f64) -> ()
// CHECK-NEXT: cf.br ^bb1(%arg0 : f64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @poison_insertion_point(%val: f64) {
  cf.br ^bb1
^bb1:
  %alloca = memref.alloca() : memref<f64>
  %cond1 = "test.get"() : () -> i1
  cf.cond_br %cond1, ^bb2, ^bb3
^bb2:
  %cond2 = "test.get"() : () -> i1
  %reload = memref.load %alloca[] : memref<f64>
  "test.use"(%reload) : (f64) -> ()
  memref.store %val, %alloca[] : memref<f64>
  cf.br ^bb1
^bb3:
  return
}


// CHECK-LABEL: func.func @alloca_in_unregistered_region(%arg0: i32) {
// CHECK-NEXT: "test.region"() ({
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @alloca_in_unregistered_region(%x: i32) {
  "test.region"() ({
    %b = memref.alloca() : memref<i32>
    memref.store %x, %b[] : memref<i32>
    %w = memref.load %b[] : memref<i32>
    "test.use"(%w) : (i32) -> ()
  }) : () -> ()
  return
}
