"""memref and tensor round trips: custom and generic forms print as mlir-opt 19 prints them.

The expected texts were produced by ``mlir-opt`` 19 from each ``*_INPUT``
(``*_EXPECTED``: default output, ``*_GENERIC``: ``--mlir-print-op-generic``); the
test passes without mlir-opt installed. Also: malformed custom forms raise
``ParseError`` at MLIR's position, verifiers give MLIR's messages, the
``DynamicIndexList`` helpers, subview result-type inference and builders.
"""

from __future__ import annotations

import pytest

from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.types import FloatType, IndexType, MemRefType
from irlite.ir.verifier import verify
from irlite.rules import memref as mh

MEMREF_INPUT = 'memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 16 : i64}\nmemref.global @g : memref<4xi32> = uninitialized\nmemref.global "public" @h : memref<3xf32>\nfunc.func @f(%d: index, %s: index, %m: memref<4x?xf32>, %u: memref<*xf32>, %v: f32, %i8: memref<16xi8>, %sh: memref<1xindex>) {\n  %0 = memref.alloc() : memref<4xf32>\n  %1 = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>\n  %2 = memref.alloca(%d) : memref<?x4xf32>\n  %3 = memref.alloca() {alignment = 64 : i64} : memref<8xi32>\n  memref.dealloc %0 : memref<4xf32>\n  %4 = memref.load %m[%d, %s] : memref<4x?xf32>\n  %5 = memref.load %m[%d, %s] {nontemporal = true} : memref<4x?xf32>\n  memref.store %v, %m[%d, %s] : memref<4x?xf32>\n  memref.store %v, %m[%d, %s] {nontemporal = true} : memref<4x?xf32>\n  %6 = memref.subview %m[0, %d] [2, %s] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>\n  %7 = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>\n  %8 = memref.cast %m : memref<4x?xf32> to memref<*xf32>\n  memref.copy %m, %7 : memref<4x?xf32> to memref<?x?xf32>\n  %9 = memref.dim %m, %d : memref<4x?xf32>\n  %10 = memref.rank %u : memref<*xf32>\n  %11 = memref.get_global @g : memref<4xi32>\n  %12 = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32, strided<[4, 1]>>\n  %13 = memref.reshape %m(%sh) : (memref<4x?xf32>, memref<1xindex>) -> memref<?xf32>\n  %14 = memref.alloc() : memref<8xf32>\n  %15 = memref.expand_shape %14 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>\n  %16 = memref.collapse_shape %15 [[0, 1]] : memref<2x4xf32> into memref<8xf32>\n  %18 = memref.view %i8[%d][%s] : memref<16xi8> to memref<?xf32>\n  %19 = memref.atomic_rmw addf %v, %14[%d] : (f32, memref<8xf32>) -> f32\n  memref.alloca_scope {\n    %a = memref.alloca() : memref<4xf32>\n  }\n  %20 = memref.alloca_scope -> (f32) {\n    memref.alloca_scope.return %v : f32\n  }\n  memref.assume_alignment %14, 16 : memref<8xf32>\n  %21 = memref.expand_shape %2 [[0, 1], [2]] output_shape [%d, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>\n  return\n}\nmemref.global "private" @z : memref<2x2xf32> = dense<0.000000e+00>\nmemref.global "nested" constant @k : memref<i32> = dense<7> {foo}\nfunc.func @g2(%d: index, %m: memref<8x8xf32>, %u: memref<*xf32>, %i: i32, %mi: memref<8xi32>, %ms: memref<4xf32, 1>, %s2: memref<?x?xf32, strided<[?, ?], offset: ?>>) {\n  %0 = memref.load %m[%d, %d] {nontemporal = false} : memref<8x8xf32>\n  %1 = memref.subview %m[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>\n  %2 = memref.subview %m[%d, 2] [4, 4] [2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>\n  %3 = memref.dim {tag} %m, %d : memref<8x8xf32>\n  %4 = memref.atomic_rmw maxs %i, %mi[%d] : (i32, memref<8xi32>) -> i32\n  %5 = memref.atomic_rmw minimumf %0, %m[%d, %d] : (f32, memref<8x8xf32>) -> f32\n  %6 = memref.atomic_rmw assign %i, %mi[%d] {x = 1} : (i32, memref<8xi32>) -> i32\n  %7 = memref.atomic_rmw andi %i, %mi[%d] : (i32, memref<8xi32>) -> i32\n  %8 = memref.atomic_rmw maxnumf %0, %m[%d, %d] : (f32, memref<8x8xf32>) -> f32\n  memref.copy %u, %u : memref<*xf32> to memref<*xf32>\n  %9 = memref.cast %u : memref<*xf32> to memref<8x8xf32>\n  %10 = memref.alloc(%d, %d) : memref<?x?xf32, 1>\n  %11 = memref.reinterpret_cast %m to offset: [%d], sizes: [4, 4], strides: [%d, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>\n  %12 = memref.expand_shape %10 [[0, 1], [2]] output_shape [%d, 1, %d] : memref<?x?xf32, 1> into memref<?x1x?xf32, 1>\n  %13 = memref.collapse_shape %12 [[0, 1, 2]] : memref<?x1x?xf32, 1> into memref<?xf32, 1>\n  memref.alloca_scope {\n    memref.store %0, %m[%d, %d] : memref<8x8xf32>\n  } {attr = 1 : i32}\n  %14 = memref.get_global @k : memref<i32>\n  %15 = memref.load %14[] : memref<i32>\n  memref.dealloc %u : memref<*xf32>\n  %16 = memref.rank %m : memref<8x8xf32>\n  %17 = memref.subview %s2[%d, %d] [%d, %d] [%d, %d] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>\n  %18 = memref.cast %m : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>\n  %19 = memref.cast %18 : memref<8x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>\n  return\n}\n'
MEMREF_EXPECTED = '#map = affine_map<(d0)[s0] -> (d0 + s0)>\nmodule {\n  memref.global "private" constant @c : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 16 : i64}\n  memref.global @g : memref<4xi32> = uninitialized\n  memref.global "public" @h : memref<3xf32>\n  func.func @f(%arg0: index, %arg1: index, %arg2: memref<4x?xf32>, %arg3: memref<*xf32>, %arg4: f32, %arg5: memref<16xi8>, %arg6: memref<1xindex>) {\n    %alloc = memref.alloc() : memref<4xf32>\n    %alloc_0 = memref.alloc(%arg0)[%arg1] {alignment = 64 : i64} : memref<?xf32, #map>\n    %alloca = memref.alloca(%arg0) : memref<?x4xf32>\n    %alloca_1 = memref.alloca() {alignment = 64 : i64} : memref<8xi32>\n    memref.dealloc %alloc : memref<4xf32>\n    %0 = memref.load %arg2[%arg0, %arg1] : memref<4x?xf32>\n    %1 = memref.load %arg2[%arg0, %arg1] {nontemporal = true} : memref<4x?xf32>\n    memref.store %arg4, %arg2[%arg0, %arg1] : memref<4x?xf32>\n    memref.store %arg4, %arg2[%arg0, %arg1] {nontemporal = true} : memref<4x?xf32>\n    %subview = memref.subview %arg2[0, %arg0] [2, %arg1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>\n    %cast = memref.cast %arg2 : memref<4x?xf32> to memref<?x?xf32>\n    %cast_2 = memref.cast %arg2 : memref<4x?xf32> to memref<*xf32>\n    memref.copy %arg2, %cast : memref<4x?xf32> to memref<?x?xf32>\n    %dim = memref.dim %arg2, %arg0 : memref<4x?xf32>\n    %2 = memref.rank %arg3 : memref<*xf32>\n    %3 = memref.get_global @g : memref<4xi32>\n    %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [0], sizes: [%arg0, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32, strided<[4, 1]>>\n    %reshape = memref.reshape %arg2(%arg6) : (memref<4x?xf32>, memref<1xindex>) -> memref<?xf32>\n    %alloc_3 = memref.alloc() : memref<8xf32>\n    %expand_shape = memref.expand_shape %alloc_3 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>\n    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1]] : memref<2x4xf32> into memref<8xf32>\n    %view = memref.view %arg5[%arg0][%arg1] : memref<16xi8> to memref<?xf32>\n    %4 = memref.atomic_rmw addf %arg4, %alloc_3[%arg0] : (f32, memref<8xf32>) -> f32\n    memref.alloca_scope  {\n      %alloca_5 = memref.alloca() : memref<4xf32>\n    }\n    %5 = memref.alloca_scope  -> (f32) {\n      memref.alloca_scope.return %arg4 : f32\n    }\n    memref.assume_alignment %alloc_3, 16 : memref<8xf32>\n    %expand_shape_4 = memref.expand_shape %alloca [[0, 1], [2]] output_shape [%arg0, 2, 4] : memref<?x4xf32> into memref<?x2x4xf32>\n    return\n  }\n  memref.global "private" @z : memref<2x2xf32> = dense<0.000000e+00>\n  memref.global "nested" constant @k : memref<i32> = dense<7> {foo}\n  func.func @g2(%arg0: index, %arg1: memref<8x8xf32>, %arg2: memref<*xf32>, %arg3: i32, %arg4: memref<8xi32>, %arg5: memref<4xf32, 1>, %arg6: memref<?x?xf32, strided<[?, ?], offset: ?>>) {\n    %0 = memref.load %arg1[%arg0, %arg0] : memref<8x8xf32>\n    %subview = memref.subview %arg1[0, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>\n    %subview_0 = memref.subview %arg1[%arg0, 2] [4, 4] [2, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>\n    %dim = memref.dim {tag} %arg1, %arg0 : memref<8x8xf32>\n    %1 = memref.atomic_rmw maxs %arg3, %arg4[%arg0] : (i32, memref<8xi32>) -> i32\n    %2 = memref.atomic_rmw minimumf %0, %arg1[%arg0, %arg0] : (f32, memref<8x8xf32>) -> f32\n    %3 = memref.atomic_rmw assign %arg3, %arg4[%arg0] {x = 1 : i64} : (i32, memref<8xi32>) -> i32\n    %4 = memref.atomic_rmw andi %arg3, %arg4[%arg0] : (i32, memref<8xi32>) -> i32\n    %5 = memref.atomic_rmw maxnumf %0, %arg1[%arg0, %arg0] : (f32, memref<8x8xf32>) -> f32\n    memref.copy %arg2, %arg2 : memref<*xf32> to memref<*xf32>\n    %cast = memref.cast %arg2 : memref<*xf32> to memref<8x8xf32>\n    %alloc = memref.alloc(%arg0, %arg0) : memref<?x?xf32, 1>\n    %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [%arg0], sizes: [4, 4], strides: [%arg0, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>\n    %expand_shape = memref.expand_shape %alloc [[0, 1], [2]] output_shape [%arg0, 1, %arg0] : memref<?x?xf32, 1> into memref<?x1x?xf32, 1>\n    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1, 2]] : memref<?x1x?xf32, 1> into memref<?xf32, 1>\n    memref.alloca_scope  {\n      memref.store %0, %arg1[%arg0, %arg0] : memref<8x8xf32>\n    } {attr = 1 : i32}\n    %6 = memref.get_global @k : memref<i32>\n    %7 = memref.load %6[] : memref<i32>\n    memref.dealloc %arg2 : memref<*xf32>\n    %8 = memref.rank %arg1 : memref<8x8xf32>\n    %subview_1 = memref.subview %arg6[%arg0, %arg0] [%arg0, %arg0] [%arg0, %arg0] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>\n    %cast_2 = memref.cast %arg1 : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>\n    %cast_3 = memref.cast %cast_2 : memref<8x8xf32, strided<[8, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>\n    return\n  }\n}\n'
MEMREF_GENERIC = '#map = affine_map<(d0)[s0] -> (d0 + s0)>\n"builtin.module"() ({\n  "memref.global"() <{alignment = 16 : i64, constant, initial_value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, sym_name = "c", sym_visibility = "private", type = memref<2xf32>}> : () -> ()\n  "memref.global"() <{initial_value, sym_name = "g", type = memref<4xi32>}> : () -> ()\n  "memref.global"() <{sym_name = "h", sym_visibility = "public", type = memref<3xf32>}> : () -> ()\n  "func.func"() <{function_type = (index, index, memref<4x?xf32>, memref<*xf32>, f32, memref<16xi8>, memref<1xindex>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg7: index, %arg8: index, %arg9: memref<4x?xf32>, %arg10: memref<*xf32>, %arg11: f32, %arg12: memref<16xi8>, %arg13: memref<1xindex>):\n    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>\n    %21 = "memref.alloc"(%arg7, %arg8) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?xf32, #map>\n    %22 = "memref.alloca"(%arg7) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>\n    %23 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi32>\n    "memref.dealloc"(%20) : (memref<4xf32>) -> ()\n    %24 = "memref.load"(%arg9, %arg7, %arg8) : (memref<4x?xf32>, index, index) -> f32\n    %25 = "memref.load"(%arg9, %arg7, %arg8) <{nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32\n    "memref.store"(%arg11, %arg9, %arg7, %arg8) : (f32, memref<4x?xf32>, index, index) -> ()\n    "memref.store"(%arg11, %arg9, %arg7, %arg8) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()\n    %26 = "memref.subview"(%arg9, %arg7, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<4x?xf32>, index, index) -> memref<2x?xf32, strided<[?, 1], offset: ?>>\n    %27 = "memref.cast"(%arg9) : (memref<4x?xf32>) -> memref<?x?xf32>\n    %28 = "memref.cast"(%arg9) : (memref<4x?xf32>) -> memref<*xf32>\n    "memref.copy"(%arg9, %27) : (memref<4x?xf32>, memref<?x?xf32>) -> ()\n    %29 = "memref.dim"(%arg9, %arg7) : (memref<4x?xf32>, index) -> index\n    %30 = "memref.rank"(%arg10) : (memref<*xf32>) -> index\n    %31 = "memref.get_global"() <{name = @g}> : () -> memref<4xi32>\n    %32 = "memref.reinterpret_cast"(%arg9, %arg7) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<4x?xf32>, index) -> memref<?x4xf32, strided<[4, 1]>>\n    %33 = "memref.reshape"(%arg9, %arg13) : (memref<4x?xf32>, memref<1xindex>) -> memref<?xf32>\n    %34 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>\n    %35 = "memref.expand_shape"(%34) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>) -> memref<2x4xf32>\n    %36 = "memref.collapse_shape"(%35) <{reassociation = [[0, 1]]}> : (memref<2x4xf32>) -> memref<8xf32>\n    %37 = "memref.view"(%arg12, %arg7, %arg8) : (memref<16xi8>, index, index) -> memref<?xf32>\n    %38 = "memref.atomic_rmw"(%arg11, %34, %arg7) <{kind = 0 : i64}> : (f32, memref<8xf32>, index) -> f32\n    "memref.alloca_scope"() ({\n      %41 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>\n      "memref.alloca_scope.return"() : () -> ()\n    }) : () -> ()\n    %39 = "memref.alloca_scope"() ({\n      "memref.alloca_scope.return"(%arg11) : (f32) -> ()\n    }) : () -> f32\n    "memref.assume_alignment"(%34) <{alignment = 16 : i32}> : (memref<8xf32>) -> ()\n    %40 = "memref.expand_shape"(%22, %arg7) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>, index) -> memref<?x2x4xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "memref.global"() <{initial_value = dense<0.000000e+00> : tensor<2x2xf32>, sym_name = "z", sym_visibility = "private", type = memref<2x2xf32>}> : () -> ()\n  "memref.global"() <{constant, initial_value = dense<7> : tensor<i32>, sym_name = "k", sym_visibility = "nested", type = memref<i32>}> {foo} : () -> ()\n  "func.func"() <{function_type = (index, memref<8x8xf32>, memref<*xf32>, i32, memref<8xi32>, memref<4xf32, 1>, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> (), sym_name = "g2"}> ({\n  ^bb0(%arg0: index, %arg1: memref<8x8xf32>, %arg2: memref<*xf32>, %arg3: i32, %arg4: memref<8xi32>, %arg5: memref<4xf32, 1>, %arg6: memref<?x?xf32, strided<[?, ?], offset: ?>>):\n    %0 = "memref.load"(%arg1, %arg0, %arg0) <{nontemporal = false}> : (memref<8x8xf32>, index, index) -> f32\n    %1 = "memref.subview"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>) -> memref<4xf32, strided<[1]>>\n    %2 = "memref.subview"(%arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>\n    %3 = "memref.dim"(%arg1, %arg0) {tag} : (memref<8x8xf32>, index) -> index\n    %4 = "memref.atomic_rmw"(%arg3, %arg4, %arg0) <{kind = 4 : i64}> : (i32, memref<8xi32>, index) -> i32\n    %5 = "memref.atomic_rmw"(%0, %arg1, %arg0, %arg0) <{kind = 6 : i64}> : (f32, memref<8x8xf32>, index, index) -> f32\n    %6 = "memref.atomic_rmw"(%arg3, %arg4, %arg0) <{kind = 2 : i64}> {x = 1 : i64} : (i32, memref<8xi32>, index) -> i32\n    %7 = "memref.atomic_rmw"(%arg3, %arg4, %arg0) <{kind = 12 : i64}> : (i32, memref<8xi32>, index) -> i32\n    %8 = "memref.atomic_rmw"(%0, %arg1, %arg0, %arg0) <{kind = 13 : i64}> : (f32, memref<8x8xf32>, index, index) -> f32\n    "memref.copy"(%arg2, %arg2) : (memref<*xf32>, memref<*xf32>) -> ()\n    %9 = "memref.cast"(%arg2) : (memref<*xf32>) -> memref<8x8xf32>\n    %10 = "memref.alloc"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32, 1>\n    %11 = "memref.reinterpret_cast"(%arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<8x8xf32>, index, index) -> memref<4x4xf32, strided<[?, 1], offset: ?>>\n    %12 = "memref.expand_shape"(%10, %arg0, %arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 1, -9223372036854775808>}> : (memref<?x?xf32, 1>, index, index) -> memref<?x1x?xf32, 1>\n    %13 = "memref.collapse_shape"(%12) <{reassociation = [[0, 1, 2]]}> : (memref<?x1x?xf32, 1>) -> memref<?xf32, 1>\n    "memref.alloca_scope"() ({\n      "memref.store"(%0, %arg1, %arg0, %arg0) : (f32, memref<8x8xf32>, index, index) -> ()\n      "memref.alloca_scope.return"() : () -> ()\n    }) {attr = 1 : i32} : () -> ()\n    %14 = "memref.get_global"() <{name = @k}> : () -> memref<i32>\n    %15 = "memref.load"(%14) : (memref<i32>) -> i32\n    "memref.dealloc"(%arg2) : (memref<*xf32>) -> ()\n    %16 = "memref.rank"(%arg1) : (memref<8x8xf32>) -> index\n    %17 = "memref.subview"(%arg6, %arg0, %arg0, %arg0, %arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>\n    %18 = "memref.cast"(%arg1) : (memref<8x8xf32>) -> memref<8x8xf32, strided<[8, 1]>>\n    %19 = "memref.cast"(%18) : (memref<8x8xf32, strided<[8, 1]>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n'

