"""``cse`` and ``dce`` through the Python API, against outputs of ``mlir-opt --cse`` (LLVM 19).

Every ``CASES`` entry is an input and what ``mlir-opt --allow-unregistered-dialect --cse``
printed for it (hard-coded, so the test needs no mlir-opt): commutative operands,
trivially dead ops, dominance across blocks, unregistered ops (never merged; their
regions get a fresh scope), graph regions, memory reads with and without a write in
between, ``scf`` regions (whole ``scf.if`` ops merge when their bodies are pure),
locations. ``dce`` is irlite's own pass, so its expectations are written here.
"""

from __future__ import annotations

import pytest

from irlite.ir.context import Context
from irlite.ir.core import Operation
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.transforms.cse import CSE, cse
from irlite.passes.transforms.dce import DCE, dce, is_memory_effect_free, is_op_trivially_dead


def _run(src: str, fn, debuginfo: bool = False, filename: str = "input.mlir") -> str:
    ctx = Context(allow_unregistered=True)
    m = parse_module(src, ctx, filename=filename)
    fn(m)
    return print_module(m, debuginfo=debuginfo, resources=getattr(ctx, "resources", None))


CASES = [
    (
        "basic",
        False,
        "func.func @basic(%a: i32, %b: i32) -> (i32, i32) {\n  %0 = arith.addi %a, %b : i32\n  %1 = arith.addi %b, %a : i32\n  %2 = arith.addi %a, %b : i32\n  %3 = arith.subi %a, %b : i32\n  %4 = arith.subi %b, %a : i32\n  %c1 = arith.constant 1 : i32\n  %c1b = arith.constant 1 : i32\n  %c1c = arith.constant 1 : i64\n  %5 = arith.addi %0, %c1 : i32\n  %6 = arith.addi %2, %c1b : i32\n  %7 = arith.muli %5, %6 : i32\n  %8 = arith.muli %1, %3 : i32\n  %9 = arith.muli %8, %4 : i32\n  %dead = arith.muli %9, %9 : i32\n  return %7, %9 : i32, i32\n}\n",
        "module {\n  func.func @basic(%arg0: i32, %arg1: i32) -> (i32, i32) {\n    %0 = arith.addi %arg0, %arg1 : i32\n    %1 = arith.subi %arg0, %arg1 : i32\n    %2 = arith.subi %arg1, %arg0 : i32\n    %c1_i32 = arith.constant 1 : i32\n    %3 = arith.addi %0, %c1_i32 : i32\n    %4 = arith.muli %3, %3 : i32\n    %5 = arith.muli %0, %1 : i32\n    %6 = arith.muli %5, %2 : i32\n    return %4, %6 : i32, i32\n  }\n}\n\n",
    ),
    (
        "multi",
        False,
        'func.func @multi(%a: i32, %b: i32, %c: i1) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  "xt.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()\n^bb1:\n  %1 = arith.addi %a, %b : i32\n  %2 = arith.muli %a, %b : i32\n  "xt.br"(%1, %2)[^bb3] : (i32, i32) -> ()\n^bb2:\n  %3 = arith.muli %a, %b : i32\n  %x = arith.addi %b, %a : i32\n  "xt.br"(%3, %x)[^bb3] : (i32, i32) -> ()\n^bb3(%r: i32, %s: i32):\n  %4 = arith.addi %a, %b : i32\n  %5 = arith.muli %a, %b : i32\n  %6 = arith.addi %4, %5 : i32\n  "xt.use"(%0, %6, %r, %s) : (i32, i32, i32, i32) -> ()\n  return %6 : i32\n^bb4:\n  %7 = arith.addi %a, %b : i32\n  "xt.use"(%7) : (i32) -> ()\n  return %7 : i32\n}\n',
        'module {\n  func.func @multi(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {\n    %0 = arith.addi %arg0, %arg1 : i32\n    "xt.cond_br"(%arg2)[^bb1, ^bb2] : (i1) -> ()\n  ^bb1:  // pred: ^bb0\n    %1 = arith.muli %arg0, %arg1 : i32\n    "xt.br"(%0, %1)[^bb3] : (i32, i32) -> ()\n  ^bb2:  // pred: ^bb0\n    %2 = arith.muli %arg0, %arg1 : i32\n    "xt.br"(%2, %0)[^bb3] : (i32, i32) -> ()\n  ^bb3(%3: i32, %4: i32):  // 2 preds: ^bb1, ^bb2\n    %5 = arith.muli %arg0, %arg1 : i32\n    %6 = arith.addi %0, %5 : i32\n    "xt.use"(%0, %6, %3, %4) : (i32, i32, i32, i32) -> ()\n    return %6 : i32\n  ^bb4:  // no predecessors\n    %7 = arith.addi %arg0, %arg1 : i32\n    "xt.use"(%7) : (i32) -> ()\n    return %7 : i32\n  }\n}\n\n',
    ),
    (
        "nested",
        False,
        'func.func @nested(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  %r = "xt.region"() ({\n    %1 = arith.addi %a, %b : i32\n    %2 = arith.subi %1, %a : i32\n    "xt.yield"(%2) : (i32) -> ()\n  }) : () -> i32\n  %r2 = "xt.region"() ({\n    %1 = arith.addi %a, %b : i32\n    %2 = arith.subi %1, %a : i32\n    "xt.yield"(%2) : (i32) -> ()\n  }) : () -> i32\n  %3 = arith.subi %0, %a : i32\n  %u = "xt.op"() : () -> i32\n  %u2 = "xt.op"() : () -> i32\n  %c1 = arith.constant 1 : i32\n  %c1b = arith.constant 1 : i32\n  %c2 = arith.constant 1 : i64\n  %c3 = arith.constant 1 : i64\n  "xt.use"(%r, %r2, %3, %u, %u2, %c1, %c1b, %c2, %c3) : (i32, i32, i32, i32, i32, i32, i32, i64, i64) -> ()\n  %g = "xt.graph"() ({\n    %x = arith.addi %y, %b : i32\n    %y = arith.addi %a, %b : i32\n    %z = arith.addi %a, %b : i32\n    "xt.use"(%x, %y, %z) : (i32, i32, i32) -> ()\n    "xt.yield"(%z) : (i32) -> ()\n  }) : () -> i32\n  %m = arith.muli %g, %g : i32\n  %n = arith.muli %g, %g overflow<nsw> : i32\n  %o = arith.muli %g, %g overflow<nsw> : i32\n  %d1 = arith.addi %a, %b {foo} : i32\n  %d2 = arith.addi %a, %b {foo} : i32\n  %d3 = arith.addi %a, %b {bar} : i32\n  "xt.use"(%m, %n, %o, %d1, %d2, %d3) : (i32, i32, i32, i32, i32, i32) -> ()\n  return %3 : i32\n}\n',
        'module {\n  func.func @nested(%arg0: i32, %arg1: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg1 : i32\n    %1 = "xt.region"() ({\n      %11 = arith.addi %arg0, %arg1 : i32\n      %12 = arith.subi %11, %arg0 : i32\n      "xt.yield"(%12) : (i32) -> ()\n    }) : () -> i32\n    %2 = "xt.region"() ({\n      %11 = arith.addi %arg0, %arg1 : i32\n      %12 = arith.subi %11, %arg0 : i32\n      "xt.yield"(%12) : (i32) -> ()\n    }) : () -> i32\n    %3 = arith.subi %0, %arg0 : i32\n    %4 = "xt.op"() : () -> i32\n    %5 = "xt.op"() : () -> i32\n    %c1_i32 = arith.constant 1 : i32\n    %c1_i64 = arith.constant 1 : i64\n    "xt.use"(%1, %2, %3, %4, %5, %c1_i32, %c1_i32, %c1_i64, %c1_i64) : (i32, i32, i32, i32, i32, i32, i32, i64, i64) -> ()\n    %6 = "xt.graph"() ({\n      %11 = arith.addi %12, %arg1 : i32\n      %12 = arith.addi %arg0, %arg1 : i32\n      "xt.use"(%11, %12, %12) : (i32, i32, i32) -> ()\n      "xt.yield"(%12) : (i32) -> ()\n    }) : () -> i32\n    %7 = arith.muli %6, %6 : i32\n    %8 = arith.muli %6, %6 overflow<nsw> : i32\n    %9 = arith.addi %arg0, %arg1 {foo} : i32\n    %10 = arith.addi %arg0, %arg1 {bar} : i32\n    "xt.use"(%7, %8, %8, %9, %9, %10) : (i32, i32, i32, i32, i32, i32) -> ()\n    return %3 : i32\n  }\n}\n\n',
    ),
    (
        "graph",
        False,
        '"xt.graph_region"() ({\n  %x = arith.addi %y, %y : i32\n  %y = arith.addi %z, %z : i32\n  %z = "xt.op"() : () -> i32\n  %w = arith.addi %y, %y : i32\n  %v = arith.addi %z, %z : i32\n  %v2 = arith.addi %z, %z : i32\n  "xt.use"(%x, %y, %w, %v, %v2) : (i32, i32, i32, i32, i32) -> ()\n}) : () -> ()\nmodule {\n  %1 = arith.addi %0, %0 : i32\n  %0 = "xt.op"() : () -> i32\n  %2 = arith.addi %0, %0 : i32\n  %3 = arith.addi %0, %0 : i32\n  "xt.use"(%1, %2, %3) : (i32, i32, i32) -> ()\n  "xt.use"(%4) : (i32) -> ()\n  %4 = arith.addi %0, %0 : i32\n}\n',
        'module {\n  "xt.graph_region"() ({\n    %0 = arith.addi %1, %1 : i32\n    %1 = arith.addi %2, %2 : i32\n    %2 = "xt.op"() : () -> i32\n    "xt.use"(%0, %1, %0, %1, %1) : (i32, i32, i32, i32, i32) -> ()\n  }) : () -> ()\n  module {\n    %0 = arith.addi %1, %1 : i32\n    %1 = "xt.op"() : () -> i32\n    "xt.use"(%0, %0, %0) : (i32, i32, i32) -> ()\n    "xt.use"(%0) : (i32) -> ()\n  }\n}\n\n',
    ),
    (
        "scf_mem",
        False,
        "func.func @mem(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32) {\n  %0 = memref.load %m[%i] : memref<4xi32>\n  %1 = memref.load %m[%i] : memref<4xi32>\n  memref.store %v, %m[%i] : memref<4xi32>\n  %2 = memref.load %m[%i] : memref<4xi32>\n  %3 = memref.load %m[%i] : memref<4xi32>\n  %4 = memref.load %m[%i] : memref<4xi32>\n  %a = memref.alloc() : memref<4xi32>\n  %d = memref.load %m[%i] : memref<4xi32>\n  return %0, %1, %2, %3 : i32, i32, i32, i32\n}\nfunc.func @ifs(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {\n  %0 = scf.if %c -> (i32) {\n    %s = arith.addi %a, %b : i32\n    scf.yield %s : i32\n  } else {\n    scf.yield %a : i32\n  }\n  %1 = scf.if %c -> (i32) {\n    %s = arith.addi %a, %b : i32\n    scf.yield %s : i32\n  } else {\n    scf.yield %a : i32\n  }\n  %2 = scf.if %c -> (i32) {\n    %s = arith.addi %b, %a : i32\n    scf.yield %s : i32\n  } else {\n    scf.yield %a : i32\n  }\n  %m = memref.alloc() : memref<4xi32>\n  %3 = scf.if %c -> (i32) {\n    %c0 = arith.constant 0 : index\n    %s = memref.load %m[%c0] : memref<4xi32>\n    scf.yield %s : i32\n  } else {\n    scf.yield %a : i32\n  }\n  %4 = scf.if %c -> (i32) {\n    %c0 = arith.constant 0 : index\n    %s = memref.load %m[%c0] : memref<4xi32>\n    scf.yield %s : i32\n  } else {\n    scf.yield %a : i32\n  }\n  scf.if %c {\n    %z = arith.addi %a, %a : i32\n  }\n  %u = arith.addi %3, %4 : i32\n  return %0, %1, %u : i32, i32, i32\n}\nfunc.func @loops(%n: index, %a: i32) -> i32 {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %x = arith.addi %a, %a : i32\n  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {\n    %c1b = arith.constant 1 : index\n    %y = arith.addi %a, %a : i32\n    %z = arith.addi %acc, %y : i32\n    scf.yield %z : i32\n  }\n  %w = scf.while (%arg = %a) : (i32) -> i32 {\n    %cond = arith.cmpi slt, %arg, %x : i32\n    %x2 = arith.addi %a, %a : i32\n    scf.condition(%cond) %x2 : i32\n  } do {\n  ^bb0(%b: i32):\n    %x3 = arith.addi %a, %a : i32\n    scf.yield %x3 : i32\n  }\n  %s = arith.addi %r, %w : i32\n  %s2 = arith.addi %s, %x : i32\n  return %s2 : i32\n}\nfunc.func @cfg(%c: i1, %a: i32) -> i32 {\n  %x = arith.addi %a, %a : i32\n  cf.cond_br %c, ^bb1, ^bb2(%x : i32)\n^bb1:\n  %y = arith.addi %a, %a : i32\n  %y2 = arith.muli %y, %y : i32\n  cf.br ^bb2(%y2 : i32)\n^bb2(%r: i32):\n  %z = arith.muli %x, %x : i32\n  %q = arith.addi %r, %z : i32\n  return %q : i32\n}\n",
        "module {\n  func.func @mem(%arg0: memref<4xi32>, %arg1: index, %arg2: i32) -> (i32, i32, i32, i32) {\n    %0 = memref.load %arg0[%arg1] : memref<4xi32>\n    memref.store %arg2, %arg0[%arg1] : memref<4xi32>\n    %1 = memref.load %arg0[%arg1] : memref<4xi32>\n    return %0, %0, %1, %1 : i32, i32, i32, i32\n  }\n  func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {\n    %0 = scf.if %arg0 -> (i32) {\n      %4 = arith.addi %arg1, %arg2 : i32\n      scf.yield %4 : i32\n    } else {\n      scf.yield %arg1 : i32\n    }\n    %alloc = memref.alloc() : memref<4xi32>\n    %1 = scf.if %arg0 -> (i32) {\n      %c0 = arith.constant 0 : index\n      %4 = memref.load %alloc[%c0] : memref<4xi32>\n      scf.yield %4 : i32\n    } else {\n      scf.yield %arg1 : i32\n    }\n    %2 = scf.if %arg0 -> (i32) {\n      %c0 = arith.constant 0 : index\n      %4 = memref.load %alloc[%c0] : memref<4xi32>\n      scf.yield %4 : i32\n    } else {\n      scf.yield %arg1 : i32\n    }\n    %3 = arith.addi %1, %2 : i32\n    return %0, %0, %3 : i32, i32, i32\n  }\n  func.func @loops(%arg0: index, %arg1: i32) -> i32 {\n    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    %0 = arith.addi %arg1, %arg1 : i32\n    %1 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {\n      %5 = arith.addi %arg3, %0 : i32\n      scf.yield %5 : i32\n    }\n    %2 = scf.while (%arg2 = %arg1) : (i32) -> i32 {\n      %5 = arith.cmpi slt, %arg2, %0 : i32\n      scf.condition(%5) %0 : i32\n    } do {\n    ^bb0(%arg2: i32):\n      scf.yield %0 : i32\n    }\n    %3 = arith.addi %1, %2 : i32\n    %4 = arith.addi %3, %0 : i32\n    return %4 : i32\n  }\n  func.func @cfg(%arg0: i1, %arg1: i32) -> i32 {\n    %0 = arith.addi %arg1, %arg1 : i32\n    cf.cond_br %arg0, ^bb1, ^bb2(%0 : i32)\n  ^bb1:  // pred: ^bb0\n    %1 = arith.muli %0, %0 : i32\n    cf.br ^bb2(%1 : i32)\n  ^bb2(%2: i32):  // 2 preds: ^bb0, ^bb1\n    %3 = arith.muli %0, %0 : i32\n    %4 = arith.addi %2, %3 : i32\n    return %4 : i32\n  }\n}\n\n",
    ),
]


