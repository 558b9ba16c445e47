"""Tests of ``ir/diagnostics.py`` (rendering, engine, errors) and ``ir/verify_diagnostics.py``.

Expected texts are what mlir-opt 19 printed for the same inputs, hard-coded so
the tests run without it. ``run_verify_diagnostics`` processes a file as
``mlir-opt --split-input-file --verify-diagnostics --allow-unregistered-dialect``
does, naming each chunk ``within split at <file>:<line> offset `` as MLIR 19 does.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from support.mlir_opt import MLIR_OPT, needs_mlir_opt

from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile, wrong_token_offset
from irlite.ir.diagnostics import (
    Diagnostic,
    DiagnosticEngine,
    DiagnosticError,
    IrliteError,
    Severity,
    SourceManager,
    SourceMgrDiagnosticHandler,
    VerificationError,
    VerifyError,
    diagnostic_from_parse_error,
    get_engine,
    report,
    to_diagnostics,
)
from irlite.ir.location import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc
from irlite.ir.module import parse_module
from irlite.ir.verifier import verify
from irlite.ir.verify_diagnostics import (
    DiagnosticVerifier,
    posix_regex_to_python,
    run_with_expected_diagnostics,
    scan_expected,
)


def mlir_split(text: str, name: str) -> list[tuple[str, str]]:
    """Chunks as mlir-opt 19's ``--split-input-file`` makes them (name, text)."""
    marker = "// -----"
    bounds = []
    prev = 0
    for m in re.finditer(re.escape(marker), text):
        bounds.append((prev, m.start()))
        prev = m.end()
    bounds.append((prev, len(text)))
    return [
        (f"within split at {name}:{text.count(chr(10), 0, a) + 1} offset ", text[a:b])
        for a, b in bounds
    ]


def _process(source: SourceFile) -> str:
    ctx = Context(allow_unregistered=True)
    top = parse_module(source, ctx)
    diags = verify(top, ctx)
    if diags:
        report(diags)
        raise IrliteError("verification failed")
    return "ok"


def run_verify_diagnostics(text: str, name: str = "input.mlir") -> tuple[bool, str]:
    out: list[str] = []
    ok = True
    for cname, ctext in mlir_split(text, name):
        good, _ = run_with_expected_diagnostics(
            SourceFile(cname, ctext), _process, out, sm=SourceManager(load_files=False)
        )
        ok &= good
    return ok, "".join(out)


def render(diag: Diagnostic, *sources: SourceFile) -> str:
    sm = SourceManager(load_files=False)
    for s in sources:
        sm.add(s)
    return sm.render(diag)


# Inputs for ``--split-input-file --verify-diagnostics`` (run as file ``input.mlir``), each
# beside what mlir-opt 19 printed on stderr for it (``<name>.mlir_opt19.txt``).
VD_DIR = Path(__file__).resolve().parent / "data" / "verify_diagnostics"
VD_CASES = sorted(p.stem for p in VD_DIR.glob("*.mlir"))


@pytest.mark.parametrize("name", VD_CASES)
def test_verify_diagnostics_matches_mlir_opt(name: str) -> None:
    ok, out = run_verify_diagnostics((VD_DIR / f"{name}.mlir").read_text(encoding="utf-8"))
    assert out == (VD_DIR / f"{name}.mlir_opt19.txt").read_text(encoding="utf-8")
    assert ok == (out == "")


