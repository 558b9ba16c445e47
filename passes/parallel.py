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
   only cuts and stitches. The generic form's value numbers run on across
   functions (last function first, as MLIR's ``SSANameState``), so workers
   print numbers relative to their batch, marked, and the parent adds each
   batch's offset. Anything split mode cannot reproduce exactly (a parse or
   verification error, symbol references, file metadata, aliases or
   locations in the output, top-level ops with results) makes it return
   ``None`` and the caller runs sequentially.

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
from typing import Any

__all__ = [
    "ContextSpec",
    "InlineExecutor",
    "SplitConfig",
    "execute_adaptor",
    "process_pool",
    "run_split",
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


class ContextSpec:
    """A picklable recipe for the ``Context`` a worker builds (``spec()`` makes one).

    ``setup``: names of importable callables (``"pkg.mod:func"``) called with
    the new context, e.g. to load ``.rules`` dialects in the worker.
    """

    __slots__ = ("allow_unregistered", "setup")

    def __init__(self, allow_unregistered: bool = False, setup: Sequence[str] = ()) -> None:
        self.allow_unregistered = allow_unregistered
        self.setup = tuple(setup)

    def __getstate__(self) -> tuple:
        return (self.allow_unregistered, self.setup)

    def __setstate__(self, st: tuple) -> None:
        self.allow_unregistered, self.setup = st

    def __call__(self) -> Any:
        from ..ir.context import Context

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
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))


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


def _run_threads(runner: Any, ex: Executor, group: tuple, children: list, am: Any, path: tuple) -> bool:
    from ..ir.diagnostics import get_engine

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
    from ..ir.module import parse_module
    from ..ir.printer import print_op
    from .timing import find_timing

    timing = find_timing(runner.insts)
    job = (_pm_text(group), runner.verify_each, _ctx_spec(runner), timing is not None)
    texts = [print_op(c, generic=True, debuginfo=True) for c in children]
    n = len(texts)
    nbatch = min(n, 4 * _executor_width(ex))
    bounds = [round(i * n / nbatch) for i in range(nbatch + 1)]
    futures = [ex.submit(_remote_batch, job, texts[bounds[i] : bounds[i + 1]]) for i in range(nbatch)]
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
    return pm


_CTX_CACHE: dict = {}


def _worker_ctx(spec: Any) -> Any:
    key = repr(getattr(spec, "__getstate__", lambda: id(spec))())
    ctx = _CTX_CACHE.get(key)
    if ctx is None:
        ctx = _CTX_CACHE[key] = spec()
    return ctx


def _remote_batch(job: tuple, texts: list) -> list:
    """Worker side of ``_run_remote``: one result tuple per op text."""
    from ..ir.diagnostics import SourceManager, SourceMgrDiagnosticHandler, get_engine
    from ..ir.module import parse_module
    from ..ir.printer import print_op
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
            ok = runner.run_adaptor(pm.schedule()[0], top, AnalysisManager(top), ("builtin.module",))
        stats = [dict(p.statistics) for p in pm.all_passes()]
        ttree = tm.root.to_tuple() if tm is not None else None
        printed = print_op(op, generic=True, debuginfo=True) if ok else ""
        out.append(("ok" if ok else "fail", printed, "".join(rendered), stats, ttree))
    return out


# ----------------------------------------------------------------- split mode


class SplitConfig:
    """What a split-mode worker needs to know (picklable)."""

    __slots__ = ("ctx_spec", "generic", "name", "pm_text", "timing", "verify_each")

    def __init__(self, pm_text: str, verify_each: bool, ctx_spec: Any, generic: bool, name: str,
                 timing: bool = False) -> None:
        self.pm_text = pm_text
        self.verify_each = verify_each
        self.ctx_spec = ctx_spec
        self.generic = generic
        self.name = name
        self.timing = timing

    def __getstate__(self) -> tuple:
        return (self.pm_text, self.verify_each, self.ctx_spec, self.generic, self.name, self.timing)

    def __setstate__(self, st: tuple) -> None:
        (self.pm_text, self.verify_each, self.ctx_spec, self.generic, self.name, self.timing) = st


class SplitInput:
    """An input cut at its top-level ops: ``prefix`` (alias definitions),
    ``header``/``footer`` of an explicit module (empty for an implicit one),
    and ``chunks`` of ``(line_offset, text)``."""

    __slots__ = ("chunks", "footer", "header", "prefix")

    def __init__(self, prefix: str, header: str, footer: str, chunks: list) -> None:
        self.prefix = prefix
        self.header = header
        self.footer = footer
        self.chunks = chunks


