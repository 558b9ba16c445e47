"""Diagnostics: what went wrong, where, and how mlir-opt would say it.

A ``Diagnostic`` is a severity, a location, a message and attached notes. A
``DiagnosticEngine`` hands each emitted diagnostic to its handlers (a stack:
the most recently registered handler sees it first and may pass it on by
returning ``False``). A ``SourceManager`` knows the source buffers and renders
a diagnostic exactly as mlir-opt 19 prints it: ``file:line:col: error: msg``,
the source line (tabs expanded to 8 columns) and a caret line; call-site
locations add ``called from`` notes; notes follow, showing their source line
only when their location differs from the previous one; locations without a
file position print as ``<unknown>:0: error: loc("name"): msg``.

Errors raised for the user form one hierarchy rooted at ``IrliteError``:
``DiagnosticError`` carries diagnostics, ``VerificationError`` is what op
verifiers raise (with a bare message, the verifier prefixes ``'op.name' op``).

What this module does not do: decide what is an error (the parser and the
verifier do), or check ``expected-*`` annotations (``ir.verify_diagnostics``).

Diagnostics on an operation (``op_error``, ``DiagnosticEngine.emit_error(op,
...)``) remember the op; the engine attaches mlir-opt's ``see current
operation: <generic form>`` note when the diagnostic is emitted, if its
``print_op_on_diagnostic`` policy says so (``--verify-diagnostics`` turns it
off, as mlir-opt does). The op is printed with the value names of its nearest
isolated-from-above ancestor, as MLIR's local-scope printing does.

This module imports nothing of irlite at import time (other ``ir`` modules
may import ``IrliteError`` from here without cycles).
"""

from __future__ import annotations

import bisect
import enum
import sys
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, TextIO

__all__ = [
    "Diagnostic",
    "DiagnosticEngine",
    "DiagnosticError",
    "IrliteError",
    "Severity",
    "SourceManager",
    "SourceMgrDiagnosticHandler",
    "VerificationError",
    "VerifyError",
    "add_source",
    "default_source_manager",
    "diagnostic_from_parse_error",
    "get_engine",
    "op_diagnostic",
    "op_error",
    "op_text_for_diagnostic",
    "report",
    "to_diagnostics",
]

TAB_STOP = 8
CALL_STACK_LIMIT = 10
#: Elements attributes larger than this print as ``dense_resource<__elided__>`` in diagnostics.
ELIDE_ELEMENTS_LIMIT = 16


class Severity(enum.IntEnum):
    """MLIR's DiagnosticSeverity; ``str()`` is the word mlir-opt prints."""

    NOTE = 0
    WARNING = 1
    ERROR = 2
    REMARK = 3

    def __str__(self) -> str:
        return _SEVERITY_NAMES[self]

    def __format__(self, spec: str) -> str:
        return format(_SEVERITY_NAMES[self], spec)

    @property
    def label(self) -> str:
        return _SEVERITY_NAMES[self]


_SEVERITY_NAMES = {
    Severity.NOTE: "note",
    Severity.WARNING: "warning",
    Severity.ERROR: "error",
    Severity.REMARK: "remark",
}


# ----------------------------------------------------------------- errors


class IrliteError(Exception):
    """Root of the errors irlite reports to its users."""

    __slots__ = ()


class DiagnosticError(IrliteError):
    """An error that carries the diagnostics describing it (``diagnostics``)."""

    __slots__ = ("diagnostics",)

    def __init__(self, diagnostics: Diagnostic | Sequence[Diagnostic]) -> None:
        if isinstance(diagnostics, Diagnostic):
            diagnostics = [diagnostics]
        self.diagnostics: list[Diagnostic] = list(diagnostics)
        super().__init__(self.diagnostics[0].message if self.diagnostics else "")

    def render(self, sm: SourceManager | None = None) -> str:
        """All diagnostics rendered as mlir-opt prints them."""
        sm = sm or _DEFAULT_SM
        return "".join(sm.render(d) for d in self.diagnostics)


