# ruff: noqa: F821  -- `config` and `lit_config` are globals that lit provides.
"""Configuration for LLVM's ``lit`` runner (pip package ``lit``): ``lit -v tests/lit``.

Mirrors pytest's plugin (tools/lit_plugin.py) so that a ``.mlir`` test means the same
under both: ShTest format with lit's internal shell, suffix ``.mlir``, ``Inputs``
directories excluded; ``FileCheck`` runs the ``filecheck`` package and ``irlite-opt`` (and
the other console scripts) resolve in the Python environment that runs lit; the feature
``mlir-opt`` and its substitution come from the plugin's search. ``not`` is lit's builtin,
but lit runs ``not --crash`` as an external command, so the plugin's ``not`` shim is put
on PATH. Temporary files (``%t``) and the shims go under ``build/lit/``, never into the
source tree. It installs nothing: ``pip install -e '.[test]'`` first.
"""

import importlib.util
import os
import sys
from pathlib import Path

import lit.formats

_repo = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location(
    "irlite_lit_plugin", _repo / "tools" / "lit_plugin.py"
)
if _spec is None or _spec.loader is None:
    lit_config.fatal(f"cannot load {_repo / 'tools' / 'lit_plugin.py'}")
_plugin = sys.modules[_spec.name] = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_plugin)

config.name = "irlite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = str(_repo / "tests" / "lit")
config.test_exec_root = str(_repo / "build" / "lit")

_bin = Path(config.test_exec_root) / "bin"
_plugin.write_shims(_bin)
config.environment["PATH"] = os.pathsep.join(
    [str(_bin), os.path.dirname(sys.executable), config.environment.get("PATH", os.defpath)]
)

config.substitutions.append(
    (_plugin.tool_pattern("FileCheck").pattern, f'"{sys.executable}" -m filecheck')
)
_mlir_opt = _plugin.find_mlir_opt()
if _mlir_opt is not None:
    config.available_features.add("mlir-opt")
    config.substitutions.append((_plugin.tool_pattern("mlir-opt").pattern, _mlir_opt))
