// RUN: irlite-opt %s --split-input-file --canonicalize=test-convergence | FileCheck %s --match-full-lines
//
// canonicalize on ub.poison, as mlir-opt 19: poison is a constant (ConstantLike),
// uniqued per type and hoisted to the entry block of the function with the other
// constants (also out of nested regions), an unused one is erased. Uses that MLIR 19's
// arith folders leave alone stay (cmpi, select on a poison condition, shli by poison).
// CHECK lines are mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT:   func.func @merge_poison() -> (i32, i32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     return %0, %0 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @unique_per_type() -> (i32, f32, i32, f32, vector<2xi8>) {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : f32
// CHECK-NEXT:     %2 = ub.poison : vector<2xi8>
// CHECK-NEXT:     return %0, %1, %c1_i32, %1, %2 : i32, f32, i32, f32, vector<2xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @sink(i32)
// CHECK-NEXT:   func.func @hoisted_out_of_regions(%arg0: i1) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     scf.if %arg0 {
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:       "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     call @sink(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @not_folded_in_mlir_19(%arg0: i1, %arg1: i32) -> (i1, i32, i32) {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     %1 = ub.poison : i1
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %c1_i32 : i32
// CHECK-NEXT:     %3 = arith.select %1, %arg1, %c1_i32 : i32
// CHECK-NEXT:     %4 = arith.shli %c1_i32, %0 : i32
// CHECK-NEXT:     return %2, %3, %4 : i1, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}//{{ }}-----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @sink(i32)
// CHECK-NEXT:   func.func @poison_operand_of_a_call() {
// CHECK-NEXT:     %0 = ub.poison : i32
// CHECK-NEXT:     call @sink(%0) : (i32) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @merge_poison() -> (i32, i32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  return %0, %1 : i32, i32
}

// -----

func.func @unique_per_type() -> (i32, f32, i32, f32, vector<2xi8>) {
  %c1 = arith.constant 1 : i32
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %4 = ub.poison {tag} : f32
  %5 = ub.poison : vector<2xi8>
  %dead = ub.poison : i64
  return %0, %1, %c1, %4, %5 : i32, f32, i32, f32, vector<2xi8>
}

// -----

func.func private @sink(i32)

func.func @hoisted_out_of_regions(%c: i1) {
  %c1 = arith.constant 1 : i32
  scf.if %c {
    %p = ub.poison : i32
    "test.use"(%p) : (i32) -> ()
    %q = ub.poison : i32
    "test.use"(%q) : (i32) -> ()
  }
  %r = ub.poison : i32
  func.call @sink(%r) : (i32) -> ()
  return
}

// -----

func.func @not_folded_in_mlir_19(%c: i1, %x: i32) -> (i1, i32, i32) {
  %p = ub.poison : i32
  %pb = ub.poison : i1
  %c1 = arith.constant 1 : i32
  %0 = arith.cmpi slt, %p, %c1 : i32
  %1 = arith.select %pb, %x, %c1 : i32
  %2 = arith.shli %c1, %p : i32
  return %0, %1, %2 : i1, i32, i32
}

// -----

func.func private @sink(i32)

func.func @poison_operand_of_a_call() {
  %p = ub.poison : i32
  func.call @sink(%p) : (i32) -> ()
  return
}
