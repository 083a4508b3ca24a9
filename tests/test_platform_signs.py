"""A launch whose environment shows ROCm is judged on ROCm too, unless a platform is chosen."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from hisparse_fix.cli import main
from hisparse_fix.engine.pipeline import fix_text
from hisparse_fix.formats import BY_NAME
from hisparse_fix.sglang.platform_signs import platform_sign, with_platform_signs
from hisparse_fix.sglang.settings import Settings
from hisparse_fix.vocabulary.records import replace
from hisparse_fix.vocabulary.sites import LaunchSite, Severity, Span

ROCM_SCRIPT = (
    "export HIP_VISIBLE_DEVICES=0,1\n"
    "python3 -m sglang.launch_server --enable-hisparse --disable-radix-cache \\\n"
    "  --kv-cache-dtype bfloat16 \\\n"
    "  --dsa-decode-backend tilelang\n"
)


def _site(**env: str) -> LaunchSite:
    return LaunchSite((), Span(0, 1), env=env)


def test_rocm_only_variables_are_signs_and_others_are_not() -> None:
    assert platform_sign(_site(HIP_VISIBLE_DEVICES="0")) == ("rocm", "`HIP_VISIBLE_DEVICES` is set")
    both = _site(SGLANG_USE_AITER="1", CUDA_VISIBLE_DEVICES="0")
    assert platform_sign(both) == ("rocm", "`SGLANG_USE_AITER` is set")
    assert platform_sign(_site(RCCL_MSCCL_ENABLE="0")) == ("rocm", "`RCCL_MSCCL_ENABLE` is set")
    assert platform_sign(_site(CUDA_VISIBLE_DEVICES="0", NCCL_DEBUG="INFO")) is None


@pytest.mark.parametrize(
    ("words", "sign"),
    [
        (("docker", "run", "--device", "/dev/kfd"), "`/dev/kfd` is written with it"),
        (("lmsysorg/sglang:v0.5.23-rocm700-mi30x",), "`lmsysorg/sglang:v0.5.23-rocm700-mi30x`"),
        (("amd.com/gpu",), "`amd.com/gpu`"),
        (("lmsysorg/sglang:v0.5.23-cu129", "nvidia.com/gpu", "--gpus", "all"), ""),
    ],
)
def test_words_written_with_the_launch_are_signs(words: tuple[str, ...], sign: str) -> None:
    found = platform_sign(replace(_site(), platform_words=words))
    if not sign:
        assert found is None
    else:
        assert found is not None and found[0] == "rocm" and found[1].startswith(sign)


@pytest.mark.parametrize(
    ("fmt", "text"),
    [
        (
            "shell",
            "docker run --device /dev/kfd img python3 -m sglang.launch_server"
            " --enable-hisparse --disable-radix-cache --dsa-decode-backend aiter\n",
        ),
        (
            "dockerfile",
            "FROM rocm/sgl-dev:v0.5.23-rocm700-mi35x\n"
            'CMD ["python3", "-m", "sglang.launch_server", "--enable-hisparse",'
            ' "--disable-radix-cache", "--dsa-decode-backend", "aiter"]\n',
        ),
        (
            "yaml",
            "containers:\n  - image: lmsysorg/sglang:v0.5.23-rocm700-mi30x\n"
            "    args: [python3, -m, sglang.launch_server, --enable-hisparse,"
            " --disable-radix-cache, --dsa-decode-backend, aiter]\n",
        ),
    ],
)
def test_a_rocm_image_or_device_keeps_a_rocm_backend(fmt: str, text: str) -> None:
    """Judged on CUDA alone, `aiter` would be dropped from a launch built for ROCm."""
    assert fix_text(text, BY_NAME[fmt], Settings()).text == text
    assert "aiter" not in fix_text(text, BY_NAME[fmt], Settings(platform_chosen=True)).text


def test_a_site_with_a_sign_gets_a_rocm_run_only_when_no_platform_was_chosen() -> None:
    site = _site(HIP_VISIBLE_DEVICES="0")
    cuda, rocm = with_platform_signs([site], Settings())
    assert (cuda.platform, cuda.run, rocm.platform) == ("", "on CUDA", "rocm")
    assert rocm.run == "on ROCm (`HIP_VISIBLE_DEVICES` is set; `--platform` says which)"
    assert with_platform_signs([site], Settings(platform_chosen=True)) == [site]
    assert with_platform_signs([site], Settings(platform="rocm")) == [site]
    assert with_platform_signs([_site()], Settings()) == [_site()]


@pytest.mark.parametrize(
    ("env", "platform"),
    [
        ({"ZE_AFFINITY_MASK": "0,1"}, "xpu"),
        ({"ONEAPI_DEVICE_SELECTOR": "level_zero:0"}, "xpu"),
        ({"ASCEND_RT_VISIBLE_DEVICES": "0"}, "npu"),
        ({"HCCL_BUFFSIZE": "200"}, "npu"),
    ],
)
def test_xpu_and_npu_runtime_variables_are_signs(env: dict[str, str], platform: str) -> None:
    cuda, signed = with_platform_signs([_site(**env)], Settings())
    assert (cuda.run, signed.platform) == ("on CUDA", platform)


@pytest.mark.parametrize(
    ("word", "platform"),
    [
        ("lmsysorg/sglang:v0.5.23-xpu", "xpu"),
        ("quay.io/ascend/sglang:v0.5.23-cann8.2-a3", "npu"),
        ("--device=/dev/davinci0", "npu"),
    ],
)
def test_xpu_and_npu_words_written_with_a_launch_are_signs(word: str, platform: str) -> None:
    assert platform_sign(replace(_site(), platform_words=(word,))) == (
        platform,
        f"`{word}` is written with it",
    )


def test_a_header_naming_xpu_is_no_sign() -> None:
    """A script's header comment names ROCm for a recipe; XPU there is as often prose."""
    script = (
        "#!/usr/bin/env bash\n# SGLang 0.5.21: XPU runs HiSparse for DeepSeek V4 only\n"
        "python3 -m sglang.launch_server --model-path m --enable-hisparse --disable-radix-cache\n"
    )
    (site,) = BY_NAME["shell"].find_sites(script)
    assert platform_sign(site) is None