@pytest.mark.parametrize("name,debuginfo,src,expected", CASES, ids=[c[0] for c in CASES])
def test_cse_matches_mlir_opt(name: str, debuginfo: bool, src: str, expected: str) -> None:
    # mlir-opt ends its output with an empty line after the module.
    assert _run(src, cse) + "\n" == expected


LOC_SRC = 'func.func @loc(%a: i32) -> (i32, i32, i32) {\n  %0 = arith.addi %a, %a : i32 loc(unknown)\n  %1 = arith.addi %a, %a : i32 loc("x.c":3:4)\n  %2 = arith.muli %a, %a : i32 loc("y.c":1:1)\n  %3 = arith.muli %a, %a : i32 loc(unknown)\n  return %0, %1, %3 : i32, i32, i32\n}\n'

LOC_EXPECTED = '#loc2 = loc("loc.mlir":1:16)\nmodule {\n  func.func @loc(%arg0: i32 loc("loc.mlir":1:16)) -> (i32, i32, i32) {\n    %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)\n    %1 = arith.muli %arg0, %arg0 : i32 loc(#loc4)\n    return %0, %0, %1 : i32, i32, i32 loc(#loc5)\n  } loc(#loc1)\n} loc(#loc)\n#loc = loc("loc.mlir":0:0)\n#loc1 = loc("loc.mlir":1:1)\n#loc3 = loc("x.c":3:4)\n#loc4 = loc(unknown)\n#loc5 = loc("loc.mlir":6:3)\n\n'


