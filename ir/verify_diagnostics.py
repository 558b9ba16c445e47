"""``--verify-diagnostics``: check emitted diagnostics against ``expected-*`` comments.

As mlir-opt 19's ``SourceMgrDiagnosticVerifierHandler``: every line of a
source buffer that matches ``expected-(error|note|remark|warning)(-re)?
*(@([+-]N|above|below))? *{{text}}`` expects a diagnostic of that severity on
the designated line (the annotation's own line by default; ``@+N``/``@-N``
relative to it; ``@above``/``@below`` the nearest line above/below that is not
itself an annotation) whose message contains ``text`` (with ``-re``,
``{{...}}`` blocks inside ``text`` are POSIX extended regexes). Each
diagnostic (and each of its notes, separately) marks the first matching
expectation on its line; a diagnostic nobody expected is reported as
``unexpected error: ...`` at its location, one that matches only in text as
``'error' diagnostic emitted when expecting a 'warning'``, and at the end
every expectation left unmatched as ``expected error "text" was not
produced`` at the annotation, underlined. Messages are mlir-opt's, byte for
byte.

Line numbers are those of the ``SourceFile`` (with its ``line_offset``), so a
split-input chunk can be numbered by the original file's lines or by its own.

What this module does not do: run anything. ``run_with_expected_diagnostics``
runs a caller's function with the checking handler installed on the
process-wide engine (``ir.diagnostics.get_engine()``), which is what
``report(...)`` emits to.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TextIO

from .diagnostics import (
    DiagnosticError,
    IrliteError,
    Severity,
    SourceManager,
    _resolve,
    find_file_loc,
    get_engine,
    to_diagnostics,
)

__all__ = [
    "DiagnosticVerifier",
    "ExpectedDiag",
    "posix_regex_to_python",
    "run_with_expected_diagnostics",
    "scan_expected",
]

_EXPECTED = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}$",
    re.DOTALL,
)
_KINDS = {
    "error": Severity.ERROR,
    "warning": Severity.WARNING,
    "remark": Severity.REMARK,
    "note": Severity.NOTE,
}


class ExpectedDiag:
    """One ``expected-*`` annotation: what it expects and where it was written."""

    __slots__ = ("line", "matched", "offset", "regex", "severity", "source", "substring")

    def __init__(self, severity: Severity, line: int, source: Any, offset: int, substring: str):
        self.severity = severity
        self.line = line  # the line the diagnostic is expected on
        self.source = source
        self.offset = offset  # of "expected-" in the source text
        self.substring = substring
        self.regex: re.Pattern | None = None
        self.matched = False

    def match(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None
        return self.substring in message

    def __repr__(self) -> str:
        return f"<expected-{self.severity} line {self.line}: {self.substring!r}>"


def _rtrim(s: str) -> str:
    return s.rstrip(" \t\n\v\f\r")


def _offset_value(digits: str) -> int:
    """LLVM's ``getAsInteger(0, ...)`` on digits: a leading 0 means octal."""
    if len(digits) > 1 and digits[0] == "0":
        try:
            return int(digits, 8)
        except ValueError:
            return 0
    return int(digits)


def scan_expected(source: Any) -> tuple[list[ExpectedDiag], list[tuple[ExpectedDiag, str]]]:
    """The annotations of ``source``, and (annotation, error) for malformed ``-re`` ones."""
    text = source.text
    base = getattr(source, "line_offset", 0)
    lines = text.split("\n")
    e = len(lines)
    expected: list[ExpectedDiag] = []
    errors: list[tuple[ExpectedDiag, str]] = []
    last_non_designator = 0
    pending_below: list[ExpectedDiag] = []
    pos = 0
    search = _EXPECTED.search
    for i, line in enumerate(lines):
        line_start = pos
        pos += len(line) + 1
        m = search(_rtrim(line)) if "expected-" in line else None
        if m is None:
            if pending_below:
                for d in pending_below:
                    d.line = base + i + 1
                pending_below = []
            last_non_designator = i
            continue
        rec = ExpectedDiag(
            _KINDS[m.group(1)], base + i + 1, source, line_start + m.start(), m.group(5)
        )
        if m.group(2):
            err = _compile_expected_regex(rec)
            if err is not None:
                errors.append((rec, err))
                continue
        where = m.group(4)
        if where:
            if where[0] == "+":
                rec.line += _offset_value(where[1:])
            elif where[0] == "-":
                rec.line -= _offset_value(where[1:])
            elif where == "above":
                rec.line = base + last_non_designator + 1
            else:
                pending_below.append(rec)
                rec.line = base + e
        expected.append(rec)
    return expected, errors