@needs_mlir_opt
@pytest.mark.parametrize("name", VD_CASES)
def test_recorded_verify_diagnostics_are_mlir_opts(name: str, tmp_path: Path) -> None:
    (tmp_path / "input.mlir").write_bytes((VD_DIR / f"{name}.mlir").read_bytes())
    flags = ["--split-input-file", "--verify-diagnostics", "--allow-unregistered-dialect"]
    theirs = subprocess.run(
        [MLIR_OPT, *flags, "input.mlir"], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert theirs.stderr == (VD_DIR / f"{name}.mlir_opt19.txt").read_text(encoding="utf-8")


# ------------------------------------------------------------------ rendering


def test_severity_words() -> None:
    assert [str(s) for s in Severity] == ["note", "warning", "error", "remark"]


def test_error_hierarchy() -> None:
    assert issubclass(DiagnosticError, IrliteError)
    assert issubclass(VerificationError, DiagnosticError)
    assert VerifyError is VerificationError
    e = VerificationError("bare message")
    assert e.pending_message == "bare message" and e.diagnostics == []
    d = Diagnostic.error(None, "x")
    e = VerificationError(d)
    assert e.diagnostics == [d] and e.pending_message is None
    assert str(DiagnosticError([d])) == "x"


def test_parse_error_with_note() -> None:
    text = '%0 = "foo.a"() : () -> i32\n%0 = "foo.b"() : () -> i32\n'
    src = SourceFile("k.mlir", text)
    with pytest.raises(ParseError) as ei:
        parse_module(src, Context(allow_unregistered=True))
    d = diagnostic_from_parse_error(ei.value)
    assert render(d, src) == (
        "k.mlir:2:1: error: redefinition of SSA value '%0'\n"
        '%0 = "foo.b"() : () -> i32\n'
        "^\n"
        "k.mlir:1:1: note: previously defined here\n"
        '%0 = "foo.a"() : () -> i32\n'
        "^\n"
    )


@pytest.mark.parametrize(
    "text,error,note",
    [
        # mlir-opt 19's error and "prior use here" note positions for each.
        (
            'func.func @f() {\n  "t.u"(%x) : (i32) -> ()\n  "t.u"(%x) : (i64) -> ()\n'
            '  %x = "t.d"() : () -> i32\n  return\n}\n',
            (3, 9),
            (2, 9),
        ),  # a forward reference
        (
            'func.func @f(%a: i32) {\n  "t.u"(%a) : (i64) -> ()\n  return\n}\n',
            (2, 9),
            (1, 14),
        ),  # an argument
        (
            "func.func @f(%b: i64) {\n  %x = arith.constant 1 : i32\n  %y = arith.addi %x, %b : i64\n"
            "  return\n}\n",
            (3, 19),
            (2, 3),
        ),  # a result, in a custom op
    ],
)
def test_type_clash_notes_prior_use(text: str, error: tuple, note: tuple) -> None:
    src = SourceFile("t.mlir", text)
    with pytest.raises(ParseError) as ei:
        parse_module(src, Context(allow_unregistered=True))
    assert "expects different type than prior uses" in ei.value.message
    assert src.line_col(ei.value.offset) == error
    [(msg, nsrc, off)] = ei.value.notes
    assert msg == "prior use here" and nsrc.line_col(off) == note


def test_sources_are_learned_from_parser_locations() -> None:
    text = '"foo.a"() : () -> ()\n"\t\tfoo.b"(%x) : (i32) -> i32\n'
    src = SourceFile("l3.mlir", text)
    with pytest.raises(ParseError) as ei:
        parse_module(src, Context(allow_unregistered=True))
    # Nothing registered: the lazy location carries its source.
    assert SourceManager(load_files=False).render(diagnostic_from_parse_error(ei.value)) == (
        "l3.mlir:2:11: error: use of undeclared SSA value name\n"
        '"               foo.b"(%x) : (i32) -> i32\n'
        "                       ^\n"
    )


def test_non_ascii_line_has_no_caret() -> None:
    src = SourceFile("u.mlir", '"foo.a"(%x) {s = "\u00e9"} : (i32) -> ()\n')
    d = Diagnostic.error(FileLineColLoc.get("u.mlir", 1, 9), "use of undeclared SSA value name")
    assert render(d, src) == (
        "u.mlir:1:9: error: use of undeclared SSA value name\n"
        '"foo.a"(%x) {s = "\u00e9"} : (i32) -> ()\n'
    )


@pytest.mark.parametrize(
    "loc, expected",
    [
        (UnknownLoc.get(), "<unknown>:0: error: msg\n"),
        (NameLoc.get("name"), '<unknown>:0: error: loc("name"): msg\n'),
        (FileLineColLoc.get("nofile.mlir", 3, 4), "nofile.mlir:3:4: error: msg\n"),
        (FileLineColLoc.get("a.mlir", 0, 0), "a.mlir:0:0: error: msg\n"),
        (FileLineColLoc.get("a.mlir", 2, 1), "a.mlir:2:1: error: msg\nline two\n^\n"),
        (FileLineColLoc.get("a.mlir", 2, 9), "a.mlir:2:9: error: msg\nline two\n        ^\n"),
        (FileLineColLoc.get("a.mlir", 2, 10), "a.mlir:2:10: error: msg\n"),
        (FileLineColLoc.get("a.mlir", 4, 1), "a.mlir:4:1: error: msg\n\n^\n"),
        (FileLineColLoc.get("a.mlir", 5, 1), "a.mlir:5:1: error: msg\n"),
        (
            NameLoc.get("n", FileLineColLoc.get("a.mlir", 1, 2)),
            "a.mlir:1:2: error: msg\nline one\n ^\n",
        ),
        (
            FusedLoc.get([NameLoc.get("x"), FileLineColLoc.get("a.mlir", 1, 3)]),
            "a.mlir:1:3: error: msg\nline one\n  ^\n",
        ),
        (
            CallSiteLoc.get(
                FileLineColLoc.get("a.mlir", 1, 1),
                CallSiteLoc.get(
                    FileLineColLoc.get("a.mlir", 2, 1), FileLineColLoc.get("b.mlir", 7, 7)
                ),
            ),
            (
                "a.mlir:1:1: error: msg\nline one\n^\n"
                "a.mlir:2:1: note: called from\nline two\n^\n"
                "b.mlir:7:7: note: called from\n"
            ),
        ),
    ],
)
def test_render_locations(loc, expected) -> None:
    src = SourceFile("a.mlir", "line one\nline two\nline three\n")
    assert render(Diagnostic.error(loc, "msg"), src) == expected


def test_notes_show_source_only_when_location_changes() -> None:
    src = SourceFile("a.mlir", "line one\nline two\n")
    l1 = FileLineColLoc.get("a.mlir", 1, 1)
    l2 = FileLineColLoc.get("a.mlir", 2, 1)
    d = Diagnostic.error(l1, "e")
    d.attach_note("same place")
    d.attach_note("elsewhere", l2)
    d.attach_note("elsewhere again", l2)
    w = Diagnostic.warning(l2, "w")
    assert render(d, src) + render(w, src) == (
        "a.mlir:1:1: error: e\nline one\n^\n"
        "a.mlir:1:1: note: same place\n"
        "a.mlir:2:1: note: elsewhere\nline two\n^\n"
        "a.mlir:2:1: note: elsewhere again\n"
        "a.mlir:2:1: warning: w\nline two\n^\n"
    )


def test_split_chunks_numbered_by_original_lines() -> None:
    # Two buffers of one name, the second starting at line 4 of the original file.
    a = SourceFile("f.mlir", "one\ntwo\n")
    b = SourceFile("f.mlir", "four\nfive\n", line_offset=3)
    sm = SourceManager(load_files=False)
    sm.add(a)
    sm.add(b)
    d = Diagnostic.error(FileLineColLoc.get("f.mlir", 5, 2), "m")
    d.attach_note("n", FileLineColLoc.get("f.mlir", 2, 1))
    assert sm.render(d) == "f.mlir:5:2: error: m\nfive\n ^\nf.mlir:2:1: note: n\ntwo\n^\n"


def test_source_manager_reads_files(tmp_path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "other.mlir").write_text("alpha\nbeta\n")
    d = Diagnostic.error(FileLineColLoc.get("other.mlir", 2, 3), "m")
    assert SourceManager().render(d) == "other.mlir:2:3: error: m\nbeta\n  ^\n"
    assert SourceManager(load_files=False).render(d) == "other.mlir:2:3: error: m\n"


# ------------------------------------------------------------------ engine


def _func_return_op():
    ctx = Context(allow_unregistered=True)
    top = parse_module(SourceFile("e.mlir", "func.func @f() {\n  return\n}\n"), ctx)
    return top.regions[0].blocks[0].first.regions[0].blocks[0].first


def test_engine_handler_stack() -> None:
    engine = DiagnosticEngine()
    first: list = []
    second: list = []
    engine.register_handler(first.append)
    hid = engine.register_handler(lambda d: second.append(d) or False)  # passes it on
    d = engine.emit_error(UnknownLoc.get(), "one")
    assert first == [d] and second == [d]
    engine.erase_handler(hid)
    engine.emit_warning(UnknownLoc.get(), "two")
    assert len(first) == 2 and len(second) == 1
    with engine.scoped_handler(second.append):
        engine.emit_remark(UnknownLoc.get(), "three")
    assert [x.message for x in second] == ["one", "three"] and len(first) == 2


def test_engine_default_prints_errors_only(capsys) -> None:
    engine = DiagnosticEngine()
    engine.emit_warning(UnknownLoc.get(), "quiet")
    engine.emit_error(UnknownLoc.get(), "loud")
    assert capsys.readouterr().err == "<unknown>:0: error: loud\n"


def test_op_diagnostics_get_the_current_operation_note() -> None:
    op = _func_return_op()
    engine = DiagnosticEngine()
    out: list[str] = []
    engine.register_handler(SourceMgrDiagnosticHandler(SourceManager(load_files=False), out))
    engine.emit_op_error(op, "is odd")
    engine.emit_warning(op, "warned")
    assert "".join(out) == (
        "e.mlir:2:3: error: 'func.return' op is odd\n  return\n  ^\n"
        'e.mlir:2:3: note: see current operation: "func.return"() : () -> ()\n'
        "e.mlir:2:3: warning: warned\n  return\n  ^\n"
        "e.mlir:2:3: note: see current operation: func.return\n"
    )
    engine.print_op_on_diagnostic = False
    d = engine.emit_error(op, "plain")
    assert d.notes == [] and d.op is None


def test_report_uses_the_process_engine() -> None:
    seen: list = []
    with get_engine().scoped_handler(seen.append):
        report(Diagnostic.error(UnknownLoc.get(), "a"))
        report(DiagnosticError([Diagnostic.error(UnknownLoc.get(), "b")]))
    assert [d.message for d in seen] == ["a", "b"]
    with pytest.raises(TypeError):
        to_diagnostics(42)


# ------------------------------------------------------------------ verify-diagnostics API


def test_scan_expected_designators() -> None:
    text = (
        "a\n"
        "// expected-error {{on own line}}\n"
        "b // expected-warning@-1 {{up}}\n"
        "// expected-remark@below {{below}}\n"
        "// expected-note@above {{above}}\n"
        "c\n"
        "// expected-error-re@+1 {{x {{[0-9]+}} y}}\n"
    )
    exp, errors = scan_expected(SourceFile("s.mlir", text, line_offset=10))
    assert errors == []
    got = [(str(e.severity), e.line, e.substring) for e in exp]
    assert got == [
        ("error", 12, "on own line"),
        ("warning", 12, "up"),
        ("remark", 16, "below"),
        ("note", 11, "above"),
        ("error", 18, "x {{[0-9]+}} y"),
    ]
    assert exp[-1].match("a x 42 y b") and not exp[-1].match("x y")


@pytest.mark.parametrize(
    "pattern, python",
    [
        ("[[:alpha:]]+", "[a-zA-Z]+"),
        ("a{2,3}b{2}", "a{2,3}b{2}"),
        ("\\d", "d"),
        ("x$", "x(?!.)"),
        ("[^]a-]", "[^\\]a\\-]"),
        ("(ab|c)*", "(ab|c)*"),
    ],
)
def test_posix_regex_translation(pattern, python) -> None:
    assert posix_regex_to_python(pattern) == (python, None)


def test_verifier_handler_direct_use() -> None:
    src = SourceFile("v.mlir", "x\ny // expected-error {{boom}}\n")
    sm = SourceManager(load_files=False)
    sm.add(src)
    out = io.StringIO()
    v = DiagnosticVerifier(sm, out)
    engine = DiagnosticEngine()
    engine.register_handler(v)
    engine.emit_error(FileLineColLoc.get("v.mlir", 2, 1), "a boom happened")
    engine.emit_error(FileLineColLoc.get("v.mlir", 1, 1), "surprise")
    assert v.verify() is False
    assert out.getvalue() == "v.mlir:1:1: error: unexpected error: surprise\nx\n^\n"


def test_run_with_expected_diagnostics_restores_engine() -> None:
    engine = get_engine()
    before = (engine.print_op_on_diagnostic, len(engine._handlers))

    def boom(source):
        raise ValueError("a bug")

    with pytest.raises(ValueError):
        run_with_expected_diagnostics(SourceFile("z.mlir", ""), boom, [])
    assert (engine.print_op_on_diagnostic, len(engine._handlers)) == before
    ok, result = run_with_expected_diagnostics(SourceFile("z.mlir", ""), lambda s: "out", [])
    assert ok and result == "out"


def test_run_with_expected_diagnostics_catches_parse_errors() -> None:
    src = SourceFile("p.mlir", '"foo.x"(%1) : (i32) -> () // expected-error {{undeclared SSA}}\n')

    def parse_only(source):
        return parse_module(source, Context(allow_unregistered=True))

    out: list[str] = []
    ok, result = run_with_expected_diagnostics(src, parse_only, out)
    assert ok and out == [] and result is None


def test_learned_sources_are_bounded_and_added_ones_kept() -> None:
    sm = SourceManager(load_files=False)
    pinned = SourceFile("pinned.mlir", "p\n")
    sm.add(pinned)

    class Lazy:
        __slots__ = ("offset", "source")

        def __init__(self, source, offset):
            self.source = source
            self.offset = offset

        def resolve(self):
            line, col = self.source.line_col(self.offset)
            return FileLineColLoc.get(self.source.name, line, col)

    for i in range(SourceManager.LEARNED_LIMIT + 5):
        src = SourceFile(f"learned{i}.mlir", "x\n")
        assert (
            sm.render(Diagnostic.error(Lazy(src, 0), "m"))
            == f"learned{i}.mlir:1:1: error: m\nx\n^\n"
        )
    assert len(sm.sources) == SourceManager.LEARNED_LIMIT + 1
    assert pinned in sm.sources


def test_add_source_registers_with_the_default_manager() -> None:
    from irlite.ir.diagnostics import add_source, default_source_manager

    src = SourceFile("<stdin-test>", "abc\n")
    add_source(src)
    d = Diagnostic.error(FileLineColLoc.get("<stdin-test>", 1, 2), "m")
    assert default_source_manager().render(d) == "<stdin-test>:1:2: error: m\nabc\n ^\n"


def test_chunk_numbered_by_original_lines() -> None:
    # A split-input chunk whose first line is line 11 of the original file.
    text = 'func.func @f() {\n  return // expected-error {{must be the last}}\n  "foo.x"() : () -> ()\n}\n'
    out: list[str] = []
    ok, _ = run_with_expected_diagnostics(
        SourceFile("orig.mlir", text, line_offset=10),
        _process,
        out,
        sm=SourceManager(load_files=False),
    )
    assert ok and out == []
    text = text.replace("must be the last", "something else")
    ok, _ = run_with_expected_diagnostics(
        SourceFile("orig.mlir", text, line_offset=10),
        _process,
        out,
        sm=SourceManager(load_files=False),
    )
    assert not ok
    assert "".join(out) == (
        "orig.mlir:12:3: error: unexpected error: 'func.return' op must be the last operation in "
        "the parent block\n"
        "  return // expected-error {{something else}}\n"
        "  ^\n"
        'orig.mlir:12:13: error: expected error "something else" was not produced\n'
        "  return // expected-error {{something else}}\n"
        "            ^~~~~~~~~~~~~~\n"
    )


# ------------------------------------------------------------ where parse errors point


@pytest.mark.parametrize(
    "text,token,expected",
    [
        ("a b", 2, 1),  # mid-line: right after the previous token
        ("a  \t b", 5, 1),
        ("a\n  b", 4, 1),  # next line: back to the end of the previous line
        ("a   \n\n   \n b", 11, 1),  # over blank lines and trailing blanks
        ("a // note\n// more\nb", 18, 1),  # over `//` comments
        ("ab(", 3, 2),  # end of input: MLIR first steps back one character
        ("ab\n", 3, 2),
        ("  b", 2, 2),  # nothing before: the token itself
    ],
)
def test_wrong_token_offset(text: str, token: int, expected: int) -> None:
    assert wrong_token_offset(text, token) == expected


def _parse_error(text: str) -> tuple[int, int, str]:
    source = SourceFile("t.mlir", text)
    with pytest.raises(ParseError) as ei:
        parse_module(source, Context(allow_unregistered=True))
    line, col = source.line_col(ei.value.offset)
    return line, col, ei.value.message


@pytest.mark.parametrize(
    "text,expected",
    [
        # mlir-opt 19's line:col and message for each.
        ('"foo.op"(%a\n  : (i32) -> ()\n', (1, 12, "expected ')' to end operand list")),
        ('"foo.op"() x : () -> ()\n', (1, 11, "expected ':' followed by operation type")),
        ('"foo.op"()', (1, 10, "expected ':' followed by operation type")),
        ("func.func @f() {\n", (1, 17, "expected operation name in quotes")),
        ('"foo.op"() ({\n^\n}) : () -> ()\n', (2, 1, "invalid block name")),
        (
            '"foo.op"() : () -> () {-# \n',
            (1, 27, "expected identifier key in file metadata dictionary"),
        ),
        ('"foo.op"() {a = dense<[1,\n', (1, 26, "expected element literal of primitive type")),
    ],
)
def test_parse_error_position(text: str, expected: tuple[int, int, str]) -> None:
    assert _parse_error(text) == expected


_PARSE_ERROR_FILES = sorted(
    (Path(__file__).resolve().parents[1] / "lit" / "roundtrip").glob("parse-errors-*.mlir")
)
_SPLIT_ERROR = re.compile(
    r"^within split at .*?:(\d+) offset :(\d+):(\d+): error: (.*)$", re.MULTILINE
)


def _first_error_per_chunk(stderr: str) -> dict[int, tuple[str, str, str]]:
    out: dict[int, tuple[str, str, str]] = {}
    for m in _SPLIT_ERROR.finditer(stderr):
        out.setdefault(int(m.group(1)), (m.group(2), m.group(3), m.group(4)))
    return out


@needs_mlir_opt
@pytest.mark.parametrize("path", _PARSE_ERROR_FILES, ids=lambda p: p.name)
def test_parse_errors_match_mlir_opt(path: Path) -> None:
    """Each chunk of the parse-error lit files: irlite's first error is mlir-opt's
    (message and line:col); every chunk but the first has one."""
    args = [str(path), "--split-input-file", "--allow-unregistered-dialect"]
    theirs = subprocess.run(
        [MLIR_OPT, *args], check=False, capture_output=True, text=True, timeout=60
    )
    ours = subprocess.run(
        [sys.executable, "-m", "irlite.tools.opt", *args],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert "Traceback" not in ours.stderr, ours.stderr
    expected = _first_error_per_chunk(theirs.stderr)
    assert len(expected) == path.read_text(encoding="utf-8").count("\n// -----\n")
    assert _first_error_per_chunk(ours.stderr) == expected


def test_columns_count_utf8_bytes_as_mlir() -> None:
    """mlir-opt 19: ``2:45`` for this line (each 'é' is two bytes); the caret stays
    under the offending token."""
    text = 'func.func @f() {\n  %0 = "test.op"() {s = "\u00e9\u00e9"} : () -> i32 frob\n}\n'
    line, col, _ = _parse_error(text)
    assert (line, col) == (2, 45)
    src = SourceFile("t.mlir", text)
    out = src.render(text.index("frob"), "error", "x").splitlines()
    assert out[0].startswith("t.mlir:2:45: error:")
    assert out[2].index("^") == out[1].index("frob")


@pytest.mark.parametrize(
    "text,line,col,message",
    [
        # mlir-opt 19's position and message for each.
        ("func.func @f(%a: i32 %b: i32)", 1, 21, "expected ')'"),
        ("func.func @f() -> (i32 {a = 1} i32)", 1, 31, "expected ')'"),
        ("func.func @f(%a: i32, i32)", 1, 23, "custom op 'func.func' expected SSA identifier"),
        (
            "func.func @f(i32, %a: i32)",
            1,
            19,
            "custom op 'func.func' expected type instead of SSA identifier",
        ),
        ("llvm.func @f(%a: i32, ) {}", 1, 23, "custom op 'llvm.func' expected SSA identifier"),
        ("func.func @f(%a#1: i32)", 1, 16, "result number not allowed in argument list"),
        ("func.func @f(%#: i32)", 1, 14, "invalid SSA name"),
        (
            "func.func @f() {\n  %0 = func.constant 8 : i32\n",
            2,
            22,
            "integer literal not valid for specified type",
        ),
        (
            "func.func @f() {\n  %0 = func.constant 1.0 : () -> ()\n",
            2,
            26,
            "floating point value not valid for specified type",
        ),
        (
            "func.func @f(%a: index) {\n  %4 = index.cmp %a slt(%a, %a)\n",
            2,
            18,
            "custom op 'index.cmp' expected valid keyword",
        ),
    ],
)
def test_function_signature_errors_as_mlir(text: str, line: int, col: int, message: str) -> None:
    assert _parse_error(text + "\n") == (line, col, message)


@pytest.mark.parametrize("op", ["func.func", "llvm.func"])
def test_unnamed_arguments_with_a_body_are_the_verifiers(op: str) -> None:
    """MLIR parses ``@f(i32) { ... }`` with an entry block of no arguments and
    lets the verifier report the mismatch."""
    ret = "return" if op == "func.func" else "llvm.return"
    ctx = Context()
    top = parse_module(f"{op} @f(i32) {{ {ret} }}\n", ctx)
    from irlite.ir.verifier import verify

    [d] = verify(top, ctx)
    assert d.message == f"'{op}' op entry block must have 1 arguments to match function signature"


@pytest.mark.parametrize(
    "text,allow,col,message",
    [
        # mlir-opt 19's first error for each.
        ('""() : () -> ()', False, 1, "empty operation name is invalid"),
        ("i32 {", False, 1, "expected operation name in quotes"),  # a type token, not a name
        ("f32 {", False, 1, "custom op 'f32' is unknown (tried 'builtin.f32' as well)"),
        ("foo.: i32", False, 1, "custom op 'foo.' is unknown (tried 'builtin.foo.' as well)"),
        ("foo.bar : i32", True, 1, "Dialect `foo' not found for custom op 'foo.bar' "),
    ],
)
def test_operation_name_errors_as_mlir(text: str, allow: bool, col: int, message: str) -> None:
    source = SourceFile("t.mlir", text + "\n")
    with pytest.raises(ParseError) as ei:
        parse_module(source, Context(allow_unregistered=allow))
    assert (source.line_col(ei.value.offset), ei.value.message) == ((1, col), message)


def test_unknown_dialect_notes_the_registered_ones() -> None:
    with pytest.raises(ParseError) as ei:
        parse_module("foo.bar : i32\n", Context())
    [(note, _, _)] = ei.value.notes
    assert note.startswith("Registered dialects: ")
    listed = note[len("Registered dialects: ") :].split(" ;")[0].split(", ")
    assert {"arith", "builtin", "cf", "func", "scf"} <= set(listed)
    assert listed == sorted(listed)  # as mlir-opt lists them


@pytest.mark.parametrize(
    "text,col,message",
    [
        # mlir-opt 19's first error for each (unregistered dialects allowed).
        ("func.func @sig-)a(", 15, "expected '('"),  # '-' cannot continue a bare symbol name
        ('foo.op"(%a', 11, "expected '\"' in string literal"),  # the lexer's error comes first
        (
            '"t.op"() {a = #llvm.fastmath<fast} : () -> ()',
            29,
            "unbalanced '<' character in pretty dialect name",
        ),
        (
            "func.func @f(%a: i32) {\n  %0 = llvm.call @f(%a %a) : (i32, i32) -> i32",
            23,
            "expected ')' in operand list",
        ),
    ],
)
def test_token_level_errors_as_mlir(text: str, col: int, message: str) -> None:
    source = SourceFile("t.mlir", text + "\n")
    with pytest.raises(ParseError) as ei:
        parse_module(source, Context(allow_unregistered=True))
    assert (source.line_col(ei.value.offset)[1], ei.value.message) == (col, message)


@pytest.mark.parametrize(
    "text,message",
    [
        # mlir-opt 19's first error for each.
        (
            '"t.op"(%3tensor) : (i32) -> ()',
            "1:10: expected ')' to end operand list",
        ),  # %3 then `tensor`
        (
            "func.func @f(%s: !llvm.struct<(i32, i32)>) {\n  %0 = llvm.extractvalue %s[x] : !llvm.struct<(i32, i32)>",
            "2:29: custom op 'llvm.extractvalue' expected integer value",
        ),
    ],
)
def test_more_token_errors_as_mlir(text: str, message: str) -> None:
    line, col, msg = _parse_error(text + "\n")
    assert f"{line}:{col}: {msg}" == message


@pytest.mark.parametrize(
    "op",
    [
        '"func.func"() <{function_type = () -> ()}> ({}) : () -> ()',
        '"memref.global"() <{type = memref<i32>}> : () -> ()',
    ],
)
def test_missing_symbol_name_is_the_ops_own_requirement(op: str) -> None:
    from irlite.ir.verifier import verify

    ctx = Context()
    [d] = verify(parse_module(op + "\n", ctx), ctx)
    assert d.message.endswith("op requires attribute 'sym_name'")


@pytest.mark.parametrize(
    "attr,col,message",
    [
        # mlir-opt 19: a registered dialect parses its own attributes.
        ("#arith.overf", 22, "unknown attribute `overf` in dialect `arith`"),
        ("#math.foo<1>", 21, "dialect 'math' provides no attribute parsing hook"),
        ("#func.foo", 21, "dialect 'func' provides no attribute parsing hook"),
    ],
)
def test_dialect_attribute_errors_as_mlir(attr: str, col: int, message: str) -> None:
    line, c, msg = _parse_error(f'"t.op"() {{a = {attr}}} : () -> ()\n')
    assert (line, c, msg) == (1, col, message)


def test_llvm_keeps_attributes_it_does_not_model() -> None:
    from irlite.ir.printer import print_module

    text = '"t.op"() {a = #llvm.framePointerKind<all>} : () -> ()\n'
    assert "#llvm.framePointerKind<all>" in print_module(
        parse_module(text, Context(allow_unregistered=True))
    )


def test_dialect_type_without_hook_as_mlir() -> None:
    assert _parse_error('"t.op"() : () -> !math.foo\n') == (
        1,
        24,
        "dialect 'math' provides no type parsing hook",
    )


def test_buffers_sharing_a_name_show_their_own_lines() -> None:
    """Two sources named ``<string>``: each diagnostic quotes its own text, and a location
    without its buffer quotes the newest one of that name."""
    from irlite.ir.diagnostics import SourceManager

    SF = SourceFile

    sm = SourceManager(load_files=False)
    a, b = SF("<string>", "%0 = first\n"), SF("<string>", "%0 = second\n")
    sm.add(a)
    sm.add(b)
    assert "second" in sm.find("<string>", 1).source.text
    for text in (
        "func.func @a() {\n  %0 = math.exp : f32\n}\n",
        "func.func @b() {\n  %0 = x.y\n}\n",
    ):
        with pytest.raises(ParseError) as ei:
            parse_module(SF("<string>", text), Context())
        rendered = ei.value.render() if hasattr(ei.value, "render") else str(ei.value)
        assert text.splitlines()[1] in rendered