TENSOR_INPUT = 'func.func @f(%d: index, %s: index, %t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: f32, %t8: tensor<8xf32>) {\n  %0 = tensor.empty(%d) : tensor<?x4xf32>\n  %1 = tensor.empty() : tensor<4xf32>\n  %2 = tensor.extract %t[%d, %s] : tensor<4x?xf32>\n  %3 = tensor.insert %v into %t[%d, %s] : tensor<4x?xf32>\n  %4 = tensor.dim %t, %d : tensor<4x?xf32>\n  %5 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>\n  %6 = tensor.from_elements %v, %v : tensor<2xf32>\n  %7 = tensor.generate %d {\n  ^bb0(%i: index, %j: index):\n    tensor.yield %v : f32\n  } : tensor<?x3xf32>\n  %8 = tensor.extract_slice %t[0, %d] [2, %s] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>\n  %9 = tensor.insert_slice %8 into %t[0, %d] [2, %s] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>\n  %10 = tensor.expand_shape %t8 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>\n  %11 = tensor.collapse_shape %10 [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>\n  %12 = tensor.splat %v : tensor<4xf32>\n  %13 = tensor.rank %u : tensor<*xf32>\n  %14 = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>\n  %15 = tensor.splat %v[%d] : tensor<?x4xf32>\n  %16 = tensor.from_elements %v : tensor<f32>\n  %17 = tensor.generate {\n    tensor.yield %v : f32\n  } : tensor<f32>\n  %18 = tensor.insert_slice %14 into %t[0, 0] [1, 4] [1, 1] {foo} : tensor<4xf32> into tensor<4x?xf32>\n  return\n}\nfunc.func @g2(%d: index, %t: tensor<8x?xf32>, %u: tensor<*xf32>, %i: i32, %e: tensor<4xi32, "enc">) {\n  %0 = tensor.cast %u : tensor<*xf32> to tensor<8x?xf32>\n  %1 = tensor.cast %t : tensor<8x?xf32> to tensor<*xf32>\n  %2 = tensor.extract_slice %t[%d, 0] [1, %d] [1, 1] : tensor<8x?xf32> to tensor<?xf32>\n  %3 = tensor.expand_shape %2 [[0, 1]] output_shape [%d, 4] : tensor<?xf32> into tensor<?x4xf32>\n  %4 = tensor.collapse_shape %3 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>\n  %5 = tensor.empty(%d, %d) {x} : tensor<?x?xi32, "enc">\n  %6 = tensor.dim {y = 2 : i8} %e, %d : tensor<4xi32, "enc">\n  %7 = tensor.extract %e[%d] : tensor<4xi32, "enc">\n  %8 = tensor.insert %i into %e[%d] {z} : tensor<4xi32, "enc">\n  %9 = tensor.from_elements %i, %i, %i, %i {w} : tensor<2x2xi32>\n  %10 = tensor.splat %i[%d, %d] {q} : tensor<?x?xi32>\n  %11 = tensor.generate %d, %d {\n  ^bb0(%a: index, %b: index):\n    %c = arith.index_cast %a : index to i32\n    tensor.yield %c : i32\n  } {attr} : tensor<?x?xi32>\n  %12 = tensor.insert_slice %2 into %t[%d, 0] [1, %d] [1, 1] : tensor<?xf32> into tensor<8x?xf32>\n  %13 = tensor.rank %t : tensor<8x?xf32>\n  return\n}\n'
TENSOR_EXPECTED = 'module {\n  func.func @f(%arg0: index, %arg1: index, %arg2: tensor<4x?xf32>, %arg3: tensor<*xf32>, %arg4: f32, %arg5: tensor<8xf32>) {\n    %0 = tensor.empty(%arg0) : tensor<?x4xf32>\n    %1 = tensor.empty() : tensor<4xf32>\n    %extracted = tensor.extract %arg2[%arg0, %arg1] : tensor<4x?xf32>\n    %inserted = tensor.insert %arg4 into %arg2[%arg0, %arg1] : tensor<4x?xf32>\n    %dim = tensor.dim %arg2, %arg0 : tensor<4x?xf32>\n    %cast = tensor.cast %arg2 : tensor<4x?xf32> to tensor<?x?xf32>\n    %from_elements = tensor.from_elements %arg4, %arg4 : tensor<2xf32>\n    %generated = tensor.generate %arg0 {\n    ^bb0(%arg6: index, %arg7: index):\n      tensor.yield %arg4 : f32\n    } : tensor<?x3xf32>\n    %extracted_slice = tensor.extract_slice %arg2[0, %arg0] [2, %arg1] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>\n    %inserted_slice = tensor.insert_slice %extracted_slice into %arg2[0, %arg0] [2, %arg1] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>\n    %expanded = tensor.expand_shape %arg5 [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>\n    %collapsed = tensor.collapse_shape %expanded [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>\n    %splat = tensor.splat %arg4 : tensor<4xf32>\n    %rank = tensor.rank %arg3 : tensor<*xf32>\n    %extracted_slice_0 = tensor.extract_slice %arg2[0, 0] [1, 4] [1, 1] : tensor<4x?xf32> to tensor<4xf32>\n    %splat_1 = tensor.splat %arg4[%arg0] : tensor<?x4xf32>\n    %from_elements_2 = tensor.from_elements %arg4 : tensor<f32>\n    %generated_3 = tensor.generate  {\n      tensor.yield %arg4 : f32\n    } : tensor<f32>\n    %inserted_slice_4 = tensor.insert_slice %extracted_slice_0 into %arg2[0, 0] [1, 4] [1, 1] {foo} : tensor<4xf32> into tensor<4x?xf32>\n    return\n  }\n  func.func @g2(%arg0: index, %arg1: tensor<8x?xf32>, %arg2: tensor<*xf32>, %arg3: i32, %arg4: tensor<4xi32, "enc">) {\n    %cast = tensor.cast %arg2 : tensor<*xf32> to tensor<8x?xf32>\n    %cast_0 = tensor.cast %arg1 : tensor<8x?xf32> to tensor<*xf32>\n    %extracted_slice = tensor.extract_slice %arg1[%arg0, 0] [1, %arg0] [1, 1] : tensor<8x?xf32> to tensor<?xf32>\n    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [%arg0, 4] : tensor<?xf32> into tensor<?x4xf32>\n    %collapsed = tensor.collapse_shape %expanded [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>\n    %0 = tensor.empty(%arg0, %arg0) {x} : tensor<?x?xi32, "enc">\n    %dim = tensor.dim {y = 2 : i8} %arg4, %arg0 : tensor<4xi32, "enc">\n    %extracted = tensor.extract %arg4[%arg0] : tensor<4xi32, "enc">\n    %inserted = tensor.insert %arg3 into %arg4[%arg0] {z} : tensor<4xi32, "enc">\n    %from_elements = tensor.from_elements %arg3, %arg3, %arg3, %arg3 {w} : tensor<2x2xi32>\n    %splat = tensor.splat %arg3[%arg0, %arg0] {q} : tensor<?x?xi32>\n    %generated = tensor.generate %arg0, %arg0 {\n    ^bb0(%arg5: index, %arg6: index):\n      %1 = arith.index_cast %arg5 : index to i32\n      tensor.yield %1 : i32\n    } {attr} : tensor<?x?xi32>\n    %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[%arg0, 0] [1, %arg0] [1, 1] : tensor<?xf32> into tensor<8x?xf32>\n    %rank = tensor.rank %arg1 : tensor<8x?xf32>\n    return\n  }\n}\n'
TENSOR_GENERIC = '"builtin.module"() ({\n  "func.func"() <{function_type = (index, index, tensor<4x?xf32>, tensor<*xf32>, f32, tensor<8xf32>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg7: index, %arg8: index, %arg9: tensor<4x?xf32>, %arg10: tensor<*xf32>, %arg11: f32, %arg12: tensor<8xf32>):\n    %15 = "tensor.empty"(%arg7) : (index) -> tensor<?x4xf32>\n    %16 = "tensor.empty"() : () -> tensor<4xf32>\n    %17 = "tensor.extract"(%arg9, %arg7, %arg8) : (tensor<4x?xf32>, index, index) -> f32\n    %18 = "tensor.insert"(%arg11, %arg9, %arg7, %arg8) : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>\n    %19 = "tensor.dim"(%arg9, %arg7) : (tensor<4x?xf32>, index) -> index\n    %20 = "tensor.cast"(%arg9) : (tensor<4x?xf32>) -> tensor<?x?xf32>\n    %21 = "tensor.from_elements"(%arg11, %arg11) : (f32, f32) -> tensor<2xf32>\n    %22 = "tensor.generate"(%arg7) ({\n    ^bb0(%arg13: index, %arg14: index):\n      "tensor.yield"(%arg11) : (f32) -> ()\n    }) : (index) -> tensor<?x3xf32>\n    %23 = "tensor.extract_slice"(%arg9, %arg7, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, index, index) -> tensor<2x?xf32>\n    %24 = "tensor.insert_slice"(%23, %arg9, %arg7, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32>, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>\n    %25 = "tensor.expand_shape"(%arg12) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (tensor<8xf32>) -> tensor<2x4xf32>\n    %26 = "tensor.collapse_shape"(%25) <{reassociation = [[0, 1]]}> : (tensor<2x4xf32>) -> tensor<8xf32>\n    %27 = "tensor.splat"(%arg11) : (f32) -> tensor<4xf32>\n    %28 = "tensor.rank"(%arg10) : (tensor<*xf32>) -> index\n    %29 = "tensor.extract_slice"(%arg9) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>) -> tensor<4xf32>\n    %30 = "tensor.splat"(%arg11, %arg7) : (f32, index) -> tensor<?x4xf32>\n    %31 = "tensor.from_elements"(%arg11) : (f32) -> tensor<f32>\n    %32 = "tensor.generate"() ({\n      "tensor.yield"(%arg11) : (f32) -> ()\n    }) : () -> tensor<f32>\n    %33 = "tensor.insert_slice"(%29, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> {foo} : (tensor<4xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (index, tensor<8x?xf32>, tensor<*xf32>, i32, tensor<4xi32, "enc">) -> (), sym_name = "g2"}> ({\n  ^bb0(%arg0: index, %arg1: tensor<8x?xf32>, %arg2: tensor<*xf32>, %arg3: i32, %arg4: tensor<4xi32, "enc">):\n    %0 = "tensor.cast"(%arg2) : (tensor<*xf32>) -> tensor<8x?xf32>\n    %1 = "tensor.cast"(%arg1) : (tensor<8x?xf32>) -> tensor<*xf32>\n    %2 = "tensor.extract_slice"(%arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x?xf32>, index, index) -> tensor<?xf32>\n    %3 = "tensor.expand_shape"(%2, %arg0) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 4>}> : (tensor<?xf32>, index) -> tensor<?x4xf32>\n    %4 = "tensor.collapse_shape"(%3) <{reassociation = [[0, 1]]}> : (tensor<?x4xf32>) -> tensor<?xf32>\n    %5 = "tensor.empty"(%arg0, %arg0) {x} : (index, index) -> tensor<?x?xi32, "enc">\n    %6 = "tensor.dim"(%arg4, %arg0) {y = 2 : i8} : (tensor<4xi32, "enc">, index) -> index\n    %7 = "tensor.extract"(%arg4, %arg0) : (tensor<4xi32, "enc">, index) -> i32\n    %8 = "tensor.insert"(%arg3, %arg4, %arg0) {z} : (i32, tensor<4xi32, "enc">, index) -> tensor<4xi32, "enc">\n    %9 = "tensor.from_elements"(%arg3, %arg3, %arg3, %arg3) {w} : (i32, i32, i32, i32) -> tensor<2x2xi32>\n    %10 = "tensor.splat"(%arg3, %arg0, %arg0) {q} : (i32, index, index) -> tensor<?x?xi32>\n    %11 = "tensor.generate"(%arg0, %arg0) ({\n    ^bb0(%arg5: index, %arg6: index):\n      %14 = "arith.index_cast"(%arg5) : (index) -> i32\n      "tensor.yield"(%14) : (i32) -> ()\n    }) {attr} : (index, index) -> tensor<?x?xi32>\n    %12 = "tensor.insert_slice"(%2, %arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?xf32>, tensor<8x?xf32>, index, index) -> tensor<8x?xf32>\n    %13 = "tensor.rank"(%arg1) : (tensor<8x?xf32>) -> index\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n'

