"""Loading ``.rules`` dialects: generate once, cache on disk, import as real files.

``generated_module(path)`` is the one way to get the generated ops module of a
``.rules`` file, ``builders_module(path)`` the one way to get its module of op
constructors (``gen.builder_codegen``; ``builtin_builders(name)`` for a built-in
dialect, ``dialect_builders(name)`` for any loaded one); ``cached_module`` is the
machinery under them, shared with the rewrite matchers
(``gen.rewrite_codegen.load_patterns``). ``load_rules(path,
ctx)`` registers a file's dialect in ``ctx``, or, without a context, in the
default ``DialectRegistry`` (``ir.registry``), so that every ``Context``
created afterwards knows it. ``register_builtin_dialects(registry)`` fills a
registry with the built-in dialects of ``rules/*.rules`` (the package
``irlite`` does it for the default registry when it is imported).

A module is generated on first use and cached under ``$IRLITE_CACHE_DIR``
(default ``~/.cache/irlite/gen``), in a file named after the ``.rules`` file's
stem and a key: a hash of the file's content, of the contents of the files it
imports (transitively) and of the generator itself (its sources and
templates). No path is part of the key, and generated code names no absolute
path: files next to the ``.rules`` file (imported dialects, native helpers)
are found through ``__rules_dir__``, which the loader sets in the module's
namespace before executing it, as Python sets ``__file__``. So an entry is
shared by every copy of the same sources (two checkouts, a moved project), and
entries are never deleted: other versions of a dialect keep theirs.

A cache file is written atomically (``ir.fileio.write_atomic``) and ends with a
line naming its key; a file without that line, or one that fails to import, is
regenerated, never trusted. Because the cached modules are ordinary ``.py``
files, tracebacks and debuggers show their lines; their compiled code is kept
beside them (``<entry>.<cache_tag>.code``) so warm loads skip compiling.

The warm path imports neither pyparsing nor jinja2: only a hash of a few
small files is computed.

What it does not do: parse or check ``.rules`` files itself (``gen.model``),
or clean the cache (delete the directory to reclaim it).
"""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import os
import re
import sys
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..ir.context import MLIR_TEST_DIALECT_PARTS
from ..ir.fileio import write_atomic
from ..ir.registry import DialectRegistry, default_registry

if TYPE_CHECKING:
    from ..ir.context import Context
    from .errors import Loc

_GEN_DIR = os.path.dirname(os.path.abspath(__file__))
_RULES_DIR = os.path.join(os.path.dirname(_GEN_DIR), "rules")
_IMPORT_RE = re.compile(r'^\s*import\s+"([^"]+)"', re.MULTILINE)

# The built-in dialects written in .rules, loaded into every Context.
BUILTIN_RULES = (
    "arith.rules",
    "math.rules",
    "cf.rules",
    "scf.rules",
    "memref.rules",
    "tensor.rules",
    "index.rules",
    "llvm.rules",
    "ub.rules",
    "bufferization.rules",
    "affine.rules",
    "linalg.rules",
    "flow.rules",
    "iree_tensor_ext.rules",
    "gpu.rules",
    "nvvm.rules",
    "vector.rules",
    "nvgpu.rules",
    "transform.rules",
    "dlti.rules",
)

# Dialect extensions: built-in ``.rules`` files that add ops to a dialect defined in
# another file (each declares ``dialect NAME`` again, as MLIR's dialect extensions add ops
# to the transform dialect). Loading dialect NAME registers its extensions' ops too.
BUILTIN_EXTENSIONS: dict[str, tuple[str, ...]] = {
    "transform": ("transform_loop.rules", "transform_memref.rules", "transform_func.rules"),
}

_BUILTIN_PATHS = {n[: -len(".rules")]: os.path.join(_RULES_DIR, n) for n in BUILTIN_RULES}

_fingerprint: str | None = None
_loaded: dict[str, ModuleType] = {}  # abs path -> generated ops module (this process)
_patterns: dict[str, ModuleType] = {}  # abs path -> generated matchers module
_builtin: dict[str, ModuleType] = {}  # built-in dialect name -> the module last registered
_builders: dict[str, ModuleType] = {}  # abs path -> generated constructors module (this process)


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
    """Hash of the content of ``path``, of the files it imports (transitively, in the
    order of their ``import`` lines) and of the generator; no path is hashed."""
    h = hashlib.sha256(generator_fingerprint().encode())
    seen: set[str] = set()
    stack = [os.path.abspath(path)]
    while stack:
        p = stack.pop()
        if p in seen:
            h.update(b"<seen>\0")
            continue
        seen.add(p)
        try:
            with open(p, "rb") as f:
                data = f.read()
        except (OSError, ValueError):  # ValueError: a NUL in an import's path
            data = b"<missing>"
        h.update(b"%d\0" % len(data))
        h.update(data)
        d = os.path.dirname(p)
        for m in reversed(_IMPORT_RE.findall(data.decode("utf-8", "replace"))):
            stack.append(os.path.abspath(os.path.join(d, m)))
    return h.hexdigest()[:24]