class VerificationError(DiagnosticError):
    """Raised by op verification hooks (``verify_``, ``verify_region_``, ...).

    ``VerificationError("requires attribute 'value'")`` (a bare message) is
    turned by the verifier into ``'dialect.op' op requires attribute 'value'``
    on the op, with the usual note. ``VerificationError(diagnostic)`` is
    reported as given (use ``op_error``/``Diagnostic`` to build one with notes).
    """

    __slots__ = ("pending_message",)

    def __init__(self, what: str | Diagnostic | Sequence[Diagnostic]) -> None:
        if isinstance(what, str):
            self.pending_message: str | None = what
            self.diagnostics = []
            Exception.__init__(self, what)
        else:
            self.pending_message = None
            DiagnosticError.__init__(self, what)


#: The name op hooks use (``raise VerifyError("...")``).
VerifyError = VerificationError


# ------------------------------------------------------------- diagnostics


class Diagnostic:
    """One diagnostic: ``severity``, ``loc``, ``message``, ``notes``.

    ``loc`` is whatever the IR holds: a location attribute, a lazy parser
    location (``source``/``offset``), or ``None`` (unknown). ``op`` is the
    operation it was emitted on, if any, used for the ``see current operation``
    note until that note is attached (then it is cleared).
    """

    __slots__ = ("loc", "message", "notes", "op", "severity")

    def __init__(
        self,
        severity: Severity,
        loc: Any,
        message: str,
        notes: list[Diagnostic] | None = None,
        op: Any = None,
    ) -> None:
        self.severity = severity
        self.loc = loc
        self.message = message
        self.notes: list[Diagnostic] = notes if notes is not None else []
        self.op = op

    # -- construction helpers
    @classmethod
    def at(cls, severity: Severity, loc_or_op: Any, message: str) -> Diagnostic:
        """A diagnostic at a location, or on an op (its location, op remembered)."""
        if _is_op(loc_or_op):
            return cls(severity, loc_or_op.loc, message, None, loc_or_op)
        return cls(severity, loc_or_op, message)

    @classmethod
    def error(cls, loc_or_op: Any, message: str) -> Diagnostic:
        return cls.at(Severity.ERROR, loc_or_op, message)

    @classmethod
    def warning(cls, loc_or_op: Any, message: str) -> Diagnostic:
        return cls.at(Severity.WARNING, loc_or_op, message)

    @classmethod
    def remark(cls, loc_or_op: Any, message: str) -> Diagnostic:
        return cls.at(Severity.REMARK, loc_or_op, message)

    def attach_note(self, message: str, loc: Any = None) -> Diagnostic:
        """Append a note (at ``loc``, default this diagnostic's location); return the note."""
        note = Diagnostic(Severity.NOTE, self.loc if loc is None else loc, message)
        if _is_op(note.loc):
            note.loc = note.loc.loc
        self.notes.append(note)
        return note

    def attach_op_note(self, generic: bool | None = None, debuginfo: bool = False) -> None:
        """Attach ``see current operation: <op>`` as the first note (once).

        Errors print the op in generic form; warnings and remarks in its
        custom form (``generic=None`` picks as MLIR does).
        """
        op = self.op
        if op is None:
            return
        self.op = None
        if generic is None:
            generic = self.severity == Severity.ERROR
        text = op_text_for_diagnostic(op, generic=generic, debuginfo=debuginfo)
        msg = "see current operation: " + ("\n" + text if "\n" in text else text)
        self.notes.insert(0, Diagnostic(Severity.NOTE, op.loc, msg))

    def raise_(self) -> None:
        """Raise this diagnostic as a ``DiagnosticError``."""
        raise DiagnosticError(self)

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        return f"<Diagnostic {self.severity}: {self.message!r} ({len(self.notes)} notes)>"


def op_diagnostic(severity: Severity, op: Any, message: str) -> Diagnostic:
    """A diagnostic on ``op`` (MLIR's ``op->emitError(message)``)."""
    return Diagnostic(severity, op.loc, message, None, op)