EXTRA_INPUT = "func.func @x(%t: tensor<4xi32>, %s: tensor<1xindex>, %m: memref<4xf32, 1>, %d: index, %a: tensor<2x3xf32>, %b: tensor<2x4xf32>, %r: memref<4xf32>) {\n  %0 = tensor.bitcast %t : tensor<4xi32> to tensor<4xui32>\n  %1 = tensor.reshape %t(%s) : (tensor<4xi32>, tensor<1xindex>) -> tensor<?xi32>\n  %2 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>\n  %3 = memref.extract_aligned_pointer_as_index %m : memref<4xf32, 1> -> index\n  %4 = memref.realloc %r : memref<4xf32> to memref<8xf32>\n  %5 = memref.realloc %r(%d) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>\n  %6 = tensor.concat dim(1) %a, %b : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>\n  return\n}\nfunc.func @p(%t: tensor<4x?xf32>, %d: index, %v: f32) {\n  %0 = tensor.pad %t low[0, %d] high[1, 2] {\n  ^bb0(%i: index, %j: index):\n    tensor.yield %v : f32\n  } : tensor<4x?xf32> to tensor<5x?xf32>\n  %1 = tensor.pad %t nofold low[1, 1] high[1, 1] {\n  ^bb0(%i: index, %j: index):\n    tensor.yield %v : f32\n  } {x} : tensor<4x?xf32> to tensor<6x?xf32>\n  return\n}\nfunc.func @x3(%m: memref<10xf32>, %i: index, %q: memref<400x400xi32>, %t: tensor<8xf32>, %s: tensor<2xf32>) {\n  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {\n  ^bb0(%cur : f32):\n    %c1 = arith.constant 1.0 : f32\n    %inc = arith.addf %c1, %cur : f32\n    memref.atomic_yield %inc : f32\n  }\n  memref.prefetch %q[%i, %i], read, locality<3>, data : memref<400x400xi32>\n  memref.prefetch %q[%i, %i], write, locality<0>, instr :  memref<400x400xi32>\n  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {\n    scf.forall.in_parallel {\n      tensor.parallel_insert_slice %s into %o[%k] [2] [1] : tensor<2xf32> into tensor<8xf32>\n    }\n  }\n  return\n}\n"
EXTRA_EXPECTED = "module {\n  func.func @x(%arg0: tensor<4xi32>, %arg1: tensor<1xindex>, %arg2: memref<4xf32, 1>, %arg3: index, %arg4: tensor<2x3xf32>, %arg5: tensor<2x4xf32>, %arg6: memref<4xf32>) {\n    %0 = tensor.bitcast %arg0 : tensor<4xi32> to tensor<4xui32>\n    %reshape = tensor.reshape %arg0(%arg1) : (tensor<4xi32>, tensor<1xindex>) -> tensor<?xi32>\n    %memspacecast = memref.memory_space_cast %arg2 : memref<4xf32, 1> to memref<4xf32>\n    %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32, 1> -> index\n    %1 = memref.realloc %arg6 : memref<4xf32> to memref<8xf32>\n    %2 = memref.realloc %arg6(%arg3) {alignment = 8 : i64} : memref<4xf32> to memref<?xf32>\n    %concat = tensor.concat dim(1) %arg4, %arg5 : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>\n    return\n  }\n  func.func @p(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32) {\n    %padded = tensor.pad %arg0 low[0, %arg1] high[1, 2] {\n    ^bb0(%arg3: index, %arg4: index):\n      tensor.yield %arg2 : f32\n    } : tensor<4x?xf32> to tensor<5x?xf32>\n    %padded_0 = tensor.pad %arg0 nofold low[1, 1] high[1, 1] {\n    ^bb0(%arg3: index, %arg4: index):\n      tensor.yield %arg2 : f32\n    } {x} : tensor<4x?xf32> to tensor<6x?xf32>\n    return\n  }\n  func.func @x3(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<400x400xi32>, %arg3: tensor<8xf32>, %arg4: tensor<2xf32>) {\n    %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<10xf32> {\n    ^bb0(%arg5: f32):\n      %cst = arith.constant 1.000000e+00 : f32\n      %2 = arith.addf %cst, %arg5 : f32\n      memref.atomic_yield %2 : f32\n    }\n    memref.prefetch %arg2[%arg1, %arg1], read, locality<3>, data : memref<400x400xi32>\n    memref.prefetch %arg2[%arg1, %arg1], write, locality<0>, instr : memref<400x400xi32>\n    %1 = scf.forall (%arg5) in (4) shared_outs(%arg6 = %arg3) -> (tensor<8xf32>) {\n      scf.forall.in_parallel {\n        tensor.parallel_insert_slice %arg4 into %arg6[%arg5] [2] [1] : tensor<2xf32> into tensor<8xf32>\n      }\n    }\n    return\n  }\n}\n"
EXTRA_GENERIC = '"builtin.module"() ({\n  "func.func"() <{function_type = (tensor<4xi32>, tensor<1xindex>, memref<4xf32, 1>, index, tensor<2x3xf32>, tensor<2x4xf32>, memref<4xf32>) -> (), sym_name = "x"}> ({\n  ^bb0(%arg15: tensor<4xi32>, %arg16: tensor<1xindex>, %arg17: memref<4xf32, 1>, %arg18: index, %arg19: tensor<2x3xf32>, %arg20: tensor<2x4xf32>, %arg21: memref<4xf32>):\n    %6 = "tensor.bitcast"(%arg15) : (tensor<4xi32>) -> tensor<4xui32>\n    %7 = "tensor.reshape"(%arg15, %arg16) : (tensor<4xi32>, tensor<1xindex>) -> tensor<?xi32>\n    %8 = "memref.memory_space_cast"(%arg17) : (memref<4xf32, 1>) -> memref<4xf32>\n    %9 = "memref.extract_aligned_pointer_as_index"(%arg17) : (memref<4xf32, 1>) -> index\n    %10 = "memref.realloc"(%arg21) : (memref<4xf32>) -> memref<8xf32>\n    %11 = "memref.realloc"(%arg21, %arg18) <{alignment = 8 : i64}> : (memref<4xf32>, index) -> memref<?xf32>\n    %12 = "tensor.concat"(%arg19, %arg20) <{dim = 1 : i64}> : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (tensor<4x?xf32>, index, f32) -> (), sym_name = "p"}> ({\n  ^bb0(%arg8: tensor<4x?xf32>, %arg9: index, %arg10: f32):\n    %4 = "tensor.pad"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 2>, static_low = array<i64: 0, -9223372036854775808>}> ({\n    ^bb0(%arg13: index, %arg14: index):\n      "tensor.yield"(%arg10) : (f32) -> ()\n    }) : (tensor<4x?xf32>, index) -> tensor<5x?xf32>\n    %5 = "tensor.pad"(%arg8) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 1, 1>}> ({\n    ^bb0(%arg11: index, %arg12: index):\n      "tensor.yield"(%arg10) : (f32) -> ()\n    }) {x} : (tensor<4x?xf32>) -> tensor<6x?xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n  "func.func"() <{function_type = (memref<10xf32>, index, memref<400x400xi32>, tensor<8xf32>, tensor<2xf32>) -> (), sym_name = "x3"}> ({\n  ^bb0(%arg0: memref<10xf32>, %arg1: index, %arg2: memref<400x400xi32>, %arg3: tensor<8xf32>, %arg4: tensor<2xf32>):\n    %0 = "memref.generic_atomic_rmw"(%arg0, %arg1) ({\n    ^bb0(%arg7: f32):\n      %2 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32\n      %3 = "arith.addf"(%2, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n      "memref.atomic_yield"(%3) : (f32) -> ()\n    }) : (memref<10xf32>, index) -> f32\n    "memref.prefetch"(%arg2, %arg1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<400x400xi32>, index, index) -> ()\n    "memref.prefetch"(%arg2, %arg1, %arg1) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<400x400xi32>, index, index) -> ()\n    %1 = "scf.forall"(%arg3) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({\n    ^bb0(%arg5: index, %arg6: tensor<8xf32>):\n      "scf.forall.in_parallel"() ({\n        "tensor.parallel_insert_slice"(%arg4, %arg6, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8xf32>, index) -> ()\n      }) : () -> ()\n    }) : (tensor<8xf32>) -> tensor<8xf32>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n'

