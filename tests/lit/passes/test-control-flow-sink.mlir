// MLIR's TestControlFlowSink: test.sink_me ops used only in the first region of a
// test.sink_target move to the front of its entry block, tagged was_sunk = 0; ops used in
// the second region, ops of other names and ops with users outside stay.
// RUN: irlite-opt %s -test-control-flow-sink -allow-unregistered-dialect | FileCheck %s
// Expected output: mlir-opt 19 -test-control-flow-sink on this file.

// CHECK-LABEL: func.func @sink() {
// CHECK-NEXT:    %0 = "test.sink_me"() {second} : () -> i32
// CHECK-NEXT:    %1 = "test.dont_sink_me"() : () -> i32
// CHECK-NEXT:    %2 = "test.sink_me"() {outside} : () -> i32
// CHECK-NEXT:    "test.sink_target"() ({
// CHECK-NEXT:      %3 = "test.sink_me"() {chain, was_sunk = 0 : i32} : () -> i32
// CHECK-NEXT:      %4 = "test.sink_me"(%3) {chained, was_sunk = 0 : i32} : (i32) -> i32
// CHECK-NEXT:      %5 = "test.sink_me"() {first, was_sunk = 0 : i32} : () -> i32
// CHECK-NEXT:      "test.use"(%5, %1, %4) : (i32, i32, i32) -> ()
// CHECK-NEXT:      "test.sink_target"() ({
// CHECK-NEXT:        "test.use"(%2) : (i32) -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:    }, {
// CHECK-NEXT:      "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "test.use"(%2) : (i32) -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @sink() {
  %0 = "test.sink_me"() {first} : () -> i32
  %1 = "test.sink_me"() {second} : () -> i32
  %2 = "test.dont_sink_me"() : () -> i32
  %3 = "test.sink_me"() {outside} : () -> i32
  %4 = "test.sink_me"() {chain} : () -> i32
  %5 = "test.sink_me"(%4) {chained} : (i32) -> i32
  "test.sink_target"() ({
    "test.use"(%0, %2, %5) : (i32, i32, i32) -> ()
    "test.sink_target"() ({
      "test.use"(%3) : (i32) -> ()
    }) : () -> ()
  }, {
    "test.use"(%1) : (i32) -> ()
  }) : () -> ()
  "test.use"(%3) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @nested() {
// CHECK-NEXT:    "test.sink_target"() ({
// CHECK-NEXT:      "test.sink_target"() ({
// CHECK-NEXT:        %0 = "test.sink_me"() {was_sunk = 0 : i32} : () -> i32
// CHECK-NEXT:        "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @nested() {
  %0 = "test.sink_me"() : () -> i32
  "test.sink_target"() ({
    "test.sink_target"() ({
      "test.use"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}
