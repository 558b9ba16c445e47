"""The dialect conversion framework (``irlite.passes.rewrite.dialect_conversion``) through its Python API.

Toy conversions on arith/func: ``i32`` -> ``i64`` (1:1) and ``i64`` -> ``(i32, i32)``
(1:N), checked on the printed IR. Covers the type converter (order, fall-through,
failure, 1:N, caching, legality), signature conversions, the target's legality
levels, partial / full / analysis conversion and their errors, pattern benefit,
worklist revisits, in-place updates, block signatures (entry and other blocks),
materializations, cast folding and statistics.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from support.diagnostics import collect_diagnostics

from irlite.ir.attributes import TypeAttr
from irlite.ir.context import Context
from irlite.ir.diagnostics import _resolve, find_file_loc
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.types import FunctionType, IndexType, IntegerType
from irlite.passes.rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionTarget,
    SignatureConversion,
    TypeConverter,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
)

I1, I32, I64 = IntegerType.get(1), IntegerType.get(32), IntegerType.get(64)


def _parse(src: str) -> Any:
    return parse_module(src, Context(allow_unregistered=True), filename="in.mlir")


def _text(m: Any) -> str:
    return print_module(m)


def _messages(diags: list) -> list:
    return [d.message for d in diags]


# ------------------------------------------------------------------ toy i32 -> i64 conversion


def widen_converter() -> TypeConverter:
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: I64 if t is I32 else None)
    return tc


class WidenBinary(ConversionPattern):
    """arith.addi/muli on i32 -> the same op on i64 (adaptor operands are i64)."""

    ROOT = "arith.addi"

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        new = rw.lookup_op_class(op.name).build(operands[0], operands[1], loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class WidenMul(WidenBinary):
    ROOT = "arith.muli"


class WidenReturn(ConversionPattern):
    ROOT = "func.return"

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        rw.replace_op_with_new(op, rw.create_detached("func.return", operands, loc=op.loc))
        return True


class WidenFunc(ConversionPattern):
    """func.func: convert the signature and every block of the body."""

    ROOT = "func.func"

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        tc = self.type_converter
        ft = op.get_attr("function_type").value
        conv = tc.convert_signature_args(list(ft.inputs))
        results = tc.convert_types(ft.results)
        if conv is None or results is None:
            return rw.notify_match_failure(op, "signature does not convert")
        if rw.convert_region_types(op.regions[0], tc, conv) is None:
            return rw.notify_match_failure(op, "a block does not convert")
        new_ft = FunctionType.get(conv.converted_types, results)
        rw.modify_op_in_place(op, lambda: op.set_attr("function_type", TypeAttr.get(new_ft)))
        return True


def widen_target(tc: TypeConverter) -> ConversionTarget:
    t = ConversionTarget()
    t.add_legal_op("builtin.module")
    t.add_dynamically_legal_dialect("arith", lambda op: tc.is_legal(op))
    t.add_dynamically_legal_op("func.return", lambda op: tc.is_legal(op))
    t.add_dynamically_legal_op(
        "func.func", lambda op: tc.is_signature_legal(op.get_attr("function_type").value)
    )
    t.add_legal_op("builtin.unrealized_conversion_cast")
    return t


def widen_patterns(tc: TypeConverter) -> list:
    return [WidenBinary(tc), WidenMul(tc), WidenReturn(tc), WidenFunc(tc)]


SRC = """func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"""


def test_partial_conversion_converts_everything_and_folds_casts() -> None:
    tc = widen_converter()
    m = _parse(SRC)
    stats: dict = {}
    assert apply_partial_conversion(m, widen_target(tc), widen_patterns(tc), stats=stats)
    assert _text(m) == (
        "module {\n"
        "  func.func @f(%arg0: i64, %arg1: i64) -> i64 {\n"
        "    %0 = arith.addi %arg0, %arg1 : i64\n"
        "    %1 = arith.muli %0, %arg1 : i64\n"
        "    return %1 : i64\n"
        "  }\n"
        "}\n"
    )
    assert stats == {"WidenFunc": 1, "WidenBinary": 1, "WidenMul": 1, "WidenReturn": 1}


def test_partial_conversion_leaves_casts_for_unconverted_users() -> None:
    tc = widen_converter()
    m = _parse(SRC)
    pats = [WidenBinary(tc), WidenReturn(tc), WidenFunc(tc)]  # no pattern for muli
    target = widen_target(tc)
    target.add_legal_op("arith.muli")  # partial: muli may stay on i32
    assert apply_partial_conversion(m, target, pats)
    assert _text(m) == (
        "module {\n"
        "  func.func @f(%arg0: i64, %arg1: i64) -> i64 {\n"
        "    %0 = builtin.unrealized_conversion_cast %arg1 : i64 to i32\n"
        "    %1 = arith.addi %arg0, %arg1 : i64\n"
        "    %2 = builtin.unrealized_conversion_cast %1 : i64 to i32\n"
        "    %3 = arith.muli %2, %0 : i32\n"
        "    %4 = builtin.unrealized_conversion_cast %3 : i32 to i64\n"
        "    return %4 : i64\n"
        "  }\n"
        "}\n"
    )


def test_partial_conversion_fails_on_illegal_op_left() -> None:
    tc = widen_converter()
    m = _parse(SRC)
    pats = [WidenBinary(tc), WidenReturn(tc), WidenFunc(tc)]
    with collect_diagnostics() as d:
        assert not apply_partial_conversion(m, widen_target(tc), pats)
    assert _messages(d) == [
        "failed to legalize operation 'arith.muli' that was explicitly marked illegal"
    ]
    loc = find_file_loc(_resolve(d[0].loc))
    assert (loc.file, loc.line, loc.col) == ("in.mlir", 3, 8)  # at the muli


def test_partial_conversion_ignores_unknown_ops_full_conversion_does_not() -> None:
    src = 'func.func @g(%a: i32) -> i32 {\n  %0 = "test.op"(%a) : (i32) -> i32\n  return %0 : i32\n}\n'
    tc = widen_converter()
    m = _parse(src)
    assert apply_partial_conversion(m, widen_target(tc), widen_patterns(tc))
    assert '"test.op"(%0) : (i32) -> i32' in _text(m)
    m = _parse(src)
    with collect_diagnostics() as d:
        assert not apply_full_conversion(m, widen_target(tc), widen_patterns(tc))
    assert _messages(d) == ["failed to legalize operation 'test.op'"]


def test_full_conversion_succeeds_when_all_legal() -> None:
    tc = widen_converter()
    m = _parse(SRC)
    assert apply_full_conversion(m, widen_target(tc), widen_patterns(tc))
    assert "i32" not in _text(m)


def test_analysis_conversion_reports_legalizable_ops_and_keeps_ir() -> None:
    tc = widen_converter()
    m = _parse(SRC)
    before = _text(m)
    pats = [WidenBinary(tc), WidenReturn(tc), WidenFunc(tc)]  # muli cannot be legalized
    ok = apply_analysis_conversion(m, widen_target(tc), pats)
    assert _text(m) == before
    names = sorted(o.name for o in ok)
    assert names == ["arith.addi", "builtin.module", "func.func", "func.return"]
    assert all(o in set(m.walk()) for o in ok)  # the original ops, not the clone's


def test_unrealized_cast_illegal_reports_live_materialization() -> None:
    tc = widen_converter()
    m = _parse(SRC)
    target = widen_target(tc)
    target.add_legal_op("arith.muli")
    target.add_illegal_op("builtin.unrealized_conversion_cast")
    with collect_diagnostics() as d:
        assert not apply_partial_conversion(
            m, target, [WidenBinary(tc), WidenReturn(tc), WidenFunc(tc)]
        )
    assert _messages(d)[0].startswith(
        "failed to legalize unresolved materialization from ('i64') to 'i32'"
    )
    assert d[0].notes and "see existing live user here" in d[0].notes[-1].message


# ------------------------------------------------------------------ type converter


def test_type_converter_order_fallthrough_failure_and_cache() -> None:
    calls: list = []
    tc = TypeConverter()
    tc.add_conversion(lambda t: (calls.append("old"), t)[1])
    tc.add_conversion(lambda t: (calls.append("new"), None)[1])  # not handled: try older
    assert tc.convert_type(I32) is I32
    assert calls == ["new", "old"]
    assert tc.convert_type(I32) is I32 and calls == ["new", "old"]  # cached
    tc.add_conversion(lambda t: False if t is I1 else None)  # explicit failure stops
    assert tc.convert_type(I1) is None
    assert tc.convert_types([I32, I1]) is None
    assert not tc.is_legal(I1) and tc.is_legal([I32, I32])


def test_type_converter_one_to_many_and_legality() -> None:
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: [I32, I32] if t is I64 else None)
    tc.add_conversion(lambda t: [] if t is IndexType.get() else None)
    assert tc.convert_type(I64) is None  # not 1:1
    assert tc.convert_type_list(I64) == [I32, I32]
    assert tc.convert_types([I64, IndexType.get(), I1]) == [I32, I32, I1]
    assert tc.is_legal(I1) and not tc.is_legal(I64)
    assert tc.is_signature_legal(FunctionType.get([I1], [I32]))
    assert not tc.is_signature_legal(FunctionType.get([I64], []))
    m = _parse("func.func @h(%a: i64, %b: i1) {\n  %0 = arith.addi %b, %b : i1\n  return\n}\n")
    add = m.body.first.regions[0].blocks[0].first
    assert tc.is_legal(add)


def test_signature_conversion_mappings() -> None:
    m = _parse("func.func @s(%a: i32, %b: i32, %c: i32) {\n  return\n}\n")
    blockarg = m.body.first.regions[0].blocks[0].args[0]
    conv = SignatureConversion(3)
    conv.add_inputs(0, [I64, I64])
    conv.remap_input(1, blockarg)
    conv.add_inputs(2, I1)
    conv.add_inputs([I32])  # a trailing new input
    assert conv.converted_types == [I64, I64, I1, I32]
    assert conv.get_input_mapping(0) == (0, 2, None)
    assert conv.get_input_mapping(1)[1:] == (0, blockarg)
    assert conv.get_input_mapping(2) == (2, 1, None)


# ------------------------------------------------------------------ legality


def test_target_legality_levels() -> None:
    m = _parse(
        "func.func @t(%a: i32) {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %a, %a : i32\n"
        '  "foo.bar"() : () -> ()\n  return\n}\n'
    )
    body = list(m.body.first.regions[0].blocks[0].ops)
    add, mul, foo, ret = body
    t = ConversionTarget()
    assert t.is_legal(add) is None  # unknown
    t.add_illegal_dialect("arith")
    assert t.is_legal(add) is False and t.is_illegal(add)
    t.add_legal_op("arith.addi")  # op rules win over dialect rules
    assert t.is_legal(add) is True and t.is_legal(mul) is False
    t.add_dynamically_legal_op("arith.muli", lambda op: None)  # defers to the dialect
    assert t.is_legal(mul) is False
    t.add_dynamically_legal_op("arith.muli", lambda op: op.operands[0].type is I32)
    assert t.is_legal(mul) is True
    assert t.is_legal(foo) is None
    t.mark_unknown_op_dynamically_legal(lambda op: op.name.startswith("foo."))
    assert t.is_legal(foo) is True and t.is_legal(ret) is False
    t.add_legal_dialect("func")
    assert t.is_legal(ret) is True


def test_recursively_legal_ops_are_not_visited() -> None:
    # two copies of one function: @r is marked recursively legal, @q is converted
    body = "(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n"
    m = _parse("".join(f"func.func @{name}{body}" for name in ("r", "q")))
    tc = widen_converter()
    target = widen_target(tc)
    target.mark_op_recursively_legal("func.func", lambda op: op.get_attr("sym_name").value == "r")
    target.add_dynamically_legal_op(
        "func.func",
        lambda op: (
            op.get_attr("sym_name").value == "r"
            or tc.is_signature_legal(op.get_attr("function_type").value)
        ),
    )
    assert apply_full_conversion(m, target, widen_patterns(tc))
    text = _text(m)
    assert "@r(%arg0: i32) -> i32" in text and "@q(%arg0: i64) -> i64" in text


# ------------------------------------------------------------------ patterns and the worklist


class _Rename(ConversionPattern):
    """test.a -> test.<to> (benefit set per instance)."""

    ROOT = "test.a"

    def __init__(self, to: str, benefit: int) -> None:
        super().__init__(benefit=benefit)
        self.to = to

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        from irlite.ir.core import Operation

        rw.replace_op_with_new(
            op, Operation("test." + self.to, operands, op.result_types, loc=op.loc)
        )
        return True


def test_patterns_apply_by_benefit() -> None:
    for pats, want in (
        ([_Rename("low", 1), _Rename("high", 5)], "test.high"),
        ([_Rename("first", 2), _Rename("second", 2)], "test.first"),
    ):
        m = _parse('"test.a"() : () -> ()\n')
        t = ConversionTarget()
        t.add_illegal_op("test.a")
        t.add_legal_dialect("test")  # what the patterns make must be legalizable (MLIR's)
        assert apply_partial_conversion(m, t, pats)
        assert want in _text(m)


class _RenameAny(ConversionPattern):
    """Any test.a -> test.any (root=None)."""

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        from irlite.ir.core import Operation

        if op.name != "test.a":
            return False
        rw.replace_op_with_new(op, Operation("test.any", operands, op.result_types, loc=op.loc))
        return True


def test_conversion_patterns_are_rewrite_patterns() -> None:
    from irlite.passes.rewrite.pattern import PatternApplicator, RewritePattern

    p = _Rename("x", 3)
    assert isinstance(p, RewritePattern)
    assert (p.root, p.benefit, p.debug_name) == ("test.a", 3, "_Rename")
    line = Path(__file__).read_text().splitlines().index("class _Rename(ConversionPattern):") + 1
    assert p.location == f"test_dialect_conversion.py:{line}"  # the class statement
    assert _RenameAny().root is None
    # the driver's order is the applicator's: an op's own patterns before root=None ones on ties
    pats = [_RenameAny(), _Rename("own", 1)]
    assert PatternApplicator(pats).patterns_for("test.a") == [pats[1], pats[0]]
    m = _parse('"test.a"() : () -> ()\n')
    t = ConversionTarget()
    t.add_legal_dialect("test")
    t.add_illegal_op("test.a")
    assert apply_partial_conversion(m, t, pats)
    assert "test.own" in _text(m)


class _SeeContext(ConversionPattern):
    """Records the context its rewriter resolves op names in (and changes nothing)."""

    ROOT = "test.a"
    seen: list = []

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        _SeeContext.seen.append(rw.context)
        return False


def test_conversion_pass_uses_the_pass_managers_context() -> None:
    from irlite.passes.infra.manager import PassManager
    from irlite.passes.infra.pass_base import Pass

    class _Convert(Pass):
        ARGUMENT = "test-convert"

        def run_on_operation(self, op: Any) -> None:
            apply_partial_conversion(op, ConversionTarget(), [_SeeContext()], context=self.context)

    ctx = Context(allow_unregistered=True)
    m = parse_module('"test.a"() : () -> ()\n', ctx)
    pm = PassManager(ctx)
    pm.add_pass(_Convert())
    _SeeContext.seen.clear()
    assert pm.run(m)
    assert _SeeContext.seen == [ctx]
    # without a context a conversion resolves names in a fresh one of its own
    apply_partial_conversion(m, ConversionTarget(), [_SeeContext()])
    assert _SeeContext.seen[1] is not ctx and isinstance(_SeeContext.seen[1], Context)


class _Producer(ConversionPattern):
    ROOT = "test.producer"

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        from irlite.ir.core import Operation

        new = Operation("test.wide_producer", (), [I64], loc=op.loc)
        rw.replace_op_with_new(op, new)
        return True


class _Consumer(ConversionPattern):
    """Applies only once its operand's producer was widened (adaptor operand is i64)."""

    ROOT = "test.consumer"
    tries = 0

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        from irlite.ir.core import Operation

        type(self).tries += 1
        if operands[0].type is not I64:
            return rw.notify_match_failure(op, "producer not converted yet")
        rw.replace_op_with_new(op, Operation("test.wide_consumer", operands, (), loc=op.loc))
        return True