TRANSPOSE_INPUT = "func.func @t(%m: memref<4x?xf32>, %n: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) {\n  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x?xf32> to memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>\n  %1 = memref.transpose %n (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>\n  return\n}\n"
TRANSPOSE_EXPECTED = "#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>\nmodule {\n  func.func @t(%arg0: memref<4x?xf32>, %arg1: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) {\n    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32, #map>\n    %transpose_0 = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>\n    return\n  }\n}\n"
TRANSPOSE_GENERIC = '#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>\n#map1 = affine_map<(d0, d1) -> (d1, d0)>\n#map2 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>\n"builtin.module"() ({\n  "func.func"() <{function_type = (memref<4x?xf32>, memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> (), sym_name = "t"}> ({\n  ^bb0(%arg0: memref<4x?xf32>, %arg1: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>):\n    %0 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<4x?xf32>) -> memref<?x4xf32, #map>\n    %1 = "memref.transpose"(%arg1) <{permutation = #map2}> : (memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n'


def _parse(text: str):
    ctx = Context()
    return parse_module(SourceFile("t.mlir", text), ctx), ctx


def _roundtrip(text: str, generic: bool = False) -> str:
    top, ctx = _parse(text)
    assert verify(top, ctx) == []
    return print_module(top, generic=generic)


