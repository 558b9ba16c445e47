"""Every inline ``test`` of every rule in ``rules/*.rules`` runs here.

``test { args "%a: i32" in "OPS" out "OPS" }``: OPS become the body of a
function with those arguments returning the last op's result (or a bare
``%name`` on the last line); the ``in`` function after the rule's ruleset
matcher (greedy driver, no folding) must print as the ``out`` function.
``test nomatch`` must leave the input unchanged.

``test property N``: N random programs are built from the rule's match DAG
(each ``$x`` a function argument, each matched ``arith.constant`` a random
special value, one type for the whole DAG, drawn from the types for which
the program verifies); ``test property N { args ... in ... }`` uses that one
program instead. Each program runs in the reference interpreter
(``irlite.targets.interp``) on random arguments before and after the rule's
ruleset matcher; results must be identical (floats bit for bit, NaN equal to
NaN) unless the original is poison; a run that is undefined behavior before
is skipped, one that becomes UB after is a failure. The rule must fire on at
least one program. Seeded, so every run tries the same programs.
"""

from __future__ import annotations

import glob
import math
import os
import random
import re
import struct
from typing import Any

import numpy as np
import pytest
from support.interp import same_result

from irlite.gen.rewrite_codegen import load_patterns
from irlite.ir.context import Context
from irlite.ir.diagnostics import IrliteError
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify_or_raise
from irlite.passes.rewrite.greedy import apply_greedily

RULES_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "rules")


def _rule_files() -> list[str]:
    out = []
    for p in sorted(glob.glob(os.path.join(RULES_DIR, "*.rules"))):
        with open(p, encoding="utf-8") as f:
            if re.search(r"^\s*rule\s", f.read(), re.MULTILINE):
                out.append(p)
    return out


def _cases() -> list:
    cases = []
    props.clear()
    for path in _rule_files():
        mod = load_patterns(path)
        for name, (root, _benefit, _loc, tests) in mod.RULES.items():
            for i, t in enumerate(tests):
                pid = f"{os.path.basename(path)}:{name}:{i}"
                if t[0] == "property":
                    props.append(pytest.param(mod, name, root, t, id=pid))
                else:
                    cases.append(pytest.param(mod, name, root, t, id=pid))
    return cases


props: list = []


def _wrap(args: str, body: str) -> str:
    lines = [x.strip() for x in body.strip().split("\n") if x.strip()]
    if re.fullmatch(r"%[\w.$-]+", lines[-1]):
        ret = lines.pop()
    else:
        ret = lines[-1].split("=", 1)[0].strip()
    ty = "i32"
    for ln in lines:
        names = [n.strip() for n in ln.split("=", 1)[0].split(",")] if "=" in ln else []
        if ret in names:
            ty = ln.rsplit(":", 1)[1].strip()
            ty = ty.rsplit(" to ", 1)[-1]  # a cast: `T1 to T2`
            tys = [x.strip() for x in ty.split(",")]
            ty = tys[names.index(ret)] if len(tys) == len(names) else tys[0]
    for a in args.split(","):
        if a.strip().startswith(ret + ":"):
            ty = a.split(":", 1)[1].strip()
    return f"func.func @t({args}) -> {ty} {{\n" + "\n".join(lines) + f"\nreturn {ret} : {ty}\n}}"


def _matchers(mod, root: str) -> dict:
    out = {}
    for _driver, table in mod.RULESETS.values():
        if root in table:
            out[root] = table[root]
    return out


@pytest.mark.parametrize("mod,name,root,test", _cases())
def test_inline(mod, name, root, test) -> None:
    if test[0] == "io":
        _, args, inp, out, loc = test
        m = parse_module(_wrap(args, inp))
        hits: dict = {}
        apply_greedily(m, _matchers(mod, root), hits=hits)
        want = print_op(parse_module(_wrap(args, out)))
        assert print_op(m) == want, f"{loc}: rule {name}"
        assert hits.get(name), f"{loc}: rule {name} did not fire"
    else:
        _, args, inp, loc = test
        m = parse_module(_wrap(args, inp))
        before = print_op(m)
        hits = {}
        apply_greedily(m, _matchers(mod, root), hits=hits)
        assert not hits.get(name), f"{loc}: rule {name} fired on a nomatch test"
        assert print_op(m) == before


