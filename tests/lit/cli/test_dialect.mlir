// RUN: irlite-opt %s | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --mlir-print-op-generic | irlite-opt | FileCheck %s --match-full-lines
// RUN: irlite-opt %s --canonicalize | FileCheck %s --check-prefix=CANON --match-full-lines

// mlir-opt registers its `test` dialect, which accepts unknown operations: MLIR's
// own tests write "test.foo"() without --allow-unregistered-dialect, and so may
// irlite-opt's inputs. Such ops print back verbatim in generic form; canonicalize
// keeps them (an unknown op may have any effect). Output identical to mlir-opt 19.

// CHECK:      module {
// CHECK-NEXT:   func.func @uses(%arg0: i32) -> i32 {
// CHECK-NEXT:     "test.foo"() : () -> ()
// CHECK-NEXT:     %0 = "test.foo"() {attr = 1 : i64} : () -> i32
// CHECK-NEXT:     %1:2 = "test.bar"(%0, %arg0) <{prop = "p"}> : (i32, i32) -> (i32, f32)
// CHECK-NEXT:     "test.region"() ({
// CHECK-NEXT:       "test.inner"(%1#0) : (i32) -> ()
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:     return %1#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CANON:      module {
// CANON-NEXT:   func.func @uses(%arg0: i32) -> i32 {
// CANON-NEXT:     "test.foo"() : () -> ()
// CANON-NEXT:     %0 = "test.foo"() {attr = 1 : i64} : () -> i32
// CANON-NEXT:     %1:2 = "test.bar"(%0, %arg0) <{prop = "p"}> : (i32, i32) -> (i32, f32)
// CANON-NEXT:     "test.region"() ({
// CANON-NEXT:       "test.inner"(%1#0) : (i32) -> ()
// CANON-NEXT:     }) : () -> ()
// CANON-NEXT:     return %1#0 : i32
// CANON-NEXT:   }
// CANON-NEXT: }

func.func @uses(%x: i32) -> i32 {
  "test.foo"() : () -> ()
  %0 = "test.foo"() {attr = 1} : () -> i32
  %1:2 = "test.bar"(%0, %x) <{prop = "p"}> : (i32, i32) -> (i32, f32)
  "test.region"() ({
    "test.inner"(%1#0) : (i32) -> ()
  }) : () -> ()
  return %1#0 : i32
}
