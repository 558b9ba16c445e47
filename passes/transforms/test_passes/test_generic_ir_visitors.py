"""MLIR's ``TestVisitorsGeneric.cpp`` passes: the walk that visits an op between its regions.

The walk calls back on an op before each of its regions and after the last (MLIR's
``WalkStage``: "before all regions", "before region #N", "after all regions"; an op
without regions is visited once, "before all regions"), ops in order, regions depth
first. Each visit prints ``step N op 'NAME' STAGE`` to stdout.

- ``test-generic-ir-visitors``: walks everything, then only ``test.two_region_op`` ops;
- ``test-generic-ir-visitors-interrupt``: the same walks, where an op's attributes
  interrupt the walk (``interrupt_before_all``, ``interrupt_after_all``,
  ``interrupt_after_region = N``: ``step N walk was interrupted``) or skip the rest of
  the op (``skip_before_all``, ``skip_after_all``, ``skip_after_region = N``);
- ``test-generic-ir-block-visitors-interrupt`` / ``-region-visitors-interrupt``: walk the
  blocks (regions), inner ones first, printing ``step N`` for each; one holding an op
  with an ``interrupt`` bool attribute interrupts the walk.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from ....ir.attributes import BoolAttr, IntegerAttr
from ...infra.pass_base import Pass, register_pass

ADVANCE, SKIP, INTERRUPT = 0, 1, 2

#: The op of MLIR's test dialect that the second walk of each pass selects.
TWO_REGION_OP = "test.two_region_op"


def _stage_text(next_region: int, num_regions: int) -> str:
    if next_region == 0:
        return "before all regions"
    if next_region == num_regions:
        return "after all regions"
    return f"before region #{next_region}"


def walk_with_stages(op: Any, fn: Callable[[Any, int], int], only: str | None = None) -> int:
    """MLIR's generic ``detail::walk``: ``fn(op, next_region)`` before each region and
    after the last; ``only`` restricts the callbacks to ops of that name. Returns
    ``INTERRUPT`` when a callback interrupted the walk."""
    stage = 0
    call = only is None or op.name == only
    for region in op.regions:
        r = fn(op, stage) if call else ADVANCE
        if r == SKIP:
            return ADVANCE
        if r == INTERRUPT:
            return INTERRUPT
        stage += 1
        for block in region.blocks:
            o = block.first
            while o is not None:
                nxt = o.next
                if walk_with_stages(o, fn, only) == INTERRUPT:
                    return INTERRUPT
                o = nxt
    return fn(op, stage) if call else ADVANCE


class _Printer:
    def __init__(self) -> None:
        self.step = 0

    def say(self, text: str) -> None:
        sys.stdout.write(f"step {self.step} {text}\n" if text else f"step {self.step}\n")
        self.step += 1

    def visit(self, op: Any, stage: int) -> int:
        self.say(f"op '{op.name}' {_stage_text(stage, len(op.regions))}")
        return ADVANCE


@register_pass("test-generic-ir-visitors", summary="Test generic IR visitors.")
class TestGenericIRVisitorPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        p = _Printer()
        walk_with_stages(op, p.visit)
        walk_with_stages(op, p.visit, TWO_REGION_OP)
        self.mark_all_analyses_preserved()


def _flag(op: Any, name: str) -> bool:
    a = op.get_attr(name)
    return BoolAttr.is_bool(a) and bool(a.value)


def _after_region(op: Any, name: str, stage: int) -> bool:
    a = op.get_attr(name)
    return isinstance(a, IntegerAttr) and stage == a.value + 1


@register_pass(
    "test-generic-ir-visitors-interrupt",
    summary="Test generic IR visitors with interrupts.",
)
class TestGenericIRVisitorInterruptPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        p = _Printer()

        def walker(o: Any, stage: int) -> int:
            n = len(o.regions)
            if _flag(o, "interrupt_before_all") and stage == 0:
                return INTERRUPT
            if _flag(o, "interrupt_after_all") and stage == n:
                return INTERRUPT
            if _after_region(o, "interrupt_after_region", stage):
                return INTERRUPT
            if _flag(o, "skip_before_all") and stage == 0:
                return SKIP
            if _flag(o, "skip_after_all") and stage == n:
                return SKIP
            if _after_region(o, "skip_after_region", stage):
                return SKIP
            return p.visit(o, stage)

        for only in (None, TWO_REGION_OP):
            if walk_with_stages(op, walker, only) == INTERRUPT:
                p.say("walk was interrupted")
        self.mark_all_analyses_preserved()


def _walk_blocks_post_order(op: Any, fn: Callable[[Any], int]) -> int:
    """Blocks nested in ``op``, inner ones first; ``INTERRUPT`` stops the walk."""
    for region in op.regions:
        for block in region.blocks:
            for o in list(block.ops):
                if _walk_blocks_post_order(o, fn) == INTERRUPT:
                    return INTERRUPT
            if fn(block) == INTERRUPT:
                return INTERRUPT
    return ADVANCE


def _walk_regions_post_order(op: Any, fn: Callable[[Any], int]) -> int:
    """Regions nested in ``op``, inner ones first; ``INTERRUPT`` stops the walk."""
    for region in op.regions:
        for block in region.blocks:
            for o in list(block.ops):
                if _walk_regions_post_order(o, fn) == INTERRUPT:
                    return INTERRUPT
        if fn(region) == INTERRUPT:
            return INTERRUPT
    return ADVANCE


def _interrupts(ops: Any) -> bool:
    return any(BoolAttr.is_bool(o.get_attr("interrupt")) for o in ops)


@register_pass(
    "test-generic-ir-block-visitors-interrupt",
    summary="Test generic IR visitors with interrupts, starting with Blocks.",
)
class TestGenericIRBlockVisitorInterruptPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        p = _Printer()

        def walker(block: Any) -> int:
            if _interrupts(block.ops):
                return INTERRUPT
            p.say("")
            return ADVANCE

        if _walk_blocks_post_order(op, walker) == INTERRUPT:
            p.say("walk was interrupted")
        self.mark_all_analyses_preserved()


@register_pass(
    "test-generic-ir-region-visitors-interrupt",
    summary="Test generic IR visitors with interrupts, starting with Regions.",
)
class TestGenericIRRegionVisitorInterruptPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        p = _Printer()

        def walker(region: Any) -> int:
            if _interrupts(region.ops):
                return INTERRUPT
            p.say("")
            return ADVANCE

        if _walk_regions_post_order(op, walker) == INTERRUPT:
            p.say("walk was interrupted")
        self.mark_all_analyses_preserved()
