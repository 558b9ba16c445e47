"""affine canonicalization against mlir-opt 19: random affine programs (maps of loop
induction variables, function arguments, constants and earlier results; min/max; loops
with constant, symbol and min/max bounds; conditionals on random sets; loads) canonicalize
to exactly the text mlir-opt 19 prints, and map simplification by flattening matches
mlir-opt's on random expressions."""

from __future__ import annotations

import random

from support.affine_programs import AffineProgram, random_expr
from support.mlir_opt import mlir_opt_each, needs_mlir_opt

from irlite.ir.affine import get_affine_dim_expr, get_affine_symbol_expr
from irlite.ir.affine_simplify import simplify_affine_expr
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module

FLAGS = ("--allow-unregistered-dialect", "--canonicalize")


def _irlite(text: str, pipeline: str) -> str | None:
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    ctx = Context(allow_unregistered=True)
    try:
        m = parse_module(text, ctx)
    except Exception:  # noqa: BLE001 - an invalid random program: mlir-opt decides
        return None
    from irlite.ir.verifier import verify

    if verify(m, ctx):
        return None
    if not run_pipeline(f"builtin.module({pipeline})", m, ctx):
        return None
    return print_module(m)


@needs_mlir_opt
def test_random_programs_canonicalize_as_mlir_opt():
    texts = [AffineProgram(seed).text() for seed in range(60)]
    ours = [_irlite(t, "canonicalize") for t in texts]
    valid = [i for i, o in enumerate(ours) if o is not None]
    assert len(valid) >= 45
    theirs = mlir_opt_each([texts[i] for i in valid], *FLAGS)
    for i, t in zip(valid, theirs):
        assert ours[i] == t, texts[i]


@needs_mlir_opt
def test_flattening_simplifies_as_mlir_opt():
    r = random.Random(7)
    exprs = [random_expr(r, 2, 1) for _ in range(300)]
    lines = [
        "func.func @f(%n: index) {",
        "  affine.for %i = 0 to 10 {",
        "    affine.for %j = 0 to 10 {",
    ]
    for k, e in enumerate(exprs):
        lines.append(f"      %v{k} = affine.apply affine_map<(d0, d1)[s0] -> ({e})>(%i, %j)[%n]")
        lines.append(f'      "foo.use"(%v{k}) : (index) -> ()')
    text = "\n".join(lines + ["    }", "  }", "  return", "}"]) + "\n"
    assert _irlite(text, "canonicalize") == mlir_opt_each([text], *FLAGS)[0]


def test_flattening_cases():
    d0, d1, s0 = get_affine_dim_expr(0), get_affine_dim_expr(1), get_affine_symbol_expr(0)
    cases = [
        ((d0 + 1) * 2, "d0 * 2 + 2"),
        (d0 - (d0 // 4) * 4, "d0 mod 4"),
        ((d0 * 4 + 8) // 4, "d0 + 2"),
        (d0 + (d0 + 1) * 2 - d1, "d0 * 3 - d1 + 2"),
        ((d0 * 6) % 3, "0"),
        ((d0 * 2 + s0).ceildiv(3), "(d0 * 2 + s0) ceildiv 3"),
        (d0 * s0, "d0 * s0"),  # semi-affine: unchanged
    ]
    for e, want in cases:
        assert str(simplify_affine_expr(e, 2, 1)) == want, e
