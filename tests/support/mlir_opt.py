"""mlir-opt 19 as an oracle: where it is, a skip marker, one process for many inputs.

Nothing here compares outputs; the tests decide what must be identical.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Sequence

import pytest

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
HAVE_MLIR_OPT = os.access(MLIR_OPT, os.X_OK)
#: Skips a test where mlir-opt 19 is not installed.
needs_mlir_opt = pytest.mark.skipif(
    not HAVE_MLIR_OPT, reason=f"{MLIR_OPT} (mlir-opt 19) not installed"
)


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
