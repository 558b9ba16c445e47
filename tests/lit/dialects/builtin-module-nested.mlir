// RUN: irlite-opt %s --allow-unregistered-dialect | FileCheck %s
// A module prints as `module` at the top level and inside a module, and as
// `builtin.module` inside any other op (whose default dialect is not builtin's), as
// mlir-opt 19 prints this file (a flow.executable's inner module is such a case).

// CHECK: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.foo"() ({
// CHECK-NEXT:     builtin.module {
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.bar"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
module {
  module {
  }
  "test.foo"() ({
    module {
    }
    "test.bar"() : () -> ()
  }) : () -> ()
}