_MODULE_HEAD = re.compile(
    r'(?:(?:builtin\.)?module(?:[ \t]+@[\w$.\-]+)?(?:[ \t]+attributes[ \t]*\{[^\n]*\})?[ \t]*\{'
    r'|"builtin\.module"\(\)[ \t]*\(\{)[ \t]*\n'
)


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
        line = text[pos:eol]
        s = line.strip()
        if s and not (line[0] in "#!" or s.startswith("//")):
            break
        pos = eol
    prefix = text[:pos]
    m = _MODULE_HEAD.match(text, pos)
    if m is not None:
        header = text[pos : m.end()]
        body_start = m.end()
        end = len(text.rstrip())
        last = text.rfind("\n", 0, end) + 1
        footer = text[last:]
        if not footer.lstrip().startswith("}") or last <= body_start:
            return None
        body_end = last
    else:
        header = footer = ""
        body_start, body_end = pos, n
    body = text[body_start:body_end]
    fm = re.search(r"^([ \t]*)[^ \t\n/]", body, re.MULTILINE)
    if fm is None:
        return None
    indent = fm.group(1)
    if "\t" in indent:
        return None
    k = len(indent)
    if header and k and re.search(rf"^ {{0,{k - 1}}}[^ \t\n]", body, re.MULTILINE):
        return None  # something less indented than the body's ops: not one module
    starts = [mm.start() for mm in re.finditer(rf'^{indent}(?=[%"A-Za-z_])', body, re.MULTILINE)]
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
    return SplitInput(prefix, header, footer, chunks)


_VAL = re.compile("\x01(\\d+)\x01")
_ARG = re.compile("\x02(\\d+)\x02")


_NUM_NAME = re.compile(r"%(arg)?(\d+)(#\d+)?")


def _number_batch(p: Any, holder: Any, generic: bool) -> tuple[int, int]:
    """Name the values of the ops in ``holder`` (a module holding one batch) with
    the printer's own numbering; in the generic form, rewrite the numbers into
    markers (``%\x01N\x01``, ``%arg\x02N\x02``) relative to this batch, for the
    parent to shift. Returns the batch's (value, argument) counts.

    Custom form: every top-level op's regions start at 0, as in the whole
    module. Generic form: counters run on, last op first, exactly as they do
    within the batch in the whole module; only the starting offsets differ.
    """
    p.number(holder)
    if not generic:
        return 0, 0
    names = p.names
    nv = na = 0
    match = _NUM_NAME.fullmatch
    for v, name in names.items():
        m = match(name)
        if m is None:
            continue
        n = int(m.group(2))
        if m.group(1):
            names[v] = f"%arg\x02{n}\x02"
            na = max(na, n + 1)
        else:
            names[v] = f"%\x01{n}\x01{m.group(3) or ''}"
            nv = max(nv, n + 1)
    return nv, na


_ALIAS_CACHE: dict = {}
_FALLBACK = ("fallback", "", (0, 0), [], "", None, 0.0, [])


