"""Rules on hand-built sites: what each reports, and with what severity."""

from __future__ import annotations

import pytest

from hisparse_fix.rules import check_site
from hisparse_fix.sglang.argv import parse_options
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Note, Option, Severity, Span, Style, Token


def _site(words: str, **fields: object) -> LaunchSite:
    tokens, at = [], 0
    for word in words.split():
        tokens.append(Token(word, Span(at, at + len(word)), tuple(range(at, at + len(word)))))
        at += len(word) + 1
    return LaunchSite(tuple(parse_options(tokens)), Span(0, at), **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("value", "cpu"), [("1", True), ("true", False), ("0", False), (" 1", False)]
)
def test_cpu_engine_only_on_exactly_one(value: str, cpu: bool) -> None:
    findings = check_site(
        _site("--enable-hisparse", env={"SGLANG_USE_CPU_ENGINE": value}), Settings()
    )
    assert any(f.code == "HSF001" and f.edits for f in findings) is cpu


def test_notes_are_reported_as_hsf000_warnings() -> None:
    notes = (Note(Span(3, 8), "`$OPTS` is not read"),)
    site = _site("--enable-hisparse --disable-radix-cache", notes=notes)
    (finding,) = check_site(site, Settings())
    assert (finding.code, finding.severity, finding.message) == (
        "HSF000",
        Severity.WARNING,
        "`$OPTS` is not read",
    )
    # What the tool cannot read may turn HiSparse on: reported at every launch.
    (unread,) = check_site(_site("--tp 8", notes=site.notes), Settings())
    assert unread.code == "HSF000"


def test_a_rejected_dtype_that_cannot_be_rewritten_is_unfixable() -> None:
    dtype = Option("kv-cache-dtype", "fp8_e5m2", Span(20, 45), value_span=None)
    backend = Option("dsa-decode-backend", "flashmla_kv", Span(46, 80), Span(67, 80))
    hisparse = Option("enable-hisparse", None, Span(0, 17))
    radix = Option("disable-radix-cache", None, Span(81, 100))
    site = LaunchSite((hisparse, dtype, backend, radix), Span(0, 100))
    findings = check_site(site, Settings())
    assert [(f.code, f.severity) for f in findings] == [
        ("HSF002", Severity.UNFIXABLE),
        ("HSF003", Severity.WARNING),
    ]
    assert "itself rejected" in findings[1].message
    assert "SGLang picks" not in findings[1].message


def _edits(site: LaunchSite, settings: Settings | None = None) -> list[tuple[str, str, str]]:
    """(code, kind, option or new name=value) of every edit the rules make, in order."""
    result = []
    for finding in check_site(site, settings or Settings()):
        for edit in finding.edits:
            target = edit.name if edit.kind.value in {"add", "rename"} else edit.option.name
            value = "" if edit.value is None else f"={edit.value}"
            result.append((finding.code, edit.kind.value, f"{target}{value}"))
    return result


def _codes(site: LaunchSite, settings: Settings | None = None) -> list[tuple[str, str]]:
    return [(f.code, f.severity.value) for f in check_site(site, settings or Settings())]


RADIX = "--disable-radix-cache"


def test_radix_cache_is_added_after_enable_hisparse() -> None:
    site = _site("--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --tp 8")
    assert _edits(site) == [("HSF004", "add", "disable-radix-cache")]


def test_radix_cache_keyed_false_is_set_true_and_absent_is_added_true() -> None:
    hisparse = Option("enable-hisparse", "true", Span(0, 5), Span(1, 5), name_span=Span(0, 1))
    radix = Option("disable-radix-cache", "false", Span(6, 11), Span(7, 11))
    keyed = LaunchSite((hisparse, radix), Span(0, 11), Style.KEYED)
    assert _edits(keyed) == [("HSF004", "set-value", "disable-radix-cache=true")]
    alone = LaunchSite((hisparse,), Span(0, 5), Style.KEYED)
    assert _edits(alone) == [("HSF004", "add", "disable-radix-cache=true")]


