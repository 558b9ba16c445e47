// RUN: irlite-opt %s --mlir-print-local-scope | FileCheck %s
// RUN: irlite-opt %s --mlir-print-local-scope --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// --mlir-print-local-scope prints no aliases: attributes, types and locations appear
// where they are used, and no alias definitions come before or after the module. The
// CHECK lines are mlir-opt 19's output for this file.

// CHECK-NOT: #map
// CHECK: func.func @f(%arg0: index) -> index attributes {m = affine_map<(d0) -> (d0 + 1)>} {
// CHECK-NEXT: %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// CHECK-NOT: #map

// LOC-NOT: #loc
// LOC: func.func @f(%arg0: index loc("{{.*}}print_local_scope.mlir":{{[0-9]+}}:14)) -> index
// LOC: affine.apply {{.*}} loc(fused["a":1:2, "b":3:4])
// LOC-NEXT: return %0 : index loc(callsite("c":1:1 at "d":2:2))
// LOC: } loc("{{.*}}print_local_scope.mlir":0:0)
// LOC-NOT: #loc
#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: index) -> index attributes {m = #map} {
  %0 = affine.apply #map(%a) loc(fused["a":1:2, "b":3:4])
  return %0 : index loc(callsite("c":1:1 at "d":2:2))
}
