// RUN: irlite-opt %s -split-input-file -test-operations-equality | FileCheck %s
// test-operations-equality prints whether a module's two ops are equivalent (MLIR's
// OperationEquivalence): locations count only with strict_loc_check on the first. The
// CHECK lines are mlir-opt 19's output for this file.

// Values inside the regions correspond by position.
// CHECK: scf.execute_region with attr {} compares equals.
%0 = scf.execute_region -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  scf.yield %b : i32
}
%1 = scf.execute_region -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %c, %c : i32
  scf.yield %d : i32
}

// -----

// CHECK: scf.execute_region with attr {} compares NOT equals!
%0 = scf.execute_region -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.subi %a, %b : i32
  scf.yield %c : i32
}
%1 = scf.execute_region -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %c = arith.subi %b, %a : i32
  scf.yield %c : i32
}

// -----

// Symbol names are properties: two functions differ by name.
// CHECK: func.func with attr {} compares NOT equals!
func.func private @f()
func.func private @g()

// -----

// CHECK: arith.constant with attr {strict_loc_check} compares NOT equals!
%0 = arith.constant {strict_loc_check} 1 : i32
%1 = arith.constant {strict_loc_check} 1 : i32

// -----

// CHECK: arith.constant with attr {strict_loc_check} compares equals.
%0 = arith.constant {strict_loc_check} 1 : i32 loc("x")
%1 = arith.constant {strict_loc_check} 1 : i32 loc("x")
