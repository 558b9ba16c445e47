// RUN: irlite-opt %s -test-ir-visitors -o /dev/null | FileCheck %s
// MLIR's TestIRVisitors: op, block and region walks in every order (forward, reversed,
// dominance: ^bb3 is unreachable), walks started at marked blocks and regions, and the
// erasing walks (a block with predecessors is kept). The CHECK lines are mlir-opt 19's
// whole output for this file.

func.func @f(%c: i1) {
  "test.region"() ({
    cf.cond_br %c, ^bb2, ^bb1
  ^bb1:
    "test.op1"() : () -> ()
    cf.br ^bb2
  ^bb2:
    "test.op2"() : () -> ()
    "test.term"() : () -> ()
  ^bb3:
    cf.br ^bb2
  }, {
    "test.inner"() ({
      "test.leaf"() : () -> ()
    }) {walk_blocks, walk_regions} : () -> ()
  }) : () -> ()
  return
}

// CHECK:      Op pre-order visits
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'test.region'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'test.term'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.inner'
// CHECK-NEXT: Visiting op 'test.leaf'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Block pre-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Region pre-order visits
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'test.region'
// CHECK-NEXT: Visiting region 1 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Op post-order visits
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'test.term'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.leaf'
// CHECK-NEXT: Visiting op 'test.inner'
// CHECK-NEXT: Visiting op 'test.region'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Block post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Region post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting region 1 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Op reverse post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'test.leaf'
// CHECK-NEXT: Visiting op 'test.inner'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.term'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.region'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Visiting op 'builtin.module'
// CHECK-NEXT: Block reverse post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb3 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'builtin.module'
// CHECK-NEXT: Region reverse post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting region 1 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Visiting region 0 from operation 'builtin.module'
// CHECK-NEXT: Op forward dominance post-order visits
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'test.term'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.leaf'
// CHECK-NEXT: Visiting op 'test.inner'
// CHECK-NEXT: Visiting op 'test.region'
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block forward dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region forward dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting region 1 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Op reverse dominance post-order visits
// CHECK-NEXT: Visiting op 'func.return'
// CHECK-NEXT: Visiting op 'test.leaf'
// CHECK-NEXT: Visiting op 'test.inner'
// CHECK-NEXT: Visiting op 'test.term'
// CHECK-NEXT: Visiting op 'test.op2'
// CHECK-NEXT: Visiting op 'cf.br'
// CHECK-NEXT: Visiting op 'test.op1'
// CHECK-NEXT: Visiting op 'cf.cond_br'
// CHECK-NEXT: Visiting op 'test.region'
// CHECK-NEXT: Visiting op 'func.func'
// CHECK-NEXT: Block reverse dominance post-order visits
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb2 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Region reverse dominance post-order visits
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Visiting region 1 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'test.region'
// CHECK-NEXT: Visiting region 0 from operation 'func.func'
// CHECK-NEXT: Invoke block pre-order visits on blocks
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Invoke block post-order visits on blocks
// CHECK-NEXT: Visiting block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Invoke region pre-order visits on region
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Invoke region post-order visits on region
// CHECK-NEXT: Visiting region 0 from operation 'test.inner'
// CHECK-NEXT: Op pre-order erasures (skip)
// CHECK-NEXT: Erasing op 'test.region'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Block pre-order erasures (skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'test.region', still has uses
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Op post-order erasures (skip)
// CHECK-NEXT: Erasing op 'cf.cond_br'
// CHECK-NEXT: Erasing op 'test.op1'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.op2'
// CHECK-NEXT: Erasing op 'test.term'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.leaf'
// CHECK-NEXT: Erasing op 'test.inner'
// CHECK-NEXT: Erasing op 'test.region'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Block post-order erasures (skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'test.region', still has uses
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Op post-order erasures (no skip)
// CHECK-NEXT: Erasing op 'cf.cond_br'
// CHECK-NEXT: Erasing op 'test.op1'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.op2'
// CHECK-NEXT: Erasing op 'test.term'
// CHECK-NEXT: Erasing op 'cf.br'
// CHECK-NEXT: Erasing op 'test.leaf'
// CHECK-NEXT: Erasing op 'test.inner'
// CHECK-NEXT: Erasing op 'test.region'
// CHECK-NEXT: Erasing op 'func.return'
// CHECK-NEXT: Erasing op 'func.func'
// CHECK-NEXT: Erasing op 'builtin.module'
// CHECK-NEXT: Block post-order erasures (no skip)
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.region'
// CHECK-NEXT: Cannot erase block ^bb0 from region 0 from operation 'test.region', still has uses
// CHECK-NEXT: Erasing block ^bb1 from region 0 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'test.inner'
// CHECK-NEXT: Erasing block ^bb0 from region 1 from operation 'test.region'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'func.func'
// CHECK-NEXT: Erasing block ^bb0 from region 0 from operation 'builtin.module'