def test_cse_keeps_a_known_location() -> None:
    # The kept op takes the erased op's location when its own is unknown.
    assert _run(LOC_SRC, cse, debuginfo=True, filename="loc.mlir") + "\n" == LOC_EXPECTED


def test_cse_counts_and_idempotence() -> None:
    src = CASES[0][2]
    m = parse_module(src, Context())
    assert cse(m) == (4, 2)
    assert cse(m) == (0, 0)


def test_cse_pass_statistics_and_preservation() -> None:
    m = parse_module(CASES[0][2], Context())
    p = CSE()
    p.run_on_operation(m)
    assert p.statistics == {"num-cse'd": 4, "num-dce'd": 2}
    q = CSE()
    q.run_on_operation(m)
    assert q.statistics == {} and q._preserved is True


DCE_SRC = """func.func @f(%a: i32, %m: memref<4xi32>, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %i = arith.constant 0 : index
  %l = memref.load %m[%i] : memref<4xi32>
  %al = memref.alloc() : memref<4xi32>
  memref.store %a, %m[%i] : memref<4xi32>
  %u = "x.op"(%a) : (i32) -> i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %a, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  %w = scf.if %c -> (i32) {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %a : i32
}
"""

DCE_EXPECTED = """module {
  func.func @f(%arg0: i32, %arg1: memref<4xi32>, %arg2: i1) -> i32 {
    %c0 = arith.constant 0 : index
    memref.store %arg0, %arg1[%c0] : memref<4xi32>
    %0 = "x.op"(%arg0) : (i32) -> i32
    %1 = scf.if %arg2 -> (i32) {
      memref.store %arg0, %arg1[%c0] : memref<4xi32>
      scf.yield %arg0 : i32
    } else {
      scf.yield %arg0 : i32
    }
    return %arg0 : i32
  }
}
"""