def rules_relative(path: str, rules_file: str) -> str:
    """``path`` as generated code names it: relative to the directory of ``rules_file``
    (with ``/`` separators), to be joined to ``__rules_dir__`` at load time."""
    rel = os.path.relpath(os.path.abspath(path), os.path.dirname(os.path.abspath(rules_file)))
    return rel.replace(os.sep, "/")


def rules_relative_loc(loc: Loc, rules_file: str) -> str:
    """``file:line:col`` of ``loc`` with the file named as ``rules_relative`` names it (the
    locations generated code records, e.g. of a rule and its inline tests)."""
    return f"{rules_relative(loc.file, rules_file)}:{loc.line}:{loc.col}"


_model_memo: dict[str, tuple[str, Any]] = {}  # abs path -> (key, its model): the last one built


def _model(path: str, key: str) -> Any:
    """The checked model of ``path`` for cache key ``key``: built once when both the ops
    module and the constructors module of one version of a file are generated (the key
    hashes the file, its imports and the generator, so an entry with that key is that
    model; generation does not change a model)."""
    apath = os.path.abspath(path)
    hit = _model_memo.get(apath)
    if hit is not None and key and hit[0] == key:
        return hit[1]
    from .model import build_model

    m = build_model(path)
    if key:
        _model_memo[apath] = (key, m)
    return m


def generate_source(path: str, key: str = "") -> str:
    """Generate the Python module text for ``path`` (raises ``RulesError``)."""
    from .codegen import generate_ops

    return generate_ops(_model(path, key), key)


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


