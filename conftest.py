"""Root pytest configuration: the irlite test plugin, pytester, and ``tests/`` on sys.path.

The plugin (``tools/lit_plugin.py``: lit-style ``.mlir`` tests, inline tests of ``.rules``
files) is registered by irlite's ``pytest11`` entry point when irlite is installed; then
it is already imported as ``irlite.tools.lit_plugin`` when this file loads, and it is not
loaded again. Otherwise (not installed, or ``PYTEST_DISABLE_PLUGIN_AUTOLOAD``) it is loaded
from its file under the module name ``irlite_lit_plugin``, so that collecting the tests
depends neither on the ``irlite`` package being installed nor on it importing cleanly.
Either way ``sys.modules["irlite_lit_plugin"]`` is the registered copy (the plugin's own
tests reach its helpers through that name). It runs every ``tests/lit/**/*.mlir`` file
through its ``// RUN:`` lines; the built-in ``rules/*.rules`` are tested by
tests/gen/test_inline_rule_tests.py, not collected by the plugin.

``pytester`` (pytest's fixture for running pytest on a temporary project) is enabled for
the plugin's tests; it costs nothing until a test asks for it.

A module-scoped fixture takes out, after each test file, the dialects it added to the
default registry (``_default_registry_per_module``).

It also puts ``tests/`` on ``sys.path`` (once, before any test is collected), so that test
files import their shared helpers as ``from support.programs import ...`` (tests run with
``--import-mode=importlib`` and ``tests/`` is not a package).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_INSTALLED_NAME = "irlite.tools.lit_plugin"  # the module the pytest11 entry point loads
_FILE_NAME = "irlite_lit_plugin"


def _lit_plugin() -> list[str]:
    """The plugin to name in ``pytest_plugins``: none when the entry point registered it
    already, else ``irlite_lit_plugin`` loaded from tools/lit_plugin.py (once)."""
    installed = sys.modules.get(_INSTALLED_NAME)
    if installed is not None:
        sys.modules.setdefault(_FILE_NAME, installed)
        return []
    if _FILE_NAME not in sys.modules:
        path = Path(__file__).resolve().parent / "tools" / "lit_plugin.py"
        spec = importlib.util.spec_from_file_location(_FILE_NAME, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"cannot load the lit test plugin from {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[_FILE_NAME] = module
        spec.loader.exec_module(module)
    return [_FILE_NAME]


def _add_test_support_path() -> None:
    """Put ``tests/`` (the parent of the ``support`` package) first on ``sys.path``."""
    tests = str(Path(__file__).resolve().parent / "tests")
    if tests not in sys.path:
        sys.path.insert(0, tests)


_add_test_support_path()
pytest_plugins = [*_lit_plugin(), "pytester"]


@pytest.fixture(scope="module", autouse=True)
def _default_registry_per_module():
    """The dialects a test file puts in the process's default registry (``load_rules``,
    ``irlite-opt --load-rules`` run in process) are taken out after the file: a file that
    loads a deliberately broken dialect eagerly (its canonicalizer fails to compile) must
    not break the canonicalize runs of the files that run after it in the same worker."""
    from irlite.ir.registry import default_registry

    reg = default_registry()
    loaders, eager = dict(reg.loaders), set(reg.eager)
    yield
    reg.loaders.clear()
    reg.loaders.update(loaders)
    reg.eager.clear()
    reg.eager.update(eager)
