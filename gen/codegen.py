"""The checked model → Python source of a dialect module (and its Markdown docs).

One op class per op with: named accessors, ``build``, ``verify_`` (straight-line
checks in ODS's order: structure, attributes, operand/result types, traits,
custom), ``parse``/``print`` generated from the ``format`` (spacing decided
here, statically, as mlir-tblgen does), ``asm_result_names``, ``fold``. The
module skeleton is a Jinja template (``templates/ops.py.j2``); op bodies are
emitted here as lines, each group led by a ``# from file.rules:LINE`` comment.

What it does not do: check the model (``gen.model`` has) or load modules.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .errors import Loc, RulesError
from .format import El
from .loader import rules_relative
from .model import Attr, Model, Op, Operand, Region_, Successor, py_name, successor_groups
from .pyformat import format_python, negate, pylit

if TYPE_CHECKING:
    import jinja2

GENERATOR_VERSION = "1"

_TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates")
_env: jinja2.Environment | None = None


def _jinja() -> jinja2.Environment:
    global _env
    if _env is None:
        import jinja2  # only when generating: model checks read this module's tables

        _env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(_TEMPLATES),
            keep_trailing_newline=True,
            trim_blocks=True,
            lstrip_blocks=True,
            undefined=jinja2.StrictUndefined,
        )
        _env.filters["doc"] = _doc
        _env.filters["py"] = pylit  # a Python literal of a str/None/list/tuple value
    return _env


def _lit(s: str) -> str:
    return pylit(s)


def _sub(text: str, fn: Any) -> str:
    return re.sub(r"\$(\w+)", lambda m: fn(m.group(1)), text)


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class _Lines:
    """The lines of one generated method body, indented as they are added.

    ``let(name, expr)`` adds a definition without side effects (a type taken from a
    parsed list, an operand's type); ``code()`` leaves out the ones nothing reads, as
    Go's rulegen drops unused declarations, so a body defines only what it uses.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.ind = 2
        self.opened = 0
        self.lets: list[tuple[int, str]] = []  # (line index, name) of each `let`

    def __call__(self, s: str) -> None:
        self.lines.append("    " * self.ind + s)

    def let(self, name: str, expr: str, annotation: str = "") -> None:
        """``name[: annotation] = expr`` where evaluating ``expr`` has no effect but its value."""
        self.lets.append((len(self.lines), name))
        self(f"{name}{': ' + annotation if annotation else ''} = {expr}")

    def code(self) -> str:
        """The body, without the ``let`` definitions of names no kept line reads."""
        lines = self.lines
        text = "\n".join(lines)
        if not self.lets:
            return text
        defs: dict[str, list[int]] = {}  # name -> its kept `let` lines
        for i, name in self.lets:
            if not _alone_in_block(lines, i):  # a block's only statement stays
                defs.setdefault(name, []).append(i)
        uses = {name: _count_word(text, name) for name in defs}  # definitions included
        dropped: set[int] = set()
        changed = True
        while changed:  # a definition read only by dropped ones goes too
            changed = False
            for name, at in defs.items():
                if at and uses[name] == len(at):  # every occurrence is a definition
                    for i in at:
                        dropped.add(i)
                        for w in _WORD.findall(lines[i]):
                            if w in uses:
                                uses[w] -= 1
                    at.clear()
                    changed = True
        if not dropped:
            return text
        return "\n".join(ln for i, ln in enumerate(lines) if i not in dropped)

    def indent(self) -> None:
        self.ind += 1
        self.opened = len(self.lines)

    def close_block(self) -> None:
        if len(self.lines) == self.opened:
            self("pass")
        self.ind -= 1

    def dedent(self) -> None:
        self.ind -= 1

    def else_block(self, elements: list, emit: Callable[[_Lines, Any], None]) -> None:
        """``else:`` and ``emit(self, e)`` for each of ``elements`` (nothing if there are none)."""
        if elements:
            self("else:")
            self.indent()
            for e in elements:
                emit(self, e)
            self.close_block()


def _count_word(text: str, name: str) -> int:
    """How often the identifier ``name`` occurs in ``text`` as a whole word."""
    n = 0
    i = text.find(name)
    while i >= 0:
        j = i + len(name)
        if (i == 0 or not _is_word_char(text[i - 1])) and (
            j == len(text) or not _is_word_char(text[j])
        ):
            n += 1
        i = text.find(name, j)
    return n


def _is_word_char(c: str) -> bool:
    return c.isalnum() or c == "_"


def _alone_in_block(lines: list[str], i: int) -> bool:
    """Whether ``lines[i]`` is the only statement of the block a ``:`` line opens."""
    if i == 0 or not lines[i - 1].rstrip().endswith(":"):
        return False
    ind = len(lines[i]) - len(lines[i].lstrip())
    return i + 1 == len(lines) or len(lines[i + 1]) - len(lines[i + 1].lstrip()) < ind


# ------------------------------------------------------------------ op pieces


def _walk_els(els: Any) -> Any:
    """Format elements, nested groups included."""
    for e in els:
        yield e
        for sub in (getattr(e, "then", None), getattr(e, "else_", None)):
            if sub:
                yield from _walk_els(sub)


def _asm_names_expr(op: Any) -> str:
    """``asm_result_names()``'s body for a list of names, one per declared result.

    With variadic or optional results the list is built per op: a group's name goes
    to its first value and its other values get ``""`` (MLIR's ``setNameFn`` on
    ``getSizes().front()``), an empty group gives nothing. The printer then groups
    results as MLIR does: ``%base_buffer, %offset, %sizes:2, %strides:2``.
    """
    names = list(op.asm_names)
    if not op.results or all(r.single for r in op.results):
        return pylit(names)
    parts = []
    for r, n in zip(op.results, names):
        if r.single:
            parts.append(pylit([n]))
        elif r.optional:
            parts.append(f"([{pylit(n)}] if self.{r.py} is not None else [])")
        else:
            parts.append(f'(([{pylit(n)}] + [""] * (len(g) - 1)) if (g := self.{r.py}) else [])')
    return " + ".join(parts)


def _exact_count(L: _Lines, seq: str, n: int, zero: str, one: str, many: str) -> None:
    """``if len(<seq>) != n: return <message>``: the message (a Python expression) is
    ``zero``, ``one`` or ``many`` as ``n`` is 0, 1 or more (MLIR's count traits)."""
    L(f"if len({seq}) != {n}:")
    L("    return " + (zero if n == 0 else one if n == 1 else many))


def _where(m: Model, loc: Any) -> str:
    return f"# from {os.path.basename(m.path)}:{loc.line}"


def _type_var(o: Operand) -> str:
    return f"{o.name}_types" if o.variadic else f"{o.name}_type"


class OpGen:
    def __init__(self, m: Model, op: Op) -> None:
        self.m = m
        self.op = op

    # -- accessors -------------------------------------------------------
    def segments(self, coll: list[Operand], kind: str) -> list[str]:
        """Accessor bodies for operands/results (``kind``: operand/result)."""
        op = self.op
        out: list[str] = []
        store = "self.op_operands" if kind == "operand" else "self.results"
        val = ".value" if kind == "operand" else ""
        seg_attr = "operandSegmentSizes" if kind == "operand" else "resultSegmentSizes"
        segmented = op.operand_segments() if kind == "operand" else op.result_segments()
        nvar = sum(1 for o in coll if not o.single)
        same = nvar > 1 and not segmented
        nsingle = len(coll) - nvar
        for i, o in enumerate(coll):
            if same or segmented:  # the group starts at `start` and has `count` values
                if same:  # SameVariadicOperandSize / SameVariadicResultSize
                    before_var = sum(1 for x in coll[:i] if not x.single)
                    body = (
                        f"n = (len({store}) - {nsingle}) // {nvar}\n"
                        f"        start = {i - before_var} + n * {before_var}\n"
                    )
                    count = "n"
                else:
                    body = (
                        f"s = self.properties[{_lit(seg_attr)}].values\n"
                        f"        start = sum(s[:{i}])\n"
                    )
                    count = f"s[{i}]"
                if o.single:
                    body += f"        return {store}[start]{val}"
                elif o.optional:
                    body += f"        return {store}[start]{val} if {count} else None"
                else:
                    body += (
                        f"        return [x{val} for x in {store}[start : start + {count}]]"
                        if kind == "operand"
                        else f"        return list({store}[start : start + {count}])"
                    )
            elif nvar == 0 or i < next(j for j, x in enumerate(coll) if not x.single):
                body = f"return {store}[{i}]{val}"
            elif not o.single:
                after = len(coll) - i - 1
                end = f"len({store}) - {after}" if after else f"len({store})"
                if o.optional:
                    body = f"return {store}[{i}]{val} if len({store}) > {len(coll) - 1} else None"
                else:
                    body = (
                        f"return [x{val} for x in {store}[{i} : {end}]]"
                        if kind == "operand"
                        else f"return list({store}[{i} : {end}])"
                    )
            else:
                after = len(coll) - i
                body = f"return {store}[len({store}) - {after}]{val}"
            out.append(f"    @property\n    def {o.py}(self) -> Any:\n        {body}\n")
        return out

    def accessors(self) -> str:
        op = self.op
        parts = self.segments(op.operands, "operand") + self.segments(op.results, "result")
        for a in op.attrs:
            if a.optional and a.default_expr is not None:  # the default when absent
                parts.append(
                    f"    @property\n    def {a.py}(self) -> Any:\n"
                    f"        return self.properties.get({_lit(a.name)}, "
                    f"_ELIDE_{op.class_name}[{_lit(a.name)}])\n"
                )
                continue
            parts.append(
                f"    @property\n    def {a.py}(self) -> Any:\n"
                f"        return self.properties.get({_lit(a.name)})\n"
            )
        for r in op.regions:
            body = f"list(self.regions[{r.index}:])" if r.variadic else f"self.regions[{r.index}]"
            parts.append(f"    @property\n    def {r.py}(self) -> Any:\n        return {body}\n")
        for r in op.regions:
            for a in r.args or ():
                at = (
                    f"list(self.regions[{r.index}].blocks[0].args[{a.index}:])"
                    if a.variadic
                    else f"self.regions[{r.index}].blocks[0].args[{a.index}]"
                )
                parts.append(
                    f"    @property\n    def {a.py}(self) -> Any:\n"
                    f'        """Argument of region \'{r.name}\'."""\n'
                    f"        return {at}\n"
                )
        for s in op.successors:
            body = (
                f"self.successors[{s.index}]"
                if not s.variadic
                else f"list(self.successors[{s.index}:])"
            )
            parts.append(f"    @property\n    def {s.py}(self) -> Any:\n        return {body}\n")
        return "\n".join(parts)

    # -- verify ----------------------------------------------------------
    def verify(self) -> str:
        op = self.op
        m = self.m
        L = _Lines()
        L(_where(m, op.loc) + ": structure")
        # MLIR's count traits, in ODS's order: regions, results, successors, operands
        if op.regions and op.regions[-1].variadic:
            nfixed = len(op.regions) - 1
            if nfixed:
                L(f"if len(self.regions) < {nfixed}:")
                L(f'    return "expected {nfixed} or more regions"')
        else:
            nreg = len(op.regions)
            _exact_count(
                L,
                "self.regions",
                nreg,
                '"requires zero regions"',
                '"requires one region"',
                f'"expected {nreg} regions"',
            )
        nres = sum(1 for o in op.results if o.single)
        if all(o.single for o in op.results):
            # MLIR's ZeroResults / OneResult / NResults<n> messages
            _exact_count(
                L,
                "self.results",
                nres,
                '"requires zero results"',
                '"requires one result"',
                f'"expected {nres} results"',
            )
        elif nres and not op.result_segments():
            # MLIR's AtLeastNResults<n> (the accessors index the fixed ones)
            L(f"if len(self.results) < {nres}:")
            L(f'    return "expected {nres} or more results"')
        if not any(sc.variadic for sc in op.successors):
            nsucc = len(op.successors)
            L(f"if len(self.successors) != {nsucc}:")
            L(
                f'    return f"requires {nsucc} successor{"s" if nsucc != 1 else ""} but found '
                '{len(self.successors)}"'
            )
        else:
            nfixed = sum(1 for sc in op.successors if not sc.variadic)
            if nfixed:
                L(f"if len(self.successors) < {nfixed}:")
                L(
                    f'    return f"requires at least {nfixed} successors but found '
                    '{len(self.successors)}"'
                )
        nsingle = sum(1 for o in op.operands if o.single)
        if all(o.single for o in op.operands):
            # MLIR's ZeroOperands / OneOperand / NOperands<n> messages
            _exact_count(
                L,
                "self.op_operands",
                nsingle,
                '"requires zero operands"',
                '"requires a single operand"',
                f'f"expected {nsingle} operands, but found {{len(self.op_operands)}}"',
            )
        elif not op.operand_segments():
            if nsingle:
                L(f"if len(self.op_operands) < {nsingle}:")
                L(
                    f'    return f"expected {nsingle} or more operands, but found '
                    '{len(self.op_operands)}"'
                )
        else:
            L('seg = self.properties.get("operandSegmentSizes")')
            L(
                "if seg is None or type(seg) is not DenseArrayAttr or seg.element_type is not _T_i32 "
                f"or len(seg.values) != {len(op.operands)}:"
            )
            L(
                f"    return \"'operandSegmentSizes' attribute for specifying operand segments must have "
                f'{len(op.operands)} elements"'
            )
            L("if sum(seg.values) != len(self.op_operands):")
            L(
                '    return f"operand count ({len(self.op_operands)}) does not match with the total size '
                "({sum(seg.values)}) specified in attribute 'operandSegmentSizes'\""
            )
        # The count checks are their own method: MLIR runs them before the structural
        # traits (HasParent, IsTerminator, ...), which run before the rest of verify_.
        L("return None")
        self.structure = "\n".join(L.lines)
        L.lines = []
        if op.attrs:
            L(_where(m, op.attrs[0].loc) + ": attributes")
            L("props = self.properties")
        for a in op.attrs:
            L(f"a = props.get({_lit(a.name)})")
            if not a.optional and a.default_expr is None:
                L("if a is None:")
                L(f"    return \"requires attribute '{a.name}'\"")
                L(f"if {negate(self.attr_pred(a))}:")
            else:
                L(f"if a is not None and {negate(self.attr_pred(a))}:")
            L(f"    return \"attribute '{a.name}' failed to satisfy constraint: {_esc(a.desc)}\"")
        if op.operands or op.results:
            L(_where(m, (op.operands or op.results)[0].loc) + ": operand and result types")
        for kind, coll in (("operand", op.operands), ("result", op.results)):
            for o in coll:
                if o.tc.pred == "True":
                    continue
                acc = f"self.{o.py}"
                if o.single:
                    L(f"t = {self.fast_acc(o)}.type")
                    L(f"if {negate(o.tc.pred.replace('{t}', 't'))}:")
                    L(
                        f'    return f"{kind} #{{{self.index_expr(o)}}} must be {_esc(o.tc.desc)}, '
                        f"but got '{{t}}'\""
                    )
                else:
                    vals = f"[{acc}]" if o.optional else acc
                    if o.optional:
                        L(f"for v in {vals} if {acc} is not None else ():")
                    else:
                        L(f"for v in {vals}:")
                    L("    t = v.type")
                    L(f"    if {negate(o.tc.pred.replace('{t}', 't'))}:")
                    idx = (
                        "v.index"
                        if kind == "result"
                        else "self.op_operands.index(next(x for x in self.op_operands if x.value is v))"
                    )
                    desc = (
                        _esc(o.tc.desc) if o.optional else "variadic of " + _esc(o.tc.desc)
                    )  # ODS summaries
                    L(f"        return f\"{kind} #{{{idx}}} must be {desc}, but got '{{t}}'\"")
        # traits
        tr = op.trait_args
        if "TypesMatchWith" in tr:
            # ODS's TypesMatchWith, a predicate of the op's invariants: before native traits
            x, summary = tr["TypesMatchWith"]
            o = op.element(x)
            want = _sub(
                o.infer.text,
                lambda n: (
                    f"self.{py_name(n)}"
                    if isinstance(op.element(n), Attr)
                    else f"self.{py_name(n)}.type"
                ),
            )
            L(_where(m, o.infer.loc) + f": trait TypesMatchWith<{x}>")
            L(f"if self.{py_name(x)}.type is not {want}:")
            L(f"    return {_lit('failed to verify that ' + summary)}")
        if "SameOperandsAndResultType" in tr:
            L("# trait SameOperandsAndResultType")
            if (
                all(o.single for o in op.operands)
                and all(r.single for r in op.results)
                and len(op.operands) + len(op.results) > 1
            ):
                # fixed counts (checked first): compare with the first type directly
                accs = [self.fast_acc(o) for o in op.operands] + [
                    self.fast_acc(r) for r in op.results
                ]
                L(f"t = {accs[0]}.type")
                L("if " + " or ".join(f"{x}.type is not t" for x in accs[1:]) + ":")
            else:
                L("ts = [o.value.type for o in self.op_operands] + [r.type for r in self.results]")
                L("if ts and any(x is not ts[0] for x in ts):")
            L('    return "requires the same type for all operands and results"')
        if "SameTypeOperands" in tr:
            L("# trait SameTypeOperands")
            L("ts = [o.value.type for o in self.op_operands]")
            L("if ts and any(x is not ts[0] for x in ts):")
            L('    return "requires all operands to have the same type"')
        if "SameOperandsAndResultShape" in tr:
            L("# trait SameOperandsAndResultShape")
            L(
                "if not compatible_shapes([o.value.type for o in self.op_operands] + [r.type for r in self.results]):"
            )
            L('    return "requires the same shape for all operands and results"')
        if "SameOperandsElementType" in tr:
            L("# trait SameOperandsElementType")
            L(
                "ts = [getattr(o.value.type, 'element_type', o.value.type) for o in self.op_operands]"
            )
            L("if ts and any(x is not ts[0] for x in ts):")
            L('    return "requires the same element type for all operands"')
        if "SameOperandsShape" in tr:
            L("# trait SameOperandsShape")
            L("if not compatible_shapes([o.value.type for o in self.op_operands]):")
            L('    return "requires the same shape for all operands"')
        if "AllTypesMatch" in tr:
            names = tr["AllTypesMatch"]
            L(f"# trait AllTypesMatch<{', '.join(names)}>")
            first = names[0]
            cond = " or ".join(
                f"self.{py_name(n)}.type is not self.{py_name(first)}.type" for n in names[1:]
            )
            L(f"if {cond}:")
            L(f'    return "failed to verify that all of {{{", ".join(names)}}} have same type"')
        if "Elementwise" in tr and "SameOperandsAndResultType" not in tr:
            # (with SameOperandsAndResultType the check cannot fail: not emitted)
            L("# trait Elementwise")
            L(
                "err = elementwise_error([o.value.type for o in self.op_operands], "
                "[r.type for r in self.results])"
            )
            L("if err is not None:")
            L("    return err")
        for r in op.regions:
            if r.sized is not None and r.variadic:
                L(f"for r in self.regions[{r.index}:]:")
                L(f"    if len(r.blocks) != {r.sized}:")
                L(
                    f"        return f\"region #{{self.regions.index(r)}} ('{r.name}') failed to verify "
                    f'constraint: region with {r.sized} blocks"'
                )
            elif r.sized is not None:  # MLIR's SizedRegion<N>: exactly N blocks
                L(f"if len(self.regions[{r.index}].blocks) != {r.sized}:")
                L(
                    f"    return \"region #{r.index} ('{r.name}') failed to verify constraint: region "
                    f'with {r.sized} blocks"'
                )
        for r in op.regions:
            if r.args is None or r.variadic:
                continue
            if (
                all(a.tc.pred == "True" for a in r.args)
                and any(a.variadic for a in r.args)
                and len(r.args) == 1
            ):
                continue  # nothing to check
            L(_where(m, r.loc) + f": arguments of region '{r.name}'")
            L(f"blocks = self.regions[{r.index}].blocks")
            L("if blocks:")
            L("    args = blocks[0].args")
            fixed = [a for a in r.args if not a.variadic]
            has_var = len(fixed) != len(r.args)
            cmp = "<" if has_var else "!="
            more = " or more" if has_var else ""
            L(f"    if len(args) {cmp} {len(fixed)}:")
            L(
                f"        return f\"region #{r.index} ('{r.name}') expects {len(fixed)}{more} arguments, "
                f'but found {{len(args)}}"'
            )
            for a in r.args:
                if a.tc.pred == "True":
                    continue
                if a.variadic:
                    L(f"    for i in range({a.index}, len(args)):")
                    L("        t = args[i].type")
                    L(f"        if {negate(a.tc.pred.replace('{t}', 't'))}:")
                    L(
                        f"            return f\"region #{r.index} ('{r.name}') argument #{{i}} must be "
                        f"{_esc(a.tc.desc)}, but got '{{t}}'\""
                    )
                else:
                    L(f"    t = args[{a.index}].type")
                    L(f"    if {negate(a.tc.pred.replace('{t}', 't'))}:")
                    L(
                        f"        return f\"region #{r.index} ('{r.name}') argument #{a.index} must be "
                        f"{_esc(a.tc.desc)}, but got '{{t}}'\""
                    )
        if op.verify is not None:
            L(_where(m, op.verify.loc) + ": custom verifier")
            L(f"return {self.snippet(op.verify.text)}")
        else:
            L("return None")
        return "\n".join(L.lines)

    def index_expr(self, o: Operand) -> str:
        """The position of the single operand/result ``o`` among all of them (as its
        accessor finds it: after a variadic group it depends on the group's size)."""
        op = self.op
        coll = op.operands if o.kind == "operand" else op.results
        if all(x.single for x in coll[: o.index]):
            return str(o.index)
        store = "self.op_operands" if o.kind == "operand" else "self.results"
        if op.operand_segments() if o.kind == "operand" else op.result_segments():
            seg = "operandSegmentSizes" if o.kind == "operand" else "resultSegmentSizes"
            return f"sum(self.properties[{_lit(seg)}].values[:{o.index}])"
        nvar = sum(1 for x in coll if not x.single)
        if nvar == 1:
            return f"len({store}) - {len(coll) - o.index}"
        before = sum(1 for x in coll[: o.index] if not x.single)  # SameVariadic*Size
        n = f"(len({store}) - {len(coll) - nvar}) // {nvar}"
        return (f"{o.index - before} + " if o.index > before else "") + (
            f"{n} * {before}" if before > 1 else n
        )

    def attr_pred(self, a: Attr) -> str:
        if a.enum is not None:
            if a.enum.bits and a.enum.int_type is None:
                # the interned attributes seen before are a dict lookup; others are parsed
                return f"(a in _E_{a.enum.name}.by_attr or _E_{a.enum.name}.value(a) is not None)"
            return f"a in _E_{a.enum.name}.by_attr"
        return a.pred

    def snippet(self, text: str) -> str:
        return _sub(text, lambda n: f"self.{py_name(n)}")

    # -- parse -----------------------------------------------------------
    def format_lines(self) -> _Lines:
        """A parser's or printer's body, led by the ``format`` it comes from."""
        op = self.op
        L = _Lines()
        L(
            _where(self.m, op.format_loc)
            + f': format "{_esc(op.format).replace(chr(10), chr(92) + "n")}"'
        )
        return L

    def parse(self) -> str:
        op = self.op
        m = self.m
        f = op.fmt
        L = self.format_lines()
        L("props: dict = {}")
        has_custom = any(e.kind == "custom" for e in _walk_els(f.elements))
        directive = any(e.kind == "operands" for e in _walk_els(f.elements))
        self.group_otypes = False  # operand types parsed as one list (`all_operand_types`)
        self.group_rtypes = False  # result types parsed as one list (`all_result_types`)
        checked = self.parse_time_checked(f)
        if (
            op.regions
            and op.has_trait("SingleBlockImplicitTerminator")
            or has_custom
            or directive
            or checked
        ):
            L(f"op_pos = max(0, p.pos - {len(op.name)})  # where the op's name starts")
        for o in op.operands:
            if not o.single:
                L(f"{o.name}_refs: list = []")
        for sc in op.successors:
            if sc.variadic:
                L(f"{sc.name}_succ: list = []")
        for o in op.operands + op.results:
            if not o.single and f.type_sources.get(o.name) == "format":
                L.let(f"{o.name}_types", "[]", "list")
        self.attrs_var = False
        for e in f.elements:
            self.parse_el(L, e)
        # types
        L("# types")
        nsingle = sum(1 for o in op.operands if o.single)
        has_var = any(not o.single for o in op.operands)
        refs_all = (
            "all_refs"
            if directive
            else (
                _concat_lists(
                    [f"[{o.name}_ref]" if o.single else f"{o.name}_refs" for o in op.operands]
                )
                if op.operands
                else "[]"
            )
        )
        pos = "all_refs_pos" if directive else "None"
        check_done = False
        if self.group_otypes:
            # MLIR's resolveOperands: the references and the parsed types must
            # pair up, checked before any type is used
            L(f"_check_operand_count(p, {refs_all}, all_operand_types, {pos}, {_lit(op.name)})")
            if directive:
                L(
                    f"_check_operand_structure(p, len(all_refs), {nsingle}, {has_var}, op_pos, "
                    f"{_lit(op.name)})"
                )
            check_done = True
        for o in op.operands + op.results:
            src = f.type_sources[o.name]
            if src == "format":
                continue
            if src.startswith("same:"):
                other = op.element(src[5:])
                if o.single and other.single:
                    L.let(f"{o.name}_type", f"{other.name}_type")
                elif not o.single:
                    n = f"len({o.name}_refs)" if o.kind == "operand" else "0"
                    L.let(f"{o.name}_types", f"[{other.name}_type] * {n}")
                else:
                    L(f"{o.name}_type = {other.name}_types[0]")
            elif src.startswith("build:"):
                if o.single:
                    L.let(f"{o.name}_type", src[6:])
                else:  # a variadic/optional operand of a buildable type: one per ref
                    L.let(f"{o.name}_types", f"[{src[6:]}] * len({o.name}_refs)")
        for o in checked:  # ODS checks a type before deriving another from it
            L(f"t = {o.name}_type")
            L(f"if {negate(o.tc.pred.replace('{t}', 't'))}:")
            L(
                f"    p.error(f\"custom op '{op.name}' '{o.name}' must be {_esc(o.tc.desc)}, "
                f"but got '{{t}}'\", op_pos)"
            )
        for r in list(op.operands) + list(op.results):  # operands first: results may use them
            if f.type_sources[r.name] != "infer":
                continue
            expr = _sub(r.infer.text, self.parse_ref)
            if r.single or r.kind != "operand":
                L(f"{r.name}_type = {expr}  {_where(m, r.infer.loc)}")
            else:  # a variadic/optional operand: the inferred type for each of its refs
                L(f"{r.name}_types = [{expr}] * len({r.name}_refs)  {_where(m, r.infer.loc)}")
        if directive and not check_done:
            types_all = (
                _concat_lists(
                    [f"[{o.name}_type]" if o.single else f"{o.name}_types" for o in op.operands]
                )
                if op.operands
                else "[]"
            )
            L(f"_check_operand_count(p, all_refs, {types_all}, all_refs_pos, {_lit(op.name)})")
            L(
                f"_check_operand_structure(p, len(all_refs), {nsingle}, {has_var}, op_pos, "
                f"{_lit(op.name)})"
            )
        # operands
        parts = []
        for o in op.operands:
            if o.single:
                parts.append(f"[p.resolve_operand({o.name}_ref, {o.name}_type)]")
            else:
                parts.append(f"p.resolve_operands({o.name}_refs, {o.name}_types)")
        if parts:
            L("operands = " + _concat_lists(parts))
        else:
            L("operands = ()")
        rparts = []
        for r in op.results:
            rparts.append(f"[{r.name}_type]" if r.single else f"list({r.name}_types)")
        if self.group_rtypes:  # as parsed: the verifier checks the count, as MLIR's does
            L("result_types = list(all_result_types)")
        else:
            L("result_types = " + (_concat_lists(rparts) if rparts else "()"))
        if op.operand_segments():
            sizes = ", ".join("1" if o.single else f"len({o.name}_refs)" for o in op.operands)
            L(f'props["operandSegmentSizes"] = DenseArrayAttr.get(_T_i32, [{sizes}])')
        if op.result_segments():
            sizes = ", ".join("1" if o.single else f"len({o.name}_types)" for o in op.results)
            L(f'props["resultSegmentSizes"] = DenseArrayAttr.get(_T_i32, [{sizes}])')
        for a in op.attrs:
            if a.default_expr is not None and not a.optional:
                L(f"if {_lit(a.name)} not in props:")
                L(f"    props[{_lit(a.name)}] = {a.default_expr}")
        regions = (
            "[" + ", ".join(f"{r.name}_region" for r in op.regions if not r.variadic) + "]"
            if op.regions
            else "()"
        )
        if op.regions and op.regions[-1].variadic:
            regions += f" + list({op.regions[-1].name}_region)"
        succs = (
            _concat_lists(
                [
                    f"list({s.name}_succ)" if s.variadic else f"[{s.name}_succ]"
                    for s in op.successors
                ]
            )
            if op.successors
            else "()"
        )
        L("op = cls.__new__(cls)")
        L(
            f"Operation.__init__(op, {_lit(op.name)}, operands, result_types, props, attrs, "
            f"{regions}, {succs})"
        )
        L("return op")
        return L.code()

    def parse_el(self, L: _Lines, e: El, consumed: bool = False) -> None:
        """Emit parse code for one element (``consumed``: its optional-group test ate it)."""
        op = self.op
        k = e.kind
        if k == "space":
            return
        if k == "lit":
            if consumed:
                return
            if re.fullmatch(r"[A-Za-z_][\w$.-]*", e.text):
                L(f"expect_keyword(p, {_lit(e.text)}, {_lit(op.name)})")
            else:
                L(f"p.expect({_lit(e.text)}, {_lit(repr(e.text))})")
            return
        if k == "attr_dict" or k == "attr_dict_kw":
            fn = (
                "parse_optional_attr_dict_with_keyword"
                if k == "attr_dict_kw"
                else "parse_optional_attr_dict"
            )
            L(f"attrs = p.{fn}()")
            L("if attrs:")
            L("    split_inherent(attrs, props, cls.inherent_attrs)")
            return
        if k == "prop_dict":
            L('if p.try_lit("<"):')
            L("    p.expect('{', \"'{'\")")
            L("    props.update(p.parse_attr_dict_body())")
            L('    p.expect(">", "\'>\'")')
            return
        if k == "var":
            v = e.var
            if isinstance(v, Operand):
                if v.single:
                    L(f"{v.name}_ref = p.parse_operand_ref()")
                elif v.optional:
                    if not consumed:
                        L('if p.peek() == "%":')
                        L(f"    {v.name}_refs.append(p.parse_operand_ref())")
                    else:
                        L(f"{v.name}_refs.append(p.parse_operand_ref())")
                else:
                    L(f"{v.name}_refs = p.parse_operand_refs()")
                return
            if isinstance(v, Attr):
                if consumed or v.kind == "unit":  # a unit anchor is set by its group
                    return
                L(f"props[{_lit(v.name)}] = {self.attr_parse_expr(v)}")
                return
            if isinstance(v, Region_) and v.variadic:
                # mlir-tblgen: an optional first region, then `, {...}` for each further one
                L(f"{v.name}_region = []")
                L('if p.at("{"):')
                L(f"    {v.name}_region.append(p.parse_region())")
                L('    while p.try_lit(","):')
                L(f"        {v.name}_region.append(p.parse_region())")
                return
            if isinstance(v, Region_):
                L(f"{v.name}_region = p.parse_region()")
                term = op.trait_args.get("SingleBlockImplicitTerminator")
                if term:
                    L(f"ensure_terminator(p, {v.name}_region, {_lit(term[0])}, op_pos)")
                return
            if isinstance(v, Successor):
                if v.variadic:  # MLIR: a possibly empty comma list of successors
                    L(f"{v.name}_succ = []")
                    L('if p.peek() == "^":')
                    L(f"    {v.name}_succ.append(p.parse_successor())")
                    L('    while p.try_lit(","):')
                    L(f"        {v.name}_succ.append(p.parse_successor())")
                else:
                    L(f"{v.name}_succ = p.parse_successor()")
                return
        if k == "type":
            self.parse_types(L, e.args[0])
            return
        if k == "functype":
            # MLIR's parseType<FunctionType>: another kind of type is an error at its start
            L("p.ws()")
            L("tpos = p.pos")
            L("ft = p.parse_type()")
            L("if type(ft) is not FunctionType:")
            L(
                f"    p.error(\"custom op '{op_name_esc(self.op.name)}' invalid kind of type "
                'specified", tpos)'
            )
            for arg, field in ((e.args[0], "inputs"), (e.args[1], "results")):
                names = self.type_targets(arg)
                coll = self.op.operands if field == "inputs" else self.op.results
                whole = list(names) == list(coll)
                group = (
                    ("all_operand_types" if field == "inputs" else "all_result_types")
                    if whole
                    else f"ft_{field}"
                )
                L(f"{group} = list(ft.{field})")
                if whole and field == "inputs":
                    self.group_otypes = True
                elif whole:
                    self.group_rtypes = True
                elif field == "inputs" and len(names) == 1 and names[0].single:
                    # one named operand: its reference and the types pair up
                    L(
                        f"_check_operand_count(p, [{names[0].name}_ref], {group}, None, "
                        f"{_lit(self.op.name)})"
                    )
                self._split(L, names, group, "_type", "_types")
            return
        if k == "operands":
            L("p.ws()")
            L("all_refs_pos = p.pos")
            L("all_refs = p.parse_operand_refs()")
            # split as MLIR's ODS structure says (singles around at most one
            # variadic); a count that does not fit is diagnosed in the types
            # section, as MLIR's resolveOperands / verifier do.
            self._split(L, list(op.operands), "all_refs", "_ref", "_refs")
            return
        if k == "regions":
            term = op.trait_args.get("SingleBlockImplicitTerminator")
            for r in op.regions:
                L(f"{r.name}_region = p.parse_region()")
                if term:
                    L(f"ensure_terminator(p, {r.name}_region, {_lit(term[0])}, op_pos)")
            return
        if k == "successors":
            for i, s in enumerate(op.successors):
                if i and not s.variadic:
                    L('p.expect(",", "\',\'")')
                if s.variadic:  # the rest of the comma list (possibly empty)
                    L(f"{s.name}_succ = []")
                    L('if p.try_lit(","):' if i else 'if p.peek() == "^":')
                    L(f"    {s.name}_succ.append(p.parse_successor())")
                    L('    while p.try_lit(","):')
                    L(f"        {s.name}_succ.append(p.parse_successor())")
                else:
                    L(f"{s.name}_succ = p.parse_successor()")
            return
        if k == "custom":
            targets = []
            opt_attrs: list[str] = []
            refs = []  # `ref(...)` arguments: values already parsed, passed in
            for a in e.args:
                if a.ref:
                    if a.kind == "var":
                        v = a.var
                        if isinstance(v, Operand):
                            refs.append(f"{v.name}_ref" if v.single else f"{v.name}_refs")
                        elif isinstance(v, Attr):
                            refs.append(f"props.get({_lit(v.name)})")
                        elif isinstance(v, Region_):
                            refs.append(f"{v.name}_region")
                        else:
                            refs.append(f"{v.name}_succ")
                    else:
                        for o in self.type_targets(a.args[0]):
                            refs.append(_type_var(o))
                    continue
                if a.kind == "var":
                    v = a.var
                    if isinstance(v, Operand):
                        targets.append(f"{v.name}_ref" if v.single else f"{v.name}_refs")
                    elif isinstance(v, Attr) and v.optional:  # None from the directive: absent
                        targets.append(f"{v.name}_attr")
                        opt_attrs.append(v.name)
                    elif isinstance(v, Attr):
                        targets.append(f"props[{_lit(v.name)}]")
                    elif isinstance(v, Region_):
                        targets.append(f"{v.name}_region")
                    else:
                        targets.append(f"{v.name}_succ")
                elif a.kind == "attr_dict":
                    targets.append("attrs")
                else:
                    for o in self.type_targets(a.args[0]):
                        targets.append(_type_var(o))
            fn = self.native_fn("parse", e.text)
            L(
                f"p.custom_op_name = {_lit(op.name)}  # for the directive's `custom op 'NAME'` errors"
            )
            L("p.custom_op_pos = op_pos  # MLIR's parser.getNameLoc()")
            call = f"{fn}(p{''.join(', ' + r for r in refs)})"
            if targets:
                L(f"({', '.join(targets)}{',' if len(targets) == 1 else ''}) = {call}")
            else:
                L(call)
            for n in opt_attrs:
                L(f"if {n}_attr is not None:")
                L(f"    props[{_lit(n)}] = {n}_attr")
            if any(a.kind == "attr_dict" for a in e.args):
                L("if attrs:")
                L("    split_inherent(attrs, props, cls.inherent_attrs)")
            return
        if k == "optional":
            self.parse_optional(L, e)
            return
        raise AssertionError(k)

    def _split(self, L: _Lines, targets: list, src: str, one: str, many: str) -> None:
        """Assign the parts of list ``src`` to ``targets`` (ODS order: singles
        around at most one variadic), never indexing past its end: a single
        past the end gets None, and the count mismatch is diagnosed where the
        operands are resolved (MLIR's resolveOperands) or by the verifier."""
        nvar = sum(1 for o in targets if not o.single)
        if nvar == 1:
            vi = next(i for i, o in enumerate(targets) if not o.single)
            before, after = targets[:vi], targets[vi + 1 :]
            for i, o in enumerate(before):
                L.let(f"{o.name}{one}", f"_nth({src}, {i})")
            end = f"max({len(before)}, len({src}) - {len(after)})" if after else ""
            L.let(f"{targets[vi].name}{many}", f"{src}[{len(before)}:{end}]")
            for j, o in enumerate(after):
                L.let(f"{o.name}{one}", f"_nth({src}, len({src}) - {len(after) - j})")
            return
        for i, o in enumerate(targets):
            if o.single:
                L.let(f"{o.name}{one}", f"_nth({src}, {i})")
            else:  # several variadics without sizes: the rest goes to the first
                first = next(k for k, x in enumerate(targets) if not x.single)
                L.let(f"{o.name}{many}", f"{src}[{i}:] if {i} == {first} else []")

    def parse_ref(self, n: str) -> str:
        """``$n`` in a result inference while parsing: a type, or an attribute."""
        if isinstance(self.op.element(n), Attr):
            return f"props[{_lit(n)}]"
        return n + "_type"

    def native_fn(self, what: str, name: str) -> str:
        alias = next(iter(self.m.natives), None)
        if alias is None:
            return f"{what}_{name}"
        return f"{alias}.{what}_{name}"

    def type_targets(self, arg: Any) -> list[Operand]:
        op = self.op
        if arg == "operands":
            return list(op.operands)
        if arg == "results":
            return list(op.results)
        return [arg]

    def parse_types(self, L: _Lines, arg: Any) -> None:
        targets = self.type_targets(arg)
        if len(targets) == 1:
            o = targets[0]
            if o.single:
                kind = o.tc.kind
                if kind is None:
                    L(f"{o.name}_type = p.parse_type()")
                    return
                # MLIR's parseType<CppType>: a type of another class is a parse error
                L("p.ws()")
                L("tpos = p.pos")
                L(f"{o.name}_type = p.parse_type()")
                L(f"if {negate(kind.replace('{t}', o.name + '_type'))}:")
                L(
                    f"    p.error(\"custom op '{op_name_esc(self.op.name)}' invalid kind of type specified\", tpos)"
                )
            elif o.kind == "operand":  # one statement: it may sit in an optional group's `if`
                L(f"{o.name}_types = p.parse_type_list_no_parens() if {o.name}_refs else []")
            else:
                L(f"{o.name}_types = p.parse_type_list_no_parens()")
            return
        # several: a comma list split by counts (MLIR's type(operands)/type(results))
        L("tys = p.parse_type_list_no_parens()")
        if arg == "operands":
            L("all_operand_types = tys")
            self.group_otypes = True
        elif arg == "results":
            L("all_result_types = tys")
            self.group_rtypes = True
        nvar = sum(1 for o in targets if not o.single)
        nsingle = len(targets) - nvar
        segmented = (
            self.op.operand_segments()
            if targets[0].kind == "operand"
            else self.op.result_segments()
        )
        same = nvar > 1 and not segmented
        if nvar > 1 and same:  # SameVariadic*Size: every group has the same size
            L.let("n_", f"(len(tys) - {nsingle}) // {nvar}")
        start = "0"
        for o in targets:
            if o.single:
                L.let(f"{o.name}_type", f"_nth(tys, {start})")
                start = f"{start} + 1" if start != "0" else "1"
                continue
            if nvar == 1:
                after = sum(1 for x in targets[targets.index(o) + 1 :])
                end = f"len(tys) - {after}" if after else "len(tys)"
            elif same:
                end = f"{start} + n_"
            elif o.kind == "operand":  # segment sizes: the parsed references count
                end = f"{start} + len({o.name}_refs)"
            else:  # result segments (a property parsed later): the concatenation matters
                end = "len(tys)" if o is next(x for x in targets if not x.single) else start
            L.let(f"{o.name}_types", f"tys[{start}:{end}]")
            start = f"len({o.name}_types)" if start == "0" else f"{start} + len({o.name}_types)"

    def attr_parse_expr(self, a: Attr) -> str:
        if a.enum is not None:
            if a.enum.bits and a.enum.int_type is None:
                return f"_E_{a.enum.name}.parse_body(p)"
            return f"_E_{a.enum.name}.parse_keyword(p, {_lit(a.name)})"
        if a.kind == "typed":
            return f"p.parse_attribute({a.type_expr})"
        if a.kind == "type":
            return "TypeAttr.get(p.parse_type())"
        if a.kind == "symname":
            return f"StringAttr.get(_rt_symbol(p, {_lit(self.op.name)}))"
        if a.kind == "string":  # MLIR parses a StrAttr with a NoneType: no `: type` suffix
            return "StringAttr.get(p.parse_string_literal())"
        if a.kind == "darray":
            return f"parse_darray(p, {a.type_expr})"
        if a.cname in ("TypedAttr", "ElementsAttr"):
            # Later code reads its type: reject an attribute without one here.
            return f"p.parse_typed_attribute({_lit(self.op.name)})"
        return "p.parse_attribute()"

    def parse_time_checked(self, f: Any) -> list:
        """The single operands/results whose type the format parses and from which another
        type is derived (an inference naming it): ODS's parser checks their constraint
        first, at the op's name (``custom op 'arith.cmpi' 'lhs' must be ...``)."""
        op = self.op
        out: list = []
        for r in list(op.operands) + list(op.results):
            if f.type_sources.get(r.name) != "infer" or r.infer is None:
                continue
            for d in re.findall(r"\$(\w+)", r.infer.text):
                e = op.element(d)
                if (
                    isinstance(e, Operand)
                    and e.single
                    and f.type_sources.get(d) == "format"
                    and e.tc.pred != "True"
                    and e not in out
                ):
                    out.append(e)
        return out

    def parse_optional(self, L: _Lines, g: El) -> None:
        first = next(e for e in g.then if e.kind != "space")
        a = g.anchor
        k = first.kind
        consumed = False
        rest = [e for e in g.then if e.kind != "space" and e is not first]
        if (
            k == "lit"
            and len(rest) == 1
            and rest[0].kind == "var"
            and isinstance(rest[0].var, Operand)
            and rest[0].var.optional
            and not g.else_
        ):
            # `(`,` $acc^)?`, `(`at` $anchor^)?`: the literal, then an optional operand
            # (ODS's parseOptionalOperand), tested in one condition
            v = rest[0].var
            t = _lit(first.text)
            if re.fullmatch(r"[A-Za-z_][\w$.-]*", first.text):
                L(f'if p.at({t}) and p.try_keyword({t}) and p.peek() == "%":')
            else:
                L(f'if p.try_lit({t}) and p.peek() == "%":')
            L(f"    {v.name}_refs.append(p.parse_operand_ref())")
            return
        if k == "lit":
            if re.fullmatch(r"[A-Za-z_][\w$.-]*", first.text):
                # p.at(): a cheap test of the first letters before the identifier match
                L(f"if p.at({_lit(first.text)}) and p.try_keyword({_lit(first.text)}):")
            else:
                L(f"if p.try_lit({_lit(first.text)}):")
            consumed = True
        elif k == "var" and isinstance(first.var, Operand):
            L('if p.peek() == "%":')
        elif k == "var" and isinstance(first.var, Attr):
            v = first.var
            if v.enum is not None and not (v.enum.bits and v.enum.int_type is None):
                L(f"x = _E_{v.enum.name}.try_keyword(p)")
                L("if x is not None:")
                L(f"    props[{_lit(v.name)}] = x")
                consumed = True
            elif v.enum is not None:
                L('if p.at("<"):')
            elif v.kind == "string":  # a StrAttr starts with its quote
                L("if p.peek() == '\"':")
            elif v.kind == "symname":
                L('if p.peek() == "@":')
            else:
                L("if p.peek() not in ('', ':', '{', ')', ']', '}', '-', '^') and not p.at('->'):")
        elif k == "var" and isinstance(first.var, Region_):
            L('if p.at("{"):')
        elif k == "var" and isinstance(first.var, Successor):
            L('if p.at("^"):')
        elif k == "operands":
            L('if p.peek() == "%":')
        elif k == "regions":
            L('if p.at("{"):')
        else:
            L("if True:  # custom group")
        L.indent()
        started = False
        for e in g.then:
            if e is first and not started:
                started = True
                self.parse_el(L, e, consumed)
            else:
                self.parse_el(L, e)
        if isinstance(a.var, Attr) and a.var.kind == "unit":
            L(f"props[{_lit(a.var.name)}] = UnitAttr.get()")
        L.close_block()
        L.else_block(g.else_, self.parse_el)

    # -- print -----------------------------------------------------------
    def print_(self) -> str:
        op = self.op
        f = op.fmt
        L = self.format_lines()
        L("out = p.out")
        L(f"out.append(p.op_name_text({_lit(op.name)}))")
        self.state = [True, False]  # shouldEmitSpace, lastWasPunctuation
        for e in f.elements:
            self.print_el(L, e)
        L("return None")
        return "\n".join(_merge_appends(L.lines))

    def fast_acc(self, o: Any) -> str:
        """``self.x`` for a single operand/result, as the direct index when it sits before
        any variadic group (what the accessor returns, without the property call)."""
        if isinstance(o, Operand) and o.single:
            coll = self.op.operands if o.kind == "operand" else self.op.results
            i = coll.index(o)
            if all(x.single for x in coll[:i]):
                return (
                    f"self.op_operands[{i}].value" if o.kind == "operand" else f"self.results[{i}]"
                )
        return f"self.{o.py}"

    def _space(self) -> str:
        s = self.state
        sp = s[0] or not s[1]
        s[1] = False
        s[0] = True
        return '" " + ' if sp else ""

    def print_el(self, L: _Lines, e: El) -> None:
        op = self.op
        k = e.kind
        s = self.state
        if k == "lit":
            v = e.text
            if not s[0]:  # after `` (mlir-tblgen: shouldEmitSpace is false)
                sp = False
            elif len(v) != 1 and v != "->":
                sp = True
            elif s[1]:
                sp = v[0] not in ">)}],"
            else:
                sp = v[0] not in "<>(){}[],"
            L(f"out.append({_lit((' ' if sp else '') + v)})")
            s[0] = len(v) != 1 or v[0] not in "<({["
            s[1] = not (v[0] == "_" or v[0].isalpha())
            return
        if k == "space":
            if e.text == "\n":
                L('out.append("\\n" + "  " * p.indent)')
                return
            if e.text:
                L('out.append(" ")')
                s[1] = False
            else:
                s[1] = True
            s[0] = False
            return
        if k in ("attr_dict", "attr_dict_kw"):
            elide = sorted(op.fmt.printed_attrs | {"operandSegmentSizes", "resultSegmentSizes"})
            L(f"extra = extra_attrs(self, {_frozen(elide)}, _ELIDE_{op.class_name})")
            L("if extra:")
            kw = " attributes" if k == "attr_dict_kw" else ""
            L(f"    out.append({_lit(kw + ' ')} + p.attr_dict_text(extra))")
            s[1] = False
            return
        if k == "prop_dict":
            sp = self._space()
            L("if self.properties:")
            L(f'    out.append({sp}"<" + p.attr_dict_text(self.properties) + ">")')
            return
        if k == "optional":
            self.print_optional(L, e)
            return
        sp = self._space()
        if k == "var":
            v = e.var
            if isinstance(v, Operand):
                if v.single:
                    L(f"out.append({sp}p.value_name({self.fast_acc(v)}))")
                elif v.optional:
                    L(f"x = self.{v.py}")
                    L(f'out.append({sp}(p.value_name(x) if x is not None else ""))')
                else:
                    L(f'out.append({sp}", ".join([p.value_name(x) for x in self.{v.py}]))')
            elif isinstance(v, Attr):
                L(f"out.append({sp}{self.attr_print_expr(v)})")
            elif isinstance(v, Region_) and v.variadic:
                if sp:
                    L('out.append(" ")')
                L(f"for i, r in enumerate(self.regions[{v.index}:]):")
                L("    if i:")
                L('        out.append(", ")')
                L("    p.print_region(r, True, True)")
            elif isinstance(v, Region_):
                term = "True"
                if op.has_trait("SingleBlockImplicitTerminator"):
                    L(f"r = self.regions[{v.index}]")
                    L("t = r.blocks[0].last if r.blocks else None")
                    L(
                        "term = t is None or bool(t.attributes) or bool(t.op_operands) or bool(t.results)"
                    )
                    term = "term"
                if sp:
                    L('out.append(" ")')
                L(f"p.print_region(self.regions[{v.index}], True, {term})")
            elif isinstance(v, Successor) and v.variadic:  # the rest of the list, comma separated
                L(
                    f'out.append({sp}", ".join([p.block_names.get(b, "^INVALIDBLOCK") '
                    f"for b in self.successors[{v.index}:]]))"
                )
            elif isinstance(v, Successor):
                L(f'out.append({sp}p.block_names.get(self.successors[{v.index}], "^INVALIDBLOCK"))')
            return
        if k == "type":
            targets = self.type_targets(e.args[0])
            if len(targets) == 1 and targets[0].single:
                L(f"out.append({sp}p.type_text({self.fast_acc(targets[0])}.type))")
            else:
                parts = []
                for o in targets:
                    if o.single:
                        parts.append(f"[self.{o.py}]")
                    elif o.optional:
                        parts.append(f"([self.{o.py}] if self.{o.py} is not None else [])")
                    else:
                        parts.append(f"self.{o.py}")
                L(f'out.append({sp}", ".join([p.type_text(x.type) for x in {" + ".join(parts)}]))')
            return
        if k == "functype":
            ins = self.type_targets(e.args[0])
            outs = self.type_targets(e.args[1])

            def tys(coll: list) -> str:
                if coll == list(op.operands):
                    return "[o.value.type for o in self.op_operands]"
                if coll == list(op.results):
                    return "[r.type for r in self.results]"
                return "[" + ", ".join(f"self.{o.py}.type" for o in coll) + "]"

            L(f"out.append({sp}p.function_type_str({tys(ins)}, {tys(outs)}))")
            return
        if k == "operands":
            L(f'out.append({sp}", ".join([p.value_name(o.value) for o in self.op_operands]))')
            return
        if k == "regions":
            for r in op.regions:
                L('out.append(" ")')
                L(f"p.print_region(self.regions[{r.index}], True, True)")
            return
        if k == "successors":
            L(
                f'out.append({sp}", ".join([p.block_names.get(b, "^INVALIDBLOCK") for b in self.successors]))'
            )
            return
        if k == "custom":
            args = []
            for a in e.args:
                if a.kind == "var":
                    args.append(f"self.{a.var.py}")
                elif a.kind == "attr_dict":  # the attributes attr-dict would print (a dict)
                    elide = sorted(
                        op.fmt.printed_attrs | {"operandSegmentSizes", "resultSegmentSizes"}
                    )
                    L(f"extra = extra_attrs(self, {_frozen(elide)}, _ELIDE_{op.class_name})")
                    args.append("extra")
                else:
                    args.append(
                        "[" + ", ".join(f"self.{o.py}" for o in self.type_targets(a.args[0])) + "]"
                    )
            fn = self.native_fn("print", e.text)
            # the printer may append to p.out itself (regions) and return None, or return text
            if sp:
                L('out.append(" ")')
            L(f"x = {fn}(p, self{''.join(', ' + x for x in args)})")
            L("if x:")
            L("    out.append(x)")
            return
        raise AssertionError(k)

    def attr_print_expr(self, a: Attr) -> str:
        x = f"self.properties[{_lit(a.name)}]"
        if a.enum is not None:
            if a.enum.bits and a.enum.int_type is None:
                return f"_E_{a.enum.name}.body({x})"
            return f"_E_{a.enum.name}.by_attr[{x}][0]"
        if a.kind == "typed":
            return f"attr_without_type({x})"
        if a.kind == "type":
            return f"p.type_text({x}.value)"
        if a.kind == "symname":
            return f'"@" + symbol_text({x}.value)'
        if a.kind == "darray":
            return f"darray_body({x})"
        return f"p.attr_text({x})"

    def print_optional(self, L: _Lines, g: El) -> None:
        a = g.anchor
        if a.kind == "var":
            v = a.var
            if isinstance(v, Operand):
                cond = f"self.{v.py}" + (" is not None" if v.optional else "")
            elif isinstance(v, Attr):
                x = f"self.properties.get({_lit(v.name)})"
                if v.default_expr is not None:
                    cond = f"{x} not in (None, _ELIDE_{self.op.class_name}[{_lit(v.name)}])"
                else:
                    cond = f"{x} is not None"
            elif isinstance(v, Region_):
                cond = f"self.regions[{v.index}].blocks"
            else:  # a (variadic) successor anchor: present when the list reaches it
                cond = f"len(self.successors) > {v.index}"
        elif a.kind == "type":
            o = a.args[0]
            cond = f"self.{o.py}" + (" is not None" if o.optional else "")
        elif a.kind == "operands":
            cond = "self.op_operands"
        else:
            cond = "True"
        L(f"if {cond}:")
        L.indent()
        elided = (
            a
            if (
                a.kind == "var"
                and isinstance(a.var, Attr)
                and next(e for e in g.then if e.kind != "space") is not a
            )
            else None
        )
        for e in g.then:
            if e is elided and a.var.kind == "unit":
                continue
            self.print_el(L, e)
        L.close_block()
        L.else_block(g.else_, self.print_el)

    # -- build -------------------------------------------------------------
    def build(self) -> str:
        op = self.op
        params = []
        for i, o in enumerate(op.operands):
            # a default only where every later parameter has one too (Python's rule)
            tail = all(not x.single for x in op.operands[i:])
            params.append(
                f"{o.py}: Any"
                + ("" if not tail else " = None" if o.optional else " = ()" if o.variadic else "")
            )
        kw = []
        for r in op.results:
            kw.append(f"{r.name}_type: Any = None")
        for a in op.attrs:
            kw.append(f"{a.py}: Any = None")
        kw += ["attributes: Any = None", "loc: Any = None"]
        for r in op.regions:
            kw.append(f"{r.name}: Any = None")
        for s in op.successors:
            kw.append(f"{s.name}: Any = None")
        sig = ", ".join(["cls"] + params + ["*"] + kw)
        L = _Lines()
        L(f'"""Create a detached \'{op.name}\'; omitted result types are inferred."""')
        for o in op.operands:
            if o.single:  # read by a result type inferred from it
                L.let(f"{o.name}_type", f"{o.py}.type")
            elif o.optional:
                L(f"{o.name}_l = [{o.py}] if {o.py} is not None else []")
            else:
                L(f"{o.py} = list({o.py})")
        from .errors import RulesError
        from .format import resolve_types

        try:
            srcs = resolve_types(op, {o.name: "format" for o in op.operands}, None)
        except RulesError:
            srcs = {}
        for r in op.results:
            L(f"if {r.name}_type is None:")
            src = srcs.get(r.name, "")
            if (
                src.startswith("same:")
                and op.element(src[5:]).kind == "operand"
                and op.element(src[5:]).single
                or src.startswith("same:")
                and op.element(src[5:]).kind == "result"
            ):
                L(f"    {r.name}_type = {src[5:]}_type")
            elif src.startswith("build:"):
                L(f"    {r.name}_type = {src[6:]}")
            elif r.infer is not None:
                L(
                    f"    {r.name}_type = {_sub(r.infer.text, lambda n: py_name(n) if isinstance(op.element(n), Attr) else n + '_type')}"
                )
            else:
                L(f'    raise TypeError("{op.name}.build needs {r.name}_type")')
        L("props: dict = {}")
        for a in op.attrs:
            L(f"if {a.py} is not None:")
            L(f"    props[{_lit(a.name)}] = {a.py}")
            if a.default_expr is not None and not a.optional:
                L("else:")
                L(f"    props[{_lit(a.name)}] = {a.default_expr}")
        ops = []
        for o in op.operands:
            ops.append(f"[{o.py}]" if o.single else (f"{o.name}_l" if o.optional else o.py))
        if op.operand_segments():
            sizes = ", ".join(
                "1" if o.single else f"len({ops[i]})" for i, o in enumerate(op.operands)
            )
            L(f'props["operandSegmentSizes"] = DenseArrayAttr.get(_T_i32, [{sizes}])')
        res = [f"[{r.name}_type]" if r.single else f"list({r.name}_type)" for r in op.results]
        regions = (
            "["
            + ", ".join(
                f"{r.name} if {r.name} is not None else Region()"
                for r in op.regions
                if not r.variadic
            )
            + "]"
            if op.regions
            else "()"
        )
        if op.regions and op.regions[-1].variadic:
            regions += f" + list({op.regions[-1].name} or ())"
        # a variadic successor is a list of blocks, spliced in (never nested)
        succs = (
            _concat_lists(
                [f"list({s.name} or ())" if s.variadic else f"[{s.name}]" for s in op.successors]
            )
            if op.successors
            else "()"
        )
        L(
            f"return cls({_lit(op.name)}, {' + '.join(ops) if ops else '()'}, "
            f"{' + '.join(res) if res else '()'}, props, attributes, {regions}, {succs}, loc=loc)"
        )
        return f"    @classmethod\n    def build({sig}) -> {op.class_name}:\n" + L.code()


def op_name_esc(name: str) -> str:
    return name.replace("\\", "\\\\").replace('"', '\\"')


_CTRL = re.compile(r"[\x00-\x1f\x7f]")
_DOC_CTRL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _esc(s: str) -> str:
    """``s`` inside a one-line ``f"..."`` literal (a newline or NUL becomes its escape)."""
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("{", "{{").replace("}", "}}")
    return _CTRL.sub(lambda m: repr(m.group())[1:-1], s)


def _doc(s: str) -> str:
    """``s`` inside a triple-quoted docstring (user text: summaries, constraint descriptions)."""
    s = s.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if s.endswith('"'):
        s = s[:-1] + '\\"'
    return _DOC_CTRL.sub(lambda m: repr(m.group())[1:-1], s)


def _frozen(names: list[str]) -> str:
    """A tuple literal of names: a constant of the code object (a ``frozenset(...)`` call
    would build a set per call); membership in a few interned strings is as fast."""
    return pylit(tuple(names))


def _concat_lists(parts: list[str]) -> str:
    """``[a] + [b] + xs`` as ``[a, b] + xs``: adjacent one-element list literals merged."""
    out: list[str] = []
    for x in parts:
        if (
            out
            and x.startswith("[")
            and x.endswith("]")
            and out[-1].startswith("[")
            and out[-1].endswith("]")
            and _balanced(x[1:-1])
            and _balanced(out[-1][1:-1])
        ):
            out[-1] = out[-1][:-1] + ", " + x[1:]
        else:
            out.append(x)
    return " + ".join(out)


def _balanced(s: str) -> bool:
    """Whether ``s`` is one list element (brackets balanced, so ``[a] + [b]`` is not)."""
    depth = 0
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def _add_terms(expr: str) -> list | None:
    """The terms of a ``+`` chain (as AST nodes), or None when ``expr`` is not valid alone."""
    import ast

    try:
        node = ast.parse(expr, mode="eval").body
    except SyntaxError:
        return None
    terms: list = []

    def flat(n: Any) -> None:
        if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add):
            flat(n.left)
            flat(n.right)
        else:
            n.src = ast.get_source_segment(expr, n)  # the term as written
            terms.append(n)

    flat(node)
    return terms


