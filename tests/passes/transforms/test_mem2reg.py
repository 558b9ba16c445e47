"""``mem2reg`` through its interfaces: a user's dialect declared in ``.rules`` gets the pass
by implementing ``PromotableAllocationOpInterface`` and ``PromotableMemOpInterface``.

The dialect ``slot`` has an allocation (``slot.new``, whose default value is the constant
42 and which marks the function when it is told of a new block argument), a read (``slot.get``), a write
(``slot.set``) and a graph-region op. The cases: promotion across a diamond (the default
reaches the join from one side), a slot in a graph region or used by an op without the
interface (left alone), the pass statistics, and the Python entry point. The mlir-opt 19
comparisons on memref are in tests/lit/passes/mem2reg.mlir and
test_mem2reg_differential.py.
"""

from __future__ import annotations

import pytest

from irlite.gen.loader import load_rules
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.passes.transforms.mem2reg import Mem2Reg, promote_memory_slots

HELPERS = """
from irlite.gen.loader import builtin_module
from irlite.ir.attributes import IntegerAttr, UnitAttr
from irlite.ir.interfaces import (
    MemorySlot,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
)

class New(PromotableAllocationOpInterface):
    __slots__ = ()

    def promotable_slots(self):
        r = self.op.results[0]
        return [MemorySlot(r, r.type.element_type)]

    def default_value(self, slot, builder):
        c = builtin_module("arith").ConstantOp.build(
            value=IntegerAttr.get(slot.elem_type, 42), loc=self.op.loc
        )
        return builder.insert(c).results[0]

    def handle_block_argument(self, slot, arg, builder):
        # marks the function, so the test sees the hook ran (at the new argument's block)
        if builder.block is arg.owner:
            arg.owner.parent_op.set_attr("slot.arg_seen", UnitAttr.get())

    def handle_promotion_complete(self, slot, default_value, builder):
        if default_value is not None and not default_value.has_uses():
            default_value.owner.erase()
        self.op.erase()


class Get(PromotableMemOpInterface):
    __slots__ = ()

    def loads_from(self, slot):
        return self.op.op_operands[0].value is slot.ptr

    def stores_to(self, slot):
        return False

    def can_uses_be_removed(self, slot, blocking_uses):
        return len(blocking_uses) == 1

    def remove_blocking_uses(self, slot, builder, reaching_def):
        self.op.results[0].replace_all_uses_with(reaching_def)
        return "delete"


class Set(PromotableMemOpInterface):
    __slots__ = ()

    def loads_from(self, slot):
        return False

    def stores_to(self, slot):
        return self.op.op_operands[1].value is slot.ptr

    def stored_value(self, slot, builder, reaching_def):
        return self.op.op_operands[0].value

    def can_uses_be_removed(self, slot, blocking_uses):
        return len(blocking_uses) == 1 and blocking_uses[0].index == 1

    def remove_blocking_uses(self, slot, builder, reaching_def):
        return "delete"
"""

DIALECT = """
dialect slot { summary "memory slots declared in rules" }
native h "slot_helpers.py"

op new [MemoryEffects<Allocate>] {
  summary  "a slot"
  results  { ptr: AnyMemRef }
  interfaces { PromotableAllocationOpInterface: h.New }
  format   "attr-dict `:` type($ptr)"
}

op get [MemoryEffects<Read>] {
  summary  "read a slot"
  operands { ptr: AnyMemRef }
  results  { value: I32 }
  interfaces { PromotableMemOpInterface: h.Get }
  format   "$ptr attr-dict `:` type($ptr)"
}

op set [MemoryEffects<Write>] {
  summary  "write a slot"
  operands { value: I32, ptr: AnyMemRef }
  interfaces { PromotableMemOpInterface: h.Set }
  format   "$value `,` $ptr attr-dict `:` type($ptr)"
}

op graph [GraphRegion, NoTerminator, SingleBlock] {
  summary  "a graph region"
  regions  { body: SizedRegion<1> }
  format   "$body attr-dict"
}
"""


@pytest.fixture(scope="module")
def slot(tmp_path_factory) -> str:
    d = tmp_path_factory.mktemp("slot")
    (d / "slot_helpers.py").write_text(HELPERS)
    p = d / "slot.rules"
    p.write_text(DIALECT)
    return str(p)


def _ctx(path: str) -> Context:
    ctx = Context(allow_unregistered=True)
    load_rules(path, ctx)
    return ctx


def _run(text: str, ctx: Context, pipeline: str = "mem2reg") -> str:
    load_builtin_passes()
    m = parse_module(text, ctx)
    assert run_pipeline(f"builtin.module({pipeline})", m, ctx)
    return print_op(m)


def _body(out: str) -> list[str]:
    return [line.strip() for line in out.splitlines()[2:-2]]


DIAMOND = """func.func @f(%c: i1, %x: i32) -> i32 {
  %p = slot.new : memref<i32>
  cf.cond_br %c, ^a, ^b
^a:
  slot.set %x, %p : memref<i32>
  cf.br ^j
^b:
  cf.br ^j
^j:
  %v = slot.get %p : memref<i32>
  return %v : i32
}"""


def test_user_slots_are_promoted_across_a_diamond(slot) -> None:
    out = _run(DIAMOND, _ctx(slot))
    assert "func.func @f(%arg0: i1, %arg1: i32) -> i32 attributes {slot.arg_seen} {" in out
    assert _body(out) == [
        "%c42_i32 = arith.constant 42 : i32",
        "cf.cond_br %arg0, ^bb1, ^bb2",
        "^bb1:  // pred: ^bb0",
        "cf.br ^bb3(%arg1 : i32)",
        "^bb2:  // pred: ^bb0",
        "cf.br ^bb3(%c42_i32 : i32)",
        "^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2",
        "return %0 : i32",
    ]


def test_slot_in_a_graph_region_is_kept(slot) -> None:
    text = """func.func @f(%x: i32) {
  slot.graph {
    %p = slot.new : memref<i32>
    slot.set %x, %p : memref<i32>
    %v = slot.get %p : memref<i32>
    "test.use"(%v) : (i32) -> ()
  }
  return
}"""
    out = _run(text, _ctx(slot))
    assert "slot.new" in out and "slot.get" in out and "slot.set" in out


def test_a_use_without_the_interface_blocks_promotion(slot) -> None:
    text = """func.func @f(%x: i32) -> i32 {
  %p = slot.new : memref<i32>
  slot.set %x, %p : memref<i32>
  "test.escape"(%p) : (memref<i32>) -> ()
  %v = slot.get %p : memref<i32>
  return %v : i32
}"""
    out = _run(text, _ctx(slot))
    assert "slot.new" in out and "slot.get" in out


def test_statistics_count_slots_and_block_arguments(slot) -> None:
    ctx = _ctx(slot)
    m = parse_module(DIAMOND, ctx)
    p = Mem2Reg()
    p.initialize(ctx)
    p.run_on_operation(m)
    assert p.statistics == {"promoted slots": 1, "new block args": 1}
    assert Mem2Reg(region_simplify=False).pipeline_text() == "mem2reg{region-simplify=false}"


def test_promote_memory_slots_reports_whether_it_changed(slot) -> None:
    ctx = _ctx(slot)
    m = parse_module(DIAMOND, ctx)
    assert promote_memory_slots(m, ctx) is True
    assert promote_memory_slots(m, ctx) is False
