"""Generated Python source → the same source in ``ruff format``'s layout.

The generator formats what it emits, as Go's rulegen runs go/format on its output:
the ops and patterns modules come out as a person running ``ruff format`` would
leave them (double quotes, wrapped calls, line length 100), so ``--emit`` and the
module cache hold text that reads like the rest of the tree.

The formatter runs with explicit, isolated settings: a user's ruff configuration
never changes what is emitted, so a cache entry depends only on its key.

What it does not do: lint, or change what the code means (the formatter only
moves whitespace, quotes and brackets). Without a ruff binary, or when ruff
fails, the text is returned unformatted: still valid Python, only laid out as
the templates leave it.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
from typing import Any

__all__ = ["RUFF_FORMAT_ARGS", "format_python", "negate", "pylit", "ruff_binary"]

#: ``ruff format`` reading stdin with the generator's own settings (no config file).
RUFF_FORMAT_ARGS: tuple[str, ...] = (
    "format",
    "--isolated",
    "--line-length",
    "100",
    "--target-version",
    "py310",
    "--stdin-filename",
    "generated.py",
    "-",
)


def pylit(v: Any) -> str:
    """``repr(v)`` in the formatter's style: strings in double quotes where that needs no
    more escapes than ``repr``'s choice, in (nested) tuples, lists and dicts too."""
    if isinstance(v, str):
        r = repr(v)
        # repr quotes with ' unless v holds a ' and no "; without any " the text between
        # the quotes is the same under double quotes
        return '"' + r[1:-1] + '"' if r[0] == "'" and '"' not in v else r
    if isinstance(v, tuple):
        if len(v) == 1:
            return f"({pylit(v[0])},)"
        return "(" + ", ".join(pylit(x) for x in v) + ")"
    if isinstance(v, list):
        return "[" + ", ".join(pylit(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{pylit(k)}: {pylit(x)}" for k, x in v.items()) + "}"
    return repr(v)


_FLIP = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}


def negate(expr: str) -> str:
    """The Python expression true when ``expr`` is false, as a linter wants it written:
    ``a is not b`` for ``a is b`` (and ``==``/``in`` likewise), ``x`` for ``not x``,
    else ``not (expr)``. The result may stand as an operand of ``and``/``or``."""
    try:
        node = ast.parse(expr.strip(), mode="eval").body
    except SyntaxError:
        return f"not ({expr})"
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _FLIP:
        flipped = ast.Compare(node.left, [_FLIP[type(node.ops[0])]()], node.comparators)
        return ast.unparse(flipped)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = node.operand
        text = ast.unparse(inner)
        loose = (ast.BoolOp, ast.IfExp, ast.Lambda, ast.NamedExpr, ast.UnaryOp)
        return f"({text})" if isinstance(inner, loose) else text
    if isinstance(node, (ast.Call, ast.Name, ast.Attribute, ast.Subscript)):
        return f"not {expr.strip()}"
    return f"not ({expr})"


_UNSET = object()
_ruff: object = _UNSET  # the binary's path, or None once it was looked for and not found


def ruff_binary() -> str | None:
    """The ``ruff`` executable: the one the ``ruff`` package ships, else one on ``PATH``
    (None when there is neither). Looked up once per process."""
    global _ruff
    if _ruff is _UNSET:
        found: str | None = None
        try:
            from ruff.__main__ import find_ruff_bin

            found = os.fsdecode(find_ruff_bin())
        except (ImportError, FileNotFoundError):
            found = shutil.which("ruff")
        _ruff = found
    return _ruff  # type: ignore[return-value]


def format_python(source: str) -> str:
    """``source`` as ``ruff format --isolated --line-length 100 --target-version py310``
    prints it; ``source`` itself if ruff is not there or does not succeed."""
    exe = ruff_binary()
    if exe is None:
        return source
    try:
        r = subprocess.run(
            [exe, *RUFF_FORMAT_ARGS],
            input=source.encode("utf-8"),
            capture_output=True,
            timeout=120,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return source
    if r.returncode != 0 or not r.stdout:
        return source
    return r.stdout.decode("utf-8")
