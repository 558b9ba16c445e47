"""``scf.while`` canonicalization (``rules/scf_canon.py``) against mlir-opt 19 and the interpreter.

Two checks:

* the case files (``tests/lit/canonicalize/scf_while*.mlir``), whole and one
  function at a time, and a set of generated loops print byte-identically
  after irlite's ``--canonicalize`` and ``mlir-opt --canonicalize`` (skipped
  where mlir-opt 19 is absent);
* differential: generated ``scf.while`` programs, and the case files'
  functions over integers, give the same results in the reference
  interpreter before and after ``canonicalize`` (an input the original does
  not finish within the step limit is skipped); the generated ones together
  make every ``scf.while`` pattern fire.

The generator (``while_program``, seeded, so every run sees the same
programs) builds loops whose first before-block argument counts up to a
small bound, so every loop ends; around it: before-block arguments with
repeated or loop-invariant inits, values computed in the before block or
defined outside forwarded by ``scf.condition`` (duplicated, permuted, the
condition itself), after blocks that repeat the loop's comparison (same,
inverse or another predicate), and yields that hand back the init or the
argument they received (loop-invariant) or new values.
"""

from __future__ import annotations

import os
import random
import re

import pytest
from support.mlir_opt import mlir_opt_each, needs_mlir_opt

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.manager import PassManager
from irlite.passes.infra.registry import load_builtin_passes
from irlite.targets.interp import InterpError, Interpreter

_TESTS = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_LIT = os.path.join(_TESTS, "lit", "canonicalize")
CASE_FILES = ["scf_while.mlir", "scf_while_invariants_and_duplicates.mlir"]

#: The scf.while patterns (MLIR's names) the generated programs must all exercise.
WHILE_PATTERNS = [
    "RemoveLoopInvariantArgsFromBeforeBlock",
    "RemoveLoopInvariantValueYielded",
    "WhileConditionTruth",
    "WhileCmpCond",
    "WhileUnusedResult",
    "WhileRemoveDuplicatedResults",
    "WhileRemoveUnusedArgs",
    "WhileOpAlignBeforeArgs",
]
N_GENERATED = 60
SEED = 19
ARG_TUPLES = [(0, 0), (1, 5), (-1, 7), (7, -3), (100, 2), (-(1 << 31), (1 << 31) - 1)]


# ------------------------------------------------------------------ running the pass


def canonicalize(text: str) -> tuple[str, dict[str, int]]:
    """irlite's ``--canonicalize`` output for ``text`` and the pattern hit counts."""
    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    pm = PassManager.from_pipeline("builtin.module(canonicalize)", ctx)
    assert pm.run(m), "canonicalize failed"
    hits: dict[str, int] = {}
    for p in pm.all_passes():
        for k, v in p.statistics.items():
            hits[k] = hits.get(k, 0) + v
    return print_module(m), hits


def mlir_canonicalize(texts: list[str]) -> list[str]:
    """mlir-opt 19's ``--canonicalize`` output for each text (one process for all)."""
    return mlir_opt_each(texts, "--canonicalize")


def case_functions(path: str) -> list[str]:
    """The top-level ``func.func`` texts of a case file (its CHECK lines dropped)."""
    with open(path) as f:
        body = "".join(line for line in f if not line.lstrip().startswith("//"))
    starts = [m.start() for m in re.finditer(r"^func\.func ", body, re.M)]
    return [body[a:b].strip() + "\n" for a, b in zip(starts, starts[1:] + [len(body)])]


# ------------------------------------------------------------------ the program generator

_BIN = ["addi", "subi", "muli", "xori", "maxsi", "andi"]
_INVERSE = {
    "slt": "sge",
    "ult": "uge",
    "ne": "eq",
    "sle": "sgt",
    "sgt": "sle",
    "ugt": "ule",
    "sge": "slt",
}


