"""Fuzzing the ``.rules`` front end: a broken ``.rules`` file gives a located
error, never a Python traceback; an accepted one generates Python that imports.

Seeds are the built-in ``rules/*.rules`` files, cut into pieces (the header of
a file -- its ``dialect`` line, imports, natives, constraints and enums -- with
one op and the ops its traits name, or one rule and a ruleset of it) so that
one example generates in milliseconds, ``examples/**/*.rules`` whole, and a
small dialect with rules over it (``MINI_DIALECT``, ``MINI_RULES``: rule
mutants that need not import arith.rules), and a dialect written from scratch
(``WIDTHS_DIALECT``: integer constraints of odd widths and every signedness, signed
and unsigned integer attributes, ``canonicalize RULESET`` naming a ruleset of the
same file). Hypothesis mutates them the
way ``tests/ir/test_parser_fuzz.py`` mutates MLIR text: truncation, deleted, duplicated
or swapped spans, characters of the ``.rules`` alphabet or spans of another
seed inserted, and token-level edits (drop, duplicate, replace or insert a
token, truncate after one).

- ``test_mutant_generates_or_is_diagnosed``: each mutant goes through the
  in-process API the command line and ``load_rules`` use
  (``gen.loader.generated_module``: checked model, generated ops module
  written to the cache and imported; ``gen.rewrite_codegen.load_patterns``
  for its rules; ``generate_docs``). Either all of it succeeds, or it raises
  ``RulesError`` with a location that renders as ``file:line:col: error:``
  and points into the file. Any other exception is a bug.
- ``test_found_crash``: inputs the fuzzer found (``FOUND_CRASHES``), kept as
  fixed cases; those that are mistakes get the diagnostic in ``FOUND_ERRORS``.
- ``test_cli_reports_corrupt_files``: ``irlite-gen FILE --check`` on a few
  corrupt files exits 1 with ``file:line:col: error:`` on stderr and no
  traceback.

The hypothesis test is derandomized (the same examples on every run) and sized
to run in about ten seconds; a longer search runs the same strategy with
``derandomize=False``, no shrinking and tens of thousands of examples.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.cli import corrupt_file_problem
from support.fuzz import REPRODUCIBLE, char_edit, token_edit

from irlite.gen import loader
from irlite.gen.codegen import generate_docs
from irlite.gen.errors import RulesError
from irlite.gen.model import build_model
from irlite.gen.rewrite_codegen import load_patterns
from irlite.gen.rewrite_model import build_rewrite_model

REPO = Path(__file__).resolve().parents[2]
RULES = REPO / "rules"
EXAMPLES = REPO / "examples"
FILE = "fuzz.rules"
# The files seeds import ("arith.rules", "cf.rules"), and the rules files their dialect
# blocks name for canonicalize (a seed that is arith.rules itself needs arith_canon.rules
# beside it): copied beside the mutant.
IMPORTED = tuple(sorted(p.name for p in RULES.glob("*.rules")))  # seeds import any of them
ALPHABET = ' {}()[]<>:=,|$^?`"#.\\\n_abcxyz019'

_DECL = re.compile(
    r"(dialect|import|native|constraint|enum|flags|opclass|op|rule|ruleset|pass|fusion)\b"
)
# what every piece of a file keeps (an op may name an opclass of its file)
_HEADER_KINDS = ("dialect", "import", "native", "constraint", "enum", "flags", "opclass")


def _statements(text: str) -> list[tuple[str, str]]:
    """The top-level declarations of a ``.rules`` text as (keyword, text), each
    with the comment lines just above it; braces are counted outside strings and
    comments (close enough for the built-in files)."""
    out: list[tuple[str, str]] = []
    cur: list[str] = []
    kind = ""
    depth = 0
    pending: list[str] = []
    for line in text.splitlines(keepends=True):
        m = _DECL.match(line)
        if depth == 0 and m:
            if cur:
                out.append((kind, "".join(cur)))
            kind, cur = m.group(1), pending + [line]
            pending = []
        elif depth == 0 and not cur and line.strip():
            pending.append(line)  # a comment above the first declaration
        elif depth == 0 and not line.strip():
            if cur:
                out.append((kind, "".join(cur)))
                cur = []
            pending = []
        else:
            cur.append(line)
        code = re.sub(r'"(?:[^"\\\n]|\\.)*"|`[^`\n]*`|#[^\n]*', "", line)
        depth = max(0, depth + code.count("{") - code.count("}"))
    if cur:
        out.append((kind, "".join(cur)))
    return out


def _pieces(path: Path) -> list[str]:
    """A built-in file cut down: its header with one op (and the ops its traits
    name), or with one rule and a ruleset of that rule."""
    stmts = _statements(path.read_text(encoding="utf-8"))
    header = "".join(t for k, t in stmts if k in _HEADER_KINDS)
    m = re.search(r"(?m)^dialect\s+(\w+)", header)
    dialect = m.group(1) if m else ""
    ops = {}
    for k, t in stmts:
        if k == "op" and (m := re.search(r"(?m)^op\s+([\w.]+)", t)):
            name = m.group(1)
            ops[name if name.startswith(dialect + ".") else f"{dialect}.{name}"] = t
    classes = "".join(t for k, t in stmts if k == "opclass")
    out = []
    for k, t in stmts:
        if k == "op":
            need = [t]
            for n in re.findall(r"[\w.]+", re.sub(r"(?m)^#.*", "", classes)):
                if n in ops and ops[n] not in need:  # ops an opclass's traits name
                    need.append(ops[n])
            for body in need:  # the ops named in traits, transitively
                for n in re.findall(r"[\w.]+", re.sub(r"(?m)^#.*", "", body).split("{", 1)[0]):
                    if n in ops and ops[n] not in need:
                        need.append(ops[n])
            out.append(header + "".join("\n" + b for b in need))
        elif k == "rule":
            name = t.split("{", 1)[0].split()[-1]
            out.append(f"{header}\n{t}\nruleset fuzz {{ rules [{name}] }}\n")
        elif k not in _HEADER_KINDS and k != "ruleset":
            out.append(header + "\n" + t)
    return out or [header]


def _seeds() -> list[str]:
    out: list[str] = []
    for path in sorted(RULES.glob("*.rules")):
        if re.search(r"(?m)^conversion\s", path.read_text(encoding="utf-8")):
            continue  # conversions import llvm.rules: mutants would take seconds each
        out.extend(_pieces(path))
    for path in sorted(EXAMPLES.glob("**/*.rules")):
        out.append(path.read_text(encoding="utf-8"))
    return out


# A small dialect and rules over it (every kind of rule item): rule mutants that
# import it generate in milliseconds, where those importing arith.rules take half
# a second. It is written beside the mutants as "mini.rules".
MINI_DIALECT = """\
dialect mini {
  summary "A small dialect for fuzzing rewrite rules."
}