def _compile_expected_regex(rec: ExpectedDiag) -> str | None:
    """Set ``rec.regex`` from its ``-re`` text; return an error message if malformed."""
    parts: list[str] = []
    s = rec.substring
    while s:
        i = s.find("{{")
        if i < 0:
            parts.append(re.escape(s))
            break
        parts.append(re.escape(s[:i]))
        s = s[i + 2 :]
        j = s.find("}}")
        if j < 0:
            return "found start of regex with no end '}}'"
        block = s[:j]
        py, err = posix_regex_to_python(block)
        if err is not None:
            return "invalid regex: " + err
        parts.append("(" + py + ")")
        s = s[j + 2 :]
    try:
        rec.regex = re.compile("".join(parts), re.DOTALL)
    except re.error as ex:  # a back-reference Python rejects, say
        return "invalid regex: " + str(ex)
    return None


# ------------------------------------------------------------ POSIX EREs

# BSD regcomp's messages (LLVM's Support/regcomp.c).
_REG_EPAREN = "parentheses not balanced"
_REG_EBRACK = "brackets ([ ]) not balanced"
_REG_EBRACE = "braces not balanced"
_REG_BADBR = "invalid repetition count(s)"
_REG_BADRPT = "repetition-operator operand invalid"
_REG_EMPTY = "empty (sub)expression"
_REG_EESCAPE = "trailing backslash (\\)"
_REG_ERANGE = "invalid character range"
_REG_ECTYPE = "invalid character class"
_REG_ECOLLATE = "invalid collating element"
_REG_ESUBREG = "invalid backreference number"

_CLASSES = {
    "alnum": "a-zA-Z0-9",
    "alpha": "a-zA-Z",
    "blank": " \\t",
    "cntrl": "\\x00-\\x1f\\x7f",
    "digit": "0-9",
    "graph": "\\x21-\\x7e",
    "lower": "a-z",
    "print": "\\x20-\\x7e",
    "punct": re.escape("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~").replace("-", "\\-"),
    "space": " \\t\\n\\r\\f\\v",
    "upper": "A-Z",
    "xdigit": "0-9A-Fa-f",
}


class _RegexError(Exception):
    pass


