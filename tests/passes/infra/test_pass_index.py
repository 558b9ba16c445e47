"""The pass registry's lazy index: a lookup imports only the module that registers the
name, and a missing or stale index falls back to importing every pass module."""

from __future__ import annotations

import subprocess
import sys
import textwrap


def _run(code: str) -> str:
    r = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, timeout=300
    )
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def test_index_covers_every_builtin_name():
    out = _run(
        """
        from irlite.passes.infra import registry as r
        r.load_builtin_passes()
        names = set(r.PASSES) | set(r.PIPELINES)
        missing = sorted(names - set(r._found))
        wrong = sorted(m for m in r._found.values() if m not in r.BUILTIN_PASS_MODULES)
        print(len(names), missing, wrong)
        """
    )
    n, _, rest = out.partition(" ")
    assert int(n) > 100
    assert rest == "[] []", rest


def test_lookup_imports_only_what_it_needs():
    _run("from irlite.passes.infra import registry as r; r.load_builtin_passes()")  # the index
    out = _run(
        """
        import sys
        from irlite.passes.infra import registry as r
        info = r.lookup_pass("cse")
        pipe = r.lookup_pipeline("dispatch-creation")
        print(info.argument, pipe.argument, r._loaded,
              "irlite.passes.transforms.sroa" in sys.modules)
        """
    )
    assert out == "cse dispatch-creation False False"


def test_stale_or_missing_index_falls_back():
    out = _run(
        """
        from irlite.passes.infra import registry as r
        r._index = {"cse": "..transforms.dce"}  # a stale entry: dce does not register cse
        info = r.lookup_pass("cse")
        print(info.argument, r._loaded, r.lookup_pass("no-such-pass"))
        """
    )
    assert out == "cse True None"