def test_dce_erases_dead_chains_reads_allocs_and_pure_regions() -> None:
    # A dead chain goes in one run; reads and allocations of unused results go;
    # writes, unregistered ops and regions with writes stay.
    assert _run(DCE_SRC, dce) == DCE_EXPECTED


def test_dce_pass_counts() -> None:
    m = parse_module(DCE_SRC, Context(allow_unregistered=True))
    p = DCE()
    p.run_on_operation(m)
    assert p.statistics == {"num-dce'd": 6}
    q = DCE()
    q.run_on_operation(m)
    assert q.statistics == {} and q._preserved is True


def test_effect_queries() -> None:
    m = parse_module(DCE_SRC, Context(allow_unregistered=True))
    ops = {o.name: o for o in m.walk() if o.name != "scf.if"}
    ifs = [o for o in m.walk() if o.name == "scf.if"]
    assert is_memory_effect_free(ops["arith.addi"])
    assert not is_memory_effect_free(ops["memref.load"])
    assert not is_memory_effect_free(ops["x.op"])
    assert is_memory_effect_free(ifs[0]) and not is_memory_effect_free(ifs[1])
    assert is_op_trivially_dead(ops["memref.alloc"])
    assert not is_op_trivially_dead(ops["memref.store"])
    assert not is_op_trivially_dead(ops["func.return"])
    assert not is_op_trivially_dead(ops["func.func"])  # a symbol
    assert isinstance(ops["x.op"], Operation) and not is_op_trivially_dead(ops["x.op"])


