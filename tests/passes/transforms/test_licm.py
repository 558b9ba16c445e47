"""``loop-invariant-code-motion`` and ``topological-sort`` through their Python APIs.

The speculation queries (``ir.side_effects.speculatability`` / ``is_speculatable``) on the
built-in ops; both passes on a user's dialect that declares the interfaces and traits in
``.rules`` (a loop, a loop whose body is a graph region, an op that is conditionally
speculatable), where the expected orders are those MLIR 19's own tests check on its test
dialect; ``sort_topologically`` on a sub-range with ``is_operand_ready``, and
``compute_topological_sorting``. The mlir-opt comparisons are in the lit tests
(tests/lit/passes/licm.mlir, topological_sort.mlir) and test_licm_differential.py.
"""

from __future__ import annotations

import pytest

from irlite.gen.loader import load_rules
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.side_effects import is_speculatable, speculatability
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.passes.transforms.topological_sort import (
    compute_topological_sorting,
    sort_topologically,
)

HELPERS = """
from irlite.ir.interfaces import ConditionallySpeculatable, LoopLikeOpInterface


class Loop(LoopLikeOpInterface):
    __slots__ = ()

    def loop_regions(self):
        return [self.op.regions[0]]


class Spec(ConditionallySpeculatable):
    __slots__ = ()

    def speculatability(self):
        return "speculatable" if "safe" in self.op.attributes else "not"
"""

DIALECT = """
dialect lp { summary "loops declared in rules" }
native h "lp_helpers.py"

op loop [RecursiveMemoryEffects, LoopLikeOpInterface, NoTerminator, SingleBlock] {
  summary  "a loop"
  regions  { body: SizedRegion<1> }
  interfaces { LoopLikeOpInterface: h.Loop }
  format   "$body attr-dict"
}

op graph_loop [RecursiveMemoryEffects, LoopLikeOpInterface, GraphRegion, NoTerminator,
               SingleBlock] {
  summary  "a loop whose body is a graph region"
  regions  { body: SizedRegion<1> }
  interfaces { LoopLikeOpInterface: h.Loop }
  format   "$body attr-dict"
}

op graph [GraphRegion, NoTerminator, SingleBlock] {
  summary  "a graph region"
  regions  { body: SizedRegion<1> }
  format   "$body attr-dict"
}

op maybe [NoMemoryEffect, ConditionallySpeculatable] {
  summary  "speculatable when marked safe"
  operands { x: I32 }
  results  { r: I32 }
  interfaces { ConditionallySpeculatable: h.Spec }
  format   "$x attr-dict"
}
"""


@pytest.fixture(scope="module")
def lp(tmp_path_factory) -> str:
    d = tmp_path_factory.mktemp("lp")
    (d / "lp_helpers.py").write_text(HELPERS)
    p = d / "lp.rules"
    p.write_text(DIALECT)
    return str(p)


def _ctx(path: str | None = None) -> Context:
    ctx = Context(allow_unregistered=True)
    if path is not None:
        load_rules(path, ctx)
    return ctx


def _run(text: str, pipeline: str, ctx: Context) -> str:
    load_builtin_passes()
    m = parse_module(text, ctx)
    assert run_pipeline(f"builtin.module({pipeline})", m, ctx)
    return print_op(m)


def _body(out: str) -> list[str]:
    return [line.strip() for line in out.splitlines()[2:-3]]


# ------------------------------------------------------------------ speculation


def test_speculatability_of_builtin_ops() -> None:
    m = parse_module(
        """func.func @f(%a: i32, %lb: index, %m: memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : i32
  %add = arith.addi %a, %a : i32
  %d0 = arith.divsi %a, %a : i32
  %d1 = arith.divsi %a, %c5 : i32
  %l = memref.load %m[%lb] : memref<4xi32>
  scf.for %i = %lb to %lb step %c1 {
    %x = arith.addi %a, %a : i32
  }
  scf.for %i = %lb to %lb step %c1 {
    %x = arith.divui %a, %a : i32
  }
  scf.for %i = %lb to %lb step %c2 {
  }
  "test.op"() : () -> ()
  return
}""",
        _ctx(),
    )
    got = [(o.name, speculatability(o), is_speculatable(o)) for o in m.walk(post_order=False)]
    got = [g for g in got if g[0] not in ("builtin.module", "func.func", "scf.yield")]
    assert got == [
        ("arith.constant", "speculatable", True),
        ("arith.constant", "speculatable", True),
        ("arith.constant", "speculatable", True),
        ("arith.addi", "speculatable", True),
        ("arith.divsi", "not", False),
        ("arith.divsi", "speculatable", True),
        ("memref.load", "not", False),
        ("scf.for", "recursive", True),
        ("arith.addi", "speculatable", True),
        ("scf.for", "recursive", False),  # a nested division may trap
        ("arith.divui", "not", False),
        ("scf.for", "not", False),  # step 2: may not terminate
        ("test.op", "not", False),
        ("func.return", "speculatable", True),
    ]


# ------------------------------------------------------------------ licm on a user dialect