_APPEND = re.compile(r"^(\s*)out\.append\((.*)\)$")


def _merge_appends(lines: list[str]) -> list[str]:
    """Consecutive ``out.append(x)`` statements at one indentation as one
    ``out.append(x + y)`` with adjacent string literals folded: the same text in the
    same order, fewer calls and concatenations. The terms are Python's own parse of
    each argument, kept as written (a term that is not a plain operand of ``+`` keeps
    its parentheses)."""
    import ast

    res: list[str] = []
    cur: tuple[str, list] | None = None  # (indent, terms) of the append being built

    def emit() -> None:
        ind, terms = cur  # type: ignore[misc]
        folded: list = []
        for t in terms:
            if (
                folded
                and isinstance(t, ast.Constant)
                and isinstance(t.value, str)
                and isinstance(folded[-1], ast.Constant)
                and isinstance(folded[-1].value, str)
            ):
                folded[-1] = ast.Constant(folded[-1].value + t.value)
            else:
                folded.append(t)
        parts = []
        for t in folded:
            # a folded string in the generator's quotes, any other term as it was written
            u = pylit(t.value) if isinstance(t, ast.Constant) else t.src
            simple = isinstance(t, (ast.Constant, ast.Call, ast.Name, ast.Attribute, ast.Subscript))
            parts.append(u if simple else f"({u})")
        res.append(f"{ind}out.append({' + '.join(parts)})")

    for ln in lines:
        mm = _APPEND.match(ln)
        terms = _add_terms(mm.group(2)) if mm else None
        if terms is not None:
            ind = mm.group(1)  # type: ignore[union-attr]
            if cur is not None and cur[0] == ind:
                cur[1].extend(terms)
                continue
            if cur is not None:
                emit()
            cur = (ind, list(terms))
            continue
        if cur is not None:
            emit()
            cur = None
        res.append(ln)
    if cur is not None:
        emit()
    return res


