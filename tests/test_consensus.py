"""An edit is made only where every site reading its text makes the same edit."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from pathlib import Path
from types import SimpleNamespace

import hisparse_fix
from hisparse_fix.engine.consensus import Checked, settle
from hisparse_fix.engine.pipeline import fix_text, process_bytes
from hisparse_fix.formats.errors import OverlappingEditsError, SkippedFile, UnwritableEditError
from hisparse_fix.formats.text_edits import Replacement, apply_replacements
from hisparse_fix.rules import check_site
from hisparse_fix.sglang.argv import parse_options
from hisparse_fix.sglang.settings import BackendFix, Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Reader, Severity, Span, Token


def _tokens(text: str, start: int, end: int) -> list[Token]:
    """The blank-separated words of `text[start:end]`, with their offsets."""
    tokens = []
    position = start
    for word in text[start:end].split():
        at = text.index(word, position)
        tokens.append(Token(word, Span(at, at + len(word)), tuple(range(at, at + len(word)))))
        position = at + len(word)
    return tokens


def _words_format(pieces: Sequence[tuple[str, Sequence[str]]]) -> SimpleNamespace:
    """A format for tests: each launch (`name`, run) reads the named lines of the text.

    A text is lines `name: words...`; a launch is a list of line names read in
    order, like a command that expands several bash arrays.
    """

    def lines(text: str) -> dict[str, tuple[int, int]]:
        found = {}
        offset = 0
        for line in text.splitlines(keepends=True):
            name, _, _ = line.partition(":")
            found[name] = (offset + len(name) + 1, offset + len(line.rstrip("\n")))
            offset += len(line)
        return found

    def find_sites(text: str) -> list[LaunchSite]:
        spans = lines(text)
        sites = []
        for index, (run, names) in enumerate(pieces):
            tokens = [token for name in names for token in _tokens(text, *spans[name])]
            partial = run.startswith("partial")  # not all it reads was followed
            span = Span(index, index + 1)
            site = LaunchSite(tuple(parse_options(tokens)), span, run=run, partial=partial)
            sites.append(site)
        return sites

    def apply(text: str, edits: Sequence[Edit]) -> str:
        replacements = []
        for edit in edits:
            if edit.kind is EditKind.SET_VALUE:
                assert edit.option.value_span is not None and edit.value is not None
                replacements.append(Replacement(edit.option.value_span, edit.value))
            elif edit.kind is EditKind.ADD:
                at = Span(edit.option.span.end, edit.option.span.end)
                added = f" --{edit.name}" + ("" if edit.value is None else f" {edit.value}")
                replacements.append(Replacement(at, added))
            else:
                replacements.append(Replacement(edit.option.span, ""))
        return apply_replacements(text, replacements, lambda _text, span: span)

    return SimpleNamespace(find_sites=find_sites, apply=apply)


def _fix(text: str, launches: Sequence[tuple[str, Sequence[str]]], **settings: object):
    return fix_text(text, _words_format(launches), Settings(**settings))  # type: ignore[arg-type]


BASE = (
    "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    "cpu: --device cpu\ngpu: --tp 8\n"
)


def test_one_launch_is_fixed() -> None:
    fixed = _fix(BASE, [("", ["base", "gpu"])])
    assert fixed.text == BASE.replace("fp8_e5m2", "fp8_e4m3")
    assert [item.finding.severity for item in fixed.findings] == [Severity.FIX]


def test_shared_text_needing_different_fixes_is_left_and_reported() -> None:
    """A CPU run would drop HiSparse, a GPU run would fix the dtype: neither edit is
    right for both, so neither is made, and both are reported as not fixable."""
    fixed = _fix(BASE, [("when cpu", ["base", "cpu"]), ("when gpu", ["base", "gpu"])])
    assert fixed.text == BASE
    severities = {item.finding.code: item.finding.severity for item in fixed.findings}
    assert severities == {"HSF001": Severity.UNFIXABLE, "HSF002": Severity.UNFIXABLE}
    messages = " ".join(item.finding.message for item in fixed.findings)
    assert "the launch on line 1 when gpu" in messages
    assert "the launch on line 1 when cpu" in messages


def test_runs_that_agree_are_fixed_once() -> None:
    text = BASE + "more: --port 1\n"
    fixed = _fix(text, [("when a", ["base", "gpu"]), ("when b", ["base", "gpu", "more"])])
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")
    assert len(fixed.findings) == 1


def test_an_edit_only_one_run_reads_is_made() -> None:
    """The backend lives in a line only the fp8 run reads; the dtype both agree on."""
    text = (
        "base: --enable-hisparse --disable-radix-cache\n"
        "fp8: --kv-cache-dtype fp8_e4m3 --dsa-decode-backend tilelang\n"
        "bf16: --kv-cache-dtype bfloat16 --dsa-decode-backend flashmla_sparse\n"
    )
    fixed = _fix(text, [("when fp8", ["base", "fp8"]), ("when bf16", ["base", "bf16"])])
    assert "tilelang" not in fixed.text
    assert "flashmla_sparse" in fixed.text
    assert [item.finding.severity for item in fixed.findings] == [Severity.FIX]


def test_a_launch_without_hisparse_keeps_the_text_it_reads() -> None:
    """SGLang accepts fp8_e5m2 without HiSparse: that run must keep it."""
    text = "dtype: --kv-cache-dtype fp8_e5m2\non: --enable-hisparse --disable-radix-cache\n"
    fixed = _fix(text, [("when on", ["dtype", "on"]), ("when off", ["dtype"])])
    assert fixed.text == text
    (item,) = fixed.findings
    assert item.finding.severity is Severity.UNFIXABLE
    assert "which needs it as it is" in item.finding.message


def test_replace_on_a_list_shared_by_bf16_and_fp8_launches_does_not_crash() -> None:
    text = (
        "base: --enable-hisparse --disable-radix-cache --dsa-decode-backend tilelang\n"
        "fp8: --kv-cache-dtype fp8_e4m3\n"
        "bf16: --kv-cache-dtype bfloat16\n"
    )
    fixed = _fix(
        text,
        [("", ["base", "fp8"]), ("", ["base", "bf16"])],
        backend_fix=BackendFix.REPLACE,
    )
    assert fixed.text == text
    assert {item.finding.severity for item in fixed.findings} == {Severity.UNFIXABLE}
    assert "a different change there" in fixed.findings[0].finding.message


def test_a_shared_edit_is_made_when_the_refusal_is_over_another_option() -> None:
    """Runs a and b agree on the dtype; b cannot have its backend fix (c reads that text
    without HiSparse and needs it as it is). The dtype is right for both, and leaves b no
    worse, so it is made; b's backend fix is refused, naming c."""
    text = (
        "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
        "x: --dsa-decode-backend tilelang\n"
        "plain: --tp 8\n"
    )
    launches = [("a", ["base", "plain"]), ("b", ["base", "x"]), ("c", ["x"])]
    fixed = _fix(text, launches)
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")
    unfixable = [i.finding for i in fixed.findings if i.finding.severity is Severity.UNFIXABLE]
    assert [finding.code for finding in unfixable] == ["HSF003"]
    assert "line 1 c, which needs it as it is" in unfixable[0].message