def while_program(rng: random.Random) -> str:
    """``func.func @f(%a: i32, %b: i32)`` around one terminating ``scf.while``."""
    k = rng.randint(1, 4)
    repeat_cmp = rng.random() < 0.6
    if repeat_cmp:
        k = max(k, 2)  # a second argument carries what the repeated comparison decides
    out = ["func.func @f(%a: i32, %b: i32) -> (RESULTS) {"]
    out += [f"  %c{c} = arith.constant {c} : i32" for c in (0, 1, 3, 5, 7)]
    out.append("  %lo = arith.andi %a, %c3 : i32")
    outside = ["%a", "%b", "%c0", "%c3", "%c5"]
    bound = rng.choice(["%c5", "%c7"])
    inits = [rng.choice(["%lo", "%c0", "%c1"])]  # the counter starts in [0, 3]
    for _ in range(1, k):
        inits.append(rng.choice(outside + inits))
    bargs = [f"%i{i}" for i in range(k)]
    before: list[str] = []
    pool = bargs + outside
    computed: list[str] = []
    for t in range(rng.randint(0, 3)):
        x, y = rng.choice(pool), rng.choice(pool)
        before.append(f"    %t{t} = arith.{rng.choice(_BIN)} {x}, {y} : i32")
        computed.append(f"%t{t}")
        pool.append(f"%t{t}")
    form = rng.randrange(5)
    if form == 1:  # the counter on the right
        pred, lhs, rhs = rng.choice(["sgt", "ugt", "ne", "sge"]), bound, "%i0"
    else:
        pred, lhs, rhs = rng.choice(["slt", "ult", "ne", "sle"]), "%i0", bound
    before.append(f"    %cc = arith.cmpi {pred}, {lhs}, {rhs} : i32")
    cond = "%cc"
    if form == 3:  # the condition is not a comparison
        before.append("    %cx = arith.cmpi ne, %i0, %b : i32")
        before.append("    %cd = arith.ori %cc, %cx : i1")
        before.append("    %ce = arith.andi %cc, %cd : i1")
        cond = "%ce"
    if rng.randrange(3) == 0:  # forward the before-block arguments, permuted
        cargs = list(bargs)
        rng.shuffle(cargs)
    else:
        choices = bargs + computed + outside + ["%i0"] + ([cond] if rng.random() < 0.3 else [])
        cargs = [rng.choice(choices) for _ in range(rng.randint(1, 5))]
        cargs += [b for b in bargs if b not in cargs and rng.random() < 0.6]
        if "%i0" not in cargs:
            cargs.insert(rng.randrange(len(cargs) + 1), "%i0")
    ctypes = ["i1" if c == cond else "i32" for c in cargs]
    jargs = [f"%j{i}" for i in range(len(cargs))]
    cj = cargs.index("%i0")
    after = [f"    %n = arith.addi %j{cj}, %c1 : i32"]
    ipool = [j for j, t in zip(jargs, ctypes) if t == "i32"] + outside + ["%n"]
    bpool = [j for j, t in zip(jargs, ctypes) if t == "i1"]
    if repeat_cmp:  # the loop's comparison again, on the after-block argument
        p2 = rng.choice([pred, pred, _INVERSE[pred], "eq", "ule"])
        other = f"%j{cj}"
        after.append(
            f"    %q = arith.cmpi {p2}, {other if lhs == '%i0' else lhs}, "
            f"{rhs if lhs == '%i0' else other} : i32"
        )
        after.append("    %qs = arith.select %q, %c3, %c7 : i32")
        bpool.append("%q")
    for u in range(rng.randint(0, 3)):
        if bpool and rng.random() < 0.5:
            rhs_ = f"{rng.choice(bpool)}, {rng.choice(ipool)}, {rng.choice(ipool)}"
            after.append(f"    %u{u} = arith.select {rhs_} : i32")
        else:
            x, y = rng.choice(ipool), rng.choice(ipool)
            after.append(f"    %u{u} = arith.{rng.choice(_BIN)} {x}, {y} : i32")
        ipool.append(f"%u{u}")
    yields = ["%n"]
    for i in range(1, k):
        r = rng.randrange(4)
        received = [j for j, c in zip(jargs, cargs) if c == bargs[i]]
        if repeat_cmp and i == 1:
            yields.append("%qs")
        elif r == 0:
            yields.append(inits[i])
        elif r == 1 and received:
            yields.append(rng.choice(received))
        else:
            yields.append(rng.choice(ipool))
    after.append(f"    scf.yield {', '.join(yields)} : {', '.join(['i32'] * k)}")
    n = len(cargs)
    assigns = ", ".join(f"{b} = {i}" for b, i in zip(bargs, inits))
    out.append(
        f"  {'%w' if n == 1 else f'%w:{n}'} = scf.while ({assigns}) : "
        f"({', '.join(['i32'] * k)}) -> ({', '.join(ctypes)}) {{"
    )
    out += before
    out.append(f"    scf.condition({cond}) {', '.join(cargs)} : {', '.join(ctypes)}")
    out.append("  } do {")
    out.append(f"  ^bb0({', '.join(f'{j}: {t}' for j, t in zip(jargs, ctypes))}):")
    out += after
    out.append("  }")
    kept = [i for i in range(n) if ctypes[i] == "i32" and rng.random() < 0.7]
    rets = [("%w" if n == 1 else f"%w#{i}") for i in kept] + ["%a"]
    out.append(f"  return {', '.join(rets)} : {', '.join(['i32'] * len(rets))}")
    out.append("}")
    return "\n".join(out).replace("RESULTS", ", ".join(["i32"] * len(rets))) + "\n"