op constant [Pure, ConstantLike] {
  attrs    { value: TypedAttr }
  results  { r: AnyType = $value.type }
  format   "$value attr-dict"
}

op add [Pure, Commutative, SameOperandsAndResultType] {
  operands { lhs: AnyInt, rhs: AnyInt }
  attrs    { flag?: UnitAttr }
  results  { r: AnyInt }
  format   "$lhs `,` $rhs attr-dict `:` type($r)"
}

op neg [Pure, SameOperandsAndResultType] {
  operands { x: AnyInt }
  results  { r: AnyInt }
  format   "$x attr-dict `:` type($r)"
}

op pack [Pure] {
  operands { xs: Variadic<AnyInt> }
  results  { r: AnyInt }
  format   "$xs attr-dict `:` type($xs) `->` type($r)"
}

op split [Pure] {
  operands { x: AnyInt }
  results  { lo: AnyInt, hi: AnyInt }
  format   "$x attr-dict `:` type($x) `->` type($lo) `,` type($hi)"
}

op ext [Pure] {
  operands { x: AnyInt }
  results  { r: AnyInt }
  format   "$x attr-dict `:` type($x) `to` type($r)"
}
"""
MINI_RULES = r"""
import "mini.rules"
native h = irlite.rules.arith_folds

# add(x, 0) -> x
rule AddZero {
  match (mini.add $x (mini.constant {value: $c}))
  where h.is_int($c) and $c.value == 0
  benefit 2
  replace $x
  test { args "%a: i32" in "%c = mini.constant 0 : i32\n%0 = mini.add %a, %c : i32" out "" }
  test nomatch args "%a: i32" "%0 = mini.add %a, %a : i32"
  test property 20
}

