"""Operations → MLIR's textual IR, as mlir-opt 19 prints it.

Value and block names follow MLIR's ``SSANameState`` exactly: a region is
numbered whole (block arguments, then op results, block by block) before the
regions nested in its ops, which are taken from a stack (last pushed first),
with the counters running on. Entry-block arguments are ``%argN``; other
values ``%N`` (a multi-result op is one ``%N:k`` group, used as ``%N#i``);
blocks are ``^bbN`` per region.

Aliases: affine maps and integer sets become ``#map``/``#set`` definitions at
the top; with debug info, locations become ``#loc`` aliases printed at the
bottom, as MLIR does. Output is built as a list of strings joined once.

Custom op forms are printed through each op class's ``print`` hook when the
generic form is not requested; this module does not know any dialect. A hook
that raises (as one may on an op a pass left invalid) prints nothing: that op
is printed in the generic form instead, which needs no invariant. Block
headers list one predecessor per edge (``// 2 preds: ^bb0, ^bb0``), as MLIR.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from .base import AttrPrinter
from .core import Block, Operation, Region
from .location import LocationAttr, pretty_text

_NUM = [f"%{i}" for i in range(4096)]
_ARG = [f"%arg{i}" for i in range(256)]


#: op name -> ``namer(op, region)``: the names the entry block arguments of ``region`` of
#: that op print with in the custom form (MLIR's ``OpAsmOpInterface::getAsmBlockArgumentNames``;
#: a list, ``""`` or None for a numbered argument). Dialects register theirs when they load.
BLOCK_ARG_NAMERS: dict[str, Any] = {}


def _num(i: int) -> str:
    return _NUM[i] if i < 4096 else f"%{i}"


def _arg(i: int) -> str:
    return _ARG[i] if i < 256 else f"%arg{i}"


# Relocatable output (``Printer.number(..., relocatable=True)``, ``Printer.print_piece``):
# a piece of a module printed on its own, in which the value numbers, entry-block
# argument numbers and alias names that depend on the rest of the module are
# markers that ``relocate`` fills in once the rest is known.
_VALUE_MARK = "\x01"
_ARG_MARK = "\x02"
_ALIAS_MARK = "\x03"


def _marked_num(i: int) -> str:
    return f"%{_VALUE_MARK}{i}{_VALUE_MARK}"


def _marked_arg(i: int) -> str:
    return f"%arg{_ARG_MARK}{i}{_ARG_MARK}"


def relocate(text: str, value_offset: int, arg_offset: int, alias_names: Sequence[str] = ()) -> str:
    """Fill in the markers of a relocatable piece: each value number plus
    ``value_offset``, each entry-block argument number plus ``arg_offset``, the
    i-th alias marker by ``alias_names[i]``. Text without markers comes back as is."""
    for mark, d in ((_VALUE_MARK, value_offset), (_ARG_MARK, arg_offset)):
        parts = text.split(mark)
        if len(parts) > 1:
            nums = parts[1::2]
            parts[1::2] = [str(int(x) + d) for x in nums] if d else nums
            text = "".join(parts)
    if alias_names:
        parts = text.split(_ALIAS_MARK)
        if len(parts) > 1:
            parts[1::2] = [alias_names[int(x)] for x in parts[1::2]]
            text = "".join(parts)
    return text


def alias_key(x: Any) -> tuple:
    """What makes two attributes, types or locations the same across processes."""
    return (type(x).__name__, str(x))


def rank_aliases(
    items: Iterable[tuple[Any, int, int, str]], al: _AliasPrinter
) -> list[tuple[Any, str]]:
    """MLIR's alias order and names (its ``AliasInitializer``): ``items`` are
    ``(key, first-use order, depth, prefix)``; returns ``(key, name)`` sorted
    (stably) by depth, prefix and first use, numbered per prefix (``#map``,
    ``#map1``, ...) by ``al``, which goes on from there for aliases met later."""
    return [
        (key, "#" + al._new_name(prefix))
        for key, _order, _depth, prefix in sorted(items, key=lambda t: (t[2], t[3], t[1]))
    ]


def _children(x: Any) -> list:
    """The attributes/types directly inside ``x`` (through nested tuples) that its
    text shows: a name location's unknown child is not printed, so not visited."""
    if type(x).__name__ == "NameLoc":
        return [p for p in x.params if hasattr(p, "may_alias") and type(p).__name__ != "UnknownLoc"]
    out: list = []
    stack = [x.params]
    while stack:
        ps = stack.pop()
        for p in ps:
            if isinstance(p, tuple):
                stack.append(p)
            elif hasattr(p, "may_alias"):
                out.append(p)
    return out


def _sub_locs(loc: Any) -> tuple:
    """Locations nested directly in ``loc`` (name child, call site parts, fused parts)."""
    out = []
    for p in loc.params:
        if isinstance(p, tuple):
            out.extend(x for x in p if getattr(x, "ALIAS_PREFIX", None) == "loc")
        elif getattr(p, "ALIAS_PREFIX", None) == "loc":
            out.append(p)
    return tuple(out)


class _AliasPrinter(AttrPrinter):
    """Assigns alias names on first use; prints nested attrs through aliases."""

    __slots__ = (
        "names",
        "defs",
        "loc_names",
        "loc_defs",
        "loc_top",
        "deferred",
        "rank",
        "counts",
        "frozen",
        "elements",
        "distinct",
        "pretty",
    )

    def __init__(self, elements: tuple | None = None, pretty: bool = False) -> None:
        #: (elide limit, hex limit) of --mlir-elide-elementsattrs-if-larger and
        #: --mlir-print-elementsattrs-with-hex-if-larger, or None: attributes print as
        #: their cached texts; else each is printed anew (``ElementsAttr``s read them)
        self.elements = elements
        #: DistinctAttr -> its marker; numbered in output order by ``number_distinct``
        self.distinct: dict[Any, str] = {}
        self.pretty = pretty  # --mlir-pretty-debuginfo: locations in MLIR's pretty form
        #: names were given up front (MLIR's alias pass): what it did not see prints inline
        self.frozen = False
        self.names: dict[Any, str] = {}
        self.defs: list[tuple[str, Any]] = []
        self.loc_names: dict[Any, str] = {}
        self.loc_defs: list[tuple[str, Any]] = []
        self.loc_top: set = set()  # locations printed at the top (used by block arguments)
        self.deferred: set = set()  # non-location aliases printed at the end
        self.rank: dict = {}  # alias -> position in MLIR's sorted alias order
        self.counts: dict[str, int] = {}

    def _new_name(self, base: str) -> str:
        n = self.counts.get(base, 0)
        self.counts[base] = n + 1
        return base if n == 0 else f"{base}{n}"

    def attr(self, a: Any) -> str:
        if not a.may_alias:
            return str(a) if self.elements is None else a.print_text(self)
        name = self.names.get(a)
        if name is not None:
            return name
        kind = getattr(a, "ALIAS_PREFIX", None)
        if kind is not None and type(a).ALIASABLE and not self.frozen:
            if kind == "loc":
                return a.print_text(self)
            name = "#" + self._new_name(kind)
            self.names[a] = name
            self.defs.append((name, a))
            return name
        return a.print_text(self)

    type = attr  # type: ignore[assignment]

    def distinct_id(self, a: Any) -> str:
        """A marker for ``a``'s number: MLIR numbers distinct attributes in the order the
        output shows them (``number_distinct`` puts the numbers in)."""
        m = self.distinct.get(a)
        if m is None:
            m = self.distinct[a] = f"\x02{len(self.distinct)}\x02"
        return m

    def assign_loc(self, loc: Any, deferred: bool) -> None:
        """Number ``loc`` (its nested locations first) in MLIR's alias order."""
        if loc in self.loc_names:
            if deferred and loc in self.loc_top:
                self.loc_top.discard(loc)
            return
        for sub in _sub_locs(loc):
            self.assign_loc(sub, deferred)
        name = "#" + self._new_name("loc")
        self.loc_names[loc] = name
        self.loc_defs.append((name, loc))
        if not deferred:
            self.loc_top.add(loc)

    def loc(self, loc: Any) -> str:
        """A trailing op location: ``loc(#locN)`` (pretty: inline, its parts aliases)."""
        name = self.loc_names.get(loc)
        if name is None:
            self.assign_loc(loc, True)
            name = self.loc_names[loc]
        if self.pretty:
            return pretty_text(loc, self)
        return f"loc({name})"

    def arg_loc(self, loc: Any) -> str:
        """A block argument's location: printed inline (its parts may be aliases)."""
        return pretty_text(loc, self) if self.pretty else loc.print_text(self)

    def loc_inner(self, loc: Any) -> str:
        """A location nested in another one: its alias when it has one."""
        name = self.loc_names.get(loc)
        return name if name is not None else loc.print_inner(self)


_DISTINCT_MARK = re.compile("\x02([0-9]+)\x02")


def number_distinct(text: str) -> str:
    """Replace ``distinct_id``'s markers by 0, 1, ... in the order they appear."""
    ids: dict[str, str] = {}

    def sub(m: Any) -> str:
        n = ids.get(m.group(1))
        if n is None:
            n = ids[m.group(1)] = str(len(ids))
        return n

    return _DISTINCT_MARK.sub(sub, text)


class _LocalScope(_AliasPrinter):
    """``--mlir-print-local-scope``: no aliases at all; locations print inline."""

    __slots__ = ()

    def __init__(self, elements: tuple | None = None, pretty: bool = False) -> None:
        super().__init__(elements, pretty)
        self.frozen = True

    def loc(self, loc: Any) -> str:
        return pretty_text(loc, self) if self.pretty else loc.print_text(self)


class _AliasRecorder:
    """Stands in for ``_AliasPrinter`` during the dry run: records each
    attribute/type/location the printer would print, with its nesting depth
    and whether every use is a (deferrable) trailing op location."""

    def __init__(self) -> None:
        # obj -> [first-visit order, depth, alias prefix or None, deferrable, aliasable children]
        self.entries: dict[Any, list] = {}

    def _visit(self, x: Any, deferrable: bool) -> int:
        if not getattr(x, "may_alias", False):
            return -1
        entries = self.entries
        e = entries.get(x)
        if e is not None:
            if not deferrable and e[3]:
                self._undefer(e)
            return e[1]
        prefix = getattr(x, "ALIAS_PREFIX", None) if type(x).ALIASABLE else None
        e = [len(entries), -1, prefix, deferrable, []]
        entries[x] = e
        depth = -1
        for c in _children(x):
            d = self._visit(c, deferrable)
            if d > depth:
                depth = d
            if getattr(c, "may_alias", False):
                e[4].append(c)
        e[1] = depth + 1 if prefix is not None else depth
        return e[1]

    def _undefer(self, e: list) -> None:
        e[3] = False
        for c in e[4]:
            ce = self.entries.get(c)
            if ce is not None and ce[3]:
                self._undefer(ce)

    def attr(self, a: Any) -> str:
        self._visit(a, False)
        return ""

    type = attr

    def loc(self, loc: Any) -> str:
        self._visit(loc, True)
        return ""

    def arg_loc(self, loc: Any) -> str:
        self._visit(loc, False)
        return ""

    def loc_inner(self, loc: Any) -> str:
        return ""


class Printer:
    """Prints one op (usually a module) with MLIR's naming and aliasing."""

    def __init__(
        self,
        generic: bool = False,
        debuginfo: bool = False,
        pretty_debuginfo: bool = False,
        use_local_scope: bool = False,
        unique_ssa_ids: bool = False,
        skip_regions: bool = False,
        value_users: bool = False,
        elide_elements_if_larger: int | None = None,
        hex_elements_if_larger: int | None = None,
        resource_strings_limit: int | None = None,
    ) -> None:
        self.elements = (
            None
            if elide_elements_if_larger is None and hex_elements_if_larger is None
            else (elide_elements_if_larger, hex_elements_if_larger)
        )
        self.pretty_debuginfo = pretty_debuginfo
        self.resource_limit = resource_strings_limit
        self.generic = generic
        self.debuginfo = debuginfo
        self.names: dict[Any, str] = {}
        self.block_names: dict[Block, str] = {}
        self.out: list[str] = []
        self.indent = 0
        self.aliases = _AliasPrinter(self.elements, self.pretty_debuginfo)
        self._fn_cache: dict[tuple, str] = {}
        self.default_dialects: list[str] = [""]
        # Dialect resources (``{-# dialect_resources ... #-}``) and the blob
        # keys the printed IR referenced, in order.
        self.resources: Any = None
        self.resource_keys: list[str] = []
        self._dry = False  # alias collection: print nothing, record what would be
        self._props_cache: dict[int, str] = {}
        self.local_scope = use_local_scope
        self.unique_ssa_ids = unique_ssa_ids
        self.skip_regions = skip_regions
        self.value_users = value_users
        self.op_ids: dict[Operation, str] = {}  # ops without results, with value_users
        if use_local_scope:
            self.aliases = _LocalScope(self.elements, self.pretty_debuginfo)

    # -------------------------------------------------------------- naming
    def number(self, top: Operation, relocatable: bool = False) -> tuple[int, int]:
        """Assign SSA and block names below ``top`` as MLIR's SSANameState does.

        In the generic form (and with ``unique_ssa_ids``, mlir-opt's
        ``--mlir-print-unique-ssa-ids``) the counters run on from region to region; in
        the custom form each nested region restarts from the counters its parent
        region ended with (what mlir-opt 19 does in each mode).

        Returns how many values and entry-block arguments were numbered in the
        generic form (``(0, 0)`` in the custom form). ``relocatable``: in the
        generic form, the numbers are markers that ``relocate`` shifts, for a
        piece of a module numbered on its own (the custom form's numbers do not
        depend on the ops around ``top``'s regions).
        """
        num, arg = (_marked_num, _marked_arg) if relocatable and self.generic else (_num, _arg)
        names = self.names
        block_names = self.block_names
        self.group_heads: dict = {}
        self._groups: dict = {}
        next_value = 0
        next_arg = 0
        next_conflict = 0
        generic = self.generic
        restore = not generic and not self.unique_ssa_ids
        if self.value_users and not top.results:
            # MLIR numbers the top op too; only counters that run on see it
            self.op_ids[top] = num(0)
            next_value = 1
        # Custom result names (OpAsmOpInterface) are unique within a region and
        # the regions nested in it: a chain of sets, one per region.
        stack: list = [(r, 0, 0, 0, None) for r in top.regions]
        while stack:
            region, v0, a0, c0, parent_used = stack.pop()
            if restore:
                next_value, next_arg, next_conflict = v0, a0, c0
            used = (set(), parent_used)
            for bi, block in enumerate(region.blocks):
                block_names[block] = f"^bb{bi}"
                if block.args:
                    if bi == 0:
                        hints = None
                        if not generic and region.parent is not None:
                            namer = BLOCK_ARG_NAMERS.get(region.parent.name)
                            if namer is not None:
                                hints = namer(region.parent, region)
                        for ai, a in enumerate(block.args):
                            h = hints[ai] if hints and ai < len(hints) else None
                            if h:
                                h, next_conflict = self._unique(h, used, next_conflict)
                                names[a] = "%" + h
                                continue
                            names[a] = arg(next_arg)
                            next_arg += 1
                    else:
                        for a in block.args:
                            names[a] = num(next_value)
                            next_value += 1
                op = block.first
                while op is not None:
                    res = op.results
                    if res:
                        asm = None if generic else getattr(op, "asm_result_names", None)
                        hints = None
                        if asm is not None:
                            try:
                                hints = asm()
                            except Exception:  # noqa: BLE001 - broken op: numbered as generic
                                hints = None
                        if hints and any(hints):
                            next_conflict = self._name_results(op, hints, used, next_conflict)
                            if res[0] not in names:  # MLIR: the first result still takes a number
                                names[res[0]] = _num(next_value)
                                next_value += 1
                                self._fill_groups(op)
                        else:
                            base = num(next_value)
                            next_value += 1
                            if len(res) == 1:
                                names[res[0]] = base
                            else:
                                for r in res:
                                    names[r] = f"{base}#{r.index}"
                    elif self.value_users:  # MLIR numbers ops without results then
                        self.op_ids[op] = num(next_value)
                        next_value += 1
                    op = op.next
            for block in region.blocks:
                op = block.first
                while op is not None:
                    if op.regions:
                        for r in op.regions:
                            stack.append((r, next_value, next_arg, next_conflict, used))
                    op = op.next
        return (next_value, next_arg) if generic else (0, 0)

    def _name_results(self, op: Operation, hints: list, used: tuple, conflict: int) -> int:
        """Give ``op``'s results their custom names, uniqued as MLIR's uniqueValueName.

        As MLIR's ``SSANameState``: each named result other than the first starts a
        result group; an unnamed result belongs to the group before it and reads
        ``%name#k``; the op prints ``%a, %b:2 = ...`` (one name per group, ``:count``
        when a group has several results). An unnamed first result is numbered by
        the caller, which then calls ``_fill_groups``.
        """
        res = op.results
        starts = [0]
        for i, h in enumerate(hints[: len(res)]):
            if h:
                name, conflict = self._unique(h, used, conflict)
                self.names[res[i]] = "%" + name
                if i:
                    starts.append(i)
        self._groups[op] = starts
        if res[0] in self.names:
            self._fill_groups(op)
        return conflict

    def _fill_groups(self, op: Operation) -> None:
        """Name the unnamed results of ``op``'s groups and record its result list text."""
        res = op.results
        names = self.names
        starts = self._groups.pop(op)
        heads = []
        for gi, start in enumerate(starts):
            end = starts[gi + 1] if gi + 1 < len(starts) else len(res)
            head = names[res[start]]
            if end - start == 1:
                heads.append(head)
                continue
            heads.append(f"{head}:{end - start}")
            for k in range(start, end):
                names[res[k]] = f"{head}#{k - start}"
        self.group_heads[op] = ", ".join(heads)

    @staticmethod
    def _unique(name: str, used: tuple, conflict: int) -> tuple[str, int]:
        def taken(n: str) -> bool:
            scope: Any = used
            while scope is not None:
                if n in scope[0]:
                    return True
                scope = scope[1]
            return False

        if taken(name):
            while True:
                probe = f"{name}_{conflict}"
                conflict += 1
                if not taken(probe):
                    name = probe
                    break
        used[0].add(name)
        return name, conflict

    def value_name(self, v: Any) -> str:
        n = self.names.get(v)
        return n if n is not None else "<<UNKNOWN SSA VALUE>>"

    # -------------------------------------------------------------- entry points
    def print_top(self, op: Operation) -> str:
        self.number(op)
        if self.local_scope:
            # MLIR prints the op alone (``printFullOpWithIndentAndLoc``): no aliases, no
            # resources, no newline after it
            self.resources = None
            self.print_op(op)
            return self._finish()
        if self.resources is not None and self.resources.blobs:
            self._collect_resource_keys(op)
        if not self.debuginfo:
            # Most IR has no aliases: print once, naming aliases as met; if any
            # turned up, number them all as MLIR does and print again.
            self.print_op(op)
            self.out.append("\n")
            if not self.aliases.defs:
                return self._finish()
            self.reset_aliases(_AliasPrinter(self.elements, self.pretty_debuginfo))
            self.out = []
        self._collect_aliases(op)
        self.print_op(op)
        self.out.append("\n")
        return self._finish()

    def _collect_aliases(self, top: Operation) -> None:
        """Name every alias up front, as MLIR's ``AliasInitializer`` does.

        A dry run of the printer records the attributes, types and (with debug
        info) locations in the order they would be printed — custom forms run
        their own ``print`` hooks, generic ops are visited as MLIR's dummy
        printer does (location, regions, operand types, result types,
        attributes). Aliases are then sorted (stably) by nesting depth and
        prefix and numbered per prefix (``#map``, ``#map1``...). An alias all
        of whose uses are trailing op locations is deferred to the end of the
        output; the others are printed at the top.
        """
        rec = self.record_aliases([top])
        al = _AliasPrinter(self.elements, self.pretty_debuginfo)
        al.frozen = True
        self.aliases = al
        entries = rec.entries
        ranked = rank_aliases(
            ((x, e[0], e[1], e[2]) for x, e in entries.items() if e[2] is not None), al
        )
        for i, (x, name) in enumerate(ranked):
            al.rank[x] = i
            deferrable = entries[x][3]
            if entries[x][2] == "loc":
                al.loc_names[x] = name
                al.loc_defs.append((name, x))
                if not deferrable:
                    al.loc_top.add(x)
            else:
                al.names[x] = name
                al.defs.append((name, x))
                if deferrable:
                    al.deferred.add(x)

    def reset_aliases(self, aliases: Any) -> None:
        """Print through ``aliases`` (an ``_AliasPrinter`` or a recorder) from now
        on, forgetting the texts cached with the previous one's names."""
        self.aliases = aliases
        self._fn_cache.clear()
        self._props_cache.clear()

    def record_aliases(self, ops: Iterable[Operation], recorder: Any = None) -> Any:
        """A dry run of printing ``ops``: what they would print through aliases, in
        first-use order, recorded by ``recorder`` (a new ``_AliasRecorder`` by
        default), which is returned. Prints nothing; leaves ``aliases`` unset."""
        rec = _AliasRecorder() if recorder is None else recorder
        saved_out = self.out
        self.out = []
        self.reset_aliases(rec)
        self._dry = True
        try:
            for op in ops:
                self.print_op(op)
        finally:
            self._dry = False
            self.out = saved_out
            self.reset_aliases(None)
        return rec

    def print_piece(self, ops: Sequence[Operation]) -> tuple[str, list | None] | None:
        """``ops`` printed as lines of a ``builtin.module``'s body (indented once,
        each ending in a newline), relocatable: their names come from
        ``number(..., relocatable=True)``, and the i-th alias they use (in
        first-use order) is printed as a marker that ``relocate`` replaces.

        Returns ``(text, aliases)``: ``aliases`` is ``None`` when the text uses
        none, else one ``(key, depth, prefix, deferrable, definition)`` per marker
        (``key`` from ``alias_key``; the definition's own aliases are markers
        too), for whoever numbers the aliases of the whole module
        (``rank_aliases``). ``None`` when an alias turned up that the dry run did
        not see (it could not be numbered).
        """
        self.default_dialects.append("builtin")
        try:
            if not self.debuginfo:
                text = self._print_lines(ops)
                if not self.aliases.defs and not self.aliases.loc_defs:
                    return text, None
            rec = self.record_aliases(ops)
            al = _AliasPrinter()
            used = []
            for x, e in rec.entries.items():
                prefix = e[2]
                if prefix is None:
                    continue
                mark = f"{_ALIAS_MARK}{len(used)}{_ALIAS_MARK}"
                if prefix == "loc":
                    al.loc_names[x] = mark
                else:
                    al.names[x] = mark
                used.append((x, e))
            self.aliases = al
            text = self._print_lines(ops)
            aliases = [(alias_key(x), e[1], e[2], e[3], x.print_text(al)) for x, e in used]
            if al.defs or al.loc_defs:
                return None
            return text, aliases
        finally:
            self.default_dialects.pop()

    def _print_lines(self, ops: Sequence[Operation]) -> str:
        out = self.out = []
        self.indent = 1
        for op in ops:
            out.append("  ")
            self.print_op(op)
            out.append("\n")
        return "".join(out)

    def _dry_generic(self, op: Operation) -> None:
        """What MLIR's dummy alias printer visits for a generic op, in its order."""
        rec = self.aliases
        for r in op.regions:
            self.print_region(r, True, True, True)
        for o in op.op_operands:
            rec.type(o.value.type)
        for res in op.results:
            rec.type(res.type)
        props = op.properties
        if type(props).__name__ == "OpaqueProperties":
            rec.attr(props.attr)  # type: ignore[attr-defined]
        for d in (props, op.attributes):
            for k in sorted(d):
                rec.attr(d[k])

    def _collect_resource_keys(self, top: Operation) -> None:
        """The blob keys referenced by ``dense_resource`` attributes, in print order."""
        from .attributes import DenseResourceElementsAttr

        seen: set = set()
        keys = self.resource_keys

        def scan(x: Any) -> None:
            if isinstance(x, DenseResourceElementsAttr):
                k = x.params[1] if len(x.params) > 1 else None
                k = getattr(x, "key", k)
                if k not in seen:
                    seen.add(k)
                    keys.append(k)
            elif isinstance(x, tuple):
                for y in x:
                    scan(y)
            elif hasattr(x, "params"):
                for y in x.params:
                    scan(y)

        for op in top.walk(post_order=False):
            for d in (op.properties, op.attributes):
                for v in d.values():
                    scan(v)

    def _finish(self) -> str:
        body = "".join(self.out)
        al = self.aliases
        top = [(n, a) for n, a in al.defs if a not in al.deferred]
        top += [(n, loc) for n, loc in al.loc_defs if loc in al.loc_top]
        bottom = [(n, a) for n, a in al.defs if a in al.deferred]
        bottom += [(n, loc) for n, loc in al.loc_defs if loc not in al.loc_top]
        rank = al.rank
        top.sort(key=lambda d: rank.get(d[1], 0))
        bottom.sort(key=lambda d: rank.get(d[1], 0))
        text = (
            (lambda a: pretty_text(a, al) if isinstance(a, LocationAttr) else a.print_text(al))
            if al.pretty
            else (lambda a: a.print_text(al))
        )
        head = "".join(f"{n} = {text(a)}\n" for n, a in top)
        tail = "".join(f"{n} = {text(a)}\n" for n, a in bottom)
        res = ""
        if self.resources is not None and (self.resource_keys or self.resources.external):
            block = self.resources.print(self.resource_keys, self.resource_limit).strip("\n")
            res = "\n" + block + "\n" if block else ""
        text = head + body + tail + res
        return number_distinct(text) if al.distinct else text

    # -------------------------------------------------------------- ops
    def print_op(self, op: Operation) -> None:
        out = self.out
        res = op.results
        if res:
            names = self.names
            first = names.get(res[0], "<<UNKNOWN SSA VALUE>>")
            if len(res) == 1:
                out.append(first)
                out.append(" = ")
            else:
                heads = getattr(self, "group_heads", None)
                if heads and op in heads:
                    out.append(heads[op] + " = ")
                else:
                    base = first.split("#", 1)[0]
                    out.append(f"{base}:{len(res)} = ")
        custom = not self.generic and op.registered and getattr(op, "print", None) is not None
        if self._dry:
            if self.debuginfo:
                from .parser import resolve_loc

                self.aliases.loc(resolve_loc(op.loc))
            if custom and self._try_custom(op):
                return
            self._dry_generic(op)
            return
        if custom:
            mark = len(out)
            indent = self.indent
            ndd = len(self.default_dialects)
            try:
                op.print(self)
            except Exception:  # noqa: BLE001 - see _try_custom
                self._undo_custom(mark, indent, ndd)
                self.print_generic_op(op)
        else:
            self.print_generic_op(op)
        if self.debuginfo:
            self.print_trailing_loc(op.loc)
        if self.value_users:
            self._users_comment(op)

    # -------------------------------------------------------------- --mlir-print-value-users
    def _user_ids(self, user: Operation) -> str:
        if not user.results:
            return self.op_ids.get(user, "<<UNKNOWN SSA VALUE>>")
        return ", ".join(self.value_name(r) for r in user.results)

    def _value_users(self, v: Any) -> str:
        """MLIR's ``printValueUsers``: each using op once, in use-list order."""
        if v.first_use is None:
            return "unused"
        seen: set = set()
        parts = []
        for i, user in enumerate(v.users):
            if user not in seen:
                seen.add(user)
                parts.append((", " if i else "") + self._user_ids(user))
        return "".join(parts)

    def _users_comment(self, op: Operation) -> None:
        """MLIR's ``printUsersComment`` after an op."""
        res = op.results
        out = self.out
        if not res:
            if op.op_operands:
                out.append(" // id: " + self.op_ids.get(op, "<<UNKNOWN SSA VALUE>>"))
            return
        users: dict = {}
        for r in res:
            for u in r.users:
                users[u] = None
        if not users:
            out.append(" // unused")
            return
        one = len(res) == 1 and len(users) <= 1 and sum(len(u.results) for u in users) <= 1
        out.append(" // " + ("user" if one else "users") + ": ")
        if len(res) > 1:
            out.append(", ".join("(" + self._value_users(r) + ")" for r in res))
        else:
            out.append(self._value_users(res[0]))

    def _try_custom(self, op: Operation) -> bool:
        """Print ``op`` with its custom printer; ``False`` (and nothing printed) when
        the printer raises, as it may on an op that fails verification: the
        caller then prints the generic form, which needs no invariant."""
        mark = len(self.out)
        indent = self.indent
        ndd = len(self.default_dialects)
        try:
            op.print(self)
            return True
        except Exception:  # noqa: BLE001 - any bug in a printer hook: fall back
            self._undo_custom(mark, indent, ndd)
            return False

    def _undo_custom(self, mark: int, indent: int, ndd: int) -> None:
        """Forget what a custom printer that raised had printed."""
        del self.out[mark:]
        self.indent = indent
        del self.default_dialects[ndd:]

    def print_trailing_loc(self, loc: Any) -> None:
        from .parser import resolve_loc

        self.out.append(" " + self.aliases.loc(resolve_loc(loc)))

    def print_generic_op(self, op: Operation) -> None:
        out = self.out
        ops = op.op_operands
        if ops:
            get = self.names.get
            out.append(
                '"'
                + op.name
                + '"('
                + ", ".join([get(o.value, "<<UNKNOWN SSA VALUE>>") for o in ops])
                + ")"
            )
        else:
            out.append('"' + op.name + '"()')
        if op.successors:
            bn = self.block_names
            out.append("[" + ", ".join([bn.get(b, "^INVALIDBLOCK") for b in op.successors]) + "]")
        props = op.properties
        if props:
            out.append(" <" + self.props_text(props) + ">")
        elif type(props).__name__ == "OpaqueProperties":
            out.append(" <" + self.aliases.attr(props.attr) + ">")  # type: ignore[attr-defined]
        if op.regions:
            out.append(" (")
            first = True
            for r in op.regions:
                if not first:
                    out.append(", ")
                first = False
                self.print_region(r, True, True, True)
            out.append(")")
        attrs = op.attributes
        if attrs:
            out.append(" " + self.props_text(attrs))
        out.append(" : " + self.function_type_text(op))

    def props_text(self, d: Any) -> str:
        """``{a = 1 : i32, b}`` for a mapping of attributes, cached per mapping object."""
        key = id(d)
        s = self._props_cache.get(key)
        if s is not None and self._props_cache.get(-key) is d:  # type: ignore[comparison-overlap]
            return s
        s = self.attr_dict_text(d)
        if not isinstance(d, dict):  # shared immutable mappings are worth caching
            self._props_cache[key] = s
            self._props_cache[-key] = d  # type: ignore[assignment]
        return s

    def attr_dict_text(self, d: Any, elide: tuple = ()) -> str:
        from .attributes import UnitAttr, dict_key_text

        al = self.aliases
        parts = []
        for k in sorted(d):
            if k in elide:
                continue
            v = d[k]
            if type(v) is UnitAttr:
                parts.append(dict_key_text(k))
            else:
                parts.append(f"{dict_key_text(k)} = {al.attr(v)}")
        return "{" + ", ".join(parts) + "}"

    def function_type_text(self, op: Operation) -> str:
        ops = op.op_operands
        res = op.results
        if len(ops) == 2 and len(res) == 1:
            # The commonest signature, keyed by the types' ids (ints hash in C;
            # the types are uniqued, and alive as long as the IR printed).
            a = ops[0].value.type
            b = ops[1].value.type
            c = res[0].type
            key = (id(a), id(b), id(c))
            s = self._fn_cache.get(key)
            if s is None:
                s = self._fn_cache[key] = self.function_type_str((a, b), (c,))
            return s
        ins = tuple([o.value.type for o in op.op_operands])
        outs = tuple([r.type for r in op.results])
        key = (ins, outs)
        s = self._fn_cache.get(key)
        if s is None:
            s = self._fn_cache[key] = self.function_type_str(ins, outs)
        return s

    def type_text(self, t: Any) -> str:
        return self.aliases.type(t)

    def attr_text(self, a: Any) -> str:
        return self.aliases.attr(a)

    # -------------------------------------------------------------- regions
    def op_name_text(self, name: str) -> str:
        """The op name as custom forms print it (default dialect prefix dropped)."""
        d = self.default_dialects[-1]
        # MLIR strips the prefix only from a name with one dot: `transform.structured.match`
        # keeps it under the `transform` default dialect (`structured.match` would name another)
        if d and name.startswith(d) and name[len(d) : len(d) + 1] == "." and name.count(".") == 1:
            return name[len(d) + 1 :]
        return name

    def function_type_str(self, ins: Any, outs: Any) -> str:
        t = self.type_text
        a = "(" + ", ".join([t(x) for x in ins]) + ") -> "
        if len(outs) == 1 and type(outs[0]).__name__ != "FunctionType":
            return a + t(outs[0])
        return a + "(" + ", ".join([t(x) for x in outs]) + ")"

    def print_region(
        self,
        region: Region,
        print_entry_args: bool = True,
        print_terminators: bool = True,
        print_empty_block: bool = False,
        default_dialect: str | None = None,
    ) -> None:
        if self.skip_regions:  # --mlir-print-skip-regions: MLIR prints the braces alone
            self.out.append("{...}")
            return
        if default_dialect is None:
            # MLIR pushes the region's op's default dialect (none for most ops): an
            # enclosing func.func's does not reach into an scf.if inside it
            owner = region.parent
            default_dialect = getattr(owner, "default_dialect", "") or ""
        self.default_dialects.append(default_dialect)
        try:
            self._print_region(region, print_entry_args, print_terminators, print_empty_block)
        finally:
            self.default_dialects.pop()

    def _print_region(
        self,
        region: Region,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) -> None:
        out = self.out
        out.append("{\n")
        blocks = region.blocks
        if blocks:
            entry = blocks[0]
            always = (print_empty_block and entry.first is None) or (
                print_entry_args and bool(entry.args)
            )
            self.print_block(entry, always, print_terminators)
            for b in blocks[1:]:
                self.print_block(b, True, True)
        out.append("  " * self.indent + "}")

    def print_block(
        self, block: Block, print_header: bool = True, print_terminator: bool = True
    ) -> None:
        out = self.out
        if print_header:
            out.append("  " * self.indent)
            out.append(self.block_names.get(block, "^INVALIDBLOCK"))
            if block.args:
                names = self.names
                parts = []
                for a in block.args:
                    s = f"{names.get(a, '<<UNKNOWN SSA VALUE>>')}: {self.type_text(a.type)}"
                    if self.debuginfo:
                        from .parser import resolve_loc

                        s += " " + self.aliases.arg_loc(resolve_loc(a.loc))
                    parts.append(s)
                out.append("(" + ", ".join(parts) + ")")
            out.append(":")
            preds = block.predecessors if block.parent is not None else None
            if block.parent is None:
                out.append("  // block is not in a region!")
            elif not preds:
                if not block.is_entry_block():
                    out.append("  // no predecessors")
            elif len(preds) == 1:
                out.append("  // pred: " + self.block_names.get(preds[0], "^INVALIDBLOCK"))
            else:
                # One entry per edge, as MLIR's (``cf.cond_br %c, ^bb1, ^bb1`` gives
                # ``// 2 preds: ^bb0, ^bb0``); ``predecessors`` is in region order.
                out.append(
                    f"  // {len(preds)} preds: "
                    + ", ".join([self.block_names.get(p, "^INVALIDBLOCK") for p in preds])
                )
            out.append("\n")
        self.indent += 1
        ind = "  " * self.indent
        print_op = self.print_op
        if self.value_users and not self._dry:
            for a in block.args:
                used = self._value_users(a)
                out.append(
                    f"{ind}// {self.value_name(a)} "
                    + ("is unused\n" if used == "unused" else f"is used by {used}\n")
                )
        # The generic form of an op with at most one result, no regions and no
        # successors is printed here as one string (what print_op and
        # print_generic_op would print, piece by piece).
        plain = not self._dry and not self.debuginfo and not self.value_users
        fast = plain and self.generic
        # Likewise print_op's custom-form path for an op with at most one result.
        custom_fast = plain and not self.generic
        dds = self.default_dialects
        get = self.names.get
        props_text = self.props_text
        fn_text = self.function_type_text
        op = block.first
        while op is not None:
            if op.next is None and not print_terminator and "IsTerminator" in op.traits:
                break
            res = op.results
            if fast and len(res) <= 1 and not op.regions and not op.successors:
                s = ind + get(res[0], "<<UNKNOWN SSA VALUE>>") + ' = "' if res else ind + '"'
                ops = op.op_operands
                if len(ops) == 2:
                    s += (
                        op.name
                        + '"('
                        + get(ops[0].value, "<<UNKNOWN SSA VALUE>>")
                        + ", "
                        + get(ops[1].value, "<<UNKNOWN SSA VALUE>>")
                        + ")"
                    )
                elif ops:
                    s += (
                        op.name
                        + '"('
                        + ", ".join([get(o.value, "<<UNKNOWN SSA VALUE>>") for o in ops])
                        + ")"
                    )
                else:
                    s += op.name + '"()'
                props = op.properties
                if props:
                    s += " <" + props_text(props) + ">"
                elif type(props).__name__ == "OpaqueProperties":
                    s += " <" + self.aliases.attr(props.attr) + ">"  # type: ignore[attr-defined]
                attrs = op.attributes
                if attrs:
                    s += " " + props_text(attrs)
                out.append(s + " : " + fn_text(op) + "\n")
            elif custom_fast and len(res) <= 1:
                out.append(ind + get(res[0], "<<UNKNOWN SSA VALUE>>") + " = " if res else ind)
                if op.registered and getattr(op, "print", None) is not None:
                    mark = len(out)
                    indent = self.indent
                    ndd = len(dds)
                    try:
                        op.print(self)
                    except Exception:  # noqa: BLE001 - as print_op
                        self._undo_custom(mark, indent, ndd)
                        self.print_generic_op(op)
                else:
                    self.print_generic_op(op)
                out.append("\n")
            else:
                out.append(ind)
                print_op(op)
                out.append("\n")
            op = op.next
        self.indent -= 1


def print_op(op: Operation, generic: bool = False, debuginfo: bool = False) -> str:
    """Text of one op; values defined outside it print as ``<<UNKNOWN SSA VALUE>>``."""
    p = Printer(generic=generic, debuginfo=debuginfo)
    # Name the op's own results too, as a local scope.
    if op.results:
        for i, r in enumerate(op.results):
            p.names[r] = "%0" if len(op.results) == 1 else f"%0#{i}"
    p.number(op)
    p.print_op(op)
    return p._finish()


def print_module(
    op: Operation,
    generic: bool = False,
    debuginfo: bool = False,
    resources: Any = None,
    local_scope: bool = False,
    unique_ssa_ids: bool = False,
    skip_regions: bool = False,
    value_users: bool = False,
    elide_elements_if_larger: int | None = None,
    hex_elements_if_larger: int | None = None,
    pretty_debuginfo: bool = False,
    resource_strings_limit: int | None = None,
) -> str:
    """Text of a top-level op (a module), ending in a newline, with alias definitions
    and the ``{-# ... #-}`` block of the dialect resources the IR references;
    ``local_scope`` (``--mlir-print-local-scope``): no aliases, every attribute, type and
    location printed where it is used; ``unique_ssa_ids``: value numbers unique in the
    whole module, not restarted per region; ``skip_regions``: every region prints as
    ``{...}``; ``value_users``: a comment after each op (and at each block's start, for
    its arguments) names the users of its results; ``elide_elements_if_larger`` /
    ``hex_elements_if_larger``: a non-splat elements attribute with more elements prints
    as ``dense_resource<__elided__>`` / a hex string (-1: never); ``pretty_debuginfo``:
    locations (with ``debuginfo``) in MLIR's pretty form (``location.pretty_text``);
    ``resource_strings_limit``: resource entries with longer values are left out."""
    p = Printer(
        generic=generic,
        debuginfo=debuginfo,
        use_local_scope=local_scope,
        unique_ssa_ids=unique_ssa_ids,
        skip_regions=skip_regions,
        value_users=value_users,
        elide_elements_if_larger=elide_elements_if_larger,
        hex_elements_if_larger=hex_elements_if_larger,
        pretty_debuginfo=pretty_debuginfo,
        resource_strings_limit=resource_strings_limit,
    )
    p.resources = resources
    return p.print_top(op)
