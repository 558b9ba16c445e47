"""The ``Pass`` base class, typed pass options, statistics, ``@register_pass``.

A pass is a class with a ``run_on_operation(op)`` method. Its facts are
class-level: ``ARGUMENT`` (the command-line name, ``symbol-dce``),
``DISPLAY_NAME`` (what timing and IR dumps print, ``SymbolDCE``), ``SUMMARY``,
``DESCRIPTION``, ``ANCHOR`` (the op name it must run on, or ``None`` for any
op), ``OPTIONS`` (``Option`` declarations) and ``STATISTICS`` (``Statistic``
declarations). ``@register_pass(...)`` fills them in and adds the class to the
registry, so ``--<argument>`` and pipeline text find it::

    @register_pass("symbol-dce", summary="Eliminate dead symbols",
                   options=[Option("verbose", bool, False, "say what was erased")])
    class SymbolDCE(Pass):
        num_dce = Statistic("num-dce'd", "Number of symbols DCE'd")

        def run_on_operation(self, op):
            ...
            self.num_dce += 1

Contract with the pass manager: ``run_on_operation`` is called with the op
the pass is scheduled on, which (for a nested pipeline) is isolated from
above; the pass may change that op's regions, attributes and nested ops, but
never the op's parent or siblings. To fail, emit a diagnostic and call
``signal_pass_failure()`` (or raise: the pass manager turns the exception into
a diagnostic naming the pass and the op's location). Analyses not marked
preserved are dropped after the pass. ``self.context`` is the context the
pass manager runs with (what ops a pass builds by name resolve in).

What this module does not do: schedule or run passes (``manager``), parse
option text out of a pipeline (``pipeline`` calls ``Option.parse``).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

__all__ = ["Option", "Pass", "PassOptionError", "Statistic", "Unsigned", "register_pass"]


class PassOptionError(Exception):
    """An option value that does not parse as its declared type."""


class Unsigned(int):
    """The ``unsigned`` option kind (LLVM's ``cl::opt<unsigned>``), used as a type:
    ``Option("n", Unsigned, 3)``. Values are plain ints from 0 to 2**32 - 1."""


# LLVM's ``cl::parser<bool>``: an empty value (``--flag=``, ``{flag=}``) is true.
_TRUE = ("true", "TRUE", "True", "1", "")
_FALSE = ("false", "FALSE", "False", "0")

_QUOTES = (("'", "'"), ('"', '"'), ("{", "}"))


def strip_option_value(text: str) -> str:
    """An option value as MLIR reads it: trimmed and, if longer than two
    characters and wrapped in quotes or braces, unwrapped and trimmed again
    (so ``' 5'`` is ``5``; ``''`` and ``{}`` stay as written)."""
    text = text.strip()
    if len(text) > 2 and (text[0], text[-1]) in _QUOTES:
        return text[1:-1].strip()
    return text


def _split_list(text: str) -> list[str]:
    """Split a list option value at top-level commas. A quoted or braced span
    is opaque (as MLIR's option parser skips one; a quote or brace without its
    closing partner is an ordinary character); ``()``, ``[]`` and ``<>`` nest."""
    items: list[str] = []
    depth = 0
    start = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "'\"":
            close = text.find(c, i + 1)
            i = close if close >= 0 else i
        elif c == "{":
            i = _brace_end(text, i)
        elif c in "([<":
            depth += 1
        elif c in ")]>":
            depth -= 1
        elif c == "," and depth == 0:
            items.append(text[start:i].strip())
            start = i + 1
        i += 1
    last = text[start:].strip()
    if last or items:
        items.append(last)
    return items


def _brace_end(text: str, pos: int) -> int:
    """Index of the ``}`` closing the ``{`` at ``pos`` (``pos`` itself if none)."""
    depth = 0
    for i in range(pos, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
    return pos


class Option:
    """A typed pass option: ``Option("max-iterations", int, 10, "help")``.

    ``type`` is ``bool``, ``int``, ``Unsigned``, ``float``, ``str``, a tuple of allowed
    strings (an enum), or ``list[...]`` of one of those (comma-separated in
    text). The attribute name on the pass instance is the option name with
    ``-`` replaced by ``_`` (``self.max_iterations``).
    """

    __slots__ = ("attr", "default", "description", "name", "type")

    def __init__(self, name: str, type: Any, default: Any = None, description: str = "") -> None:
        self.name = name
        self.type = type
        if default is None and _is_list(type):
            default = []
        self.default = default
        self.description = description
        self.attr = name.replace("-", "_")

    @property
    def is_list(self) -> bool:
        return _is_list(self.type)

    def type_name(self) -> str:
        """The value kind as ``--help`` shows it (``<int>``, ``<string>``...)."""
        t = self.type.__args__[0] if self.is_list else self.type
        if isinstance(t, tuple):
            return "<" + "|".join(t) + ">"
        base = {bool: "", int: "<int>", Unsigned: "<uint>", float: "<number>", str: "<string>"}.get(
            t, "<value>"
        )
        return base + ("..." if self.is_list and base else "")

    def parse(self, text: str) -> Any:
        """The value of ``text`` (quotes and braces already removed), or raise ``PassOptionError``."""
        if self.is_list:
            elem = self.type.__args__[0]
            return [_parse_scalar(elem, _unquote(x), self.name) for x in _split_list(text)]
        return _parse_scalar(self.type, text, self.name)

    def format(self, value: Any) -> str:
        """``name=value`` as MLIR prints it in a pipeline (an empty list prints nothing)."""
        if self.is_list:
            if not value:
                return ""
            text = ",".join(_format_scalar(v) for v in value)
            if strip_option_value(text) != text:  # ``{a},{b}`` would read as ``a},{b``
                text = "{" + text + "}"
            return f"{self.name}={text}"
        return f"{self.name}={_format_scalar(value)}"


def _is_list(t: Any) -> bool:
    return getattr(t, "__origin__", None) is list


def _unquote(s: str) -> str:
    return strip_option_value(s)


_LLVM_INT = re.compile(r"-?(?:0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|0[0-7]*|[1-9][0-9]*)")


def _llvm_int(text: str) -> int:
    """An integer option value as LLVM's command line reads it (``getAsInteger``
    with radix 0): ``0x``/``0b``/``0o`` prefixes, and a leading ``0`` for octal;
    ASCII digits only, no ``+``, no ``_``, within 64 bits."""
    if not _LLVM_INT.fullmatch(text):
        raise ValueError(text)
    neg = text.startswith("-")
    body = text[1:] if neg else text
    if body[:2].lower() in ("0x", "0b", "0o"):
        v = int(body[2:], {"x": 16, "b": 2, "o": 8}[body[1].lower()])
    else:
        v = int(body, 8 if body[0] == "0" else 10)
    v = -v if neg else v
    if not -(1 << 63) <= v < (1 << 63):
        raise ValueError(text)
    return v


def _parse_scalar(t: Any, text: str, name: str) -> Any:
    if t is bool:
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise PassOptionError(f"'{text}' is invalid value for boolean argument! Try 0 or 1")
    if t is int:
        try:
            return _llvm_int(text)
        except ValueError:
            raise PassOptionError(f"'{text}' value invalid for integer argument!") from None
    if t is Unsigned:
        try:
            if text.startswith("-"):
                raise ValueError(text)
            v = _llvm_int(text)
            if v >= 1 << 32:
                raise ValueError(text)
            return v
        except ValueError:
            raise PassOptionError(f"'{text}' value invalid for uint argument!") from None
    if t is float:
        try:
            if "_" in text or not text.isascii():  # float() takes "1_0" and other digits
                raise ValueError(text)
            return float(text)
        except ValueError:
            raise PassOptionError(f"'{text}' value invalid for floating point argument!") from None
    if isinstance(t, tuple):
        if text not in t:
            allowed = ", ".join(f"'{x}'" for x in t)
            raise PassOptionError(f"Cannot find option named '{text}'! (expected one of {allowed})")
        return text
    return text


def _format_scalar(v: Any) -> str:
    if v is True:
        return "true"
    if v is False:
        return "false"
    s = str(v)
    # Braces where the text would not read back: spaces, separators and
    # brackets (a list nests them), or a quote (reading would strip it, or
    # skip to a quote further on). An empty
    # string prints as nothing (``on=``), as MLIR.
    if isinstance(v, str) and any(c.isspace() or c in "{}()[]<>,='\"" for c in s):
        return "{" + s + "}"
    return s


#: Options of the tool rather than of a pass, that a pass module declares (LLVM's ``cl::opt``
#: at file scope, such as mlir-opt's ``-test-legalize-mode``): name -> ``Option``. The tool
#: sets them for its runs (``global_options``); a pass reads ``global_option(name)``.
GLOBAL_OPTIONS: dict[str, Option] = {}
_GLOBAL_VALUES: dict[str, Any] = {}


def register_global_option(opt: Option) -> Option:
    GLOBAL_OPTIONS[opt.name] = opt
    return opt


def global_option(name: str) -> Any:
    """The value of the global option ``name`` in this run (its default when not set)."""
    if name in _GLOBAL_VALUES:
        return _GLOBAL_VALUES[name]
    return GLOBAL_OPTIONS[name].default


@contextlib.contextmanager
def global_options(values: dict) -> Iterator[None]:
    """Set global options (name -> parsed value) while inside."""
    saved = dict(_GLOBAL_VALUES)
    _GLOBAL_VALUES.update(values)
    try:
        yield
    finally:
        _GLOBAL_VALUES.clear()
        _GLOBAL_VALUES.update(saved)


class Statistic:
    """A pass statistic (a counter): ``num_erased = Statistic("num-erased", "help")``.

    Used as a class attribute; ``self.num_erased += 1`` counts on the pass
    instance. The pass manager sums instances that ran on different ops.
    """

    __slots__ = ("attr", "description", "name")

    def __init__(self, name: str, description: str = "") -> None:
        self.name = name
        self.description = description
        self.attr = ""

    def __set_name__(self, owner: type, attr: str) -> None:
        self.attr = attr

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        return obj.statistics.get(self.name, 0)

    def __set__(self, obj: Any, value: int) -> None:
        obj.statistics[self.name] = value


class Pass:
    """Base class of passes (see the module docstring for the contract)."""

    ARGUMENT: str = ""
    DISPLAY_NAME: str = ""
    SUMMARY: str = ""
    DESCRIPTION: str = ""
    ANCHOR: str | None = None
    #: MLIR's ``InterfacePass``: the trait an op must declare (``FunctionOpInterface``)
    #: for the pass to run on it; an ``any`` pass manager skips other ops
    INTERFACE: str | None = None
    OPTIONS: tuple = ()
    STATISTICS: tuple = ()

    @classmethod
    def can_schedule_on(cls, op_cls: type) -> bool:
        """MLIR's ``canScheduleOn``: whether the pass may run on ops of ``op_cls``."""
        if cls.ANCHOR is not None and getattr(op_cls, "OP_NAME", None) != cls.ANCHOR:
            return False
        return cls.INTERFACE is None or cls.INTERFACE in getattr(op_cls, "traits", ())

    def __init__(self, **options: Any) -> None:
        for o in self.OPTIONS:
            v = options.pop(o.attr, options.pop(o.name, o.default))
            setattr(self, o.attr, list(v) if o.is_list else v)
        if options:
            raise TypeError(f"pass '{self.ARGUMENT}' has no option {next(iter(options))!r}")
        self.statistics: dict[str, int] = {}
        self.context: Any = None  # the Context of the current run (set by ``initialize``)
        self._failed = False
        self._preserved: Any = None
        self._am: Any = None

    # -- hooks for subclasses
    def run_on_operation(self, op: Any) -> None:  # pragma: no cover - abstract
        """Transform ``op`` (the anchor); see the module docstring."""
        raise NotImplementedError

    def initialize(self, ctx: Any) -> None:
        """Called once per pass-manager run, before any op is processed, with the
        context the pass manager runs with (``None`` if it has none); the base records
        it as ``self.context`` (MLIR's ``getContext()``), so an override that needs it
        calls ``super().initialize(ctx)``."""
        self.context = ctx

    # -- API for pass bodies
    def signal_pass_failure(self) -> None:
        """Mark this run as failed (emit the diagnostic first)."""
        self._failed = True

    def get_analysis(self, cls: type) -> Any:
        """The analysis ``cls`` of the current op, computed once and cached."""
        return self._am.get_analysis(cls)

    def get_cached_analysis(self, cls: type) -> Any:
        return self._am.get_cached_analysis(cls)

    def get_child_analysis(self, child: Any, cls: type) -> Any:
        return self._am.get_child_analysis(child, cls)

    def mark_all_analyses_preserved(self) -> None:
        """Nothing this pass did invalidates cached analyses."""
        self._preserved = True

    def mark_analyses_preserved(self, *classes: type) -> None:
        if self._preserved is True:
            return
        if self._preserved is None:
            self._preserved = set()
        self._preserved.update(classes)

    # -- pipeline text
    def options_text(self) -> str:
        """``{opt=v ...}`` with every option, as MLIR prints a pass in a pipeline."""
        if not self.OPTIONS:
            return ""
        opts = sorted(self.OPTIONS, key=lambda o: o.name)
        return "{" + " ".join(o.format(getattr(self, o.attr)) for o in opts) + "}"

    def pipeline_text(self) -> str:
        return self.ARGUMENT + self.options_text()

    def option_values(self) -> dict[str, Any]:
        return {o.attr: getattr(self, o.attr) for o in self.OPTIONS}

    def clone(self) -> Pass:
        """A fresh instance with the same options (statistics start at zero)."""
        return type(self)(**self.option_values())

    def __repr__(self) -> str:
        return f"<pass {self.pipeline_text()}>"


def _camel(arg: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in arg.replace("_", "-").split("-") if p)


def register_pass(
    argument: str,
    summary: str = "",
    description: str = "",
    options: Sequence[Option] = (),
    anchor: str | None = None,
    display_name: str | None = None,
) -> Callable[[type], type]:
    """Class decorator: declare a ``Pass`` subclass's facts and register it."""

    def deco(cls: type) -> type:
        cls.ARGUMENT = argument
        cls.DISPLAY_NAME = display_name or (
            cls.__name__ if cls.__name__ != "Pass" else _camel(argument)
        )
        cls.SUMMARY = summary
        cls.DESCRIPTION = description or (cls.__doc__ or "").strip()
        cls.ANCHOR = anchor
        cls.OPTIONS = tuple(options)
        cls.STATISTICS = tuple(v for v in vars(cls).values() if isinstance(v, Statistic))
        from .registry import register_pass_class

        register_pass_class(cls)
        return cls

    return deco