CASES = [
    ("memref", MEMREF_INPUT, MEMREF_EXPECTED, MEMREF_GENERIC),
    ("tensor", TENSOR_INPUT, TENSOR_EXPECTED, TENSOR_GENERIC),
    ("extra", EXTRA_INPUT, EXTRA_EXPECTED, EXTRA_GENERIC),
    ("transpose", TRANSPOSE_INPUT, TRANSPOSE_EXPECTED, TRANSPOSE_GENERIC),
]
GENERIC_CASES = [
    ("memref", MEMREF_INPUT, MEMREF_GENERIC),
    ("tensor", TENSOR_INPUT, TENSOR_GENERIC),
    ("extra", EXTRA_INPUT, EXTRA_GENERIC),
    ("transpose", TRANSPOSE_INPUT, TRANSPOSE_GENERIC),
]


@pytest.mark.parametrize("name,src,expected,generic", CASES)
def test_custom_form_matches_mlir_opt(name, src, expected, generic):
    assert _roundtrip(src) == expected


@pytest.mark.parametrize("name,src,generic", GENERIC_CASES)
def test_generic_form_matches_mlir_opt(name, src, generic):
    assert _roundtrip(src, generic=True) == generic


@pytest.mark.parametrize("name,src,generic", GENERIC_CASES)
def test_reads_own_generic_output_back(name, src, generic):
    assert _roundtrip(generic, generic=True) == generic


