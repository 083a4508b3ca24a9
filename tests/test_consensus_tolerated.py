"""Shared text: an edit one launch needs is made when every other launch reading that
text runs the same with it (`tolerates`), and refused, naming the launch, when one
does not. Before/after pairs through the shell adapter, plus the rules' own answers."""

from __future__ import annotations

from pathlib import Path

from hisparse_fix.engine.consensus import Checked, settle
from hisparse_fix.engine.pipeline import Fix, fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.rules import check_site, tolerated
from hisparse_fix.rules._helpers import drop_or_set
from hisparse_fix.sglang.argv import parse_options
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import Edit, EditKind, LaunchSite, Severity, Span, Style
from tests.test_argv import _tokens
from tests.test_consensus import _fix

LAUNCH = "python3 -m sglang.launch_server"


def _shell(text: str, **settings: object) -> Fix:
    return fix_text(text, format_for(Path("run.sh"), text), Settings(**settings))  # type: ignore[arg-type]


def _severities(fixed: Fix) -> list[tuple[str, Severity]]:
    return [(item.finding.code, item.finding.severity) for item in fixed.findings]


def _site(words: str, style: Style = Style.ARGV) -> LaunchSite:
    tokens = _tokens(words)
    return LaunchSite(tuple(parse_options(tokens)), Span(0, tokens[-1].span.end), style=style)


# HSF004: --disable-radix-cache added to shared text


def _off(site: LaunchSite) -> LaunchSite:
    """`disable-radix-cache = false`: the key written, the flag off."""
    options = tuple(
        replace(option, value="false") if option.name == "disable-radix-cache" else option
        for option in site.options
    )
    return replace(site, options=options)


MODEL = "--model-path deepseek-ai/DeepSeek-V3.2"
PD_PAIR = f"""BASE=({MODEL} --enable-hisparse --kv-cache-dtype bfloat16)
{LAUNCH} "${{BASE[@]}}" --disaggregation-mode prefill
{LAUNCH} "${{BASE[@]}}" --disaggregation-mode decode
"""


def test_a_decode_server_tolerates_the_radix_flag_added_to_its_shared_base() -> None:
    fixed = _shell(PD_PAIR)
    assert fixed.text == PD_PAIR.replace(
        "--enable-hisparse --kv", "--enable-hisparse --disable-radix-cache --kv"
    )
    assert _severities(fixed) == [("HSF004", Severity.FIX)]


def test_a_launch_that_disables_the_radix_cache_itself_tolerates_it_on_shared_text() -> None:
    text = PD_PAIR.replace("--disaggregation-mode prefill", "--port 1").replace(
        "--disaggregation-mode decode", "--port 2 --disable-radix-cache"
    )
    fixed = _shell(text)
    assert fixed.text.startswith(
        "BASE=(--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache --kv"
    )
    assert _severities(fixed) == [("HSF004", Severity.FIX)]


def test_the_radix_flag_tolerated_only_by_decode_servers_and_launches_that_set_it() -> None:
    anchor = _site("--enable-hisparse").options[0]
    add = Edit(EditKind.ADD, anchor, name="disable-radix-cache", value=None)
    settings = Settings()
    assert tolerated(_site("--enable-hisparse --disaggregation-mode decode"), add, settings)
    assert tolerated(_site("--enable-hisparse --disable-radix-cache"), add, settings)
    assert not tolerated(_site("--enable-hisparse --disaggregation-mode prefill"), add, settings)
    assert not tolerated(_site("--enable-hisparse"), add, settings)
    other = Edit(EditKind.ADD, anchor, name="kv-cache-dtype", value="bfloat16")
    assert not tolerated(_site("--enable-hisparse --disable-radix-cache"), other, settings)
    remove = Edit(EditKind.REMOVE, anchor, name="disable-radix-cache")
    assert not tolerated(
        _site("--disaggregation-mode decode --disable-radix-cache"), remove, settings
    )
    off = _off(_site("--enable-hisparse --disable-radix-cache", Style.KEYED))
    assert tolerated(off, add, settings)  # its own key wins over a merged-in one
    assert not tolerated(_off(_site("--enable-hisparse --disable-radix-cache")), add, settings)
    assert not tolerated(_site("--enable-hisparse", Style.KEYED), add, settings)


