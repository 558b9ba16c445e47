// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s | irlite-opt | FileCheck %s
// RUN: irlite-translate --mlir-to-llvmir %s | FileCheck %s --check-prefix=LLVM
// llvm.insertelement / extractelement / shufflevector: printed as mlir-opt 19 prints them
// (shufflevector's custom<ShuffleType> leaves a blank after the type), translated to
// LLVM's instructions; a splat is an insertelement into poison and a zero-mask shuffle.

// CHECK-LABEL: llvm.func @splat_fma
// CHECK: %[[I:.*]] = llvm.insertelement %arg0, %{{.*}}[%{{.*}} : i32] : vector<16xf32>
// CHECK-NEXT: %[[B:.*]] = llvm.shufflevector %[[I]], %{{.*}} [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32> {{$}}
// CHECK-NEXT: %{{.*}} = llvm.extractelement %[[B]][%{{.*}} : i32] : vector<16xf32>
// CHECK-NEXT: llvm.shufflevector %arg1, %arg1 [1, 0] : vector<16xf32> {{$}}
// LLVM: insertelement <16 x float> poison, float %0, i32 0
// LLVM: shufflevector <16 x float> %{{.*}}, <16 x float> poison, <16 x i32> <i32 0, i32 0,
// LLVM: extractelement <16 x float> %{{.*}}, i32 0
// LLVM: shufflevector <16 x float> %1, <16 x float> %1, <2 x i32> <i32 1, i32 0>
// LLVM: call <16 x float> @llvm.fma.v16f32(
llvm.func @splat_fma(%s: f32, %v: vector<16xf32>) -> vector<16xf32> {
  %p = llvm.mlir.poison : vector<16xf32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.insertelement %s, %p[%c0 : i32] : vector<16xf32>
  %b = llvm.shufflevector %i, %p [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32>
  %e = llvm.extractelement %b[%c0 : i32] : vector<16xf32>
  %two = llvm.shufflevector %v, %v [1, 0] : vector<16xf32>
  %r = llvm.intr.fma(%b, %v, %v) : (vector<16xf32>, vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  llvm.return %r : vector<16xf32>
}
