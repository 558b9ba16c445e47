"""``strip-debuginfo``: replace every location with ``loc(unknown)`` (MLIR's StripDebugInfo).

Ops and block arguments below (and including) the anchor op lose their
locations. What it does not do: touch locations held inside attributes.
"""

from __future__ import annotations

from typing import Any

from ...ir.location import UnknownLoc
from ..infra.pass_base import Pass, register_pass


@register_pass("strip-debuginfo", summary="Strip debug info from all operations")
class StripDebugInfo(Pass):
    """Removes all location information from the IR."""

    def run_on_operation(self, op: Any) -> None:
        unknown = UnknownLoc.get()
        for o in op.walk(post_order=False):
            o.loc = unknown
            for r in o.regions:
                for b in r.blocks:
                    for a in b.args:
                        a.loc = unknown
        self.mark_all_analyses_preserved()
