"""The llvmlite JIT (``irlite.targets.llvm.jit``) on hand-written LLVM IR."""

from __future__ import annotations

import ctypes
import math

import pytest

from irlite.targets.llvm import jit
from irlite.targets.llvm.jit import (
    LLVMIRError,
    UnresolvedSymbolError,
    compile_llvm_ir,
    host_info,
    optimize_llvm_ir,
)

ADD = """
define i32 @add(i32 %a, i32 %b) {
  %c = add i32 %a, %b
  ret i32 %c
}
"""

LIBM = """
@bias = global double 2.0
declare double @sin(double)

define double @sin_plus_bias(double %x) {
  %b = load double, ptr @bias
  %s = call double @sin(double %x)
  %r = fadd double %s, %b
  ret double %r
}
"""

# A row sum the loop vectorizer turns into vector code at O3 (reassoc allows it).
ROWSUM = """
define void @rowsum(ptr noalias %a, ptr noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i2, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc2, %loop ]
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %v = load float, ptr %p, align 4
  %acc2 = fadd reassoc nsz float %acc, %v
  %i2 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i2, %n
  br i1 %done, label %exit, label %loop
exit:
  store float %acc2, ptr %out, align 4
  ret void
}
"""


@pytest.fixture(autouse=True)
def _fresh_cache(monkeypatch):
    monkeypatch.delenv("IRLITE_CACHE_DIR", raising=False)
    jit.clear_cache()
    yield
    jit.clear_cache()


@pytest.mark.parametrize("opt_level", [0, 1, 2, 3])
def test_compile_and_call(opt_level):
    jm = compile_llvm_ir(ADD, opt_level)
    f = jm.function("add", ctypes.c_int32, ctypes.c_int32, ctypes.c_int32)
    assert f(3, 4) == 7
    assert f(-(2**31), -1) == 2**31 - 1  # wraps like LLVM's i32
    assert jm.opt_level == opt_level
    assert "add" in jm and "nope" not in jm


def test_external_symbols_and_globals():
    jm = compile_llvm_ir(LIBM, 2)
    f = jm.function("sin_plus_bias", ctypes.c_double, ctypes.c_double)
    assert f(0.5) == pytest.approx(math.sin(0.5) + 2.0)
    bias = ctypes.c_double.from_address(jm.address("bias"))
    assert bias.value == 2.0
    bias.value = 10.0  # the global is live memory of the compiled module
    assert f(0.0) == 10.0


def test_in_process_cache_by_text_and_level():
    a = compile_llvm_ir(ADD, 3)
    assert compile_llvm_ir(ADD, 3) is a
    b = compile_llvm_ir(ADD, 0)
    assert b is not a and b.key != a.key
    c = compile_llvm_ir(ADD + "\n; a comment changes the text\n", 3)
    assert c is not a


def test_disk_cache_reuses_object_code(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path))
    first = compile_llvm_ir(LIBM, 3)
    assert not first.from_disk
    objects = list((tmp_path / "jit").glob("*.o"))
    assert [p.stem for p in objects] == [first.key]
    jit.clear_cache()
    second = compile_llvm_ir(LIBM, 3)
    assert second.from_disk and second is not first
    f = second.function("sin_plus_bias", ctypes.c_double, ctypes.c_double)
    assert f(0.25) == pytest.approx(math.sin(0.25) + 2.0)
    # A damaged cache file is not trusted: the module is compiled again.
    objects[0].write_bytes(b"not an object file")
    jit.clear_cache()
    third = compile_llvm_ir(LIBM, 3)
    assert not third.from_disk
    assert third.function("sin_plus_bias", ctypes.c_double, ctypes.c_double)(0.0) == 2.0


def test_parse_error_is_located():
    with pytest.raises(LLVMIRError) as ei:
        compile_llvm_ir("define i32 @g() {\n  ret i64 0\n}\n", name="bad.ll")
    e = ei.value
    assert (e.line, e.col) == (2, 7)
    assert str(e) == (
        "bad.ll:2:7: error: value doesn't match function result type 'i32'\n  ret i64 0\n      ^"
    )


def test_verifier_error_is_an_irlite_error():
    bad = """
define i32 @g(i32 %x) {
entry:
  br label %b
b:
  %y = add i32 %z, 1
  %z = add i32 %y, 1
  ret i32 %y
}
"""
    with pytest.raises(LLVMIRError) as ei:
        compile_llvm_ir(bad)
    assert "Instruction does not dominate all uses!" in str(ei.value)
    from irlite.ir.diagnostics import IrliteError

    assert isinstance(ei.value, IrliteError)


def test_missing_symbol_and_bad_opt_level():
    jm = compile_llvm_ir(ADD, 0)
    with pytest.raises(LookupError, match="no function or global named 'sub'"):
        jm.address("sub")
    with pytest.raises(ValueError):
        compile_llvm_ir(ADD, 4)