DIV_SRC = """func.func @d(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.remui %a, %b : i32
  %3 = arith.ceildivsi %a, %b : i32
  %4 = arith.floordivsi %a, %b : i32
  return %0, %1 : i32, i32
}
"""


def test_division_is_memory_effect_free_but_not_always_speculatable() -> None:
    # MLIR 19: divsi & co. are ConditionallySpeculatable + NoMemoryEffect, so cse
    # merges them and dead ones go; floordivsi/remui/remsi are Pure.
    ctx = Context()
    for name in ("divsi", "divui", "ceildivsi", "ceildivui"):
        traits = ctx.get_op_class(f"arith.{name}").traits
        assert "NoMemoryEffect" in traits and "AlwaysSpeculatable" not in traits
    for name in ("floordivsi", "remsi", "remui"):
        assert "AlwaysSpeculatable" in ctx.get_op_class(f"arith.{name}").traits
    expected = (
        "module {\n  func.func @d(%arg0: i32, %arg1: i32) -> (i32, i32) {\n"
        "    %0 = arith.divsi %arg0, %arg1 : i32\n    return %0, %0 : i32, i32\n  }\n}\n"
    )
    assert _run(DIV_SRC, cse) == expected
    out = _run(DIV_SRC, dce)
    assert "remui" not in out and "ceildivsi" not in out and "floordivsi" not in out
    assert out.count("arith.divsi") == 2
