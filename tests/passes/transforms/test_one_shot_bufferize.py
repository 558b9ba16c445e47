"""one-shot-bufferize: random tensor programs (insert/extract, extract_slice/insert_slice
chains, tensor.empty, constants, scf.for with tensor iter_args, scf.if) give the same
interpreter results before and after the pass, with and without function-boundary
bufferization and with copy-before-write; the in-place decisions of small cases; the
pass's errors."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from support.differential import DifferentialStats, compare_after

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify
from irlite.passes.infra.manager import run_pipeline
from irlite.targets.interp import Interpreter, UndefinedBehavior

N = 8  # every tensor of the programs is tensor<8xi32> (slices: tensor<4xi32>)


class _Gen:
    """A random function ``@f(%a, %b: tensor<8xi32>, %v: i32) -> (tensor, tensor, i32)``."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []
        self.k = 0
        self.tensors = ["%a", "%b"]
        self.scalars = ["%v"]

    def fresh(self) -> str:
        self.k += 1
        return f"%x{self.k}"

    def idx(self, hi: int = N) -> str:
        n = self.fresh()
        self.lines.append(f"  {n} = arith.constant {self.rng.randrange(hi)} : index")
        return n

    def step(self, indent: str = "  ") -> None:
        r = self.rng
        kind = r.choice(["insert", "extract", "slice", "slice", "empty", "const", "for", "if"])
        t = r.choice(self.tensors)
        n = self.fresh()
        if kind == "insert":
            i = self.idx()
            self.lines.append(
                f"{indent}{n} = tensor.insert {r.choice(self.scalars)} into {t}[{i}] : tensor<8xi32>"
            )
            self.tensors.append(n)
        elif kind == "extract":
            i = self.idx()
            self.lines.append(f"{indent}{n} = tensor.extract {t}[{i}] : tensor<8xi32>")
            m = self.fresh()
            self.lines.append(f"{indent}{m} = arith.addi {n}, {r.choice(self.scalars)} : i32")
            self.scalars.append(m)
        elif kind == "slice":
            o = r.randrange(N - 3)
            self.lines.append(
                f"{indent}{n} = tensor.extract_slice {t}[{o}] [4] [1] : tensor<8xi32> to tensor<4xi32>"
            )
            if r.random() < 0.6:
                s = self.fresh()
                self.lines.append(f"{indent}{s} = arith.constant {r.randrange(4)} : index")
                w = self.fresh()
                self.lines.append(
                    f"{indent}{w} = tensor.insert {r.choice(self.scalars)} into {n}[{s}] : tensor<4xi32>"
                )
                n = w
            d = r.choice(self.tensors)
            m = self.fresh()
            o2 = r.randrange(N - 3)
            self.lines.append(
                f"{indent}{m} = tensor.insert_slice {n} into {d}[{o2}] [4] [1] : tensor<4xi32> into tensor<8xi32>"
            )
            self.tensors.append(m)
        elif kind == "empty":
            self.lines.append(f"{indent}{n} = tensor.empty() : tensor<8xi32>")
            full = self.fresh()
            self.lines.append(
                f"{indent}{full} = tensor.insert_slice {self._slice_of(t, indent)} into {n}[0] [4] [1] : tensor<4xi32> into tensor<8xi32>"
            )
            m = self.fresh()
            self.lines.append(
                f"{indent}{m} = tensor.insert_slice {self._slice_of(t, indent)} into {full}[4] [4] [1] : tensor<4xi32> into tensor<8xi32>"
            )
            self.tensors.append(m)
        elif kind == "const":
            vals = ", ".join(str(r.randrange(-5, 5)) for _ in range(N))
            self.lines.append(f"{indent}{n} = arith.constant dense<[{vals}]> : tensor<8xi32>")
            self.tensors.append(n)
        elif kind == "for":
            c0, c4, c1 = self.fresh(), self.fresh(), self.fresh()
            self.lines.append(f"{indent}{c0} = arith.constant 0 : index")
            self.lines.append(f"{indent}{c4} = arith.constant {r.randrange(1, N)} : index")
            self.lines.append(f"{indent}{c1} = arith.constant 1 : index")
            src = r.choice(self.tensors)
            x, y, z = self.fresh(), self.fresh(), self.fresh()
            self.lines.append(
                f"{indent}{n} = scf.for %iv{self.k} = {c0} to {c4} step {c1} iter_args(%it{self.k} = {t}) -> (tensor<8xi32>) {{"
            )
            self.lines.append(f"{indent}  {x} = tensor.extract {src}[%iv{self.k}] : tensor<8xi32>")
            self.lines.append(f"{indent}  {y} = arith.addi {x}, {r.choice(self.scalars)} : i32")
            self.lines.append(
                f"{indent}  {z} = tensor.insert {y} into %it{self.k}[%iv{self.k}] : tensor<8xi32>"
            )
            self.lines.append(f"{indent}  scf.yield {z} : tensor<8xi32>")
            self.lines.append(f"{indent}}}")
            self.tensors.append(n)
        else:
            c = self.fresh()
            self.lines.append(
                f"{indent}{c} = arith.cmpi slt, {r.choice(self.scalars)}, {r.choice(self.scalars)} : i32"
            )
            other = r.choice(self.tensors)
            i = self.idx()
            w = self.fresh()
            self.lines.append(f"{indent}{n} = scf.if {c} -> (tensor<8xi32>) {{")
            self.lines.append(
                f"{indent}  {w} = tensor.insert {r.choice(self.scalars)} into {t}[{i}] : tensor<8xi32>"
            )
            self.lines.append(f"{indent}  scf.yield {w} : tensor<8xi32>")
            self.lines.append(f"{indent}}} else {{")
            self.lines.append(f"{indent}  scf.yield {other} : tensor<8xi32>")
            self.lines.append(f"{indent}}}")
            self.tensors.append(n)

    def _slice_of(self, t: str, indent: str) -> str:
        s = self.fresh()
        o = self.rng.randrange(N - 3)
        self.lines.append(
            f"{indent}{s} = tensor.extract_slice {t}[{o}] [4] [1] : tensor<8xi32> to tensor<4xi32>"
        )
        return s

    def build(self, n_ops: int) -> str:
        for _ in range(n_ops):
            self.step()
        r = self.rng
        outs = [self.tensors[-1], r.choice(self.tensors)]
        body = "\n".join(self.lines)
        return (
            "func.func @f(%a: tensor<8xi32>, %b: tensor<8xi32>, %v: i32) -> (tensor<8xi32>, tensor<8xi32>, i32) {\n"
            f"{body}\n  return {outs[0]}, {outs[1]}, {self.scalars[-1]} : tensor<8xi32>, tensor<8xi32>, i32\n}}\n"
        )


