"""Running sibling isolated-from-above ops concurrently, and the CLI's split mode.

Two ways to spread work over cores or machines, both with output identical
to a sequential run:

1. ``execute_adaptor`` (IR in memory; called by the pass manager for each
   nested adaptor): the children run in process (default, and always when an
   instrumentation needs to see passes in order), on threads (a
   ``ThreadPoolExecutor``: in-memory IR, no speedup under the GIL but no copy
   either), or through any other ``concurrent.futures.Executor`` (a process
   pool, a Dask ``distributed`` client's ``get_executor()``): each child is
   printed (generic form, with locations), parsed, run and printed by a
   worker, and parsed back into place. Only the first failing child's
   diagnostics are reported, as a sequential run would.

2. ``run_split`` (text in, text out; what ``irlite-opt`` uses): the input is
   cut at the text boundaries of the module's top-level ops, and workers
   parse, verify, run the nested pipeline and print their share; the parent
   only cuts, parses the module's own line and stitches. What a sequential
   run decides over the whole module is reproduced exactly:

   - value numbers: the generic form's run on across functions (last
     function first, as MLIR's ``SSANameState``), so workers print their
     batch with the printer's relocatable output (``Printer.number(...,
     relocatable=True)``, ``Printer.print_piece``: numbers relative to the
     batch, as markers), and the parent adds each batch's offset
     (``printer.relocate``);
   - aliases: the input's alias definitions (``#map = ...``, ``!t = ...``,
     and the ``#loc`` ones mlir-opt prints after the module) go to every
     worker; the output's are numbered over the whole module as MLIR's alias
     initializer does (``printer.rank_aliases``: by depth, prefix and first
     use): workers print alias markers and report what they would alias in
     first-use order, the parent merges those lists with the module's own and
     numbers them all, so the alias section and every ``#loc``/``#map`` name
     are a sequential run's;
   - symbols: names must be unique over the module; when a batch's ops
     refer to symbols (``func.call @g``, ``memref.get_global @g``), the other
     batches' top-level symbols stand in its module as declarations cut from
     their first line, so verification (symbol uses, op verifiers that look
     symbols up, after every pass too) sees the whole module's symbol table;
     the passes never run on the declarations, and passes anchored below the
     module must not look into siblings' bodies anyway (MLIR's rule too).

   Anything split mode cannot reproduce exactly (a parse or verification
   error, a failed symbol use, dialect resources, top-level ops with results)
   makes it return ``None``, and the caller runs sequentially, which then
   reports the error exactly.

What this module does not do: decide the pipeline (``manager``), or keep IR
alive in workers between calls (every task is text in, text out).
"""

from __future__ import annotations

import os
import re
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

__all__ = [
    "ContextSpec",
    "InlineExecutor",
    "SplitConfig",
    "execute_adaptor",
    "process_pool",
    "run_split",
    "skeleton_module",
    "split_input",
]


# ----------------------------------------------------------------- executors


class InlineExecutor(Executor):
    """Runs each submitted call at once, in the caller's thread."""

    def submit(self, fn: Callable, /, *args: Any, **kwargs: Any) -> Future:  # type: ignore[override]
        f: Future = Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as e:  # noqa: BLE001 - delivered through the future
            f.set_exception(e)
        return f


@dataclass(slots=True, eq=False)
class ContextSpec:
    """A picklable recipe for the ``Context`` a worker builds (``spec()`` makes one).

    ``setup``: names of importable callables (``"pkg.mod:func"``) called with
    the new context, e.g. to load ``.rules`` dialects in the worker.
    """

    allow_unregistered: bool = False
    setup: Sequence[str] = ()

    def __post_init__(self) -> None:
        self.setup = tuple(self.setup)

    def __getstate__(self) -> tuple:
        return (self.allow_unregistered, self.setup)

    def __setstate__(self, st: tuple) -> None:
        self.allow_unregistered, self.setup = st

    def __call__(self) -> Any:
        from ...ir.context import Context

        ctx = Context(allow_unregistered=self.allow_unregistered)
        for ref in self.setup:
            import importlib

            mod, _, fn = ref.partition(":")
            getattr(importlib.import_module(mod), fn)(ctx)
        return ctx


