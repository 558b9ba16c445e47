"""The interpreter on the affine dialect, and random affine programs that give the same
results before and after ``lower-affine`` (and ``canonicalize`` after it)."""

from __future__ import annotations

import random

from support.differential import DifferentialStats, compare_after
from support.interp import run_inputs

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import Interpreter

PROGRAM = """
func.func @f(%n: index, %m: index) -> (index, index, index, index, i64, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv 3 + s0 mod 4 - d0 ceildiv 2)>(%n)[%m]
  %b = affine.min affine_map<(d0, d1) -> (d0, d1, 7)>(%n, %m)
  %c = affine.max affine_map<(d0, d1) -> (d0 - d1, d1 * 2)>(%n, %m)
  %buf = memref.alloc() : memref<10xi64>
  %z = arith.constant 0 : i64
  affine.for %i = 0 to 10 {
    affine.store %z, %buf[%i] : memref<10xi64>
  }
  %s = affine.for %i = max affine_map<(d0) -> (d0, 1)>(%n) to min affine_map<()[s0] -> (s0, 9)>()[%m] step 2 iter_args(%acc = %z) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %w = affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) -> i64 {
      affine.yield %v : i64
    } else {
      %t = arith.addi %v, %v : i64
      affine.yield %t : i64
    }
    affine.store %w, %buf[%i + 1] : memref<10xi64>
    %r = arith.addi %acc, %w : i64
    affine.yield %r : i64
  }
  %l = affine.load %buf[5] : memref<10xi64>
  %t = arith.addi %s, %l : i64
  %p = affine.parallel (%i, %j) = (0, 0) to (3, 4) reduce ("addi") -> (i64) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
    %y = arith.index_cast %x : index to i64
    affine.yield %y : i64
  }
  %q = arith.index_cast %p : i64 to index
  %d:2 = affine.delinearize_index %n into (%m, %m) : index, index
  return %a, %b, %c, %d#1, %t, %q : index, index, index, index, i64, index
}
"""


def _expected(n: int, m: int) -> tuple:
    a = n // 3 + m % 4 - (-(-n // 2))
    buf = [0] * 10
    s = 0
    for i in range(max(n, 1), min(m, 9), 2):
        w = i if i >= 4 else 2 * i
        buf[i + 1] = w
        s += w
    return (a, min(n, m, 7), max(n - m, 2 * m), n % m, s + buf[5], sum(range(12)))


def test_interpreter_runs_affine_ops():
    it = Interpreter(parse_module(PROGRAM, Context()))
    for n, m in [(0, 9), (5, 3), (-7, 6), (2, 10), (8, 1)]:
        assert tuple(it.run("f", n, m)) == _expected(n, m), (n, m)


def _apply(text: str, pipeline: str):
    from irlite.ir.printer import print_op
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    assert run_pipeline(f"builtin.module({pipeline})", m, ctx), text
    return m, print_op(m)


def test_lower_affine_keeps_the_program():
    for pipe in ("lower-affine", "lower-affine,canonicalize"):
        m, after = _apply(PROGRAM, pipe)
        assert "affine.for" not in after and "scf.for" in after
        it = Interpreter(m)
        for n, m_ in [(0, 9), (5, 3), (-7, 6), (2, 10)]:
            assert tuple(it.run("f", n, m_)) == _expected(n, m_), (pipe, n, m_)


# ------------------------------------------------------------------ random programs


def _expr(r: random.Random, nd: int, ns: int, depth: int = 0) -> str:
    leaves = [f"d{i}" for i in range(nd)] + [f"s{i}" for i in range(ns)] + [str(r.randint(-5, 9))]
    if depth > 2 or r.random() < 0.3:
        return r.choice(leaves)
    a = _expr(r, nd, ns, depth + 1)
    k = r.choice(["+", "-", "*c", "floordiv", "ceildiv", "mod"])
    if k in ("+", "-"):
        return f"({a} {k} {_expr(r, nd, ns, depth + 1)})"
    if k == "*c":
        return f"({a} * {r.randint(-3, 4)})"
    return f"({a} {k} {r.randint(1, 5)})"


