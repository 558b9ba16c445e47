// RUN: irlite-opt %s | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines
//
// MLIR 19's vector subset (rules/vector.rules) in its custom and generic forms: splat,
// broadcast, masks, extract/insert with static and dynamic positions, extractelement/
// insertelement (0-d and 1-d), shape_cast, fma, reduction kinds with fastmath, load/store
// with nontemporal, scalable vectors. CHECK lines are mlir-opt 19's output.

// CHECK: module {
// CHECK-NEXT:   func.func @build(%arg0: f32, %arg1: i32, %arg2: index) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<4x3xi1>, vector<4xi1>, vector<i1>) {
// CHECK-NEXT:     %0 = vector.splat %arg0 : vector<4xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg0 : f32 to vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT:     %3 = vector.splat %arg1 : vector<4xi32>
// CHECK-NEXT:     %4 = vector.constant_mask [2, 3] : vector<4x3xi1>
// CHECK-NEXT:     %5 = vector.create_mask %arg2 : vector<4xi1>
// CHECK-NEXT:     %6 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT:     return %0, %2, %3, %4, %5, %6 : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<4x3xi1>, vector<4xi1>, vector<i1>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @elements(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: index, %arg4: i32, %arg5: vector<f32>) -> (f32, vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>) {
// CHECK-NEXT:     %0 = vector.extract %arg0[3] : f32 from vector<4xf32>
// CHECK-NEXT:     %1 = vector.extract %arg1[%arg3] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT:     %2 = vector.extract %arg1[1, %arg3] : f32 from vector<2x4xf32>
// CHECK-NEXT:     %3 = vector.insert %arg0, %arg1 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT:     %4 = vector.insert %arg2, %arg1 [%arg3, 2] : f32 into vector<2x4xf32>
// CHECK-NEXT:     %5 = vector.extractelement %arg0[%arg4 : i32] : vector<4xf32>
// CHECK-NEXT:     %6 = vector.insertelement %arg2, %arg0[%arg3 : index] : vector<4xf32>
// CHECK-NEXT:     %7 = vector.extractelement %arg5[] : vector<f32>
// CHECK-NEXT:     %8 = vector.insertelement %arg2, %arg5[] : vector<f32>
// CHECK-NEXT:     %9 = vector.extract %arg1[0, 0] {tag} : f32 from vector<2x4xf32>
// CHECK-NEXT:     return %0, %1, %4, %5, %6, %7, %8 : f32, vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @compute(%arg0: vector<4xf32>, %arg1: vector<2x4xf32>, %arg2: f32, %arg3: vector<8xi32>, %arg4: i32) -> (vector<8xf32>, vector<4xf32>, f32, f32, i32, i32) {
// CHECK-NEXT:     %0 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT:     %1 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT:     %2 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT:     %3 = vector.reduction <maximumf>, %arg0, %arg2 fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK-NEXT:     %4 = vector.reduction <xor>, %arg3 : vector<8xi32> into i32
// CHECK-NEXT:     %5 = vector.reduction <minui>, %arg3, %arg4 : vector<8xi32> into i32
// CHECK-NEXT:     %6 = vector.reduction <mul>, %arg0 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT:     return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<4xf32>, f32, f32, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @memory(%arg0: memref<4x16xf32>, %arg1: index, %arg2: index) -> vector<8xf32> {
// CHECK-NEXT:     %0 = vector.load %arg0[%arg1, %arg2] : memref<4x16xf32>, vector<8xf32>
// CHECK-NEXT:     vector.store %0, %arg0[%arg1, %arg2] : memref<4x16xf32>, vector<8xf32>
// CHECK-NEXT:     %1 = vector.load %arg0[%arg1, %arg2] {nontemporal = true} : memref<4x16xf32>, vector<2x8xf32>
// CHECK-NEXT:     vector.store %1, %arg0[%arg1, %arg2] : memref<4x16xf32>, vector<2x8xf32>
// CHECK-NEXT:     return %0 : vector<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scalable(%arg0: f32, %arg1: vector<[4]xf32>) -> (vector<[4]xf32>, f32) {
// CHECK-NEXT:     %0 = vector.splat %arg0 : vector<[4]xf32>
// CHECK-NEXT:     %1 = vector.reduction <add>, %arg1 : vector<[4]xf32> into f32
// CHECK-NEXT:     return %0, %1 : vector<[4]xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, i32, index) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<4x3xi1>, vector<4xi1>, vector<i1>), sym_name = "build"}> ({
// GENERIC-NEXT:   ^bb0(%arg16: f32, %arg17: i32, %arg18: index):
// GENERIC-NEXT:     %21 = "vector.splat"(%arg16) : (f32) -> vector<4xf32>
// GENERIC-NEXT:     %22 = "vector.broadcast"(%arg16) : (f32) -> vector<2x4xf32>
// GENERIC-NEXT:     %23 = "vector.broadcast"(%21) : (vector<4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:     %24 = "vector.splat"(%arg17) : (i32) -> vector<4xi32>
// GENERIC-NEXT:     %25 = "vector.constant_mask"() <{mask_dim_sizes = [2, 3]}> : () -> vector<4x3xi1>
// GENERIC-NEXT:     %26 = "vector.create_mask"(%arg18) : (index) -> vector<4xi1>
// GENERIC-NEXT:     %27 = "vector.constant_mask"() <{mask_dim_sizes = [1]}> : () -> vector<i1>
// GENERIC-NEXT:     "func.return"(%21, %23, %24, %25, %26, %27) : (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<4x3xi1>, vector<4xi1>, vector<i1>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, f32, index, i32, vector<f32>) -> (f32, vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>), sym_name = "elements"}> ({
// GENERIC-NEXT:   ^bb0(%arg10: vector<4xf32>, %arg11: vector<2x4xf32>, %arg12: f32, %arg13: index, %arg14: i32, %arg15: vector<f32>):
// GENERIC-NEXT:     %11 = "vector.extract"(%arg10) <{static_position = array<i64: 3>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:     %12 = "vector.extract"(%arg11, %arg13) <{static_position = array<i64: -9223372036854775808>}> : (vector<2x4xf32>, index) -> vector<4xf32>
// GENERIC-NEXT:     %13 = "vector.extract"(%arg11, %arg13) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x4xf32>, index) -> f32
// GENERIC-NEXT:     %14 = "vector.insert"(%arg10, %arg11) <{static_position = array<i64: 0>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// GENERIC-NEXT:     %15 = "vector.insert"(%arg12, %arg11, %arg13) <{static_position = array<i64: -9223372036854775808, 2>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
// GENERIC-NEXT:     %16 = "vector.extractelement"(%arg10, %arg14) : (vector<4xf32>, i32) -> f32
// GENERIC-NEXT:     %17 = "vector.insertelement"(%arg12, %arg10, %arg13) : (f32, vector<4xf32>, index) -> vector<4xf32>
// GENERIC-NEXT:     %18 = "vector.extractelement"(%arg15) : (vector<f32>) -> f32
// GENERIC-NEXT:     %19 = "vector.insertelement"(%arg12, %arg15) : (f32, vector<f32>) -> vector<f32>
// GENERIC-NEXT:     %20 = "vector.extract"(%arg11) <{static_position = array<i64: 0, 0>}> {tag} : (vector<2x4xf32>) -> f32
// GENERIC-NEXT:     "func.return"(%11, %12, %15, %16, %17, %18, %19) : (f32, vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (vector<4xf32>, vector<2x4xf32>, f32, vector<8xi32>, i32) -> (vector<8xf32>, vector<4xf32>, f32, f32, i32, i32), sym_name = "compute"}> ({
// GENERIC-NEXT:   ^bb0(%arg5: vector<4xf32>, %arg6: vector<2x4xf32>, %arg7: f32, %arg8: vector<8xi32>, %arg9: i32):
// GENERIC-NEXT:     %4 = "vector.shape_cast"(%arg6) : (vector<2x4xf32>) -> vector<8xf32>
// GENERIC-NEXT:     %5 = "vector.fma"(%arg5, %arg5, %arg5) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC-NEXT:     %6 = "vector.reduction"(%arg5) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:     %7 = "vector.reduction"(%arg5, %arg7) <{fastmath = #arith.fastmath<nnan,ninf>, kind = #vector.kind<maximumf>}> : (vector<4xf32>, f32) -> f32
// GENERIC-NEXT:     %8 = "vector.reduction"(%arg8) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<8xi32>) -> i32
// GENERIC-NEXT:     %9 = "vector.reduction"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<minui>}> : (vector<8xi32>, i32) -> i32
// GENERIC-NEXT:     %10 = "vector.reduction"(%arg5) <{fastmath = #arith.fastmath<fast>, kind = #vector.kind<mul>}> : (vector<4xf32>) -> f32
// GENERIC-NEXT:     "func.return"(%4, %5, %6, %7, %8, %9) : (vector<8xf32>, vector<4xf32>, f32, f32, i32, i32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x16xf32>, index, index) -> vector<8xf32>, sym_name = "memory"}> ({
// GENERIC-NEXT:   ^bb0(%arg2: memref<4x16xf32>, %arg3: index, %arg4: index):
// GENERIC-NEXT:     %2 = "vector.load"(%arg2, %arg3, %arg4) : (memref<4x16xf32>, index, index) -> vector<8xf32>
// GENERIC-NEXT:     "vector.store"(%2, %arg2, %arg3, %arg4) : (vector<8xf32>, memref<4x16xf32>, index, index) -> ()
// GENERIC-NEXT:     %3 = "vector.load"(%arg2, %arg3, %arg4) <{nontemporal = true}> : (memref<4x16xf32>, index, index) -> vector<2x8xf32>
// GENERIC-NEXT:     "vector.store"(%3, %arg2, %arg3, %arg4) <{nontemporal = false}> : (vector<2x8xf32>, memref<4x16xf32>, index, index) -> ()
// GENERIC-NEXT:     "func.return"(%2) : (vector<8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, vector<[4]xf32>) -> (vector<[4]xf32>, f32), sym_name = "scalable"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f32, %arg1: vector<[4]xf32>):
// GENERIC-NEXT:     %0 = "vector.splat"(%arg0) : (f32) -> vector<[4]xf32>
// GENERIC-NEXT:     %1 = "vector.reduction"(%arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<[4]xf32>) -> f32
// GENERIC-NEXT:     "func.return"(%0, %1) : (vector<[4]xf32>, f32) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @build(%a: f32, %i: i32, %n: index) -> (vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<4x3xi1>, vector<4xi1>, vector<i1>) {
  %0 = vector.splat %a : vector<4xf32>
  %1 = vector.broadcast %a : f32 to vector<2x4xf32>
  %2 = vector.broadcast %0 : vector<4xf32> to vector<2x4xf32>
  %3 = vector.splat %i : vector<4xi32>
  %4 = vector.constant_mask [2, 3] : vector<4x3xi1>
  %5 = vector.create_mask %n : vector<4xi1>
  %6 = vector.constant_mask [1] : vector<i1>
  return %0, %2, %3, %4, %5, %6 : vector<4xf32>, vector<2x4xf32>, vector<4xi32>, vector<4x3xi1>, vector<4xi1>, vector<i1>
}

