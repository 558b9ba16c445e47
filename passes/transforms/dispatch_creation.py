"""``dispatch-creation``: a tensor program becomes ``flow.executable``s called by
``flow.dispatch``es (IREE 3.13's DispatchCreation pipeline, with irlite's fusion policy).

The steps, in order: ``dispatch-generalize-named-ops`` (what the policy generalizes),
``linalg-fuse-elementwise-ops`` (MLIR 19's producer/consumer fusion), then
``form-dispatch-regions`` (groups under the policy), ``clone-producers-into-dispatch-regions``
(fills, empties, constants copied in), ``outline-dispatch-regions`` (executables and
dispatches) and ``deduplicate-executables``. The pipeline is expanded in place, so
``--mlir-print-ir-after-all`` and ``--mlir-timing`` see every step.

The built-in default policy (``rows``) is used; to apply another, write the steps out
with the option on each policy-reading pass, e.g.
``--pass-pipeline='builtin.module(func.func(dispatch-generalize-named-ops{fusion=iree},
linalg-fuse-elementwise-ops,form-dispatch-regions{fusion=iree},
clone-producers-into-dispatch-regions{fusion=iree}),outline-dispatch-regions,
deduplicate-executables)'`` (``pipeline_for(policy, fusion)`` builds that text).
"""

from __future__ import annotations

from ..infra.registry import register_pass_pipeline

__all__ = ["PIPELINE", "pipeline_for"]


def pipeline_for(policy: str = "", fusion: str = "", debug_fusion: bool = False) -> str:
    """The ``dispatch-creation`` steps as pipeline text, each policy-reading pass given
    ``policy``/``fusion`` (empty: the built-in default)."""
    opts = []
    if policy:
        opts.append(f"policy={{{policy}}}")
    if fusion:
        opts.append(f"fusion={fusion}")
    o = "{" + " ".join(opts) + "}" if opts else ""
    form = " ".join(opts + (["debug-fusion=true"] if debug_fusion else []))
    fo = "{" + form + "}" if form else ""
    return (
        f"func.func(dispatch-generalize-named-ops{o},linalg-fuse-elementwise-ops,"
        f"form-dispatch-regions{fo},clone-producers-into-dispatch-regions{o}),"
        "outline-dispatch-regions,deduplicate-executables"
    )


#: The passes of ``dispatch-creation``, as pipeline text.
PIPELINE = pipeline_for()

register_pass_pipeline(
    "dispatch-creation",
    "Form dispatches from a tensor program: generalize, fuse elementwise ops, form dispatch "
    "regions under the fusion policy, clone producers, outline, deduplicate",
    PIPELINE,
)
