"""The scanning layer under the MLIR text parser.

The parser is recursive descent directly over the source string: ``pos`` is
an index into ``src``, and tokens are recognized by compiled regexes anchored
at ``pos`` (``regex.match(src, pos)``), so context-sensitive pieces of MLIR's
grammar (``4x?xf32`` shapes, opaque ``<...>`` bodies) need no lexer modes.
Whitespace and ``//`` comments are skipped by one regex.

``ParseError`` carries the offset; ``SourceFile`` turns offsets into
line:column lazily, so nothing is computed for locations nobody reads.

Where errors point: an "expected ..." error about the next token follows
MLIR's ``emitWrongTokenError`` (``wrong_token_offset``): it lands just after
the previous token, so that a missing ``)`` at a line end is reported on that
line, not on the next one. Messages are MLIR's; they do not name the token
found.
"""

from __future__ import annotations

import bisect
import re
from typing import NoReturn

from .diagnostics import IrliteError

WS = re.compile(r"(?:\s+|//[^\n]*)*")

# Shared token regexes (anchored with .match at a position).
BARE_ID = re.compile(r"[A-Za-z_][\w$.]*")
SUFFIX_ID = re.compile(r"(?:[\w$.-]+)")
VALUE_ID = re.compile(r"%(?:[A-Za-z_$.\-][\w$.\-]*|\d+)")
CARET_ID = re.compile(r"\^(?:[A-Za-z_$.\-][\w$.\-]*|\d+)")
AT_ID = re.compile(r'@(?:[A-Za-z_][A-Za-z0-9_$.]*|"(?:[^"\\\n]|\\.)*")')  # MLIR's lexer
INTEGER = re.compile(r"-?(?:0x[0-9A-Fa-f]+|\d+)")
FLOAT = re.compile(r"-?\d+\.\d*(?:[eE][+-]?\d+)?")
STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def wrong_token_offset(src: str, pos: int) -> int:
    """Where MLIR's ``emitWrongTokenError`` reports an error about the token at ``pos``.

    At end of input MLIR first steps back one character. Then it backs up over
    spaces and tabs: if that reaches the end of a previous token on the same
    line, the error goes right after it (``foo x`` with ``x`` unexpected points
    at the space after ``foo``); if it reaches a line end, it keeps backing up
    over blank lines and trailing ``//`` comments to the end of the last token
    before them. A token with nothing before it keeps its own offset.
    """
    if pos >= len(src) and pos > 0:
        pos = len(src) - 1
    p = pos
    while True:
        while p > 0 and src[p - 1] in " \t":
            p -= 1
        if p == 0:
            return pos
        c = src[p - 1]
        if c != "\n" and c != "\r":
            return p
        p -= 1
        line_start = max(src.rfind("\n", 0, p), src.rfind("\r", 0, p)) + 1
        k = src.find("//", line_start, p)
        if k >= 0:
            p = k


class ParseError(IrliteError):
    """A syntax or semantic error at an offset of a source file."""

    def __init__(self, message: str, source: SourceFile, offset: int, notes=()) -> None:
        super().__init__(message)
        self.message = message
        self.source = source
        self.offset = offset
        self.notes = list(notes)  # (message, source, offset)
        # further errors reported after this one, (message, source, offset): what MLIR's
        # parser emits while it unwinds ("missing operand of negation" after the operand's)
        self.followups: list = []

    def render(self) -> str:
        return self.source.render(self.offset, "error", self.message)


class SourceFile:
    """A named buffer; offsets become (line, col) on demand (1-based, the column in
    UTF-8 bytes, as MLIR)."""

    __slots__ = ("_line_starts", "line_offset", "name", "text")

    def __init__(self, name: str, text: str, line_offset: int = 0) -> None:
        self.name = name
        self.text = text
        self._line_starts: list[int] | None = None
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
        before = self.text[ls[line] : offset]
        # MLIR counts columns in bytes of the UTF-8 source.
        col = len(before) if before.isascii() else len(before.encode("utf-8", "surrogatepass"))
        return line + 1 + self.line_offset, col + 1

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
        caret = " " * (offset - (self.text.rfind("\n", 0, offset) + 1)) + "^"  # under the character
        return f"{self.name}:{line}:{col}: {severity}: {message}\n{src_line}\n{caret}"


_STRING_OR_NUL = re.compile(r'"(?:[^"\\\n]|\\.)*"|\0')


def _nul_as_space(text: str) -> str:
    """MLIR's lexer skips a NUL character as whitespace (one inside a string literal
    stays part of it); the same length, so offsets do not move."""
    return _STRING_OR_NUL.sub(lambda m: " " if m.group() == "\0" else m.group(), text)


