"""``irlite.dialects``: one namespace of op constructors per dialect.

``from irlite.dialects import arith, func, scf`` gives modules of plain functions,
one per op (``arith.addi(a, b)``, ``scf.for_(lb, ub, step, [x])``,
``func.return_([v])``), that build the op and insert it at the current builder::

    with Builder.at_end(block):
        c = arith.constant(3, i32)
        s = arith.addi(a, arith.muli(b, c))

The modules of the dialects written in ``.rules`` are generated from those files
(``gen.builder_codegen``) and cached like the ops modules, on first import;
``builtin`` and ``func`` (part of the IR core) are written by hand, and ``scf``
adds what its ``.rules`` cannot say (the loops' block arguments). A user's
dialect: ``load("poly.rules")`` (generate, or reuse from the cache, its ops and
constructors), or ``get("poly")`` once ``irlite.load_rules`` has loaded it.

What it does not do: register dialects in a context (``irlite.load_rules`` does),
or verify what is built (``irlite.ir.verifier``).
"""

from __future__ import annotations

import importlib
from types import ModuleType

#: The dialects with a module here: ``irlite.dialects.<name>``.
BUILTIN = (
    "builtin",
    "func",
    "arith",
    "math",
    "cf",
    "scf",
    "memref",
    "tensor",
    "index",
    "llvm",
    "ub",
    "linalg",
    "bufferization",
    "affine",
    "flow",
    "iree_tensor_ext",
    "gpu",
    "vector",
    "nvvm",
    "nvgpu",
    "transform",
    "dlti",
)

__all__ = ["BUILTIN", "get", "load"]


def load(path: str) -> ModuleType:
    """The op constructors of the dialect in the ``.rules`` file ``path`` (generated, or
    from the cache); raises ``RulesError`` (``file:line:col``) for a bad file. It does not
    register the dialect: ``irlite.load_rules(path)`` does, for parsing and passes."""
    from ..gen.loader import builders_module

    return builders_module(path)


def get(name: str) -> ModuleType:
    """The op constructors of dialect ``name``: ``irlite.dialects.<name>`` for a built-in
    one, else those of a dialect this process loaded with ``irlite.load_rules``.
    Raises ``KeyError`` for a dialect neither knows."""
    if name in BUILTIN:
        return importlib.import_module(f"{__name__}.{name}")
    from ..gen.loader import dialect_builders

    return dialect_builders(name)
