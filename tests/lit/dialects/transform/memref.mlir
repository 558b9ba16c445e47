// RUN: irlite-opt %s --transform-interpreter -allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s
// The memref transform ops beyond MLIR's own tests: transfer forwarding and dead stores
// (erase_dead_alloc_and_stores), multibuffer without the analysis, its factor check,
// make_loop_independent over two loops, its rewiring of uses and its missing-loop error,
// alloca_to_global renaming a taken name, alloc_to_alloca's size limit,
// extract_address_computations on constant, 0-d and all-zero accesses. CHECK lines:
// mlir-opt 19's output on this file.

// CHECK-LABEL: func.func @blocked(%arg0: memref<64xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index) -> vector<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     vector.transfer_write %arg1, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     vector.transfer_write %arg2, %arg0[%arg3] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0], %cst {in_bounds = [true]} : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @disjoint(%arg0: memref<64xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     vector.transfer_write %arg1, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     vector.transfer_write %arg2, %arg0[%c4] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     return %arg1 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @dead_store(%arg0: memref<64xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     vector.transfer_write %arg2, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @conditional(%arg0: memref<64xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: i1) -> vector<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     vector.transfer_write %arg1, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     scf.if %arg3 {
// CHECK-NEXT:       vector.transfer_write %arg2, %arg0[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%c0], %cst {in_bounds = [true]} : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @out_of_bounds(%arg0: memref<64xf32>, %arg1: vector<4xf32>, %arg2: index) -> vector<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     vector.transfer_write %arg1, %arg0[%arg2] : vector<4xf32>, memref<64xf32>
// CHECK-NEXT:     %0 = vector.transfer_read %arg0[%arg2], %cst : memref<64xf32>, vector<4xf32>
// CHECK-NEXT:     return %0 : vector<4xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @allocs(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT:     %0 = memref.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }

