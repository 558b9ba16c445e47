"""The pass registry and MLIR's textual pipeline grammar.

``parse_pipeline`` reads ``builtin.module(func.func(canonicalize{max-iterations=5},cse))``
into a tree of ``PipelineElement``; names followed by ``(`` are op anchors,
everything else must be a registered pass. Errors point into the pipeline
string, as mlir-opt's do.

What this module does not do: run anything (the pass manager does).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

PASSES: dict[str, Any] = {}


class PipelineError(Exception):
    def __init__(self, message: str, text: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.offset = offset

    def render(self) -> str:
        return (
            f"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:{self.offset + 1}: error: "
            f"{self.message}\n{self.text}\n{' ' * self.offset}^"
        )


@dataclass
class PipelineElement:
    name: str
    offset: int
    options: Optional[str] = None
    children: Optional[list["PipelineElement"]] = None  # set for op anchors
    pass_info: Any = None

    @property
    def is_anchor(self) -> bool:
        return self.children is not None

    def __str__(self) -> str:
        if self.children is not None:
            return f"{self.name}({','.join(str(c) for c in self.children)})"
        return self.name + (f"{{{self.options}}}" if self.options else "")


_NAME = re.compile(r"\s*([A-Za-z_][\w.\-]*)")


def register_pass(name: str, factory: Callable[..., Any], summary: str = "") -> None:
    PASSES[name] = (factory, summary)


def describe_passes() -> str:
    if not PASSES:
        return "\nPasses: (none registered)\n"
    lines = ["\nPasses:"]
    for name in sorted(PASSES):
        lines.append(f"  --{name:<32} {PASSES[name][1]}")
    return "\n".join(lines) + "\n"


def parse_pipeline(text: str) -> list[PipelineElement]:
    pos, elems = _parse_list(text, 0)
    if pos < len(text.rstrip()):
        raise PipelineError("expected end of pipeline", text, pos)
    return elems


def _parse_list(text: str, pos: int) -> tuple[int, list[PipelineElement]]:
    elems: list[PipelineElement] = []
    n = len(text)
    while True:
        while pos < n and text[pos].isspace():
            pos += 1
        if pos < n and text[pos] == ")" and not elems:
            return pos, elems
        m = _NAME.match(text, pos)
        if m is None:
            raise PipelineError("expected pass or op anchor name", text, pos)
        name = m.group(1)
        start = m.start(1)
        pos = m.end()
        el = PipelineElement(name, start)
        if pos < n and text[pos] == "{":
            depth = 0
            j = pos
            while j < n:
                if text[j] == "{":
                    depth += 1
                elif text[j] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            if j >= n:
                raise PipelineError("unbalanced '{' in pass options", text, pos)
            el.options = text[pos + 1 : j]
            pos = j + 1
        if pos < n and text[pos] == "(":
            pos, el.children = _parse_list(text, pos + 1)
            if pos >= n or text[pos] != ")":
                raise PipelineError("expected ')' to close the nested pipeline", text, pos)
            pos += 1
        else:
            if name not in PASSES:
                raise PipelineError(
                    f"'{name}' does not refer to a registered pass or pass pipeline", text, start
                )
            el.pass_info = PASSES[name]
        elems.append(el)
        while pos < n and text[pos].isspace():
            pos += 1
        if pos < n and text[pos] == ",":
            pos += 1
            continue
        return pos, elems