def test_failed_op_is_retried_when_its_operand_changes() -> None:
    # the module body is a graph region: the consumer is visited before its producer
    m = _parse('"test.consumer"(%0) : (i32) -> ()\n%0 = "test.producer"() : () -> i32\n')
    t = ConversionTarget()
    t.add_legal_op(
        "builtin.module",
        "builtin.unrealized_conversion_cast",
        "test.wide_producer",
        "test.wide_consumer",
    )
    t.add_illegal_op("test.consumer", "test.producer")
    _Consumer.tries = 0
    assert apply_full_conversion(m, t, [_Consumer(), _Producer()])
    assert _Consumer.tries == 2
    text = _text(m)
    assert '"test.wide_consumer"(%0) : (i64) -> ()' in text and "unrealized" not in text


class _Toggle(ConversionPattern):
    """Updates test.b in place without making it legal; the driver must not loop."""

    ROOT = "test.b"
    runs = 0

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        type(self).runs += 1
        rw.modify_op_in_place(op, lambda: op.set_discardable_attr("touched", TypeAttr.get(I1)))
        return True


class _Finish(ConversionPattern):
    ROOT = "test.b"
    BENEFIT = 0

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        rw.erase_op(op)
        return True


def test_in_place_update_that_stays_illegal_is_retried_without_that_pattern() -> None:
    m = _parse('"test.b"() : () -> ()\n')
    t = ConversionTarget()
    t.add_legal_op("builtin.module")
    t.add_illegal_op("test.b")
    _Toggle.runs = 0
    assert apply_full_conversion(m, t, [_Toggle(), _Finish()])
    assert _Toggle.runs == 1 and "test.b" not in _text(m)