# ------------------------------------------------------------------ module

# What a generated ops module may import, module by module in isort's order; each
# module imports only the names its code reads (op bodies, snippets, definitions).
PRELUDE_IMPORTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("types", ("MappingProxyType",)),
    ("typing", ("Any",)),
    (
        "irlite.gen.runtime",
        (
            "EnumTable",
            "FlagsTable",
            "attr_without_type",
            "compatible_shapes",
            "darray_body",
            "elementwise_error",
            "ensure_terminator",
            "expect_keyword",
            "extra_attrs",
            "load_native",
            "parse_darray",
            "set_operand_group",
            "split_inherent",
        ),
    ),
    (
        "irlite.ir.attributes",
        (
            "ArrayAttr",
            "DenseArrayAttr",
            "DialectAttr",
            "DictionaryAttr",
            "ElementsAttr",
            "FloatAttr",
            "IntegerAttr",
            "StringAttr",
            "SymbolRefAttr",
            "TypeAttr",
            "UnitAttr",
            "symbol_text",
        ),
    ),
    ("irlite.ir.core", ("Operation", "Region")),
    (
        "irlite.ir.interfaces",
        (
            "BranchOpInterface",
            "BufferizableOpInterface",
            "CallableOpInterface",
            "CallOpInterface",
            "ConditionallySpeculatable",
            "ConversionPatternDescriptorOpInterface",
            "DestinationStyleOpInterface",
            "DestructurableAccessorOpInterface",
            "DestructurableAllocationOpInterface",
            "DialectInlinerInterface",
            "EffectInstance",
            "InferIntRangeInterface",
            "InferredFromBuild",
            "InferTypeOpInterface",
            "LinalgStructuredOpInterface",
            "LoopLikeOpInterface",
            "MemoryEffectOpInterface",
            "PatternDescriptorOpInterface",
            "PromotableAllocationOpInterface",
            "PromotableMemOpInterface",
            "RegionBranchOpInterface",
            "RegionBranchTerminatorOpInterface",
            "ReifyRankedShapedTypeOpInterface",
            "SymbolFromAttrs",
            "SymbolOpInterface",
            "SymbolUserOpInterface",
            "SymbolUsesFromHook",
            "TransformOpInterface",
            "TypeConverterBuilderOpInterface",
            "declared_effects",
            "register_dialect_interface",
        ),
    ),
    (
        "irlite.ir.types",
        (
            "BaseMemRefType",
            "ComplexType",
            "FloatType",
            "FunctionType",
            "IndexType",
            "IntegerType",
            "MemRefType",
            "NoneType",
            "RankedTensorType",
            "ShapedType",
            "TensorType",
            "UnrankedMemRefType",
            "UnrankedTensorType",
            "VectorType",
        ),
    ),
)
# imported under another name: local name -> (module, name)
PRELUDE_ALIASES: dict[str, tuple[str, str]] = {
    "_rt_symbol": ("irlite.gen.runtime", "parse_symbol_name")
}
# the interned types that constraints, attributes and formats name: name -> expression
SHARED_TYPES: dict[str, str] = {
    "_index": "IndexType.get()",
    "_none": "NoneType.get()",
    **{f"_T_i{w}": f"IntegerType.get({w})" for w in (1, 8, 16, 32, 64)},
    **{
        f"_T_{k}": f"FloatType.get({pylit(k)})"
        for k in ("f16", "bf16", "f32", "f64", "f80", "f128")
    },
}
_INT_TYPE_NAME = re.compile(r"_T_(s|u)?i([0-9]+)")
_SIGNEDNESS = {"s": "signed", "u": "unsigned"}


