"""The tally a differential test keeps while it compares runs of random programs.

``DifferentialStats`` counts programs, compared runs and runs skipped for undefined
behavior, and keeps one report per mismatch; each test adds its own counters.
``compare_after`` runs a transformed program on the inputs and compares with the
original's results, into those counters.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class DifferentialStats:
    """What a differential test saw; the test fails on the first of ``mismatches``."""

    programs: int = 0
    runs: int = 0
    skipped_ub: int = 0
    mismatches: list[str] = field(default_factory=list)


def compare_after(
    stats: DifferentialStats,
    module: object,
    inputs: list,
    before: list,
    label: str,
    text: str,
    after_text: str,
) -> None:
    """Run ``@f`` of the transformed ``module`` in the reference interpreter on each of
    ``inputs`` and compare with ``before`` (the original's results, or
    ``UndefinedBehavior`` for a run that was UB, which is skipped): a run that becomes UB,
    or a result that differs (``same_result``: bit for bit, NaN equal to NaN, poison
    refinable), is a mismatch reported with ``label``, the arguments and both programs."""
    from irlite.targets.interp import Interpreter, UndefinedBehavior
    from support.interp import same_result

    it = Interpreter(module, max_steps=100_000)
    for args, b in zip(inputs, before):
        stats.runs += 1
        if b is UndefinedBehavior:
            stats.skipped_ub += 1
            continue
        try:
            a = it.run("f", *args)
        except UndefinedBehavior as e:
            stats.mismatches.append(f"{label}: UB after ({e}) for {args}\n{text}\n{after_text}")
            continue
        for i, (x, y) in enumerate(zip(b, a)):
            if not same_result(x, y):
                stats.mismatches.append(
                    f"{label}: result #{i} {x!r} became {y!r} for args {args}\n"
                    f"--- before\n{text}--- after\n{after_text}"
                )
                break
