"""Each rule's verdicts per release, against the facts of SGLang's own source written
out here (not read from `hisparse_fix/sglang/matrix/`): a wrong cell in a release table
(a backend gained or lost, a dtype, a check, a default) fails one of these."""

from __future__ import annotations

from pathlib import Path

import pytest

from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import format_for
from hisparse_fix.rules import check_site
from hisparse_fix.sglang.matrix import release_for
from hisparse_fix.sglang.settings import BackendFix, Settings
from tests.test_rules_per_release import DSA, _codes, _site

RELEASES = (
    "0.5.11", "0.5.12", "0.5.13", "0.5.14", "0.5.15", "0.5.16", "0.5.17", "0.5.18",
    "0.5.19", "0.5.20", "0.5.21", "0.5.22", "0.5.23",
)  # fmt: skip
BACKENDS = (
    "flashmla_sparse",
    "flashmla_kv",
    "flashinfer_sparse_mla",
    "tilelang",
    "triton",
    "aiter",
)


def _from(version: str, first: str) -> bool:
    return tuple(map(int, version.split("."))) >= tuple(map(int, first.split(".")))


def _cuda_allowed(version: str, dtype: str) -> set[str]:
    """`HISPARSE_CUDA_DSA_BACKENDS_BY_DTYPE` (0.5.11 has bfloat16 only)."""
    if dtype == "bfloat16":
        return {"flashmla_sparse"}
    fp8 = {"flashmla_kv", "flashinfer_sparse_mla"} if _from(version, "0.5.18") else {"flashmla_kv"}
    return fp8


def _rocm_allowed(version: str, dtype: str) -> set[str]:
    """`HISPARSE_ROCM_DSA_BACKENDS` from 0.5.14 (the CUDA table before); triton from 0.5.20."""
    if not _from(version, "0.5.14"):
        return _cuda_allowed(version, dtype)
    return {"tilelang", "triton", "aiter"} if _from(version, "0.5.20") else {"tilelang", "aiter"}


def _flag(version: str) -> str:
    """The spelling the release parses natively: `nsa` up to 0.5.12."""
    return "dsa" if _from(version, "0.5.13") else "nsa"


def _dtypes(version: str) -> tuple[str, ...]:
    return ("bfloat16",) if version == "0.5.11" else ("bfloat16", "fp8_e4m3")


CASES = [
    (version, platform, dtype, backend)
    for version in RELEASES
    for platform in ("cuda", "rocm")
    for dtype in _dtypes(version)
    for backend in BACKENDS
]


@pytest.mark.parametrize(("version", "platform", "dtype", "backend"), CASES)
def test_each_backend_per_release_platform_and_dtype(
    version: str, platform: str, dtype: str, backend: str
) -> None:
    allowed = (_rocm_allowed if platform == "rocm" else _cuda_allowed)(version, dtype)
    words = f"{DSA} --kv-cache-dtype {dtype} --{_flag(version)}-decode-backend {backend}"
    expected = [] if backend in allowed else [("HSF003", "fix")]
    assert _codes(words, version, platform, "HSF003") == expected


@pytest.mark.parametrize("version", RELEASES)
def test_dtypes_per_release(version: str) -> None:
    fp8 = [] if _from(version, "0.5.12") else [("HSF002", "fix")]
    assert _codes(f"{DSA} --kv-cache-dtype fp8_e4m3", version, code="HSF002") == fp8
    for accepted in ("bfloat16", "bf16", "auto"):
        assert _codes(f"{DSA} --kv-cache-dtype {accepted}", version, code="HSF002") == []
    for refused in ("fp8_e5m2", "float16"):
        found = _codes(f"{DSA} --kv-cache-dtype {refused}", version, code="HSF002")
        assert found == [("HSF002", "fix")]


def _fixed(text: str, version: str, **settings: object) -> str:
    settings = {"release": release_for(version), **settings}
    return fix_text(text, format_for(Path("run.sh"), text), Settings(**settings)).text  # type: ignore[arg-type]


@pytest.mark.parametrize("version", RELEASES)
@pytest.mark.parametrize("platform", ["cuda", "rocm"])
def test_replace_writes_the_backend_sglang_picks_per_release(version: str, platform: str) -> None:
    """`--backend-fix replace`: the platform's default for the dtype (`tilelang` on ROCm
    from 0.5.14, the CUDA defaults before)."""
    flag = _flag(version)
    for dtype in _dtypes(version):
        refused = "fa3"
        words = f"{DSA} --kv-cache-dtype {dtype} --{flag}-decode-backend {refused}"
        text = f"python -m sglang.launch_server {words}\n"
        if platform == "rocm" and _from(version, "0.5.14"):
            default = "tilelang"
        else:
            default = "flashmla_kv" if dtype == "fp8_e4m3" else "flashmla_sparse"
        fixed = _fixed(text, version, platform=platform, backend_fix=BackendFix.REPLACE)
        assert fixed == text.replace(refused, default)


