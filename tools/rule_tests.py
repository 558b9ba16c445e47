"""Inline rule tests: collect the ``test`` clauses of a ``.rules`` file, run them, report.

The one implementation behind ``irlite-gen FILE.rules --test``, the pytest plugin's
``.rules`` items (``tools/lit_plugin.py``) and ``tests/gen/test_inline_rule_tests.py``.
``collect(path)`` returns one ``RuleTest`` per inline test of the file's own rules (not
of the files it imports, as lit runs a file's own RUN lines), in file order;
``run_test(test)`` runs one and returns a ``TestResult``; ``run_file`` is the command
line's report. The semantics are docs/rules-language.md's "Inline tests":

- ``test { args "%a: i32" in "OPS" out "OPS" }``: OPS become the body of a function with
  those arguments returning the last op's result (or a bare ``%name`` on the last line);
  the ``in`` function after the rulesets holding the rule (greedy driver, no folding)
  must print as the ``out`` function, and the rule must fire.
- ``test nomatch``: the rule must not fire and the input must print unchanged.
- ``test property N``: N random programs are built from the rule's match DAG (each ``$x``
  a function argument, each matched ``arith.constant`` a random special value, one type
  for the whole DAG, drawn from the types for which the program verifies); ``test
  property N { args ... in ... }`` uses that one program instead. Each program runs in
  the reference interpreter (``irlite.targets.interp``) on random arguments before and
  after the rule's rulesets; results must be identical (floats bit for bit, NaN equal
  to NaN) unless the original is poison; a run that is undefined behavior before is
  skipped, one that becomes UB after is a failure. The rule must fire on at least one
  program. Seeded by the test's location and the rule's name, so every run tries the
  same programs.

The programs are parsed in a fresh ``Context`` per program that knows the built-in
dialects and those of the file and of the files it imports (a user's dialect works as
a built-in one does). A failing result carries a report: what went wrong, the
programs (input, expected, actual; before and after), the arguments of a property run.

What it does not do: check or generate rules (``gen``), or run the ops a user's dialect
defines in the interpreter (a property test of such ops fails, saying the interpreter
cannot run them).
"""

from __future__ import annotations

import math
import os
import random
import re
import struct
import traceback
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, TextIO

import numpy as np

from ..gen.errors import Loc, RulesError
from ..gen.loader import BUILTIN_RULES, generated_module, load_patterns
from ..ir.context import Context
from ..ir.cursor import ParseError
from ..ir.diagnostics import IrliteError
from ..ir.module import parse_module
from ..ir.printer import print_op
from ..ir.verifier import verify_or_raise
from ..passes.rewrite.greedy import apply_greedily
from ..targets.interp import POISON, Interpreter, UndefinedBehavior

__all__ = ["RuleTest", "TestResult", "collect", "format_summary", "run_file", "run_test"]

_IMPORT_RE = re.compile(r'^\s*import\s+"([^"]+)"', re.MULTILINE)
_BUILTIN_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "rules")
_BUILTIN_FILES = frozenset(os.path.join(_BUILTIN_DIR, n) for n in BUILTIN_RULES)


@dataclass(frozen=True, eq=False)
class RuleTest:
    """One inline test: ``index`` counts the tests of ``rule`` (0-based, file order);
    ``location`` is ``file:line:col`` with the file named as ``path`` (the ``.rules`` file
    as the caller named it) names it; ``spec`` is the generated module's test tuple."""

    path: str
    rule: str
    index: int
    root: str
    spec: tuple
    location: str
    patterns: ModuleType = field(repr=False)
    dialects: tuple[ModuleType, ...] = field(repr=False, default=())

    @property
    def kind(self) -> str:
        """``io``, ``nomatch`` or ``property``."""
        return str(self.spec[0])

    @property
    def name(self) -> str:
        """``Rule[index]``: the pytest item's name."""
        return f"{self.rule}[{self.index}]"

    @property
    def title(self) -> str:
        """The clause as the file spells it: ``test``, ``test nomatch``, ``test property N``."""
        if self.kind == "io":
            return "test"
        if self.kind == "nomatch":
            return "test nomatch"
        return f"test property {self.spec[1]}"

    @property
    def line(self) -> int:
        """The 1-based line of the ``test`` clause."""
        return int(self.location.rsplit(":", 2)[1])

    def context(self) -> Context:
        """A fresh context knowing the built-in dialects and the file's own."""
        ctx = Context()
        for mod in self.dialects:
            mod.register(ctx)
        return ctx


