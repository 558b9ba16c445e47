"""Differential check of ``CmpFIntToFPConst`` (``rules/arith_folds.py``): programs comparing
``sitofp``/``uitofp`` of an integer argument against float constants give the same
interpreter results before and after ``canonicalize`` (which turns most of the ``cmpf`` into
``cmpi`` or constants), on integer arguments drawn from a seeded generator plus the range
edges and the neighbourhood of each constant. Every program is also checked to have been
rewritten (no ``cmpf`` left where the pattern applies), so the check cannot pass vacuously.
"""

from __future__ import annotations

import random

import pytest
from support.tables import CMPF

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.targets.interp import Interpreter

#: The non-constant cmpf predicates, the ordered/unordered checks last.
PREDS = [p for p in CMPF[1:-1] if p not in ("ord", "uno")] + ["ord", "uno"]
INF = {"f16": "0x7C00", "f32": "0x7F800000", "f64": "0x7FF0000000000000"}
NINF = {"f16": "0xFC00", "f32": "0xFF800000", "f64": "0xFFF0000000000000"}
NAN = {"f16": "0x7E00", "f32": "0x7FC00000", "f64": "0x7FF8000000000000"}
# (constant text, its value; None for NaN and the infinities, appended per type) -- integral, fractional, zeros, range edges
CONSTS = [
    ("1.000000e+01", 10.0),
    ("4.500000e+00", 4.5),
    ("-4.500000e+00", -4.5),
    ("0.000000e+00", 0.0),
    ("-0.000000e+00", -0.0),
    ("-5.000000e-01", -0.5),
    ("1.270000e+02", 127.0),
    ("1.275000e+02", 127.5),
    ("-1.280000e+02", -128.0),
    ("-1.285000e+02", -128.5),
    ("2.555000e+02", 255.5),
    ("2.560000e+02", 256.0),
    ("6.000000e+04", 60000.0),
    ("-6.000000e+04", -60000.0),
]
WIDE = [
    ("1.000000e+09", 1e9),
    ("-2.500000e+09", -2.5e9),
    ("4.2949673E+9", 4294967296.0),
    ("1.6777216E+7", 16777216.0),
]


def _program(it: str, ft: str, conv: str) -> tuple[str, list[float | None]]:
    consts = (
        CONSTS
        + (WIDE if ft != "f16" else [])
        + [(INF[ft], None), (NINF[ft], None), (NAN[ft], None)]
    )
    lines = [f"  %f = arith.{conv} %a : {it} to {ft}"]
    rets = []
    k = 0
    for i, (text, _) in enumerate(consts):
        lines.append(f"  %c{i} = arith.constant {text} : {ft}")
        for p in PREDS:
            lines.append(f"  %r{k} = arith.cmpf {p}, %f, %c{i} : {ft}")
            rets.append(f"%r{k}")
            k += 1
    tys = ", ".join(["i1"] * len(rets))
    text = (
        f"func.func @f(%a: {it}) -> ({tys}) {{\n"
        + "\n".join(lines)
        + f"\n  return {', '.join(rets)} : {tys}\n}}\n"
    )
    return text, [v for _, v in consts]


def _inputs(w: int, signed: bool, vals: list, rng: random.Random) -> list[int]:
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    xs = {lo, hi, lo + 1, hi - 1, 0, 1, -1 if signed else 2}
    for v in vals:
        if v is None:
            continue
        for d in (-1, 0, 1):
            n = int(v) + d
            if lo <= n <= hi:
                xs.add(n)
    xs.update(rng.randint(lo, hi) for _ in range(12))
    # the interpreter takes integers as their two's-complement bits
    return sorted(x & ((1 << w) - 1) for x in xs)


CASES = [
    (it, ft, conv)
    for it in ("i8", "i32", "i64")
    for ft in ("f16", "f32", "f64")
    for conv in ("sitofp", "uitofp")
]


@pytest.mark.parametrize(("it", "ft", "conv"), CASES, ids=["-".join(c) for c in CASES])
def test_cmpf_int_to_fp_differential(it: str, ft: str, conv: str) -> None:
    load_builtin_passes()
    text, vals = _program(it, ft, conv)
    ctx = Context()
    m = parse_module(text, ctx)
    assert run_pipeline("builtin.module(canonicalize)", m, ctx)
    after_text = print_op(m)
    n_cmpf = after_text.count("arith.cmpf")
    n_before = text.count("arith.cmpf")
    # the pattern fired on most comparisons: only NaN constants (and rounding-unsafe ones) stay
    assert n_cmpf < n_before // 2, after_text
    assert "arith.cmpi" in after_text
    before = Interpreter(parse_module(text, Context()))
    after = Interpreter(parse_module(after_text, Context()))
    rng = random.Random(f"{it}-{ft}-{conv}")
    for x in _inputs(int(it[1:]), conv == "sitofp", vals, rng):
        assert before.run("f", x) == after.run("f", x), (it, ft, conv, x)