def shared_type_defs(used: set[str]) -> dict[str, str]:
    """The shared types the module reads: name -> expression, ``SHARED_TYPES``' in its
    order, then every other ``_T_i<N>`` / ``_T_si<N>`` / ``_T_ui<N>`` of any width
    (what an ``I46``, ``SI7`` or ``UI3`` constraint names) by signedness and width."""
    out = {name: expr for name, expr in SHARED_TYPES.items() if name in used}
    more = []
    for name in used:
        mm = _INT_TYPE_NAME.fullmatch(name)
        if mm and name not in out:
            more.append((mm.group(1) or "", int(mm.group(2)), name))
    for sign, width, name in sorted(more):
        out[name] = (
            f'IntegerType.get({width}, "{_SIGNEDNESS[sign]}")'
            if sign
            else f"IntegerType.get({width})"
        )
    return out


# every name the prelude may bind (a native alias must not take one)
PRELUDE_NAMES: frozenset[str] = frozenset(
    [n for _, names in PRELUDE_IMPORTS for n in names]
    + list(PRELUDE_ALIASES)
    + list(SHARED_TYPES)
    + ["annotations"]
)
_PRELUDE_MARK = "# irlite-gen: prelude\n"
#: The line that names ``__rules_dir__`` for readers and linters: the loader puts it in the
#: module's namespace before the code runs (the directory of the ``.rules`` file).
RULES_DIR_DECL = '__rules_dir__: str = globals()["__rules_dir__"]  # set by irlite.gen.loader'


