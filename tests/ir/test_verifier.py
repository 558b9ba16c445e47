"""Tests of ``ir/verifier.py``: structure, traits, hooks and dominance, against mlir-opt.

The ``CASES`` (``tests/ir/data/verifier_cases.mlir``) go through parse -> verify ->
render exactly as mlir-opt 19 processes a file; ``EXPECTED`` holds what mlir-opt 19
printed on stderr for each (``mlir-opt --allow-unregistered-dialect input.mlir``),
recorded in ``tests/ir/data/verifier_mlir_opt19.txt`` so the tests run without it. The ops that MLIR has and irlite's core does not
(``cf.br``, ``arith.constant``, ``scf.yield``, ...) are stood in for by small
classes with the same traits. A randomized test checks that the fast one-pass
dominance/isolation check agrees with MLIR's exact algorithm.
"""

from __future__ import annotations

import random
import typing
from pathlib import Path

import pytest

from irlite.ir import verifier as V
from irlite.ir.context import Context
from irlite.ir.core import Block, Operation
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    Severity,
    SourceManager,
    SourceMgrDiagnosticHandler,
    VerificationError,
    diagnostic_from_parse_error,
    op_error,
)
from irlite.ir.module import parse_module
from irlite.ir.verifier import SymbolTableCollection, verify, verify_or_raise


def _op_class(name: str, traits=(), **attrs):
    ns = {"OP_NAME": name, "registered": True, "traits": frozenset(traits), "__slots__": ()}
    ns.update(attrs)
    return type(name.replace(".", "_"), (Operation,), ns)


# Stand-ins for MLIR ops used by the cases (same traits as MLIR's).
STAND_INS = [
    _op_class("cf.br", {"IsTerminator", "Pure"}),
    _op_class("cf.cond_br", {"IsTerminator", "Pure"}),
    _op_class("arith.constant", {"Pure", "ConstantLike"}),
    _op_class("arith.addi", {"Pure"}, inherent_attrs=frozenset({"overflowFlags"})),
    _op_class("scf.execute_region", ()),
    _op_class(
        "scf.yield",
        {
            "IsTerminator",
            "Pure",
            "ReturnLike",
            "HasParent:scf.execute_region|scf.for|scf.if|scf.index_switch|scf.while",
        },
    ),
]


def make_context(*extra) -> Context:
    ctx = Context(allow_unregistered=True)
    for cls in STAND_INS + list(extra):
        ctx.register_op(cls)
    return ctx


def run_opt(text: str, name: str = "input.mlir", ctx: Context | None = None) -> str:
    """What mlir-opt prints on stderr for ``text`` (parse, verify; no output)."""
    ctx = ctx or make_context()
    out: list[str] = []
    engine = DiagnosticEngine()
    sm = SourceManager(load_files=False)
    source = SourceFile(name, text)
    sm.add(source)
    engine.register_handler(SourceMgrDiagnosticHandler(sm, out))
    try:
        top = parse_module(source, ctx)
    except ParseError as e:
        engine.emit(diagnostic_from_parse_error(e))
        return "".join(out)
    for d in verify(top, ctx):
        engine.emit(d)
    return "".join(out)


DATA = Path(__file__).parent / "data"


def _sections(path: Path) -> dict[str, str]:
    """The texts a case file holds by case name: after a line ``// ===== NAME``, up to
    the next such line, verbatim (the file's first lines, before any, describe it)."""
    out: dict[str, str] = {}
    name = None
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        if line.startswith("// ===== "):
            name = line[len("// ===== ") :].rstrip("\n")
            out[name] = ""
        elif name is not None:
            out[name] += line
    return out


#: Inputs, processed whole (no split) as ``input.mlir`` (tests/ir/data/verifier_cases.mlir).
CASES = _sections(DATA / "verifier_cases.mlir")

#: What mlir-opt 19 printed on stderr for each case (tests/ir/data/verifier_mlir_opt19.txt).
EXPECTED = _sections(DATA / "verifier_mlir_opt19.txt")