def _with_caller(callee: str, rng: random.Random) -> str:
    """``callee`` (an ``@f``) renamed ``@callee``, and an ``@f`` that calls it twice, writes
    into an argument between the calls and returns a mix of results and arguments."""
    body = callee.replace("func.func @f(", "func.func @callee(", 1)
    i = rng.randrange(N)
    first = rng.choice(["%a", "%b"])
    return body + (
        "func.func @f(%a: tensor<8xi32>, %b: tensor<8xi32>, %v: i32) -> "
        "(tensor<8xi32>, tensor<8xi32>, i32) {\n"
        f"  %r:3 = call @callee({first}, %b, %v) : (tensor<8xi32>, tensor<8xi32>, i32) -> "
        "(tensor<8xi32>, tensor<8xi32>, i32)\n"
        f"  %c = arith.constant {i} : index\n"
        "  %w = tensor.insert %r#2 into %a[%c] : tensor<8xi32>\n"
        "  %s:3 = call @callee(%r#1, %w, %r#2) : (tensor<8xi32>, tensor<8xi32>, i32) -> "
        "(tensor<8xi32>, tensor<8xi32>, i32)\n"
        "  %x = tensor.extract %a[%c] : tensor<8xi32>\n"
        "  %y = arith.addi %x, %s#2 : i32\n"
        "  return %s#0, %r#0, %y : tensor<8xi32>, tensor<8xi32>, i32\n}\n"
    )