def _map(r: random.Random, nd: int, ns: int, n: int) -> str:
    dims = ", ".join(f"d{i}" for i in range(nd))
    syms = ", ".join(f"s{i}" for i in range(ns))
    return f"affine_map<({dims})[{syms}] -> ({', '.join(_expr(r, nd, ns) for _ in range(n))})>"


def _program(r: random.Random) -> str:
    vals = ["%x", "%y"]
    lines = []
    for k in range(r.randint(2, 6)):
        op = r.choice(["affine.apply", "affine.min", "affine.max", "for", "if"])
        d0, d1 = r.choice(vals), r.choice(vals)
        if op == "for":
            lb = _map(r, 1, 0, r.randint(1, 2))
            ub = _map(r, 0, 1, r.randint(1, 2))
            body = _map(r, 2, 0, 1)
            lines += [
                f"  %v{k} = affine.for %i{k} = max {lb}({d0}) to min {ub}()[{d1}] "
                f"step {r.randint(1, 3)} iter_args(%a{k} = {d0}) -> (index) {{",
                f"    %b{k} = affine.apply {body}(%i{k}, %a{k})",
                f"    %c{k} = affine.min affine_map<(d0) -> (d0, 1000)>(%b{k})",
                f"    %e{k} = affine.max affine_map<(d0) -> (d0, -1000)>(%c{k})",
                f"    affine.yield %e{k} : index",
                "  }",
            ]
        elif op == "if":
            cons = ", ".join(
                f"{_expr(r, 1, 1)} {r.choice(['>=', '=='])} 0" for _ in range(r.randint(1, 2))
            )
            lines += [
                f"  %v{k} = affine.if affine_set<(d0)[s0] : ({cons})>({d0})[{d1}] -> index {{",
                f"    affine.yield {d0} : index",
                "  } else {",
                f"    %t{k} = affine.apply {_map(r, 1, 0, 1)}({d1})",
                f"    affine.yield %t{k} : index",
                "  }",
            ]
        else:
            n = 1 if op == "affine.apply" else r.randint(1, 3)
            lines.append(f"  %v{k} = {op} {_map(r, 1, 1, n)}({d0})[{d1}]")
        vals.append(f"%v{k}")
    return (
        "func.func @f(%x: index, %y: index) -> index {\n"
        + "\n".join(lines)
        + f"\n  return {vals[-1]} : index\n}}\n"
    )


def test_random_affine_programs_survive_lower_affine():
    r = random.Random(19)
    stats = DifferentialStats()
    inputs = [[a, b] for a in (-7, -1, 0, 3, 11) for b in (-4, 0, 5, 9)]
    for _ in range(40):
        text = _program(r)
        stats.programs += 1
        before = run_inputs(text, inputs)
        for pipe in ("lower-affine", "lower-affine,canonicalize", "canonicalize"):
            m, after = _apply(text, pipe)
            if "lower" in pipe:
                assert "affine." not in after, after
            compare_after(stats, m, inputs, before, pipe, text, after)
    assert not stats.mismatches, stats.mismatches[0]
    assert stats.runs - stats.skipped_ub > 1000


def test_random_loop_nests_survive_canonicalize_and_lower_affine():
    """Loop nests with maps of induction variables, min/max bounds and conditionals
    (``support.affine_programs``, results stored in a buffer the function returns) give
    the same buffer before and after canonicalize, lower-affine, and both."""
    from support.affine_programs import AffineProgram

    stats = DifferentialStats()
    inputs = [[a, b] for a in (-3, 0, 4, 11) for b in (-2, 1, 7)]
    for seed in range(30):
        text = AffineProgram(seed, interpretable=True).text()
        try:
            parse_module(text, Context())
        except Exception:  # noqa: BLE001 - a program the verifier rejects (invalid dims)
            continue
        stats.programs += 1
        before = run_inputs(text, inputs)
        for pipe in ("canonicalize", "lower-affine", "canonicalize,lower-affine,canonicalize"):
            m, after = _apply(text, pipe)
            compare_after(stats, m, inputs, before, pipe, text, after)
    assert not stats.mismatches, stats.mismatches[0]
    assert stats.programs >= 20 and stats.runs - stats.skipped_ub > 600
