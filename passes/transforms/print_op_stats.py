"""``print-op-stats``: count ops by name and print MLIR's "Operations encountered" table.

The table goes to the pass's ``output`` stream (stderr by default), sorted by
op name, dialect names right-aligned and op names left-aligned as mlir-opt
prints them; ``json=true`` prints ``{"name" : count, ...}`` instead.

What it does not do: change the IR (all analyses are preserved).
"""

from __future__ import annotations

import sys
from typing import Any

from ..infra.pass_base import Option, Pass, register_pass


def op_stats_table(counts: dict[str, int]) -> str:
    """The text mlir-opt's ``--print-op-stats`` prints for ``counts``."""
    names = sorted(counts)
    split = [n.split(".", 1) if "." in n else ["", n] for n in names]
    wd = max((len(d) for d, _ in split), default=0)
    wo = max((len(o) for _, o in split), default=0)
    lines = ["Operations encountered:", "-----------------------"]
    for n, (d, o) in zip(names, split):
        lines.append(f"  {d.rjust(wd)}.{o.ljust(wo)} , {counts[n]}")
    return "\n".join(lines) + "\n"


def op_stats_json(counts: dict[str, int]) -> str:
    body = ",\n".join(f'"{n}" : {counts[n]}' for n in sorted(counts))
    return "{\n" + body + "\n}\n"


@register_pass(
    "print-op-stats",
    summary="Print statistics of operations",
    options=[Option("json", bool, False, "print the stats as JSON")],
)
class PrintOpStats(Pass):
    """Counts the ops below the anchor op by name and prints the table."""

    output: Any = None  # a text stream; None means sys.stderr at run time

    def run_on_operation(self, op: Any) -> None:
        counts: dict[str, int] = {}
        for o in op.walk():
            counts[o.name] = counts.get(o.name, 0) + 1
        out = self.output or sys.stderr
        out.write(op_stats_json(counts) if self.json else op_stats_table(counts))
        out.flush()
        self.mark_all_analyses_preserved()