# ------------------------------------------------------------------ block signatures and 1:N


def split_converter() -> TypeConverter:
    """i64 -> (i32, i32); N:1 source materialization left as a cast."""
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: [I32, I32] if t is I64 else None)
    return tc


class SplitFunc(WidenFunc):
    pass


def test_region_signature_conversion_one_to_many_entry_and_other_blocks() -> None:
    src = (
        "func.func @b(%a: i64, %c: i1) -> i1 {\n  cf.br ^bb1(%a : i64)\n"
        '^bb1(%x: i64):\n  "test.use"(%x, %a) : (i64, i64) -> ()\n  return %c : i1\n}\n'
    )
    tc = split_converter()
    m = _parse(src)
    t = ConversionTarget()
    t.add_legal_op("builtin.module", "builtin.unrealized_conversion_cast")
    t.add_dynamically_legal_op(
        "func.func", lambda op: tc.is_signature_legal(op.get_attr("function_type").value)
    )
    assert apply_partial_conversion(m, t, [SplitFunc(tc)])
    text = _text(m)
    assert "func.func @b(%arg0: i32, %arg1: i32, %arg2: i1) -> i1 {" in text
    assert "%0 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, i32 to i64" in text
    assert "^bb1(%1: i32, %2: i32):" in text
    assert "%3 = builtin.unrealized_conversion_cast %1, %2 : i32, i32 to i64" in text
    assert '"test.use"(%3, %0) : (i64, i64) -> ()' in text


