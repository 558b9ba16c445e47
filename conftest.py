"""Root pytest configuration: activates the lit-style ``.mlir`` test plugin.

The plugin (``tools/lit_plugin.py``, also importable as ``irlite.tools.lit_plugin``) is
loaded from its file under the module name ``irlite_lit_plugin``, so that collecting the
tests depends neither on the ``irlite`` package being installed nor on it importing
cleanly. It runs every ``tests/lit/**/*.mlir`` file through its ``// RUN:`` lines.

It also puts ``tests/`` on ``sys.path`` (once, before any test is collected), so that test
files import their shared helpers as ``from support.programs import ...`` (tests run with
``--import-mode=importlib`` and ``tests/`` is not a package).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path


def _load_lit_plugin() -> str:
    """Import tools/lit_plugin.py as ``irlite_lit_plugin`` (once) and return that name."""
    name = "irlite_lit_plugin"
    if name not in sys.modules:
        path = Path(__file__).resolve().parent / "tools" / "lit_plugin.py"
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot load the lit test plugin from {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return name


def _add_test_support_path() -> None:
    """Put ``tests/`` (the parent of the ``support`` package) first on ``sys.path``."""
    tests = str(Path(__file__).resolve().parent / "tests")
    if tests not in sys.path:
        sys.path.insert(0, tests)


_add_test_support_path()
pytest_plugins = [_load_lit_plugin()]
