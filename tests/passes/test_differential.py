"""Differential tests: random programs give the same interpreter results before and after passes.

Hypothesis (derandomized, so every run tries the same programs) builds
functions over arith, and over math/scf/cf/memref when those dialects load:
integer and float arithmetic with overflow flags, comparisons and selects,
casts, duplicated expressions (work for ``cse``), dead values (work for
``dce``), ``scf.if``/``scf.for`` regions, ``cf`` diamonds and ``memref``
stores and loads. Each program runs in the reference interpreter on a few
argument tuples, then again after each pipeline (``canonicalize``, ``cse``,
``dce``, ``canonicalize,cse``) on a fresh parse. A result must be identical
(floats bit for bit, any NaN equal to any NaN) unless the original result is
poison (a pass may refine poison to anything); a run whose original hits
undefined behavior is skipped. The summary (programs, runs, skips,
mismatches) is printed; run with ``-s`` to see it.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import POISON, InterpError, Interpreter, UndefinedBehavior

PIPELINES = ("canonicalize", "cse", "dce", "canonicalize,cse")
N_PROGRAMS = 220  # per test run; keeps the whole file well under 30 s
ARGS = [("a", "i32"), ("b", "i32"), ("c", "i64"), ("x", "f32"), ("y", "f32"), ("p", "i1")]

INT_SPECIAL = [
    0,
    1,
    -1,
    2,
    3,
    7,
    31,
    32,
    63,
    -2,
    100,
    -(1 << 31),
    (1 << 31) - 1,
    -(1 << 63),
    (1 << 63) - 1,
    1 << 16,
]
F32_SPECIAL = [
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
    1e30,
    -1e-30,
    16777217.0,
    3.4e38,
]

INT_BINOPS = [
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrui",
    "shrsi",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
    "divui",
    "divsi",
    "remui",
    "remsi",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
]
FLAGGED = {"addi", "subi", "muli", "shli"}
FLOAT_BINOPS = [
    "addf",
    "subf",
    "mulf",
    "divf",
    "maximumf",
    "minimumf",
    "maxnumf",
    "minnumf",
    "remf",
]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = [
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
]
MATH_F = ["absf", "sqrt", "floor", "ceil", "trunc", "roundeven", "round"]
MATH_I = ["absi", "ctlz", "cttz", "ctpop"]
WIDTH = {"i1": 1, "i32": 32, "i64": 64, "index": 64}


def _available() -> set[str]:
    ctx = Context()
    have = set()
    for d, op in (
        ("math", "math.absf"),
        ("scf", "scf.if"),
        ("cf", "cf.br"),
        ("memref", "memref.alloca"),
    ):
        if ctx.get_op_class(op) is not None:
            have.add(d)
    return have


def _int_lit(v: int, t: str) -> str:
    w = WIDTH[t]
    v &= (1 << w) - 1
    if v >> (w - 1):
        v -= 1 << w
    if t == "i1":
        return "true" if v else "false"
    return f"{v} : {t}"


def _f32_hex(v: float) -> str:
    return f"0x{struct.unpack('<I', struct.pack('<f', v))[0]:08X}"


class ProgramBuilder:
    """Draws one function, op by op, keeping a scoped pool of values per type."""

    def __init__(self, draw: Callable, dialects: set[str]) -> None:
        self.draw = draw
        self.dialects = dialects
        self.lines: list[str] = []
        self.scopes: list[dict[str, list[str]]] = [{}]
        self.n = 0
        self.exprs: list[str] = []  # right-hand sides seen, for duplicates
        self.blocks = 0
        for name, t in ARGS:
            self.add(t, "%" + name)
        self.indent = "  "

    # -- pools
    def add(self, t: str, v: str) -> None:
        self.scopes[-1].setdefault(t, []).append(v)

    def pool(self, t: str) -> list[str]:
        out: list[str] = []
        for s in self.scopes:
            out.extend(s.get(t, ()))
        return out

    def pick(self, t: str) -> str:
        p = self.pool(t)
        if not p:
            return self.const(t)
        # favour recent values so chains form
        i = self.draw(st.integers(0, len(p) - 1))
        if self.draw(st.booleans()):
            i = max(i, len(p) - 1 - self.draw(st.integers(0, 3)))
        return p[i]

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, t: str, rhs: str) -> str:
        v = self.fresh()
        self.lines.append(f"{self.indent}{v} = {rhs}")
        self.exprs.append(rhs)
        self.add(t, v)
        return v

    def const(self, t: str) -> str:
        if t in ("f32",):
            f = self.draw(st.sampled_from(F32_SPECIAL))
            return self.emit(t, f"arith.constant {_f32_hex(f)} : f32")
        v = self.draw(st.sampled_from(INT_SPECIAL))
        return self.emit(t, f"arith.constant {_int_lit(v, t)}")

    # -- ops
    def op(self, depth: int) -> None:
        kinds = ["const", "ibin", "ibin", "ibin", "cmpi", "select", "cast", "fbin", "cmpf", "dup"]
        if "math" in self.dialects:
            kinds += ["math"]
        if "scf" in self.dialects and depth < 2:
            kinds += ["if", "for"]
        if "memref" in self.dialects:
            kinds += ["mem"]
        k = self.draw(st.sampled_from(kinds))
        getattr(self, "op_" + k)(depth)

    def op_const(self, depth: int) -> None:
        self.const(self.draw(st.sampled_from(["i32", "i64", "i1", "f32"])))

    def op_ibin(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "i32", "i64", "i1"]))
        name = self.draw(st.sampled_from(INT_BINOPS))
        if t == "i1" and "div" in name or t == "i1" and "rem" in name:
            name = "xori"  # i1 division is UB or trivial almost always
        a, b = self.pick(t), self.pick(t)
        flags = ""
        if name in FLAGGED and self.draw(st.integers(0, 3)) == 0:
            flags = " overflow<" + self.draw(st.sampled_from(["nsw", "nuw", "nsw, nuw"])) + ">"
        self.emit(t, f"arith.{name} {a}, {b}{flags} : {t}")

    def op_cmpi(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "i64"]))
        self.emit(
            "i1",
            f"arith.cmpi {self.draw(st.sampled_from(CMPI))}, {self.pick(t)}, {self.pick(t)} : {t}",
        )

    def op_select(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "i64", "f32"]))
        self.emit(t, f"arith.select {self.pick('i1')}, {self.pick(t)}, {self.pick(t)} : {t}")

    def op_cast(self, depth: int) -> None:
        c = self.draw(
            st.sampled_from(
                ["extsi", "extui", "trunci", "sitofp", "uitofp", "fptosi", "extui1", "index"]
            )
        )
        if c in ("extsi", "extui"):
            self.emit("i64", f"arith.{c} {self.pick('i32')} : i32 to i64")
        elif c == "extui1":
            self.emit("i32", f"arith.extui {self.pick('i1')} : i1 to i32")
        elif c == "trunci":
            self.emit("i32", f"arith.trunci {self.pick('i64')} : i64 to i32")
        elif c in ("sitofp", "uitofp"):
            self.emit("f32", f"arith.{c} {self.pick('i32')} : i32 to f32")
        elif c == "fptosi":
            self.emit("i32", f"arith.fptosi {self.pick('f32')} : f32 to i32")
        else:
            i = self.emit("index", f"arith.index_cast {self.pick('i32')} : i32 to index")
            self.emit("i64", f"arith.index_cast {i} : index to i64")

    def op_fbin(self, depth: int) -> None:
        name = self.draw(st.sampled_from(FLOAT_BINOPS + ["negf"]))
        if name == "negf":
            self.emit("f32", f"arith.negf {self.pick('f32')} : f32")
        else:
            self.emit("f32", f"arith.{name} {self.pick('f32')}, {self.pick('f32')} : f32")

    def op_cmpf(self, depth: int) -> None:
        self.emit(
            "i1",
            f"arith.cmpf {self.draw(st.sampled_from(CMPF))}, {self.pick('f32')}, {self.pick('f32')} : f32",
        )

    def op_dup(self, depth: int) -> None:
        # Re-emit an earlier expression whose operands are all still visible.
        if not self.exprs:
            return self.op_ibin(depth)
        rhs = self.draw(st.sampled_from(self.exprs))
        t = rhs.rsplit(": ", 1)[-1].split(" to ")[-1].strip()
        if rhs.startswith(("arith.cmpi", "arith.cmpf")):
            t = "i1"
        visible = set()
        for s in self.scopes:
            for vs in s.values():
                visible.update(vs)
        used = [w.strip(",") for w in rhs.split() if w.startswith("%")]
        if all(u in visible for u in used) and t in WIDTH | {"f32": 0}:
            self.emit(t, rhs)

    def op_math(self, depth: int) -> None:
        if self.draw(st.booleans()):
            self.emit("f32", f"math.{self.draw(st.sampled_from(MATH_F))} {self.pick('f32')} : f32")
        else:
            t = self.draw(st.sampled_from(["i32", "i64"]))
            self.emit(t, f"math.{self.draw(st.sampled_from(MATH_I))} {self.pick(t)} : {t}")

    def body(self, depth: int, n: int) -> None:
        for _ in range(n):
            self.op(depth)

    def op_if(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "f32"]))
        c = self.pick("i1")
        v = self.fresh()
        outer = self.indent
        self.lines.append(f"{outer}{v} = scf.if {c} -> ({t}) {{")
        for i in range(2):
            self.scopes.append({})
            self.indent = outer + "  "
            self.body(depth + 1, self.draw(st.integers(0, 3)))
            y = self.pick(t)
            self.lines.append(f"{self.indent}scf.yield {y} : {t}")
            self.scopes.pop()
            self.lines.append(f"{outer}}}" + (" else {" if i == 0 else ""))
        self.indent = outer
        self.add(t, v)

    def op_for(self, depth: int) -> None:
        lo = self.emit("index", f"arith.constant {self.draw(st.integers(0, 2))} : index")
        hi = self.emit("index", f"arith.constant {self.draw(st.integers(0, 4))} : index")
        step = self.emit("index", f"arith.constant {self.draw(st.integers(1, 2))} : index")
        init = self.pick("i32")
        v = self.fresh()
        iv, acc = f"%iv{self.n}", f"%acc{self.n}"
        outer = self.indent
        self.lines.append(
            f"{outer}{v} = scf.for {iv} = {lo} to {hi} step {step} iter_args({acc} = {init}) -> (i32) {{"
        )
        self.scopes.append({"i32": [acc], "index": [iv]})
        self.indent = outer + "  "
        self.emit("i32", f"arith.index_cast {iv} : index to i32")
        self.body(depth + 1, self.draw(st.integers(0, 3)))
        self.lines.append(f"{self.indent}scf.yield {self.pick('i32')} : i32")
        self.scopes.pop()
        self.indent = outer
        self.lines.append(f"{outer}}}")
        self.add("i32", v)

    def op_mem(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "f32"]))
        m = self.fresh()
        self.lines.append(f"{self.indent}{m} = memref.alloca() : memref<4x{t}>")
        for _ in range(self.draw(st.integers(1, 3))):
            i = self.emit("index", f"arith.constant {self.draw(st.integers(0, 3))} : index")
            self.lines.append(f"{self.indent}memref.store {self.pick(t)}, {m}[{i}] : memref<4x{t}>")
        for _ in range(self.draw(st.integers(1, 2))):
            i = self.emit("index", f"arith.constant {self.draw(st.integers(0, 3))} : index")
            self.emit(t, f"memref.load {m}[{i}] : memref<4x{t}>")

    def diamond(self) -> None:
        """End the current block with a ``cf.cond_br`` diamond joining at a block argument."""
        k = self.blocks
        self.blocks += 1
        t = self.draw(st.sampled_from(["i32", "f32"]))
        c = self.pick("i1")
        self.lines.append(f"  cf.cond_br {c}, ^t{k}, ^f{k}")
        for side in ("t", "f"):
            self.lines.append(f"^{side}{k}:")
            self.scopes.append({})
            self.body(1, self.draw(st.integers(0, 3)))
            self.lines.append(f"  cf.br ^j{k}({self.pick(t)} : {t})")
            self.scopes.pop()
        self.lines.append(f"^j{k}(%j{k}: {t}):")
        self.add(t, f"%j{k}")

    def build(self) -> tuple[str, list[str]]:
        n = self.draw(st.integers(3, 18))
        for i in range(n):
            if "cf" in self.dialects and self.draw(st.integers(0, 9)) == 0:
                self.diamond()
            self.op(0)
        rets: list[tuple[str, str]] = []
        for t in ("i32", "i64", "f32", "i1"):
            p = self.pool(t)
            if p:
                rets.append((p[-1], t))
                if len(p) > 3 and self.draw(st.booleans()):
                    rets.append((p[len(p) // 2], t))
        vals = ", ".join(v for v, _ in rets)
        types = ", ".join(t for _, t in rets)
        args = ", ".join(f"%{n}: {t}" for n, t in ARGS)
        text = (
            f"func.func @f({args}) -> ({types}) {{\n"
            + "\n".join(self.lines)
            + f"\n  return {vals} : {types}\n}}\n"
        )
        return text, [t for _, t in rets]


def _same(a: Any, b: Any) -> bool:
    if a is POISON:
        return True
    if b is POISON:
        return False
    if isinstance(a, np.floating):
        if np.isnan(a):
            return bool(np.isnan(b))
        return a.tobytes() == np.asarray(b, dtype=a.dtype).tobytes()
    return bool(a == b)


def _draw_args(draw: Callable) -> list:
    out = []
    for _, t in ARGS:
        if t == "f32":
            out.append(np.float32(draw(st.sampled_from(F32_SPECIAL))))
        elif t == "i1":
            out.append(draw(st.booleans()))
        else:
            out.append(draw(st.one_of(st.sampled_from(INT_SPECIAL), st.integers(-1000, 1000))))
    return out


class Stats:
    __slots__ = ("mismatches", "programs", "runs", "skipped_ub", "transformed")

    def __init__(self) -> None:
        self.programs = 0
        self.runs = 0
        self.transformed = 0
        self.skipped_ub = 0
        self.mismatches: list[str] = []


def _run_all(text: str, inputs: list[list]) -> list:
    m = parse_module(text, Context())
    it = Interpreter(m, max_steps=100_000)
    out = []
    for args in inputs:
        try:
            out.append(it.run("f", *args))
        except UndefinedBehavior:
            out.append(UndefinedBehavior)
    return out


def _apply(text: str, pipeline: str) -> Any:
    from irlite.ir.printer import print_op
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    import irlite.passes.transforms.cse
    import irlite.passes.transforms.dce  # noqa: F401

    ctx = Context()
    m = parse_module(text, ctx)
    if not run_pipeline(f"builtin.module({pipeline})", m, ctx):
        return None
    return m, print_op(m)


def check_program(
    text: str, inputs: list[list], stats: Stats, pipelines: tuple = PIPELINES
) -> None:
    """Run ``text`` before and after each pipeline; record mismatches in ``stats``."""
    stats.programs += 1
    before = _run_all(text, inputs)
    for pipe in pipelines:
        res = _apply(text, pipe)
        if res is None:
            stats.mismatches.append(f"{pipe}: pass failed on\n{text}")
            continue
        m, after_text = res
        stats.transformed += 1
        it = Interpreter(m, max_steps=100_000)
        for args, b in zip(inputs, before):
            stats.runs += 1
            if b is UndefinedBehavior:
                stats.skipped_ub += 1
                continue
            try:
                a = it.run("f", *args)
            except UndefinedBehavior as e:
                stats.mismatches.append(
                    f"{pipe}: UB after the pass ({e}) for args {args}\n{text}\n{after_text}"
                )
                continue
            for i, (x, y) in enumerate(zip(b, a)):
                if not _same(x, y):
                    stats.mismatches.append(
                        f"{pipe}: result #{i} {x!r} became {y!r} for args {args}\n--- before\n{text}--- after\n{after_text}"
                    )
                    break


def _pipelines_available() -> tuple:
    from irlite.passes.infra.registry import load_builtin_passes, lookup_pass

    load_builtin_passes()
    import irlite.passes.transforms.cse
    import irlite.passes.transforms.dce  # noqa: F401

    return tuple(p for p in PIPELINES if all(lookup_pass(x) is not None for x in p.split(",")))


#: Reproducible runs: the same programs every time, no example database, no time limit.
_SETTINGS = settings(derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))


def test_differential_passes() -> None:
    dialects = _available()
    pipelines = _pipelines_available()
    stats = Stats()

    @settings(_SETTINGS, max_examples=N_PROGRAMS)
    @given(st.data())
    def one(data: Any) -> None:
        text, _ = ProgramBuilder(data.draw, dialects).build()
        inputs = [_draw_args(data.draw) for _ in range(3)]
        try:
            check_program(text, inputs, stats, pipelines)
        except InterpError as e:
            stats.mismatches.append(f"interpreter error {e}\n{text}")

    one()
    print(
        f"\ndifferential: {stats.programs} programs, {stats.transformed} transformed copies, "
        f"{stats.runs} runs ({stats.skipped_ub} skipped for UB), pipelines {', '.join(pipelines)}, "
        f"dialects arith+{'+'.join(sorted(dialects))}, {len(stats.mismatches)} mismatches"
    )
    assert not stats.mismatches, stats.mismatches[0]


MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"


def test_cse_matches_mlir_opt_on_random_programs() -> None:
    """``cse`` prints what ``mlir-opt --cse`` prints, on the same random programs."""
    import os
    import subprocess

    from irlite.ir.printer import print_module
    from irlite.passes.transforms.cse import cse

    if not os.access(MLIR_OPT, os.X_OK):
        pytest.skip(f"{MLIR_OPT} not installed")
    dialects = _available()
    texts: list[str] = []

    @settings(_SETTINGS, max_examples=150)
    @given(st.data())
    def gen(data: Any) -> None:
        texts.append(ProgramBuilder(data.draw, dialects).build()[0])

    gen()
    done = subprocess.run(
        [MLIR_OPT, "--split-input-file", "--cse", "-"],
        input="\n// -----\n".join(texts),
        capture_output=True,
        text=True,
        check=True,
    )
    expected = done.stdout.split("// -----\n")
    assert len(expected) == len(texts)
    bad = 0
    for text, exp in zip(texts, expected):
        m = parse_module(text, Context())
        cse(m)
        if print_module(m) != exp.rstrip("\n") + "\n":
            bad += 1
    print(f"\ncse vs mlir-opt --cse: {len(texts)} random programs, {bad} differ")
    assert bad == 0


GEN_MLIR = "/work/shared/bench/gen_mlir.py"


def test_workload_functions_survive_canonicalize_cse(tmp_path: Any) -> None:
    """The benchmark workload's functions compute the same values after ``canonicalize,cse``."""
    import os
    import subprocess
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    gen = os.environ.get("IRLITE_GEN_MLIR") or os.path.join(
        here, "..", "..", "..", "shared", "bench", "gen_mlir.py"
    )
    if not os.path.isfile(gen):
        gen = GEN_MLIR
    if not os.path.isfile(gen):
        pytest.skip("shared/bench/gen_mlir.py not found")
    pipelines = _pipelines_available()
    pipe = "canonicalize,cse" if "canonicalize,cse" in pipelines else "cse"
    prefix = str(tmp_path / "w")
    subprocess.run(
        [
            sys.executable,
            gen,
            "--funcs",
            "20",
            "--ops",
            "200",
            "--seed",
            "1",
            "--out-prefix",
            prefix,
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    with open(prefix + ".custom.mlir") as f:
        text = f.read()
    res = _apply(text, pipe)
    assert res is not None
    before = Interpreter(parse_module(text, Context()))
    after = Interpreter(res[0])
    inputs = [(0, 0), (1, -1), (7, 3), (-(1 << 31), (1 << 31) - 1), (123456, -98765)]
    n = 0
    for name in before.funcs:
        for args in inputs:
            assert before.run(name, *args) == after.run(name, *args), (name, args)
            n += 1
    print(
        f"\nworkload: {len(before.funcs)} functions x {len(inputs)} inputs = {n} runs equal after {pipe}"
    )