def _import_lines(used: set[str], natives: list[tuple[str, str]]) -> list[str]:
    """The import section for the names in ``used``, in isort's layout: the standard
    library, a blank line, then irlite (the native modules' ``import`` statements
    first). A ``from`` statement longer than 100 columns names one name per line."""
    out: list[str] = []
    for mod, names in PRELUDE_IMPORTS:
        if mod.startswith("irlite.") and "" not in out:  # the first irlite line
            out.append("")
            out.extend(
                sorted(
                    stmt for alias, stmt in natives if alias in used and stmt.startswith("import ")
                )
            )
        ns = [n for n in names if n in used]
        if ns:
            one = f"from {mod} import {', '.join(ns)}"
            out.append(
                one
                if len(one) <= 100
                else f"from {mod} import (\n" + "".join(f"    {n},\n" for n in ns) + ")"
            )
        for alias, (amod, name) in PRELUDE_ALIASES.items():
            if amod == mod and alias in used:
                out.append(f"from {mod} import {name} as {alias}")
    if out and out[-1] == "":  # nothing of irlite is imported
        out.pop()
    return out


def _render_module(tmpl: Any, ctx: dict) -> str:
    """Render ``tmpl`` with its prelude (imports, natives, shared types, helpers,
    constraints, enums) holding only what the rest of the module reads.

    The module is rendered once with a mark where the prelude goes; the names its
    code reads, plus those the kept definitions read in turn, select the prelude,
    rendered alone (block ``prelude``) until it reads nothing new.
    """
    body = tmpl.render(used=None, prelude_mark=_PRELUDE_MARK, imports=(), **ctx)
    used = set(_WORD.findall(body))
    while True:
        c = tmpl.new_context(
            {
                **ctx,
                "used": used,
                "imports": _import_lines(used, ctx["natives"]),
                "prelude_mark": "",
            }
        )
        prelude = "".join(tmpl.blocks["prelude"](c))
        more = used | set(_WORD.findall(prelude))
        if more == used:
            break
        used = more
    return body.replace(_PRELUDE_MARK, prelude, 1)


