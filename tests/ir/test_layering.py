"""The folders are the architecture: ``ir/`` imports nothing else of irlite, and the rules
compiler (``gen/``) imports only ``ir/`` and itself, and the dialect helpers in ``rules/``
import only ``ir/``, ``gen/`` (for the one loader of generated modules) and ``rules/``.

Every ``import``/``from ... import`` of each module is read with ``ast``, those inside
functions and ``if TYPE_CHECKING:`` blocks included, and resolved to the irlite package
it names (relative imports through the module's own package).
"""

from __future__ import annotations

import ast
import os

import irlite

ROOT = os.path.dirname(os.path.abspath(irlite.__file__))


def _modules(folder: str) -> list[str]:
    out = []
    for dirpath, dirnames, files in os.walk(os.path.join(ROOT, folder)):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        out += [os.path.join(dirpath, f) for f in files if f.endswith(".py")]
    return sorted(out)


def _package(path: str) -> list[str]:
    """The dotted package of the module at ``path`` (``["irlite", "ir"]`` for ``ir/x.py``)."""
    d = os.path.dirname(os.path.relpath(path, ROOT))
    return ["irlite", *d.split(os.sep)] if d else ["irlite"]


def _irlite_imports(src: str, package: list[str]) -> set[tuple[str, int]]:
    """The top-level irlite packages (``ir``, ``gen``, ...) that module text ``src`` of
    ``package`` imports, with the line of each import; ``""`` is the package root."""
    found: set[tuple[str, int]] = set()
    for node in ast.walk(ast.parse(src)):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1])
                names = (
                    [f"{base}.{node.module}"]
                    if node.module
                    else [f"{base}.{a.name}" for a in node.names]
                )
            else:
                names = [node.module or ""]
        for n in names:
            parts = n.split(".")
            if parts[0] == "irlite":
                found.add((parts[1] if len(parts) > 1 else "", node.lineno))
    return found


def _violations(folder: str, allowed: set[str]) -> list[str]:
    out = []
    for p in _modules(folder):
        with open(p, encoding="utf-8") as f:
            src = f.read()
        out += [
            f"{os.path.relpath(p, ROOT)}:{line}: imports irlite.{pkg or '(root)'}"
            for pkg, line in sorted(_irlite_imports(src, _package(p)))
            if pkg not in allowed
        ]
    return out


def test_the_checker_sees_relative_and_nested_imports():
    src = (
        "from . import core\n"
        "def f():\n"
        "    from ..gen import loader\n"
        "    import irlite.passes.infra\n"
        "    from .. import tools\n"
        "    if True:\n"
        "        from irlite.rules import arith\n"
    )
    assert _irlite_imports(src, ["irlite", "ir"]) == {
        ("ir", 1),
        ("gen", 3),
        ("passes", 4),
        ("tools", 5),
        ("rules", 7),
    }


def test_ir_imports_nothing_else_of_irlite():
    assert _violations("ir", {"ir"}) == []


def test_gen_imports_only_ir_and_itself():
    assert _violations("gen", {"ir", "gen"}) == []


def test_rules_helpers_import_only_ir_gen_and_rules():
    assert _violations("rules", {"ir", "gen", "rules"}) == []


def test_dialect_namespaces_import_only_ir_and_gen():
    """``irlite.dialects.<d>`` (the op constructors) sit on the IR and the loader only."""
    assert _violations("dialects", {"ir", "gen", "dialects"}) == []
