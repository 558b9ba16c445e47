"""The interpreter's engine: frames, blocks, regions, calls and the op table.

``Interpreter(module)`` indexes the module's functions once; ``call(name,
*values)`` runs one with interpreter values and returns a tuple of values.
Ops are executed by handlers looked up by op name in ``OP_TABLE`` (built once
when the ``ops_*`` modules are imported). A handler is
``handler(interp, op, args) -> tuple`` where ``args`` are the operand values;
it returns the result values, or for a terminator a control object: ``Jump``
(branch to a block of the same region with arguments) or ``Exit`` (leave the
region with values: ``func.return``, ``scf.yield``, ``scf.condition``...).
Region-holding ops run their regions through ``run_region``.

What this module does not do: define op semantics (``ops_*``), or check that
the IR is valid (run the verifier first; invalid IR may raise anything).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from ...ir.core import Block, Operation, Region
from .values import InterpError, UndefinedBehavior, from_numpy, to_numpy

__all__ = ["OP_TABLE", "Exit", "Interpreter", "Jump", "register"]

Handler = Callable[["Interpreter", Operation, list], Any]

#: op name -> handler; filled by the ``ops_*`` modules at import.
OP_TABLE: dict[str, Handler] = {}


def register(*names: str) -> Callable[[Handler], Handler]:
    """Decorator: make ``fn`` the handler of the ops ``names``."""

    def deco(fn: Handler) -> Handler:
        for n in names:
            OP_TABLE[n] = fn
        return fn

    return deco


@dataclass(eq=False, slots=True)
class Jump:
    """Control transfer to ``block`` (of the current region) with ``args``."""

    block: Block
    args: list


@dataclass(eq=False, slots=True)
class Exit:
    """Leaving the current region with ``values``; ``kind`` is the terminator's name."""

    kind: str
    values: list


class Interpreter:
    """Runs functions of one module (see the module docstring).

    ``max_steps`` bounds the number of executed ops per ``call`` (a runaway
    loop raises ``InterpError``); ``None`` means no bound.
    """

    __slots__ = ("env", "funcs", "globals", "max_steps", "module", "steps", "table")

    def __init__(self, module: Operation, max_steps: int | None = None) -> None:
        from . import (  # noqa: F401
            ops_affine,
            ops_arith,
            ops_bufferization,
            ops_control,
            ops_dealloc,
            ops_flow,
            ops_index,
            ops_linalg,
            ops_math,
            ops_memref,
            ops_tensor,
            ops_ub,
            ops_vector,
        )

        self.module = module
        self.table = OP_TABLE
        self.max_steps = max_steps
        self.steps = 0
        self.env: dict = {}  # the current frame: value -> runtime value
        self.globals: dict = {}  # memref.global name -> MemRef, made on first use
        self.funcs: dict[str, Operation] = {}
        for r in module.regions:
            for b in r.blocks:
                for op in b.ops:
                    if op.name == "func.func":
                        name = op.properties.get("sym_name")
                        if name is not None:
                            self.funcs[name.value] = op

    def lookup(self, name: str) -> Operation:
        f = self.funcs.get(name)
        if f is None:
            raise InterpError(f"no function named '{name}'")
        if not f.regions or not f.regions[0].blocks:
            raise InterpError(f"function '{name}' is a declaration (no body to run)")
        return f

    def run(self, name: str, *args: Any) -> tuple:
        """Run function ``name`` on numpy/Python arguments; return numpy results.

        Arguments are converted to the function's argument types
        (``values.from_numpy``), results back (``values.to_numpy``).
        """
        f = self.lookup(name)
        ftype = f.properties["function_type"].value
        ins = list(ftype.inputs)
        if len(ins) != len(args):
            raise InterpError(f"'{name}' takes {len(ins)} arguments, got {len(args)}")
        vals = [from_numpy(a, t) for a, t in zip(args, ins)]
        self.steps = 0
        res = self.call(name, *vals)
        return tuple(to_numpy(v, t) for v, t in zip(res, ftype.results))

    def call(self, name: str, *args: Any) -> tuple:
        """Run function ``name`` on interpreter values; return its results."""
        f = self.lookup(name)
        with np.errstate(all="ignore"):
            return tuple(self.call_function(f, list(args)))

    def run_region(self, region: Region, args: list) -> Exit:
        """Run ``region`` (in the current frame) from its entry block with ``args`` until it exits."""
        block = region.blocks[0]
        env = self.env
        table = self.table
        max_steps = self.max_steps
        while True:
            bargs = block.args
            if len(bargs) != len(args):
                raise InterpError(f"block expects {len(bargs)} arguments, got {len(args)}")
            for a, v in zip(bargs, args):
                env[a] = v
            op = block.first
            if op is None:
                return Exit("", [])
            while True:
                h = table.get(op.name)
                if h is None:
                    raise InterpError(f"the interpreter does not know '{op.name}'")
                if max_steps is not None:
                    self.steps += 1
                    if self.steps > max_steps:
                        raise InterpError(f"step limit of {max_steps} ops exceeded")
                try:
                    vals = [env[o.value] for o in op.op_operands]
                except KeyError:
                    raise InterpError(f"'{op.name}' uses a value that was not computed") from None
                r = h(self, op, vals)
                if type(r) is tuple:
                    if r:
                        for res, v in zip(op.results, r):
                            env[res] = v
                elif type(r) is Jump:
                    block = r.block
                    args = r.args
                    break
                elif r is not None:
                    return r  # an Exit
                op = op.next
                if op is None:
                    return Exit("", [])

    def call_function(self, f: Operation, args: list) -> list:
        """Run function ``f`` in a fresh frame; return its results."""
        saved = self.env
        self.env = {}
        try:
            return self.run_region(f.regions[0], args).values
        finally:
            self.env = saved


def ub(msg: str) -> UndefinedBehavior:
    return UndefinedBehavior(msg)