def test_refusal_spreads_to_sites_that_agreed() -> None:
    """Runs a and b agree on the dtype, but b cannot take its edits at all (it is
    partial: the tool did not follow all it reads), so a cannot have the dtype either."""
    text = "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    text += "plain: --tp 8\n"
    launches = [("a", ["base", "plain"]), ("partial b", ["base"])]
    fixed = _fix(text, launches)
    assert fixed.text == text
    messages = [item.finding.message for item in fixed.findings]
    spread = [m for m in messages if "which needs the same change but cannot have" in m]
    assert spread
    # "cannot have" already says b is not fixable: the message does not say it twice.
    assert not any("not fixable here either" in message for message in spread)


def test_settle_keeps_warnings_and_drops_duplicates() -> None:
    text = "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype $X\n"
    tokens = _tokens(text, 5, len(text) - 1)
    tokens[-1] = Token("\x00", tokens[-1].span, (-1,))
    site = LaunchSite(tuple(parse_options(tokens)), Span(0, 1))
    findings = tuple(check_site(site, Settings()))
    settled = settle([Checked(site, findings), Checked(site, findings)], lambda s: "x")
    assert [f.severity for f in settled] == [Severity.WARNING]


def test_a_launch_not_read_in_every_run_is_not_edited() -> None:
    """Past the adapter's cap on alternatives an unread run may need the text as it is."""
    site = LaunchSite(
        tuple(parse_options(_tokens(BASE, 6, BASE.index(chr(10))))),
        Span(0, 1),
        run="when a",
        partial=True,
    )
    findings = tuple(check_site(site, Settings()))
    (settled,) = settle([Checked(site, findings)], lambda s: "x")
    assert settled.severity is Severity.UNFIXABLE
    assert "cannot follow all this launch reads" in settled.message


