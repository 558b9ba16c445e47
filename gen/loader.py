"""Loading ``.rules`` dialects: generate once, cache on disk, import as real files.

``load_rules(path, ctx)`` returns the generated module of a ``.rules`` file
(registering its dialect in ``ctx`` when given). The module is generated on
first use and cached under ``$IRLITE_CACHE_DIR`` (default
``~/.cache/irlite/gen``), in a file named after the dialect file and a key:
a hash of the file, of every file it imports, and of the generator itself
(its sources and templates). A cache file is written atomically (temporary
file + rename) and ends with a line naming its key; a file without that
line, or one that fails to import, is regenerated, never trusted. Because
the cached modules are ordinary ``.py`` files, tracebacks and debuggers show
their lines, and Python's own ``__pycache__`` makes warm loads fast.

The warm path imports neither pyparsing nor jinja2: only a hash of a few
small files is computed.

What it does not do: parse or check ``.rules`` files itself (``gen.model``).
"""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import os
import re
import sys
import tempfile
from types import ModuleType
from typing import Any

_GEN_DIR = os.path.dirname(os.path.abspath(__file__))
_RULES_DIR = os.path.join(os.path.dirname(_GEN_DIR), "rules")
_IMPORT_RE = re.compile(r'^\s*import\s+"([^"]+)"', re.MULTILINE)

# The built-in dialects written in .rules, loaded into every Context.
BUILTIN_RULES = ("arith.rules", "math.rules", "cf.rules", "scf.rules", "memref.rules", "tensor.rules", "index.rules",
                 "llvm.rules")

_fingerprint: str | None = None
_loaded: dict[str, ModuleType] = {}  # abs path -> module (per process)


def generator_fingerprint() -> str:
    """A hash of the generator's own sources and templates (part of every cache key)."""
    global _fingerprint
    if _fingerprint is None:
        h = hashlib.sha256()
        for sub in ("", "templates"):
            d = os.path.join(_GEN_DIR, sub)
            for name in sorted(os.listdir(d)):
                if name.endswith((".py", ".j2")) and name != "loader.py":
                    with open(os.path.join(d, name), "rb") as f:
                        h.update(name.encode() + b"\0" + f.read())
        _fingerprint = h.hexdigest()
    return _fingerprint


def cache_dir() -> str:
    d = os.environ.get("IRLITE_CACHE_DIR")
    if not d:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        d = os.path.join(base, "irlite", "gen")
    return d


def cache_key(path: str) -> str:
    """Hash of ``path``, the files it imports (transitively) and the generator."""
    h = hashlib.sha256(generator_fingerprint().encode())
    seen: set[str] = set()
    stack = [os.path.abspath(path)]
    while stack:
        p = stack.pop()
        if p in seen:
            continue
        seen.add(p)
        try:
            with open(p, "rb") as f:
                data = f.read()
        except (OSError, ValueError):  # ValueError: a NUL in an import's path
            data = b"<missing>"
        h.update(p.encode() + b"\0" + data + b"\0")
        for m in _IMPORT_RE.finditer(data.decode("utf-8", "replace")):
            stack.append(os.path.abspath(os.path.join(os.path.dirname(p), m.group(1))))
    return h.hexdigest()[:24]


def _module_name(path: str, key: str) -> str:
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
    return f"irlite_generated_{stem}_{key}"


def generate_source(path: str, key: str = "") -> str:
    """Generate the Python module text for ``path`` (raises ``RulesError``)."""
    from .codegen import generate_ops
    from .model import build_model

    return generate_ops(build_model(path), key)