def test_radix_cache_open_site_is_warned_not_edited() -> None:
    assert _codes(_site("--enable-hisparse", open=True)) == [("HSF004", "warning")]


def test_pd_decode_keeps_its_radix_but_drops_decode_radix_cache() -> None:
    decode = "--enable-hisparse --disaggregation-mode decode"
    assert _edits(_site(decode)) == []
    with_radix = f"{decode} --disaggregation-decode-enable-radix-cache"
    assert _edits(_site(with_radix)) == [
        ("HSF004", "disable", "disaggregation-decode-enable-radix-cache")
    ]


def test_mixed_chunk_and_speculation() -> None:
    site = _site(
        f"--enable-hisparse {RADIX} --enable-mixed-chunk --speculative-algorithm EAGLE "
        "--speculative-eagle-topk 4 --speculative-adaptive"
    )
    assert _edits(site) == [
        ("HSF005", "disable", "enable-mixed-chunk"),
        ("HSF006", "set-value", "speculative-eagle-topk=1"),
        ("HSF007", "disable", "speculative-adaptive"),
    ]
    off = _site(f"--enable-hisparse {RADIX} --speculative-eagle-topk 4 --speculative-adaptive")
    assert _edits(off) == []


def test_a_top_k_flag_without_its_value_is_left_to_argparse() -> None:
    """`--speculative-eagle-topk` last with no value: argparse stops on it before any
    HiSparse check, so HSF006 has nothing to set."""
    words = f"--enable-hisparse {RADIX} --speculative-algorithm EAGLE"
    site = _site(f"{words} --speculative-eagle-topk")
    assert site.last("speculative-eagle-topk") is not None
    assert [finding.code for finding in check_site(site, Settings())] == []


@pytest.mark.parametrize(
    "written",
    [
        "--enable-dp-attention --dp-size 8 --speculative-algorithm EAGLE",
        "--attn-dp-size 2 --speculative-algorithm nextn",
        "--speculative-algorithm NGRAM --speculative-ngram-max-bfs-breadth 1",
        "--speculative-algorithm DFLASH",
        "--speculative-algorithm EAGLE3 --enable-multi-layer-eagle",
        "--speculative-algorithm EAGLE --enable-two-batch-overlap",
        "--speculative-algorithm EAGLE --enable-pdmux",
    ],
)
def test_adaptive_that_sglang_turns_off_itself_is_left_alone(written: str) -> None:
    assert _edits(_site(f"--enable-hisparse {RADIX} {written} --speculative-adaptive")) == []


@pytest.mark.parametrize(
    "written",
    [
        "--enable-dp-attention --speculative-algorithm EAGLE",
        "--dp-size 8 --speculative-algorithm EAGLE3",
        "--attn-dp-size 1 --speculative-algorithm NEXTN",
    ],
)
def test_adaptive_without_attention_dp_is_dropped(written: str) -> None:
    site = _site(f"--enable-hisparse {RADIX} {written} --speculative-adaptive")
    assert _edits(site) == [("HSF007", "disable", "speculative-adaptive")]


@pytest.mark.parametrize(
    ("algorithm", "dropped"),
    [
        ("NGRAM", False),
        ("uno", False),
        ("FROZEN_KV_MTP", False),
        ("STANDALONE", False),
        ("EAGLE", True),
        ("NEXTN", True),
        ("DFLASH", True),
        ("DSPARK", True),
    ],
)
def test_mixed_chunk_is_left_where_the_algorithm_turns_it_off(
    algorithm: str, dropped: bool
) -> None:
    breadth = " --speculative-ngram-max-bfs-breadth 1" if algorithm == "NGRAM" else ""
    written = f"--speculative-algorithm {algorithm}{breadth} --enable-mixed-chunk"
    site = _site(f"--enable-hisparse {RADIX} {written}")
    expected = [("HSF005", "disable", "enable-mixed-chunk")] if dropped else []
    assert _edits(site) == expected