def test_a_tolerance_of_a_disabled_rule_does_not_count() -> None:
    anchor = _site("--enable-hisparse").options[0]
    add = Edit(EditKind.ADD, anchor, name="disable-radix-cache", value=None)
    site = _site("--enable-hisparse --disaggregation-mode decode")
    assert not tolerated(site, add, Settings(ignore=frozenset({"HSF004"})))


def test_an_unreadable_radix_flag_is_a_warning_not_unfixable() -> None:
    text = f'{LAUNCH} {MODEL} --enable-hisparse --disable-radix-cache="$X"\n'
    fixed = _shell(text)
    assert fixed.text == text
    assert _severities(fixed) == [("HSF004", Severity.WARNING)]
    assert "HiSparse needs it on" in fixed.findings[0].finding.message


# HSF008: the backend flag renamed in shared text


def _backend_pair(flag: str) -> str:
    return f"""BACKEND=({flag} flashmla_sparse)
{LAUNCH} --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \\
  --kv-cache-dtype bfloat16 "${{BACKEND[@]}}"
{LAUNCH} --model-path deepseek-ai/DeepSeek-V3.2 --kv-cache-dtype bfloat16 "${{BACKEND[@]}}"
"""


def test_a_launch_without_hisparse_tolerates_the_backend_flag_renamed_to_the_parsed_spelling() -> (
    None
):
    fixed = _shell(_backend_pair("--nsa-decode-backend"), release=release_for("0.5.22"))
    assert fixed.text == _backend_pair("--dsa-decode-backend")
    assert _severities(fixed) == [("HSF008", Severity.FIX)]


def test_a_rename_to_the_old_spelling_is_tolerated_for_the_old_release() -> None:
    fixed = _shell(_backend_pair("--dsa-decode-backend"), release=release_for("0.5.12"))
    assert fixed.text == _backend_pair("--nsa-decode-backend")
    assert _severities(fixed) == [("HSF008", Severity.FIX)]


def test_only_a_rename_to_a_backend_flag_is_tolerated() -> None:
    option = _site("--nsa-decode-backend flashmla_sparse").options[0]
    settings = Settings()
    site = _site("--kv-cache-dtype bfloat16")
    for name in ("dsa-decode-backend", "nsa-prefill-backend", "dsa-prefill-backend"):
        assert tolerated(site, Edit(EditKind.RENAME, option, name=name), settings)
    assert not tolerated(site, Edit(EditKind.RENAME, option, name="attention-backend"), settings)
    assert not tolerated(site, Edit(EditKind.RENAME, option, name="xdsa-decode-backend"), settings)
    assert not tolerated(site, Edit(EditKind.REMOVE, option, name="dsa-decode-backend"), settings)
    assert not tolerated(site, Edit(EditKind.RENAME, option), settings)


# HSF003: a refused backend whose value is written elsewhere


def test_a_refused_backend_whose_value_is_written_elsewhere_is_left_for_a_person() -> None:
    text = f"""BACKEND=flashmla_kv
{LAUNCH} --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache \\
  --kv-cache-dtype bfloat16 --dsa-decode-backend "$BACKEND"
"""
    fixed = _shell(text)
    assert fixed.text == text
    (finding,) = [item.finding for item in fixed.findings]
    assert (finding.code, finding.severity, finding.edits) == ("HSF003", Severity.UNFIXABLE, ())
    assert finding.message == (
        "--dsa-decode-backend flashmla_kv is not allowed with HiSparse on cuda with "
        "--kv-cache-dtype=bfloat16 (SGLang 0.5.23 allows flashmla_sparse): "
        "drop it by hand (its value is written in another place)"
    )