def test_o3_vectorizes_and_keeps_results():
    opt = optimize_llvm_ir(ROWSUM, 3)
    assert "x float>" in opt  # loop-vectorized (vector of floats)
    assert "x float>" not in optimize_llvm_ir(ROWSUM, 0)
    jm = compile_llvm_ir(ROWSUM, 3)
    f = jm.function("rowsum", None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
    n = 1000
    a = (ctypes.c_float * n)(*[float(i % 7) for i in range(n)])
    out = ctypes.c_float(0.0)
    f(ctypes.addressof(a), ctypes.addressof(out), n)
    assert out.value == sum(float(i % 7) for i in range(n))


def test_host_target():
    info = host_info()
    assert info["triple"] and info["cpu"] and info["data_layout"]
    opt = optimize_llvm_ir(ADD, 0)
    assert f'target triple = "{info["triple"]}"' in opt


# Code generation lowers llvm.powi to __powisf2 / __powidf2 (libgcc / compiler-rt): the IR
# never names them, so the JIT must have loaded the runtime library that defines them.
POWI = """
declare float @llvm.powi.f32.i32(float, i32)
declare double @llvm.powi.f64.i32(double, i32)

define float @powi_f32(float %x, i32 %n) {
  %r = call float @llvm.powi.f32.i32(float %x, i32 %n)
  ret float %r
}

define double @powi_f64(double %x, i32 %n) {
  %r = call double @llvm.powi.f64.i32(double %x, i32 %n)
  ret double %r
}
"""


@pytest.mark.parametrize("opt_level", [0, 3])
def test_powi_runtime_library_calls(opt_level):
    jm = compile_llvm_ir(POWI, opt_level)
    f32 = jm.function("powi_f32", ctypes.c_float, ctypes.c_float, ctypes.c_int32)
    f64 = jm.function("powi_f64", ctypes.c_double, ctypes.c_double, ctypes.c_int32)
    assert f32(2.0, 10) == 1024.0
    assert f32(1.5, -2) == pytest.approx(1 / 2.25, rel=1e-6)
    assert f32(-3.0, 3) == -27.0
    assert f64(2.0, 10) == 1024.0
    assert f64(0.5, -3) == 8.0
    assert f64(7.25, 0) == 1.0
    assert f64(1.0001, 10000) == pytest.approx(1.0001**10000, rel=1e-12)


def test_powi_through_the_disk_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path))
    compile_llvm_ir(POWI, 2)
    jit.clear_cache()
    jm = compile_llvm_ir(POWI, 2)
    assert jm.from_disk
    assert jm.function("powi_f64", ctypes.c_double, ctypes.c_double, ctypes.c_int32)(3.0, 4) == 81.0


MISSING = """
declare double @irlite_test_no_such_function(double)

define double @calls_missing(double %x) {
  %r = call double @irlite_test_no_such_function(double %x)
  ret double %r
}
"""


def test_unresolved_symbol_is_an_error_not_a_crash(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path))
    with pytest.raises(UnresolvedSymbolError) as ei:
        compile_llvm_ir(MISSING, 0, name="m.ll")
    e = ei.value
    assert e.symbols == ["irlite_test_no_such_function"]
    assert str(e).startswith(
        "m.ll: error: the compiled code uses external symbol 'irlite_test_no_such_function' "
        "that no loaded library defines"
    )
    from irlite.ir.diagnostics import IrliteError

    assert isinstance(e, IrliteError)
    # nothing was cached on disk, and asking again fails again (no cached module)
    assert not list(tmp_path.glob("jit/*.o"))
    with pytest.raises(UnresolvedSymbolError):
        compile_llvm_ir(MISSING, 0, name="m.ll")


def test_unresolved_symbol_with_static_constructors():
    ctor = (
        MISSING
        + """
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
@flag = global i32 0
define void @init() {
  store i32 1, ptr @flag
  ret void
}
"""
    )
    with pytest.raises(UnresolvedSymbolError, match="irlite_test_no_such_function"):
        compile_llvm_ir(ctor, 1)


def test_symbol_registered_with_add_symbol_resolves():
    import llvmlite.binding as llvm

    proto = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_double)
    twice = proto(lambda x: 2.0 * x)
    text = MISSING.replace("irlite_test_no_such_function", "irlite_test_registered_twice")
    llvm.add_symbol("irlite_test_registered_twice", ctypes.cast(twice, ctypes.c_void_p).value)
    jm = compile_llvm_ir(text, 0)
    assert jm.function("calls_missing", ctypes.c_double, ctypes.c_double)(4.5) == 9.0


def test_elf_symbol_reader_on_object_code():
    if "linux" not in host_info()["triple"]:
        pytest.skip("the host's objects are not ELF")
    h = jit._host()
    mod = jit._parse_and_verify(POWI, "<t>")
    data = h.target_machine(0).emit_object(mod)
    needed = jit._elf_undefined_symbols(data)
    assert needed is not None and {"__powisf2", "__powidf2"} <= set(needed)
    assert "powi_f32" not in needed  # defined in the object
    assert jit._elf_undefined_symbols(b"not an object") is None


def test_math_fpowi_end_to_end():
    # math.fpowi -> llvm.intr.powi -> a __powisf2 / __powidf2 call after code generation.
    import irlite

    m = irlite.compile(
        """
    func.func @pd(%x: f64, %n: i32) -> f64 {
      %r = math.fpowi %x, %n : f64, i32
      return %r : f64
    }
    func.func @ps(%x: f32, %n: i32) -> f32 {
      %r = math.fpowi %x, %n : f32, i32
      return %r : f32
    }
    """,
        opt_level=0,
    )
    assert "__powidf2" not in m.llvm_ir and "llvm.powi.f64.i32" in m.llvm_ir
    assert m.pd(2.0, 10) == 1024.0
    assert m.pd(2.0, -2) == 0.25
    assert m.ps(-1.5, 3) == -3.375
