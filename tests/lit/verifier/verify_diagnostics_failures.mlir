// RUN: not irlite-opt %S/Inputs/wrong_expectations.mlir --verify-diagnostics --allow-unregistered-dialect 2>&1 | FileCheck %s --strict-whitespace

// What --verify-diagnostics reports when the annotations are wrong (the
// annotated input is in Inputs/ so that these CHECK lines are not read as
// annotations themselves).

//      CHECK: {{.*}}wrong_expectations.mlir:2:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK-NEXT: {{^}}  // expected-warning@+1 {{[{][{]}}must be the last operation{{[}][}]}}
// CHECK-NEXT: {{^}}     ^{{$}}
// CHECK-NEXT: {{.*}}wrong_expectations.mlir:2:6: error: expected warning "must be the last operation" was not produced
// CHECK-NEXT: {{^}}  // expected-warning@+1 {{[{][{]}}must be the last operation{{[}][}]}}
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~~~~~~~~~~~~~~{{$}}
// CHECK-NEXT: {{.*}}wrong_expectations.mlir:8:6: error: expected error "never emitted" was not produced
// CHECK-NEXT: {{^}}  // expected-error@+1 {{[{][{]}}never emitted{{[}][}]}}
// CHECK-NEXT: {{^}}     ^~~~~~~~~~~~~{{$}}
