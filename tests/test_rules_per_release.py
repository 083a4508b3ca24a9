"""The option, platform and model-family facts each release holds, as the rules judge them:
every verdict here is the one that release's own source gives."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.rules import check_site
from hisparse_fix.sglang import matrix
from hisparse_fix.sglang.argv import parse_options
from hisparse_fix.sglang.matrix import MissingFactError, UnknownFactError, release_for
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import LaunchSite, Span
from tests.test_argv import _tokens

DSA = "--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --disable-radix-cache"
V4 = "--model-path deepseek-ai/DeepSeek-V4-Flash --enable-hisparse --disable-radix-cache"
M3 = "--model-path MiniMaxAI/MiniMax-M3 --enable-hisparse --disable-radix-cache"
BF16 = " --kv-cache-dtype bfloat16"
"""A dtype every release takes on every GPU (0.5.11's `auto` is fp8_e4m3 on Blackwell)."""


def _site(words: str) -> LaunchSite:
    tokens = _tokens(words)
    return LaunchSite(tuple(parse_options(tokens)), Span(0, tokens[-1].span.end))


def _codes(
    words: str, version: str, platform: str = "cuda", code: str = "HSF"
) -> list[tuple[str, str]]:
    settings = Settings(release=release_for(version), platform=platform)
    findings = check_site(_site(words), settings)
    return [(f.code, f.severity.value) for f in findings if f.code.startswith(code)]


def test_an_alias_is_read_as_the_option_argparse_stores_it_in() -> None:
    dcp, hicache, model = parse_options(
        _tokens("--decode-context-parallel-size 2 --enable-hicache --model x/DeepSeek-V4")
    )
    assert (dcp.name, dcp.value, dcp.written) == ("dcp-size", "2", "decode-context-parallel-size")
    assert (hicache.name, hicache.value) == ("enable-hierarchical-cache", None)
    assert (model.name, model.written) == ("model-path", "model")
    (native,) = parse_options(_tokens("--dcp-size 2"))
    assert native.written is None


@pytest.mark.parametrize(
    ("version", "plain", "with_hicache"),
    [
        ("0.5.14", "unfixable", "unfixable"),  # no such option: argparse refuses it
        ("0.5.15", None, None),  # parsed, not checked
        ("0.5.16", None, None),
        ("0.5.17", None, "unfixable"),  # only with HiCache
        ("0.5.21", None, "unfixable"),
        ("0.5.22", "unfixable", "unfixable"),  # DSA DCP
        ("0.5.23", "unfixable", "unfixable"),
    ],
)
def test_dcp_size_per_release(version: str, plain: str | None, with_hicache: str | None) -> None:
    for spelling in ("--dcp-size", "--decode-context-parallel-size"):
        expected = [("HSF101", plain)] if plain else []
        assert _codes(f"{DSA} {spelling} 2", version) == expected
        hicache = [("HSF101", with_hicache)] if with_hicache else []
        assert _codes(f"{DSA} {spelling} 2 --enable-hicache", version) == hicache


def test_dcp_size_one_is_refused_only_where_the_option_does_not_exist() -> None:
    assert _codes(f"{DSA} --dcp-size 1", "0.5.14") == [("HSF101", "unfixable")]
    assert _codes(f"{DSA} --dcp-size 1", "0.5.23") == []


def test_dcp_on_deepseek_v4_is_refused_only_with_hicache() -> None:
    assert _codes(f"{V4} --dcp-size 2", "0.5.23") == []
    assert _codes(f"{V4} --dcp-size 2 --enable-hierarchical-cache", "0.5.23") == [
        ("HSF101", "unfixable")
    ]


@pytest.mark.parametrize(("version", "expected"), [("0.5.21", "not an option"), ("0.5.22", "drop")])
def test_kv_cache_sharding_per_release(version: str, expected: str) -> None:
    (finding,) = check_site(
        _site(f"{DSA} --enable-kv-cache-sharding"), Settings(release=release_for(version))
    )
    assert (finding.code, finding.severity.value) == ("HSF102", "unfixable")
    assert expected in finding.message


def test_xpu_per_release() -> None:
    # 0.5.20: no kvcacheio on XPU: HiSparse is turned off whatever the model.
    assert _codes(f"{V4} --device xpu", "0.5.20") == [("HSF001", "fix")]
    # 0.5.21+: XPU runs HiSparse for DeepSeek V4 and MiniMax M3.
    assert _codes(f"{V4} --device xpu", "0.5.21") == []
    assert _codes(f"{M3} --device xpu", "0.5.23") == []
    # A DSA model gets the intel_xpu backend, which the allow-list refuses.
    (finding,) = check_site(_site(f"{DSA} --device xpu"), Settings(release=release_for("0.5.21")))
    assert finding.code == "HSF001" and finding.edits and "intel_xpu" in finding.message
    pinned = f"{DSA} --device xpu --dsa-prefill-backend intel_xpu --dsa-decode-backend x"
    assert _codes(pinned, "0.5.23") == [("HSF001", "fix")]
    # Backends pinned otherwise are the allow-list's (HSF003's) to judge, not HSF001's.
    other = (
        f"{DSA} --device xpu --kv-cache-dtype bfloat16 "
        "--dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_sparse"
    )
    assert _codes(other, "0.5.23") == []
    # CPU is off every release's list, and the message names the release's platforms.
    (cpu,) = check_site(_site(f"{DSA} --device cpu"), Settings(release=release_for("0.5.22")))
    assert "CUDA, ROCm or XPU" in cpu.message and "(CUDA/ROCm)" not in cpu.message


@pytest.mark.parametrize("version", ["0.5.13", "0.5.14", "0.5.15", "0.5.17", "0.5.18", "0.5.19"])
def test_a_deprecated_backend_alias_is_a_fixable_warning(version: str) -> None:
    words = f"{DSA} --kv-cache-dtype bfloat16 --nsa-decode-backend flashmla_sparse"
    (finding,) = check_site(_site(words), Settings(release=release_for(version)))
    assert (finding.code, finding.severity.value) == ("HSF008", "warning")
    assert [edit.name for edit in finding.edits] == ["dsa-decode-backend"]


def test_the_removed_backend_alias_is_an_error() -> None:
    words = f"{DSA} --kv-cache-dtype bfloat16 --nsa-decode-backend flashmla_sparse"
    assert _codes(words, "0.5.20") == [("HSF008", "fix")]


def test_check_passes_a_launch_the_release_runs_and_write_renames_it(tmp_path: Path) -> None:
    script = tmp_path / "serve.sh"
    script.write_text(
        "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache "
        "--kv-cache-dtype bfloat16 --nsa-decode-backend flashmla_sparse\n"
    )

    def run(*args: str) -> int:
        return CliRunner().invoke(main, [*args, str(script)], catch_exceptions=False).exit_code

    assert run("--check", "--sglang-version", "0.5.18") == 0
    assert run("--check", "--sglang-version", "0.5.20") == 1
    assert run("--write", "--sglang-version", "0.5.18") == 0
    assert "--dsa-decode-backend flashmla_sparse" in script.read_text()


@pytest.mark.parametrize(
    ("version", "v4", "m3"),
    [
        ("0.5.11", True, True),
        ("0.5.12", False, True),
        ("0.5.20", False, True),
        ("0.5.21", False, False),
    ],
)
def test_model_families_per_release(version: str, v4: bool, m3: bool) -> None:
    assert bool(_codes(V4 + BF16, version)) is v4
    assert bool(_codes(M3 + BF16, version)) is m3
    assert _codes(DSA + BF16, version) == []
    qwen = DSA.replace("deepseek-ai/DeepSeek-V3.2", "Qwen/Qwen3-8B") + BF16
    assert _codes(qwen, version) == [("HSF103", "unfixable")]


@pytest.mark.parametrize(
    ("words", "refused_from"),
    [
        ("--disaggregation-mode decode --enable-unified-memory", "0.5.18"),
        ("--disaggregation-decode-allocation-policy prefill_complete", "0.5.22"),
        ("--dsv4-attn-backend trtllm", "0.5.20"),
    ],
)
def test_pd_and_memory_refusals_per_release(words: str, refused_from: str) -> None:
    """Refused from the release that checks it; before, only where the option does not
    exist yet (argparse), and then said so."""
    code = {"unified": "HSF105", "allocati": "HSF107", "trtllm": "HSF108"}
    expected = next(c for key, c in code.items() if key in words)
    for table in matrix.tables():
        found = [
            finding
            for finding in check_site(_site(f"{V4} {words}"), Settings(release=table))
            if finding.code == expected
        ]
        absent = "not an option" in "".join(finding.message for finding in found)
        assert all(finding.severity.value == "unfixable" for finding in found)
        if table.first >= matrix.parse_version(refused_from):
            assert len(found) == 1 and not absent, table.version
        else:
            assert not found or absent, table.version


def test_unified_memory_without_pd_and_trtllm_on_a_dsa_model_pass() -> None:
    assert _codes(f"{DSA} --enable-unified-memory", "0.5.23") == []
    assert _codes(f"{DSA} --dsv4-attn-backend trtllm", "0.5.23") == []
    assert _codes(f"{V4} --dsv4-attn-backend flashmla", "0.5.23") == []
    assert _codes(f"{V4} --disaggregation-decode-allocation-policy early", "0.5.23") == []


@pytest.mark.parametrize(
    ("version", "refused", "passed"),
    [
        ("0.5.20", ["0", "0.5", "1"], []),  # not an option yet
        ("0.5.21", ["0.5", "1"], ["0", "0.0"]),  # 0 turns host receive off
        ("0.5.22", ["0", "0.5", "1.5"], ["1", "1.0"]),  # 1 turns it off
    ],
)
def test_decode_host_receive_threshold_per_release(
    version: str, refused: list[str], passed: list[str]
) -> None:
    option = "--disaggregation-mode decode --disaggregation-decode-host-receive-threshold"
    for value in refused:
        assert _codes(f"{DSA} {option} {value}", version) == [("HSF106", "unfixable")], value
    for value in passed:
        assert _codes(f"{DSA} {option} {value}", version) == [], value


def test_a_table_naming_an_unknown_family_or_platform_is_refused() -> None:
    table = {
        "first": "0.5.30",
        "last": "0.5.30",
        "kv-cache-dtypes": ["bfloat16"],
        "also-accepted": [],
        "dtype-aliases": {},
        "backend-flag": "dsa",
        "legacy-backend-flag": "",
        "checks": ["radix-cache"],
        "cuda": {"backends": {"other": ["flashmla_sparse"]}, "defaults": {"other": "x"}},
        "hisparse-models": ["dsa", "qwen"],
        "hisparse-platforms": ["cuda"],
        "absent-options": [],
    }
    with pytest.raises(UnknownFactError, match="qwen"):
        matrix._release_from_table(table, "0.5.30")
    with pytest.raises(UnknownFactError, match="tpu"):
        matrix._release_from_table(
            {**table, "hisparse-models": ["dsa"], "hisparse-platforms": ["tpu"]}, "0.5.30"
        )
    with pytest.raises(MissingFactError, match="decode-host-receive-off"):
        matrix._release_from_table(
            {**table, "hisparse-models": ["dsa"], "checks": ["decode-host-receive"]}, "0.5.30"
        )


@pytest.mark.parametrize(
    ("version", "model", "platform", "checked"),
    [
        ("0.5.12", "deepseek-ai/DeepSeek-V4-Flash", "cuda", False),
        ("0.5.14", "deepseek-ai/DeepSeek-V4-Flash", "cuda", True),
        ("0.5.14", "deepseek-ai/DeepSeek-V4-Flash", "rocm", False),
        ("0.5.20", "MiniMaxAI/MiniMax-M3", "cuda", True),
        ("0.5.21", "MiniMaxAI/MiniMax-M3", "cuda", False),
        ("0.5.23", "deepseek-ai/DeepSeek-V3.2", "rocm", True),
    ],
)
def test_dtype_checks_skipped_for_models_sglang_returns_for(
    version: str, model: str, platform: str, checked: bool
) -> None:
    """`validate_hisparse` returns before its dtype and backend checks for DeepSeek V4
    (every platform in 0.5.12-0.5.13, ROCm from 0.5.14) and MiniMax M3 (0.5.21+)."""
    words = (
        f"--model-path {model} --enable-hisparse --disable-radix-cache --kv-cache-dtype fp8_e5m2"
    )
    assert bool(_codes(words, version, platform, "HSF002")) is checked