@pytest.mark.parametrize(
    ("written", "edits"),
    [
        ("", [("HSF006", "add", "speculative-ngram-max-bfs-breadth=1")]),
        (
            " --speculative-ngram-max-bfs-breadth 3 --speculative-eagle-topk 1",
            [("HSF006", "set-value", "speculative-ngram-max-bfs-breadth=1")],
        ),
        (" --speculative-ngram-max-bfs-breadth 1 --speculative-eagle-topk 4", []),
    ],
)
def test_ngram_breadth_is_the_topk(written: str, edits: list[tuple[str, str, str]]) -> None:
    site = _site(f"--enable-hisparse {RADIX} --speculative-algorithm NGRAM{written}")
    assert _edits(site) == edits
    assert _edits(site, Settings(release=release_for("0.5.21"))) == []


def test_ngram_breadth_on_an_open_launch_is_a_warning() -> None:
    site = _site(f"--enable-hisparse {RADIX} --speculative-algorithm NGRAM", open=True)
    assert _codes(site) == [("HSF006", "warning")]


def test_checks_added_in_0_5_22_are_not_applied_to_older_releases() -> None:
    site = _site(f"--enable-hisparse {RADIX} --enable-mixed-chunk")
    assert _edits(site, Settings(release=release_for("0.5.21"))) == []


@pytest.mark.parametrize(
    ("version", "written", "renamed"),
    [
        ("0.5.23", "nsa-decode-backend", "dsa-decode-backend"),
        ("0.5.17", "nsa-prefill-backend", "dsa-prefill-backend"),
        ("0.5.12", "dsa-decode-backend", "nsa-decode-backend"),
    ],
)
def test_backend_flag_is_renamed_to_the_release_spelling(
    version: str, written: str, renamed: str
) -> None:
    site = _site(f"--enable-hisparse {RADIX} --kv-cache-dtype bfloat16 --{written} flashmla_sparse")
    assert _edits(site, Settings(release=release_for(version))) == [("HSF008", "rename", renamed)]


def test_renamed_backend_is_then_judged_and_dropped() -> None:
    site = _site(
        f"--enable-hisparse {RADIX} --kv-cache-dtype fp8_e4m3 "
        "--nsa-prefill-backend b12x --nsa-decode-backend b12x"
    )
    assert _edits(site) == [
        ("HSF008", "rename", "dsa-prefill-backend"),
        ("HSF008", "rename", "dsa-decode-backend"),
        ("HSF003", "remove", "dsa-prefill-backend"),
        ("HSF003", "remove", "dsa-decode-backend"),
    ]


def test_implicit_dtype_is_written_for_a_pinned_backend() -> None:
    absent = _site(f"--enable-hisparse {RADIX} --dsa-decode-backend flashmla_kv")
    assert _edits(absent) == [("HSF010", "add", "kv-cache-dtype=fp8_e4m3")]
    auto = _site(
        f"--enable-hisparse {RADIX} --kv-cache-dtype auto --dsa-decode-backend flashmla_sparse"
    )
    assert _edits(auto) == [("HSF010", "set-value", "kv-cache-dtype=bfloat16")]
    rocm = Settings(platform="rocm")
    assert _edits(_site(f"--enable-hisparse {RADIX} --dsa-decode-backend tilelang"), rocm) == []


def test_an_implicit_dtype_on_an_open_launch_is_warned_at_the_last_phase_pinned() -> None:
    """Not added where the launch may get options from elsewhere: the warning points at
    the backend of the last phase pinned (decode), whichever is written first."""
    words = f"--enable-hisparse {RADIX} --dsa-decode-backend flashmla_kv"
    site = _site(f"{words} --dsa-prefill-backend flashmla_kv", open=True)
    (found,) = check_site(site, Settings())
    decode = site.last("dsa-decode-backend")
    assert decode is not None
    assert (found.code, found.severity, found.span) == ("HSF010", Severity.WARNING, decode.span)


def test_implicit_dtype_with_backends_needing_different_dtypes_is_unfixable() -> None:
    site = _site(
        f"--enable-hisparse {RADIX} --dsa-prefill-backend flashmla_sparse "
        "--dsa-decode-backend flashmla_kv"
    )
    assert _codes(site) == [("HSF010", "unfixable")]


