// RUN: irlite-opt %s | FileCheck %s
// RUN: irlite-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// vector.print: a value, a string or a punctuation mark (the default newline elided).
// CHECK lines: mlir-opt 19's output on this file.

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: vector<4xf32>) {
// CHECK-NEXT:     vector.print %arg0 : index
// CHECK-NEXT:     vector.print %arg1 : vector<4xf32> punctuation <comma>
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print str "hello\0A"
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// GENERIC: "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
// GENERIC: "vector.print"(%arg1) <{punctuation = #vector.punctuation<comma>}> : (vector<4xf32>) -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<close>}> : () -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>, stringLiteral = "hello\0A"}> : () -> ()
// GENERIC: "vector.print"() <{punctuation = #vector.punctuation<newline>}> : () -> ()

func.func @f(%a: index, %v: vector<4xf32>) {
  vector.print %a : index
  vector.print %v : vector<4xf32> punctuation <comma>
  vector.print punctuation <close>
  vector.print str "hello\n"
  vector.print
  return
}
