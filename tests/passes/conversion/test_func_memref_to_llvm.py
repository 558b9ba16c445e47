"""convert-func-to-llvm, finalize-memref-to-llvm and convert-to-llvm, through the Python API.

* registration and options (MLIR 19's names and defaults, plus irlite's
  ``memref-arg-noalias``);
* differential checks against mlir-opt 19 (skipped without it): the
  finalize-memref-to-llvm output is byte-identical; the func/convert-to-llvm
  output equals mlir-opt's once ``builtin.unrealized_conversion_cast`` lines are
  set aside (which casts are left before ``reconcile-unrealized-casts`` is the
  conversion driver's business);
* the lowered code runs: memref arguments (zero-copy descriptors), ``alloc``
  with alignment, ``dim``, ``copy`` (memcpy), globals, several results, calls,
  and the ``_mlir_ciface_`` wrapper called from ctypes with a C descriptor;
* ``memref-arg-noalias`` reaches LLVM IR as ``noalias`` on the aligned pointer;
* bad option values are located diagnostics, not tracebacks.

The ``.mlir`` files under ``tests/lit/conversion`` hold the op-by-op checks.
"""

from __future__ import annotations

import ctypes
import re
import subprocess

import numpy as np
import pytest
from support.mlir_opt import MLIR_OPT, needs_mlir_opt, run_tool

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.targets.abi import memref_descriptor_ctype


def _run(src: str, pipeline: str) -> str:
    from irlite.passes.infra.manager import PassManager

    ctx = Context()
    m = parse_module(src, ctx)
    pm = PassManager.from_pipeline(f"builtin.module({pipeline})", ctx)
    assert pm.run(m)
    return print_module(m)


_CAST = re.compile(r"^\s*(%\w+) = builtin\.unrealized_conversion_cast (%\w+) : .*$")


def _without_casts(text: str) -> list[str]:
    """The op lines with casts removed and every use of a cast replaced by its input,
    then values renumbered per function: what remains must be equal."""
    out: list[str] = []
    alias: dict[str, str] = {}
    for line in text.rstrip().splitlines():
        m = _CAST.match(line)
        if m:
            alias[m.group(1)] = alias.get(m.group(2), m.group(2))
            continue
        if line.strip().startswith(("func.func", "llvm.func")):
            alias = {}
        line = re.sub(r"%\w+", lambda mm, a=alias: a.get(mm.group(0), mm.group(0)), line)
        out.append(line.rstrip())
    # renumber %N by order of definition, per function
    res: list[str] = []
    names: dict[str, str] = {}
    for line in out:
        if line.strip().startswith(("func.func", "llvm.func")):
            names = {}
        d = re.match(r"\s*(%\d+)(?::\d+)? = ", line)
        if d and d.group(1) not in names:
            names[d.group(1)] = f"%v{len(names)}"
        res.append(re.sub(r"%\d+", lambda mm, n=names: n.get(mm.group(0), mm.group(0)), line))
    return res


# ------------------------------------------------------------------ registration


def test_passes_and_options_registered():
    from irlite.passes.infra.registry import lookup_pass

    fin = lookup_pass("finalize-memref-to-llvm")
    assert fin is not None
    assert {o.name for o in fin.options} == {
        "use-aligned-alloc",
        "index-bitwidth",
        "use-generic-functions",
    }
    func = lookup_pass("convert-func-to-llvm")
    assert {o.name for o in func.options} == {
        "use-bare-ptr-memref-call-conv",
        "index-bitwidth",
        "memref-arg-noalias",
    }
    assert func.anchor == "builtin.module"
    c2l = lookup_pass("convert-to-llvm")
    assert {o.name for o in c2l.options} == {"filter-dialects", "memref-arg-noalias"}
    for info in (fin, func, c2l):
        assert all(o.default in (False, 0, []) for o in info.options)


def test_pattern_lists_cover_the_ops():
    from irlite.passes.conversion.convert_to_llvm import collect_patterns
    from irlite.passes.conversion.func_to_llvm import populate_func_to_llvm_patterns
    from irlite.passes.conversion.memref_to_llvm import (
        make_llvm_type_converter,
        populate_finalize_memref_to_llvm_patterns,
    )

    tc = make_llvm_type_converter()
    roots = {p.root for p in populate_finalize_memref_to_llvm_patterns(tc)}
    memref_ops = """alloc alloca dealloc load store dim rank cast reinterpret_cast view transpose
        global get_global copy atomic_rmw"""
    assert {f"memref.{name}" for name in memref_ops.split()} <= roots
    # left to expand-strided-metadata, as in MLIR 19
    assert not roots & {"memref.subview", "memref.expand_shape", "memref.collapse_shape"}
    assert {"func.func", "func.return", "func.call"} <= {
        p.root for p in populate_func_to_llvm_patterns(tc)
    }
    all_roots = {p.root for p in collect_patterns(tc)}
    assert {
        "arith.addi",
        "math.sqrt",
        "index.add",
        "cf.br",
        "func.func",
        "memref.load",
    } <= all_roots
    assert "scf.for" not in all_roots
    only = {p.root.split(".")[0] for p in collect_patterns(tc, ["memref"])}
    assert only == {"memref"}


