"""``irlite.dialects.scf``: the ``scf`` ops' constructors, generated from ``rules/scf.rules``,
with the loops' block arguments filled in.

``scf.rules`` cannot say what a loop body's arguments are, so the generated
``for_``, ``while_``, ``parallel`` and ``if_`` are wrapped here, as MLIR's
``dialects/scf.py`` wraps its generated ops:

* ``for_(lb, ub, step, iter_args)``: the body block takes the induction variable
  (``lb``'s type) and one argument per iter arg; the results have the iter args'
  types. Fill it with ``with Builder.at_end(loop.region.blocks[0]):`` (its
  arguments: ``loop.inductionVar``, ``loop.regionIterArgs``) and end it with
  ``scf.yield_([...])``;
* ``while_(inits, result_types)``: the ``before`` block takes the inits' types, the
  ``after`` block the result types;
* ``parallel(lbs, ubs, steps, inits)``: one ``index`` argument per bound;
* ``if_(cond, result_types, has_else=False)``: the ``then`` block, and the ``else``
  block when asked for (it is needed when there are results).

Everything else is the generated module's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ir.core import Block, Operation, Value
from ._generated import export

__all__ = export(globals(), "scf")

_for = globals()["for_"]
_while = globals()["while_"]
_parallel = globals()["parallel"]
_if = globals()["if_"]


def for_(
    lower_bound: Value,
    upper_bound: Value,
    step: Value,
    iter_args: Sequence[Value] = (),
    *,
    attributes: Any = None,
    loc: Any = None,
) -> Operation:
    """``scf.for`` from ``lower_bound`` to ``upper_bound`` by ``step`` carrying
    ``iter_args``, with its body block; returns the op."""
    init = list(iter_args)
    types = [v.type for v in init]
    return _for(
        lower_bound,
        upper_bound,
        step,
        init,
        result_types=types,
        region_arg_types=[lower_bound.type, *types],
        attributes=attributes,
        loc=loc,
    )


def while_(
    inits: Sequence[Value] = (),
    result_types: Sequence[Any] = (),
    *,
    attributes: Any = None,
    loc: Any = None,
) -> Operation:
    """``scf.while`` over ``inits`` with ``result_types``, with its ``before`` block (the
    inits' types) and ``after`` block (the result types); returns the op."""
    init = list(inits)
    return _while(
        init,
        result_types=list(result_types),
        before_arg_types=[v.type for v in init],
        after_arg_types=list(result_types),
        attributes=attributes,
        loc=loc,
    )


def parallel(
    lower_bounds: Sequence[Value],
    upper_bounds: Sequence[Value],
    steps: Sequence[Value],
    init_vals: Sequence[Value] = (),
    *,
    attributes: Any = None,
    loc: Any = None,
) -> Operation:
    """``scf.parallel`` with one ``index`` induction variable per bound and results of the
    ``init_vals``' types; returns the op."""
    lbs = list(lower_bounds)
    init = list(init_vals)
    return _parallel(
        lbs,
        list(upper_bounds),
        list(steps),
        init,
        result_types=[v.type for v in init],
        region_arg_types=[v.type for v in lbs],
        attributes=attributes,
        loc=loc,
    )


def if_(
    condition: Value,
    result_types: Sequence[Any] = (),
    *,
    has_else: bool = False,
    attributes: Any = None,
    loc: Any = None,
) -> Operation:
    """``scf.if`` with its ``then`` block and, with ``has_else``, its ``else`` block (fill
    them with ``Builder.at_end(op.thenRegion.blocks[0])``, ``op.elseRegion.blocks[0]``);
    returns the op."""
    op = _if(condition, result_types=list(result_types), attributes=attributes, loc=loc)
    if has_else:
        op.regions[1].add_block(Block())
    return op
