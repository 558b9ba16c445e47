"""``eliminate-empty-tensors`` (MLIR 19's ``EmptyTensorElimination``): a ``tensor.empty``
whose value (through in-place, equivalent ops of the same type) is inserted into a
destination by a subset insertion (``tensor.insert_slice``) is replaced, at that use, by
the extraction of the same subset from the destination, so bufferization writes the
destination in place instead of a new buffer that is then copied.

The One-Shot analysis runs first (with function boundaries on a module, as MLIR's pass);
only insertions whose source operand bufferizes in place are considered. The extraction
goes where its values (the destination, dynamic offsets and sizes) are defined and before
the use it replaces (MLIR's ``findValidInsertionPoint``); a ``tensor.cast`` bridges a
static/dynamic type difference.

What it does not do: slices or reshapes between the ``tensor.empty`` and the insertion
(MLIR neither), ops other than ``tensor.insert_slice`` as insertions.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation, OpResult
from ...ir.diagnostics import report
from ...ir.rewriter import PatternRewriter
from ...rules import tensor_bufferize  # noqa: F401  (attaches the tensor models)
from ...rules.bufferization_bufferize import BufferizationError, BufferizationOptions, create
from ..analysis.one_shot_analysis import OneShotAnalysisState, ancestor_in_block
from ..infra.pass_base import Pass, register_pass


@register_pass(
    "eliminate-empty-tensors",
    "Try to eliminate all tensor.empty ops.",
    display_name="EmptyTensorElimination",
)
class EliminateEmptyTensors(Pass):
    """Replace ``tensor.empty`` ops that are inserted into a destination (see the module
    docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        options = BufferizationOptions(
            allow_return_allocs_from_loops=True,
            bufferize_function_boundaries=op.name == "builtin.module",
        )
        try:
            state = OneShotAnalysisState(op, options)
            state.analyze()
        except BufferizationError as e:
            report(e.diag)
            self.signal_pass_failure()
            return
        eliminate_empty_tensors(PatternRewriter(), op, state)


def _dominates(a: Operation, b: Operation) -> bool:
    """``a`` is ``b`` or comes before the ancestor of ``b`` in ``a``'s block."""
    if a is b:
        return True
    anc = ancestor_in_block(a.parent, b)
    return anc is not None and (anc is a or a.is_before_in_block(anc))


def _value_dominates(v: Any, op: Operation) -> bool:
    if type(v) is OpResult:
        d = v.owner
        anc = ancestor_in_block(d.parent, op)
        return anc is not None and anc is not d and d.is_before_in_block(anc)
    return ancestor_in_block(v.owner, op) is not None


def _insertion_point(empty: Operation, user: Operation, needed: list) -> Operation | None:
    cands = [empty]
    for v in needed:
        cands.append(v.owner.first if type(v) is not OpResult else v.owner.next)
    for ip in cands:
        if ip is None:
            continue
        if all(_value_dominates(v, ip) for v in needed) and _dominates(ip, user):
            return ip
    return None


def _empty_tensors_on_chain(state: Any, operand: Any) -> list:
    """``(tensor.empty result, the use that reaches it)`` backwards from ``operand`` through
    equivalent aliasing operands of the same type (casts too)."""
    out: list = []
    work = [operand]
    seen: set = set()
    while work:
        use = work.pop()
        if id(use) in seen:
            continue
        seen.add(id(use))
        v = use.value
        if type(v) is OpResult and v.owner.name == "tensor.empty":
            out.append((v, use))
            continue
        if state.options.owner_model(v) is None:
            continue
        for a in state.aliasing_op_operands(v):
            if not state.is_equivalent_alias(a, v):
                continue
            same = a.value.type is v.type or a.owner.name == "tensor.cast"
            if same:
                work.append(a)
    return out


def eliminate_empty_tensors(rw: Any, root: Operation, state: Any) -> None:
    """MLIR's ``eliminateEmptyTensors`` over the ops nested in ``root``."""
    for op in list(root.walk(post_order=False)):
        m = state.options.model(op)
        src_of = getattr(m, "subset_source_operand", None) if m is not None else None
        if src_of is None:
            continue
        source = src_of()
        if not state.is_in_place(source):
            continue
        for v, use in _empty_tensors_on_chain(state, source):
            empty = v.owner
            user = use.owner
            ip = _insertion_point(empty, user, m.values_needed_for_subset_extraction())
            if ip is None:
                continue
            rw.set_insertion_point(ip)
            repl = m.build_subset_extraction(rw, empty.loc)
            if repl.type is not v.type:
                if repl.type.element_type is not v.type.element_type:
                    continue
                rw.set_insertion_point_after(repl.owner)
                repl = create(rw, "tensor.cast", [repl], [v.type], v.owner.loc).results[0]
            use.set(repl)
            state._defs.clear()
            if all(r.first_use is None for r in empty.results):
                rw.erase_op(empty)  # mlir-opt 19 leaves no replaced tensor.empty behind


__all__ = ["EliminateEmptyTensors", "eliminate_empty_tensors"]