# ------------------------------------------------------------------ against mlir-opt 19

MEMREF_CASES = {
    "alloc": """
func.func @f(%n: index) -> memref<4x?xf32> {
  %a = memref.alloc(%n) {alignment = 16} : memref<4x?xf32>
  %b = memref.alloca(%n) : memref<?x2xi16>
  memref.dealloc %a : memref<4x?xf32>
  return %a : memref<4x?xf32>
}""",
    "access": """
func.func @f(%a: memref<3x?x5xf64, strided<[?, 5, 1], offset: 7>>, %i: index, %j: index, %v: f64) -> f64 {
  %x = memref.load %a[%i, %j, %i] : memref<3x?x5xf64, strided<[?, 5, 1], offset: 7>>
  memref.store %v, %a[%j, %i, %j] : memref<3x?x5xf64, strided<[?, 5, 1], offset: 7>>
  %c2 = arith.constant 2 : index
  %d = memref.dim %a, %c2 : memref<3x?x5xf64, strided<[?, 5, 1], offset: 7>>
  return %x : f64
}""",
    "views": """
func.func @f(%a: memref<?x?xi32>, %b: memref<64xi8>, %n: index) -> memref<?x?xi32, strided<[1, ?]>> {
  %t = memref.transpose %a (i, j) -> (j, i) : memref<?x?xi32> to memref<?x?xi32, strided<[1, ?]>>
  %v = memref.view %b[%n][] : memref<64xi8> to memref<4x2xf16>
  %r = memref.reinterpret_cast %a to offset: [3], sizes: [%n], strides: [2] : memref<?x?xi32> to memref<?xi32, strided<[2], offset: 3>>
  return %t : memref<?x?xi32, strided<[1, ?]>>
}""",
    "globals": """
memref.global "private" constant @c : memref<2xi64> = dense<[1, 2]>
func.func @f(%x: memref<2xi64>) {
  %g = memref.get_global @c : memref<2xi64>
  memref.copy %g, %x : memref<2xi64> to memref<2xi64>
  return
}""",
}


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(MEMREF_CASES))
def test_finalize_memref_equals_mlir_opt(name):
    src = MEMREF_CASES[name]
    assert (
        _run(src, "finalize-memref-to-llvm").rstrip()
        == run_tool(MLIR_OPT, "--finalize-memref-to-llvm", stdin=src, timeout=60).rstrip()
    )


FUNC_CASES = {
    "results": """
func.func @f(%a: memref<?xf32>, %b: i1) -> (memref<?xf32>, i1, index) {
  %c = arith.constant 3 : index
  return %a, %b, %c : memref<?xf32>, i1, index
}
func.func @g(%a: memref<?xf32>) -> index {
  %t = arith.constant true
  %r:3 = call @f(%a, %t) : (memref<?xf32>, i1) -> (memref<?xf32>, i1, index)
  return %r#2 : index
}""",
    "ciface": """
func.func @f(%a: memref<2x?xf32>, %s: f64) -> memref<2x?xf32> attributes {llvm.emit_c_interface} {
  return %a : memref<2x?xf32>
}
func.func private @ext(memref<f32>, i8) -> i8 attributes {llvm.emit_c_interface}""",
}


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(FUNC_CASES))
@pytest.mark.parametrize("flag", ["convert-func-to-llvm", "convert-to-llvm"])
def test_func_lowering_equals_mlir_opt_up_to_casts(name, flag):
    src = FUNC_CASES[name]
    assert _without_casts(_run(src, flag)) == _without_casts(
        run_tool(MLIR_OPT, "--" + flag, stdin=src, timeout=60)
    )


# ------------------------------------------------------------------ running the lowered code

KERNELS = """
func.func @axpy(%a: f32, %x: memref<?xf32> {llvm.noalias}, %y: memref<?xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %xv = memref.load %x[%i] : memref<?xf32>
    %yv = memref.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xv : f32
    %s = arith.addf %p, %yv : f32
    memref.store %s, %y[%i] : memref<?xf32>
  }
  return
}

func.func @fill(%n: index, %v: f64) -> memref<?x3xf64> {
  %m = memref.alloc(%n) {alignment = 64} : memref<?x3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %v, %m[%i, %j] : memref<?x3xf64>
    }
  }
  return %m : memref<?x3xf64>
}

memref.global "private" constant @table : memref<4xi32> = dense<[10, 20, 30, 40]>

func.func @lookup(%i: index) -> (i32, index) {
  %t = memref.get_global @table : memref<4xi32>
  %v = memref.load %t[%i] : memref<4xi32>
  %r = memref.rank %t : memref<4xi32>
  return %v, %r : i32, index
}

func.func @copy_rows(%src: memref<2x4xi64>, %dst: memref<2x4xi64>) {
  memref.copy %src, %dst : memref<2x4xi64> to memref<2x4xi64>
  return
}

func.func @twice(%x: memref<?xf32>) {
  %two = arith.constant 2.0 : f32
  call @axpy(%two, %x, %x) : (f32, memref<?xf32>, memref<?xf32>) -> ()
  return
}
"""