def test_report_only_rules() -> None:
    site = _site(
        f"--model-path zai-org/GLM-5 --enable-hisparse {RADIX} --dcp-size 2 "
        "--enable-kv-cache-sharding --enable-hisparse-mtp-hybrid"
    )
    assert _codes(site) == [
        ("HSF101", "unfixable"),
        ("HSF102", "unfixable"),
        ("HSF104", "unfixable"),
    ]
    qwen = _site(f"--model-path Qwen/Qwen3-8B --enable-hisparse {RADIX}")
    assert _codes(qwen) == [("HSF103", "unfixable")]
    dsa = _site(f"--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse {RADIX} --dcp-size 1")
    assert _codes(dsa) == []


def test_an_ambiguous_abbreviation_is_reported() -> None:
    site = _site(f"--enable-hisparse {RADIX} --cuda-graph-max-bs 64 --cuda-graph-max-bs-decode 8")
    (finding,) = check_site(site, Settings())
    assert finding.code == "HSF104"
    assert "could match --cuda-graph-max-bs-decode, --cuda-graph-max-bs-prefill" in finding.message
    assert check_site(site, Settings(release=release_for("0.5.19"))) == []


def test_config_file_keys_with_underscores_are_respelled() -> None:
    hisparse = Option(
        "enable-hisparse",
        "true",
        Span(0, 21),
        Span(17, 21),
        name_span=Span(0, 15),
        written="enable_hisparse",
    )
    radix = Option(
        "disable-radix-cache", "true", Span(22, 47), Span(43, 47), name_span=Span(22, 41)
    )
    site = LaunchSite((hisparse, radix), Span(0, 47), Style.KEYED, config_file=True)
    assert _edits(site) == [("HSF009", "respell", "enable-hisparse")]
    assert _edits(replace(site, config_file=False)) == []


def _keyed(*options: tuple[str, str], written: dict[str, str] | None = None) -> LaunchSite:
    spelled = written or {}
    found = tuple(
        Option(name, value, Span(index * 10, index * 10 + 9), written=spelled.get(name))
        for index, (name, value) in enumerate(options)
    )
    return LaunchSite(found, Span(0, 10 * len(found)), Style.KEYED)


def _hisparse_keys(*more: tuple[str, str], written: dict[str, str] | None = None) -> LaunchSite:
    """Keys turning HiSparse on and the radix cache off, then `more`."""
    return _keyed(
        ("enable-hisparse", "true"), ("disable-radix-cache", "true"), *more, written=written
    )


def test_an_ambiguous_key_is_reported_in_a_config_file_and_as_a_keyword() -> None:
    site = _keyed(
        ("enable-hisparse", "true"), ("disable-radix-cache", "true"), ("cuda-graph-max-bs", "256")
    )
    (keyword,) = check_site(site, Settings())
    assert (keyword.code, keyword.severity) == ("HSF104", Severity.UNFIXABLE)
    assert "ServerArgs has no field cuda_graph_max_bs" in keyword.message
    (config,) = check_site(replace(site, config_file=True), Settings())
    assert config.message.startswith(
        "`cuda-graph-max-bs` becomes --cuda-graph-max-bs, which is ambiguous"
    )
    assert check_site(site, Settings(release=release_for("0.5.19"))) == []


def _config_backend(written: str) -> LaunchSite:
    """A `--config` file's keys: HiSparse on, the radix cache off, a decode backend key
    (`written` only when it is spelled otherwise than the option, as the readers do)."""
    name = written.replace("_", "-")
    backend = Option(
        name,
        "flashmla_sparse",
        Span(48, 85),
        Span(70, 85),
        name_span=Span(48, 48 + len(written)),
        written=written if written != name else None,
    )
    base = _hisparse_keys()
    return replace(base, options=(*base.options, backend), config_file=True)


