"""``--mlir-pass-statistics``: the "Pass statistics report", as MLIR prints it.

Statistics are counters declared on pass classes (``pass_base.Statistic``)
and summed over every op a pass ran on (worker processes send theirs back).
The ``pipeline`` display mirrors the pass manager's nesting
(``'func.func' Pipeline`` lines, passes indented under them); ``list``
merges passes of the same name. Each statistic line is
``(S) <value> <name> - <description>``, values right-aligned per pass.

What it does not do: count anything itself.
"""

from __future__ import annotations

from typing import Any

__all__ = ["statistics_report"]

_SEP = "===" + "-" * 73 + "==="


def _pass_lines(name: str, p_stats: dict, decls: tuple, indent: int, out: list) -> None:
    out.append(" " * indent + name)
    entries = [(d.name, d.description, p_stats.get(d.name, 0)) for d in decls]
    known = {d.name for d in decls}
    entries += [(k, "", v) for k, v in p_stats.items() if k not in known]
    if not entries:
        return
    w = max(len(str(v)) for _, _, v in entries)
    for n, desc, v in entries:
        out.append(" " * (indent + 2) + f"(S) {str(v).rjust(w)} {n} - {desc}")


def statistics_report(pm: Any, display: str = "pipeline") -> str:
    """The report for the passes of ``pm`` (a ``PassManager`` that has run)."""
    from .manager import OpPassManager

    lines = [_SEP, "                         ... Pass statistics report ...", _SEP]
    if display == "list":
        merged: dict[str, tuple[dict, tuple]] = {}
        for p in pm.all_passes():
            st, decls = merged.setdefault(p.DISPLAY_NAME, ({}, p.STATISTICS))
            for k, v in p.statistics.items():
                st[k] = st.get(k, 0) + v
        for name in sorted(merged):
            st, decls = merged[name]
            _pass_lines(name, st, decls, 0, lines)
    else:

        def walk(opm: Any, indent: int) -> None:
            for p in opm.passes:
                if isinstance(p, OpPassManager):
                    lines.append(" " * indent + f"'{p.anchor}' Pipeline")
                    walk(p, indent + 2)
                else:
                    _pass_lines(p.DISPLAY_NAME, p.statistics, p.STATISTICS, indent, lines)

        walk(pm, 0)
    return "\n".join(lines) + "\n"
