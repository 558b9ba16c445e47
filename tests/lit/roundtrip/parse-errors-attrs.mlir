// RUN: not irlite-opt %s --split-input-file --allow-unregistered-dialect 2>%t.err
// RUN: FileCheck %s < %t.err --match-full-lines
// Parse errors in attributes, types, locations: message and line:col as mlir-opt 19
// reports them (tests/ir/test_diagnostics.py runs mlir-opt on this file, when it
// is installed, and compares). MLIR's emitWrongTokenError
// puts an error about the next token just after the previous one, backing up
// over blank lines and comments, so a missing `)` at a line end is reported on
// that line; an error at the end of input points at the last character.
// Each chunk's CHECK names the chunk (by the line of its separator) and the
// line:col within the chunk (line 1 is the separator line).

"foo.valid"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:22: error: expected ',' or ']'
// array: missing ',' mid-line
"foo.op"() {a = [1, 2 3]} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:20: error: expected attribute value
// array: missing value at a line end
"foo.op"() {a = [1,
]} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:20: error: expected non-function type
// typed attribute: missing type at a line end
"foo.op"() {a = 1 :
} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:32: error: expected ']'
// dense: nested list
"foo.op"() {a = dense<[[1], [2]> : tensor<2x1xi32>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:32: error: expected non-function type
// dense: missing type at a line end
"foo.op"() {a = dense<[1, 2]> :
} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:32: error: expected identifier key for 'resource' entry
// dense_resource: missing key
"foo.op"() {a = dense_resource<> : tensor<2xi32>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:29: error: expected ','
// sparse
"foo.op"() {a = sparse<[[0]] [1]> : tensor<2xi32>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:29: error: expected '>' to close an array attribute
// dense array
"foo.op"() {a = array<i32: 1 2>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:31: error: expected ')' in dimensional identifier list
// affine map dimension list
"foo.op"() {a = affine_map<(d0 d1) -> (d0)>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:39: error: expected ')' in affine map range
// affine map range
"foo.op"() {a = affine_map<(d0) -> (d0>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:32: error: expected '->' or ':'
// integer set
"foo.op"() {a = affine_set<(d0) (d0 >= 0)>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:22: error: @ identifier expected to start with letter or '_'
// nested symbol reference
"foo.op"() {a = @a::@} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:25: error: unbalanced '<' character in pretty dialect name
// pretty dialect attribute
"foo.op"() {a = #foo.bar<1} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:22: error: unbalanced '<' character in pretty dialect name
// opaque dialect attribute with a string
"foo.op"() {a = #foo<"x"
} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:36: error: expected '>' to close distinct attribute
// distinct
"foo.op"() {a = distinct[0]<1 : i32} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:39: error: expected ':' after 'offset'
// strided layout
"foo.op"() {a = strided<[1, ?], offset 3>} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:18: error: expected constant integer or floating point value
// a bare minus
"foo.op"() {a = - : i32} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:34: error: expected '>' in tensor type
// tensor type
"foo.op"() : () -> tensor<4x?xf32
"foo.b"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:33: error: expected attribute value
// memref type at the end of input
"foo.op"() : () -> memref<4xf32, 

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:32: error: expected '>' in vector type
// vector type
"foo.op"() : () -> vector<4xf32

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:29: error: expected '>' in tuple type
// tuple type
"foo.op"() : () -> tuple<i32

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:28: error: expected non-function type
// complex type
"foo.op"() : () -> complex<

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:24: error: expected ')'
// result type list
"foo.op"() : () -> (i32 i32)

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:19: error: expected non-function type
// type list: missing type after ','
"foo.op"() : (i32, ) -> (i32)

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:39: error: expected 'at' in callsite location
// callsite location
"foo.op"() : () -> () loc(callsite("a" "b"))

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:36: error: expected ']' in fused location
// fused location
"foo.op"() : () -> () loc(fused["a" "b"])

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:33: error: expected integer column number in FileLineColLoc
// file location column
"foo.op"() : () -> () loc("a":1:)

// -----
// CHECK: within split at {{.*}}parse-errors-attrs.mlir:[[# @LINE - 1]] offset :4:27: error: expected location instance
// location instance
"foo.op"() : () -> () loc(5)
