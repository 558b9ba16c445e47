"""The ``fusion`` blocks of the rules language (``gen.fusion_policy``): generated code,
the built-in policies' decisions on small ops, and every error located at
``file:line:col``."""

from __future__ import annotations

import os

import pytest

from irlite.gen.errors import RulesError
from irlite.gen.fusion_policy import generate_fusion_module, load_policies

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILTIN = os.path.join(ROOT, "rules", "dispatch_policy.rules")

GOOD = """\
native h = irlite.rules.dispatch_policy

fusion mine {
  summary "test"
  root {
    Red: h.reduction_loops($op) > 0
  }
  clone { Empty: $op.name == "tensor.empty" }
  producer {
    Par: h.all_parallel($producer) else "it reduces"
    Once: h.reads_once($operand)
          else h.why_reads_once($operand)
  }
  realize { readers: 2, body: 10 }
}
"""


def _write(tmp_path, text: str, name: str = "p.rules") -> str:
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_generated_module_is_straight_line_python(tmp_path):
    src = generate_fusion_module(_write(tmp_path, GOOD))
    assert "def mine__root(op):" in src
    assert "# root Red from p.rules:6:5" in src
    assert "if h.reduction_loops(op) > 0:" in src
    assert "def mine__producer(producer, consumer, operand, root, group):" in src
    # a continued `else` on the next line is the reason
    flat = " ".join(src.split())
    assert 'Refusal("mine", "Once", str(h.why_reads_once(operand)), "p.rules:11:5")' in flat
    compile(src, "gen", "exec")


def test_load_policies_limits_and_default(tmp_path):
    pols, default = load_policies(_write(tmp_path, GOOD))
    assert default == "mine"
    p = pols["mine"]
    assert (p.readers, p.body, p.summary) == (2, 10, "test")
    assert p.leftover(None) is None  # an absent section selects nothing


def test_builtin_file_has_rows_first_and_iree():
    pols, default = load_policies(BUILTIN)
    assert default == "rows"
    assert set(pols) == {"rows", "iree"}
    assert pols["iree"].readers is None and pols["rows"].readers == 8


BAD = [
    ("fusion p { }\n", "1:8", "fusion policy 'p' has no 'root' section"),
    ("fusion p { root { A: True } bogus { } }\n", "1:29", "unknown fusion policy item 'bogus'"),
    (
        "fusion p { root { A: True } root { B: True } }\n",
        "1:29",
        "duplicate 'root' in fusion policy 'p'",
    ),
    (
        "fusion p {\n  root {\n    A: $producer\n  }\n}\n",
        "3:8",
        "'$producer' is not bound in 'root'",
    ),
    ("fusion p {\n  root {\n    A: foo($op)\n  }\n}\n", "3:8", "unknown name 'foo'"),
    (
        "fusion p {\n  root { A: True }\n  producer {\n    P: True\n  }\n}\n",
        "4:8",
        "requirement 'P' has no 'else REASON'",
    ),
    (
        'fusion p {\n  root {\n    A: True else "x"\n  }\n}\n',
        "3:18",
        "'root' entries take no 'else'",
    ),
    (
        "fusion p {\n  root {\n    A: (1 +\n  }\n}\n",
        "6:1",
        "expected '}' closing fusion policy 'p'",
    ),
    (
        "fusion p {\n  root {\n    A: True\n    A: False\n  }\n}\n",
        "4:5",
        "duplicate entry 'A' in 'root'",
    ),
    (
        "fusion p { root { A: True } realize { readers: 0 } }\n",
        "1:48",
        "realize limit 'readers' must be a positive integer, not '0'",
    ),
    (
        "fusion p { root { A: True } realize { width: 3 } }\n",
        "1:39",
        "unknown realize limit 'width'",
    ),
    (
        "native h = irlite.rules.dispatch_policy\nfusion p {\n  root {\n    A: h.nope($op)\n  }\n}\n",
        "4:10",
        "native helper 'h' (irlite.rules.dispatch_policy) defines no 'nope'",
    ),
    (
        "fusion p { root { A: True } }\nfusion p { root { A: True } }\n",
        "2:8",
        "duplicate fusion policy 'p'",
    ),
]


@pytest.mark.parametrize("text,where,message", BAD)
def test_errors_are_located(tmp_path, text, where, message):
    path = _write(tmp_path, text)
    with pytest.raises(RulesError) as ei:
        generate_fusion_module(path)
    e = ei.value
    rendered = str(e.render()) if hasattr(e, "render") else str(e)
    assert message in rendered
    assert f"p.rules:{where}:" in rendered, rendered


def test_generated_module_passes_ruff(tmp_path):
    """The generated policies pass the project's ruff check and format (no double
    negations, literal reasons as they are)."""
    import subprocess

    from irlite.gen.pyformat import ruff_binary

    exe = ruff_binary()
    if exe is None:
        pytest.skip("the ruff binary is absent")
    out = tmp_path / "gen_policies.py"
    out.write_text(generate_fusion_module(BUILTIN))
    cfg = os.path.join(ROOT, "pyproject.toml")
    for cmd in (["check"], ["format", "--check"]):
        r = subprocess.run([exe, *cmd, "--config", cfg, str(out)], capture_output=True, text=True)
        assert r.returncode == 0, r.stdout + r.stderr


def test_irlite_gen_emits_and_checks_policies(capsys):
    from irlite.tools.gen import main

    assert main([BUILTIN, "--emit", "fusion"]) == 0
    assert (
        "def iree__producer(producer, consumer, operand, root, group):" in capsys.readouterr().out
    )
    bad = os.path.join(ROOT, "tests", "lit", "passes", "fusion-policies", "bad.rules")
    assert main([bad, "--emit", "fusion", "--check"]) == 1
    assert "bad.rules:6:18: error: native helper 'h'" in capsys.readouterr().err