def generated_programs() -> list[str]:
    rng = random.Random(SEED)
    return [while_program(rng) for _ in range(N_GENERATED)]


# ------------------------------------------------------------------ tests


@needs_mlir_opt
@pytest.mark.parametrize("name", CASE_FILES)
def test_case_file_matches_mlir_opt(name: str) -> None:
    path = os.path.join(_LIT, name)
    with open(path) as f:
        text = f.read()
    funcs = case_functions(path)
    assert funcs
    expected = mlir_canonicalize([text] + funcs)
    ours = [canonicalize(t)[0] for t in [text] + funcs]
    names = ["<whole file>"] + [f.split("(", 1)[0] for f in funcs]
    differ = [n for n, a, b in zip(names, ours, expected) if a != b]
    print(f"\n{name}: {len(funcs) + 1 - len(differ)} of {len(funcs) + 1} identical to mlir-opt")
    assert not differ, f"differs from mlir-opt: {differ}"


@needs_mlir_opt
def test_generated_loops_match_mlir_opt() -> None:
    texts = generated_programs()
    expected = mlir_canonicalize(texts)
    same = sum(canonicalize(t)[0] == e for t, e in zip(texts, expected))
    print(f"\ngenerated scf.while programs: {same} of {len(texts)} identical to mlir-opt")
    assert same == len(texts)


def _ints(res: tuple) -> list[int]:
    return [int(x) for x in res]


_INT_TYPES = {"i1", "i32", "index"}
_SMALL = [0, 1, 2, 5]


def integer_case_functions() -> list[tuple[str, str, list[tuple]]]:
    """(text, name, argument tuples) for the case-file functions over integers only."""
    out = []
    for name in CASE_FILES:
        for text in case_functions(os.path.join(_LIT, name)):
            m = re.match(r"func\.func @(\w+)\((.*?)\)(?: -> \(?([^{]*?)\)?)? \{", text)
            assert m, text[:80]
            args = [a.split(":")[1].strip() for a in m.group(2).split(",")] if m.group(2) else []
            rets = [r.strip() for r in m.group(3).split(",")] if m.group(3) else []
            if not rets or not set(args + rets) <= _INT_TYPES:
                continue
            tuples = [
                tuple((v + i) % 2 if t == "i1" else v + 2 * i for i, t in enumerate(args))
                for v in _SMALL
            ]
            out.append((text, m.group(1), tuples))
    return out


def test_differential_interpreter() -> None:
    texts = generated_programs()
    hits: dict[str, int] = {}
    runs = 0
    mismatches: list[str] = []
    for text in texts:
        before = Interpreter(parse_module(text, Context()), max_steps=100_000)
        after_text, h = canonicalize(text)
        for k, v in h.items():
            hits[k] = hits.get(k, 0) + v
        after = Interpreter(parse_module(after_text, Context()), max_steps=100_000)
        for args in ARG_TUPLES:
            runs += 1
            x, y = _ints(before.run("f", *args)), _ints(after.run("f", *args))
            if x != y:
                mismatches.append(f"{args}: {x} became {y}\n{text}--- after\n{after_text}")
    cases = integer_case_functions()
    skipped = 0
    for text, name, tuples in cases:
        before = Interpreter(parse_module(text, Context()), max_steps=100_000)
        after_text = canonicalize(text)[0]
        after = Interpreter(parse_module(after_text, Context()), max_steps=100_000)
        for args in tuples:
            try:
                x = _ints(before.run(name, *args))
            except InterpError:  # this input does not end within the step limit
                skipped += 1
                continue
            runs += 1
            y = _ints(after.run(name, *args))
            if x != y:
                mismatches.append(f"@{name}{args}: {x} became {y}\n{text}--- after\n{after_text}")
    fired = {p: hits.get(p, 0) for p in WHILE_PATTERNS}
    print(
        f"\nscf.while differential: {len(texts)} generated programs and {len(cases)} case"
        f" functions, {runs} runs ({skipped} inputs past the step limit skipped),"
        f" {len(mismatches)} mismatches; pattern hits on the generated ones {fired}"
    )
    assert not mismatches, mismatches[0]
    assert len(texts) + len(cases) >= 36
    never = [p for p, n in fired.items() if not n]
    assert not never, f"patterns never exercised: {never}"