@pytest.mark.parametrize("name", sorted(CASES))
def test_case_matches_mlir_opt(name: str) -> None:
    assert run_opt(CASES[name]) == EXPECTED[name]


# ------------------------------------------------------------------ API


def _parse(text: str, ctx: Context | None = None) -> Operation:
    return parse_module(SourceFile("t.mlir", text), ctx or make_context())


def test_valid_ir_returns_no_diagnostics() -> None:
    top = _parse(CASES["cfg_diamond_ok"])
    assert verify(top) == []
    verify_or_raise(top)


def test_verify_or_raise_carries_the_diagnostic() -> None:
    top = _parse(CASES["return_not_last"])
    with pytest.raises(VerificationError) as ei:
        verify_or_raise(top)
    (d,) = ei.value.diagnostics
    assert d.severity == Severity.ERROR
    assert d.message == "'func.return' op must be the last operation in the parent block"
    assert d.op is not None and d.op.name == "func.return"


def test_see_current_operation_note_is_added_on_emit_only() -> None:
    top = _parse(CASES["return_not_last"])
    (d,) = verify(top)
    assert d.notes == []
    engine = DiagnosticEngine()
    seen: list[Diagnostic] = []
    engine.register_handler(seen.append)
    engine.emit(d)
    assert [n.message for n in seen[0].notes] == [
        'see current operation: "func.return"() : () -> ()'
    ]
    d2 = verify(top)[0]
    engine.print_op_on_diagnostic = False
    engine.emit(d2)
    assert seen[1].notes == []


class HookOp(Operation):
    """A registered test op whose hooks are set per test."""

    __slots__ = ()
    OP_NAME = "test.hook"
    registered = True
    traits = frozenset({"NoTerminator"})
    behaviour: typing.ClassVar[dict] = {}

    def verify_(self):
        b = type(self).behaviour.get("verify_")
        return b(self) if b else None

    def verify_region_(self):
        b = type(self).behaviour.get("verify_region_")
        return b(self) if b else None


def _hook_ir(behaviour: dict) -> tuple[Operation, Context]:
    HookOp.behaviour = behaviour
    ctx = make_context(HookOp)
    top = _parse('"test.hook"() ({\n  "test.hook"() : () -> ()\n}) : () -> ()\n', ctx)
    return top, ctx


@pytest.mark.parametrize(
    "hook, expected",
    [
        (lambda op: "bad thing", "'test.hook' op bad thing"),
        (lambda op: Diagnostic.error(op, "custom wording"), "custom wording"),
        (lambda op: (_ for _ in ()).throw(VerificationError("raised")), "'test.hook' op raised"),
        (
            lambda op: (_ for _ in ()).throw(VerificationError(op_error(op, "with notes"))),
            "'test.hook' op with notes",
        ),
        (lambda op: None, None),
    ],
)
def test_verify_hook_results(hook, expected) -> None:
    top, ctx = _hook_ir({"verify_": hook})
    diags = verify(top, ctx)
    if expected is None:
        assert diags == []
    else:
        assert [d.message for d in diags] == [expected]


def test_region_hook_runs_after_nested_ops() -> None:
    order: list[str] = []

    def v(op):
        order.append("verify_:" + ("outer" if op.regions else "inner"))

    def vr(op):
        order.append("verify_region_:" + ("outer" if op.regions else "inner"))

    top, ctx = _hook_ir({"verify_": v, "verify_region_": vr})
    assert verify(top, ctx) == []
    assert order == [
        "verify_:outer",
        "verify_:inner",
        "verify_region_:inner",
        "verify_region_:outer",
    ]


def test_lead_style_verify_error_is_accepted() -> None:
    from irlite.ir.builtin_dialects import VerifyError

    def hook(op):
        raise VerifyError("old style")

    top, ctx = _hook_ir({"verify_": hook})
    assert [d.message for d in verify(top, ctx)] == ["'test.hook' op old style"]


