"""Small helpers that generated dialect modules call (not op-specific logic).

Generated code stays straight-line per op; what is shared between ops lives
here: enum/bit-flag tables (value <-> attribute <-> text), the parse of an
enum keyword or a ``<flag, flag>`` body, the attribute dictionary printed by
``attr-dict`` (discardable attributes plus inherent ones the format does not
print), and loading native helper files by path.

What it does not do: interpret op definitions.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import re
import sys
from types import MappingProxyType
from typing import Any

from ..ir.attributes import DialectAttr, IntegerAttr
from ..ir.cursor import wrong_token_offset
from ..ir.diagnostics import Diagnostic, DiagnosticError, find_file_loc

_BARE = re.compile(r"[A-Za-z_][\w$.]*")
EMPTY_MAP = MappingProxyType({})


def _custom_prefix(p: Any) -> str:
    """``custom op 'NAME' `` inside a custom op's parser (MLIR's OpAsmParser errors)."""
    name = getattr(p, "custom_op_name", None)
    return f"custom op '{name}' " if name else ""


class EnumTable:
    """An enum whose attribute is an ``IntegerAttr`` (``predicate = 2 : i64``) or a
    dialect attribute (``#arith.cmpf<...>``), printed as its case keyword.

    A generated module lists its enums in ``ENUMS`` (name -> table); code outside it
    names a case by its keyword: ``ENUMS["CmpIPredicate"].attr("slt")`` is the interned
    attribute an op stores, ``.value("slt")`` its integer, ``keywords`` the case
    keywords in declaration order. ``by_kw`` / ``by_attr`` / ``by_value`` are the
    tables behind them (keyword -> attribute, attribute -> (keyword, value),
    value -> attribute).
    """

    __slots__ = ("by_attr", "by_kw", "by_value", "cases", "desc", "keywords", "name")

    def __init__(
        self,
        name: str,
        int_type: Any,
        dialect: str | None,
        mnemonic: str | None,
        cases: list[tuple[str, int]],
        desc: str | None = None,
    ) -> None:
        self.name = name
        self.desc = desc or name  # MLIR's enum attribute errors name the enum by its summary
        self.cases = cases
        self.by_kw: dict[str, Any] = {}
        self.by_attr: dict[Any, tuple[str, int]] = {}
        self.by_value: dict[int, Any] = {}
        for kw, v in cases:
            a = (
                IntegerAttr.get(int_type, v)
                if int_type is not None
                else DialectAttr.get(dialect, f"{mnemonic}<{kw}>")
            )
            self.by_kw[kw] = a
            self.by_attr[a] = (kw, v)
            self.by_value[v] = a
        self.keywords = tuple(kw for kw, _ in cases)

    def attr(self, kw: str) -> Any:
        """The attribute of the case ``kw`` (``KeyError`` naming the enum if there is none)."""
        a = self.by_kw.get(kw)
        if a is None:
            raise KeyError(f"{self.name} has no case {kw!r} (cases: {', '.join(self.keywords)})")
        return a

    def value(self, kw: str) -> int:
        """The integer value of the case ``kw``."""
        return self.by_attr[self.attr(kw)][1]

    def parse_keyword(self, p: Any, attr_name: str) -> Any:
        """An enum case keyword (or quoted string), as MLIR's generated enum parser
        (in a custom op) or enum attribute parser (``#llvm.linkage<...>``) reads it,
        with their error messages."""
        pos = p.pos
        p.ws()
        m = _BARE.match(p.src, p.pos)
        kw = sval = None
        if m is not None:
            kw = m.group()
            a = self.by_kw.get(kw)
            if a is not None:
                p.pos = m.end()
                return a
        elif p.src.startswith('"', p.pos):
            s = p.parse_attribute()
            sval = getattr(s, "value", None)
            a = self.by_kw.get(sval)
            if a is not None:
                return a
        p.pos = pos
        p.ws()
        if getattr(p, "custom_op_name", None) is None:  # a dialect attribute's parameter
            if kw is None:
                p.error(f"expected keyword for {self.desc}")
            p.error(f"invalid {self.desc} specification: {kw}")
        if isinstance(sval, str):
            p.error(f'{_custom_prefix(p)}invalid {attr_name} attribute specification: "{sval}"')
        p.error(
            _custom_prefix(p)
            + "expected string or keyword containing one of the following enum values for "
            f"attribute '{attr_name}' [{', '.join(k for k, _ in self.cases)}]"
        )

    def try_keyword(self, p: Any) -> Any:
        p.ws()
        m = _BARE.match(p.src, p.pos)
        if m is not None:
            a = self.by_kw.get(m.group())
            if a is not None:
                p.pos = m.end()
                return a
        return None


class FlagsTable:
    """A bit enum stored as a dialect attribute: ``#arith.overflow<nsw, nuw>``.

    ``attr(value)`` is the canonical attribute of a bit set (named combinations
    such as ``fast`` are preferred, as MLIR's ``stringifyEnum``); ``body(attr)`` is
    the ``<...>`` text the custom form prints after the keyword.
    """

    __slots__ = (
        "_attrs",
        "by_attr",
        "by_kw",
        "cases",
        "dialect",
        "mnemonic",
        "name",
        "none_kw",
        "sep",
    )

    def __init__(
        self, name: str, dialect: str, mnemonic: str, sep: str, cases: list[tuple[str, int]]
    ) -> None:
        self.name = name
        self.dialect = dialect
        self.mnemonic = mnemonic
        self.sep = sep
        self.cases = cases
        self.by_kw = dict(cases)
        self._attrs: dict[int, Any] = {}
        self.by_attr: dict[Any, int] = {}
        self.none_kw = next((k for k, v in cases if v == 0), None)

    def text(self, value: int) -> str:
        if value == 0:
            return self.none_kw or ""
        for k, v in self.cases:  # an exact named combination (e.g. 'fast')
            if v == value and v and (v & (v - 1)):
                return k
        parts = []
        rest = value
        for k, v in self.cases:
            if v and (v & (v - 1)) == 0 and rest & v:
                parts.append(k)
                rest &= ~v
        return self.sep.join(parts)

    def attr(self, value: int) -> Any:
        a = self._attrs.get(value)
        if a is None:
            a = self._attrs[value] = DialectAttr.get(
                self.dialect, f"{self.mnemonic}<{self.text(value)}>"
            )
            self.by_attr[a] = value
        return a

    def value(self, a: Any) -> int | None:
        v = self.by_attr.get(a)
        if (
            v is None
            and type(a) is DialectAttr
            and a.dialect == self.dialect
            and a.mnemonic == self.mnemonic
        ):
            v = self.parse_text(a.params_text)
            if v is not None:
                self.by_attr[a] = v
        return v

    def parse_text(self, text: str) -> int | None:
        v = 0
        for w in text.split(","):
            w = w.strip()
            b = self.by_kw.get(w)
            if b is None:
                return None
            v |= b
        return v

    def body(self, a: Any) -> str:
        return "<" + self.text(self.value(a) or 0) + ">"

    def parse_body(self, p: Any) -> Any:
        """``<kw, kw, ...>`` → the canonical attribute (errors as MLIR's generated bit
        enum parser: an unknown keyword is reported where the list starts)."""
        p.expect("<", "'<'")
        v = 0
        p.ws()
        start = p.pos
        while True:
            p.ws()
            pos = p.pos
            m = _BARE.match(p.src, pos)
            if m is None:
                p.error(_custom_prefix(p) + "expected valid keyword", pos)
            b = self.by_kw.get(m.group())
            if b is None:
                ns = {"llvm": "LLVM"}.get(self.dialect, self.dialect)
                p.error(
                    f"{_custom_prefix(p)}expected ::mlir::{ns}::{self.name} to be one of: "
                    + ", ".join(k for k, _ in self.cases),
                    start,
                )
            p.pos = m.end()
            v |= b
            if not p.try_lit(","):
                break
        p.expect(">", "'>'")
        return self.attr(v)


def extra_attrs(op: Any, elide: frozenset, defaults: Any) -> dict | None:
    """What ``attr-dict`` prints: discardable attributes plus inherent ones not in
    ``elide`` and not equal to their default (None when there are none)."""
    props = op.properties
    attrs = op.attributes
    out = None
    for k in props:
        if k in elide:
            continue
        v = props[k]
        if defaults.get(k) is v:
            continue
        if out is None:
            out = {}
        out[k] = v
    if attrs:
        if out is None:
            return attrs
        out.update(attrs)
    return out


def split_inherent(attrs: dict, props: dict, inherent: frozenset) -> dict:
    """Move inherent attributes written in an attribute dictionary into ``props``."""
    for k in [k for k in attrs if k in inherent]:
        props[k] = attrs.pop(k)
    return attrs


def attr_without_type(a: Any) -> str:
    """An integer/float attribute of a known type, printed without ``: type``."""
    s = str(a)
    if s in ("true", "false"):
        return s
    i = s.rfind(" : ")
    return s[:i] if i >= 0 else s


def int_token(t: str) -> int:
    """The value of an integer token (``-?(0x[0-9a-fA-F]+|[0-9]+)``) as MLIR's lexer
    reads it: decimal, leading zeros allowed (``03`` is 3), or hexadecimal."""
    return int(t, 16 if "x" in t else 10)


_DARRAY_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)|true|false")


def parse_darray(p: Any, elem_type: Any) -> Any:
    """A dense array written bare in a custom form (``[1, 0]``), as ODS's
    ``DenseI64ArrayAttr`` parses it: ``[`` integers (``true``/``false`` for i1) ``]``."""
    from ..ir.attributes import DenseArrayAttr

    p.expect("[", "'['")
    vals: list = []
    if not p.try_lit("]"):
        while True:
            m = p.match(_DARRAY_INT)
            if m is None:
                p.error(_custom_prefix(p) + "expected integer value")
            t = m.group()
            if t in ("true", "false"):
                vals.append(int(t == "true"))
            else:
                vals.append(int_token(t))
            if p.try_lit("]"):
                break
            p.expect(",", "','")
    return DenseArrayAttr.get(elem_type, vals)


def darray_body(a: Any) -> str:
    s = str(a)  # array<i64: 1, 2>
    i = s.find(":")
    if i < 0:
        return "[]"
    return "[" + s[i + 1 : -1].strip() + "]"


def compatible_shapes(types: list) -> bool:
    """MLIR's ``verifyCompatibleShapes``: all shaped or none, equal ranks, each pair of
    dimensions equal or one of them dynamic (unranked matches any rank)."""
    from ..ir.types import ShapedType

    shaped = [isinstance(t, ShapedType) for t in types]
    if not any(shaped):
        return True
    if not all(shaped):
        return False
    shapes = [t.shape for t in types if getattr(t, "shape", None) is not None]
    for s in shapes[1:]:
        if len(s) != len(shapes[0]) or any(
            a != b and a >= 0 and b >= 0 for a, b in zip(s, shapes[0])
        ):
            return False
    return True


def elementwise_error(operand_types: list, result_types: list) -> str | None:
    """MLIR's ``OpTrait::impl::verifyElementwise`` (the ``Elementwise`` trait): vectors
    and tensors are mappable; with any of them among operands or results, every result
    must be one, some operand must be one, and all of them must have one base type and
    compatible shapes. Its message, or None."""
    from ..ir.types import TensorType, VectorType

    res = [t for t in result_types if isinstance(t, (VectorType, TensorType))]
    opd = [t for t in operand_types if isinstance(t, (VectorType, TensorType))]
    if not res and not opd:
        return None
    if res and not opd:
        return "if a result is non-scalar, then at least one operand must be non-scalar"
    if not res:
        return "if an operand is non-scalar, then there must be at least one non-scalar result"
    if len(res) != len(result_types):
        return "if an operand is non-scalar, then all results must be non-scalar"
    types = opd + res
    base = type(types[0]) if type(types[0]) is VectorType else TensorType
    same_base = all(
        (type(t) is VectorType) if base is VectorType else isinstance(t, TensorType) for t in types
    )
    if not same_base or not compatible_shapes(types):
        return "all non-scalar operands/results must have the same shape and base type"
    return None


def parse_symbol_name(p: Any, op_name: str) -> str:
    """``@name`` of a ``SymbolNameAttr`` in a format (MLIR's ``parseSymbolName``)."""
    p.ws()
    pos = p.pos
    name = p.parse_optional_symbol_name()
    if name is None:
        p.error(f"custom op '{op_name}' expected valid '@'-identifier for symbol name", pos)
    return name


def wrong_token_pos(p: Any) -> int:
    """Where MLIR reports an unexpected token (``emitWrongTokenError``): right after the
    previous token when only spaces separate them on its line, else at the token itself;
    a token at the start of a line backs up to the end of the last non-blank line (before
    a ``//`` comment on it)."""
    p.ws()
    return wrong_token_offset(p.src, min(p.pos, len(p.src)))


def expect_keyword(p: Any, kw: str, op_name: str) -> None:
    """A keyword a custom op's assembly requires: MLIR's ``parseKeyword`` inside an op
    parser reports ``custom op 'NAME' expected 'KW'`` at the current token."""
    p.ws()
    pos = p.pos
    if not p.try_keyword(kw):
        p.error(f"custom op '{op_name}' expected '{kw}'", pos)


def ensure_terminator(p: Any, region: Any, name: str, pos: int | None = None) -> Any:
    """MLIR's ``ensureRegionTerminator`` (``SingleBlockImplicitTerminator<name>``): give an
    empty region a block, and append a ``name`` op (no operands) to its last block unless
    that block already ends with a terminator. ``pos`` is the source offset of the op
    being parsed (the terminator's location). Returns ``region``."""
    from ..ir.core import Block

    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.last
    if last is not None and "IsTerminator" in last.traits:
        return region
    cls = p.ctx.op_classes.get(name)
    loc = p.lazy_loc(p.pos if pos is None else pos)
    if cls is None:
        from ..ir.core import Operation

        block.append(Operation(name, (), (), None, None, loc=loc))
        return region
    build = getattr(cls, "build", None)
    try:
        t = build(loc=loc) if build is not None else None
    except TypeError:  # a build that needs arguments
        t = None
    if t is None:
        t = cls(name, (), (), None, None, loc=loc)
    for r in t.regions:  # e.g. scf.forall.in_parallel: one empty block
        if not r.blocks:
            r.add_block(Block())
    block.append(t)
    return region


_natives: dict[str, Any] = {}  # real path of a native helper file -> its module


def load_native(path: str, name: str) -> Any:
    """Import a native helper file by path, once per process and file: two files of the
    same alias or dialect name (``native h "helpers.py"`` in two projects) are two
    modules. ``name`` prefixes the module's name in ``sys.modules`` (tracebacks)."""
    key = os.path.realpath(path)
    mod = _natives.get(key)
    if mod is not None:
        return mod
    modname = f"{name}_{hashlib.sha1(key.encode()).hexdigest()[:12]}"
    spec = importlib.util.spec_from_file_location(modname, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load native helpers from {path}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    try:
        spec.loader.exec_module(mod)
    except BaseException:
        del sys.modules[modname]
        raise
    _natives[key] = mod
    return mod


class RuleError(DiagnosticError):
    """A rewrite rule failed while it ran: its ``where`` or its result raised.

    The generated matcher turns any exception of a rule's body into this error, at the
    matched op, naming the rule and where it is written:
    ``t.mlir:3:8: error: rule 'R' (x_canon.rules:12:1) failed on 'arith.addi' op:
    AttributeError: ...``. ``rule`` is the rule's name, ``rule_loc`` its ``file:line:col``
    and ``__cause__`` the original exception. The message (``str()``) names the op's
    location too, for reports that show it at another op (a pass's anchor)."""

    __slots__ = ("rule", "rule_loc")

    def __init__(self, rule: str, rule_loc: str, op: Any, cause: BaseException) -> None:
        self.rule = rule
        self.rule_loc = rule_loc
        loc = op.loc
        if hasattr(loc, "resolve") and not hasattr(loc, "params"):  # a parser's lazy location
            loc = loc.resolve()
        fl = find_file_loc(loc) if loc is not None else None
        at = f" at {fl.file}:{fl.line}:{fl.col}" if fl is not None else ""
        what = f"{type(cause).__name__}: {cause}"
        d = Diagnostic.error(op.loc, f"rule '{rule}' ({rule_loc}) failed on '{op.name}' op: {what}")
        super().__init__(d)
        Exception.__init__(self, f"rule '{rule}' ({rule_loc}) failed on '{op.name}' op{at}: {what}")


# ------------------------------------------------------------------ region and block actions
# What the generated matchers (and the --debug-rules interpreter) call for a rule's
# `inline $o.region(args)`, a result DAG's `{region: $o.region}` and `merge ^dest(args)`.


def inline_region(rw: Any, region: Any, op: Any, args: list) -> list:
    """Move the ops of ``region``'s single block before ``op``, its arguments replaced by
    ``args``, except its terminator, whose operands are returned (MLIR's
    ``inlineBlockBefore`` + the yielded values); the terminator goes with ``op``'s region."""
    blocks = region.blocks
    if len(blocks) != 1:
        raise ValueError(f"'inline' needs a region of one block; this one has {len(blocks)}")
    block = blocks[0]
    term = block.last
    if term is None:
        rw.inline_block_before(block, op, args)
        return []
    rw.split_block(block, term)  # the terminator stays behind in a block of its own
    rw.inline_block_before(block, op, args)
    return [x.value for x in term.op_operands]  # read after: it may yield an argument


def take_region(region: Any) -> Any:
    """A new region holding ``region``'s blocks (``region`` is left empty)."""
    from ..ir.core import Region

    new = Region()
    new.take_body(region)
    return new


def merge_block(rw: Any, op: Any, block: Any, args: list) -> None:
    """Erase branch ``op`` and append ``block``'s ops to ``op``'s block, its arguments
    replaced by ``args`` (MLIR's ``mergeBlocks``). ``block`` must have no other predecessor."""
    here = op.parent
    if block is here or block.predecessors != [here]:
        raise ValueError("'merge' needs a successor whose only predecessor is the branch's block")
    rw.erase_op(op)
    rw.merge_blocks(block, here, args)


def set_operand_group(op: Any, index: int, values: list, kinds: tuple) -> None:
    """Make operand group ``index`` of ``op`` hold ``values`` (a generated
    ``BranchOpInterface``'s ``set_successor_operands``). ``kinds`` has one entry per operand
    definition: 1 for a single operand, -1 for a variadic group; groups are split by
    ``operandSegmentSizes`` when the op has it, else the one variadic group takes the rest."""
    if index is None:
        if values:
            raise ValueError(f"'{op.name}': this successor takes no operands")
        return
    vals = [o.value for o in op.op_operands]
    seg = op.properties.get("operandSegmentSizes")
    if seg is not None:
        sizes = list(seg.values)
    else:
        rest = len(vals) - sum(1 for k in kinds if k > 0)
        sizes = [1 if k > 0 else rest for k in kinds]
    groups, p = [], 0
    for n in sizes:
        groups.append(vals[p : p + n])
        p += n
    groups[index] = list(values)
    op.set_operands([v for g in groups for v in g])
    if seg is not None:
        from ..ir.attributes import DenseArrayAttr
        from ..ir.types import IntegerType

        op.set_attr(
            "operandSegmentSizes", DenseArrayAttr.get(IntegerType.get(32), [len(g) for g in groups])
        )