@pytest.mark.parametrize("name,src,expected,generic", CASES)
def test_reads_generic_output_back(name, src, expected, generic):
    assert _roundtrip(generic) == expected


@pytest.mark.parametrize("name,src,expected,generic", CASES)
def test_reads_own_output_back(name, src, expected, generic):
    assert _roundtrip(expected) == expected


# ------------------------------------------------------------------ parse errors

_FN = (
    "func.func @f(%d: index, %m: memref<4x?xf32>, %v: f32, %t: tensor<4x?xf32>) {{\n"
    "  {}\n  return\n}}\n"
)

PARSE_ERRORS = [
    # (op text, message, column in the op line (1-based, after the 2-space indent))
    ("%0 = memref.load %m[%d, %d : memref<4x?xf32>", "expected ']'", None),
    ("%0 = memref.alloc(%d : memref<?xf32>", "expected ')'", None),
    (
        "%0 = tensor.extract_slice %t[0, x] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>",
        "expected SSA value or integer",
        35,
    ),
    (
        "%0 = tensor.from_elements %v : tensor<2xf32>",
        "custom op 'tensor.from_elements' 1 operands present, but expected 2",
        29,
    ),
    (
        "memref.store %v, %m[%d, %d] : tensor<4xf32>",
        "custom op 'memref.store' invalid kind of type specified",
        33,
    ),
    (
        "%0 = tensor.from_elements %v : tensor<?xf32>",
        (
            "custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type "
            "values, but got 'tensor<?xf32>'"
        ),
        8,
    ),
    (
        "%0 = memref.atomic_rmw foo %v, %m[%d, %d] : (f32, memref<4x?xf32>) -> f32",
        "enum values for attribute 'kind'",
        26,
    ),
    (
        "memref.global @g : f32",
        "custom op 'memref.global' type should be static shaped memref, but got 'f32'",
        3,
    ),
    (
        "memref.global @g : memref<?xf32>",
        "custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'",
        3,
    ),
    ("memref.global 3 : memref<f32>", "expected valid '@'-identifier for symbol name", None),
    (
        "%0 = memref.transpose %m (d0, d1) -> d1 : memref<4x?xf32> to memref<?xf32>",
        "expected '(' in affine map range",
        39,
    ),
    (
        (
            "%0 = memref.reinterpret_cast %m to offset: [0] sizes: [1], strides: [1] : "
            "memref<4x?xf32> to memref<1xf32>"
        ),
        "expected ','",
        None,
    ),
]


