// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(mem2reg))" | FileCheck %s --check-prefix=MEM2REG
// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(sroa))" | FileCheck %s --check-prefix=SROA
// RUN: irlite-opt %s --pass-pipeline="builtin.module(func.func(sroa,mem2reg))" | FileCheck %s --check-prefix=BOTH
// test.multi_slot_alloca through mem2reg and sroa's interfaces: each result is a slot;
// a promoted or split slot's result leaves the op (the op goes with its last one); a load
// before any store sees "test.constant" 42. sroa makes the element allocations in the
// order their accesses come in the use list (the last access first), as mlir-opt 19.
// The check lines are mlir-opt 19's whole output for this file.

func.func @promote(%c: i1, %v: i32) -> (i32, i32) {
  %a, %b, %d = test.multi_slot_alloca : () -> (memref<i32>, memref<i32>, memref<i32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %a[] : memref<i32>
  cf.br ^bb2
^bb2:
  %x = memref.load %a[] : memref<i32>
  %y = memref.load %b[] : memref<i32>
  "test.use"(%d) : (memref<i32>) -> ()
  return %x, %y : i32, i32
}

func.func @split(%v: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a, %b = test.multi_slot_alloca : () -> (memref<2x2xi32>, memref<3xi32>)
  memref.store %v, %a[%c1, %c0] : memref<2x2xi32>
  %x = memref.load %a[%c1, %c0] : memref<2x2xi32>
  %z = memref.load %b[%c0] : memref<3xi32>
  %w = memref.load %b[%c2] : memref<3xi32>
  %y = memref.load %b[%c1] : memref<3xi32>
  return %z, %w, %y : i32, i32, i32
}

// MEM2REG:      module {
// MEM2REG-NEXT:   func.func @promote(%arg0: i1, %arg1: i32) -> (i32, i32) {
// MEM2REG-NEXT:     %0 = "test.constant"() <{value = 42 : i32}> : () -> i32
// MEM2REG-NEXT:     %1 = "test.constant"() <{value = 42 : i32}> : () -> i32
// MEM2REG-NEXT:     %2 = test.multi_slot_alloca : () -> memref<i32>
// MEM2REG-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%1 : i32)
// MEM2REG-NEXT:   ^bb1:  // pred: ^bb0
// MEM2REG-NEXT:     cf.br ^bb2(%arg1 : i32)
// MEM2REG-NEXT:   ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
// MEM2REG-NEXT:     "test.use"(%2) : (memref<i32>) -> ()
// MEM2REG-NEXT:     return %3, %0 : i32, i32
// MEM2REG-NEXT:   }
// MEM2REG-NEXT:   func.func @split(%arg0: i32) -> (i32, i32, i32) {
// MEM2REG-NEXT:     %0 = "test.constant"() <{value = 42 : i32}> : () -> i32
// MEM2REG-NEXT:     %c0 = arith.constant 0 : index
// MEM2REG-NEXT:     %c1 = arith.constant 1 : index
// MEM2REG-NEXT:     %c2 = arith.constant 2 : index
// MEM2REG-NEXT:     return %0, %0, %0 : i32, i32, i32
// MEM2REG-NEXT:   }
// MEM2REG-NEXT: }

// SROA:      module {
// SROA-NEXT:   func.func @promote(%arg0: i1, %arg1: i32) -> (i32, i32) {
// SROA-NEXT:     %0:3 = test.multi_slot_alloca : () -> (memref<i32>, memref<i32>, memref<i32>)
// SROA-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// SROA-NEXT:   ^bb1:  // pred: ^bb0
// SROA-NEXT:     memref.store %arg1, %0#0[] : memref<i32>
// SROA-NEXT:     cf.br ^bb2
// SROA-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// SROA-NEXT:     %1 = memref.load %0#0[] : memref<i32>
// SROA-NEXT:     %2 = memref.load %0#1[] : memref<i32>
// SROA-NEXT:     "test.use"(%0#2) : (memref<i32>) -> ()
// SROA-NEXT:     return %1, %2 : i32, i32
// SROA-NEXT:   }
// SROA-NEXT:   func.func @split(%arg0: i32) -> (i32, i32, i32) {
// SROA-NEXT:     %c0 = arith.constant 0 : index
// SROA-NEXT:     %c1 = arith.constant 1 : index
// SROA-NEXT:     %c2 = arith.constant 2 : index
// SROA-NEXT:     %0 = test.multi_slot_alloca : () -> memref<i32>
// SROA-NEXT:     %1 = test.multi_slot_alloca : () -> memref<i32>
// SROA-NEXT:     %2 = test.multi_slot_alloca : () -> memref<i32>
// SROA-NEXT:     %3 = test.multi_slot_alloca : () -> memref<i32>
// SROA-NEXT:     memref.store %arg0, %3[] : memref<i32>
// SROA-NEXT:     %4 = memref.load %3[] : memref<i32>
// SROA-NEXT:     %5 = memref.load %0[] : memref<i32>
// SROA-NEXT:     %6 = memref.load %1[] : memref<i32>
// SROA-NEXT:     %7 = memref.load %2[] : memref<i32>
// SROA-NEXT:     return %5, %6, %7 : i32, i32, i32
// SROA-NEXT:   }
// SROA-NEXT: }

// BOTH:      module {
// BOTH-NEXT:   func.func @promote(%arg0: i1, %arg1: i32) -> (i32, i32) {
// BOTH-NEXT:     %0 = "test.constant"() <{value = 42 : i32}> : () -> i32
// BOTH-NEXT:     %1 = "test.constant"() <{value = 42 : i32}> : () -> i32
// BOTH-NEXT:     %2 = test.multi_slot_alloca : () -> memref<i32>
// BOTH-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%1 : i32)
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     cf.br ^bb2(%arg1 : i32)
// BOTH-NEXT:   ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
// BOTH-NEXT:     "test.use"(%2) : (memref<i32>) -> ()
// BOTH-NEXT:     return %3, %0 : i32, i32
// BOTH-NEXT:   }
// BOTH-NEXT:   func.func @split(%arg0: i32) -> (i32, i32, i32) {
// BOTH-NEXT:     %0 = "test.constant"() <{value = 42 : i32}> : () -> i32
// BOTH-NEXT:     %1 = "test.constant"() <{value = 42 : i32}> : () -> i32
// BOTH-NEXT:     %2 = "test.constant"() <{value = 42 : i32}> : () -> i32
// BOTH-NEXT:     %c0 = arith.constant 0 : index
// BOTH-NEXT:     %c1 = arith.constant 1 : index
// BOTH-NEXT:     %c2 = arith.constant 2 : index
// BOTH-NEXT:     return %2, %1, %0 : i32, i32, i32
// BOTH-NEXT:   }
// BOTH-NEXT: }