func.func @elements(%v: vector<4xf32>, %w: vector<2x4xf32>, %a: f32, %n: index, %k: i32, %z: vector<f32>) -> (f32, vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>) {
  %0 = vector.extract %v[3] : f32 from vector<4xf32>
  %1 = vector.extract %w[%n] : vector<4xf32> from vector<2x4xf32>
  %2 = vector.extract %w[1, %n] : f32 from vector<2x4xf32>
  %3 = vector.insert %v, %w [0] : vector<4xf32> into vector<2x4xf32>
  %4 = vector.insert %a, %w [%n, 2] : f32 into vector<2x4xf32>
  %5 = vector.extractelement %v[%k : i32] : vector<4xf32>
  %6 = vector.insertelement %a, %v[%n : index] : vector<4xf32>
  %7 = vector.extractelement %z[] : vector<f32>
  %8 = vector.insertelement %a, %z[] : vector<f32>
  %9 = vector.extract %w[0, 0] {tag} : f32 from vector<2x4xf32>
  return %0, %1, %4, %5, %6, %7, %8 : f32, vector<4xf32>, vector<2x4xf32>, f32, vector<4xf32>, f32, vector<f32>
}

func.func @compute(%v: vector<4xf32>, %w: vector<2x4xf32>, %a: f32, %iv: vector<8xi32>, %b: i32) -> (vector<8xf32>, vector<4xf32>, f32, f32, i32, i32) {
  %0 = vector.shape_cast %w : vector<2x4xf32> to vector<8xf32>
  %1 = vector.fma %v, %v, %v : vector<4xf32>
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  %3 = vector.reduction <maximumf>, %v, %a fastmath<nnan,ninf> : vector<4xf32> into f32
  %4 = vector.reduction <xor>, %iv : vector<8xi32> into i32
  %5 = vector.reduction <minui>, %iv, %b : vector<8xi32> into i32
  %6 = vector.reduction <mul>, %v fastmath<fast> : vector<4xf32> into f32
  return %0, %1, %2, %3, %4, %5 : vector<8xf32>, vector<4xf32>, f32, f32, i32, i32
}

func.func @memory(%m: memref<4x16xf32>, %i: index, %j: index) -> vector<8xf32> {
  %0 = vector.load %m[%i, %j] : memref<4x16xf32>, vector<8xf32>
  vector.store %0, %m[%i, %j] : memref<4x16xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %j] {nontemporal = true} : memref<4x16xf32>, vector<2x8xf32>
  vector.store %1, %m[%i, %j] {nontemporal = false} : memref<4x16xf32>, vector<2x8xf32>
  return %0 : vector<8xf32>
}

func.func @scalable(%a: f32, %v: vector<[4]xf32>) -> (vector<[4]xf32>, f32) {
  %0 = vector.splat %a : vector<[4]xf32>
  %1 = vector.reduction <add>, %v : vector<[4]xf32> into f32
  return %0, %1 : vector<[4]xf32>, f32
}
