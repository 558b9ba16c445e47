// RUN: irlite-opt %s -allow-unregistered-dialect -test-legalize-patterns -test-legalize-mode=full | FileCheck %s
// Full conversion: test.type_producer i32 -> f32 -> f64 (the bf16 pattern of larger
// benefit is tried first and undone), the consumer follows; erased regions need no
// legalization; analysis mode in -test-legalizer-analysis.

func.func @multi_level_mapping() {
  %result = "test.type_producer"() : () -> i32
  "test.type_consumer"(%result) : (i32) -> ()
  "test.return"() : () -> ()
}

func.func @dropped_region() {
  "test.drop_region_op"() ({
    %ignored = "test.illegal_op_f"() : () -> (i32)
    "test.return"() : () -> ()
  }) : () -> ()
  "test.return"() : () -> ()
}

// CHECK lines: mlir-opt 19's output.
// CHECK-LABEL: func.func @multi_level_mapping() {
// CHECK: %0 = "test.type_producer"() : () -> f64
// CHECK: "test.type_consumer"(%0) : (f64) -> ()
// CHECK: "test.return"() : () -> ()
// CHECK-LABEL: func.func @dropped_region() {
// CHECK: "test.return"() : () -> ()