@dataclass(frozen=True)
class TestResult:
    """The outcome of one ``RuleTest``; ``details`` says why it failed (empty if it passed)."""

    __test__ = False  # not a pytest test class

    test: RuleTest
    passed: bool
    details: str = ""

    def line(self) -> str:
        """``PASS|FAIL Rule file:line:col (clause)``."""
        t = self.test
        return f"{'PASS' if self.passed else 'FAIL'} {t.rule} {t.location} ({t.title})"

    def report(self) -> str:
        """The line, then the details indented by two spaces."""
        if not self.details:
            return self.line()
        body = "\n".join(("  " + x) if x else "" for x in self.details.rstrip("\n").split("\n"))
        return f"{self.line()}\n{body}"


# ----------------------------------------------------------------------------- collecting


def collect(path: str, shown_as: str | None = None) -> list[RuleTest]:
    """The inline tests of the rules of ``path`` (raises ``RulesError`` for a bad file);
    their locations name the file as ``shown_as`` (default: ``path``)."""
    base = os.path.dirname(path if shown_as is None else shown_as)
    try:
        mod = load_patterns(path)
        dialects = tuple(_user_dialects(path))
    except RulesError as e:
        if e.loc is not None:  # the loader names files by absolute path: name it as given
            rel = os.path.relpath(e.loc.file, os.path.dirname(os.path.abspath(path)))
            e.loc = Loc(
                _display(f"{rel}:0:0", base).rsplit(":", 2)[0], e.loc.line, e.loc.col, e.loc.text
            )
        raise
    out = []
    for rule, (root, _benefit, _loc, tests) in mod.RULES.items():
        for i, spec in enumerate(tests):
            loc = spec[4] if spec[0] in ("io", "property") else spec[3]
            out.append(RuleTest(path, rule, i, root, spec, _display(loc, base), mod, dialects))
    return out


def _display(loc: str, base: str) -> str:
    """A generated ``file:line:col`` (file relative to the rules file) relative to ``base``."""
    file, line, col = loc.rsplit(":", 2)
    return f"{os.path.normpath(os.path.join(base, file)) if base else file}:{line}:{col}"


def _user_dialects(path: str) -> list[ModuleType]:
    """The generated ops modules of ``path`` and of the files it imports (transitively)
    that define a dialect and are not built in (those every Context knows already)."""
    out = []
    seen: set[str] = set()
    stack = [os.path.abspath(path)]
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        with open(p, encoding="utf-8") as f:
            text = f.read()
        stack.extend(
            os.path.abspath(os.path.join(os.path.dirname(p), m)) for m in _IMPORT_RE.findall(text)
        )
        if os.path.normcase(p) not in _BUILTIN_FILES:
            mod = generated_module(p)
            if mod.DIALECT:
                out.append(mod)
    return out


# ----------------------------------------------------------------------------- running


def run_test(test: RuleTest) -> TestResult:
    """Run one inline test. An error in the test's programs, in the rule's code or in the
    interpreter is a failure whose details say so; nothing is raised."""
    try:
        if test.kind == "io":
            problem = _run_io(test)
        elif test.kind == "nomatch":
            problem = _run_nomatch(test)
        else:
            problem = _run_property(test)
    except ParseError as e:
        problem = f"{test.location}: a program of the test does not parse:\n{e.render()}"
    except IrliteError as e:  # the interpreter cannot run an op, the IR does not verify, ...
        problem = f"{test.location}: rule {test.rule}: {e}"
    except Exception as e:  # the rule's Python (a where, a helper) raised
        tb = traceback.format_exception(type(e), e, e.__traceback__)
        problem = f"{test.location}: the test raised an exception:\n" + "".join(tb[-6:]).rstrip()
    return TestResult(test, problem is None, problem or "")


def _matchers(test: RuleTest) -> dict:
    """The matchers of the test's root op, from the rulesets of its module (as
    ``canonicalize`` would apply them)."""
    out = {}
    for _driver, table in test.patterns.RULESETS.values():
        if test.root in table:
            out[test.root] = table[test.root]
    return out


def _program(title: str, text: str) -> str:
    return f"--- {title}\n{text.rstrip()}"