class _Ere:
    """A POSIX ERE checker/translator following BSD ``regcomp``'s grammar."""

    __slots__ = ("closed", "i", "nsub", "out", "s")

    def __init__(self, s: str) -> None:
        self.s = s
        self.i = 0
        self.out: list[str] = []
        self.nsub = 0
        self.closed: set[int] = set()

    def more(self) -> bool:
        return self.i < len(self.s)

    def peek(self, k: int = 0) -> str:
        j = self.i + k
        return self.s[j] if j < len(self.s) else ""

    def ere(self, stop: str) -> None:
        while True:
            start = len(self.out)
            n0 = self.i
            while self.more() and self.peek() != "|" and self.peek() != stop:
                self.exp()
            if self.i == n0 and len(self.out) == start:
                raise _RegexError(_REG_EMPTY)
            if self.peek() != "|":
                break
            self.i += 1
            self.out.append("|")

    def exp(self) -> None:
        s = self.s
        c = s[self.i]
        self.i += 1
        was_caret = False
        out = self.out
        if c == "(":
            if not self.more():
                raise _RegexError(_REG_EPAREN)
            self.nsub += 1
            sub = self.nsub
            out.append("(")
            if self.peek() != ")":
                self.ere(")")
            if self.peek() != ")":
                raise _RegexError(_REG_EPAREN)
            self.i += 1
            out.append(")")
            self.closed.add(sub)
        elif c == ")":
            raise _RegexError(_REG_EPAREN)
        elif c == "^":
            out.append("^")
            was_caret = True
        elif c == "$":
            out.append("(?!.)")
        elif c == "|":
            raise _RegexError(_REG_EMPTY)
        elif c in "*+?":
            raise _RegexError(_REG_BADRPT)
        elif c == ".":
            out.append(".")
        elif c == "[":
            self.bracket()
        elif c == "\\":
            if not self.more():
                raise _RegexError(_REG_EESCAPE)
            c = s[self.i]
            self.i += 1
            if "1" <= c <= "9":
                if int(c) not in self.closed:
                    raise _RegexError(_REG_ESUBREG)
                out.append("\\" + c)
            else:
                out.append(re.escape(c))
        elif c == "{":
            if self.more() and self.peek().isdigit():
                raise _RegexError(_REG_BADRPT)
            out.append("\\{")
        else:
            out.append(re.escape(c))
        # one optional repetition
        if not self.more():
            return
        c = self.peek()
        if not (c in "*+?" or (c == "{" and self.peek(1).isdigit())):
            return
        self.i += 1
        if was_caret:
            raise _RegexError(_REG_BADRPT)
        if c == "{":
            lo = self.count()
            hi: int | None = lo
            if self.peek() == ",":
                self.i += 1
                if self.peek().isdigit():
                    hi = self.count()
                    if lo > hi:
                        raise _RegexError(_REG_BADBR)
                else:
                    hi = None
            if self.peek() != "}":
                while self.more() and self.peek() != "}":
                    self.i += 1
                if not self.more():
                    raise _RegexError(_REG_EBRACE)
                raise _RegexError(_REG_BADBR)
            self.i += 1
            if hi == lo:
                out.append(f"{{{lo}}}")
            else:
                out.append(f"{{{lo},{'' if hi is None else hi}}}")
        else:
            out.append(c)
        if not self.more():
            return
        c = self.peek()
        if c in "*+?" or (c == "{" and self.peek(1).isdigit()):
            raise _RegexError(_REG_BADRPT)

    def count(self) -> int:
        j = self.i
        while self.more() and self.peek().isdigit() and self.i - j < 3:
            self.i += 1
        n = int(self.s[j : self.i])
        if n > 255:
            raise _RegexError(_REG_BADBR)
        return n

    def bracket(self) -> None:
        s = self.s
        if s.startswith("[:<:]]", self.i):
            self.i += 6
            self.out.append(r"\b(?=\w)")
            return
        if s.startswith("[:>:]]", self.i):
            self.i += 6
            self.out.append(r"\b(?<=\w)")
            return
        items: list[str] = []
        invert = False
        if self.peek() == "^":
            invert = True
            self.i += 1
        if self.peek() == "]":
            items.append("\\]")
            self.i += 1
        elif self.peek() == "-":
            items.append("\\-")
            self.i += 1
        while (
            self.more() and self.peek() != "]" and not (self.peek() == "-" and self.peek(1) == "]")
        ):
            self.b_term(items)
        if self.peek() == "-":
            self.i += 1
            items.append("\\-")
        if self.peek() != "]":
            raise _RegexError(_REG_EBRACK)
        self.i += 1
        self.out.append("[" + ("^" if invert else "") + "".join(items) + "]")

    def b_open(self, err: int) -> None:
        """Step over the ``[:`` or ``[=`` that opens a class or an equivalence class, which
        must not be empty nor start with ``-`` or ``]`` (``err``)."""
        self.i += 2
        if not self.more():
            raise _RegexError(_REG_EBRACK)
        if self.peek() in "-]":
            raise _RegexError(err)

    def b_term(self, items: list[str]) -> None:
        c = self.peek()
        if c == "-":
            raise _RegexError(_REG_ERANGE)
        nxt = self.peek(1) if c == "[" else ""
        if nxt == ":":
            self.b_open(_REG_ECTYPE)
            j = self.i
            while self.more() and self.peek().isalpha():
                self.i += 1
            name = self.s[j : self.i]
            cls = _CLASSES.get(name)
            if cls is None:
                raise _RegexError(_REG_ECTYPE)
            items.append(cls)
            if not self.more():
                raise _RegexError(_REG_EBRACK)
            if not self.s.startswith(":]", self.i):
                raise _RegexError(_REG_ECTYPE)
            self.i += 2
            return
        if nxt == "=":
            self.b_open(_REG_ECOLLATE)
            ch = self.b_symbol_until("=")
            items.append(re.escape(ch))
            return
        start = self.b_symbol()
        finish = start
        if self.peek() == "-" and self.i + 1 < len(self.s) and self.peek(1) != "]":
            self.i += 1
            if self.peek() == "-":
                self.i += 1
                finish = "-"
            else:
                finish = self.b_symbol()
        if start > finish:
            raise _RegexError(_REG_ERANGE)
        if start == finish:
            items.append(re.escape(start))
        else:
            items.append(re.escape(start) + "-" + re.escape(finish))

    def b_symbol(self) -> str:
        if self.s.startswith("[.", self.i):
            self.i += 2
            return self.b_symbol_until(".")
        if not self.more():
            raise _RegexError(_REG_EBRACK)
        c = self.s[self.i]
        self.i += 1
        return c

    def b_symbol_until(self, end: str) -> str:
        j = self.i
        k = self.s.find(end + "]", j)
        if k < 0:
            raise _RegexError(_REG_EBRACK)
        name = self.s[j:k]
        self.i = k + 2
        if len(name) != 1:
            raise _RegexError(_REG_ECOLLATE)
        return name