def test_a_new_value_is_judged_by_who_reads_the_value_not_the_name() -> None:
    """`--kv-cache-dtype "$D"` with `D=fp8_e5m2` before a loop that may set D from
    elsewhere: that run reads the option's name but not the default's text, so the
    default can be fixed."""
    text = "flag: --enable-hisparse --disable-radix-cache --kv-cache-dtype $D\nd: fp8_e5m2\n"
    line = text.index("\n")
    flag = _tokens(text, 6, line)
    value = _tokens(text, line + 3, len(text))
    dollar = Token("\x00", flag[-1].span, (-1,))

    def detached(tokens: list[Token]) -> LaunchSite:
        options = [
            replace(o, span=o.parts[0], detached=True) if o.name == "kv-cache-dtype" else o
            for o in parse_options(tokens)
        ]
        return LaunchSite(tuple(options), Span(0, 1))

    known = replace(detached([*flag[:-1], *value]), run="by default")
    other = replace(detached([*flag[:-1], dollar]), run="with -d")
    checked = [Checked(site, tuple(check_site(site, Settings()))) for site in (known, other)]
    settled = settle(checked, lambda site: site.run)
    assert [(f.code, f.severity) for f in settled] == [
        ("HSF002", Severity.FIX),
        ("HSF002", Severity.WARNING),
    ]


def test_a_site_whose_edit_cannot_be_written_is_unfixable_and_the_rest_are_fixed() -> None:
    """The adapter refuses one site's edit: that site's findings stay unfixable, the
    file is not given up, and the other launches are still fixed."""
    words = _words_format([("", ["a"]), ("", ["b"])])

    def apply(text: str, edits: Sequence[Edit]) -> str:
        if any(edit.kind is EditKind.ADD for edit in edits):
            raise OverlappingEditsError("the anchor is written in two places")
        return words.apply(text, edits)

    text = "a: --enable-hisparse\nb: --enable-hisparse --disable-radix-cache --kv-cache-dtype x\n"
    fixed = fix_text(text, SimpleNamespace(find_sites=words.find_sites, apply=apply), Settings())
    assert fixed.text == text.replace("dtype x", "dtype fp8_e4m3")
    (unfixable,) = [item.finding for item in fixed.findings if not item.fixable]
    assert unfixable.code == "HSF004"
    assert "cannot write this edit here (the anchor is written in two places)" in unfixable.message


def test_an_unwritable_edit_is_placed_by_line_and_column_never_by_offsets() -> None:
    """An adapter names the offset its refusal is about; the message gives its line and
    column in the file, not a span's repr."""
    words = _words_format([("", ["a"]), ("", ["b"])])
    text = "a: --enable-hisparse\nb: --enable-hisparse --disable-radix-cache --kv-cache-dtype x\n"
    at = text.index("--kv-cache-dtype")

    def apply(text: str, edits: Sequence[Edit]) -> str:
        raise UnwritableEditError("the option is written in two places", at=at)

    fixed = fix_text(text, SimpleNamespace(find_sites=words.find_sites, apply=apply), Settings())
    assert fixed.text == text
    messages = [item.finding.message for item in fixed.findings]
    assert any("(the option is written in two places, at line 2, column 44)" in m for m in messages)
    assert not any("Span(" in message for message in messages)


def _formatted_names(node: ast.JoinedStr) -> list[str]:
    """The names an f-string formats as they are: `span` for `{option.span}` or
    `{span}`, `parts` for `{parts[0]}` (not what a call turns them into)."""
    found = []
    for value in node.values:
        if not isinstance(value, ast.FormattedValue):
            continue
        shown = value.value
        while isinstance(shown, ast.Subscript):
            shown = shown.value
        if isinstance(shown, ast.Name):
            found.append(shown.id)
        elif isinstance(shown, ast.Attribute):
            found.append(shown.attr)
    return found


