// RUN: not irlite-opt %s --split-input-file --allow-unregistered-dialect 2>%t.err
// RUN: FileCheck %s < %t.err --match-full-lines
// Parse errors in ops, blocks, regions, aliases, metadata: message and line:col as mlir-opt 19
// reports them (tests/ir/test_diagnostics.py runs mlir-opt on this file, when it
// is installed, and compares). MLIR's emitWrongTokenError
// puts an error about the next token just after the previous one, backing up
// over blank lines and comments, so a missing `)` at a line end is reported on
// that line; an error at the end of input points at the last character.
// Each chunk's CHECK names the chunk (by the line of its separator) and the
// line:col within the chunk (line 1 is the separator line).

"foo.valid"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:12: error: expected ')' to end operand list
// operand list: missing ')' at a line end
"foo.op"(%a
  : (i32) -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:12: error: expected ')' to end operand list
// operand list: mid-line
"foo.op"(%a ] : (i32) -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:10: error: expected ')' to end operand list
// operand list: no operands, no ')'
"foo.op"(

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:19: error: expected ':' followed by operation type
// missing ':' at a line end, blank lines and a comment before the next token
"foo.op"() {a = 1}  // trailing comment

  // another comment
"foo.b"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:11: error: expected ':' followed by operation type
// missing ':' mid-line
"foo.op"() x : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:16: error: expected '->' in function type
// missing '->' in the function type at a line end
"foo.op"() : ()
"foo.b"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:19: error: expected non-function type
// missing result type at the end of input
"foo.op"() : () ->

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:3: error: expected '=' after SSA name
// '=' after a result name
%0 "foo.op"() : () -> i32

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:4: error: expected integer number of results
// result count
%0: = "foo.op"() : () -> (i32, i32)

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:4: error: expected named operation to have at least 1 result
// result count zero
%0:0 = "foo.op"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:4: error: expected valid ssa identifier
// a result list
%0, = "foo.op"() : () -> (i32, i32)

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:1: error: cannot name an operation with no results
// naming an op with no results
%0 = "foo.op"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:5: error: expected operation name in quotes
// operation name at a line end
%0 =

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:19: error: expected 2 operand types but had 1
// operand type count
%0 = "foo.a"() : () -> i32
"foo.b"(%0, %0) : (i32) -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:17: error: integer literal not valid for specified type
// attribute dictionary: missing '}' at a line end
"foo.op"() {a = 1
  : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:16: error: expected attribute value
// attribute dictionary: missing value
"foo.op"() {a = } : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:23: error: expected operation name in quotes
// region at the end of input
"foo.op"() ({
  "foo.b"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:2: error: expected ')' to end region list
// region list
"foo.op"() ({
}

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:8: error: expected ':' and type for SSA operand
// block argument: missing type
"foo.op"() ({
^bb0(%a i32):
}) : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:13: error: expected ')'
// block argument list: missing ')' at a line end
"foo.op"() ({
^bb0(%a: i32
}) : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:14: error: expected SSA operand
// block argument: missing SSA name at a line end
"foo.op"() ({
^bb0(%a: i32,
}) : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:1: error: invalid block name
// block label without a name: the lexer's error
"foo.op"() ({
^
}) : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :6:14: error: expected list element
// empty successor list
"foo.op"() ({
^bb0:
  "foo.br"()[ ] : () -> ()
}) : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :6:18: error: expected ',' or ']'
// successor list
"foo.op"() ({
^bb0:
  "foo.br"()[^bb0 ^bb0] : () -> ()
}) : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:21: error: expected non-function type
// successor at the top level: reported once the input is read
"foo.op"()[^bb1] : () -> ()
"foo.op"() : () -> (

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:26: error: expected '(' in location
// trailing location without '('
"foo.op"() : () -> () loc
"foo.b"() : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:27: error: expected location instance
// trailing location instance
"foo.op"() : () -> () loc(

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:3: error: expected '=' in attribute alias definition
// attribute alias
#a

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:3: error: expected '=' in type alias definition
// type alias
!t i32

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:21: error: expected ','
// custom op: missing ',' mid-line
func.func @f(%a: i32) {
  %0 = arith.addi %a %a : i32
  return
}

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:22: error: expected SSA operand
// custom op: missing operand at a line end
func.func @f(%a: i32) {
  %0 = arith.addi %a,
  return
}

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:12: error: expected ':'
// custom op: missing ':' at a line end
func.func @f(%a: i32) {
  return %a
}

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:10: error: custom op 'func.return' 2 operands present, but expected 1
// custom op: operand count, at the first operand
func.func @f(%a: i32) -> i32 {
  return %a, %a : i32
}

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:3: error: custom op 'foo' is unknown (tried 'func.foo' as well)
// custom op: unknown unqualified name
func.func @f() {
  foo
}

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:5: error: expected operation name in quotes
// custom op: missing op name
%0 = 5 : i32

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:1: error: expected element literal of primitive type
// dense literal at the end of input
"foo.op"() {a = dense<[1,

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:28: error: expected integer literal
// array literal: `->` is one token
"foo.op"() {a = array<i64: ->} : () -> ()

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:28: error: expected '}' in attribute dictionary
// symbol reference followed by ':' at the end of input
"foo.op"() {a = @foo::@bar:

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:1: error: invalid dimension
// scalable vector dimension at the end of input
"foo.op"() : () -> vector<2x[

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :4:12: error: expected ':' followed by operation type
// `{-#` after an op is file metadata, not an attribute dictionary
"foo.res"()
{-#

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :6:1: error: expected identifier key in file metadata dictionary
// file metadata at the end of input
"foo.op"() : () -> ()
{-# 

// -----
// CHECK: within split at {{.*}}parse-errors-ops.mlir:[[# @LINE - 1]] offset :5:26: error: expected identifier key for 'resource' entry
// resource entry at the end of input
"foo.op"() : () -> ()
{-# dialect_resources: { 
