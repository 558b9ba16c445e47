"""``slice-analysis-test``: MLIR's SliceAnalysisTestPass: backward slices as functions.

For the N-th op with the Linalg structured-op interface in the module's functions (in
post-order walk order), a function ``@<parent>__backward_slice__N`` with the parent
function's type is inserted before the parent: its entry block holds clones of the op's
backward slice (``backward_slice``), in slice order, then ``return``.

``backward_slice`` is MLIR's ``getBackwardSlice`` (not inclusive): the ops that define the
op's operands, transitively, each after the ops it depends on; a block argument stops the
walk when ``omit-block-arguments`` is set, else the walk goes on to the block's parent op
(an op isolated from above stops it). What it does not do: follow values an op's regions
use from above, or other kinds of root ops than Linalg's.
"""

from __future__ import annotations

from typing import Any

from ....ir.builtin_dialects import FuncOp, ReturnOp
from ....ir.core import Block, OpResult
from ....ir.function_interface import function_type
from ....ir.interfaces import LinalgStructuredOpInterface
from ...infra.pass_base import Option, Pass, register_pass


def backward_slice(op: Any, omit_block_arguments: bool = False) -> list[Any]:
    """The ops ``op`` depends on through its operands, dependencies first (``op`` excluded)."""
    seen: dict[Any, None] = {}

    def visit(o: Any) -> None:
        if o is None or o.has_trait("IsolatedFromAbove"):
            return
        for v in o.operands:
            if isinstance(v, OpResult):
                d = v.owner_op
                if d not in seen:
                    visit(d)
            else:
                if omit_block_arguments:
                    continue
                parent = v.parent_block.parent_op
                if parent is not None and parent not in seen:
                    visit(parent)
        seen[o] = None

    visit(op)
    seen.pop(op, None)
    return list(seen)


@register_pass(
    "slice-analysis-test",
    summary="Test Slice analysis functionality.",
    anchor="builtin.module",
    options=[
        Option(
            "omit-block-arguments",
            bool,
            True,
            "Test Slice analysis with multiple blocks but slice omiting block arguments",
        )
    ],
)
class SliceAnalysisTestPass(Pass):
    def run_on_operation(self, module: Any) -> None:
        n = 0
        for f in [o for o in module.regions[0].blocks[0].ops if o.name == "func.func"]:
            roots = [o for o in f.walk() if o.interface(LinalgStructuredOpInterface) is not None]
            for root in roots:
                self._slice_function(f, root, f"__backward_slice__{n}")
                n += 1

    def _slice_function(self, parent: Any, op: Any, suffix: str) -> None:
        fn_type = function_type(parent)
        clone = FuncOp.build(parent.properties["sym_name"].value + suffix, fn_type, loc=op.loc)
        entry = Block(list(fn_type.inputs), [op.loc] * len(fn_type.inputs))
        clone.regions[0].add_block(entry)
        mapping: dict = {}
        if parent.regions[0].blocks:
            for a, b in zip(parent.regions[0].blocks[0].args, entry.args):
                mapping[a] = b
        for o in backward_slice(op, self.omit_block_arguments):
            entry.append(o.clone(mapping))
        entry.append(ReturnOp(ReturnOp.OP_NAME, (), (), loc=op.loc))
        parent.parent.insert_before(parent, clone)
