// RUN: irlite-opt %s --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s
// transform.apply_conversion_patterns: memref and func lowered to llvm in one partial
// conversion under a memref_to_llvm_type_converter with options; a full conversion that
// fails; a descriptor without a converter; a child op that is no descriptor. CHECK lines:
// mlir-opt 19's output on this file.

// CHECK: llvm.func @free(!llvm.ptr)
// CHECK: llvm.func @aligned_alloc(i32, i32) -> !llvm.ptr
// CHECK: llvm.func @lower(%arg0: i32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = llvm.mlir.constant(16 : index) : i32
// CHECK-NEXT:     %1 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT:     %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:     %4 = llvm.ptrtoint %3 : !llvm.ptr to i32
// CHECK-NEXT:     %5 = llvm.mlir.constant(16 : index) : i32
// CHECK-NEXT:     %6 = llvm.call @aligned_alloc(%5, %4) : (i32, i32) -> !llvm.ptr
// CHECK-NEXT:     %7 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %8 = llvm.insertvalue %6, %7[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %6, %8[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %10 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT:     %11 = llvm.insertvalue %10, %9[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %0, %11[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %1, %12[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %14 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     %15 = llvm.getelementptr %14[%arg0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:     %16 = llvm.load %15 : !llvm.ptr -> f32
// CHECK-NEXT:     %17 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT:     llvm.call @free(%17) : (!llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return %16 : f32
// CHECK-NEXT:   }

// memref and func lowered in one conversion, with the aligned-alloc option and a 32-bit
// index.
func.func @lower(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<16xf32>
  %x = memref.load %m[%n] : memref<16xf32>
  memref.dealloc %m : memref<16xf32>
  return %x : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %0 {
      transform.apply_conversion_patterns.dialect_to_llvm "memref"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {use_aligned_alloc = true, index_bitwidth = 32}
    } {legal_dialects = ["llvm", "arith"], partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @full(%n: index) -> index {
  %c1 = arith.constant 1 : index
  // expected-error @below {{failed to legalize operation 'arith.addi'}}
  // expected-note @below {{target op}}
  %m = arith.addi %n, %c1 : index
  return %m : index
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["arith.addi"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{dialect conversion failed}}
    transform.apply_conversion_patterns to %0 {
      transform.apply_conversion_patterns.dialect_to_llvm "memref"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"]} : !transform.any_op
    transform.yield
  }
}

// -----

func.func @no_converter() {
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{pattern descriptor does not specify type converter and apply_conversion_patterns op has no default type converter}}
    transform.apply_conversion_patterns to %0 {
      // expected-note @below {{pattern descriptor op}}
      transform.apply_conversion_patterns.func.func_to_llvm
    } : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_conversion_patterns' op expected pattern children ops to implement ConversionPatternDescriptorOpInterface}}
    transform.apply_conversion_patterns to %arg1 {
      // expected-note @below {{op without interface}}
      transform.apply_patterns.canonicalization
    } {preserve_handles} : !transform.any_op
    transform.yield
  }
}