@pytest.mark.parametrize("text,msg,col", PARSE_ERRORS)
def test_parse_errors(text, msg, col):
    with pytest.raises(ParseError) as ei:
        _parse(_FN.format(text))
    e = ei.value
    assert msg in str(e)
    if col is not None:
        src = _FN.format(text)
        line_start = src.index("\n") + 1
        assert e.offset - line_start + 1 == col


# ------------------------------------------------------------------ verifier messages

VERIFY_ERRORS = [
    (
        "%0 = memref.alloc() : memref<?xf32>",
        "'memref.alloc' op dimension operand count does not equal memref dynamic dimension count",
    ),
    (
        "%0 = memref.load %m[%d] : memref<4x?xf32>",
        "'memref.load' op incorrect number of indices for load, expected 2 but got 1",
    ),
    (
        "memref.store %v, %m[%d] : memref<4x?xf32>",
        "'memref.store' op store index operand count not equal to memref rank",
    ),
    (
        "%0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32>",
        (
            "expected result type to be 'memref<2x2xf32, strided<[?, 1]>>' or a rank-reduced version. "
            "(mismatch of result layout) "
        ),
    ),
    (
        "%0 = memref.subview %m[0] [2] [1] : memref<4x?xf32> to memref<2xf32, strided<[?]>>",
        "expected 2 offset values, got 1",
    ),
    (
        "%0 = tensor.extract %t[%d] : tensor<4x?xf32>",
        "'tensor.extract' op incorrect number of indices for extract_element",
    ),
    (
        "%0 = tensor.empty() : tensor<?xf32>",
        "'tensor.empty' op incorrect number of dynamic sizes, has 0, expected 1",
    ),
    (
        "%0 = tensor.extract_slice %t[0, 0] [1, 2] [1, 1] : tensor<4x?xf32> to tensor<2xi32>",
        "expected element type to be 'f32'",
    ),
    (
        "%0 = memref.get_global @g : memref<4xi32>",
        "'memref.get_global' op 'g' does not reference a valid global memref",
    ),
    (
        (
            "%0 = memref.reinterpret_cast %m to offset: [0], sizes: [5], strides: [1] : memref<4x?xf32> "
            "to memref<4xf32>"
        ),
        "expected result type with size = 5 instead of 4 in dim = 0",
    ),
]


