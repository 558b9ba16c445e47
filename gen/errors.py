"""Located errors of the ``.rules`` compiler: ``file:line:col: error: message``.

Every mistake found in a ``.rules`` file (syntax, unknown names, bad formats,
Python snippets that do not compile, import cycles) is a ``RulesError``
carrying the file, line and column, rendered with the source line and a
caret as MLIR renders diagnostics. Nothing here knows the grammar.
"""

from __future__ import annotations


class Loc:
    """A position in a ``.rules`` file (1-based line and column)."""

    __slots__ = ("col", "file", "line", "text")

    def __init__(self, file: str, line: int, col: int, text: str = "") -> None:
        self.file = file
        self.line = line
        self.col = col
        self.text = text  # the whole source line, for the caret display

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    def shifted(self, dcol: int) -> Loc:
        return Loc(self.file, self.line, self.col + dcol, self.text)

    def advanced(self, text: str, i: int) -> Loc:
        """Where ``text[i]`` is, for a ``text`` written verbatim from here (it may span lines)."""
        row = text.count("\n", 0, i)
        if row == 0:
            return self.shifted(i)
        ls = text.rfind("\n", 0, i) + 1
        le = text.find("\n", i)
        line = source_line(self.file, self.line + row, text[ls : le if le >= 0 else len(text)])
        return Loc(self.file, self.line + row, i - ls + 1, line)


def source_line(file: str, line: int, fallback: str) -> str:
    """Line ``line`` of ``file`` (for the caret display), or ``fallback`` if it cannot be read."""
    try:
        with open(file, encoding="utf-8") as f:
            lines = f.read().split("\n")
    except (OSError, ValueError):
        return fallback
    return lines[line - 1] if 0 < line <= len(lines) else fallback


class RulesError(Exception):
    """A user mistake in a ``.rules`` file, at a location."""

    def __init__(self, message: str, loc: Loc | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.loc = loc

    def render(self) -> str:
        if self.loc is None:
            return f"error: {self.message}"
        head = f"{self.loc}: error: {self.message}"
        if not self.loc.text:
            return head
        line = self.loc.text.rstrip("\n")
        caret = " " * (max(self.loc.col, 1) - 1) + "^"
        return f"{head}\n{line}\n{caret}"

    def __str__(self) -> str:
        return self.render()
