"""MLIR's textual pass-pipeline grammar: parsing, checking, printing.

    pipeline     ::= element (',' element)*       (or nothing, at the top)
    element      ::= op-anchor '(' pipeline ')' | pass-name options?
    options      ::= '{' (key ('=' value)?)* '}'      (whitespace separated)
    value        ::= bare-text | '...' | "..." | '{' ... '}'   (lists: a,b,c)

``parse_pipeline(text)`` returns a list of ``PipelineNode``: an ``AnchorNode``
(``func.func(...)``, ``any(...)``) holds nested nodes; a ``PassNode`` names a
registered pass with its parsed option values. Named pipelines
(``register_pass_pipeline``) are expanded in place. Every error is a
``PipelineError`` whose offset points into the text the user wrote: unknown
pass or option, a value of the wrong type, unbalanced parentheses. Errors
read as mlir-opt 19's (``PipelineError.render``), which finds them in the same
order: the whole text is parsed and pass names resolved first, options after.

What this module does not do: check anchors against ops (the pass manager
does that when it is built: ``manager.PassManager.from_pipeline``), or run
anything.
"""

from __future__ import annotations

import re
from typing import Any

from .pass_base import PassOptionError
from .registry import PassInfo, lookup_pass, lookup_pipeline

__all__ = ["AnchorNode", "PassNode", "PipelineError", "parse_pipeline", "print_pipeline"]


class PipelineError(Exception):
    """A bad pipeline, rendered as mlir-opt 19 renders it (``render``).

    ``kind``:

    - ``"parse"``: a syntax error or an unknown pass: ``MLIR Textual
      PassPipeline Parser:1:COL: error: ...``, the text and a caret;
    - ``"plain"``: a message without a position (a pipeline not wrapped in an
      anchor, as mlir-opt);
    - ``"option"``: a bad pass option. mlir-opt prints LLVM's command-line
      error (``mlir-opt: for the --max-iterations option: ...``, here
      ``cl_message``) or ``<Pass-Options-Parser>: no such option X``, then
      ``failed to add `pass` with options `...``` and one ``... to inner
      pipeline`` line per enclosing anchor (``trail``); irlite prints the same
      lines and then the pipeline text with a caret under the option.

    ``offset`` indexes ``text``, the pipeline text the error is about (for
    ``--pass-pipeline``, what is inside the outermost anchor, as mlir-opt).
    """

    def __init__(self, message: str, text: str, offset: int, *, kind: str = "parse",
                 cl_message: str | None = None, trail: tuple = ()) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.offset = max(0, offset)
        self.kind = kind
        self.cl_message = cl_message
        self.trail = tuple(trail)

    def caret(self) -> str:
        return f"{self.text}\n{' ' * self.offset}^\n"

    def render(self, tool: str = "irlite-opt") -> str:
        """The text mlir-opt writes to stderr for this error (the driver adds a newline)."""
        if self.kind == "plain":
            return f"<unknown>:0: error: {self.message}"
        if self.kind == "option":
            head = f"{tool}: {self.cl_message}\n<unknown>:0: error: " if self.cl_message else (
                f"<unknown>:0: error: {self.message}\n")
            return head + "\n" + "\n".join(self.trail) + "\n" + self.caret()
        return (
            f"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:{self.offset + 1}: error: "
            f"{self.message}\n{self.caret()}"
        )

    def __str__(self) -> str:
        return self.render()


class PassNode:
    """A pass in a pipeline: ``info`` (registry entry) and ``options`` (attr -> value)."""

    __slots__ = ("info", "name", "offset", "options", "options_pos", "options_text", "raw_options")

    def __init__(self, name: str, offset: int, info: PassInfo, options: dict, options_text: str,
                 raw_options: str = "", options_pos: int = -1):
        self.name = name
        self.offset = offset
        self.info = info
        self.options = options
        self.options_text = options_text
        self.raw_options = raw_options  # as written between the braces
        self.options_pos = options_pos  # offset of the text after '{' (-1: none)

    is_anchor = False

    def create(self) -> Any:
        return self.info.create(**self.options)

    def __str__(self) -> str:
        return self.name + (f"{{{self.options_text}}}" if self.options_text else "")