class SymUser(Operation):
    __slots__ = ()
    OP_NAME = "test.call"
    registered = True
    traits = frozenset({"SymbolUserOpInterface"})

    def verify_symbol_uses_(self, tables: SymbolTableCollection):
        name = self.attributes["callee"].value
        if tables.lookup_nearest_symbol_from(self, name) is None:
            return f"'{name}' does not reference a valid function"
        return None


def test_symbol_uses_hook() -> None:
    ctx = make_context(SymUser)
    text = (
        'func.func @f() {\n  "test.call"() {callee = "f"} : () -> ()\n  return\n}\n'
        'func.func @g() {\n  "test.call"() {callee = "nope"} : () -> ()\n  return\n}\n'
    )
    (d,) = verify(_parse(text, ctx), ctx)
    assert d.message == "'test.call' op 'nope' does not reference a valid function"


def test_symbol_table_collection_nested_lookup() -> None:
    top = _parse("module @outer {\n  module @inner {\n    func.func private @f()\n  }\n}\n")
    t = SymbolTableCollection()
    f = t.lookup_symbol_in(top, ["inner", "f"])
    assert f is not None and f.name == "func.func"
    assert t.lookup_symbol_in(top, ["inner", "g"]) is None
    assert t.lookup_nearest_symbol_from(f, "f") is f


def _graph_op():
    return _op_class("test.graph", {"GraphRegion", "NoTerminator"})


def test_graph_region_allows_any_order() -> None:
    G = _graph_op()
    ctx = make_context(G)
    text = (
        '"test.graph"() ({\n  %0 = "foo.u"(%1) : (i32) -> i32\n  %1 = "foo.d"(%0) : (i32) -> i32\n'
        "}) : () -> ()\n"
    )
    assert verify(_parse(text, ctx), ctx) == []


def test_graph_region_single_block() -> None:
    G = _graph_op()
    ctx = make_context(G)
    text = '"test.graph"() ({\n^bb0:\n  "foo.br"()[^bb1] : () -> ()\n^bb1:\n}) : () -> ()\n'
    (d,) = verify(_parse(text, ctx), ctx)
    assert d.message == "'test.graph' op expects graph region #0 to have 0 or 1 blocks"


@pytest.mark.parametrize(
    "traits, text, message",
    [
        (
            {"SingleBlock"},
            '"test.t"() ({\n^bb0:\n  "foo.br"()[^bb1] : () -> ()\n^bb1:\n  "foo.t"() : () -> ()\n}) : () -> ()\n',
            "'test.t' op expects region #0 to have 0 or 1 blocks",
        ),
        ({"SingleBlock", "NoTerminator"}, '"test.t"() ({\n}) : () -> ()\n', None),
        (
            {"NoRegionArguments", "NoTerminator"},
            '"test.t"() ({\n^bb0(%a: i32):\n}) : () -> ()\n',
            "'test.t' op region should have no arguments",
        ),
        (
            {"NoRegionArguments", "NoTerminator"},
            '"test.t"() ({\n}, {\n^bb0(%a: i32):\n}) : () -> ()\n',
            "'test.t' op region #1 should have no arguments",
        ),
        ({"Symbol"}, '"test.t"() : () -> ()\n', "'test.t' op requires string attribute 'sym_name'"),
        ({"Symbol", "OptionalSymbol"}, '"test.t"() : () -> ()\n', None),
        (
            {"Symbol"},
            '"test.t"() {sym_name = "a", sym_visibility = "secret"} : () -> ()\n',
            (
                '\'test.t\' op visibility expected to be one of ["public", "private", "nested"], '
                'but got "secret"'
            ),
        ),
        (
            {"HasParent:foo.a,foo.b"},
            '"test.t"() : () -> ()\n',
            "'test.t' op expects parent op to be one of 'foo.a, foo.b'",
        ),
        (
            {"IsTerminator"},
            '"test.t"() : () -> ()\n"foo.x"() : () -> ()\n',
            "'test.t' op must be the last operation in the parent block",
        ),
        (
            {"SymbolTable", "NoTerminator"},
            '"test.t"() ({\n}, {\n}) : () -> ()\n',
            "'test.t' op Operations with a 'SymbolTable' must have exactly one region",
        ),
    ],
)
def test_trait_checks(traits, text, message) -> None:
    T = _op_class("test.t", traits)
    ctx = make_context(T)
    diags = verify(_parse(text, ctx), ctx)
    assert [d.message for d in diags] == ([message] if message else [])