def test_convert_region_types_leaves_ir_untouched_when_a_block_fails() -> None:
    tc = TypeConverter()
    tc.add_conversion(lambda t: t if t is not I1 else False)
    m = _parse(
        'func.func @c(%a: i32) {\n  cf.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  "test.k"() : () -> ()\n'
        "  cf.br ^bb2\n^bb2:\n  return\n}\n"
    )
    m2 = _parse(
        "func.func @c(%a: i32) {\n  %t = arith.constant true\n  cf.br ^bb1(%t : i1)\n"
        "^bb1(%x: i1):\n  return\n}\n"
    )
    before = _text(m2)
    seen: dict = {}

    class Probe(ConversionPattern):
        ROOT = "func.func"

        def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
            seen["entry"] = rw.convert_region_types(op.regions[0], tc)
            return False

    t = ConversionTarget()
    t.add_illegal_op("func.func")
    apply_partial_conversion(m2.body.first, t, [Probe()])
    assert seen["entry"] is None and _text(m2) == before
    with collect_diagnostics():
        apply_partial_conversion(m.body.first, t, [Probe()])
    assert seen["entry"] is m.body.first.regions[0].blocks[0]


def test_source_materialization_callback_replaces_remaining_casts() -> None:
    tc = widen_converter()

    def mat(rw: Any, to_type: Any, inputs: list, loc: Any) -> Any:
        return rw.create(
            rw.lookup_op_class("arith.trunci"), inputs[0], out_type=to_type, loc=loc
        ).results[0]

    tc.add_source_materialization(mat)
    m = _parse(SRC)
    target = widen_target(tc)
    target.add_legal_op("arith.muli", "arith.trunci")
    assert apply_partial_conversion(m, target, [WidenBinary(tc), WidenReturn(tc), WidenFunc(tc)])
    text = _text(m)
    assert "arith.trunci %1 : i64 to i32" in text and "arith.trunci %arg1 : i64 to i32" in text
    assert "unrealized_conversion_cast %3 : i32 to i64" in text  # no target callback: cast stays