def generate_ops(m: Model, key: str = "") -> str:
    """The Python source of the dialect module for ``m``: only what its ops use is
    imported or defined."""
    ops = []
    for op in m.ops:
        g = OpGen(m, op)
        traits = sorted(_trait_strings(op))
        inherent = sorted(
            {a.name for a in op.attrs}
            | ({"operandSegmentSizes"} if op.operand_segments() else set())
            | ({"resultSegmentSizes"} if op.result_segments() else set())
        )
        # materialized defaults (DEFAULT_PROPERTIES) and those attr-dict elides (both kinds)
        defaults = {
            a.name: a.default_expr
            for a in op.attrs
            if a.default_expr is not None and not a.optional
        }
        elide_defaults = {a.name: a.default_expr for a in op.attrs if a.default_expr is not None}
        asm = None
        if op.asm_names is not None:
            if isinstance(op.asm_names, list):
                asm = _asm_names_expr(op)
            else:
                asm = _sub(op.asm_names.text, lambda n: f"self.{py_name(n)}")
        ops.append(
            {
                "op": op,
                "where": _where(m, op.loc),
                "traits": traits,
                "inherent": inherent,
                "defaults": defaults,
                "elide_defaults": elide_defaults,
                "accessors": g.accessors(),
                "verify": g.verify(),
                "verify_structure": g.structure,
                "parse": g.parse() if op.fmt is not None else None,
                "print": g.print_() if op.fmt is not None else None,
                "build": g.build(),
                "asm": asm,
                "fold": g.snippet(op.fold.text) if op.fold is not None else None,
                "verify_regions": g.snippet(op.verify_regions.text)
                if op.verify_regions is not None
                else None,
                "verify_regions_where": _where(m, op.verify_regions.loc)
                if op.verify_regions is not None
                else "",
                "verify_symbol_uses": g.snippet(op.verify_symbol_uses.text)
                if op.verify_symbol_uses is not None
                else None,
                "verify_symbol_uses_where": _where(m, op.verify_symbol_uses.loc)
                if op.verify_symbol_uses is not None
                else "",
                "fold_where": _where(m, op.fold.loc) if op.fold is not None else "",
                "custom_parser": g.snippet(op.parser.text).replace("self.", "")
                if op.parser
                else None,
                "custom_printer": op.printer.text if op.printer else None,
                "summary_doc": _doc(op.summary or op.name),
                "interfaces": [
                    (n, e if e is not None else _interface_impl(op, n)[0])
                    for n, e, _ in op_interfaces(op)
                ],
                "interface_classes": [
                    src
                    for n, e, _ in op_interfaces(op)
                    if e is None and (src := _interface_impl(op, n)[1]) is not None
                ],
            }
        )
    natives = []
    for alias, (mod, path) in m.natives.items():
        if mod is not None:
            natives.append((alias, f"import {mod} as {alias}"))
        else:
            modname = f"_irlite_native_{m.dialect}_{alias}"
            natives.append(
                (
                    alias,
                    f"{alias} = load_native(__rules_dir__ + {pylit('/' + rules_relative(path, m.path))}, {pylit(modname)})",
                )
            )
    constraints = [
        (f"_c_{name}", tc.pred.replace("{t}", "t"), tc.desc)
        for name, tc in list(m.extern_constraints.items()) + list(m.constraints.items())
    ]
    enums = []
    for e in list(m.extern_enums.values()) + list(m.enums.values()):
        cases = [(n, v) for n, v, _ in e.cases]
        if e.bits and e.int_type is None:
            ctor = f"FlagsTable({pylit(e.name)}, {pylit(e.dialect)}, {pylit(e.mnemonic)}, {pylit(e.sep)}, {pylit(cases)})"
        elif e.int_type is not None:
            ctor = f"EnumTable({pylit(e.name)}, _T_{e.int_type}, None, None, {pylit(cases)})"
        else:
            ctor = f"EnumTable({pylit(e.name)}, None, {pylit(e.dialect)}, {pylit(e.mnemonic)}, {pylit(cases)})"
        enums.append((f"_E_{e.name}", ctor, f"# from {os.path.basename(e.loc.file)}:{e.loc.line}"))
    dialect_attrs = [
        (e.mnemonic, e.name, e.bits)
        for e in m.enums.values()
        if e.int_type is None and e.dialect == m.dialect
    ]
    ctx = dict(
        m=m,
        source=os.path.basename(m.path),
        key=key,
        version=GENERATOR_VERSION,
        ops=ops,
        natives=natives,
        constraints=constraints,
        enums=enums,
        dialect_attrs=dialect_attrs,
        own_enums=list(m.enums),
        shared_types=shared_type_defs,
        rules_dir_decl=RULES_DIR_DECL,
    )
    return format_python(_render_module(_jinja().get_template("ops.py.j2"), ctx))