def _inputs(rng: random.Random) -> list:
    out = []
    for _ in range(3):
        a = np.array([rng.randrange(-9, 9) for _ in range(N)], dtype=np.int32)
        b = np.array([rng.randrange(-9, 9) for _ in range(N)], dtype=np.int32)
        out.append([a, b, np.int32(rng.randrange(-9, 9))])
    return out


def _run(module, inputs: list) -> list:
    it = Interpreter(module, max_steps=100_000)
    res = []
    for args in inputs:
        try:
            res.append(
                it.run(
                    "f", *[np.array(a, copy=True) if isinstance(a, np.ndarray) else a for a in args]
                )
            )
        except UndefinedBehavior:
            res.append(UndefinedBehavior)
    return res


PIPELINES = {
    "tensor-boundaries": "builtin.module(one-shot-bufferize)",
    "function-boundaries": (
        "builtin.module(one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map})"
    ),
    "infer-layouts": "builtin.module(one-shot-bufferize{bufferize-function-boundaries})",
    "copy-before-write": "builtin.module(one-shot-bufferize{copy-before-write})",
    "calls": (
        "builtin.module(one-shot-bufferize{bufferize-function-boundaries "
        "function-boundary-type-conversion=identity-layout-map})"
    ),
}


@pytest.mark.parametrize("label", sorted(PIPELINES))
def test_random_programs_agree_after_bufferization(label: str) -> None:
    rng = random.Random(1234)
    stats = DifferentialStats()
    copies = 0
    for p in range(60):
        text = _Gen(rng).build(rng.randrange(2, 9))
        if label == "calls":
            text = _with_caller(text, rng)
        inputs = _inputs(rng)
        ctx = Context()
        m = parse_module(text, ctx)
        before = _run(m, inputs)
        m2 = parse_module(text, ctx)
        assert run_pipeline(PIPELINES[label], m2, ctx), text
        verify(m2)
        after_text = print_op(m2)
        assert "tensor.insert" not in after_text and "tensor.extract" not in after_text
        copies += after_text.count("memref.copy")
        stats.programs += 1
        compare_after(
            stats,
            m2,
            [
                [np.array(a, copy=True) if isinstance(a, np.ndarray) else a for a in args]
                for args in inputs
            ],
            before,
            f"{label} program {p}",
            text,
            after_text,
        )
    print(f"{label}: {stats.programs} programs, {stats.runs} runs, {copies} copies")
    assert not stats.mismatches, stats.mismatches[0]
    assert stats.runs >= 150


def _analysis(text: str, opts: str = "") -> str:
    ctx = Context()
    m = parse_module(text, ctx)
    assert run_pipeline(f"builtin.module(one-shot-bufferize{{test-analysis-only {opts}}})", m, ctx)
    return print_op(m)


def test_write_after_read_of_the_same_tensor_is_out_of_place() -> None:
    out = _analysis(
        """func.func @f(%t: tensor<8xi32>, %v: i32, %i: index) -> (tensor<8xi32>, i32) {
  %0 = tensor.insert %v into %t[%i] : tensor<8xi32>
  %1 = tensor.extract %t[%i] : tensor<8xi32>
  return %0, %1 : tensor<8xi32>, i32
}""",
        "bufferize-function-boundaries",
    )
    assert (
        'tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]}'
        in out
    )
    out = _analysis(
        """func.func @f(%t: tensor<8xi32>, %v: i32, %i: index) -> (tensor<8xi32>, i32) {
  %1 = tensor.extract %t[%i] : tensor<8xi32>
  %0 = tensor.insert %v into %t[%i] : tensor<8xi32>
  return %0, %1 : tensor<8xi32>, i32
}""",
        "bufferize-function-boundaries",
    )
    assert '{__inplace_operands_attr__ = ["none", "true", "none"]}' in out


def test_unknown_op_is_an_error_unless_allowed() -> None:
    text = """func.func @f(%t: tensor<8xi32>) -> tensor<8xi32> {
  %0 = "test.op"(%t) : (tensor<8xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}"""
    ctx = Context(allow_unregistered=True)
    m = parse_module(text, ctx)
    assert run_pipeline("builtin.module(one-shot-bufferize{allow-unknown-ops})", m, ctx)
    assert "bufferization.to_tensor" not in print_op(m) or '"test.op"' in print_op(m)


