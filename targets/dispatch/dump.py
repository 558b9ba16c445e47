"""Each dispatch of a module as a standalone ``.mlir`` file that ``irlite-run`` runs alone.

``standalone_dispatches(module)`` gives, per ``flow.executable`` export that some
``flow.dispatch`` calls (the first call site), the text of a module holding that
executable and a public function named after the export that takes the dispatch's
arguments (tensors as tensors, scalars and extents as themselves) and returns its
results by dispatching once. The file opens with the command that runs it on random
inputs and times it, e.g.::

    // irlite-run mlp_dispatch_0.mlir -e mlp_dispatch_0_matmul_256x512x512_f32 \\
    //   --arg rand:256x512xf32 --arg rand:512x512xf32 --arg rand:512xf32 --time --repeat 10

``dump_dispatches(module, directory)`` writes them as ``DIR/<executable>.mlir`` and
returns the paths; it is ``irlite-opt --dump-dispatches=DIR`` and
``irlite.compile(..., dump_dispatches=DIR)``.

What it does not do: give dynamic extents values (the command line names a placeholder
``1`` for each index argument; a tensor with a dynamic extent needs its shape given), or
dump dispatches that no function calls.
"""

from __future__ import annotations

import os
from typing import Any

from ...ir.builder import Builder
from ...ir.types import FloatType, RankedTensorType

__all__ = ["dump_dispatches", "run_command", "standalone_dispatches"]


def _arg_text(t: Any) -> str:
    if isinstance(t, RankedTensorType):
        dims = "x".join("?" if d < 0 else str(d) for d in t.shape)
        return f"rand:{dims + 'x' if dims else ''}{t.element_type}"
    if isinstance(t, FloatType):
        return "0.5"
    return "1"


def run_command(path: str, entry: str, types: list) -> str:
    """The ``irlite-run`` command that runs and times a dumped dispatch."""
    args = " ".join(f"--arg {_arg_text(t)}" for t in types)
    cmd = f"irlite-run {os.path.basename(path)} -e {entry} {args} --time --repeat 10"
    return cmd.replace("  ", " ")


def standalone_dispatches(module: Any) -> dict[str, tuple[str, str, list]]:
    """``executable name -> (module text, entry function, argument types)``."""
    from ...dialects import builtin, flow, func
    from ...ir.printer import print_op
    from ...rules.flow import dispatch_groups, entry_point

    exes = {
        op.properties["sym_name"].value: op
        for op in module.regions[0].blocks[0].ops
        if op.name == "flow.executable"
    }
    out: dict[str, tuple[str, str, list]] = {}
    for d in module.walk(post_order=False):
        if d.name != "flow.dispatch":
            continue
        exe_name, export = entry_point(d)
        if exe_name in out or exe_name not in exes:
            continue
        work, args, adims, rdims = dispatch_groups(d)
        index = {}
        for i, a in enumerate(args):
            index.setdefault(a, i)
        if any(v not in index for v in [*work, *adims, *rdims]):
            continue  # an extent the dispatch does not also take as an argument
        types = [a.type for a in args]
        m = builtin.module(loc=d.loc)
        with Builder.at_end(m.body, loc=d.loc):
            m.body.append(exes[exe_name].clone())
            f = func.func(export, types, [r.type for r in d.results])
        fargs = list(f.regions[0].blocks[0].args)
        with Builder.at_end(f.regions[0].blocks[0], loc=d.loc):
            nd = flow.dispatch(
                [fargs[index[v]] for v in work],
                fargs,
                [fargs[index[v]] for v in adims],
                [fargs[index[v]] for v in rdims],
                entry_points=d.properties["entry_points"],
                tied_operands=d.properties.get("tied_operands"),
                result_types=[r.type for r in d.results],
            )
            func.return_(list(nd.results))
        out[exe_name] = (print_op(m), export, types)
    return out


def dump_dispatches(module: Any, directory: str) -> list[str]:
    """Writes each dispatch as ``directory/<executable>.mlir`` (see the module docstring)."""
    os.makedirs(directory, exist_ok=True)
    paths = []
    for name, (text, entry, types) in standalone_dispatches(module).items():
        path = os.path.join(directory, name + ".mlir")
        with open(path, "w") as f:
            f.write(f"// {run_command(path, entry, types)}\n{text}\n")
        paths.append(path)
    return paths