@pytest.mark.parametrize("text,msg", VERIFY_ERRORS)
def test_verifier_messages(text, msg):
    top, ctx = _parse(_FN.format(text))
    diags = verify(top, ctx)
    if msg is None:
        return
    assert diags and diags[0].message == msg


def test_rank_reduced_subviews_verify():
    for res in ("memref<2xf32>", "memref<2xf32, strided<[1]>>"):
        top, ctx = _parse(
            _FN.format(f"%0 = memref.subview %m[0, 0] [1, 2] [1, 1] : memref<4x?xf32> to {res}")
        )
        assert verify(top, ctx) == []


# ------------------------------------------------------------------ helpers and API


def test_subview_result_type_inference():
    f32 = FloatType.get("f32")
    src = MemRefType.get([8, 8], f32)
    k = mh.K_DYNAMIC
    t, strides, off = mh.subview_result_type(src, [k, 2], [4, 4], [2, 1])
    assert str(t) == "memref<4x4xf32, strided<[16, 1], offset: ?>>"
    assert strides == [16, 1] and off is None
    t, _, _ = mh.subview_result_type(src, [0, 0], [1, 4], [1, 1])
    assert str(t) == "memref<1x4xf32, strided<[8, 1]>>"
    assert mh.rank_reduction_mask([1, 4], [4]) == {0}
    assert mh.rank_reduction_mask([2, 4], [4]) is None


def test_asm_names_and_accessors():
    top, _ = _parse(MEMREF_INPUT)
    subview = next(op for op in top.walk() if op.name == "memref.subview")
    assert subview.asm_result_names() == ["subview"]
    assert list(subview.properties["static_sizes"].values) == [2, mh.K_DYNAMIC]
    assert len(subview.offsets) == 1 and len(subview.sizes) == 1 and subview.strides == []
    g = next(op for op in top.walk() if op.name == "memref.get_global")
    assert str(g.name_) == "@g"
    top, _ = _parse(TENSOR_INPUT)
    names = {
        op.name: op.asm_result_names()
        for op in top.walk()
        if op.name.startswith("tensor.") and hasattr(op, "asm_result_names")
    }
    assert names["tensor.extract_slice"] == ["extracted_slice"]
    assert names["tensor.generate"] == ["generated"]


def test_builders_infer_result_types():
    from irlite.ir.attributes import DenseArrayAttr
    from irlite.ir.types import IntegerType

    top, ctx = _parse(
        "func.func @f(%m: memref<4x4xf32>, %d: index, %t: tensor<4x?xf32>, "
        "%v: f32) {\n  return\n}\n"
    )
    fn = next(op for op in top.walk() if op.name == "func.func")
    m, d, t, v = fn.regions[0].blocks[0].args
    C = ctx.op_classes

    def arr(*xs):
        return DenseArrayAttr.get(IntegerType.get(64), list(xs))

    assert str(C["memref.load"].build(m, [d, d]).results[0].type) == "f32"
    assert C["memref.dim"].build(m, d).results[0].type is IndexType.get()
    assert C["tensor.insert"].build(v, t, [d, d]).results[0].type is t.type
    sv = C["memref.subview"].build(
        m,
        [d],
        [],
        [],
        static_offsets=arr(mh.K_DYNAMIC, 0),
        static_sizes=arr(2, 2),
        static_strides=arr(1, 1),
    )
    assert str(sv.results[0].type) == "memref<2x2xf32, strided<[4, 1], offset: ?>>"
    assert list(sv.properties["operandSegmentSizes"].values) == [1, 1, 0, 0]
    assert sv.verify_() is None
    es = C["tensor.extract_slice"].build(
        t,
        [],
        [d],
        [],
        static_offsets=arr(0, 0),
        static_sizes=arr(2, mh.K_DYNAMIC),
        static_strides=arr(1, 1),
    )
    assert str(es.results[0].type) == "tensor<2x?xf32>" and es.verify_() is None
    alloc = C["memref.alloc"].build([d], [], memref_type=MemRefType.get([-1], v.type))
    assert list(alloc.properties["operandSegmentSizes"].values) == [1, 0]
    assert alloc.verify_() is None