@pytest.fixture(scope="module")
def kernels():
    import irlite

    return irlite.compile(KERNELS, target="cpu")


def test_memref_arguments_run_zero_copy(kernels):
    x = np.arange(10, dtype=np.float32)
    y = np.ones(10, dtype=np.float32)
    kernels.axpy(3.0, x, y)
    np.testing.assert_array_equal(y, 3 * np.arange(10, dtype=np.float32) + 1)


def test_alloc_with_alignment_and_result_descriptor(kernels):
    m = kernels.fill(5, 2.5)
    assert m.shape == (5, 3)
    np.testing.assert_array_equal(m, np.full((5, 3), 2.5))
    assert m.ctypes.data % 64 == 0  # the aligned pointer honours alignment = 64


def test_global_rank_and_several_results(kernels):
    v, r = kernels.lookup(2)
    assert int(v) == 30 and int(r) == 1


def test_memcpy_copy(kernels):
    src = np.arange(8, dtype=np.int64).reshape(2, 4)
    dst = np.zeros((2, 4), dtype=np.int64)
    kernels.copy_rows(src, dst)
    np.testing.assert_array_equal(dst, src)


def test_call_passes_descriptors(kernels):
    x = np.arange(6, dtype=np.float32)
    kernels.twice(x)  # x = 2x + x
    np.testing.assert_array_equal(x, 3 * np.arange(6, dtype=np.float32))


_Desc1D = memref_descriptor_ctype(1)  # the product's ctypes layout of memref<?x...>


def test_c_interface_wrapper_from_ctypes():
    """``_mlir_ciface_<f>`` takes pointers to descriptors and returns a memref through
    a pointer passed first, as MLIR's C interface does."""
    from irlite.targets.llvm.jit import compile_llvm_ir
    from irlite.targets.llvm.translate import translate_to_llvmir

    src = """
func.func @scale(%a: memref<?xf64>, %s: f64) -> memref<?xf64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf64>
    %w = arith.mulf %v, %s : f64
    memref.store %w, %a[%i] : memref<?xf64>
  }
  return %a : memref<?xf64>
}"""
    from irlite.passes.infra.manager import PassManager

    ctx = Context()
    m = parse_module(src, ctx)
    pm = PassManager.from_pipeline(
        "builtin.module(convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)", ctx
    )
    assert pm.run(m)
    jm = compile_llvm_ir(translate_to_llvmir(m), opt_level=2)
    fn = ctypes.CFUNCTYPE(None, ctypes.POINTER(_Desc1D), ctypes.POINTER(_Desc1D), ctypes.c_double)(
        jm.address("_mlir_ciface_scale")
    )
    a = np.arange(5, dtype=np.float64)
    d = _Desc1D(a.ctypes.data, a.ctypes.data, 0, (ctypes.c_int64 * 1)(5), (ctypes.c_int64 * 1)(1))
    out = _Desc1D()
    fn(ctypes.byref(out), ctypes.byref(d), 4.0)
    np.testing.assert_array_equal(a, 4.0 * np.arange(5))
    assert out.aligned == a.ctypes.data and out.sizes[0] == 5 and out.strides[0] == 1


def test_memref_arg_noalias_reaches_llvm_ir():
    import irlite

    def compiled(pipeline: str | None) -> str:
        return irlite.compile(KERNELS, target="cpu", pipeline=pipeline).llvm_ir

    plain = compiled("convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts")
    ext = compiled(
        "convert-scf-to-cf,convert-to-llvm{memref-arg-noalias=true},reconcile-unrealized-casts"
    )
    default = compiled(None)  # the default pipeline keeps what the arguments declare
    head = re.compile(r"define void @axpy\(([^)]*)\)")
    assert "noalias" not in head.search(plain).group(1)  # MLIR 19's convert-to-llvm drops it
    for text in (ext, default):
        params = [p.strip() for p in head.search(text).group(1).split(",")]
        # float %a, then x = (ptr, ptr noalias, i64 x3), y = (ptr, ptr noalias, i64 x3)
        assert [i for i, p in enumerate(params) if "noalias" in p] == [2, 7]


# ------------------------------------------------------------------ diagnostics


def test_unknown_filter_dialect_is_a_located_error(tmp_path):
    import sys

    f = tmp_path / "in.mlir"
    f.write_text("func.func @f() {\n  return\n}\n")
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "irlite.tools.opt",
            str(f),
            "--convert-to-llvm=filter-dialects=nope",
        ],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode != 0
    assert "error: dialect does not implement ConvertToLLVMPatternInterface: nope" in r.stderr
    assert "Traceback" not in r.stderr


def test_bad_linkage_is_a_located_error(tmp_path):
    import sys

    f = tmp_path / "in.mlir"
    f.write_text("func.func private @f() attributes {llvm.linkage = 1 : i64}\n")
    r = subprocess.run(
        [sys.executable, "-m", "irlite.tools.opt", str(f), "--convert-func-to-llvm"],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (
        f"{f}:1:1: error: Contains llvm.linkage attribute not of type LLVM::LinkageAttr" in r.stderr
    )
    assert "Traceback" not in r.stderr