def test_unregistered_dialect_policy() -> None:
    ctx = Context(allow_unregistered=False)
    op = Operation("zzz.op")
    (d,) = verify(op, ctx)
    assert d.message.startswith(
        "'zzz.op' op created with unregistered dialect. If this is intended"
    )
    assert verify(op, Context(allow_unregistered=True)) == []
    assert verify(op) == []  # no context: no dialect policy
    (d,) = verify(Operation("func.nope"), Context(allow_unregistered=True))
    assert d.message == (
        "unregistered operation 'func.nope' found in dialect ('func') that does "
        "not allow unknown operations"
    )


# ------------------------------------------------------------------ IR built by hand


def _func_with(ops_per_block: list[list[Operation]], inputs: tuple = ()) -> Operation:
    from irlite.ir.builtin_dialects import FuncOp, ModuleOp
    from irlite.ir.types import FunctionType

    f = FuncOp.build("f", FunctionType.get(tuple(inputs), ()))
    for ops in ops_per_block:
        b = Block()
        f.regions[0].add_block(b)
        for o in ops:
            b.append(o)
    return ModuleOp.build([f])


def _sibling_region_use() -> Operation:
    from irlite.ir.types import IntegerType

    d = Operation("foo.def", result_types=[IntegerType.get(32)])
    two = Operation("foo.two", regions=2)
    two.regions[0].add_block(Block()).append(d)
    two.regions[1].add_block(Block()).append(Operation("foo.use", [d.results[0]]))
    return two


@pytest.mark.parametrize("in_function", [False, True])
def test_use_from_sibling_region_is_dominance_error(in_function: bool) -> None:
    from irlite.ir.builtin_dialects import ReturnOp

    two = _sibling_region_use()
    top = _func_with([[two, ReturnOp("func.return")]]) if in_function else two
    (diag,) = verify(top)
    assert diag.message == "operand #0 does not dominate this use"
    assert (
        diag.notes[0].message
        == "operand defined here (op is neither in a parent nor in a child region)"
    )


def test_use_from_above_isolated_op_from_hand_built_ir() -> None:
    from irlite.ir.builtin_dialects import ReturnOp
    from irlite.ir.types import IntegerType

    outer = Operation("foo.def", result_types=[IntegerType.get(32)])
    top = _func_with([[Operation("foo.use", [outer.results[0]]), ReturnOp("func.return")]])
    holder = Operation("foo.holder", regions=1)
    holder.regions[0].add_block(Block()).append(outer)
    holder.regions[0].blocks[0].append(top)
    (diag,) = verify(holder)
    assert diag.message == "'foo.use' op using value defined outside the region"
    assert [n.message for n in diag.notes] == ["required by region isolation constraints"]


def test_block_argument_not_owned_by_block() -> None:
    from irlite.ir.builtin_dialects import ReturnOp
    from irlite.ir.types import IntegerType

    b = Block([IntegerType.get(32)])
    other = Block()
    b.args[0].owner = other
    b.append(ReturnOp("func.return"))
    f = _func_with([], inputs=(IntegerType.get(32),))
    func = f.regions[0].blocks[0].first
    func.regions[0].add_block(b)
    (diag,) = verify(f)
    assert diag.message == "block argument not owned by block"


def test_branch_to_other_region() -> None:

    target = Block()
    target.append(Operation("foo.ret"))
    holder = Operation("foo.holder", regions=1)
    holder.regions[0].add_block(target)
    br = STAND_INS[0]("cf.br", successors=[target])
    top = _func_with([[holder, br]])
    (diag,) = verify(top, make_context())
    assert diag.message == "'cf.br' op branching to block of a different region"