def test_no_edit_error_formats_a_span_into_its_message() -> None:
    """A span formatted into a message prints `Span(start=72, end=114)`; an adapter
    passes the offset as `at=` and the engine places it."""
    package = Path(hisparse_fix.__file__).parent
    offenders = []
    for path in sorted(package.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if not node.func.id.endswith("EditError") and node.func.id != "OverlappingEditsError":
                continue
            for argument in node.args:
                if isinstance(argument, ast.JoinedStr):
                    names = _formatted_names(argument)
                    if any("span" in name or name in ("target", "part", "parts") for name in names):
                        offenders.append(f"{path.relative_to(package)}:{node.lineno}")
    assert offenders == []


def test_a_file_its_adapter_skips_is_reported_with_the_reason() -> None:
    def find_sites(text: str) -> list[LaunchSite]:
        raise SkippedFile("a Helm template, not YAML")

    adapter = SimpleNamespace(find_sites=find_sites, apply=lambda text, edits: text)
    result = process_bytes("chart.yaml", b"enable-hisparse: {{ .Values.x }}\n", adapter, Settings())
    assert (result.skipped, result.note, result.problem) == (
        True,
        "a Helm template, not YAML",
        None,
    )


def _with_readers(launches: Sequence[tuple[str, Sequence[str]]], readers: Sequence[Reader]):
    """The words format, every site also listing `readers` (as an adapter lists them)."""
    fmt = _words_format(launches)
    find_sites = fmt.find_sites
    fmt.find_sites = lambda text: [replace(s, readers=tuple(readers)) for s in find_sites(text)]
    return fmt


def test_a_reader_that_is_not_a_launch_blocks_the_edit_of_its_text_and_is_named() -> None:
    """`[[ $KV == fp8_e5m2 ]]` reads the dtype's text too: rewriting it would change
    what the test decides, so the fix is refused and the message names the test."""
    value = BASE.index("fp8_e5m2")
    test = Reader(Span(value, value + len("fp8_e5m2")), "the `[[ ]]` test on line 5")
    fixed = fix_text(BASE, _with_readers([("", ["base", "gpu"])], [test]), Settings())
    assert fixed.text == BASE
    (item,) = fixed.findings
    assert item.finding.severity is Severity.UNFIXABLE
    assert "`--kv-cache-dtype` is also read by the `[[ ]]` test on line 5" in item.finding.message


def test_a_reader_elsewhere_in_the_text_blocks_nothing() -> None:
    elsewhere = Reader(Span(BASE.index("cpu:"), BASE.index("cpu:") + 3), "the heredoc on line 9")
    fixed = fix_text(BASE, _with_readers([("", ["base", "gpu"])], [elsewhere]), Settings())
    assert fixed.text == BASE.replace("fp8_e5m2", "fp8_e4m3")


def test_a_reader_of_one_fix_refuses_the_launch_s_other_fixes_too() -> None:
    """The launch's fixes go together: the backend is dropped only with the dtype fixed."""
    text = (
        "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
        "x: --dsa-decode-backend flashmla_sparse\n"
    )
    value = text.index("fp8_e5m2")
    test = Reader(Span(value, value + 3), "another program's command on line 7")
    fixed = fix_text(text, _with_readers([("", ["base", "x"])], [test]), Settings())
    assert fixed.text == text
    messages = {item.finding.code: item.finding.message for item in fixed.findings}
    assert set(messages) == {"HSF002", "HSF003"}
    assert all(item.finding.severity is Severity.UNFIXABLE for item in fixed.findings)
    assert "fixes go together or not at all" in messages["HSF003"]
    assert "fixes go together" not in messages["HSF002"]


def test_runs_that_need_the_same_edit_are_one_finding_that_counts_the_others() -> None:
    """Both runs drop the backend (each for its own dtype): one finding, not two at one place."""
    text = (
        "base: --enable-hisparse --disable-radix-cache --dsa-decode-backend tilelang\n"
        "fp8: --kv-cache-dtype fp8_e4m3\n"
        "bf16: --kv-cache-dtype bfloat16\n"
    )
    fixed = _fix(text, [("when fp8", ["base", "fp8"]), ("when bf16", ["base", "bf16"])])
    assert "tilelang" not in fixed.text
    (item,) = fixed.findings
    assert item.finding.code == "HSF003"
    assert item.finding.message.endswith("(the same edit for another run of this launch)")


def test_readers_move_with_a_site_embedded_in_another_format() -> None:
    """A shell launch inside a YAML or Python string keeps its readers in file coordinates."""
    from hisparse_fix.formats.shell_text.view import map_site

    site = LaunchSite((), Span(0, 5), readers=(Reader(Span(2, 4), "the `[[ ]]` test on line 1"),))
    moved = map_site(site, lambda span: Span(span.start + 10, span.end + 10), lambda _: False)
    assert moved.readers == (Reader(Span(12, 14), "the `[[ ]]` test on line 1"),)


def test_edits_that_cannot_be_written_together_are_refused_not_an_error() -> None:
    """Each launch's edit applies alone, both together do not (they meet in text the
    format cannot write twice): neither is written, each says why."""
    text = (
        "a: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
        "b: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    )
    fmt = _words_format([("", ["a"]), ("", ["b"])])
    single = fmt.apply

    def apply(text: str, edits: Sequence[Edit]) -> str:
        if len(edits) > 1:
            raise OverlappingEditsError("they meet")
        return single(text, edits)

    fmt.apply = apply
    fixed = fix_text(text, fmt, Settings())
    assert fixed.text == text
    assert [item.finding.severity for item in fixed.findings] == [Severity.UNFIXABLE] * 2
    assert "cannot write this launch's edits together with the others" in (
        fixed.findings[0].finding.message
    )
