"""MLIR 19's tools as oracles: where they are, skip markers, one run, one mlir-opt process for
many inputs.

Nothing here compares outputs; the tests decide what must be identical.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence

import pytest

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
MLIR_TRANSLATE = "/usr/lib/llvm-19/bin/mlir-translate"
HAVE_MLIR_OPT = os.access(MLIR_OPT, os.X_OK)
HAVE_MLIR_TRANSLATE = os.access(MLIR_TRANSLATE, os.X_OK)
#: Skips a test where mlir-opt 19 is not installed.
needs_mlir_opt = pytest.mark.skipif(
    not HAVE_MLIR_OPT, reason=f"{MLIR_OPT} (mlir-opt 19) not installed"
)
#: Skips a test where mlir-translate 19 is not installed.
needs_mlir_translate = pytest.mark.skipif(
    not HAVE_MLIR_TRANSLATE, reason=f"{MLIR_TRANSLATE} (mlir-translate 19) not installed"
)


def run_tool(tool: str, *args: str, stdin: str | None = None, timeout: float = 120) -> str:
    """The output of ``tool`` (``MLIR_OPT``, ``MLIR_TRANSLATE``) run with ``args`` (flags and
    input files; without a file it reads ``stdin``); fails the test with the tool's messages
    where it exits non-zero."""
    done = subprocess.run(
        [tool, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def mlir_opt_each(texts: Sequence[str], *flags: str) -> list[str]:
    """mlir-opt 19's output (ending in one newline) for each of ``texts``, run with ``flags``
    in one ``--split-input-file`` process; raises ``CalledProcessError`` where it fails."""
    done = subprocess.run(
        [MLIR_OPT, *flags, "--split-input-file", "-"],
        input="\n// -----\n".join(texts),
        capture_output=True,
        text=True,
        check=True,
    )
    out = [x.rstrip("\n") + "\n" for x in done.stdout.split("// -----\n")]
    if len(out) != len(texts):
        raise AssertionError(f"mlir-opt gave {len(out)} outputs for {len(texts)} inputs")
    return out