BENCH = Path(__file__).resolve().parents[3] / "benchmarks" / "workloads"
SHRINK = (("4096", "6"), ("1024", "5"), ("512", "4"), ("256", "3"))


def _bench_programs() -> list:
    if not BENCH.is_dir():
        return []
    return sorted(p for p in BENCH.glob("*.mlir"))


@pytest.mark.parametrize("path", _bench_programs(), ids=lambda p: p.stem)
def test_bench_programs_agree_after_bufferization(path: Path) -> None:
    """The tensor-level bench programs (shapes shrunk) compute the same in the interpreter
    before and after the end-goal bufferization (function boundaries, identity layouts),
    and the bufferized function takes and returns plain memrefs."""
    text = path.read_text()
    for a, b in SHRINK:
        text = text.replace(a, b)
    ctx = Context()
    m = parse_module(text, ctx)
    f = m.regions[0].blocks[0].first
    name = f.properties["sym_name"].value
    ft = f.properties["function_type"].value
    rng = np.random.default_rng(7)
    args = [rng.standard_normal(t.shape).astype(np.float32) for t in ft.inputs]
    before = Interpreter(m).run(name, *[a.copy() for a in args])
    m2 = parse_module(text, ctx)
    assert run_pipeline(PIPELINES["function-boundaries"], m2, ctx)
    verify(m2)
    out = print_op(m2)
    assert "tensor<" not in out, out
    after = Interpreter(m2).run(name, *[a.copy() for a in args])
    for x, y in zip(before, after):
        np.testing.assert_array_equal(np.asarray(x), np.asarray(y))


def test_splat_and_generate_bufferize_to_linalg_map() -> None:
    """tensor.splat and tensor.generate become a new buffer filled by linalg.map (MLIR 19)
    and compute the same values in the interpreter."""
    text = """func.func @f(%t: tensor<?xf32>, %d: index, %s: f32) -> (tensor<?x3xf32>, tensor<?x2xf32>) {
  %0 = tensor.generate %d {
  ^bb0(%i: index, %j: index):
    %x = tensor.extract %t[%i] : tensor<?xf32>
    %y = arith.index_cast %j : index to i32
    %z = arith.sitofp %y : i32 to f32
    %w = arith.addf %x, %z : f32
    tensor.yield %w : f32
  } : tensor<?x3xf32>
  %1 = tensor.splat %s[%d] : tensor<?x2xf32>
  return %0, %1 : tensor<?x3xf32>, tensor<?x2xf32>
}"""
    ctx = Context()
    args = [np.array([1.5, -2.0, 4.0], dtype=np.float32), np.int64(3), np.float32(0.25)]
    before = Interpreter(parse_module(text, ctx)).run("f", *args)
    m = parse_module(text, ctx)
    assert run_pipeline(PIPELINES["function-boundaries"], m, ctx)
    out = print_op(m)
    assert out.count("linalg.map outs(%alloc") == 2 and "tensor." not in out
    after = Interpreter(m).run("f", *args)
    for x, y in zip(before, after):
        np.testing.assert_array_equal(x, y)
    np.testing.assert_array_equal(after[0][:, 2], args[0] + 2)


def test_pad_bufferizes_to_a_filled_buffer_and_a_copy() -> None:
    """tensor.pad: a new buffer filled with the padding value by linalg.map, the source
    copied into its middle; the bufferized function computes numpy's pad."""
    text = """func.func @f(%t: tensor<?x3xf32>, %v: f32, %l: index) -> tensor<6x5xf32> {
  %0 = tensor.pad %t low[%l, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x3xf32> to tensor<6x5xf32>
  return %0 : tensor<6x5xf32>
}"""
    ctx = Context()
    m = parse_module(text, ctx)
    assert run_pipeline(PIPELINES["function-boundaries"], m, ctx)
    out = print_op(m)
    assert "linalg.map outs(%alloc : memref<6x5xf32>)" in out and "memref.copy %arg0" in out
    src = np.arange(12, dtype=np.float32).reshape(4, 3)
    (got,) = Interpreter(m).run("f", src, np.float32(-1), np.int64(1))
    np.testing.assert_array_equal(got, np.pad(src, ((1, 1), (1, 1)), constant_values=-1))