def _run_io(test: RuleTest) -> str | None:
    _, args, inp, out, _loc = test.spec
    source = _wrap(args, inp)
    m = parse_module(source, test.context(), filename=f"<{test.name} in>")
    before = print_op(m)
    hits: dict = {}
    apply_greedily(m, _matchers(test), hits=hits)
    want = print_op(parse_module(_wrap(args, out), test.context(), filename=f"<{test.name} out>"))
    got = print_op(m)
    if got != want:
        why = "the output differs from 'out'" + (
            "" if hits.get(test.rule) else f" (rule {test.rule} did not fire)"
        )
    elif not hits.get(test.rule):
        why = f"rule {test.rule} did not fire"
    else:
        return None
    return "\n".join(
        [
            f"{test.location}: {why}",
            _program("input", before),
            _program("expected", want),
            _program("actual", got),
        ]
    )


def _run_nomatch(test: RuleTest) -> str | None:
    _, args, inp, _loc = test.spec
    source = _wrap(args, inp)
    m = parse_module(source, test.context(), filename=f"<{test.name} in>")
    before = print_op(m)
    hits: dict = {}
    apply_greedily(m, _matchers(test), hits=hits)
    after = print_op(m)
    if hits.get(test.rule):
        why = f"rule {test.rule} fired on a nomatch test"
    elif after != before:
        fired = ", ".join(sorted(hits)) or "a rule"
        why = f"the input changed ({fired} fired)"
    else:
        return None
    return "\n".join(
        [f"{test.location}: {why}", _program("input", before), _program("actual", after)]
    )


def _wrap(args: str, body: str) -> str:
    """A ``func.func @t(args)`` around the ops of ``body``, returning the last op's result
    (or a bare ``%name`` on the last line); a body that is a whole ``func.func`` or
    ``module`` (for blocks, regions and several results) is the program as written."""
    if re.match(r"\s*(func\.func|module)\b", body):
        return body
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


# ------------------------------------------------------------------ test property