# ------------------------------------------------------------------ test property

_TYPES = ("i32", "i64", "i8", "i1", "index", "f32", "f64")
_WIDTH = {"i1": 1, "i8": 8, "i32": 32, "i64": 64, "index": 64}
_INT_VALUES = (0, 1, -1, 2, 3, 7, -2, 31, 63, 100, "min", "max")
_FLOAT_VALUES = (
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    2.0,
    3.25,
    -7.5,
    float("inf"),
    float("-inf"),
    float("nan"),
)


def _int_value(rng: random.Random, t: str) -> int:
    w = _WIDTH[t]
    v = rng.choice(_INT_VALUES) if rng.random() < 0.8 else rng.randint(-1000, 1000)
    if v == "min":
        v = -(1 << (w - 1))
    elif v == "max":
        v = (1 << (w - 1)) - 1
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v  # signed in the type's width


def _float_text(v: float, t: str) -> str:
    if math.isnan(v) or math.isinf(v):
        bits = (
            struct.unpack("<I", struct.pack("<f", v))[0]
            if t == "f32"
            else struct.unpack("<Q", struct.pack("<d", v))[0]
        )
        return f"0x{bits:0{8 if t == 'f32' else 16}X}"
    return repr(float(v))


def _constant(rng: random.Random, t: str) -> str:
    if t in _WIDTH:
        v = _int_value(rng, t)
        return ("true" if v else "false") if t == "i1" else str(v)
    return _float_text(rng.choice(_FLOAT_VALUES), t)


def _synthesize(skel: tuple, t: str, rng: random.Random) -> str | None:
    """A function computing ``skel`` (the rule's match DAG) on arguments, all of type ``t``."""
    args: dict[str, str] = {}
    lines: list[str] = []
    n = [0]

    def arg(name: str) -> str:
        if name not in args:
            args[name] = f"%a{len(args)}"
        return args[name]

    def node(d: tuple) -> str | None:
        _, opname, operands, _attrs = d
        res = f"%v{n[0]}"
        n[0] += 1
        if opname == "arith.constant":
            if operands:
                return None
            c = _constant(rng, t)
            lines.append(f"{res} = arith.constant {c}" + ("" if t == "i1" else f" : {t}"))
            return res
        vals = []
        for x in operands:
            if x[0] == "cap":
                vals.append(arg(x[1]))
            elif x[0] == "any":
                vals.append(arg(f"_{len(args)}"))
            elif x[0] == "group":
                return None
            else:
                v = node(x)
                if v is None:
                    return None
                vals.append(v)
        lines.append(
            f'{res} = "{opname}"({", ".join(vals)}) : ({", ".join([t] * len(vals))}) -> {t}'
        )
        return res

    r = node(skel)
    if r is None:
        return None
    params = ", ".join(f"{a}: {t}" for a in args.values())
    body = "\n  ".join(lines)
    return f"func.func @f({params}) -> {t} {{\n  {body}\n  func.return {r} : {t}\n}}\n"


def _random_arg(rng: random.Random, t: Any) -> Any:
    name = str(t)
    if name in ("f32", "f64"):
        return (np.float32 if name == "f32" else np.float64)(rng.choice(_FLOAT_VALUES))
    if name == "i1":
        return bool(rng.getrandbits(1))
    if name in _WIDTH:
        return _int_value(rng, name)
    m = re.fullmatch(r"i(\d+)", name)
    if m:
        w = int(m.group(1))
        _WIDTH.setdefault(name, w)
        return _int_value(rng, name)
    raise pytest.fail.Exception(f"test property: cannot draw a random '{name}' argument")


