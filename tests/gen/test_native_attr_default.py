"""An attribute default written as a native helper's name (``value: AnyAttr = h.NAME``).

MLIR's ``DefaultValuedAttr`` of an attribute no literal can write (``ub.poison``'s
``#ub.poison``): the default is materialized by the builder and the parsers and elided
by ``attr-dict`` and optional groups (tests/lit/dialects/ub-ops.mlir shows the text); an
unknown alias is an error at the entry.
"""

from __future__ import annotations

import pytest

from irlite.gen.errors import RulesError
from irlite.gen.loader import builtin_module
from irlite.gen.model import build_model
from irlite.ir.types import IntegerType
from irlite.rules.ub import POISON


def test_the_default_is_materialized_and_elided() -> None:
    ub = builtin_module("ub")
    assert ub.PoisonOp.DEFAULT_PROPERTIES == {"value": POISON}
    op = ub.PoisonOp.build(result_type=IntegerType.get(32))
    assert op.properties["value"] is POISON
    assert op.fold() is POISON


def test_an_unknown_alias_is_located(tmp_path) -> None:
    p = tmp_path / "t.rules"
    p.write_text("dialect t\nop foo {\n  attrs { v: AnyAttr = q.X }\n  results { r: AnyInt }\n}\n")
    with pytest.raises(RulesError) as ei:
        build_model(str(p))
    e = ei.value
    assert "unknown native alias 'q' in default 'q.X'" in e.message
    assert e.loc is not None and e.loc.line == 3