def op_error(op: Any, message: str) -> Diagnostic:
    """``'dialect.op' op <message>`` on ``op`` (MLIR's ``emitOpError``)."""
    return Diagnostic(Severity.ERROR, op.loc, f"'{op.name}' op {message}", None, op)


def diagnostic_from_parse_error(e: Any) -> Diagnostic:
    """The error diagnostic (with notes) of a ``ParseError``."""
    d = Diagnostic(Severity.ERROR, _source_loc(e.source, e.offset), e.message)
    for note in getattr(e, "notes", ()):
        msg, src, off = note
        d.notes.append(Diagnostic(Severity.NOTE, _source_loc(src, off), msg))
    return d


def to_diagnostics(x: Any) -> list[Diagnostic]:
    """Diagnostics of a ``Diagnostic``, ``DiagnosticError``, ``ParseError`` or a list of them."""
    if isinstance(x, Diagnostic):
        return [x]
    if isinstance(x, DiagnosticError):
        return list(x.diagnostics)
    if hasattr(x, "source") and hasattr(x, "offset") and hasattr(x, "message"):
        out = [diagnostic_from_parse_error(x)]
        for msg, src, off in getattr(x, "followups", ()):
            out.append(Diagnostic(Severity.ERROR, _source_loc(src, off), msg))
        return out
    if isinstance(x, (list, tuple)):
        out: list[Diagnostic] = []
        for y in x:
            out.extend(to_diagnostics(y))
        return out
    raise TypeError(f"not a diagnostic: {x!r}")


def _is_op(x: Any) -> bool:
    return hasattr(x, "regions") and hasattr(x, "op_operands")


class _SourceLoc:
    """A position in a source buffer (what parse errors point at)."""

    __slots__ = ("offset", "source")

    def __init__(self, source: Any, offset: int) -> None:
        self.source = source
        self.offset = offset

    def resolve(self) -> Any:
        from .location import FileLineColLoc

        if self.offset < 0:
            return FileLineColLoc.get(self.source.name, 0, 0)
        line, col = self.source.line_col(self.offset)
        return FileLineColLoc.get(self.source.name, line, col)


def _source_loc(source: Any, offset: int) -> Any:
    return _SourceLoc(source, offset)


# ------------------------------------------------------------ op printing


class _InlinePrinter:
    """Prints attributes, types and locations inline (no aliases), eliding large
    elements attributes, as MLIR prints ops into diagnostics."""

    __slots__ = ()

    def attr(self, a: Any) -> str:
        kind = type(a).__name__
        if kind in ("DenseIntOrFPElementsAttr", "DenseStringElementsAttr") and not a.is_splat:
            n = a.num_elements if kind == "DenseIntOrFPElementsAttr" else len(a.params[1])
            if n > ELIDE_ELEMENTS_LIMIT:
                return "dense_resource<__elided__> : " + self.type(a.type)
        return a.print_text(self)

    def type(self, t: Any) -> str:
        return str(t)

    def loc(self, loc: Any) -> str:
        return str(loc)

    def loc_inner(self, loc: Any) -> str:
        return loc.print_inner(self)


def op_text_for_diagnostic(op: Any, generic: bool = True, debuginfo: bool = False) -> str:
    """``op`` printed as MLIR prints it into a diagnostic.

    Value names are those of the nearest isolated-from-above ancestor (or the
    outermost op), so they match the enclosing function's printout; values
    from above that scope print as ``<<UNKNOWN SSA VALUE>>``.
    """
    from .printer import Printer

    root = op
    while "IsolatedFromAbove" not in type(root).traits:
        parent = root.parent_op
        if parent is None:
            break
        root = parent
    p = Printer(generic=generic, debuginfo=debuginfo)
    p.aliases = _InlinePrinter()  # diagnostics print attributes and locations inline
    if root.results:
        n = len(root.results)
        for i, r in enumerate(root.results):
            p.names[r] = "%0" if n == 1 else f"%0#{i}"
    p.number(root)
    p.print_op(op)
    return "".join(p.out)