#: interfaces the generator writes from an op's definition when it does not give one
_GENERATED_INTERFACES = (
    "BranchOpInterface",
    "MemoryEffectOpInterface",
    "SymbolOpInterface",
    "SymbolUserOpInterface",
    "InferTypeOpInterface",
)
_EFFECT_TRAITS = ("Pure", "NoMemoryEffect", "MemoryEffects")


def op_interfaces(op: Op) -> list[tuple[str, str | None, Loc]]:
    """The op interfaces ``op`` implements: ``(name, the Python expression of its native
    implementation class or None for a generated one, where it is declared)``. An
    interface named in the trait list needs an implementation (``interfaces { Name:
    h.Class }``) unless the generator writes it; ``Symbol`` implies ``SymbolOpInterface``
    and the effect traits ``MemoryEffectOpInterface``."""
    from ..ir.interfaces import INTERFACES

    out: dict[str, tuple[str | None, Loc]] = {}
    for name, (expr, loc) in op.interfaces.items():
        out[name] = (expr.text, loc)
    for t in op.traits:
        if t in INTERFACES and t not in out:
            if (
                t not in _GENERATED_INTERFACES
                or (t == "BranchOpInterface" and any(sc.variadic for sc in op.successors))
                or (t == "InferTypeOpInterface" and not _all_result_types_known(op))
            ):
                why = (
                    "a variadic successor's operands are not one group each"
                    if t == "BranchOpInterface"
                    else "build does not infer every result type"
                    if t == "InferTypeOpInterface"
                    else "it has no declarative form"
                )
                raise RulesError(
                    f"'{op.name}' names interface '{t}' but no implementation ({why}): "
                    f"give it as 'interfaces {{ {t}: h.ClassName }}'",
                    op.loc,
                )
            out[t] = (None, op.loc)
    if "Symbol" in op.traits and "SymbolOpInterface" not in out:
        out["SymbolOpInterface"] = (None, op.loc)
    if op.verify_symbol_uses is not None and "SymbolUserOpInterface" not in out:
        out["SymbolUserOpInterface"] = (None, op.loc)
    if "InferTypeOpInterface" not in out and _all_result_types_known(op):
        out["InferTypeOpInterface"] = (None, op.loc)
    if any(t in op.traits for t in _EFFECT_TRAITS) and "MemoryEffectOpInterface" not in out:
        out["MemoryEffectOpInterface"] = (None, op.loc)
    return [(n, e, loc) for n, (e, loc) in sorted(out.items())]


