// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
//
// The llvm ops finalize-memref-to-llvm emits beyond the core set (added to
// llvm.rules with it): stack save/restore (memrefCopy, alloca_scope),
// llvm.atomicrmw (memref.atomic_rmw), assume and prefetch (generic form only
// in MLIR 19). Both forms print as mlir-opt 19 prints them.

// CHECK-LABEL: llvm.func @f(
// CHECK: %[[S:.*]] = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %[[S]] : !llvm.ptr
// CHECK-NEXT: llvm.atomicrmw fadd %arg0, %arg1 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: llvm.atomicrmw volatile xchg %arg0, %arg2 syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT: llvm.atomicrmw _and %arg0, %arg2 seq_cst : !llvm.ptr, i32
// CHECK-NEXT: "llvm.intr.assume"(%arg3) : (i1) -> ()
// CHECK-NEXT: "llvm.intr.prefetch"(%arg0) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()

// GENERIC: "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 11 : i64, ordering = 6 : i64}> : (!llvm.ptr, f32) -> f32
// GENERIC: "llvm.atomicrmw"(%arg0, %arg2) <{alignment = 4 : i64, bin_op = 0 : i64, ordering = 2 : i64, syncscope = "agent", volatile_}> : (!llvm.ptr, i32) -> i32
llvm.func @f(%p: !llvm.ptr, %v: f32, %i: i32, %c: i1) {
  %s = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %s : !llvm.ptr
  %a = llvm.atomicrmw fadd %p, %v acq_rel : !llvm.ptr, f32
  %b = llvm.atomicrmw volatile xchg %p, %i syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr, i32
  %d = llvm.atomicrmw _and %p, %i seq_cst : !llvm.ptr, i32
  "llvm.intr.assume"(%c) : (i1) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  llvm.return
}
