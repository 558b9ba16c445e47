"""Writing a small .rules file that imports arith.rules and building its rewrite model.

For the tests of rewrite-rule diagnostics: ``rewrite_rules_error`` returns the error a
body of rules gives. Nothing here checks the error's text.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from irlite.gen.errors import RulesError
from irlite.gen.rewrite_model import build_rewrite_model

#: The checkout's arith.rules (absolute).
ARITH_RULES = os.path.abspath(
    os.path.join(os.path.dirname(__file__), "..", "..", "rules", "arith.rules")
)


def rewrite_rules_error(tmp_path: Path, body: str) -> tuple[Path, str]:
    """(the file, the rendered ``RulesError``) for ``body`` written after an import of
    arith.rules and its ``native h`` line as ``tmp_path/bad.rules``; fails the calling test
    where the rewrite model builds."""
    p = tmp_path / "bad.rules"
    p.write_text(f'import "{ARITH_RULES}"\nnative h = irlite.rules.arith_folds\n' + body)
    with pytest.raises(RulesError) as ei:
        build_rewrite_model(str(p))
    return p, str(ei.value)