def process_pool(workers: int) -> Executor:
    """A process pool that forks (workers start warm, with irlite imported)."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    try:
        mp = multiprocessing.get_context("fork")
    except ValueError:  # pragma: no cover - platforms without fork
        mp = multiprocessing.get_context()
    return ProcessPoolExecutor(max_workers=workers, mp_context=mp)


def default_workers() -> int:
    return max(
        1,
        len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1),
    )


# ----------------------------------------------------- diagnostics capture


class _Capture:
    """Collects diagnostics emitted by given threads (others pass through)."""

    def __init__(self) -> None:
        self.by_thread: dict[int, list] = {}

    def __call__(self, d: Any) -> Any:
        buf = self.by_thread.get(threading.get_ident())
        if buf is None:
            return False
        buf.append(d)
        return True


# ------------------------------------------------------- in-memory adaptor


def execute_adaptor(runner: Any, group: tuple, children: list, am: Any, path: tuple) -> bool:
    """Run ``group`` on every op in ``children`` (siblings, isolated from above)."""
    ex = runner.executor
    if (
        ex is None
        or isinstance(ex, InlineExecutor)
        or len(children) < runner.pm.min_parallel_ops
        or any(getattr(i, "needs_in_process", False) for i in runner.insts)
    ):
        for c in children:
            if not runner.run_child(group, c, am, path):
                return False
        return True
    if isinstance(ex, ThreadPoolExecutor):
        return _run_threads(runner, ex, group, children, am, path)
    return _run_remote(runner, ex, group, children, path)


def _run_threads(
    runner: Any, ex: Executor, group: tuple, children: list, am: Any, path: tuple
) -> bool:
    from ...ir.diagnostics import get_engine

    for c in children:
        am.nest(c)  # create child caches before threads share ``am``
    cap = _Capture()
    diags: list[list] = [[] for _ in children]

    def one(i: int) -> bool:
        cap.by_thread[threading.get_ident()] = diags[i]
        try:
            return runner.run_child(group, children[i], am, path)
        finally:
            cap.by_thread.pop(threading.get_ident(), None)

    engine = get_engine()
    with engine.scoped_handler(cap):
        results = [f.result() for f in [ex.submit(one, i) for i in range(len(children))]]
    for i, ok in enumerate(results):
        if not ok:
            engine.emit_all(diags[i])
            return False
    return True


def _pm_text(group: tuple) -> str:
    return "builtin.module(" + ",".join(pm.pipeline_text() for pm in group) + ")"


def _ctx_spec(runner: Any) -> Any:
    spec = runner.pm.ctx_factory
    if spec is None:
        spec = ContextSpec(bool(getattr(runner.ctx, "allow_unregistered", False)))
    return spec


def _run_remote(runner: Any, ex: Executor, group: tuple, children: list, path: tuple) -> bool:
    """Children through ``ex`` as text: print here, parse/run/print there, parse back."""
    from ...ir.module import parse_module
    from ...ir.printer import print_op
    from .timing import find_timing

    timing = find_timing(runner.insts)
    job = (_pm_text(group), runner.verify_each, _ctx_spec(runner), timing is not None)
    texts = [print_op(c, generic=True, debuginfo=True) for c in children]
    bounds = guided_bounds([len(t) for t in texts], _executor_width(ex))
    futures = [ex.submit(_remote_batch, job, texts[a:b]) for a, b in zip(bounds, bounds[1:])]
    stats_targets = [list(pm.all_passes()) for pm in group]
    flat_targets = [p for t in stats_targets for p in t]
    ok = True
    k = 0
    for f in futures:
        for status, out, diag_text, stats, ttree in f.result():
            child = children[k]
            k += 1
            if not ok:
                continue
            for p, st in zip(flat_targets, stats):
                for name, v in st.items():
                    p.statistics[name] = p.statistics.get(name, 0) + v
            if timing is not None and ttree is not None:
                timing.tm.current().merge_children(ttree)
            if status != "ok":
                sys.stderr.write(diag_text)
                ok = False
                continue
            new = parse_module(out, runner.ctx, implicit_module=True).regions[0].blocks[0].first
            new.detach()
            child.parent.insert_before(child, new)
            if child.results:
                child.replace_all_uses_with(list(new.results))
            child.erase()
    return ok


def guided_bounds(sizes: Sequence[int], width: int, min_share: int = 64) -> list[int]:
    """Cut a sequence of work items (their sizes) into consecutive batches whose
    sizes shrink as the work runs out (guided self-scheduling): each batch takes
    ``1 / (2 * width)`` of what is left, but at least ``1 / min_share`` of the
    whole. Big batches first keep the per-batch costs low; small ones last let
    the workers finish together. Returns the batch boundaries (indices into
    ``sizes``, from 0 to ``len(sizes)``)."""
    n = len(sizes)
    total = sum(sizes)
    if n == 0:
        return [0]
    floor = total / max(1, min_share)
    bounds = [0]
    left = total
    i = 0
    while i < n:
        want = max(left / (2 * max(1, width)), floor)
        got = 0
        j = i
        while j < n and (j == i or got + sizes[j] / 2 <= want):
            got += sizes[j]
            j += 1
        bounds.append(j)
        left -= got
        i = j
    return bounds


def _executor_width(ex: Any) -> int:
    w = getattr(ex, "_max_workers", None)
    if isinstance(w, int) and w > 0:
        return w
    return default_workers()


_PM_CACHE: dict = {}


def _worker_pm(pm_text: str, verify_each: bool, ctx: Any) -> Any:
    from .manager import PassManager

    key = (pm_text, verify_each, id(ctx))
    pm = _PM_CACHE.get(key)
    if pm is None:
        pm = PassManager.from_pipeline(pm_text, ctx, verify_each=verify_each)
        _PM_CACHE.clear()
        _PM_CACHE[key] = pm
    for p in pm.all_passes():
        p.statistics = {}
        p.initialize(ctx)  # once per run, as ``PassManager.run`` does
    return pm


def _warm(cfg: SplitConfig) -> None:
    """Build a worker's context and pass manager (and so load the passes' tables)
    ahead of its first batch, while the parent is still cutting the input."""
    _worker_pm(cfg.pm_text, cfg.verify_each, _worker_ctx(cfg.ctx_spec))


_CTX_CACHE: dict = {}


def _worker_ctx(spec: Any) -> Any:
    key = repr(getattr(spec, "__getstate__", lambda: id(spec))())
    ctx = _CTX_CACHE.get(key)
    if ctx is None:
        ctx = _CTX_CACHE[key] = spec()
    return ctx


def _remote_batch(job: tuple, texts: list) -> list:
    """Worker side of ``_run_remote``: one result tuple per op text."""
    from ...ir.diagnostics import SourceManager, SourceMgrDiagnosticHandler, get_engine
    from ...ir.module import parse_module
    from ...ir.printer import print_op
    from .analysis import AnalysisManager
    from .manager import Runner
    from .timing import PassTiming, TimingManager

    pm_text, verify_each, spec, want_timing = job
    ctx = _worker_ctx(spec)
    pm = _worker_pm(pm_text, verify_each, ctx)
    out = []
    for text in texts:
        top = parse_module(text, ctx)
        op = top.regions[0].blocks[0].first
        tm = TimingManager() if want_timing else None
        pm.instrumentations = [PassTiming(tm)] if tm is not None else []
        for p in pm.all_passes():
            p.statistics = {}
        rendered: list[str] = []
        runner = Runner(pm)
        with get_engine().scoped_handler(SourceMgrDiagnosticHandler(SourceManager(), rendered)):
            ok = runner.run_adaptor(
                pm.schedule()[0], top, AnalysisManager(top), ("builtin.module",)
            )
        stats = [dict(p.statistics) for p in pm.all_passes()]
        ttree = tm.root.to_tuple() if tm is not None else None
        printed = print_op(op, generic=True, debuginfo=True) if ok else ""
        out.append(("ok" if ok else "fail", printed, "".join(rendered), stats, ttree))
    return out


# ----------------------------------------------------------------- split mode


@dataclass(slots=True, eq=False)
class SplitConfig:
    """What a split-mode worker needs to know (picklable)."""

    pm_text: str
    verify_each: bool
    ctx_spec: Any
    generic: bool
    name: str
    timing: bool = False
    debuginfo: bool = False


@dataclass(slots=True, eq=False)
class SplitInput:
    """An input cut at its top-level ops: ``prefix`` (alias definitions and
    comments before the module), ``suffix`` (alias definitions after it, where
    mlir-opt prints ``#loc`` aliases), ``header``/``footer`` of an explicit
    module (empty for an implicit one), and ``chunks`` of ``(line_offset, text)``."""

    prefix: str
    header: str
    footer: str
    chunks: list
    suffix: str = ""

    @property
    def aliases(self) -> str:
        """The alias definitions every chunk may use."""
        return self.prefix + self.suffix


_MODULE_HEAD = re.compile(
    r"(?:(?:builtin\.)?module(?:[ \t]+@[\w$.\-]+)?(?:[ \t]+attributes[ \t]*\{[^\n]*\})?[ \t]*\{"
    r'|"builtin\.module"\(\)[ \t]*\(\{)[ \t]*\n'
)


def _is_alias_or_comment(line: str) -> bool:
    s = line.strip()
    return not s or line[0] in "#!" or s.startswith("//")


def split_input(text: str) -> SplitInput | None:
    """Cut ``text`` at its top-level op boundaries, or ``None`` when unsure.

    Boundaries are lines indented like the first op of the module body that
    start an op (``%``, ``"`` or a name); a piece whose ``{}``/``()``/``[]``
    do not balance is joined with the next. Workers parse every piece with
    the real parser, so a wrong cut is an error there, never a wrong result.
    """
    if "{-#" in text:
        return None
    # Prefix: alias definitions and comments before the first op.
    pos = 0
    n = len(text)
    while pos < n:
        eol = text.find("\n", pos)
        eol = n if eol < 0 else eol + 1
        if not _is_alias_or_comment(text[pos:eol]):
            break
        pos = eol
    prefix = text[:pos]
    # Suffix: alias definitions after the last op (mlir-opt's ``#loc`` aliases).
    end = n
    while end > pos:
        sol = text.rfind("\n", pos, end - 1) + 1 if end - 1 > pos else pos
        line = text[sol:end]
        if not _is_alias_or_comment(line):
            break
        end = sol
    suffix = text[end:]
    if suffix and not any(ln[:1] in "#!" for ln in suffix.splitlines()):
        end, suffix = n, ""  # only blank lines/comments: keep them where they were
    m = _MODULE_HEAD.match(text, pos)
    if m is not None:
        header = text[pos : m.end()]
        body_start = m.end()
        last_end = len(text[:end].rstrip())
        last = text.rfind("\n", 0, last_end) + 1
        footer = text[last:end]
        if not footer.lstrip().startswith("}") or last <= body_start:
            return None
        body_end = last
    else:
        header = footer = ""
        body_start, body_end = pos, end
    body = text[body_start:body_end]
    fm = re.search(r"^([ \t]*)[^ \t\n/]", body, re.MULTILINE)
    if fm is None:
        return None
    indent = fm.group(1)
    if "\t" in indent:
        return None
    k = len(indent)
    # Line starts are found after a "\n" in "\n" + body (a literal the regex engine
    # scans for quickly; ``^`` with MULTILINE tries every position): a match at i
    # in ``nbody`` is the line that starts at i in ``body``.
    nbody = "\n" + body
    if header and k and re.search(rf"\n {{0,{k - 1}}}[^ \t\n]", nbody):
        return None  # something less indented than the body's ops: not one module
    starts = [mm.start() for mm in re.finditer(rf'\n{indent}(?=[%"A-Za-z_])', nbody)]
    if not starts or starts[0] != fm.start():
        if not starts:
            return None
        starts[0] = min(starts[0], fm.start())
    starts[0] = 0  # leading blank lines/comments belong to the first piece
    starts.append(len(body))
    chunks = []
    line = text.count("\n", 0, body_start)
    a = 0
    cnt = body.count
    for b in starts[1:]:
        if (
            cnt("{", a, b) != cnt("}", a, b)
            or cnt("(", a, b) != cnt(")", a, b)
            or cnt("[", a, b) != cnt("]", a, b)
        ):
            continue  # unbalanced: join with the next piece
        chunks.append((line, body[a:b]))
        line += cnt("\n", a, b)
        a = b
    if a != len(body):
        return None
    return SplitInput(prefix, header, footer, chunks, suffix)


# ------------------------------------------------------- symbols across chunks

_GENERIC_SYM = re.compile(r'\bsym_name = "((?:[^"\\]|\\.)*)"')
_CUSTOM_SYM = re.compile(
    r'^[ \t]*[A-Za-z_][\w.$]*(?:[ \t]+(?:"?(?:private|public|nested)"?|constant|external|internal))*'
    r'[ \t]+@("(?:[^"\\]|\\.)*"|[\w$.\-]+)'
)


def _stub(chunk: str) -> tuple[str, str] | None:
    """``(symbol name, declaration text)`` of a top-level symbol op, from its first
    line: the op with an empty body, enough for symbol lookups (a callee's
    ``function_type``). ``None`` when the chunk does not start a symbol."""
    body = chunk.lstrip("\n")
    while body.lstrip().startswith("//"):
        body = body[body.find("\n") + 1 :] if "\n" in body else ""
    first = body.split("\n", 1)[0]
    m = _GENERIC_SYM.search(first) if first.lstrip().startswith('"') else None
    if m is None:
        m = _CUSTOM_SYM.match(first)
    if m is None:
        return None
    name = m.group(1)
    if name.startswith('"'):
        name = name[1:-1]
    line = first.rstrip()
    if line.endswith("({"):  # generic: the op with an empty region
        return name, line + "\n}) : () -> ()\n"
    if line.endswith("{"):  # custom: a declaration (no argument names or locations)
        line = _ARG_NAME.sub("", _LOC.sub("", line[:-1])).rstrip()
    return name, line + "\n"


_ARG_NAME = re.compile(r"%[\w$.\-]+(?:#\d+)?[ \t]*:[ \t]*")
_LOC = re.compile(r"[ \t]*\bloc\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)")


def _insert_stubs(
    ctx: Any, holder: Any, ops: list, stubs: list, aliases: tuple, name: str
) -> list | None:
    """Put the other batches' top-level symbols into ``holder`` (in front of this
    batch's ops) as bodiless declarations parsed from ``stubs``, so that symbol
    lookups from this batch's ops find what they would in the whole module.
    Returns the declarations (to erase before printing), ``None`` if one does
    not parse."""
    from ...ir.cursor import ParseError, SourceFile
    from ...ir.parser import Parser

    own = {o.properties["sym_name"].value for o in ops if "sym_name" in o.properties}
    text = "".join(t for n, t in stubs if n not in own)
    if not text:
        return []
    try:
        p = Parser(ctx, SourceFile(name, text))
        p.type_aliases = aliases[0]
        p.attr_aliases = aliases[1]
        decls = p.parse_top_level()
    except ParseError:
        return None
    body = holder.body
    first = body.first
    for d in decls:
        if first is not None:
            body.insert_before(first, d)
        else:
            body.append(d)
    return decls


# ------------------------------------------------------- printing a batch


def _print_batch(cfg: SplitConfig, holder: Any, ops: list) -> tuple | None:
    """``(text, counts, aliases)``: the batch's ops printed as in the whole module,
    by the printer's own relocatable output (``Printer.print_piece``), or
    ``None`` when the printer could not number an alias.

    ``counts``: the batch's (value, argument) counts. Custom form: every
    top-level op's regions start at 0, as in the whole module. Generic form:
    counters run on, last op first, exactly as they do within the batch in the
    whole module; only the starting offsets differ, which the parent adds
    (``relocate``). ``aliases``: ``None`` when the text uses none, else what
    the batch would alias, in its first-use order; the parent numbers the
    aliases of all batches together (``_assemble``).
    """
    from ...ir.printer import Printer

    pr = Printer(generic=cfg.generic, debuginfo=cfg.debuginfo)
    counts = pr.number(holder, relocatable=True)
    got = pr.print_piece(ops)
    if got is None:
        return None
    return got[0], counts, got[1]


_ALIAS_CACHE: dict = {}
_FALLBACK = ("fallback", "", (0, 0), [], "", None, 0.0, [], None)


def _split_batch(cfg: SplitConfig, prefix: str, chunks: list, stubs: Sequence[tuple] = ()) -> tuple:
    """Worker side of split mode: parse, verify, run and print a batch of top-level ops.

    Returns ``(status, text, counts, symbols, diagnostics, timing, cpu, statistics,
    aliases)``; status is ``ok``, ``fail`` (a pass failed: ``diagnostics``
    rendered) or ``fallback`` (the caller must redo the whole input
    sequentially). ``stubs``: ``(name, declaration)`` of every top-level
    symbol of the module, for the symbol uses of this batch's ops.
    """
    import time

    from ...ir.cursor import ParseError, SourceFile
    from ...ir.diagnostics import SourceManager, SourceMgrDiagnosticHandler, get_engine
    from ...ir.parser import Parser
    from ...ir.verifier import verify
    from .analysis import AnalysisManager
    from .manager import Runner
    from .timing import PassTiming, TimingManager

    c0 = time.process_time()
    ctx = _worker_ctx(cfg.ctx_spec)
    tm = TimingManager() if cfg.timing else None
    aliases = _ALIAS_CACHE.get((id(ctx), prefix))
    uses_symbols = False
    try:
        if aliases is None:
            ap = Parser(ctx, SourceFile(cfg.name, prefix))
            ap.parse_top_level()
            aliases = _ALIAS_CACHE[(id(ctx), prefix)] = (ap.type_aliases, ap.attr_aliases, ap)
        ops = []
        for line, text in chunks:
            if tm is not None:
                tm.push("Parser")
            p = Parser(ctx, SourceFile(cfg.name, text, line))
            p.type_aliases = aliases[0]  # shared: op text defines no aliases
            p.attr_aliases = aliases[1]
            p.share_caches(aliases[2])  # a line's shape is learned once per worker
            got = p.parse_top_level()
            if tm is not None:
                tm.pop()
            if p.resources or any(o.results for o in got):
                return _FALLBACK
            defined = sum(1 for o in got if o.registered and "sym_name" in o.properties)
            if text.count("@") > defined:
                uses_symbols = True  # a symbol reference (or an '@' in a string)
            ops.extend(got)
    except ParseError:
        return _FALLBACK
    syms = [o.properties["sym_name"].value for o in ops if "sym_name" in o.properties]
    from ...ir.builtin_dialects import ModuleOp
    from ...ir.verifier import verify_symbol_uses

    # The batch's ops in a module, with the other batches' symbols as declarations
    # when the ops refer to symbols: verification and the passes see the symbol
    # table of the whole module (passes never run on the declarations).
    holder = ModuleOp.build([])
    for op in ops:
        holder.body.append(op)
    decls: list | None = []
    if uses_symbols:
        decls = _insert_stubs(ctx, holder, ops, list(stubs), aliases, cfg.name)
        if decls is None:
            return _FALLBACK
    if tm is not None:
        tm.push("Verifier")
    bad = any(verify(op, ctx) for op in ops) or (uses_symbols and verify_symbol_uses(holder, ctx))
    if tm is not None:
        tm.pop()
    if bad:
        return _FALLBACK
    pm = _worker_pm(cfg.pm_text, cfg.verify_each, ctx)
    pm.instrumentations = [PassTiming(tm)] if tm is not None else []
    runner = Runner(pm)
    group = pm.schedule()[0]
    am = AnalysisManager(holder)
    rendered: list[str] = []
    sm = SourceManager(load_files=False)
    with get_engine().scoped_handler(SourceMgrDiagnosticHandler(sm, rendered)):
        ok = runner.run_adaptor(
            group, holder, am, ("builtin.module",), skip=set(decls) if decls else None
        )
    if not ok:
        return (
            "fail",
            "",
            (0, 0),
            syms,
            "".join(rendered),
            None,
            time.process_time() - c0,
            [],
            None,
        )
    for d in decls or ():
        d.erase()
    if tm is not None:
        tm.push("Output")
    printed = _print_batch(cfg, holder, ops)
    if tm is not None:
        tm.pop()
    if printed is None:
        return _FALLBACK
    text, counts, alias_info = printed
    ttree = tm.root.to_tuple() if tm is not None else None
    stats = [dict(p.statistics) for p in pm.all_passes()]
    return ("ok", text, counts, syms, "", ttree, time.process_time() - c0, stats, alias_info)


# ------------------------------------------------------- the parent's share

#: The attribute that marks where the workers' output goes in the skeleton.
_PLACEHOLDER_TEXT = "irlite-split-placeholder-5c1e"


class _SplitRecorder:
    """An ``_AliasRecorder`` that notes how many entries it held when it met the
    placeholder (aliases first used before the body vs after it)."""

    def __init__(self, marker: Any) -> None:
        from ...ir.printer import _AliasRecorder

        self.rec = _AliasRecorder()
        self.marker = marker
        self.split: int | None = None

    def attr(self, a: Any) -> str:
        if a is self.marker:
            self.split = len(self.rec.entries)
            return ""
        return self.rec.attr(a)

    type = attr

    def loc(self, loc: Any) -> str:
        return self.rec.loc(loc)

    def arg_loc(self, loc: Any) -> str:
        return self.rec.arg_loc(loc)

    def loc_inner(self, loc: Any) -> str:
        return ""


def skeleton_module(text: str, ctx: Any, name: str = "<split>") -> Any:
    """The module of ``text`` (a module without its body) with the placeholder op
    in its body, or ``None`` if it does not parse or verify."""
    from ...ir.attributes import StringAttr
    from ...ir.core import Block, Operation
    from ...ir.cursor import ParseError, SourceFile
    from ...ir.module import parse_module
    from ...ir.verifier import verify

    try:
        top = parse_module(SourceFile(name, text), ctx, implicit_module=True)
    except ParseError:
        return None
    if top.name != "builtin.module" or len(top.regions) != 1:
        return None
    if not top.regions[0].blocks:  # a generic ``({\n})`` body has no block yet
        top.regions[0].add_block(Block())
    if verify(top, ctx):
        return None
    ph = Operation("irlite.split_placeholder")
    ph.attributes = {"irlite.split": StringAttr.get(_PLACEHOLDER_TEXT)}
    ph.loc = top.loc  # already numbered when the module is: adds no alias
    top.regions[0].blocks[0].append(ph)
    return top


def _assemble(top: Any, cfg: SplitConfig, results: list, executor: Executor) -> str | None:
    """Print the skeleton module ``top`` with the batches' texts as its body and
    the alias definitions a sequential run prints (numbered over the whole
    module as MLIR's alias initializer does)."""
    from ...ir.printer import Printer, _AliasPrinter, alias_key, rank_aliases, relocate

    ph = top.regions[0].blocks[0].last
    marker = ph.attributes["irlite.split"]
    pr = Printer(generic=cfg.generic, debuginfo=cfg.debuginfo)
    pr.number(top)
    need_aliases = cfg.debuginfo or any(r[8] is not None for r in results)
    names_per_batch: list = [() for _ in results]
    head = tail = ""
    skel = ""
    if not need_aliases:
        pr.out = []
        pr.print_op(top)
        if pr.aliases.defs or pr.aliases.loc_defs:  # the module's own attributes
            need_aliases = True
        else:
            skel = "".join(pr.out) + "\n"
    if need_aliases:
        sr = pr.record_aliases([top], _SplitRecorder(marker))
        if sr.split is None:
            return None
        # Global first-use order: the skeleton's aliases met before the body,
        # the batches' in order, then the skeleton's met after the body.
        table: dict = {}  # key -> [order, depth, prefix, deferrable, source]
        skel_items = [(x, e) for x, e in sr.rec.entries.items() if e[2] is not None]

        def add(key: Any, depth: int, prefix: str, deferrable: bool, src: Any) -> None:
            e = table.get(key)
            if e is None:
                table[key] = [len(table), depth, prefix, deferrable, src]
            elif not deferrable:
                e[3] = False

        for x, e in skel_items:
            if e[0] < sr.split:
                add(alias_key(x), e[1], e[2], e[3], x)
        batch_keys: list = []
        for bi, r in enumerate(results):
            keys = []
            for key, depth, prefix, deferrable, definition in r[8] or ():
                add(key, depth, prefix, deferrable, (bi, definition))
                keys.append(key)
            batch_keys.append(keys)
        for x, e in skel_items:
            if e[0] >= sr.split:
                add(alias_key(x), e[1], e[2], e[3], x)
        al = _AliasPrinter()
        ranked = rank_aliases(((key, e[0], e[1], e[2]) for key, e in table.items()), al)
        gname = dict(ranked)
        for x, _e in skel_items:
            n = gname[alias_key(x)]
            if _e[2] == "loc":
                al.loc_names[x] = n
            else:
                al.names[x] = n
        names_per_batch = [[gname[k] for k in keys] for keys in batch_keys]
        top_defs: list = []
        bottom_defs: list = []
        for key, name in ranked:
            e = table[key]
            src = e[4]
            if isinstance(src, tuple):  # a batch's definition, with the batch's markers
                bi, definition = src
                d = relocate(definition, 0, 0, names_per_batch[bi])
            else:
                d = src.print_text(al)
            line = f"{name} = {d}\n"
            at_top = not e[3]
            (top_defs if at_top else bottom_defs).append(line)
        head = "".join(top_defs)
        tail = "".join(bottom_defs)
        pr.aliases = al
        pr.out = []
        pr.print_op(top)
        if al.defs or al.loc_defs:
            return None
        skel = "".join(pr.out) + "\n"
    i = skel.find(_PLACEHOLDER_TEXT)
    if i < 0:
        return None
    a = skel.rfind("\n", 0, i) + 1
    b = skel.find("\n", i) + 1
    if cfg.generic or need_aliases:
        tv = [r[2][0] for r in results]
        ta = [r[2][1] for r in results]
        shifts = [
            executor.submit(relocate, r[1], sum(tv[i + 1 :]), sum(ta[i + 1 :]), names_per_batch[i])
            for i, r in enumerate(results)
        ]
        body = "".join(f.result() for f in shifts)
    else:
        body = "".join(r[1] for r in results)
    # As the driver prints a module: the module's text and a newline, then one more.
    return head + skel[:a] + body + skel[b:] + tail + "\n"


def run_split(
    text: str,
    name: str,
    cfg: SplitConfig,
    executor: Executor,
    skeleton: Callable[[str, str], Any],
    timing: Any = None,
    min_chunks: int = 2,
    pm: Any = None,
) -> tuple[bool, str] | None:
    """Process ``text`` in split mode; ``None`` when it cannot be done exactly.

    ``skeleton(module_text, name)`` parses and verifies the module without its body
    (the parent's share) and returns it with the placeholder op in its body
    (``skeleton_module``), or ``None`` on any error. Returns ``(ok, output)``;
    on failure the first failing batch's diagnostics have been written to
    stderr.
    """
    width = _executor_width(executor)
    # The workers start (fork) and warm up now, while this process cuts the input.
    for _ in range(width):
        executor.submit(_warm, cfg)
    si = split_input(text)
    if si is None or len(si.chunks) < min_chunks:
        return None
    bounds = guided_bounds([len(t) for _, t in si.chunks], width)
    batches = [si.chunks[a:b] for a, b in zip(bounds, bounds[1:])]
    stubs: list = []
    if "@" in text:
        for _, t in si.chunks:
            st = _stub(t)
            if st is not None:
                stubs.append(st)
    futures = [executor.submit(_split_batch, cfg, si.aliases, b, stubs) for b in batches]
    skel = skeleton(si.prefix + si.header + si.footer + si.suffix, name)
    results = [f.result() for f in futures]
    if skel is None or any(r[0] == "fallback" for r in results):
        return None
    syms = [s for r in results for s in r[3]]
    if len(set(syms)) != len(syms):
        return None
    for r in results:
        if r[0] == "fail":
            sys.stderr.write(r[4])
            return False, ""
    if pm is not None:
        targets = list(pm.all_passes())
        for r in results:
            for p, st in zip(targets, r[7]):
                for k, v in st.items():
                    p.statistics[k] = p.statistics.get(k, 0) + v
    if timing is not None:
        for r in results:
            if r[5] is not None:
                timing.root.merge_children(r[5])
            timing.add_worker_cpu(r[6])
    out = _assemble(skel, cfg, results, executor)
    if out is None:
        return None
    return True, out