@pytest.mark.parametrize("version", RELEASES)
def test_the_radix_cache_is_checked_by_every_release(version: str) -> None:
    words = "--model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse --kv-cache-dtype bfloat16"
    assert _codes(words, version, code="HSF004") == [("HSF004", "fix")]
    decode = f"{words} --disable-radix-cache --disaggregation-mode decode"
    enabled = f"{decode} --disaggregation-decode-enable-radix-cache"
    assert _codes(decode, version, code="HSF004") == []
    assert _codes(enabled, version, code="HSF004") == [("HSF004", "fix")]


@pytest.mark.parametrize("version", RELEASES)
def test_the_backend_flag_spellings_per_release(version: str) -> None:
    """`nsa` only up to 0.5.12; `dsa` with `nsa` deprecated to 0.5.19; `dsa` only after."""
    words = f"{DSA} --kv-cache-dtype bfloat16 --%s-decode-backend flashmla_sparse"
    nsa = _codes(words % "nsa", version, code="HSF008")
    dsa = _codes(words % "dsa", version, code="HSF008")
    if not _from(version, "0.5.13"):
        assert (nsa, dsa) == ([], [("HSF008", "fix")])
    elif not _from(version, "0.5.20"):
        assert (nsa, dsa) == ([("HSF008", "warning")], [])
    else:
        assert (nsa, dsa) == ([("HSF008", "fix")], [])


@pytest.mark.parametrize("version", RELEASES)
def test_device_cuda_runs_on_rocm_when_the_platform_is_rocm(version: str) -> None:
    """SGLang says `--device cuda` on ROCm too: a ROCm backend stays with `--platform rocm`."""
    words = f"{DSA} --device cuda --kv-cache-dtype bfloat16 --{_flag(version)}-decode-backend %s"
    rocm_only = "tilelang" if _from(version, "0.5.14") else None
    if rocm_only is not None:
        assert _codes(words % rocm_only, version, "rocm", "HSF003") == []
        assert _codes(words % rocm_only, version, "cuda", "HSF003") == [("HSF003", "fix")]
    for platform in ("cuda", "rocm"):
        assert _codes(words % "flashmla_sparse", version, platform, "HSF003") == (
            [("HSF003", "fix")] if platform == "rocm" and rocm_only else []
        )


def test_write_keeps_a_rocm_backend_of_a_device_cuda_launch_under_platform_rocm() -> None:
    text = (
        "python -m sglang.launch_server --model-path deepseek-ai/DeepSeek-V3.2 --enable-hisparse"
        " --disable-radix-cache --device cuda --kv-cache-dtype bfloat16"
        " --dsa-decode-backend triton\n"
    )
    assert _fixed(text, "0.5.23", platform="rocm", platform_chosen=True) == text
    assert _fixed(text, "0.5.17", platform="rocm", platform_chosen=True) == text.replace(
        " --dsa-decode-backend triton", ""
    )


@pytest.mark.parametrize("version", RELEASES)
def test_an_off_gpu_device_is_never_a_gpu(version: str) -> None:
    words = f"{DSA} --device cpu --kv-cache-dtype bfloat16"
    assert _codes(words, version, "rocm", "HSF001") == [("HSF001", "fix")]
    assert (
        _codes(f"{DSA} --device cuda:1 --kv-cache-dtype bfloat16", version, "rocm", "HSF001") == []
    )


ABSENT = [
    ("--dcp-size 2", "HSF101", "0.5.15"),
    ("--enable-unified-memory", "HSF105", "0.5.15"),
    ("--enable-kv-cache-sharding", "HSF102", "0.5.22"),
    ("--disaggregation-decode-host-receive-threshold 1", "HSF106", "0.5.21"),
    ("--disaggregation-decode-allocation-policy prefill_complete", "HSF107", "0.5.22"),
    ("--dsv4-attn-backend flashmla", "HSF108", "0.5.20"),
]
"""Options each release's parser has from the one named (an unrecognized argument before)."""


CHECKS = [
    ("--enable-mixed-chunk", "HSF005", "0.5.22"),
    ("--speculative-algorithm EAGLE --speculative-eagle-topk 4", "HSF006", "0.5.22"),
    ("--speculative-algorithm EAGLE --speculative-adaptive", "HSF007", "0.5.22"),
]
"""HiSparse checks each release makes from the one named."""