rule NegNeg {
  ordered
  match (mini.neg:$root (mini.neg $x))
  replace $x
  drop_attrs
}

rule AddNeg {
  match (mini.add either($x, (mini.neg $x)))
  replace (mini.constant {value: h.zero_of($x)})
}

rule SplitExt {
  match (mini.ext:$root (mini.split:$s $x))
  rewrite {
    let e = (mini.ext $x : type($root))
    let s2 = (mini.split e : type($root), type($root))
    replace $root with s2.lo
    erase $s
  }
}

rule PackOne {
  match (mini.pack $xs...)
  where len($xs) == 1
  replace (mini.pack $xs... : $xs[0].type)
}

ruleset canonicalize_mini { rules [AddZero, NegNeg, AddNeg, SplitExt, PackOne] driver greedy }
ruleset walk_mini { rules [NegNeg] driver walk }
"""

# A dialect written from scratch: integer constraints of odd widths and every
# signedness (MLIR's I<N>, SI<N>, UI<N>, AnyI<N> and the Any*Integer names), integer
# attributes of a signedness, and `canonicalize RULESET` naming a ruleset of the same
# file (its rules generate and load with the dialect).
WIDTHS_DIALECT = """\
dialect wid {
  summary "odd integer widths"
  canonicalize canonicalize_wid
}

op add [Pure, Commutative] {
  operands { lhs: I46, rhs: I<46> }
  results  { r: I46 }
  format   "$lhs `,` $rhs attr-dict `:` type($r)"
}

op zero [Pure] {
  results  { r: AnyInteger }
  format   "attr-dict `:` type($r)"
}

op mix [Pure] {
  operands { s: SI<8>, u: UI3, any: AnyI46, sl: AnySignlessInteger,
             si: AnySignedInteger, ui: AnyUnsignedInteger, ix: AnySignlessIntegerOrIndex }
  attrs    { k: SI8Attr, w: AnyI16Attr, n?: UI32Attr = 5, big: APIntAttr }
  results  { r: SI7 }
  format   "$s `,` $u `,` $any `,` $sl `,` $si `,` $ui `,` $ix $k `,` $big attr-dict `:` type($any) `,` type($sl) `,` type($si) `,` type($ui) `,` type($ix)"
}

# add(x, zero) -> x
rule AddZero {
  match (wid.add:$o $x (wid.zero:$z))
  where $o.lhs is $x and $z.r.type is $x.type
  replace $x
}

