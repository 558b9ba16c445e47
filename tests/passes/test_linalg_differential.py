"""The linalg passes on random structured programs: same interpreter results, mlir-opt 19's text.

The programs are ``support.linalg_programs``' random chains of ``linalg.generic`` (projected
permutation maps, arith/math payloads, reductions, ``linalg.index``) and named ops
(elementwise, transpose, broadcast, reduce). Each program runs in the reference
interpreter on its tensor form and on its buffer form, which must agree, and again after:

* on tensors: ``linalg-fuse-elementwise-ops``, ``linalg-generalize-named-ops``, and both
  (generalize, then fuse: the named ops fuse too);
* on buffers: ``convert-linalg-to-loops``, ``-parallel-loops``, ``-affine-loops`` (no
  structured op may be left), and ``linalg-generalize-named-ops`` before the loops.

A third test draws ``tensor.collapse_shape`` -> elementwise generic (maybe transposed,
maybe reading ``linalg.index``, maybe of a dynamic size) programs for the reshape fusion
by expansion.
Results must be identical (floats bit for bit, any NaN equal to any NaN: ``same_bits``). Where mlir-opt 19 is
installed, irlite's output of each pass on the same programs must be byte-identical to
mlir-opt's. The counts are printed (``-s``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from support.differential import DifferentialStats
from support.fuzz import REPRODUCIBLE
from support.interp import run_inputs
from support.linalg_programs import StructuredProgram
from support.mlir_opt import HAVE_MLIR_OPT, mlir_opt_each, needs_mlir_opt

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module, print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.targets.interp import Interpreter

N_PROGRAMS = 120
TENSOR_PIPELINES = (
    "linalg-fuse-elementwise-ops",
    "linalg-generalize-named-ops",
    "linalg-generalize-named-ops,linalg-fuse-elementwise-ops",
)
BUFFER_PIPELINES = (
    "convert-linalg-to-loops",
    "convert-linalg-to-parallel-loops",
    "convert-linalg-to-affine-loops",
    "linalg-generalize-named-ops,convert-linalg-to-loops",
)
SINGLE_PASSES = (
    ("tensor", "linalg-fuse-elementwise-ops"),
    ("tensor", "linalg-generalize-named-ops"),
    ("memref", "linalg-generalize-named-ops"),
    ("memref", "convert-linalg-to-loops"),
    ("memref", "convert-linalg-to-parallel-loops"),
    ("memref", "convert-linalg-to-affine-loops"),
)


@dataclass
class Stats(DifferentialStats):
    fused: int = 0  # programs where fusion removed a structured op
    structured_ops: int = 0  # structured ops in the programs


def _programs(n: int) -> list[tuple[StructuredProgram, list[list]]]:
    out: list = []

    @settings(REPRODUCIBLE, max_examples=n)
    @given(st.data())
    def gen(data: Any) -> None:
        p = StructuredProgram.draw(data.draw)
        seeds = [data.draw(st.integers(0, 2**31 - 1)) for _ in range(2)]
        out.append((p, [p.draw_inputs(s) for s in seeds]))

    gen()
    return out


def _apply(text: str, pipeline: str) -> tuple[Any, str] | None:
    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    if not run_pipeline(f"builtin.module({pipeline})", m, ctx):
        return None
    return m, print_op(m)


def same_bits(a: Any, b: Any) -> bool:
    """Arrays (or scalars) of the same shape and dtype, equal bit for bit, any NaN equal to
    any NaN."""
    a, b = np.asarray(a), np.asarray(b)
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if a.dtype.kind != "f":
        return bool(np.array_equal(a, b))
    na, nb = np.isnan(a), np.isnan(b)
    if not np.array_equal(na, nb):
        return False
    return a[~na].tobytes() == b[~nb].tobytes()


def compare_after(
    stats: Stats, module: Any, inputs: list, before: list, label: str, text: str, after: str
) -> None:
    """Run ``@f`` of the transformed ``module`` on each input and compare with ``before``."""
    it = Interpreter(module, max_steps=1_000_000)
    for args, b in zip(inputs, before):
        stats.runs += 1
        a = it.run("f", *args)
        for i, (x, y) in enumerate(zip(b, a)):
            if not same_bits(x, y):
                stats.mismatches.append(
                    f"{label}: result #{i} {x!r} became {y!r}\n--- before\n{text}--- after\n{after}"
                )
                return


def _count_linalg(text: str) -> int:
    return sum(1 for line in text.split("\n") if "linalg." in line and "linalg.yield" not in line)


def test_linalg_passes_preserve_results() -> None:
    stats = Stats()
    for prog, inputs in _programs(N_PROGRAMS):
        stats.programs += 1
        stats.structured_ops += len(prog.ops)
        tensor, memref = prog.tensor_text(), prog.memref_text()
        before = run_inputs(tensor, inputs)
        for a, b in zip(before, run_inputs(memref, [[x.copy() for x in i] for i in inputs])):
            for x, y in zip(a, b):
                assert same_bits(x, y), f"tensor and buffer forms differ\n{tensor}{memref}"
        for pipe in TENSOR_PIPELINES:
            res = _apply(tensor, pipe)
            if res is None:
                stats.mismatches.append(f"{pipe}: pass failed on\n{tensor}")
                continue
            m, after = res
            if pipe == TENSOR_PIPELINES[0] and _count_linalg(after) < _count_linalg(tensor):
                stats.fused += 1
            compare_after(stats, m, inputs, before, pipe, tensor, after)
        for pipe in BUFFER_PIPELINES:
            res = _apply(memref, pipe)
            if res is None:
                stats.mismatches.append(f"{pipe}: pass failed on\n{memref}")
                continue
            m, after = res
            if "linalg." in after:
                stats.mismatches.append(f"{pipe}: structured ops left\n{after}")
            fresh = [[x.copy() for x in i] for i in inputs]
            compare_after(stats, m, fresh, before, pipe, memref, after)
    print(
        f"\nlinalg differential: {stats.programs} programs ({stats.structured_ops} structured "
        f"ops), {stats.fused} changed by fusion, {stats.runs} runs, "
        f"{len(TENSOR_PIPELINES) + len(BUFFER_PIPELINES)} pipelines, "
        f"{len(stats.mismatches)} mismatches"
    )
    assert stats.fused > N_PROGRAMS // 5, "too few programs had anything to fuse"
    assert not stats.mismatches, stats.mismatches[0]


@needs_mlir_opt
def test_linalg_passes_match_mlir_opt_on_random_programs() -> None:
    """irlite prints what mlir-opt 19 prints after each pass, on both forms."""
    progs = [p for p, _ in _programs(N_PROGRAMS)]
    bad = []
    for kind, name in SINGLE_PASSES:
        texts = [p.text(kind) for p in progs]
        expected = mlir_opt_each(texts, f"--{name}")
        for t, e in zip(texts, expected):
            res = _apply(t, name)
            got = None if res is None else print_module(res[0])
            if got != e:
                bad.append((name, t, e, got))
    print(
        f"\nlinalg passes vs mlir-opt: {len(progs)} random programs x {len(SINGLE_PASSES)} "
        f"passes, {len(bad)} differ"
    )
    assert not bad, f"{bad[0][0]}\n{bad[0][1]}--- mlir-opt\n{bad[0][2]}--- irlite\n{bad[0][3]}"


def _reshape_program(draw: Any) -> tuple[str, list]:
    """A collapse_shape feeding an elementwise generic (maybe transposed, maybe indexed, the
    outer size maybe dynamic): what reshape fusion by expansion rewrites."""
    a, b, c = (draw(st.integers(1, 3)) for _ in range(3))
    dyn = draw(st.integers(0, 2)) == 0  # the outer size as `?`
    a_t, ab_t = ("?", "?") if dyn else (a, a * b)
    src = f"tensor<{a_t}x{b}x{c}xf32>"
    flat = f"tensor<{ab_t}x{c}xf32>"
    transposed = draw(st.booleans())
    out = f"tensor<{c}x{ab_t}xf32>" if transposed else flat
    in_map = (
        "affine_map<(d0, d1) -> (d1, d0)>" if transposed else "affine_map<(d0, d1) -> (d0, d1)>"
    )
    ident = "affine_map<(d0, d1) -> (d0, d1)>"
    body = [f"%s = {draw(st.sampled_from(BINARY_OPS))} %x, %y : f32"]
    res = "%s"
    if draw(st.booleans()):
        d = draw(st.integers(0, 1))
        body += [
            f"%i = linalg.index {d} : index",
            "%j = arith.index_cast %i : index to i32",
            "%f = arith.sitofp %j : i32 to f32",
            "%t = arith.addf %s, %f : f32",
        ]
        res = "%t"
    lines = [
        f"func.func @f(%a: {src}, %b: {out}) -> ({out}) {{",
        f"  %c = tensor.collapse_shape %a [[0, 1], [2]] : {src} into {flat}",
        *(
            [
                f"  %k = arith.constant {1 if transposed else 0} : index",
                f"  %n = tensor.dim %b, %k : {out}",
                f"  %e = tensor.empty(%n) : {out}",
            ]
            if dyn
            else [f"  %e = tensor.empty() : {out}"]
        ),
        f"  %0 = linalg.generic {{indexing_maps = [{in_map}, {ident}, {ident}], iterator_types ="
        f' ["parallel", "parallel"]}} ins(%c, %b : {flat}, {out}) outs(%e : {out}) {{',
        "  ^bb0(%x: f32, %y: f32, %o: f32):",
        *[f"    {x}" for x in body],
        f"    linalg.yield {res} : f32",
        f"  }} -> {out}",
        f"  return %0 : {out}",
        "}",
    ]
    seed = draw(st.integers(0, 2**31 - 1))
    rng = np.random.default_rng(seed)
    shape_b = (c, a * b) if transposed else (a * b, c)
    args = [
        rng.uniform(-2, 2, (a, b, c)).astype(np.float32),
        rng.uniform(-2, 2, shape_b).astype(np.float32),
    ]
    return "\n".join(lines) + "\n", args


BINARY_OPS = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]


def test_reshape_fusion_on_random_programs() -> None:
    """Reshape fusion by expansion keeps the results (and, with mlir-opt 19, its text)."""
    progs: list = []

    @settings(REPRODUCIBLE, max_examples=80)
    @given(st.data())
    def gen(data: Any) -> None:
        progs.append(_reshape_program(data.draw))

    gen()
    stats = Stats()
    fused = 0
    for text, args in progs:
        stats.programs += 1
        before = run_inputs(text, [args])
        res = _apply(text, "linalg-fuse-elementwise-ops")
        assert res is not None, text
        m, after = res
        fused += "ins(%arg0" in after  # the generic reads the uncollapsed tensor
        compare_after(stats, m, [args], before, "reshape fusion", text, after)
    print(f"\nreshape fusion: {stats.programs} programs, {stats.runs} runs, {fused} fused")
    assert not stats.mismatches, stats.mismatches[0]
    assert fused > len(progs) // 2, f"only {fused} of {len(progs)} fused"
    if HAVE_MLIR_OPT:
        texts = [t for t, _ in progs]
        expected = mlir_opt_each(texts, "--linalg-fuse-elementwise-ops")
        got = [print_module(_apply(t, "linalg-fuse-elementwise-ops")[0]) for t in texts]
        bad = [(t, e, g) for t, e, g in zip(texts, expected, got) if g != e]
        assert not bad, f"{bad[0][0]}--- mlir-opt\n{bad[0][1]}--- irlite\n{bad[0][2]}"