def test_replace_op_rejects_wrong_arity_before_mutating() -> None:
    class Bad(ConversionPattern):
        ROOT = "test.x"

        def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
            rw.replace_op(op, [])
            return True

    m = _parse('%0 = "test.x"() : () -> i32\n"test.y"(%0) : (i32) -> ()\n')
    t = ConversionTarget()
    t.add_illegal_op("test.x")
    with pytest.raises(Exception, match="1 results, 0 replacement values"):
        apply_partial_conversion(m, t, [Bad()])
    assert '"test.x"' in _text(m)


# ------------------------------------------------------------------ LLVMTypeConverter


def _func_type(sig: str) -> Any:
    m = _parse(f"func.func private @x{sig}\n")
    return m.body.first.get_attr("function_type").value


def test_llvm_type_converter_types() -> None:
    from irlite.passes.conversion.llvm_common.type_converter import LLVMTypeConverter

    ft = _func_type(
        "(index, si32, f8E5M2, complex<f32>, vector<2x3xindex>, vector<f32>, memref<4x?xf32>, "
        "memref<f32, 3>, memref<*xf32>, tensor<2xf32>, (i32) -> i32, bf16)"
    )
    tc = LLVMTypeConverter()
    got = [str(tc.convert_type(t)) for t in ft.inputs]
    assert got == [
        "i64",
        "i32",
        "i8",
        "!llvm.struct<(f32, f32)>",
        "!llvm.array<2 x vector<3xi64>>",
        "vector<1xf32>",
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>",
        "!llvm.struct<(ptr<3>, ptr<3>, i64)>",
        "!llvm.struct<(i64, ptr)>",
        "None",
        "!llvm.ptr",
        "bf16",
    ]
    assert str(LLVMTypeConverter(32).convert_type(ft.inputs[6])) == (
        "!llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>"
    )