class AnchorNode:
    """A nested pipeline anchored on an op name (or ``any``)."""

    __slots__ = ("children", "name", "offset")

    def __init__(self, name: str, offset: int, children: list) -> None:
        self.name = name
        self.offset = offset
        self.children = children

    is_anchor = True

    def __str__(self) -> str:
        return f"{self.name}({','.join(str(c) for c in self.children)})"


PipelineNode = PassNode | AnchorNode

_NAME = re.compile(r"[A-Za-z_][\w.\-]*")
_WS = re.compile(r"\s*")


def parse_pipeline(text: str, *, base: str | None = None, base_offset: int = 0) -> list:
    """Parse ``text`` into pipeline nodes (raises ``PipelineError``).

    As mlir-opt, the whole text is parsed and every pass name resolved before
    any option is (so an unknown pass is reported before a bad option even
    when it comes later); an empty text is an empty pipeline, an empty
    nested one (``func.func()``) is an error.

    ``base``/``base_offset``: when ``text`` is a piece of a larger string
    (a named pipeline's expansion), errors point into ``base`` at
    ``base_offset`` instead.
    """
    try:
        if not text.strip():
            return []
        p = _Parser(text)
        nodes = p.parse_list(0)
        p.skip_ws()
        if p.pos < len(text):
            if text[p.pos] == ")":
                p.fail("encountered extra closing ')' creating unbalanced parentheses while parsing pipeline")
            p.fail("expected ',' after parsing pipeline")
        _resolve_options(nodes, text, ())
    except PipelineError as e:
        if base is not None and e.kind == "parse":
            raise PipelineError(e.message, base, base_offset) from None
        if base is not None:
            e.text, e.offset = base, base_offset
        raise
    return nodes


def _resolve_options(nodes: list, text: str, trail: tuple) -> None:
    """Parse every pass's options (MLIR's ``addToPipeline`` step)."""
    for n in nodes:
        if n.is_anchor:
            _resolve_options(n.children, text,
                             (f"failed to add `{n.name}` with options `` to inner pipeline",) + trail)
        elif n.options_pos >= 0 and not n.options:
            try:
                n.options = parse_options(n.info, n.raw_options, text, n.options_pos)
            except PipelineError as e:
                e.trail = (f"failed to add `{n.name}` with options `{n.raw_options}`",) + trail
                raise