def test_licm_on_a_user_loop(lp) -> None:
    out = _run(
        """func.func @f(%a: i32) {
  lp.loop {
    %x = arith.addi %a, %a : i32
    %s = lp.maybe %x {safe}
    %n = lp.maybe %x
    %y = arith.muli %s, %x : i32
    "test.use"(%y, %n) : (i32, i32) -> ()
  }
  return
}""",
        "loop-invariant-code-motion",
        _ctx(lp),
    )
    assert _body(out) == [
        "%0 = arith.addi %arg0, %arg0 : i32",
        "%1 = lp.maybe %0 {safe}",
        "%2 = arith.muli %1, %0 : i32",
        "lp.loop {",
        "%3 = lp.maybe %0",
        '"test.use"(%2, %3) : (i32, i32) -> ()',
        "}",
    ]


def test_licm_hoists_a_graph_region_in_topological_order(lp) -> None:
    # MLIR 19's test_invariant_backedge and test_invariant_cycle_not_hoisted, on lp.graph_loop.
    out = _run(
        """func.func @f(%a: i32) {
  lp.graph_loop {
    %v0 = arith.addi %c0, %v1 : i32
    %v1 = arith.addi %c0, %c0 : i32
    %c0 = arith.constant 5 : i32
    %p = arith.addi %q, %a : i32
    %q = arith.addi %p, %a : i32
    "test.use"(%v0, %q) : (i32, i32) -> ()
  }
  return
}""",
        "loop-invariant-code-motion",
        _ctx(lp),
    )
    assert _body(out) == [
        "%c5_i32 = arith.constant 5 : i32",
        "%0 = arith.addi %c5_i32, %c5_i32 : i32",
        "%1 = arith.addi %c5_i32, %0 : i32",
        "lp.graph_loop {",
        "%2 = arith.addi %3, %arg0 : i32",
        "%3 = arith.addi %2, %arg0 : i32",
        '"test.use"(%1, %3) : (i32, i32) -> ()',
        "}",
    ]


def test_licm_moves_out_of_nested_user_loops(lp) -> None:
    out = _run(
        """func.func @f(%a: i32, %lb: index) {
  %c1 = arith.constant 1 : index
  lp.loop {
    scf.for %i = %lb to %lb step %c1 {
      lp.loop {
        %x = arith.addi %a, %a : i32
        "test.use"(%x) : (i32) -> ()
      }
    }
  }
  return
}""",
        "func.func(loop-invariant-code-motion)",
        _ctx(lp),
    )
    assert _body(out)[:3] == [
        "%c1 = arith.constant 1 : index",
        "%0 = arith.addi %arg0, %arg0 : i32",
        "lp.loop {",
    ]


# ------------------------------------------------------------------ topological sort


def test_topological_sort_sorts_a_user_graph_region(lp) -> None:
    out = _run(
        """func.func @f(%a: i32) {
  lp.graph {
    "test.use"(%y) : (i32) -> ()
    %y = arith.addi %x, %a : i32
    %x = arith.addi %a, %a : i32
  }
  %r = arith.addi %a, %a : i32
  return
}""",
        "topological-sort",
        _ctx(lp),
    )
    assert _body(out) == [
        "lp.graph {",
        "%1 = arith.addi %arg0, %arg0 : i32",
        "%2 = arith.addi %1, %arg0 : i32",
        '"test.use"(%2) : (i32) -> ()',
        "}",
        "%0 = arith.addi %arg0, %arg0 : i32",
    ]


_GRAPH = """module {
  "t.a"(%d) : (i32) -> ()
  %b = "t.b"(%c) : (i32) -> i32
  %c = "t.c"() : () -> i32
  %d = "t.d"(%b) : (i32) -> i32
  "t.e"(%f) : (i32) -> ()
  %f = "t.f"(%f2) : (i32) -> i32
  %f2 = "t.g"(%f) : (i32) -> i32
}"""


def _names(ops) -> list[str]:
    return [o.name for o in ops]


def test_sort_topologically_whole_block_and_cycles() -> None:
    m = parse_module(_GRAPH, _ctx())
    block = m.regions[0].blocks[0]
    assert not sort_topologically(block)  # t.f and t.g form a cycle
    assert _names(block.ops) == ["t.c", "t.b", "t.d", "t.a", "t.e", "t.f", "t.g"]
    assert not sort_topologically(block)  # still a cycle, order kept
    assert _names(block.ops) == ["t.c", "t.b", "t.d", "t.a", "t.e", "t.f", "t.g"]


def test_sort_topologically_a_range_with_ready_operands() -> None:
    m = parse_module(_GRAPH, _ctx())
    block = m.regions[0].blocks[0]
    ops = list(block.ops)
    # only t.a .. t.d; t.c's result is taken as ready, so t.b stays before it
    ok = sort_topologically(block, ops[:4], lambda v, op: v.owner.name == "t.c")
    assert ok
    assert _names(block.ops) == ["t.b", "t.c", "t.d", "t.a", "t.e", "t.f", "t.g"]
    assert sort_topologically(block, [])


def test_compute_topological_sorting_orders_a_list() -> None:
    m = parse_module(_GRAPH, _ctx())
    block = m.regions[0].blocks[0]
    ops = list(block.ops)[:4]
    assert compute_topological_sorting(ops)
    assert _names(ops) == ["t.c", "t.b", "t.d", "t.a"]
    assert _names(block.ops)[:4] == ["t.a", "t.b", "t.c", "t.d"]  # the block is untouched
    cyc = list(block.ops)[4:]
    assert not compute_topological_sorting(cyc)
    assert compute_topological_sorting([])