def test_llvm_function_signature_conversion() -> None:
    from irlite.passes.conversion.llvm_common.type_converter import LLVMTypeConverter

    tc = LLVMTypeConverter()
    ft = _func_type("(memref<?xf32>, index, memref<*xi8>) -> (i32, memref<2xf32>)")
    fty, conv = tc.convert_function_signature(ft)
    assert str(fty) == (
        "!llvm.func<struct<(i32, struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>)> "
        "(ptr, ptr, i64, i64, i64, i64, i64, ptr)>"
    )
    assert conv.get_input_mapping(0) == (0, 5, None) and conv.get_input_mapping(2) == (6, 2, None)
    assert str(tc.convert_function_signature(_func_type("(i1)"))[0]) == "!llvm.func<void (i1)>"
    bare = LLVMTypeConverter(use_bare_ptr_call_conv=True)
    assert str(
        bare.convert_function_signature(_func_type("(memref<4xf32>) -> memref<4xf32>"))[0]
    ) == ("!llvm.func<ptr (ptr)>")
    assert bare.convert_function_signature(_func_type("(memref<?xf32, strided<[?]>>)")) is None
    assert tc.convert_function_signature(_func_type("(tensor<2xf32>)")) is None


# ------------------------------------------------------------------ reconcile-unrealized-casts API


def test_reconcile_api_reports_remaining_casts() -> None:
    from irlite.passes.conversion.reconcile_casts import (
        check_no_unrealized_casts,
        reconcile_unrealized_casts,
    )

    m = _parse(
        "func.func @r(%a: i64) -> index {\n"
        "  %0 = builtin.unrealized_conversion_cast %a : i64 to index\n"
        "  %1 = builtin.unrealized_conversion_cast %0 : index to i64\n"
        "  %2 = builtin.unrealized_conversion_cast %1 : i64 to index\n"
        "  return %2 : index\n}\n"
    )
    left: list = []
    assert reconcile_unrealized_casts(m, left) == 2
    assert [str(c.results[0].type) for c in left] == ["index"]
    with collect_diagnostics() as d:
        assert not check_no_unrealized_casts(m)
    assert _messages(d) == [
        "failed to legalize operation 'builtin.unrealized_conversion_cast' that was explicitly marked illegal"
    ]


