"""Running an irlite command-line tool on a corrupt input file, as the fuzzers' CLI tests do.

``corrupt_file_problem`` says what is wrong with how a tool treats one bad file (or
nothing). It does not write the file.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path


def corrupt_file_problem(name: str, path: Path, module: str, *flags: str) -> str | None:
    """Run ``python -m module path flags``; a report (headed ``name``) where it does not exit
    1 with a located ``path:line:col: error:`` on stderr, or prints a traceback or anything
    on stdout; None where it behaves."""
    r = subprocess.run(
        [sys.executable, "-m", module, str(path), *flags],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    located = re.search(rf"^{re.escape(str(path))}:\d+:\d+: error: ", r.stderr, re.MULTILINE)
    if r.returncode != 1 or not located or "Traceback" in r.stderr or r.stdout:
        return f"{name}: exit {r.returncode}\nstdout: {r.stdout!r}\nstderr:\n{r.stderr}"
    return None
