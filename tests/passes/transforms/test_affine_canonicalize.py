"""affine canonicalization against mlir-opt 19: random affine programs (maps of loop
induction variables, function arguments, constants and earlier results; min/max; loops
with constant, symbol and min/max bounds; conditionals on random sets; loads) canonicalize
to exactly the text mlir-opt 19 prints, and map simplification by flattening matches
mlir-opt's on random expressions."""

from __future__ import annotations

import random

from support.mlir_opt import mlir_opt_each, needs_mlir_opt

from irlite.ir.affine import get_affine_dim_expr, get_affine_symbol_expr
from irlite.ir.affine_simplify import simplify_affine_expr
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module

FLAGS = ("--allow-unregistered-dialect", "--canonicalize")


def _expr(r: random.Random, nd: int, ns: int, depth: int = 0) -> str:
    leaves = [f"d{i}" for i in range(nd)] + [f"s{i}" for i in range(ns)] + [str(r.randint(-3, 9))]
    if depth > 1 or r.random() < 0.35:
        return r.choice(leaves)
    a = _expr(r, nd, ns, depth + 1)
    k = r.choice(["+", "-", "*", "floordiv", "ceildiv", "mod", "+"])
    if k in "+-":
        return f"({a} {k} {_expr(r, nd, ns, depth + 1)})"
    if k == "*":
        return f"({a} * {r.randint(-3, 4)})"
    return f"({a} {k} {r.randint(1, 8)})"


def _ids(prefix: str, n: int) -> str:
    return ", ".join(f"{prefix}{i}" for i in range(n))


def _map(r: random.Random, nd: int, ns: int, n: int) -> str:
    body = ", ".join(_expr(r, nd, ns) for _ in range(n))
    return f"affine_map<({_ids('d', nd)})[{_ids('s', ns)}] -> ({body})>"


class _Gen:
    def __init__(self, seed: int) -> None:
        self.r = random.Random(seed)
        self.lines = [
            "func.func @f(%n: index, %m: index, %A: memref<100x100xf32>) {",
            "  %c3 = arith.constant 3 : index",
            "  %c0 = arith.constant 0 : index",
        ]
        self.count = 0

    def new(self, prefix: str = "%v") -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def body(self, depth: int, ind: str, dims: list, syms: list) -> None:
        r, out = self.r, self.lines
        kinds = ["apply", "apply", "min", "max", "if", "load"] + (["for"] if depth < 2 else [])
        for _ in range(r.randint(2, 5)):
            k = r.choice(kinds)
            pool = dims + syms
            if k in ("apply", "min", "max"):
                nd, ns = r.randint(0, 2), r.randint(0, 2)
                ds = [r.choice(pool) for _ in range(nd)]
                ss = [r.choice(syms) for _ in range(ns)]
                n = 1 if k == "apply" else r.randint(1, 3)
                v = self.new()
                out.append(
                    f"{ind}{v} = affine.{k} {_map(r, nd, ns, n)}({', '.join(ds)})[{', '.join(ss)}]"
                )
                out.append(f'{ind}"foo.use"({v}) : (index) -> ()')
                (dims if any(x in dims for x in ds) else syms).append(v)
            elif k == "load":
                i, j = r.choice(pool), r.choice(pool)
                out.append(
                    f"{ind}{self.new('%l')} = affine.load %A[{i} + 1, {j} floordiv 2] : "
                    "memref<100x100xf32>"
                )
            elif k == "for":
                iv = self.new("%i")
                lb = r.choice(
                    [
                        "0",
                        str(r.randint(-2, 3)),
                        r.choice(["%n", "%m"]),
                        f"max {_map(r, 1, 0, 2)}({r.choice(pool)})",
                    ]
                )
                ub = r.choice(
                    [
                        str(r.randint(0, 20)),
                        "%n",
                        f"min {_map(r, 0, 1, 2)}()[{r.choice(syms)}]",
                        f"{_map(r, 1, 0, 1)}({r.choice(pool)})",
                    ]
                )
                out.append(f"{ind}affine.for {iv} = {lb} to {ub} step {r.choice([1, 1, 2, 3])} {{")
                self.body(depth + 1, ind + "  ", dims + [iv], list(syms))
                out.append(f'{ind}  "foo.use"({iv}) : (index) -> ()')
                out.append(f"{ind}}}")
            else:
                nd, ns = r.randint(0, 2), r.randint(0, 1)
                ds = [r.choice(pool) for _ in range(nd)]
                ss = [r.choice(syms) for _ in range(ns)]
                cons = ", ".join(
                    f"{_expr(r, nd, ns)} {r.choice(['>=', '=='])} 0" for _ in range(r.randint(1, 2))
                )
                if r.random() < 0.15:
                    cons = r.choice(["0 == 0", "1 == 0"])
                out.append(
                    f"{ind}affine.if affine_set<({_ids('d', nd)})[{_ids('s', ns)}] : ({cons})>"
                    f"({', '.join(ds)})[{', '.join(ss)}] {{"
                )
                out.append(f'{ind}  "foo.then"() : () -> ()')
                if r.random() < 0.5:
                    out.append(f"{ind}}} else {{")
                    out.append(f'{ind}  "foo.else"() : () -> ()')
                out.append(f"{ind}}}")

    def program(self) -> str:
        self.body(0, "  ", [], ["%n", "%m", "%c3", "%c0"])
        return "\n".join(self.lines + ["  return", "}"]) + "\n"


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
    texts = [_Gen(seed).program() for seed in range(60)]
    ours = [_irlite(t, "canonicalize") for t in texts]
    valid = [i for i, o in enumerate(ours) if o is not None]
    assert len(valid) >= 45
    theirs = mlir_opt_each([texts[i] for i in valid], *FLAGS)
    for i, t in zip(valid, theirs):
        assert ours[i] == t, texts[i]


@needs_mlir_opt
def test_flattening_simplifies_as_mlir_opt():
    r = random.Random(7)
    exprs = [_expr(r, 2, 1) for _ in range(300)]
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