def _import_file(file: str, name: str, key: str, rules_dir: str, fresh: bool = False) -> ModuleType:
    """Execute a generated module from its own bytecode cache (``<file>.<tag>.code``),
    with ``__rules_dir__`` set to ``rules_dir``.

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
            write_atomic(codefile, header + marshal.dumps(code))
        except OSError:
            pass
    mod = ModuleType(name)
    mod.__file__ = file
    mod.__dict__["__rules_dir__"] = rules_dir
    sys.modules[name] = mod
    try:
        exec(code, mod.__dict__)
    except BaseException:
        sys.modules.pop(name, None)
        raise
    return mod


def cached_module(
    path: str, prefix: str, generate: Callable[[str, str], str], memo: dict[str, ModuleType]
) -> ModuleType:
    """The module ``generate(abs_path, key)`` produces for the ``.rules`` file ``path``:
    from ``memo`` (this process), else from the cache entry ``<prefix>_<stem>_<key>.py``,
    else generated and written there (to the temporary directory if the cache cannot be
    written). ``prefix`` names the kind of module (``irlite_generated``: ops,
    ``irlite_rewrites``: matchers); ``generate`` raises ``RulesError`` for a bad file."""
    apath = os.path.abspath(path)
    key = cache_key(apath)
    mod = memo.get(apath)
    if mod is not None and getattr(mod, "_IRLITE_KEY", None) == key:
        return mod
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(apath))[0])
    name = f"{prefix}_{stem}_{key}"
    file = os.path.join(cache_dir(), name + ".py")
    rules_dir = os.path.dirname(apath)
    mod = None
    if _valid(file, key):
        try:
            mod = _import_file(file, name, key, rules_dir)
        except Exception:
            mod = None  # corrupt entry: regenerate below
    if mod is None:
        text = generate(apath, key)
        try:
            os.makedirs(os.path.dirname(file), exist_ok=True)
            write_atomic(file, text)
        except OSError:
            import tempfile

            file = os.path.join(tempfile.gettempdir(), "irlite-gen", name + ".py")
            os.makedirs(os.path.dirname(file), exist_ok=True)
            write_atomic(file, text)
        mod = _import_file(file, name, key, rules_dir, fresh=True)
    mod._IRLITE_KEY = key  # type: ignore[attr-defined]
    memo[apath] = mod
    return mod


def generated_module(path: str) -> ModuleType:
    """The generated ops module of the ``.rules`` file ``path``, from the cache or freshly
    generated (raises ``RulesError`` for a bad file)."""
    return cached_module(path, "irlite_generated", generate_source, _loaded)


def builtin_rules_file(name: str) -> str:
    """The path of ``rules/NAME`` (a built-in ``.rules`` file, e.g. ``"math_to_llvm.rules"``)."""
    return os.path.join(_RULES_DIR, name)


def generate_patterns_source(path: str, key: str = "") -> str:
    """Generate the rewrite matchers module text for ``path`` (raises ``RulesError``)."""
    from .rewrite_codegen import generate_patterns
    from .rewrite_model import build_rewrite_model

    return generate_patterns(build_rewrite_model(path), key)


def load_patterns(path: str) -> ModuleType:
    """The generated matcher module of ``path`` (one function per ruleset and root op,
    ``gen.rewrite_codegen``), from the cache or freshly generated. A cached module
    loads without importing the generator (pyparsing, jinja2)."""
    return cached_module(path, "irlite_rewrites", generate_patterns_source, _patterns)


def generate_builders_source(path: str, key: str = "") -> str:
    """Generate the constructors module text for ``path`` (raises ``RulesError``)."""
    from .builder_codegen import generate_builders

    return generate_builders(_model(path, key), key)


def builders_module(path: str) -> ModuleType:
    """The generated op constructors of the ``.rules`` file ``path`` (one function per op,
    ``gen.builder_codegen``), from the cache or freshly generated, with its ops module
    (raises ``RulesError`` for a bad file)."""
    return cached_module(path, "irlite_builders", generate_builders_source, _builders)


def builtin_builders(name: str) -> ModuleType:
    """The op constructors of the built-in dialect ``name`` (``rules/NAME.rules``)."""
    path = _BUILTIN_PATHS.get(name)
    if path is None:
        raise KeyError(f"no built-in dialect '{name}' defined in .rules")
    return builders_module(path)


def dialect_builders(name: str) -> ModuleType:
    """The op constructors of dialect ``name``: a built-in one, or one whose ``.rules``
    file this process loaded (``load_rules``). Raises ``KeyError`` for another name."""
    if name in _BUILTIN_PATHS:
        return builtin_builders(name)
    for path, mod in list(_loaded.items()):
        if getattr(mod, "DIALECT", None) == name:
            return builders_module(path)
    raise KeyError(
        f"no dialect '{name}' loaded from a .rules file (load it with irlite.load_rules first)"
    )


def builtin_module(name: str) -> ModuleType:
    """The generated ops module of the built-in dialect ``name`` (``rules/NAME.rules``): the
    one a context registered last, else loaded now. This is how native helpers (``rules/*.py``)
    reach their dialects' op classes; once loaded it costs one dict lookup."""
    mod = _builtin.get(name)
    if mod is None:
        mod = _builtin[name] = generated_module(
            _BUILTIN_PATHS.get(name) or os.path.join(_RULES_DIR, name + ".rules")
        )
    return mod


def load_rules(
    path: str, ctx: Context | None = None, registry: DialectRegistry | None = None
) -> ModuleType:
    """Load a ``.rules`` dialect (generating it if needed) and return its module; register
    it in ``ctx`` when given, else in ``registry`` (default: the default registry, so that
    every ``Context`` created from now on loads it).

    Raises ``RulesError`` (with ``file:line:col``) for a bad ``.rules`` file."""
    mod = generated_module(path)
    if ctx is not None:
        mod.register(ctx)
    else:
        if mod.DIALECT:  # a file of rules and passes only has no dialect to register
            reg = registry if registry is not None else default_registry()
            earlier = reg.loaders.get(mod.DIALECT)
            known = getattr(earlier, "rules_path", None)
            if known is not None and known != mod_path(path):
                # a file declaring a built-in dialect extends it (an extension)
                reg.insert(mod.DIALECT, _extended(earlier, mod.register), eager=True)
            else:
                reg.insert(mod.DIALECT, mod.register, eager=True)
    return mod


def mod_path(path: str) -> str:
    return os.path.abspath(path)


def _extended(earlier: Callable[[Context], Any], more: Callable[[Context], Any]) -> Any:
    def load(ctx: Context) -> None:
        earlier(ctx)
        more(ctx)

    load.rules_path = getattr(earlier, "rules_path", None)  # type: ignore[attr-defined]
    return load


def _builtin_loader(name: str) -> Callable[[Context], None]:
    path = _BUILTIN_PATHS[name]

    extensions = [os.path.join(_RULES_DIR, n) for n in BUILTIN_EXTENSIONS.get(name, ())]

    def load(ctx: Context) -> None:
        mod = _builtin[name] = generated_module(path)
        mod.register(ctx)
        for ext in extensions:
            generated_module(ext).register(ctx)

    load.rules_path = path  # type: ignore[attr-defined]
    return load


def _load_mlir_test_rules(ctx: Context, dialect: Any) -> None:
    """The ops, attributes and types of ``rules/test.rules`` in mlir-opt's ``test`` dialect
    (a part of ``ir.context.load_mlir_test_dialect``, registered only by it)."""
    rules = generated_module(builtin_rules_file("test.rules"))
    dialect.attr_parser, dialect.type_parser = rules.attr_parser, rules.type_parser
    for cls in rules.OPS:
        ctx.register_op(cls)


def register_builtin_dialects(registry: DialectRegistry) -> None:
    """Insert the built-in generated dialects in ``registry``: a file ``rules/NAME.rules``
    defines dialect ``NAME``, loaded (from the cache, or generated) the first time a
    context that has it registered uses ``NAME``."""
    for n in BUILTIN_RULES:
        name = n[: -len(".rules")]
        registry.insert(name, _builtin_loader(name))


MLIR_TEST_DIALECT_PARTS.append(_load_mlir_test_rules)
