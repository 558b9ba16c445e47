// RUN: irlite-opt %s -verify-diagnostics -allow-unregistered-dialect -pass-pipeline='builtin.module(any(cse, test-interface-pass))' -o /dev/null
// An op-agnostic pass manager runs only on the ops all its passes can run on: the
// interface pass (FunctionOpInterface) runs on the function, not on the nested module.
// The remarks are mlir-opt 19's for this file.

// expected-remark@below {{Executing interface pass on operation}}
func.func @f() {
  return
}

module @m {
  "foo.op"() : () -> ()
}