class Cursor:
    """Position in a source string plus the primitive scanning operations."""

    def __init__(self, source: SourceFile) -> None:
        self.source = source
        text = source.text
        self.src = _nul_as_space(text) if "\0" in text else text
        self.pos = 0

    # -- errors
    def error(self, message: str, pos: int | None = None) -> NoReturn:
        """Raise ``message`` at ``pos`` (default: the current position).

        An error about what the next token should have been is
        ``wrong_token_error``'s (MLIR's ``emitWrongTokenError``), not this.
        """
        raise ParseError(message, self.source, self.pos if pos is None else pos)

    def token_error(self, message: str, pos: int) -> NoReturn:
        """MLIR's ``emitError`` about the token at ``pos``: at that token, or on the
        last character when ``pos`` is the end of input."""
        if pos >= len(self.src) and pos > 0:
            pos = len(self.src) - 1
        raise ParseError(message, self.source, pos)

    def wrong_token_error(self, message: str, pos: int | None = None) -> NoReturn:
        """MLIR's ``emitWrongTokenError`` about the token at ``pos`` (default: the next one).

        MLIR lexes a token as soon as the parser steps onto it, so if that token
        cannot be lexed, the lexer's error is raised instead of ``message``.
        Otherwise ``message`` goes just after the previous token
        (``wrong_token_offset``).
        """
        from .affine import lexer_error_at  # affine imports this module

        src = self.src
        if pos is None:
            pos = WS.match(src, self.pos).end()
        lex = lexer_error_at(src, pos)
        if lex is not None:
            raise ParseError(lex[0], self.source, lex[1])
        raise ParseError(message, self.source, wrong_token_offset(src, pos))

    def wrong_token_pos(self, pos: int | None = None) -> int:
        """Where an error about the token at ``pos`` (default: the next token) is reported."""
        if pos is None:
            pos = WS.match(self.src, self.pos).end()
        return wrong_token_offset(self.src, pos)

    # -- scanning
    def ws(self) -> None:
        """Skip whitespace and comments."""
        self.pos = WS.match(self.src, self.pos).end()

    def peek(self) -> str:
        """The next significant character ('' at end of input)."""
        self.pos = p = WS.match(self.src, self.pos).end()
        return self.src[p : p + 1]

    def at(self, lit: str) -> bool:
        src = self.src
        self.pos = p = WS.match(src, self.pos).end()
        return src.startswith(lit, p)

    # try_lit / expect: ``lit`` (punctuation; never blank or starting with
    # ``/``) right at the current position needs no whitespace skipping.
    def try_lit(self, lit: str) -> bool:
        src = self.src
        p = self.pos
        if not src.startswith(lit, p):
            self.pos = p = WS.match(src, p).end()
            if not src.startswith(lit, p):
                return False
        self.pos = p + len(lit)
        return True

    def expect(self, lit: str, what: str | None = None) -> None:
        """Consume ``lit`` or report ``expected {what}`` (MLIR's ``parseToken``)."""
        src = self.src
        p = self.pos
        if not src.startswith(lit, p):
            if src.startswith(lit, p + 1) and src[p] == " ":  # `x : t`: one blank
                p += 1
            else:
                self.pos = p = WS.match(src, p).end()
                if not src.startswith(lit, p):
                    self.wrong_token_error(f"expected {what or repr(lit)}", p)
        self.pos = p + len(lit)

    def try_keyword(self, kw: str) -> bool:
        """Match ``kw`` as a whole bare identifier."""
        self.pos = p = WS.match(self.src, self.pos).end()
        m = BARE_ID.match(self.src, p)
        if m is not None and m.group() == kw:
            self.pos = m.end()
            return True
        return False

    def match(self, regex: re.Pattern) -> re.Match | None:
        src = self.src
        self.pos = p = WS.match(src, self.pos).end()
        m = regex.match(src, p)
        if m is not None:
            self.pos = m.end()
        return m

    def expect_re(self, regex: re.Pattern, what: str) -> re.Match:
        m = self.match(regex)
        if m is None:
            self.wrong_token_error(f"expected {what}")
        return m

    def _found(self) -> str:
        """Kept for callers that append it to a message: MLIR's "expected ..."
        errors do not name the token found, so this is empty."""
        return ""

    def balanced(self, open_: str = "<", close: str = ">") -> str:
        """Consume a balanced ``open_ ... close`` run (strings respected); return its body."""
        src = self.src
        p = WS.match(src, self.pos).end()
        if not src.startswith(open_, p):
            self.wrong_token_error(f"expected '{open_}'", p)
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