class _Parser:
    __slots__ = ("depth", "pos", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.depth = 0

    def fail(self, msg: str, pos: int | None = None) -> None:
        raise PipelineError(msg, self.text, self.pos if pos is None else pos)

    def skip_ws(self) -> None:
        self.pos = _WS.match(self.text, self.pos).end()  # type: ignore[union-attr]

    def parse_list(self, depth: int) -> list:
        text = self.text
        nodes: list = []
        while True:
            self.skip_ws()
            start = self.pos
            m = _NAME.match(text, start)
            if m is None:
                if start >= len(text) or text[start] in ",)":
                    self.fail("'' does not refer to a registered pass or pass pipeline")
                self.fail("expected pass or op anchor name")
            name = m.group(0)
            self.pos = m.end()
            self.skip_ws()
            opts_text, opts_pos = "", -1
            if self.pos < len(text) and text[self.pos] == "{":
                opts_pos = self.pos + 1
                end = _match_brace(text, self.pos)
                if end < 0:
                    self.fail("missing closing '}' while processing pass options")
                opts_text = text[self.pos + 1 : end]
                self.pos = end + 1
                self.skip_ws()
            if self.pos < len(text) and text[self.pos] == "(":
                if opts_pos >= 0:  # ``name{...}(`` : MLIR reads a pass with options, then '('
                    self.fail("expected ',' after parsing pipeline")
                open_pos = self.pos
                self.pos += 1
                children = self.parse_list(depth + 1)
                self.skip_ws()
                if self.pos >= len(text) or text[self.pos] != ")":
                    self.fail(
                        "encountered unbalanced parentheses while parsing pipeline", open_pos + 1
                    )
                self.pos += 1
                nodes.append(AnchorNode(name, start, children))
            else:
                nodes.extend(self.make_pass(name, start, opts_text, opts_pos))
            self.skip_ws()
            if self.pos < len(text) and text[self.pos] == ",":
                self.pos += 1
                continue
            return nodes

    def make_pass(self, name: str, start: int, opts_text: str, opts_pos: int) -> list:
        info = lookup_pass(name)
        if info is None:
            pipe = lookup_pipeline(name)
            if pipe is not None and not opts_text:
                return parse_pipeline(pipe.text, base=self.text, base_offset=start)
            self.fail(f"'{name}' does not refer to a registered pass or pass pipeline", start)
            raise AssertionError  # unreachable
        return [PassNode(name, start, info, {}, opts_text.strip(), opts_text, opts_pos)]


def _match_brace(text: str, pos: int) -> int:
    """Index of the ``}`` closing the ``{`` at ``pos`` (quotes respected), or -1."""
    depth = 0
    quote = ""
    for i in range(pos, len(text)):
        c = text[i]
        if quote:
            if c == quote:
                quote = ""
        elif c in "'\"":
            quote = c
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
    return -1


_KEY = re.compile(r"[^\s=]+")


def parse_options(info: PassInfo, text: str, full: str, base: int) -> dict:
    """Parse ``key=value ...`` for pass ``info``; offsets are reported into ``full``."""
    out: dict[str, Any] = {}
    pos = 0
    n = len(text)
    while True:
        pos = _WS.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= n:
            return out
        m = _KEY.match(text, pos)
        assert m is not None  # non-space text always matches
        key = m.group(0)
        key_pos = pos
        pos = m.end()
        opt = info.option(key)
        if opt is None:
            raise PipelineError(f"<Pass-Options-Parser>: no such option {key}", full, base + key_pos,
                                kind="option")
        if pos < n and text[pos] == "=":
            pos += 1
            vstart = pos
            pos = _value_end(text, pos)
            raw = text[vstart:pos]
            if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "'\"" or raw.startswith("{") and raw.endswith("}"):
                raw = raw[1:-1]
        elif opt.type is bool:
            raw, vstart = "true", pos
        else:
            raise PipelineError(f"option '{key}' of pass '{info.argument}' requires a value", full,
                                base + key_pos, kind="option",
                                cl_message=f"for the --{key} option: requires a value!")
        try:
            out[opt.attr] = opt.parse(raw)
        except PassOptionError as e:
            detail = str(e).split(" (expected one of")[0]  # LLVM's words end at the '!'
            raise PipelineError(f"invalid value for option '{key}' of pass '{info.argument}': {detail}",
                                full, base + vstart, kind="option",
                                cl_message=f"for the --{key} option: {detail}") from None


def _value_end(text: str, pos: int) -> int:
    depth = 0
    quote = ""
    n = len(text)
    while pos < n:
        c = text[pos]
        if quote:
            if c == quote:
                quote = ""
        elif c in "'\"":
            quote = c
        elif c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif c.isspace() and depth == 0:
            break
        pos += 1
    return pos


def print_pipeline(nodes: list, sep: str = ",") -> str:
    """Canonical text of ``nodes``: every pass with all its options, as MLIR prints it."""
    parts = []
    for n in nodes:
        if n.is_anchor:
            parts.append(f"{n.name}({print_pipeline(n.children, sep)})")
        else:
            parts.append(n.create().pipeline_text())
    return sep.join(parts)