def _split_batch(cfg: SplitConfig, prefix: str, chunks: list) -> tuple:
    """Worker side of split mode: parse, verify, run and print a batch of top-level ops.

    Returns ``(status, text, counts, symbols, diagnostics, timing, cpu, statistics)``;
    status is ``ok``, ``fail`` (a pass failed: ``diagnostics`` rendered) or
    ``fallback`` (the caller must redo the whole input sequentially).
    """
    import time

    from ..ir.cursor import ParseError, SourceFile
    from ..ir.diagnostics import SourceManager, SourceMgrDiagnosticHandler, get_engine
    from ..ir.parser import Parser
    from ..ir.printer import Printer
    from ..ir.verifier import verify
    from .analysis import AnalysisManager
    from .manager import Runner
    from .timing import PassTiming, TimingManager

    c0 = time.process_time()
    ctx = _worker_ctx(cfg.ctx_spec)
    tm = TimingManager() if cfg.timing else None
    aliases = _ALIAS_CACHE.get(prefix)
    try:
        if aliases is None:
            ap = Parser(ctx, SourceFile(cfg.name, prefix))
            ap.parse_top_level()
            aliases = _ALIAS_CACHE[prefix] = (ap.type_aliases, ap.attr_aliases)
        ops = []
        for line, text in chunks:
            if tm is not None:
                tm.push("Parser")
            p = Parser(ctx, SourceFile(cfg.name, text, line))
            p.type_aliases = dict(aliases[0])
            p.attr_aliases = dict(aliases[1])
            got = p.parse_top_level()
            if tm is not None:
                tm.pop()
            if p.resources or any(o.results for o in got):
                return _FALLBACK
            expected_at = sum(1 for o in got if o.registered and "sym_name" in o.properties)
            if text.count("@") > expected_at:
                return _FALLBACK  # symbol references
            ops.extend(got)
    except ParseError:
        return _FALLBACK
    syms = [o.properties["sym_name"].value for o in ops if "sym_name" in o.properties]
    for op in ops:
        if tm is not None:
            tm.push("Verifier")
        bad = verify(op, ctx)
        if tm is not None:
            tm.pop()
        if bad:
            return _FALLBACK
    pm = _worker_pm(cfg.pm_text, cfg.verify_each, ctx)
    pm.instrumentations = [PassTiming(tm)] if tm is not None else []
    runner = Runner(pm)
    group = pm.schedule()[0]
    from ..ir.builtin_dialects import ModuleOp

    holder = ModuleOp.build([])
    for op in ops:
        holder.body.append(op)
    am = AnalysisManager(holder)
    rendered: list[str] = []
    sm = SourceManager(load_files=False)
    with get_engine().scoped_handler(SourceMgrDiagnosticHandler(sm, rendered)):
        ok = runner.run_adaptor(group, holder, am, ("builtin.module",))
    if not ok:
        return ("fail", "", (0, 0), syms, "".join(rendered), None, time.process_time() - c0, [])
    if tm is not None:
        tm.push("Output")
    pr = Printer(generic=cfg.generic)
    counts = _number_batch(pr, holder, cfg.generic)
    pr.default_dialects.append("builtin")
    pr.indent = 1
    for op in ops:
        pr.out.append("  ")
        pr.print_op(op)
        pr.out.append("\n")
    if pr.aliases.defs or pr.aliases.loc_defs:
        return _FALLBACK
    text = "".join(pr.out)
    if tm is not None:
        tm.pop()
    ttree = tm.root.to_tuple() if tm is not None else None
    stats = [dict(p.statistics) for p in pm.all_passes()]
    return ("ok", text, counts, syms, "", ttree, time.process_time() - c0, stats)


def _shift(text: str, dv: int, da: int) -> str:
    """Replace the number markers of ``_number_batch`` by the numbers plus the offsets."""
    for mark, d in (("\x01", dv), ("\x02", da)):
        parts = text.split(mark)
        if len(parts) > 1:
            nums = parts[1::2]
            parts[1::2] = [str(int(x) + d) for x in nums] if d else nums
            text = "".join(parts)
    return text


def run_split(
    text: str,
    name: str,
    cfg: SplitConfig,
    executor: Executor,
    skeleton: Callable[[str], str | None],
    timing: Any = None,
    min_chunks: int = 2,
    pm: Any = None,
) -> tuple[bool, str] | None:
    """Process ``text`` in split mode; ``None`` when it cannot be done exactly.

    ``skeleton(module_text)`` parses and verifies the module without its body
    (the parent's share) and returns it printed with one unregistered op
    ``"irlite.split_placeholder"`` in its body (the line the workers' output
    replaces), or ``None`` on any error.
    Returns ``(ok, output)``; on failure the first failing batch's diagnostics
    have been written to stderr.
    """
    si = split_input(text)
    if si is None or len(si.chunks) < min_chunks:
        return None
    width = _executor_width(executor)
    total = sum(len(t) for _, t in si.chunks)
    nbatch = min(len(si.chunks), 4 * width)
    batches: list[list] = [[] for _ in range(nbatch)]
    target = total / nbatch
    acc = 0
    for ch in si.chunks:
        i = min(nbatch - 1, int(acc / target))
        batches[i].append(ch)
        acc += len(ch[1])
    batches = [b for b in batches if b]
    futures = [executor.submit(_split_batch, cfg, si.prefix, b) for b in batches]
    skel = skeleton(si.prefix + si.header + si.footer)
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
    if cfg.generic:
        # Shift each batch's marked numbers by the counts of the batches after it
        # (MLIR numbers the last function first), in the workers too.
        tv = [r[2][0] for r in results]
        ta = [r[2][1] for r in results]
        shifts = [executor.submit(_shift, r[1], sum(tv[i + 1 :]), sum(ta[i + 1 :]))
                  for i, r in enumerate(results)]
        body = "".join(f.result() for f in shifts)
    else:
        body = "".join(r[1] for r in results)
    marker = '  "irlite.split_placeholder"() : () -> ()\n'
    i = skel.find(marker)
    if i < 0:
        return None
    return True, skel[:i] + body + skel[i + len(marker) :]