@pytest.mark.parametrize(
    ("words", "code", "first", "absent"),
    [*((*case, False) for case in CHECKS), *((*case, True) for case in ABSENT)],
)
@pytest.mark.parametrize("version", RELEASES)
def test_what_a_release_refuses_from_the_release_named(
    words: str, code: str, first: str, absent: bool, version: str
) -> None:
    """A check is made from its first release; an option is refused as unknown before it."""
    messages = _messages(f"{DSA} --kv-cache-dtype bfloat16 {words}", version, code)
    if absent:
        unknown = f"is not an option of SGLang {version} (argparse refuses it"
        assert any(unknown in message for message in messages) is not _from(version, first)
    else:
        assert bool(messages) is _from(version, first), messages


def _messages(words: str, version: str, code: str, platform: str = "cuda") -> list[str]:
    settings = Settings(release=release_for(version), platform=platform)
    return [f.message for f in check_site(_site(words), settings) if f.code == code]


V4 = "--model-path deepseek-ai/DeepSeek-V4-Flash --enable-hisparse --disable-radix-cache"
M3 = "--model-path MiniMaxAI/MiniMax-M3 --enable-hisparse --disable-radix-cache"


@pytest.mark.parametrize("version", RELEASES)
def test_hisparse_platforms_per_release(version: str) -> None:
    """CUDA and ROCm in every release; XPU from 0.5.21, and there not for DSA models."""
    words = f"{DSA} --kv-cache-dtype bfloat16"
    assert _messages(words, version, "HSF001", "rocm") == []
    on_xpu = _messages(words, version, "HSF001", "xpu")
    v4_on_xpu = _messages(f"{V4} --kv-cache-dtype bfloat16", version, "HSF001", "xpu")
    if _from(version, "0.5.21"):
        assert len(on_xpu) == 1 and "runs HiSparse on XPU only for DeepSeek V4" in on_xpu[0]
        assert v4_on_xpu == []
    else:
        assert len(on_xpu) == 1 and "runs HiSparse only on CUDA or ROCm GPUs" in on_xpu[0]
        assert len(v4_on_xpu) == 1


@pytest.mark.parametrize("version", RELEASES)
def test_model_families_each_release_runs_hisparse_on(version: str) -> None:
    assert bool(_messages(f"{V4} --kv-cache-dtype bfloat16", version, "HSF103")) is not _from(
        version, "0.5.12"
    )
    assert bool(_messages(f"{M3} --kv-cache-dtype bfloat16", version, "HSF103")) is not _from(
        version, "0.5.21"
    )
    assert _messages(f"{DSA} --kv-cache-dtype bfloat16", version, "HSF103") == []


@pytest.mark.parametrize("version", RELEASES)
@pytest.mark.parametrize("platform", ["cuda", "rocm"])
def test_models_whose_dtype_sglang_does_not_check(version: str, platform: str) -> None:
    """`validate_hisparse` returns early for DeepSeek V4 (CUDA too in 0.5.12 and 0.5.13,
    ROCm from 0.5.12) and MiniMax M3 (from 0.5.21)."""
    v4 = _messages(f"{V4} --kv-cache-dtype fp8_e5m2", version, "HSF002", platform)
    v4_skipped = _from(version, "0.5.12") and (platform == "rocm" or not _from(version, "0.5.14"))
    assert (v4 == []) is v4_skipped
    m3 = _messages(f"{M3} --kv-cache-dtype fp8_e5m2", version, "HSF002", platform)
    assert (m3 == []) is _from(version, "0.5.21")


@pytest.mark.parametrize("version", RELEASES)
@pytest.mark.parametrize("dtype", ["", " --kv-cache-dtype auto"])
def test_a_backend_with_the_dtype_left_to_the_gpu(version: str, dtype: str) -> None:
    """Without a dtype (or `auto`) a backend some dtype allows is not refused by HSF003."""
    some_dtype = set().union(*(_cuda_allowed(version, d) for d in _dtypes(version)))
    for backend in BACKENDS:
        words = f"{DSA}{dtype} --{_flag(version)}-decode-backend {backend}"
        refused = _codes(words, version, code="HSF003") != []
        assert refused is (backend not in some_dtype), backend


@pytest.mark.parametrize("version", RELEASES)
def test_dcp_with_hicache_per_release(version: str) -> None:
    (message,) = _messages(f"{V4} --dcp-size 2 --enable-hicache", version, "HSF101") or [""]
    if not _from(version, "0.5.15"):
        assert "is not an option of SGLang" in message
    elif not _from(version, "0.5.17"):
        assert message == ""
    else:
        assert "--dcp-size 2 with --enable-hierarchical-cache: SGLang stops" in message
