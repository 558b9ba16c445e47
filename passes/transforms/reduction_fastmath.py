"""``reduction-fastmath``: fast-math flags on the combiners of floating-point reductions
(irlite's own pass; MLIR has no such pass, its users set ``fastmath`` by hand).

A floating-point reduction (``acc = acc + x`` over a loop) can only be vectorized by
LLVM when it may reassociate the additions: with ``reassoc`` the loop vectorizer keeps
``<16 x float>`` partial sums and adds them up at the end, which changes the result by
rounding only (the sum is taken in a different order). This pass states that choice in
the IR, where the combiner is: it adds ``flags`` (default ``reassoc,contract``) to the
``fastmath`` attribute of

* each structured op's combiners (ops found through ``LinalgStructuredOpInterface``, on
  tensors or buffers, never by name) that have reduction loops: the payload op that
  yields an init's new value and reads that init's block argument directly, when it
  has a ``fastmath`` attribute (``arith.addf``, ``mulf``, ``maximumf``, ``maxnumf``, ...);
  its operands' producers in the payload that have a ``fastmath`` attribute get
  ``contract`` (so that ``x * y + acc`` may become one FMA);
* the same in loops that carry values (``LoopLikeOpInterface``): the op that yields an
  iter arg's next value from that iter arg.

With ``payload-flags`` (default ``none``), every op of a structured op's payload that has
a ``fastmath`` attribute gets those flags too: the default pipeline asks for
``contract,arcp`` (a multiply feeding an add may become one FMA, rounded once, as GCC's
default ``-ffp-contract=fast`` and numba's ``fastmath`` allow; ``x / s`` may become
``x * (1 / s)``, so a division by a row's value leaves the row loop). The flags are merged with
what the ops already have. ``irlite.compile(..., fast_math=)``
decides whether the default pipeline runs this pass (``targets/pipeline.py``).

What it does not do: relax anything beyond what ``flags`` and ``payload-flags`` say
(``contract`` on a combiner's operand producers only lets LLVM fuse a multiply into the
combining add); NaN, infinity and signed-zero semantics stay unless they say so.
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_module
from ...ir.core import Block, Operation
from ...ir.diagnostics import Diagnostic, report
from ...ir.interfaces import (
    DestinationStyleOpInterface,
    LinalgStructuredOpInterface,
    LoopLikeOpInterface,
)
from ..infra.pass_base import Option, Pass, Statistic, register_pass

__all__ = ["ReductionFastmath", "relax_reductions"]

_FLAGS = Option(
    "flags",
    str,
    "reassoc,contract",
    "The arith fast-math flags added to reduction combiners (comma-separated)",
)
_PAYLOAD_FLAGS = Option(
    "payload-flags",
    str,
    "none",
    "The arith fast-math flags added to every op of a structured op's payload that has a "
    "fastmath attribute (e.g. contract: a multiply and an add may become one FMA)",
)


def _flags_table() -> Any:
    return builtin_module("arith").ENUMS["FastMathFlags"]


def _add_flags(op: Operation, bits: int, table: Any) -> bool:
    old = op.properties.get("fastmath")
    if old is None:
        return False
    have = table.value(old) or 0
    if have | bits == have:
        return False
    op.properties["fastmath"] = table.attr(have | bits)
    return True


def _defining_op_in(v: Any, block: Block) -> Operation | None:
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and owner.parent is block:
        return owner
    return None


def _relax_combiners(block: Block, carried: list[tuple[Any, Any]], bits: int, table: Any) -> int:
    """``carried``: (block argument, yielded value) pairs of one reduction body."""
    contract = table.value(table.attr(table.by_kw["contract"])) or 0
    n = 0
    for arg, yielded in carried:
        comb = _defining_op_in(yielded, block)
        if comb is None or "fastmath" not in comb.properties:
            continue
        if not any(o.value is arg for o in comb.op_operands):
            continue
        n += _add_flags(comb, bits, table)
        if bits & contract:
            for o in comb.op_operands:
                prod = _defining_op_in(o.value, block)
                if prod is not None and "fastmath" in prod.properties:
                    n += _add_flags(prod, contract, table)
    return n


def _structured(op: Operation, lop: Any, bits: int, table: Any) -> int:
    if "reduction" not in lop.iterator_types():
        return 0
    dps = op.interface(DestinationStyleOpInterface)
    region = lop.payload_region()
    if dps is None or region is None or not region.blocks:
        return 0
    block = region.blocks[0]
    term = block.last
    if term is None:
        return 0
    n_inputs = len(dps.dps_inputs())
    args = list(block.args)[n_inputs:]
    yielded = [o.value for o in term.op_operands]
    return _relax_combiners(block, list(zip(args, yielded)), bits, table)


def _loop(op: Operation, loop: Any, bits: int, table: Any) -> int:
    iter_args = loop.region_iter_args()
    if not iter_args:
        return 0
    block = iter_args[0].owner
    term = block.last
    if term is None:
        return 0
    yielded = [o.value for o in term.op_operands]
    if len(yielded) != len(iter_args):
        return 0
    return _relax_combiners(block, list(zip(iter_args, yielded)), bits, table)


def _payload(lop: Any, bits: int, table: Any) -> int:
    region = lop.payload_region()
    n = 0
    for block in region.blocks if region is not None else ():
        for o in block.ops:
            if "fastmath" in o.properties:
                n += _add_flags(o, bits, table)
    return n


def relax_reductions(
    root: Operation, flags: str = "reassoc,contract", payload_flags: str = "none"
) -> int:
    """Add ``flags`` to every reduction combiner under ``root`` and ``payload_flags`` to
    every op of a structured op's payload (module docstring); returns how many ops
    changed. Raises ``ValueError`` for an unknown flag."""
    table = _flags_table()
    bits = table.parse_text(flags)
    pbits = table.parse_text(payload_flags)
    for text, b in ((flags, bits), (payload_flags, pbits)):
        if b is None:
            raise ValueError(f"unknown arith fast-math flags '{text}'")
    count = 0

    def visit(op: Operation) -> None:
        nonlocal count
        lop = op.interface(LinalgStructuredOpInterface)
        if lop is not None:
            if pbits:
                count += _payload(lop, pbits, table)
            count += _structured(op, lop, bits, table)
            return
        loop = op.interface(LoopLikeOpInterface)
        if loop is not None:
            count += _loop(op, loop, bits, table)

    root.walk(visit)
    return count


@register_pass(
    "reduction-fastmath",
    summary="Add fast-math flags (reassoc, contract) to floating-point reduction combiners",
    options=(_FLAGS, _PAYLOAD_FLAGS),
)
class ReductionFastmath(Pass):
    """Lets LLVM vectorize floating-point reductions (module docstring)."""

    num_relaxed = Statistic("num-relaxed", "Number of combiner ops given fast-math flags")

    def run_on_operation(self, op: Any) -> None:
        try:
            n = relax_reductions(op, self.flags, self.payload_flags)
        except ValueError as e:
            report(Diagnostic.error(op.loc, str(e)))
            self.signal_pass_failure()
            return
        self.num_relaxed += n