# ------------------------------------------------------------ locations
#
# The location classes live in ``ir.location``; these helpers only read them.


def _resolve(loc: Any) -> Any:
    """The location attribute for ``loc`` (lazy parser locations resolved)."""
    if loc is None:
        from .location import UnknownLoc

        return UnknownLoc.get()
    resolve = getattr(loc, "resolve", None)
    if resolve is not None and not hasattr(loc, "params"):
        return resolve()
    return loc


def _kind(loc: Any) -> str:
    return type(loc).__name__


def _file_line_col(loc: Any) -> tuple[str, int, int]:
    return loc.file, loc.line, loc.col


def _sub_locations(loc: Any) -> Sequence[Any]:
    """Direct sub-locations, in MLIR's walk order."""
    k = _kind(loc)
    if k == "NameLoc":
        return (loc.child,)
    if k == "CallSiteLoc":
        return (loc.callee, loc.caller)
    if k == "FusedLoc":
        return tuple(loc.locations)
    if k == "OpaqueLoc":
        fb = getattr(loc, "fallback", None)
        return (fb,) if fb is not None else ()
    return ()


def find_file_loc(loc: Any) -> Any:
    """The first ``FileLineColLoc`` in ``loc``'s tree (pre-order), or ``None``."""
    stack = [loc]
    while stack:
        x = stack.pop()
        if _kind(x) == "FileLineColLoc":
            return x
        subs = _sub_locations(x)
        if subs:
            stack.extend(reversed(subs))
    return None


def _call_site(loc: Any) -> Any:
    """MLIR's ``getCallSiteLoc``: a call site through names and fused locations."""
    k = _kind(loc)
    if k == "NameLoc":
        return _call_site(loc.child)
    if k == "CallSiteLoc":
        return loc
    if k == "FusedLoc":
        for sub in loc.locations:
            c = _call_site(sub)
            if c is not None:
                return c
    return None


def _loc_text(loc: Any) -> str:
    """``loc(...)`` text of a location attribute, as ``os << loc`` prints it."""
    s = str(loc)
    return s if s.startswith("loc(") else f"loc({s})"


# ------------------------------------------------------------ source manager


class _Buffer:
    __slots__ = ("first_line", "line_starts", "num_lines", "source")

    def __init__(self, source: Any) -> None:
        self.source = source
        text = source.text
        ls = [0]
        find = text.find
        i = find("\n")
        while i >= 0:
            ls.append(i + 1)
            i = find("\n", i + 1)
        self.line_starts = ls
        self.first_line = 1 + getattr(source, "line_offset", 0)
        self.num_lines = len(ls)

    def offset_for(self, line: int, col: int) -> int | None:
        """LLVM's ``FindLocForLineAndColumn``: the offset of (line, col) or ``None``."""
        idx = line - self.first_line
        if idx < 0 or idx >= self.num_lines:
            return None
        start = self.line_starts[idx]
        c = col - 1 if col else 0
        if c:
            text = self.source.text
            if start + c > len(text):
                return None
            seg = text[start : start + c]
            if "\n" in seg or "\r" in seg:
                return None
        return start + c


