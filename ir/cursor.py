"""The scanning layer under the MLIR text parser.

The parser is recursive descent directly over the source string: ``pos`` is
an index into ``src``, and tokens are recognized by compiled regexes anchored
at ``pos`` (``regex.match(src, pos)``), so context-sensitive pieces of MLIR's
grammar (``4x?xf32`` shapes, opaque ``<...>`` bodies) need no lexer modes.
Whitespace and ``//`` comments are skipped by one regex.

``ParseError`` carries the offset; ``SourceFile`` turns offsets into
line:column lazily, so nothing is computed for locations nobody reads.
"""

from __future__ import annotations

import bisect
import re
from typing import NoReturn, Optional

from .diagnostics import IrliteError

WS = re.compile(r"(?:\s+|//[^\n]*)*")

# Shared token regexes (anchored with .match at a position).
BARE_ID = re.compile(r"[A-Za-z_][\w$.]*")
SUFFIX_ID = re.compile(r"(?:[\w$.-]+)")
VALUE_ID = re.compile(r"%(?:[A-Za-z_$.\-][\w$.\-]*|\d+)")
CARET_ID = re.compile(r"\^(?:[A-Za-z_$.\-][\w$.\-]*|\d+)")
AT_ID = re.compile(r'@(?:[A-Za-z_$.\-][\w$.\-]*|"(?:[^"\\\n]|\\.)*")')
INTEGER = re.compile(r"-?(?:0x[0-9A-Fa-f]+|\d+)")
FLOAT = re.compile(r"-?\d+\.\d*(?:[eE][+-]?\d+)?")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


class ParseError(IrliteError):
    """A syntax or semantic error at an offset of a source file."""

    def __init__(self, message: str, source: "SourceFile", offset: int, notes=()) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.offset = offset
        self.notes = list(notes)  # (message, source, offset)

    def render(self) -> str:
        return self.source.render(self.offset, "error", self.message)


class SourceFile:
    """A named buffer; offsets become (line, col) on demand (1-based, as MLIR)."""

    __slots__ = ("name", "text", "_line_starts", "line_offset")

    def __init__(self, name: str, text: str, line_offset: int = 0) -> None:
        self.name = name
        self.text = text
        self._line_starts: Optional[list[int]] = None
        # For split-input-file chunks: line number of the chunk's first line - 1.
        self.line_offset = line_offset

    def line_col(self, offset: int) -> tuple[int, int]:
        ls = self._line_starts
        if ls is None:
            ls = [0]
            find = self.text.find
            i = find("\n")
            while i >= 0:
                ls.append(i + 1)
                i = find("\n", i + 1)
            self._line_starts = ls
        line = bisect.bisect_right(ls, offset) - 1
        return line + 1 + self.line_offset, offset - ls[line] + 1

    def line_text(self, offset: int) -> str:
        start = self.text.rfind("\n", 0, offset) + 1
        end = self.text.find("\n", offset)
        if end < 0:
            end = len(self.text)
        return self.text[start:end]

    def render(self, offset: int, severity: str, message: str) -> str:
        """``file:line:col: severity: message`` with the source line and a caret.

        A negative offset means "the file as a whole" (``file:0:0``, no source line)."""
        if offset < 0:
            return f"{self.name}:0:0: {severity}: {message}"
        line, col = self.line_col(offset)
        src_line = self.line_text(offset)
        caret = " " * (col - 1) + "^"
        return f"{self.name}:{line}:{col}: {severity}: {message}\n{src_line}\n{caret}"


class Cursor:
    """Position in a source string plus the primitive scanning operations."""

    def __init__(self, source: SourceFile) -> None:
        self.source = source
        self.src = source.text
        self.pos = 0

    # -- errors
    def error(self, message: str, pos: Optional[int] = None) -> NoReturn:
        raise ParseError(message, self.source, self.pos if pos is None else pos)

    # -- scanning
    def ws(self) -> None:
        """Skip whitespace and comments."""
        self.pos = WS.match(self.src, self.pos).end()

    def peek(self) -> str:
        """The next significant character ('' at end of input)."""
        self.pos = p = WS.match(self.src, self.pos).end()
        return self.src[p : p + 1]

    def at(self, lit: str) -> bool:
        self.pos = p = WS.match(self.src, self.pos).end()
        return self.src.startswith(lit, p)

    def try_lit(self, lit: str) -> bool:
        self.pos = p = WS.match(self.src, self.pos).end()
        if self.src.startswith(lit, p):
            self.pos = p + len(lit)
            return True
        return False

    def expect(self, lit: str, what: Optional[str] = None) -> None:
        self.pos = p = WS.match(self.src, self.pos).end()
        if self.src.startswith(lit, p):
            self.pos = p + len(lit)
            return
        self.error(f"expected {what or repr(lit)}")

    def try_keyword(self, kw: str) -> bool:
        """Match ``kw`` as a whole bare identifier."""
        self.pos = p = WS.match(self.src, self.pos).end()
        m = BARE_ID.match(self.src, p)
        if m is not None and m.group() == kw:
            self.pos = m.end()
            return True
        return False

    def match(self, regex: re.Pattern) -> Optional[re.Match]:
        self.pos = p = WS.match(self.src, self.pos).end()
        m = regex.match(self.src, p)
        if m is not None:
            self.pos = m.end()
        return m

    def expect_re(self, regex: re.Pattern, what: str) -> re.Match:
        m = self.match(regex)
        if m is None:
            self.error(f"expected {what}" + self._found())
        return m

    def _found(self) -> str:
        p = self.pos
        if p >= len(self.src):
            return ", found end of input"
        m = re.compile(r"[\w$.%^#!@-]+|\S").match(self.src, p)
        return f", found '{m.group()}'" if m else ""

    def balanced(self, open_: str = "<", close: str = ">") -> str:
        """Consume a balanced ``open_ ... close`` run (strings respected); return its body."""
        src = self.src
        p = WS.match(src, self.pos).end()
        if not src.startswith(open_, p):
            self.error(f"expected '{open_}'" + self._found())
        start = p
        depth = 0
        n = len(src)
        pairs = {"<": ">", "(": ")", "[": "]", "{": "}"}
        closers = {">", ")", "]", "}"}
        stack = []
        while p < n:
            c = src[p]
            if c == '"':
                m = STRING.match(src, p)
                if m is None:
                    self.error("unterminated string", p)
                p = m.end()
                continue
            if c in pairs:
                stack.append(pairs[c])
                depth += 1
            elif c in closers:
                # '->' inside a dialect body is an arrow, not a closer.
                if c == ">" and p > 0 and src[p - 1] == "-":
                    p += 1
                    continue
                if not stack or stack[-1] != c:
                    self.error(f"unbalanced '{c}'", p)
                stack.pop()
                depth -= 1
                if depth == 0:
                    self.pos = p + 1
                    return src[start + 1 : p]
            p += 1
        self.error(f"unbalanced '{open_}'", start)