// Forwarding blocked by a write at an unknown index; the first write stays.
func.func @blocked(%m: memref<64xf32>, %v: vector<4xf32>, %w: vector<4xf32>, %i: index) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  vector.transfer_write %w, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  %r = vector.transfer_read %m[%c0], %f0 {in_bounds = [true]} : memref<64xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// A write to a disjoint constant slice does not block the forwarding.
func.func @disjoint(%m: memref<64xf32>, %v: vector<4xf32>, %w: vector<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  vector.transfer_write %w, %m[%c4] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  %r = vector.transfer_read %m[%c0], %f0 {in_bounds = [true]} : memref<64xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// An overwritten write is dead; the buffer is an argument, so the last write stays.
func.func @dead_store(%m: memref<64xf32>, %v: vector<4xf32>, %w: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  vector.transfer_write %w, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  return
}

// A write under scf.if does not post-dominate: nothing is forwarded past it.
func.func @conditional(%m: memref<64xf32>, %v: vector<4xf32>, %w: vector<4xf32>, %c: i1) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  scf.if %c {
    vector.transfer_write %w, %m[%c0] {in_bounds = [true]} : vector<4xf32>, memref<64xf32>
  }
  %r = vector.transfer_read %m[%c0], %f0 {in_bounds = [true]} : memref<64xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// Out-of-bounds reads are not forwarded.
func.func @out_of_bounds(%m: memref<64xf32>, %v: vector<4xf32>, %i: index) -> vector<4xf32> {
  %f0 = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<64xf32>
  %r = vector.transfer_read %m[%i], %f0 : memref<64xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// An allocation that is read stays; one only written through a subview goes.
func.func @allocs(%f: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<8xf32>
  memref.store %f, %a[%i] : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  %b = memref.alloc() : memref<8x8xf32>
  %s = memref.subview %b[0, 0] [1, 8] [1, 1] : memref<8x8xf32> to memref<8xf32, strided<[1]>>
  memref.store %f, %s[%i] : memref<8xf32, strided<[1]>>
  memref.dealloc %b : memref<8x8xf32>
  memref.dealloc %a : memref<8xf32>
  return %x : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.memref.erase_dead_alloc_and_stores %0 : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<(d0)[s0, s1] -> (((d0 - s0) floordiv s1) mod 3)>
// CHECK-LABEL: func.func @multibuffer_skip_analysis(%arg0: memref<16xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 32 : i64} : memref<3x4xf32>
// CHECK-NEXT:     scf.for %arg4 = %arg1 to %arg2 step %arg3 {
// CHECK-NEXT:       %0 = affine.apply #map(%arg4)[%arg1, %arg3]
// CHECK-NEXT:       %subview = memref.subview %alloc[%0, 0] [1, 4] [1, 1] : memref<3x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %subview[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       "some_use"(%subview_0) : (memref<2xf32, strided<[1], offset: ?>>) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<3x4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// multibuffer with skip_analysis: every use is in the loop; the dealloc after it frees the new buffer.
func.func @multibuffer_skip_analysis(%in: memref<16xf32>, %lb: index, %ub: index, %step: index) {
  // expected-remark @below {{multibuffered}}
  %tmp = memref.alloc() {alignment = 32 : i64} : memref<4xf32>
  scf.for %i = %lb to %ub step %step {
    %v = memref.subview %tmp[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
    "some_use"(%v) : (memref<2xf32, strided<[1], offset: 1>>) -> ()
  }
  memref.dealloc %tmp : memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.alloc"]} in %arg1 : (!transform.any_op) -> !transform.op<"memref.alloc">
    %1 = transform.memref.multibuffer %0 {factor = 3 : i64, skip_analysis} : (!transform.op<"memref.alloc">) -> !transform.any_op
    transform.debug.emit_remark_at %1, "multibuffered" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @multibuffer_factor(%in: memref<16xf32>) {
  %tmp = memref.alloc() : memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.alloc"]} in %arg1 : (!transform.any_op) -> !transform.op<"memref.alloc">
    // expected-error @below {{'transform.memref.multibuffer' op attribute 'factor' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
    %1 = transform.memref.multibuffer %0 {factor = 0 : i64} : (!transform.op<"memref.alloc">) -> !transform.any_op
    transform.yield
  }
}

// -----

// make_loop_independent: two loops asked for, one found.
func.func @make_loop_independent_missing_loop(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    // expected-note @below {{target op}}
    %a = memref.alloca(%i) : memref<?xf32>
    "use"(%a) : (memref<?xf32>) -> ()
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.alloca"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find 1-th enclosing loop}}
    %1 = transform.memref.make_loop_independent %0 {num_loops = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @make_loop_independent_two_loops(%arg0: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c16 = arith.constant 16 : index
// CHECK-NEXT:     scf.for %arg1 = %c0 to %c16 step %c1 {
// CHECK-NEXT:       scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:         %alloca = memref.alloca() : memref<14xf32>
// CHECK-NEXT:         %subview = memref.subview %alloca[0] [%arg2] [1] : memref<14xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:         %alloca_0 = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT:         %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[1]>>
// CHECK-NEXT:         "use"(%subview, %dim) : (memref<?xf32, strided<[1]>>, index) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// make_loop_independent of a size bounded by an outer loop's induction variable too.
func.func @make_loop_independent_two_loops(%ub: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      %a = memref.alloca(%j) : memref<?xf32>
      %d = memref.dim %a, %c0 : memref<?xf32>
      "use"(%a, %d) : (memref<?xf32>, index) -> ()
    }
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.alloca"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.memref.make_loop_independent %0 {num_loops = 2} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: memref.global "private" @alloca : memref<4xi32>
// CHECK-LABEL: func.func @alloca_to_global(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0 = memref.get_global @alloca_0 : memref<8xi32>
// CHECK-NEXT:     memref.store %arg1, %0[%arg0] : memref<8xi32>
// CHECK-NEXT:     %1 = memref.load %0[%arg0] : memref<8xi32>
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   }
// CHECK: memref.global "private" @alloca_0 : memref<8xi32>

// alloca_to_global: the name @alloca is taken, so the new global is @alloca_0.
memref.global "private" @alloca : memref<4xi32>

func.func @alloca_to_global(%i: index, %x: i32) -> i32 {
  // expected-remark @below {{new global}}
  %a = memref.alloca() : memref<8xi32>
  memref.store %x, %a[%i] : memref<8xi32>
  %y = memref.load %a[%i] : memref<8xi32>
  return %y : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %alloca = transform.structured.match ops{["memref.alloca"]} in %arg0 : (!transform.any_op) -> !transform.op<"memref.alloca">
    %get_global, %global = transform.memref.alloca_to_global %alloca : (!transform.op<"memref.alloca">) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %global, "new global" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @alloc_to_alloca(%arg0: index) {
// CHECK-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     "use"(%alloca, %alloc, %alloc_0) : (memref<4xf32>, memref<16xf32>, memref<?xf32>) -> ()
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<?xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// alloc_to_alloca with a size limit: 16 bytes stay under 32, 64 do not; a dynamic size
// never converts.
func.func @alloc_to_alloca(%n: index) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<16xf32>
  %c = memref.alloc(%n) : memref<?xf32>
  "use"(%a, %b, %c) : (memref<4xf32>, memref<16xf32>, memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  memref.dealloc %b : memref<16xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.alloc_to_alloca size_limit(32)
    } : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @extract(%arg0: memref<8x?xi32>, %arg1: memref<i32>, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[3, %arg2] [1, 1] [1, 1] : memref<8x?xi32> to memref<1x1xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     memref.store %arg3, %subview[%c0, %c0] : memref<1x1xi32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %0 = memref.load %arg0[%c0, %c0] : memref<8x?xi32>
// CHECK-NEXT:     %1 = memref.load %arg1[] : memref<i32>
// CHECK-NEXT:     %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }

// extract_address_computations: constant indices become static offsets; a 0-d access and
// an all-zero access are left alone.
func.func @extract(%m: memref<8x?xi32>, %s: memref<i32>, %i: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  memref.store %x, %m[%c3, %i] : memref<8x?xi32>
  %a = memref.load %m[%c0, %c0] : memref<8x?xi32>
  %b = memref.load %s[] : memref<i32>
  %f = arith.addi %a, %b : i32
  return %f : i32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %0 {
      transform.apply_patterns.memref.extract_address_computations
    } : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 - 1)>
// CHECK-LABEL: func.func @make_loop_independent_uses(%arg0: index, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c1 {
// CHECK-NEXT:       %0 = affine.apply #map()[%arg1]
// CHECK-NEXT:       %alloca = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT:       %subview = memref.subview %alloca[0] [%arg3] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:       %1 = builtin.unrealized_conversion_cast %subview : memref<?xf32, strided<[1]>> to memref<?xf32>
// CHECK-NEXT:       %alloca_0 = memref.alloca(%arg3) : memref<?xf32>
// CHECK-NEXT:       %subview_1 = memref.subview %subview[0] [2] [1] : memref<?xf32, strided<[1]>> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       %subview_2 = memref.subview %1[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:       "use"(%subview_1) : (memref<2xf32, strided<[1]>>) -> ()
// CHECK-NEXT:       %2 = "make"(%1) : (memref<?xf32>) -> memref<?xf32>
// CHECK-NEXT:       memref.store %arg2, %subview[%c0] : memref<?xf32, strided<[1]>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }

// make_loop_independent: the new alloca's view replaces the old one; a subview user is
// rebuilt on it, an op that makes a memref keeps a cast, a store takes the view.
func.func @make_loop_independent_uses(%lb: index, %ub: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %a = memref.alloca(%i) : memref<?xf32>
    %v = memref.subview %a[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
    "use"(%v) : (memref<2xf32, strided<[1]>>) -> ()
    %m = "make"(%a) : (memref<?xf32>) -> memref<?xf32>
    memref.store %f, %a[%c0] : memref<?xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["memref.alloca"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %1 = transform.memref.make_loop_independent %0 {num_loops = 1} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