ruleset canonicalize_wid { rules [AddZero] driver greedy }
"""

# A header costs the generator as much as the op it heads: keep the seeds
# whose header is small (every op kind and format directive still appears).
SEEDS = [s for s in _seeds() if len(s) < 6000] + [MINI_DIALECT, MINI_RULES, WIDTHS_DIALECT]


# ----------------------------------------------------------------- running one input


_workdir: Path | None = None


def _work() -> Path:
    """A directory for mutants, with the files they import and a private cache."""
    global _workdir
    if _workdir is None:
        import atexit
        import tempfile

        d = Path(tempfile.mkdtemp(prefix="irlite-rules-fuzz-"))
        atexit.register(shutil.rmtree, d, True)
        for n in IMPORTED:
            shutil.copy(RULES / n, d / n)
        (d / "mini.rules").write_text(MINI_DIALECT, encoding="utf-8")
        (d / "cache").mkdir()
        _workdir = d
    return _workdir


def _check_located(e: RulesError) -> None:
    """``e`` renders as ``file:line:col: error:``, at a line of the file it names."""
    rendered = e.render()
    assert e.loc is not None, f"error without a location: {rendered}"
    assert rendered.startswith(f"{e.loc.file}:{e.loc.line}:{e.loc.col}: error: "), rendered
    # the mutant, or a file it imports
    lines = Path(e.loc.file).read_text(encoding="utf-8").split("\n")
    assert 1 <= e.loc.line <= len(lines), f"error past the last line:\n{rendered}"
    line = lines[e.loc.line - 1]
    assert 1 <= e.loc.col <= len(line) + 1, f"column past the end of the line:\n{rendered}"
    assert not e.loc.text or e.loc.text.rstrip("\r\n") == line, f"wrong caret line:\n{rendered}"


def _generated_names(path: Path) -> Iterator[str]:
    stem = re.sub(r"\W", "_", path.stem)
    for name in list(sys.modules):
        if name.startswith((f"irlite_generated_{stem}_", f"irlite_rewrites_{stem}_")):
            yield name


def generate(text: str, name: str = FILE) -> bool:
    """Generate and import ``text`` as a ``.rules`` file: True if accepted, False
    if rejected with a located ``RulesError``; any other exception escapes."""
    try:
        _generate_or_raise(text, name)
        return True
    except RulesError as e:
        _check_located(e)
        return False


def _generate_or_raise(text: str, name: str = FILE) -> None:
    """Generate, cache and import ``text`` as ``name`` (the ops module, its docs, and
    its rewrite matchers when it declares a ruleset), as ``load_rules`` does."""
    d = _work()
    path = d / name
    path.write_text(text, encoding="utf-8")
    old = os.environ.get("IRLITE_CACHE_DIR")
    os.environ["IRLITE_CACHE_DIR"] = str(d / "cache")
    try:
        mod = loader.generated_module(str(path))
        assert hasattr(mod, "register"), "generated module has no register()"
        generate_docs(build_model(str(path)))
        if build_rewrite_model(str(path)).rulesets:
            load_patterns(str(path))
    finally:
        if old is None:
            del os.environ["IRLITE_CACHE_DIR"]
        else:
            os.environ["IRLITE_CACHE_DIR"] = old
        loader._loaded.pop(str(path), None)
        loader._patterns.pop(str(path), None)
        for n in _generated_names(path):
            del sys.modules[n]


# ----------------------------------------------------------------- mutants

# Tokens of the language (roughly): strings, `$name`, dotted names, numbers, punctuation.
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|`[^`\n]*`|\$?[\w.]+(?:\.\.\.)?|->|\S')
# ... and a few that are valid elsewhere but tricky here: escapes, quotes, keywords, a NUL.
_TRICKY = ['"""', "\\", "\\N", "\\x4", "\\\"", "\x00", "\u00e9", "$", "...",
           "lambda", "None", "class", "if", "self",
           # widths and signedness, in range and not; names of canonicalize sources
           "I0", "I<0>", "SI<1>", "UI<16777215>", "I16777216", "AnyI<x>", "I<-1>", "I<0x10>",
           "SI8Attr", "AnyI64Attr", "APIntAttr", "I46Attr", "canonicalize", "canonicalize_wid",
           "canonicalize_mini", "walk_mini", '"mini.rules"', "valu", "lhz"]
_TOKENS = sorted({m.group() for s in SEEDS for m in _TOKEN.finditer(s)} | set(_TRICKY))