def test_a_backend_rocm_allows_is_not_dropped_unless_cuda_is_chosen() -> None:
    shell = BY_NAME["shell"]
    unchosen = fix_text(ROCM_SCRIPT, shell, Settings())
    assert unchosen.text == ROCM_SCRIPT
    (item,) = unchosen.findings
    assert item.finding.severity is Severity.UNFIXABLE
    assert "on ROCm (`HIP_VISIBLE_DEVICES` is set; `--platform` says which)" in item.finding.message
    chosen = fix_text(ROCM_SCRIPT, shell, Settings(platform_chosen=True))
    assert "tilelang" not in chosen.text
    assert fix_text(ROCM_SCRIPT, shell, Settings(platform="rocm")).findings == ()


def test_an_edit_both_platforms_need_is_made() -> None:
    """fp8_e5m2 is refused on CUDA and on ROCm alike: the dtype is fixed, also with a
    ROCm backend pinned, which the CUDA run alone would drop: it is kept."""
    script = ROCM_SCRIPT.replace("bfloat16 \\", "fp8_e5m2").replace(
        "\n  --dsa-decode-backend tilelang", ""
    )
    fixed = fix_text(script, BY_NAME["shell"], Settings())
    assert fixed.text == script.replace("fp8_e5m2", "fp8_e4m3")
    pinned = ROCM_SCRIPT.replace("bfloat16", "fp8_e5m2").replace("tilelang", "aiter")
    expected = pinned.replace("fp8_e5m2", "fp8_e4m3")
    assert fix_text(pinned, BY_NAME["shell"], Settings()).text == expected


def test_the_command_line_and_a_settings_file_choose_the_platform(tmp_path: Path) -> None:
    script = tmp_path / "serve.sh"
    script.write_text(ROCM_SCRIPT)
    runner = CliRunner()
    unchosen = runner.invoke(main, ["--check", "--isolated", str(script)])
    assert unchosen.exit_code == 1 and "unfixable" in unchosen.output
    chosen = runner.invoke(main, ["--isolated", "--platform", "cuda", str(script)])
    assert "-  --dsa-decode-backend tilelang" in chosen.output
    (tmp_path / "hisparse-fix.toml").write_text('platform = "cuda"\n')
    from_file = runner.invoke(main, [str(script)])
    assert "-  --dsa-decode-backend tilelang" in from_file.output


@pytest.mark.parametrize(
    "assignment",
    ["export HIP_VISIBLE_DEVICES=0,1", "export HSA_OVERRIDE_GFX_VERSION=9.4.2"],
)
def test_a_rocm_variable_set_in_one_branch_keeps_that_run_on_rocm(assignment: str) -> None:
    """Runs are joined after the `if`; a variable only ROCm reads keeps each run's value,
    so the run that set it is judged on ROCm too, and ROCm's backend stays."""
    script = 'if [ "$1" = fast ]; then\n  ' + assignment + "\nfi\n" + ROCM_SCRIPT.split("\n", 1)[1]
    fixed = fix_text(script, BY_NAME["shell"], Settings())
    assert fixed.text == script
    assert [item.finding.severity for item in fixed.findings] == [Severity.UNFIXABLE] * 2
    assert any("is set; `--platform` says which" in item.finding.message for item in fixed.findings)


def test_a_branch_that_tests_the_platform_says_where_its_run_runs() -> None:
    """`if [ "$1" = amd ]`: the run that takes it is ROCm's (its sign agrees and splits
    it no further), the other CUDA's; ROCm's backend stays, and CUDA's refusal of it is
    reported, naming the ROCm run that needs it."""
    script = (
        'if [ "$1" = amd ]; then\n  export HIP_VISIBLE_DEVICES=0,1\nfi\n'
        + ROCM_SCRIPT.split("\n", 1)[1]
    )
    fixed = fix_text(script, BY_NAME["shell"], Settings())
    assert fixed.text == script
    (only,) = fixed.findings
    assert only.finding.severity is Severity.UNFIXABLE
    assert "on rocm (the branch of the `if` on line 1 that tests `amd`)" in only.finding.message


@pytest.mark.parametrize("platform", ["cuda", "rocm"])
def test_a_cuda_alike_branch_runs_on_cuda_and_on_rocm(platform: str) -> None:
    """SGLang's `is_cuda_alike()` is true on CUDA and on ROCm: the launch under it is
    fixed for either machine, and its `else` runs on neither, so it is not judged."""
    launch = (
        'sgl.Engine(model_path="deepseek-ai/DeepSeek-V3.2", enable_hisparse=True,'
        ' disable_radix_cache=True, kv_cache_dtype="fp8_e5m2")\n'
    )
    text = (
        "import sglang as sgl\nfrom sglang.srt.utils import is_cuda_alike\n\n"
        f"if is_cuda_alike():\n    engine = {launch}else:\n    engine = {launch}"
    )
    fixed = fix_text(text, BY_NAME["python"], Settings(platform=platform, platform_chosen=True))
    assert fixed.text == text.replace("fp8_e5m2", "fp8_e4m3", 1)
    (_, other) = fixed.findings
    assert other.finding.severity is Severity.WARNING
    assert "runs only where the platform is not `cuda` or `rocm`" in other.finding.message
