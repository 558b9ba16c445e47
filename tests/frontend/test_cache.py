"""``irlite.jit``'s disk cache: a second process with the same cache directory runs neither
the pass pipeline nor LLVM (the entry gives the LLVM IR and the ABI, ``targets/llvm/jit.py``
the object code), and gets the same results; a changed program is a different entry."""

from __future__ import annotations

import json
import os
import subprocess
import sys

CHILD = r"""
import json, sys, time
import numpy as np
import irlite
import irlite.frontend.jit_function as fj

# The tree is edited while tests run: pin the compiler's fingerprint (the hash of its
# sources that keys entries besides the program) so both processes agree on it.
fj.compiler_fingerprint = lambda: "pinned-for-the-test"

def softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True) * SCALE

SCALE = float(sys.argv[1])
f = irlite.jit(softmax)
x = np.linspace(-3, 3, 64, dtype=np.float32).reshape(4, 16)
t = time.perf_counter()
y = f(x)
first = time.perf_counter() - t
print(json.dumps({"stats": f.stats, "first_call_s": first, "y": y.tolist(),
                  "explain": f.explain(x)}))
"""


def _run(tmp_path, scale: str) -> dict:
    env = dict(os.environ, IRLITE_CACHE_DIR=str(tmp_path / "cache"))
    env.pop("IRLITE_DEBUG_DIR", None)
    out = subprocess.run(
        [sys.executable, "-c", CHILD, scale],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_second_process_loads_from_the_disk_cache(tmp_path):
    cold = _run(tmp_path, "1.0")
    assert cold["stats"]["compiled"] == 1 and cold["stats"]["disk_hits"] == 0
    entries = os.listdir(tmp_path / "cache" / "frontend")
    assert len(entries) == 1 and entries[0].endswith(".json")
    assert os.listdir(tmp_path / "cache" / "jit")  # the object code, by targets/llvm/jit.py
    warm = _run(tmp_path, "1.0")
    assert warm["stats"]["compiled"] == 0 and warm["stats"]["disk_hits"] == 1
    assert warm["stats"].get("objects_from_disk") == 1  # no LLVM optimization or codegen
    assert warm["y"] == cold["y"]
    assert "[from the disk cache]" in warm["explain"]
    other = _run(tmp_path, "2.0")  # another constant: another program, another entry
    assert other["stats"]["compiled"] == 1
    assert len(os.listdir(tmp_path / "cache" / "frontend")) == 2
    assert other["y"][0][0] == 2 * cold["y"][0][0]
