// Branches carrying index values: irlite's convert-cf-to-llvm converts the successor
// blocks' signatures itself (index -> i64, or i32 with index-bitwidth=32); uses of the
// old block arguments read an unrealized_conversion_cast back to index until their own
// ops are lowered. (mlir-opt 19 leaves such branches for convert-func-to-llvm; see
// passes/cf_to_llvm.py.) Once func and arith are lowered too, the result is mlir-opt
// 19's for the same pipeline, block for block (the PIPE prefix).
// RUN: irlite-opt %s --convert-cf-to-llvm | FileCheck %s
// RUN: irlite-opt %s --convert-cf-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32
// RUN: irlite-opt %s --convert-cf-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=PIPE

// CHECK-LABEL: func.func @index_args(%arg0: index, %arg1: index) -> index {
// CHECK-DAG:     %[[N:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-DAG:     %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK:         llvm.br ^bb1(%[[A]] : i64)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i64):
// CHECK-NEXT:    %[[IX:.*]] = builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %[[IX]], %arg1 : index
// CHECK-NEXT:    llvm.cond_br %[[C]], ^bb2(%[[I]] : i64), ^bb3(%[[I]], %[[N]] : i64, i64)
// CHECK-NEXT:  ^bb2(%[[J:.*]]: i64):
// CHECK-NEXT:    %[[JX:.*]] = builtin.unrealized_conversion_cast %[[J]] : i64 to index
// CHECK-NEXT:    %[[K:.*]] = arith.addi %[[JX]], %[[JX]] : index
// CHECK-NEXT:    %[[KL:.*]] = builtin.unrealized_conversion_cast %[[K]] : index to i64
// CHECK-NEXT:    llvm.br ^bb1(%[[KL]] : i64)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT:    %[[RX:.*]] = builtin.unrealized_conversion_cast %[[R]] : i64 to index
// CHECK-NEXT:    return %[[RX]] : index

// I32-LABEL: func.func @index_args
// I32:         llvm.br ^bb1(%{{.*}} : i32)
// I32-NEXT:  ^bb1(%{{.*}}: i32):
// I32:         llvm.cond_br %{{.*}}, ^bb2(%{{.*}} : i32), ^bb3(%{{.*}}, %{{.*}} : i32, i32)

// PIPE-LABEL: llvm.func @index_args(%arg0: i64, %arg1: i64) -> i64 {
// PIPE-NEXT: llvm.br ^bb1(%arg0 : i64)
// PIPE-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// PIPE-NEXT: %1 = llvm.icmp "slt" %0, %arg1 : i64
// PIPE-NEXT: llvm.cond_br %1, ^bb2(%0 : i64), ^bb3(%0, %arg1 : i64, i64)
// PIPE-NEXT: ^bb2(%2: i64):  // pred: ^bb1
// PIPE-NEXT: %3 = llvm.add %2, %2 : i64
// PIPE-NEXT: llvm.br ^bb1(%3 : i64)
// PIPE-NEXT: ^bb3(%4: i64, %5: i64):  // pred: ^bb1
// PIPE-NEXT: llvm.return %4 : i64
// PIPE-NEXT: }

func.func @index_args(%a: index, %n: index) -> index {
  cf.br ^bb1(%a : index)
^bb1(%i: index):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^bb2(%i : index), ^bb3(%i, %n : index, index)
^bb2(%j: index):
  %k = arith.addi %j, %j : index
  cf.br ^bb1(%k : index)
^bb3(%r: index, %s: index):
  return %r : index
}
