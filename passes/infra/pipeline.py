"""MLIR's textual pass-pipeline grammar: parsing, checking, printing.

    pipeline     ::= element (',' element)*       (or nothing, at the top)
    element      ::= op-anchor '(' pipeline ')' | pass-name options?
    options      ::= '{' (key ('=' value)?)* '}'      (whitespace separated)
    value        ::= bare-text | '...' | "..." | '{' ... '}'   (lists: a,b,c)

As MLIR's parser: a name is the text up to the next ``,(){``, trimmed (an
empty anchor name means ``any``); the braces around options are matched
without regard to quotes; a value is trimmed and, if longer than two
characters, unwrapped from its quotes or braces. Nesting deeper than
``MAX_NESTING`` is an error.

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

from .pass_base import PassOptionError, strip_option_value
from .registry import PassInfo, lookup_pass, lookup_pipeline

__all__ = ["AnchorNode", "PassNode", "PipelineError", "parse_pipeline", "print_pipeline"]


class PipelineError(Exception):
    """A bad pipeline, rendered as mlir-opt 19 renders it (``render``).

    ``kind``:

    - ``"parse"``: a syntax error or an unknown pass: ``MLIR Textual
      PassPipeline Parser:1:COL: error: ...``, the text and a caret;
    - ``"plain"``: a message without a position (a pipeline not wrapped in an
      anchor, as mlir-opt);
    - ``"add"``: a pass that cannot go on its pass manager's anchor: the
      message (naming the pass by its class name) and the ``trail``;
    - ``"option"``: a bad pass option. mlir-opt prints LLVM's command-line
      error (``mlir-opt: for the --max-iterations option: ...``, here
      ``cl_message``) or ``<Pass-Options-Parser>: no such option X``, then
      ``failed to add `pass` with options `...``` and one ``... to inner
      pipeline`` line per enclosing anchor (``trail``); irlite prints the same
      lines and then the pipeline text with a caret under the option. For an
      option given in a ``--<pass>=<options>`` flag (``from_flag``) mlir-opt
      prints the first line only, and so does irlite.

    ``offset`` indexes ``text``, the pipeline text the error is about (for
    ``--pass-pipeline``, what is inside the outermost anchor, as mlir-opt).
    """

    def __init__(
        self,
        message: str,
        text: str,
        offset: int,
        *,
        kind: str = "parse",
        cl_message: str | None = None,
        trail: tuple = (),
    ) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.offset = max(0, offset)
        self.kind = kind
        self.cl_message = cl_message
        self.trail = tuple(trail)
        self.from_flag = False  # an "option" error of a ``--<pass>=<options>`` flag

    def caret(self) -> str:
        return f"{self.text}\n{' ' * self.offset}^\n"

    def render(self, tool: str = "irlite-opt") -> str:
        """The text mlir-opt writes to stderr for this error (the driver adds a newline)."""
        if self.kind == "plain":
            return f"<unknown>:0: error: {self.message}"
        if self.kind == "add":  # a pass on the wrong anchor: no position, the trail
            return f"<unknown>:0: error: {self.message}\n" + "\n".join(self.trail) + "\n"
        if self.kind == "option":
            head = (
                f"{tool}: {self.cl_message}\n<unknown>:0: error: "
                if self.cl_message
                else (f"<unknown>:0: error: {self.message}\n")
            )
            if self.from_flag:
                return head
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

    def __init__(
        self,
        name: str,
        offset: int,
        info: PassInfo,
        options: dict,
        options_text: str,
        raw_options: str = "",
        options_pos: int = -1,
    ):
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

# As MLIR: a name is everything up to the next separator, trimmed (so ``cse;``
# and ``1cse`` are unknown passes, and an empty anchor name means ``any``).
_NAME = re.compile(r"[^,(){]*")
_WS = re.compile(r"\s*")

#: Deeper nesting is an error (the parser and the pass manager recurse per level).
MAX_NESTING = 200


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
        if p.pos < len(text):  # a ')' (parse_list stops at nothing else)
            p.fail(
                "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline"
            )
        nodes = p.resolve(nodes)
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
            _resolve_options(
                n.children,
                text,
                (f"failed to add `{n.name}` with options `` to inner pipeline",) + trail,
            )
        elif n.options_pos >= 0 and not n.options:
            try:
                n.options = parse_options(n.info, n.raw_options, text, n.options_pos)
            except PipelineError as e:
                e.trail = (f"failed to add `{n.name}` with options `{n.raw_options}`",) + trail
                raise


class _Parser:
    """MLIR's ``TextualPipeline::parsePipelineText``: the structure first (names,
    options text, parentheses, commas); ``resolve`` then looks the names up."""

    __slots__ = ("pos", "seg", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.seg = 0  # where the element being read began (MLIR's position for 'unbalanced')

    def fail(self, msg: str, pos: int | None = None) -> None:
        raise PipelineError(msg, self.text, self.pos if pos is None else pos)

    def skip_ws(self) -> None:
        self.pos = _WS.match(self.text, self.pos).end()  # type: ignore[union-attr]

    def parse_list(self, depth: int) -> list:
        """Elements up to a ``)`` or the end: ``AnchorNode`` and, for passes,
        ``(name, offset, options text, options offset)`` tuples."""
        text = self.text
        nodes: list = []
        while True:
            self.seg = self.pos
            self.skip_ws()
            start = self.pos
            m = _NAME.match(text, start)
            assert m is not None  # the pattern matches the empty string
            name = m.group(0).rstrip()
            self.pos = m.end()
            opts_text, opts_pos = "", -1
            if self.pos < len(text) and text[self.pos] == "{":
                opts_pos = self.pos + 1
                end = _match_brace(text, self.pos)
                if end < 0:
                    self.fail("missing closing '}' while processing pass options")
                opts_text = text[self.pos + 1 : end]
                self.pos = end + 1
                self.skip_ws()
                self.seg = self.pos
            if self.pos < len(text) and text[self.pos] == "(" and opts_pos < 0:
                if depth >= MAX_NESTING:
                    self.fail(f"pipeline nested more than {MAX_NESTING} levels deep")
                self.pos += 1
                children = self.parse_list(depth + 1)
                if self.pos >= len(text):
                    self.fail("encountered unbalanced parentheses while parsing pipeline", self.seg)
                self.pos += 1  # the ')'
                self.skip_ws()
                self.seg = self.pos
                nodes.append(AnchorNode(name or "any", start, children))  # MLIR nests '' as any
            else:
                nodes.append((name, start, opts_text, opts_pos))
            self.skip_ws()
            if self.pos < len(text) and text[self.pos] == ",":
                self.pos += 1
                continue
            if self.pos < len(text) and text[self.pos] != ")":
                self.fail("expected ',' after parsing pipeline")
            return nodes

    def resolve(self, nodes: list) -> list:
        """Replace the pass tuples of ``nodes`` by ``PassNode``s (named pipelines expanded)."""
        out: list = []
        for n in nodes:
            if isinstance(n, AnchorNode):
                n.children = self.resolve(n.children)
                out.append(n)
            else:
                out.extend(self.make_pass(*n))
        return out

    def make_pass(self, name: str, start: int, opts_text: str, opts_pos: int) -> list:
        info = lookup_pass(name)
        if info is None:
            pipe = lookup_pipeline(name)
            if pipe is not None and not opts_text:
                if name in _EXPANDING:
                    self.fail(f"pass pipeline '{name}' refers to itself", start)
                _EXPANDING.add(name)
                try:
                    return parse_pipeline(pipe.text, base=self.text, base_offset=start)
                finally:
                    _EXPANDING.discard(name)
            self.fail(f"'{name}' does not refer to a registered pass or pass pipeline", start)
            raise AssertionError  # unreachable
        return [PassNode(name, start, info, {}, opts_text.strip(), opts_text, opts_pos)]


#: Named pipelines being expanded (one that names itself would never end).
_EXPANDING: set[str] = set()


def _match_brace(text: str, pos: int) -> int:
    """Index of the ``}`` closing the ``{`` at ``pos``, or -1. As MLIR's pipeline
    parser, only braces count: a quote does not hide one."""
    depth = 0
    for i in range(pos, len(text)):
        c = text[i]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return i
    return -1


_KEY = re.compile(r"[^\s=]*")


def parse_options(info: PassInfo, text: str, full: str, base: int) -> dict:
    """Parse ``key=value ...`` for pass ``info``; offsets are reported into ``full``.

    As MLIR's ``PassOptions::parseFromString``: a key ends at a space or
    ``=``, an empty key (``{=1}``) is skipped with its value, a value is
    trimmed and unquoted (``strip_option_value``), and a list option given
    twice gets both values.
    """
    out: dict[str, Any] = {}
    pos = 0
    n = len(text)
    while True:
        pos = _WS.match(text, pos).end()  # type: ignore[union-attr]
        if pos >= n:
            return out
        m = _KEY.match(text, pos)
        assert m is not None  # the pattern matches the empty string
        key = m.group(0)
        key_pos = pos
        pos = m.end()
        has_value = pos < n and text[pos] == "="
        if has_value:
            pos += 1
            vstart = pos
            pos = _value_end(text, pos)
            raw = strip_option_value(text[vstart:pos])
        if not key:
            continue
        opt = info.option(key)
        if opt is None:
            raise PipelineError(
                f"<Pass-Options-Parser>: no such option {key}", full, base + key_pos, kind="option"
            )
        if not has_value:
            if opt.type is not bool:
                raise PipelineError(
                    f"option '{key}' of pass '{info.argument}' requires a value",
                    full,
                    base + key_pos,
                    kind="option",
                    cl_message=f"for the --{key} option: requires a value!",
                )
            raw, vstart = "true", pos
        try:
            value = opt.parse(raw)
        except PassOptionError as e:
            detail = str(e).split(" (expected one of")[0]  # LLVM's words end at the '!'
            raise PipelineError(
                f"invalid value for option '{key}' of pass '{info.argument}': {detail}",
                full,
                base + vstart,
                kind="option",
                cl_message=f"for the --{key} option: {detail}",
            ) from None
        if opt.is_list and opt.attr in out:
            value = out[opt.attr] + value
        out[opt.attr] = value


def _value_end(text: str, pos: int) -> int:
    """End of the option value at ``pos``: the next space outside a quoted or
    braced span. As MLIR, a quote or brace without its closing partner is an
    ordinary character."""
    n = len(text)
    while pos < n:
        c = text[pos]
        if c.isspace():
            break
        if c in "'\"":
            close = text.find(c, pos + 1)
            pos = close if close >= 0 else pos
        elif c == "{":
            close = _match_brace(text, pos)
            pos = close if close >= 0 else pos
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