def test_erased_value_is_unlinked_operand() -> None:
    from irlite.ir.types import IntegerType

    d = Operation("foo.def", result_types=[IntegerType.get(32)])
    from irlite.ir.builtin_dialects import ReturnOp

    top = _func_with([[Operation("foo.use", [d.results[0]]), ReturnOp("func.return")]])
    (diag,) = verify(top)
    assert diag.message == "operation's operand is unlinked"


# ------------------------------------------------------------------ fast path == exact algorithm


def _random_func(rng: random.Random) -> str:
    lines: list[str] = []
    counter = [0]

    def name() -> str:
        counter[0] += 1
        return f"%v{counter[0]}"

    def region(ind: int, scope: list[str], kind: str, depth: int) -> None:
        nblocks = 1 if kind == "single" else rng.choice([1, 1, 2, 3])
        blocks = []
        for b in range(nblocks):
            args = [name() for _ in range(rng.choice([0, 1]) if b else 0)]
            blocks.append((args, [name() for _ in range(rng.randint(0, 4))]))
        everything = list(scope) + [v for a, o in blocks for v in a + o]
        entry_defs: list[str] = []
        for bi, (args, ops) in enumerate(blocks):
            visible = list(scope) + (entry_defs if bi else []) + args
            if bi or (nblocks > 1 and kind != "func"):
                sig = ", ".join(f"{a}: i32" for a in args)
                lines.append("  " * (ind - 1) + f"^bb{bi}" + (f"({sig})" if args else "") + ":")
            for v in ops:
                pool = everything if rng.random() < 0.1 else visible
                opnds = [rng.choice(pool) for _ in range(rng.choice([0, 1, 2]))] if pool else []
                sig = "(" + ", ".join("i32" for _ in opnds) + ") -> i32"
                if depth < 3 and rng.random() < 0.25:
                    sub = rng.choice(["single", "cfg", "exec", "func"])
                    if sub == "func":
                        # An isolated function, usually not using values from above.
                        lines.append("  " * ind + '"foo.wrap"() ({')
                        lines.append("  " * ind + f"  func.func @fn{counter[0]}() {{")
                        inner_scope = visible if rng.random() < 0.3 else []
                        region(ind + 2, list(inner_scope), "func", depth + 1)
                        lines.append("  " * ind + "  }")
                        lines.append("  " * ind + "}) : () -> ()")
                        lines.append("  " * ind + f'{v} = "foo.op"({", ".join(opnds)}) : {sig}')
                        visible.append(v)
                        if bi == 0:
                            entry_defs.append(v)
                        continue
                    opname = "scf.execute_region" if sub == "exec" else "foo.r"
                    lines.append("  " * ind + f'{v} = "{opname}"({", ".join(opnds)}) ({{')
                    region(ind + 1, visible + ([v] if rng.random() < 0.2 else []), sub, depth + 1)
                    lines.append("  " * ind + f"}}) : {sig}")
                else:
                    lines.append("  " * ind + f'{v} = "foo.op"({", ".join(opnds)}) : {sig}')
                visible.append(v)
                if bi == 0:
                    entry_defs.append(v)
            if nblocks > 1 and bi < nblocks - 1:
                succ = rng.sample(range(1, nblocks), k=1)
                lines.append("  " * ind + f'"foo.br"()[^bb{succ[0]}] : () -> ()')
            elif kind == "func":
                lines.append("  " * ind + "return")
            elif kind == "exec":
                lines.append("  " * ind + '"scf.yield"() : () -> ()')

    lines.append("func.func @main(%a0: i32) {")
    region(1, ["%a0"], "func", 0)
    lines.append("}")
    return "\n".join(lines) + "\n"


def test_fast_walk_agrees_with_exact_algorithm(monkeypatch) -> None:
    rng = random.Random(1234)
    ctx = make_context()
    n_bad = 0
    messages: list[str] = []
    for _ in range(200):
        text = _random_func(rng)
        try:
            top = parse_module(SourceFile("r.mlir", text), ctx)
        except ParseError:
            continue
        fast = [
            (d.message, str(d.loc.offset if hasattr(d.loc, "offset") else d.loc))
            for d in verify(top, ctx)
        ]
        monkeypatch.setattr(V, "_FORCE_EXACT", True)
        exact = [
            (d.message, str(d.loc.offset if hasattr(d.loc, "offset") else d.loc))
            for d in verify(top, ctx)
        ]
        monkeypatch.setattr(V, "_FORCE_EXACT", False)
        assert fast == exact, text
        n_bad += bool(fast)
        messages += [m for m, _ in fast]
    assert n_bad > 10  # the generator does produce invalid IR
    assert any("outside the region" in m for m in messages)


