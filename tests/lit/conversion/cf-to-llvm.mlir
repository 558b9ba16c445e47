// convert-cf-to-llvm: cf.br/cond_br/switch become llvm.br/cond_br/switch and cf.assert a
// conditional branch to a block that prints the message with puts and aborts (a private
// constant global per message, @abort and @puts declared once at the top of the module).
// Expected output: mlir-opt 19's. A branch whose successor takes a type the LLVM type
// converter rejects (a tensor) stays as it is (a partial conversion, no error).
// RUN: irlite-opt %s --convert-cf-to-llvm | FileCheck %s

// Each global is created at the top of the module, so the second message's comes first;
// the declarations are made once, by the first assert that needs them.
// CHECK: module {
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg_0(dense<[115, 101, 99, 111, 110, 100, 32, 111, 110, 101, 0]> : tensor<11xi8>) {addr_space = 0 : i32} : !llvm.array<11 x i8>
// CHECK-NEXT: llvm.func @abort()
// CHECK-NEXT: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[102, 105, 114, 115, 116, 0]> : tensor<6xi8>) {addr_space = 0 : i32} : !llvm.array<6 x i8>

// CHECK-LABEL: func.func @branches(%arg0: i64, %arg1: i32, %arg2: f32) -> i64 {
// CHECK-NEXT: llvm.br ^bb1(%arg0, %arg1 : i64, i32)
// CHECK-NEXT: ^bb1(%0: i64, %1: i32):  // pred: ^bb0
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: llvm.cond_br %true, ^bb2(%0 : i64), ^bb3
// CHECK-NEXT: ^bb2(%2: i64):  // 3 preds: ^bb1, ^bb3, ^bb3
// CHECK-NEXT: return %2 : i64
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: llvm.switch %1 : i32, ^bb2(%0 : i64) [
// CHECK-NEXT: 5: ^bb4(%1 : i32),
// CHECK-NEXT: 4294967289: ^bb2(%0 : i64)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%3: i32):  // pred: ^bb3
// CHECK-NEXT: llvm.br ^bb5(%arg2 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // pred: ^bb4
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @branches(%a: i64, %b: i32, %f: f32) -> i64 {
  cf.br ^bb1(%a, %b : i64, i32)
^bb1(%x: i64, %y: i32):
  %c = arith.constant 1 : i1
  cf.cond_br %c, ^bb2(%x : i64), ^bb3
^bb2(%z: i64):
  return %z : i64
^bb3:
  cf.switch %y : i32, [
    default: ^bb2(%x : i64),
    5: ^bb4(%y : i32),
    -7: ^bb2(%x : i64)
  ]
^bb4(%w: i32):
  cf.br ^bb5(%f : f32)
^bb5(%g: f32):
  return %x : i64
}

// CHECK-LABEL: func.func @loop(%arg0: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: llvm.br ^bb1(%c0_i64 : i64)
// CHECK-NEXT: ^bb1(%0: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i64
// CHECK-NEXT: llvm.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %2 = arith.addi %0, %c1_i64 : i64
// CHECK-NEXT: llvm.br ^bb1(%2 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
func.func @loop(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  cf.br ^bb1(%c0 : i64)
^bb1(%i: i64):
  %c = arith.cmpi slt, %i, %n : i64
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %c1 = arith.constant 1 : i64
  %j = arith.addi %i, %c1 : i64
  cf.br ^bb1(%j : i64)
^bb3:
  return %i : i64
}

// CHECK-LABEL: func.func @assert(%arg0: i1) {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb3
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %1 = llvm.getelementptr %0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<6 x i8>
// CHECK-NEXT: llvm.call @puts(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg_0 : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<11 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
func.func @assert(%c: i1) {
  cf.assert %c, "first"
  cf.assert %c, "second one"
  return
}

// CHECK-LABEL: func.func @tensor_arg(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT: cf.br ^bb1(%arg0 : tensor<2xf32>)
// CHECK-NEXT: ^bb1(%0: tensor<2xf32>):  // pred: ^bb0
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
func.func @tensor_arg(%t: tensor<2xf32>) -> tensor<2xf32> {
  cf.br ^bb1(%t : tensor<2xf32>)
^bb1(%u: tensor<2xf32>):
  return %u : tensor<2xf32>
}

// The conversion driver folds the ops it visits (they are not legal for the LLVM
// target) when the fold needs no constant it could not legalize: addi x, 0 folds to x;
// cmpi slt x, x would need an arith.constant, which nothing here converts, so it stays.
// CHECK-LABEL: func.func @folds(%arg0: i32) -> (i32, i1) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT: llvm.br ^bb1(%arg0, %0 : i32, i1)
// CHECK-NEXT: ^bb1(%1: i32, %2: i1):  // pred: ^bb0
// CHECK-NEXT: return %1, %2 : i32, i1
// CHECK-NEXT: }
func.func @folds(%x: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  %c = arith.cmpi slt, %x, %x : i32
  cf.br ^bb1(%y, %c : i32, i1)
^bb1(%a: i32, %b: i1):
  return %a, %b : i32, i1
}