# ------------------------------------------------------------------ the oracle

MLIR_OPT = Path("/usr/lib/llvm-19/bin/mlir-opt")
LIT = Path(__file__).resolve().parents[2] / "lit" / "conversion"

# (lit file, mlir-opt flags, FileCheck prefix): the expectations written there are mlir-opt 19's
ORACLE_CASES = [
    ("scf-to-cf.mlir", ["--convert-scf-to-cf"], "CHECK"),
    ("scf-to-cf-parallel.mlir", ["--convert-scf-to-cf"], "CHECK"),
    ("scf-to-cf-nested.mlir", ["--convert-scf-to-cf"], "CHECK"),
    ("cf-to-llvm.mlir", ["--convert-cf-to-llvm"], "CHECK"),
    (
        "cf-to-llvm-index.mlir",
        [
            "--convert-cf-to-llvm",
            "--convert-arith-to-llvm",
            "--convert-func-to-llvm",
            "--reconcile-unrealized-casts",
        ],
        "PIPE",
    ),
    ("reconcile-unrealized-casts.mlir", ["--reconcile-unrealized-casts"], "CHECK"),
]


@pytest.mark.skipif(
    not MLIR_OPT.exists(), reason="mlir-opt 19 not installed (Debian package mlir-19-tools)"
)
@pytest.mark.parametrize(
    ("name", "flags", "prefix"), ORACLE_CASES, ids=[c[0] for c in ORACLE_CASES]
)
def test_lit_expectations_are_mlir_opts(name: str, flags: list, prefix: str) -> None:
    """The CHECK lines of the conversion lit tests also hold for mlir-opt 19's output."""
    path = LIT / name
    out = subprocess.run(
        [str(MLIR_OPT), *flags, str(path)], capture_output=True, text=True, check=True
    ).stdout
    fc = subprocess.run(
        [sys.executable, "-m", "filecheck", str(path), f"--check-prefix={prefix}"],
        input=out,
        capture_output=True,
        text=True,
        check=False,
    )
    assert fc.returncode == 0, fc.stderr


# ------------------------------------------------------------------ folding


class _LowerIndexConst(ConversionPattern):
    """arith.constant : index -> an opaque i64 op (replaced through a cast)."""

    ROOT = "arith.constant"

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        from irlite.ir.core import Operation

        rw.replace_op_with_new(op, Operation("test.i64_const", (), [I64], loc=op.loc))
        return True


def test_folders_see_original_operands_and_run_before_patterns() -> None:
    src = (
        "func.func @k(%x: index, %y: index) -> (index, index) {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %a = arith.addi %x, %c0 : index\n"
        "  %b = arith.addi %x, %y : index\n"
        "  return %a, %b : index, index\n}\n"
    )
    m = _parse(src)
    t = ConversionTarget()
    t.add_illegal_op("arith.constant", "arith.addi")
    t.mark_unknown_op_dynamically_legal(lambda op: True)
    stats: dict = {}
    # addi %x, %c0 folds although %c0 was lowered first: the folder sees the old constant
    with collect_diagnostics() as d:
        assert not apply_partial_conversion(m, t, [_LowerIndexConst()], stats=stats)
    assert stats == {"_LowerIndexConst": 1, "(fold)": 1}
    # the other addi has nothing to fold and no pattern: the error names it
    assert _messages(d) == [
        "failed to legalize operation 'arith.addi' that was explicitly marked illegal"
    ]
    text = _text(m)
    # a failed conversion is undone as a whole (MLIR's): the IR is the input
    assert "%0 = arith.addi %arg0, %c0 : index\n    %1 = arith.addi %arg0, %arg1 : index" in text
    assert "unrealized_conversion_cast" not in text  # the dead cast of the constant is gone
    m = _parse(src)
    stats = {}
    with collect_diagnostics():
        apply_partial_conversion(m, t, [_LowerIndexConst()], stats=stats, fold=False)
    assert "(fold)" not in stats  # fold=False: nothing folds
