"""The dialect conversion framework (MLIR's ``DialectConversion``), with rollback.

A conversion rewrites every op under a root until each is *legal* for a
``ConversionTarget``, by applying ``ConversionPattern`` s, and converts types
with a ``TypeConverter``. Three drivers, with MLIR's semantics:

* ``apply_partial_conversion``: ops the target does not know may stay; the
  conversion fails only when an op explicitly marked illegal (or dynamically
  illegal) remains.
* ``apply_full_conversion``: every op left must be legal; an illegal *or
  unknown* op left fails the conversion.
* ``apply_analysis_conversion``: works on a clone of the root, leaves the IR
  untouched and returns the set of original ops that are legal or legalizable.

A failure emits ``error: failed to legalize operation 'x.y'`` at the op's
location (partial conversions add ``that was explicitly marked illegal``, as
MLIR does) and the driver returns ``False``.

How values flow (no replacement mapping)
----------------------------------------
MLIR keeps a mapping from replaced values to their replacements and rewrites
uses at the very end. irlite rewrites uses immediately: when a pattern
replaces a value with one of a different type, the framework inserts a
``builtin.unrealized_conversion_cast`` (new type -> old type, a *source
materialization*, placed where the replaced op was, as in MLIR 19) and
redirects every use of the old value to the cast's result, so the IR stays
well typed at every step. Patterns receive *adaptor
operands*: each operand looked through the casts the framework made, down to
a value of the type the pattern's type converter wants (or, without a
converter, down to the newest replacement). When no such value exists a
*target materialization* (old -> new type cast) is placed right after the
operand's definition and reused by later patterns; when an operand's type
does not convert at all the pattern is not tried. Block arguments whose type
changes get *argument materializations* (new arguments -> old type, at the
start of the block); a 1:N argument also gets its target materialization
right away, which, as in MLIR 19, stays even if nothing uses it. Casts are
tied to the converter of the pattern that caused them (else the driver's).

At the end of a run: cast pairs ``A -> B -> A`` fold away, dead casts (and
dead materializations) are erased, and each cast that is still used is handed
to the type converter's matching materialization callbacks (newest first);
when none builds a value the cast stays. Casts that stay are fine unless the
target marks ``builtin.unrealized_conversion_cast`` illegal (then: ``failed to
legalize unresolved materialization from (...) to ... that remained live
after conversion``); ``reconcile-unrealized-casts`` removes the rest later.

Rollback: a pattern that fails is undone
----------------------------------------
As MLIR's, the legalizer is recursive: after a pattern rewrote an op, the ops whose
regions received blocks with arguments, the ops the pattern created and the ops it
changed in place are legalized in turn; when one cannot be, or when the pattern returns
``False`` after changing something, everything the pattern did through the
``ConversionPatternRewriter`` is undone (a journal of undo steps: created ops are
taken out, erased ops put back, uses, block moves, block signatures and in-place
updates made through ``modify_op_in_place`` restored) and the next pattern is tried.
A pattern is not applied again to what it produced (unless it has
``has_bounded_rewrite_recursion``). Edits made outside the rewriter, and in-place
changes reported after the fact with ``modify``, are not undone: patterns make them
only once they cannot fail. The caller's listener hears of a change only once the
legalization of the op it belongs to succeeded (MLIR's listener hears of applied
rewrites only). A conversion that fails leaves the IR partially converted (the pass
fails anyway); ``apply_analysis_conversion`` clones first.

Order and revisits
------------------
Ops are legalized in pre-order (parents before their bodies; the nested ops
of an op marked recursively legal are skipped). Patterns are tried in
``PatternApplicator`` order: decreasing ``benefit``, then the order given, an op's own
patterns before the ``root=None`` ones (which apply to any op) on ties, as MLIR. An op
no pattern could legalize is set aside and retried whenever one of its operands
changes (irlite's addition); only what is still not legal at the end is an error.

Folding: as MLIR's legalizer, an op that is not legal is first folded with
its dialect's folder (the ones ``canonicalize`` uses, loaded per dialect on
first need); constants the fold yields are materialized before it and
legalized next. Only a fold that can be applied whole is applied, and only
when each constant it needs is legal or has a pattern (MLIR undoes a fold
whose constants cannot be legalized). Folders see the IR as it is: the op's
current operands (well typed thanks to the casts), never a value of an op the
conversion erased. One thing is kept from MLIR, where a replaced constant
stays alive until the conversion ends: the value that replaced a constant's
result still folds as that constant (``arith.addi %x, %c0 : index`` folds
even though ``%c0`` was already lowered to an ``llvm.mlir.constant`` behind a
cast). Folds that look further up the use-def chain see the converted ops,
so a few fold less than in MLIR (``memref.dim`` of a lowered
``memref.alloc`` is lowered, not folded to the allocation's size operand).

What is not supported: the legalization cost model that prefers shorter pattern chains (plain benefit order),
``replaceOpWithMultiple`` beyond what ``replace_op`` with a list of values
per result gives (an N:1 cast; adaptors then see the cast's result, and
``rewriter.get_converted_values(v)`` gives the N pieces), and type-converter
driven conversion of op attributes.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

from ...ir.context import Context
from ...ir.core import Block, BlockArgument, IRError, Operation, OpResult, Region, Value
from ...ir.diagnostics import Diagnostic, report
from ...ir.rewriter import Listener, PatternRewriter
from .pattern import PatternApplicator, RewritePattern

__all__ = [
    "CAST_NAME",
    "ConversionPattern",
    "ConversionPatternRewriter",
    "ConversionRun",
    "ConversionTarget",
    "ConversionTypes",
    "FunctionOpSignatureConversion",
    "RuleConversionPattern",
    "SignatureConversion",
    "TypeConverter",
    "apply_analysis_conversion",
    "apply_conversion_ruleset",
    "apply_full_conversion",
    "apply_partial_conversion",
    "conversion_patterns",
    "conversion_spec",
    "conversion_target",
    "conversion_types",
    "populate_function_op_interface_type_conversion_pattern",
    "register_conversion_types",
]

CAST_NAME = "builtin.unrealized_conversion_cast"


def _cast_class() -> type:
    from ...ir.builtin_dialects import UnrealizedConversionCastOp

    return UnrealizedConversionCastOp


# ------------------------------------------------------------------ types

_MISSING = object()


class TypeConverter:
    """Converts types; builds values of converted types (materializations).

    Conversion callbacks ``fn(t)`` return a type (1:1), a list of types (1:N;
    ``[]`` drops the value), ``None`` (not handled: try the next, older
    callback) or ``False`` (``t`` cannot be converted: stop). Callbacks are
    tried newest first, as MLIR does; a type no callback handles does not
    convert (add ``lambda t: t`` first to keep unknown types as they are).
    Results are cached per type (adding a callback clears the cache).

    Materialization callbacks ``fn(rewriter, to_type, inputs, loc)`` return a
    value of ``to_type`` built (through ``rewriter``, whose insertion point is
    set) from ``inputs``, or ``None`` to let the next one try. They run when
    a conversion finishes, for the casts that are still used (see the module
    docstring): *source* (converted values -> original type, for users that
    were not converted), *target* (original value -> converted type, for
    adaptor operands) and *argument* (new block arguments -> original
    argument type; falls back to the source callbacks).
    """

    def __init__(self) -> None:
        self._conversions: list[Callable] = []
        self._source: list[Callable] = []
        self._target: list[Callable] = []
        self._argument: list[Callable] = []
        self._cache: dict = {}

    # -- registration
    def add_conversion(self, fn: Callable) -> Callable:
        """Register a conversion callback (usable as a decorator)."""
        self._conversions.append(fn)
        self._cache.clear()
        return fn

    def add_source_materialization(self, fn: Callable) -> Callable:
        self._source.append(fn)
        return fn

    def add_target_materialization(self, fn: Callable) -> Callable:
        self._target.append(fn)
        return fn

    def add_argument_materialization(self, fn: Callable) -> Callable:
        self._argument.append(fn)
        return fn

    # -- queries
    def convert_type_list(self, t: Any) -> list | None:
        """All types ``t`` converts to (1:N), or ``None`` when it does not convert."""
        try:
            r = self._cache.get(t, _MISSING)
        except TypeError:  # unhashable: do not cache
            return self._compute(t)
        if r is _MISSING:
            r = self._cache[t] = self._compute(t)
        return r

    def _compute(self, t: Any) -> list | None:
        for fn in reversed(self._conversions):
            r = fn(t)
            if r is None:
                continue
            if r is False:
                return None
            if isinstance(r, (list, tuple)):
                return list(r)
            return [r]
        return None

    def convert_type(self, t: Any) -> Any:
        """The single converted type of ``t``; ``None`` if it fails or is not 1:1."""
        r = self.convert_type_list(t)
        if r is None or len(r) != 1:
            return None
        return r[0]

    def convert_types(self, ts: Iterable[Any]) -> list | None:
        """The converted types of ``ts``, 1:N results flattened; ``None`` on failure."""
        out: list = []
        for t in ts:
            r = self.convert_type_list(t)
            if r is None:
                return None
            out.extend(r)
        return out

    def is_legal(self, x: Any) -> bool:
        """A type converts to itself; for a list, every type does; for an op, every
        operand and result type does."""
        if isinstance(x, Operation):
            return all(self.is_legal(o.value.type) for o in x.op_operands) and all(
                self.is_legal(r.type) for r in x.results
            )
        if isinstance(x, (list, tuple)):
            return all(self.is_legal(t) for t in x)
        r = self.convert_type_list(x)
        return r is not None and len(r) == 1 and r[0] is x

    def is_signature_legal(self, function_type: Any) -> bool:
        """Every input and result type of ``function_type`` is legal."""
        return self.is_legal(list(function_type.inputs)) and self.is_legal(
            list(function_type.results)
        )

    def is_region_legal(self, region: Region) -> bool:
        """Every block argument type in ``region`` (not nested regions) is legal."""
        return all(self.is_legal(a.type) for b in region.blocks for a in b.args)

    def convert_signature_arg(self, index: int, t: Any, conversion: SignatureConversion) -> bool:
        """Map input ``index`` of type ``t`` in ``conversion``; ``False`` if ``t`` does not convert."""
        r = self.convert_type_list(t)
        if r is None:
            return False
        conversion.add_inputs(index, r)
        return True

    def convert_signature_args(self, types: Sequence[Any]) -> SignatureConversion | None:
        """A ``SignatureConversion`` of ``types`` (each converted), or ``None``."""
        conv = SignatureConversion(len(types))
        for i, t in enumerate(types):
            if not self.convert_signature_arg(i, t, conv):
                return None
        return conv

    def convert_block_signature(self, block: Block) -> SignatureConversion | None:
        return self.convert_signature_args([a.type for a in block.args])

    # -- materializations (called by the driver)
    def has_materializations(self, kind: str) -> bool:
        """Whether callbacks that build a ``kind`` (``source``, ``target``, ``argument``)
        materialization are registered (``argument`` falls back to the source ones)."""
        if kind == "target":
            return bool(self._target)
        if kind == "argument":
            return bool(self._argument or self._source)
        return bool(self._source)

    def _materialize(
        self, fns: list, rewriter: PatternRewriter, to_type: Any, inputs: Sequence[Value], loc: Any
    ) -> Any:
        for fn in reversed(fns):
            v = fn(rewriter, to_type, list(inputs), loc)
            if v is not None:
                return v
        return None

    def materialize_source_conversion(
        self, rewriter: PatternRewriter, to_type: Any, inputs: Sequence[Value], loc: Any
    ) -> Any:
        return self._materialize(self._source, rewriter, to_type, inputs, loc)

    def materialize_target_conversion(
        self, rewriter: PatternRewriter, to_type: Any, inputs: Sequence[Value], loc: Any
    ) -> Any:
        return self._materialize(self._target, rewriter, to_type, inputs, loc)

    def materialize_argument_conversion(
        self, rewriter: PatternRewriter, to_type: Any, inputs: Sequence[Value], loc: Any
    ) -> Any:
        v = self._materialize(self._argument, rewriter, to_type, inputs, loc)
        if v is None:
            v = self._materialize(self._source, rewriter, to_type, inputs, loc)
        return v


class SignatureConversion:
    """How the arguments of a block (or the inputs of a function) change.

    Each original input ``i`` maps to a range of new inputs
    (``add_inputs(i, types)``), to existing new inputs
    (``remap_input(i, new_index, count=1)``) or to a value
    (``remap_input(i, value)``: it is dropped from the new signature and its
    uses read ``value``). ``add_inputs(types)`` appends new inputs no
    original one maps to. An original input mapped to nothing is dropped (it
    must then be unused).
    """

    __slots__ = ("_maps", "_types")

    def __init__(self, num_orig_inputs: int) -> None:
        self._maps: list = [None] * num_orig_inputs
        self._types: list = []

    def add_inputs(self, orig_index: Any, types: Any = None) -> None:
        if types is None:  # add_inputs(types): trailing new inputs
            self._types.extend(
                orig_index if isinstance(orig_index, (list, tuple)) else [orig_index]
            )
            return
        if not isinstance(types, (list, tuple)):
            types = [types]
        if self._maps[orig_index] is not None:
            raise IRError(f"signature input #{orig_index} is already mapped")
        self._maps[orig_index] = (len(self._types), len(types), None)
        self._types.extend(types)

    def remap_input(self, orig_index: int, replacement: Any, count: int = 1) -> None:
        if isinstance(replacement, Value):
            self._maps[orig_index] = (len(self._types), 0, replacement)
        else:
            self._maps[orig_index] = (int(replacement), count, None)

    @property
    def converted_types(self) -> list:
        return list(self._types)

    @property
    def num_orig_inputs(self) -> int:
        return len(self._maps)

    def get_input_mapping(self, orig_index: int) -> tuple | None:
        """``(start, size, replacement_value)`` of input ``orig_index``; ``None`` if dropped."""
        return self._maps[orig_index]


# ------------------------------------------------------------------ legality

_LEGAL, _ILLEGAL, _DYNAMIC = 0, 1, 2


class ConversionTarget:
    """Which ops are legal: per op name, per dialect, dynamically, or unknown.

    ``is_legal(op)`` returns ``True``/``False``, or ``None`` when the target
    says nothing about the op (an *unknown* op). Op rules win over dialect
    rules, which win over the unknown-op callback. A dynamic callback
    ``fn(op) -> bool | None`` may return ``None`` to defer to the next level
    (an older callback for the same op, then the dialect, then unknown ops).
    A later ``add_*`` for the same name replaces an earlier static rule;
    dynamic callbacks for one name stack (newest first).
    """

    def __init__(self) -> None:
        self._ops: dict[str, tuple] = {}
        self._dialects: dict[str, tuple] = {}
        self._unknown: Callable | None = None
        self._recursive: dict[str, Callable | None] = {}

    @staticmethod
    def _set(table: dict, name: str, action: int, fn: Callable | None = None) -> None:
        if action == _DYNAMIC:
            old = table.get(name)
            fns = (old[1] if old is not None and old[0] == _DYNAMIC else ()) + (fn,)
            table[name] = (_DYNAMIC, fns)
        else:
            table[name] = (action, ())

    def add_legal_dialect(self, *names: str) -> None:
        for n in names:
            self._set(self._dialects, n, _LEGAL)

    def add_illegal_dialect(self, *names: str) -> None:
        for n in names:
            self._set(self._dialects, n, _ILLEGAL)

    def add_legal_op(self, *names: str) -> None:
        for n in names:
            self._set(self._ops, n, _LEGAL)

    def add_illegal_op(self, *names: str) -> None:
        for n in names:
            self._set(self._ops, n, _ILLEGAL)

    def add_dynamically_legal_op(self, name: str, fn: Callable) -> None:
        self._set(self._ops, name, _DYNAMIC, fn)

    def add_dynamically_legal_dialect(self, name: str, fn: Callable) -> None:
        self._set(self._dialects, name, _DYNAMIC, fn)

    def mark_unknown_op_dynamically_legal(self, fn: Callable) -> None:
        self._unknown = fn

    def mark_op_recursively_legal(self, name: str, fn: Callable | None = None) -> None:
        """Ops nested in a legal ``name`` op (for which ``fn(op)``, if given, holds) are legal
        too and are not visited."""
        self._recursive[name] = fn

    @staticmethod
    def _decide(entry: tuple | None, op: Operation) -> bool | None:
        if entry is None:
            return None
        action, fns = entry
        if action == _LEGAL:
            return True
        if action == _ILLEGAL:
            return False
        for fn in reversed(fns):
            r = fn(op)
            if r is not None:
                return bool(r)
        return None

    def is_legal(self, op: Operation) -> bool | None:
        name = op.name
        r = self._decide(self._ops.get(name), op)
        if r is None:
            r = self._decide(self._dialects.get(name.split(".", 1)[0]), op)
            if r is None and self._unknown is not None:
                u = self._unknown(op)
                r = None if u is None else bool(u)
        return r

    def is_illegal(self, op: Operation) -> bool:
        """Explicitly (or dynamically) illegal, as opposed to legal or unknown."""
        return self.is_legal(op) is False

    def is_recursively_legal(self, op: Operation) -> bool:
        """``op`` is legal and marked recursively legal: its nested ops need no conversion."""
        if op.name not in self._recursive:
            return False
        fn = self._recursive[op.name]
        return (fn is None or bool(fn(op))) and self.is_legal(op) is True


# ------------------------------------------------------------------ patterns


class ConversionPattern(RewritePattern):
    """A conversion pattern: a ``RewritePattern`` whose hook also takes the adaptor operands.

    Subclasses override ``match_and_rewrite_converted(op, operands, rewriter) -> bool``;
    ``operands`` are the adaptor operands (see the module docstring), converted with
    ``self.type_converter`` (or the driver's converter when the pattern has none).
    ``match_and_rewrite(op, rewriter)`` (the ``RewritePattern`` entry the driver calls)
    fetches them and calls it; it does not apply when an operand type does not convert.
    Contract: return ``False`` without touching the IR when the pattern does not apply;
    once it mutates anything it must finish and return ``True``.

    ``root`` (the op name it applies to, ``None``: any op) and ``benefit`` (higher is
    tried first) default to the class attributes ``ROOT`` and ``BENEFIT``; ``debug_name``
    (what statistics count) to the class name; ``location`` is the ``class`` statement's
    ``file:line``.
    """

    ROOT: ClassVar[str | None] = None
    BENEFIT: ClassVar[int] = 1
    _LOCATION: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        f = sys._getframe(1)  # the frame executing the ``class`` statement
        cls._LOCATION = f"{os.path.basename(f.f_code.co_filename)}:{f.f_lineno}"

    def __init__(
        self,
        type_converter: TypeConverter | None = None,
        *,
        root: str | None | object = _MISSING,
        benefit: int | None = None,
        debug_name: str | None = None,
    ) -> None:
        cls = type(self)
        RewritePattern.__init__(
            self,
            cls.ROOT if root is _MISSING else root,  # type: ignore[arg-type]
            cls.BENEFIT if benefit is None else benefit,
            debug_name or cls.__name__,
            cls._LOCATION or __name__,
        )
        self.type_converter = type_converter

    def match_and_rewrite(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:  # type: ignore[override]
        """Fetch ``op``'s adaptor operands and call ``match_and_rewrite_converted``."""
        operands = rewriter.get_remapped_operands(op, self.type_converter)
        if operands is None:
            return rewriter.notify_match_failure(op, "an operand type does not convert")
        return self.match_and_rewrite_converted(op, operands, rewriter)

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        """Rewrite ``op`` given its adaptor ``operands`` and return ``True``, or leave the IR
        untouched and return ``False``."""
        raise NotImplementedError(
            f"{type(self).__name__} does not override match_and_rewrite_converted"
        )

    def __repr__(self) -> str:
        return f"<{self.debug_name} on {self.root or 'any op'}>"


class ConversionPatternRewriter(PatternRewriter):
    """The rewriter conversion patterns use; see the module docstring for value flow.

    Every mutation a pattern makes goes through it, so the driver learns of
    new ops (legalized next), erased ops (never visited again), replaced
    values (their users are retried if they had failed) and in-place updates.
    """

    __slots__ = ("driver", "reasons")

    def __init__(self, driver: _Driver, context: Context | None = None) -> None:
        super().__init__(driver, context)
        self.driver = driver
        self.reasons: dict = {}

    # -- replacement and erasure
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Move every use of ``old`` to ``new`` (users are reported modified). When ``old``
        is the result of a constant op, ``new`` remembers the constant's value: folders
        still see it as that constant (as in MLIR, where the replaced constant stays)."""
        if old is new:
            return
        const_of = self.driver.const_of
        c = const_of.get(old) if const_of else None
        if c is None and type(old) is OpResult and "ConstantLike" in type(old.owner).traits:
            c = old.owner.properties.get("value")
        if c is not None:
            const_of[new] = c
        d = self.driver
        moved = []
        use = old.first_use
        while use is not None:
            nxt = use.next_use
            use.set(new)
            moved.append(use)
            d.notify_modified(use.owner)
            use = nxt
        if moved:
            d.log_undo(lambda: [u.set(old) for u in moved])

    def replace_op(self, op: Operation, values: Sequence[Any]) -> None:
        """Replace ``op``'s results and erase ``op``. Each entry of ``values`` is a
        value (when its type differs, a cast back to the old type is inserted where
        ``op`` was, as MLIR does),
        ``None`` (no value: users still there read a cast of no values, which the source
        materialization must build unless they are converted too) or a list of values (a
        1:N replacement, joined by one N:1 cast)."""
        res = op.results
        if len(values) != len(res):
            raise IRError(
                f"'{op.name}' has {len(res)} results, {len(values)} replacement values given"
            )
        d = self.driver
        fwd = d.forwarded
        values = [_forward(fwd, v) for v in values]
        self.listener.notify_replaced(op, values)
        for r, v in zip(res, values):
            if v is None:
                if r.first_use is None:
                    continue
                # replaced by nothing (a 1:0 conversion): its users must be converted too,
                # else the source materialization of no values must build one
                v = []
            fwd[r] = v  # a later replace_op given ``r`` (the op is gone by then) reads ``v``
            if isinstance(v, (list, tuple)):
                if len(v) == 1:
                    v = v[0]
                else:
                    c = d.make_cast(list(v), r.type, "source", None, before=op)
                    d.replaced_result[c] = (op.name, r.index, op.loc)
                    v = c.results[0]
            if v.type is not r.type:
                # as in MLIR 19, the cast back to the old type takes the replaced op's place
                at = op if op.parent is not None else None  # else: after the value's definition
                c = d.make_cast([v], r.type, "source", None, before=at)
                d.replaced_result[c] = (op.name, r.index, op.loc)
                v = c.results[0]
            self.replace_all_uses_with(r, v)
        self.erase_op(op)

    # replace_op_with_new: PatternRewriter's (insert ``new`` before ``op``, then replace_op)

    def erase_op(self, op: Operation) -> None:
        """Erase ``op`` and everything nested in it. Results that are still used keep the op
        in place, marked erased, until the end of the conversion (as MLIR's, whose erasure
        is deferred): if a use is left by then, the conversion fails with ``failed to
        legalize operation 'x' marked as erased``."""
        d = self.driver
        for o in op.walk():
            d.notify_erased(o)
        if not op.use_empty():
            d.erased_with_uses.append(op)
            d.log_undo(d.erased_with_uses.pop)
            return
        d.log_undo(_detach_undoably(op))

    def get_remapped_operands(
        self, op: Operation, type_converter: TypeConverter | None
    ) -> list | None:
        """``op``'s adaptor operands for a pattern converting with ``type_converter`` (``None``:
        the driver's converter); ``None`` when an operand type does not convert."""
        d = self.driver
        return d.adaptor(op, type_converter if type_converter is not None else d.converter)

    def get_remapped_value(self, value: Value) -> Value:
        """``value`` as the pattern being applied sees it (MLIR's ``getRemappedValue``): looked
        through the framework's casts to the type the pattern's converter wants (a target
        materialization when needed), or to its newest replacement without a converter."""
        d = self.driver
        conv = d.current_converter
        if conv is None:
            return d.lookup(value, None)
        got = d.remap(value, conv)
        if got is None:
            raise IRError(f"the type {value.type} does not convert")
        return got

    def get_converted_values(self, value: Value) -> list:
        """The values ``value`` was replaced by: several for a 1:N replacement, else one."""
        d = self.driver
        v = d.lookup(value, None)
        if isinstance(v, OpResult) and v.owner in d.casts and len(v.owner.op_operands) > 1:
            return [o.value for o in v.owner.op_operands]
        return [v]

    # -- block signatures
    def convert_region_types(
        self,
        region: Region,
        type_converter: TypeConverter,
        signature_conversion: SignatureConversion | None = None,
    ) -> Block | None:
        """Convert every block's argument types; the entry block by ``signature_conversion``
        when given. Returns the entry block (``None`` for an empty region), or ``None``
        with the IR untouched when some argument type does not convert."""
        if not region.blocks:
            return None
        plans = []
        for i, b in enumerate(region.blocks):
            conv = (
                signature_conversion
                if i == 0 and signature_conversion is not None
                else type_converter.convert_block_signature(b)
            )
            if conv is None:
                return None
            plans.append((b, conv))
        for b, conv in plans:
            self.apply_signature_conversion(b, conv, type_converter)
        return region.blocks[0]

    def apply_signature_conversion(
        self,
        block: Block,
        conversion: SignatureConversion,
        type_converter: TypeConverter | None = None,
    ) -> Block:
        """Rewrite ``block``'s arguments as ``conversion`` says, in place (``block`` is
        returned; branches to it stay valid). An argument whose type is unchanged is
        kept; uses of any other one read an argument materialization (a cast from its
        new arguments, at the start of the block) or its remapped value."""
        if conversion.num_orig_inputs != len(block.args):
            raise IRError(
                f"signature conversion of {conversion.num_orig_inputs} inputs applied to a block of "
                f"{len(block.args)} arguments"
            )
        d = self.driver
        old_args = list(block.args)
        new_types = conversion.converted_types
        new_args: list = [None] * len(new_types)
        for i, a in enumerate(old_args):
            m = conversion.get_input_mapping(i)
            if (
                m is not None
                and m[2] is None
                and m[1] == 1
                and new_types[m[0]] is a.type
                and new_args[m[0]] is None
            ):
                new_args[m[0]] = a
        for j, t in enumerate(new_types):
            if new_args[j] is None:
                new_args[j] = BlockArgument(t, block, j, _arg_loc(conversion, old_args, j))
        kept = {id(a) for a in new_args}
        block.args = new_args
        for j, a in enumerate(new_args):
            a.index = j

        def undo_args() -> None:
            block.args = old_args
            for j, a in enumerate(old_args):
                a.index = j

        d.log_undo(undo_args)
        for i, a in enumerate(old_args):
            if id(a) in kept:
                continue
            m = conversion.get_input_mapping(i)
            if a.first_use is None:
                continue
            if m is None:
                raise IRError(
                    f"block argument #{i} is dropped by a signature conversion but still used"
                )
            start, size, repl = m
            if repl is not None:
                v = repl
                if v.type is not a.type:
                    v = d.make_cast(
                        [v], a.type, "argument", type_converter, at_start=block
                    ).results[0]
            else:
                ins = new_args[start : start + size]
                v = d.make_cast(ins, a.type, "argument", type_converter, at_start=block).results[0]
                if size != 1 and type_converter is not None:
                    # as MLIR 19: the legal form of a 1:N argument is materialized right away
                    # (and, like there, kept even when nothing ends up using it)
                    t = type_converter.convert_type(a.type)
                    if t is not None and t is not a.type:
                        tc = d.make_cast([v], t, "target", type_converter)
                        d.kept.add(tc)
                        d.target_cache[(v, t)] = tc.results[0]
            self.replace_all_uses_with(a, v)
        return block

    # -- region moves: the op whose region receives blocks with arguments is legalized again
    # (MLIR's legalizePatternBlockRewrites: their argument types may make it illegal)
    def inline_region_before(self, region: Region, before: Any, index: int | None = None) -> None:
        """Move ``region``'s blocks into region ``before`` (or before block ``before``)."""
        blocks = list(region.blocks)
        super().inline_region_before(region, before, index)
        self.driver.log_undo(lambda: _move_blocks(blocks, region, None))
        self._moved_blocks(blocks)

    def clone_region_before(self, region: Region, before: Any, index: int | None = None) -> None:
        """Clone ``region``'s blocks into region ``before`` (at ``index``, default the end) or
        before block ``before``; the cloned ops are new ops (legalized next)."""
        tmp = Region()
        region.clone_into(tmp, {})
        blocks = list(tmp.blocks)
        for b in blocks:
            for o in b.ops:
                self.listener.notify_inserted(o)
        super().inline_region_before(tmp, before, index)
        self.driver.log_undo(lambda: _move_blocks(blocks, Region(), None))
        self._moved_blocks(blocks)

    def _moved_blocks(self, blocks: list) -> None:
        d = self.driver
        for b in blocks:
            parent = b.parent.parent if b.parent is not None else None
            if b.args and parent is not None and parent is not d.current:
                d.log.append(("moved", parent))

    # -- block structure: the base's, except that moved ops are not reported inserted
    # (they are already on the conversion worklist, in their original order)
    def inline_block_before(
        self, source: Block, op: Operation, arg_values: Sequence[Value | None] = ()
    ) -> None:
        """Move the ops of ``source`` before ``op`` (its arguments replaced by
        ``arg_values``) and erase the emptied ``source``."""
        self._replace_block_args(source, arg_values)
        dest = op.parent
        if dest is None:
            raise IRError("inline_block_before: the op is not in a block")
        self.driver.log_undo(_move_ops_and_erase(source, dest, op))

    def merge_blocks(
        self, source: Block, dest: Block, arg_values: Sequence[Value | None] = ()
    ) -> None:
        """Append the ops of ``source`` to ``dest`` (arguments replaced) and erase ``source``."""
        self._replace_block_args(source, arg_values)
        self.driver.log_undo(_move_ops_and_erase(source, dest, None))

    def split_block(self, block: Block, before_op: Operation | None) -> Block:
        """The base's ``split_block``, undone with the pattern."""
        new = super().split_block(block, before_op)

        def undo() -> None:
            o = new.first
            while o is not None:
                nxt = o.next
                o.detach()
                block.append(o)
                o = nxt
            if new.parent is not None:
                new.parent.blocks.remove(new)
                new.parent = None

        self.driver.log_undo(undo)
        return new

    def create_block(
        self,
        where: Region | Block,
        index: int | None = None,
        arg_types: Sequence[Any] = (),
        locs: Sequence[Any] | None = None,
    ) -> Block:
        """The base's ``create_block``, undone with the pattern."""
        b = super().create_block(where, index, arg_types, locs)
        self.driver.log_undo(lambda: _remove_block(b))
        return b

    def erase_block(self, block: Block) -> None:
        """Erase ``block`` and its ops (reported erased); undone with the pattern."""
        d = self.driver
        ops = list(block.ops)
        for o in ops:
            for x in o.walk():
                d.notify_erased(x)
        dropped = []  # uses of the block's values and of values by its ops
        for o in ops:
            for x in o.walk(post_order=False):
                dropped.extend(x.op_operands)
                for r in x.results:
                    dropped.extend(r.uses)
        for a in block.args:
            dropped.extend(a.uses)
        for u in dropped:
            u.drop()
        region = block.parent
        index = region.blocks.index(block) if region is not None else 0
        if region is not None:
            region.blocks.remove(block)
            block.parent = None

        def undo() -> None:
            if region is not None:
                region.blocks.insert(index, block)
                block.parent = region
            for u in dropped:
                _relink(u)
            for o in ops:
                for x in o.walk():
                    d.erased.discard(x)

        d.log_undo(undo)

    def move_before(self, op: Operation, anchor: Operation) -> None:
        """Move ``op`` before ``anchor``; undone with the pattern."""
        self.driver.log_undo(_position_restorer(op))
        op.move_before(anchor)
        self.listener.notify_modified(op)

    def set_operand(self, op: Operation, i: int, v: Value) -> None:
        old = op.op_operands[i].value
        op.op_operands[i].set(v)
        self.driver.log_undo(lambda: op.op_operands[i].set(old))
        self.driver.notify_changed(op)

    def modify(self, op: Operation) -> None:
        """Report that ``op`` was changed in place (not undone: ``modify_op_in_place`` is)."""
        self.driver.notify_changed(op)

    # -- in-place updates and failures
    def modify_op_in_place(self, op: Operation, fn: Callable[[], Any] | None = None) -> None:
        """Run ``fn`` (which changes ``op`` in place) and report the update. The op's
        operands, properties, attributes and successors are restored when the pattern
        fails (MLIR's ``startOpModification`` / ``cancelOpModification``)."""
        d = self.driver
        operands = [o.value for o in op.op_operands]
        props, attrs, succs = op.properties, op.attributes, op.successors
        # set_attr writes into a plain dict in place (shared mappings are copied on write)
        if type(props) is dict:
            props = dict(props)
        if type(attrs) is dict:
            attrs = dict(attrs)
        if fn is not None:
            fn()

        def undo() -> None:
            if [o.value for o in op.op_operands] != operands:
                op.set_operands(operands)
            op.properties, op.attributes = props, attrs
            if op.successors is not succs:
                op.successors = succs

        d.log_undo(undo)
        d.notify_changed(op)

    def notify_match_failure(self, op: Operation, msg: str) -> bool:
        """Record why a pattern did not apply to ``op``; returns ``False``."""
        self.reasons[op] = msg
        return False


class FunctionOpSignatureConversion(ConversionPattern):
    """Converts the signature of a function op (one with a builtin ``FunctionType``: MLIR's
    ``FunctionOpInterface``) with its type converter, in place: the ``function_type`` and the
    argument types of every block of the body (the entry block by the signature's
    conversion). MLIR's ``populateFunctionOpInterfaceTypeConversionPattern`` (``root`` the
    function op's name) and ``populateAnyFunctionOpInterfaceTypeConversionPattern``
    (``root=None``, any function op). Does not apply when a type does not convert."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        from ...ir.function_interface import function_type, is_function, set_function_type
        from ...ir.types import FunctionType

        tc = self.type_converter
        if tc is None or not is_function(op):
            return rewriter.notify_match_failure(op, "not a function op with a FunctionType")
        ft = function_type(op)
        sig = tc.convert_signature_args(list(ft.inputs))
        results = tc.convert_types(list(ft.results))
        if sig is None or results is None:
            return rewriter.notify_match_failure(op, "the signature does not convert")
        region = op.regions[0] if op.regions else None
        if (
            region is not None
            and region.blocks
            and rewriter.convert_region_types(region, tc, sig) is None
        ):
            return rewriter.notify_match_failure(op, "a block argument type does not convert")
        new = FunctionType.get(sig.converted_types, results)
        rewriter.modify_op_in_place(op, lambda: set_function_type(op, new))
        return True


def populate_function_op_interface_type_conversion_pattern(
    patterns: list, type_converter: TypeConverter, root: str | None = None
) -> list:
    """Append the signature conversion of the function ops named ``root`` (``None``: any
    function op) to ``patterns``; returns ``patterns``."""
    patterns.append(FunctionOpSignatureConversion(type_converter, root=root))
    return patterns


def _forward(fwd: dict, v: Any) -> Any:
    while type(v) is OpResult and v in fwd:
        v = fwd[v]
    return v


def _move_ops_and_erase(source: Block, dest: Block, anchor: Operation | None) -> Callable:
    """Move the ops of ``source`` into ``dest`` before ``anchor`` (``None``: at the end), in
    order and without reporting them inserted, then take the emptied ``source`` out of its
    region; returns what undoes it all."""
    moved = []
    o = source.first
    while o is not None:
        nxt = o.next
        o.detach()
        dest.insert_before(anchor, o)
        moved.append(o)
        o = nxt
    region = source.parent
    index = region.blocks.index(source) if region is not None else 0
    if region is not None:
        region.blocks.remove(source)
        source.parent = None

    def undo() -> None:
        for x in moved:
            x.detach()
            source.append(x)
        if region is not None:
            region.blocks.insert(index, source)
            source.parent = region

    return undo


def _move_blocks(blocks: list, region: Region, index: int | None) -> None:
    """Move ``blocks`` (in order) into ``region`` at ``index`` (``None``: the end)."""
    for b in blocks:
        if b.parent is not None:
            b.parent.blocks.remove(b)
    at = len(region.blocks) if index is None else index
    region.blocks[at:at] = blocks
    for b in blocks:
        b.parent = region


def _remove_block(b: Block) -> None:
    if b.parent is not None:
        b.parent.blocks.remove(b)
        b.parent = None


def _relink(u: Any) -> None:
    """Put the (dropped) use ``u`` back on its value's use list."""
    v = u.value
    head = v.first_use
    u.next_use = head
    u.prev_use = None
    if head is not None:
        head.prev_use = u
    v.first_use = u


def _position_restorer(op: Operation) -> Callable:
    """What puts ``op`` back where it is now."""
    block, nxt = op.parent, op.next

    def undo() -> None:
        op.detach()
        if block is not None:
            block.insert_before(nxt, op)

    return undo


def _detach_undoably(op: Operation) -> Callable:
    """Take ``op`` out of its block and drop the uses it and its nested ops make (an erasure
    that can be undone); returns the undo."""
    restore = _position_restorer(op)
    dropped = []
    for x in op.walk(post_order=False):
        dropped.extend(x.op_operands)
    for u in dropped:
        u.drop()
    op.detach()

    def undo() -> None:
        restore()
        for u in dropped:
            _relink(u)

    return undo


def _arg_loc(conversion: SignatureConversion, old_args: list, j: int) -> Any:
    for i, a in enumerate(old_args):
        m = conversion.get_input_mapping(i)
        if m is not None and m[2] is None and m[0] <= j < m[0] + m[1]:
            return a.loc
    return None


# ------------------------------------------------------------------ the driver

_PARTIAL, _FULL, _ANALYSIS = "partial", "full", "analysis"


class _Driver(Listener):
    """Legalizes the ops under a root (see the module docstring for the algorithm)."""

    def __init__(
        self,
        target: ConversionTarget,
        patterns: Sequence[Any],
        converter: TypeConverter | None,
        mode: str,
        stats: dict | None,
        fold: bool = True,
        context: Context | None = None,
        listener: Listener | None = None,
        unlegalized_ops: set | None = None,
    ) -> None:
        self.target = target
        self.fold = fold
        self.listener = listener  # the caller's (MLIR's ConversionConfig::listener)
        self.unlegalized_ops = unlegalized_ops  # filled in partial mode (MLIR's unlegalizedOps)
        self.erased_with_uses: list = []  # ops a pattern erased while their results were used
        self.replaced_result: dict = {}  # source cast -> (op name, result index, loc) it replaced
        self.forwarded: dict = {}  # result of a replaced op -> what replaced it
        self.converter = converter
        self.mode = mode
        self.stats = stats
        pats = []
        for p in patterns:
            if isinstance(p, type):
                p = p(converter)
            pats.append(p)
        self.patterns = pats
        self.applicator = PatternApplicator(pats)
        self._by_name: dict[str, list] = {}
        # ops know no context: a conversion given none resolves names in a fresh one
        self.rw = ConversionPatternRewriter(self, context if context is not None else Context())
        self._folding: dict[str, tuple] = {}  # dialect -> (folders, materializer), this run
        self.worklist: list = []
        self.erased: set = set()
        self.failed: dict = {}  # op -> True: no pattern legalized it (yet)
        self.legal_seen: set = set()  # ops found legal (rechecked when modified)
        self.legalized: set = set()  # ops legal or legalized (for the analysis)
        self.casts: dict = {}  # framework cast op -> (kind, type converter)
        self.target_cache: dict = {}  # (value, type) -> target materialization result
        self.kept: set = set()  # casts not erased when dead (MLIR 19 keeps them too)
        self.const_of: dict = {}  # value that replaced a constant's result -> its value attr
        self.order: dict = {}  # op -> visiting order, for the first error
        self.counter = 0
        self.current: Operation | None = None
        self.current_converter: TypeConverter | None = None  # of the pattern being applied
        self.log: list = []  # (kind, payload): see log_undo / rollback / commit
        self.applying: list = []  # patterns being applied, outermost first

    # -- pattern lookup
    def candidates(self, name: str) -> list:
        """The patterns tried on an op named ``name``, in the applicator's benefit order
        (looked up once per name: the driver tries them one by one, since it skips those
        already tried on an op updated in place and does work around each attempt)."""
        c = self._by_name.get(name)
        if c is None:
            c = self._by_name[name] = self.applicator.patterns_for(name)
        return c

    # -- the journal: what the patterns being applied changed, to undo or to look at
    def log_undo(self, fn: Callable[[], Any]) -> None:
        self.log.append(("undo", fn))

    def _tell(self, hook: str, *args: Any) -> None:
        """Tell the caller's listener, once the change is committed (MLIR's listener hears
        of rewrites when they are applied, never of rolled-back ones)."""
        if self.listener is not None:
            self.log.append(("tell", (hook, args)))

    def rollback(self, mark: int) -> None:
        """Undo what was done since ``len(self.log)`` was ``mark``, newest first."""
        log = self.log
        for kind, x in reversed(log[mark:]):
            if kind == "undo":
                x()
        del log[mark:]

    def commit(self) -> None:
        """The changes logged so far stay: the listener hears of them, the log empties."""
        lst = self.listener
        if lst is not None:
            for kind, x in self.log:
                if kind == "tell":
                    getattr(lst, x[0])(*x[1])
        self.log.clear()

    # -- listener hooks
    def notify_inserted(self, op: Operation) -> None:
        self.log.append(("new", op))
        if op not in self.order:
            self.order[op] = self.counter
            self.counter += 1
        self._tell("notify_inserted", op)
        erased = self.erased

        def undo() -> None:
            for o in op.walk():
                erased.add(o)
            if op.parent is not None:
                _detach_undoably(op)

        self.log_undo(undo)

    def notify_erased(self, op: Operation) -> None:
        erased = self.erased
        erased.add(op)
        was_failed = self.failed.pop(op, None)
        self._tell("notify_erased", op)

        def undo() -> None:
            erased.discard(op)
            if was_failed:
                self.failed[op] = True

        self.log_undo(undo)

    def notify_replaced(self, op: Operation, values: Sequence[Any]) -> None:
        self._tell("notify_replaced", op, values)

    def notify_changed(self, op: Operation) -> None:
        """A pattern changed ``op`` in place: legalized again after the pattern (MLIR's
        root updates), re-queued if it had failed."""
        self.log.append(("modified", op))
        self.notify_modified(op)

    def notify_modified(self, op: Operation) -> None:
        if op in self.casts:
            return
        if op not in self.erased:
            self._tell("notify_modified", op)
        if op is self.current or op in self.erased:
            return
        if op in self.failed:
            del self.failed[op]
            self.worklist.append(op)
        elif op in self.legal_seen and self.target.is_legal(op) is not True:
            self.legal_seen.discard(op)
            self.legalized.discard(op)
            self.worklist.append(op)

    # -- casts
    def make_cast(
        self,
        inputs: list,
        to_type: Any,
        kind: str,
        converter: TypeConverter | None,
        before: Operation | None = None,
        at_start: Block | None = None,
    ) -> Operation:
        """Insert a framework cast of ``inputs`` to ``to_type``: before ``before``, at the
        start of ``at_start``, or right after the definition of the (single) input."""
        cls = _cast_class()
        if before is not None:
            loc = before.loc
        elif at_start is not None:
            loc = inputs[0].loc if inputs and isinstance(inputs[0], BlockArgument) else None
        else:
            loc = _value_loc(inputs[0])
        c = cls(CAST_NAME, inputs, [to_type], loc=loc if loc is not None else _unknown_loc())
        if before is not None:
            before.parent.insert_before(before, c)
        elif at_start is not None:
            at_start.insert_before(at_start.first, c)
        else:
            v = inputs[0]
            if isinstance(v, OpResult):
                d = v.owner
                d.parent.insert_after(d, c)
            else:
                b = v.owner
                b.insert_before(b.first, c)
        if converter is None:
            converter = (
                self.current_converter if self.current_converter is not None else self.converter
            )
        self.casts[c] = (kind, converter)
        self.log_undo(lambda: self._unmake_cast(c))
        return c

    def _unmake_cast(self, c: Operation) -> None:
        self.casts.pop(c, None)
        self.kept.discard(c)
        self.replaced_result.pop(c, None)
        r = c.results[0]
        for k in [k for k, v in self.target_cache.items() if v is r]:
            del self.target_cache[k]
        if c.parent is not None:
            _detach_undoably(c)
        self.erased.add(c)

    def lookup(self, v: Value, want: Any) -> Value:
        """``v`` looked through the framework's source/argument casts: the first value of
        type ``want`` on the way, else the newest replacement."""
        casts = self.casts
        while True:
            if want is not None and v.type is want:
                return v
            if type(v) is not BlockArgument:
                c = v.owner  # type: ignore[attr-defined]
                info = casts.get(c)
                if (
                    info is not None
                    and info[0] != "target"
                    and len(c.op_operands) == 1
                    and len(c.results) == 1
                ):
                    v = c.op_operands[0].value
                    continue
            return v

    def adaptor(self, op: Operation, conv: TypeConverter | None) -> list | None:
        out = []
        for o in op.op_operands:
            v = o.value
            if conv is None:
                out.append(self.lookup(v, None))
                continue
            nv = self.remap(v, conv)
            if nv is None:
                return None  # the operand type does not convert: the pattern cannot apply
            out.append(nv)
        return out

    def remap(self, v: Value, conv: TypeConverter) -> Value | None:
        """``v`` as a pattern converting with ``conv`` sees it (see ``adaptor``); ``None``
        when its type does not convert."""
        want = conv.convert_type_list(v.type)
        if want is None:
            return None
        if len(want) != 1:
            return self.lookup(v, None)
        t = want[0]
        nv = self.lookup(v, t)
        if nv.type is not t:
            key = (nv, t)
            c = self.target_cache.get(key)
            if c is None or c.owner in self.erased:
                c = self.make_cast([nv], t, "target", conv).results[0]
                self.target_cache[key] = c
            nv = c
        return nv

    # -- the main loop
    def collect(self, root: Operation) -> list:
        out: list = []
        target = self.target

        def visit(op: Operation) -> None:
            out.append(op)
            if op.regions and target.is_recursively_legal(op):
                return
            for r in op.regions:
                for b in r.blocks:
                    o = b.first
                    while o is not None:
                        visit(o)
                        o = o.next

        visit(root)
        return out

    def run(self, root: Operation) -> bool:
        ops = self.collect(root)
        for op in ops:
            self.order[op] = self.counter
            self.counter += 1
        self.worklist = ops[::-1]
        wl = self.worklist
        while wl:
            op = wl.pop()
            if op in self.erased or (op.parent is None and op is not root):
                continue
            if not self.legalize(op):
                self.failed[op] = True
        bad = self.first_illegal()
        if bad is not None:
            # as MLIR's, a conversion that fails is undone as a whole
            self.rollback(0)
            self.report_illegal(bad)
            return False
        self.commit()
        self.finalize()
        return self.check(root)

    def legalize(self, op: Operation) -> bool:
        """MLIR's ``OperationLegalizer::legalize``: ``op`` is legal, folds, or a pattern
        rewrites it such that what the pattern made and changed can be legalized in turn
        (recursively); a pattern for which that fails is undone and the next one tried.
        ``False``: nothing legalized ``op`` (and the IR is as it was)."""
        if op in self.erased:
            return True
        target = self.target
        if target.is_legal(op) is True:
            self.legal_seen.add(op)
            self.legalized.add(op)
            return True
        if self.fold and self.try_fold(op):
            if op in self.erased or op.parent is None:
                self.legalized.add(op)
                return True
            if target.is_legal(op) is True:  # folded in place into a legal op
                self.legal_seen.add(op)
                self.legalized.add(op)
                return True
        rw = self.rw
        applying = self.applying
        for p in self.candidates(op.name):
            # a pattern is not applied to what it produced (unless it bounds its recursion)
            if p in applying and not getattr(p, "has_bounded_rewrite_recursion", False):
                continue
            mark = len(self.log)
            conv = p.type_converter
            outer = (self.current, self.current_converter)
            self.current = op
            self.current_converter = conv if conv is not None else self.converter
            self.forwarded.clear()
            rw.set_insertion_point(op)
            applying.append(p)
            try:
                try:
                    ok = p.match_and_rewrite(op, rw)
                finally:
                    self.current, self.current_converter = outer
                if ok:
                    ok = self.legalize_result(op, mark)
            finally:
                applying.pop()
            if not ok:
                self.rollback(mark)
                continue
            if self.stats is not None:
                self.stats[p.debug_name] = self.stats.get(p.debug_name, 0) + 1
            self.legalized.add(op)
            return True
        return False

    def legalize_result(self, op: Operation, mark: int) -> bool:
        """MLIR's ``legalizePatternResult``: after a pattern rewrote ``op``, the ops whose
        regions received blocks with arguments, then the ops it created, then the ops it
        changed in place are legalized; ``False`` when one cannot be."""
        entries = self.log[mark:]
        created = [x for k, x in entries if k == "new"]
        made = set(created)
        erased = self.erased
        for k, x in entries:
            if k == "moved" and x not in made and x is not op and not self.legalize(x):
                return False
        for x in created:
            if x not in erased and not self.legalize(x):
                return False
        seen: set = set()
        for k, x in entries:
            if k == "modified" and x not in made and x not in seen:
                seen.add(x)
                if not self.legalize(x):
                    return False
        return True

    def try_fold(self, op: Operation) -> bool:
        """MLIR's ``legalizeWithFold``: fold ``op`` with its dialect's folder; constants it
        produces are materialized before ``op`` and legalized, else the fold is undone."""
        if "ConstantLike" in type(op).traits:  # already folded (MLIR's tryFold says the same)
            return False
        dialect = op.name.split(".", 1)[0]
        got = self._folding.get(dialect)
        if got is None:
            got = self._folding[dialect] = _dialect_folding(dialect, self.rw.context)
        folders, mat = got
        f = folders.get(op.name)
        if f is None:
            return False
        # The folder sees the IR as it is now: the op's current operands, never a value of
        # an erased op (an erased op has no operands left to inspect). As in MLIR, whose
        # replaced constants stay alive until the conversion ends, an operand that replaced
        # a constant still folds as that constant (``arith.addi %x, %c0`` folds although
        # ``%c0`` was lowered to ``llvm.mlir.constant`` behind a cast).
        const_of = self.const_of
        consts = []
        for o in op.op_operands:
            v = o.value
            c = None
            if type(v) is OpResult and "ConstantLike" in type(v.owner).traits:
                c = v.owner.properties.get("value")
            elif const_of:
                c = const_of.get(v)
            consts.append(c)
        res = f(op, consts)
        if res is None:
            return False
        if res is True or (len(op.results) == 1 and res is op.results[0]):
            self.rw.modify(op)
            return True
        if not isinstance(res, list):
            res = [res]
        if len(res) != len(op.results):
            return False
        vals: list = []
        made: list = []
        for r, x in zip(op.results, res):
            if isinstance(x, Value):
                vals.append(x)
                continue
            c = mat(x, r.type, op.loc) if mat is not None else None
            if c is None:
                return False
            if self.target.is_legal(c) is not True and not self.candidates(c.name):
                return False  # cannot be legalized: not worth trying
            made.append(c)
            vals.append(c.results[0])
        mark = len(self.log)
        self.rw.set_insertion_point(op)
        for c in made:
            self.rw.insert(c)
        self.rw.replace_op(op, vals)
        for c in made:
            if not self.legalize(c):
                self.rollback(mark)
                return False
        if self.stats is not None:
            self.stats["(fold)"] = self.stats.get("(fold)", 0) + 1
        return True

    # -- the end of the run
    def finalize(self) -> None:
        casts = self.casts
        erased = self.erased
        # fold A -> B -> A pairs and erase dead casts, to a fixpoint
        wl = list(casts)
        while wl:
            c = wl.pop()
            if c in erased or c.parent is None:
                continue
            if c.use_empty():
                if c in self.kept:
                    continue
                ins = [o.value for o in c.op_operands]
                c.erase()
                erased.add(c)
                for v in ins:
                    if type(v) is OpResult and v.owner in casts:
                        wl.append(v.owner)
                continue
            ins = [o.value for o in c.op_operands]
            d = ins[0].owner if ins and type(ins[0]) is OpResult else None
            if d is None or d not in casts or d in erased or list(d.results) != ins:
                continue
            src = [o.value for o in d.op_operands]
            if [v.type for v in src] != [r.type for r in c.results]:
                continue
            for r, v in zip(c.results, src):
                r.replace_all_uses_with(v)
            wl.append(c)
        # ops erased while used: erased now if nothing uses them any more
        for op in self.erased_with_uses:
            if op.parent is not None and op.use_empty():
                op.erase()
        # the casts still used go to the type converter's materializations; one that a
        # converter with callbacks of its kind cannot build is an error (MLIR 19's), while a
        # converter without such callbacks leaves the cast (reconcile-unrealized-casts' job)
        self.unmaterialized: list = []
        rw = PatternRewriter(self.listener, self.rw.context)
        for c, (kind, conv) in list(casts.items()):
            if c in erased or c.parent is None or conv is None or len(c.results) != 1:
                continue
            rw.set_insertion_point(c)
            ins = [o.value for o in c.op_operands]
            t = c.results[0].type
            if kind == "target":
                v = conv.materialize_target_conversion(rw, t, ins, c.loc)
            elif kind == "argument":
                v = conv.materialize_argument_conversion(rw, t, ins, c.loc)
            else:
                v = conv.materialize_source_conversion(rw, t, ins, c.loc)
            if v is None:
                if conv.has_materializations(kind):
                    self.unmaterialized.append(c)
                continue
            if v.type is not t:
                raise IRError(
                    f"a {kind} materialization returned a value of type {v.type}, expected {t}"
                )
            c.results[0].replace_all_uses_with(v)
            c.erase()
            erased.add(c)

    def first_illegal(self) -> Operation | None:
        """The first op left that makes the conversion fail (illegal, or in a full
        conversion not legal), or ``None``; fills ``unlegalized_ops``."""
        if self.mode == _ANALYSIS:
            return None
        target = self.target
        bad: list = []
        left: list = []  # not legalized, yet allowed to stay (partial mode)
        for op in self.failed:
            if op in self.erased:
                continue
            legal = target.is_legal(op)
            if legal is True:
                continue
            if self.mode == _FULL or legal is False:
                bad.append(op)
            else:
                left.append(op)
        last = 1 << 60
        if bad:
            op = min(bad, key=lambda o: self.order.get(o, 1 << 60))
            last = self.order.get(op, last)
        if self.unlegalized_ops is not None:
            # MLIR stops at the first op that fails: those after it were never tried
            self.unlegalized_ops.update(o for o in left if self.order.get(o, 0) < last)
        return op if bad else None

    def report_illegal(self, op: Operation) -> None:
        msg = f"failed to legalize operation '{op.name}'"
        if self.mode == _PARTIAL:
            msg += " that was explicitly marked illegal"
        report(Diagnostic.error(op, msg))

    def check(self, root: Operation) -> bool:
        if self.mode == _ANALYSIS:
            return True
        for op in self.erased_with_uses:
            if op.parent is None:
                continue
            d = Diagnostic.error(op, f"failed to legalize operation '{op.name}' marked as erased")
            for r in op.results:
                u = r.first_use
                if u is not None:
                    d.attach_note(
                        f"found live user of result #{r.index}: " + _short(u.owner), u.owner.loc
                    )
                    break
            report(d)
            return False
        for c in self.unmaterialized:
            u = c.results[0].first_use
            origin = self.replaced_result.get(c)
            if origin is not None:
                name, index, loc = origin
                d = Diagnostic.error(
                    loc,
                    f"failed to materialize conversion for result #{index} of operation "
                    f"'{name}' that remained live after conversion",
                )
            else:
                d = Diagnostic.error(c, _unresolved_message(c))
            if u is not None:
                d.attach_note("see existing live user here: " + _short(u.owner), u.owner.loc)
            report(d)
            return False
        cast_legal = self.target.is_legal(_probe_cast())
        if cast_legal is False:
            for c in self.casts:
                if c in self.erased or c.parent is None:
                    continue
                d = Diagnostic.error(c, _unresolved_message(c))
                u = c.results[0].first_use
                if u is not None:
                    d.attach_note("see existing live user here: " + _short(u.owner), u.owner.loc)
                report(d)
                return False
        return True


def _unresolved_message(c: Operation) -> str:
    ins = ", ".join(f"'{o.value.type}'" for o in c.op_operands)
    outs = ", ".join(f"'{r.type}'" for r in c.results)
    return (
        f"failed to legalize unresolved materialization from ({ins}) to {outs} "
        "that remained live after conversion"
    )


def _short(op: Operation) -> str:
    from ...ir.diagnostics import op_text_for_diagnostic

    return op_text_for_diagnostic(op, generic=False)


def _dialect_folding(dialect: str, ctx: Context) -> tuple:
    """(folders by op name, constant materializer) that ``dialect`` registers in ``ctx``."""
    from ..transforms.canonicalize import dialect_folding

    return dialect_folding(dialect, ctx)


_probe: Any = None


def _probe_cast() -> Operation:
    global _probe
    if _probe is None:
        _probe = _cast_class()(CAST_NAME)
    return _probe


_UNKNOWN: Any = None


def _unknown_loc() -> Any:
    global _UNKNOWN
    if _UNKNOWN is None:
        from ...ir.location import UnknownLoc

        _UNKNOWN = UnknownLoc.get()
    return _UNKNOWN


def _value_loc(v: Value) -> Any:
    if isinstance(v, BlockArgument):
        return v.loc
    return v.owner.loc  # type: ignore[attr-defined]


# ------------------------------------------------------------------ drivers


def apply_partial_conversion(
    root: Operation,
    target: ConversionTarget,
    patterns: Sequence[Any],
    type_converter: TypeConverter | None = None,
    *,
    stats: dict | None = None,
    fold: bool = True,
    context: Context | None = None,
    listener: Listener | None = None,
    unlegalized_ops: set | None = None,
) -> bool:
    """Convert ``root`` and the ops nested in it; fails only when an op the target
    marks illegal is left. ``type_converter`` serves patterns that have none and
    the final materializations; ``stats`` (a dict) counts applications per pattern
    (and ``(fold)``); ``fold=False`` skips trying the dialect folders first;
    ``context`` resolves the op names patterns build: a pass passes the context its pass
    manager runs with (``Pass.context``); without one a fresh ``Context()`` (the default
    registry's dialects, loaded as the patterns use them) serves this run. ``listener``
    hears of every change the patterns and the final materializations make (MLIR's
    ``ConversionConfig::listener``); ``unlegalized_ops`` (a set) receives the ops that
    no pattern legalized and that may stay (MLIR's ``unlegalizedOps``)."""
    return _Driver(
        target, patterns, type_converter, _PARTIAL, stats, fold, context, listener, unlegalized_ops
    ).run(root)


def apply_full_conversion(
    root: Operation,
    target: ConversionTarget,
    patterns: Sequence[Any],
    type_converter: TypeConverter | None = None,
    *,
    stats: dict | None = None,
    fold: bool = True,
    context: Context | None = None,
    listener: Listener | None = None,
) -> bool:
    """Convert ``root`` and the ops nested in it; fails when any op left is illegal
    or unknown to the target (options as ``apply_partial_conversion``)."""
    return _Driver(target, patterns, type_converter, _FULL, stats, fold, context, listener).run(
        root
    )


def apply_analysis_conversion(
    root: Operation,
    target: ConversionTarget,
    patterns: Sequence[Any],
    type_converter: TypeConverter | None = None,
    *,
    fold: bool = True,
    context: Context | None = None,
) -> set:
    """The ops under ``root`` (inclusive) that are legal or that a pattern legalized,
    found by converting a clone: the IR is untouched."""
    clone = root.clone()
    try:
        orig = list(root.walk(post_order=False))
        copy = list(clone.walk(post_order=False))
        back = dict(zip(copy, orig))
        d = _Driver(target, patterns, type_converter, _ANALYSIS, None, fold, context)
        d.run(clone)
        return {back[o] for o in d.legalized if o in back}
    finally:
        clone.drop_all_references()


# ------------------------------------------------------------------ conversion rulesets
#
# A ``conversion NAME { ... }`` block of a ``.rules`` file (``gen.rewrite_model``) is a
# ruleset run by this driver: its generated module has ``CONVERSIONS[NAME]`` = the
# declared legality, the name of its type converter (``types NAME``), one generated
# function per root op and the native pattern factories. What follows turns that into
# a ``ConversionTarget``, a ``TypeConverter`` and ``ConversionPattern`` s.


class ConversionTypes:
    """What ``types NAME`` in a conversion names: how a pass makes the type converter, and
    what the rules' values need beyond it (MLIR spreads this over ``TypeConverter``
    subclasses and pattern base classes such as ``ConvertOpToLLVMPattern``).

    The base class converts nothing (every type stays) and has no aggregates; subclasses
    are registered with ``register_conversion_types``."""

    def make_converter(self, options: Any, op: Operation) -> TypeConverter | None:
        """The converter for one run of a pass with ``options`` (the pass, or any object with
        its options as attributes) on ``op``; ``None`` after reporting a bad option."""
        tc = TypeConverter()
        tc.add_conversion(lambda t: t)
        return tc

    def check_types(self, operands: list, result_types: list) -> str | None:
        """Why a rule must not apply to these converted operands and result types, or
        ``None`` (checked before the rule's guards)."""
        return None

    def is_aggregate(self, t: Any) -> bool:
        """Whether ``t`` is an N-D aggregate that a rule's ``nd`` mode decides about."""
        return False

    def unroll(
        self, rw: PatternRewriter, op: Operation, operands: list, result_types: list, build: Any
    ) -> list | str:
        """Apply ``build(operands, result_types)`` per 1-D piece (``nd unroll``); the values
        replacing ``op``, or why it cannot (before any change)."""
        return "N-D values cannot be unrolled by this type converter"


_TYPES: dict[str, Any] = {
    # built-in names, imported on first use: "module:attribute"
    "llvm": "irlite.passes.conversion.llvm_common.pattern:LLVM_CONVERSION_TYPES",
}


def register_conversion_types(name: str, types: ConversionTypes) -> None:
    """Make ``types NAME`` in a conversion name ``types``."""
    _TYPES[name] = types


def conversion_types(name: str) -> ConversionTypes:
    """The ``ConversionTypes`` registered as ``name`` (raises ``KeyError``)."""
    t = _TYPES.get(name)
    if t is None:
        known = ", ".join(sorted(_TYPES))
        raise KeyError(f"no type converter named '{name}' (known: {known})")
    if isinstance(t, str):
        import importlib

        mod, attr = t.split(":")
        t = _TYPES[name] = getattr(importlib.import_module(mod), attr)
    return t


class ConversionRun:
    """``cv`` of a conversion's generated functions: the pass's ``options``, the
    ``type_converter``, the ``types`` (a ``ConversionTypes``) and the hit counts per
    rule (``hits``, or ``None``)."""

    __slots__ = ("hits", "options", "type_converter", "types")

    def __init__(
        self, types: ConversionTypes, type_converter: Any, options: Any, hits: dict | None = None
    ) -> None:
        self.types, self.type_converter, self.options, self.hits = (
            types,
            type_converter,
            options,
            hits,
        )

    def lower(
        self,
        rw: PatternRewriter,
        op: Operation,
        operands: list,
        result_types: list,
        nd: str,
        build: Any,
    ) -> list | None:
        """Run a rule's ``build(operands, result_types)`` on the whole op, or per 1-D piece
        when its values are N-D aggregates and ``nd`` is ``unroll`` (MLIR's
        ``handleMultidimensionalVectors``: when the first operand is one); ``nd fail``
        leaves such an op. ``None``: the rule does not apply (the IR is untouched)."""
        agg = self.types.is_aggregate
        if nd != "direct" and (
            any(agg(v.type) for v in operands) or any(agg(t) for t in result_types)
        ):
            if nd == "fail":
                rw.notify_match_failure(op, "N-D vector types are not supported")
                return None
            if operands and agg(operands[0].type):
                r = self.types.unroll(rw, op, operands, result_types, build)
                if isinstance(r, str):
                    rw.notify_match_failure(op, r)
                    return None
                return r
        return build(operands, result_types)

    @staticmethod
    def keep(new: Operation, sources: tuple, given: tuple) -> None:
        """Copy attributes onto the op a rule built: each source is an op (its discardable
        attributes) or a dict, the first to name an attribute wins; names ``new`` declares
        go to its properties unless the rule set them itself (``given``), as MLIR builds an
        op from an attribute list."""
        merged: dict = {}
        for src in sources:
            items = src.attributes if isinstance(src, Operation) else src
            for k, v in items.items():
                if v is not None:
                    merged.setdefault(k, v)
        if not merged:
            return
        inherent = new.inherent_attrs
        for k, v in merged.items():
            if k in inherent and k in given:
                continue
            new.set_attr(k, v)


class RuleConversionPattern(ConversionPattern):
    """The rules of one root op of a conversion (``gen.rewrite_codegen``'s functions, one
    per rule, in benefit order): converts the result types, asks the ``ConversionTypes``
    whether the values suit it, then tries the rules until one applies."""

    def __init__(
        self, fns: tuple, root: str, rules: tuple, benefit: int, location: str, cv: ConversionRun
    ) -> None:
        super().__init__(cv.type_converter, root=root, benefit=benefit, debug_name=rules[0])
        self.location = location
        self.fns, self.rule_names, self.cv = fns, rules, cv

    @property
    def rules(self) -> tuple[str, ...]:
        """The names of the rules it tries (what it reports when one fires)."""
        return self.rule_names

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        rtypes = []
        for r in op.results:
            t = tc.convert_type(r.type) if tc is not None else r.type
            if t is None:
                return rewriter.notify_match_failure(op, f"result type {r.type} does not convert")
            rtypes.append(t)
        cv = self.cv
        why = cv.types.check_types(operands, rtypes)
        if why:
            return rewriter.notify_match_failure(op, why)
        for fn in self.fns:
            name = fn(op, operands, rtypes, rewriter, cv)
            if name is not None:
                if cv.hits is not None:
                    cv.hits[name] = cv.hits.get(name, 0) + 1
                return True
        return False


def conversion_spec(path: str, name: str) -> dict:
    """``CONVERSIONS[name]`` of the generated module of ``path`` (raises ``KeyError``)."""
    from ...gen.loader import load_patterns

    specs = getattr(load_patterns(path), "CONVERSIONS", {})
    if name not in specs:
        raise KeyError(f"no conversion '{name}' in {path}")
    return specs[name]


def conversion_ops(path: str, name: str) -> frozenset:
    """The root ops conversion ``name`` of ``path`` has rules for."""
    return frozenset(conversion_spec(path, name)["rules"])


def conversion_target(spec: dict) -> ConversionTarget:
    """The ``ConversionTarget`` a conversion declares (``legal``/``illegal`` dialects and ops)."""
    target = ConversionTarget()
    for legal, entries in ((True, spec["legal"]), (False, spec["illegal"])):
        for kind, n in entries:
            if kind == "dialect":
                (target.add_legal_dialect if legal else target.add_illegal_dialect)(n)
            else:
                (target.add_legal_op if legal else target.add_illegal_op)(n)
    return target


def conversion_patterns(
    spec: dict, type_converter: Any, options: Any = None, hits: dict | None = None
) -> list:
    """The patterns of a conversion: one ``RuleConversionPattern`` per root op of its rules,
    then its native patterns (each factory called with ``type_converter``)."""
    cv = ConversionRun(conversion_types(spec["types"]), type_converter, options, hits)
    out: list = [
        RuleConversionPattern(fns, root, rules, benefit, loc, cv)
        for root, (fns, rules, benefit, loc) in spec["rules"].items()
    ]
    for factories in spec["patterns"]:
        out.extend(f(type_converter) for f in factories)
    return out


def apply_conversion_ruleset(
    op: Operation,
    path: str,
    name: str,
    options: Any = None,
    *,
    hits: dict | None = None,
    context: Context | None = None,
) -> bool:
    """Run conversion ``name`` of the ``.rules`` file ``path`` on ``op`` as a partial
    conversion with its declared legality and type converter; ``options`` (the pass) are
    what the rules and the converter read. ``False`` when the conversion (or an option)
    fails; the error is reported."""
    spec = conversion_spec(path, name)
    tc = conversion_types(spec["types"]).make_converter(options, op)
    if tc is None:
        return False
    patterns = conversion_patterns(spec, tc, options, hits)
    return apply_partial_conversion(op, conversion_target(spec), patterns, tc, context=context)