@st.composite
def mutants(draw: Any) -> str:
    """A seed with 1-3 edits, character-level or token-level (see the module docstring)."""
    # rules: one mutant in ten; a from-scratch dialect with widths and its own ruleset: one in 15
    text: str = draw(st.sampled_from(SEEDS + [MINI_RULES] * 30 + [WIDTHS_DIALECT] * 20))
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            text = _char_edit(draw, text)
        else:
            text = _token_edit(draw, text)
    return text


def _char_edit(draw: Any, text: str) -> str:
    return char_edit(draw, text, SEEDS, ALPHABET, max_insert=6, span=48)


def _token_edit(draw: Any, text: str) -> str:
    return token_edit(draw, text, _TOKEN, _TOKENS)


# ----------------------------------------------------------------- the tests


def test_seeds_generate() -> None:
    """Seeds are accepted, so mutants start from valid text (a sample of them: all of
    them take a minute; the long run checks every one)."""
    for s in SEEDS[::40] + [WIDTHS_DIALECT]:
        assert generate(s), s[:400]


#: The health checks a slow generator and large mutants would trip.
_SUPPRESSED = [HealthCheck.too_slow, HealthCheck.data_too_large]


@settings(REPRODUCIBLE, max_examples=120, suppress_health_check=_SUPPRESSED)
@given(mutants())
def test_mutant_generates_or_is_diagnosed(text: str) -> None:
    generate(text)