def write_atomic(path: str, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all."""
    d = os.path.dirname(os.path.abspath(path))
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".irlite-", suffix=".tmp", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _valid(file: str, key: str) -> bool:
    try:
        with open(file, "rb") as f:
            f.seek(0, 2)
            size = f.tell()
            f.seek(max(0, size - 200))
            tail = f.read()
    except OSError:
        return False
    return tail.rstrip().endswith(f"# end of generated module {key}".encode())


def _code_header(key: str) -> bytes:
    return importlib.util.MAGIC_NUMBER + key.encode("ascii")


def _import_file(file: str, name: str, key: str, fresh: bool = False) -> ModuleType:
    """Execute a generated module from its own bytecode cache (``<file>.<tag>.code``).

    The cache does not rely on ``__pycache__`` (which ``PYTHONDONTWRITEBYTECODE``
    disables); code objects keep the ``.py`` path, so tracebacks show its lines.
    ``fresh``: the ``.py`` was just (re)generated; an existing ``.code`` is not trusted."""
    codefile = f"{file[:-3]}.{sys.implementation.cache_tag}.code"
    header = _code_header(key)
    code = None
    try:
        if fresh:
            raise OSError
        with open(codefile, "rb") as f:
            data = f.read()
        if data.startswith(header):
            code = marshal.loads(data[len(header) :])
            if type(code) is not type(_import_file.__code__):
                code = None  # not a code object: a corrupt entry
    except (OSError, ValueError, EOFError, TypeError):
        code = None
    if code is None:
        with open(file, encoding="utf-8") as f:
            code = compile(f.read(), file, "exec", dont_inherit=True)
        try:
            _write_atomic_bytes(codefile, header + marshal.dumps(code))
        except OSError:
            pass
    mod = ModuleType(name)
    mod.__file__ = file
    sys.modules[name] = mod
    try:
        exec(code, mod.__dict__)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return mod


def _write_atomic_bytes(path: str, data: bytes) -> None:
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".irlite-", suffix=".tmp", dir=d)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _prune(directory: str, stem_prefix: str, keep: str) -> None:
    """Remove stale generations of the same dialect file (other keys)."""
    try:
        for n in os.listdir(directory):
            if n.startswith(stem_prefix) and not n.startswith(keep):
                try:
                    os.unlink(os.path.join(directory, n))
                except OSError:
                    pass
    except OSError:
        pass


def generated_module(path: str) -> ModuleType:
    """The generated module of ``path``, from the cache or freshly generated."""
    apath = os.path.abspath(path)
    mod = _loaded.get(apath)
    key = cache_key(apath)
    if mod is not None and getattr(mod, "_IRLITE_KEY", None) == key:
        return mod
    name = _module_name(apath, key)
    file = os.path.join(cache_dir(), name + ".py")
    mod = None
    if _valid(file, key):
        try:
            mod = _import_file(file, name, key)
        except Exception:
            mod = None  # corrupt entry: regenerate below
    if mod is None:
        text = generate_source(apath, key)
        try:
            write_atomic(file, text)
        except OSError:
            file = os.path.join(tempfile.gettempdir(), "irlite-gen", name + ".py")
            write_atomic(file, text)
        _prune(os.path.dirname(file), name[: -len(key)], name)
        mod = _import_file(file, name, key, fresh=True)
    mod._IRLITE_KEY = key  # type: ignore[attr-defined]
    _loaded[apath] = mod
    return mod


def load_rules(path: str, ctx: Any = None) -> ModuleType:
    """Load a ``.rules`` dialect (generating it if needed); register it in ``ctx`` if given.

    Raises ``RulesError`` (with ``file:line:col``) for a bad ``.rules`` file."""
    mod = generated_module(path)
    if ctx is not None:
        mod.register(ctx)
    return mod


_builtin: list[ModuleType] | None = None


def builtin_modules() -> list[ModuleType]:
    """The generated modules of the built-in dialects (loaded once per process)."""
    global _builtin
    if _builtin is None:
        _builtin = [generated_module(os.path.join(_RULES_DIR, n)) for n in BUILTIN_RULES]
    return _builtin


_user_modules: list[ModuleType] = []


def add_process_rules(path: str) -> ModuleType:
    """Load a user ``.rules`` dialect and register it in every ``Context`` created from
    now on in this process (what ``irlite-opt --load-rules`` does)."""
    mod = generated_module(path)
    if mod not in _user_modules:
        _user_modules.append(mod)
    return mod


def _builtin_loader(name: str) -> Any:
    def load(ctx: Any) -> None:
        generated_module(os.path.join(_RULES_DIR, name)).register(ctx)

    return load


def register_builtin_dialects(ctx: Any) -> None:
    """Register the built-in generated dialects (and ``--load-rules`` ones) in ``ctx``.

    Built-in dialects are registered lazily when the context supports it
    (``ctx.register_lazy_dialect``): a file ``rules/NAME.rules`` defines dialect ``NAME``
    and is loaded (from the cache, or generated) the first time ``NAME`` is used."""
    lazy = getattr(ctx, "register_lazy_dialect", None)
    for n in BUILTIN_RULES:
        if lazy is not None:
            lazy(n[: -len(".rules")], _builtin_loader(n))
        else:
            generated_module(os.path.join(_RULES_DIR, n)).register(ctx)
    for mod in _user_modules:
        mod.register(ctx)