class SourceManager:
    """The source buffers diagnostics point into, by file name.

    Buffers are added explicitly (``add``) or learned from the lazy parser
    locations and parse errors of rendered diagnostics. A file name it does
    not know is read from disk on first use (as mlir-opt's source manager
    does), unless ``load_files`` is false. Several buffers may share a name
    (split-input chunks numbered by their original lines); the one whose
    lines cover the requested line is used.
    """

    __slots__ = ("_buffers", "_by_id", "_failed", "_learned", "load_files")

    #: How many buffers learned from rendered diagnostics are kept.
    LEARNED_LIMIT = 16

    def __init__(self, load_files: bool = True) -> None:
        self._buffers: dict[str, list[_Buffer]] = {}
        self._by_id: dict[int, _Buffer] = {}
        self._failed: set[str] = set()
        self._learned: dict[int, None] = {}
        self.load_files = load_files

    def add(self, source: Any) -> None:
        """Register a ``SourceFile`` (idempotent); it stays registered."""
        self._learned.pop(id(source), None)
        if id(source) in self._by_id:
            return
        b = _Buffer(source)
        self._by_id[id(source)] = b
        self._buffers.setdefault(source.name, []).append(b)

    def _forget(self, key: int) -> None:
        b = self._by_id.pop(key, None)
        if b is not None:
            bufs = self._buffers.get(b.source.name, [])
            if b in bufs:
                bufs.remove(b)
            if not bufs:
                self._buffers.pop(b.source.name, None)

    @property
    def sources(self) -> list[Any]:
        """Registered buffers, in registration order."""
        return [b.source for b in self._by_id.values()]

    def buffer(self, source: Any) -> _Buffer:
        b = self._by_id.get(id(source))
        if b is None:
            self.add(source)
            b = self._by_id[id(source)]
        return b

    def find(self, name: str, line: int | None = None) -> _Buffer | None:
        """The buffer named ``name`` (covering ``line`` if several), loading it if allowed."""
        bufs = self._buffers.get(name)
        if not bufs:
            if not self.load_files or name in self._failed:
                return None
            try:
                with open(name, encoding="utf-8", errors="surrogateescape") as f:
                    text = f.read()
            except (OSError, ValueError):
                self._failed.add(name)
                return None
            from .cursor import SourceFile

            self.add(SourceFile(name, text))
            bufs = self._buffers[name]
        if line is None or len(bufs) == 1:
            return bufs[-1]
        for b in reversed(bufs):  # the newest of buffers sharing a name ("<string>") first
            if b.first_line <= line < b.first_line + b.num_lines:
                return b
        return bufs[-1]

    def _learn(self, loc: Any) -> None:
        """Register the buffer a lazy location points into (the last few are kept)."""
        src = getattr(loc, "source", None)
        if src is None or not hasattr(src, "text") or hasattr(loc, "params"):
            return
        key = id(src)
        if key in self._by_id:
            return
        self.add(src)
        learned = self._learned
        learned[key] = None
        if len(learned) > self.LEARNED_LIMIT:
            oldest = next(iter(learned))
            del learned[oldest]
            self._forget(oldest)

    # -------------------------------------------------------- rendering
    def render(self, diag: Diagnostic) -> str:
        """``diag`` and its notes as mlir-opt prints them (each line ends in '\\n')."""
        self._learn(diag.loc)
        for n in diag.notes:
            self._learn(n.loc)
        out: list[str] = []
        loc = _resolve(diag.loc)
        stack: list[tuple[Any, str]] = [(loc, "")]
        call = _call_site(loc)
        if call is not None:
            loc = call.caller
            for _ in range(CALL_STACK_LIMIT):
                stack.append((loc, "called from"))
                call = _call_site(loc)
                if call is None:
                    break
                loc = call.caller
        out.append(self.render_message(stack[0][0], diag.message, diag.severity))
        for loc, ctx in stack[1:]:
            out.append(self.render_message(loc, ctx, Severity.NOTE))
        for note in diag.notes:
            nloc = _resolve(note.loc)
            out.append(self.render_message(nloc, note.message, note.severity, nloc is not loc))
            loc = nloc
        return "".join(out)

    def render_message(
        self, loc: Any, message: str, severity: Severity, display_source_line: bool = True
    ) -> str:
        """One message at one location (MLIR's ``SourceMgrDiagnosticHandler::emitDiagnostic``)."""
        own = getattr(loc, "source", None)  # a parser location knows its buffer
        if own is None or not hasattr(own, "text") or hasattr(loc, "params"):
            own = None
        loc = _resolve(loc)
        file_loc = find_file_loc(loc)
        if file_loc is None:
            prefix = "" if _kind(loc) == "UnknownLoc" else _loc_text(loc) + ": "
            return f"<unknown>:0: {severity.label}: {prefix}{message}\n"
        name, line, col = _file_line_col(file_loc)
        if display_source_line and line and col:
            b = self.buffer(own) if own is not None and own.name == name else self.find(name, line)
            if b is not None:
                off = b.offset_for(line, col)
                if off is not None:
                    return self.print_message(b.source, off, severity, message)
        return f"{name}:{line}:{col}: {severity.label}: {message}\n"

    def print_message(
        self,
        source: Any,
        offset: int,
        severity: Severity,
        message: str,
        ranges: Sequence[tuple[int, int]] = (),
    ) -> str:
        """LLVM's ``SourceMgr::PrintMessage`` at ``offset`` of ``source``.

        ``ranges`` are (start, end) offsets underlined with ``~``.
        """
        b = self.buffer(source)
        text = source.text
        n = len(text)
        offset = min(offset, n)
        start = offset
        while start > 0 and text[start - 1] not in "\n\r":
            start -= 1
        end = offset
        while end < n and text[end] not in "\n\r":
            end += 1
        idx = _line_index(b, offset)
        line_no = idx + b.first_line
        col0 = offset - start
        head = f"{source.name}:{line_no}:{col0 + 1}: {severity.label}: {message}\n"
        line_text = text[start:end]
        return head + _source_and_caret(line_text, col0, start, end, ranges)


