"""The GPU dimension: a verdict that depends on the GPU is judged on every GPU of the
platform (the release tables' `[gpus]` blocks), and `--gpu` (or `gpu = ...`) narrows it."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.project import config
from hisparse_fix.rules import check_site, dsa_backend
from hisparse_fix.sglang import matrix
from hisparse_fix.sglang.matrix import GPUS, release_for, tables
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.sites import Severity
from tests.test_rules import _site

DSA = "--model-path deepseek-ai/DeepSeek-V3.2-Exp --enable-hisparse --disable-radix-cache"
GLM = "--model-path zai-org/GLM-5-FP8 --enable-hisparse --disable-radix-cache"


def findings(words: str, version: str, **settings: object) -> list[tuple[str, str]]:
    site = _site(words)
    found = check_site(site, Settings(release=release_for(version), **settings))  # type: ignore[arg-type]
    return [(f.code, f.message) for f in found]


def codes(words: str, version: str, **settings: object) -> list[str]:
    return [code for code, _ in findings(words, version, **settings)]


def test_every_table_says_what_auto_resolves_to_on_every_gpu() -> None:
    for release in tables():
        assert set(release.auto_dtypes) == set(matrix.GPU_NAMES), release.version
        for platform, names in GPUS.items():
            for gpu in names:
                assert release.accepts_dtype(release.auto_dtype(gpu)) or (
                    release.version == "0.5.11" and platform == "cuda"
                ), (release.version, gpu)


def test_a_table_naming_an_unknown_gpu_is_refused() -> None:
    with pytest.raises(matrix.UnknownGpuError, match="'rtx'"):
        matrix._gpu_defaults_from_table("0.5.99", {"auto-dtype": {"rtx": "bfloat16"}})


@pytest.mark.parametrize("dtype", ["", " --kv-cache-dtype auto"])
def test_0_5_11_auto_is_bfloat16_where_blackwell_and_sm120_would_refuse_it(dtype: str) -> None:
    (found,) = findings(DSA + dtype, "0.5.11")
    assert found[0] == "HSF010"
    assert "on blackwell and sm120: `auto` resolves to fp8_e4m3" in found[1]
    assert found[1].endswith("bfloat16 added" if not dtype else "set to bfloat16")


@pytest.mark.parametrize(
    ("settings", "refused"),
    [
        ({"gpu": "hopper"}, False),
        ({"gpu": "sm120"}, True),
        ({"platform": "rocm"}, False),
        ({"platform": "rocm", "gpu": "blackwell"}, False),  # not a ROCm GPU: every ROCm GPU
    ],
)
def test_0_5_11_auto_narrowed_to_one_gpu(settings: dict[str, str], refused: bool) -> None:
    assert codes(DSA + " --kv-cache-dtype auto", "0.5.11", **settings) == (
        ["HSF010"] if refused else []
    )


def test_0_5_11_bf16_is_bfloat16_and_0_5_12_takes_auto() -> None:
    assert codes(DSA + " --kv-cache-dtype bf16", "0.5.11") == []
    assert codes(DSA + " --kv-cache-dtype auto", "0.5.12") == []
    assert codes(DSA, "0.5.23") == []


@pytest.mark.parametrize(
    ("version", "option"),
    [
        ("0.5.12", "--nsa-decode-backend"),
        ("0.5.13.post1", "--dsa-decode-backend"),
        ("0.5.14", "--dsa-decode-backend"),  # not in ROCm's own set either
    ],
)
def test_rocm_judges_an_absent_dtype_as_bfloat16(version: str, option: str) -> None:
    found = findings(f"{DSA} {option} flashmla_kv", version, platform="rocm")
    (backend,) = [message for code, message in found if code == "HSF003"]
    assert "dropped so that SGLang picks" in backend
    if version != "0.5.14":
        assert "on rocm with --kv-cache-dtype=bfloat16" in backend
        assert backend.endswith("picks flashmla_sparse")
    sparse = findings(f"{DSA} {option} flashmla_sparse", version, platform="rocm")
    assert [code for code, _ in sparse if code in ("HSF003", "HSF010")] == (
        ["HSF003"] if version == "0.5.14" else []
    )


def test_one_gpu_makes_the_auto_dtype_known_to_the_backend_rule() -> None:
    found = findings(f"{DSA} --dsa-decode-backend flashmla_kv", "0.5.23", gpu="hopper")
    assert [code for code, _ in found] == ["HSF003"]
    assert "--kv-cache-dtype=bfloat16" in found[0][1]
    assert codes(f"{DSA} --dsa-decode-backend flashmla_kv", "0.5.23", gpu="blackwell") == []
    assert codes(f"{DSA} --dsa-decode-backend flashmla_kv", "0.5.23") == ["HSF010"]


def test_0_5_17_glm5_fp8_pins_flashmla_kv_for_each_open_phase() -> None:
    found = findings(GLM + " --kv-cache-dtype fp8_e4m3", "0.5.17")
    assert [code for code, _ in found] == ["HSF003", "HSF003"]
    assert all("on sm120 SGLang 0.5.17 picks flashinfer_sparse_mla" in m for _, m in found)
    assert found[0][1].endswith("--dsa-prefill-backend flashmla_kv added")
    assert found[1][1].endswith("--dsa-decode-backend flashmla_kv added")
    for other in ({"gpu": "hopper"}, {"gpu": "blackwell"}):
        assert codes(GLM + " --kv-cache-dtype fp8_e4m3", "0.5.17", **other) == []
    assert codes(GLM + " --kv-cache-dtype fp8_e4m3", "0.5.18") == []
    assert codes(GLM + " --kv-cache-dtype fp8_e4m3", "0.5.16") == []
    # Another model (or one the tool cannot name) is judged as a DeepSeek DSA model.
    assert codes(DSA + " --kv-cache-dtype fp8_e4m3", "0.5.17") == []


def test_a_phase_left_open_off_a_gpu_is_not_judged_by_a_cuda_gpus_pick() -> None:
    """HSF003 adds a backend for an open phase only on a GPU platform: off one there is
    no sm120 whose own pick to refuse (HSF001 turns HiSparse off there)."""
    words = GLM + " --kv-cache-dtype fp8_e4m3"
    for platform in ("cpu", "xpu", "npu"):
        settings = Settings(release=release_for("0.5.17"), platform=platform)
        assert list(dsa_backend.check(_site(words), settings)) == [], platform


def test_0_5_17_glm5_refused_backend_is_set_not_dropped() -> None:
    words = GLM + " --kv-cache-dtype fp8_e4m3 --dsa-prefill-backend flashmla_kv"
    assert codes(words + " --dsa-decode-backend flashmla_sparse", "0.5.17") == ["HSF003"]
    (found,) = findings(words + " --dsa-decode-backend flashmla_sparse", "0.5.17")
    assert "set to flashmla_kv (dropping it fails on sm120" in found[1]
    # Dropping is right where SGLang's own pick passes on every GPU (0.5.18+).
    (newer,) = findings(words + " --dsa-decode-backend flashmla_sparse", "0.5.23")
    assert newer[1].endswith("picks flashmla_kv (flashinfer_sparse_mla on sm120)")


def test_0_5_17_glm5_auto_gets_bfloat16() -> None:
    (found,) = findings(GLM, "0.5.17")
    assert found[0] == "HSF010"
    assert "on sm120: --dsa-prefill-backend flashinfer_sparse_mla is SGLang's own pick" in found[1]
    assert found[1].endswith("--kv-cache-dtype bfloat16 added")


def test_pinned_backends_needing_different_dtypes_are_unfixable() -> None:
    words = f"{DSA} --dsa-prefill-backend flashmla_sparse --dsa-decode-backend flashmla_kv"
    site = _site(words)
    (found,) = check_site(site, Settings(release=release_for("0.5.23")))
    assert (found.code, found.severity) == ("HSF010", Severity.UNFIXABLE)


def test_gpu_option_and_settings_key(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    script = tmp_path / "serve.sh"
    script.write_text(f"python3 -m sglang.launch_server {DSA} --kv-cache-dtype auto\n")
    run = CliRunner().invoke
    args = ["--check", "--sglang-version", "0.5.11"]
    assert run(main, [*args, str(script)]).exit_code == 1
    assert run(main, [*args, "--gpu", "hopper", str(script)]).exit_code == 0
    (tmp_path / "hisparse-fix.toml").write_text('gpu = "hopper"\n')
    assert run(main, [*args, str(script)]).exit_code == 0
    assert run(main, [*args, "--gpu", "sm120", str(script)]).exit_code == 1
    assert run(main, [*args, "--gpu", "volta", str(script)]).exit_code == 2
    with pytest.raises(config.ConfigError, match="gpu = 'volta' is not allowed"):
        config.parse(tmp_path / "hisparse-fix.toml", {"gpu": "volta"})