# Minimal inputs the fuzzer found, kept as fixed cases.
# Minimal inputs the fuzzer (or a look at the code it pointed to) found, kept as
# fixed cases: each gave a Python traceback, a module that did not compile or
# import, or an error pointing past its line. ``FOUND_ERRORS`` gives the
# diagnostic each now gets: (line, column, message); the others are accepted.
_ONE_OP = 'op foo {\n  operands { a: C }\n  format "$a attr-dict `:` type($a)"\n}\n'
_ARITH_RULE = 'import "arith.rules"\nrule R {\n  match (arith.addi $x (arith.constant {value: $c}))\n  replace $x\n'
FOUND_CRASHES: dict[str, str] = {
    # `import irlite.rules.tensor_ as h`: ModuleNotFoundError when the module was imported
    "native_module_missing": "dialect tensor\nnative h = irlite.rules.tensor_\n",
    "native_module_bad_name": "dialect t\nnative h = a..b\n",
    "native_alias_keyword": "dialect t\nnative if = os\n",
    # `import irlite.rules.scf as Operation`: `class FooOp(Operation)` failed on import
    "native_alias_shadows_template": "dialect t\nnative Operation = irlite.rules.scf\nop foo {\n  format \"attr-dict\"\n}\n",
    # `type_parser = h.pa0rse_type` / `= h.parse_type,c`: AttributeError / NameError on import
    "hook_function_missing": "dialect llvm {\n  type_parser h.pa0rse_type\n}\nnative h = irlite.rules.llvm\n",
    "hook_unknown_name": "dialect llvm {\n  type_parser h.parse_type,c\n}\nnative h = irlite.rules.llvm\n",
    # a syntax error on a later line of a Pred(...) snippet: the column of that line on the first
    "pred_error_on_later_line": 'dialect t\nconstraint C = Pred(\n  "d",\n  type(t) is X and (\n  t +))\n',
    "pred_unterminated_string": 'dialect t\nconstraint C = Pred(\n  "d",\n  t or x",\n  t)\n',
    # `\x4` in a rule's test string: UnicodeDecodeError
    "rule_string_bad_escape": _ARITH_RULE + '  test nomatch "ab\\x4"\n}\n',
    "rule_string_bad_name_escape": _ARITH_RULE + '  test nomatch "\u00e9\\N{nope}"\n}\n',
    # `class Foo$barOp`: the generated module did not compile
    "op_name_dollar": 'dialect t\nop foo$bar {\n  format "attr-dict"\n}\n',
    # `op t.`: an op without a mnemonic (class `Op`)
    "op_name_empty": 'dialect t\nop t. {\n  format "attr-dict"\n}\n',
    # two ops, one Python class: the second silently replaced the first
    "op_class_clash": 'dialect t\nop foo_bar {\n  format "attr-dict"\n}\nop t.foo.bar {\n  format "attr-dict"\n}\n',
    # `in` and `in_` are both `in_`: `def build(cls, in_, in_)` did not compile
    "element_python_name_clash": (
        'dialect t\nop foo {\n  operands { in: AnyInt, in_: AnyInt }\n'
        '  format "$in `,` $in_ attr-dict `:` type($in) `,` type($in_)"\n}\n'
    ),
    # a triple-quoted format spanning lines: the error pointed past the end of its first line
    "format_multiline": 'dialect t\nop foo {\n  operands { a: AnyInt }\n  format """$a\n    attr-dct `:` type($a)"""\n}\n',
    "format_triple_quoted": 'dialect t\nop foo {\n  operands { a: AnyInt }\n  format """$a attr-dct"""\n}\n',
    "snippet_multiline_dollar": 'dialect t\nop foo {\n  operands { a: AnyInt }\n  results { r: AnyInt = f(\n    $zz) }\n}\n',
    # a string in a rule's Python running to the end of the file: the error was past it
    "rule_python_unterminated_string": _ARITH_RULE.replace("replace $x", "where $x == \"a\n  replace $x") + "}\n",
    # text between a rule's name and its body was skipped without a word
    "rule_header_junk": _ARITH_RULE.replace("rule R {", "rule R junk (x) {") + "}\n",
    # `int("007", 0)`: ValueError; integers read as TableGen does (decimal unless 0x)
    "enum_case_leading_zero": "dialect t\nenum E : i32 { a = 007, b = 0x10 }\n",
    "attr_default_leading_zero": 'dialect t\nop foo {\n  attrs { i: I64Attr = 010 }\n  format "attr-dict"\n}\n',
    "sized_region_hex": 'dialect t\nop foo {\n  regions { r: SizedRegion<0x1> }\n  format "$r attr-dict"\n}\n',
    "sized_region_negative": 'dialect t\nop foo {\n  regions { r: SizedRegion<-1> }\n  format "$r attr-dict"\n}\n',
    # a NUL in an import's path: ValueError while computing the cache key
    "import_path_nul": 'dialect t\nimport "mini\x00.rules"\n',
    # a directory: `cannot read` without a location / IsADirectoryError on import
    "import_directory": 'dialect t\nimport "."\n',
    "native_directory": 'dialect t\nnative h "./"\n',
    # user text in generated docstrings and f-strings: `\N`, `"""`, a final `"`, newlines, NUL
    "summary_backslash_n": 'dialect t {\n  summary "a \\\\N b"\n}\n',
    "summary_triple_quote": 'dialect t {\n  summary "a \\"\\"\\" b"\n}\n',
    "op_summary_final_quote": 'dialect t\nop foo {\n  summary "ends with \\""\n  format "attr-dict"\n}\n',
    "constraint_desc_final_quote": 'dialect t\nconstraint C = AnyInt "x \\""\n' + _ONE_OP,
    "constraint_desc_newline": 'dialect t\nconstraint C = AnyInt """two\nlines"""\n' + _ONE_OP,
    "summary_nul": 'dialect t {\n  summary "a\x00b"\n}\nop foo {\n  summary "x\x00y"\n  format "attr-dict"\n}\n',
}
FOUND_ERRORS: dict[str, tuple[int, int, str]] = {
    "native_module_missing": (2, 12, "native module 'irlite.rules.tensor_' not found"),
    "native_module_bad_name": (2, 12, "native module 'a..b' not found"),
    "native_alias_keyword": (2, 8, "native alias 'if' is a Python keyword"),
    "native_alias_shadows_template": (2, 8, "native alias 'Operation' clashes with a name of the generated module"),
    "hook_function_missing": (2, 17, "native helper 'h' (irlite.rules.llvm) defines no 'pa0rse_type'"),
    "hook_unknown_name": (2, 28, "unknown name 'c' in dialect hook (not a 'native' alias)"),
    "pred_error_on_later_line": (5, 6, "invalid Python expression: invalid syntax"),
    "pred_unterminated_string": (4, 9, "invalid Python expression: unterminated string literal"),
    "rule_string_bad_escape": (5, 19, "invalid escape sequence in string: truncated \\xXX escape"),
    "rule_string_bad_name_escape": (5, 18, "invalid escape sequence in string: unknown Unicode character name"),
    "op_name_empty": (2, 4, "invalid op name 't.'"),
    "op_class_clash": (5, 1, "op 't.foo.bar' generates the same Python class 'FooBarOp' as op 't.foo_bar' (line 2)"),
    "element_python_name_clash": (3, 26, "name 'in_' clashes with 'in' in op 't.foo' (both are 'in_' in the generated Python)"),
    "format_multiline": (5, 5, "unknown format directive 'attr-dct'"),
    "format_triple_quoted": (4, 16, "unknown format directive 'attr-dct'"),
    "snippet_multiline_dollar": (5, 5, "'$zz' is not an element of op 't.foo'"),
    "rule_python_unterminated_string": (4, 15, "unterminated string in Python expression"),
    "rule_header_junk": (2, 8, "expected '{'"),
    "sized_region_negative": (3, 16, "'SizedRegion' takes a block count"),
    "import_path_nul": (2, 1, "imported file 'mini\x00.rules' not found"),
    "import_directory": (2, 1, "imported file '.' is a directory"),
    "native_directory": (2, 1, "native helper file './' is a directory"),
}