def posix_regex_to_python(pattern: str) -> tuple[str, str | None]:
    """Translate a POSIX ERE (as LLVM's ``Regex`` reads it) to Python syntax.

    Returns (python pattern, None) or ("", BSD regcomp's error message).
    Escaped characters are literal (``\\d`` is ``d``), ``$`` anchors at the
    very end, bracket classes such as ``[[:alpha:]]`` are expanded.
    """
    e = _Ere(pattern)
    try:
        e.ere("")
    except _RegexError as ex:
        return "", str(ex)
    return "".join(e.out), None


# ------------------------------------------------------------ the handler


class DiagnosticVerifier:
    """The diagnostic handler of ``--verify-diagnostics``.

    Created over a ``SourceManager`` whose buffers hold the annotations (each
    registered buffer is scanned at construction; malformed ``-re``
    annotations are reported then, as mlir-opt does). Register it on a
    ``DiagnosticEngine`` (it is callable), emit, then call ``verify()`` once:
    it reports the expectations left unmatched and returns whether all went
    as expected. Reports are written to ``out`` (a stream, or a list that
    rendered texts are appended to; default: collected in ``self.messages``).
    """

    __slots__ = ("expected", "messages", "out", "sm", "status")

    def __init__(self, sm: SourceManager, out: TextIO | list | None = None) -> None:
        self.sm = sm
        self.messages: list[str] = []
        self.out = self.messages if out is None else out
        self.status = True
        self.expected: dict[str, list[ExpectedDiag]] = {}
        for src in sm.sources:
            self._compute(src)

    def _write(self, text: str) -> None:
        if isinstance(self.out, list):
            self.out.append(text)
        else:
            self.out.write(text)

    def _compute(self, source: Any) -> list[ExpectedDiag]:
        exp, errors = scan_expected(source)
        lst = self.expected.setdefault(source.name, [])
        lst.extend(exp)
        for rec, msg in errors:
            self.status = False
            self._write(self._error_at(rec, msg))
        return lst

    def _error_at(self, rec: ExpectedDiag, message: str) -> str:
        return self.sm.print_message(
            rec.source,
            rec.offset,
            Severity.ERROR,
            message,
            [(rec.offset, rec.offset + len(rec.substring))],
        )

    def __call__(self, diag: Any) -> bool:
        self.process(diag.loc, diag.message, diag.severity)
        for note in diag.notes:
            self.process(note.loc, note.message, note.severity)
        return True

    def process(self, loc: Any, message: str, severity: Severity) -> None:
        """Check one diagnostic (or note) against the expectations."""
        self.sm._learn(loc)
        loc = _resolve(loc)
        fl = find_file_loc(loc)
        if fl is None:
            self._write(
                self.sm.render_message(
                    loc, f"unexpected {severity.label}: {message}", Severity.ERROR
                )
            )
            self.status = False
            return
        name, line = fl.file, fl.line
        diags = self.expected.get(name)
        if diags is None:
            b = self.sm.find(name, line)
            diags = self._compute(b.source) if b is not None else []
        near: ExpectedDiag | None = None
        for e in diags:
            if e.line == line and e.match(message):
                if e.severity == severity:
                    e.matched = True
                    return
                near = e
        if near is not None:
            self._write(
                self.sm.print_message(
                    near.source,
                    near.offset,
                    Severity.ERROR,
                    f"'{severity.label}' diagnostic emitted when expecting a '{near.severity.label}'",
                )
            )
        else:
            self._write(
                self.sm.render_message(
                    loc, f"unexpected {severity.label}: {message}", Severity.ERROR
                )
            )
        self.status = False

    def verify(self) -> bool:
        """Report unmatched expectations; True if everything matched."""
        for lst in self.expected.values():
            for e in lst:
                if not e.matched:
                    self.status = False
                    self._write(
                        self._error_at(
                            e, f'expected {e.severity.label} "{e.substring}" was not produced'
                        )
                    )
        self.expected.clear()
        return self.status


