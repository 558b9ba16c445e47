"""The interpreter agrees with MLIR 19's own constant folding (APInt/APFloat semantics).

Every case is one op applied to constants (integer and float corner values). ``mlir-opt
--canonicalize`` folds what it can; the folded program and the original must give the
same value in the interpreter (bit for bit; any NaN equals any NaN). Cases MLIR folds to
``ub.poison`` must be poison in the interpreter. Skipped without mlir-opt 19.

Left out on purpose: ``maxnumf``/``minnumf`` with a NaN operand or two zeros. MLIR 19
folds ``maxnumf(1.0, NaN)`` to NaN and ``maxnumf(0.0, -0.0)`` to ``-0.0``, which is not
the LLVM ``maxnum`` semantics its documentation gives (a NaN operand yields the other
one); the interpreter follows the documentation.
"""

from __future__ import annotations

import math
import struct

import numpy as np
from support.mlir_opt import mlir_opt_each, needs_mlir_opt
from support.tables import CMPF as _ALL_CMPF
from support.tables import CMPI
from support.tables import INT_BINOPS as INT_OPS

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import POISON, Interpreter, UndefinedBehavior

I_VALS = [0, 1, -1, 2, 7, -8, 31, 32, 100, -(1 << 31), (1 << 31) - 1, 1 << 30]
I8_VALS = [0, 1, -1, 7, 8, -128, 127, 100]
F_VALS = [0.0, -0.0, 1.0, -1.5, 3.0, 1e-40, 3.4e38, float("inf"), float("-inf"), float("nan")]
FLOAT_OPS = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
#: Every cmpf predicate but the constant ``false`` and ``true``.
CMPF = _ALL_CMPF[1:-1]


def _f32(v: float) -> str:
    return f"0x{struct.unpack('<I', struct.pack('<f', v))[0]:08X}"


def _two(a: object, b: object, t: str, rhs: str) -> str:
    """A body defining constants ``%a``, ``%b`` of type ``t`` and ``%r = rhs``."""
    return f"%a = arith.constant {a} : {t}\n  %b = arith.constant {b} : {t}\n  %r = {rhs}"


def _cases() -> list[tuple[str, str]]:
    """(result type, function body) for every case."""
    out = []
    for t, vals in (("i32", I_VALS), ("i8", I8_VALS)):
        for op in INT_OPS:
            for a in vals:
                for b in vals:
                    out.append((t, _two(a, b, t, f"arith.{op} %a, %b : {t}")))
        for p in CMPI:
            for a in vals[:6]:
                for b in vals[:6]:
                    out.append(("i1", _two(a, b, t, f"arith.cmpi {p}, %a, %b : {t}")))
    for op in FLOAT_OPS:
        for a in F_VALS:
            for b in F_VALS:
                if op in ("maxnumf", "minnumf") and (math.isnan(a) or math.isnan(b) or a == b == 0):
                    continue  # see the module docstring: MLIR 19's folder departs from maxnum here
                out.append(("f32", _two(_f32(a), _f32(b), "f32", f"arith.{op} %a, %b : f32")))
    for p in CMPF:
        for a in F_VALS[::2]:
            for b in F_VALS[::3]:
                out.append(("i1", _two(_f32(a), _f32(b), "f32", f"arith.cmpf {p}, %a, %b : f32")))
    for a in I_VALS:
        for cast, src, dst in (
            ("extsi", "i32", "i64"),
            ("extui", "i32", "i64"),
            ("trunci", "i32", "i8"),
            ("sitofp", "i32", "f32"),
            ("uitofp", "i32", "f32"),
            ("index_cast", "i32", "index"),
            ("index_castui", "i32", "index"),
            ("bitcast", "i32", "f32"),
        ):
            out.append(
                (dst, f"%a = arith.constant {a} : {src}\n  %r = arith.{cast} %a : {src} to {dst}")
            )
    for a in F_VALS + [2.5, -2.5, 2147483520.0, 4294967040.0, -2147483648.0]:
        for cast, dst in (
            ("fptosi", "i32"),
            ("fptoui", "i32"),
            ("bitcast", "i32"),
            ("extf", "f64"),
        ):
            out.append(
                (dst, f"%a = arith.constant {_f32(a)} : f32\n  %r = arith.{cast} %a : f32 to {dst}")
            )
        out.append(
            ("f16", f"%a = arith.constant {_f32(a)} : f32\n  %r = arith.truncf %a : f32 to f16")
        )
        out.append(("f32", f"%a = arith.constant {_f32(a)} : f32\n  %r = arith.negf %a : f32"))
    return out


def _same(a: object, b: object) -> bool:
    if isinstance(a, np.floating) and isinstance(b, np.floating):
        if np.isnan(a) or np.isnan(b):
            return bool(np.isnan(a) and np.isnan(b))
        return a.tobytes() == b.tobytes()
    return bool(a == b)


@needs_mlir_opt
def test_interpreter_matches_mlir_constant_folding() -> None:
    cases = _cases()
    texts = [f"func.func @f() -> {t} {{\n  {body}\n  return %r : {t}\n}}\n" for t, body in cases]
    folded = mlir_opt_each(texts, "--canonicalize")
    n_folded = n_poison = 0
    bad = []
    for text, out in zip(texts, folded):
        try:
            want = Interpreter(parse_module(text, Context())).run("f")[0]
        except UndefinedBehavior:
            want = UndefinedBehavior
        if "ub.poison" in out:
            n_poison += 1
            if want is not POISON and want is not UndefinedBehavior:
                bad.append(f"MLIR folds to poison, interpreter gives {want!r}:\n{text}")
            continue
        if "arith.constant" in out and "%r" not in out and out.count("arith.") == 1:
            n_folded += 1
        if want is UndefinedBehavior or want is POISON:
            continue  # MLIR may fold UB/poison to anything
        got = Interpreter(parse_module(out, Context())).run("f")[0]
        if not _same(want, got):
            bad.append(f"interpreter {want!r}, MLIR folds to {got!r}:\n{text}")
    print(
        f"\nfolding oracle: {len(cases)} cases, {n_folded} folded by mlir-opt, {n_poison} to poison, "
        f"{len(bad)} disagreements"
    )
    assert not bad, "\n".join(bad[:5])