@pytest.mark.parametrize("written", ["dsa-decode-backend", "dsa_decode_backend"])
def test_a_config_file_backend_key_is_renamed_to_the_alias_the_reader_takes(written: str) -> None:
    """0.5.13 to 0.5.19: SGLang's --config merger refuses `dsa-decode-backend` and reads
    the deprecated `nsa-decode-backend`; the key is named as it is written."""
    site = _config_backend(written)
    findings = check_site(site, Settings(release=release_for("0.5.15")))
    (finding,) = [finding for finding in findings if finding.code == "HSF008"]
    assert (finding.severity, [edit.name for edit in finding.edits]) == (
        Severity.FIX,
        ["nsa-decode-backend"],
    )
    assert f"refused as the key `{written}` by SGLang 0.5.15's --config reader" in finding.message
    for elsewhere in (
        check_site(replace(site, config_file=False), Settings(release=release_for("0.5.15"))),
        check_site(site, Settings(release=release_for("0.5.20"))),
    ):
        assert "HSF008" not in [finding.code for finding in elsewhere]


def test_a_key_the_config_reader_refuses_however_spelled_is_not_respelled() -> None:
    site = _hisparse_keys(
        ("disable-cuda-graph", "true"),
        ("kv-cache-dtype", "fp8_e4m3"),
        written={"disable-cuda-graph": "disable_cuda_graph", "kv-cache-dtype": "kv_cache_dtype"},
    )
    findings = check_site(replace(site, config_file=True), Settings())
    assert [(finding.code, finding.message.split(" ")[0]) for finding in findings] == [
        ("HSF009", "`kv_cache_dtype`"),
        ("HSF104", "`disable_cuda_graph`:"),
    ]
    assert check_site(site, Settings()) == []  # keywords: ServerArgs has both fields


def test_a_config_switch_written_as_a_word_is_refused() -> None:
    """`disable-radix-cache: "true"` reaches argparse as `--disable-radix-cache true`."""
    radix = Option("disable-radix-cache", "true", Span(22, 49), Span(43, 49), worded=True)
    site = replace(_keyed(("enable-hisparse", "true")), config_file=True)
    (finding,) = check_site(replace(site, options=(*site.options, radix)), Settings())
    assert (finding.code, finding.severity) == ("HSF104", Severity.UNFIXABLE)
    assert finding.message.startswith('`disable-radix-cache` is the word "true", not a boolean')
    worded = replace(site, options=(*site.options, radix), config_file=False)
    assert check_site(worded, Settings()) == []  # a keyword's value never reaches argparse


def test_a_key_that_is_an_option_or_a_unique_prefix_is_not_reported() -> None:
    site = _hisparse_keys(
        ("cuda-graph-max-bs-decode", "256"),
        ("cuda-graph-max-bs-pre", "256"),
        ("some-launcher-key", "1"),
    )
    assert check_site(site, Settings()) == []
    # A --config file's key is passed as `--key` whatever it is: any other is refused.
    (finding,) = check_site(replace(site, config_file=True), Settings())
    assert (finding.code, finding.span) == ("HSF104", site.options[-1].span)
    assert finding.message.startswith("`some-launcher-key` becomes --some-launcher-key, which")


def test_a_fork_hisparse_key_is_reported_as_written() -> None:
    site = _keyed(
        ("enable-hisparse", "true"),
        ("disable-radix-cache", "true"),
        ("enable-hisparse-mtp-hybrid", "true"),
        written={"enable-hisparse-mtp-hybrid": "enable_hisparse_mtp_hybrid"},
    )
    findings = check_site(replace(site, config_file=True), Settings())
    (finding,) = [finding for finding in findings if finding.code == "HSF104"]
    assert "`enable_hisparse_mtp_hybrid` becomes --enable_hisparse_mtp_hybrid" in finding.message


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_a_launch_that_prints_help_is_never_refused(flag: str) -> None:
    """argparse prints SGLang's help and exits before any HiSparse check."""
    site = _site(f"--enable-hisparse --kv-cache-dtype fp8_e5m2 --device cpu {flag}")
    assert check_site(site, Settings()) == []
    assert check_site(_site("--enable-hisparse --kv-cache-dtype fp8_e5m2"), Settings())
