"""JIT-compiling LLVM IR text for the host CPU with llvmlite.

``compile_llvm_ir(text, opt_level=3)`` parses LLVM IR text, verifies it,
optimizes it with LLVM's new pass manager (the default ``O0``..``O3``
pipelines of ``PassBuilder``, loop and SLP vectorization on), and compiles it
with MCJIT for the host (process triple, host CPU name and features). It
returns a ``JITModule`` that owns the execution engine: the machine code
lives as long as the ``JITModule``, and ``address(name)`` gives the address of
a function or global defined in it.

Caching: compiled modules are kept in-process, keyed by a hash of the IR text,
the opt level and the host (LLVM version, triple, CPU, features), so compiling
the same text twice returns the same ``JITModule``. When ``$IRLITE_CACHE_DIR``
is set, the object code is also cached on disk under
``$IRLITE_CACHE_DIR/jit/<key>.o`` (written atomically); a later process loads
it without parsing, optimizing or generating code again. Modules with static
constructors (``@llvm.global_ctors``) are not cached on disk, because an
object file loaded by MCJIT does not get its constructors run.

Errors: text LLVM cannot parse, or IR its verifier rejects, raises
``LLVMIRError`` (an ``IrliteError``) that names the IR line and column when
LLVM gives one and shows that line.

External symbols: the generated code may call functions of the C runtime
that the IR never names (code generation lowers ``llvm.powi`` to
``__powidf2``, half-precision conversions to ``__extendhfsf2``, ...). The
libraries that define them (``libgcc_s`` and ``libm`` on Linux, found with
``ctypes.util.find_library``) are loaded once into the process's symbol
search. Before any code is run, every external symbol the object code
references is looked up (``llvmlite.binding.address_of_symbol``, which also
sees symbols registered with ``add_symbol``); one that nothing defines
raises ``UnresolvedSymbolError`` naming it, where MCJIT would bind it to
address 0 and the first call would crash the process. The check reads the
object's ELF symbol table; on hosts whose objects are not ELF it checks the
functions the optimized IR declares instead (and cannot see the calls code
generation adds).

What this module does not do: translate MLIR (``translate``), call the
compiled functions with numpy arrays (the memref ABI layer does that with
``address``), or compile for other targets than the host CPU. It never calls
``llvmlite.binding.initialize()`` (llvmlite 0.50 raises on it); the native
target and assembly printer are initialized once, lazily.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import hashlib
import os
import re
import struct
import threading
from dataclasses import dataclass, field
from typing import Any

from ...ir.diagnostics import IrliteError
from ...ir.fileio import write_atomic

__all__ = [
    "JITModule",
    "LLVMIRError",
    "UnresolvedSymbolError",
    "clear_cache",
    "compile_llvm_ir",
    "host_info",
    "optimize_llvm_ir",
]

_LOCK = threading.RLock()
_HOST: _Host | None = None
_CACHE: dict[str, JITModule] = {}
_CACHE_LIMIT = 256  # compiled modules kept in-process (oldest dropped first)

_LOC_RE = re.compile(r"^[^:\n]*:(\d+):(\d+): error: (.*)$", re.MULTILINE)


@dataclass(eq=False, repr=False)
class LLVMIRError(IrliteError):
    """LLVM IR that LLVM cannot parse or that its verifier rejects.

    ``message`` is LLVM's message; ``line``/``col`` (1-based, or None) locate
    it in the IR text; ``str()`` is ``<name>:line:col: error: message`` followed
    by the offending IR line and a caret when known.
    """

    message: str
    name: str = "<llvm-ir>"
    line: int | None = None
    col: int | None = None
    source_line: str | None = None

    def __post_init__(self) -> None:
        super().__init__(self.render())

    def render(self) -> str:
        if self.line is None:
            return f"{self.name}: error: {self.message}"
        s = f"{self.name}:{self.line}:{self.col}: error: {self.message}"
        if self.source_line is not None:
            s += "\n" + self.source_line + "\n" + " " * max((self.col or 1) - 1, 0) + "^"
        return s


class UnresolvedSymbolError(IrliteError):
    """Compiled code needs external symbols that no loaded library defines.

    ``symbols`` lists them (sorted). Raised before any of the code can run.
    """

    def __init__(self, symbols: list[str], name: str = "<llvm-ir>") -> None:
        self.symbols = sorted(symbols)
        self.name = name
        quoted = ", ".join(f"'{s}'" for s in self.symbols)
        plural = "s" if len(self.symbols) > 1 else ""
        super().__init__(
            f"{name}: error: the compiled code uses external symbol{plural} {quoted} that no "
            "loaded library defines (load the library that defines it with "
            "llvmlite.binding.load_library_permanently, or register an address with "
            "llvmlite.binding.add_symbol)"
        )


#: Libraries whose functions generated code may call without the IR naming them
#: (``compiler-rt``/libgcc builtins such as ``__powidf2``, and libm).
_RUNTIME_LIBRARIES = ("gcc_s", "m")


def _load_runtime_libraries(llvm: Any) -> list[str]:
    """Make the runtime libraries' symbols visible to the JIT (once per process).

    Returns the paths loaded; a library the host does not have is skipped (its
    symbols, if needed, are reported by the unresolved-symbol check)."""
    loaded = []
    for lib in _RUNTIME_LIBRARIES:
        path = ctypes.util.find_library(lib)
        if not path:
            continue
        try:
            llvm.load_library_permanently(path)
        except RuntimeError:
            continue
        loaded.append(path)
    return loaded


class _Host:
    """The host target: triple, CPU, features and a way to make target machines."""

    __slots__ = ("cpu", "data_layout", "features", "libraries", "llvm", "target", "triple")

    def __init__(self) -> None:
        import llvmlite.binding as llvm

        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        self.llvm = llvm
        self.triple = llvm.get_process_triple()
        self.target = llvm.Target.from_triple(self.triple)
        self.cpu = llvm.get_host_cpu_name()
        try:
            self.features = llvm.get_host_cpu_features().flatten()
        except RuntimeError:  # LLVM cannot tell on this host
            self.features = ""
        self.data_layout = str(self.target_machine(0).target_data)
        self.libraries = _load_runtime_libraries(llvm)
        # MLIR's runtime functions lowered code calls (memrefCopy, ...): see runtime.py
        from .runtime import register_runtime_symbols

        register_runtime_symbols()

    def target_machine(self, opt_level: int) -> Any:
        """A new target machine (MCJIT takes ownership of the one it is given)."""
        return self.target.create_target_machine(
            cpu=self.cpu, features=self.features, opt=opt_level, jit=True
        )

    def fingerprint(self) -> str:
        import llvmlite

        v = ".".join(map(str, self.llvm.llvm_version_info))
        return (
            f"llvmlite {llvmlite.__version__}; llvm {v}; {self.triple}; {self.cpu}; {self.features}"
        )


def _host() -> _Host:
    global _HOST
    if _HOST is None:
        with _LOCK:
            if _HOST is None:
                _HOST = _Host()
    return _HOST


def host_info() -> dict[str, str]:
    """The host target the JIT compiles for: ``triple``, ``cpu``, ``features``, ``data_layout``."""
    h = _host()
    return {"triple": h.triple, "cpu": h.cpu, "features": h.features, "data_layout": h.data_layout}


# ----------------------------------------------------------------------------- the module


@dataclass(eq=False, repr=False, slots=True)
class JITModule:
    """Machine code for one LLVM IR module, alive as long as this object.

    ``address(name)`` is the address of the function or global ``name``;
    ``function(name, restype, *argtypes)`` wraps a function as a ctypes
    callable (kept, so repeated calls are cheap). ``llvm_ir`` is the input text,
    ``opt_level`` the level it was compiled at, ``key`` its cache key and
    ``from_disk`` whether its code came from the on-disk cache.
    """

    _engine: Any
    llvm_ir: str
    opt_level: int
    key: str
    from_disk: bool
    _object_refs: tuple = ()
    _addresses: dict[str, int] = field(default_factory=dict, init=False)
    _functions: dict[tuple, Any] = field(default_factory=dict, init=False)

    def address(self, name: str) -> int:
        """The address of the function or global ``name`` (``LookupError`` if it is not defined)."""
        a = self._addresses.get(name)
        if a is None:
            with _LOCK:
                a = self._engine.get_function_address(name)
                if not a:
                    a = self._engine.get_global_value_address(name)
            if not a:
                raise LookupError(f"no function or global named '{name}' in the compiled module")
            self._addresses[name] = a
        return a

    def __contains__(self, name: str) -> bool:
        try:
            self.address(name)
        except LookupError:
            return False
        return True

    def function(self, name: str, restype: Any, *argtypes: Any) -> Any:
        """A ctypes callable for function ``name`` (``restype`` None for void)."""
        k = (name, restype, argtypes)
        f = self._functions.get(k)
        if f is None:
            f = ctypes.CFUNCTYPE(restype, *argtypes)(self.address(name))
            self._functions[k] = f
        return f

    def __repr__(self) -> str:
        src = "disk cache" if self.from_disk else "compiled"
        return f"<JITModule O{self.opt_level} {self.key[:12]} ({src})>"


# ----------------------------------------------------------------------------- compiling


def _check_opt_level(opt_level: int) -> int:
    if not isinstance(opt_level, int) or not 0 <= opt_level <= 3:
        raise ValueError(f"opt_level must be 0, 1, 2 or 3, got {opt_level!r}")
    return opt_level


def _ir_error(exc: Exception, text: str, name: str, line_shift: int = 0) -> LLVMIRError:
    """An ``LLVMIRError`` from llvmlite's parse or verify ``RuntimeError`` (``line_shift``:
    lines added in front of ``text`` before parsing)."""
    msg = str(exc)
    if msg.startswith("LLVM IR parsing error"):
        msg = msg[len("LLVM IR parsing error") :].lstrip("\n")
    m = _LOC_RE.search(msg)
    if m is not None:
        line, col = int(m.group(1)) - line_shift, int(m.group(2))
        lines = text.splitlines()
        src = lines[line - 1] if 0 < line <= len(lines) else None
        return LLVMIRError(m.group(3).strip(), name, line, col, src)
    # Verifier messages: the first line is the problem, the rest the offending IR.
    body = msg.strip()
    return LLVMIRError(body.replace("\n", "\n  ") or "invalid LLVM IR", name)


def _parse_and_verify(text: str, name: str) -> Any:
    from .runtime import annotate_runtime_declarations

    h = _host()
    llvm = h.llvm
    # The runtime's allocators declared noalias (line for line, so that positions in
    # messages still hold). Without a data layout of its own, the text is read with the
    # host's: the parser fills in the ABI alignment of loads, stores and allocas that do
    # not spell one out, and that must be the target's.
    shift = 0
    src = annotate_runtime_declarations(text)
    if "target datalayout" not in text:
        src = f'target datalayout = "{h.data_layout}"\n' + src
        shift = 1
    try:
        mod = llvm.parse_assembly(src)
    except RuntimeError as e:
        raise _ir_error(e, text, name, shift) from None
    try:
        mod.verify()
    except RuntimeError as e:
        raise _ir_error(e, text, name) from None
    mod.triple = h.triple
    mod.data_layout = h.data_layout
    return mod


def _optimize(mod: Any, opt_level: int) -> None:
    h = _host()
    llvm = h.llvm
    pto = llvm.create_pipeline_tuning_options(speed_level=opt_level)
    pto.loop_vectorization = True
    pto.slp_vectorization = True
    pto.loop_interleaving = True
    pto.loop_unrolling = True
    tm = h.target_machine(opt_level)
    pb = llvm.create_pass_builder(tm, pto)
    mpm = pb.getModulePassManager()
    mpm.run(mod, pb)


def optimize_llvm_ir(text: str, opt_level: int = 3, name: str = "<llvm-ir>") -> str:
    """The IR text after verification and the ``O<opt_level>`` pipeline for the host
    (what ``compile_llvm_ir`` would generate code from)."""
    _check_opt_level(opt_level)
    with _LOCK:
        mod = _parse_and_verify(text, name)
        _optimize(mod, opt_level)
        return str(mod)


def _cache_key(text: str, opt_level: int) -> str:
    h = hashlib.sha256()
    h.update(_host().fingerprint().encode())
    h.update(f"\0O{opt_level}\0".encode())
    h.update(text.encode("utf-8", "surrogateescape"))
    return h.hexdigest()


def _disk_dir() -> str | None:
    d = os.environ.get("IRLITE_CACHE_DIR")
    return os.path.join(d, "jit") if d else None


_MAGIC = b"irlite-jit-object 1\n"


def _read_object(key: str) -> bytes | None:
    """The cached object code of ``key``, if a complete, undamaged file holds it.

    The file is ``_MAGIC``, the SHA-256 of the object, then the object: a
    truncated or altered file fails the check (loading a damaged object file
    would crash inside LLVM, so it is never handed over).
    """
    d = _disk_dir()
    if d is None:
        return None
    try:
        with open(os.path.join(d, key + ".o"), "rb") as f:
            raw = f.read()
    except OSError:
        return None
    n = len(_MAGIC)
    if not raw.startswith(_MAGIC) or len(raw) < n + 32:
        return None
    digest, data = raw[n : n + 32], raw[n + 32 :]
    if hashlib.sha256(data).digest() != digest:
        return None
    return data


def _write_object(key: str, data: bytes) -> None:
    d = _disk_dir()
    if d is None:
        return
    try:
        os.makedirs(d, exist_ok=True)
        write_atomic(os.path.join(d, key + ".o"), _MAGIC + hashlib.sha256(data).digest() + data)
    except OSError:
        pass  # a cache that cannot be written is only a missed speed-up


_SHT_SYMTAB = 2
_STB_WEAK = 2
#: Undefined symbols the runtime linker (RuntimeDyld) provides itself.
_LINKER_SYMBOLS = frozenset({"_GLOBAL_OFFSET_TABLE_"})


def _elf_undefined_symbols(data: bytes) -> list[str] | None:
    """The names of the undefined, non-weak symbols of an ELF64 little-endian
    object (what it needs from elsewhere), or None when ``data`` is not one."""
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return None
    try:
        shoff = struct.unpack_from("<Q", data, 0x28)[0]
        shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
        sections = [
            struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)
        ]
        out: list[str] = []
        for sec in sections:
            if sec[1] != _SHT_SYMTAB:
                continue
            off, size, link, entsize = sec[4], sec[5], sec[6], sec[9] or 24
            str_off = sections[link][4]
            for j in range(1, size // entsize):  # entry 0 is the null symbol
                st_name, st_info, _other, st_shndx = struct.unpack_from(
                    "<IBBH", data, off + j * entsize
                )
                if st_shndx != 0 or st_name == 0 or (st_info >> 4) == _STB_WEAK:
                    continue
                end = data.index(b"\0", str_off + st_name)
                out.append(data[str_off + st_name : end].decode("utf-8", "replace"))
        return out
    except (struct.error, IndexError, ValueError):
        return None


def _declared_functions(mod: Any) -> list[str]:
    """External functions an LLVM module declares (intrinsics excluded)."""
    return [f.name for f in mod.functions if f.is_declaration and not f.name.startswith("llvm.")]


def _check_symbols(data: bytes | None, declared: list[str], name: str) -> None:
    """Raise ``UnresolvedSymbolError`` for external symbols nothing defines.

    ``data``: the object code (its ELF symbol table is authoritative);
    ``declared``: the IR's declared functions, used when ``data`` is not ELF.
    Call it once an MCJIT engine exists: creating one makes the process's own
    symbols searchable, as they will be when the code is linked."""
    needed = _elf_undefined_symbols(data) if data is not None else None
    if needed is None:
        needed = declared
    llvm = _host().llvm
    missing = {s for s in needed if s not in _LINKER_SYMBOLS and not llvm.address_of_symbol(s)}
    if missing:
        raise UnresolvedSymbolError(sorted(missing), name)


def _engine_for_object(
    data: bytes, name: str = "<llvm-ir>", declared: list[str] | None = None
) -> tuple[Any, Any]:
    """An MCJIT engine (over an empty module) with the object code ``data`` loaded.

    Raises ``UnresolvedSymbolError`` (before linking) when ``data`` needs a
    symbol that nothing defines (``declared``: the IR's declared functions,
    checked instead when ``data`` is not ELF)."""
    h = _host()
    llvm = h.llvm
    empty = llvm.parse_assembly("")
    empty.triple = h.triple
    empty.data_layout = h.data_layout
    engine = llvm.create_mcjit_compiler(empty, h.target_machine(0))
    _check_symbols(data, declared or [], name)
    obj = llvm.ObjectFileRef.from_data(data)
    engine.add_object_file(obj)
    engine.finalize_object()
    return engine, obj


def compile_llvm_ir(text: str, opt_level: int = 3, name: str = "<llvm-ir>") -> JITModule:
    """Compile LLVM IR ``text`` for the host at ``O<opt_level>`` and return its ``JITModule``.

    The same text and level give the same ``JITModule`` (in-process cache);
    with ``$IRLITE_CACHE_DIR`` set the object code is also reused across
    processes. ``name`` names the text in error messages. Raises
    ``LLVMIRError`` for IR that does not parse or verify, and
    ``UnresolvedSymbolError`` when the code calls a function nothing defines.
    """
    _check_opt_level(opt_level)
    with _LOCK:
        key = _cache_key(text, opt_level)
        jm = _CACHE.get(key)
        if jm is not None:
            return jm
        disk_ok = _disk_dir() is not None and "@llvm.global_ctors" not in text
        data = _read_object(key) if disk_ok else None
        if data is not None:
            try:
                engine, obj = _engine_for_object(data, name)
                jm = JITModule(engine, text, opt_level, key, True, (obj,))
            except RuntimeError:  # llvmlite could not load it: compile afresh
                jm = None
        if jm is None:
            jm = _compile(text, opt_level, key, name, disk_ok)
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = jm
        return jm


def _compile(text: str, opt_level: int, key: str, name: str, to_disk: bool) -> JITModule:
    """Optimize, generate object code, check its external symbols, then link it.

    Modules with static constructors go through MCJIT's module path (which
    runs them); everything else is linked from the object code, the form the
    disk cache stores."""
    h = _host()
    llvm = h.llvm
    mod = _parse_and_verify(text, name)
    _optimize(mod, opt_level)
    declared = _declared_functions(mod)
    if "@llvm.global_ctors" not in text:
        data = h.target_machine(opt_level).emit_object(mod)
        engine, obj = _engine_for_object(data, name, declared)
        if to_disk:
            _write_object(key, data)
        return JITModule(engine, text, opt_level, key, False, (obj,))
    # code generation rewrites the module it runs on: check a copy's object code
    data = h.target_machine(opt_level).emit_object(llvm.parse_assembly(str(mod)))
    engine = llvm.create_mcjit_compiler(mod, h.target_machine(opt_level))
    _check_symbols(data, declared, name)
    engine.finalize_object()
    engine.run_static_constructors()
    return JITModule(engine, text, opt_level, key, False)


def clear_cache() -> None:
    """Forget the in-process cache (``JITModule`` objects still referenced stay valid)."""
    with _LOCK:
        _CACHE.clear()