def _check_one(
    text: str, matchers: dict, name: str, rng: random.Random, n_inputs: int
) -> tuple[bool, str | None]:
    """(whether rule ``name`` fired, a mismatch report or None) for program ``text``."""
    from irlite.ir.printer import print_op
    from irlite.targets.interp import Interpreter, UndefinedBehavior

    before_m = parse_module(text, Context())
    after_m = parse_module(text, Context())
    hits: dict = {}
    apply_greedily(after_m, matchers, hits=hits)
    if not hits.get(name):
        return False, None
    fn = next(o for o in before_m.walk() if o.name == "func.func")
    types = (
        list(fn.regions[0].blocks[0].arg_types)
        if hasattr(fn.regions[0].blocks[0], "arg_types")
        else [a.type for a in fn.regions[0].blocks[0].args]
    )
    ib, ia = Interpreter(before_m, max_steps=100_000), Interpreter(after_m, max_steps=100_000)
    for _ in range(n_inputs):
        args = [_random_arg(rng, t) for t in types]
        try:
            want = ib.run("f", *args)
        except UndefinedBehavior:
            continue
        try:
            got = ia.run("f", *args)
        except UndefinedBehavior as e:
            return (
                True,
                f"UB after the rewrite ({e}) for args {args}\n{text}--- after\n{print_op(after_m)}",
            )
        for i, (x, y) in enumerate(zip(want, got)):
            if not same_result(x, y):
                return True, (
                    f"result #{i} {x!r} became {y!r} for args {args}\n--- before\n{text}"
                    f"--- after\n{print_op(after_m)}"
                )
    return True, None


@pytest.mark.parametrize("mod,name,root,test", props)
def test_property(mod, name, root, test) -> None:
    _, n, args, inp, loc, skel = test
    rng = random.Random(f"{loc}:{name}")
    matchers = _matchers(mod, root)
    fired = 0
    if inp:
        text = (
            _wrap(args, inp)
            .replace("\nreturn ", "\nfunc.return ")
            .replace("func.func @t(", "func.func @f(")
        )
        did, bad = _check_one(text, matchers, name, rng, n)
        assert bad is None, f"{loc}: rule {name}: {bad}"
        assert did, f"{loc}: rule {name} did not fire on its 'test property' program"
        return
    types = []
    for t in _TYPES:
        text = _synthesize(skel, t, random.Random(0))
        if text is None:
            pytest.fail(
                f"{loc}: rule {name}: cannot build programs from a match with a variadic "
                'group; give one: test property N {{ args "..." in "..." }}'
            )
        try:
            verify_or_raise(parse_module(text, Context()))
        except IrliteError:
            continue
        types.append(t)
    assert types, (
        f"{loc}: rule {name}: no type makes the match DAG a valid program; give one: "
        'test property N { args "..." in "..." }'
    )
    for _ in range(n):
        text = _synthesize(skel, rng.choice(types), rng)
        did, bad = _check_one(text, matchers, name, rng, 4)
        assert bad is None, f"{loc}: rule {name}: {bad}"
        fired += did
    assert fired, f"{loc}: rule {name} fired on none of {n} random programs"


def test_every_rules_file_has_cases() -> None:
    assert _rule_files(), "no rules with inline tests found"


BAD_RULES = os.path.join(os.path.dirname(__file__), "data", "property_bad.rules")


@pytest.mark.parametrize(
    "rule,message",
    [("SubToAddWrong", "became"), ("SubSelfWrong", "became"), ("NeverFires", "fired on none of 5")],
)
def test_property_catches_wrong_rules(rule: str, message: str) -> None:
    mod = load_patterns(BAD_RULES)
    root, _benefit, _loc, tests = mod.RULES[rule]
    with pytest.raises(AssertionError, match=message):
        test_property(mod, rule, root, tests[0])
