"""mlir-opt's ``test`` dialect (``ir.context.mlir_opt_test_dialect``): unknown ``test.*`` ops.

irlite-opt accepts ``"test.foo"()`` as mlir-opt does (tests/lit/cli/test_dialect*.mlir);
here: a Python ``Context()`` does not, the registry is restored after the block, and a
user's own ``test`` dialect is left alone.
"""

from __future__ import annotations

import pytest

import irlite  # noqa: F401  (fills the default registry)
from irlite.ir.context import Context, mlir_opt_test_dialect
from irlite.ir.module import parse_module
from irlite.ir.parser import ParseError
from irlite.ir.printer import print_module
from irlite.ir.registry import DialectRegistry, default_registry
from irlite.ir.verifier import verify

SRC = (
    'func.func @f() -> i32 {\n  %0 = "test.foo"() {a = 1 : i64} : () -> i32\n  return %0 : i32\n}\n'
)


def test_plain_context_rejects_test_ops() -> None:
    with pytest.raises(ParseError, match="unregistered dialect"):
        parse_module(SRC, Context())


def test_inside_the_block_test_ops_parse_verify_and_print_verbatim() -> None:
    with mlir_opt_test_dialect():
        ctx = Context()
        m = parse_module(SRC, ctx)
        verify(m, ctx)
        assert '%0 = "test.foo"() {a = 1 : i64} : () -> i32' in print_module(m)
    assert "test" not in default_registry()
    with pytest.raises(ParseError):
        parse_module(SRC, Context())


def test_custom_form_of_an_unknown_test_op_is_an_error() -> None:
    with (
        mlir_opt_test_dialect(),
        pytest.raises(ParseError, match="custom op 'test.foo' is unknown"),
    ):
        parse_module("func.func @f() {\n  test.foo\n  return\n}\n", Context())


def test_a_registered_test_dialect_is_kept() -> None:
    reg = DialectRegistry()
    mine = []
    reg.insert("test", lambda ctx: mine.append(ctx.register_dialect("test")))
    with mlir_opt_test_dialect(reg):
        ctx = Context(registry=reg)
        assert ctx.dialects.get("test") is mine[0]
        assert not mine[0].allow_unknown_ops
    assert "test" in reg


def test_the_test_dialect_ops_exist_only_inside_the_block() -> None:
    src = (
        "func.func @f(%a: i32) {\n  test.graph_loop %a {\n    test.region_yield %a : i32\n"
        "  } : (i32) -> ()\n  return\n}\n"
    )
    with mlir_opt_test_dialect():
        ctx = Context()
        assert ctx.get_op_class("test.graph_loop") is not None
        m = parse_module(src, ctx)
        assert verify(m, ctx) == []
        assert "test.graph_loop %arg0 {" in print_module(m)
    assert Context().get_op_class("test.graph_loop") is None
    with pytest.raises(ParseError):
        parse_module(src, Context())