def _line_index(b: _Buffer, offset: int) -> int:
    return bisect.bisect_right(b.line_starts, offset) - 1


def _expand_tabs(line: str) -> str:
    if "\t" not in line:
        return line
    out: list[str] = []
    col = 0
    for ch in line:
        if ch == "\t":
            out.append(" ")
            col += 1
            while col % TAB_STOP:
                out.append(" ")
                col += 1
        else:
            out.append(ch)
            col += 1
    return "".join(out)


def _source_and_caret(
    line: str, col0: int, line_start: int, line_end: int, ranges: Sequence[tuple[int, int]]
) -> str:
    """The source line and caret line of LLVM's ``SMDiagnostic::print``."""
    if any(ord(c) > 127 for c in line):
        return _expand_tabs(line) + "\n"
    ncols = len(line)
    caret = [" "] * (ncols + 1)
    for rs, re_ in ranges:
        if rs > line_end or re_ < line_start:
            continue
        a = max(rs, line_start) - line_start
        z = min(re_, line_end) - line_start
        for i in range(a, min(z, len(caret))):
            caret[i] = "~"
    caret[min(col0, ncols)] = "^"
    cl = "".join(caret).rstrip(" ")
    out: list[str] = []
    col = 0
    for i, ch in enumerate(cl):
        if i >= len(line) or line[i] != "\t":
            out.append(ch)
            col += 1
            continue
        while True:
            out.append(ch)
            col += 1
            if col % TAB_STOP == 0:
                break
    return _expand_tabs(line) + "\n" + "".join(out) + "\n"


# ------------------------------------------------------------ engine

Handler = Callable[[Diagnostic], Any]