def _all_result_types_known(op: Op) -> bool:
    """Whether ``build`` infers every result type of ``op`` (ODS's ``allResultTypesKnown``),
    for an op with results, single operands and no regions (what the generated
    ``InferTypeOpInterface`` can build)."""
    from .builder_codegen import _FnGen

    if not op.results or op.regions or op.successors:
        return False
    if not all(o.single for o in op.operands) or not all(r.single for r in op.results):
        return False
    return _FnGen(None, op).inferred() == {r.name for r in op.results}


def _interface_impl(op: Op, name: str) -> tuple[str, str | None]:
    """(the implementation expression, the source of a generated class or None) of
    interface ``name`` for ``op``, from its definition: ``BranchOpInterface`` from its
    successors' operand groups (a class per op), ``SymbolOpInterface`` from
    ``sym_name``/``sym_visibility`` (``SymbolFromAttrs``), ``MemoryEffectOpInterface``
    from the effect traits (``declared_effects(...)``)."""
    if name == "SymbolOpInterface":
        return "SymbolFromAttrs", None
    if name == "SymbolUserOpInterface":
        return "SymbolUsesFromHook", None
    if name == "InferTypeOpInterface" and op.interfaces.get(name) is None:
        cls = f"_{op.class_name}_InferType"
        return cls, "\n".join(
            [
                f"class {cls}(InferredFromBuild):",
                f'    """InferTypeOpInterface of \'{op.name}\': its build infers the result types."""',
                "",
                "    __slots__ = ()",
                f"    OP_CLASS = {op.class_name}",
            ]
        )
    if name == "MemoryEffectOpInterface":
        kinds = ", ".join(pylit(a.lower()) for a in op.trait_args.get("MemoryEffects", ()))
        return f"declared_effects({kinds})", None
    cls = f"_{op.class_name}_{name}"
    groups = successor_groups(op)
    gets = ", ".join(
        f"op.{groups[sc.name].py}" if sc.name in groups else "[]" for sc in op.successors
    )
    kinds = tuple(1 if o.single else -1 for o in op.operands)
    where = ", ".join(
        str(op.operands.index(groups[sc.name])) if sc.name in groups else "None"
        for sc in op.successors
    )
    src = "\n".join(
        [
            f"class {cls}({name}):",
            f'    """{name} of \'{op.name}\', generated from its successors\' operand groups."""',
            "",
            "    __slots__ = ()",
            "",
            "    def successor_operands(self, index: int) -> list:",
            "        op = self.op",
            f"        return list([{gets}][index])",
            "",
            "    def set_successor_operands(self, index: int, values: list) -> None:",
            f"        set_operand_group(self.op, [{where}][index], values, {kinds!r})",
        ]
    )
    return cls, src


def _trait_strings(op: Op) -> set[str]:
    out = set()
    for t in op.traits:
        args = op.trait_args.get(t) or []
        if t in ("HasParent", "ParentOneOf"):
            out.add(f"HasParent:{'|'.join(args)}")
        elif t == "MemoryEffects":
            for a in args:
                out.add(f"MemoryEffects:{a}")
        elif t == "SingleBlockImplicitTerminator":
            out.add(f"SingleBlockImplicitTerminator:{args[0]}")
            out.add("SingleBlock")
        elif t == "AllTypesMatch":
            out.add("AllTypesMatch:" + ",".join(args))
        else:
            out.add(t)
        if t == "Pure":
            out.add("NoMemoryEffect")
            out.add("AlwaysSpeculatable")
    return out


def generate_docs(m: Model) -> str:
    """The Markdown reference page of the dialect in ``m``."""
    return (
        _jinja()
        .get_template("docs.md.j2")
        .render(
            m=m, source=os.path.basename(m.path), traits=_trait_strings, interfaces=op_interfaces
        )
    )


def generate_interface_docs(models: list[Model]) -> str:
    """The Markdown page of every op and dialect interface (``ir.interfaces``): its
    contract (the interface's docstring) and the ops of ``models`` implementing it (from
    their definitions: native class or generated), plus the hand-written builtin and func
    ops."""
    import inspect

    from ..ir import builtin_dialects
    from ..ir.interfaces import DIALECT_INTERFACES_BY_NAME, INTERFACES

    impls: dict[str, list[tuple[str, str, str]]] = {n: [] for n in INTERFACES}
    dimpls: dict[str, list[tuple[str, str, str]]] = {n: [] for n in DIALECT_INTERFACES_BY_NAME}
    for m in models:
        src = os.path.basename(m.path)
        for op in m.ops:
            for n, e, _ in op_interfaces(op):
                how = f"`{e}`" if e is not None else f"generated: `{_interface_impl(op, n)[0]}`"
                impls[n].append((op.name, how, src))
        for n, e, _ in m.interfaces:
            dimpls[n].append((m.dialect, f"`{e.text}`", src))
    for cls in vars(builtin_dialects).values():
        if isinstance(cls, type) and getattr(cls, "OP_NAME", "") and "INTERFACES" in vars(cls):
            for iface, impl in cls.INTERFACES.items():
                impls[iface.NAME].append(
                    (cls.OP_NAME, f"`{impl.__name__}`", "ir/builtin_dialects.py (hand-written)")
                )
    out = [
        "<!-- Generated by irlite-gen --emit interfaces. Do not edit. -->",
        "# Interfaces",
        "",
        "What generic passes ask ops and dialects (`ir/interfaces.py`). An op implements an",
        "interface by naming it in its trait list or in its `interfaces { Name: h.Class }`",
        "item; `op.interface(Name)` returns the implementation bound to the op, or None.",
    ]
    for title, table, by in (
        ("Op interfaces", impls, INTERFACES),
        ("Dialect interfaces", dimpls, DIALECT_INTERFACES_BY_NAME),
    ):
        out += ["", f"## {title}"]
        for name in sorted(table):
            cls = by[name]
            out += ["", f"### `{name}`", "", cls.SUMMARY[:1].upper() + cls.SUMMARY[1:] + ".", ""]
            out += [inspect.cleandoc(cls.__doc__ or ""), ""]
            rows = sorted(table[name])
            if not rows:
                out.append("Implemented by no built-in op.")
                continue
            out += ["| implemented by | implementation | defined in |", "|---|---|---|"]
            out += [f"| `{a}` | {b} | {c} |" for a, b, c in rows]
    return "\n".join(out) + "\n"