_TYPES = ("i32", "i64", "i8", "i1", "index", "f32", "f64")
_WIDTH = {"i1": 1, "i8": 8, "i32": 32, "i64": 64, "index": 64}
_INT_VALUES = (0, 1, -1, 2, 3, 7, -2, 31, 63, 100, "min", "max")
#: the special float values property tests draw (NaN, infinities, signed zeros, ...)
SPECIAL_FLOATS = (
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


class _CannotDraw(Exception):
    """No random argument of this type can be drawn (the test fails, saying so)."""


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
    return _float_text(rng.choice(SPECIAL_FLOATS), t)


def _synthesize(skel: tuple, t: str, rng: random.Random) -> str | None:
    """A function computing ``skel`` (the rule's match DAG) on arguments, all of type ``t``;
    None when the DAG has a variadic group (or a constant with operands)."""
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
        return (np.float32 if name == "f32" else np.float64)(rng.choice(SPECIAL_FLOATS))
    if name == "i1":
        return bool(rng.getrandbits(1))
    if name in _WIDTH:
        return _int_value(rng, name)
    m = re.fullmatch(r"i(\d+)", name)
    if m:
        w = int(m.group(1))
        _WIDTH.setdefault(name, w)
        return _int_value(rng, name)
    raise _CannotDraw(f"test property: cannot draw a random '{name}' argument")


def same_result(a: Any, b: Any) -> bool:
    """Whether ``b`` (after a rewrite) may stand for ``a`` (before it): equal, floats (scalars
    and the elements of arrays) bit for bit with any NaN equal to any NaN (payloads may
    differ, signed zeros must match), and anything may replace a poison ``a``."""
    if a is POISON:
        return True
    if b is POISON:
        return False
    if isinstance(a, (np.floating, np.ndarray)) and np.asarray(a).dtype.kind == "f":
        x, y = np.asarray(a), np.asarray(b)
        if x.shape != y.shape or y.dtype.kind != "f":
            return False
        y = y.astype(x.dtype)
        nan_x, nan_y = np.isnan(x), np.isnan(y)
        if not np.array_equal(nan_x, nan_y):
            return False
        # Bitwise: an unsigned integer view of the non-NaN elements (so -0.0 != 0.0).
        bits = np.dtype(f"u{x.dtype.itemsize}")
        keep = ~nan_x
        return bool(np.array_equal(x[keep].view(bits), y[keep].view(bits)))
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        x, y = np.asarray(a), np.asarray(b)
        return x.shape == y.shape and bool(np.array_equal(x, y))
    return bool(np.all(a == b))


def _check_one(
    test: RuleTest, text: str, matchers: dict, rng: random.Random, n_inputs: int
) -> tuple[bool, str | None]:
    """(whether the rule fired, a mismatch report or None) for program ``text``."""
    before_m = parse_module(text, test.context(), filename=f"<{test.name} program>")
    after_m = parse_module(text, test.context(), filename=f"<{test.name} program>")
    hits: dict = {}
    apply_greedily(after_m, matchers, hits=hits)
    if not hits.get(test.rule):
        return False, None
    fn = next(o for o in before_m.walk() if o.name == "func.func")
    types = [a.type for a in fn.regions[0].blocks[0].args]
    ib, ia = Interpreter(before_m, max_steps=100_000), Interpreter(after_m, max_steps=100_000)
    for _ in range(n_inputs):
        try:
            args = [_random_arg(rng, t) for t in types]
        except _CannotDraw as e:
            return True, str(e)
        try:
            want = ib.run("f", *args)
        except UndefinedBehavior:
            continue
        try:
            got = ia.run("f", *args)
        except UndefinedBehavior as e:
            return True, "\n".join(
                [
                    f"UB after the rewrite ({e}) for args {args}",
                    _program("before", text),
                    _program("after", print_op(after_m)),
                ]
            )
        for i, (x, y) in enumerate(zip(want, got)):
            if not same_result(x, y):
                return True, "\n".join(
                    [
                        f"result #{i} {x!r} became {y!r} for args {args}",
                        _program("before", text),
                        _program("after", print_op(after_m)),
                    ]
                )
    return True, None


def _run_property(test: RuleTest) -> str | None:
    _, n, args, inp, loc, skel = test.spec
    rng = random.Random(f"{loc}:{test.rule}")
    matchers = _matchers(test)
    where = f"{test.location}: rule {test.rule}"
    if inp:
        text = (
            _wrap(args, inp)
            .replace("\nreturn ", "\nfunc.return ")
            .replace("func.func @t(", "func.func @f(")
        )
        did, bad = _check_one(test, text, matchers, rng, n)
        if bad is not None:
            return f"{where}: {bad}"
        if not did:
            return f"{where} did not fire on its 'test property' program\n" + _program(
                "program", text
            )
        return None
    types = []
    for t in _TYPES:
        text = _synthesize(skel, t, random.Random(0))
        if text is None:
            return (
                f"{where}: cannot build programs from a match with a variadic group; "
                'give one: test property N { args "..." in "..." }'
            )
        try:
            verify_or_raise(parse_module(text, test.context()))
        except IrliteError:
            continue
        types.append(t)
    if not types:
        return (
            f"{where}: no type makes the match DAG a valid program; give one: "
            'test property N { args "..." in "..." }'
        )
    fired = 0
    for _ in range(n):
        text = _synthesize(skel, rng.choice(types), rng)
        did, bad = _check_one(test, text, matchers, rng, 4)
        if bad is not None:
            return f"{where}: {bad}"
        fired += did
    if not fired:
        return f"{where} fired on none of {n} random programs"
    return None


# ----------------------------------------------------------------------------- reporting


def format_summary(path: str, results: Iterable[TestResult]) -> str:
    """``PATH: N tests, P passed, F failed``."""
    rs = list(results)
    failed = sum(not r.passed for r in rs)
    noun = "test" if len(rs) == 1 else "tests"
    return f"{path}: {len(rs)} {noun}, {len(rs) - failed} passed, {failed} failed"


def run_file(
    path: str, out: TextIO, err: TextIO, select: Callable[[RuleTest], bool] | None = None
) -> int:
    """Run the inline tests of ``path``, writing one line per test (a failure followed by
    its details) and a summary to ``out``: 0 if all pass, 1 otherwise. A bad file is
    reported on ``err`` as ``file:line:col: error: ...`` (exit 1)."""
    try:
        tests = collect(path)
    except RulesError as e:
        err.write(e.render() + "\n")
        return 1
    except OSError as e:
        err.write(f"error: cannot read '{path}': {e.strerror}\n")
        return 1
    results = []
    for t in tests:
        if select is not None and not select(t):
            continue
        r = run_test(t)
        results.append(r)
        out.write(r.report() + "\n")
        out.flush()
    out.write(format_summary(path, results) + "\n")
    return 0 if all(r.passed for r in results) else 1