class DiagnosticEngine:
    """Routes emitted diagnostics to handlers.

    Handlers form a stack: the most recently registered one is called first;
    returning ``False`` passes the diagnostic to the next one, anything else
    consumes it. With no handler consuming it, an error is printed to stderr
    rendered by the default source manager; other severities are dropped (as
    MLIR's engine does).

    ``print_op_on_diagnostic`` (default true, like mlir-opt) attaches the
    ``see current operation`` note to diagnostics emitted on ops;
    ``print_debuginfo`` prints locations in that note.
    """

    __slots__ = ("_handlers", "_lock", "_next_id", "print_debuginfo", "print_op_on_diagnostic")

    def __init__(self) -> None:
        self._handlers: list[tuple[int, Handler]] = []
        self._next_id = 1
        self.print_op_on_diagnostic = True
        self.print_debuginfo = False
        self._lock = threading.RLock()

    def register_handler(self, handler: Handler) -> int:
        """Push ``handler``; returns an id for ``erase_handler``."""
        with self._lock:
            hid = self._next_id
            self._next_id += 1
            self._handlers.append((hid, handler))
            return hid

    def erase_handler(self, hid: int) -> None:
        with self._lock:
            self._handlers = [(i, h) for i, h in self._handlers if i != hid]

    def scoped_handler(self, handler: Handler) -> _ScopedHandler:
        """``with engine.scoped_handler(fn): ...`` registers ``fn`` for the block."""
        return _ScopedHandler(self, handler)

    def emit(self, diag: Diagnostic) -> Diagnostic:
        """Report ``diag`` to the handlers; returns it."""
        with self._lock:
            if diag.op is not None:
                if self.print_op_on_diagnostic:
                    diag.attach_op_note(debuginfo=self.print_debuginfo)
                else:
                    diag.op = None
            for _, h in reversed(self._handlers):
                if h(diag) is not False:
                    return diag
            if diag.severity == Severity.ERROR:
                sys.stderr.write(_DEFAULT_SM.render(diag))
                sys.stderr.flush()
            return diag

    def emit_all(self, diags: Iterable[Diagnostic]) -> None:
        for d in diags:
            self.emit(d)

    def emit_error(self, loc_or_op: Any, message: str) -> Diagnostic:
        return self.emit(Diagnostic.at(Severity.ERROR, loc_or_op, message))

    def emit_warning(self, loc_or_op: Any, message: str) -> Diagnostic:
        return self.emit(Diagnostic.at(Severity.WARNING, loc_or_op, message))

    def emit_remark(self, loc_or_op: Any, message: str) -> Diagnostic:
        return self.emit(Diagnostic.at(Severity.REMARK, loc_or_op, message))

    def emit_op_error(self, op: Any, message: str) -> Diagnostic:
        return self.emit(op_error(op, message))


class _ScopedHandler:
    __slots__ = ("engine", "handler", "hid")

    def __init__(self, engine: DiagnosticEngine, handler: Handler) -> None:
        self.engine = engine
        self.handler = handler
        self.hid = 0

    def __enter__(self) -> Handler:
        self.hid = self.engine.register_handler(self.handler)
        return self.handler

    def __exit__(self, *exc: object) -> None:
        self.engine.erase_handler(self.hid)


class SourceMgrDiagnosticHandler:
    """A handler that writes every diagnostic, rendered, to ``out``.

    ``out`` is a text stream or a list (rendered texts are appended).
    """

    __slots__ = ("out", "sm")

    def __init__(self, sm: SourceManager | None = None, out: TextIO | list | None = None):
        self.sm = sm or SourceManager()
        self.out = sys.stderr if out is None else out

    def __call__(self, diag: Diagnostic) -> bool:
        text = self.sm.render(diag)
        if isinstance(self.out, list):
            self.out.append(text)
        else:
            self.out.write(text)
        return True


_DEFAULT_SM = SourceManager()
_ENGINE = DiagnosticEngine()


def get_engine() -> DiagnosticEngine:
    """The process-wide engine that ``report`` emits to."""
    return _ENGINE


def default_source_manager() -> SourceManager:
    return _DEFAULT_SM


def add_source(source: Any) -> None:
    """Register a ``SourceFile`` with the default source manager (what ``report`` renders with).

    Needed for diagnostics whose locations name the file explicitly
    (``loc("f.mlir":3:4)``) when the file cannot be read from disk (stdin,
    split-input chunks); parser locations bring their buffer along.
    """
    _DEFAULT_SM.add(source)


def report(x: Any) -> None:
    """Emit a ``Diagnostic``, ``DiagnosticError``, ``ParseError`` (or a list) to ``get_engine()``."""
    for d in to_diagnostics(x):
        _ENGINE.emit(d)


def iter_notes(diag: Diagnostic) -> Iterator[Diagnostic]:
    yield from diag.notes