@pytest.mark.parametrize("name", sorted(FOUND_CRASHES))
def test_found_crash(name: str) -> None:
    text = FOUND_CRASHES[name]
    if name not in FOUND_ERRORS:
        assert generate(text), f"{name} is rejected"
        return
    with pytest.raises(RulesError) as ei:
        _generate_or_raise(text)
    e, (line, col, msg) = ei.value, FOUND_ERRORS[name]
    assert e.loc is not None and (e.loc.line, e.loc.col, e.message) == (line, col, msg), e.render()
    generate(text)  # and the location checks of the fuzz test hold


# ----------------------------------------------------------------- the command line

CORRUPT: dict[str, str | bytes] = {
    "truncated_op.rules": "dialect t\nop foo {\n  operands { a: AnyInt",
    "unterminated_string.rules": 'dialect t\nop foo {\n  format "$a attr-dict\n}\n',
    "bad_format.rules": 'dialect t\nop foo {\n  operands { a: AnyInt }\n  format "$a attr-dict `:` type($b)"\n}\n',
    "garbage.rules": "\x00\x01}{)(%^#!\n",
    "truncated_rule.rules": 'import "arith.rules"\nrule R {\n  match (arith.addi $x',
    "bad_rule_op.rules": 'import "arith.rules"\nrule R {\n  match (arith.nope $x $y)\n  replace $x\n}\n',
    "missing_native.rules": "dialect t\nnative h = irlite.rules.nope\n",
    "not_utf8.rules": b"dialect t\n# caf\xff\n",
}


def test_cli_reports_corrupt_files(tmp_path: Path) -> None:
    """``irlite-gen FILE --check`` on corrupt files: exit 1, a located error, no traceback."""
    for n in IMPORTED:
        shutil.copy(RULES / n, tmp_path / n)
    problems = []
    for name, text in CORRUPT.items():
        path = tmp_path / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        problem = corrupt_file_problem(name, path, "irlite.tools.gen", "--check")
        if problem is not None:
            problems.append(problem)
    assert not problems, "\n".join(problems)