def run_with_expected_diagnostics(
    source: Any,
    fn: Callable[[Any], Any],
    out: TextIO | list | None = None,
    sm: SourceManager | None = None,
) -> tuple[bool, Any]:
    """Run ``fn(source)`` checking its diagnostics against ``source``'s annotations.

    While ``fn`` runs, a ``DiagnosticVerifier`` is the top handler of the
    process-wide engine and the ``see current operation`` notes are off (as
    in mlir-opt). ``fn`` reports through ``ir.diagnostics.report`` (or the
    engine); if it raises a ``ParseError`` or ``DiagnosticError`` instead,
    its diagnostics are checked too. Any other ``IrliteError`` (or an
    exception class named ``ChunkFailed``) means "failed, already reported".
    Other exceptions propagate.

    Returns (all expectations met and nothing unexpected, ``fn``'s result or
    ``None`` if it raised). Reports go to ``out`` (stream or list).
    """
    from .cursor import ParseError

    if sm is None:
        sm = SourceManager()
    sm.add(source)
    verifier = DiagnosticVerifier(sm, out)
    engine = get_engine()
    saved = engine.print_op_on_diagnostic
    engine.print_op_on_diagnostic = False
    hid = engine.register_handler(verifier)
    result = None
    try:
        try:
            result = fn(source)
        except (ParseError, DiagnosticError) as e:
            engine.emit_all(to_diagnostics(e))
        except Exception as e:
            if not (isinstance(e, IrliteError) or type(e).__name__ == "ChunkFailed"):
                raise
    finally:
        engine.erase_handler(hid)
        engine.print_op_on_diagnostic = saved
    ok = verifier.verify()
    return ok, result