def test_unknown_one_region_op_hides_symbol_tables() -> None:
    from irlite.ir.verifier import nearest_symbol_table

    ctx = make_context(SymUser)
    text = (
        'func.func @f() {\n  "foo.region"() ({\n    "test.call"() {callee = "f"} : () -> ()\n'
        "  }) : () -> ()\n  return\n}\n"
    )
    top = _parse(text, ctx)
    (d,) = verify(top, ctx)
    assert d.message == "'test.call' op 'f' does not reference a valid function"
    region_op = top.regions[0].blocks[0].first.regions[0].blocks[0].first
    assert nearest_symbol_table(region_op, ctx) is None
    # An unregistered op of a known dialect is not an unknown symbol table.
    func = top.regions[0].blocks[0].first
    assert nearest_symbol_table(func, ctx) is top


def test_hand_built_ir_without_locations_renders_unknown() -> None:
    term = _op_class("test.term", {"IsTerminator"})
    top = Operation("foo.top", regions=1)
    b = top.regions[0].add_block(Block())
    b.append(term("test.term"))
    b.append(Operation("foo.after"))
    out: list[str] = []
    engine = DiagnosticEngine()
    engine.register_handler(SourceMgrDiagnosticHandler(SourceManager(load_files=False), out))
    for d in verify(top):
        engine.emit(d)
    assert "".join(out) == (
        "<unknown>:0: error: 'test.term' op must be the last operation in the parent block\n"
        '<unknown>:0: note: see current operation: "test.term"() : () -> ()\n'
    )


# What mlir-opt 19 reports first for ops that break both a count trait and a
# structural trait (HasParent / IsTerminator): the ODS count traits (regions,
# results, successors, operands) are verified before the structural ones.
COUNT_BEFORE_STRUCTURE = [
    ('"tensor.yield"() : () -> ()', "'tensor.yield' op requires a single operand"),
    ('"tensor.yield"(%a, %a) : (i32, i32) -> ()', "'tensor.yield' op requires a single operand"),
    ('"scf.condition"() : () -> ()', "'scf.condition' op expected 1 or more operands, but found 0"),
    ('%x = "scf.condition"(%a) : (i32) -> (i32)', "'scf.condition' op requires zero results"),
    ('"scf.yield"() ({}) : () -> ()', "'scf.yield' op requires zero regions"),
    (
        '"memref.alloca_scope.return"() ({}) : () -> ()',
        "'memref.alloca_scope.return' op requires zero regions",
    ),
    ('%r = "func.return"() : () -> (i32)', "'func.return' op requires zero results"),
    ('"func.call"() ({}) {callee = @f} : () -> ()', "'func.call' op requires zero regions"),
    # Counts fine: the structural trait is what fails.
    (
        '"scf.yield"() : () -> ()',
        (
            "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, "
            "scf.index_switch, scf.while'"
        ),
    ),
]


@pytest.mark.parametrize("body, message", COUNT_BEFORE_STRUCTURE)
def test_count_traits_are_checked_before_structural_traits(body: str, message: str) -> None:
    ctx = Context()
    top = parse_module(f"func.func @f(%a: i32) {{\n  {body}\n  return\n}}\n", ctx)
    diags = verify(top, ctx)
    assert [d.message for d in diags][:1] == [message]


def test_hand_written_op_count_traits() -> None:
    ctx = Context()
    top = parse_module('"builtin.module"() ({}, {}) : () -> ()\n', ctx, implicit_module=False)
    assert [d.message for d in verify(top, ctx)] == ["'builtin.module' op requires one region"]