def test_drop_or_set_leaves_a_detached_occurrence_by_hand_and_removes_the_others() -> None:
    first, last = _site("--dsa-decode-backend a --dsa-decode-backend b").options
    detached = replace(first, detached=True)
    kwargs = {"value": "c", "done": "set to c", "dropped": "dropped"}
    found = drop_or_set("HSF003", (detached, last), "refused", setting=True, **kwargs)
    assert (found.severity, found.edits, found.span) == (Severity.UNFIXABLE, (), last.span)
    assert found.message == "refused: drop it by hand (its value is written in another place)"
    found = drop_or_set("HSF003", (first, last), "refused", setting=True, **kwargs)
    assert found.message == "refused: set to c"
    assert found.edits == (
        Edit(EditKind.REMOVE, first),
        Edit(EditKind.SET_VALUE, last, "c"),
    )
    found = drop_or_set("HSF003", (first, last), "refused", setting=False, **kwargs)
    assert found.message == "refused: dropped"
    assert found.edits == (Edit(EditKind.REMOVE, first), Edit(EditKind.REMOVE, last))
    found = drop_or_set(
        "HSF003", (first, last), "refused", setting=True, **{**kwargs, "value": None}
    )
    assert found.message == "refused: dropped"


# The words' overlap: who reads the text of an edit


def test_a_launch_reading_only_the_next_word_does_not_block_an_edit() -> None:
    """Run b reads the line after the dtype: touching is not reading."""
    text = "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\nnext: --tp 8\n"
    fixed = _fix(text, [("a", ["base", "next"]), ("b", ["next"])])
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3")
    assert _severities(fixed) == [("HSF002", Severity.FIX)]


def test_a_refusal_by_a_launch_that_cannot_be_fixed_either_says_so() -> None:
    text = "dtype: --kv-cache-dtype fp8_e5m2\non: --enable-hisparse --disable-radix-cache\n"
    fixed = _fix(text, [("a", ["dtype", "on"]), ("partial b", ["dtype"])])
    assert fixed.text == text
    (item,) = fixed.findings
    assert item.finding.message.endswith(
        ": set to fp8_e4m3 -- not changed: `--kv-cache-dtype` is also read by the launch on "
        "line 1 partial b, which needs it as it is (and is not fixable here either)"
    )


def test_without_a_tolerance_a_launch_that_does_not_need_an_edit_refuses_it() -> None:
    """`settle`'s default: no site runs the same with an edit it does not make."""
    text = "base: --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2\n"
    tokens = _tokens(text[6:-1])
    shifted = [replace(t, span=Span(t.span.start + 6, t.span.end + 6)) for t in tokens]
    needing = LaunchSite(tuple(parse_options(shifted)), Span(0, 1))
    other = LaunchSite(tuple(parse_options(shifted[-2:])), Span(1, 2))
    found = tuple(check_site(needing, Settings()))
    assert [f.code for f in found] == ["HSF002"]
    settled = settle([Checked(needing, found), Checked(other, ())], lambda site: "the other")
    assert [f.severity for f in settled] == [Severity.UNFIXABLE]
    assert "also read by the other, which needs it as it is" in settled[0].message
    agreed = settle(
        [Checked(needing, found), Checked(other, ())], lambda site: "x", lambda s, e: True
    )
    assert [f.severity for f in agreed] == [Severity.FIX]


def test_a_value_written_in_another_place_is_read_by_every_launch_that_expands_it() -> None:
    """`$KV` puts the assignment's text in both launches: the one without HiSparse needs
    fp8_e5m2 as it is, so the shared value is left and reported."""
    text = (
        "KV=fp8_e5m2\n"
        f'{LAUNCH} {MODEL} --enable-hisparse --disable-radix-cache --kv-cache-dtype "$KV"\n'
        f'{LAUNCH} {MODEL} --kv-cache-dtype "$KV"\n'
    )
    fixed = _shell(text)
    assert fixed.text == text
    (item,) = fixed.findings
    assert (item.finding.code, item.finding.severity) == ("HSF002", Severity.UNFIXABLE)
    assert item.finding.message.endswith(
        "is also read by the launch on line 3, which needs it as it is"
    )
    alone = text.replace(f'{LAUNCH} {MODEL} --kv-cache-dtype "$KV"\n', "")
    assert _shell(alone).text == alone.replace("KV=fp8_e5m2", "KV=fp8_e4m3")
