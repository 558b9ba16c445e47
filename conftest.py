"""Root pytest configuration: activates the lit-style ``.mlir`` test plugin.

The plugin (``tools/lit_plugin.py``, also importable as ``irlite.tools.lit_plugin``) is
loaded from its file under the module name ``irlite_lit_plugin``, so that collecting the
tests depends neither on the ``irlite`` package being installed nor on it importing
cleanly. It runs every ``tests/lit/**/*.mlir`` file through its ``// RUN:`` lines.
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


pytest_plugins = [_load_lit_plugin()]
